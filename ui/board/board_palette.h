// SPDX-License-Identifier: GPL-3.0-or-later
// How the board is painted: carved wood for play (Night: the same wood dimmed, for a dark
// desktop), or flat high contrast for a projector or for anyone who needs it (dark ground, white
// edges, huge counts). In every look and every window a side keeps one colour and one shape:
// South gold and round, North sky blue and square (and dashed on the projector), so colour is
// never the only difference and a class sees the same sides on the projector as on the screen.
#pragma once

#include "core/types.h"

#include <QColor>

namespace tihbat {

enum class BoardPalette { Wood, Projector, Night };

// A side's colour in every palette (for texts about that side around the board too): gold and
// sky blue, apart for every common kind of colour vision, and bright on wood and on black.
inline QColor sideColour(Side side) {
    return side == Side::South ? QColor(0xf4, 0xc4, 0x30) : QColor(0x5c, 0xb8, 0xe6);
}

} // namespace tihbat
