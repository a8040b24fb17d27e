// SPDX-License-Identifier: GPL-3.0-or-later
#include "pebble_layout.h"

#include <QLineF>
#include <QtMath>
#include <algorithm>
#include <map>
#include <tuple>

namespace tihbat::pebbles {

namespace {

// A small fixed hash, so that "random" jitter is the same on every run and machine.
qreal jitter(int a, int b) {
    quint32 h = static_cast<quint32>(a) * 0x9E3779B1u ^ static_cast<quint32>(b) * 0x85EBCA77u;
    h ^= h >> 15;
    h *= 0x2C1B3C6Du;
    h ^= h >> 12;
    return (h & 0xFFFF) / 65535.0 - 0.5; // in [-0.5, 0.5]
}

constexpr qreal Spacing = 1.06; // gap between neighbours, as a share of the pebble size

// Shrinks the radius so that the final points provably neither overlap nor leave the bowl.
qreal safeRadius(const std::vector<QPointF> &points, qreal radius, qreal room) {
    qreal r = radius;
    for (std::size_t i = 0; i < points.size(); ++i) {
        r = std::min(r, room - std::hypot(points[i].x(), points[i].y()));
        for (std::size_t j = i + 1; j < points.size(); ++j)
            r = std::min(r, QLineF(points[i], points[j]).length() / (2 * Spacing));
    }
    return std::max<qreal>(r, 1);
}

Layout computeInCircle(int n, qreal room, qreal maxRadius) {
    Layout layout;
    if (n <= 0)
        return layout;
    // About 58% of a bowl can be covered by loosely packed round pebbles.
    const qreal r = std::min(maxRadius, room * std::sqrt(0.58 / n));
    const qreal golden = M_PI * (3 - std::sqrt(5.0));
    const qreal reach = room - r;
    std::vector<QPointF> &p = layout.points;
    p.reserve(n);
    for (int i = 0; i < n; ++i) {
        const qreal dist = std::sqrt((i + 0.5) / n) * reach * (n < 4 ? 0.5 : 0.9);
        const qreal angle = i * golden + n * 0.7 + 0.4 * jitter(n, i);
        p.emplace_back(dist * std::cos(angle), dist * std::sin(angle));
    }
    // Relax: push overlapping neighbours apart and let everything roll gently to the middle.
    const qreal wanted = 2 * r * Spacing * 1.01;
    for (int iteration = 0; iteration < 160; ++iteration) {
        for (int i = 0; i < n; ++i) {
            for (int j = i + 1; j < n; ++j) {
                QPointF d = p[j] - p[i];
                qreal len = std::hypot(d.x(), d.y());
                if (len >= wanted)
                    continue;
                if (len < 1e-6) {
                    d = QPointF(jitter(i, j) + 0.01, jitter(j, i));
                    len = std::hypot(d.x(), d.y());
                }
                const QPointF push = d * ((wanted - len) / (2 * len));
                p[i] -= push;
                p[j] += push;
            }
        }
        for (QPointF &q : p) {
            q *= 0.985;
            const qreal len = std::hypot(q.x(), q.y());
            if (len > reach)
                q *= reach / len;
        }
    }
    layout.radius = safeRadius(p, r, room);
    return layout;
}

Layout computeInRect(int n, QSizeF room, qreal maxRadius) {
    Layout layout;
    if (n <= 0)
        return layout;
    for (qreal r = maxRadius; r > 1; r *= 0.92) {
        // A hexagonal lattice, rows from the middle, with a little jitter that keeps the gap.
        const qreal dx = 2 * r * 1.16;
        const qreal dy = dx * 0.866;
        const qreal halfW = room.width() / 2 - r;
        const qreal halfH = room.height() / 2 - r;
        std::vector<QPointF> spots;
        const int rows = static_cast<int>(halfH / dy);
        for (int row = -rows; row <= rows; ++row) {
            const qreal shift = (row % 2 == 0) ? 0 : dx / 2;
            const int cols = static_cast<int>((halfW + dx) / dx) + 1;
            for (int col = -cols; col <= cols; ++col) {
                const QPointF q(col * dx + shift, row * dy);
                if (std::abs(q.x()) <= halfW - 0.05 * r && std::abs(q.y()) <= halfH)
                    spots.push_back(q);
            }
        }
        if (static_cast<int>(spots.size()) < n)
            continue;
        // Fill the middle of the trough first, more along its length than across it.
        std::stable_sort(spots.begin(), spots.end(), [](const QPointF &a, const QPointF &b) {
            return a.x() * a.x() * 2.5 + a.y() * a.y() < b.x() * b.x() * 2.5 + b.y() * b.y();
        });
        spots.resize(n);
        for (int i = 0; i < n; ++i)
            spots[i] += QPointF(jitter(i, 1) * 0.12 * r, jitter(i, 2) * 0.12 * r);
        layout.points = std::move(spots);
        layout.radius = r;
        return layout;
    }
    layout.points.assign(n, QPointF());
    layout.radius = 1;
    return layout;
}

} // namespace

Layout inCircle(int n, qreal room, qreal maxRadius) {
    // Relaxation costs a little: remember every layout asked for (a few dozen at most).
    static std::map<std::tuple<int, qint64, qint64>, Layout> cache;
    const auto key = std::make_tuple(n, qRound64(room * 64), qRound64(maxRadius * 64));
    auto it = cache.find(key);
    if (it == cache.end())
        it = cache.emplace(key, computeInCircle(n, room, maxRadius)).first;
    return it->second;
}

Layout inRect(int n, QSizeF room, qreal maxRadius) {
    return computeInRect(n, room, maxRadius);
}

} // namespace tihbat::pebbles
