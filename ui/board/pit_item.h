// SPDX-License-Identifier: GPL-3.0-or-later
// A pit: the hit area and every highlight drawn on it (hover, keyboard focus, the landing of a
// sown counter, the last move's marks), each in a shape of its own. The bowl itself is carved
// into the background.
#pragma once

#include "device_sprite.h"

#include <QGraphicsItem>

namespace tihbat {

class PitItem : public QGraphicsItem {
public:
    enum { Type = UserType + 2 };
    // The keyboard focus's corners: a square this far outside the pit's rim (its corners clear
    // of the hover glow).
    static constexpr qreal FocusMargin = 10;
    PitItem(int pit, qreal radius, QGraphicsItem *parent = nullptr);

    int type() const override { return Type; }
    QRectF boundingRect() const override;
    QPainterPath shape() const override;
    void paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *widget) override;

    int pit() const { return m_pit; }
    qreal radius() const { return m_radius; }
    void setPlayable(bool playable); // a legal pit of a side a person plays
    bool isPlayable() const { return m_playable; }
    void setHovered(bool hovered);
    void setFocusRing(bool shown);
    bool hasFocusRing() const { return m_focusRing; }
    void setGlow(qreal glow); // 0..1, a counter landing
    // The last move's marks: the pit it emptied (a solid ring in its owner's colour) and the pit
    // its last counter fell in (a ring of white beads); both on one pit when it went round to
    // its own pit. The keyboard focus is four corners of a square, never a ring.
    void setMoveMarks(bool played, bool lastDrop);
    // Marks twice as bold, for a board seen from the back of a room.
    void setBoldMarks(bool bold);
    bool isMarkedPlayed() const { return m_markPlayed; }
    bool isMarkedLastDrop() const { return m_markLastDrop; }

private:
    int m_pit;
    qreal m_radius;
    bool m_playable = false;
    bool m_hovered = false;
    bool m_focusRing = false;
    qreal m_glow = 0;
    bool m_markPlayed = false;
    bool m_markLastDrop = false;
    bool m_boldMarks = false;
    // Antialiased rings are dear at 4K: each is drawn once per device scale. The landing glow's
    // two rings are copied with the glow as opacity, which is the same as fading each ring.
    DeviceSprite m_glowHalo;
    DeviceSprite m_glowRim;
    DeviceSprite m_hoverRing;
    DeviceSprite m_focusRingSprite;
    DeviceSprite m_markSprite;
};

} // namespace tihbat
