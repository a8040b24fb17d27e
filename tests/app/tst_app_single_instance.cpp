// SPDX-License-Identifier: GPL-3.0-or-later
// Two copies of the real program with the same saved game: the second hands its records to the
// first and quits, so the game is never overwritten by another copy. Also after a crash (a stale
// socket left behind), with two starts at the same moment, and the running side's protocol.
#include "game/session/saved_game.h"
#include "game/settings/settings.h"
#include "instance/single_instance.h"
#include "isolated_settings.h"

#include <QCoreApplication>
#include <QDir>
#include <QLocalSocket>
#include <QProcess>
#include <QScopeGuard>
#include <QSettings>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <cerrno>
#include <csignal>
#include <cstring>
#include <sys/resource.h>
#include <sys/socket.h>
#include <sys/un.h>
#include <unistd.h>

using namespace tihbat;

namespace {

// A finished game record, as the replay viewer opens it.
const QByteArray RecordText = "[Game \"Tihbat\"]\n[Result \"16-12\"]\n"
                              "[Position \"0 0 0 0 S 16 12\"]\n\n{Nothing left to play.} 16-12\n";

// A peer on plain calls that connects to `path` and stays without a word; -1 if it cannot.
int connectAndStay(const QString &path) {
    const int fd = ::socket(AF_UNIX, SOCK_STREAM | SOCK_CLOEXEC, 0);
    sockaddr_un address{};
    address.sun_family = AF_UNIX;
    const QByteArray name = QFile::encodeName(path);
    std::memcpy(address.sun_path, name.constData(), size_t(name.size()));
    if (fd >= 0 && ::connect(fd, reinterpret_cast<const sockaddr *>(&address), sizeof address) == 0)
        return fd;
    if (fd >= 0)
        ::close(fd);
    return -1;
}

// How many files process `pid` has open; -1 where the system does not say (no /proc).
int openFiles(qint64 pid) {
    const QDir fds(QStringLiteral("/proc/%1/fd").arg(pid));
    return fds.exists()
               ? int(fds.entryList(QDir::AllEntries | QDir::System | QDir::NoDotAndDotDot).size())
               : -1;
}

// A peer on plain calls: connects to `path`, sends `request` and closes at once, before any
// answer. Returns the bytes sent (fewer if the other side closed first), -1 if not connected.
qsizetype sendAndLeave(const QString &path, const QByteArray &request) {
    const int fd = ::socket(AF_UNIX, SOCK_STREAM, 0);
    sockaddr_un address{};
    address.sun_family = AF_UNIX;
    const QByteArray name = QFile::encodeName(path);
    std::memcpy(address.sun_path, name.constData(), size_t(name.size()));
    qsizetype sent = -1;
    if (::connect(fd, reinterpret_cast<const sockaddr *>(&address), sizeof address) == 0) {
        for (sent = 0; sent < request.size();) {
            const ssize_t count =
                ::send(fd, request.constData() + sent, size_t(request.size() - sent), MSG_NOSIGNAL);
            if (count <= 0 && errno != EINTR)
                break;
            sent += std::max<ssize_t>(count, 0);
        }
    }
    ::close(fd);
    return sent;
}

} // namespace

class TestAppSingleInstance : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void init();
    void cleanup();
    void secondStartHandsItsRecordToTheRunningGame();
    void startAfterACrashReplacesTheStaleSocket();
    void twoStartsAtOnceLeaveOneRunningGame();
    void helpNeedsNoRunningGame();
    void runningSideOpensWhatARealSecondStartHands();
    void runningSideRefusesBadRequests();
    void runningSideRefusesAnOversizedRequest();
    void secondStartWithTooMuchToHandOverIsToldWhy();
    void misbehavingPeersDoNotStopTheRunningGame();
    void thousandsOfIdleConnectionsDoNotUseUpTheGamesFiles();
    void socketThatCannotBeMadeIsAClearError();

private:
    QProcess *startGame(const QStringList &arguments, const QString &folder = {},
                        QProcess::ProcessChannelMode channels = QProcess::ForwardedErrorChannel,
                        int fileLimit = 0);
    QString writeRecord(const QString &name);
    std::vector<int> savedMoves() const;
    QStringList recentFiles() const;
    QString autosavePath() const { return m_dir.filePath(QStringLiteral("data/autosave.json")); }

    QTemporaryDir m_dir;
    QList<QProcess *> m_games; // killed after each test
};

void TestAppSingleInstance::initTestCase() {
    QVERIFY(m_dir.isValid());
    // The program and this test share settings in a private folder.
    IsolatedSettings::sharedWithStartedGames(m_dir.path());
    qputenv("QT_QPA_PLATFORM", "offscreen");
    // Two people at one screen: every move given on the command line is played.
    GameSetup setup;
    setup.players[0] = {PlayerKind::Human, Level::Easy, QStringLiteral("Amina")};
    setup.players[1] = {PlayerKind::Human, Level::Easy, QStringLiteral("Youssef")};
    QSettings settings;
    Settings::setNewGameSetup(setup);
    settings.sync();
    QCOMPARE(settings.status(), QSettings::NoError);
}

void TestAppSingleInstance::init() {
    QFile::remove(autosavePath());
    QSettings settings;
    settings.remove(QStringLiteral("files/recent"));
    settings.sync();
}

void TestAppSingleInstance::cleanup() {
    for (QProcess *game : std::as_const(m_games)) {
        if (game->state() != QProcess::NotRunning) {
            game->kill();
            game->waitForFinished(10000);
        }
    }
    qDeleteAll(m_games);
    m_games.clear();
}

QProcess *TestAppSingleInstance::startGame(const QStringList &arguments, const QString &folder,
                                           QProcess::ProcessChannelMode channels, int fileLimit) {
    auto *process = new QProcess;
    m_games << process;
    if (fileLimit > 0) {
        // The open files a process may have, as a desktop session gives it.
        process->setChildProcessModifier([fileLimit] {
            rlimit limit{};
            ::getrlimit(RLIMIT_NOFILE, &limit);
            limit.rlim_cur = rlim_t(fileLimit);
            ::setrlimit(RLIMIT_NOFILE, &limit);
        });
    }
    process->setProgram(QStringLiteral(TIHBAT_BINARY));
    process->setArguments(QStringList{"--autosave-file", autosavePath()} + arguments);
    process->setWorkingDirectory(folder.isEmpty() ? m_dir.path() : folder);
    process->setProcessChannelMode(channels);
    process->start();
    return process;
}

QString TestAppSingleInstance::writeRecord(const QString &name) {
    QFile file(m_dir.filePath(name));
    if (!file.open(QIODevice::WriteOnly) || file.write(RecordText) != RecordText.size())
        return {};
    return QFileInfo(file).absoluteFilePath();
}

std::vector<int> TestAppSingleInstance::savedMoves() const {
    const auto saved = savedgame::read(autosavePath(), nullptr);
    return saved ? saved->game.moves() : std::vector<int>{-1};
}

QStringList TestAppSingleInstance::recentFiles() const {
    QSettings settings;
    settings.sync(); // another process writes them
    return settings.value(QStringLiteral("files/recent")).toStringList();
}

void TestAppSingleInstance::secondStartHandsItsRecordToTheRunningGame() {
    QProcess *first = startGame({"--play-moves", "A a"});
    const std::vector<int> played = {PitA, Pita};
    QTRY_VERIFY_WITH_TIMEOUT(savedMoves() == played, 30000);

    // Double-clicking a record while the game runs, with the options that once made the copy
    // continue the same saved game and play on in it. The path is relative to where it starts.
    const QString record = writeRecord(QStringLiteral("handed.tihbat"));
    QVERIFY(!record.isEmpty());
    QProcess *second = startGame({"--restore", "--play-moves", "B", "handed.tihbat"});
    QVERIFY(second->waitForFinished(30000));
    QCOMPARE(second->exitStatus(), QProcess::NormalExit);
    QCOMPARE(second->exitCode(), 0);
    QVERIFY(!second->readAllStandardOutput().trimmed().isEmpty()); // it says where its files went

    // The running game opened the record (and so remembers it), and its moves are intact.
    QTRY_VERIFY_WITH_TIMEOUT(recentFiles().contains(record), 30000);
    QCOMPARE(first->state(), QProcess::Running);
    QCOMPARE(savedMoves(), played);

    first->kill();
    QVERIFY(first->waitForFinished(10000));
    QProcess *check = startGame({"--restore", "--print-state"});
    QVERIFY(check->waitForFinished(30000));
    QVERIFY(QString::fromUtf8(check->readAllStandardOutput()).startsWith("moves: A a\n"));
}

void TestAppSingleInstance::startAfterACrashReplacesTheStaleSocket() {
    const QString socket = SingleInstance::socketPath(autosavePath());
    QProcess *crashing = startGame({"--play-moves", "A"});
    QTRY_VERIFY_WITH_TIMEOUT(savedMoves() == std::vector<int>{PitA}, 30000);
    QVERIFY(QFile::exists(socket));
    crashing->kill(); // SIGKILL: nothing is cleaned up
    QVERIFY(crashing->waitForFinished(10000));
    QVERIFY2(QFile::exists(socket), "the crash should leave its socket behind");

    QProcess *next = startGame({"--restore", "--play-moves", "a"});
    QTRY_VERIFY_WITH_TIMEOUT((savedMoves() == std::vector<int>{PitA, Pita}), 30000);
    QCOMPARE(next->state(), QProcess::Running);

    // The new game listens where the crashed one did: a third start reaches it.
    const QString record = writeRecord(QStringLiteral("after-crash.tihbat"));
    QProcess *third = startGame({record});
    QVERIFY(third->waitForFinished(30000));
    QCOMPARE(third->exitCode(), 0);
    QTRY_VERIFY_WITH_TIMEOUT(recentFiles().contains(record), 30000);
    QCOMPARE(next->state(), QProcess::Running);
}

void TestAppSingleInstance::twoStartsAtOnceLeaveOneRunningGame() {
    QProcess *one = startGame({"--play-moves", "A"});
    QProcess *two = startGame({"--play-moves", "A"});
    // One of them runs the game, the other hands over to it and ends.
    QTRY_VERIFY_WITH_TIMEOUT(
        one->state() == QProcess::NotRunning || two->state() == QProcess::NotRunning, 30000);
    QProcess *ended = one->state() == QProcess::NotRunning ? one : two;
    QProcess *running = ended == one ? two : one;
    QCOMPARE(ended->exitStatus(), QProcess::NormalExit);
    QCOMPARE(ended->exitCode(), 0);
    QCOMPARE(running->state(), QProcess::Running);
    QTRY_VERIFY_WITH_TIMEOUT(savedMoves() == std::vector<int>{PitA}, 30000);

    const QString record = writeRecord(QStringLiteral("race.tihbat"));
    QProcess *third = startGame({record});
    QVERIFY(third->waitForFinished(30000));
    QCOMPARE(third->exitCode(), 0);
    QTRY_VERIFY_WITH_TIMEOUT(recentFiles().contains(record), 30000);
    QCOMPARE(running->state(), QProcess::Running);
}

void TestAppSingleInstance::helpNeedsNoRunningGame() {
    QProcess *running = startGame({"--play-moves", "A"});
    QTRY_VERIFY_WITH_TIMEOUT(savedMoves() == std::vector<int>{PitA}, 30000);
    QProcess *help = startGame({"--help"});
    QVERIFY(help->waitForFinished(30000));
    QCOMPARE(help->exitCode(), 0);
    QVERIFY(help->readAllStandardOutput().contains("--autosave-file"));
    QCOMPARE(running->state(), QProcess::Running);
}

void TestAppSingleInstance::runningSideOpensWhatARealSecondStartHands() {
    // This test is the running game; the real program is the second start.
    SingleInstance instance(autosavePath());
    QCOMPARE(instance.claim({}), SingleInstance::Role::Running);
    QSignalSpy requests(&instance, &SingleInstance::activationRequested);
    const QString record = writeRecord(QStringLiteral("real.tihbat"));
    QProcess *second = startGame({"real.tihbat"});
    // Answered at once, delivered only once the running side is ready for it.
    QTRY_VERIFY_WITH_TIMEOUT(second->state() == QProcess::NotRunning, 30000);
    QCOMPARE(second->exitCode(), 0);
    QCOMPARE(requests.count(), 0);
    instance.startDelivering();
    QCOMPARE(requests.count(), 1);
    QCOMPARE(requests.at(0).at(0).toStringList(), QStringList{record});

    // Without files: the window is only to come to the front.
    QProcess *third = startGame({});
    QVERIFY(requests.wait(30000));
    QCOMPARE(requests.at(1).at(0).toStringList(), QStringList{});
    QVERIFY(third->waitForFinished(30000));
    QCOMPARE(third->exitCode(), 0);
}

void TestAppSingleInstance::runningSideRefusesBadRequests() {
    SingleInstance instance(autosavePath());
    QCOMPARE(instance.claim({}), SingleInstance::Role::Running);
    instance.startDelivering();
    QSignalSpy requests(&instance, &SingleInstance::activationRequested);
    const auto answer = [&](const QByteArray &request) {
        QLocalSocket socket;
        socket.connectToServer(SingleInstance::socketPath(autosavePath()));
        if (!socket.waitForConnected(10000))
            return QByteArray("<not connected>");
        // The answer comes from this process's own event loop, run while waiting.
        QSignalSpy replied(&socket, &QLocalSocket::readyRead);
        socket.write(request);
        while (!socket.canReadLine() && replied.wait(10000)) {
        }
        return socket.readLine();
    };
    QCOMPARE(answer("not json\n"), QByteArray("refused The request is not a list of files (at "
                                              "byte 1).\n"));
    QCOMPARE(answer("{\"files\": \"a.tihbat\"}\n"),
             QByteArray("refused The request is not a list of files (at byte 0).\n"));
    QCOMPARE(answer("{\"files\": [\"relative.tihbat\"]}\n"),
             QByteArray("refused The request names a file that is not an absolute path.\n"));
    QCOMPARE(requests.count(), 0);
    QCOMPARE(answer("{\"files\": [\"/tmp/x.tihbat\"]}\n"), QByteArray("ok\n"));
    QCOMPARE(requests.count(), 1);
    QCOMPARE(requests.at(0).at(0).toStringList(), QStringList{"/tmp/x.tihbat"});
}

void TestAppSingleInstance::runningSideRefusesAnOversizedRequest() {
    SingleInstance instance(autosavePath());
    QCOMPARE(instance.claim({}), SingleInstance::Role::Running);
    instance.startDelivering();
    QSignalSpy requests(&instance, &SingleInstance::activationRequested);
    QLocalSocket socket;
    socket.connectToServer(SingleInstance::socketPath(autosavePath()));
    QVERIFY(socket.waitForConnected(10000));
    QSignalSpy replied(&socket, &QLocalSocket::readyRead);
    // A list of files one byte longer than allowed, still without its line's end.
    QByteArray request = "{\"files\": [\"/";
    request += QByteArray(SingleInstance::MaxRequestBytes + 1 - request.size(), 'x');
    socket.write(request);
    while (!socket.canReadLine() && replied.wait(10000)) {
    }
    QCOMPARE(socket.readLine(), "refused The request is longer than " +
                                    QByteArray::number(SingleInstance::MaxRequestBytes) +
                                    " bytes.\n");
    QCOMPARE(requests.count(), 0);
}

void TestAppSingleInstance::secondStartWithTooMuchToHandOverIsToldWhy() {
    QProcess *running = startGame({"--play-moves", "A"});
    QTRY_VERIFY_WITH_TIMEOUT(savedMoves() == std::vector<int>{PitA}, 30000);
    // More file names than the running game takes in one request: it refuses before it has
    // read them all, and the second start reads the refusal instead of sending the rest.
    const QString name = QStringLiteral("/") + QString(4000, u'x');
    // (Far more, so that much is still unsent then; within what a command line can hold.)
    const QStringList files(int(SingleInstance::MaxRequestBytes * 7 / 4 / name.size()), name);
    QProcess *second = startGame(files, {}, QProcess::SeparateChannels);
    QVERIFY(second->waitForFinished(30000));
    QCOMPARE(second->exitStatus(), QProcess::NormalExit);
    QCOMPARE(second->exitCode(), 1);
    // The reason is worded in the running game's language; the limit is a number in all.
    const QByteArray error = second->readAllStandardError();
    QVERIFY2(error.contains(QByteArray::number(SingleInstance::MaxRequestBytes)),
             error.constData());
    QCOMPARE(running->state(), QProcess::Running);
    QCOMPARE(savedMoves(), std::vector<int>{PitA});
}

void TestAppSingleInstance::misbehavingPeersDoNotStopTheRunningGame() {
    QProcess *running = startGame({"--play-moves", "A"});
    QTRY_VERIFY_WITH_TIMEOUT(savedMoves() == std::vector<int>{PitA}, 30000);
    const QString socketPath = SingleInstance::socketPath(autosavePath());

    // One connects and says nothing, and would stay.
    QLocalSocket silent;
    silent.connectToServer(socketPath);
    QVERIFY(silent.waitForConnected(10000));
    // One sends half a request and goes; one sends far too much and goes.
    const QByteArray half = "{\"files\": [\"/tmp/half";
    QCOMPARE(sendAndLeave(socketPath, half), half.size());
    // (The game stops reading and closes once it has more than it allows.)
    QVERIFY(sendAndLeave(socketPath, QByteArray(SingleInstance::MaxRequestBytes * 2, '[')) >
            SingleInstance::MaxRequestBytes);
    // One sends a whole request and goes before the answer, which the game then sends into a
    // closed socket (once a SIGPIPE that ended the game).
    const QString first = writeRecord(QStringLiteral("left-before-the-answer.tihbat"));
    QVERIFY(!first.isEmpty());
    const QByteArray whole = "{\"files\":[\"" + first.toUtf8() + "\"]}\n";
    QCOMPARE(sendAndLeave(socketPath, whole), whole.size());
    QTRY_VERIFY_WITH_TIMEOUT(recentFiles().contains(first), 30000);
    QCOMPARE(running->state(), QProcess::Running);

    // A real second start, while the silent peer is still connected.
    const QString second = writeRecord(QStringLiteral("after-the-peers.tihbat"));
    QVERIFY(!second.isEmpty());
    QProcess *later = startGame({second});
    QVERIFY(later->waitForFinished(30000));
    QCOMPARE(later->exitStatus(), QProcess::NormalExit);
    QCOMPARE(later->exitCode(), 0);
    QTRY_VERIFY_WITH_TIMEOUT(recentFiles().contains(second), 30000);
    // The silent one is not kept for ever: closed by the game within seconds.
    QTRY_COMPARE_WITH_TIMEOUT(silent.state(), QLocalSocket::UnconnectedState, 30000);
    QCOMPARE(running->state(), QProcess::Running);
    QCOMPARE(savedMoves(), std::vector<int>{PitA});
}

void TestAppSingleInstance::thousandsOfIdleConnectionsDoNotUseUpTheGamesFiles() {
    // The game may have 1024 files open, a common limit; this test needs more.
    constexpr int GameLimit = 1024;
    constexpr int Idle = 1500;
    rlimit own{};
    QCOMPARE(::getrlimit(RLIMIT_NOFILE, &own), 0);
    if (own.rlim_max < rlim_t(Idle + 200))
        QSKIP("This process may not open enough files.");
    const rlim_t before = own.rlim_cur;
    own.rlim_cur = own.rlim_max;
    QCOMPARE(::setrlimit(RLIMIT_NOFILE, &own), 0);
    std::vector<int> idle;
    const auto cleanUp = qScopeGuard([&] {
        for (int fd : idle)
            ::close(fd);
        own.rlim_cur = before;
        ::setrlimit(RLIMIT_NOFILE, &own);
    });

    QProcess *running =
        startGame({"--play-moves", "A"}, {}, QProcess::ForwardedErrorChannel, GameLimit);
    QTRY_VERIFY_WITH_TIMEOUT(savedMoves() == std::vector<int>{PitA}, 30000);
    const int filesBefore = openFiles(running->processId());
    const QString socketPath = SingleInstance::socketPath(autosavePath());
    for (int i = 0; i < Idle; ++i) {
        const int fd = connectAndStay(socketPath);
        QVERIFY2(fd >= 0, qPrintable(QString::number(i)));
        idle.push_back(fd);
    }
    // All connected and silent; the game keeps only a few of them open.
    if (filesBefore >= 0) {
        QVERIFY(filesBefore < GameLimit / 2);
        QVERIFY2(openFiles(running->processId()) < GameLimit / 2,
                 qPrintable(QString::number(openFiles(running->processId()))));
    }

    // A real second start while they are all still connected: handed over, and the game opens
    // the record (a file it must still be able to open) and remembers it.
    const QString record = writeRecord(QStringLiteral("past-the-idle-ones.tihbat"));
    QVERIFY(!record.isEmpty());
    QProcess *later = startGame({record});
    QVERIFY(later->waitForFinished(30000));
    QCOMPARE(later->exitStatus(), QProcess::NormalExit);
    QCOMPARE(later->exitCode(), 0);
    QTRY_VERIFY_WITH_TIMEOUT(recentFiles().contains(record), 30000);
    QCOMPARE(running->state(), QProcess::Running);
    QCOMPARE(savedMoves(), std::vector<int>{PitA});
}

void TestAppSingleInstance::socketThatCannotBeMadeIsAClearError() {
    // Something the game may not remove where its socket goes: it says what and why, and ends.
    const QString socketPath = SingleInstance::socketPath(autosavePath());
    QFile::remove(socketPath); // a socket left by the game killed in the test before
    QVERIFY(QDir().mkpath(socketPath + QStringLiteral("/inside")));
    QProcess *game = startGame({}, {}, QProcess::SeparateChannels);
    const bool finished = game->waitForFinished(30000);
    QDir(socketPath).removeRecursively();
    QVERIFY(finished);
    QCOMPARE(game->exitStatus(), QProcess::NormalExit);
    QCOMPARE(game->exitCode(), 1);
    const QString error = QString::fromLocal8Bit(game->readAllStandardError());
    QVERIFY2(error.contains(QDir::toNativeSeparators(socketPath)), qPrintable(error));
    QVERIFY2(error.contains(QString::fromLocal8Bit(std::strerror(EISDIR))), qPrintable(error));
    QVERIFY(!QFile::exists(autosavePath())); // no game was started
}

QTEST_GUILESS_MAIN(TestAppSingleInstance)
#include "tst_app_single_instance.moc"
