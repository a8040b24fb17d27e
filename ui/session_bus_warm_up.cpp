// SPDX-License-Identifier: GPL-3.0-or-later
#include "session_bus_warm_up.h"

#ifdef TIHBAT_HAVE_DBUS
#include <QDBusConnection>
#include <QtConcurrent/QtConcurrentRun>
#endif

namespace tihbat {

SessionBusWarmUp::SessionBusWarmUp() {
#ifdef TIHBAT_HAVE_DBUS
    // QDBusConnection's shared connections may be asked for from any thread.
    m_work = QtConcurrent::run([] { (void)QDBusConnection::sessionBus().isConnected(); });
#endif
}

SessionBusWarmUp::~SessionBusWarmUp() {
    m_work.waitForFinished();
}

} // namespace tihbat
