// SPDX-License-Identifier: GPL-3.0-or-later
// What a host announces on the local network (one UDP datagram, one JSON object): enough to
// list the game, or the class tournament, and show its options before joining. Never the join
// code. Parsing checks every field like the protocol's messages do.
#pragma once

#include "core/types.h"

#include <QByteArray>
#include <QByteArrayView>
#include <QString>
#include <optional>

namespace tihbat::net {

struct Announcement {
    // The protocol version the host speaks: ProtocolVersion for a game,
    // TournamentProtocolVersion for a class tournament (whose pupils say hello with it).
    int version = 0;
    quint16 port = 0; // the host's TCP port
    QString hostName; // the hosting player's name, or the teacher's computer's (isPlainName)
    RuleOptions rules;
    // A game's.
    Side hostSide = Side::South;
    bool seatFree = false; // no guest connected: a player may join
    int watchers = 0;
    int plies = 0; // moves played so far
    // A class tournament's.
    int pupils = 0; // players joined
    int round = 0;  // rounds begun (0: it has not started; pupils may still join later)
    bool isTournament() const;
    bool operator==(const Announcement &) const = default;
};

// A game's: {"tihbat":1,"port":P,"name":"...","counters":7,"chain":false,"first":"S",
//  "hostSide":"S","seatFree":true,"watchers":0,"plies":0}
// A class tournament's: {"tihbat":2,"port":P,"name":"...","counters":7,"chain":false,
//  "first":"S","pupils":12,"round":0}
QByteArray encodeAnnouncement(const Announcement &announcement);
// The announcement a datagram holds, or nothing if it is not a valid one.
std::optional<Announcement> parseAnnouncement(QByteArrayView datagram);

} // namespace tihbat::net
