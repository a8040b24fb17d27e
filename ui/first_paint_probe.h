// SPDX-License-Identifier: GPL-3.0-or-later
// Quits the application right after a widget has painted for the first time, printing
// "first-paint": how the start-up benchmark sees the moment the window is on screen.
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
