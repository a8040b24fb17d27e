// SPDX-License-Identifier: GPL-3.0-or-later
#include "print_diagram.h"

#include "board/board_art.h"

#include <QPainter>

namespace tihbat {

namespace {

constexpr qreal DiagramDpi = 300;
constexpr qreal MillimetresPerInch = 25.4;

} // namespace

QImage printDiagram(const GameState &state, Side bottom, QSize pixels) {
    BoardPicture picture;
    picture.state = state;
    picture.palette = BoardPalette::Projector; // dark ground, white edges, huge counts
    picture.bottom = bottom;
    QImage image = drawBoard(picture, pixels, 1);
    image.invertPixels(); // white ground, black edges and numbers
    return image.convertToFormat(QImage::Format_Grayscale8);
}

QRectF paintDiagram(QPainter &painter, const QRectF &box, const GameState &state, Side bottom,
                    qreal mm) {
    const QSizeF size = QSizeF(16, 10).scaled(box.size(), Qt::KeepAspectRatio);
    QRectF diagram(QPointF(), size);
    diagram.moveCenter(box.center());
    const QSize pixels = (size / mm * DiagramDpi / MillimetresPerInch).toSize();
    painter.drawImage(diagram, printDiagram(state, bottom, pixels));
    painter.save();
    painter.setPen(QPen(Qt::black, 0.2 * mm));
    painter.setBrush(Qt::NoBrush);
    painter.drawRect(diagram);
    painter.restore();
    return diagram;
}

} // namespace tihbat
