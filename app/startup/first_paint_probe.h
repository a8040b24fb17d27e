// SPDX-License-Identifier: GPL-3.0-or-later
// Quits the application right after a widget has painted for the first time, printing
// "first-paint" and the size of its window ("first-paint 1267x864"): how the start-up benchmark
// sees the moment the window is on screen, and the size its yardstick window is given.
#pragma once

#include <QObject>

class QWidget;

namespace tihbat {

class FirstPaintProbe : public QObject {
    Q_OBJECT
public:
    // Watches `widget` (and is owned by it).
    explicit FirstPaintProbe(QWidget *widget);

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    bool m_seen = false;
};

} // namespace tihbat
