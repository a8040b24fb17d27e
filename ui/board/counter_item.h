// SPDX-License-Identifier: GPL-3.0-or-later
// One counter, a polished pebble. A QGraphicsObject so that its position, size and height above
// the board can be animated. Its look (colour, shape, vein) comes from its seed alone, so the
// same counter looks the same wherever it goes and in every run.
#pragma once

#include "core/types.h"
#include "pictured_item.h"

#include <QColor>
#include <QGraphicsObject>
#include <optional>

namespace tihbat {

class CounterItem : public QGraphicsObject, public PicturedItem {
    Q_OBJECT
    Q_PROPERTY(qreal lift READ lift WRITE setLift)
    Q_PROPERTY(qreal radius READ radius WRITE setRadius)
public:
    enum { Type = UserType + 1 };
    explicit CounterItem(int seed, QGraphicsItem *parent = nullptr);

    int type() const override { return Type; }
    // The number its look comes from.
    int seed() const { return m_seed; }
    QRectF boundingRect() const override;
    QPainterPath shape() const override;
    void paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *widget) override;

    // Where the counter belongs in the state the board was last told: a pit, or a tray.
    int pit() const { return m_pit; }
    std::optional<Side> tray() const { return m_tray; }
    void placeInPit(int pit);
    void placeInTray(Side side);

    // 0 lies in a pit; 1 is held in the hand; more is the top of a throw.
    qreal lift() const { return m_lift; }
    void setLift(qreal lift);
    // The circle the pebble fits in.
    qreal radius() const { return m_radius; }
    void setRadius(qreal radius);
    // One plain colour for every pebble (the projector palette); invalid: its own stone again.
    void setPlainColour(const QColor &colour);
    bool hasText() const override { return false; }

protected:
    QRectF pictureBounds() const override { return boundingRect(); }
    void drawPicture(QPainter *painter) const override;

private:
    int m_pit = -1;
    std::optional<Side> m_tray;
    qreal m_lift = 0;
    qreal m_radius = 24;
    // The look, fixed by the seed.
    int m_seed = 0;
    QColor m_colour;
    QColor m_stoneColour;
    qreal m_squash = 0; // 0 is round
    qreal m_angle = 0;  // degrees
    bool m_veined = false;
};

} // namespace tihbat
