// SPDX-License-Identifier: GPL-3.0-or-later
// tihbat-cli's output that cannot be written is an error, never a silent success: every command
// with its standard output on /dev/full (and on a full disk) exits 2 with one line on stderr,
// and analyze --output into a full tmpfs leaves no file, or the old one byte for byte.
#include "../game/small_disk.h"
#include "cli_runner.h"
#include "test_files.h"

#include <QDir>
#include <QFile>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>
#include <cerrno>
#include <cstring>
#include <unistd.h>

namespace {

constexpr char Record[] = "[Game \"Tihbat\"]\n[Result \"*\"]\n\n1. A 2. a 3. B *\n";

// std::strerror's words, lower-cased as tihbat-cli writes a reason after a colon.
QString reasonOf(int error) {
    QString text = QString::fromLocal8Bit(std::strerror(error));
    text[0] = text[0].toLower();
    return text;
}

CliResult runWithOutputTo(const QStringList &args, const QString &stdoutFile) {
    QProcess process;
    process.setStandardOutputFile(stdoutFile);
    process.start(QStringLiteral(TIHBAT_CLI_BINARY), args);
    CliResult result;
    if (!process.waitForFinished(60000))
        return result;
    result.exitCode = process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -1;
    result.err = QString::fromUtf8(process.readAllStandardError());
    return result;
}

QStringList entriesOf(const QString &folder) {
    return QDir(folder).entryList(
        QDir::AllEntries | QDir::Hidden | QDir::System | QDir::NoDotAndDotDot, QDir::Name);
}

} // namespace

class CliOutputTest : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void everyCommandToDevFull_data();
    void everyCommandToDevFull();
    void standardOutputOnAFullDisk();
    void analyzeOutputIntoAFullDisk_data();
    void analyzeOutputIntoAFullDisk();
    void nothingToWriteIsNoError();

private:
    QTemporaryDir m_dir;
    QString m_record;
};

void CliOutputTest::initTestCase() {
    QVERIFY(m_dir.isValid());
    m_record = m_dir.filePath(QStringLiteral("game.tihbat"));
    QFile file(m_record);
    QVERIFY(file.open(QIODevice::WriteOnly));
    QVERIFY(file.write(Record) == qint64(sizeof Record - 1));
}

// Every command of model/cli/arguments.cpp's table, each as it prints something.
void CliOutputTest::everyCommandToDevFull_data() {
    QTest::addColumn<QStringList>("args");
    QTest::newRow("play") << QStringList{"play", "A"};
    QTest::newRow("solve") << QStringList{"solve", "--seeds", "3"};
    QTest::newRow("solve --record") << QStringList{"solve", "--record", "RECORD"};
    QTest::newRow("analyze") << QStringList{"analyze", "RECORD"};
    QTest::newRow("match") << QStringList{"match",  "--south", "easy", "--north",
                                          "random", "--games", "2"};
    QTest::newRow("puzzles") << QStringList{"puzzles", "--id", "1"};
    QTest::newRow("help") << QStringList{"help"};
    QTest::newRow("--help") << QStringList{"--help"};
    QTest::newRow("-h") << QStringList{"-h"};
    QTest::newRow("--version") << QStringList{"--version"};
}

void CliOutputTest::everyCommandToDevFull() {
    QFETCH(QStringList, args);
    args.replaceInStrings(QStringLiteral("RECORD"), m_record);
    // The same command with somewhere to write succeeds and prints something.
    const CliResult fine = runBinary(args);
    QCOMPARE(fine.exitCode, 0);
    QVERIFY(!fine.out.isEmpty());
    const CliResult full = runWithOutputTo(args, QStringLiteral("/dev/full"));
    QCOMPARE(full.exitCode, 2);
    QCOMPARE(full.err, "tihbat-cli: cannot write the output: " + reasonOf(ENOSPC) + "\n");
    QCOMPARE(entriesOf(m_dir.path()), QStringList{QStringLiteral("game.tihbat")});
}

// `tihbat-cli analyze g.tihbat > full/out.tihbat`: the shell makes the file; the program says
// that it could not fill it.
void CliOutputTest::standardOutputOnAFullDisk() {
    if (::geteuid() != 0)
        QSKIP("mounting a tmpfs needs root (CI runs as root)");
    QTemporaryDir mountPoint;
    QVERIFY(mountPoint.isValid());
    SmallDisk disk;
    QString why;
    QVERIFY2(disk.mount(mountPoint.path(), 64, &why), qPrintable(why));
    QVERIFY(disk.fill());
    const CliResult result = runWithOutputTo({QStringLiteral("analyze"), m_record},
                                             mountPoint.filePath(QStringLiteral("out.tihbat")));
    QCOMPARE(result.exitCode, 2);
    QCOMPARE(result.err, "tihbat-cli: cannot write the output: " + reasonOf(ENOSPC) + "\n");
}

void CliOutputTest::analyzeOutputIntoAFullDisk_data() {
    QTest::addColumn<bool>("oldFile");
    QTest::newRow("no file there") << false;
    QTest::newRow("an old file there") << true;
}

void CliOutputTest::analyzeOutputIntoAFullDisk() {
    QFETCH(bool, oldFile);
    if (::geteuid() != 0)
        QSKIP("mounting a tmpfs needs root (CI runs as root)");
    QTemporaryDir mountPoint;
    QVERIFY(mountPoint.isValid());
    SmallDisk disk;
    QString why;
    QVERIFY2(disk.mount(mountPoint.path(), 64, &why), qPrintable(why));
    const QString out = mountPoint.filePath(QStringLiteral("out.tihbat"));
    const QByteArray old("an old analysis, to be kept byte for byte\n");
    if (oldFile) {
        QFile file(out);
        QVERIFY(file.open(QIODevice::WriteOnly));
        QCOMPARE(file.write(old), qint64(old.size()));
    }
    QVERIFY(disk.fill());
    const QStringList before = entriesOf(mountPoint.path());

    const CliResult result = runBinary({"analyze", m_record, "--output", out});
    QCOMPARE(result.exitCode, 2);
    QCOMPARE(result.out, QString());
    QCOMPARE(result.err,
             "tihbat-cli: option --output: cannot write " + out + ": " + reasonOf(ENOSPC) + "\n");
    QCOMPARE(entriesOf(mountPoint.path()), before); // no temporary, no empty file
    QCOMPARE(QFile::exists(out), oldFile);
    if (oldFile)
        QCOMPARE(contents(out), old);

    // With room again the same command writes the whole analysis.
    disk.makeRoom();
    const CliResult again = runBinary({"analyze", m_record, "--output", out});
    QCOMPARE(again.exitCode, 0);
    QCOMPARE(contents(out), runBinary({"analyze", m_record}).out.toUtf8());
}

// analyze --output prints nothing: /dev/full on stdout does not matter then.
void CliOutputTest::nothingToWriteIsNoError() {
    const QString out = m_dir.filePath(QStringLiteral("analysed.tihbat"));
    const CliResult result =
        runWithOutputTo({"analyze", m_record, "--output", out}, QStringLiteral("/dev/full"));
    QCOMPARE(result.exitCode, 0);
    QCOMPARE(result.err, QString());
    QVERIFY(QFile::exists(out));
    QVERIFY(QFile::remove(out));
}

QTEST_GUILESS_MAIN(CliOutputTest)
#include "tst_cli_output.moc"
