// SPDX-License-Identifier: GPL-3.0-or-later
// How fast a move reaches the other side over the loopback, and 30 watchers on one host: a
// GameHost, a GameLink guest and 30 GameLink watchers play random games until 1000 moves
// (TIHBAT_BENCH_MOVES) are made. For each move it measures the time from the mover's play()
// to the other player's game having it, and to the last of the 30 watchers having it, and
// prints the median and the 99th percentile. Fails if a watcher misses a move or the figures
// are far from "a few milliseconds" (median over 20 ms, 99th percentile over 200 ms, bounds
// loose enough for a shared machine).
#include "net/game_host.h"
#include "net/game_link.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QTest>
#include <algorithm>
#include <memory>
#include <random>

using namespace tihbat;
using namespace tihbat::net;

namespace {

const QString Code = QStringLiteral("BENCH1");

// Under AddressSanitizer (CI runs the tests so too) everything is several times slower; the
// bounds are for the figures, not for the sanitizer's cost.
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
constexpr int Watchers = 30;

struct Figures {
    double median = 0;
    double p99 = 0;
};

Figures figuresOf(std::vector<double> ms) {
    std::sort(ms.begin(), ms.end());
    Figures f;
    f.median = ms[ms.size() / 2];
    f.p99 = ms[std::min(ms.size() - 1, ms.size() * 99 / 100)];
    return f;
}

// Runs the event loop until `done` or the deadline; false on the deadline.
template <typename F>
bool waitUntil(F done, int ms = 5000) {
    QElapsedTimer clock;
    clock.start();
    while (!done()) {
        if (clock.elapsed() > ms)
            return false;
        QCoreApplication::processEvents(QEventLoop::WaitForMoreEvents, 10);
    }
    return true;
}

} // namespace

class BenchNetwork : public QObject {
    Q_OBJECT
private slots:
    void movesReachTheOtherSideAndEveryWatcher() {
        const int wanted = qEnvironmentVariableIntValue("TIHBAT_BENCH_MOVES") > 0
                               ? qEnvironmentVariableIntValue("TIHBAT_BENCH_MOVES")
                               : 1000;
        std::mt19937 random(11);
        QElapsedTimer clock;
        clock.start();
        std::vector<double> toOther, toHost, toGuest, toAllWatchers;
        int games = 0;
        int missed = 0;
        while (static_cast<int>(toOther.size()) < wanted) {
            GameHost host;
            host.setListenAddress(QHostAddress::LocalHost);
            HostOptions options;
            options.hostName = QStringLiteral("Host");
            options.code = Code;
            options.rules.countersPerPit = 1 + static_cast<int>(random() % 12);
            options.rules.chainCapture = random() % 2 == 0;
            QVERIFY(host.start(options));
            GameLink guest;
            guest.join({QStringLiteral("127.0.0.1"), host.port(), Role::Player, Code,
                        QStringLiteral("Guest")});
            std::vector<std::unique_ptr<GameLink>> watchers;
            std::vector<qint64> watcherArrival(Watchers, 0);
            std::vector<int> watcherMoves(Watchers, 0);
            for (int i = 0; i < Watchers; ++i) {
                watchers.push_back(std::make_unique<GameLink>());
                connect(watchers.back().get(), &GameLink::movePlayed, this, [&, i] {
                    watcherArrival[static_cast<std::size_t>(i)] = clock.nsecsElapsed();
                    ++watcherMoves[static_cast<std::size_t>(i)];
                });
                watchers.back()->join({QStringLiteral("127.0.0.1"), host.port(), Role::Watcher,
                                       Code, QStringLiteral("W%1").arg(i)});
            }
            QVERIFY(waitUntil([&] {
                return guest.state() == GameLink::State::Joined &&
                       std::all_of(watchers.begin(), watchers.end(), [](const auto &w) {
                           return w->state() == GameLink::State::Joined;
                       });
            }));
            qint64 hostArrival = 0, guestArrival = 0;
            connect(&host, &GameHost::movePlayed, this,
                    [&] { hostArrival = clock.nsecsElapsed(); });
            connect(&guest, &GameLink::movePlayed, this,
                    [&] { guestArrival = clock.nsecsElapsed(); });
            ++games;
            while (!host.game().isOver() && static_cast<int>(toOther.size()) < wanted) {
                const int target = host.game().plies() + 1;
                const std::vector<int> legal = host.game().legalMoves();
                const int pit = legal[random() % legal.size()];
                const bool hostMoves = host.isHostToMove();
                const qint64 start = clock.nsecsElapsed();
                if (hostMoves)
                    QCOMPARE(host.play(pit), MoveError::None);
                else
                    QCOMPARE(guest.play(pit), MoveError::None);
                QVERIFY(waitUntil([&] {
                    return host.game().plies() == target && guest.game().plies() == target &&
                           std::all_of(watchers.begin(), watchers.end(),
                                       [&](const auto &w) { return w->game().plies() == target; });
                }));
                const double other = (hostMoves ? guestArrival : hostArrival) - start;
                toOther.push_back(other / 1e6);
                (hostMoves ? toGuest : toHost).push_back(other / 1e6);
                toAllWatchers.push_back(
                    (*std::max_element(watcherArrival.begin(), watcherArrival.end()) - start) /
                    1e6);
            }
            for (int i = 0; i < Watchers; ++i) {
                missed += host.game().plies() - watcherMoves[static_cast<std::size_t>(i)];
                QCOMPARE(watchers[static_cast<std::size_t>(i)]->game().moves(),
                         host.game().moves());
            }
        }
        QCOMPARE(missed, 0);
        const Figures other = figuresOf(toOther);
        const Figures hostToGuest = figuresOf(toGuest);
        const Figures guestToHost = figuresOf(toHost);
        const Figures all = figuresOf(toAllWatchers);
        qInfo("%d moves in %d games over the loopback, %d watchers", int(toOther.size()), games,
              Watchers);
        qInfo("to the other player: median %.3f ms, 99th percentile %.3f ms", other.median,
              other.p99);
        qInfo("  host -> guest: median %.3f ms, p99 %.3f ms; guest -> host: median %.3f ms, "
              "p99 %.3f ms",
              hostToGuest.median, hostToGuest.p99, guestToHost.median, guestToHost.p99);
        qInfo("to all %d watchers: median %.3f ms, 99th percentile %.3f ms", Watchers, all.median,
              all.p99);
        QVERIFY2(other.median < 20 * Slowdown && other.p99 < 200 * Slowdown,
                 "a move takes far more than milliseconds");
        QVERIFY2(all.median < 50 * Slowdown && all.p99 < 500 * Slowdown,
                 "the watchers get moves far too late");
    }
};

QTEST_GUILESS_MAIN(BenchNetwork)
#include "bench_network.moc"
