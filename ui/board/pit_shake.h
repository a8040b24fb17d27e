// SPDX-License-Identifier: GPL-3.0-or-later
// A refused pit shakes its head: the items that make it up on screen (its highlights, its
// counters, its count) slide left and right a few times, less each time, then stand exactly
// where they were. Stopping it early puts them back at once.
#pragma once

#include <QPointF>
#include <QVariantAnimation>
#include <utility>
#include <vector>

class QGraphicsItem;

namespace tihbat {

class PitShake : public QVariantAnimation {
    Q_OBJECT
public:
    // `amplitude` is the widest swing in scene units; the items must outlive the shake or be
    // given back by stop() first (the scene stops it before it moves or deletes them).
    PitShake(int pit, std::vector<QGraphicsItem *> items, qreal amplitude, int durationMs,
             QObject *parent = nullptr);

    int pit() const { return m_pit; }
    // How far the items stand from their places now (0 at rest).
    qreal offset() const { return m_offset; }

protected:
    void updateCurrentValue(const QVariant &value) override;
    void updateState(QAbstractAnimation::State newState,
                     QAbstractAnimation::State oldState) override;

private:
    void moveBy(qreal offset);

    int m_pit;
    qreal m_amplitude;
    qreal m_offset = 0;
    std::vector<std::pair<QGraphicsItem *, QPointF>> m_items; // with their places at rest
};

} // namespace tihbat
