// SPDX-License-Identifier: GPL-3.0-or-later
// The safe writer's steps as the system sees them, through strace on a real process that saves
// a record (write_probe): the new file is synced before the rename that puts it in place, and
// the folder after it; a rename or a close that fails is a failed save that leaves the old file
// whole (strace's fault injection makes them fail: no disk here makes them fail on demand).
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QHash>
#include <QProcess>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <sys/stat.h>

namespace {

struct Run {
    int status = -1;
    QString output;
};

} // namespace

class TestWriterSteps : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() {
        m_strace = QStandardPaths::findExecutable(QStringLiteral("strace"));
        if (m_strace.isEmpty())
            QSKIP("strace is not installed (.ci/setup-deps installs it)");
        QVERIFY(m_dir.isValid());
    }

    void fileSyncedBeforeTheRenameAndTheFolderAfter() {
        const QString path = m_dir.filePath(QStringLiteral("order.tihbat"));
        const QString trace = m_dir.filePath(QStringLiteral("order.trace"));
        const Run run =
            probe(path, {QStringLiteral("-e"),
                         QStringLiteral("trace=fsync,fdatasync,rename,renameat,renameat2"),
                         QStringLiteral("-o"), trace});
        QCOMPARE(run.status, 0);
        QFile file(trace);
        QVERIFY(file.open(QIODevice::ReadOnly));
        QStringList calls;
        for (const QByteArray &line : file.readAll().split('\n'))
            if (line.contains("sync(") || line.contains("rename"))
                calls << QString::fromUtf8(line);
        qsizetype renameAt = -1;
        for (qsizetype i = 0; i < calls.size() && renameAt < 0; ++i)
            if (calls.at(i).contains(QStringLiteral("rename")))
                renameAt = i;
        QVERIFY2(renameAt >= 0, qPrintable(calls.join('\n')));
        QVERIFY2(calls.at(renameAt).contains(QStringLiteral("order.tihbat")),
                 qPrintable(calls.join('\n')));
        QVERIFY2(renameAt > 0 && calls.at(renameAt - 1).contains(QStringLiteral("sync(")),
                 qPrintable(calls.join('\n')));
        QVERIFY2(renameAt + 1 < calls.size() && calls.at(renameAt + 1).contains("fsync("),
                 qPrintable(calls.join('\n')));
    }

    void failedStepKeepsTheOldFile_data() {
        QTest::addColumn<QString>("inject");
        QTest::addColumn<QString>("said");
        // The message says the system's words for the error injected.
        QTest::newRow("rename") << "rename,renameat,renameat2:error=EXDEV"
                                << "cross-device";
        // The close of the file that was synced (which close(2) it is, counted in a first run).
        QTest::newRow("close") << "close:error=EIO:when=%1"
                               << "input/output error";
    }
    void failedStepKeepsTheOldFile() {
        QFETCH(QString, inject);
        QFETCH(QString, said);
        const QString path =
            m_dir.filePath(QStringLiteral("kept-%1.tihbat").arg(QTest::currentDataTag()));
        QCOMPARE(probe(path, {}).status, 0);
        if (inject.contains(QStringLiteral("%1"))) {
            const int nth = closeOfTheSyncedFile(path);
            QVERIFY(nth > 0);
            inject = inject.arg(nth);
        }
        QFile old(path);
        QVERIFY(old.open(QIODevice::ReadOnly));
        const QByteArray before = old.readAll();
        old.close();
        const Run run = probe(path,
                              {QStringLiteral("-o"), QStringLiteral("/dev/null"),
                               QStringLiteral("-e"), QStringLiteral("inject=") + inject},
                              QStringLiteral("AaBb"));
        QCOMPARE(run.status, 1);
        QVERIFY2(run.output.contains(said, Qt::CaseInsensitive) && run.output.contains(path),
                 qPrintable(run.output));
        QVERIFY(old.open(QIODevice::ReadOnly));
        QCOMPARE(old.readAll(), before);
        // Nothing left behind but the file.
        QCOMPARE(QDir(m_dir.path())
                     .entryList({QLatin1Char('*') + QFileInfo(path).fileName() + QLatin1Char('*')},
                                QDir::Files | QDir::Hidden),
                 QStringList{QFileInfo(path).fileName()});
    }

    // A replaced file keeps its permissions exactly, past the writer's umask.
    void replacedFileKeepsItsMode() {
        const QString path = m_dir.filePath(QStringLiteral("mode.tihbat"));
        QCOMPARE(probe(path, {}).status, 0);
        QVERIFY(::chmod(QFile::encodeName(path).constData(), 0606) == 0);
        const mode_t before = ::umask(077);
        const Run run = probe(path, {QStringLiteral("-o"), QStringLiteral("/dev/null")},
                              QStringLiteral("AaBb"));
        ::umask(before);
        QCOMPARE(run.status, 0);
        struct stat info {};
        QVERIFY(::stat(QFile::encodeName(path).constData(), &info) == 0);
        QCOMPARE(info.st_mode & 07777, mode_t(0606));
    }

    // A named pipe where the file would go is refused as what it is, and stays a pipe.
    void aNamedPipeIsNotAFile() {
        const QByteArray path = QFile::encodeName(m_dir.filePath(QStringLiteral("pipe.tihbat")));
        QVERIFY(::mkfifo(path.constData(), 0600) == 0);
        const Run run =
            probe(QFile::decodeName(path), {QStringLiteral("-o"), QStringLiteral("/dev/null")});
        QCOMPARE(run.status, 1);
        QVERIFY2(run.output.contains(QStringLiteral("named pipe")), qPrintable(run.output));
        struct stat info {};
        QVERIFY(::lstat(path.constData(), &info) == 0);
        QVERIFY(S_ISFIFO(info.st_mode));
    }

private:
    // Which close(2) of a save over `path` closes the file just synced: 1 for the first close.
    int closeOfTheSyncedFile(const QString &path) {
        const QString trace = m_dir.filePath(QStringLiteral("close.trace"));
        if (probe(path, {QStringLiteral("-e"), QStringLiteral("trace=fsync,close"),
                         QStringLiteral("-o"), trace})
                .status != 0)
            return -1;
        QFile file(trace);
        if (!file.open(QIODevice::ReadOnly))
            return -1;
        // strace counts `when` per thread: the closes of the thread that syncs.
        QHash<QByteArray, int> closes;
        QByteArray synced, syncer;
        for (const QByteArray &line : file.readAll().split('\n')) {
            // "PID  call(...) = result", the pid padded to a width.
            const QByteArray pid = line.left(line.indexOf(' '));
            const QByteArray call = line.mid(line.indexOf(' ')).trimmed();
            if (call.startsWith("close(")) {
                ++closes[pid];
                if (pid == syncer && call.startsWith("close(" + synced + ")"))
                    return closes[pid];
            } else if (synced.isEmpty() && call.startsWith("fsync(")) {
                synced = call.mid(6, call.indexOf(')') - 6);
                syncer = pid;
            }
        }
        return -1;
    }

    // write_probe saving the game of `moves` as a record at `path`, under strace with `options`.
    Run probe(const QString &path, const QStringList &options,
              const QString &moves = QStringLiteral("A")) {
        QProcess process;
        process.setProcessChannelMode(QProcess::MergedChannels);
        // LeakSanitizer cannot work under ptrace (it stops with a fatal error in a sanitizer
        // build); the writers' leaks are checked where they run without strace.
        QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
        const QString asan = environment.value(QStringLiteral("ASAN_OPTIONS"));
        environment.insert(QStringLiteral("ASAN_OPTIONS"),
                           asan.isEmpty() ? QStringLiteral("detect_leaks=0")
                                          : asan + QStringLiteral(":detect_leaks=0"));
        process.setProcessEnvironment(environment);
        process.start(m_strace, QStringList{QStringLiteral("-f"), QStringLiteral("-qq")} + options +
                                    QStringList{QStringLiteral(WRITE_PROBE_BINARY),
                                                QStringLiteral("record"), path, moves});
        if (!process.waitForFinished(30000))
            return {};
        return {process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -1,
                QString::fromUtf8(process.readAll())};
    }

    QString m_strace;
    QTemporaryDir m_dir;
};

QTEST_GUILESS_MAIN(TestWriterSteps)
#include "tst_writer_steps.moc"
