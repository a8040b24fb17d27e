// SPDX-License-Identifier: GPL-3.0-or-later
// The settings file on real things: the keys on disk read by the typed accessors; a FIFO, a
// folder and an oversized file in its place refused unread and left as they are; a full and a
// read-only tmpfs (mounted as root) and a folder that cannot be made: the person told once, with
// the path, and the old file byte for byte as it was; hand-edited statistics and puzzle ids
// clamped and checked.
#include "game/puzzles/puzzle_progress.h"
#include "game/session/animation_speed.h"
#include "game/settings/play_statistics.h"
#include "game/settings/settings.h"
#include "game/settings/settings_store.h"
#include "game/small_disk.h"
#include "isolated_settings.h"
#include "test_files.h"
#include "text/file_error_text.h"
#include "text/isolated_text.h"

#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QtTest>
#include <cerrno>
#include <climits>
#include <set>
#include <sys/stat.h>

using namespace tihbat;

namespace {

bool writeBytes(const QString &path, const QByteArray &bytes) {
    QDir().mkpath(QFileInfo(path).absolutePath());
    QFile file(path);
    return file.open(QIODevice::WriteOnly | QIODevice::Truncate) &&
           file.write(bytes) == bytes.size();
}

mode_t typeOf(const QString &path) {
    struct stat info {};
    return ::lstat(QFile::encodeName(path).constData(), &info) == 0 ? info.st_mode & S_IFMT : 0;
}

QString systemReason(int errorNumber) {
    files::FileError error;
    error.errorNumber = errorNumber;
    error.writing = true;
    return fileErrorReason(error);
}

GameSetup personAgainstComputer() {
    GameSetup setup;
    setup.players[sideIndex(Side::North)] = {PlayerKind::Computer, Level::Easy, QString()};
    return setup;
}

Outcome personWins() {
    Outcome outcome;
    outcome.finalScore = {16, 12};
    outcome.winner = Side::South;
    outcome.reason = GameEnd::AllCaptured;
    return outcome;
}

} // namespace

class TestSettingsStore : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() {
        IsolatedSettings::forThisTest(QStringLiteral("TihbatSettingsTest"));
        QVERIFY(m_dir.isValid());
    }

    void theKeysOnDiskAreReadAndWritten() {
        // A file as every earlier version wrote it, by hand.
        const QString path = m_dir.filePath(QStringLiteral("keys/Tihbat.conf"));
        QVERIFY(writeBytes(path, "[view]\ndropDuration=90\nflipped=true\nhighContrastBoard=true\n"
                                 "[sound]\nenabled=false\nvolume=35\n"
                                 "[ui]\nlanguage=sw\n"
                                 "[newGame]\ncountersPerPit=5\nchainCapture=true\nfirstToMove=N\n"
                                 "south\\kind=computer\nsouth\\level=hard\nsouth\\name=Ana\n"
                                 "north\\kind=human\nnorth\\level=perfect\nnorth\\name=Bo\n"
                                 "[learn]\ncurrentLesson=capture\n"));
        SettingsStore::shared().open(path);
        QVERIFY(SettingsStore::shared().problem().isEmpty());
        QCOMPARE(Settings::dropDuration(), 90);
        QVERIFY(Settings::boardFlipped());
        QVERIFY(Settings::highContrastBoard());
        QVERIFY(!Settings::soundEnabled());
        QCOMPARE(Settings::soundVolume(), 35);
        QCOMPARE(Settings::language(), QStringLiteral("sw"));
        QCOMPARE(Settings::currentLesson(), QStringLiteral("capture"));
        const GameSetup setup = Settings::newGameSetup();
        QCOMPARE(setup.rules.countersPerPit, 5);
        QVERIFY(setup.rules.chainCapture);
        QCOMPARE(setup.rules.firstToMove, Side::North);
        QCOMPARE(setup.players[0].kind, PlayerKind::Computer);
        QCOMPARE(setup.players[0].level, Level::Hard);
        QCOMPARE(setup.players[0].name, QStringLiteral("Ana"));
        QCOMPARE(setup.players[1].kind, PlayerKind::Human);
        QCOMPARE(setup.players[1].name, QStringLiteral("Bo"));

        Settings::setDropDuration(450);
        Settings::setSoundVolume(250); // out of range: kept as the loudest
        const QByteArray written = contents(path);
        QVERIFY2(written.contains("dropDuration=450"), written.constData());
        QVERIFY2(written.contains("volume=100"), written.constData());
        QVERIFY(SettingsStore::shared().problem().isEmpty());
    }

    void valuesOutOfRangeAreTheDefaults() {
        const QString path = m_dir.filePath(QStringLiteral("range/Tihbat.conf"));
        QVERIFY(writeBytes(path, "[view]\ndropDuration=-40\n[newGame]\ncountersPerPit=99\n"
                                 "south\\level=godlike\n"));
        SettingsStore::shared().open(path);
        QCOMPARE(Settings::dropDuration(), dropDuration(AnimationSpeed::Normal));
        QCOMPARE(Settings::newGameSetup(), Settings::defaultSetup());
    }

    void unsafeFilesAreNeitherReadNorWritten_data() {
        QTest::addColumn<QString>("kind");
        QTest::addColumn<int>("problem");
        QTest::newRow("named pipe") << "fifo" << int(files::FileProblem::NamedPipe);
        QTest::newRow("folder") << "folder" << int(files::FileProblem::Directory);
        QTest::newRow("larger than 1 MiB") << "large" << int(files::FileProblem::TooLarge);
    }
    void unsafeFilesAreNeitherReadNorWritten() {
        QFETCH(QString, kind);
        QFETCH(int, problem);
        files::FileError expected;
        expected.problem = files::FileProblem(problem);
        expected.limit = std::size_t(SettingsStore::MaxFileBytes);
        const QString reason = fileErrorReason(expected);
        const QString path = m_dir.filePath(kind + QStringLiteral("/Tihbat.conf"));
        QDir().mkpath(QFileInfo(path).absolutePath());
        QByteArray before;
        if (kind == QLatin1String("fifo")) {
            QCOMPARE(::mkfifo(QFile::encodeName(path).constData(), 0600), 0);
        } else if (kind == QLatin1String("folder")) {
            QVERIFY(QDir().mkpath(path));
        } else {
            // Settings that would be read, made larger than the limit by one byte.
            before = "[view]\nflipped=true\n;";
            before += QByteArray(SettingsStore::MaxFileBytes + 1 - before.size() - 1, 'x');
            before += '\n';
            QCOMPARE(before.size(), SettingsStore::MaxFileBytes + 1);
            QVERIFY(writeBytes(path, before));
        }
        const mode_t type = typeOf(path);
        const QDateTime modified = QFileInfo(path).lastModified();

        QSignalSpy told(&SettingsStore::shared(), &SettingsStore::problemFound);
        QElapsedTimer clock;
        clock.start();
        SettingsStore::shared().open(path); // a FIFO opened by QSettings would never return
        QVERIFY(SettingsStore::shared().refused());
        QCOMPARE(told.count(), 1);
        const QString message = told.constFirst().constFirst().toString();
        QVERIFY2(message.contains(QStringLiteral("cannot be saved")), qPrintable(message));
        QVERIFY2(message.contains(isolated(path)), qPrintable(message));
        QVERIFY2(message.contains(reason), qPrintable(message));
        QVERIFY(!Settings::boardFlipped()); // the oversized file's value was not read

        // The game goes on with its defaults; what changes is kept for this run only.
        Settings::setBoardFlipped(true);
        QVERIFY(Settings::boardFlipped());
        PlayStatistics statistics;
        QVERIFY(statistics.record(personAgainstComputer(), personWins()));
        PuzzleProgress().recordSolved(shippedPuzzles().front().id, true);
        QCOMPARE(told.count(), 1); // once
        QCOMPARE(typeOf(path), type);
        QCOMPARE(QFileInfo(path).lastModified(), modified);
        if (!before.isEmpty())
            QVERIFY(contents(path) == before);
        QVERIFY(clock.elapsed() < 10000);
    }

    void aFolderThatCannotBeMadeIsTold() {
        // Where the settings folder should be, a file: nothing can be made below it.
        const QString blocker = m_dir.filePath(QStringLiteral("blocker"));
        QVERIFY(writeBytes(blocker, "not a folder"));
        const QString path = blocker + QStringLiteral("/Tihbat/Tihbat.conf");
        QSignalSpy told(&SettingsStore::shared(), &SettingsStore::problemFound);
        SettingsStore::shared().open(path);
        QCOMPARE(told.count(), 0); // nothing to read is no problem yet
        Settings::setBoardFlipped(true);
        Settings::setDropDuration(90);
        QCOMPARE(told.count(), 1);
        const QString message = told.constFirst().constFirst().toString();
        QVERIFY2(message.contains(systemReason(ENOTDIR)), qPrintable(message));
        QVERIFY2(message.contains(isolated(path)), qPrintable(message));
        QVERIFY(Settings::boardFlipped()); // kept for this run
        QCOMPARE(contents(blocker), QByteArray("not a folder"));
    }

    void aFullOrReadOnlyDiskKeepsTheOldFile_data() {
        QTest::addColumn<bool>("readOnly");
        QTest::newRow("full") << false;
        QTest::newRow("read-only") << true;
    }
    void aFullOrReadOnlyDiskKeepsTheOldFile() {
        QFETCH(bool, readOnly);
        const QString mountPoint =
            m_dir.filePath(readOnly ? QStringLiteral("ro-disk") : QStringLiteral("full-disk"));
        QVERIFY(QDir().mkpath(mountPoint));
        SmallDisk disk;
        QString why;
        if (!disk.mount(mountPoint, 64, &why))
            QSKIP(qPrintable(QStringLiteral("a tmpfs needs root: ") + why));
        const QString path = mountPoint + QStringLiteral("/Tihbat/Tihbat.conf");
        SettingsStore::shared().open(path);
        Settings::setDropDuration(90);
        PlayStatistics statistics;
        QVERIFY(statistics.record(personAgainstComputer(), personWins()));
        QVERIFY(SettingsStore::shared().problem().isEmpty());
        const QByteArray before = contents(path);
        QVERIFY(before.contains("dropDuration=90"));
        QVERIFY(before.contains("wins=1"));
        if (readOnly)
            QVERIFY(disk.remount(true));
        else
            QVERIFY(disk.fill());

        QSignalSpy told(&SettingsStore::shared(), &SettingsStore::problemFound);
        QVERIFY(statistics.record(personAgainstComputer(), personWins())); // a finished game
        PuzzleProgress puzzles;
        puzzles.recordSolved(shippedPuzzles().front().id, true); // a puzzle solved
        Settings::setBoardFlipped(true);                         // a view setting
        Settings::setDoneLessons({QStringLiteral("capture")});   // a lesson done
        QCOMPARE(told.count(), 1);
        const QString message = told.constFirst().constFirst().toString();
        QVERIFY2(message.contains(systemReason(readOnly ? EROFS : ENOSPC)), qPrintable(message));
        QVERIFY2(message.contains(isolated(path)), qPrintable(message));
        QCOMPARE(contents(path), before);
        // Still there for the rest of the run.
        QCOMPARE(statistics.total().wins, 2);
        QVERIFY(Settings::boardFlipped());
        QVERIFY(puzzles.isSolved(shippedPuzzles().front().id));

        if (readOnly)
            QVERIFY(disk.remount(false));
        SettingsStore::shared().open(m_dir.filePath(QStringLiteral("after/Tihbat.conf")));
    }

    void handEditedStatisticsAreClamped() {
        const QString path = m_dir.filePath(QStringLiteral("statistics/Tihbat.conf"));
        QVERIFY(writeBytes(path, "[statistics]\neasy\\7\\wins=2147483647\neasy\\7\\draws=1\n"
                                 "hard\\5\\losses=-3\nmedium\\4\\wins=many\n"
                                 "perfect\\99\\wins=4\nbestStreak=99999999999\n"));
        SettingsStore::shared().open(path);
        PlayStatistics statistics;
        const Tally easy = statistics.tally(Level::Easy, 7);
        QCOMPARE(easy.wins, PlayStatistics::MaxCount);
        QCOMPARE(easy.draws, 1);
        QVERIFY(easy.games() > easy.wins); // no overflow: "Games −1" before
        QCOMPARE(statistics.tally(Level::Hard, 5), Tally{});
        QCOMPARE(statistics.tally(Level::Medium, 4), Tally{});
        QCOMPARE(statistics.total(), easy);
        QCOMPARE(statistics.bestStreak(), PlayStatistics::MaxCount);
        // Every count of every level and number of counters at its largest still adds up.
        const qint64 everything =
            qint64(PlayStatistics::MaxCount) * LevelCount * RuleOptions::MaxCountersPerPit * 3;
        QVERIFY(everything <= INT_MAX);
        // A win more stays at the largest count.
        QVERIFY(statistics.record(personAgainstComputer(), personWins()));
        QCOMPARE(statistics.tally(Level::Easy, 7).wins, PlayStatistics::MaxCount);
    }

    void solvedPuzzlesMustBeTheGamesOwn() {
        const std::vector<Puzzle> &puzzles = shippedPuzzles();
        std::set<int> shipped;
        for (const Puzzle &puzzle : puzzles)
            shipped.insert(puzzle.id);
        const int last = *shipped.rbegin();
        const QString path = m_dir.filePath(QStringLiteral("puzzles/Tihbat.conf"));
        QVERIFY(writeBytes(path, QStringLiteral("[puzzles]\nsolved=%1 %1 300000 -4 0 x %2\n"
                                                "current=300000\nstreak=-9\nbestStreak=7\n")
                                     .arg(*shipped.begin())
                                     .arg(last)
                                     .toUtf8()));
        SettingsStore::shared().open(path);
        const PuzzleProgress progress;
        QCOMPARE(progress.solvedCount(), *shipped.begin() == last ? 1 : 2);
        QVERIFY(progress.solvedCount() <= int(puzzles.size()));
        QVERIFY(!progress.isSolved(300000));
        QCOMPARE(progress.currentId(), 0);
        QCOMPARE(progress.streak(), 0);
        QCOMPARE(progress.bestStreak(), 7);
    }

private:
    QTemporaryDir m_dir;
};

QTEST_GUILESS_MAIN(TestSettingsStore)
#include "tst_settings_store.moc"
