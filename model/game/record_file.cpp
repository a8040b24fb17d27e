#include "record_file.h"

#include "file_problem.h"

#include <QCoreApplication>
#include <QFile>
#include <QFileInfo>
#include <QSaveFile>

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
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        result.error = inFile(path, fileProblem(file, FileAccess::Read));
        return result;
    }
    // One byte more than the limit, so that the reader sees an oversized file and says so.
    const QByteArray bytes = file.read(static_cast<qint64>(record::MaxFileBytes) + 1);
    if (file.error() != QFileDevice::NoError) {
        result.error = inFile(path, fileProblem(file, FileAccess::Read));
        return result;
    }
    record::ReadResult read = record::readRecords(
        std::string_view(bytes.constData(), static_cast<std::size_t>(bytes.size())));
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
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly))
        return inFile(path, fileProblem(file, FileAccess::Write));
    if (file.write(text.data(), static_cast<qint64>(text.size())) !=
        static_cast<qint64>(text.size())) {
        file.cancelWriting();
        return inFile(path, fileProblem(file, FileAccess::Write));
    }
    if (!file.commit())
        return inFile(path, fileProblem(file, FileAccess::Write));
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
