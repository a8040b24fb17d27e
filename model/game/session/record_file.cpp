// SPDX-License-Identifier: GPL-3.0-or-later
#include "record_file.h"

#include "files/safe_file.h"
#include "text/file_error_text.h"

#include <QCoreApplication>
#include <QFile>
#include <QFileInfo>

namespace tihbat {

namespace {

// "games.tihbat: <what>": the file name alone, since the person just chose the file.
QString inFile(const QString &path, const QString &what) {
    return QFileInfo(path).fileName() + QStringLiteral(": ") + what;
}

std::string orUnknown(const QString &text) {
    return text.trimmed().isEmpty() ? std::string("?") : text.trimmed().toStdString();
}

} // namespace

RecordFileResult loadRecordFile(const QString &path) {
    RecordFileResult result;
    // One byte more than the limit, so that the reader sees an oversized file and says so. A
    // FIFO, a device or a folder is refused before a byte is read.
    const files::ReadFileResult file =
        files::readFileLimited(QFile::encodeName(path).toStdString(), record::MaxFileBytes, true);
    if (!file.ok()) {
        result.error = fileErrorText(*file.error);
        return result;
    }
    record::ReadResult read = record::readRecords(file.bytes);
    if (!read.ok()) {
        // The reader's messages are English facts with line and column; the file name is ours.
        result.error = inFile(path, QString::fromStdString(read.error->describe()));
        return result;
    }
    result.games = std::move(read.games);
    return result;
}

QString saveRecordFile(const QString &path, std::span<const record::GameRecord> games) {
    const std::string text = record::writeRecords(games);
    if (const auto error = files::writeFileSafely(QFile::encodeName(path).toStdString(), text))
        return fileErrorText(*error);
    return {};
}

QString recordDate(QDate date) {
    return date.isValid() ? date.toString(QStringLiteral("yyyy.MM.dd"))
                          : QStringLiteral("????.??.??");
}

record::GameRecord recordOfPlayedGame(const GameModel &model, const PlayedGameTags &tags) {
    std::vector<record::Tag> roster = record::defaultRoster();
    record::GameRecord game = record::recordOf(model.game(), std::move(roster));
    game.setTag("Event", orUnknown(tags.event));
    game.setTag("Site", orUnknown(tags.site));
    game.setTag("Date", recordDate(tags.date).toStdString());
    game.setTag("Round", orUnknown(tags.round));
    for (const Side side : {Side::South, Side::North}) {
        const QString &setupName = model.player(side).name;
        const QString name =
            setupName.trimmed().isEmpty() ? tags.defaultNames[sideIndex(side)] : setupName;
        game.setTag(side == Side::South ? "South" : "North", orUnknown(name));
    }
    return game;
}

} // namespace tihbat
