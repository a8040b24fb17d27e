// SPDX-License-Identifier: GPL-3.0-or-later
// Against the computer the game speaks to the person ("You win 16–12!", "Your turn", "The
// computer is thinking…"); in hot seat and between computers it names the players. Play Again
// alternates who starts.
#include "game/session/play_again.h"
#include "game/words/game_texts.h"
#include "text/isolated_text.h"

#include <QRegularExpression>
#include <QTest>

using namespace tihbat;

namespace {

GameSetup setupOf(PlayerKind south, PlayerKind north) {
    GameSetup setup;
    setup.players[sideIndex(Side::South)] = {south, Level::Easy, QString()};
    setup.players[sideIndex(Side::North)] = {north, Level::Easy, QString()};
    return setup;
}

GameSetup personAs(Side person) {
    return person == Side::South ? setupOf(PlayerKind::Human, PlayerKind::Computer)
                                 : setupOf(PlayerKind::Computer, PlayerKind::Human);
}

GameSetup hotSeat() {
    GameSetup setup = setupOf(PlayerKind::Human, PlayerKind::Human);
    setup.players[0].name = QStringLiteral("Amina");
    setup.players[1].name = QStringLiteral("Youssef");
    return setup;
}

Outcome outcomeOf(int south, int north) {
    Outcome outcome;
    outcome.finalScore = {south, north};
    if (south != north)
        outcome.winner = south > north ? Side::South : Side::North;
    outcome.reason = GameEnd::AllCaptured;
    return outcome;
}

Position toMove(Side side) {
    Position position = startPosition(RuleOptions{});
    position.toMove = side;
    return position;
}

} // namespace

class TestPersonWording : public QObject {
    Q_OBJECT
private slots:
    void personIsFoundOnlyAgainstTheComputer();
    void resultSpeaksToThePerson_data();
    void resultSpeaksToThePerson();
    void hotSeatNamesTheWinner();
    void finalScoreSaysYou();
    void turnSpeaksToThePerson_data();
    void turnSpeaksToThePerson();
    void nameplateSaysYourTurn();
    void refusalsAgainstTheComputer();
    void playAgainAlternatesTheFirstPlayer();
};

void TestPersonWording::personIsFoundOnlyAgainstTheComputer() {
    QCOMPARE(GameTexts::personAgainstComputer(personAs(Side::South)), Side::South);
    QCOMPARE(GameTexts::personAgainstComputer(personAs(Side::North)), Side::North);
    QVERIFY(!GameTexts::personAgainstComputer(hotSeat()));
    QVERIFY(!GameTexts::personAgainstComputer(setupOf(PlayerKind::Computer, PlayerKind::Computer)));
}

void TestPersonWording::resultSpeaksToThePerson_data() {
    QTest::addColumn<Side>("person");
    QTest::addColumn<int>("south");
    QTest::addColumn<int>("north");
    QTest::addColumn<QString>("expected");
    // The winner's score first, as people say a result.
    QTest::newRow("South person wins") << Side::South << 16 << 12 << "You win 16–12!";
    QTest::newRow("South person loses") << Side::South << 12 << 16 << "The computer wins 16–12";
    QTest::newRow("South person draws") << Side::South << 14 << 14 << "It is a draw, 14–14.";
    QTest::newRow("North person wins") << Side::North << 9 << 19 << "You win 19–9!";
    QTest::newRow("North person loses") << Side::North << 15 << 13 << "The computer wins 15–13";
    QTest::newRow("North person draws") << Side::North << 14 << 14 << "It is a draw, 14–14.";
}

void TestPersonWording::resultSpeaksToThePerson() {
    QFETCH(Side, person);
    QFETCH(int, south);
    QFETCH(int, north);
    QFETCH(QString, expected);
    // The score is one isolated piece, so it reads "16–12" in a right-to-left sentence too.
    const auto score = QRegularExpression(QStringLiteral("\\d+–\\d+")).match(expected).captured();
    expected.replace(score, isolated(score));
    QCOMPARE(GameTexts::result(personAs(person), outcomeOf(south, north)), expected);
}

void TestPersonWording::finalScoreSaysYou() {
    QCOMPARE(GameTexts::finalScores(personAs(Side::North), outcomeOf(12, 16)),
             QStringLiteral("Counters at the end:\nComputer (Easy): 12\nYou: 16"));
    // A person who gave a name is called by it.
    GameSetup named = personAs(Side::South);
    named.players[0].name = QStringLiteral("Amina");
    QCOMPARE(GameTexts::finalScores(named, outcomeOf(16, 12)),
             QStringLiteral("Counters at the end:\n%1: 16\nComputer (Easy): 12")
                 .arg(isolated(QStringLiteral("Amina"))));
    QCOMPARE(GameTexts::finalScores(hotSeat(), outcomeOf(14, 14)),
             QStringLiteral("Counters at the end:\n%1: 14\n%2: 14")
                 .arg(isolated(QStringLiteral("Amina")), isolated(QStringLiteral("Youssef"))));
}

void TestPersonWording::hotSeatNamesTheWinner() {
    QCOMPARE(GameTexts::result(hotSeat(), outcomeOf(16, 12)),
             isolated(QStringLiteral("Amina")) + QStringLiteral(" wins!"));
    QCOMPARE(GameTexts::result(hotSeat(), outcomeOf(10, 18)),
             isolated(QStringLiteral("Youssef")) + QStringLiteral(" wins!"));
    QCOMPARE(GameTexts::result(hotSeat(), outcomeOf(14, 14)), QStringLiteral("It is a draw!"));
    // Two computers: nobody is "you".
    const GameSetup computers = setupOf(PlayerKind::Computer, PlayerKind::Computer);
    QCOMPARE(GameTexts::result(computers, outcomeOf(16, 12)),
             QStringLiteral("Computer (Easy) wins!"));
}

void TestPersonWording::turnSpeaksToThePerson_data() {
    QTest::addColumn<GameSetup>("setup");
    QTest::addColumn<Side>("mover");
    QTest::addColumn<bool>("thinking");
    QTest::addColumn<bool>("paused");
    QTest::addColumn<QString>("expected");
    QTest::newRow("person to move")
        << personAs(Side::South) << Side::South << false << false << "Your turn";
    QTest::newRow("North person to move")
        << personAs(Side::North) << Side::North << false << false << "Your turn";
    QTest::newRow("computer to move")
        << personAs(Side::South) << Side::North << false << false << "The computer's turn";
    QTest::newRow("computer thinking")
        << personAs(Side::South) << Side::North << true << false << "The computer is thinking…";
    QTest::newRow("computer paused")
        << personAs(Side::North) << Side::South << false << true << "The computer's turn (paused)";
    QTest::newRow("hot seat") << hotSeat() << Side::North << false << false
                              << isolated(QStringLiteral("Youssef")) + QStringLiteral(" to play");
    QTest::newRow("two computers, thinking")
        << setupOf(PlayerKind::Computer, PlayerKind::Computer) << Side::South << true << false
        << "Computer (Easy) is thinking…";
    QTest::newRow("two computers, paused")
        << setupOf(PlayerKind::Computer, PlayerKind::Computer) << Side::North << false << true
        << "Computer (Easy) to play (paused)";
}

void TestPersonWording::turnSpeaksToThePerson() {
    QFETCH(GameSetup, setup);
    QFETCH(Side, mover);
    QFETCH(bool, thinking);
    QFETCH(bool, paused);
    QFETCH(QString, expected);
    QCOMPARE(GameTexts::turnStatus(setup, toMove(mover), thinking, paused), expected);
    if (!thinking && !paused)
        QCOMPARE(GameTexts::turn(setup, toMove(mover)), expected);
}

void TestPersonWording::nameplateSaysYourTurn() {
    QCOMPARE(GameTexts::turnTag(personAs(Side::South), Side::South), QStringLiteral("your turn"));
    QVERIFY(GameTexts::turnTag(personAs(Side::South), Side::North).isEmpty());
    QCOMPARE(GameTexts::turnTag(personAs(Side::North), Side::North), QStringLiteral("your turn"));
    // Hot seat: the board's own "to move" under each name.
    QVERIFY(GameTexts::turnTag(hotSeat(), Side::South).isEmpty());
    QVERIFY(GameTexts::turnTag(hotSeat(), Side::North).isEmpty());
}

void TestPersonWording::refusalsAgainstTheComputer() {
    const GameSetup setup = personAs(Side::South);
    // A pit of the computer's side (a, b) while the person is to move.
    QCOMPARE(GameTexts::refusal(setup, toMove(Side::South), 2, MoveError::WrongSide),
             QStringLiteral("That pit is the computer's: play a pit on your side."));
    // Any pit while the computer is to move.
    QCOMPARE(GameTexts::refusal(setup, toMove(Side::North), 0, MoveError::WrongSide),
             QStringLiteral("Wait: it is the computer's turn."));
    // Hot seat names the player.
    QCOMPARE(GameTexts::refusal(hotSeat(), toMove(Side::North), 0, MoveError::WrongSide),
             QStringLiteral("It is %1's turn: play a pit on your own side.")
                 .arg(isolated(QStringLiteral("Youssef"))));
}

void TestPersonWording::playAgainAlternatesTheFirstPlayer() {
    for (const GameSetup &setup : {hotSeat(), personAs(Side::South), personAs(Side::North)}) {
        GameSetup first = setup;
        first.rules.countersPerPit = 3;
        first.rules.firstToMove = Side::South;
        const Game game1(first.rules);
        const GameSetup second = playAgainSetup(first, game1);
        QCOMPARE(second.rules.firstToMove, Side::North);
        // Everything else stays: players, counters, chain capture.
        GameSetup same = second;
        same.rules.firstToMove = Side::South;
        QVERIFY(same == first);
        const Game game2(second.rules);
        QCOMPARE(game2.position().toMove, Side::North);
        QCOMPARE(playAgainSetup(second, game2).rules.firstToMove, Side::South);
    }
    // A game continued from a set-up position counts from its own start: North moved first
    // there, so South starts the next, whatever the rules said.
    GameSetup setup = hotSeat();
    GameState start{startPosition(setup.rules), {}};
    start.position.toMove = Side::North;
    QCOMPARE(playAgainSetup(setup, Game(setup.rules, start)).rules.firstToMove, Side::South);
}

QTEST_GUILESS_MAIN(TestPersonWording)
#include "tst_person_wording.moc"
