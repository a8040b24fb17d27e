// SPDX-License-Identifier: GPL-3.0-or-later
#include "game.h"

#include <algorithm>

namespace tihbat {

Outcome outcomeOf(const GameState &state, GameEnd reason) {
    Outcome out;
    out.reason = reason;
    // The board total is always even (captures are even), so the share is whole.
    const int share = state.position.boardTotal() / 2;
    out.finalScore = {state.captured[0] + share, state.captured[1] + share};
    if (out.finalScore[0] != out.finalScore[1])
        out.winner = out.finalScore[0] > out.finalScore[1] ? Side::South : Side::North;
    return out;
}

Game::Game(const RuleOptions &options)
    : Game(options, GameState{startPosition(options), {0, 0}}) {}

Game::Game(const RuleOptions &options, const GameState &start)
    : m_options(options)
    , m_start(start) {
    m_seen.push_back(start.position);
    // A set-up position whose side to move is empty starts with the automatic pass.
    if (mustPass(start.position))
        m_seen.push_back(afterPass(start.position));
    m_start.position = m_seen.back();
}

Game Game::prefix(int plies) const {
    Game game(m_options, m_start);
    const int n = std::clamp(plies, 0, this->plies());
    for (int i = 0; i < n; ++i)
        game.play(m_plies[static_cast<std::size_t>(i)].pit);
    return game;
}

GameEnd Game::endReason() const {
    if (m_plies.empty())
        return m_start.position.boardTotal() == 0 ? GameEnd::AllCaptured : GameEnd::None;
    return m_plies.back().end;
}

std::optional<Outcome> Game::outcome() const {
    if (!isOver())
        return std::nullopt;
    return outcomeOf(state(), endReason());
}

std::vector<int> Game::legalMoves() const {
    if (isOver())
        return {};
    return tihbat::legalMoves(position());
}

MoveError Game::check(int pit) const {
    if (isOver())
        return MoveError::GameOver;
    return checkMove(position(), pit);
}

std::variant<MoveStory, MoveError> Game::play(int pit) {
    if (const MoveError error = check(pit); error != MoveError::None)
        return error;
    m_undone.clear();
    return apply(sow(state(), pit, m_options));
}

bool Game::seenSinceCapture(const Position &p) const {
    return std::find(m_seen.begin() + static_cast<std::ptrdiff_t>(m_segmentStart), m_seen.end(),
                     p) != m_seen.end();
}

MoveStory Game::apply(MoveStory story) {
    m_bookmarks.push_back({m_seen.size(), m_segmentStart});
    if (!story.captures.empty())
        m_segmentStart = m_seen.size();

    if (story.end == GameEnd::None) {
        if (story.passFollows) {
            // The position before the automatic pass is a position of the game too.
            Position passing = story.after.position;
            passing.toMove = opponent(passing.toMove);
            if (seenSinceCapture(passing)) {
                story.end = GameEnd::Repetition;
                story.passFollows = false;
                story.after.position = passing;
            } else {
                m_seen.push_back(passing);
            }
        }
        if (story.end == GameEnd::None && seenSinceCapture(story.after.position))
            story.end = GameEnd::Repetition;
    }
    m_seen.push_back(story.after.position);
    m_plies.push_back(story);
    return story;
}

std::optional<MoveStory> Game::undo() {
    if (m_plies.empty())
        return std::nullopt;
    MoveStory story = m_plies.back();
    m_plies.pop_back();
    m_seen.resize(m_bookmarks.back().seenCount);
    m_segmentStart = m_bookmarks.back().segmentStart;
    m_bookmarks.pop_back();
    m_undone.push_back(story);
    return story;
}

std::optional<MoveStory> Game::redo() {
    if (m_undone.empty())
        return std::nullopt;
    const MoveStory story = m_undone.back();
    m_undone.pop_back();
    return apply(sow(state(), story.pit, m_options));
}

std::vector<int> Game::moves() const {
    std::vector<int> pits;
    pits.reserve(m_plies.size());
    for (const MoveStory &s : m_plies)
        pits.push_back(s.pit);
    return pits;
}

std::span<const Position> Game::positionsSinceCapture() const {
    return std::span<const Position>(m_seen).subspan(m_segmentStart);
}

} // namespace tihbat
