// SPDX-License-Identifier: GPL-3.0-or-later
// The board under its items (the table, the carved wood, its troughs and pits, the pits' carved
// names; or the projector palette's flat board): pure functions of the palette and of which side
// sits at the bottom, painted in the scene's units (BoardGeometry). They read nothing else, so
// any thread may paint them, and a printed or exported board is the board on the screen.
#pragma once

#include "board_palette.h"
#include "core/types.h"

#include <QColor>

class QPainter;

namespace tihbat {

// What the background shows: the palette, and who sits at the bottom (the names' places).
struct BackgroundLook {
    BoardPalette palette = BoardPalette::Wood;
    Side bottom = Side::South;
    bool operator==(const BackgroundLook &) const = default;
};

namespace background {

// The whole background: as paintWood, paintPitNames and paintNightShade, or paintProjector.
void paint(QPainter *painter, const BackgroundLook &look);
// The colour around the board, where a window is wider or taller than the scene.
QColor edgeColour(BoardPalette palette);
// All of the wooden board but the names; the same for every palette and side.
void paintWood(QPainter *painter);
// The pits' names, carved beside their counts (the letters of the move notation); text, so it
// is drawn where the board's fonts are loaded (BoardText::thread()).
void paintPitNames(QPainter *painter, Side bottom);
// Night: the wood in a dim room.
void paintNightShade(QPainter *painter);
// The projector palette's board, letters included.
void paintProjector(QPainter *painter, Side bottom);

} // namespace background
} // namespace tihbat
