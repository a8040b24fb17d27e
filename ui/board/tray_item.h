// SPDX-License-Identifier: GPL-3.0-or-later
// A player's tray for captured counters: its area on the board and its count.
#pragma once

#include "core/types.h"

#include <QGraphicsItem>

namespace tihbat {

class CountBadgeItem;

class TrayItem : public QGraphicsItem {
public:
    enum { Type = UserType + 4 };
    TrayItem(Side side, QGraphicsItem *parent = nullptr);

    int type() const override { return Type; }
    QRectF boundingRect() const override { return m_rect; }
    void paint(QPainter *, const QStyleOptionGraphicsItem *, QWidget *) override {}

    Side side() const { return m_side; }
    // The trough, in this item's coordinates (centred on its position).
    void setTroughSize(QSizeF size);
    QSizeF troughSize() const { return m_rect.size(); }
    int count() const;
    void setCount(int count);
    // The badge goes at the end of the trough nearest the owner.
    void setBadgeAtBottom(bool bottom);
    CountBadgeItem *badge() const { return m_badge; }

private:
    Side m_side;
    QRectF m_rect;
    CountBadgeItem *m_badge; // child item
};

} // namespace tihbat
