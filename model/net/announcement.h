// SPDX-License-Identifier: GPL-3.0-or-later
// What a host announces on the local network (one UDP datagram, one JSON object): enough to
// list the game and show its options before joining. Never the join code. Parsing checks every
// field like the protocol's messages do.
#pragma once

#include "core/types.h"

#include <QByteArray>
#include <QByteArrayView>
#include <QString>
#include <optional>

namespace tihbat::net {

struct Announcement {
    int version = 0;  // the protocol version the host speaks
    quint16 port = 0; // the host's TCP port
    QString hostName; // the hosting player's name (isPlainName)
    RuleOptions rules;
    Side hostSide = Side::South;
    bool seatFree = false; // no guest connected: a player may join
    int watchers = 0;
    int plies = 0; // moves played so far
    bool operator==(const Announcement &) const = default;
};

// {"tihbat":1,"port":P,"name":"...","counters":7,"chain":false,"first":"S","hostSide":"S",
//  "seatFree":true,"watchers":0,"plies":0}
QByteArray encodeAnnouncement(const Announcement &announcement);
// The announcement a datagram holds, or nothing if it is not a valid one.
std::optional<Announcement> parseAnnouncement(QByteArrayView datagram);

} // namespace tihbat::net
