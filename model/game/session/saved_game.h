// SPDX-License-Identifier: GPL-3.0-or-later
// The game in progress as JSON (the autosave): setup, start state and the moves played. Reading
// validates every field and replays every move through the rules, so a damaged or hand-edited
// file is refused with a message that says what was wrong and where.
#pragma once

#include "game_model.h"

#include <QByteArray>
#include <QJsonObject>
#include <QString>
#include <optional>

namespace tihbat {

struct SavedGame {
    GameSetup setup;
    Game game;
    std::optional<NetworkSeat> network; // a network game's: where to go back to
};

namespace savedgame {

inline constexpr int Version = 1;
inline constexpr auto Format = "tihbat-game-in-progress";

// A network game's `seat` is written as the "network" object; a game on this screen has none.
QJsonObject toJson(const GameSetup &setup, const Game &game,
                   const std::optional<NetworkSeat> &seat = std::nullopt);
QByteArray toBytes(const GameSetup &setup, const Game &game,
                   const std::optional<NetworkSeat> &seat = std::nullopt);

// On failure returns nothing and sets `error` (translated, for people).
[[nodiscard]] std::optional<SavedGame> fromBytes(const QByteArray &bytes, QString *error);

// Writes safely (files::writeFileSafely: the old file stays byte for byte until the new one is
// complete), creating the folder if needed; a file that holds these very bytes already is left
// as it is. Reading refuses a FIFO, a device or a folder at once.
[[nodiscard]] bool write(const QString &path, const GameSetup &setup, const Game &game,
                         QString *error, const std::optional<NetworkSeat> &seat = std::nullopt);
[[nodiscard]] std::optional<SavedGame> read(const QString &path, QString *error);
// Removes the saved game once it is finished (a finished game is not offered for continuing);
// nothing there is success. A folder, a named pipe, a device or a socket at `path` is left
// alone and refused. On failure sets `error` (translated, naming the file).
[[nodiscard]] bool remove(const QString &path, QString *error);
// Empty when `path` can hold the game in progress: nothing there yet, or a regular file (also
// through a link). Else why not, translated and naming it, for the person who chose the path
// (--autosave-file): a folder, a named pipe, a device or a socket is never read, moved or
// replaced.
QString unusablePath(const QString &path);

QString levelKey(Level level);
std::optional<Level> levelFromKey(const QString &key);

} // namespace savedgame
} // namespace tihbat
