// SPDX-License-Identifier: GPL-3.0-or-later
// Words for a puzzle: its statement, its difficulty, the person's progress, and what a move
// did (a wrong try's explanation, the praise for the right one, the narration of "Show me").
// Each explanation says what the move did at once (the narrator's sentence about its last
// counter) and what it gains with best play after it, against the best move.
#pragma once

#include "core/puzzles.h"
#include "core/rules.h"

#include <QCoreApplication>
#include <QString>

namespace tihbat {

class PuzzleTexts {
    Q_DECLARE_TR_FUNCTIONS(PuzzleTexts)
public:
    // "South to play and win 4 more counters than North from here."
    static QString statement(const Puzzle &puzzle);
    static QString difficulty(PuzzleDifficulty difficulty);
    // "Easy · 7 counters in each pit at the start"
    static QString details(const Puzzle &puzzle);
    // "37 of 286 solved"
    static QString progress(int solved, int total);
    // "Streak: 3 (best 5)"
    static QString streak(int current, int best);
    // What to do, before the first try: the pits (and keys) are the mover's own.
    static QString prompt(Side mover);

    // What a move gains with best play after it, from the mover's side (see PuzzleMove).
    static QString gainSentence(Side mover, int gain);
    // A wrong move (its story, not played): what it did, what it gains, and another go.
    static QString wrongMove(const Puzzle &puzzle, const MoveStory &story);
    // The right move, played.
    static QString praise(const Puzzle &puzzle, const MoveStory &story);
    // The best move shown: which it is, what it did, what it gains and what the other one would.
    static QString solution(const Puzzle &puzzle, const MoveStory &story);
    // The whole solution when it is longer than one move: "Best play from here: South A, North
    // b, South B and captures 4." Empty for a single move.
    static QString solutionLine(const std::vector<MoveStory> &line);
};

} // namespace tihbat
