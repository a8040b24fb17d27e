// SPDX-License-Identifier: GPL-3.0-or-later
#include "board_art.h"

#include "board_background.h"
#include "board_scene.h"

#include <QPainter>

namespace tihbat {

void paintBoard(QPainter *painter, const BoardPicture &picture, const QRectF &target) {
    // A scene of its own, set up from the picture alone: what the screen shows, item for item.
    BoardScene scene;
    scene.setBoardPalette(picture.palette);
    scene.setFlipped(picture.bottom == Side::North);
    scene.setPlayerNames(picture.names[0], picture.names[1]);
    scene.showState(picture.state, picture.gameOver);
    if (isValidPit(picture.playedPit) || isValidPit(picture.lastDropPit))
        scene.markMove(picture.playedPit, picture.lastDropPit);
    if (!picture.values.empty())
        scene.showMoveValues(picture.values);
    // In proportion and centred (QGraphicsScene::render keeps the proportion at the top left).
    QRectF fitted(QPointF(), scene.sceneRect().size().scaled(target.size(), Qt::KeepAspectRatio));
    fitted.moveCenter(target.center());
    scene.render(painter, fitted, scene.sceneRect(), Qt::KeepAspectRatio);
}

QImage drawBoard(const BoardPicture &picture, QSize size, qreal dpr) {
    QImage image(size * dpr, QImage::Format_RGB32);
    image.setDevicePixelRatio(dpr);
    image.fill(background::edgeColour(picture.palette));
    QPainter painter(&image);
    painter.setRenderHints(QPainter::Antialiasing | QPainter::SmoothPixmapTransform |
                           QPainter::TextAntialiasing);
    paintBoard(&painter, picture, QRectF(QPointF(), QSizeF(size)));
    return image;
}

} // namespace tihbat
