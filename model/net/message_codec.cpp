// SPDX-License-Identifier: GPL-3.0-or-later
#include "message_codec.h"

#include "core/notation.h"
#include "protocol.h"
#include "strict_json/field_reader.h"
#include "strict_json/json_object.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRandomGenerator>
#include <QSet>
#include <algorithm>
#include <array>
#include <cmath>
#include <utility>

namespace tihbat::net {

namespace {

constexpr std::array<std::pair<RefusalReason, std::string_view>, 13> RefusalKeys = {{
    {RefusalReason::Version, "version"},
    {RefusalReason::Code, "code"},
    {RefusalReason::Taken, "taken"},
    {RefusalReason::Full, "full"},
    {RefusalReason::Protocol, "protocol"},
    {RefusalReason::TooLong, "too-long"},
    {RefusalReason::Timeout, "timeout"},
    {RefusalReason::NotYourTurn, "not-your-turn"},
    {RefusalReason::Stale, "stale"},
    {RefusalReason::Illegal, "illegal"},
    {RefusalReason::NoUndo, "no-undo"},
    {RefusalReason::GameTooLong, "game-too-long"},
    {RefusalReason::SlowDown, "slow-down"},
}};

QString sideText(Side side) {
    return QString(QChar::fromLatin1(sideLetter(side)));
}

QString pitText(int pit) {
    return QString(QChar::fromLatin1(pitLetter(pit)));
}

QString movesText(const std::vector<int> &moves) {
    QString text;
    text.reserve(static_cast<qsizetype>(moves.size()));
    for (const int pit : moves)
        text += QChar::fromLatin1(pitLetter(pit));
    return text;
}

QJsonValue optionalSide(const std::optional<Side> &side) {
    return side ? QJsonValue(sideText(*side)) : QJsonValue(QJsonValue::Null);
}

QJsonObject objectOf(const Hello &m) {
    return {{"type", "hello"},
            {"version", m.version},
            {"role", m.role == Role::Player ? "player" : "watcher"},
            {"code", m.code},
            {"name", m.name}};
}

QJsonObject objectOf(const Welcome &m) {
    return {{"type", "welcome"},
            {"version", m.version},
            {"counters", m.rules.countersPerPit},
            {"chain", m.rules.chainCapture},
            {"first", sideText(m.rules.firstToMove)},
            {"names", QJsonArray{m.names[0], m.names[1]}},
            {"moves", movesText(m.moves)},
            {"side", optionalSide(m.yourSide)},
            {"present", m.opponentPresent}};
}

QJsonObject objectOf(const Refusal &m) {
    QJsonObject o{
        {"type", "refusal"},
        {"reason", QString::fromLatin1(refusalKey(m.reason).data(),
                                       static_cast<qsizetype>(refusalKey(m.reason).size()))}};
    if (m.ply)
        o.insert("ply", *m.ply);
    return o;
}

QJsonObject objectOf(const Move &m) {
    return {{"type", "move"}, {"ply", m.ply}, {"pit", pitText(m.pit)}};
}

QJsonObject objectOf(const UndoRequest &m) {
    return {{"type", "undo"}, {"ply", m.ply}, {"to", m.to}};
}

QJsonObject objectOf(const UndoAnswer &m) {
    return {{"type", "undo-answer"}, {"ply", m.ply}, {"to", m.to}, {"accept", m.accept}};
}

QJsonObject objectOf(const Presence &m) {
    return {{"type", "presence"}, {"side", sideText(m.side)}, {"name", m.name}, {"here", m.here}};
}

QJsonObject objectOf(const Waiting &m) {
    return {{"type", "waiting"}, {"round", m.round},     {"rounds", m.rounds}, {"points", m.points},
            {"place", m.place},  {"players", m.players}, {"over", m.over}};
}

QJsonObject objectOf(const Bye &) {
    return {{"type", "bye"}};
}
QJsonObject objectOf(const Ping &) {
    return {{"type", "ping"}};
}
QJsonObject objectOf(const Pong &) {
    return {{"type", "pong"}};
}

// The protocol's words for a field's problem: plain English, like every refusal it sends.
QString protocolWording(const json::FieldProblem &problem) {
    using Kind = json::FieldProblem::Kind;
    switch (problem.kind) {
    case Kind::Missing:
        return QStringLiteral("field \"%1\" is missing").arg(problem.field);
    case Kind::NotWholeNumber:
        return QStringLiteral("field \"%1\": not a whole number from %2 to %3")
            .arg(problem.field)
            .arg(problem.min)
            .arg(problem.max);
    case Kind::NotBoolean:
        return QStringLiteral("field \"%1\": not true or false").arg(problem.field);
    case Kind::NotText:
        return QStringLiteral("field \"%1\": not a string of at most %2 characters")
            .arg(problem.field)
            .arg(problem.max);
    case Kind::NotObject:
        return QStringLiteral("field \"%1\": not an object").arg(problem.field);
    case Kind::UnknownField:
        break;
    }
    return QStringLiteral("an unknown field");
}

// The shared strict reader (every field read once, none unknown), worded for the protocol,
// with the protocol's own kinds of field: names, sides and pits.
class FieldReader : public json::FieldReader {
public:
    explicit FieldReader(const QJsonObject &object)
        : json::FieldReader(object, protocolWording) {}

    // Any character may be a surrogate pair: at most maxChars characters, 2 units each.
    QString string(const QString &key, qsizetype maxChars) { return text(key, maxChars, 2); }

    QString name(const QString &key, bool mayBeEmpty) {
        const QString s = string(key, MaxNameChars);
        if (ok() && !(isPlainName(s) || (mayBeEmpty && s.isEmpty())))
            fail(QStringLiteral("field \"%1\": not a name of 1 to %2 plain characters")
                     .arg(key)
                     .arg(MaxNameChars));
        return s;
    }

    Side side(const QString &key) {
        const QString s = string(key, 1);
        const auto side = sideFromLetter(s.toStdString());
        if (ok() && !side)
            fail(QStringLiteral("field \"%1\": not S or N").arg(key));
        return side.value_or(Side::South);
    }

    int pit(const QString &key) {
        const QString s = string(key, 1);
        const auto pit = pitFromLetter(s.toStdString());
        if (ok() && !pit)
            fail(QStringLiteral("field \"%1\": not a pit letter (A, B, a or b)").arg(key));
        return pit.value_or(PitA);
    }
};

Hello readHello(FieldReader &r) {
    Hello m;
    m.version = r.integer("version", 0, 1000000);
    if (!r.ok() || (m.version != ProtocolVersion && m.version != TournamentProtocolVersion))
        return m; // another version: its other fields are not ours to judge
    const QString role = r.string("role", 7);
    if (role == QLatin1String("player"))
        m.role = Role::Player;
    else if (role == QLatin1String("watcher"))
        m.role = Role::Watcher;
    else
        r.fail(QStringLiteral("field \"role\": not player or watcher"));
    m.code = r.string("code", MaxCodeChars);
    if (r.ok() && !isValidCode(m.code))
        r.fail(QStringLiteral("field \"code\": not %1 to %2 letters and digits")
                   .arg(MinCodeChars)
                   .arg(MaxCodeChars));
    m.name = r.name("name", false);
    r.finish();
    return m;
}

Welcome readWelcome(FieldReader &r) {
    Welcome m;
    m.version = r.integer("version", ProtocolVersion, TournamentProtocolVersion);
    m.rules.countersPerPit =
        r.integer("counters", RuleOptions::MinCountersPerPit, RuleOptions::MaxCountersPerPit);
    m.rules.chainCapture = r.boolean("chain");
    m.rules.firstToMove = r.side("first");
    const QJsonValue names = r.take("names");
    if (r.ok()) {
        const QJsonArray list = names.toArray();
        if (!names.isArray() || list.size() != 2) {
            r.fail(QStringLiteral("field \"names\": not a list of two names"));
        } else {
            for (int i = 0; i < 2; ++i) {
                const QString n = list.at(i).toString();
                if (!list.at(i).isString() || !(n.isEmpty() || isPlainName(n)))
                    r.fail(QStringLiteral("field \"names\": not a list of two names"));
                m.names[static_cast<std::size_t>(i)] = n;
            }
        }
    }
    const QString moves = r.string("moves", MaxGamePlies);
    for (const QChar c : moves) {
        const auto pit = pitFromLetter(QString(c).toStdString());
        if (!pit) {
            r.fail(QStringLiteral("field \"moves\": not pit letters"));
            break;
        }
        m.moves.push_back(*pit);
    }
    if (r.ok() && moves.size() > MaxGamePlies)
        r.fail(QStringLiteral("field \"moves\": more than %1 moves").arg(MaxGamePlies));
    const QJsonValue side = r.take("side");
    if (r.ok()) {
        if (side.isNull())
            m.yourSide.reset();
        else if (const auto s = sideFromLetter(side.toString().toStdString()); side.isString() && s)
            m.yourSide = *s;
        else
            r.fail(QStringLiteral("field \"side\": not S, N or null"));
    }
    m.opponentPresent = r.boolean("present");
    r.finish();
    return m;
}

Refusal readRefusal(FieldReader &r, const QJsonObject &object) {
    Refusal m;
    const QString key = r.string("reason", 20);
    if (const auto reason = refusalFromKey(key.toStdString()))
        m.reason = *reason;
    else
        r.fail(QStringLiteral("field \"reason\": not a known reason"));
    if (object.contains(QLatin1String("ply")))
        m.ply = r.integer("ply", 0, MaxGamePlies);
    r.finish();
    return m;
}

Move readMove(FieldReader &r) {
    Move m;
    m.ply = r.integer("ply", 0, MaxGamePlies);
    m.pit = r.pit("pit");
    r.finish();
    return m;
}

template <typename T>
T readUndo(FieldReader &r) {
    T m;
    m.ply = r.integer("ply", 1, MaxGamePlies);
    m.to = r.integer("to", 0, MaxGamePlies);
    if (r.ok() && m.to >= m.ply)
        r.fail(QStringLiteral("field \"to\": not before \"ply\""));
    if constexpr (std::is_same_v<T, UndoAnswer>)
        m.accept = r.boolean("accept");
    r.finish();
    return m;
}

Presence readPresence(FieldReader &r) {
    Presence m;
    m.side = r.side("side");
    m.name = r.name("name", true);
    m.here = r.boolean("here");
    r.finish();
    return m;
}

Waiting readWaiting(FieldReader &r) {
    Waiting m;
    m.round = r.integer("round", 0, 1000);
    m.rounds = r.integer("rounds", 0, 1000);
    m.points = r.integer("points", 0, 4000);
    m.place = r.integer("place", 0, MaxTournamentPlayers);
    m.players = r.integer("players", 0, MaxTournamentPlayers);
    m.over = r.boolean("over");
    r.finish();
    return m;
}

template <typename T>
T readBare(FieldReader &r) {
    r.finish();
    return T{};
}

std::variant<Message, ParseError> readObject(const QJsonObject &object) {
    FieldReader r(object);
    const QJsonValue typeValue = object.value(QLatin1String("type"));
    if (!typeValue.isString())
        return ParseError{QStringLiteral("field \"type\" is missing or not a string")};
    const QString type = r.take(QStringLiteral("type")).toString();
    Message message;
    if (type == QLatin1String("hello"))
        message = readHello(r);
    else if (type == QLatin1String("welcome"))
        message = readWelcome(r);
    else if (type == QLatin1String("refusal"))
        message = readRefusal(r, object);
    else if (type == QLatin1String("move"))
        message = readMove(r);
    else if (type == QLatin1String("undo"))
        message = readUndo<UndoRequest>(r);
    else if (type == QLatin1String("undo-answer"))
        message = readUndo<UndoAnswer>(r);
    else if (type == QLatin1String("presence"))
        message = readPresence(r);
    else if (type == QLatin1String("waiting"))
        message = readWaiting(r);
    else if (type == QLatin1String("bye"))
        message = readBare<Bye>(r);
    else if (type == QLatin1String("ping"))
        message = readBare<Ping>(r);
    else if (type == QLatin1String("pong"))
        message = readBare<Pong>(r);
    else
        return ParseError{QStringLiteral("not a known message type")};
    if (!r.ok())
        return ParseError{type + QStringLiteral(": ") + r.error()};
    return message;
}

// Letters that show nothing: Hangul fillers and the blank Braille pattern.
bool isFiller(char32_t c) {
    return c == 0x115F || c == 0x1160 || c == 0x3164 || c == 0xFFA0 || c == 0x2800;
}

// The invisible format characters a name may need: the joiners of Indic scripts and emoji
// sequences, and the tags of subdivision flags. Others (U+200B, U+FEFF, U+2060, U+00AD, ...)
// only hide a name or make two look alike; the bidirectional controls (U+202A-U+202E,
// U+2066-U+2069, U+200E, U+200F, U+061C) are format characters too, refused with them.
bool isNeededFormat(char32_t c) {
    return c == 0x200C || c == 0x200D || (c >= 0xE0020 && c <= 0xE007F);
}

// A letter, digit, symbol or punctuation mark: something that shows.
bool isVisible(QChar::Category category) {
    switch (category) {
    case QChar::Letter_Uppercase:
    case QChar::Letter_Lowercase:
    case QChar::Letter_Titlecase:
    case QChar::Letter_Modifier:
    case QChar::Letter_Other:
    case QChar::Number_DecimalDigit:
    case QChar::Number_Letter:
    case QChar::Number_Other:
    case QChar::Symbol_Math:
    case QChar::Symbol_Currency:
    case QChar::Symbol_Modifier:
    case QChar::Symbol_Other:
    case QChar::Punctuation_Connector:
    case QChar::Punctuation_Dash:
    case QChar::Punctuation_Open:
    case QChar::Punctuation_Close:
    case QChar::Punctuation_InitialQuote:
    case QChar::Punctuation_FinalQuote:
    case QChar::Punctuation_Other:
        return true;
    default:
        return false;
    }
}

} // namespace

QByteArray encodeMessage(const Message &message) {
    const QJsonObject object = std::visit([](const auto &m) { return objectOf(m); }, message);
    return QJsonDocument(object).toJson(QJsonDocument::Compact) + '\n';
}

std::variant<Message, ParseError> parseMessage(QByteArrayView line) {
    if (line.endsWith('\n'))
        line.chop(1);
    if (line.endsWith('\r'))
        line.chop(1);
    if (line.size() > MaxWelcomeBytes)
        return ParseError{QStringLiteral("a line over the size limit")};
    auto object = json::readJsonObject(line);
    if (const auto *why = std::get_if<QString>(&object))
        return ParseError{*why};
    return readObject(std::get<QJsonObject>(object));
}

std::string_view refusalKey(RefusalReason reason) {
    for (const auto &[r, key] : RefusalKeys)
        if (r == reason)
            return key;
    return "protocol";
}

std::optional<RefusalReason> refusalFromKey(std::string_view key) {
    for (const auto &[r, k] : RefusalKeys)
        if (k == key)
            return r;
    return std::nullopt;
}

bool isPlainName(const QString &name) {
    qsizetype chars = 0;
    bool visible = false;
    int marksInARow = 0;
    for (auto it = name.cbegin(); it != name.cend(); ++it) {
        char32_t c = it->unicode();
        if (it->isHighSurrogate()) {
            const auto next = it + 1;
            if (next == name.cend() || !next->isLowSurrogate())
                return false;
            c = QChar::surrogateToUcs4(*it, *next);
            ++it;
        } else if (it->isLowSurrogate()) {
            return false;
        }
        const QChar::Category category = QChar::category(c);
        if (category == QChar::Other_Control || category == QChar::Separator_Line ||
            category == QChar::Separator_Paragraph || category == QChar::Other_NotAssigned ||
            category == QChar::Other_PrivateUse || QChar::isNonCharacter(c) || isFiller(c) ||
            (category == QChar::Other_Format && !isNeededFormat(c)))
            return false;
        const bool mark = category == QChar::Mark_NonSpacing || category == QChar::Mark_Enclosing;
        marksInARow = mark ? marksInARow + 1 : 0;
        if (marksInARow > MaxMarksInARow)
            return false;
        visible = visible || isVisible(category);
        ++chars;
    }
    return visible && chars <= MaxNameChars;
}

bool isValidCode(const QString &code) {
    if (code.size() < MinCodeChars || code.size() > MaxCodeChars)
        return false;
    for (const QChar c : code) {
        const char16_t u = c.unicode();
        if (!((u >= 'A' && u <= 'Z') || (u >= 'a' && u <= 'z') || (u >= '0' && u <= '9')))
            return false;
    }
    return true;
}

bool isHardToGuess(const QString &code) {
    if (!isValidCode(code))
        return false;
    const QString upper = code.toUpper();
    const bool digits =
        std::any_of(upper.begin(), upper.end(), [](QChar c) { return c.isDigit(); });
    const bool letters =
        std::any_of(upper.begin(), upper.end(), [](QChar c) { return !c.isDigit(); });
    const qsizetype shortest = digits && letters ? 6 : letters ? 7 : 9;
    const QSet<QChar> different(upper.begin(), upper.end());
    return upper.size() >= shortest && different.size() >= 4;
}

bool codesMatch(const QString &offered, const QString &expected) {
    return isValidCode(offered) && offered.compare(expected, Qt::CaseInsensitive) == 0;
}

QString makeJoinCode() {
    static constexpr char Alphabet[] = "ABCDEFGHJKMNPQRSTUVWXYZ23456789";
    constexpr int Size = sizeof(Alphabet) - 1;
    QString code;
    for (int i = 0; i < 6; ++i)
        code += QChar::fromLatin1(Alphabet[QRandomGenerator::system()->bounded(Size)]);
    return code;
}

} // namespace tihbat::net
