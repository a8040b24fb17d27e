// SPDX-License-Identifier: GPL-3.0-or-later
// A class of 30 on the teacher's computer: a real `tihbat-cli tournament` process hosts a Swiss
// for 30 pupils (15 games at once, TIHBAT_BENCH_ROUNDS rounds, 4 by default) and saves after
// every move; the 30 pupils are GameLinks in this process that play a random legal move as soon
// as it is their turn. For each move it measures the round trip from the pupil's play() to the
// host's echo of it, and prints the median and the 99th percentile, and the host's CPU time (as
// a share of the wall time) and its peak memory (VmHWM), read from /proc while it runs. Fails
// if a game does not finish or the figures are far from "a few milliseconds" (median over
// 20 ms, 99th percentile over 250 ms: loose bounds for a shared machine).
#include "net/game_link.h"
#include "net/protocol.h"

#include <QElapsedTimer>
#include <QEventLoop>
#include <QFile>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>
#include <algorithm>
#include <functional>
#include <memory>
#include <random>
#include <unistd.h>

using namespace tihbat;
using namespace tihbat::net;

namespace {

const QString Cli = QStringLiteral(TIHBAT_CLI_BINARY);
const QString Code = QStringLiteral("BENCH7Q");
constexpr int Pupils = 30;

#if defined(__SANITIZE_ADDRESS__)
constexpr int Slowdown = 5;
#elif defined(__has_feature)
#if __has_feature(address_sanitizer)
constexpr int Slowdown = 5;
#else
constexpr int Slowdown = 1;
#endif
#else
constexpr int Slowdown = 1;
#endif

// One pupil: plays a random legal move whenever it is its turn, timing each one's echo.
class Pupil : public QObject {
public:
    Pupil(quint16 port, int index, std::vector<double> *samples, std::function<void()> gameOver)
        : m_random(static_cast<unsigned>(index) + 1)
        , m_samples(samples)
        , m_gameOver(std::move(gameOver)) {
        m_link.setProtocolVersion(TournamentProtocolVersion);
        m_link.setReconnecting(false);
        QObject::connect(&m_link, &GameLink::welcomed, this, [this] { maybePlay(); });
        QObject::connect(&m_link, &GameLink::movePlayed, this, [this](const MoveStory &story) {
            if (m_link.side() && story.mover == *m_link.side() && m_clock.isValid()) {
                m_samples->push_back(static_cast<double>(m_clock.nsecsElapsed()) / 1e6);
                m_clock.invalidate();
            }
            if (m_link.game().isOver())
                m_gameOver();
            maybePlay();
        });
        QObject::connect(&m_link, &GameLink::waiting, this, [this](const Waiting &where) {
            m_over = where.over;
            if (m_over)
                m_link.leave(); // as tihbat-cli join does
        });
        QObject::connect(&m_link, &GameLink::failed, this,
                         [this](LinkFailure, const QString &why) { m_failure = why; });
        JoinRequest request;
        request.host = QStringLiteral("127.0.0.1");
        request.port = port;
        request.code = Code;
        request.name = QStringLiteral("Pupil%1").arg(index + 1);
        m_link.join(request);
    }

    bool isOver() const { return m_over; }
    const QString &failure() const { return m_failure; }

private:
    void maybePlay() {
        const Game &game = m_link.game();
        if (!m_link.side() || game.isOver() || game.position().toMove != *m_link.side())
            return;
        const std::vector<int> legal = game.legalMoves();
        m_clock.start();
        m_link.play(legal[m_random() % legal.size()]);
    }

    GameLink m_link;
    std::mt19937 m_random;
    std::vector<double> *m_samples;
    std::function<void()> m_gameOver;
    QElapsedTimer m_clock;
    bool m_over = false;
    QString m_failure;
};

struct HostUse {
    double cpuSeconds = 0;
    long peakKiB = 0;
};

// The host's CPU time and peak memory so far, from /proc.
HostUse hostUse(qint64 pid) {
    HostUse use;
    QFile stat(QStringLiteral("/proc/%1/stat").arg(pid));
    if (stat.open(QIODevice::ReadOnly)) {
        const QByteArray text = stat.readAll();
        // Fields after the command name (which is in parentheses): utime is the 14th field.
        const QList<QByteArray> fields = text.mid(text.lastIndexOf(')') + 2).split(' ');
        if (fields.size() > 13)
            use.cpuSeconds =
                static_cast<double>(fields[11].toLongLong() + fields[12].toLongLong()) /
                static_cast<double>(sysconf(_SC_CLK_TCK));
    }
    QFile status(QStringLiteral("/proc/%1/status").arg(pid));
    if (status.open(QIODevice::ReadOnly))
        for (const QByteArray &line : status.readAll().split('\n'))
            if (line.startsWith("VmHWM:"))
                use.peakKiB = line.mid(6).trimmed().split(' ').first().toLong();
    return use;
}

} // namespace

class BenchTournament : public QObject {
    Q_OBJECT
private slots:
    void thirtyPupils() {
        const int rounds = qEnvironmentVariableIntValue("TIHBAT_BENCH_ROUNDS") > 0
                               ? qEnvironmentVariableIntValue("TIHBAT_BENCH_ROUNDS")
                               : 4;
        QTemporaryDir dir;
        QProcess host;
        host.start(Cli, {"tournament", "--listen", "127.0.0.1", "--port", "0", "--code", Code,
                         "--players", QString::number(Pupils), "--rounds", QString::number(rounds),
                         "--save", dir.filePath("class.json")});
        QByteArray err;
        QVERIFY(QTest::qWaitFor(
            [&] {
                err += host.readAllStandardError();
                return err.contains('\n') || host.state() == QProcess::NotRunning;
            },
            10000));
        const QByteArray marker = "listening on port ";
        QVERIFY2(err.contains(marker), err.constData());
        const auto port = static_cast<quint16>(
            err.mid(err.indexOf(marker) + marker.size()).split('\n').first().toUShort());
        QElapsedTimer wall;
        wall.start();
        std::vector<double> samples;
        std::vector<std::unique_ptr<Pupil>> pupils;
        // The host's use is read from /proc each time a game ends, while it runs (a process
        // that has just ended has no memory left to read: the most is kept).
        HostUse use;
        auto sample = [&] {
            if (host.state() != QProcess::Running)
                return;
            const HostUse now = hostUse(host.processId());
            use.cpuSeconds = std::max(use.cpuSeconds, now.cpuSeconds);
            use.peakKiB = std::max(use.peakKiB, now.peakKiB);
        };
        for (int i = 0; i < Pupils; ++i)
            pupils.push_back(std::make_unique<Pupil>(port, i, &samples, sample));
        // A plain event loop: QTest::qWaitFor sleeps 10 ms between its looks, which would be
        // measured too.
        QEventLoop loop;
        QTimer check;
        QObject::connect(&check, &QTimer::timeout, &loop, [&] {
            if (std::all_of(pupils.begin(), pupils.end(),
                            [](const auto &p) { return p->isOver() || !p->failure().isEmpty(); }))
                loop.quit();
        });
        check.start(50);
        QTimer::singleShot(180000 * Slowdown, &loop, &QEventLoop::quit);
        loop.exec();
        const bool over =
            std::all_of(pupils.begin(), pupils.end(), [](const auto &p) { return p->isOver(); });
        const double seconds = static_cast<double>(wall.elapsed()) / 1000.0;
        for (const auto &p : pupils)
            QVERIFY2(p->failure().isEmpty(), qPrintable(p->failure()));
        QVERIFY(over);
        QVERIFY(host.state() == QProcess::NotRunning || host.waitForFinished(10000));
        QCOMPARE(host.exitCode(), 0);
        QVERIFY(!samples.empty());
        std::sort(samples.begin(), samples.end());
        const double median = samples[samples.size() / 2];
        const double p99 = samples[std::min(samples.size() - 1, samples.size() * 99 / 100)];
        qInfo("%d pupils, %d rounds of %d games at once: %zu moves in %.1f s", Pupils, rounds,
              Pupils / 2, samples.size(), seconds);
        qInfo("a move's round trip: median %.2f ms, 99th percentile %.2f ms", median, p99);
        qInfo("host: %.2f s of CPU in all, %.0f us a move; peak memory %ld KiB", use.cpuSeconds,
              1e6 * use.cpuSeconds / static_cast<double>(samples.size()), use.peakKiB);
        QVERIFY2(median < 20.0 * Slowdown, "median round trip over 20 ms");
        QVERIFY2(p99 < 250.0 * Slowdown, "99th percentile over 250 ms");
    }
};

QTEST_GUILESS_MAIN(BenchTournament)
#include "bench_tournament.moc"
