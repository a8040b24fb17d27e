// SPDX-License-Identifier: GPL-3.0-or-later
// tihbat-cli: plays and solves Tihbat games for scripts; all the work is in tihbat_cli_lib, the
// commands that draw (worksheet, picture) in tihbat_print, the network commands (host, join,
// find) in tihbat_net_cli.
#include "cli/cli.h"
#include "net/cli/net_commands.h"
#include "print/print_commands.h"

#include <QApplication>
#include <QCoreApplication>
#include <QHashFunctions>
#include <iostream>
#include <string>
#include <vector>

namespace {

// The drawing commands show no window: the offscreen platform, fonts from fontconfig, and
// none of Qt's chatter on the error stream, which carries the one line of an error.
int runPrintCommand(int argc, char *argv[], const std::vector<std::string> &args) {
    qputenv("QT_QPA_PLATFORM", "offscreen");
    // Qt's PDF writer names and orders the embedded fonts from a QHash: one seed for every run,
    // so the same options give the same bytes.
    QHashSeed::setDeterministicGlobalSeed();
    qInstallMessageHandler([](QtMsgType type, const QMessageLogContext &, const QString &text) {
        if (type == QtCriticalMsg || type == QtFatalMsg)
            std::cerr << "tihbat-cli: " << text.toStdString() << '\n';
    });
    // The board's art is a QGraphicsScene: it needs QApplication, not just QGuiApplication.
    QApplication app(argc, argv);
    return tihbat::print::runPrintCommand(args, std::cerr);
}

// The network commands need an event loop, not a screen; Qt's own warnings stay off the error
// stream, which carries the one line of an error.
int runNetCommand(int argc, char *argv[], const std::vector<std::string> &args) {
    qInstallMessageHandler([](QtMsgType type, const QMessageLogContext &, const QString &text) {
        if (type == QtCriticalMsg || type == QtFatalMsg)
            std::cerr << "tihbat-cli: " << text.toStdString() << '\n';
    });
    QCoreApplication app(argc, argv);
    return tihbat::net::cli::runNetCommand(args, std::cout, std::cerr);
}

} // namespace

int main(int argc, char *argv[]) {
    const std::vector<std::string> args(argv + 1, argv + argc);
    if (tihbat::print::isPrintCommand(args))
        return runPrintCommand(argc, argv, args);
    if (tihbat::net::cli::isNetCommand(args))
        return runNetCommand(argc, argv, args);
    return tihbat::cli::runCliOnStandardStreams(args);
}
