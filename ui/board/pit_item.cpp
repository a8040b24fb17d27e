// SPDX-License-Identifier: GPL-3.0-or-later
#include "pit_item.h"

#include <QCursor>
#include <QPainter>
#include <QPainterPath>
#include <QtMath>
#include <algorithm>

namespace tihbat {

PitItem::PitItem(int pit, qreal radius, QGraphicsItem *parent)
    : QGraphicsItem(parent)
    , m_pit(pit)
    , m_radius(radius) {
    setZValue(5);
}

QRectF PitItem::boundingRect() const {
    const qreal r = m_radius + 24;
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
        // Quiet white marks with a dark edge, inside the hover and focus rings: they say what
        // happened, not what to do.
        const qreal mr = r + 2;
        m_markSprite.paint(painter, around(mr, 9), [&](QPainter *p) {
            if (m_markPlayed) {
                ring(p, QPen(QColor(20, 30, 40, 150), 9), mr);
                ring(p, QPen(QColor(255, 255, 255, 230), 4), mr);
            }
            if (m_markLastDrop) {
                QPen dots(QColor(255, 255, 255, 240), 9, Qt::CustomDashLine, Qt::RoundCap);
                dots.setDashPattern({0.01, 2.2});
                QPen edge = dots;
                edge.setColor(QColor(20, 30, 40, 170));
                edge.setWidthF(12);
                ring(p, edge, m_markPlayed ? mr - 9 : mr);
                ring(p, dots, m_markPlayed ? mr - 9 : mr);
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
        // Dashed and cool, unlike the warm hover glow, with a dark edge for any background.
        m_focusRingSprite.paint(painter, around(r + 15, 10), [&](QPainter *p) {
            ring(p, QPen(QColor(20, 30, 40, 160), 10), r + 15);
            QPen dashes(QColor(235, 248, 255), 6, Qt::CustomDashLine, Qt::RoundCap);
            dashes.setDashPattern({3, 2});
            ring(p, dashes, r + 15);
        });
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
