// SPDX-License-Identifier: GPL-3.0-or-later
#include "caption_item.h"

#include "board_colours.h"
#include "board_text.h"

#include <QPainter>
#include <QPainterPath>
#include <algorithm>

namespace tihbat {

using colours::Cream;
using colours::Gold;

namespace {
constexpr qreal CaptionHeight = 92;
}

CaptionItem::CaptionItem(QGraphicsItem *parent)
    : QGraphicsItem(parent) {
    // Drawn once per text into m_sprite; fading in and out only changes the copy's opacity.
    setZValue(60);
}

QRectF CaptionItem::boundingRect() const {
    return QRectF(-m_width / 2, -CaptionHeight / 2, m_width, CaptionHeight)
        .adjusted(-8, -8, 12, 16);
}

void CaptionItem::paint(QPainter *painter, const QStyleOptionGraphicsItem *, QWidget *) {
    paintPicture(painter);
}

void CaptionItem::drawPicture(QPainter *painter) const {
    painter->setRenderHint(QPainter::Antialiasing);
    const QRectF ribbon(-m_width / 2, -CaptionHeight / 2, m_width, CaptionHeight);
    const qreal round = 22;
    painter->setPen(Qt::NoPen);
    painter->setBrush(QColor(20, 5, 0, 80));
    painter->drawRoundedRect(ribbon.translated(3, 8), round, round);
    QLinearGradient fill(ribbon.topLeft(), ribbon.bottomLeft());
    fill.setColorAt(0, QColor(0xb1, 0x3a, 0x2e));
    fill.setColorAt(1, QColor(0x7e, 0x22, 0x1c));
    painter->setBrush(fill);
    painter->setPen(QPen(Gold, 5));
    painter->drawRoundedRect(ribbon, round, round);
    painter->setPen(QPen(QColor(255, 230, 170, 110), 2));
    painter->setBrush(Qt::NoBrush);
    painter->drawRoundedRect(ribbon.adjusted(10, 10, -10, -10), round - 8, round - 8);
    painter->setPen(Cream);
    BoardText(BoardTypeface::Sans, CaptionHeight * 0.44)
        .draw(painter, ribbon, Qt::AlignCenter, m_text);
}

void CaptionItem::setText(const QString &text) {
    if (text == m_text)
        return;
    prepareGeometryChange();
    m_text = text;
    m_width = std::max<qreal>(
        360, BoardText(BoardTypeface::Sans, CaptionHeight * 0.44).advance(text) + 110);
    m_sprite.clear();
    update();
}

} // namespace tihbat
