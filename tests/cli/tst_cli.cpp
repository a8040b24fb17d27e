// SPDX-License-Identifier: GPL-3.0-or-later
// tihbat-cli: play and solve results worked out by hand from RULES.md, the solver's answers
// checked for consistency they could not fake, every kind of bad input, and the real binary.
#include "cli_runner.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTest>
#include <algorithm>
#include <numeric>
#include <sstream>

namespace {

// The one JSON object a successful command prints, on one line; empty if it is not that.
QJsonObject oneJsonLine(const QString &out) {
    if (!out.endsWith(u'\n') || out.count(u'\n') != 1)
        return {};
    QJsonParseError error;
    const QJsonDocument doc = QJsonDocument::fromJson(out.toUtf8(), &error);
    return error.error == QJsonParseError::NoError ? doc.object() : QJsonObject();
}

QList<int> intsOf(const QJsonValue &value) {
    QList<int> out;
    for (const QJsonValue &v : value.toArray())
        out.append(v.toInt());
    return out;
}

// A solve "moves" list as "A:2 B:0", easy to write by hand in a data row.
QString movesText(const QJsonValue &moves) {
    QStringList parts;
    for (const QJsonValue &m : moves.toArray())
        parts.append(m[QStringLiteral("move")].toString() + u':' +
                     QString::number(m[QStringLiteral("value")].toInt()));
    return parts.join(u' ');
}

QStringList sortedKeys(const QJsonObject &object) {
    QStringList keys = object.keys();
    keys.sort();
    return keys;
}

int sum(const QList<int> &values) {
    return std::accumulate(values.begin(), values.end(), 0);
}

// Runs solve and checks what any solve output must satisfy; returns the object (empty on failure).
QJsonObject solveChecked(const QStringList &args) {
    const CliResult result = runInProcess(QStringList{QStringLiteral("solve")} + args);
    if (result.exitCode != 0 || !result.err.isEmpty()) {
        qWarning() << "solve" << args << "failed:" << result.err;
        return {};
    }
    return oneJsonLine(result.out);
}

} // namespace

class CliTest : public QObject {
    Q_OBJECT

private slots:
    void play_data();
    void play();
    void playReportsNullsWhileGoing();
    void solveByHand_data();
    void solveByHand();
    void solveIsConsistent_data();
    void solveIsConsistent();
    void badInput_data();
    void badInput();
    void help_data();
    void help();
    void version();
    void binary_data();
    void binary();
};

void CliTest::play_data() {
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<QList<int>>("board");
    QTest::addColumn<QList<int>>("captured");
    QTest::addColumn<QString>("toMove");
    QTest::addColumn<QString>("reason"); // empty while the game goes on
    QTest::addColumn<QList<int>>("finalScore");
    QTest::addColumn<QString>("winner");
    QTest::addColumn<int>("plies");

    const QList<int> none;
    QTest::newRow("start, no move") << QStringList{} << QList{7, 7, 7, 7} << QList{0, 0} << "S"
                                    << "" << none << "" << 0;
    // A lifts 7: drops A B a b A B a, so A 0+2, B 7+2, a 7+2, b 7+1; last in a, North's: no
    // capture.
    QTest::newRow("A") << QStringList{"A"} << QList{2, 9, 9, 8} << QList{0, 0} << "N"
                       << "" << none << "" << 1;
    // B lifts 7: drops B a b A B a b: B 0+2, a 9, b 9, A 8; last in b: no capture.
    QTest::newRow("B") << QStringList{"B"} << QList{8, 2, 9, 9} << QList{0, 0} << "N"
                       << "" << none << "" << 1;
    // Then a lifts 9: a b A B a b A B a: a 0+3, b 8+2, A 2+2, B 9+2; last in a holds 3: none.
    // A lifts 4: A B a b: A 1, B 12, a 4, b 11. b lifts 11: b A B a b A B a b A B: b 0+3,
    // A 1+3, B 12+3, a 4+2; last in B, South's: no capture for North.
    QTest::newRow("A a A b") << QStringList{"A", "a", "A", "b"} << QList{4, 15, 6, 3} << QList{0, 0}
                             << "S"
                             << "" << none << "" << 4;
    QTest::newRow("--first N, no move")
        << QStringList{"--first", "N"} << QList{7, 7, 7, 7} << QList{0, 0} << "N"
        << "" << none << "" << 0;
    // a lifts 7: a b A B a b A: a 2, b 9, A 9, B 8; last in A, South's: no capture for North.
    QTest::newRow("--first N, a") << QStringList{"--first", "N", "a"} << QList{9, 8, 2, 9}
                                  << QList{0, 0} << "S"
                                  << "" << none << "" << 1;
    // A lifts 6: A B a b A B: A 2, B 6+2 = 8; the last lands in B, South's, holding 8: taken.
    QTest::newRow("capture") << QStringList{"--seeds", "6", "A"} << QList{2, 0, 7, 7} << QList{8, 0}
                             << "N"
                             << "" << none << "" << 1;
    // The same with the chain: A, sown just before B, holds 2 and is South's: taken too.
    QTest::newRow("chain capture")
        << QStringList{"--seeds", "6", "--chain", "A"} << QList{0, 0, 7, 7} << QList{10, 0} << "N"
        << "" << none << "" << 1;
    // 4 each. A lifts 4: A B a b -> 1 5 5 5 N. b lifts 5: b A B a b -> b 2, A 2, B 6, a 6; last
    // in b (2) is taken and, chained, a (6): 2 6 0 0 S, North 8. A lifts 2: A B -> 1 7; B holds
    // 7: no capture. North has nothing and passes: South to move again.
    QTest::newRow("pass") << QStringList{"--seeds", "4", "--chain", "A", "b", "A"}
                          << QList{1, 7, 0, 0} << QList{0, 8} << "S"
                          << "" << none << "" << 3;
    // Without the chain only b's 2 go: 2 6 6 0 S, then A: 1 7 6 0 N.
    QTest::newRow("same moves, no chain")
        << QStringList{"--seeds", "4", "A", "b", "A"} << QList{1, 7, 6, 0} << QList{0, 2} << "N"
        << "" << none << "" << 3;
    // One counter a pit: every move puts its counter back. After A, 1 1 1 1 N is new; after a,
    // 1 1 1 1 S is the start again. The 4 on the board are shared 2 and 2.
    QTest::newRow("repetition") << QStringList{"--seeds", "1", "A", "a"} << QList{1, 1, 1, 1}
                                << QList{0, 0} << "S"
                                << "repetition" << QList{2, 2} << "draw" << 2;
    QTest::newRow("repetition, North first")
        << QStringList{"--seeds", "1", "--first", "N", "b", "B"} << QList{1, 1, 1, 1} << QList{0, 0}
        << "N"
        << "repetition" << QList{2, 2} << "draw" << 2;
    // After the pass row: A puts its one counter back, 1 7 0 0 N, the position North passed
    // from after move 3: the game ends there. Shared 4 and 4 on top of North's 8.
    QTest::newRow("repetition through a pass")
        << QStringList{"--seeds", "4", "--chain", "A", "b", "A", "A"} << QList{1, 7, 0, 0}
        << QList{0, 8} << "N"
        << "repetition" << QList{4, 12} << "N" << 4;
    // A lifts 2: A B -> 1, 2; B's 2 are taken: 1 0 0 1 N, South 2. b and A each put their one
    // counter back: 1 0 0 1 S, then 1 0 0 1 N again. Shared 1 and 1.
    QTest::newRow("set-up position, South wins")
        << QStringList{"--position", "2 1 0 1 S", "A", "b", "A"} << QList{1, 0, 0, 1} << QList{2, 0}
        << "N"
        << "repetition" << QList{3, 1} << "S" << 3;
    QTest::newRow("set-up position, all captured")
        << QStringList{"--position", "0 0 0 0 N", "--captured", "6 10"} << QList{0, 0, 0, 0}
        << QList{6, 10} << "N"
        << "all-captured" << QList{6, 10} << "N" << 0;
    // South has nothing in the set-up position, so South passes at once.
    QTest::newRow("set-up position, South passes")
        << QStringList{"--position", "0 0 2 2 S"} << QList{0, 0, 2, 2} << QList{0, 0} << "N"
        << "" << none << "" << 0;
    // a lifts 2: a b -> 1 3; b's 3 is no capture. South has nothing and passes.
    QTest::newRow("set-up position, pass after a move")
        << QStringList{"--position", "0 0 2 2 N", "a"} << QList{0, 0, 1, 3} << QList{0, 0} << "N"
        << "" << none << "" << 1;
    QTest::newRow("--opt=value form")
        << QStringList{"--seeds=6", "--first=S", "A"} << QList{2, 0, 7, 7} << QList{8, 0} << "N"
        << "" << none << "" << 1;
}

void CliTest::play() {
    QFETCH(QStringList, args);
    QFETCH(QList<int>, board);
    QFETCH(QList<int>, captured);
    QFETCH(QString, toMove);
    QFETCH(QString, reason);
    QFETCH(QList<int>, finalScore);
    QFETCH(QString, winner);
    QFETCH(int, plies);

    const CliResult result = runInProcess(QStringList{"play"} + args);
    QCOMPARE(result.err, QString());
    QCOMPARE(result.exitCode, 0);
    const QJsonObject json = oneJsonLine(result.out);
    QCOMPARE(sortedKeys(json), (QStringList{"board", "captured", "final", "over", "plies", "reason",
                                            "toMove", "winner"}));
    QCOMPARE(intsOf(json["board"]), board);
    QCOMPARE(intsOf(json["captured"]), captured);
    QCOMPARE(json["toMove"].toString(), toMove);
    QCOMPARE(json["plies"].toInt(), plies);
    const bool over = !reason.isEmpty();
    QCOMPARE(json["over"].toBool(), over);
    if (over) {
        QCOMPARE(json["reason"].toString(), reason);
        QCOMPARE(intsOf(json["final"]), finalScore);
        QCOMPARE(json["winner"].toString(), winner);
    } else {
        QVERIFY(json["reason"].isNull());
        QVERIFY(json["final"].isNull());
        QVERIFY(json["winner"].isNull());
    }
}

void CliTest::playReportsNullsWhileGoing() {
    const CliResult result = runInProcess({"play"});
    QCOMPARE(result.out, QStringLiteral(R"({"board":[7,7,7,7],"captured":[0,0],"toMove":"S",)"
                                        R"("over":false,"reason":null,"final":null,)"
                                        R"("winner":null,"plies":0})"
                                        "\n"));
}

void CliTest::solveByHand_data() {
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<int>("value");
    QTest::addColumn<QList<int>>("finalScore");
    QTest::addColumn<QString>("moves");

    // A: A B -> 1 2, B's 2 taken: 1 0 0 1 N (+2); then b and A only put counters back, and
    // 1 0 0 1 N recurs: 3 to 1, +2. B puts its counter back: 2 1 0 1 N, b the same: the start
    // recurs, 0. South takes A.
    QTest::newRow("2 1 0 1 S") << QStringList{"--position", "2 1 0 1 S"} << 2 << QList{3, 1}
                               << "A:2 B:0";
    // North's b puts its counter back; South may then take 2 with A (as above) or repeat with B.
    QTest::newRow("2 1 0 1 N, no history")
        << QStringList{"--position", "2 1 0 1 N"} << 2 << QList{3, 1} << "b:2";
    // The same position after B from 2 1 0 1 S: now b makes 2 1 0 1 S recur, so it is worth 0.
    QTest::newRow("2 1 0 1 N, after B")
        << QStringList{"--position", "2 1 0 1 S", "B"} << 0 << QList{2, 2} << "b:0";
    // B lifts 5: B a b A B -> B 2, a 1, b 1, A 2; B's 2 taken: 2 0 1 1 N (+2). North's moves put
    // counters back; South's A: 1 1 1 1, no capture; from there every move repeats: 4 to 2.
    // A puts its counter back, North passes, 1 5 0 0 S recurs: 0.
    QTest::newRow("1 5 0 0 S") << QStringList{"--position", "1 5 0 0 S"} << 2 << QList{4, 2}
                               << "A:0 B:2";
    // With the chain A's 2 go too: 0 0 1 1 N (+4); every move then repeats: 5 to 1.
    QTest::newRow("1 5 0 0 S, chain")
        << QStringList{"--chain", "--position", "1 5 0 0 S"} << 4 << QList{5, 1} << "A:0 B:4";
    // The mirror image for North, who minimises.
    QTest::newRow("0 0 1 5 N") << QStringList{"--position", "0 0 1 5 N"} << -2 << QList{2, 4}
                               << "a:0 b:-2";
    // South's only move A, then North's only move a, put counters back: 1 0 1 0 S recurs. The
    // captures decide: 2 + 1 to 6 + 1.
    QTest::newRow("only moves repeat")
        << QStringList{"--position", "1 0 1 0 S", "--captured", "2 6"} << -4 << QList{3, 7}
        << "A:-4";
    // Either move: 0 0 1 1 S, South passes, and 0 0 1 1 N recurs at once.
    QTest::newRow("every move repeats at once")
        << QStringList{"--position", "0 0 1 1 N", "--captured", "4 2"} << 2 << QList{5, 3}
        << "a:2 b:2";
    // a lifts 2: a b -> 1 1, no capture; South passes; North's moves then repeat.
    QTest::newRow("0 0 2 0 N") << QStringList{"--position", "0 0 2 0 N"} << 0 << QList{1, 1}
                               << "a:0";
    QTest::newRow("1 1 0 0 S") << QStringList{"--position", "1 1 0 0 S"} << 0 << QList{1, 1}
                               << "A:0 B:0";
    QTest::newRow("one counter a pit")
        << QStringList{"--seeds", "1"} << 0 << QList{2, 2} << "A:0 B:0";
    QTest::newRow("one counter a pit, after A")
        << QStringList{"--seeds", "1", "A"} << 0 << QList{2, 2} << "a:0 b:0";
    // Over by repetition (B then b bring back the start): the board is shared, 2 and 2.
    QTest::newRow("over by repetition")
        << QStringList{"--position", "2 1 0 1 S", "B", "b"} << 0 << QList{2, 2} << "";
    QTest::newRow("over, all captured")
        << QStringList{"--position", "0 0 0 0 S", "--captured", "10 4"} << 6 << QList{10, 4} << "";
}

void CliTest::solveByHand() {
    QFETCH(QStringList, args);
    QFETCH(int, value);
    QFETCH(QList<int>, finalScore);
    QFETCH(QString, moves);

    const QJsonObject json = solveChecked(args);
    QCOMPARE(sortedKeys(json),
             (QStringList{"board", "captured", "final", "moves", "toMove", "value"}));
    QCOMPARE(json["value"].toInt(), value);
    QCOMPARE(intsOf(json["final"]), finalScore);
    QCOMPARE(movesText(json["moves"]), moves);
}

void CliTest::solveIsConsistent_data() {
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<QStringList>("moves");

    QTest::newRow("start") << QStringList{} << QStringList{};
    QTest::newRow("start, A a") << QStringList{} << QStringList{"A", "a"};
    QTest::newRow("North first, a") << QStringList{"--first", "N"} << QStringList{"a"};
    QTest::newRow("3 each, chain") << QStringList{"--seeds", "3", "--chain"} << QStringList{};
    QTest::newRow("2 each, with history")
        << QStringList{"--seeds", "2"} << QStringList{"A", "a", "A"};
    QTest::newRow("after a chain capture and a pass")
        << QStringList{"--seeds", "4", "--chain"} << QStringList{"A", "b", "A"};
    QTest::newRow("12 each") << QStringList{"--seeds", "12"} << QStringList{"B"};
    QTest::newRow("5 each, four moves")
        << QStringList{"--seeds", "5"} << QStringList{"A", "a", "B", "b"};
    QTest::newRow("set-up position")
        << QStringList{"--position", "3 5 2 4 N", "--captured", "2 0"} << QStringList{"b"};
}

// Facts the solver cannot fake: the value is the best move's value for the side to move, the
// final score adds up and differs by the value, and each move's value is what solve says after
// that move, with the history it brings.
void CliTest::solveIsConsistent() {
    QFETCH(QStringList, args);
    QFETCH(QStringList, moves);

    const QJsonObject parent = solveChecked(args + moves);
    QVERIFY(!parent.isEmpty());
    const int value = parent["value"].toInt();
    const QList<int> finalScore = intsOf(parent["final"]);
    QCOMPARE(finalScore.size(), 2);
    QCOMPARE(finalScore[0] - finalScore[1], value);
    QCOMPARE(sum(finalScore), sum(intsOf(parent["board"])) + sum(intsOf(parent["captured"])));

    const QJsonArray moveValues = parent["moves"].toArray();
    QVERIFY(!moveValues.isEmpty());
    const bool southToMove = parent["toMove"].toString() == "S";
    QList<int> values;
    QString order;
    for (const QJsonValue &mv : moveValues) {
        const QString move = mv["move"].toString();
        order += move;
        values.append(mv["value"].toInt());
        const QJsonObject child = solveChecked(args + moves + QStringList{move});
        QVERIFY2(!child.isEmpty(), qPrintable(move));
        QCOMPARE(child["value"].toInt(), mv["value"].toInt());
    }
    QVERIFY(order == "AB" || order == "A" || order == "B" || order == "ab" || order == "a" ||
            order == "b");
    QVERIFY(order.front().isUpper() == southToMove);
    const int best = southToMove ? *std::max_element(values.begin(), values.end())
                                 : *std::min_element(values.begin(), values.end());
    QCOMPARE(value, best);
}

void CliTest::badInput_data() {
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<QString>("message");

    QTest::newRow("no command") << QStringList{} << "no command given";
    QTest::newRow("unknown command") << QStringList{"plya"} << R"(unknown command "plya")";
    QTest::newRow("option before the command")
        << QStringList{"--seeds", "3", "play"} << R"(option "--seeds" before the command)";
    QTest::newRow("unknown option")
        << QStringList{"play", "A", "--fast"} << R"(unknown option "--fast" (argument 3))";
    QTest::newRow("unknown short option")
        << QStringList{"solve", "-x"} << R"(unknown option "-x" (argument 2))";
    QTest::newRow("--seeds without value")
        << QStringList{"play", "--seeds"} << "option --seeds needs a value (argument 2)";
    QTest::newRow("--first without value")
        << QStringList{"play", "--first", "--chain"} << "option --first needs a value";
    QTest::newRow("--position without value")
        << QStringList{"solve", "--position"} << "option --position needs a value";
    QTest::newRow("--captured without value")
        << QStringList{"solve", "--position", "1 1 0 0 S", "--captured"}
        << "option --captured needs a value";
    QTest::newRow("seeds 0") << QStringList{"play", "--seeds", "0"}
                             << R"(option --seeds: "0" is too small, expected 1..12)";
    QTest::newRow("seeds 13") << QStringList{"solve", "--seeds", "13"}
                              << R"(option --seeds: "13" is too large, expected 1..12)";
    QTest::newRow("seeds negative")
        << QStringList{"play", "--seeds=-1"}
        << R"(option --seeds: "-1" is not a whole number, expected 1..12)";
    QTest::newRow("seeds not a number")
        << QStringList{"play", "--seeds", "7x"} << R"(option --seeds: "7x" is not a whole number)";
    QTest::newRow("seeds huge")
        << QStringList{"play", "--seeds", "99999999999999999999"}
        << R"(option --seeds: "99999999999999999999" is too large, expected 1..12)";
    QTest::newRow("bad --first") << QStringList{"play", "--first", "s"}
                                 << R"(option --first: "s" is not S or N)";
    QTest::newRow("--chain with a value")
        << QStringList{"play", "--chain=yes"} << "option --chain takes no value";
    QTest::newRow("option twice") << QStringList{"play", "--seeds", "3", "--seeds=4"}
                                  << "option --seeds is given twice";

    QTest::newRow("wrong side") << QStringList{"play", "A", "A"}
                                << "move 2 (A): it is North's turn";
    QTest::newRow("wrong side, North first")
        << QStringList{"play", "--first", "N", "A"} << "move 1 (A): it is North's turn";
    QTest::newRow("wrong side, third move")
        << QStringList{"play", "B", "a", "b"} << "move 3 (b): it is South's turn";
    // North passed after move 3 (see the pass row of play), so South moves again.
    QTest::newRow("wrong side after a pass")
        << QStringList{"play", "--seeds", "4", "--chain", "A", "b", "A", "a"}
        << "move 4 (a): it is South's turn";
    QTest::newRow("empty pit") << QStringList{"solve", "--position", "0 3 1 0 S", "A"}
                               << "move 1 (A): pit A is empty";
    QTest::newRow("empty pit, North")
        << QStringList{"play", "--position", "1 1 0 2 N", "a"} << "move 1 (a): pit a is empty";
    QTest::newRow("unknown pit") << QStringList{"play", "A", "x"}
                                 << R"(move 2 (x): unknown pit "x")";
    QTest::newRow("two letters") << QStringList{"play", "Ab"} << R"(move 1 (Ab): unknown pit "Ab")";
    QTest::newRow("after a repetition") << QStringList{"play", "--seeds", "1", "A", "a", "A"}
                                        << "move 3 (A): the game is already over";
    QTest::newRow("after all captured") << QStringList{"solve", "--position", "0 0 0 0 S", "A"}
                                        << "move 1 (A): the game is already over";

    QTest::newRow("position, three counts")
        << QStringList{"solve", "--position", "1 1 1 S"}
        << R"(option --position: "1 1 1 S": expected four pit counts and the side to move)";
    QTest::newRow("position, no side") << QStringList{"solve", "--position", "1 1 1 1"}
                                       << "expected four pit counts and the side to move";
    QTest::newRow("position, extra field") << QStringList{"solve", "--position", "1 1 1 1 S 2"}
                                           << "expected four pit counts and the side to move";
    QTest::newRow("position, empty") << QStringList{"solve", "--position", ""}
                                     << "expected four pit counts and the side to move";
    QTest::newRow("position, bad count")
        << QStringList{"solve", "--position", "1 x 1 1 S"}
        << R"(option --position: the count of pit B, "x", is not a whole number)";
    QTest::newRow("position, negative count")
        << QStringList{"solve", "--position", "2 0 -2 2 S"}
        << R"(the count of pit a, "-2", is not a whole number)";
    QTest::newRow("position, huge count")
        << QStringList{"solve", "--position", "2 99999999999999999999 0 0 S"}
        << "option --position: 99999999999999999999 counters in pit B: a game holds at most 48";
    QTest::newRow("captured, huge")
        << QStringList{"solve", "--position", "1 1 0 0 S", "--captured", "0 99999999999999999999"}
        << R"(option --captured: North's count "99999999999999999999": a game holds at most 48)";
    QTest::newRow("position, bad side")
        << QStringList{"solve", "--position", "1 1 1 1 X"}
        << R"(option --position: the side to move, "X", is not S or N)";
    QTest::newRow("position, odd total")
        << QStringList{"solve", "--position", "1 1 1 0 S"}
        << "option --position: 3 counters on the board, an odd number";
    QTest::newRow("position, too many")
        << QStringList{"play", "--position", "20 20 10 0 S"}
        << "option --position: 50 counters on the board: a game holds at most 48";
    QTest::newRow("captured without position")
        << QStringList{"solve", "--captured", "2 2"} << "option --captured needs --position";
    QTest::newRow("captured, one count")
        << QStringList{"solve", "--position", "1 1 0 0 S", "--captured", "2"}
        << R"(option --captured: "2": expected two counts, South's then North's)";
    QTest::newRow("captured, negative")
        << QStringList{"solve", "--position", "1 1 0 0 S", "--captured", "-2 2"}
        << R"(option --captured: South's count "-2" is not a whole number)";
    QTest::newRow("captured, odd")
        << QStringList{"solve", "--position", "1 1 0 0 S", "--captured", "2 3"}
        << R"(option --captured: North's count "3" is odd)";
    QTest::newRow("captured, too many in all")
        << QStringList{"solve", "--position", "10 10 10 10 S", "--captured", "8 2"}
        << "option --captured: 50 counters with those on the board: a game holds at most 48";
    QTest::newRow("newline in a move stays one line")
        << QStringList{"play", "A\nB"} << "move 1 (A B): unknown pit";
}

void CliTest::badInput() {
    QFETCH(QStringList, args);
    QFETCH(QString, message);

    verifyRefused(runInProcess(args), message);
}

void CliTest::help_data() {
    QTest::addColumn<QStringList>("args");
    QTest::newRow("--help") << QStringList{"--help"};
    QTest::newRow("help") << QStringList{"help"};
    QTest::newRow("-h") << QStringList{"-h"};
    QTest::newRow("play --help") << QStringList{"play", "--seeds", "3", "--help"};
}

void CliTest::help() {
    QFETCH(QStringList, args);
    const CliResult result = runInProcess(args);
    QCOMPARE(result.exitCode, 0);
    QCOMPARE(result.err, QString());
    for (const char *topic :
         {"tihbat-cli play", "tihbat-cli solve", "--seeds N", "1 to 12", "--chain", "--first S|N",
          "--position \"A B a b S|N\"", "--captured \"S N\"", "at most 48", "--version",
          "South's final score minus North's", "history", "\"over\"", "\"reason\"", "\"final\"",
          "\"winner\"", "\"plies\"", "\"moves\"", "status 2"})
        QVERIFY2(result.out.contains(QLatin1String(topic)), topic);
}

void CliTest::version() {
    const CliResult result = runInProcess({"--version"});
    QCOMPARE(result.exitCode, 0);
    QCOMPARE(result.out, QStringLiteral("tihbat-cli " TIHBAT_VERSION "\n"));
}

void CliTest::binary_data() {
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<int>("exitCode");

    QTest::newRow("play A") << QStringList{"play", "A"} << 0;
    QTest::newRow("solve, 3 each") << QStringList{"solve", "--seeds", "3"} << 0;
    QTest::newRow("solve a set-up position")
        << QStringList{"solve", "--position", "2 1 0 1 S"} << 0;
    QTest::newRow("illegal move") << QStringList{"play", "A", "A"} << 2;
    QTest::newRow("unknown command") << QStringList{"bogus"} << 2;
    QTest::newRow("seeds out of range") << QStringList{"play", "--seeds", "13"} << 2;
    QTest::newRow("odd position") << QStringList{"solve", "--position", "1 0 0 0 S"} << 2;
}

// The real program: exit status, and stdout/stderr exactly as promised.
void CliTest::binary() {
    QFETCH(QStringList, args);
    QFETCH(int, exitCode);

    const CliResult result = runBinary(args);
    QCOMPARE(result.exitCode, exitCode);
    if (exitCode == 0) {
        QCOMPARE(result.err, QString());
        const QJsonObject json = oneJsonLine(result.out);
        QVERIFY2(json.contains("board") && json.contains("toMove"), qPrintable(result.out));
        QCOMPARE(result.out, runInProcess(args).out);
    } else {
        QCOMPARE(result.out, QString());
        QVERIFY(result.err.startsWith("tihbat-cli: "));
        QVERIFY(result.err.endsWith(u'\n') && result.err.count(u'\n') == 1);
    }
}

QTEST_GUILESS_MAIN(CliTest)
#include "tst_cli.moc"
