// SPDX-License-Identifier: GPL-3.0-or-later
// Every export of the game window says what it wrote, with the path, as Save does; its file
// dialog opens in the last export's folder with a name that says what the file holds and a title
// without the menu's "…"; the worksheet and board picture dialogs keep their choices, say what
// their fields are for and are wide enough for their titles. Driven through the menus' actions
// as a person would, with real files written.
#include "game/settings/settings.h"
#include "isolated_settings.h"
#include "play/main_window.h"
#include "print/worksheet_dialog.h"
#include "text/isolated_text.h"

#include <QAction>
#include <QApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QDate>
#include <QDialog>
#include <QDir>
#include <QFile>
#include <QFileDialog>
#include <QFileInfo>
#include <QFontMetrics>
#include <QLabel>
#include <QPushButton>
#include <QSettings>
#include <QSpinBox>
#include <QStatusBar>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>
#include <functional>
#include <memory>

using namespace tihbat;

namespace {

// Answers the first modal window of type T that comes up (once), within ten seconds.
template <typename T>
std::shared_ptr<bool> answerWhenShown(QObject *context, std::function<void(T *)> answer) {
    auto seen = std::make_shared<bool>(false);
    auto *poll = new QTimer(context);
    auto ticks = std::make_shared<int>(0);
    QObject::connect(poll, &QTimer::timeout, context, [poll, seen, ticks, answer] {
        auto *modal = qobject_cast<T *>(QApplication::activeModalWidget());
        if (++*ticks > 1000) {
            poll->deleteLater();
            if (modal)
                modal->reject();
            return;
        }
        if (!modal || !modal->isVisible())
            return;
        poll->stop();
        poll->deleteLater();
        *seen = true;
        answer(modal);
    });
    poll->start(10);
    return seen;
}

// The save dialog's answer: notes the name it suggests and its title, then saves to `path`.
std::function<void(QFileDialog *)> saveAs(const QString &path, QString *suggested, QString *title) {
    return [path, suggested, title](QFileDialog *dialog) {
        *suggested = dialog->selectedFiles().value(0);
        *title = dialog->windowTitle();
        dialog->setOption(QFileDialog::DontConfirmOverwrite);
        dialog->selectFile(path);
        static_cast<QDialog *>(dialog)->accept(); // protected in QFileDialog
    };
}

QByteArray head(const QString &path, int bytes) {
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.read(bytes) : QByteArray();
}

QString shown(const QString &path) {
    return isolated(QDir::toNativeSeparators(QFileInfo(path).absoluteFilePath()));
}

// The dialog's minimum width leaves room for "Title — Tihbat" in a bold font.
bool roomForTitle(const QWidget *dialog) {
    QFont bold = dialog->font();
    bold.setBold(true);
    const int title = QFontMetrics(bold).horizontalAdvance(dialog->windowTitle() +
                                                           QStringLiteral(" \u2014 Tihbat"));
    return dialog->minimumWidth() >= title && dialog->width() >= title;
}

QAction *action(const QWidget &window, const char *name) {
    return window.findChild<QAction *>(QString::fromLatin1(name));
}

} // namespace

class TestExportNotices : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void init();
    void worksheetSaysWhereSheetAndKeyWent();
    void boardPictureSaysWhereItWentAndKeepsItsChoice();
    void scoreSheetSaysWhereItWent();
    void copyBoardSaysWhatItDid();

private:
    QTemporaryDir m_dir;
};

void TestExportNotices::initTestCase() {
    QVERIFY(m_dir.isValid());
    IsolatedSettings::forThisTest(QStringLiteral("TihbatExportNoticesTest"));
    QCoreApplication::setApplicationName(QStringLiteral("Tihbat"));
}

void TestExportNotices::init() {
    QSettings().clear();
    Settings::setDropDuration(0);
}

void TestExportNotices::worksheetSaysWhereSheetAndKeyWent() {
    MainWindow window;
    window.start({});
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    const QString sheet = m_dir.filePath(QStringLiteral("class 4.pdf"));
    const QString key = m_dir.filePath(QStringLiteral("class 4-key.pdf"));
    QString suggested;
    QString title;
    bool roomy = false;
    QStringList purposes;
    auto dialogSeen = answerWhenShown<WorksheetDialog>(&window, [&](WorksheetDialog *dialog) {
        roomy = roomForTitle(dialog);
        for (const char *name :
             {"countersPurpose", "languagePurpose", "sheetPurpose", "separateKeyPurpose"}) {
            auto *label = dialog->findChild<QLabel *>(QLatin1String(name));
            if (label && label->isVisible())
                purposes << label->text();
        }
        dialog->findChild<QSpinBox *>(QStringLiteral("puzzles"))->setValue(4);
        auto *difficulty = dialog->findChild<QComboBox *>(QStringLiteral("difficulty"));
        difficulty->setCurrentIndex(difficulty->findData(int(PuzzleDifficulty::Hard)));
        dialog->findChild<QSpinBox *>(QStringLiteral("sheet"))->setValue(7);
        dialog->findChild<QCheckBox *>(QStringLiteral("separateKey"))->setChecked(true);
        dialog->accept();
    });
    auto fileSeen = answerWhenShown<QFileDialog>(&window, saveAs(sheet, &suggested, &title));
    action(window, "exportWorksheetAction")->trigger();
    QVERIFY(*dialogSeen && *fileSeen);
    QVERIFY(roomy);
    QCOMPARE(purposes.size(), 4);
    QVERIFY2(purposes[2].startsWith(QStringLiteral("The same number gives the same puzzles")),
             qPrintable(purposes[2]));
    // The sheet's title and number as the name; the menu's words without "…" as the title.
    QCOMPARE(QFileInfo(suggested).fileName(), QStringLiteral("Tihbat puzzles 7.pdf"));
    QCOMPARE(title, QStringLiteral("Export Worksheet as PDF"));
    QCOMPARE(head(sheet, 5), QByteArray("%PDF-"));
    QCOMPARE(head(key, 5), QByteArray("%PDF-"));
    QCOMPARE(window.statusBar()->currentMessage(),
             QStringLiteral("Worksheet saved to %1; its answer key to %2")
                 .arg(shown(sheet), shown(key)));

    // The next time: the choice as it was left, and the save dialog in the same folder.
    bool remembered = false;
    dialogSeen = answerWhenShown<WorksheetDialog>(&window, [&](WorksheetDialog *dialog) {
        const WorksheetChoice choice = dialog->choice();
        remembered = choice.puzzles == 4 && choice.difficulty == PuzzleDifficulty::Hard &&
                     choice.seed == 7 && dialog->separateAnswerKey();
        dialog->findChild<QCheckBox *>(QStringLiteral("separateKey"))->setChecked(false);
        dialog->accept();
    });
    const QString whole = m_dir.filePath(QStringLiteral("whole.pdf"));
    fileSeen = answerWhenShown<QFileDialog>(&window, saveAs(whole, &suggested, &title));
    action(window, "exportWorksheetAction")->trigger();
    QVERIFY(*dialogSeen && *fileSeen);
    QVERIFY(remembered);
    QCOMPARE(QFileInfo(suggested).absolutePath(), QFileInfo(m_dir.path()).absoluteFilePath());
    QCOMPARE(window.statusBar()->currentMessage(),
             QStringLiteral("Worksheet saved to %1").arg(shown(whole)));
    QVERIFY(!QFileInfo::exists(m_dir.filePath(QStringLiteral("whole-key.pdf"))));
}

void TestExportNotices::boardPictureSaysWhereItWentAndKeepsItsChoice() {
    MainWindow window;
    window.start({});
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    const QString path = m_dir.filePath(QStringLiteral("board.png"));
    QString suggested;
    QString title;
    bool roomy = false;
    auto dialogSeen = answerWhenShown<QDialog>(&window, [&](QDialog *dialog) {
        roomy = roomForTitle(dialog);
        dialog->findChild<QSpinBox *>(QStringLiteral("pictureWidth"))->setValue(640);
        dialog->findChild<QSpinBox *>(QStringLiteral("pictureHeight"))->setValue(400);
        dialog->findChild<QCheckBox *>(QStringLiteral("pictureNames"))->setChecked(false);
        dialog->accept();
    });
    auto fileSeen = answerWhenShown<QFileDialog>(&window, saveAs(path, &suggested, &title));
    action(window, "exportBoardPictureAction")->trigger();
    QVERIFY(*dialogSeen && *fileSeen);
    QVERIFY(roomy);
    QCOMPARE(QFileInfo(suggested).fileName(),
             QStringLiteral("board %1.png").arg(QDate::currentDate().toString(Qt::ISODate)));
    QCOMPARE(title, QStringLiteral("Export Board Picture"));
    QImage written(path);
    // Seen once in CI (a null picture), never here: say what was there instead.
    QVERIFY2(
        !written.isNull(),
        qPrintable(QStringLiteral("no picture at %1; the status bar said \"%2\"; the folder "
                                  "holds: %3; the save dialog suggested %4")
                       .arg(path, window.statusBar()->currentMessage(),
                            QDir(m_dir.path()).entryList(QDir::Files).join(u", "), suggested)));
    QCOMPARE(written.size(), QSize(640, 400));
    QCOMPARE(window.statusBar()->currentMessage(),
             QStringLiteral("Board picture saved to %1").arg(shown(path)));

    // Asked again: the size and the name plates as chosen.
    bool remembered = false;
    dialogSeen = answerWhenShown<QDialog>(&window, [&](QDialog *dialog) {
        remembered =
            dialog->findChild<QSpinBox *>(QStringLiteral("pictureWidth"))->value() == 640 &&
            dialog->findChild<QSpinBox *>(QStringLiteral("pictureHeight"))->value() == 400 &&
            !dialog->findChild<QCheckBox *>(QStringLiteral("pictureNames"))->isChecked() &&
            dialog->findChild<QCheckBox *>(QStringLiteral("pictureValues"))->isChecked();
        dialog->reject();
    });
    action(window, "exportBoardPictureAction")->trigger();
    QVERIFY(*dialogSeen);
    QVERIFY(remembered);
}

void TestExportNotices::scoreSheetSaysWhereItWent() {
    StartOptions options;
    options.playMoves = {QStringLiteral("A")};
    MainWindow window;
    window.start(options);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    const QString path = m_dir.filePath(QStringLiteral("score.pdf"));
    QString suggested;
    QString title;
    auto fileSeen = answerWhenShown<QFileDialog>(&window, saveAs(path, &suggested, &title));
    action(window, "exportScoreSheetAction")->trigger();
    // The values come from the worker thread first.
    QTRY_VERIFY_WITH_TIMEOUT(*fileSeen, 30000);
    QTRY_COMPARE(window.statusBar()->currentMessage(),
                 QStringLiteral("Score sheet saved to %1").arg(shown(path)));
    QCOMPARE(QFileInfo(suggested).fileName(),
             QStringLiteral("Score Sheet %1.pdf").arg(QDate::currentDate().toString(Qt::ISODate)));
    QCOMPARE(title, QStringLiteral("Export Score Sheet as PDF"));
    QCOMPARE(head(path, 5), QByteArray("%PDF-"));
}

void TestExportNotices::copyBoardSaysWhatItDid() {
    MainWindow window;
    window.start({});
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    action(window, "copyBoardAction")->trigger();
    QVERIFY(window.statusBar()->currentMessage().startsWith(
        QStringLiteral("A picture of the board is on the clipboard")));
}

QTEST_MAIN(TestExportNotices)
#include "tst_export_notices.moc"
