// SPDX-License-Identifier: GPL-3.0-or-later
// The computer levels form a ladder, measured with fixed seeds: at 7 counters per pit each level
// beats the one below in at least 65 % of the decisive games, Beginner is no weaker than random
// moves, and the order holds at other counter counts and with chain capture.
#include "core/match.h"

#include <QTest>

using namespace tihbat;

namespace {

// The rungs, bottom up: random moves, then every level.
const std::vector<Contender> &rungs() {
    static const std::vector<Contender> all = {
        Contender::random(),        Contender::of(Level::Beginner),
        Contender::of(Level::Easy), Contender::of(Level::Medium),
        Contender::of(Level::Hard), Contender::of(Level::Perfect)};
    return all;
}

RuleOptions optionsOf(int perPit, bool chain) {
    RuleOptions options;
    options.countersPerPit = perPit;
    options.chainCapture = chain;
    return options;
}

QString nameOf(Contender c) {
    return QString::fromLatin1(contenderName(c).data(), qsizetype(contenderName(c).size()));
}

// The upper rung plays South against the lower one; the first move alternates.
struct Step {
    MatchResult result;
    double decisiveShare() const {
        const int decisive = result.southWins + result.northWins;
        return decisive ? double(result.southWins) / decisive : 0.5;
    }
};

Step step(Contender upper, Contender lower, const RuleOptions &options, int games) {
    const Step s{playMatch(upper, lower, options, games, 20261201)};
    qInfo("%s vs %s: %d won, %d drawn, %d lost; %.1f %% of decisive games, margin %+.2f",
          qPrintable(nameOf(upper)), qPrintable(nameOf(lower)), s.result.southWins, s.result.draws,
          s.result.northWins, 100 * s.decisiveShare(), s.result.meanMargin());
    return s;
}

} // namespace

class TestLadder : public QObject {
    Q_OBJECT

private slots:
    void stepsAtSevenPerPit();
    void perfectPunishesMistakes();
    void inOrder_data();
    void inOrder();
};

void TestLadder::stepsAtSevenPerPit() {
    const RuleOptions options = optionsOf(7, false);
    // Beginner against random moves: at least as strong.
    const Step beginner = step(rungs()[1], rungs()[0], options, 400);
    QVERIFY(beginner.result.southWins >= beginner.result.northWins);
    QVERIFY(beginner.result.meanMargin() >= 0);
    for (std::size_t i = 2; i < rungs().size(); ++i) {
        const Step s = step(rungs()[i], rungs()[i - 1], options, 400);
        QVERIFY2(s.decisiveShare() >= 0.65, qPrintable(nameOf(rungs()[i])));
        QVERIFY(s.result.meanMargin() > 0);
    }
}

void TestLadder::perfectPunishesMistakes() {
    // Against Hard and Medium, Perfect scores clearly more than Hard does (the same seeds, so
    // the opponents' dice are the same).
    const RuleOptions options = optionsOf(7, false);
    for (const Level opponent : {Level::Hard, Level::Medium}) {
        const MatchResult perfect =
            playMatch(Contender::of(Level::Perfect), Contender::of(opponent), options, 200, 5);
        const MatchResult hard =
            playMatch(Contender::of(Level::Hard), Contender::of(opponent), options, 200, 5);
        qInfo("against %s: Perfect %+.2f, Hard %+.2f", qPrintable(nameOf(Contender::of(opponent))),
              perfect.meanMargin(), hard.meanMargin());
        QVERIFY(perfect.meanMargin() > hard.meanMargin() + 0.5);
        QVERIFY(perfect.southWins > hard.southWins);
    }
}

void TestLadder::inOrder_data() {
    QTest::addColumn<int>("perPit");
    QTest::addColumn<bool>("chain");
    QTest::addColumn<int>("games");
    QTest::newRow("3 per pit") << 3 << false << 400;
    QTest::newRow("5 per pit") << 5 << false << 400;
    QTest::newRow("7 per pit, chain") << 7 << true << 200;
    QTest::newRow("12 per pit") << 12 << false << 40;
}

void TestLadder::inOrder() {
    // Each rung scores more than the one below it, on average over the games.
    QFETCH(int, perPit);
    QFETCH(bool, chain);
    QFETCH(int, games);
    for (std::size_t i = 1; i < rungs().size(); ++i) {
        const Step s = step(rungs()[i], rungs()[i - 1], optionsOf(perPit, chain), games);
        QVERIFY2(s.result.meanMargin() > 0, qPrintable(nameOf(rungs()[i])));
        QVERIFY(s.result.southWins >= s.result.northWins);
    }
}

QTEST_APPLESS_MAIN(TestLadder)
#include "tst_ladder.moc"
