// SPDX-License-Identifier: GPL-3.0-or-later
#include "count_badge_item.h"

#include "board_colours.h"

#include <QPainter>
#include <QPainterPath>
#include <algorithm>

namespace tihbat {

using colours::Cream;

namespace {

constexpr qreal ProjectorBadgeWidth = 1.3; // the projector badge's width over its height

} // namespace

CountBadgeItem::CountBadgeItem(qreal diameter, const QColor &rim, QGraphicsItem *parent)
    : QGraphicsItem(parent)
    , m_diameter(diameter)
    , m_rim(rim) {
    // Text is the dearest thing to draw: render it once per change (m_sprite), not per frame.
    setZValue(40);
}

QRectF CountBadgeItem::boundingRect() const {
    const qreal r = m_diameter / 2 + 6;
    // The projector badge is wider than high, so two digits are as tall as one.
    const qreal w = m_projector ? r * ProjectorBadgeWidth : r;
    return {-w, -r, 2 * w, 2 * r + 4};
}

BoardText CountBadgeItem::digitText() const {
    if (m_projector)
        return {BoardTypeface::Sans, m_diameter * 0.74};
    return {BoardTypeface::Sans, m_diameter * (m_count >= 10 ? 0.46 : 0.52)};
}

QRectF CountBadgeItem::digitRect() const {
    const qreal r = m_diameter / 2;
    const QString text = QString::number(m_count);
    const BoardText digits = digitText();
    // Centred as drawText(AlignCenter) centres the line: by advance and by ascent + descent.
    const QRectF ink = digits.tightBoundingRect(text);
    const qreal x = -digits.advance(text) / 2;
    const qreal baseline = -r + (2 * r - digits.height()) / 2 + digits.ascent();
    return ink.translated(x, baseline);
}

void CountBadgeItem::setProjectorLook(bool on, qreal diameter, bool square) {
    prepareGeometryChange();
    m_projector = on;
    m_diameter = diameter;
    m_square = square;
    m_sprite.clear();
    update();
}

void CountBadgeItem::paint(QPainter *painter, const QStyleOptionGraphicsItem *, QWidget *) {
    paintPicture(painter);
}

void CountBadgeItem::drawPicture(QPainter *painter) const {
    const qreal r = m_diameter / 2;
    painter->setRenderHint(QPainter::Antialiasing);
    if (m_projector) {
        painter->setBrush(Qt::black);
        painter->setPen(QPen(m_rim, r * 0.1));
        const qreal w = r * ProjectorBadgeWidth;
        const QRectF plate(-w * 0.95, -r * 0.95, w * 1.9, r * 1.9);
        // South's badge is a pill, North's a box: the shape tells the sides apart too.
        const qreal round = m_square ? r * 0.18 : r * 0.95;
        painter->drawRoundedRect(plate, round, round);
        painter->setPen(Qt::white);
        digitText().draw(painter, QRectF(-w, -r, 2 * w, 2 * r), Qt::AlignCenter,
                         QString::number(m_count));
        return;
    }
    painter->setPen(Qt::NoPen);
    // North's discs are rounded squares, South's round: the shape tells the sides apart as
    // well as the rim's colour.
    const auto disc = [this](QPainter *p, QPointF centre, qreal radius) {
        const QRectF box(centre.x() - radius, centre.y() - radius, 2 * radius, 2 * radius);
        if (m_square)
            p->drawRoundedRect(box, radius * 0.3, radius * 0.3);
        else
            p->drawEllipse(box);
    };
    painter->setBrush(QColor(20, 8, 0, 90));
    disc(painter, QPointF(1.5, 3), r + 1);
    QRadialGradient wood(QPointF(0, 0), r, QPointF(-r * 0.3, -r * 0.4));
    wood.setColorAt(0, QColor(0x6a, 0x40, 0x22));
    wood.setColorAt(1, QColor(0x2e, 0x19, 0x0a));
    painter->setBrush(wood);
    painter->setPen(QPen(m_rim, r * 0.13));
    disc(painter, QPointF(), r - r * 0.07);
    painter->setPen(Cream);
    digitText().draw(painter, QRectF(-r, -r, 2 * r, 2 * r), Qt::AlignCenter,
                     QString::number(m_count));
}

void CountBadgeItem::setCount(int count) {
    if (count == m_count)
        return;
    m_count = count;
    m_sprite.clear();
    update();
}

void CountBadgeItem::setRim(const QColor &rim) {
    m_rim = rim;
    m_sprite.clear();
    update();
}

} // namespace tihbat
