// SPDX-License-Identifier: GPL-3.0-or-later
// Runs tihbat-cli for the tests: in process through runCli, or as the real program.
#pragma once

#include "cli/cli.h"

#include <QProcess>
#include <QString>
#include <QStringList>
#include <QTest>
#include <sstream>
#include <string>
#include <vector>

struct CliResult {
    int exitCode = -1;
    QString out;
    QString err;
};

inline CliResult runInProcess(const QStringList &args) {
    std::vector<std::string> argv;
    for (const QString &arg : args)
        argv.push_back(arg.toStdString());
    std::ostringstream out;
    std::ostringstream err;
    CliResult result;
    result.exitCode = tihbat::cli::runCli(argv, out, err);
    result.out = QString::fromStdString(out.str());
    result.err = QString::fromStdString(err.str());
    return result;
}

// TIHBAT_CLI_BINARY is the path of the built program (a compile definition).
inline CliResult runBinary(const QStringList &args) {
    QProcess process;
    process.start(QStringLiteral(TIHBAT_CLI_BINARY), args);
    CliResult result;
    if (!process.waitForFinished(60000))
        return result;
    result.exitCode = process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -1;
    result.out = QString::fromUtf8(process.readAllStandardOutput());
    result.err = QString::fromUtf8(process.readAllStandardError());
    return result;
}

// Bad input: exit status 2, nothing on stdout, one "tihbat-cli: ..." line on stderr that says
// `message`.
inline void verifyRefused(const CliResult &result, const QString &message) {
    QCOMPARE(result.exitCode, 2);
    QCOMPARE(result.out, QString());
    QVERIFY2(result.err.startsWith("tihbat-cli: "), qPrintable(result.err));
    QVERIFY2(result.err.endsWith(u'\n') && result.err.count(u'\n') == 1, qPrintable(result.err));
    QVERIFY2(result.err.contains(message), qPrintable(result.err));
}
