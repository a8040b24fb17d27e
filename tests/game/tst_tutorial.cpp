// SPDX-License-Identifier: GPL-3.0-or-later
// Learn to Play without a window: every lesson is completed by the right tries, one wrong try per
// lesson gets its own explanation and another go, the board shows each drop of the learner's own
// sowing, and the progress is kept in the settings. The right answers are worked out here from
// the rulebook (a small sowing of its own), not taken from the course.
#include "game/learn/tutorial_progress.h"
#include "game/learn/tutorial_run.h"
#include "isolated_settings.h"

#include <QSettings>
#include <QSignalSpy>
#include <QTest>

using namespace tihbat;

namespace {

// RULES.md, "A move": n counters lifted from pit p fall into p, p+1, ... (A -> B -> a -> b).
struct Sown {
    std::array<int, 4> pits{};
    std::vector<int> drops;
    int last = -1;
    int made = 0; // what the last pit holds once the last counter is in
    bool captures = false;
    bool northEmpty = false;
};

Sown sowByHand(std::array<int, 4> pits, int from) {
    Sown s;
    int hand = pits[std::size_t(from)];
    pits[std::size_t(from)] = 0;
    for (int i = 0; i < hand; ++i) {
        const int pit = (from + i) % 4;
        ++pits[std::size_t(pit)];
        s.drops.push_back(pit);
    }
    s.last = s.drops.back();
    s.made = pits[std::size_t(s.last)];
    // "Only when the last counter lands in a pit on the mover's own side [South: A, B] and that
    // pit then holds exactly 2, 4, 6 or 8."
    s.captures = s.last < 2 && s.made % 2 == 0 && s.made >= 2 && s.made <= 8;
    if (s.captures)
        pits[std::size_t(s.last)] = 0;
    s.pits = pits;
    s.northEmpty = pits[2] + pits[3] == 0;
    return s;
}

const char *Letters = "ABab";

QString letter(int pit) {
    return QString(QChar::fromLatin1(Letters[pit]));
}

int lessonNamed(const char *id) {
    const int index = Tutorial::indexOf(QString::fromLatin1(id));
    if (index < 0)
        QTest::qFail("no such lesson", __FILE__, __LINE__);
    return index;
}

// South's legal pits whose move (by hand) does what `wanted` says.
template <typename Wanted>
std::vector<int> southPitsWhere(const GameState &state, Wanted wanted) {
    std::vector<int> pits;
    for (int pit : {0, 1})
        if (state.position.pits[std::size_t(pit)] > 0 &&
            wanted(sowByHand(state.position.pits, pit), pit))
            pits.push_back(pit);
    return pits;
}

// "The same four pit counts with the same player to move": South plays, then North passes if it
// has nothing; the position repeats if the board is as before and South is to move again.
bool repeatsByHand(const GameState &state, int pit) {
    const Sown s = sowByHand(state.position.pits, pit);
    return !s.captures && s.northEmpty && s.pits == state.position.pits;
}

} // namespace

class TestTutorial : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() { IsolatedSettings::forThisTest(QStringLiteral("TihbatTutorialTest")); }
    void init() { QSettings().remove(QStringLiteral("learn")); }

    void courseTeachesEveryRuleOfTheIssue() {
        // The rules the lessons must teach, in this order.
        const QStringList ids = {"board",    "sow",  "order",      "capture",
                                 "own-side", "pass", "repetition", "winner"};
        QCOMPARE(Tutorial::lessonCount(), ids.size());
        for (int i = 0; i < ids.size(); ++i) {
            QCOMPARE(Tutorial::lessons()[std::size_t(i)].id, ids[i]);
            QVERIFY(!Tutorial::title(i).isEmpty());
            QVERIFY(!Tutorial::sentence(i).isEmpty());
            QVERIFY(!Tutorial::task(i).isEmpty());
            // One sentence each: a child reads one thing, then does one thing.
            QCOMPARE(Tutorial::sentence(i).count(u'.'), 1);
        }
        QCOMPARE(Tutorial::indexOf(QStringLiteral("no-such-lesson")), -1);
    }

    // Each board has exactly one right move, as the rulebook plays it, and a wrong one that
    // shows the rule (the boards are the course's; the judgement is this test's own).
    void boardsHaveOneRightMoveAndAWrongOne() {
        const GameState capture = Tutorial::lessons()[std::size_t(lessonNamed("capture"))].start;
        QCOMPARE(southPitsWhere(capture, [](const Sown &s, int) { return s.captures; }).size(), 1u);
        const GameState own = Tutorial::lessons()[std::size_t(lessonNamed("own-side"))].start;
        QCOMPARE(southPitsWhere(own, [](const Sown &s, int) { return s.captures; }).size(), 1u);
        // The other move of "own-side" makes an even count on North's side.
        QCOMPARE(
            southPitsWhere(own, [](const Sown &s,
                                   int) { return s.last >= 2 && s.made % 2 == 0 && s.made <= 8; })
                .size(),
            1u);
        const GameState pass = Tutorial::lessons()[std::size_t(lessonNamed("pass"))].start;
        QCOMPARE(southPitsWhere(pass, [](const Sown &s, int) { return s.northEmpty; }).size(), 1u);
        QCOMPARE(pass.position.sideTotal(Side::North), 0);
        const GameState repeat = Tutorial::lessons()[std::size_t(lessonNamed("repetition"))].start;
        QCOMPARE(southPitsWhere(repeat, [&repeat](const Sown &,
                                                  int pit) { return repeatsByHand(repeat, pit); })
                     .size(),
                 1u);
    }

    void everyLessonIsCompletedByTheRightTries_data() {
        QTest::addColumn<int>("lesson");
        for (int i = 0; i < Tutorial::lessonCount(); ++i)
            QTest::newRow(qPrintable(Tutorial::lessons()[std::size_t(i)].id)) << i;
    }
    void everyLessonIsCompletedByTheRightTries() {
        QFETCH(int, lesson);
        const TutorialLesson &l = Tutorial::lessons()[std::size_t(lesson)];
        TutorialRun run;
        run.startLesson(lesson);
        QSignalSpy completed(&run, &TutorialRun::lessonCompleted);
        QSignalSpy played(&run, &TutorialRun::movePlayed);
        QVERIFY(!run.isDone());
        QVERIFY(!TutorialProgress::isDone(l.id));
        const GameState &start = l.start;
        switch (l.task) {
        case TutorialTask::PointAtOwnPit:
            run.choosePit(PitB);
            break;
        case TutorialTask::Sow: {
            const Sown s = sowByHand(start.position.pits, l.pit);
            run.choosePit(l.pit); // pick up
            for (std::size_t i = 0; i < s.drops.size(); ++i) {
                QVERIFY(!run.isDone());
                QCOMPARE(run.feedback(), TutorialRun::Feedback::Going);
                run.choosePit(s.drops[i]);
            }
            QCOMPARE(run.state().position.pits, s.pits);
            break;
        }
        case TutorialTask::Capture: {
            const auto right = southPitsWhere(start, [](const Sown &s, int) { return s.captures; });
            run.choosePit(right.at(0));
            QCOMPARE(played.size(), 1);
            QCOMPARE(run.state().position.pits, sowByHand(start.position.pits, right[0]).pits);
            QVERIFY(
                run.feedbackText().contains(letter(sowByHand(start.position.pits, right[0]).last)));
            break;
        }
        case TutorialTask::MakePass: {
            const auto right =
                southPitsWhere(start, [](const Sown &s, int) { return s.northEmpty; });
            run.choosePit(right.at(0));
            // North passed: South is to move again.
            QCOMPARE(run.state().position.toMove, Side::South);
            break;
        }
        case TutorialTask::Repeat: {
            const auto right = southPitsWhere(
                start, [&start](const Sown &, int pit) { return repeatsByHand(start, pit); });
            run.choosePit(right.at(0));
            QVERIFY(run.isGameOver());
            // "The counters still on the board are shared equally."
            const int left = start.position.boardTotal();
            QVERIFY(run.feedbackText().contains(QString::number(left / 2)));
            break;
        }
        case TutorialTask::NameWinner: {
            // The end is shown only once the learner has counted.
            QVERIFY(!run.isGameOver());
            const int share = start.position.boardTotal() / 2;
            const int south = start.captured[0] + share;
            const int north = start.captured[1] + share;
            run.chooseAnswer(south > north   ? TutorialAnswer::South
                             : north > south ? TutorialAnswer::North
                                             : TutorialAnswer::Draw);
            QVERIFY(run.feedbackText().contains(QString::number(south)));
            QVERIFY(run.feedbackText().contains(QString::number(north)));
            QVERIFY(run.isGameOver());
            break;
        }
        }
        QVERIFY(run.isDone());
        QCOMPARE(run.feedback(), TutorialRun::Feedback::Done);
        QVERIFY(!run.feedbackText().isEmpty());
        QCOMPARE(completed.size(), 1);
        QCOMPARE(completed.front().front().toInt(), lesson);
        QVERIFY(TutorialProgress::isDone(l.id));
        // Done is done: further tries change nothing.
        run.choosePit(PitA);
        run.chooseAnswer(TutorialAnswer::Draw);
        QCOMPARE(completed.size(), 1);
    }

    void aWrongTryIsExplainedAndTheLearnerTriesAgain_data() {
        QTest::addColumn<int>("lesson");
        for (int i = 0; i < Tutorial::lessonCount(); ++i)
            QTest::newRow(qPrintable(Tutorial::lessons()[std::size_t(i)].id)) << i;
    }
    void aWrongTryIsExplainedAndTheLearnerTriesAgain() {
        QFETCH(int, lesson);
        const TutorialLesson &l = Tutorial::lessons()[std::size_t(lesson)];
        const GameState &start = l.start;
        TutorialRun run;
        run.startLesson(lesson);
        QString mustSay; // what makes the explanation specific to this try
        switch (l.task) {
        case TutorialTask::PointAtOwnPit:
            run.choosePit(Pita);
            mustSay = QStringLiteral("North");
            break;
        case TutorialTask::Sow: {
            run.choosePit(l.pit);
            // The pit after the emptied one, as if the first counter went on at once.
            run.choosePit((l.pit + 1) % 4);
            mustSay = letter(l.pit);
            QVERIFY(run.feedbackText().contains(QStringLiteral("first")));
            break;
        }
        case TutorialTask::Capture:
        case TutorialTask::MakePass:
        case TutorialTask::Repeat: {
            const auto right = southPitsWhere(start, [&](const Sown &s, int pit) {
                return l.task == TutorialTask::Capture    ? s.captures
                       : l.task == TutorialTask::MakePass ? s.northEmpty
                                                          : repeatsByHand(start, pit);
            });
            const int wrong = 1 - right.at(0);
            const Sown s = sowByHand(start.position.pits, wrong);
            run.choosePit(wrong);
            QVERIFY(run.needsRetry());
            if (l.task == TutorialTask::Repeat) {
                mustSay = QStringLiteral("changed");
            } else if (l.task == TutorialTask::MakePass) {
                // It names the North pit the counter went into.
                mustSay = letter(
                    *std::find_if(s.drops.begin(), s.drops.end(), [](int p) { return p >= 2; }));
            } else {
                mustSay = letter(s.last);
                if (l.id == u"own-side") {
                    // "made 2 in pit a, but that pit is North's"
                    QVERIFY(run.feedbackText().contains(QString::number(s.made)));
                    QVERIFY(run.feedbackText().contains(QStringLiteral("North's")));
                }
            }
            break;
        }
        case TutorialTask::NameWinner: {
            const int share = start.position.boardTotal() / 2;
            const bool southMore = start.captured[0] + share > start.captured[1] + share;
            run.chooseAnswer(southMore ? TutorialAnswer::North : TutorialAnswer::South);
            mustSay = QStringLiteral("shared equally");
            break;
        }
        }
        QCOMPARE(run.feedback(), TutorialRun::Feedback::Wrong);
        QVERIFY2(run.feedbackText().contains(mustSay), qPrintable(run.feedbackText()));
        QVERIFY(!run.isDone());
        QVERIFY(!TutorialProgress::isDone(l.id));
        // Another go: the lesson's board again, and the right try still completes it.
        if (run.needsRetry()) {
            // No try counts while the wrong move is on the board.
            run.choosePit(PitA);
            QVERIFY(!run.isDone());
            run.retry();
            QCOMPARE(run.state(), start);
            QCOMPARE(run.feedback(), TutorialRun::Feedback::None);
        }
    }

    void sowingShowsTheBoardMidMove() {
        const int lesson = lessonNamed("order");
        const TutorialLesson &l = Tutorial::lessons()[std::size_t(lesson)];
        TutorialRun run;
        run.startLesson(lesson);
        QSignalSpy shown(&run, &TutorialRun::boardShown);
        const int lifted = l.start.position.pits[std::size_t(l.pit)];
        run.choosePit(l.pit);
        QCOMPARE(run.counterInHand(), lifted);
        QCOMPARE(run.state().position.pits[std::size_t(l.pit)], 0);
        QCOMPARE(shown.size(), 1);
        std::array<int, 4> pits = l.start.position.pits;
        pits[std::size_t(l.pit)] = 0;
        for (int i = 0; i < lifted; ++i) {
            const int pit = (l.pit + i) % 4;
            run.choosePit(pit);
            ++pits[std::size_t(pit)];
            QCOMPARE(run.state().position.pits, pits);
            QCOMPARE(run.counterInHand(), lifted - i - 1);
        }
        QVERIFY(run.isDone());
        // The round went past North's pits and back to South's.
        QVERIFY(lifted >= 4);
    }

    void wrongPitsBeforePickingUpAreExplained() {
        const int lesson = lessonNamed("sow");
        TutorialRun run;
        run.startLesson(lesson);
        run.choosePit(Pitb);
        QVERIFY(run.feedbackText().contains(QStringLiteral("North's")));
        run.choosePit(PitB);
        QVERIFY(run.feedbackText().contains(QStringLiteral("This time")));
        QCOMPARE(run.counterInHand(), 0);
        // A later wrong pit names the pit that comes next.
        run.choosePit(PitA);
        run.choosePit(PitA);
        run.choosePit(Pitb);
        QCOMPARE(run.feedback(), TutorialRun::Feedback::Wrong);
        QVERIFY(run.feedbackText().contains(QStringLiteral("after pit A comes pit B")));
    }

    void refusedPitsAreExplainedWithoutAMove() {
        TutorialRun run;
        run.startLesson(lessonNamed("pass"));
        QSignalSpy played(&run, &TutorialRun::movePlayed);
        run.choosePit(Pita); // North's, and empty
        QVERIFY(run.feedbackText().contains(QStringLiteral("only play your own pits")));
        run.startLesson(lessonNamed("repetition"));
        QCOMPARE(run.feedback(), TutorialRun::Feedback::None);
        QVERIFY(run.feedbackText().isEmpty());
        run.choosePit(Pitb);
        QCOMPARE(played.size(), 0);
        QVERIFY(!run.needsRetry());
    }

    void progressIsKeptInTheSettings() {
        QCOMPARE(TutorialProgress::resumeLesson(), 0);
        QVERIFY(!TutorialProgress::wasOffered());
        TutorialProgress::setOffered();
        TutorialProgress::setCurrentLesson(QStringLiteral("pass"));
        {
            TutorialRun run;
            run.startLesson(lessonNamed("board"));
            run.choosePit(PitA);
        }
        QSettings().sync();
        // As the next start reads them.
        const QSettings settings;
        QCOMPARE(settings.value("learn/doneLessons").toStringList(), QStringList{"board"});
        QVERIFY(TutorialProgress::wasOffered());
        QCOMPARE(TutorialProgress::resumeLesson(), lessonNamed("pass"));
        TutorialProgress::setDone(QStringLiteral("board")); // no doubles
        QCOMPARE(TutorialProgress::doneLessons().size(), 1);
        // A lesson that no longer exists resumes at the first.
        TutorialProgress::setCurrentLesson(QStringLiteral("gone"));
        QCOMPARE(TutorialProgress::resumeLesson(), 0);
    }
};

QTEST_GUILESS_MAIN(TestTutorial)
#include "tst_tutorial.moc"
