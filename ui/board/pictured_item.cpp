// SPDX-License-Identifier: GPL-3.0-or-later
#include "pictured_item.h"

#include <QPainter>

namespace tihbat {

bool PicturedItem::needsPictureFor(qreal scaleX, qreal scaleY) const {
    return !m_sprite.isDrawnFor(pictureBounds(), scaleX, scaleY);
}

void PicturedItem::preparePicture(qreal scaleX, qreal scaleY, qreal dpr,
                                  QPainter::RenderHints hints) {
    const QRectF bounds = pictureBounds();
    if (!m_sprite.isDrawnFor(bounds, scaleX, scaleY))
        m_sprite.render(bounds, scaleX, scaleY, dpr, hints,
                        [this](QPainter *painter) { drawPicture(painter); });
}

void PicturedItem::paintPicture(QPainter *painter) {
    m_sprite.paint(painter, pictureBounds(), [this](QPainter *p) { drawPicture(p); });
}

} // namespace tihbat
