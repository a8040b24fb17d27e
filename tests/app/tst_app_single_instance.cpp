// SPDX-License-Identifier: GPL-3.0-or-later
// Two copies of the real program with the same saved game: the second hands its records to the
// first and quits, so the game is never overwritten by another copy. Also after a crash (a stale
// socket left behind), with two starts at the same moment, and the running side's protocol.
#include "game/saved_game.h"
#include "setup_settings.h"
#include "single_instance.h"

#include <QCoreApplication>
#include <QDir>
#include <QLocalSocket>
#include <QProcess>
#include <QSettings>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

using namespace tihbat;

namespace {

// A finished game record, as the replay viewer opens it.
const QByteArray RecordText = "[Game \"Tihbat\"]\n[Result \"16-12\"]\n"
                              "[Position \"0 0 0 0 S 16 12\"]\n\n{Nothing left to play.} 16-12\n";

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

private:
    QProcess *startGame(const QStringList &arguments, const QString &folder = {});
    QString writeRecord(const QString &name);
    std::vector<int> savedMoves() const;
    QStringList recentFiles() const;
    QString autosavePath() const { return m_dir.filePath(QStringLiteral("data/autosave.json")); }

    QTemporaryDir m_dir;
    QList<QProcess *> m_games; // killed after each test
};

void TestAppSingleInstance::initTestCase() {
    QVERIFY(m_dir.isValid());
    qputenv("XDG_CONFIG_HOME", m_dir.filePath(QStringLiteral("config")).toUtf8());
    qputenv("XDG_DATA_HOME", m_dir.filePath(QStringLiteral("data-home")).toUtf8());
    qputenv("QT_QPA_PLATFORM", "offscreen");
    QCoreApplication::setOrganizationName(QStringLiteral("Tihbat"));
    QCoreApplication::setApplicationName(QStringLiteral("Tihbat"));
    // Two people at one screen: every move given on the command line is played.
    GameSetup setup;
    setup.players[0] = {PlayerKind::Human, Level::Easy, QStringLiteral("Amina")};
    setup.players[1] = {PlayerKind::Human, Level::Easy, QStringLiteral("Youssef")};
    QSettings settings;
    saveSetup(settings, setup);
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

QProcess *TestAppSingleInstance::startGame(const QStringList &arguments, const QString &folder) {
    auto *process = new QProcess;
    m_games << process;
    process->setProgram(QStringLiteral(TIHBAT_BINARY));
    process->setArguments(QStringList{"--autosave-file", autosavePath()} + arguments);
    process->setWorkingDirectory(folder.isEmpty() ? m_dir.path() : folder);
    process->setProcessChannelMode(QProcess::ForwardedErrorChannel);
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

QTEST_GUILESS_MAIN(TestAppSingleInstance)
#include "tst_app_single_instance.moc"
