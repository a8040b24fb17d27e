// SPDX-License-Identifier: GPL-3.0-or-later
#include "announcement.h"

#include "core/notation.h"
#include "json_object.h"
#include "message_codec.h"
#include "protocol.h"

#include <QJsonDocument>
#include <QJsonObject>
#include <QStringList>
#include <cmath>

namespace tihbat::net {

namespace {

std::optional<int> wholeNumber(const QJsonValue &value, int min, int max) {
    const double d = value.toDouble(std::nan(""));
    if (!value.isDouble() || std::floor(d) != d || d < min || d > max)
        return std::nullopt;
    return static_cast<int>(d);
}

std::optional<Side> sideOf(const QJsonValue &value) {
    if (!value.isString())
        return std::nullopt;
    return sideFromLetter(value.toString().toStdString());
}

} // namespace

bool Announcement::isTournament() const {
    return version == TournamentProtocolVersion;
}

QByteArray encodeAnnouncement(const Announcement &a) {
    QJsonObject object{
        {"tihbat", a.version},
        {"port", a.port},
        {"name", a.hostName},
        {"counters", a.rules.countersPerPit},
        {"chain", a.rules.chainCapture},
        {"first", QString(QChar::fromLatin1(sideLetter(a.rules.firstToMove)))},
    };
    if (a.isTournament()) {
        object.insert("pupils", a.pupils);
        object.insert("round", a.round);
    } else {
        object.insert("hostSide", QString(QChar::fromLatin1(sideLetter(a.hostSide))));
        object.insert("seatFree", a.seatFree);
        object.insert("watchers", a.watchers);
        object.insert("plies", a.plies);
    }
    return QJsonDocument(object).toJson(QJsonDocument::Compact);
}

namespace {

// A game's fields, or false.
bool readGame(const QJsonObject &o, Announcement &a) {
    const auto hostSide = sideOf(o.value("hostSide"));
    const auto watchers = wholeNumber(o.value("watchers"), 0, MaxWatchers);
    const auto plies = wholeNumber(o.value("plies"), 0, MaxGamePlies);
    if (!hostSide || !watchers || !plies || !o.value("seatFree").isBool())
        return false;
    a.hostSide = *hostSide;
    a.seatFree = o.value("seatFree").toBool();
    a.watchers = *watchers;
    a.plies = *plies;
    return true;
}

// A class tournament's fields, or false.
bool readTournament(const QJsonObject &o, Announcement &a) {
    const auto pupils = wholeNumber(o.value("pupils"), 0, MaxTournamentPlayers);
    const auto round = wholeNumber(o.value("round"), 0, MaxTournamentRounds);
    if (!pupils || !round)
        return false;
    a.pupils = *pupils;
    a.round = *round;
    return true;
}

} // namespace

std::optional<Announcement> parseAnnouncement(QByteArrayView datagram) {
    if (datagram.size() > MaxAnnouncementBytes)
        return std::nullopt;
    const auto read = readJsonObject(datagram);
    if (!std::holds_alternative<QJsonObject>(read))
        return std::nullopt;
    const QJsonObject &o = std::get<QJsonObject>(read);
    const auto version = wholeNumber(o.value("tihbat"), ProtocolVersion, TournamentProtocolVersion);
    if (!version)
        return std::nullopt;
    const bool tournament = *version == TournamentProtocolVersion;
    static const QStringList GameKeys = {"tihbat", "port",     "name",     "counters", "chain",
                                         "first",  "hostSide", "seatFree", "watchers", "plies"};
    static const QStringList TournamentKeys = {"tihbat", "port",  "name",   "counters",
                                               "chain",  "first", "pupils", "round"};
    const QStringList &keys = tournament ? TournamentKeys : GameKeys;
    if (o.size() != keys.size())
        return std::nullopt;
    for (const QString &key : keys)
        if (!o.contains(key))
            return std::nullopt;
    const auto port = wholeNumber(o.value("port"), 1, 65535);
    const auto counters = wholeNumber(o.value("counters"), RuleOptions::MinCountersPerPit,
                                      RuleOptions::MaxCountersPerPit);
    const auto first = sideOf(o.value("first"));
    const QJsonValue name = o.value("name");
    if (!port || !counters || !first || !name.isString() || !isPlainName(name.toString()) ||
        !o.value("chain").isBool())
        return std::nullopt;
    Announcement a;
    a.version = *version;
    a.port = static_cast<quint16>(*port);
    a.hostName = name.toString();
    a.rules.countersPerPit = *counters;
    a.rules.chainCapture = o.value("chain").toBool();
    a.rules.firstToMove = *first;
    if (!(tournament ? readTournament(o, a) : readGame(o, a)))
        return std::nullopt;
    return a;
}

} // namespace tihbat::net
