// SPDX-License-Identifier: GPL-3.0-or-later
// A number on a round wooden disc: a pit's count, or a tray's.
#pragma once

#include "board_text.h"
#include "pictured_item.h"

#include <QColor>
#include <QGraphicsItem>

namespace tihbat {

class CountBadgeItem : public QGraphicsItem, public PicturedItem {
public:
    enum { Type = UserType + 3 };
    CountBadgeItem(qreal diameter, const QColor &rim, QGraphicsItem *parent = nullptr);

    int type() const override { return Type; }
    QRectF boundingRect() const override;
    void paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *widget) override;

    int count() const { return m_count; }
    void setCount(int count);
    void setRim(const QColor &rim);
    // The projector look: flat black with a thick rim and digits most of the badge high;
    // `square` gives North's badges a different shape from South's round ones.
    void setProjectorLook(bool on, qreal diameter, bool square);
    // North's badges are squarish in every look, South's round.
    bool isSquare() const { return m_square; }
    // Where the digits are drawn, tight around their ink, in item coordinates (for tests).
    QRectF digitRect() const;

protected:
    QRectF pictureBounds() const override { return boundingRect(); }
    void drawPicture(QPainter *painter) const override;

private:
    BoardText digitText() const;

    qreal m_diameter;
    QColor m_rim;
    bool m_projector = false;
    bool m_square = false;
    int m_count = 0;
};

} // namespace tihbat
