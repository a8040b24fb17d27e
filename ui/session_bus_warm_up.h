// SPDX-License-Identifier: GPL-3.0-or-later
// Connects to the user's session bus on a worker thread as the game starts. Qt's bridge to
// screen readers connects to it on the GUI thread when the first widget is shown, and the
// window waited for it: where no bus runs yet, D-Bus starts one first (dbus-launch), a sixth of
// the time to the first picture. The bridge then finds the connection made.
#pragma once

namespace tihbat {

class SessionBusWarmUp {
public:
    // Once the GUI application exists; returns at once. Does nothing where Qt has no D-Bus.
    static void start();
};

} // namespace tihbat
