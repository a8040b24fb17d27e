// SPDX-License-Identifier: GPL-3.0-or-later
#include "counter_item.h"

#include <QPainter>
#include <QPainterPath>
#include <QtMath>
#include <algorithm>
#include <array>

namespace tihbat {

namespace {

quint32 mix(quint32 h) {
    h ^= h >> 16;
    h *= 0x7FEB352Du;
    h ^= h >> 15;
    h *= 0x846CA68Bu;
    h ^= h >> 16;
    return h;
}

// A number in [0, 1) drawn from a counter's seed; `salt` picks an independent one.
qreal seeded(int seed, int salt) {
    return (mix(static_cast<quint32>(seed) * 977u + static_cast<quint32>(salt) * 7919u) &
            0xFFFFFF) /
           16777216.0;
}

// River and beach stones: natural, but warm and varied enough to delight.
QColor stoneColour(int seed) {
    static const std::array<QColor, 9> stones{
        QColor(0xc9, 0xb3, 0x92), // sandstone
        QColor(0x8e, 0x91, 0x96), // granite grey
        QColor(0xb8, 0x62, 0x45), // terracotta
        QColor(0xe6, 0xdc, 0xc8), // cream quartz
        QColor(0x5b, 0x6a, 0x78), // blue slate
        QColor(0x9c, 0x76, 0x52), // river brown
        QColor(0x7d, 0x8f, 0x69), // sage
        QColor(0xd4, 0x9a, 0x52), // amber
        QColor(0x3f, 0x44, 0x4a), // basalt
    };
    const QColor base = stones[mix(static_cast<quint32>(seed) + 11u) % stones.size()];
    float h, s, v;
    base.getHsvF(&h, &s, &v);
    s = std::clamp(s * static_cast<float>(0.85 + 0.3 * seeded(seed, 1)), 0.0f, 1.0f);
    v = std::clamp(v * static_cast<float>(0.92 + 0.16 * seeded(seed, 2)), 0.0f, 1.0f);
    return QColor::fromHsvF(h < 0 ? 0 : h, s, v);
}

} // namespace

CounterItem::CounterItem(int seed, QGraphicsItem *parent)
    : QGraphicsObject(parent)
    , m_seed(seed)
    , m_colour(stoneColour(seed))
    , m_stoneColour(m_colour)
    , m_squash(0.03 + 0.13 * seeded(seed, 3))
    , m_angle(180 * seeded(seed, 4))
    , m_veined(seeded(seed, 5) < 0.3) {
    // Drawn through m_sprite: moving a pebble does not repaint it; only a change of size, height
    // or colour does.
    setZValue(10);
}

QRectF CounterItem::boundingRect() const {
    // Just the pebble and its shadow: resting pebbles are most of a frame's blending.
    const qreal r = m_radius;
    const qreal lift = std::clamp<qreal>(m_lift, 0, 1.5);
    const qreal size = r * (1 + 0.07 * lift) + 1;
    const qreal shadowR = r * (1.04 + 0.12 * lift);
    const qreal right = std::max(size, r * (0.10 + 0.30 * lift) + shadowR);
    const qreal bottom = std::max(size, r * (0.18 + 0.42 * lift) + shadowR);
    return {-size, -size, size + right + 1, size + bottom + 1};
}

QPainterPath CounterItem::shape() const {
    QPainterPath path;
    path.addEllipse(QPointF(), m_radius, m_radius);
    return path;
}

void CounterItem::paint(QPainter *painter, const QStyleOptionGraphicsItem *, QWidget *) {
    paintPicture(painter);
}

void CounterItem::drawPicture(QPainter *painter) const {
    const qreal r = m_radius;
    const qreal lift = std::clamp<qreal>(m_lift, 0, 1.5);
    const qreal size = r * (1 + 0.07 * lift);
    painter->setRenderHint(QPainter::Antialiasing);
    painter->setPen(Qt::NoPen);

    // A soft shadow that falls further away and fades as the pebble rises.
    const QPointF shadowAt(r * (0.10 + 0.30 * lift), r * (0.18 + 0.42 * lift));
    const qreal shadowR = r * (1.04 + 0.12 * lift);
    QRadialGradient shadow(shadowAt, shadowR);
    const int shadowAlpha = qRound(150 - 55 * std::min<qreal>(lift, 1));
    shadow.setColorAt(0, QColor(28, 14, 4, shadowAlpha));
    shadow.setColorAt(0.65, QColor(28, 14, 4, shadowAlpha / 2));
    shadow.setColorAt(1, QColor(28, 14, 4, 0));
    painter->setBrush(shadow);
    painter->drawEllipse(shadowAt, shadowR, shadowR * (1 - m_squash / 2));

    // The body: an ellipse turned by its seed, lit from the top left whatever its angle.
    QPainterPath body;
    body.addEllipse(QPointF(), size, size * (1 - m_squash));
    body = QTransform().rotate(m_angle).map(body);
    QRadialGradient light(QPointF(0, 0), size * 1.08, QPointF(-0.38 * size, -0.45 * size));
    light.setColorAt(0, m_colour.lighter(145));
    light.setColorAt(0.4, m_colour);
    light.setColorAt(0.85, m_colour.darker(140));
    light.setColorAt(1, m_colour.darker(185));
    painter->setBrush(light);
    painter->drawPath(body);

    if (m_veined) {
        // A thin band of quartz across some stones.
        painter->save();
        painter->setClipPath(body);
        QPen vein(QColor(255, 250, 240, 95), size * 0.09);
        vein.setCapStyle(Qt::RoundCap);
        painter->setPen(vein);
        painter->setBrush(Qt::NoBrush);
        painter->rotate(m_angle + 60);
        QPainterPath band(QPointF(-size, size * 0.1));
        band.cubicTo(QPointF(-size * 0.3, -size * 0.35), QPointF(size * 0.3, size * 0.4),
                     QPointF(size, -size * 0.15));
        painter->drawPath(band);
        painter->restore();
    }

    painter->setPen(QPen(QColor(20, 10, 0, 70), std::max<qreal>(1, size * 0.04)));
    painter->setBrush(Qt::NoBrush);
    painter->drawPath(body);

    // The polish: a small, soft highlight.
    const QPointF glint(-0.36 * size, -0.42 * size);
    QRadialGradient shine(glint, size * 0.32);
    shine.setColorAt(0, QColor(255, 255, 255, 170));
    shine.setColorAt(1, QColor(255, 255, 255, 0));
    painter->setPen(Qt::NoPen);
    painter->setBrush(shine);
    painter->drawEllipse(glint, size * 0.32, size * 0.24);
}

void CounterItem::placeInPit(int pit) {
    m_pit = pit;
    m_tray.reset();
}

void CounterItem::placeInTray(Side side) {
    m_pit = -1;
    m_tray = side;
}

void CounterItem::setLift(qreal lift) {
    if (qFuzzyCompare(lift + 1, m_lift + 1))
        return;
    prepareGeometryChange(); // the shadow falls further
    m_lift = lift;
    m_sprite.clear();
}

void CounterItem::setRadius(qreal radius) {
    if (qFuzzyCompare(radius, m_radius))
        return;
    prepareGeometryChange();
    m_radius = radius;
    m_sprite.clear();
}

void CounterItem::setPlainColour(const QColor &colour) {
    const QColor wanted = colour.isValid() ? colour : m_stoneColour;
    if (wanted == m_colour)
        return;
    m_colour = wanted;
    m_sprite.clear();
    update();
}

} // namespace tihbat
