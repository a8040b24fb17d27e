// SPDX-License-Identifier: GPL-3.0-or-later
// tihbat-cli as a function: the whole program except main(), so tests can run it in-process.
#pragma once

#include <iosfwd>
#include <string>
#include <vector>

namespace tihbat::cli {

constexpr int ExitSuccess = 0;
constexpr int ExitInternalError = 1;
constexpr int ExitUsageError = 2;

// Runs one command. args excludes the program name. On success the output goes to out and the
// result is ExitSuccess; on bad input one line goes to err, nothing to out, and the result is
// ExitUsageError.
int runCli(const std::vector<std::string> &args, std::ostream &out, std::ostream &err);

std::string helpText();
std::string versionText();

} // namespace tihbat::cli
