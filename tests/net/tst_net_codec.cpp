// SPDX-License-Identifier: GPL-3.0-or-later
// The protocol's wire form: every message goes out and comes back the same; every field is
// checked (type, range, length, plain text) and a line with anything wrong, missing or extra
// is refused with a reason; names and codes; and the fuzzer's seed corpus through the same
// check the fuzzer makes.
#include "fuzz_message_check.h"
#include "net/announcement.h"
#include "net/message_codec.h"
#include "net/protocol.h"

#include <QDir>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTest>

using namespace tihbat;
using namespace tihbat::net;

namespace {

std::optional<Message> parsed(const QByteArray &line) {
    auto result = parseMessage(line);
    if (auto *m = std::get_if<Message>(&result))
        return *m;
    return std::nullopt;
}

QString errorOf(const QByteArray &line) {
    auto result = parseMessage(line);
    if (auto *e = std::get_if<ParseError>(&result))
        return e->what;
    return {};
}

QByteArray helloWithName(const QString &name) {
    QJsonObject o{
        {"type", "hello"}, {"version", 1}, {"role", "player"}, {"code", "ABCD"}, {"name", name}};
    return QJsonDocument(o).toJson(QJsonDocument::Compact);
}

QByteArray readAll(const QString &path) {
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return {};
    return file.readAll();
}

QStringList corpus(const QString &folder) {
    const QDir dir(QStringLiteral(TIHBAT_NET_CORPUS_DIR "/") + folder);
    QStringList paths;
    for (const QString &name : dir.entryList(QDir::Files | QDir::NoDotAndDotDot))
        if (name != QLatin1String(".keep"))
            paths << dir.filePath(name);
    return paths;
}

// Every kind of message the encoder writes, with the bytes the README's "The protocol" section
// says it writes: compact, keys in the order of their code units, non-ASCII text as raw UTF-8,
// `"` and `\` escaped, one `\n` at the end. Written out by hand from the README, not by the
// encoder.
std::vector<std::pair<Message, QByteArray>> messagesAndTheirBytes() {
    Welcome player;
    player.version = ProtocolVersion;
    player.rules = RuleOptions{5, true, Side::North};
    player.names = {QStringLiteral("Amina"), QStringLiteral("बराका 🙂")};
    player.moves = {PitA, Pitb, PitB, Pita};
    player.yourSide = Side::North;
    player.opponentPresent = true;
    Welcome watcher;
    watcher.version = TournamentProtocolVersion;
    watcher.rules = RuleOptions{12, false, Side::South};
    watcher.names = {QStringLiteral("A\"B\\C"), QString()};
    return {
        {Hello{1, Role::Player, QStringLiteral("K7q2XM"), QStringLiteral("Amina")},
         "{\"code\":\"K7q2XM\",\"name\":\"Amina\",\"role\":\"player\",\"type\":\"hello\","
         "\"version\":1}\n"},
        {Hello{2, Role::Watcher, QStringLiteral("ABCD"), QStringLiteral("Jo")},
         "{\"code\":\"ABCD\",\"name\":\"Jo\",\"role\":\"watcher\",\"type\":\"hello\",\"version\":2}"
         "\n"},
        {player,
         "{\"chain\":true,\"counters\":5,\"first\":\"N\",\"moves\":\"AbBa\",\"names\":[\"Amina\","
         "\"\xE0\xA4\xAC\xE0\xA4\xB0\xE0\xA4\xBE\xE0\xA4\x95\xE0\xA4\xBE \xF0\x9F\x99\x82\""
         "],\"present\":true,\"side\":\"N\",\"type\":\"welcome\",\"version\":1}\n"},
        {watcher, "{\"chain\":false,\"counters\":12,\"first\":\"S\",\"moves\":\"\",\"names\":["
                  "\"A\\\"B\\\\C\",\"\"],"
                  "\"present\":false,\"side\":null,\"type\":\"welcome\",\"version\":2}\n"},
        {Refusal{RefusalReason::SlowDown, {}}, "{\"reason\":\"slow-down\",\"type\":\"refusal\"}\n"},
        {Refusal{RefusalReason::NotYourTurn, 17},
         "{\"ply\":17,\"reason\":\"not-your-turn\",\"type\":\"refusal\"}\n"},
        {Move{15000, Pitb}, "{\"pit\":\"b\",\"ply\":15000,\"type\":\"move\"}\n"},
        {UndoRequest{9, 7}, "{\"ply\":9,\"to\":7,\"type\":\"undo\"}\n"},
        {UndoAnswer{9, 7, true}, "{\"accept\":true,\"ply\":9,\"to\":7,\"type\":\"undo-answer\"}\n"},
        {Presence{Side::South, QStringLiteral("Amina"), false},
         "{\"here\":false,\"name\":\"Amina\",\"side\":\"S\",\"type\":\"presence\"}\n"},
        {Waiting{3, 4, 5, 2, 9, true}, "{\"over\":true,\"place\":2,\"players\":9,\"points\":5,"
                                       "\"round\":3,\"rounds\":4,\"type\":\"waiting\"}\n"},
        {Bye{}, "{\"type\":\"bye\"}\n"},
        {Ping{}, "{\"type\":\"ping\"}\n"},
        {Pong{}, "{\"type\":\"pong\"}\n"},
    };
}

} // namespace

class TestNetCodec : public QObject {
    Q_OBJECT
private slots:
    void everyMessageHasItsExactBytes_data() {
        QTest::addColumn<int>("index");
        const auto all = messagesAndTheirBytes();
        for (std::size_t i = 0; i < all.size(); ++i)
            QTest::newRow(all[i].second.trimmed().constData()) << static_cast<int>(i);
    }
    void everyMessageHasItsExactBytes() {
        QFETCH(int, index);
        const auto [message, bytes] = messagesAndTheirBytes()[static_cast<std::size_t>(index)];
        QCOMPARE(encodeMessage(message), bytes);
        QVERIFY(parsed(bytes) == message); // and the README's bytes read back as that message
    }

    void announcementHasItsExactBytes() {
        Announcement a;
        a.version = ProtocolVersion;
        a.port = 47474;
        a.hostName = QStringLiteral("Amina");
        a.rules = RuleOptions{3, true, Side::North};
        a.hostSide = Side::South;
        a.seatFree = false;
        a.watchers = 2;
        a.plies = 9;
        // One datagram, no newline.
        QCOMPARE(encodeAnnouncement(a),
                 QByteArray("{\"chain\":true,\"counters\":3,\"first\":\"N\",\"hostSide\":\"S\","
                            "\"name\":\"Amina\",\"plies\":9,\"port\":47474,\"seatFree\":false,"
                            "\"tihbat\":1,\"watchers\":2}"));
    }

    void everyMessageComesBackTheSame_data() {
        QTest::addColumn<int>("index");
        for (int i = 0; i < 14; ++i)
            QTest::newRow(qPrintable(QString::number(i))) << i;
    }
    void everyMessageComesBackTheSame() {
        QFETCH(int, index);
        Welcome welcome;
        welcome.version = ProtocolVersion;
        welcome.rules = RuleOptions{5, true, Side::North};
        welcome.names = {QStringLiteral("Amina"), QStringLiteral("बराका 🙂")};
        welcome.moves = {PitA, Pitb, PitB, Pita};
        welcome.yourSide = Side::North;
        welcome.opponentPresent = true;
        Welcome watcher = welcome;
        watcher.yourSide.reset();
        watcher.names[1].clear();
        const std::vector<Message> messages = {
            Hello{1, Role::Player, QStringLiteral("K7q2XM"), QStringLiteral("Amina")},
            Hello{1, Role::Watcher, QStringLiteral("ABCDEFGHJKMN"), QStringLiteral("Projector")},
            welcome,
            watcher,
            Refusal{RefusalReason::Code, {}},
            Refusal{RefusalReason::Stale, 17},
            Move{MaxGamePlies, Pitb},
            UndoRequest{9, 7},
            UndoAnswer{9, 7, true},
            Presence{Side::South, QStringLiteral("Amina"), false},
            Bye{},
            Ping{},
            Hello{TournamentProtocolVersion, Role::Player, QStringLiteral("K7q2XM"),
                  QStringLiteral("Amina")},
            Waiting{3, 4, 5, 2, 9, false},
        };
        const Message &m = messages[static_cast<std::size_t>(index)];
        const QByteArray line = encodeMessage(m);
        QVERIFY(line.endsWith('\n'));
        QCOMPARE(line.count('\n'), 1);
        const auto back = parsed(line);
        QVERIFY2(back.has_value(), qPrintable(errorOf(line)));
        QVERIFY(*back == m);
    }

    // Each line is wrong in one way the protocol names; the reason says where.
    void badFieldsAreRefused_data() {
        QTest::addColumn<QByteArray>("line");
        QTest::addColumn<QString>("where");
        QTest::newRow("not json") << QByteArray("hello") << "not JSON";
        QTest::newRow("not an object") << QByteArray("[1]") << "not a JSON object";
        QTest::newRow("no type") << QByteArray("{\"ply\":1}") << "type";
        QTest::newRow("unknown type") << QByteArray("{\"type\":\"shout\"}") << "not a known";
        QTest::newRow("extra field") << QByteArray("{\"type\":\"bye\",\"x\":0}") << "unknown field";
        // The README forbids both; Qt's JSON reader would take them (the last key winning).
        QTest::newRow("byte order mark")
            << QByteArray("\xEF\xBB\xBF{\"type\":\"bye\"}") << "byte order mark";
        QTest::newRow("duplicate key")
            << QByteArray("{\"type\":\"hello\",\"version\":1,\"role\":\"player\",\"code\":\"ZZZZ\","
                          "\"code\":\"ABCD\",\"name\":\"A\"}")
            << "twice";
        QTest::newRow("duplicate type")
            << QByteArray("{\"type\":\"ping\",\"type\":\"bye\"}") << "twice";
        QTest::newRow("duplicate key, escaped")
            << QByteArray("{\"type\":\"move\",\"ply\":0,\"pit\":\"c\",\"p\\u0069t\":\"a\"}")
            << "twice";
        QTest::newRow("pit c") << QByteArray("{\"type\":\"move\",\"ply\":0,\"pit\":\"c\"}")
                               << "pit";
        QTest::newRow("pit AB") << QByteArray("{\"type\":\"move\",\"ply\":0,\"pit\":\"AB\"}")
                                << "pit";
        QTest::newRow("pit number")
            << QByteArray("{\"type\":\"move\",\"ply\":0,\"pit\":0}") << "pit";
        QTest::newRow("ply -1") << QByteArray("{\"type\":\"move\",\"ply\":-1,\"pit\":\"A\"}")
                                << "ply";
        QTest::newRow("ply 0.5") << QByteArray("{\"type\":\"move\",\"ply\":0.5,\"pit\":\"A\"}")
                                 << "ply";
        QTest::newRow("ply huge") << QByteArray("{\"type\":\"move\",\"ply\":1e300,\"pit\":\"A\"}")
                                  << "ply";
        QTest::newRow("ply over the most")
            << QStringLiteral("{\"type\":\"move\",\"ply\":%1,\"pit\":\"A\"}")
                   .arg(MaxGamePlies + 1)
                   .toUtf8()
            << "ply";
        QTest::newRow("ply missing") << QByteArray("{\"type\":\"move\",\"pit\":\"A\"}") << "ply";
        QTest::newRow("role") << QByteArray("{\"type\":\"hello\",\"version\":1,\"role\":\"host\","
                                            "\"code\":\"ABCD\",\"name\":\"A\"}")
                              << "role";
        QTest::newRow("code short") << QByteArray("{\"type\":\"hello\",\"version\":1,\"role\":"
                                                  "\"player\",\"code\":\"ABC\",\"name\":\"A\"}")
                                    << "code";
        QTest::newRow("code long")
            << QByteArray("{\"type\":\"hello\",\"version\":1,\"role\":\"player\",\"code\":"
                          "\"ABCDEFGHIJKLM\",\"name\":\"A\"}")
            << "code";
        QTest::newRow("code space") << QByteArray("{\"type\":\"hello\",\"version\":1,\"role\":"
                                                  "\"player\",\"code\":\"AB CD\",\"name\":\"A\"}")
                                    << "code";
        QTest::newRow("version string")
            << QByteArray("{\"type\":\"hello\",\"version\":\"1\"}") << "version";
        QTest::newRow("counters 0")
            << QByteArray(
                   "{\"type\":\"welcome\",\"version\":1,\"counters\":0,\"chain\":false,\"first\":"
                   "\"S\",\"names\":[\"A\",\"B\"],\"moves\":\"\",\"side\":\"S\",\"present\":true}")
            << "counters";
        QTest::newRow("chain 1")
            << QByteArray(
                   "{\"type\":\"welcome\",\"version\":1,\"counters\":7,\"chain\":1,\"first\":\"S\","
                   "\"names\":[\"A\",\"B\"],\"moves\":\"\",\"side\":\"S\",\"present\":true}")
            << "chain";
        QTest::newRow("first X")
            << QByteArray(
                   "{\"type\":\"welcome\",\"version\":1,\"counters\":7,\"chain\":false,\"first\":"
                   "\"X\",\"names\":[\"A\",\"B\"],\"moves\":\"\",\"side\":\"S\",\"present\":true}")
            << "first";
        QTest::newRow("three names")
            << QByteArray("{\"type\":\"welcome\",\"version\":1,\"counters\":7,\"chain\":false,"
                          "\"first\":\"S\",\"names\":[\"A\",\"B\",\"C\"],\"moves\":\"\",\"side\":"
                          "\"S\",\"present\":true}")
            << "names";
        QTest::newRow("moves x") << QByteArray(
                                        "{\"type\":\"welcome\",\"version\":1,\"counters\":7,"
                                        "\"chain\":false,\"first\":\"S\",\"names\":[\"A\",\"B\"],"
                                        "\"moves\":\"Ax\",\"side\":\"S\",\"present\":true}")
                                 << "moves";
        QTest::newRow("side W")
            << QByteArray(
                   "{\"type\":\"welcome\",\"version\":1,\"counters\":7,\"chain\":false,\"first\":"
                   "\"S\",\"names\":[\"A\",\"B\"],\"moves\":\"\",\"side\":\"W\",\"present\":true}")
            << "side";
        QTest::newRow("welcome v3")
            << QByteArray(
                   "{\"type\":\"welcome\",\"version\":3,\"counters\":7,\"chain\":false,\"first\":"
                   "\"S\",\"names\":[\"A\",\"B\"],\"moves\":\"\",\"side\":\"S\",\"present\":true}")
            << "version";
        QTest::newRow("waiting place")
            << QByteArray("{\"type\":\"waiting\",\"round\":1,\"rounds\":4,\"points\":2,\"place\":"
                          "65,\"players\":9,\"over\":false}")
            << "place";
        QTest::newRow("waiting extra")
            << QByteArray("{\"type\":\"waiting\",\"round\":1,\"rounds\":4,\"points\":2,\"place\":1,"
                          "\"players\":9,\"over\":false,\"x\":1}")
            << "unknown field";
        QTest::newRow("undo to = ply")
            << QByteArray("{\"type\":\"undo\",\"ply\":4,\"to\":4}") << "to";
        QTest::newRow("undo ply 0")
            << QByteArray("{\"type\":\"undo\",\"ply\":0,\"to\":0}") << "ply";
        QTest::newRow("accept missing")
            << QByteArray("{\"type\":\"undo-answer\",\"ply\":4,\"to\":2}") << "accept";
        QTest::newRow("reason") << QByteArray("{\"type\":\"refusal\",\"reason\":\"no\"}")
                                << "reason";
        QTest::newRow("here string")
            << QByteArray("{\"type\":\"presence\",\"side\":\"S\",\"name\":\"A\",\"here\":\"yes\"}")
            << "here";
        QTest::newRow("not utf-8") << QByteArray("{\"type\":\"bye\",\"x\":\"\xff\"}") << "UTF-8";
        QTest::newRow("too long") << (QByteArray("{\"type\":\"ping\",\"pad\":\"") +
                                      QByteArray(MaxWelcomeBytes, 'x') + "\"}")
                                  << "size limit";
    }
    void badFieldsAreRefused() {
        QFETCH(QByteArray, line);
        QFETCH(QString, where);
        const QString error = errorOf(line);
        QVERIFY2(!error.isEmpty(), line.constData());
        QVERIFY2(error.contains(where), qPrintable(error));
    }

    // The shared field reader (model/strict_json) finds the problem; the protocol words it,
    // exactly.
    void fieldProblemsAreWordedExactly_data() {
        QTest::addColumn<QByteArray>("line");
        QTest::addColumn<QString>("error");
        QTest::newRow("wrong type: a string for a number")
            << QByteArray("{\"type\":\"move\",\"ply\":\"1\",\"pit\":\"A\"}")
            << "move: field \"ply\": not a whole number from 0 to 15000";
        QTest::newRow("wrong type: a number for true or false")
            << QByteArray("{\"type\":\"presence\",\"side\":\"S\",\"name\":\"A\",\"here\":1}")
            << "presence: field \"here\": not true or false";
        QTest::newRow("wrong type: a number for a string")
            << QByteArray("{\"type\":\"move\",\"ply\":1,\"pit\":0}")
            << "move: field \"pit\": not a string of at most 1 characters";
        QTest::newRow("missing field")
            << QByteArray("{\"type\":\"move\",\"pit\":\"A\"}") << "move: field \"ply\" is missing";
        QTest::newRow("extra field")
            << QByteArray("{\"type\":\"ping\",\"x\":0}") << "ping: an unknown field";
        QTest::newRow("extra field after all the others")
            << QByteArray("{\"type\":\"move\",\"ply\":1,\"pit\":\"A\",\"pit2\":\"B\"}")
            << "move: an unknown field";
        // 81 code units: more than 40 characters even if each were a surrogate pair.
        QTest::newRow("oversized string")
            << (QByteArray("{\"type\":\"presence\",\"side\":\"S\",\"name\":\"") +
                QByteArray(81, 'x') + "\",\"here\":true}")
            << "presence: field \"name\": not a string of at most 40 characters";
        QTest::newRow("41 characters: a string, not a name")
            << (QByteArray("{\"type\":\"presence\",\"side\":\"S\",\"name\":\"") +
                QByteArray(41, 'x') + "\",\"here\":true}")
            << "presence: field \"name\": not a name of 1 to 40 plain characters";
        QTest::newRow("the first problem wins")
            << QByteArray("{\"type\":\"move\",\"ply\":-1}")
            << "move: field \"ply\": not a whole number from 0 to 15000";
    }
    void fieldProblemsAreWordedExactly() {
        QFETCH(QByteArray, line);
        QFETCH(QString, error);
        QCOMPARE(errorOf(line), error);
    }

    void namesArePlainText_data() {
        QTest::addColumn<QString>("name");
        QTest::addColumn<bool>("plain");
        QTest::newRow("latin") << QStringLiteral("Amina") << true;
        QTest::newRow("hindi with joiners") << QStringLiteral("क्‍ष") << true;
        QTest::newRow("mongolian") << QStringLiteral("Батбаяр") << true;
        QTest::newRow("40 letters") << QString(40, QLatin1Char('x')) << true;
        QTest::newRow("41 letters") << QString(41, QLatin1Char('x')) << false;
        // Code points, not UTF-16 units: 40 emoji (80 units) are 40 characters.
        QTest::newRow("40 emoji") << QString::fromUtf8(QByteArray("🙂").repeated(40)) << true;
        QTest::newRow("41 emoji") << QString::fromUtf8(QByteArray("🙂").repeated(41)) << false;
        QTest::newRow("markup is just text") << QStringLiteral("<b>x</b>") << true;
        QTest::newRow("empty") << QString() << false;
        QTest::newRow("blank") << QStringLiteral("   ") << false;
        QTest::newRow("newline") << QStringLiteral("a\nb") << false;
        QTest::newRow("tab") << QStringLiteral("a\tb") << false;
        QTest::newRow("DEL") << QStringLiteral("a\x7f") << false;
        QTest::newRow("C1") << QString(QChar(0x85)) + QLatin1Char('a') << false;
        QTest::newRow("line separator") << QStringLiteral("a\u2028b") << false;
        QTest::newRow("RLO") << QStringLiteral("a\u202Eb") << false;
        QTest::newRow("FSI") << QStringLiteral("a\u2068b") << false;
        QTest::newRow("LRM") << QStringLiteral("a\u200Eb") << false;
        QTest::newRow("lone surrogate") << QString(QChar(0xD800)) + QLatin1Char('a') << false;
        QTest::newRow("private use") << QStringLiteral("a\uE000") << false;
        QTest::newRow("noncharacter") << QStringLiteral("a\uFFFF") << false;
        // Nothing visible: format characters, fillers and marks alone, or a name that looks
        // like another (F5 of the hostile-peers probe).
        QTest::newRow("zero width space") << QStringLiteral("\u200B") << false;
        QTest::newRow("byte order mark") << QStringLiteral("\uFEFF") << false;
        QTest::newRow("joiners only") << QStringLiteral("\u200D\u200C") << false;
        QTest::newRow("hangul filler") << QStringLiteral("\u3164") << false;
        QTest::newRow("hangul choseong and jungseong fillers")
            << QStringLiteral("\u115F\u1160") << false;
        QTest::newRow("braille blank") << QStringLiteral("\u2800") << false;
        QTest::newRow("a name and a zero width space") << QStringLiteral("Hana\u200B") << false;
        QTest::newRow("a name and a filler") << QStringLiteral("Hana\u3164") << false;
        QTest::newRow("marks only") << QStringLiteral("\u0301\u0302") << false;
        QTest::newRow("a and 39 combining marks")
            << QStringLiteral("a") + QString(39, QChar(0x0301)) << false;
        QTest::newRow("a and 5 combining marks")
            << QStringLiteral("a") + QString(5, QChar(0x0301)) << false;
        QTest::newRow("vietnamese, two marks") << QStringLiteral("Nguye\u0323\u0302n") << true;
        QTest::newRow("hindi") << QStringLiteral("अमिताभ") << true;
        QTest::newRow("emoji family with joiners")
            << QStringLiteral("\U0001F468\u200D\U0001F469\u200D\U0001F467") << true;
        QTest::newRow("flag of England (tag characters)")
            << QStringLiteral("\U0001F3F4\U000E0067\U000E0062\U000E0065\U000E006E\U000E0067"
                              "\U000E007F")
            << true;
        QTest::newRow("heart with variation selector") << QStringLiteral("\u2764\uFE0F") << true;
        QTest::newRow("punctuation only") << QStringLiteral("?!") << true;
    }
    void namesArePlainText() {
        QFETCH(QString, name);
        QFETCH(bool, plain);
        QCOMPARE(isPlainName(name), plain);
        // The parser takes exactly the names isPlainName takes.
        QCOMPARE(parsed(helloWithName(name)).has_value(), plain);
    }

    void codes() {
        QVERIFY(isValidCode(QStringLiteral("ab12")));
        QVERIFY(isValidCode(QStringLiteral("ABCDEFGHJKMN")));
        QVERIFY(!isValidCode(QStringLiteral("ab1")));
        QVERIFY(!isValidCode(QStringLiteral("ab12é")));
        QVERIFY(codesMatch(QStringLiteral("k7q2xm"), QStringLiteral("K7Q2XM")));
        QVERIFY(!codesMatch(QStringLiteral("K7Q2XN"), QStringLiteral("K7Q2XM")));
        QSet<QString> seen;
        for (int i = 0; i < 50; ++i) {
            const QString code = makeJoinCode();
            QVERIFY(isValidCode(code));
            for (const QChar c : QStringLiteral("0O1IL"))
                QVERIFY(!code.contains(c));
            seen.insert(code);
        }
        QVERIFY(seen.size() > 45); // 31^6 codes: collisions in 50 are all but impossible
    }

    void refusalKeysAreStable() {
        // The keys of the README's table, each read back to its own reason.
        const QStringList keys = {"version",  "code",     "taken",   "full",
                                  "protocol", "too-long", "timeout", "not-your-turn",
                                  "stale",    "illegal",  "no-undo", "game-too-long"};
        QSet<int> reasons;
        for (const QString &key : keys) {
            const auto reason = refusalFromKey(key.toStdString());
            QVERIFY2(reason, qPrintable(key));
            QCOMPARE(QString::fromLatin1(refusalKey(*reason).data()), key);
            reasons.insert(static_cast<int>(*reason));
        }
        QCOMPARE(reasons.size(), keys.size());
    }

    void announcements() {
        Announcement a;
        a.version = ProtocolVersion;
        a.port = 47474;
        a.hostName = QStringLiteral("Amina");
        a.rules = RuleOptions{3, true, Side::North};
        a.hostSide = Side::North;
        a.seatFree = true;
        a.watchers = 2;
        a.plies = 9;
        QCOMPARE(parseAnnouncement(encodeAnnouncement(a)), std::optional<Announcement>(a));
        const QByteArray text = encodeAnnouncement(a);
        QVERIFY(!text.contains("code")); // never the join code
        QVERIFY(!parseAnnouncement(QByteArray(text).replace("\"port\":47474", "\"port\":0")));
        QVERIFY(!parseAnnouncement(QByteArray(text).replace("Amina", "A\\nB")));
        QVERIFY(!parseAnnouncement(QByteArray(text).replace("}", ",\"x\":1}")));
        QVERIFY(!parseAnnouncement(QByteArray(text).replace("\"tihbat\":1", "\"tihbat\":2")));
        QVERIFY(!parseAnnouncement(QByteArray(MaxAnnouncementBytes + 1, ' ') + text));
        QVERIFY(!parseAnnouncement("\xEF\xBB\xBF" + text));
        QVERIFY(!parseAnnouncement(QByteArray(text).replace("}", ",\"port\":1}")));
        QVERIFY(!parseAnnouncement(QByteArray(text).replace("Amina", "\\u200b")));
    }

    // A class tournament's announcement: its own keys (pupils and round, no seat), the
    // tournament protocol's version, the same bounds; a game's keys under its version, or its
    // keys under a game's, are nothing.
    void tournamentAnnouncements() {
        Announcement t;
        t.version = TournamentProtocolVersion;
        t.port = 47480;
        t.hostName = QStringLiteral("Ms Idrissi");
        t.rules = RuleOptions{5, false, Side::South};
        t.pupils = 12;
        t.round = 3;
        const QByteArray text = encodeAnnouncement(t);
        QCOMPARE(parseAnnouncement(text), std::optional<Announcement>(t));
        QVERIFY(parseAnnouncement(text)->isTournament());
        QVERIFY(!text.contains("code"));
        QVERIFY(!text.contains("seatFree"));
        QCOMPARE(text.count(':'), 8); // eight keys, no more
        QVERIFY(text.size() < MaxAnnouncementBytes);
        QVERIFY(!parseAnnouncement(QByteArray(text).replace("\"tihbat\":2", "\"tihbat\":1")));
        QVERIFY(!parseAnnouncement(QByteArray(text).replace("\"tihbat\":2", "\"tihbat\":3")));
        QVERIFY(!parseAnnouncement(QByteArray(text).replace("\"pupils\":12", "\"pupils\":65")));
        QVERIFY(!parseAnnouncement(QByteArray(text).replace("\"pupils\":12", "\"pupils\":-1")));
        QVERIFY(!parseAnnouncement(QByteArray(text).replace("\"round\":3", "\"round\":2.5")));
        QVERIFY(!parseAnnouncement(QByteArray(text).replace("\"round\":3", "\"plies\":3")));
        QVERIFY(!parseAnnouncement(QByteArray(text).replace("}", ",\"seatFree\":true}")));
        // The longest name and the largest numbers still fit one bounded datagram.
        t.hostName = QString(MaxNameChars, QChar(0x0905)); // Devanagari: 3 bytes each
        t.pupils = MaxTournamentPlayers;
        t.round = MaxTournamentRounds;
        QVERIFY(encodeAnnouncement(t).size() <= MaxAnnouncementBytes);
        QCOMPARE(parseAnnouncement(encodeAnnouncement(t)), std::optional<Announcement>(t));
    }

    // The fuzzer's seeds: the good ones read (as a message or an announcement), the bad ones
    // are refused, and every one passes the fuzzer's own check.
    void seedCorpus() {
        const QStringList good = corpus(QStringLiteral("good"));
        const QStringList bad = corpus(QStringLiteral("bad"));
        QVERIFY(good.size() >= 15);
        QVERIFY(bad.size() >= 20);
        for (const QString &path : good) {
            const QByteArray data = readAll(path);
            QVERIFY2(parsed(data).has_value() || parseAnnouncement(data).has_value(),
                     qPrintable(path + ": " + errorOf(data)));
            QVERIFY2(test::checkMessageInput(data), qPrintable(path));
        }
        for (const QString &path : bad) {
            const QByteArray data = readAll(path);
            QVERIFY2(!parsed(data).has_value(), qPrintable(path));
            QVERIFY2(test::checkMessageInput(data), qPrintable(path));
        }
        for (const QString &path : corpus(QStringLiteral("regression")))
            QVERIFY2(test::checkMessageInput(readAll(path)), qPrintable(path));
    }
};

QTEST_GUILESS_MAIN(TestNetCodec)
#include "tst_net_codec.moc"
