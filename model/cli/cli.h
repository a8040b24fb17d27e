// SPDX-License-Identifier: GPL-3.0-or-later
// tihbat-cli as a function: the whole program except main(), so tests can run it in-process.
#pragma once

#include <functional>
#include <iosfwd>
#include <string>
#include <string_view>
#include <vector>

namespace tihbat::cli {

constexpr int ExitSuccess = 0;
constexpr int ExitInternalError = 1;
constexpr int ExitUsageError = 2;

// Runs one command. args excludes the program name. On success the output goes to out and the
// result is ExitSuccess; on bad input one line goes to err, nothing to out, and the result is
// ExitUsageError.
int runCli(const std::vector<std::string> &args, std::ostream &out, std::ostream &err);

// Runs one command as the program does: the output goes to file descriptor 1, every write and
// the final close checked (a full disk, /dev/full, a closed pipe's error), errors to stderr.
// Output that cannot be written is an error like bad input: one line on stderr, ExitUsageError.
int runCliOnStandardStreams(const std::vector<std::string> &args);

// Runs a command's work the way every command reports: a UsageError becomes one line
// "tihbat-cli: …" on err and ExitUsageError, any other exception an internal error
// (ExitInternalError); ExitSuccess when it returns.
int runReporting(const std::function<void()> &work, std::ostream &err);

// Writes `bytes` to the file `path` whole or not at all (files::writeFileSafely); a UsageError
// naming `option` and saying why when it cannot.
void writeOutputFile(std::string_view option, const std::string &path, std::string_view bytes);

std::string helpText();
std::string versionText();

} // namespace tihbat::cli
