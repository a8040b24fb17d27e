// SPDX-License-Identifier: GPL-3.0-or-later
#include "saved_game.h"

#include "core/notation.h"
#include "files/file_kind.h"
#include "files/file_operations.h"
#include "files/safe_file.h"
#include "strict_json/field_reader.h"
#include "text/file_error_text.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonParseError>
#include <cerrno>
#include <cmath>
#include <filesystem>
#include <system_error>

namespace tihbat::savedgame {

namespace {

// The context of these messages, for lupdate as at run time: a free tr() function would be
// filed by lupdate under the enclosing namespace and never found.
struct Texts {
    Q_DECLARE_TR_FUNCTIONS(tihbat::SavedGame)
};

QString sideKey(Side side) {
    return side == Side::South ? QStringLiteral("S") : QStringLiteral("N");
}

QJsonObject playerToJson(const PlayerSetup &player) {
    return QJsonObject{
        // A network game's remote player is kept as a person: played on later, the friend's
        // side is played at this screen.
        {"kind", player.kind == PlayerKind::Computer ? "computer" : "human"},
        {"level", savedgame::levelKey(player.level)},
        {"name", player.name},
    };
}

QJsonArray pair(const std::array<int, 2> &values) {
    return QJsonArray{values[0], values[1]};
}

// The saved game's words for a field's problem (json::FieldReader finds it), in the player's
// language.
QString savedGameWording(const json::FieldProblem &problem) {
    using Kind = json::FieldProblem::Kind;
    switch (problem.kind) {
    case Kind::Missing:
        //: %1 is a field name in a saved game file, such as "rules.countersPerPit"
        return Texts::tr("The field \"%1\" is missing.").arg(problem.field);
    case Kind::NotObject:
        //: %1 is a field name in a saved game file
        return Texts::tr("The field \"%1\" must be an object.").arg(problem.field);
    case Kind::NotWholeNumber:
        //: %1 is a field name in a saved game file; %2 and %3 are the allowed bounds
        return Texts::tr("The field \"%1\" must be a whole number from %2 to %3.")
            .arg(problem.field)
            .arg(problem.min)
            .arg(problem.max);
    case Kind::NotBoolean:
        //: %1 is a field name in a saved game file; true and false are written as they stand
        //: in the file
        return Texts::tr("The field \"%1\" must be true or false.").arg(problem.field);
    case Kind::NotText:
    case Kind::UnknownField: // never asked for: a later version may add fields
        break;
    }
    //: %1 is a field name in a saved game file; %2 a number of characters
    return Texts::tr("The field \"%1\" must be a text of at most %2 characters.")
        .arg(problem.field)
        .arg(problem.max);
}

// The shared strict reader, with the saved game's own kinds of field.
class Reader : public json::FieldReader {
public:
    using json::FieldReader::FieldReader;
    explicit Reader(json::FieldReader reader)
        : json::FieldReader(std::move(reader)) {}

    Reader child(const QString &key) { return Reader(json::FieldReader::child(key)); }

    Side side(const QString &key) {
        const QString text = json::FieldReader::text(key, 1);
        const auto side = sideFromLetter(text.toStdString());
        if (ok() && !side)
            //: %1 is a field name in a saved game file; S and N are written as they are
            fail(Texts::tr("The field \"%1\" must be \"S\" (South) or \"N\" (North).")
                     .arg(where(key)));
        return side.value_or(Side::South);
    }

    std::array<int, 2> intPair(const QString &key, int max) {
        const QJsonValue value = take(key);
        const QString at = where(key);
        if (ok() && (!value.isArray() || value.toArray().size() != 2)) {
            //: %1 is a field name in a saved game file
            fail(Texts::tr("The field \"%1\" must be a list of two numbers.").arg(at));
            return {};
        }
        const QJsonArray array = value.toArray();
        return {integerValue(array.at(0), at + QStringLiteral("[0]"), 0, max),
                integerValue(array.at(1), at + QStringLiteral("[1]"), 0, max)};
    }
};

PlayerSetup readPlayer(Reader &players, const QString &key) {
    Reader reader = players.child(key);
    PlayerSetup player;
    const QString kind = reader.text(QStringLiteral("kind"), 8);
    if (kind == QLatin1String("human"))
        player.kind = PlayerKind::Human;
    else if (kind == QLatin1String("computer"))
        player.kind = PlayerKind::Computer;
    else
        //: %1 is a field name; "human" and "computer" are written as they are in the file
        reader.fail(Texts::tr("The field \"%1\" must be \"human\" or \"computer\".")
                        .arg(reader.where(QStringLiteral("kind"))));
    const QString level = reader.text(QStringLiteral("level"), 8);
    if (const auto parsed = savedgame::levelFromKey(level))
        player.level = *parsed;
    else
        //: %1 is a field name; the level names are written as they are in the file
        reader.fail(
            Texts::tr("The field \"%1\" must be one of beginner, easy, medium, hard, perfect.")
                .arg(reader.where(QStringLiteral("level"))));
    player.name = reader.text(QStringLiteral("name"), 200);
    return player;
}

QJsonObject seatToJson(const NetworkSeat &seat) {
    return QJsonObject{
        {"role", seat.role == NetworkSeat::Role::Host ? "host" : "guest"},
        {"side", sideKey(seat.side)},
        {"name", seat.name},
        {"code", seat.code},
        {"address", seat.address},
        {"port", seat.port},
        {"loopbackOnly", seat.loopbackOnly},
    };
}

// The lengths are generous bounds for a file; the network layer checks the name, the code and
// the address again, as it checks what a person types.
NetworkSeat readSeat(Reader &root) {
    Reader reader = root.child(QStringLiteral("network"));
    NetworkSeat seat;
    const QString role = reader.text(QStringLiteral("role"), 8);
    if (role == QLatin1String("host"))
        seat.role = NetworkSeat::Role::Host;
    else if (role == QLatin1String("guest"))
        seat.role = NetworkSeat::Role::Guest;
    else
        //: %1 is a field name; "host" and "guest" are written as they are in the file
        reader.fail(Texts::tr("The field \"%1\" must be \"host\" or \"guest\".")
                        .arg(reader.where(QStringLiteral("role"))));
    seat.side = reader.side(QStringLiteral("side"));
    seat.name = reader.text(QStringLiteral("name"), 200);
    seat.code = reader.text(QStringLiteral("code"), 64);
    seat.address = reader.text(QStringLiteral("address"), 255);
    seat.port = static_cast<quint16>(reader.integer(QStringLiteral("port"), 1, 65535));
    seat.loopbackOnly = reader.boolean(QStringLiteral("loopbackOnly"));
    return seat;
}

// What is at `path` when it is there but is no regular file (through links), or a system error
// other than "not there"; nothing when it is free or a regular file.
std::optional<files::FileError> notAFileAt(const QString &path) {
    return files::notAFileAt(QFile::encodeName(path).toStdString());
}

QString moveErrorReason(MoveError error, Side toMove) {
    switch (error) {
    case MoveError::GameOver:
        return Texts::tr("the game was already over");
    case MoveError::UnknownPit:
        return Texts::tr("it is not one of the pits A, B, a, b");
    case MoveError::WrongSide:
        return toMove == Side::South ? Texts::tr("it was South's turn")
                                     : Texts::tr("it was North's turn");
    case MoveError::EmptyPit:
        return Texts::tr("that pit was empty");
    case MoveError::None:
        break;
    }
    return {};
}

} // namespace

QString levelKey(Level level) {
    const std::string_view key = tihbat::levelKey(level);
    return QString::fromLatin1(key.data(), qsizetype(key.size()));
}

std::optional<Level> levelFromKey(const QString &key) {
    return tihbat::levelFromKey(key.toStdString());
}

QJsonObject toJson(const GameSetup &setup, const Game &game,
                   const std::optional<NetworkSeat> &seat) {
    QJsonArray moves;
    for (int pit : game.moves())
        moves.append(QString(QChar::fromLatin1(pitLetter(pit))));
    const GameState &start = game.start();
    QJsonObject json{
        {"format", Format},
        {"version", Version},
        {"rules",
         QJsonObject{
             {"countersPerPit", setup.rules.countersPerPit},
             {"chainCapture", setup.rules.chainCapture},
             {"firstToMove", sideKey(setup.rules.firstToMove)},
         }},
        {"players",
         QJsonObject{
             {"south", playerToJson(setup.players[sideIndex(Side::South)])},
             {"north", playerToJson(setup.players[sideIndex(Side::North)])},
         }},
        {"start",
         QJsonObject{
             {"pits", QJsonArray{start.position.pits[0], start.position.pits[1],
                                 start.position.pits[2], start.position.pits[3]}},
             {"toMove", sideKey(start.position.toMove)},
             {"captured", pair(start.captured)},
         }},
        {"moves", moves},
    };
    if (seat)
        json.insert(QStringLiteral("network"), seatToJson(*seat));
    return json;
}

QByteArray toBytes(const GameSetup &setup, const Game &game,
                   const std::optional<NetworkSeat> &seat) {
    return QJsonDocument(toJson(setup, game, seat)).toJson(QJsonDocument::Indented);
}

std::optional<SavedGame> fromBytes(const QByteArray &bytes, QString *error) {
    auto refuse = [error](const QString &message) {
        if (error)
            *error = message;
        return std::nullopt;
    };
    if (bytes.trimmed().isEmpty())
        return refuse(Texts::tr("The file is empty."));

    QJsonParseError parseError;
    const QJsonDocument document = QJsonDocument::fromJson(bytes, &parseError);
    if (parseError.error != QJsonParseError::NoError)
        //: %1 is the JSON parser's own description of the problem, %2 and %3 are byte counts
        return refuse(Texts::tr("The file is damaged or cut short: %1 at byte %2 of %3.")
                          .arg(parseError.errorString())
                          .arg(parseError.offset)
                          .arg(bytes.size()));
    if (!document.isObject())
        return refuse(Texts::tr("The file does not hold a saved game."));

    const QJsonObject root = document.object();
    Reader reader(root, savedGameWording);
    if (root.value("format").toString() != QLatin1String(Format))
        //: %1 is the expected format name, written as it is
        return refuse(
            Texts::tr("The file is not a Tihbat saved game (its \"format\" is not \"%1\").")
                .arg(QLatin1String(Format)));
    const int version = reader.integer(QStringLiteral("version"), 1, 1 << 20);
    if (reader.ok() && version > Version)
        //: %1 is the file's format version, %2 the version this program reads
        return refuse(Texts::tr("The file was saved by a newer Tihbat (format version %1; this one "
                                "reads version %2).")
                          .arg(version)
                          .arg(Version));

    Reader rules = reader.child(QStringLiteral("rules"));
    GameSetup setup;
    setup.rules.countersPerPit =
        rules.integer(QStringLiteral("countersPerPit"), RuleOptions::MinCountersPerPit,
                      RuleOptions::MaxCountersPerPit);
    setup.rules.chainCapture = rules.boolean(QStringLiteral("chainCapture"));
    setup.rules.firstToMove = rules.side(QStringLiteral("firstToMove"));

    Reader players = reader.child(QStringLiteral("players"));
    setup.players[sideIndex(Side::South)] = readPlayer(players, QStringLiteral("south"));
    setup.players[sideIndex(Side::North)] = readPlayer(players, QStringLiteral("north"));

    Reader start = reader.child(QStringLiteral("start"));
    GameState startState;
    const QJsonValue pits = start.take(QStringLiteral("pits"));
    if (reader.ok() && (!pits.isArray() || pits.toArray().size() != PitCount))
        reader.fail(Texts::tr("The field \"start.pits\" must be a list of four numbers."));
    for (int pit = 0; pit < PitCount && reader.ok(); ++pit)
        startState.position.pits[pit] = reader.integerValue(
            pits.toArray().at(pit), QStringLiteral("start.pits[%1]").arg(pit), 0, MaxBoardCounters);
    startState.position.toMove = start.side(QStringLiteral("toMove"));
    startState.captured = start.intPair(QStringLiteral("captured"), MaxBoardCounters);
    if (!reader.ok())
        return refuse(reader.error());

    // Counters are never created: what is on the board and captured is what the rules dealt.
    const int total =
        startState.position.boardTotal() + startState.captured[0] + startState.captured[1];
    if (total != PitCount * setup.rules.countersPerPit)
        //: %1 and %2 are numbers of counters
        return refuse(
            Texts::tr("The start position holds %1 counters in all, but the rules deal %2.")
                .arg(total)
                .arg(PitCount * setup.rules.countersPerPit));

    const QJsonValue movesValue = reader.take(QStringLiteral("moves"));
    if (!reader.ok())
        return refuse(reader.error());
    if (!movesValue.isArray())
        return refuse(Texts::tr("The field \"moves\" must be a list of pit letters."));

    std::optional<NetworkSeat> seat;
    if (root.contains(QStringLiteral("network"))) {
        seat = readSeat(reader);
        if (!reader.ok())
            return refuse(reader.error());
    }

    SavedGame saved{setup, Game(setup.rules, startState), seat};
    const QJsonArray moves = movesValue.toArray();
    for (qsizetype i = 0; i < moves.size(); ++i) {
        const QString letter = moves.at(i).toString();
        const Side toMove = saved.game.position().toMove;
        const std::optional<int> pit = pitFromLetter(letter.toStdString());
        const MoveError moveError = pit ? saved.game.check(*pit) : MoveError::UnknownPit;
        if (!moves.at(i).isString() || moveError != MoveError::None)
            //: %1 is the move's number (1 for the first move), %2 what was written, %3 why
            return refuse(Texts::tr("Move %1 (\"%2\") cannot be played: %3.")
                              .arg(i + 1)
                              .arg(moves.at(i).isString() ? letter : QStringLiteral("?"))
                              .arg(moveErrorReason(moveError, toMove)));
        saved.game.play(*pit);
    }
    return saved;
}

bool write(const QString &path, const GameSetup &setup, const Game &game, QString *error,
           const std::optional<NetworkSeat> &seat) {
    const QFileInfo info(path);
    std::error_code made;
    std::filesystem::create_directories(QFile::encodeName(info.absolutePath()).toStdString(), made);
    if (made) {
        if (error) {
            files::FileError why;
            why.errorNumber = made.value();
            //: %1 is a folder, %2 the reason ("permission denied")
            *error = Texts::tr("Cannot create the folder %1: %2")
                         .arg(QDir::toNativeSeparators(info.absolutePath()), fileErrorReason(why));
        }
        return false;
    }
    const QByteArray bytes = toBytes(setup, game, seat);
    // The same game already there, as when a start continues it: nothing to replace, and no
    // disk syncs for the start to wait on (on a busy disk they took longer than painting).
    const files::ReadFileResult there = files::readFileLimited(
        QFile::encodeName(path).toStdString(), static_cast<std::size_t>(bytes.size()));
    // A network seat holds its join code: for the owner's eyes only.
    files::WriteOptions options;
    options.ownerOnly = seat.has_value();
    constexpr auto Others = QFileDevice::ReadGroup | QFileDevice::WriteGroup |
                            QFileDevice::ReadOther | QFileDevice::WriteOther;
    if (there.ok() &&
        there.bytes ==
            std::string_view(bytes.constData(), static_cast<std::size_t>(bytes.size())) &&
        !(options.ownerOnly && (QFile::permissions(path) & Others)))
        return true;
    if (const auto failure = files::writeFileSafely(
            QFile::encodeName(path).toStdString(),
            std::string_view(bytes.constData(), static_cast<std::size_t>(bytes.size())), options)) {
        if (error)
            *error = fileErrorText(*failure);
        return false;
    }
    return true;
}

std::optional<SavedGame> read(const QString &path, QString *error) {
    // A saved game is a few kilobytes; anything huge is not one. A FIFO, a device or a folder
    // is refused before a byte is read.
    constexpr std::size_t MaxBytes = 16 * 1024 * 1024;
    const files::ReadFileResult file =
        files::readFileLimited(QFile::encodeName(path).toStdString(), MaxBytes);
    if (!file.ok()) {
        if (error)
            *error = fileErrorText(*file.error);
        return std::nullopt;
    }
    return fromBytes(QByteArray::fromStdString(file.bytes), error);
}

bool remove(const QString &path, QString *error) {
    const QString shown = QDir::toNativeSeparators(QFileInfo(path).absoluteFilePath());
    std::optional<files::FileError> why = notAFileAt(path);
    if (!why) {
        if (const int failure = files::removeFile(QFile::encodeName(path).toStdString());
            failure != 0 && failure != ENOENT) {
            why.emplace();
            why->errorNumber = failure;
        }
    }
    if (!why)
        return true;
    if (error)
        //: The game just finished, so its saved copy (kept for continuing it) is removed, and
        //: that failed. %1 is the file's full path, %2 the reason ("read-only file system")
        *error = Texts::tr("Cannot remove the finished game's saved copy %1: %2")
                     .arg(shown, fileErrorReason(*why));
    return false;
}

QString unusablePath(const QString &path) {
    const std::optional<files::FileError> why = notAFileAt(path);
    if (!why)
        return {};
    //: At start: the file chosen for the game in progress (tihbat --autosave-file) cannot be
    //: used. %1 is its full path, %2 the reason ("it is a folder, not a file")
    return Texts::tr("Cannot keep the game in progress in %1: %2")
        .arg(QDir::toNativeSeparators(QFileInfo(path).absoluteFilePath()), fileErrorReason(*why));
}

} // namespace tihbat::savedgame
