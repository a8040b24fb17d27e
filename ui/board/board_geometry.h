// SPDX-License-Identifier: GPL-3.0-or-later
// Where everything on the board lies, for one way of facing it (which side sits at the bottom):
// the pits, the trays, the counters' spots, the counts, the name plates. A value: the scene, the
// animation and the board's art all read the same numbers, in the scene's own units (1600 by
// 1000), which sceneToImage() maps onto a picture of any size.
#pragma once

#include "core/types.h"

#include <QPointF>
#include <QRectF>
#include <QSizeF>
#include <QTransform>
#include <vector>

namespace tihbat {

class BoardGeometry {
public:
    explicit BoardGeometry(Side bottom = Side::South)
        : m_bottom(bottom) {}

    static constexpr QRectF SceneRect{0, 0, 1600, 1000};
    static constexpr QRectF BoardRect{90, 110, 1420, 780};
    static constexpr qreal BoardRound = 56;
    static constexpr qreal PitRadius = 145;
    static constexpr qreal PitRoom = 131; // where pebbles may lie, inside the carved rim
    static constexpr qreal MaxPebble = 30;
    static constexpr qreal TrayPebble = 22;
    static constexpr QSizeF TroughSize{230, 620};
    static constexpr QSizeF TrayRoom{196, 586};
    static constexpr QSizeF NameplateSize{660, 76};
    static constexpr qreal PitBadgeDiameter = 58;
    static constexpr qreal TrayBadgeDiameter = 68;
    // The projector palette's counts: huge, in the pits' own bands.
    static constexpr qreal ProjectorBadgeDiameter = 184;
    static constexpr qreal ProjectorTrayBadgeDiameter = 120;
    // A move's value: words about 41 units high, as readable from the back of a room as the
    // counts beside the pits; narrow enough to leave the focus corners' arms alone.
    static constexpr QSizeF ValueBadgeSize{152, 74};

    Side bottomSide() const { return m_bottom; }
    bool isAtBottom(Side side) const { return side == m_bottom; }

    QPointF pitCentre(int pit) const;
    // The pit under a scene point, or -1.
    int pitAt(QPointF scenePos) const;
    // Counters in the hand (a lesson's sowing by clicks) float in a small heap beside the pit,
    // between it and the trough, never over the pit's own count: a pit just emptied reads 0 and
    // shows no counters.
    static constexpr qreal HandRoom = 56;
    QPointF handCentre(int pit) const;
    // Each player's tray is on their right, like a mancala store.
    QPointF trayCentre(Side side) const;
    QRectF troughRect(Side side) const;
    // The spots of n counters in a pit or a tray, and the radius they have there.
    std::vector<QPointF> pitSlots(int pit, int n, qreal *radius) const;
    std::vector<QPointF> traySlots(Side side, int n, qreal *radius) const;
    // A pit's count: in the band beside the pit, or (projector) as big as the room allows, just
    // outside the pit, in the name plates' place.
    QPointF pitBadgeCentre(int pit, bool projector) const;
    // The carved letter of a pit, beside its count.
    QPointF pitNameCentre(int pit) const;
    QPointF nameplateCentre(Side side) const;
    // A move's value: on its own pit's rim on the side of the board's middle, inside the pit's
    // column and clear of the other row, so it belongs to one pit only.
    QPointF valueBadgeCentre(int pit) const;

    // The pits and troughs wherever they are carved, whoever sits at the bottom.
    static std::vector<QPointF> allPitCentres();
    static std::vector<QPointF> allTroughCentres();

    // Scene units to the pixels of a picture of `size` (the whole scene fills it).
    static QTransform sceneToImage(QSize size);

private:
    Side m_bottom;
};

} // namespace tihbat
