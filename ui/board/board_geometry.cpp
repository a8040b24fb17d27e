// SPDX-License-Identifier: GPL-3.0-or-later
#include "board_geometry.h"

#include "pebble_layout.h"

#include <QLineF>

namespace tihbat {

namespace {

constexpr qreal ColumnX[2] = {625, 975};
constexpr qreal RowY[2] = {335, 665};   // top, bottom
constexpr qreal TrayX[2] = {255, 1345}; // left, right
constexpr qreal BadgeBandY[2] = {150, 850};
constexpr qreal NameplateY[2] = {55, 945};
constexpr qreal ProjectorBadgeY[2] = {110, 888}; // clear of the edge of a full screen

} // namespace

QPointF BoardGeometry::pitCentre(int pit) const {
    const bool bottom = isAtBottom(ownerOf(pit));
    const int index = pit % 2; // 0 is the owner's left pit
    // The player at the bottom sees their left on the screen's left; the one at the top faces
    // them, so their left is the screen's right. Sowing then runs counter-clockwise either way.
    const int column = bottom ? index : 1 - index;
    return {ColumnX[column], RowY[bottom ? 1 : 0]};
}

int BoardGeometry::pitAt(QPointF scenePos) const {
    for (int pit = 0; pit < PitCount; ++pit) {
        if (QLineF(scenePos, pitCentre(pit)).length() <= PitRadius)
            return pit;
    }
    return -1;
}

QPointF BoardGeometry::handCentre(int pit) const {
    // Overlapping the pit's rim a little, so that it reads as held over this pit.
    constexpr qreal OverRim = 12;
    const QPointF centre = pitCentre(pit);
    const qreal outwards = centre.x() < BoardRect.center().x() ? -1 : 1;
    return centre + QPointF(outwards * (PitRadius + HandRoom - OverRim), 0);
}

QPointF BoardGeometry::trayCentre(Side side) const {
    return {TrayX[isAtBottom(side) ? 1 : 0], BoardRect.center().y()};
}

QRectF BoardGeometry::troughRect(Side side) const {
    return {trayCentre(side) - QPointF(TroughSize.width(), TroughSize.height()) / 2, TroughSize};
}

std::vector<QPointF> BoardGeometry::pitSlots(int pit, int n, qreal *radius) const {
    const pebbles::Layout layout = pebbles::inCircle(n, PitRoom, MaxPebble);
    std::vector<QPointF> spots;
    spots.reserve(layout.points.size());
    const QPointF centre = pitCentre(pit);
    for (const QPointF &p : layout.points)
        spots.push_back(centre + p);
    *radius = layout.radius;
    return spots;
}

std::vector<QPointF> BoardGeometry::traySlots(Side side, int n, qreal *radius) const {
    const pebbles::Layout layout = pebbles::inRect(n, TrayRoom, TrayPebble);
    std::vector<QPointF> spots;
    spots.reserve(layout.points.size());
    const QPointF centre = trayCentre(side);
    // Rotated with the board, so the same counters lie in the same spots for both players.
    const qreal turn = isAtBottom(side) ? 1 : -1;
    for (const QPointF &p : layout.points)
        spots.push_back(centre + turn * p);
    *radius = layout.radius;
    return spots;
}

QPointF BoardGeometry::pitBadgeCentre(int pit, bool projector) const {
    const bool bottom = isAtBottom(ownerOf(pit));
    const qreal y = projector ? ProjectorBadgeY[bottom ? 1 : 0] : BadgeBandY[bottom ? 1 : 0];
    return {pitCentre(pit).x(), y};
}

QPointF BoardGeometry::pitNameCentre(int pit) const {
    return {pitCentre(pit).x() - 78, BadgeBandY[isAtBottom(ownerOf(pit)) ? 1 : 0]};
}

QPointF BoardGeometry::nameplateCentre(Side side) const {
    return {BoardRect.center().x(), NameplateY[isAtBottom(side) ? 1 : 0]};
}

QPointF BoardGeometry::valueBadgeCentre(int pit) const {
    // Across the middle line, mostly on its own pit's side: it sits on that pit's rim and leaves
    // most of the pebbles in the pit's top to be seen (its far edge 8 past the middle).
    constexpr qreal PastMiddle = -8;
    const QPointF centre = pitCentre(pit);
    const qreal middle = BoardRect.center().y();
    const qreal towardsPit = centre.y() > middle ? 1 : -1;
    return {centre.x(), middle + towardsPit * (PastMiddle + ValueBadgeSize.height() / 2)};
}

std::vector<QPointF> BoardGeometry::allPitCentres() {
    std::vector<QPointF> centres;
    for (const qreal y : {RowY[1], RowY[0]}) {
        for (const qreal x : ColumnX)
            centres.emplace_back(x, y);
    }
    return centres;
}

std::vector<QPointF> BoardGeometry::allTroughCentres() {
    return {{TrayX[1], BoardRect.center().y()}, {TrayX[0], BoardRect.center().y()}};
}

QTransform BoardGeometry::sceneToImage(QSize size) {
    QTransform transform;
    transform.scale(size.width() / SceneRect.width(), size.height() / SceneRect.height());
    transform.translate(-SceneRect.left(), -SceneRect.top());
    return transform;
}

} // namespace tihbat
