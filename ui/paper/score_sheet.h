// SPDX-License-Identifier: GPL-3.0-or-later
// A game's score sheet as data: the record (players, date, options), the game replayed from it,
// the exact solver's verdict on every position (the replay's values), and what the sheet shows
// of them: each move's value and what it gave away, and the moves that get a board diagram.
#pragma once

#include "core/game.h"
#include "core/move_value.h"
#include "record/record.h"

#include <QPageSize>
#include <optional>
#include <stdexcept>
#include <vector>

namespace tihbat {

// The record is not a legal game, or the values do not fit it.
class ScoreSheetError : public std::runtime_error {
public:
    using std::runtime_error::runtime_error;
};

struct ScoreSheet {
    // A move that gives away this many counters or more is a blunder ("??"), as in the replay.
    static constexpr int BlunderLoss = 6;
    // Without captures, a diagram every this many moves.
    static constexpr int DiagramInterval = 10;

    record::GameRecord record;
    Game game;
    std::vector<PositionAnalysis> analysis; // by position: 0 (the start) to game.plies()
    QPageSize::PageSizeId paper = QPageSize::A4;

    // Move `move` (from 1): what it gave away from its player's point of view, 0 for a best one.
    int lossOf(int move) const;
    // The moves after which a diagram is drawn: every capture (or every DiagramInterval moves in
    // a game without any), and the last move.
    std::vector<int> diagramMoves() const;
    // For a game that ended by repetition, the first move after which the last position stood
    // before (0: the starting position); nothing for another game, or when the position that
    // came back was one a player passed in.
    std::optional<int> repeatedAfter() const;
};

// Replays the record and checks that there is one verdict per position.
ScoreSheet makeScoreSheet(record::GameRecord record, std::vector<PositionAnalysis> analysis,
                          QPageSize::PageSizeId paper);

} // namespace tihbat
