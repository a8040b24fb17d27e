// SPDX-License-Identifier: GPL-3.0-or-later
#include "pit_item.h"

#include "board_palette.h"

#include <QCursor>
#include <QPainter>
#include <QPainterPath>
#include <QtMath>
#include <algorithm>

namespace tihbat {

namespace {
// Four corners of the square of half-side `half`, white with a dark edge.
void drawCorners(QPainter *painter, qreal half) {
    const qreal arm = half * 0.45;
    QPainterPath corners;
    for (const qreal sx : {-1.0, 1.0}) {
        for (const qreal sy : {-1.0, 1.0}) {
            corners.moveTo(sx * half, sy * (half - arm));
            corners.lineTo(sx * half, sy * half);
            corners.lineTo(sx * (half - arm), sy * half);
        }
    }
    painter->setRenderHint(QPainter::Antialiasing);
    painter->setBrush(Qt::NoBrush);
    painter->setPen(QPen(QColor(20, 30, 40, 190), 14, Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin));
    painter->drawPath(corners);
    painter->setPen(QPen(QColor(235, 248, 255), 8, Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin));
    painter->drawPath(corners);
}

} // namespace

PitItem::PitItem(int pit, qreal radius, QGraphicsItem *parent)
    : QGraphicsItem(parent)
    , m_pit(pit)
    , m_radius(radius) {
    setZValue(5);
}

QRectF PitItem::boundingRect() const {
    const qreal r = m_radius + FocusMargin + 8;
    return {-r, -r, 2 * r, 2 * r};
}

QPainterPath PitItem::shape() const {
    QPainterPath path;
    path.addEllipse(QPointF(), m_radius, m_radius);
    return path;
}

void PitItem::paint(QPainter *painter, const QStyleOptionGraphicsItem *, QWidget *) {
    const qreal r = m_radius;
    // The square around a ring of radius `radius` drawn with a pen `width` wide.
    auto around = [](qreal radius, qreal width) {
        const qreal e = radius + width / 2 + 1;
        return QRectF(-e, -e, 2 * e, 2 * e);
    };
    auto ring = [](QPainter *p, const QPen &pen, qreal radius) {
        p->setRenderHint(QPainter::Antialiasing);
        p->setBrush(Qt::NoBrush);
        p->setPen(pen);
        p->drawEllipse(QPointF(), radius, radius);
    };
    if (m_glow > 0.01) {
        // A counter lands: the rim lights up warm (a ring, not a filled bowl: cheap to draw).
        const qreal opacity = painter->opacity();
        painter->setOpacity(opacity * m_glow);
        m_glowHalo.paint(painter, around(r - 2, 16),
                         [&](QPainter *p) { ring(p, QPen(QColor(255, 214, 120, 90), 16), r - 2); });
        m_glowRim.paint(painter, around(r - 2, 5),
                        [&](QPainter *p) { ring(p, QPen(QColor(255, 236, 170, 235), 5), r - 2); });
        painter->setOpacity(opacity);
    }
    if (m_markPlayed || m_markLastDrop) {
        // What happened, not what to do, each in a shape of its own: the pit emptied wears a
        // solid ring in its owner's colour (who played, and which pit), the pit the last counter
        // fell in a ring of big white beads (where it ended). Dark edges keep both apart from
        // any board.
        // Bold: the rings grow inwards, over the pit's rim, and stay inside the item.
        const qreal bold = m_boldMarks ? 1.8 : 1.0;
        const qreal mr = r + 2 - (bold - 1) * 8;
        const qreal beadRing = m_markPlayed ? mr - 16 * bold : mr;
        m_markSprite.paint(painter, around(mr, 18 * bold), [&](QPainter *p) {
            if (m_markPlayed) {
                ring(p, QPen(QColor(20, 30, 40, 190), 16 * bold), mr);
                ring(p, QPen(sideColour(ownerOf(m_pit)), 10 * bold), mr);
            }
            if (m_markLastDrop) {
                // Sixteen beads round the ring, whatever its size (dash patterns are in pen
                // widths).
                const qreal period = 2 * M_PI * beadRing / 16;
                const qreal beadWidth = 13 * bold;
                const qreal edgeWidth = 18 * bold;
                QPen beads(QColor(255, 255, 255, 245), beadWidth, Qt::CustomDashLine, Qt::RoundCap);
                beads.setDashPattern({0.01, period / beadWidth - 0.01});
                QPen edge = beads;
                edge.setColor(QColor(20, 30, 40, 200));
                edge.setWidthF(edgeWidth);
                edge.setDashPattern({0.01, period / edgeWidth - 0.01});
                ring(p, edge, beadRing);
                ring(p, beads, beadRing);
            }
        });
    }
    if (m_playable && m_hovered) {
        m_hoverRing.paint(painter, around(r + 6, 22), [&](QPainter *p) {
            ring(p, QPen(QColor(255, 214, 102, 80), 22), r + 6);
            ring(p, QPen(QColor(255, 222, 120, 240), 7), r + 4);
        });
    }
    if (m_focusRing) {
        // The keyboard's cursor is no ring at all: four white corners of a square around the
        // pit, as a viewfinder frames what it is on.
        const qreal half = r + FocusMargin;
        const QRectF bounds(-half - 8, -half - 8, 2 * half + 16, 2 * half + 16);
        m_focusRingSprite.paint(painter, bounds, [half](QPainter *p) { drawCorners(p, half); });
    }
}

void PitItem::setPlayable(bool playable) {
    if (playable == m_playable)
        return;
    m_playable = playable;
    setCursor(playable ? Qt::PointingHandCursor : Qt::ArrowCursor);
    update();
}

void PitItem::setHovered(bool hovered) {
    if (hovered == m_hovered)
        return;
    m_hovered = hovered;
    update();
}

void PitItem::setFocusRing(bool shown) {
    if (shown == m_focusRing)
        return;
    m_focusRing = shown;
    update();
}

void PitItem::setBoldMarks(bool bold) {
    if (bold == m_boldMarks)
        return;
    m_boldMarks = bold;
    m_markSprite.clear();
    update();
}

void PitItem::setMoveMarks(bool played, bool lastDrop) {
    if (played == m_markPlayed && lastDrop == m_markLastDrop)
        return;
    m_markPlayed = played;
    m_markLastDrop = lastDrop;
    m_markSprite.clear();
    update();
}

void PitItem::setGlow(qreal glow) {
    glow = std::clamp<qreal>(glow, 0, 1);
    if (qFuzzyCompare(glow + 1, m_glow + 1))
        return;
    m_glow = glow;
    update();
}

} // namespace tihbat
