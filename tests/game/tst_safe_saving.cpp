// SPDX-License-Identifier: GPL-3.0-or-later
// Saving never destroys, proven on a real file system: every writer of the project (a record's
// Save, the autosave, tihbat-cli analyze --output, the settings) against every failure (a full
// disk, a read-only folder, a missing folder, a file-size quota). Each failed write leaves the
// old file byte for byte as it was and no temporary file behind, and says why.
//
// The full disk and the read-only folder are a tmpfs of a few kilobytes mounted for the test
// (root, as in CI). Without root the test says so in its output and runs the other cases.
#include "cli/cli.h"
#include "files/broken_pipes.h"
#include "files/file_descriptor.h"
#include "files/safe_file.h"
#include "game/session/game_model.h"
#include "game/session/record_file.h"
#include "game/session/saved_game.h"
#include "small_disk.h"
#include "test_files.h"

#include <QDir>
#include <QFile>
#include <QSettings>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <csignal>
#include <fcntl.h>
#include <sstream>
#include <sys/file.h>
#include <sys/resource.h>
#include <sys/socket.h>
#include <sys/stat.h>
#include <unistd.h>

using namespace tihbat;

namespace {

enum class Writer { Record, Autosave, Analyze, Settings };
enum class Failure { FullDisk, ReadOnly, MissingFolder, Quota };

QStringList entriesOf(const QString &folder) {
    return QDir(folder).entryList(
        QDir::AllEntries | QDir::Hidden | QDir::System | QDir::NoDotAndDotDot, QDir::Name);
}

GameSetup twoPeople() {
    GameSetup setup;
    setup.players[0].name = QStringLiteral("Amina");
    setup.players[1].name = QStringLiteral("Youssef");
    return setup;
}

record::GameRecord recordOfMoves(std::initializer_list<int> pits, const std::string &comment) {
    Game game;
    for (const int pit : pits)
        game.play(pit);
    record::GameRecord rec = record::recordOf(game);
    rec.commentsBefore = {comment};
    return rec;
}

// A file-size limit for this process (RLIMIT_FSIZE): a write past it fails with EFBIG, as a
// quota makes writes fail. tmpfs quotas need a kernel option this machine may lack.
class FileSizeLimit {
public:
    explicit FileSizeLimit(rlim_t bytes) {
        ::getrlimit(RLIMIT_FSIZE, &m_old);
        std::signal(SIGXFSZ, SIG_IGN); // the write fails with EFBIG instead of killing us
        rlimit limit = m_old;
        limit.rlim_cur = bytes;
        ::setrlimit(RLIMIT_FSIZE, &limit);
    }
    ~FileSizeLimit() { ::setrlimit(RLIMIT_FSIZE, &m_old); }
    FileSizeLimit(const FileSizeLimit &) = delete;
    FileSizeLimit &operator=(const FileSizeLimit &) = delete;

private:
    rlimit m_old{};
};

} // namespace

class TestSafeSaving : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void init();
    void cleanup();
    void failedWriteKeepsTheOldFile_data();
    void failedWriteKeepsTheOldFile();
    void autosaveRecoversWhenThereIsRoomAgain();
    void replacingKeepsPermissionsAndLinks();
    void theSameGameIsNotWrittenAgain();
    void eachFailureStopsAtItsStep_data();
    void eachFailureStopsAtItsStep();
    void finishedGameOnAReadOnlyDiskSaysWhatAndWhere();
    void onlyDeadWritersTemporariesAreRemoved();
    void finishedGameLeavesWhatIsNoFileAlone_data();
    void finishedGameLeavesWhatIsNoFileAlone();
    void aWriteToAGoneReaderIsAnError();

private:
    // Writes the first version of the file (this must work).
    void writeOld(Writer writer, const QString &path);
    // Tries to write a new, longer version: returns the error reported, empty when saved.
    QString writeNew(Writer writer, const QString &path);
    QString analyze(const QString &input, const QString &output);

    QTemporaryDir m_outside; // inputs, the mount point
    QString m_folder;        // where the files are written: the tmpfs, or a plain folder
    SmallDisk m_disk;
    bool m_mounted = false;
    GameModel m_model;
    QString m_shortRecord, m_longRecord;
};

void TestSafeSaving::initTestCase() {
    QVERIFY(m_outside.isValid());
    m_shortRecord = m_outside.filePath("short.tihbat");
    m_longRecord = m_outside.filePath("long.tihbat");
    const record::GameRecord shortGame = recordOfMoves({PitA}, "short");
    const record::GameRecord longGame =
        recordOfMoves({PitA, Pitb, PitB, Pita}, std::string(2000, 'c'));
    QCOMPARE(saveRecordFile(m_shortRecord, {&shortGame, 1}), QString());
    QCOMPARE(saveRecordFile(m_longRecord, {&longGame, 1}), QString());
}

void TestSafeSaving::init() {
    m_model.setAutosavePath(QString());
    m_folder = m_outside.filePath("disk");
    QVERIFY(QDir().mkpath(m_folder));
    QString why;
    m_mounted = m_disk.mount(m_folder, 32, &why);
    if (!m_mounted)
        qInfo("cannot mount a tmpfs on %s (%s): the full-disk and read-only cases are skipped; "
              "they need root",
              qPrintable(m_folder), qPrintable(why));
}

void TestSafeSaving::cleanup() {
    m_model.setAutosavePath(QString());
    m_disk.unmount();
    QDir(m_folder).removeRecursively();
}

void TestSafeSaving::writeOld(Writer writer, const QString &path) {
    switch (writer) {
    case Writer::Record: {
        const record::GameRecord game = recordOfMoves({PitA}, "old");
        QCOMPARE(saveRecordFile(path, {&game, 1}), QString());
        break;
    }
    case Writer::Autosave: {
        QSignalSpy failed(&m_model, &GameModel::autosaveFailed);
        m_model.setAutosavePath(path);
        m_model.newGame(twoPeople());
        QCOMPARE(failed.count(), 0);
        break;
    }
    case Writer::Analyze:
        QCOMPARE(analyze(m_shortRecord, path), QString());
        break;
    case Writer::Settings: {
        QSettings settings(path, QSettings::IniFormat);
        settings.setValue("old", 1);
        settings.sync();
        QCOMPARE(settings.status(), QSettings::NoError);
        break;
    }
    }
    QVERIFY(QFile::exists(path));
}

QString TestSafeSaving::writeNew(Writer writer, const QString &path) {
    switch (writer) {
    case Writer::Record: {
        const record::GameRecord game = recordOfMoves({PitA, Pitb}, std::string(3000, 'n'));
        return saveRecordFile(path, {&game, 1});
    }
    case Writer::Autosave: {
        if (m_model.autosavePath() != path) {
            m_model.setAutosavePath(path);
            m_model.newGame(twoPeople());
        }
        QSignalSpy failed(&m_model, &GameModel::autosaveFailed);
        m_model.playPit(PitA);
        return failed.isEmpty() ? QString() : failed.constFirst().constFirst().toString();
    }
    case Writer::Analyze:
        return analyze(m_longRecord, path);
    case Writer::Settings: {
        QSettings settings(path, QSettings::IniFormat);
        settings.setValue("new", QString(3000, 'n'));
        settings.sync();
        return settings.status() == QSettings::NoError ? QString()
                                                       : QStringLiteral("QSettings::AccessError");
    }
    }
    return {};
}

void TestSafeSaving::theSameGameIsNotWrittenAgain() {
    const QString path = m_outside.filePath("same/autosave.json");
    Game game;
    game.play(PitA);
    QString error;
    QVERIFY2(savedgame::write(path, twoPeople(), game, &error), qPrintable(error));
    struct stat first {};
    QCOMPARE(::stat(QFile::encodeName(path).constData(), &first), 0);
    const QByteArray bytes = contents(path);

    // The same game again (a start continuing it): the very file stays, not a new copy.
    QVERIFY2(savedgame::write(path, twoPeople(), game, &error), qPrintable(error));
    struct stat again {};
    QCOMPARE(::stat(QFile::encodeName(path).constData(), &again), 0);
    QCOMPARE(again.st_ino, first.st_ino);
    QCOMPARE(contents(path), bytes);

    // Another game replaces it, as always.
    game.play(Pitb);
    QVERIFY2(savedgame::write(path, twoPeople(), game, &error), qPrintable(error));
    struct stat other {};
    QCOMPARE(::stat(QFile::encodeName(path).constData(), &other), 0);
    QVERIFY(other.st_ino != first.st_ino);
    const std::optional<SavedGame> read = savedgame::read(path, &error);
    QVERIFY2(read, qPrintable(error));
    QCOMPARE(read->game.plies(), 2);
}

QString TestSafeSaving::analyze(const QString &input, const QString &output) {
    std::ostringstream out, err;
    const int status =
        cli::runCli({"analyze", input.toStdString(), "--output", output.toStdString()}, out, err);
    return status == 0 ? QString() : QString::fromStdString(err.str());
}

void TestSafeSaving::failedWriteKeepsTheOldFile_data() {
    QTest::addColumn<Writer>("writer");
    QTest::addColumn<Failure>("failure");
    QTest::addColumn<QString>("expected"); // a piece of the error, or "" when the write works

    const std::array<std::pair<Writer, const char *>, 4> writers{{
        {Writer::Record, "record"},
        {Writer::Autosave, "autosave"},
        {Writer::Analyze, "analyze --output"},
        {Writer::Settings, "settings"},
    }};
    for (const auto &[writer, name] : writers) {
        const QString error =
            writer == Writer::Settings ? QStringLiteral("QSettings::AccessError") : QString();
        QTest::addRow("%s, full disk", name)
            << writer << Failure::FullDisk
            << (error.isEmpty() ? QStringLiteral("no space left on device") : error);
        QTest::addRow("%s, read-only folder", name)
            << writer << Failure::ReadOnly
            << (error.isEmpty() ? QStringLiteral("read-only file system") : error);
        QTest::addRow("%s, quota", name)
            << writer << Failure::Quota
            << (error.isEmpty() ? QStringLiteral("file too large") : error);
    }
    // A missing folder: the autosave and the settings make theirs; a record or analyze's
    // output goes where the person said, or nowhere.
    QTest::addRow("record, missing folder")
        << Writer::Record << Failure::MissingFolder << QStringLiteral("no such file or folder");
    QTest::addRow("analyze --output, missing folder")
        << Writer::Analyze << Failure::MissingFolder << QStringLiteral("no such file or directory");
    QTest::addRow("autosave, missing folder")
        << Writer::Autosave << Failure::MissingFolder << QString();
    QTest::addRow("settings, missing folder")
        << Writer::Settings << Failure::MissingFolder << QString();
}

void TestSafeSaving::failedWriteKeepsTheOldFile() {
    QFETCH(Writer, writer);
    QFETCH(Failure, failure);
    QFETCH(QString, expected);
    if ((failure == Failure::FullDisk || failure == Failure::ReadOnly) && !m_mounted)
        QSKIP("needs root (CI runs as root) for a tmpfs: a full disk and a read-only mount cannot "
              "be made");

    // A name of its own per case: QSettings caches a file's keys by its name, in the process.
    static int caseNumber = 0;
    const QString name = QStringLiteral("/saved-%1.file").arg(++caseNumber);
    QString path = m_folder + name;
    QString watched = m_folder; // the folder that must hold nothing new afterwards
    if (failure == Failure::MissingFolder) {
        path = m_folder + QStringLiteral("/gone") + name;
    } else {
        writeOld(writer, path);
        if (QTest::currentTestFailed())
            return;
    }
    const QByteArray before = contents(path);

    if (failure == Failure::FullDisk)
        QVERIFY(m_disk.fill());
    if (failure == Failure::ReadOnly)
        QVERIFY(m_disk.remount(true));
    const QStringList entriesBefore = entriesOf(watched);

    QString error;
    {
        std::optional<FileSizeLimit> quota;
        if (failure == Failure::Quota)
            quota.emplace(static_cast<rlim_t>(before.size())); // the new text is longer
        error = writeNew(writer, path);
    }
    qInfo("%s", qPrintable(error.isEmpty() ? QStringLiteral("saved") : error.trimmed()));

    if (expected.isEmpty()) {
        QCOMPARE(error, QString());
        QVERIFY(contents(path).size() > 0);
    } else {
        QVERIFY2(error.contains(expected), qPrintable(error));
        QCOMPARE(contents(path), before);            // byte for byte, or still absent
        QCOMPARE(entriesOf(watched), entriesBefore); // no temporary file left behind
    }
    if (failure == Failure::ReadOnly)
        QVERIFY(m_disk.remount(false));
}

// The warning lasts while the disk is full and goes with the first save that works again.
void TestSafeSaving::autosaveRecoversWhenThereIsRoomAgain() {
    if (!m_mounted)
        QSKIP("needs root (CI runs as root) for a tmpfs: a full disk cannot be made");
    const QString path = m_folder + QStringLiteral("/autosave.json");
    writeOld(Writer::Autosave, path);
    const QByteArray before = contents(path);
    QSignalSpy failed(&m_model, &GameModel::autosaveFailed);
    QSignalSpy recovered(&m_model, &GameModel::autosaveRecovered);
    QVERIFY(m_disk.fill());
    m_model.playPit(PitA);
    m_model.playPit(Pitb);
    QCOMPARE(failed.count(), 2);
    QVERIFY(m_model.isAutosaveFailing());
    QCOMPARE(recovered.count(), 0);
    QCOMPARE(contents(path), before);

    m_disk.makeRoom();
    m_model.playPit(PitB);
    QCOMPARE(recovered.count(), 1);
    QVERIFY(!m_model.isAutosaveFailing());
    QString error;
    const std::optional<SavedGame> saved = savedgame::read(path, &error);
    QVERIFY2(saved, qPrintable(error));
    QCOMPARE(saved->game.plies(), 3);
}

// A replaced file keeps its permissions; a link to it stays a link and its file is replaced.
void TestSafeSaving::replacingKeepsPermissionsAndLinks() {
    const QString path = m_folder + QStringLiteral("/private.tihbat");
    const QByteArray name = QFile::encodeName(path);
    QCOMPARE(files::writeFileSafely(name.toStdString(), "old"), std::nullopt);
    QCOMPARE(::chmod(name.constData(), 0640), 0);
    QCOMPARE(files::writeFileSafely(name.toStdString(), "new"), std::nullopt);
    struct stat info {};
    QCOMPARE(::stat(name.constData(), &info), 0);
    QCOMPARE(info.st_mode & 07777, mode_t(0640));
    QCOMPARE(contents(path), QByteArray("new"));

    const QByteArray link = QFile::encodeName(m_folder + QStringLiteral("/link.tihbat"));
    QCOMPARE(::symlink(name.constData(), link.constData()), 0);
    QCOMPARE(files::writeFileSafely(link.toStdString(), "through the link"), std::nullopt);
    QCOMPARE(::lstat(link.constData(), &info), 0);
    QVERIFY(S_ISLNK(info.st_mode));
    QCOMPARE(contents(path), QByteArray("through the link"));
    QCOMPARE(entriesOf(m_folder), (QStringList{"link.tihbat", "private.tihbat"}));
}

// Where each failure stops the writer, from what each one is: a read-only mount and a missing
// folder refuse the new file itself; a full disk (tmpfs takes its pages as bytes are written) and
// a size limit refuse the bytes. Flush and commit are checked as well, but no failure made here
// reaches them.
void TestSafeSaving::eachFailureStopsAtItsStep_data() {
    QTest::addColumn<Failure>("failure");
    QTest::addColumn<files::FileStep>("step");
    QTest::addColumn<int>("errorNumber");
    QTest::newRow("full disk") << Failure::FullDisk << files::FileStep::Write << ENOSPC;
    QTest::newRow("read-only folder") << Failure::ReadOnly << files::FileStep::Open << EROFS;
    QTest::newRow("missing folder") << Failure::MissingFolder << files::FileStep::Open << ENOENT;
    QTest::newRow("quota") << Failure::Quota << files::FileStep::Write << EFBIG;
}

void TestSafeSaving::eachFailureStopsAtItsStep() {
    QFETCH(Failure, failure);
    QFETCH(files::FileStep, step);
    QFETCH(int, errorNumber);
    if ((failure == Failure::FullDisk || failure == Failure::ReadOnly) && !m_mounted)
        QSKIP("needs root (CI runs as root) for a tmpfs: a full disk and a read-only mount cannot "
              "be made");
    const std::string path =
        QFile::encodeName(m_folder + (failure == Failure::MissingFolder ? QStringLiteral("/gone/f")
                                                                        : QStringLiteral("/f")))
            .toStdString();
    if (failure != Failure::MissingFolder)
        QCOMPARE(files::writeFileSafely(path, "old"), std::nullopt);
    if (failure == Failure::FullDisk)
        QVERIFY(m_disk.fill());
    if (failure == Failure::ReadOnly)
        QVERIFY(m_disk.remount(true));
    std::optional<files::FileError> error;
    {
        std::optional<FileSizeLimit> quota;
        if (failure == Failure::Quota)
            quota.emplace(3);
        error = files::writeFileSafely(path, std::string(5000, 'n'));
    }
    QVERIFY(error);
    qInfo("%s", error->describe().c_str());
    QCOMPARE(error->step, step);
    QCOMPARE(error->errorNumber, errorNumber);
    QVERIFY(error->writing);
    if (failure == Failure::ReadOnly)
        QVERIFY(m_disk.remount(false));
}

namespace {

// One counter a pit: A, then a, brings back the first position, which ends the game.
GameSetup oneCounterGame() {
    GameSetup setup = twoPeople();
    setup.rules.countersPerPit = 1;
    return setup;
}

} // namespace

// The finished game's autosave goes; on a read-only disk the warning says what could not be
// removed, where, and why.
void TestSafeSaving::finishedGameOnAReadOnlyDiskSaysWhatAndWhere() {
    if (!m_mounted)
        QSKIP("needs root (CI runs as root) for a tmpfs: a read-only mount cannot be made");
    const QString path = m_folder + QStringLiteral("/autosave.json");
    QSignalSpy failed(&m_model, &GameModel::autosaveNotRemoved);
    QSignalSpy notSaved(&m_model, &GameModel::autosaveFailed);
    m_model.setAutosavePath(path);
    m_model.newGame(oneCounterGame());
    QVERIFY(m_model.playPit(PitA));
    const QByteArray saved = contents(path);
    QVERIFY(!saved.isEmpty());
    QVERIFY(m_disk.remount(true));
    QVERIFY(m_model.playPit(Pita));
    QVERIFY(m_model.isOver());
    QVERIFY(m_disk.remount(false));
    QCOMPARE(failed.size(), 1);
    QCOMPARE(failed.at(0).at(0).toString(),
             "Cannot remove the finished game's saved copy " + path + ": read-only file system");
    QCOMPARE(notSaved.size(), 0);
    QCOMPARE(contents(path), saved);
    QCOMPARE(entriesOf(m_folder), QStringList{QStringLiteral("autosave.json")});
}

void TestSafeSaving::finishedGameLeavesWhatIsNoFileAlone_data() {
    QTest::addColumn<bool>("fifo");
    QTest::newRow("a folder") << false;
    QTest::newRow("a named pipe") << true;
}

// A folder or a FIFO where the autosave should be is neither written, moved nor removed.
void TestSafeSaving::finishedGameLeavesWhatIsNoFileAlone() {
    QFETCH(bool, fifo);
    const QString path = m_folder + QStringLiteral("/autosave.json");
    if (fifo)
        QCOMPARE(::mkfifo(QFile::encodeName(path).constData(), 0600), 0);
    else
        QVERIFY(QDir().mkpath(path + QStringLiteral("/inside")));
    QSignalSpy failed(&m_model, &GameModel::autosaveNotRemoved);
    m_model.setAutosavePath(path);
    m_model.newGame(oneCounterGame());
    QVERIFY(m_model.playPit(PitA));
    QVERIFY(m_model.playPit(Pita));
    QVERIFY(m_model.isOver());
    const QString what = fifo ? QStringLiteral("it is a named pipe (FIFO), not a file")
                              : QStringLiteral("it is a folder, not a file");
    QVERIFY(!failed.isEmpty());
    QCOMPARE(failed.last().at(0).toString(),
             "Cannot remove the finished game's saved copy " + path + ": " + what);
    struct stat info {};
    QCOMPARE(::lstat(QFile::encodeName(path).constData(), &info), 0);
    QVERIFY(fifo ? S_ISFIFO(info.st_mode) : S_ISDIR(info.st_mode));
    QCOMPARE(entriesOf(m_folder), QStringList{QStringLiteral("autosave.json")});
    if (!fifo)
        QCOMPARE(entriesOf(path), QStringList{QStringLiteral("inside")});
}

// The next write of f removes what a killed writer of f left (.f.<12 letters or digits>.tmp,
// a regular file of one link that nobody holds locked), and nothing else: not a temporary a
// living writer holds, not a link, a folder, a file with a second name, another file's
// temporary or a name off the pattern.
void TestSafeSaving::onlyDeadWritersTemporariesAreRemoved() {
    const QString folder = m_outside.filePath(QStringLiteral("strays"));
    QVERIFY(QDir().mkpath(folder));
    auto make = [&folder](const QString &name, const QByteArray &bytes) {
        QFile file(folder + u'/' + name);
        return file.open(QIODevice::WriteOnly) && file.write(bytes) == bytes.size();
    };
    const QString outside = m_outside.filePath(QStringLiteral("outside.txt"));
    QFile outsideFile(outside);
    QVERIFY(outsideFile.open(QIODevice::WriteOnly));
    QCOMPARE(outsideFile.write("not yours"), qint64(9));
    outsideFile.close();

    QVERIFY(make(QStringLiteral(".f.deadWriter01.tmp"), "left by a killed writer"));
    QVERIFY(make(QStringLiteral(".f.liveWriter01.tmp"), "a writer still at work"));
    QVERIFY(QFile::link(outside, folder + QStringLiteral("/.f.aSymlink0001.tmp")));
    QVERIFY(QDir().mkpath(folder + QStringLiteral("/.f.aFolder00001.tmp")));
    QVERIFY(make(QStringLiteral("mine.txt"), "a file of the person's"));
    QCOMPARE(::link(QFile::encodeName(folder + QStringLiteral("/mine.txt")).constData(),
                    QFile::encodeName(folder + QStringLiteral("/.f.secondName01.tmp")).constData()),
             0);
    QVERIFY(make(QStringLiteral(".g.otherTarget1.tmp"), "another file's temporary"));
    QVERIFY(make(QStringLiteral(".f.short.tmp"), "off the pattern"));
    QVERIFY(make(QStringLiteral(".f.deadWriter01.tmp.bak"), "off the pattern"));
    // A living writer holds its temporary locked (a separate open file: flock sees two owners).
    const int live =
        ::open(QFile::encodeName(folder + QStringLiteral("/.f.liveWriter01.tmp")).constData(),
               O_RDWR | O_CLOEXEC);
    QVERIFY(live >= 0);
    QCOMPARE(::flock(live, LOCK_EX), 0);

    QCOMPARE(files::writeFileSafely(QFile::encodeName(folder + QStringLiteral("/f")).toStdString(),
                                    "new"),
             std::nullopt);
    ::close(live);
    QCOMPARE(entriesOf(folder),
             (QStringList{".f.aFolder00001.tmp", ".f.aSymlink0001.tmp", ".f.deadWriter01.tmp.bak",
                          ".f.liveWriter01.tmp", ".f.secondName01.tmp", ".f.short.tmp",
                          ".g.otherTarget1.tmp", "f", "mine.txt"}));
    QCOMPARE(contents(outside), QByteArray("not yours"));
    QCOMPARE(contents(folder + QStringLiteral("/mine.txt")), QByteArray("a file of the person's"));
    QCOMPARE(contents(folder + QStringLiteral("/f")), QByteArray("new"));

    // Once its writer is gone, the next write removes that one too.
    QCOMPARE(files::writeFileSafely(QFile::encodeName(folder + QStringLiteral("/f")).toStdString(),
                                    "newer"),
             std::nullopt);
    QVERIFY(!entriesOf(folder).contains(".f.liveWriter01.tmp"));
    QCOMPARE(entriesOf(folder).size(), 8);
}

// The speech service's socket is written below Qt; its end must come back as EPIPE. Without
// ignoreBrokenPipes the write raises SIGPIPE, which Qt Test reports as a crash.
void TestSafeSaving::aWriteToAGoneReaderIsAnError() {
    int ends[2];
    QCOMPARE(::socketpair(AF_UNIX, SOCK_STREAM, 0, ends), 0);
    files::FileDescriptor writer(ends[0]);
    QCOMPARE(::close(ends[1]), 0);
    files::ignoreBrokenPipes();
    errno = 0;
    QCOMPARE(::write(writer.get(), "say", 3), ssize_t(-1));
    QCOMPARE(errno, EPIPE);
}

QTEST_GUILESS_MAIN(TestSafeSaving)
#include "tst_safe_saving.moc"
