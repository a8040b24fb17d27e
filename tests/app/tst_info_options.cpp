// SPDX-License-Identifier: GPL-3.0-or-later
// "tihbat --help" and "tihbat --version" answer on any terminal: no display needed (no platform
// plugin at all), and they leave nothing behind (no settings file, no game saved).
#include "isolated_settings.h"

#include <QDirIterator>
#include <QProcess>
#include <QTemporaryDir>
#include <QtTest>

class TestInfoOptions : public QObject {
    Q_OBJECT
private slots:
    void answersWithoutDisplayAndWritesNothing_data();
    void answersWithoutDisplayAndWritesNothing();
    void refusesAWrongCommandLine_data();
    void refusesAWrongCommandLine();
};

void TestInfoOptions::answersWithoutDisplayAndWritesNothing_data() {
    QTest::addColumn<QString>("option");
    QTest::addColumn<QString>("expected");
    QTest::newRow("--help") << QStringLiteral("--help") << QStringLiteral("--autosave-file");
    QTest::newRow("-h") << QStringLiteral("-h") << QStringLiteral("--restore");
    QTest::newRow("--version") << QStringLiteral("--version")
                               << QStringLiteral("Tihbat " TIHBAT_VERSION);
    QTest::newRow("-v") << QStringLiteral("-v") << QStringLiteral(TIHBAT_VERSION);
}

void TestInfoOptions::answersWithoutDisplayAndWritesNothing() {
    QFETCH(QString, option);
    QFETCH(QString, expected);
    QTemporaryDir home;
    QVERIFY(home.isValid());
    QProcessEnvironment env = tihbat::IsolatedSettings::freshUser(home.path());
    // No display of any kind: an X11, Wayland or offscreen platform would each hide the bug.
    for (const char *name : {"DISPLAY", "WAYLAND_DISPLAY", "QT_QPA_PLATFORM"})
        env.remove(QString::fromLatin1(name));
    QProcess tihbat;
    tihbat.setProcessEnvironment(env);
    tihbat.start(QStringLiteral(TIHBAT_BINARY), {option});
    QVERIFY(tihbat.waitForFinished(30000));
    const QString out = QString::fromLocal8Bit(tihbat.readAllStandardOutput());
    const QString err = QString::fromLocal8Bit(tihbat.readAllStandardError());
    QVERIFY2(tihbat.exitStatus() == QProcess::NormalExit && tihbat.exitCode() == 0,
             qPrintable(err));
    QVERIFY2(out.contains(expected), qPrintable(out));
    QVERIFY2(!err.contains(QStringLiteral("display")), qPrintable(err));
    QStringList written;
    QDirIterator files(home.path(), QDir::Files | QDir::Hidden, QDirIterator::Subdirectories);
    while (files.hasNext())
        written << files.next();
    QVERIFY2(written.isEmpty(), qPrintable(written.join(u' ')));
}

void TestInfoOptions::refusesAWrongCommandLine_data() {
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<QString>("message");
    QTest::newRow("unknown option") << QStringList{QStringLiteral("--colour")}
                                    << QStringLiteral("Tihbat: Unknown option 'colour'.\n");
    QTest::newRow("missing value")
        << QStringList{QStringLiteral("--restore"), QStringLiteral("--autosave-file")}
        << QStringLiteral("Tihbat: Missing value after '--autosave-file'.\n");
    QTest::newRow("flag with a value") << QStringList{QStringLiteral("--restore=yes")}
                                       << QStringLiteral("Tihbat: Unexpected value after "
                                                         "'--restore'.\n");
}

// The game's own options go through Qt's QCommandLineParser: a wrong one is one line naming it
// and status 1, before any window (offscreen here, as the parser needs the application).
void TestInfoOptions::refusesAWrongCommandLine() {
    QFETCH(QStringList, args);
    QFETCH(QString, message);
    QTemporaryDir home;
    QVERIFY(home.isValid());
    QProcessEnvironment env = tihbat::IsolatedSettings::freshUser(home.path());
    env.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
    // Qt's own words, untranslated.
    env.insert(QStringLiteral("LC_ALL"), QStringLiteral("C"));
    env.remove(QStringLiteral("LANGUAGE"));
    QProcess tihbat;
    tihbat.setProcessEnvironment(env);
    tihbat.start(QStringLiteral(TIHBAT_BINARY), args);
    QVERIFY(tihbat.waitForFinished(30000));
    QCOMPARE(tihbat.exitStatus(), QProcess::NormalExit);
    QCOMPARE(tihbat.exitCode(), 1);
    QCOMPARE(QString::fromLocal8Bit(tihbat.readAllStandardOutput()), QString());
    QCOMPARE(QString::fromLocal8Bit(tihbat.readAllStandardError()), message);
}

QTEST_GUILESS_MAIN(TestInfoOptions)
#include "tst_info_options.moc"
