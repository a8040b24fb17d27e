// SPDX-License-Identifier: GPL-3.0-or-later
// tihbat-cli's network commands: `host`, `join` and `find`. They need Qt's event loop and
// sockets, so they live here rather than in the plain C++ tihbat_cli_lib; tihbat-cli hands
// them their arguments and they keep its manners: the result is one JSON object on standard
// output (find: one a game), and bad input, a refused code, no answer or a peer that breaks the
// protocol is one line on the error stream and exit status 2.
#pragma once

#include <iosfwd>
#include <string>
#include <vector>

namespace tihbat::net::cli {

// Whether args (without the program name) name one of these commands.
bool isNetCommand(const std::vector<std::string> &args);

// Runs it; a QCoreApplication must exist. The exit status of tihbat-cli.
int runNetCommand(const std::vector<std::string> &args, std::ostream &out, std::ostream &err);

} // namespace tihbat::net::cli
