// SPDX-License-Identifier: GPL-3.0-or-later
// The value of the game over its moves: x is the move index, y the final score difference
// (South - North) under perfect play, with a zero line, mistakes marked, and the current index
// shown. Clicking or dragging picks a move. Above the plot, who a value above zero favours; below
// it the move numbers, and under them who a value below zero favours, each on a line of its own
// so neither hides the other.
#pragma once

#include "core/types.h"

#include <QWidget>
#include <array>
#include <utility>
#include <vector>

namespace tihbat {

class ValueGraph : public QWidget {
    Q_OBJECT
public:
    explicit ValueGraph(QWidget *parent = nullptr);

    // Values by index (0 = the start); mistakes[i] is how much move i gave away (0 for none).
    void setValues(std::vector<int> values, std::vector<int> losses);
    void setCurrentIndex(int index);
    int currentIndex() const { return m_current; }
    int pointCount() const { return static_cast<int>(m_values.size()); }

    // Where index's point is drawn, in widget coordinates (also for tests clicking it).
    QPointF pointOf(int index) const;
    // The index nearest to a widget x coordinate.
    int indexAt(qreal x) const;

    QSize sizeHint() const override { return {480, 150}; }
    QSize minimumSizeHint() const override { return {200, 130}; }

    // The players as the record names them (empty: South and North), for "Amina ahead".
    void setSideNames(const QString &south, const QString &north);
    // Where "… ahead" is written for `side` (South above the plot, North at the bottom).
    QRectF sideLabelRect(Side side) const;
    QString sideLabel(Side side) const;
    // The moves numbered under the plot, each with the box its number is drawn in.
    std::vector<std::pair<int, QRectF>> moveNumbers() const;

signals:
    void indexClicked(int index);

protected:
    void paintEvent(QPaintEvent *event) override;
    void mousePressEvent(QMouseEvent *event) override;
    void mouseMoveEvent(QMouseEvent *event) override;
    void changeEvent(QEvent *event) override;

private:
    QRectF plotRect() const;
    int valueRange() const; // the largest |value| shown, at least 2, rounded up to even
    qreal yOf(int value) const;

    qreal band() const; // the height of a line of labels

    std::array<QString, 2> m_names; // by sideIndex; empty: the side's name
    std::vector<int> m_values;
    std::vector<int> m_losses;
    int m_current = 0;
};

} // namespace tihbat
