// SPDX-License-Identifier: GPL-3.0-or-later
// An item whose look is drawn once into a DeviceSprite and copied at every paint. Its picture
// can be drawn ahead of a paint on another thread (see PicturesAhead): drawing it
// reads only the item.
#pragma once

#include "device_sprite.h"

#include <QPainter>
#include <QRectF>

namespace tihbat {

class PicturedItem {
public:
    virtual ~PicturedItem() = default;

    // Whether the picture is not drawn yet for this device scale (item units to pixels).
    bool needsPictureFor(qreal scaleX, qreal scaleY) const;
    // Draws the picture now, as painting would; safe on a worker thread while the scene is
    // left alone.
    void preparePicture(qreal scaleX, qreal scaleY, qreal dpr, QPainter::RenderHints hints);
    // Whether there is text in the picture (drawn ahead on BoardText's thread, see there).
    virtual bool hasText() const { return true; }

protected:
    // The picture's bounds, the item's bounding rectangle, and how it is drawn.
    virtual QRectF pictureBounds() const = 0;
    virtual void drawPicture(QPainter *painter) const = 0;
    // The item's paint(): a copy of the picture, drawn first if it needs to be.
    void paintPicture(QPainter *painter);
    // The owner clears it whenever its look changes.
    DeviceSprite m_sprite;
};

} // namespace tihbat
