// SPDX-License-Identifier: GPL-3.0-or-later
#include "announcement.h"

#include "core/notation.h"
#include "message_codec.h"
#include "protocol.h"
#include "strict_json/field_reader.h"
#include "strict_json/json_object.h"

#include <QJsonDocument>
#include <QJsonObject>

namespace tihbat::net {

namespace {

// An announcement that is wrong in any way is ignored, so its problems need no words.
QString unworded(const json::FieldProblem &) {
    return QStringLiteral("wrong");
}

std::optional<Side> sideOf(json::FieldReader &r, const QString &key) {
    const auto side = sideFromLetter(r.text(key, 1).toStdString());
    if (!side)
        r.fail(QStringLiteral("wrong"));
    return side;
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

// A game's fields.
void readGame(json::FieldReader &r, Announcement &a) {
    a.hostSide = sideOf(r, QStringLiteral("hostSide")).value_or(Side::South);
    a.seatFree = r.boolean(QStringLiteral("seatFree"));
    a.watchers = r.integer(QStringLiteral("watchers"), 0, MaxWatchers);
    a.plies = r.integer(QStringLiteral("plies"), 0, MaxGamePlies);
}

// A class tournament's fields.
void readTournament(json::FieldReader &r, Announcement &a) {
    a.pupils = r.integer(QStringLiteral("pupils"), 0, MaxTournamentPlayers);
    a.round = r.integer(QStringLiteral("round"), 0, MaxTournamentRounds);
}

} // namespace

std::optional<Announcement> parseAnnouncement(QByteArrayView datagram) {
    if (datagram.size() > MaxAnnouncementBytes)
        return std::nullopt;
    const auto read = json::readJsonObject(datagram);
    if (!std::holds_alternative<QJsonObject>(read))
        return std::nullopt;
    // Every field of its kind, once, and no other.
    json::FieldReader r(std::get<QJsonObject>(read), unworded);
    Announcement a;
    a.version = r.integer(QStringLiteral("tihbat"), ProtocolVersion, TournamentProtocolVersion);
    if (!r.ok())
        return std::nullopt;
    a.port = static_cast<quint16>(r.integer(QStringLiteral("port"), 1, 65535));
    a.hostName = r.text(QStringLiteral("name"), MaxNameChars, 2);
    if (r.ok() && !isPlainName(a.hostName))
        r.fail(QStringLiteral("wrong"));
    a.rules.countersPerPit = r.integer(QStringLiteral("counters"), RuleOptions::MinCountersPerPit,
                                       RuleOptions::MaxCountersPerPit);
    a.rules.chainCapture = r.boolean(QStringLiteral("chain"));
    a.rules.firstToMove = sideOf(r, QStringLiteral("first")).value_or(Side::South);
    if (a.isTournament())
        readTournament(r, a);
    else
        readGame(r, a);
    r.finish();
    if (!r.ok())
        return std::nullopt;
    return a;
}

} // namespace tihbat::net
