// SPDX-License-Identifier: GPL-3.0-or-later
// Narration of move stories from hand-chosen positions; every expected sentence is worked out
// by hand from RULES.md. Told to a class (the projector, a replay) the mover is named; only the
// person at their own window is "you", and only for their own moves.
#include "classroom/classroom_test_util.h"
#include "game/learn/lesson.h"
#include "game/session/game_model.h"
#include "game/words/narrator.h"

#include <QTest>

using namespace tihbat;
using tihbat::testutil::stateOf;

namespace {

RuleOptions perPit(int n, bool chain = false) {
    RuleOptions o;
    o.countersPerPit = n;
    o.chainCapture = chain;
    return o;
}

MoveStory playOne(Game &game, int pit) {
    auto result = game.play(pit);
    return std::get<MoveStory>(result);
}

// The projector's voice: South and North by their sides' names.
const NarrationVoice Class;

QStringList texts(const std::vector<NarrationStep> &steps) {
    QStringList list;
    for (const NarrationStep &s : steps)
        list << s.text;
    return list;
}

} // namespace

class TestNarrator : public QObject {
    Q_OBJECT
private slots:
    // 2 3 1 2 S, South plays A: two counters into A then B; B makes 4 on South's side.
    void capture() {
        Game game(perPit(2), stateOf({2, 3, 1, 2}, Side::South));
        const MoveStory story = playOne(game, PitA);
        const auto steps = Narrator::steps(story, Class);
        QCOMPARE(texts(steps), QStringList({"1 of 2: into pit A", "2 of 2: into pit B",
                                            "The last counter made 4 in South's own pit: even "
                                            "and not more than 8, so South captures all 4 and "
                                            "puts them in their store."}));
        QCOMPARE(steps[0].state.position.pits, (std::array<int, 4>{1, 3, 1, 2}));
        // The last drop is shown before the capture, the outcome after it.
        QCOMPARE(steps[1].state.position.pits, (std::array<int, 4>{1, 4, 1, 2}));
        QCOMPARE(steps[2].state, story.after);
        QCOMPARE(story.after.captured[0], 4);
    }

    // 3 1 1 1 S, South plays A: A, B, a; the last counter is on North's side.
    void noCaptureOnOpponentSide() {
        Game game(perPit(2), stateOf({3, 1, 1, 1}, Side::South, {2, 0}));
        const auto steps = Narrator::steps(playOne(game, PitA), Class);
        QCOMPARE(
            texts(steps),
            QStringList({"1 of 3: into pit A", "2 of 3: into pit B", "3 of 3: into pit a",
                         "The last counter landed on North's side: nothing is captured there."}));
    }

    // 2 0 0 0 S, South plays A: A, B; B makes 1 (odd), and North has nothing left: a pass.
    void pass() {
        Game game(perPit(2), stateOf({2, 0, 0, 0}, Side::South, {4, 2}));
        const MoveStory story = playOne(game, PitA);
        QVERIFY(story.passFollows);
        QCOMPARE(texts(Narrator::steps(story, Class)),
                 QStringList({"1 of 2: into pit A", "2 of 2: into pit B",
                              "The last counter made 1 in South's own pit: an odd number, so no "
                              "capture.",
                              "North has no counters in their pits and passes."}));
    }

    // 1 1 1 1 S: A then a leave the counts as they were, South to move: the start repeats.
    void repetition() {
        Game game(perPit(2), stateOf({1, 1, 1, 1}, Side::South, {2, 2}));
        playOne(game, PitA);
        const MoveStory story = playOne(game, Pita);
        QCOMPARE(story.end, GameEnd::Repetition);
        QCOMPARE(texts(Narrator::steps(story, Class)),
                 QStringList({"1 of 1: into pit a",
                              "The last counter made 1 in North's own pit: an odd number, so no "
                              "capture.",
                              "This position has been seen before: the game ends and the 4 "
                              "counters left are shared, 2 each.",
                              "It is a draw: 4 counters each."}));
    }

    // 1 1 1 1 S, South ahead 6 to 2 in captures: the repetition shares 2 each, 8 to 4.
    void winner() {
        Game game(perPit(3), stateOf({1, 1, 1, 1}, Side::South, {6, 2}));
        playOne(game, PitB);
        const MoveStory story = playOne(game, Pitb);
        QCOMPARE(story.end, GameEnd::Repetition);
        QCOMPARE(Narrator::steps(story, Class).back().text,
                 QString("South wins with 8 counters against 4."));
    }

    // 6 2 0 0 S with chain capture, South plays A: A B a b A B; B makes 4, A before it 2.
    void chain() {
        Game game(perPit(2, true), stateOf({6, 2, 0, 0}, Side::South));
        const MoveStory story = playOne(game, PitA);
        const QStringList got = texts(Narrator::steps(story, Class));
        QCOMPARE(got.size(), 8);
        QCOMPARE(got[6], QString("The last counter made 4 in South's own pit: even and not more "
                                 "than 8, so South captures all 4 and puts them in their store."));
        QCOMPARE(got[7], QString("The pit before it, A, holds 2: even and not more than 8, so "
                                 "South captures them too."));
        // Told to South, who made the move, both captures are theirs.
        const QStringList toSouth = texts(Narrator::steps(story, Class.speakingTo(Side::South)));
        QCOMPARE(toSouth[6], QString("The last counter made 4 in your own pit: even and not more "
                                     "than 8, so you capture them and put all 4 in your store."));
        QCOMPARE(toSouth[7], QString("The pit before it, A, holds 2: even and not more than 8, "
                                     "so you capture them too."));
    }

    // 2 1 9 4 N, North plays b: b, A, B, a; the last makes 10 in a, even but over 8.
    void evenOverEight() {
        Game game(perPit(6), stateOf({2, 1, 9, 4}, Side::North, {4, 4}));
        const MoveStory story = playOne(game, Pitb); // b, A, B, a
        QCOMPARE(Narrator::steps(story, Class).back().text,
                 QString("The last counter made 10 in North's own pit: more than 8, so no "
                         "capture."));
        QCOMPARE(Narrator::steps(story, Class.speakingTo(Side::North)).back().text,
                 QString("The last counter made 10 in your own pit: more than 8, so no "
                         "capture."));
    }

    // Against the computer, the person South: their own capture is told to them; North's reply
    // b, capturing 4, names the computer as its name plate does (not "you") wherever it is
    // narrated. 2 1 2 3 N, North plays a: a, b; b makes 4 on North's side.
    void computersCaptureNamesTheComputer() {
        GameSetup setup;
        setup.players[sideIndex(Side::South)] = {PlayerKind::Human, Level::Easy, QString()};
        setup.players[sideIndex(Side::North)] = {PlayerKind::Computer, Level::Easy, QString()};
        Game game(perPit(2), stateOf({2, 1, 2, 3}, Side::North));
        const MoveStory story = playOne(game, Pita);
        QCOMPARE(story.capturedCounters(), 4);
        // Named as on its name plate and in a saved record of the game, so a replay of the game
        // names it the same way.
        const QString namesNorth("The last counter made 4 in Computer (Easy)'s own pit: even and "
                                 "not more than 8, so Computer (Easy) captures all 4 and puts "
                                 "them in their store.");
        // The person's window speaks to South: North's move is still North's.
        const NarrationVoice person = NarrationVoice::naming(setup).speakingTo(Side::South);
        QCOMPARE(Narrator::landingSentence(story, person), namesNorth);
        // The projector speaks to nobody.
        QCOMPARE(Narrator::landingSentence(story, NarrationVoice::naming(setup)), namesNorth);
        const std::vector<LessonFrame> frames =
            Lesson::frames(game, false, NarrationVoice::naming(setup));
        // The last picture of the move names the pit played again.
        QCOMPARE(frames.back().text, "Computer (Easy) played pit a. " + namesNorth);
        QCOMPARE(Lesson::caption(frames.back()),
                 "Computer (Easy) played pit a. " + namesNorth + " South to move.");
        for (const LessonFrame &frame : frames)
            QVERIFY2(!Lesson::caption(frame).contains("you", Qt::CaseInsensitive),
                     qPrintable(Lesson::caption(frame)));
    }

    // A game with the players' names (hot seat, a replayed record): every sentence about a side
    // uses its player's name. 1 1 1 1 S, South ahead 6 to 2: B then b (each sown into itself)
    // repeat the start.
    void playersNamesInEverySentence() {
        Game game(perPit(3), stateOf({1, 1, 1, 1}, Side::South, {6, 2}));
        playOne(game, PitB);
        playOne(game, Pitb);
        const NarrationVoice names =
            NarrationVoice::naming(QStringLiteral(" Amina "), QStringLiteral("Youssef"));
        QCOMPARE(names.name(Side::South), QString("Amina"));
        const std::vector<LessonFrame> frames = Lesson::frames(game, true, names);
        QStringList captions;
        for (const LessonFrame &frame : frames)
            captions << Lesson::caption(frame);
        QCOMPARE(
            captions,
            QStringList({"Amina to move.", "Guess! What will Amina play?",
                         "Amina sows pit B. 1 of 1: into pit B",
                         "Amina played pit B. The last counter made 1 in Amina's own pit: an "
                         "odd number, so no capture. Youssef to move.",
                         "Guess! What will Youssef play?", "Youssef sows pit b. 1 of 1: into pit b",
                         "The last counter made 1 in Youssef's own pit: an odd number, so "
                         "no capture.",
                         "This position has been seen before: the game ends and the 4 "
                         "counters left are shared, 2 each.",
                         "Youssef played pit b. The last counter made 1 in Youssef's own pit: "
                         "an odd number, so no capture. This position has been seen before: the "
                         "game ends and the 4 counters left are shared, 2 each. Amina wins with "
                         "8 counters against 4."}));
        // The caption that stays keeps why the game ended, and its score is the stores': the
        // 4 counters left are shown shared into them, 6 + 2 and 2 + 2.
        const LessonFrame &last = frames.back();
        QVERIFY(last.stop && last.gameOver);
        QCOMPARE(last.state.captured, (std::array<int, 2>{8, 4}));
        QCOMPARE(last.state.position.boardTotal(), 0);
        // A blank name is the side's.
        QCOMPARE(NarrationVoice::naming(QStringLiteral("  "), QString()).name(Side::North),
                 QString("North"));
    }

    // Every drop of a long move, in order, and the board after k drops.
    void everyDrop() {
        Game game; // 7 7 7 7 S
        const MoveStory story = playOne(game, PitB);
        const auto steps = Narrator::steps(story, Class);
        QCOMPARE(int(steps.size()), 8);
        const char *const pits = "BabABab"; // origin first, then on round
        for (int k = 1; k <= 7; ++k) {
            QCOMPARE(steps[k - 1].text,
                     QString("%1 of 7: into pit %2").arg(k).arg(QChar(pits[k - 1])));
            const GameState after = Narrator::stateAfterDrops(story, k);
            int sown = 0;
            for (int pit = 0; pit < 4; ++pit)
                sown += after.position.pits[pit];
            QCOMPARE(sown, 21 + k); // 28 less the 7 lifted, plus k sown
        }
        QCOMPARE(Narrator::stateAfterDrops(story, 3).position.pits,
                 (std::array<int, 4>{7, 1, 8, 8}));
    }
};

QTEST_GUILESS_MAIN(TestNarrator)
#include "tst_narrator.moc"
