// SPDX-License-Identifier: GPL-3.0-or-later
// A board diagram for paper: the board's own art (board_art.h) in its high-contrast palette,
// turned into black on white (inverted, grey), so it prints the same on any printer, colour or
// not. Pit letters and counts are the board's; North's pits stay dashed and South's solid, so
// the sides differ without colour.
#pragma once

#include "core/types.h"

#include <QImage>
#include <QRectF>
#include <QSize>

class QPainter;

namespace tihbat {

// The position with `bottom` at the bottom (the side to move, as the puzzle window shows it),
// `pixels` device pixels in all, in 8-bit grey.
QImage printDiagram(const GameState &state, Side bottom, QSize pixels);
// The diagram as large as fits in `box` (in proportion, centred), drawn at 300 dots an inch
// whatever the device's (sharp on paper, small files), in a thin frame; `mm` device pixels make
// a millimetre. Where it went.
QRectF paintDiagram(QPainter &painter, const QRectF &box, const GameState &state, Side bottom,
                    qreal mm);

} // namespace tihbat
