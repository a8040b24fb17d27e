// SPDX-License-Identifier: GPL-3.0-or-later
// Record files in the Qt layer: save and load give back the same games, saving replaces a file
// whole (files::writeFileSafely), a bad file is refused naming the file, line and column, and the
// game just played becomes a record with its tags.
#include "game/session/game_model.h"
#include "game/session/record_file.h"
#include "test_files.h"
#include "text/isolated_text.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QTemporaryDir>
#include <QTest>
#include <sys/stat.h>

using namespace tihbat;

namespace {

record::GameRecord sampleRecord() {
    Game game;
    for (const int pit : {PitA, Pitb, PitB})
        game.play(pit);
    record::GameRecord rec = record::recordOf(game);
    rec.setTag("Event", "Ünïcode cup");
    rec.setTag("Annotator", "Teacher");
    rec.commentsBefore = {"Before the first move."};
    rec.moves[1].commentsAfter = {"North answers.", "A second comment."};
    return rec;
}

void writeText(const QString &path, const QByteArray &text) {
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    QCOMPARE(file.write(text), text.size());
}

ino_t inodeOf(const QString &path) {
    struct stat info {};
    return ::stat(QFile::encodeName(path).constData(), &info) == 0 ? info.st_ino : 0;
}

} // namespace

class TestRecordFile : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() { QVERIFY(m_dir.isValid()); }
    void saveThenLoadGivesTheSameGames();
    void saveReplacesTheFileWhole();
    void failedSaveNamesTheFileAndKeepsTheOldOne();
    void badFileNamesFileLineAndColumn_data();
    void badFileNamesFileLineAndColumn();
    void missingFileNamesTheFile();
    void oversizedFileIsRefused();
    void playedGameBecomesARecord();
    void playedGameFallsBackToDefaultNames();

private:
    QTemporaryDir m_dir;
};

void TestRecordFile::saveThenLoadGivesTheSameGames() {
    const std::vector<record::GameRecord> games = {sampleRecord(), record::recordOf(Game())};
    const QString path = m_dir.filePath("roundtrip.tihbat");
    QCOMPARE(saveRecordFile(path, games), QString());
    const RecordFileResult loaded = loadRecordFile(path);
    QVERIFY2(loaded.ok(), qPrintable(loaded.error));
    QVERIFY(loaded.games == games);
    QCOMPARE(QString::fromUtf8(contents(path)),
             QString::fromStdString(record::writeRecords(games)));
}

// QSaveFile writes a new file and renames it over the old one: the old file is never truncated
// in place, so a crash mid-write leaves it whole. A new inode shows the rename happened, and no
// temporary file is left beside it.
void TestRecordFile::saveReplacesTheFileWhole() {
    QTemporaryDir dir;
    const QString path = dir.filePath("replace.tihbat");
    writeText(path, "old contents\n");
    const ino_t before = inodeOf(path);
    QVERIFY(before != 0);
    const std::vector<record::GameRecord> games = {sampleRecord()};
    QCOMPARE(saveRecordFile(path, games), QString());
    QVERIFY(inodeOf(path) != before);
    QCOMPARE(QDir(dir.path()).entryList(QDir::Files), QStringList{"replace.tihbat"});
    QVERIFY(loadRecordFile(path).games == games);
}

void TestRecordFile::failedSaveNamesTheFileAndKeepsTheOldOne() {
    // A folder where the file should be: nothing can be renamed over it.
    const QString path = m_dir.filePath("taken.tihbat");
    QVERIFY(QDir(m_dir.path()).mkdir("taken.tihbat"));
    const std::vector<record::GameRecord> games = {sampleRecord()};
    const QString error = saveRecordFile(path, games);
    QCOMPARE(error, "Cannot save " + isolated(path) + ": it is a folder, not a file");
    QVERIFY(QFileInfo(path).isDir());

    // A folder that does not exist.
    const QString nowhere = m_dir.filePath("no/such/folder/game.tihbat");
    const QString error2 = saveRecordFile(nowhere, games);
    QCOMPARE(error2, "Cannot save " + isolated(nowhere) + ": no such file or folder");
}

void TestRecordFile::badFileNamesFileLineAndColumn_data() {
    QTest::addColumn<QByteArray>("text");
    QTest::addColumn<QString>("expected");
    QTest::newRow("illegal move") << QByteArray("[Game \"Tihbat\"]\n[Result \"*\"]\n\n1. b *\n")
                                  << "bad.tihbat: line 4, column 4: move 1 (b) is not legal: it is "
                                     "South's turn";
    QTest::newRow("not UTF-8") << QByteArray("[Game \"Tihbat\"]\n[Event \"\xff\"]\n")
                               << "bad.tihbat: line 2, column 9: the file is not valid UTF-8";
}

void TestRecordFile::badFileNamesFileLineAndColumn() {
    QFETCH(QByteArray, text);
    QFETCH(QString, expected);
    const QString path = m_dir.filePath("bad.tihbat");
    writeText(path, text);
    const RecordFileResult loaded = loadRecordFile(path);
    QVERIFY(!loaded.ok());
    QVERIFY(loaded.games.empty());
    QVERIFY2(loaded.error.startsWith(expected), qPrintable(loaded.error));
}

void TestRecordFile::missingFileNamesTheFile() {
    const RecordFileResult loaded = loadRecordFile(m_dir.filePath("missing.tihbat"));
    QVERIFY(!loaded.ok());
    QCOMPARE(loaded.error, "Cannot open " + isolated(m_dir.filePath("missing.tihbat")) +
                               ": no such file or folder");
    // A folder of that name is no record either.
    QVERIFY(QDir(m_dir.path()).mkdir("folder.tihbat"));
    QCOMPARE(loadRecordFile(m_dir.filePath("folder.tihbat")).error,
             "Cannot open " + isolated(m_dir.filePath("folder.tihbat")) +
                 ": it is a folder, not a file");
}

void TestRecordFile::oversizedFileIsRefused() {
    const QString path = m_dir.filePath("huge.tihbat");
    QByteArray text = "[Game \"Tihbat\"]\n{";
    text.append(QByteArray(static_cast<qsizetype>(record::MaxFileBytes), 'x'));
    writeText(path, text);
    const RecordFileResult loaded = loadRecordFile(path);
    QVERIFY(!loaded.ok());
    QVERIFY2(loaded.error.startsWith("huge.tihbat: "), qPrintable(loaded.error));
}

void TestRecordFile::playedGameBecomesARecord() {
    GameModel model;
    GameSetup setup;
    setup.rules.countersPerPit = 4;
    setup.rules.chainCapture = true;
    setup.players[0] = {PlayerKind::Human, Level::Medium, QStringLiteral("Amina")};
    setup.players[1] = {PlayerKind::Human, Level::Medium, QStringLiteral("Youssef")};
    model.newGame(setup);
    for (const int pit : {PitA, Pitb, PitB})
        QVERIFY(model.playPit(pit));
    model.undo(); // undone moves are not part of the game played

    PlayedGameTags tags;
    tags.event = QStringLiteral("Lunch break");
    tags.date = QDate(2026, 3, 7);
    const record::GameRecord rec = recordOfPlayedGame(model, tags);
    QCOMPARE(rec.tag("Event"), std::optional<std::string>("Lunch break"));
    QCOMPARE(rec.tag("Site"), std::optional<std::string>("?"));
    QCOMPARE(rec.tag("Date"), std::optional<std::string>("2026.03.07"));
    QCOMPARE(rec.tag("Round"), std::optional<std::string>("?"));
    QCOMPARE(rec.tag("South"), std::optional<std::string>("Amina"));
    QCOMPARE(rec.tag("North"), std::optional<std::string>("Youssef"));
    QVERIFY(rec.options == setup.rules);
    QCOMPARE(rec.moves.size(), std::size_t(2));
    const record::Replay replay = record::gameOf(rec);
    QVERIFY(replay.game.has_value());
    QVERIFY(replay.game->state() == model.state());
}

void TestRecordFile::playedGameFallsBackToDefaultNames() {
    GameModel model;
    GameSetup setup;
    setup.players[0] = {PlayerKind::Human, Level::Medium, QString()};
    setup.players[1] = {PlayerKind::Computer, Level::Hard, QString()};
    model.newGame(setup);
    PlayedGameTags tags;
    tags.defaultNames = {QString(), QStringLiteral("Computer (Hard)")};
    const record::GameRecord rec = recordOfPlayedGame(model, tags);
    QCOMPARE(rec.tag("South"), std::optional<std::string>("?"));
    QCOMPARE(rec.tag("North"), std::optional<std::string>("Computer (Hard)"));
    QCOMPARE(rec.tag("Date"),
             std::optional<std::string>(QDate::currentDate().toString("yyyy.MM.dd").toStdString()));
    QVERIFY(rec.moves.empty());
}

QTEST_GUILESS_MAIN(TestRecordFile)
#include "tst_record_file.moc"
