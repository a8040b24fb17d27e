// SPDX-License-Identifier: GPL-3.0-or-later
#include "print_diagram.h"

#include "board/board_art.h"

namespace tihbat {

QImage printDiagram(const GameState &state, Side bottom, QSize pixels) {
    BoardPicture picture;
    picture.state = state;
    picture.palette = BoardPalette::Projector; // dark ground, white edges, huge counts
    picture.bottom = bottom;
    QImage image = drawBoard(picture, pixels, 1);
    image.invertPixels(); // white ground, black edges and numbers
    return image.convertToFormat(QImage::Format_Grayscale8);
}

} // namespace tihbat
