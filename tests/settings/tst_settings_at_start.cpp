// SPDX-License-Identifier: GPL-3.0-or-later
// The programs started with something hostile where the settings file should be: a FIFO (a
// reader would wait for a writer forever) and a file larger than the limit. `tihbat --help` and
// `tihbat-cli --help` answer at once, the game says why it does not read the file, and the file
// is left exactly as it was. Each wait is bounded, so a hang fails instead of stalling.
#include "game/settings/settings_store.h"
#include "isolated_settings.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QProcess>
#include <QTemporaryDir>
#include <QtTest>
#include <sys/stat.h>

namespace {

constexpr int WaitMs = 20000;

QProcessEnvironment environmentFor(const QTemporaryDir &home) {
    QProcessEnvironment env = tihbat::IsolatedSettings::freshUser(home.path());
    for (const char *name : {"DISPLAY", "WAYLAND_DISPLAY", "QT_QPA_PLATFORM"})
        env.remove(QString::fromLatin1(name));
    env.insert(QStringLiteral("LANG"), QStringLiteral("C.UTF-8"));
    return env;
}

} // namespace

class TestSettingsAtStart : public QObject {
    Q_OBJECT
private slots:
    void hostileSettingsFileDoesNotStopTheStart_data() {
        QTest::addColumn<QString>("program");
        QTest::addColumn<bool>("fifo");
        QTest::newRow("tihbat, FIFO") << QStringLiteral(TIHBAT_BINARY) << true;
        QTest::newRow("tihbat, 1 MiB + 1") << QStringLiteral(TIHBAT_BINARY) << false;
        QTest::newRow("tihbat-cli, FIFO") << QStringLiteral(TIHBAT_CLI_BINARY) << true;
    }
    void hostileSettingsFileDoesNotStopTheStart() {
        QFETCH(QString, program);
        QFETCH(bool, fifo);
        QTemporaryDir home;
        QVERIFY(home.isValid());
        const QString path = home.filePath(QStringLiteral("config/Tihbat/Tihbat.conf"));
        QVERIFY(QDir().mkpath(QFileInfo(path).absolutePath()));
        QByteArray before;
        if (fifo) {
            QCOMPARE(::mkfifo(QFile::encodeName(path).constData(), 0600), 0);
        } else {
            before = "[ui]\nlanguage=sw\n;" +
                     QByteArray(int(tihbat::SettingsStore::MaxFileBytes) - 17, 'x') + '\n';
            QVERIFY(before.size() > tihbat::SettingsStore::MaxFileBytes);
            QFile file(path);
            QVERIFY(file.open(QIODevice::WriteOnly));
            QCOMPARE(file.write(before), before.size());
        }

        QProcess process;
        process.setProcessEnvironment(environmentFor(home));
        process.start(program, {QStringLiteral("--help")});
        const bool finished = process.waitForFinished(WaitMs);
        if (!finished) {
            process.kill();
            process.waitForFinished(WaitMs);
        }
        QVERIFY2(finished, "--help did not return");
        const QString out = QString::fromLocal8Bit(process.readAllStandardOutput());
        const QString err = QString::fromLocal8Bit(process.readAllStandardError());
        QVERIFY2(process.exitStatus() == QProcess::NormalExit && process.exitCode() == 0,
                 qPrintable(err));
        QVERIFY2(out.contains(QStringLiteral("--help")), qPrintable(out));
        if (program == QLatin1String(TIHBAT_BINARY)) {
            // Told, with the path; in English: the Swahili choice in the refused file was not read.
            QVERIFY2(err.contains(QStringLiteral("Your settings and results cannot be saved")),
                     qPrintable(err));
            QVERIFY2(err.contains(path), qPrintable(err));
            QVERIFY2(out.contains(QStringLiteral("Tihbat, a tiny Moroccan mancala")),
                     qPrintable(out));
        }
        struct stat info {};
        QCOMPARE(::lstat(QFile::encodeName(path).constData(), &info), 0);
        if (fifo) {
            QVERIFY(S_ISFIFO(info.st_mode));
        } else {
            QFile file(path);
            QVERIFY(file.open(QIODevice::ReadOnly));
            QVERIFY(file.readAll() == before);
        }
    }
};

QTEST_GUILESS_MAIN(TestSettingsAtStart)
#include "tst_settings_at_start.moc"
