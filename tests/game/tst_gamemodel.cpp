// SPDX-License-Identifier: GPL-3.0-or-later
// GameModel: a whole game, refusals, undo/redo against the computer, the computer's answer,
// and the autosave (round trip, damaged files, illegal moves).
#include "core/notation.h"
#include "game/session/game_model.h"
#include "game/session/saved_game.h"
#include "test_files.h"

#include <QFile>
#include <QFutureWatcher>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

using namespace tihbat;

namespace {

GameSetup humans(RuleOptions rules = {}) {
    GameSetup setup;
    setup.rules = rules;
    setup.players[0] = {PlayerKind::Human, Level::Medium, QStringLiteral("Amina")};
    setup.players[1] = {PlayerKind::Human, Level::Medium, QStringLiteral("Youssef")};
    return setup;
}

GameSetup humanVsComputer(Level level = Level::Perfect) {
    GameSetup setup = humans();
    setup.players[1] = {PlayerKind::Computer, level, QString()};
    return setup;
}

// Plays the first legal pit until the game ends, through the model as a person would.
int playToEnd(GameModel &model) {
    int plies = 0;
    while (!model.isOver()) {
        const std::vector<int> legal = model.game().legalMoves();
        if (legal.empty() || !model.playPit(legal.front()))
            return -1;
        ++plies;
    }
    return plies;
}

// Waits until the computer's latest answer (the thread's result, delivered through the model's
// newest QFutureWatcher) has reached the model, whatever the model then does with it. This is
// the event a wrongly kept answer would need, so nothing needs a fixed wait.
bool waitForComputerAnswer(GameModel &model) {
    const QList<QFutureWatcherBase *> watchers = model.findChildren<QFutureWatcherBase *>();
    if (watchers.isEmpty())
        return false;
    QFutureWatcherBase *latest = watchers.last();
    if (latest->isFinished())
        return true;
    QSignalSpy finished(latest, &QFutureWatcherBase::finished);
    return finished.wait(30000);
}

// A network game's relay that keeps what it was asked.
struct RecordingRelay : MoveRelay {
    std::vector<int> pits;
    int undoRequests = 0;
    MoveError answer = MoveError::None;
    MoveError relayPit(int pit) override {
        pits.push_back(pit);
        return answer;
    }
    bool relayUndo() override {
        ++undoRequests;
        return true;
    }
    std::optional<NetworkSeat> seat() const override { return place; }
    std::optional<NetworkSeat> place;
};

} // namespace

class TestGameModel : public QObject {
    Q_OBJECT
private slots:
    void wholeGameEmitsGameOverOnce();
    void refusedMoveChangesNothing_data();
    void refusedMoveChangesNothing();
    void personCannotPlayComputersPits();
    void undoRedoBetweenPeople();
    void undoAgainstComputerReturnsToHumansTurn();
    void computerAnswers();
    void lateComputerAnswerIsDropped();
    void hintGivesEveryLegalMoveItsValue();
    void autosaveRoundTrip();
    void finishedGameClearsAutosave();
    void fileCutInHalfIsRefused();
    void illegalMoveNamesItsNumber();
    void damagedFields_data();
    void damagedFields();
    void missingFileIsRefused();
    void remotePlayerMovesOnlyThroughTheRelay();
    void networkSeatIsSavedWithTheGame();
    void damagedNetworkSeat_data();
    void damagedNetworkSeat();
    void autosaveWithASeatIsTheOwnersOnly();
};

// A network game: the person's pit goes to the relay and is played only when it comes back;
// the remote side is neither the person's nor the computer's; undo asks; a local game clears
// the relay.
void TestGameModel::remotePlayerMovesOnlyThroughTheRelay() {
    GameModel model;
    GameSetup setup;
    setup.players[sideIndex(Side::North)] = {PlayerKind::Remote, Level::Easy, "Youssef"};
    model.newGame(setup);
    RecordingRelay relay;
    model.setRelay(&relay);
    QVERIFY(!model.isComputerToMove());
    QSignalSpy made(&model, &GameModel::moveMade);
    QSignalSpy refused(&model, &GameModel::moveRefused);

    QVERIFY(model.playPit(PitA)); // sent
    QCOMPARE(relay.pits, std::vector<int>{PitA});
    QCOMPARE(made.count(), 0);
    QCOMPARE(model.game().plies(), 0);
    QVERIFY(model.playRelayed(PitA)); // back from the host
    QCOMPARE(made.count(), 1);
    // The friend's turn: nobody here plays it, and nothing is sent.
    QVERIFY(!model.playPit(Pita));
    QCOMPARE(refused.count(), 1);
    QCOMPARE(refused.at(0).at(1).value<MoveError>(), MoveError::WrongSide);
    QCOMPARE(relay.pits.size(), std::size_t(1));
    QVERIFY(model.playRelayed(Pita));
    // A pit the relay refuses is said as any refusal.
    relay.answer = MoveError::WrongSide;
    QVERIFY(!model.playPit(PitB));
    QCOMPARE(refused.count(), 2);
    QCOMPARE(model.game().plies(), 2);

    // Undo asks the other player; the moves go only when they agree (takeBack).
    QVERIFY(model.canUndo());
    model.undo();
    QCOMPARE(relay.undoRequests, 1);
    QCOMPARE(model.game().plies(), 2);
    QSignalSpy undone(&model, &GameModel::moveUndone);
    model.takeBack(2);
    QCOMPARE(undone.count(), 2);
    QCOMPARE(model.game().plies(), 0);
    QVERIFY(!model.canRedo());         // a network game goes forward only by the host's moves
    QVERIFY(!model.playRelayed(Pita)); // not a legal move here: refused, nothing changes
    QCOMPARE(model.game().plies(), 0);

    model.newGame(GameSetup{});
    QCOMPARE(model.relay(), nullptr);
}

void TestGameModel::wholeGameEmitsGameOverOnce() {
    GameModel model;
    model.newGame(humans());
    QSignalSpy made(&model, &GameModel::moveMade);
    QSignalSpy over(&model, &GameModel::gameOver);

    // The same game straight through the rules core, for the expected outcome.
    Game reference;
    const int plies = playToEnd(model);
    QVERIFY(plies > 0);
    for (int pit : model.game().moves())
        QVERIFY(std::holds_alternative<MoveStory>(reference.play(pit)));
    QVERIFY(reference.isOver());

    QCOMPARE(made.count(), plies);
    QCOMPARE(over.count(), 1);
    const auto outcome = over.first().first().value<Outcome>();
    QCOMPARE(outcome.finalScore, reference.outcome()->finalScore);
    QCOMPARE(outcome.reason, reference.outcome()->reason);
    QCOMPARE(outcome.winner, reference.outcome()->winner);
    QCOMPARE(outcome.finalScore[0] + outcome.finalScore[1], 28);

    // Nothing more can be played, and saying so does not end the game again.
    QVERIFY(!model.playPit(PitA));
    QVERIFY(!model.playPit(Pita));
    QCOMPARE(over.count(), 1);
}

void TestGameModel::refusedMoveChangesNothing_data() {
    QTest::addColumn<Side>("toMove");
    QTest::addColumn<int>("pit");
    QTest::addColumn<MoveError>("error");
    QTest::newRow("North's pit on South's turn") << Side::South << Pita << MoveError::WrongSide;
    QTest::newRow("South's pit on North's turn") << Side::North << PitB << MoveError::WrongSide;
    QTest::newRow("no such pit") << Side::South << 7 << MoveError::UnknownPit;
    QTest::newRow("negative pit") << Side::North << -1 << MoveError::UnknownPit;
    QTest::newRow("empty pit") << Side::South << PitA << MoveError::EmptyPit;
}

void TestGameModel::refusedMoveChangesNothing() {
    QFETCH(Side, toMove);
    QFETCH(int, pit);
    QFETCH(MoveError, error);
    // A pit is only emptied by a capture, so start from a set-up position with one.
    const RuleOptions rules{2, false, Side::South};
    const GameState start{Position{{0, 3, 3, 2}, toMove}, {0, 0}};
    GameModel model;
    model.continueGame(humans(rules), Game(rules, start));
    QVERIFY(model.state() == start);

    const GameState stateBefore = model.state();
    const int pliesBefore = model.game().plies();
    QSignalSpy refused(&model, &GameModel::moveRefused);
    QSignalSpy made(&model, &GameModel::moveMade);
    QSignalSpy changed(&model, &GameModel::stateChanged);

    QVERIFY(!model.playPit(pit));
    QCOMPARE(refused.count(), 1);
    QCOMPARE(refused.first().at(0).toInt(), pit);
    QCOMPARE(refused.first().at(1).value<MoveError>(), error);
    QCOMPARE(made.count(), 0);
    QCOMPARE(changed.count(), 0);
    QVERIFY(model.state() == stateBefore);
    QCOMPARE(model.game().plies(), pliesBefore);
}

void TestGameModel::personCannotPlayComputersPits() {
    GameModel model;
    GameSetup setup = humanVsComputer();
    setup.rules.firstToMove = Side::North;
    model.newGame(setup);
    QVERIFY(model.isComputerToMove());
    QSignalSpy refused(&model, &GameModel::moveRefused);
    QVERIFY(!model.playPit(Pita));
    QCOMPARE(refused.count(), 1);
    QCOMPARE(model.game().plies(), 0);
}

void TestGameModel::undoRedoBetweenPeople() {
    GameModel model;
    model.newGame(humans());
    QVERIFY(!model.canUndo());
    QVERIFY(model.playPit(PitA));
    QVERIFY(model.playPit(Pita));
    const GameState afterTwo = model.state();
    QSignalSpy undone(&model, &GameModel::moveUndone);
    QSignalSpy made(&model, &GameModel::moveMade);

    model.undo(); // between people, one ply at a time
    QCOMPARE(undone.count(), 1);
    QCOMPARE(undone.first().first().value<MoveStory>().pit, Pita);
    QCOMPARE(model.game().plies(), 1);
    QCOMPARE(model.position().toMove, Side::North);
    QVERIFY(model.canRedo());

    model.redo();
    QCOMPARE(made.count(), 1);
    QVERIFY(model.state() == afterTwo);
    QVERIFY(!model.canRedo());

    model.undo();
    model.undo();
    QCOMPARE(model.game().plies(), 0);
    QVERIFY(!model.canUndo());
    model.undo(); // nothing left: no signal, no change
    QCOMPARE(undone.count(), 3);
}

void TestGameModel::undoAgainstComputerReturnsToHumansTurn() {
    GameModel model;
    model.setComputerSeed(7);
    model.newGame(humanVsComputer());
    const GameState start = model.state();
    QVERIFY(model.playPit(PitB));
    QVERIFY(model.isComputerToMove());
    QSignalSpy made(&model, &GameModel::moveMade);
    model.requestComputerMove();
    QVERIFY(made.wait(10000));
    QCOMPARE(model.game().plies(), 2);
    QCOMPARE(model.position().toMove, Side::South);
    const GameState afterReply = model.state();

    QSignalSpy undone(&model, &GameModel::moveUndone);
    model.undo(); // takes back the computer's reply and the person's move together
    QCOMPARE(undone.count(), 2);
    QVERIFY(model.state() == start);
    QVERIFY(!model.isComputerToMove());
    QVERIFY(!model.canUndo());

    made.clear();
    model.redo(); // and redo brings both back
    QCOMPARE(made.count(), 2);
    QVERIFY(model.state() == afterReply);

    // Undo while the computer is thinking cancels its move.
    QVERIFY(model.playPit(model.game().legalMoves().front()));
    if (!model.isOver()) {
        const GameState beforeMove = afterReply;
        model.requestComputerMove();
        QVERIFY(model.isComputerThinking());
        model.undo();
        QVERIFY(!model.isComputerThinking());
        QVERIFY(model.state() == beforeMove);
        made.clear();
        // The cancelled answer still arrives: once it has, it must not have been played.
        QVERIFY(waitForComputerAnswer(model));
        QCOMPARE(made.count(), 0);
        QVERIFY(model.state() == beforeMove);
    }
}

void TestGameModel::computerAnswers() {
    // Computer against computer to the end: every answer arrives by moveMade and is legal.
    GameModel model;
    model.setComputerSeed(3);
    GameSetup setup = humanVsComputer(Level::Medium);
    setup.players[0] = {PlayerKind::Computer, Level::Beginner, QString()};
    model.newGame(setup);
    QSignalSpy made(&model, &GameModel::moveMade);
    QSignalSpy over(&model, &GameModel::gameOver);
    QSignalSpy thinking(&model, &GameModel::computerThinkingChanged);
    while (!model.isOver()) {
        const Side mover = model.position().toMove;
        const int before = made.count();
        model.requestComputerMove();
        QVERIFY(model.isComputerThinking());
        QVERIFY(made.wait(10000));
        QCOMPARE(made.count(), before + 1);
        QCOMPARE(made.last().first().value<MoveStory>().mover, mover);
        QVERIFY(!model.isComputerThinking());
        QVERIFY(made.count() < 1000);
    }
    QCOMPARE(over.count(), 1);
    QCOMPARE(thinking.count(), 2 * made.count());
    model.requestComputerMove(); // over: nothing happens
    QVERIFY(!model.isComputerThinking());
}

void TestGameModel::lateComputerAnswerIsDropped() {
    GameModel model;
    GameSetup setup = humanVsComputer();
    setup.rules.firstToMove = Side::North;
    model.newGame(setup);
    QSignalSpy made(&model, &GameModel::moveMade);
    model.requestComputerMove();
    QVERIFY(model.isComputerThinking());
    model.newGame(humans()); // the game changed: the answer belongs to no game now
    QVERIFY(!model.isComputerThinking());
    QVERIFY(waitForComputerAnswer(model)); // it arrives, and is dropped
    QCOMPARE(made.count(), 0);
    QCOMPARE(model.game().plies(), 0);
}

void TestGameModel::hintGivesEveryLegalMoveItsValue() {
    GameModel model;
    model.newGame(humans());
    QSignalSpy hint(&model, &GameModel::hintReady);
    model.requestHint();
    // Answered off the GUI thread.
    QVERIFY(hint.wait(10000));
    QCOMPARE(hint.count(), 1);
    const auto values = hint.first().first().value<std::vector<MoveValue>>();
    QCOMPARE(values.size(), std::size_t(2));
    QCOMPARE(values[0].pit, PitA);
    QCOMPARE(values[1].pit, PitB);
    const Solver &solver = *sharedSolver(false);
    // The best move's value is the position's value (7 per pit: -2 for South, see tst_smoke).
    QCOMPARE(std::max(values[0].value, values[1].value), solver.value(model.game()));
}

// A network game's autosave says where to go back to; once the game is no longer a network game
// (a new game here), the next autosave says nothing of the network.
void TestGameModel::networkSeatIsSavedWithTheGame() {
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("autosave.json"));
    GameModel model;
    model.setAutosavePath(path);
    RecordingRelay relay;
    relay.place = NetworkSeat{NetworkSeat::Role::Guest,
                              Side::North,
                              QStringLiteral("Youssef"),
                              QStringLiteral("K7Q2XM"),
                              QStringLiteral("192.0.2.7"),
                              47474,
                              false};
    model.setRelay(&relay);
    GameSetup setup;
    setup.players[sideIndex(Side::South)] = {PlayerKind::Remote, Level::Easy, "Amina"};
    setup.players[sideIndex(Side::North)] = {PlayerKind::Human, Level::Easy, "Youssef"};
    model.newGame(setup);
    QVERIFY(model.playRelayed(PitA));
    QString error;
    std::optional<SavedGame> saved = savedgame::read(path, &error);
    QVERIFY2(saved, qPrintable(error));
    QCOMPARE(saved->network, relay.place);
    QCOMPARE(saved->game.moves(), model.game().moves());
    // The host's own seat, listening on the loopback only.
    relay.place = NetworkSeat{NetworkSeat::Role::Host,
                              Side::South,
                              QStringLiteral("Amina"),
                              QStringLiteral("AB12CD"),
                              {},
                              1,
                              true};
    QVERIFY(model.playRelayed(Pita));
    saved = savedgame::read(path, &error);
    QVERIFY2(saved, qPrintable(error));
    QCOMPARE(saved->network, relay.place);

    model.newGame(humans());
    QVERIFY(model.playPit(PitB));
    saved = savedgame::read(path, &error);
    QVERIFY2(saved, qPrintable(error));
    QVERIFY(!saved->network);
    QVERIFY(!savedgame::toJson(humans(), Game()).contains(QStringLiteral("network")));
}

void TestGameModel::damagedNetworkSeat_data() {
    QTest::addColumn<QString>("field");
    QTest::addColumn<QJsonValue>("value");
    QTest::addColumn<QString>("expected");
    QTest::newRow("role") << "role" << QJsonValue("boss") << "network.role";
    QTest::newRow("side") << "side" << QJsonValue("E") << "network.side";
    QTest::newRow("port zero") << "port" << QJsonValue(0) << "network.port";
    QTest::newRow("port too big") << "port" << QJsonValue(70000) << "network.port";
    QTest::newRow("code") << "code" << QJsonValue(7) << "network.code";
    QTest::newRow("address") << "address" << QJsonValue(QString(300, u'a')) << "network.address";
    QTest::newRow("loopback") << "loopbackOnly" << QJsonValue("yes") << "network.loopbackOnly";
}

// Every field of the network seat is checked like the rest of the file, and a missing one is
// named; the game itself is then not continued from a file that says wrong things.
void TestGameModel::damagedNetworkSeat() {
    QFETCH(QString, field);
    QFETCH(QJsonValue, value);
    QFETCH(QString, expected);
    const NetworkSeat seat{NetworkSeat::Role::Guest,
                           Side::North,
                           QStringLiteral("Youssef"),
                           QStringLiteral("K7Q2XM"),
                           QStringLiteral("192.0.2.7"),
                           47474,
                           false};
    QJsonObject json = savedgame::toJson(humans(), Game(), seat);
    QString error;
    QVERIFY2(savedgame::fromBytes(QJsonDocument(json).toJson(), &error), qPrintable(error));
    QJsonObject network = json.value(QStringLiteral("network")).toObject();
    network[field] = value;
    json[QStringLiteral("network")] = network;
    QVERIFY(!savedgame::fromBytes(QJsonDocument(json).toJson(), &error));
    QVERIFY2(error.contains(expected), qPrintable(error));
    network.remove(field);
    json[QStringLiteral("network")] = network;
    QVERIFY(!savedgame::fromBytes(QJsonDocument(json).toJson(), &error));
    QVERIFY2(error.contains(field), qPrintable(error));
    json[QStringLiteral("network")] = QJsonValue(3);
    QVERIFY(!savedgame::fromBytes(QJsonDocument(json).toJson(), &error));
    QVERIFY2(error.contains(QLatin1String("\"network\"")), qPrintable(error));
}

// A network seat's autosave holds its join code: readable by its owner only (0600), even when
// it replaces a file others could read and even when its bytes have not changed.
void TestGameModel::autosaveWithASeatIsTheOwnersOnly() {
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("autosave.json"));
    const NetworkSeat seat{NetworkSeat::Role::Host,
                           Side::South,
                           QStringLiteral("Amina"),
                           QStringLiteral("K7Q2XM"),
                           {},
                           47474,
                           false};
    const auto others = QFileDevice::ReadGroup | QFileDevice::ReadOther | QFileDevice::WriteGroup |
                        QFileDevice::WriteOther;
    QString error;
    QVERIFY2(savedgame::write(path, humans(), Game(), &error, seat), qPrintable(error));
    QCOMPARE(QFile::permissions(path) & others, QFileDevice::Permissions());
    QVERIFY(QFile::permissions(path).testFlag(QFileDevice::ReadOwner));
    // A file others could read, replaced by one with a seat, or left with the same bytes.
    QVERIFY(QFile::setPermissions(path, QFile::permissions(path) | QFileDevice::ReadOther |
                                            QFileDevice::ReadGroup));
    QVERIFY2(savedgame::write(path, humans(), Game(), &error, seat), qPrintable(error));
    QCOMPARE(QFile::permissions(path) & others, QFileDevice::Permissions());
    const QString other = dir.filePath(QStringLiteral("local.json"));
    QVERIFY2(savedgame::write(other, humans(), Game(), &error, std::nullopt), qPrintable(error));
    QVERIFY(QFile::setPermissions(other, QFile::permissions(other) | QFileDevice::ReadOther));
    QVERIFY2(savedgame::write(other, humans(), Game(), &error, seat), qPrintable(error));
    QCOMPARE(QFile::permissions(other) & others, QFileDevice::Permissions());
}

void TestGameModel::autosaveRoundTrip() {
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("sub/autosave.json"));
    GameModel model;
    model.setAutosavePath(path);
    GameSetup setup = humanVsComputer(Level::Hard);
    setup.rules = RuleOptions{5, true, Side::North};
    setup.players[0].name = QStringLiteral("Zoë «Ω»");
    model.setComputerSeed(11);
    model.newGame(setup);
    QVERIFY(QFile::exists(path));
    QSignalSpy made(&model, &GameModel::moveMade);
    model.requestComputerMove();
    QVERIFY(made.wait(10000));
    QVERIFY(model.playPit(model.game().legalMoves().front()));
    QVERIFY(!model.isOver());
    QCOMPARE(savedgame::read(path, nullptr)->game.plies(), model.game().plies());

    GameModel restored;
    QSignalSpy reset(&restored, &GameModel::gameReset);
    QString error;
    QVERIFY2(restored.restoreAutosave(path, &error), qPrintable(error));
    QCOMPARE(reset.count(), 1);
    QVERIFY(restored.setup() == model.setup());
    QVERIFY(restored.state() == model.state());
    QVERIFY(restored.game().start() == model.game().start());
    QCOMPARE(restored.game().moves(), model.game().moves());
    QVERIFY(std::ranges::equal(restored.game().positionsSinceCapture(),
                               model.game().positionsSinceCapture()));
    QCOMPARE(restored.isComputerToMove(), model.isComputerToMove());
}

void TestGameModel::finishedGameClearsAutosave() {
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("autosave.json"));
    GameModel model;
    model.setAutosavePath(path);
    model.newGame(humans(RuleOptions{2, false, Side::South}));
    QVERIFY(playToEnd(model) > 0);
    QVERIFY(!QFile::exists(path));
    model.undo(); // in progress again: saved again
    QVERIFY(QFile::exists(path));
}

void TestGameModel::fileCutInHalfIsRefused() {
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("autosave.json"));
    GameModel saver;
    saver.setAutosavePath(path);
    saver.newGame(humans());
    QVERIFY(saver.playPit(PitA));
    const std::optional<QByteArray> half = cutInHalf(path);
    QVERIFY(half);

    GameModel model;
    model.newGame(humans(RuleOptions{3, false, Side::North}));
    QVERIFY(model.playPit(Pita));
    const GameState before = model.state();
    const GameSetup setupBefore = model.setup();
    QSignalSpy anything(&model, &GameModel::stateChanged);
    QString error;
    QVERIFY(!model.restoreAutosave(path, &error));
    QVERIFY2(error.contains(QLatin1String("cut short")), qPrintable(error));
    QVERIFY2(error.contains(QStringLiteral("of %1").arg(half->size())), qPrintable(error));
    QCOMPARE(anything.count(), 0);
    QVERIFY(model.state() == before);
    QVERIFY(model.setup() == setupBefore);
    QCOMPARE(model.game().plies(), 1);
}

void TestGameModel::illegalMoveNamesItsNumber() {
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("autosave.json"));
    QJsonObject json = savedgame::toJson(humans(), Game());
    // The third move is not a pit at all, then (below) a North pit on South's turn.
    json[QStringLiteral("moves")] = QJsonArray{"A", "a", "Q", "B"};
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(QJsonDocument(json).toJson());
    file.close();
    GameModel model;
    QString error;
    QVERIFY(!model.restoreAutosave(path, &error));
    QVERIFY2(error.contains(QLatin1String("Move 3 (\"Q\")")), qPrintable(error));

    json[QStringLiteral("moves")] = QJsonArray{"A", "a", "a"};
    QVERIFY(file.open(QIODevice::WriteOnly | QIODevice::Truncate));
    file.write(QJsonDocument(json).toJson());
    file.close();
    QVERIFY(!model.restoreAutosave(path, &error));
    QVERIFY2(error.contains(QLatin1String("Move 3 (\"a\")")), qPrintable(error));
    QVERIFY2(error.contains(QLatin1String("South's turn")), qPrintable(error));
    QCOMPARE(model.game().plies(), 0);
}

void TestGameModel::damagedFields_data() {
    QTest::addColumn<QString>("field");
    QTest::addColumn<QJsonValue>("value");
    QTest::addColumn<QString>("expected");
    QTest::newRow("version") << "version" << QJsonValue(99) << "newer Tihbat";
    QTest::newRow("format") << "format" << QJsonValue("something") << "not a Tihbat saved game";
    QTest::newRow("rules") << "rules" << QJsonValue(QJsonObject{{"countersPerPit", 13}})
                           << "rules.countersPerPit";
    QTest::newRow("rules type") << "rules" << QJsonValue(3) << "\"rules\" must be an object";
    QTest::newRow("players")
        << "players"
        << QJsonValue(QJsonObject{
               {"south", QJsonObject{{"kind", "robot"}, {"level", "easy"}, {"name", ""}}},
               {"north", QJsonObject{{"kind", "human"}, {"level", "easy"}, {"name", ""}}}})
        << "players.south.kind";
    QTest::newRow("start pits") << "start"
                                << QJsonValue(QJsonObject{{"pits", QJsonArray{7, 7, 7}},
                                                          {"toMove", "S"},
                                                          {"captured", QJsonArray{0, 0}}})
                                << "start.pits";
    QTest::newRow("counters created")
        << "start"
        << QJsonValue(QJsonObject{
               {"pits", QJsonArray{7, 7, 7, 9}}, {"toMove", "S"}, {"captured", QJsonArray{0, 0}}})
        << "30 counters";
    QTest::newRow("moves") << "moves" << QJsonValue("A a") << "\"moves\" must be a list";
}

void TestGameModel::damagedFields() {
    QFETCH(QString, field);
    QFETCH(QJsonValue, value);
    QFETCH(QString, expected);
    QJsonObject json = savedgame::toJson(humans(), Game());
    json[field] = value;
    QString error;
    QVERIFY(!savedgame::fromBytes(QJsonDocument(json).toJson(), &error));
    QVERIFY2(error.contains(expected), qPrintable(error));

    json.remove(field);
    QVERIFY(!savedgame::fromBytes(QJsonDocument(json).toJson(), &error));
    QVERIFY2(error.contains(field), qPrintable(error));
}

void TestGameModel::missingFileIsRefused() {
    GameModel model;
    QString error;
    QVERIFY(!model.restoreAutosave(QStringLiteral("/nonexistent/tihbat/autosave.json"), &error));
    QVERIFY(!error.isEmpty());
    QVERIFY(!savedgame::fromBytes(QByteArray("   "), &error));
    QVERIFY(error.contains(QLatin1String("empty")));
    QVERIFY(!savedgame::fromBytes(QByteArray("[1,2]"), &error));
    QVERIFY(!savedgame::fromBytes(QByteArray("\xff\xfe{"), &error));
}

QTEST_GUILESS_MAIN(TestGameModel)
#include "tst_gamemodel.moc"
