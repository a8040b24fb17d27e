// SPDX-License-Identifier: GPL-3.0-or-later
// This side's place in a network game, kept with the game in progress (the autosave) so that a
// game window closed by a crash, a kill or a power cut comes back to the same game when started
// again: a host hosts it again on the same port with the same code, and a guest joins the same
// host again with the same code. The network layer checks every field again before using it.
#pragma once

#include "core/types.h"

#include <QString>
#include <cstdint>

namespace tihbat {

struct NetworkSeat {
    enum class Role : std::uint8_t { Host, Guest };
    Role role = Role::Host;
    Side side = Side::South;   // the side played here
    QString name;              // this player's name, as the other was told it
    QString code;              // the join code
    QString address;           // a guest's host (an address or a host name); empty for a host
    quint16 port = 0;          // the port the game is hosted on
    bool loopbackOnly = false; // a host listening on the loopback only, announcing nothing
    bool operator==(const NetworkSeat &) const = default;
};

} // namespace tihbat
