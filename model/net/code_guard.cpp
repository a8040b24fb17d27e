// SPDX-License-Identifier: GPL-3.0-or-later
#include "code_guard.h"

#include <algorithm>
#include <iterator>
#include <utility>

namespace tihbat::net {

namespace {

// One key per computer: an IPv4 address, or an IPv6 address's /64 network.
QString keyOf(const QHostAddress &address) {
    const QHostAddress plain = CodeGuard::plain(address);
    if (plain.protocol() != QAbstractSocket::IPv6Protocol)
        return plain.toString();
    Q_IPV6ADDR network = plain.toIPv6Address();
    std::fill(std::begin(network.c) + 8, std::end(network.c), quint8(0));
    return QHostAddress(network).toString() + QStringLiteral("/64");
}

} // namespace

CodeGuard::CodeGuard() {
    m_clock.start();
}

QHostAddress CodeGuard::plain(const QHostAddress &address) {
    bool isIpv4 = false;
    const quint32 ipv4 = address.toIPv4Address(&isIpv4);
    return isIpv4 ? QHostAddress(ipv4) : address;
}

CodeGuard::Tries *CodeGuard::refreshed(const QString &key, qint64 nowMs) {
    const auto it = m_tries.find(key);
    if (it == m_tries.end())
        return nullptr;
    const qint64 now = nowMs;
    it->left =
        std::min<double>(WrongCodesAllowed, it->left + double(now - it->atMs) / WrongCodeRefillMs);
    it->atMs = nowMs;
    return &*it;
}

bool CodeGuard::makeRoom(qint64 nowMs) {
    if (m_tries.size() < MaxGuessingAddresses)
        return true;
    for (auto it = m_tries.begin(); it != m_tries.end();) {
        if (refreshed(it.key(), nowMs) && it->left >= WrongCodesAllowed)
            it = m_tries.erase(it);
        else
            ++it;
    }
    return m_tries.size() < MaxGuessingAddresses;
}

CodeGuard::Verdict CodeGuard::check(const QHostAddress &from, qint64 nowMs) {
    const QString key = keyOf(from);
    Tries *tries = refreshed(key, nowMs);
    if (!tries)
        return makeRoom(nowMs) ? Verdict::Check : Verdict::SlowDown;
    if (tries->left >= 1)
        return Verdict::Check;
    return std::exchange(tries->told, true) ? Verdict::SlowDown : Verdict::SlowDownAndTell;
}

void CodeGuard::wrongCode(const QHostAddress &from, qint64 nowMs) {
    const QString key = keyOf(from);
    Tries *tries = refreshed(key, nowMs);
    if (!tries) {
        if (!makeRoom(nowMs))
            return;
        tries = &m_tries.insert(key, Tries{WrongCodesAllowed, nowMs, false}).value();
    }
    tries->left = std::max(0.0, tries->left - 1);
}

} // namespace tihbat::net
