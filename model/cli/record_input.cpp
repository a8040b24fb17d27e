// SPDX-License-Identifier: GPL-3.0-or-later
#include "record_input.h"

#include "arguments.h"
#include "files/safe_file.h"

namespace tihbat::cli {

namespace {

std::string fileLabel(const std::string &path) {
    return "record " + path;
}

} // namespace

std::vector<record::GameRecord> readRecordGames(const std::string &path) {
    // A FIFO, a device or a directory is refused before a byte is read; one byte past the
    // limit lets the reader say where the limit was passed.
    const files::ReadFileResult file = files::readFileLimited(path, record::MaxFileBytes, true);
    if (!file.ok())
        throw UsageError(fileLabel(path) + ": " + file.error->reason());
    record::ReadResult read = record::readRecords(file.bytes);
    if (!read.ok())
        throw UsageError(fileLabel(path) + ": " + read.error->describe());
    return std::move(read.games);
}

const record::GameRecord &chosenGame(const std::vector<record::GameRecord> &games,
                                     std::optional<int> number, const std::string &path) {
    const int wanted = number.value_or(1);
    if (wanted < 1 || wanted > static_cast<int>(games.size())) {
        const std::string count =
            games.size() == 1 ? "1 game" : std::to_string(games.size()) + " games";
        throw UsageError(fileLabel(path) + ": option --game " + std::to_string(wanted) +
                         " is out of range: the file holds " + count);
    }
    return games[static_cast<std::size_t>(wanted - 1)];
}

Game replayedGame(const record::GameRecord &game, const std::string &path) {
    record::Replay replay = record::gameOf(game);
    if (!replay.game)
        throw UsageError(fileLabel(path) + ": " + replay.problem);
    return std::move(*replay.game);
}

} // namespace tihbat::cli
