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

QByteArray encodeAnnouncement(const Announcement &a) {
    const QJsonObject object{
        {"tihbat", a.version},
        {"port", a.port},
        {"name", a.hostName},
        {"counters", a.rules.countersPerPit},
        {"chain", a.rules.chainCapture},
        {"first", QString(QChar::fromLatin1(sideLetter(a.rules.firstToMove)))},
        {"hostSide", QString(QChar::fromLatin1(sideLetter(a.hostSide)))},
        {"seatFree", a.seatFree},
        {"watchers", a.watchers},
        {"plies", a.plies},
    };
    return QJsonDocument(object).toJson(QJsonDocument::Compact);
}

std::optional<Announcement> parseAnnouncement(QByteArrayView datagram) {
    if (datagram.size() > MaxAnnouncementBytes)
        return std::nullopt;
    const auto read = readJsonObject(datagram);
    if (!std::holds_alternative<QJsonObject>(read))
        return std::nullopt;
    const QJsonObject &o = std::get<QJsonObject>(read);
    static const QStringList Keys = {"tihbat", "port",     "name",     "counters", "chain",
                                     "first",  "hostSide", "seatFree", "watchers", "plies"};
    if (o.size() != Keys.size())
        return std::nullopt;
    for (const QString &key : Keys)
        if (!o.contains(key))
            return std::nullopt;
    const auto version = wholeNumber(o.value("tihbat"), ProtocolVersion, ProtocolVersion);
    const auto port = wholeNumber(o.value("port"), 1, 65535);
    const auto counters = wholeNumber(o.value("counters"), RuleOptions::MinCountersPerPit,
                                      RuleOptions::MaxCountersPerPit);
    const auto first = sideOf(o.value("first"));
    const auto hostSide = sideOf(o.value("hostSide"));
    const auto watchers = wholeNumber(o.value("watchers"), 0, MaxWatchers);
    const auto plies = wholeNumber(o.value("plies"), 0, MaxGamePlies);
    const QJsonValue name = o.value("name");
    if (!version || !port || !counters || !first || !hostSide || !watchers || !plies ||
        !name.isString() || !isPlainName(name.toString()) || !o.value("chain").isBool() ||
        !o.value("seatFree").isBool())
        return std::nullopt;
    Announcement a;
    a.version = *version;
    a.port = static_cast<quint16>(*port);
    a.hostName = name.toString();
    a.rules.countersPerPit = *counters;
    a.rules.chainCapture = o.value("chain").toBool();
    a.rules.firstToMove = *first;
    a.hostSide = *hostSide;
    a.seatFree = o.value("seatFree").toBool();
    a.watchers = *watchers;
    a.plies = *plies;
    return a;
}

} // namespace tihbat::net
