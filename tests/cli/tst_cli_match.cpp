// SPDX-License-Identifier: GPL-3.0-or-later
// tihbat-cli match: the JSON it prints, results that agree with what the rules and the solver say
// independently, reproducibility from the seed, and every kind of bad input.
#include "cli_runner.h"

#include <QJsonDocument>
#include <QJsonObject>
#include <QTest>
#include <cmath>

namespace {

QJsonObject oneJsonLine(const QString &out) {
    if (!out.endsWith(u'\n') || out.count(u'\n') != 1)
        return {};
    QJsonParseError error;
    const QJsonDocument doc = QJsonDocument::fromJson(out.toUtf8(), &error);
    return error.error == QJsonParseError::NoError ? doc.object() : QJsonObject();
}

// Runs match and checks what any match output must satisfy; returns the object (empty on
// failure).
QJsonObject matchChecked(const QStringList &args) {
    const CliResult result = runInProcess(QStringList{QStringLiteral("match")} + args);
    if (result.exitCode != 0 || !result.err.isEmpty()) {
        qWarning() << "match" << args << "failed:" << result.err;
        return {};
    }
    const QJsonObject json = oneJsonLine(result.out);
    QStringList keys = json.keys();
    keys.sort();
    if (keys != QStringList{"draws", "games", "meanMargin", "northWins", "southWins"}) {
        qWarning() << "unexpected fields" << result.out;
        return {};
    }
    const int games = json["games"].toInt();
    if (json["southWins"].toInt() + json["northWins"].toInt() + json["draws"].toInt() != games) {
        qWarning() << "wins and draws do not add up" << result.out;
        return {};
    }
    // The mean of whole-number margins: times the games, a whole number again.
    const double total = json["meanMargin"].toDouble() * games;
    if (std::abs(total - std::round(total)) > 1e-6) {
        qWarning() << "meanMargin is not a mean of whole numbers" << result.out;
        return {};
    }
    return json;
}

int solvedStartValue(const QStringList &args) {
    const CliResult result = runInProcess(QStringList{QStringLiteral("solve")} + args);
    return oneJsonLine(result.out)["value"].toInt(-1000);
}

} // namespace

class CliMatchTest : public QObject {
    Q_OBJECT

private slots:
    void perfectAgainstPerfect_data();
    void perfectAgainstPerfect();
    void reproducible();
    void strongerWins();
    void badInput_data();
    void badInput();
    void binary();
    void help();
};

void CliMatchTest::perfectAgainstPerfect_data() {
    QTest::addColumn<QStringList>("options");
    QTest::newRow("7 per pit") << QStringList{};
    QTest::newRow("4 per pit, chain") << QStringList{"--seeds", "4", "--chain"};
    QTest::newRow("5 per pit") << QStringList{"--seeds", "5"};
}

void CliMatchTest::perfectAgainstPerfect() {
    // Perfect never leaves the value, so each game ends at the start's value as solve gives it:
    // the first game with South moving first, the second with North.
    QFETCH(QStringList, options);
    const int southFirst = solvedStartValue(options);
    const int northFirst = solvedStartValue(options + QStringList{"--first", "N"});
    QVERIFY(southFirst != -1000 && northFirst != -1000);
    for (int games : {1, 2}) {
        const QJsonObject json =
            matchChecked(QStringList{"--south", "perfect", "--north", "perfect", "--games",
                                     QString::number(games)} +
                         options);
        QVERIFY(!json.isEmpty());
        QCOMPARE(json["games"].toInt(), games);
        const int margins = games == 1 ? southFirst : southFirst + northFirst;
        QCOMPARE(json["meanMargin"].toDouble(), double(margins) / games);
        const auto wins = [&](int value) { return value > 0 ? 1 : 0; };
        QCOMPARE(json["southWins"].toInt(), wins(southFirst) + (games == 2 ? wins(northFirst) : 0));
        QCOMPARE(json["northWins"].toInt(),
                 wins(-southFirst) + (games == 2 ? wins(-northFirst) : 0));
    }
}

void CliMatchTest::reproducible() {
    const QStringList args{"match",   "--south", "easy",   "--north", "beginner",
                           "--games", "30",      "--seed", "77"};
    const CliResult first = runInProcess(args);
    QCOMPARE(first.exitCode, 0);
    QCOMPARE(runInProcess(args).out, first.out);
    // Another seed gives other games (30 games between erring players never all repeat).
    QStringList other = args;
    other.last() = QStringLiteral("78");
    QVERIFY(runInProcess(other).out != first.out);
    // The default seed is a seed like any other.
    QStringList defaulted = args.mid(0, args.size() - 2);
    QCOMPARE(runInProcess(defaulted).out, runInProcess(defaulted + QStringList{"--seed", "1"}).out);
}

void CliMatchTest::strongerWins() {
    // The top of the ladder against random moves, from either side.
    const QJsonObject south = matchChecked(
        {"--south", "perfect", "--north", "random", "--games", "20", "--seeds", "3", "--chain"});
    const QJsonObject north = matchChecked(
        {"--south", "random", "--north", "perfect", "--games", "20", "--seeds", "3", "--chain"});
    QVERIFY(!south.isEmpty() && !north.isEmpty());
    QVERIFY(south["meanMargin"].toDouble() > 0);
    QVERIFY(south["southWins"].toInt() > south["northWins"].toInt());
    QVERIFY(north["meanMargin"].toDouble() < 0);
    QVERIFY(north["northWins"].toInt() > north["southWins"].toInt());
}

void CliMatchTest::badInput_data() {
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<QString>("message");
    QTest::newRow("no south") << QStringList{"match", "--north", "easy"}
                              << "match needs --south LEVEL";
    QTest::newRow("no north") << QStringList{"match", "--south", "easy"}
                              << "match needs --north LEVEL";
    QTest::newRow("unknown level")
        << QStringList{"match", "--south", "expert", "--north", "easy"}
        << R"(option --south: "expert" is not a level (expected beginner, easy, medium, hard, )";
    QTest::newRow("level in capitals") << QStringList{"match", "--south", "easy", "--north", "Hard"}
                                       << R"(option --north: "Hard" is not a level)";
    QTest::newRow("south without value")
        << QStringList{"match", "--south", "--north", "easy"} << "option --south needs a value";
    QTest::newRow("games 0")
        << QStringList{"match", "--south", "easy", "--north", "easy", "--games", "0"}
        << R"(option --games: "0" is too small, expected a number of games from 1 to 100000)";
    QTest::newRow("games too many")
        << QStringList{"match", "--south", "easy", "--north", "easy", "--games=100001"}
        << R"(option --games: "100001" is too large, expected a number of games from 1 to 100000)";
    QTest::newRow("games huge")
        << QStringList{"match",
                       "--south",
                       "easy",
                       "--north",
                       "easy",
                       "--games",
                       "99999999999999999999"}
        << R"(option --games: "99999999999999999999" is too large, expected a number of games from 1 to 100000)";
    QTest::newRow("games not a number")
        << QStringList{"match", "--south", "easy", "--north", "easy", "--games", "ten"}
        << R"(option --games: "ten" is not a whole number, expected a number of games from 1 to 100000)";
    QTest::newRow("negative seed")
        << QStringList{"match", "--south", "easy", "--north", "easy", "--seed=-1"}
        << R"(option --seed: "-1" is not a whole number, expected a whole number from 0 to 4294967295)";
    QTest::newRow("seed too big")
        << QStringList{"match", "--south", "easy", "--north", "easy", "--seed", "4294967296"}
        << R"(option --seed: "4294967296" is too large, expected a whole number from 0 to 4294967295)";
    QTest::newRow("seeds out of range")
        << QStringList{"match", "--south", "easy", "--north", "easy", "--seeds", "13"}
        << R"(option --seeds: "13" is too large, expected 1..12)";
    QTest::newRow("a move") << QStringList{"match", "--south", "easy", "--north", "easy", "A"}
                            << R"(match takes no moves, not "A")";
    QTest::newRow("--first") << QStringList{"match", "--south", "easy", "--north",
                                            "easy",  "--first", "N"}
                             << "option --first does not apply to match (argument 6)";
    QTest::newRow("--south for play")
        << QStringList{"play", "--south", "easy"} << "option --south does not apply to play";
    QTest::newRow("south twice") << QStringList{"match", "--south", "easy", "--south",
                                                "hard",  "--north", "easy"}
                                 << "option --south is given twice";
}

void CliMatchTest::badInput() {
    QFETCH(QStringList, args);
    QFETCH(QString, message);
    verifyRefused(runInProcess(args), message);
}

void CliMatchTest::binary() {
    const QStringList args{"match", "--south", "hard", "--north", "random", "--games", "6"};
    const CliResult result = runBinary(args);
    QCOMPARE(result.exitCode, 0);
    QCOMPARE(result.err, QString());
    QCOMPARE(result.out, runInProcess(args).out);
    QCOMPARE(oneJsonLine(result.out)["games"].toInt(), 6);

    const CliResult refused = runBinary({"match", "--south", "hard"});
    QCOMPARE(refused.exitCode, 2);
    QCOMPARE(refused.out, QString());
    QVERIFY(refused.err.startsWith("tihbat-cli: match needs --north"));
}

void CliMatchTest::help() {
    const CliResult result = runInProcess({"match", "--help"});
    QCOMPARE(result.exitCode, 0);
    for (const char *topic : {"tihbat-cli match --south LEVEL --north LEVEL", "--games N",
                              "--seed S", "beginner, easy, medium, hard, perfect, or random",
                              "\"meanMargin\"", "first move alternates"})
        QVERIFY2(result.out.contains(QLatin1String(topic)), topic);
}

QTEST_GUILESS_MAIN(CliMatchTest)
#include "tst_cli_match.moc"
