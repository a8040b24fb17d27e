// SPDX-License-Identifier: GPL-3.0-or-later
// A game of Tihbat: options, start, moves played, positions seen, undo/redo and the result.
#pragma once

#include "rules.h"

#include <optional>
#include <span>
#include <variant>
#include <vector>

namespace tihbat {

struct Outcome {
    std::array<int, 2> finalScore{}; // captured plus the share of the board, by sideIndex
    std::optional<Side> winner;      // empty for a draw
    GameEnd reason = GameEnd::None;
};

// The result of a game stopped in the given state for the given reason.
Outcome outcomeOf(const GameState &state, GameEnd reason);

class Game {
public:
    explicit Game(const RuleOptions &options = {});
    // A game that starts from a set-up position; the caller validates it first.
    Game(const RuleOptions &options, const GameState &start);

    const RuleOptions &options() const { return m_options; }
    const GameState &start() const { return m_start; }
    const GameState &state() const { return m_plies.empty() ? m_start : m_plies.back().after; }
    const Position &position() const { return state().position; }

    bool isOver() const { return endReason() != GameEnd::None; }
    GameEnd endReason() const;
    std::optional<Outcome> outcome() const;

    std::vector<int> legalMoves() const;
    MoveError check(int pit) const;
    // Plays a pit; on a refused move nothing changes and the error says why.
    std::variant<MoveStory, MoveError> play(int pit);

    bool canUndo() const { return !m_plies.empty(); }
    bool canRedo() const { return !m_undone.empty(); }
    // The moves taken back that redo would play again; the last one is played first.
    const std::vector<MoveStory> &undoneStories() const { return m_undone; }
    // Takes back the last move; returns its story (so a view can show what was undone).
    std::optional<MoveStory> undo();
    std::optional<MoveStory> redo();

    // The same game after its first `plies` moves (clamped), with nothing to redo: where a
    // replay or a lesson stands, to play on or to ask the solver about.
    Game prefix(int plies) const;

    // Pits played, in order (passes are never written).
    std::vector<int> moves() const;
    int plies() const { return static_cast<int>(m_plies.size()); }
    const std::vector<MoveStory> &stories() const { return m_plies; }

    // Every position since the last capture (or the start), the current one last, passes
    // included. Only these can recur, so only these matter to the repetition rule.
    std::span<const Position> positionsSinceCapture() const;

private:
    MoveStory apply(MoveStory story);
    bool seenSinceCapture(const Position &p) const;

    RuleOptions m_options;
    GameState m_start;
    std::vector<MoveStory> m_plies;
    std::vector<MoveStory> m_undone;
    // Every position in order of play; the current segment (since the last capture) starts at
    // m_segmentStart. For undo, each ply remembers both values from before it.
    struct Bookmark {
        std::size_t seenCount = 0;
        std::size_t segmentStart = 0;
    };
    std::vector<Position> m_seen;
    std::size_t m_segmentStart = 0;
    std::vector<Bookmark> m_bookmarks;
};

} // namespace tihbat
