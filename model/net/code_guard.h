// SPDX-License-Identifier: GPL-3.0-or-later
// Slows down guessing of a game's join code, address by address: each address may give a few
// wrong codes at once and one more a minute (a token bucket). While its tries are used up,
// every hello from it is refused without its code being looked at, so a right guess is not
// told apart from a wrong one. The table of addresses is bounded; when it is full of addresses
// still being slowed down, a new address is slowed down too (the host is under attack from
// many addresses at once). An IPv6 address counts with its /64 network, which one computer can
// fill with addresses of its own.
#pragma once

#include "protocol.h"

#include <QElapsedTimer>
#include <QHash>
#include <QHostAddress>
#include <QString>

namespace tihbat::net {

class CodeGuard {
public:
    CodeGuard();

    enum class Verdict : std::uint8_t {
        Check,           // look at the code
        SlowDown,        // refuse it "slow-down"
        SlowDownAndTell, // the same, and tell the host: this address has just run out of tries
    };
    // What to do with a hello from this address now.
    Verdict check(const QHostAddress &from) { return check(from, m_clock.elapsed()); }
    // A hello from this address had a wrong code.
    void wrongCode(const QHostAddress &from) { wrongCode(from, m_clock.elapsed()); }
    // The same at a given time (milliseconds on one steady clock, never going back): tests.
    Verdict check(const QHostAddress &from, qint64 nowMs);
    void wrongCode(const QHostAddress &from, qint64 nowMs);
    void clear() { m_tries.clear(); }

    // The address as people read it: an IPv4 one that came as ::ffff:a.b.c.d in its own form.
    static QHostAddress plain(const QHostAddress &address);

private:
    struct Tries {
        double left = WrongCodesAllowed;
        qint64 atMs = 0; // when `left` was counted
        bool told = false;
    };
    // The address's entry with its tries counted up to now; nullptr if it has none.
    Tries *refreshed(const QString &key, qint64 nowMs);
    // Forgets the addresses whose tries have all come back; whether there is room now.
    bool makeRoom(qint64 nowMs);

    QElapsedTimer m_clock;
    QHash<QString, Tries> m_tries;
};

} // namespace tihbat::net
