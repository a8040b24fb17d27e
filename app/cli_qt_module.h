// SPDX-License-Identifier: GPL-3.0-or-later
// What tihbat-cli and its Qt module (tihbat-cli-qt, app/cli_qt_module.cpp) agree
// on: the commands the module runs (worksheet, picture, scoresheet: they need Qt's painting;
// host, join, find: they need Qt's event loop and sockets) and the one function it exports.
// tihbat-cli loads the module only for these commands, so the others start without loading Qt.
#pragma once

#include <string>
#include <vector>

namespace tihbat::cli {

// Whether args (without the program name) name one of the drawing commands.
inline bool isDrawingCommand(const std::vector<std::string> &args) {
    return !args.empty() &&
           (args[0] == "worksheet" || args[0] == "picture" || args[0] == "scoresheet");
}

// Whether args name one of the network commands (tihbat_net_cli, model/net/cli), which the
// module runs too.
inline bool isNetworkCommand(const std::vector<std::string> &args) {
    return !args.empty() &&
           (args[0] == "host" || args[0] == "join" || args[0] == "find" || args[0] == "tournament");
}

// The name of the module's entry point: int (int argc, char *argv[]), as main() has them; the
// exit status of tihbat-cli.
constexpr const char *QtEntryPoint = "tihbat_cli_qt_main";
using QtMain = int (*)(int argc, char *argv[]);

} // namespace tihbat::cli
