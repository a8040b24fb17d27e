// SPDX-License-Identifier: GPL-3.0-or-later
// The address a friend on the local network connects to: this computer's first IPv4 address
// that is not the loopback, or the loopback when there is none; and the port a game is hosted
// on when it is free (otherwise one the system chooses), so the one to type is usually the same.
#pragma once

#include <QString>

namespace tihbat {

constexpr quint16 PreferredGamePort = 47474;

QString localAddress();

} // namespace tihbat
