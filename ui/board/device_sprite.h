// SPDX-License-Identifier: GPL-3.0-or-later
// An item's picture at the exact device scale, drawn once and then copied 1:1 every frame. It
// stands in for QGraphicsItem::DeviceCoordinateCache, whose copy follows the painter's hints:
// with SmoothPixmapTransform (set by the view, and by any renderer) even an unscaled copy takes
// Qt's generic blending path, split over worker threads that then wait for a core. This copy
// turns smoothing off (nothing is scaled) and takes the fast one.
// Redrawn by itself when the device scale, pixel ratio or bounds change; its owner calls clear()
// whenever its look changes (where DeviceCoordinateCache relied on update()).
#pragma once

#include <QImage>
#include <QPainter>
#include <QRectF>
#include <functional>

namespace tihbat {

class DeviceSprite {
public:
    // Draws through the cache; `draw` paints the item in its own coordinates, within `bounds`.
    void paint(QPainter *painter, const QRectF &bounds,
               const std::function<void(QPainter *)> &draw);
    void clear() { m_image = QImage(); }
    // Whether the picture is drawn for these bounds at this device scale (item units to
    // device pixels).
    bool isDrawnFor(const QRectF &bounds, qreal scaleX, qreal scaleY) const;
    // Draws the picture for these bounds, scale and pixel ratio, as paint() would; touches
    // nothing but this sprite, so sprites can be drawn on several threads at once.
    void render(const QRectF &bounds, qreal scaleX, qreal scaleY, qreal dpr,
                QPainter::RenderHints hints, const std::function<void(QPainter *)> &draw);

private:
    QImage m_image;
    QRectF m_bounds;
    qreal m_scaleX = 0;
    qreal m_scaleY = 0;
    QPoint m_offset; // the image's top left from the item's origin, in device pixels
};

} // namespace tihbat
