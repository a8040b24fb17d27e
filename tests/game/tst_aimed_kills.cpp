// SPDX-License-Identifier: GPL-3.0-or-later
// Every writer of the game killed at every step of its write, on purpose: a record's Save As,
// the game's autosave (write_probe, a real process running the real code) and tihbat-cli
// analyze --output. A first run under strace lists the system calls the write makes, from its
// first look at the target to the exit; then, for each of them, the writer runs again with
// strace's fault injection (`-e inject=CALL:signal=SIGKILL:when=N`) killing it as that call
// starts. After each kill the target holds the whole old file (killed before the rename) or the
// whole new one (after it), a temporary is left only when the kill fell between naming the new
// file and the rename, and the next write succeeds and leaves nothing but the target.
//
// Each writer runs twice: with O_TMPFILE, and as on a file system without it (vfat, minix: the
// named-temporary fallback), the O_TMPFILE open answered EOPNOTSUPP by strace as such a kernel
// answers. Without strace the test says so and skips.
#include <QDir>
#include <QFile>
#include <QProcess>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

namespace {

enum class Writer { Record, Autosave, Analyze };
enum class Mode { Unnamed, Named };

// One system call of the writer's thread, with its number among the calls of the same name by
// that thread (what strace's when= counts).
struct Call {
    QString name;
    int ordinal = 0;
    QString line;
};

struct Trace {
    QList<Call> span;       // from the first call naming the target to the end
    int tmpfileOrdinal = 0; // the openat with O_TMPFILE, among the thread's openat calls
    qsizetype named = -1;   // index in span of the call that gives the new file a name
    qsizetype renamed = -1; // index in span of the rename onto the target
};

constexpr char Input[] = "[Game \"Tihbat\"]\n[Result \"*\"]\n\n1. A 2. a 3. B *\n";

QByteArray contentsOf(const QString &path) {
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray("<missing>");
}

bool writeFile(const QString &path, const QByteArray &bytes) {
    QFile file(path);
    return file.open(QIODevice::WriteOnly | QIODevice::Truncate) &&
           file.write(bytes) == bytes.size();
}

QStringList entriesOf(const QString &folder) {
    return QDir(folder).entryList(
        QDir::AllEntries | QDir::Hidden | QDir::System | QDir::NoDotAndDotDot, QDir::Name);
}

struct Run {
    bool killed = false;
    int exitCode = -1;
    QString err;
};

Run run(const QString &program, const QStringList &args) {
    QProcess process;
    // LeakSanitizer cannot work under ptrace (strace) and fails the program it is in; the
    // sanitizer build's leak checks of these writers are the other tests'.
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("ASAN_OPTIONS"),
               env.value(QStringLiteral("ASAN_OPTIONS")) + QStringLiteral(":detect_leaks=0"));
    process.setProcessEnvironment(env);
    process.start(program, args);
    Run result;
    if (!process.waitForFinished(60000)) {
        process.kill();
        process.waitForFinished();
        result.err = QStringLiteral("timed out");
        return result;
    }
    // strace ends itself with the signal that ended the program it ran.
    result.killed = process.exitStatus() == QProcess::CrashExit;
    result.exitCode = process.exitCode();
    result.err = QString::fromUtf8(process.readAllStandardError());
    return result;
}

// Reads strace -f output: "TID name(args) = result", "TID name(args <unfinished ...>",
// "TID <... name resumed>...", "TID +++ exited with 0 +++".
Trace readTrace(const QString &log, const QString &target) {
    static const QRegularExpression callLine(QStringLiteral(R"(^(\d+) +([a-z_0-9]+)\()"));
    Trace trace;
    QString writer; // the thread that first names the target
    QHash<QString, int> counts;
    const QString quotedTarget = u'"' + target + u'"';
    const QString folder = u'"' + QFileInfo(target).path() + u'"';
    for (const QString &line : QString::fromUtf8(contentsOf(log)).split(u'\n')) {
        const QRegularExpressionMatch match = callLine.match(line);
        if (!match.hasMatch())
            continue;
        const QString tid = match.captured(1);
        const QString name = match.captured(2);
        // The program's own start names the target among its arguments: not the write yet.
        if (writer.isEmpty() && name != "execve" && line.contains(quotedTarget))
            writer = tid;
        if (!writer.isEmpty() && tid != writer)
            continue;
        const int ordinal = ++counts[tid + u' ' + name];
        if (writer.isEmpty())
            continue;
        if (name == "openat" && line.contains("O_TMPFILE") && line.contains(folder))
            trace.tmpfileOrdinal = ordinal;
        if (trace.named < 0 && (name == "linkat" || (name == "openat" && line.contains("O_EXCL"))))
            trace.named = trace.span.size();
        if (trace.renamed < 0 && name.startsWith("rename") && line.contains(quotedTarget))
            trace.renamed = trace.span.size();
        trace.span.append({name, ordinal, line});
    }
    return trace;
}

} // namespace

class AimedKillsTest : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void killedAtEveryStep_data();
    void killedAtEveryStep();
    void cleanupTestCase();

private:
    QStringList writerArgs(Writer writer, const QString &target, const QString &input) const;
    QString programOf(Writer writer) const;
    QStringList straced(const QStringList &strace, Writer writer, const QString &target,
                        const QString &input) const;

    QString m_strace;
    QStringList m_table;
    int m_totalCases = 0;
};

void AimedKillsTest::initTestCase() {
    m_strace = QStandardPaths::findExecutable(QStringLiteral("strace"));
    if (m_strace.isEmpty())
        QSKIP("strace is not installed (.ci/setup-deps installs it): no aimed kills");
}

QString AimedKillsTest::programOf(Writer writer) const {
    return writer == Writer::Analyze ? QStringLiteral(TIHBAT_CLI_BINARY)
                                     : QStringLiteral(WRITE_PROBE_BINARY);
}

QStringList AimedKillsTest::writerArgs(Writer writer, const QString &target,
                                       const QString &input) const {
    switch (writer) {
    case Writer::Record:
        return {QStringLiteral("record"), target, QStringLiteral("AaBb")};
    case Writer::Autosave:
        return {QStringLiteral("autosave"), target, QStringLiteral("AaB")};
    case Writer::Analyze:
        return {QStringLiteral("analyze"), input, QStringLiteral("--output"), target};
    }
    return {};
}

QStringList AimedKillsTest::straced(const QStringList &strace, Writer writer, const QString &target,
                                    const QString &input) const {
    return strace + QStringList{QStringLiteral("--"), programOf(writer)} +
           writerArgs(writer, target, input);
}

void AimedKillsTest::killedAtEveryStep_data() {
    QTest::addColumn<Writer>("writer");
    QTest::addColumn<Mode>("mode");
    QTest::newRow("record (Save As)") << Writer::Record << Mode::Unnamed;
    QTest::newRow("record (Save As), no O_TMPFILE") << Writer::Record << Mode::Named;
    QTest::newRow("autosave") << Writer::Autosave << Mode::Unnamed;
    QTest::newRow("autosave, no O_TMPFILE") << Writer::Autosave << Mode::Named;
    QTest::newRow("analyze --output") << Writer::Analyze << Mode::Unnamed;
    QTest::newRow("analyze --output, no O_TMPFILE") << Writer::Analyze << Mode::Named;
}

void AimedKillsTest::killedAtEveryStep() {
    QFETCH(Writer, writer);
    QFETCH(Mode, mode);
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString input = dir.filePath(QStringLiteral("input.tihbat"));
    QVERIFY(writeFile(input, Input));
    QVERIFY(QDir(dir.path()).mkpath(QStringLiteral("out")));
    QVERIFY(QDir(dir.path()).mkpath(QStringLiteral("reference")));
    const QString folder = dir.filePath(QStringLiteral("out"));
    const QString target = folder + QStringLiteral("/target.tihbat");
    const QByteArray old = QByteArray("the old file, which must stay whole\n").repeated(40);

    // The new file, from a run that nobody disturbs.
    const QString reference = dir.filePath(QStringLiteral("reference/target.tihbat"));
    const Run clean = run(programOf(writer), writerArgs(writer, reference, input));
    QVERIFY2(clean.exitCode == 0 && !clean.killed, qPrintable(clean.err));
    const QByteArray fresh = contentsOf(reference);
    QVERIFY(!fresh.isEmpty() && fresh != old);

    // The calls of one write, the fallback's once strace answers its O_TMPFILE open.
    const QStringList watch{QStringLiteral("-f"), QStringLiteral("-qq"),
                            QStringLiteral("-s"), QStringLiteral("1024"),
                            QStringLiteral("-e"), QStringLiteral("trace=%file,%desc,exit_group")};
    const QString log = dir.filePath(QStringLiteral("trace.log"));
    QVERIFY(writeFile(target, old));
    Run traced = run(m_strace, straced(watch + QStringList{"-o", log}, writer, target, input));
    QVERIFY2(traced.exitCode == 0, qPrintable(traced.err));
    Trace trace = readTrace(log, target);
    QVERIFY2(trace.tmpfileOrdinal > 0, "the writer did not try O_TMPFILE");
    QStringList noTmpfile;
    if (mode == Mode::Named) {
        noTmpfile = {
            QStringLiteral("-e"),
            QStringLiteral("inject=openat:error=EOPNOTSUPP:when=%1").arg(trace.tmpfileOrdinal)};
        QVERIFY(writeFile(target, old));
        traced = run(m_strace,
                     straced(watch + noTmpfile + QStringList{"-o", log}, writer, target, input));
        QVERIFY2(traced.exitCode == 0, qPrintable(traced.err));
        trace = readTrace(log, target);
        QVERIFY2(trace.named >= 0 && trace.span.at(trace.named).line.contains("O_EXCL"),
                 "the fallback did not make a named temporary");
    }
    QCOMPARE(contentsOf(target), fresh);
    QVERIFY2(trace.named >= 0 && trace.renamed > trace.named, qPrintable(log));
    QCOMPARE(entriesOf(folder), QStringList{QStringLiteral("target.tihbat")});

    const QStringList before = entriesOf(dir.path());
    int cases = 0;
    int skipped = 0;
    QStringList failures;
    for (qsizetype i = 0; i < trace.span.size(); ++i) {
        const Call &call = trace.span.at(i);
        // strace keeps one injection per call name: the fallback's openat answer owns openat.
        if (mode == Mode::Named && call.name == "openat") {
            ++skipped;
            continue;
        }
        ++cases;
        const QString what = QStringLiteral("step %1 (%2 #%3: %4)")
                                 .arg(i)
                                 .arg(call.name)
                                 .arg(call.ordinal)
                                 .arg(call.line.left(160));
        QVERIFY(writeFile(target, old));
        const QStringList kill{
            QStringLiteral("-f"),
            QStringLiteral("-qq"),
            QStringLiteral("-o"),
            QStringLiteral("/dev/null"),
            QStringLiteral("-e"),
            QStringLiteral("inject=%1:signal=SIGKILL:when=%2").arg(call.name).arg(call.ordinal)};
        const Run killed = run(m_strace, straced(kill + noTmpfile, writer, target, input));
        if (!killed.killed) {
            failures << what + QStringLiteral(": not killed (%1)").arg(killed.err);
            continue;
        }
        // Killed as the rename starts, the rename has not happened.
        const QByteArray expected = i <= trace.renamed ? old : fresh;
        if (contentsOf(target) != expected)
            failures << what + QStringLiteral(": the target is neither the expected whole file");
        const bool strayExpected = i > trace.named && i <= trace.renamed;
        const QStringList stray = entriesOf(folder).filter(QStringLiteral(".target.tihbat."));
        if (stray.size() != (strayExpected ? 1 : 0) || entriesOf(folder).size() != 1 + stray.size())
            failures << what + QStringLiteral(": left %1").arg(entriesOf(folder).join(u' '));
        // The next write, undisturbed, finishes and removes what the killed one left (the
        // removal comes before the new file is made, the same in both modes; its opens would
        // shift the count that aims the fallback's EOPNOTSUPP).
        const Run next = run(programOf(writer), writerArgs(writer, target, input));
        if (next.exitCode != 0 || next.killed)
            failures << what + QStringLiteral(": the next write failed: %1").arg(next.err);
        if (contentsOf(target) != fresh)
            failures << what + QStringLiteral(": the next write did not leave the new file");
        if (entriesOf(folder) != QStringList{QStringLiteral("target.tihbat")})
            failures << what + QStringLiteral(": after the next write: %1")
                                   .arg(entriesOf(folder).join(u' '));
    }
    // Nothing outside the target's folder changed: the input and the reference are as they were.
    QCOMPARE(entriesOf(dir.path()), before);
    QCOMPARE(contentsOf(input), QByteArray(Input));
    m_totalCases += cases;
    m_table << QStringLiteral("%1: %2 cases, %3 failures, %4 openat steps not aimed at")
                   .arg(QString::fromLatin1(QTest::currentDataTag()))
                   .arg(cases)
                   .arg(failures.size())
                   .arg(skipped);
    qInfo().noquote() << m_table.last();
    QVERIFY2(cases > 10, "too few steps traced");
    QVERIFY2(failures.isEmpty(), qPrintable(failures.join(u'\n')));
}

void AimedKillsTest::cleanupTestCase() {
    if (m_table.isEmpty())
        return;
    qInfo().noquote() << "Aimed kills:\n  " + m_table.join(QStringLiteral("\n  "))
                      << "\n  in all:" << m_totalCases << "cases";
}

QTEST_GUILESS_MAIN(AimedKillsTest)
#include "tst_aimed_kills.moc"
