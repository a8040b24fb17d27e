// SPDX-License-Identifier: GPL-3.0-or-later
#include "session_bus_warm_up.h"

#ifdef TIHBAT_HAVE_DBUS
#include <QDBusConnection>
#include <QtConcurrent/QtConcurrentRun>
#endif

namespace tihbat {

void SessionBusWarmUp::start() {
#ifdef TIHBAT_HAVE_DBUS
    // On the global pool, which waits for it when the application ends. QDBusConnection's
    // shared connections may be asked for from any thread.
    (void)QtConcurrent::run([] { (void)QDBusConnection::sessionBus().isConnected(); });
#endif
}

} // namespace tihbat
