// SPDX-License-Identifier: GPL-3.0-or-later
// Start-up benchmark: from starting the tihbat process to the board's first paint, against a
// yardstick measured in the same run: a bare Qt Widgets program showing a QGraphicsView of 28
// ellipses (startup_yardstick) in a window of the game's size, read from a first start of the
// game (a window twice the pixels takes longer to fill). Each iteration starts both, in turns,
// so a busy machine slows both alike. A second yardstick, the same view in a main window with a
// menu bar of four menus and a status bar line (startup_yardstick --lettered), is started in the
// same turns: a window with any letters at all loads fonts before its first picture, which the
// bare one never does, so the game's time against it is what the game itself adds. Run it with
// `-median 7 -iterations 1` (each iteration is three process starts) for real figures. The
// figures are the lines at the end: the three medians and the game's ratios to both. QTest's
// RESULT line is the time of a whole iteration, the three starts and their exits.
// Two cases: the first start of a user (nothing cached: the board's wood is painted) and any later
// start at the same window size (the wood comes from the cache). The target: a later start within
// 1.25 times the lettered window. TIHBAT_BENCH_GAME names another build of tihbat to measure (a
// copy of an earlier one, say), against the same yardsticks.
#include "isolated_settings.h"

#include <QDir>
#include <QElapsedTimer>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>
#include <algorithm>
#include <map>
#include <optional>
#include <vector>

namespace {

double median(std::vector<double> values) {
    std::sort(values.begin(), values.end());
    const std::size_t n = values.size();
    return n % 2 ? values[n / 2] : (values[n / 2 - 1] + values[n / 2]) / 2;
}

} // namespace

class BenchStartup : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void launchToFirstPaint_data();
    void launchToFirstPaint();
    void cleanupTestCase();

private:
    struct FirstPaint {
        double milliseconds; // from starting the program
        QString line;        // "first-paint ..."
    };
    // When `program` printed its "first-paint" line; nothing if it never did.
    std::optional<FirstPaint> timeToFirstPaint(const QString &program,
                                               const QStringList &arguments);
    static QString gameBinary();
    QStringList gameArguments() const;

    QTemporaryDir m_home;
    QStringList m_yardstickArguments; // the game's window size
    struct Samples {
        std::vector<double> game;      // tihbat, per iteration
        std::vector<double> yardstick; // the bare window, per iteration
        std::vector<double> lettered;  // the window with a menu bar and a status line
    };
    std::map<QString, Samples> m_samples; // by case
};

void BenchStartup::initTestCase() {
    QVERIFY(m_home.isValid());
    // The game's window size for this screen, from its line "first-paint 1267x864".
    const std::optional<FirstPaint> first = timeToFirstPaint(gameBinary(), gameArguments());
    QVERIFY2(first, "tihbat never printed first-paint");
    const QStringList words = first->line.split(u' ');
    QVERIFY2(words.size() == 2 && words[1].contains(u'x'), qPrintable(first->line));
    m_yardstickArguments = {QStringLiteral("--size"), words[1]};
}

QString BenchStartup::gameBinary() {
    const QString other = qEnvironmentVariable("TIHBAT_BENCH_GAME");
    return other.isEmpty() ? QStringLiteral(TIHBAT_BINARY) : other;
}

QStringList BenchStartup::gameArguments() const {
    return {QStringLiteral("--exit-after-first-paint"), QStringLiteral("--autosave-file"),
            m_home.filePath(QStringLiteral("autosave.json"))};
}

std::optional<BenchStartup::FirstPaint>
BenchStartup::timeToFirstPaint(const QString &program, const QStringList &arguments) {
    QProcess process;
    // A fresh user: no saved game to offer, no remembered settings.
    QProcessEnvironment env = tihbat::IsolatedSettings::freshUser(m_home.path());
    process.setProcessEnvironment(env);
    process.setProcessChannelMode(QProcess::ForwardedErrorChannel);
    QElapsedTimer clock;
    clock.start();
    process.start(program, arguments);
    QByteArray out;
    while (!out.contains("first-paint") && process.waitForReadyRead(10000))
        out += process.readAllStandardOutput();
    const qint64 elapsed = clock.elapsed();
    const qsizetype at = out.indexOf("first-paint");
    if (at < 0 || !process.waitForFinished(10000))
        return std::nullopt;
    out += process.readAllStandardOutput();
    const qsizetype end = out.indexOf('\n', at);
    return FirstPaint{static_cast<double>(elapsed),
                      QString::fromUtf8(out.mid(at, end < 0 ? -1 : end - at))};
}

void BenchStartup::launchToFirstPaint_data() {
    QTest::addColumn<bool>("cached");
    QTest::newRow("first start") << false;
    QTest::newRow("later start") << true;
}

void BenchStartup::launchToFirstPaint() {
    QFETCH(bool, cached);
    const QString game = gameBinary();
    const QString yardstick = QStringLiteral(TIHBAT_YARDSTICK_BINARY);
    Samples &samples = m_samples[QString::fromLatin1(QTest::currentDataTag())];
    QDir cache(m_home.filePath(QStringLiteral("cache")));
    if (cached && !cache.exists()) // one start to fill it
        QVERIFY(timeToFirstPaint(game, gameArguments()));
    QBENCHMARK {
        if (!cached)
            QVERIFY(cache.removeRecursively());
        // In turns, so none of the three always comes first after a pause.
        struct Start {
            QString program;
            QStringList arguments;
            std::vector<double> *samples;
        };
        std::vector<Start> starts = {
            {game, gameArguments(), &samples.game},
            {yardstick, m_yardstickArguments, &samples.yardstick},
            {yardstick, m_yardstickArguments + QStringList{QStringLiteral("--lettered")},
             &samples.lettered}};
        std::rotate(starts.begin(), starts.begin() + samples.game.size() % starts.size(),
                    starts.end());
        for (const Start &start : starts) {
            const std::optional<FirstPaint> time = timeToFirstPaint(start.program, start.arguments);
            QVERIFY2(time,
                     qPrintable(start.program + QStringLiteral(" never printed first-paint")));
            start.samples->push_back(time->milliseconds);
        }
    }
}

void BenchStartup::cleanupTestCase() {
    for (const auto &[name, samples] : m_samples) {
        if (samples.game.empty())
            continue;
        const double game = median(samples.game);
        const double yardstick = median(samples.yardstick);
        const double lettered = median(samples.lettered);
        qInfo("%s, start to first paint, median of %zu: tihbat %.0f ms, bare QGraphicsView "
              "window (%s) %.0f ms, ratio %.2f",
              qPrintable(name), samples.game.size(), game,
              qPrintable(m_yardstickArguments.value(1)), yardstick, game / yardstick);
        qInfo("%s: the same view with a menu bar and a status line %.0f ms, %.2f times the bare "
              "window; tihbat %.2f times that window (target for a later start: 1.25 or less)",
              qPrintable(name), lettered, lettered / yardstick, game / lettered);
    }
}

QTEST_GUILESS_MAIN(BenchStartup)
#include "bench_startup.moc"
