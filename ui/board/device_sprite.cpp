// SPDX-License-Identifier: GPL-3.0-or-later
#include "device_sprite.h"

#include <QPaintEngine>
#include <QPainter>

namespace tihbat {

void DeviceSprite::paint(QPainter *painter, const QRectF &bounds,
                         const std::function<void(QPainter *)> &draw) {
    const QTransform world = painter->worldTransform();
    // Turned, mirrored, through a window/viewport, or onto a vector device (print, SVG): a
    // copy would be wrong or blurry there, so draw directly.
    if (world.type() > QTransform::TxScale || world.m11() <= 0 || world.m22() <= 0 ||
        painter->viewTransformEnabled() || !painter->paintEngine() ||
        painter->paintEngine()->type() != QPaintEngine::Raster) {
        draw(painter);
        return;
    }
    const qreal dpr = painter->device()->devicePixelRatio();
    const qreal sx = world.m11() * dpr;
    const qreal sy = world.m22() * dpr;
    if (!isDrawnFor(bounds, sx, sy))
        render(bounds, sx, sy, dpr, painter->renderHints(), draw);
    // On whole device pixels, as DeviceCoordinateCache places its pixmaps (at most half a pixel
    // off), so that the copy is exact.
    const QPointF origin = world.map(QPointF()) * dpr;
    const QPoint at = QPoint(qRound(origin.x()), qRound(origin.y())) + m_offset;
    const bool smooth = painter->testRenderHint(QPainter::SmoothPixmapTransform);
    painter->setWorldTransform(QTransform());
    painter->setRenderHint(QPainter::SmoothPixmapTransform, false);
    painter->drawImage(QPointF(at) / dpr, m_image);
    painter->setRenderHint(QPainter::SmoothPixmapTransform, smooth);
    painter->setWorldTransform(world);
}

bool DeviceSprite::isDrawnFor(const QRectF &bounds, qreal scaleX, qreal scaleY) const {
    return !m_image.isNull() && bounds == m_bounds && qFuzzyCompare(scaleX, m_scaleX) &&
           qFuzzyCompare(scaleY, m_scaleY);
}

void DeviceSprite::render(const QRectF &bounds, qreal scaleX, qreal scaleY, qreal dpr,
                          QPainter::RenderHints hints,
                          const std::function<void(QPainter *)> &draw) {
    const QRect box = QRectF(bounds.left() * scaleX, bounds.top() * scaleY, bounds.width() * scaleX,
                             bounds.height() * scaleY)
                          .toAlignedRect()
                          .adjusted(-1, -1, 1, 1);
    m_image = QImage(box.size(), QImage::Format_ARGB32_Premultiplied);
    m_image.fill(Qt::transparent);
    QPainter sprite(&m_image);
    sprite.setRenderHints(hints);
    sprite.translate(-box.topLeft());
    sprite.scale(scaleX, scaleY);
    draw(&sprite);
    sprite.end();
    m_image.setDevicePixelRatio(dpr);
    m_bounds = bounds;
    m_scaleX = scaleX;
    m_scaleY = scaleY;
    m_offset = box.topLeft();
}

} // namespace tihbat
