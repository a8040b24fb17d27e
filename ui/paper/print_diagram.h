// SPDX-License-Identifier: GPL-3.0-or-later
// A board diagram for paper, drawn as vectors in a print palette: black lines, counters and
// words on the white paper, no tints and no pictures, so a black-and-white school printer prints
// it as it is (nothing halftoned, nothing to fade) and a PDF stays small. The board's own layout
// (board_geometry.h), always South at the bottom (every diagram of a sheet the same way up),
// each side named beside its row; South's pits and tray ringed solid, North's dashed, so the
// sides differ without colour, as on the projector board.
#pragma once

#include "core/types.h"

#include <QRectF>
#include <QTransform>

class QPainter;

namespace tihbat {

class PaperDiagram {
public:
    // Line widths on paper (millimetres): a school laser printer (600 dots an inch, 0.04 mm a
    // dot) prints lines from a quarter of a millimetre solid; these are two to three times that.
    static constexpr qreal RimMm = 0.5;   // pits and trays
    static constexpr qreal BoardMm = 0.3; // the board's edge, the counts' rings

    // The diagram as large as fits in `box`, in the board's proportion, centred.
    static QRectF fitted(const QRectF &box);
    // The board's scene units (BoardGeometry, South at the bottom) to the diagram's place.
    static QTransform sceneTo(const QRectF &diagram);
    // Where the side's name is written (scene units).
    static QRectF labelBox(Side side);

    // Paints the position in `box` (see fitted); `mm` device pixels make a millimetre. Where it
    // went.
    static QRectF paint(QPainter &painter, const QRectF &box, const GameState &state, qreal mm);
};

} // namespace tihbat
