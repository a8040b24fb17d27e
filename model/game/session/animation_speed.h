// SPDX-License-Identifier: GPL-3.0-or-later
// The one speed table: how fast counters move on a board, for every window (the game, the
// replay viewer's autoplay, the presentation's pace) and for the game session, which gives the
// computer's reply no sooner than the move before it takes to show.
#pragma once

#include <array>
#include <cstdint>

namespace tihbat {

enum class AnimationSpeed : std::uint8_t { Slow, Normal, Fast, Instant };

inline constexpr std::array<AnimationSpeed, 4> AnimationSpeeds = {
    AnimationSpeed::Slow, AnimationSpeed::Normal, AnimationSpeed::Fast, AnimationSpeed::Instant};

// Milliseconds per dropped counter; 0 shows a move at once.
constexpr int dropDuration(AnimationSpeed speed) {
    switch (speed) {
    case AnimationSpeed::Slow:
        return 450;
    case AnimationSpeed::Normal:
        return 220;
    case AnimationSpeed::Fast:
        return 90;
    case AnimationSpeed::Instant:
        break;
    }
    return 0;
}

// The pause after a move when moves follow one another by themselves (a replay's autoplay).
constexpr int pauseBetweenMoves(AnimationSpeed speed) {
    switch (speed) {
    case AnimationSpeed::Slow:
        return 1300;
    case AnimationSpeed::Normal:
        return 700;
    case AnimationSpeed::Fast:
        return 250;
    case AnimationSpeed::Instant:
        break;
    }
    return 0;
}

// The speed whose drop duration is nearest to `ms` (a remembered setting).
constexpr AnimationSpeed nearestSpeed(int ms) {
    AnimationSpeed chosen = AnimationSpeed::Normal;
    for (AnimationSpeed speed : AnimationSpeeds) {
        const int d = dropDuration(speed) - ms;
        const int best = dropDuration(chosen) - ms;
        if ((d < 0 ? -d : d) < (best < 0 ? -best : best))
            chosen = speed;
    }
    return chosen;
}

// How long a move of `drops` counters takes to show at `dropMs` per counter, with the settling
// of captures and passes after the last drop.
constexpr int moveDuration(int drops, int dropMs) {
    return dropMs <= 0 ? 0 : drops * dropMs + 2 * dropMs;
}

} // namespace tihbat
