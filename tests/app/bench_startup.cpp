// Start-up benchmark: from starting the tihbat process to the board's first paint. Run it
// with `-median 5 -iterations 1` (each iteration is a whole process start) for real figures.
#include <QElapsedTimer>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

class BenchStartup : public QObject {
    Q_OBJECT
private slots:
    void launchToFirstPaint() {
        QTemporaryDir home;
        QVERIFY(home.isValid());
        QBENCHMARK {
            QProcess process;
            QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
            // A fresh user: no saved game to offer, no remembered settings.
            env.insert(QStringLiteral("HOME"), home.path());
            env.insert(QStringLiteral("XDG_CONFIG_HOME"), home.filePath(QStringLiteral("config")));
            process.setProcessEnvironment(env);
            QElapsedTimer clock;
            clock.start();
            process.start(QStringLiteral(TIHBAT_BINARY),
                          {QStringLiteral("--exit-after-first-paint"),
                           QStringLiteral("--autosave-file"), home.filePath("autosave.json")});
            QByteArray out;
            while (!out.contains("first-paint") && process.waitForReadyRead(10000))
                out += process.readAllStandardOutput();
            const qint64 elapsed = clock.elapsed();
            QVERIFY2(out.contains("first-paint"), out.constData());
            QVERIFY(process.waitForFinished(10000));
            QTest::setBenchmarkResult(static_cast<qreal>(elapsed), QTest::WalltimeMilliseconds);
        }
    }
};

QTEST_GUILESS_MAIN(BenchStartup)
#include "bench_startup.moc"
