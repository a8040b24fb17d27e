// SPDX-License-Identifier: GPL-3.0-or-later
#include "value_badge_item.h"

#include "board_geometry.h"
#include "board_text.h"
#include "core/notation.h"

#include <QPainter>
#include <QPainterPath>
#include <algorithm>

namespace tihbat {

namespace {
constexpr qreal ValueWidth = BoardGeometry::ValueBadgeSize.width();
constexpr qreal ValueHeight = BoardGeometry::ValueBadgeSize.height();
constexpr qreal Tail = 14;                 // how far the tail reaches past the pill
constexpr qreal Unit = ValueHeight / 58.0; // the icon was drawn for a pill 58 high
} // namespace

ValueBadgeItem::ValueBadgeItem(int value, bool pitBelow, QGraphicsItem *parent)
    : QGraphicsItem(parent)
    , m_value(value)
    , m_pitBelow(pitBelow) {
    // Its value never changes: drawn once per device scale into m_sprite.
    setZValue(45);
}

QString ValueBadgeItem::valueText(int value) {
    return QString::fromStdString(signedValue(value));
}

// Green for good, grey for even, purple for bad: as a win, a draw and a loss, and far from both
// sides' gold and sky blue with every common kind of colour vision (tst_board measures it), so a
// chip is never taken for a side. Dark enough for white text on all three.
QColor ValueBadgeItem::fillColour(int value) {
    return value > 0   ? QColor(0x0b, 0x72, 0x0b)
           : value < 0 ? QColor(0x77, 0x0e, 0x8c)
                       : QColor(0x40, 0x40, 0x40);
}

QRectF ValueBadgeItem::boundingRect() const {
    return QRectF(-ValueWidth / 2, -ValueHeight / 2, ValueWidth, ValueHeight)
        .adjusted(-6, m_pitBelow ? -6 : -6 - Tail, 8, m_pitBelow ? 10 + Tail : 10);
}

void ValueBadgeItem::paint(QPainter *painter, const QStyleOptionGraphicsItem *, QWidget *) {
    paintPicture(painter);
}

void ValueBadgeItem::drawPicture(QPainter *painter) const {
    painter->setRenderHint(QPainter::Antialiasing);
    const QRectF pill(-ValueWidth / 2, -ValueHeight / 2, ValueWidth, ValueHeight);
    const QColor fill = fillColour(m_value);
    // The pill and its tail into the pit, one outline.
    const qreal dir = m_pitBelow ? 1 : -1;
    const qreal edge = dir * ValueHeight / 2;
    QPainterPath tail;
    tail.moveTo(-Tail, edge - dir * 2);
    tail.lineTo(0, edge + dir * Tail);
    tail.lineTo(Tail, edge - dir * 2);
    tail.closeSubpath();
    QPainterPath shape;
    shape.addRoundedRect(pill, ValueHeight / 2, ValueHeight / 2);
    shape = shape.united(tail);
    painter->setPen(Qt::NoPen);
    painter->setBrush(QColor(0, 0, 0, 80));
    painter->drawPath(shape.translated(2, 5));
    painter->setBrush(fill);
    painter->setPen(QPen(QColor(255, 255, 255, 235), 3.5 * Unit));
    painter->drawPath(shape);

    // The shape says it too: up for good, down for bad, a bar for even.
    const QPointF icon(pill.left() + 30 * Unit, 0);
    painter->setPen(Qt::NoPen);
    painter->setBrush(Qt::white);
    QPainterPath mark;
    if (m_value > 0) {
        mark.moveTo(icon + QPointF(0, -11) * Unit);
        mark.lineTo(icon + QPointF(12, 9) * Unit);
        mark.lineTo(icon + QPointF(-12, 9) * Unit);
    } else if (m_value < 0) {
        mark.moveTo(icon + QPointF(0, 11) * Unit);
        mark.lineTo(icon + QPointF(12, -9) * Unit);
        mark.lineTo(icon + QPointF(-12, -9) * Unit);
    } else {
        mark.addRoundedRect(QRectF(icon - QPointF(11, 4) * Unit, QSizeF(22, 8) * Unit), 3, 3);
    }
    mark.closeSubpath();
    painter->drawPath(mark);

    painter->setPen(Qt::white);
    BoardText(BoardTypeface::Sans, ValueHeight * 0.56)
        .draw(painter, pill.adjusted(48 * Unit, 0, -10 * Unit, 0),
              Qt::AlignCenter | Qt::TextForceLeftToRight, valueText(m_value)); // "+2", never "2+"
}

} // namespace tihbat
