// SPDX-License-Identifier: GPL-3.0-or-later
// Where pebbles lie: deterministic, non-overlapping arrangements that still look scattered by
// hand. Pure geometry, so the scene, the animation builder and the tests agree on every spot.
#pragma once

#include <QPointF>
#include <QSizeF>
#include <vector>

namespace tihbat::pebbles {

struct Layout {
    std::vector<QPointF> points; // pebble centres, relative to the middle of the room
    qreal radius = 0;            // every pebble fits in a circle this big around its centre
};

// n pebbles heaped in a round bowl of the given radius: no larger than maxRadius, smaller when
// crowded, never overlapping and never poking out of the bowl. The same n gives the same layout.
Layout inCircle(int n, qreal room, qreal maxRadius);

// n pebbles in a rectangular trough, filled from the middle outwards, each of the given radius
// unless that many would not fit.
Layout inRect(int n, QSizeF room, qreal maxRadius);

} // namespace tihbat::pebbles
