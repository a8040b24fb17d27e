// SPDX-License-Identifier: GPL-3.0-or-later
// The platform layer's calls about the process: its user, its standard output, the modules it
// loads and its own file. Real files, a real module (test_module.cpp), the real descriptor 1.
#include "files/current_user.h"
#include "files/shared_module.h"
#include "files/standard_output.h"

#include <QCoreApplication>
#include <QFile>
#include <QFileInfo>
#include <QTemporaryDir>
#include <QTest>
#include <cerrno>
#include <cstdio>
#include <fcntl.h>
#include <unistd.h>

using namespace tihbat::files;

namespace {

// Runs `write` with descriptor 1 on `target` (or closed, for -1), then puts the test's own
// standard output back; returns what `write` returned.
template <typename Write>
int withStandardOutputOn(int target, Write write) {
    std::fflush(stdout);
    const int saved = ::fcntl(STDOUT_FILENO, F_DUPFD_CLOEXEC, 10);
    if (saved < 0)
        return -1000;
    if (target >= 0)
        ::dup2(target, STDOUT_FILENO);
    else
        ::close(STDOUT_FILENO);
    const int result = write();
    const bool stillOpen = ::fcntl(STDOUT_FILENO, F_GETFD) != -1;
    ::dup2(saved, STDOUT_FILENO);
    ::close(saved);
    return stillOpen ? -2000 : result; // it must be closed afterwards
}

} // namespace

class TestProcessCalls : public QObject {
    Q_OBJECT

private slots:
    void currentUserOwnsWhatItMakes();
    void standardOutputGetsEveryByteAndIsClosed();
    void aFullStandardOutputSaysSo();
    void aClosedStandardOutputWithNothingToSayIsFine();
    void aClosedStandardOutputWithSomethingToSayIsNot();
    void aModulesFunctionIsFound();
    void aMissingFunctionIsNoLoadError();
    void whatIsNoModuleSaysWhy();
    void theRunningProgramIsThisTest();
};

void TestProcessCalls::currentUserOwnsWhatItMakes() {
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    QFile made(dir.filePath("made"));
    QVERIFY(made.open(QIODevice::WriteOnly));
    QCOMPARE(currentUserId(), QFileInfo(made.fileName()).ownerId());
}

void TestProcessCalls::standardOutputGetsEveryByteAndIsClosed() {
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString path = dir.filePath("out");
    const int file =
        ::open(QFile::encodeName(path).constData(), O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0600);
    QVERIFY(file >= 0);
    // More than a pipe's buffer, in one call.
    const std::string bytes(200'000, 'x');
    const int result =
        withStandardOutputOn(file, [&] { return writeStandardOutputAndClose(bytes); });
    ::close(file);
    QCOMPARE(result, 0);
    QFile written(path);
    QVERIFY(written.open(QIODevice::ReadOnly));
    QCOMPARE(written.readAll().toStdString(), bytes);
}

void TestProcessCalls::aFullStandardOutputSaysSo() {
    const int full = ::open("/dev/full", O_WRONLY | O_CLOEXEC);
    QVERIFY(full >= 0);
    const int result = withStandardOutputOn(full, [] { return writeStandardOutputAndClose("x"); });
    ::close(full);
    QCOMPARE(result, ENOSPC);
}

void TestProcessCalls::aClosedStandardOutputWithNothingToSayIsFine() {
    QCOMPARE(withStandardOutputOn(-1, [] { return writeStandardOutputAndClose({}); }), 0);
}

void TestProcessCalls::aClosedStandardOutputWithSomethingToSayIsNot() {
    QCOMPARE(withStandardOutputOn(-1, [] { return writeStandardOutputAndClose("x"); }), EBADF);
}

void TestProcessCalls::aModulesFunctionIsFound() {
    const ModuleFunction found =
        loadModuleFunction(TIHBAT_TEST_MODULE, "tihbat_test_module_answer");
    QCOMPARE(found.loadError, std::string());
    QVERIFY(found.address != nullptr);
    const auto answer = reinterpret_cast<int (*)()>(found.address);
    QCOMPARE(answer(), 42);
}

void TestProcessCalls::aMissingFunctionIsNoLoadError() {
    const ModuleFunction found = loadModuleFunction(TIHBAT_TEST_MODULE, "no_such_function");
    QCOMPARE(found.loadError, std::string());
    QVERIFY(found.address == nullptr);
}

void TestProcessCalls::whatIsNoModuleSaysWhy() {
    const ModuleFunction missing = loadModuleFunction("/nonexistent/module.so", "f");
    QVERIFY(missing.address == nullptr);
    QVERIFY2(missing.loadError.find("/nonexistent/module.so") != std::string::npos,
             missing.loadError.c_str());
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    QFile text(dir.filePath("text.so"));
    QVERIFY(text.open(QIODevice::WriteOnly));
    QVERIFY(text.write("not a library\n") > 0);
    text.close();
    const ModuleFunction notALibrary =
        loadModuleFunction(QFile::encodeName(text.fileName()).toStdString(), "f");
    QVERIFY(notALibrary.address == nullptr);
    QVERIFY(!notALibrary.loadError.empty());
}

void TestProcessCalls::theRunningProgramIsThisTest() {
    QCOMPARE(QString::fromStdString(runningProgramPath()),
             QFileInfo(QCoreApplication::arguments().at(0)).canonicalFilePath());
}

QTEST_GUILESS_MAIN(TestProcessCalls)
#include "tst_process_calls.moc"
