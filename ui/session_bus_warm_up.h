// SPDX-License-Identifier: GPL-3.0-or-later
// Connects to the user's session bus on a worker thread as the game starts. Qt's bridge to
// screen readers connects to it on the GUI thread the first time a widget changes and waits for
// it: where no bus runs yet, D-Bus starts one first (dbus-launch), 7 to 9 ms of waiting before
// the first picture. The bridge then finds the connection made.
#pragma once

#include <QFuture>

namespace tihbat {

class SessionBusWarmUp {
public:
    // Once the GUI application exists; returns at once. Does nothing where Qt has no D-Bus.
    SessionBusWarmUp();
    // Waits for the connection: the application must outlive the work.
    ~SessionBusWarmUp();
    SessionBusWarmUp(const SessionBusWarmUp &) = delete;
    SessionBusWarmUp &operator=(const SessionBusWarmUp &) = delete;

private:
    QFuture<void> m_work;
};

} // namespace tihbat
