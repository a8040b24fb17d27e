// SPDX-License-Identifier: GPL-3.0-or-later
// Game record files (.tihbat) for the Qt layer: loading with messages a person can act on,
// atomic saving, and the record of the game just played, ready for review at once.
#pragma once

#include "game_model.h"
#include "record/record.h"

#include <QDate>
#include <QString>
#include <array>
#include <span>
#include <vector>

namespace tihbat {

struct RecordFileResult {
    std::vector<record::GameRecord> games;
    // Empty on success; else "name.tihbat: line 7, column 12: move 5 (b) is not legal: ..."
    QString error;
    bool ok() const { return error.isEmpty(); }
};

// Reads every game of a file (at most record::MaxFileBytes, UTF-8). A FIFO, a device or a
// folder is refused at once, with the reason.
[[nodiscard]] RecordFileResult loadRecordFile(const QString &path);

// Writes the games safely (files::writeFileSafely): the file is replaced whole or stays byte for
// byte as it was. Returns an empty string on success, else why it failed, naming the file.
[[nodiscard]] QString saveRecordFile(const QString &path,
                                     std::span<const record::GameRecord> games);

// The descriptive tags of a record made from a game just played. Names left empty fall back to
// the players' names in the setup, then to "?".
struct PlayedGameTags {
    QString event;
    QString site;
    QString round;
    QDate date = QDate::currentDate();
    std::array<QString, 2> defaultNames; // by sideIndex: e.g. the UI's "Computer (Hard)"
};

// The record of the model's game (moves undone excluded), with Event, Site, Date ("YYYY.MM.DD"),
// Round, South and North; the rule options and any set-up start are its typed fields.
record::GameRecord recordOfPlayedGame(const GameModel &model, const PlayedGameTags &tags = {});

// "2026.11.03", the Date tag's form.
QString recordDate(QDate date);

} // namespace tihbat
