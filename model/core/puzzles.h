// SPDX-License-Identifier: GPL-3.0-or-later
// Puzzles: positions from real play where one move is clearly best, with what every move gains
// under perfect play, graded from easy to hard. The collection the program ships is generated
// once by generatePuzzles() (fixed seeds) and kept as text (resources/puzzles/puzzles.txt, one
// puzzle a line, see formatPuzzle); a test regenerates it and requires the same bytes.
#pragma once

#include "solver.h"

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace tihbat {

enum class PuzzleDifficulty : std::uint8_t { Easy, Medium, Hard };
constexpr int PuzzleDifficultyCount = 3;

// "easy", "medium", "hard": the names in the data file and on tihbat-cli's command line.
std::string_view difficultyName(PuzzleDifficulty difficulty);
std::optional<PuzzleDifficulty> difficultyNamed(std::string_view name);

// What a move gains: the counters the mover ends the game with beyond the opponent, counting
// only those still to be won from the puzzle's position (captures to come and the share of a
// repetition), under perfect play by both sides after it. Negative when the opponent gets more.
struct PuzzleMove {
    int pit = 0;
    int gain = 0;
    bool operator==(const PuzzleMove &) const = default;
};

struct Puzzle {
    int id = 0;
    int countersPerPit = 7;        // the start of the game it comes from
    GameState state;               // the position (no history before it) and the captures so far
    std::vector<PuzzleMove> moves; // every legal move, in pit order
    // Plies of perfect play, the mover's move included, until the mover has banked the gain.
    int depth = 0;
    PuzzleDifficulty difficulty = PuzzleDifficulty::Easy;

    Side mover() const { return state.position.toMove; }
    // The rules it is played with: its counters per pit, no chain capture.
    RuleOptions options() const;
    // The game it sets up: this position with no history.
    Game game() const;
    int bestGain() const;
    // The moves that gain the most, in pit order (exactly one in a shipped puzzle).
    std::vector<int> bestPits() const;
    // How much the best move gains over the next best one.
    int margin() const;
    // What the given move gains, if it is legal.
    std::optional<int> gainOf(int pit) const;
    bool isBest(int pit) const;
    bool operator==(const Puzzle &) const = default;
};

// The facts of a position as a puzzle, from the solver: every move's gain and the depth. No id
// or difficulty yet; empty when the side to move has no choice or no legal move.
std::optional<Puzzle> analysePuzzle(const GameState &state, int countersPerPit,
                                    const Solver &solver);

// The solution as it is shown: the best move, then perfect play by both sides (a capture first
// where several moves keep the value) until the mover has captured the gain; `depth` moves.
std::vector<MoveStory> puzzleSolution(const Puzzle &puzzle, const Solver &solver);

// The grade from how far the best move is ahead of the other (margin) and how deep the win is:
// a large margin banked at once is easy, a small one that needs a long plan is hard.
PuzzleDifficulty gradePuzzle(int margin, int depth);

// One line of the data file, e.g. "12 7 easy | 3 0 5 2 S | 4 6 | A+4 B-2 | 1": id, counters per
// pit, difficulty | position | captured South North | each move with its gain | depth.
std::string formatPuzzle(const Puzzle &puzzle);
// Reads a line written by formatPuzzle; throws std::invalid_argument saying what is wrong.
Puzzle parsePuzzle(std::string_view line);
// The whole data file (comment lines start with '#'); errors name the line number.
std::vector<Puzzle> parsePuzzles(std::string_view text);
std::string formatPuzzles(const std::vector<Puzzle> &puzzles);

// The counters per pit the collection is sampled from (several the New Game dialog offers).
std::vector<int> puzzleCounterCounts();

// The collection, sampled from games between the computer levels with fixed seeds and chosen
// by the solver: the same output every time, easy first, ids from 1 in that order.
std::vector<Puzzle> generatePuzzles();

// The shipped collection (the data file built into the program).
const std::vector<Puzzle> &shippedPuzzles();

} // namespace tihbat
