// SPDX-License-Identifier: GPL-3.0-or-later
// Every writer of the game killed at every step of its write, on purpose: a record's Save As,
// the game's autosave, the settings file (write_probe, a real process running the real code)
// and tihbat-cli analyze --output. A first run under strace lists the system calls the write makes,
// from its first look at the target to the exit; then, for each of them, the writer runs again with
// strace's fault injection (`-e inject=CALL:signal=SIGKILL:when=N`) killing it as that call
// starts. After each kill the target holds the whole old file (killed before the rename) or the
// whole new one (after it), a temporary is left only when the kill fell between naming the new
// file and the rename, and the next write succeeds without waiting and leaves nothing but the
// target.
//
// The settings (SettingsStore, QSettings' own writer: a lock file beside the target, then the
// new file unnamed, fsynced, linked under a random name and renamed) hold the statistics and the
// puzzle and lesson progress too. Their old file is the first generation the probe writes and
// the new one the second over it; after each kill the file must also read back, with QSettings,
// as every key of the old or of the new generation, and the lock file may be left only when the
// kill fell while it existed. A lock file left empty (killed between making it and writing the
// owner's id in it) is one QSettings waits out for its stale time; the next write must not wait.
//
// Each writer runs twice: with O_TMPFILE, and as on a file system without it (vfat, minix: the
// named-temporary fallback), the O_TMPFILE open answered EOPNOTSUPP by strace as such a kernel
// answers. Without strace the test says so and skips.
#include "test_files.h"

#include <QDir>
#include <QFile>
#include <QProcess>
#include <QRegularExpression>
#include <QSettings>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <algorithm>

namespace {

enum class Writer { Record, Autosave, Analyze, Settings };
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
    // Indexes in span of the makings and removals of the target's lock file (settings: once
    // for SettingsStore's clean-up, once for QSettings' write).
    QList<std::pair<qsizetype, qsizetype>> locks;
};

constexpr char Input[] = "[Game \"Tihbat\"]\n[Result \"*\"]\n\n1. A 2. a 3. B *\n";

bool writeFile(const QString &path, const QByteArray &bytes) {
    QFile file(path);
    return file.open(QIODevice::WriteOnly | QIODevice::Truncate) &&
           file.write(bytes) == bytes.size();
}

// Every key of a settings file and its value, as QSettings reads it; empty with `ok` false when
// QSettings finds it malformed. Read from a copy of a name of its own: QSettings keeps files it
// has read in a cache, by name.
QVariantMap settingsIn(const QByteArray &bytes, bool *ok) {
    static int copies = 0;
    QTemporaryDir dir;
    const QString copy = dir.filePath(QStringLiteral("copy-%1.conf").arg(++copies));
    *ok = dir.isValid() && writeFile(copy, bytes);
    QVariantMap values;
    if (!*ok)
        return values;
    QSettings settings(copy, QSettings::IniFormat);
    for (const QString &key : settings.allKeys())
        values.insert(key, settings.value(key));
    *ok = settings.status() == QSettings::NoError;
    return values;
}

QStringList entriesOf(const QString &folder) {
    return QDir(folder).entryList(
        QDir::AllEntries | QDir::Hidden | QDir::System | QDir::NoDotAndDotDot, QDir::Name);
}

struct Run {
    bool killed = false;
    int exitCode = -1;
    QString err;
    QString waited; // the sleeps strace saw, when asked to watch for them
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
    for (const QString &line : QString::fromUtf8(contents(log)).split(u'\n')) {
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
        const QString lockFile = u'"' + target + QStringLiteral(".lock\"");
        if (name == "openat" && line.contains(lockFile) && line.contains("O_EXCL") &&
            !line.contains(" = -1 "))
            trace.locks.append({trace.span.size(), trace.span.size()});
        if (name.startsWith("unlink") && line.contains(lockFile) && !trace.locks.isEmpty())
            trace.locks.last().second = trace.span.size();
        // The call that gives the new file a name; a link refused (EEXIST) names nothing.
        if (trace.named < 0 && !line.contains(lockFile) && !line.contains(" = -1 ") &&
            (name == "linkat" || (name == "openat" && line.contains("O_EXCL"))))
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
    Run nextWrite(Writer writer, const QString &target, const QString &input,
                  const QString &log) const;

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
    case Writer::Settings:
        return {QStringLiteral("settings"), target, QStringLiteral("2")};
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
    QTest::newRow("settings") << Writer::Settings << Mode::Unnamed;
    QTest::newRow("settings, no O_TMPFILE") << Writer::Settings << Mode::Named;
}

// The next write after a kill, undisturbed but watched for the sleeps of a writer that waits
// (QLockFile's wait for a lock file to become stale).
Run AimedKillsTest::nextWrite(Writer writer, const QString &target, const QString &input,
                              const QString &log) const {
    const QStringList watch{
        QStringLiteral("-f"), QStringLiteral("-qq"),
        QStringLiteral("-o"), log,
        QStringLiteral("-e"), QStringLiteral("trace=nanosleep,clock_nanosleep")};
    Run next = run(m_strace, straced(watch, writer, target, input));
    const QByteArray sleeps = contents(log).trimmed();
    next.waited = QString::fromUtf8(sleeps.left(300));
    return next;
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
    // The settings' name as the game's: the probe finds it as the standard path.
    const QString name = writer == Writer::Settings ? QStringLiteral("Tihbat.conf")
                                                    : QStringLiteral("target.tihbat");
    const QString target = folder + u'/' + name;
    QByteArray old = QByteArray("the old file, which must stay whole\n").repeated(40);
    const QString reference = dir.filePath(QStringLiteral("reference/") + name);
    if (writer == Writer::Settings) {
        // The first generation, the second's old file.
        QVERIFY(QDir(dir.path()).mkpath(QStringLiteral("first")));
        const QString first = dir.filePath(QStringLiteral("first/") + name);
        const Run firstRun = run(programOf(writer), {QStringLiteral("settings"), first, "1"});
        QVERIFY2(firstRun.exitCode == 0 && !firstRun.killed, qPrintable(firstRun.err));
        old = contents(first);
        QVERIFY(writeFile(reference, old));
    }

    // The new file, from a run that nobody disturbs.
    const Run clean = run(programOf(writer), writerArgs(writer, reference, input));
    QVERIFY2(clean.exitCode == 0 && !clean.killed, qPrintable(clean.err));
    const QByteArray fresh = contents(reference);
    QVERIFY(!fresh.isEmpty() && fresh != old);
    bool readable = false;
    const QVariantMap oldSettings = settingsIn(old, &readable);
    const QVariantMap freshSettings = settingsIn(fresh, &readable);
    if (writer == Writer::Settings) {
        QVERIFY(readable);
        QVERIFY(oldSettings != freshSettings);
        // Kept from the first generation: the second read the old file before writing.
        QVERIFY(freshSettings.contains(QStringLiteral("files/lastFolder")));
        QVERIFY(!freshSettings.contains(QStringLiteral("view/highContrastBoard")));
    }

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
    QCOMPARE(contents(target), fresh);
    QVERIFY2(trace.named >= 0 && trace.renamed > trace.named, qPrintable(log));
    QCOMPARE(entriesOf(folder), QStringList{name});
    // The names a killed write may leave: its temporary and (settings) its lock file.
    const QRegularExpression temporary(writer == Writer::Settings
                                           ? QStringLiteral(R"(^Tihbat\.conf\.[A-Za-z0-9]{6}$)")
                                           : QStringLiteral(R"(^\.target\.tihbat\..+\.tmp$)"));
    const QString lock = name + QStringLiteral(".lock");
    const QString sleepLog = dir.filePath(QStringLiteral("sleeps.log"));

    QVERIFY(writeFile(sleepLog, {}));
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
        if (contents(target) != expected)
            failures << what + QStringLiteral(": the target is neither the expected whole file");
        if (writer == Writer::Settings) {
            bool ok = false;
            const QVariantMap left = settingsIn(contents(target), &ok);
            if (!ok || left != (i <= trace.renamed ? oldSettings : freshSettings))
                failures << what + QStringLiteral(": QSettings does not read the expected keys");
        }
        const bool strayExpected = i > trace.named && i <= trace.renamed;
        const bool lockExpected =
            std::any_of(trace.locks.cbegin(), trace.locks.cend(),
                        [i](const auto &held) { return i > held.first && i <= held.second; });
        const QStringList left = entriesOf(folder);
        const QStringList stray = left.filter(temporary);
        if (stray.size() != (strayExpected ? 1 : 0) || left.contains(lock) != lockExpected ||
            left.size() != 1 + stray.size() + (lockExpected ? 1 : 0) || !left.contains(name))
            failures << what + QStringLiteral(": left %1").arg(left.join(u' '));
        // The next write, undisturbed, finishes and removes what the killed one left (the
        // removal comes before the new file is made, the same in both modes; its opens would
        // shift the count that aims the fallback's EOPNOTSUPP).
        const Run next = nextWrite(writer, target, input, sleepLog);
        if (next.exitCode != 0 || next.killed)
            failures << what + QStringLiteral(": the next write failed: %1").arg(next.err);
        if (!next.waited.isEmpty())
            failures << what + QStringLiteral(": the next write waited: %1").arg(next.waited);
        if (contents(target) != fresh)
            failures << what + QStringLiteral(": the next write did not leave the new file");
        if (entriesOf(folder) != QStringList{name})
            failures << what + QStringLiteral(": after the next write: %1")
                                   .arg(entriesOf(folder).join(u' '));
    }
    // Nothing outside the target's folder changed: the input and the reference are as they were.
    QCOMPARE(entriesOf(dir.path()), before);
    QCOMPARE(contents(input), QByteArray(Input));
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
