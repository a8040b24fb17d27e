// SPDX-License-Identifier: GPL-3.0-or-later
#include "value_badge_item.h"

#include "board_text.h"
#include "core/notation.h"

#include <QPainter>
#include <QPainterPath>
#include <algorithm>

namespace tihbat {

namespace {
constexpr qreal ValueWidth = 132;
constexpr qreal ValueHeight = 58;
} // namespace

ValueBadgeItem::ValueBadgeItem(int value, QGraphicsItem *parent)
    : QGraphicsItem(parent)
    , m_value(value) {
    // Its value never changes: drawn once per device scale into m_sprite.
    setZValue(45);
}

QString ValueBadgeItem::valueText(int value) {
    return QString::fromStdString(signedValue(value));
}

QRectF ValueBadgeItem::boundingRect() const {
    return QRectF(-ValueWidth / 2, -ValueHeight / 2, ValueWidth, ValueHeight)
        .adjusted(-6, -6, 8, 10);
}

void ValueBadgeItem::paint(QPainter *painter, const QStyleOptionGraphicsItem *, QWidget *) {
    paintPicture(painter);
}

void ValueBadgeItem::drawPicture(QPainter *painter) const {
    painter->setRenderHint(QPainter::Antialiasing);
    const QRectF pill(-ValueWidth / 2, -ValueHeight / 2, ValueWidth, ValueHeight);
    // Blue for good and orange for bad (told apart with any colour vision), grey for even.
    const QColor fill = m_value > 0   ? QColor(0x1f, 0x64, 0xb4)
                        : m_value < 0 ? QColor(0xcc, 0x5a, 0x10)
                                      : QColor(0x5d, 0x5d, 0x5d);
    painter->setPen(Qt::NoPen);
    painter->setBrush(QColor(0, 0, 0, 80));
    painter->drawRoundedRect(pill.translated(2, 5), ValueHeight / 2, ValueHeight / 2);
    painter->setBrush(fill);
    painter->setPen(QPen(QColor(255, 255, 255, 235), 3.5));
    painter->drawRoundedRect(pill, ValueHeight / 2, ValueHeight / 2);

    // The shape says it too: up for good, down for bad, a bar for even.
    const QPointF icon(pill.left() + 30, 0);
    painter->setPen(Qt::NoPen);
    painter->setBrush(Qt::white);
    QPainterPath mark;
    if (m_value > 0) {
        mark.moveTo(icon + QPointF(0, -11));
        mark.lineTo(icon + QPointF(12, 9));
        mark.lineTo(icon + QPointF(-12, 9));
    } else if (m_value < 0) {
        mark.moveTo(icon + QPointF(0, 11));
        mark.lineTo(icon + QPointF(12, -9));
        mark.lineTo(icon + QPointF(-12, -9));
    } else {
        mark.addRoundedRect(QRectF(icon - QPointF(11, 4), QSizeF(22, 8)), 3, 3);
    }
    mark.closeSubpath();
    painter->drawPath(mark);

    painter->setPen(Qt::white);
    BoardText(BoardTypeface::Sans, ValueHeight * 0.56)
        .draw(painter, pill.adjusted(48, 0, -10, 0), Qt::AlignCenter, valueText(m_value));
}

} // namespace tihbat
