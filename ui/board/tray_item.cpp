// SPDX-License-Identifier: GPL-3.0-or-later
#include "tray_item.h"

#include "board_colours.h"
#include "count_badge_item.h"

namespace tihbat {

TrayItem::TrayItem(Side side, QGraphicsItem *parent)
    : QGraphicsItem(parent)
    , m_side(side)
    , m_badge(new CountBadgeItem(68, colours::Gold, this)) {
    setFlag(ItemHasNoContents);
}

void TrayItem::setTroughSize(QSizeF size) {
    prepareGeometryChange();
    m_rect = QRectF(QPointF(-size.width() / 2, -size.height() / 2), size);
}

int TrayItem::count() const {
    return m_badge->count();
}

void TrayItem::setCount(int count) {
    m_badge->setCount(count);
}

void TrayItem::setBadgeAtBottom(bool bottom) {
    const qreal y = m_rect.height() / 2 + 42;
    m_badge->setPos(0, bottom ? y : -y);
}

} // namespace tihbat
