// SPDX-License-Identifier: GPL-3.0-or-later
// Files that are not files, and text from files that looks like markup, in the game window:
// a FIFO, a link to /dev/zero, a directory or a symlink loop as the autosave or as a record is
// refused at once with the reason named (the game starts; nothing blocks or reads without end);
// a failed autosave shows a warning that stays until a save works again; names and comments
// with HTML show as the characters typed.
#include "common/autosave_warning.h"
#include "game/session/saved_game.h"
#include "game/settings/settings.h"
#include "isolated_settings.h"
#include "play/main_window.h"
#include "replay/replay_window.h"
#include "text/isolated_text.h"

#include <QApplication>
#include <QDate>
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QFileDialog>
#include <QFileInfo>
#include <QLabel>
#include <QMessageBox>
#include <QSettings>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>
#include <QTreeWidget>
#include <sys/stat.h>
#include <unistd.h>

using namespace tihbat;

namespace {

enum class Odd { Fifo, DevZeroLink, Directory, SymlinkLoop };

// Makes the odd thing at `path`; returns false if the system refused.
bool makeOdd(Odd odd, const QString &path) {
    const QByteArray name = QFile::encodeName(path);
    switch (odd) {
    case Odd::Fifo:
        return ::mkfifo(name.constData(), 0644) == 0;
    case Odd::DevZeroLink:
        return ::symlink("/dev/zero", name.constData()) == 0;
    case Odd::Directory:
        return QDir().mkdir(path);
    case Odd::SymlinkLoop: {
        const QByteArray other = name + ".other";
        return ::symlink(other.constData(), name.constData()) == 0 &&
               ::symlink(name.constData(), other.constData()) == 0;
    }
    }
    return false;
}

QMessageBox *visibleBox(const QWidget &window, const char *name) {
    auto *box = window.findChild<QMessageBox *>(QLatin1String(name));
    return box && box->isVisible() ? box : nullptr;
}

void oddRows() {
    QTest::addColumn<Odd>("odd");
    QTest::addColumn<QString>("reason");
    QTest::newRow("FIFO") << Odd::Fifo << "it is a named pipe (FIFO), not a file";
    QTest::newRow("/dev/zero link") << Odd::DevZeroLink << "it is a device, not a file";
    QTest::newRow("directory") << Odd::Directory << "it is a folder, not a file";
    QTest::newRow("symlink loop") << Odd::SymlinkLoop << "too many levels of symbolic links";
}

} // namespace

class TestOddFiles : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void init();
    void cleanup();
    void oddAutosaveIsRefusedAtOnce_data() { oddRows(); }
    void oddAutosaveIsRefusedAtOnce();
    void oddRecordIsRefusedAtOnce_data() { oddRows(); }
    void oddRecordIsRefusedAtOnce();
    void autosaveWarningStaysUntilASaveWorks();
    void finishedGameNotRemovedIsSaidAsSuch();
    void markupInFilesIsShownAsTyped();
    void failedSaveAsOffersTheDialogAgain();

private:
    QString freshPath(const QString &name);
    QTemporaryDir m_dir;
};

void TestOddFiles::initTestCase() {
    QVERIFY(m_dir.isValid());
    IsolatedSettings::forThisTest(QStringLiteral("TihbatOddFilesTest"));
}

void TestOddFiles::init() {
    QSettings().clear();
    Settings::setDropDuration(0); // instant: tests never wait for animation
    GameSetup people;             // two people at the board: every move is the test's
    QSettings settings;
    Settings::setNewGameSetup(people);
}

void TestOddFiles::cleanup() {
    QCoreApplication::sendPostedEvents(nullptr, QEvent::DeferredDelete);
}

QString TestOddFiles::freshPath(const QString &name) {
    static int number = 0;
    const QString folder = m_dir.filePath(QString::number(++number));
    QDir().mkpath(folder);
    return folder + '/' + name;
}

void TestOddFiles::oddAutosaveIsRefusedAtOnce() {
    QFETCH(Odd, odd);
    QFETCH(QString, reason);
    const QString path = freshPath("autosave.json");
    QVERIFY(makeOdd(odd, path));

    MainWindow window;
    QElapsedTimer clock;
    clock.start();
    StartOptions options;
    options.autosavePath = path;
    window.start(options);
    window.show();
    // The message comes as the window's first events run: within a second, never a hang.
    QTRY_VERIFY_WITH_TIMEOUT(visibleBox(window, "damagedAutosaveMessage"), 1000);
    QVERIFY2(clock.elapsed() < 1000, qPrintable(QString::number(clock.elapsed())));
    QMessageBox *box = visibleBox(window, "damagedAutosaveMessage");
    QVERIFY2(box->informativeText().contains(reason), qPrintable(box->informativeText()));
    QVERIFY2(box->informativeText().contains(path), qPrintable(box->informativeText()));

    // A new game is on; the odd thing is no saved game and is never moved (a folder, a pipe,
    // a device or a loop is not set aside): it stays where it was, and the autosave says it
    // cannot use it. (tihbat itself refuses such an --autosave-file at start.)
    QCOMPARE(window.model()->game().plies(), 0);
    QVERIFY(window.model()->playPit(PitA));
    QVERIFY(window.model()->isAutosaveFailing());
    QVERIFY(QFileInfo(path).isSymLink() || QFileInfo::exists(path));
    QVERIFY(!QFileInfo(path).isFile());
    QVERIFY(QDir(QFileInfo(path).path())
                .entryList(QDir::AllEntries | QDir::System | QDir::Hidden | QDir::NoDotAndDotDot)
                .filter(QStringLiteral("damaged"))
                .isEmpty());
    box->close();
}

void TestOddFiles::oddRecordIsRefusedAtOnce() {
    QFETCH(Odd, odd);
    QFETCH(QString, reason);
    const QString path = freshPath("game.tihbat");
    QVERIFY(makeOdd(odd, path));

    MainWindow window;
    QElapsedTimer clock;
    clock.start();
    StartOptions options;
    options.recordFiles = {path};
    window.start(options);
    window.show();
    QTRY_VERIFY_WITH_TIMEOUT(visibleBox(window, "fileProblemMessage"), 1000);
    QVERIFY2(clock.elapsed() < 1000, qPrintable(QString::number(clock.elapsed())));
    QMessageBox *box = visibleBox(window, "fileProblemMessage");
    QCOMPARE(box->informativeText(), "Cannot open " + isolated(path) + ": " + reason);
    QVERIFY(window.replayWindows().isEmpty());
    // The game is there and playable.
    QVERIFY(window.model()->playPit(PitA));
    box->close();
}

void TestOddFiles::autosaveWarningStaysUntilASaveWorks() {
    // A file where the autosave's folder should be: every save fails until it goes.
    const QString blocker = freshPath("blocker");
    QFile file(blocker);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.close();
    const QString path = blocker + "/autosave.json";

    MainWindow window;
    StartOptions options;
    options.autosavePath = path;
    window.start(options);
    auto *warning = window.findChild<AutosaveWarning *>();
    QVERIFY(warning);
    QVERIFY(!warning->isHidden());
    // With the warning sign (loaded only when a warning is first shown).
    const auto *sign = warning->findChild<QLabel *>("autosaveWarningIcon");
    QVERIFY(sign);
    QVERIFY(!sign->pixmap().isNull());
    QVERIFY2(warning->text().contains(QDir::toNativeSeparators(blocker)),
             qPrintable(warning->text()));
    QVERIFY2(warning->text().startsWith("The game is not being saved.\nCannot create the folder " +
                                        blocker + ": a part of the path is not a folder\n"),
             qPrintable(warning->text()));

    // Moves do not clear it while saving still fails.
    QVERIFY(window.model()->playPit(PitA));
    QVERIFY(window.model()->playPit(Pitb));
    QVERIFY(!warning->isHidden());

    // Room again: the next save works and the warning goes.
    QVERIFY(QFile::remove(blocker));
    QVERIFY(window.model()->playPit(PitB));
    QVERIFY(warning->isHidden());
    QString error;
    const std::optional<SavedGame> saved = savedgame::read(path, &error);
    QVERIFY2(saved, qPrintable(error));
    QCOMPARE(saved->game.plies(), 3);
}

// A finished game whose autosave cannot be removed: the bar says that, not that the game is not
// being saved (it is over and nothing is lost), and goes when the next game is saved.
void TestOddFiles::finishedGameNotRemovedIsSaidAsSuch() {
    const QString path = freshPath("autosave.json");
    MainWindow window;
    StartOptions options;
    options.autosavePath = path;
    window.start(options);
    auto *warning = window.findChild<AutosaveWarning *>("autosaveWarning");
    QVERIFY(warning);
    GameSetup setup; // two people, one counter a pit: A, then a, ends the game
    setup.rules.countersPerPit = 1;
    window.model()->newGame(setup);
    QVERIFY(window.model()->playPit(PitA));
    QVERIFY(warning->isHidden());
    // A folder where the autosave was, as a person or another program could leave it.
    QVERIFY(QFile::remove(path));
    QVERIFY(QDir().mkpath(path + "/inside"));
    QVERIFY(window.model()->playPit(Pita));
    QVERIFY(window.model()->isOver());
    QVERIFY(!warning->isHidden());
    const QString shown = QDir::toNativeSeparators(path);
    QCOMPARE(warning->text(), "The finished game's saved copy could not be removed.\nCannot "
                              "remove the finished game's saved copy " +
                                  shown +
                                  ": it is a folder, not a file\nNothing is lost: the game is "
                                  "over. This warning goes when the next game is saved.");
    QCOMPARE(warning->accessibleName(),
             "Warning: the finished game's saved copy could not be removed");
    QCOMPARE(QDir(path).entryList(QDir::AllEntries | QDir::NoDotAndDotDot), QStringList{"inside"});

    // The folder gone, the next game is saved and the bar goes.
    QVERIFY(QDir(path).removeRecursively());
    window.model()->newGame(setup);
    QVERIFY(warning->isHidden());
    QVERIFY(QFileInfo(path).isFile());
}

void TestOddFiles::markupInFilesIsShownAsTyped() {
    // Player names from an autosave.
    const QString autosave = freshPath("autosave.json");
    GameSetup setup;
    setup.players[0].name = QStringLiteral("<b>Bold</b>");
    setup.players[1].name = QStringLiteral("<img src=x>");
    Game game;
    game.play(PitA);
    QString error;
    QVERIFY2(savedgame::write(autosave, setup, game, &error), qPrintable(error));
    MainWindow window;
    StartOptions options;
    options.autosavePath = autosave;
    options.restoreWithoutAsking = true;
    window.start(options);
    auto *turn = window.findChild<QLabel *>("turnLabel");
    QVERIFY(turn);
    QCOMPARE(turn->textFormat(), Qt::PlainText);
    QVERIFY2(turn->text().contains("<img src=x>"), qPrintable(turn->text()));

    // A comment in a record: its tool tip shows the characters, escaped for the tool tip's
    // rich text.
    const QString recordPath = freshPath("markup.tihbat");
    QFile record(recordPath);
    QVERIFY(record.open(QIODevice::WriteOnly));
    record.write("[Game \"Tihbat\"]\n[Result \"*\"]\n\n1. A {<b>not bold</b>} *\n");
    record.close();
    ReplayWindow *replay = window.openRecord(recordPath, &error);
    QVERIFY2(replay, qPrintable(error));
    auto *moves = replay->findChild<QTreeWidget *>();
    QVERIFY(moves);
    QString tip;
    for (int row = 0; row < moves->topLevelItemCount(); ++row) {
        for (int column = 0; column < moves->columnCount(); ++column) {
            if (moves->topLevelItem(row)->text(column).contains("not bold"))
                tip = moves->topLevelItem(row)->toolTip(column);
        }
    }
    QVERIFY2(tip.contains("&lt;b&gt;not bold&lt;/b&gt;"), qPrintable(tip));

    // A path with markup in a message box.
    const QString odd = freshPath("<i>slanted</i>.tihbat");
    window.openRecordOrReport(odd);
    QMessageBox *box = window.findChild<QMessageBox *>("fileProblemMessage");
    QVERIFY(box);
    const auto labels = box->findChildren<QLabel *>();
    bool found = false;
    for (const QLabel *label : labels) {
        if (label->text().contains("<i>slanted</i>")) {
            QCOMPARE(label->textFormat(), Qt::PlainText);
            found = true;
        }
    }
    QVERIFY(found);
}

// Save As onto a named pipe: the reason is shown, then the dialog comes back with the name
// chosen, so another place can be picked; the game is untouched. The pipe sits where the dialog
// proposes to save (the last folder, today's name), so the person only has to accept.
void TestOddFiles::failedSaveAsOffersTheDialogAgain() {
    const QString chosen = freshPath(QDate::currentDate().toString("'tihbat-'yyyy-MM-dd'.tihbat'"));
    QVERIFY(makeOdd(Odd::Fifo, chosen));
    QSettings().setValue("files/lastFolder", QFileInfo(chosen).absolutePath());
    MainWindow window;
    window.start({});
    QVERIFY(window.model()->playPit(PitA));
    QString shownError;
    QStringList offeredAgain;
    int dialogs = 0;
    int ticks = 0;
    // Plays the person: answers each modal window as it comes up (and gives up after 10 s).
    QTimer person;
    connect(&person, &QTimer::timeout, this, [&] {
        QWidget *modal = QApplication::activeModalWidget();
        if (auto *dialog = qobject_cast<QFileDialog *>(modal)) {
            if (++ticks > 1000) {
                dialog->reject();
            } else if (dialogs == 0) {
                dialogs = 1;
                dialog->setOption(QFileDialog::DontConfirmOverwrite);
                static_cast<QDialog *>(dialog)->accept(); // protected in QFileDialog
            } else if (dialogs == 1 && !shownError.isEmpty()) {
                dialogs = 2;
                offeredAgain = dialog->selectedFiles();
                dialog->reject();
            }
        } else if (auto *box = qobject_cast<QMessageBox *>(modal)) {
            shownError = box->informativeText();
            box->accept();
        }
    });
    person.start(10);
    QVERIFY(!window.saveGameAs());
    person.stop();
    QCOMPARE(dialogs, 2);
    QCOMPARE(shownError,
             "Cannot save " + isolated(chosen) + ": it is a named pipe (FIFO), not a file");
    QCOMPARE(offeredAgain, QStringList{chosen});
    QCOMPARE(window.model()->game().plies(), 1);
}

QTEST_MAIN(TestOddFiles)
#include "tst_odd_files.moc"
