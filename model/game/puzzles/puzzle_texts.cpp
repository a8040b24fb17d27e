// SPDX-License-Identifier: GPL-3.0-or-later
#include "puzzle_texts.h"

#include "game/words/game_texts.h"
#include "game/words/move_wording.h"

#include <QStringList>

namespace tihbat {

namespace {

// What a move did at once: where its last counter fell (and what it captured), an automatic pass
// after it, and the end of the game if it ended there. The move is the person's own (they play
// the puzzle's side), so it is told to them.
QString whatItDid(const MoveStory &story) {
    const NarrationVoice voice = NarrationVoice().speakingTo(story.mover);
    QStringList sentences = MoveWording::outcomes(story, voice);
    if (story.end != GameEnd::None)
        sentences.removeLast(); // the puzzle's own praise says how it went
    return sentences.join(u' ');
}

} // namespace

QString PuzzleTexts::statement(const Puzzle &puzzle) {
    const Side mover = puzzle.mover();
    //: A puzzle's task in one sentence. %1 is the side to move (South or North), %2 the other
    //: side; %n counters is how many more than the other side the best move wins from this
    //: position on (captures still to come and the share at the end), with best play.
    return tr("%1 to play and win %n more counters than %2 from here.", "puzzle", puzzle.bestGain())
        .arg(GameTexts::sideName(mover), GameTexts::sideName(opponent(mover)));
}

QString PuzzleTexts::difficulty(PuzzleDifficulty difficulty) {
    switch (difficulty) {
    case PuzzleDifficulty::Easy:
        //: A puzzle's difficulty
        return tr("Easy", "puzzle difficulty");
    case PuzzleDifficulty::Medium:
        //: A puzzle's difficulty
        return tr("Medium", "puzzle difficulty");
    case PuzzleDifficulty::Hard:
        break;
    }
    //: A puzzle's difficulty
    return tr("Hard", "puzzle difficulty");
}

QString PuzzleTexts::details(const Puzzle &puzzle) {
    //: Under a puzzle: %1 is its difficulty (Easy, Medium, Hard); %n the counters in each pit at
    //: the start of the game the position comes from.
    return tr("%1 · from a game with %n counters in each pit", "puzzle", puzzle.countersPerPit)
        .arg(difficulty(puzzle.difficulty));
}

QString PuzzleTexts::progress(int solved, int total) {
    //: Puzzles: how many of all the puzzles the person has solved, e.g. "37 of 286 solved"
    return tr("%1 of %2 solved", "puzzles").arg(solved).arg(total);
}

QString PuzzleTexts::streak(int current, int best) {
    //: Puzzles: %1 puzzles solved at the first try in a row now, %2 the most ever in a row
    return tr("Streak: %1 (best %2)", "puzzles").arg(current).arg(best);
}

QString PuzzleTexts::prompt(Side mover) {
    // The keys are the letters of the mover's own pits (A and B for South, a and b for North):
    // the board plays the pit of the letter pressed on the side to move.
    const auto pits = pitsOf(mover);
    //: Puzzles: what to do before the first try. %1 and %2 are the letters of the player's own
    //: pits (A and B, or a and b), which are also the keys that play them.
    return tr("Find the best move: click one of your pits, or press %1 or %2.")
        .arg(GameTexts::pitName(pits[0]), GameTexts::pitName(pits[1]));
}

QString PuzzleTexts::gainSentence(Side mover, int gain) {
    const QString me = GameTexts::sideName(mover);
    const QString other = GameTexts::sideName(opponent(mover));
    if (gain > 0) {
        //: After a puzzle move: %1 wins %n more counters than %2 from here on, with best play
        return tr("With best play from there, %1 wins %n more counters than %2.", "puzzle", gain)
            .arg(me, other);
    }
    if (gain < 0) {
        //: After a puzzle move: the other side, %1, wins %n more counters than the mover %2
        return tr("With best play from there, %1 wins %n more counters than %2.", "puzzle", -gain)
            .arg(other, me);
    }
    //: After a puzzle move: neither side wins more of the counters still to be won
    return tr("With best play from there, %1 and %2 win the same number of counters.", "puzzle")
        .arg(me, other);
}

QString PuzzleTexts::wrongMove(const Puzzle &puzzle, const MoveStory &story) {
    const int gain = puzzle.gainOf(story.pit).value_or(0);
    //: Puzzles, a wrong move: kind, first words; %1 is the pit tried (A, B, a or b)
    const QString opening =
        tr("Pit %1 is not the best move.", "puzzle").arg(GameTexts::pitName(story.pit));
    //: Puzzles, a wrong move: the last words, after the sentence on what the wrong move gains;
    //: %n is how many more counters than the other side the best move wins (not in addition)
    const QString again = tr("With the best move you would instead win %n more counters than the "
                             "other side. Have another go!",
                             "puzzle", puzzle.bestGain());
    return opening + u' ' + whatItDid(story) + u' ' + gainSentence(puzzle.mover(), gain) + u' ' +
           again;
}

QString PuzzleTexts::praise(const Puzzle &puzzle, const MoveStory &story) {
    //: Puzzles: the right move was played; %1 is its pit (A, B, a or b)
    const QString opening =
        tr("Well done, pit %1 is the best move!", "puzzle").arg(GameTexts::pitName(story.pit));
    return opening + u' ' + whatItDid(story) + u' ' +
           gainSentence(puzzle.mover(), puzzle.bestGain());
}

QString PuzzleTexts::solution(const Puzzle &puzzle, const MoveStory &story) {
    //: Puzzles, Show me: the solution is played; %1 is its pit (A, B, a or b)
    QString text = tr("The best move is pit %1.", "puzzle").arg(GameTexts::pitName(story.pit)) +
                   u' ' + whatItDid(story) + u' ' + gainSentence(puzzle.mover(), puzzle.bestGain());
    for (const PuzzleMove &other : puzzle.moves) {
        if (other.pit == story.pit)
            continue;
        //: Puzzles, Show me: what the other move would have given; %1 is its pit, %2 the
        //: sentence on what it gains ("With best play from there, ...")
        text += u' ' +
                tr("Pit %1 instead: %2", "puzzle")
                    .arg(GameTexts::pitName(other.pit), gainSentence(puzzle.mover(), other.gain));
    }
    return text;
}

QString PuzzleTexts::solutionLine(const std::vector<MoveStory> &line) {
    if (line.size() < 2)
        return {};
    QStringList moves;
    for (const MoveStory &story : line) {
        const QString side = GameTexts::sideName(story.mover);
        const QString pit = GameTexts::pitName(story.pit);
        const int captured = story.capturedCounters();
        moves.append(captured > 0
                         //: One move of a puzzle's solution: %1 the side, %2 the pit it plays,
                         //: %n the counters it captures
                         ? tr("%1 %2 capturing %n", "puzzle solution move", captured).arg(side, pit)
                         //: One move of a puzzle's solution: %1 the side, %2 the pit it plays
                         : tr("%1 %2", "puzzle solution move").arg(side, pit));
    }
    //: Puzzles, Show me: the moves of best play, %1 is the list ("South A, North b, South B
    //: capturing 4")
    return tr("Best play from here: %1.", "puzzle").arg(moves.join(tr(", ", "list separator")));
}

} // namespace tihbat
