// SPDX-License-Identifier: GPL-3.0-or-later
// Start-up benchmark: from starting the tihbat process to the board's first paint, against a
// yardstick measured in the same run: a bare Qt Widgets program showing a QGraphicsView of 28
// ellipses (startup_yardstick). Each iteration starts both, in turns, so a busy machine slows
// both alike. Run it with `-median 7 -iterations 1` (each iteration is two process starts) for
// real figures; the reported time is tihbat's, and the end prints both medians and their ratio.
// Two cases: the first start of a user (nothing cached: the board's wood is painted) and any
// later start at the same window size (the wood comes from the cache).
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
    void initTestCase() { QVERIFY(m_home.isValid()); }
    void launchToFirstPaint_data();
    void launchToFirstPaint();
    void cleanupTestCase();

private:
    // Milliseconds from starting `program` to its "first-paint" line; nothing if it never came.
    std::optional<double> timeToFirstPaint(const QString &program, const QStringList &arguments);

    QTemporaryDir m_home;
    struct Samples {
        std::vector<double> game;      // tihbat, per iteration
        std::vector<double> yardstick; // the bare window, per iteration
    };
    std::map<QString, Samples> m_samples; // by case
};

std::optional<double> BenchStartup::timeToFirstPaint(const QString &program,
                                                     const QStringList &arguments) {
    QProcess process;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    // A fresh user: no saved game to offer, no remembered settings.
    env.insert(QStringLiteral("HOME"), m_home.path());
    env.insert(QStringLiteral("XDG_CONFIG_HOME"), m_home.filePath(QStringLiteral("config")));
    env.insert(QStringLiteral("XDG_DATA_HOME"), m_home.filePath(QStringLiteral("data")));
    env.insert(QStringLiteral("XDG_CACHE_HOME"), m_home.filePath(QStringLiteral("cache")));
    process.setProcessEnvironment(env);
    process.setProcessChannelMode(QProcess::ForwardedErrorChannel);
    QElapsedTimer clock;
    clock.start();
    process.start(program, arguments);
    QByteArray out;
    while (!out.contains("first-paint") && process.waitForReadyRead(10000))
        out += process.readAllStandardOutput();
    const qint64 elapsed = clock.elapsed();
    if (!out.contains("first-paint") || !process.waitForFinished(10000))
        return std::nullopt;
    return static_cast<double>(elapsed);
}

void BenchStartup::launchToFirstPaint_data() {
    QTest::addColumn<bool>("cached");
    QTest::newRow("first start") << false;
    QTest::newRow("later start") << true;
}

void BenchStartup::launchToFirstPaint() {
    QFETCH(bool, cached);
    const QString game = QStringLiteral(TIHBAT_BINARY);
    const QStringList gameArguments = {QStringLiteral("--exit-after-first-paint"),
                                       QStringLiteral("--autosave-file"),
                                       m_home.filePath(QStringLiteral("autosave.json"))};
    const QString yardstick = QStringLiteral(TIHBAT_YARDSTICK_BINARY);
    Samples &samples = m_samples[QString::fromLatin1(QTest::currentDataTag())];
    QDir cache(m_home.filePath(QStringLiteral("cache")));
    if (cached && !cache.exists()) // one start to fill it
        QVERIFY(timeToFirstPaint(game, gameArguments));
    QBENCHMARK {
        if (!cached)
            QVERIFY(cache.removeRecursively());
        // In turns, so neither always comes first after a pause.
        const bool yardstickFirst = samples.game.size() % 2 == 0;
        std::optional<double> yardstickTime;
        if (yardstickFirst)
            yardstickTime = timeToFirstPaint(yardstick, {});
        const std::optional<double> gameTime = timeToFirstPaint(game, gameArguments);
        if (!yardstickFirst)
            yardstickTime = timeToFirstPaint(yardstick, {});
        QVERIFY2(gameTime, "tihbat never printed first-paint");
        QVERIFY2(yardstickTime, "the yardstick never printed first-paint");
        samples.game.push_back(*gameTime);
        samples.yardstick.push_back(*yardstickTime);
        QTest::setBenchmarkResult(*gameTime, QTest::WalltimeMilliseconds);
    }
}

void BenchStartup::cleanupTestCase() {
    for (const auto &[name, samples] : m_samples) {
        if (samples.game.empty())
            continue;
        const double game = median(samples.game);
        const double yardstick = median(samples.yardstick);
        qInfo("%s, start to first paint, median of %zu: tihbat %.0f ms, bare QGraphicsView "
              "window %.0f ms, ratio %.2f (target 1.30 or less)",
              qPrintable(name), samples.game.size(), game, yardstick, game / yardstick);
    }
}

QTEST_GUILESS_MAIN(BenchStartup)
#include "bench_startup.moc"
