// SPDX-License-Identifier: GPL-3.0-or-later
// The presentation's pointer hides after a while without moving, while the class watches that
// window (the teacher may be working in another one); a move or a click over the watched parts,
// or a key, brings it back. Hidden through an override cursor, so that no item's own cursor (a
// playable pit's hand) shows through.
#pragma once

#include <QObject>

class QTimer;
class QWidget;

namespace tihbat {

class IdleCursor : public QObject {
    Q_OBJECT
public:
    // Hides the pointer over `window` (the parent) after `idleMs`.
    IdleCursor(QWidget *window, int idleMs);
    ~IdleCursor() override;

    // Moves and clicks over `part` wake the pointer too.
    void watch(QWidget *part);
    // The pointer is shown, and hides again after the wait.
    void wake();
    // The pointer is shown for good (the window closes).
    void stop();
    bool isHidden() const { return m_hidden; }

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void hide();

    QWidget *m_window = nullptr;
    QTimer *m_timer = nullptr; // child
    bool m_hidden = false;
};

} // namespace tihbat
