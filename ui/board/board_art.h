// SPDX-License-Identifier: GPL-3.0-or-later
// The board as a picture, for printing, PDF and PNG export at any size: what to draw goes in a
// BoardPicture, and drawBoard() or paintBoard() draw it exactly as the board on the screen shows
// that moment (the same background, counters, counts, name plates and marks), reading nothing
// but their arguments and the interface language (for the default names and "to move"). The
// board's background alone is in board_background.h, its layout in board_geometry.h.
#pragma once

#include "board_palette.h"
#include "core/move_value.h" // MoveValue: the value badges over the pits
#include "core/rules.h"

#include <QImage>
#include <QRectF>
#include <QSize>
#include <QString>
#include <array>
#include <vector>

class QPainter;

namespace tihbat {

struct BoardPicture {
    // The counts in the pits and trays, and whose turn it is.
    GameState state{startPosition(RuleOptions{}), {}};
    bool gameOver = false;
    BoardPalette palette = BoardPalette::Wood; // wood, high contrast (Projector) or night
    Side bottom = Side::South;                 // who sits at the bottom
    std::array<QString, 2> names;              // by sideIndex; empty: "South", "North"
    // The marks of a move: the pit it emptied, the pit its last counter fell in (-1: none).
    int playedPit = -1;
    int lastDropPit = -1;
    // Move values over the pits of the side to move (a hint), as MoveValue gives them.
    std::vector<MoveValue> values;
};

// The picture at `size` device-independent pixels and `dpr` device pixels per pixel, the board
// kept in proportion and centred, the margins in the colour around the board.
QImage drawBoard(const BoardPicture &picture, QSize size, qreal dpr = 1);
// Paints the picture into `target` (in the painter's coordinates), in proportion and centred.
void paintBoard(QPainter *painter, const BoardPicture &picture, const QRectF &target);

} // namespace tihbat
