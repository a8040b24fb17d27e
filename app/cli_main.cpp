// SPDX-License-Identifier: GPL-3.0-or-later
// tihbat-cli: plays and solves Tihbat games for scripts; all the work is in tihbat_cli_lib.
#include "cli/cli.h"

#include <string>
#include <vector>

int main(int argc, char *argv[]) {
    const std::vector<std::string> args(argv + 1, argv + argc);
    return tihbat::cli::runCliOnStandardStreams(args);
}
