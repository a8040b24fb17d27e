// SPDX-License-Identifier: GPL-3.0-or-later
// The value of a move, from the mover's point of view, on a badge on its pit's rim with a tail
// pointing into the pit. Sign, shape and colour all tell good from bad, so colour alone never
// has to.
#pragma once

#include "pictured_item.h"

#include <QColor>
#include <QGraphicsItem>
#include <QString>

namespace tihbat {

class ValueBadgeItem : public QGraphicsItem, public PicturedItem {
public:
    enum { Type = UserType + 7 };
    // `pitBelow`: the tail points down, into a pit below the badge (else up).
    ValueBadgeItem(int value, bool pitBelow, QGraphicsItem *parent = nullptr);

    int type() const override { return Type; }
    QRectF boundingRect() const override;
    void paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *widget) override;

    int value() const { return m_value; }
    bool pointsDown() const { return m_pitBelow; }
    // "+4", "0", "−2" (a true minus sign).
    static QString valueText(int value);
    // The chip's colour for a move of `value`.
    static QColor fillColour(int value);

protected:
    QRectF pictureBounds() const override { return boundingRect(); }
    void drawPicture(QPainter *painter) const override;

private:
    int m_value;
    bool m_pitBelow;
};

} // namespace tihbat
