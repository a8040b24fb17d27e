// SPDX-License-Identifier: GPL-3.0-or-later
// tihbat-cli's commands that draw: `worksheet` (a puzzle worksheet as PDF, its answer key
// appended or in a file of its own), `picture` (a position as a PNG of the board) and
// `scoresheet` (a recorded game's score sheet as PDF, with the exact solver's values). They need
// Qt's painting, so they live here rather than in the plain C++ tihbat_cli_lib; tihbat-cli's
// Qt module (app/cli_qt_module.cpp) hands them their arguments and they keep its
// manners: bad input or an output that cannot be
// written is one line on the error stream and exit status 2, with nothing written.
#pragma once

#include <iosfwd>
#include <string>
#include <vector>

namespace tihbat::print {

// Runs the command args name (without the program name; one of those above, as
// cli::isDrawingCommand says); a QApplication must exist. The exit status of tihbat-cli.
int runPrintCommand(const std::vector<std::string> &args, std::ostream &err);

} // namespace tihbat::print
