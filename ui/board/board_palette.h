// SPDX-License-Identifier: GPL-3.0-or-later
// How the board is painted: carved wood for play (Night: the same wood dimmed, for a dark
// desktop), or flat high contrast for a projector or for anyone who needs it (dark ground, white
// edges, huge counts; South blue and solid, North orange and dashed, so colour is never the only
// difference).
#pragma once

#include "core/types.h"

#include <QColor>

namespace tihbat {

enum class BoardPalette { Wood, Projector, Night };

// A side's colour in the projector palette (for texts about that side around the board too).
QColor projectorSideColour(Side side);

} // namespace tihbat
