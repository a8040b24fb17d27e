// SPDX-License-Identifier: GPL-3.0-or-later
#include "rules.h"

#include <cassert>

namespace tihbat {

bool isCaptureCount(int counters) {
    return counters == 2 || counters == 4 || counters == 6 || counters == 8;
}

namespace {

// Applies the capture rule to pits after a sowing that ended in last (beforeLast is the pit
// sown just before it, or -1 when only one counter was sown); returns what was taken.
std::vector<Capture> takeCaptures(std::array<int, PitCount> &pits, Side mover, int last,
                                  int beforeLast, bool chainCapture) {
    std::vector<Capture> taken;
    if (ownerOf(last) != mover || !isCaptureCount(pits[last]))
        return taken;
    taken.push_back({last, pits[last]});
    // The chain reaches back only over the mover's own side.
    if (chainCapture && beforeLast >= 0 && ownerOf(beforeLast) == mover &&
        isCaptureCount(pits[beforeLast]))
        taken.push_back({beforeLast, pits[beforeLast]});
    for (const Capture &c : taken)
        pits[c.pit] = 0;
    return taken;
}

} // namespace

std::vector<int> legalMoves(const Position &position) {
    std::vector<int> moves;
    for (int pit : pitsOf(position.toMove)) {
        if (position.pits[pit] > 0)
            moves.push_back(pit);
    }
    return moves;
}

bool mustPass(const Position &position) {
    return position.sideTotal(position.toMove) == 0 && position.boardTotal() > 0;
}

MoveError checkMove(const Position &position, int pit) {
    if (!isValidPit(pit))
        return MoveError::UnknownPit;
    if (ownerOf(pit) != position.toMove)
        return MoveError::WrongSide;
    if (position.pits[pit] == 0)
        return MoveError::EmptyPit;
    return MoveError::None;
}

Position afterPass(const Position &position) {
    Position next = position;
    next.toMove = opponent(position.toMove);
    return next;
}

MoveStory sow(const GameState &state, int pit, const RuleOptions &options) {
    assert(checkMove(state.position, pit) == MoveError::None);
    MoveStory story;
    story.before = state;
    story.mover = state.position.toMove;
    story.pit = pit;

    GameState next = state;
    auto &pits = next.position.pits;
    story.lifted = pits[pit];
    pits[pit] = 0;
    story.drops.reserve(story.lifted);
    // The first counter goes straight back into the emptied pit.
    for (int i = 0, target = pit; i < story.lifted; ++i, target = nextPit(target)) {
        ++pits[target];
        story.drops.push_back(target);
    }

    const int beforeLast = story.lifted >= 2 ? story.drops[story.drops.size() - 2] : -1;
    story.captures =
        takeCaptures(pits, story.mover, story.lastPit(), beforeLast, options.chainCapture);
    for (const Capture &c : story.captures)
        next.captured[sideIndex(story.mover)] += c.counters;

    next.position.toMove = opponent(story.mover);
    if (next.position.boardTotal() == 0) {
        story.end = GameEnd::AllCaptured;
    } else if (mustPass(next.position)) {
        story.passFollows = true;
    }
    story.after = next;
    if (story.passFollows)
        story.after.position = afterPass(next.position);
    return story;
}

Transition successor(const Position &position, int pit, bool chainCapture) {
    Transition t;
    t.next = position;
    auto &pits = t.next.pits;
    const int n = pits[pit];
    pits[pit] = 0;
    // Drop j (0-based) lands in pit + j: pit + k receives one counter per j = k (mod 4).
    for (int k = 0; k < PitCount && k < n; ++k)
        pits[(pit + k) % PitCount] += (n - k + PitCount - 1) / PitCount;
    const int last = (pit + n - 1) % PitCount;
    const int beforeLast = n >= 2 ? (pit + n - 2) % PitCount : -1;
    const Side mover = position.toMove;
    for (const Capture &c : takeCaptures(pits, mover, last, beforeLast, chainCapture))
        t.captured += c.counters;
    t.next.toMove = opponent(mover);
    return t;
}

GameState stateAfterDrops(const MoveStory &story, int drops) {
    if (drops >= static_cast<int>(story.drops.size()))
        return story.after;
    GameState state = story.before;
    state.position.pits[static_cast<std::size_t>(story.pit)] = 0;
    for (int i = 0; i < drops; ++i)
        ++state.position.pits[static_cast<std::size_t>(story.drops[static_cast<std::size_t>(i)])];
    return state;
}

} // namespace tihbat
