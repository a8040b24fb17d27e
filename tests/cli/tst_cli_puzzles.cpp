// SPDX-License-Identifier: GPL-3.0-or-later
// tihbat-cli puzzles: every line is JSON, and every puzzle checked through the CLI's own solve
// command on the position it prints, so anyone can check them the same way; the filters and bad
// options.
#include "cli_runner.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTest>

namespace {

QList<QJsonObject> jsonLines(const QString &out) {
    QList<QJsonObject> objects;
    if (!out.endsWith(u'\n'))
        return objects;
    for (const QString &line : out.split(u'\n', Qt::SkipEmptyParts)) {
        QJsonParseError error;
        const QJsonDocument doc = QJsonDocument::fromJson(line.toUtf8(), &error);
        if (error.error != QJsonParseError::NoError || !doc.isObject())
            return {};
        objects.append(doc.object());
    }
    return objects;
}

QList<QJsonObject> puzzles(const QStringList &options = {}) {
    const CliResult result = runInProcess(QStringList{QStringLiteral("puzzles")} + options);
    if (result.exitCode != 0 || !result.err.isEmpty())
        return {};
    return jsonLines(result.out);
}

} // namespace

class CliPuzzlesTest : public QObject {
    Q_OBJECT
private slots:
    void everyLineIsAPuzzle();
    void solveAgreesWithEveryPuzzle();
    void filters_data();
    void filters();
    void badOptions_data();
    void badOptions();
    void binary();
};

void CliPuzzlesTest::everyLineIsAPuzzle() {
    const QList<QJsonObject> all = puzzles();
    QVERIFY(all.size() >= 200);
    QStringList keys{"id",   "position", "captured", "toMove",     "seeds", "best",
                     "gain", "margin",   "depth",    "difficulty", "moves"};
    keys.sort();
    for (int i = 0; i < all.size(); ++i) {
        QStringList got = all[i].keys();
        got.sort();
        QCOMPARE(got, keys);
        QCOMPARE(all[i]["id"].toInt(), i + 1);
        QVERIFY(QStringList({"easy", "medium", "hard"}).contains(all[i]["difficulty"].toString()));
        QCOMPARE(all[i]["best"].toArray().size(), 1);
    }
}

// The position and captures as printed go back into solve --position/--captured; its values
// alone (South minus North, final) give each move's gain for the side to move.
void CliPuzzlesTest::solveAgreesWithEveryPuzzle() {
    const QList<QJsonObject> all = puzzles();
    QVERIFY(!all.isEmpty());
    for (const QJsonObject &p : all) {
        const QJsonArray captured = p["captured"].toArray();
        const CliResult solved = runInProcess(
            {"solve", "--position", p["position"].toString(), "--captured",
             QStringLiteral("%1 %2").arg(captured[0].toInt()).arg(captured[1].toInt())});
        QCOMPARE(solved.exitCode, 0);
        const QJsonObject s = QJsonDocument::fromJson(solved.out.toUtf8()).object();
        QCOMPARE(s["toMove"].toString(), p["toMove"].toString());
        const int sign = p["toMove"].toString() == "S" ? 1 : -1;
        const int before = captured[0].toInt() - captured[1].toInt();
        const QJsonArray moves = s["moves"].toArray();
        QCOMPARE(moves.size(), p["moves"].toArray().size());
        int bestGain = INT_MIN;
        for (const QJsonValue &m : moves)
            bestGain = std::max(bestGain, sign * (m["value"].toInt() - before));
        QStringList best;
        for (int i = 0; i < moves.size(); ++i) {
            const int gain = sign * (moves[i]["value"].toInt() - before);
            QCOMPARE(p["moves"][i]["move"].toString(), moves[i]["move"].toString());
            QCOMPARE(p["moves"][i]["gain"].toInt(), gain);
            if (gain == bestGain)
                best.append(moves[i]["move"].toString());
        }
        QCOMPARE(p["best"].toArray().toVariantList().size(), best.size());
        QCOMPARE(p["best"][0].toString(), best.front());
        QCOMPARE(p["gain"].toInt(), bestGain);
        QCOMPARE(p["gain"].toInt(), sign * (s["value"].toInt() - before));
        QVERIFY(p["gain"].toInt() > 0);
    }
}

void CliPuzzlesTest::filters_data() {
    QTest::addColumn<QStringList>("options");
    QTest::addColumn<QString>("difficulty");
    QTest::addColumn<int>("seeds");
    QTest::newRow("hard") << QStringList{"--difficulty", "hard"} << "hard" << 0;
    QTest::newRow("easy=") << QStringList{"--difficulty=easy"} << "easy" << 0;
    QTest::newRow("seeds") << QStringList{"--seeds", "7"} << "" << 7;
    QTest::newRow("both") << QStringList{"--seeds", "12", "--difficulty", "medium"} << "medium"
                          << 12;
}

void CliPuzzlesTest::filters() {
    QFETCH(QStringList, options);
    QFETCH(QString, difficulty);
    QFETCH(int, seeds);
    const QList<QJsonObject> all = puzzles();
    int expected = 0;
    for (const QJsonObject &p : all) {
        expected += (difficulty.isEmpty() || p["difficulty"].toString() == difficulty) &&
                    (seeds == 0 || p["seeds"].toInt() == seeds);
    }
    QVERIFY(expected > 0);
    const QList<QJsonObject> chosen = puzzles(options);
    QCOMPARE(chosen.size(), expected);
    for (const QJsonObject &p : chosen) {
        if (!difficulty.isEmpty())
            QCOMPARE(p["difficulty"].toString(), difficulty);
        if (seeds)
            QCOMPARE(p["seeds"].toInt(), seeds);
        QCOMPARE(p, all[p["id"].toInt() - 1]);
    }
    const QList<QJsonObject> one = puzzles({"--id", "17"});
    QCOMPARE(one.size(), 1);
    QCOMPARE(one.front(), all[16]);
}

void CliPuzzlesTest::badOptions_data() {
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<QString>("message");
    QTest::newRow("difficulty") << QStringList{"puzzles", "--difficulty", "tricky"}
                                << "option --difficulty: \"tricky\" is not a difficulty (expected "
                                   "easy, medium or hard)";
    QTest::newRow("no value") << QStringList{"puzzles", "--difficulty"}
                              << "option --difficulty needs a value";
    QTest::newRow("seeds none") << QStringList{"puzzles", "--seeds", "9"}
                                << "option --seeds: there are no puzzles with 9 counters per pit";
    QTest::newRow("seeds range") << QStringList{"puzzles", "--seeds", "13"}
                                 << "option --seeds: \"13\" is too large, expected 1..12";
    QTest::newRow("id zero")
        << QStringList{"puzzles", "--id", "0"}
        << "option --id: \"0\" is too small, expected a puzzle number from 1 to";
    QTest::newRow("id high")
        << QStringList{"puzzles", "--id", "100000"}
        << "option --id: \"100000\" is too large, expected a puzzle number from 1 to";
    QTest::newRow("id huge") << QStringList{"puzzles", "--id", "99999999999999999999"}
                             << "option --id: \"99999999999999999999\" is too large, expected a "
                                "puzzle number from 1 to";
    QTest::newRow("operand") << QStringList{"puzzles", "A"} << "puzzles takes no moves, not \"A\"";
    QTest::newRow("chain") << QStringList{"puzzles", "--chain"}
                           << "option --chain does not apply to puzzles";
    QTest::newRow("id on solve") << QStringList{"solve", "--id", "3"}
                                 << "option --id does not apply to solve";
    QTest::newRow("twice") << QStringList{"puzzles", "--id", "3", "--id", "4"}
                           << "option --id is given twice";
}

void CliPuzzlesTest::badOptions() {
    QFETCH(QStringList, args);
    QFETCH(QString, message);
    verifyRefused(runInProcess(args), message);
}

void CliPuzzlesTest::binary() {
    const CliResult result = runBinary({"puzzles", "--difficulty", "hard"});
    QCOMPARE(result.exitCode, 0);
    QCOMPARE(result.err, QString());
    QCOMPARE(jsonLines(result.out), puzzles({"--difficulty", "hard"}));
    const CliResult help = runBinary({"--help"});
    QVERIFY(help.out.contains("tihbat-cli puzzles [--difficulty easy|medium|hard]"));
}

QTEST_GUILESS_MAIN(CliPuzzlesTest)
#include "tst_cli_puzzles.moc"
