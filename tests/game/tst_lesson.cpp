// SPDX-License-Identifier: GPL-3.0-or-later
// The lesson frames of a presentation, worked out without a window: one frame per narration
// step of every move, "Guess!" pauses before moves, stops and where to stand after n moves; and
// the core's game prefixes they are built on.
#include "game/learn/lesson.h"
#include "game/words/narrator.h"

#include <QTest>

using namespace tihbat;

namespace {

// A real game: the first legal move each time.
Game someGame(int plies) {
    Game game;
    for (int i = 0; i < plies && !game.isOver(); ++i)
        game.play(game.legalMoves().front());
    return game;
}

} // namespace

class TestLesson : public QObject {
    Q_OBJECT
private slots:
    void framesFollowTheNarration() {
        const Game game = someGame(5);
        const std::vector<LessonFrame> frames = Lesson::frames(game, false, NarrationVoice());
        QCOMPARE(frames.front().kind, LessonFrame::Kind::Start);
        QCOMPARE(frames.front().state, game.start());
        std::size_t at = 1;
        for (std::size_t m = 0; m < game.stories().size(); ++m) {
            const MoveStory &story = game.stories()[m];
            const std::vector<NarrationStep> steps = Narrator::steps(story, NarrationVoice());
            for (std::size_t k = 0; k < steps.size(); ++k, ++at) {
                QVERIFY(at < frames.size());
                const LessonFrame &f = frames[at];
                QCOMPARE(f.kind, LessonFrame::Kind::Step);
                QCOMPARE(f.moves, static_cast<int>(m) + 1);
                QCOMPARE(f.state, steps[k].state);
                QCOMPARE(f.side, story.mover);
                QCOMPARE(f.stop, k + 1 == steps.size());
                QVERIFY(f.text.endsWith(steps[k].text));
            }
            // The stop of each move says whose turn it is next.
            const LessonFrame &stop = frames[at - 1];
            QCOMPARE(stop.state, story.after);
            QVERIFY(Lesson::caption(stop).endsWith(
                Lesson::restText(story.after, story.end != GameEnd::None, NarrationVoice())));
        }
        QCOMPARE(at, frames.size());
    }

    void guessPausesBeforeEachMove() {
        const Game game = someGame(4);
        const std::vector<LessonFrame> frames = Lesson::frames(game, true, NarrationVoice());
        int guesses = 0;
        for (std::size_t i = 0; i < frames.size(); ++i) {
            if (frames[i].kind != LessonFrame::Kind::Guess)
                continue;
            const MoveStory &story = game.stories()[static_cast<std::size_t>(guesses)];
            QCOMPARE(frames[i].moves, guesses);
            QCOMPARE(frames[i].state, story.before);
            QVERIFY(frames[i].stop);
            QCOMPARE(frames[i + 1].moves, guesses + 1);
            ++guesses;
        }
        QCOMPARE(guesses, game.plies());
        // Where to stand after n moves is the end of move n, never the guess before move n+1.
        for (int n = 0; n <= game.plies(); ++n) {
            const LessonFrame &f = frames[static_cast<std::size_t>(Lesson::stopAfter(frames, n))];
            QCOMPARE(f.state, game.prefix(n).state());
            QVERIFY(f.kind != LessonFrame::Kind::Guess);
        }
    }

    void stopsStepFromMoveToMove() {
        const Game game = someGame(3);
        const std::vector<LessonFrame> frames = Lesson::frames(game, false, NarrationVoice());
        int at = 0;
        for (int n = 1; n <= game.plies(); ++n) {
            at = Lesson::nextStop(frames, at);
            QCOMPARE(at, Lesson::stopAfter(frames, n));
        }
        QCOMPARE(Lesson::nextStop(frames, at), static_cast<int>(frames.size()) - 1);
        for (int n = game.plies() - 1; n >= 0; --n) {
            at = Lesson::previousStop(frames, at);
            QCOMPARE(at, Lesson::stopAfter(frames, n));
        }
    }

    void prefixIsTheGameSoFar() {
        Game game = someGame(6);
        for (int n = 0; n <= game.plies(); ++n) {
            const Game prefix = game.prefix(n);
            QCOMPARE(prefix.plies(), n);
            QCOMPARE(prefix.state(), n == 0 ? game.start() : game.stories()[n - 1].after);
            QVERIFY(!prefix.canRedo());
        }
        QCOMPARE(game.prefix(99).plies(), game.plies());
        QCOMPARE(game.prefix(-1).plies(), 0);
        // From a set-up start too.
        GameState start;
        start.position.pits = {2, 4, 0, 2};
        start.captured = {4, 16};
        Game setUp(RuleOptions{}, start);
        setUp.play(setUp.legalMoves().front());
        QCOMPARE(setUp.prefix(0).state(), setUp.start());
        QCOMPARE(setUp.prefix(1).state(), setUp.state());
    }
};

QTEST_GUILESS_MAIN(TestLesson)
#include "tst_lesson.moc"
