// SPDX-License-Identifier: GPL-3.0-or-later
// tihbat-cli's Qt module: runs the commands that draw (tihbat_print's worksheet, picture
// and scoresheet) in a QApplication on the offscreen platform, and the network commands
// (tihbat_net_cli's host, join and find) in a QCoreApplication. tihbat-cli loads it at run time
// for those commands only (cli_main.cpp); it embeds the game's catalogues for the sheets'
// languages.
#include "cli_qt_module.h"

#include "net/cli/net_commands.h"
#include "paper/print_commands.h"

#include <QApplication>
#include <QCoreApplication>
#include <iostream>

extern "C" __attribute__((visibility("default"))) int tihbat_cli_qt_main(int argc, char *argv[]) {
    const std::vector<std::string> args(argv + 1, argv + argc);
    if (tihbat::cli::isNetworkCommand(args)) {
        // An event loop, not a screen; Qt's own warnings stay off the error stream, which
        // carries the one line of an error.
        qInstallMessageHandler([](QtMsgType type, const QMessageLogContext &, const QString &text) {
            if (type == QtCriticalMsg || type == QtFatalMsg)
                std::cerr << "tihbat-cli: " << text.toStdString() << '\n';
        });
        QCoreApplication app(argc, argv);
        return tihbat::net::cli::runNetCommand(args, std::cout, std::cerr);
    }
    // No window: the offscreen platform, fonts from fontconfig, and none of Qt's chatter on the
    // error stream, which carries the one line of an error.
    qputenv("QT_QPA_PLATFORM", "offscreen");
    qInstallMessageHandler([](QtMsgType type, const QMessageLogContext &, const QString &text) {
        if (type == QtCriticalMsg || type == QtFatalMsg)
            std::cerr << "tihbat-cli: " << text.toStdString() << '\n';
    });
    // The board's art is a QGraphicsScene: it needs QApplication, not just QGuiApplication.
    QApplication app(argc, argv);
    return tihbat::print::runPrintCommand(args, std::cerr);
}
