// SPDX-License-Identifier: GPL-3.0-or-later
// The game's sounds, by what they mean (the files are resources/sounds, made by make_sounds.py).
#pragma once

#include <cstdint>

namespace tihbat {

enum class Sound : std::uint8_t {
    Drop,      // a counter lands (three variants, taken in turn)
    QuickDrop, // the same at fast animation speeds: shorter and brighter
    Capture2,  // counters rattle into the store, fuller the more were taken
    Capture4,
    Capture6,
    Capture8,
    Pass,
    Repetition,
    Win,
    Loss,
    Draw,
    Refused, // a gentle "no" for a pit that cannot be played
};

} // namespace tihbat
