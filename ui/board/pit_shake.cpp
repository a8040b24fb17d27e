// SPDX-License-Identifier: GPL-3.0-or-later
#include "pit_shake.h"

#include <QGraphicsItem>
#include <QtMath>

namespace tihbat {

namespace {
constexpr int Swings = 3; // full swings left and right
} // namespace

PitShake::PitShake(int pit, std::vector<QGraphicsItem *> items, qreal amplitude, int durationMs,
                   QObject *parent)
    : QVariantAnimation(parent)
    , m_pit(pit)
    , m_amplitude(amplitude) {
    m_items.reserve(items.size());
    for (QGraphicsItem *item : items)
        m_items.emplace_back(item, item->pos());
    setStartValue(0.0);
    setEndValue(1.0);
    setDuration(durationMs);
}

void PitShake::updateCurrentValue(const QVariant &value) {
    if (state() != QAbstractAnimation::Running)
        return;
    const qreal t = value.toReal();
    // A sine that dies away: a quick "no" rather than a wobble.
    moveBy(m_amplitude * std::sin(t * Swings * 2 * M_PI) * (1 - t));
}

void PitShake::updateState(QAbstractAnimation::State newState, QAbstractAnimation::State oldState) {
    QVariantAnimation::updateState(newState, oldState);
    if (newState == QAbstractAnimation::Stopped)
        moveBy(0);
}

void PitShake::moveBy(qreal offset) {
    m_offset = offset;
    for (const auto &[item, rest] : m_items)
        item->setPos(rest + QPointF(offset, 0));
}

} // namespace tihbat
