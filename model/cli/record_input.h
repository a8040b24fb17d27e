// SPDX-License-Identifier: GPL-3.0-or-later
// Games read from a record file (--record FILE [--game N], analyze FILE), for tihbat-cli.
#pragma once

#include "record/record.h"

#include <optional>
#include <string>
#include <vector>

namespace tihbat::cli {

// Every game of the file. Throws UsageError naming the file and, for a bad file, the line and
// column: "record games.tihbat: line 7, column 12: move 5 (b) is not legal: ...".
std::vector<record::GameRecord> readRecordGames(const std::string &path);

// Game `number` (from 1), or the first when none is asked for. Throws UsageError when the file
// has no such game.
const record::GameRecord &chosenGame(const std::vector<record::GameRecord> &games,
                                     std::optional<int> number, const std::string &path);

// The record's game with every move played. The reader has already checked every move, so this
// only fails on a record built by hand (UsageError).
Game replayedGame(const record::GameRecord &game, const std::string &path);

} // namespace tihbat::cli
