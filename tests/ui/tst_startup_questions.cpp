// SPDX-License-Identifier: GPL-3.0-or-later
// What a person sees at start with a saved game: the "Your last game was not finished" question
// and both of its answers, no question for a game without a move, and the message about a
// damaged saved game. Only through what the window shows (object names, texts, the board,
// actions), so that the tests hold however the window is built inside.
#include "board/board_scene.h"
#include "board/board_view.h"
#include "game/isolated_text.h"
#include "game/saved_game.h"
#include "game/settings.h"
#include "isolated_settings.h"
#include "play/main_window.h"
#include "replay/replay_window.h"
#include "test_files.h"

#include <QAbstractButton>
#include <QAction>
#include <QApplication>
#include <QDir>
#include <QFile>
#include <QMessageBox>
#include <QPushButton>
#include <QSettings>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>

using namespace tihbat;

namespace {

GameSetup twoPeople() {
    GameSetup setup;
    setup.rules = RuleOptions{5, false, Side::South};
    setup.players[0] = {PlayerKind::Human, Level::Easy, QStringLiteral("Amina")};
    setup.players[1] = {PlayerKind::Human, Level::Easy, QStringLiteral("Youssef")};
    return setup;
}

Game playedGame(const std::vector<int> &pits) {
    Game game(twoPeople().rules);
    for (int pit : pits)
        if (!std::holds_alternative<MoveStory>(game.play(pit)))
            QTest::qFail("a test move was refused", __FILE__, __LINE__);
    return game;
}

QMessageBox *messageBoxNamed(const QString &name) {
    for (QWidget *w : QApplication::topLevelWidgets())
        if (auto *box = qobject_cast<QMessageBox *>(w); box && box->objectName() == name)
            return box;
    for (QWidget *w : QApplication::allWidgets())
        if (auto *box = qobject_cast<QMessageBox *>(w); box && box->objectName() == name)
            return box;
    return nullptr;
}

QAbstractButton *buttonWithText(QMessageBox *box, const QString &text) {
    for (QAbstractButton *b : box->buttons())
        if (b->text() == text)
            return b;
    return nullptr;
}

const GameState &shownState(const MainWindow &window) {
    return window.findChild<BoardView *>(QStringLiteral("board"))->boardScene()->state();
}

bool undoEnabled(const MainWindow &window) {
    return window.findChild<QAction *>(QStringLiteral("undoAction"))->isEnabled();
}

// What the start-up question looked like, and which button was clicked.
struct Answer {
    bool asked = false;
    QString text;
    QString informative;
    bool clicked = false;
};

} // namespace

class TestStartupQuestions : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void init();
    void continueAnswerBringsTheGameBack();
    void newGameAnswerStartsAfresh();
    void gameWithoutMovesGoesOnWithoutAsking();
    void damagedSavedGameIsReportedAndKept();
    void recordToOpenComesBeforeAnyQuestion();
    void finishedGameIsNotOfferedAgain();

private:
    // Starts a window on the autosave, answering the question (if any) with `button`.
    Answer startAndAnswer(MainWindow &window, const QString &button);
    QString autosavePath() const { return m_dir.filePath(QStringLiteral("autosave.json")); }
    QTemporaryDir m_dir;
};

void TestStartupQuestions::initTestCase() {
    IsolatedSettings::forThisTest(QStringLiteral("TihbatStartupTest"));
    QVERIFY(m_dir.isValid());
}

void TestStartupQuestions::init() {
    QSettings().clear();
    QSettings().setValue("view/dropDuration", 0);
    QSettings settings;
    Settings::setNewGameSetup(twoPeople());
    for (const QString &name : QDir(m_dir.path()).entryList(QDir::Files))
        QVERIFY(QDir(m_dir.path()).remove(name));
}

Answer TestStartupQuestions::startAndAnswer(MainWindow &window, const QString &button) {
    Answer answer;
    // The question is modal inside start(): answer it from its own event loop.
    QTimer::singleShot(0, &window, [&answer, button] {
        QMessageBox *box = messageBoxNamed(QStringLiteral("continueQuestion"));
        if (!box)
            return;
        answer.asked = true;
        answer.text = box->text();
        answer.informative = box->informativeText();
        if (QAbstractButton *b = buttonWithText(box, button)) {
            answer.clicked = true;
            b->click();
        } else {
            box->reject(); // never leave the test hanging on an unanswered question
        }
    });
    StartOptions options;
    options.autosavePath = autosavePath();
    window.start(options);
    return answer;
}

void TestStartupQuestions::continueAnswerBringsTheGameBack() {
    const Game saved = playedGame({PitA, Pita, PitB});
    QString error;
    QVERIFY2(savedgame::write(autosavePath(), twoPeople(), saved, &error), qPrintable(error));

    MainWindow window;
    window.show();
    const Answer answer = startAndAnswer(window, QStringLiteral("&Continue Game"));
    QVERIFY(answer.asked);
    QCOMPARE(answer.text, QStringLiteral("Your last game was not finished."));
    QVERIFY2(answer.informative.contains(isolated(QStringLiteral("Amina")) +
                                         QLatin1String(" against ") +
                                         isolated(QStringLiteral("Youssef"))),
             qPrintable(answer.informative));
    QVERIFY2(answer.informative.contains(QLatin1String("Moves played: 3")),
             qPrintable(answer.informative));
    QVERIFY(answer.clicked);

    QCOMPARE(shownState(window), saved.state());
    QVERIFY(undoEnabled(window));
    // Undo takes back the last saved move: the history came back too, not just the board.
    window.findChild<QAction *>(QStringLiteral("undoAction"))->trigger();
    Game oneLess = playedGame({PitA, Pita});
    QTRY_COMPARE(shownState(window), oneLess.state());
    const std::optional<SavedGame> kept = savedgame::read(autosavePath(), nullptr);
    QVERIFY(kept);
    QCOMPARE(kept->game.moves(), oneLess.moves());
}

void TestStartupQuestions::newGameAnswerStartsAfresh() {
    QString error;
    QVERIFY2(savedgame::write(autosavePath(), twoPeople(), playedGame({PitA, Pita}), &error),
             qPrintable(error));

    MainWindow window;
    window.show();
    const Answer answer = startAndAnswer(window, QStringLiteral("&New Game"));
    QVERIFY(answer.asked);
    QVERIFY(answer.clicked);
    QVERIFY2(answer.informative.contains(QLatin1String("Moves played: 2")),
             qPrintable(answer.informative));

    const Game fresh(twoPeople().rules);
    QCOMPARE(shownState(window), fresh.state());
    QVERIFY(!undoEnabled(window));
    // The new game replaced the old one in the autosave.
    QTRY_VERIFY_WITH_TIMEOUT(
        [&] {
            const auto s = savedgame::read(autosavePath(), nullptr);
            return s && s->game.plies() == 0;
        }(),
        5000);
}

void TestStartupQuestions::gameWithoutMovesGoesOnWithoutAsking() {
    QString error;
    QVERIFY2(savedgame::write(autosavePath(), twoPeople(), playedGame({}), &error),
             qPrintable(error));
    MainWindow window;
    window.show();
    const Answer answer = startAndAnswer(window, QStringLiteral("&Continue Game"));
    QVERIFY(!answer.asked);
    QCOMPARE(shownState(window), Game(twoPeople().rules).state());
}

void TestStartupQuestions::damagedSavedGameIsReportedAndKept() {
    QString error;
    QVERIFY2(savedgame::write(autosavePath(), twoPeople(), playedGame({PitA, Pita}), &error),
             qPrintable(error));
    const std::optional<QByteArray> half = cutInHalf(autosavePath());
    QVERIFY(half);

    MainWindow window;
    window.show();
    const Answer answer = startAndAnswer(window, QStringLiteral("&Continue Game"));
    QVERIFY(!answer.asked); // nothing to continue

    QMessageBox *box = nullptr;
    QTRY_VERIFY_WITH_TIMEOUT((box = messageBoxNamed(QStringLiteral("damagedAutosaveMessage"))) &&
                                 box->isVisible(),
                             5000);
    QCOMPARE(
        box->text(),
        QStringLiteral("Your last game could not be continued: its saved file could not be read."));
    // It says where the damaged file was kept, and that file holds exactly what was there.
    const QStringList aside =
        QDir(m_dir.path()).entryList({QStringLiteral("autosave.json.damaged-*")});
    QCOMPARE(aside.size(), 1);
    const QString keptPath = QDir::toNativeSeparators(m_dir.filePath(aside.first()));
    QVERIFY2(box->informativeText().contains(keptPath), qPrintable(box->informativeText()));
    QVERIFY2(box->informativeText().contains(QLatin1String("A new game starts now.")),
             qPrintable(box->informativeText()));
    QFile kept(m_dir.filePath(aside.first()));
    QVERIFY(kept.open(QIODevice::ReadOnly));
    QCOMPARE(kept.readAll(), *half);

    // The new game is there behind the message, and the message goes with OK.
    QCOMPARE(shownState(window), Game(twoPeople().rules).state());
    QAbstractButton *ok = box->button(QMessageBox::Ok);
    QVERIFY(ok);
    QPointer<QMessageBox> guard(box);
    ok->click();
    QTRY_VERIFY(!guard || !guard->isVisible());
    QVERIFY(savedgame::read(autosavePath(), nullptr).has_value());
}

// "tihbat game.tihbat" with an unfinished game saved: the record's window comes, and no question
// stands alone on the desktop before it. The unfinished game goes on behind the record, its file
// untouched: nothing is lost.
void TestStartupQuestions::recordToOpenComesBeforeAnyQuestion() {
    const Game unfinished = playedGame({PitA, Pita, PitB});
    QString error;
    QVERIFY2(savedgame::write(autosavePath(), twoPeople(), unfinished, &error), qPrintable(error));
    QFile autosave(autosavePath());
    QVERIFY(autosave.open(QIODevice::ReadOnly));
    const QByteArray savedBytes = autosave.readAll();
    autosave.close();
    const QString record = m_dir.filePath(QStringLiteral("lesson.tihbat"));
    QFile recordFile(record);
    QVERIFY(recordFile.open(QIODevice::WriteOnly));
    recordFile.write("[Game \"Tihbat\"]\n[South \"Nadia\"]\n[North \"Omar\"]\n\n1. A *\n");
    recordFile.close();

    MainWindow window;
    // A question would be modal inside start(): seen (and closed) from its own event loop.
    bool askedFirst = false;
    QTimer::singleShot(0, &window, [&askedFirst] {
        if (QMessageBox *box = messageBoxNamed(QStringLiteral("continueQuestion"))) {
            askedFirst = true;
            box->reject();
        }
    });
    StartOptions options;
    options.autosavePath = autosavePath();
    options.recordFiles = {record};
    window.start(options);
    window.show();
    QVERIFY(!askedFirst);
    QTRY_COMPARE(window.replayWindows().size(), 1);
    QCOMPARE(window.replayWindows().constFirst()->filePath(), record);
    QVERIFY(!messageBoxNamed(QStringLiteral("continueQuestion")));
    QCOMPARE(window.model()->game().moves(), unfinished.moves());
    QCOMPARE(window.model()->setup(), twoPeople());
    QCOMPARE(shownState(window), unfinished.state());
    QVERIFY(autosave.open(QIODevice::ReadOnly));
    QCOMPARE(autosave.readAll(), savedBytes);
}

// A finished game left saved (its copy could not be removed on a read-only disk) is not offered
// as "not finished": a new game starts without a question.
void TestStartupQuestions::finishedGameIsNotOfferedAgain() {
    Game finished(twoPeople().rules);
    // The first legal move each turn, until a repetition or an empty side ends the game.
    for (int ply = 0; ply < 10000 && !finished.isOver(); ++ply) {
        const std::vector<int> moves = finished.legalMoves();
        QVERIFY(!moves.empty());
        QVERIFY(std::holds_alternative<MoveStory>(finished.play(moves.front())));
    }
    QVERIFY(finished.isOver());
    QVERIFY(finished.plies() > 0);
    QString error;
    QVERIFY2(savedgame::write(autosavePath(), twoPeople(), finished, &error), qPrintable(error));

    MainWindow window;
    bool asked = false;
    QTimer::singleShot(0, &window, [&asked] {
        if (QMessageBox *box = messageBoxNamed(QStringLiteral("continueQuestion"))) {
            asked = true;
            box->accept();
        }
    });
    StartOptions options;
    options.autosavePath = autosavePath();
    window.start(options);
    QVERIFY(!asked);
    QCOMPARE(window.model()->game().plies(), 0);
    QVERIFY(!window.model()->isOver());
}

QTEST_MAIN(TestStartupQuestions)
#include "tst_startup_questions.moc"
