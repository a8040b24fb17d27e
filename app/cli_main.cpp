// SPDX-License-Identifier: GPL-3.0-or-later
// tihbat-cli: plays and solves Tihbat games for scripts; all the work is in tihbat_cli_lib. The
// commands that draw (worksheet, picture, scoresheet) and the network ones (host, join, find)
// are in a module loaded at run time (cli_qt_module.h), so the others do not pay for
// loading Qt.
#include "cli/cli.h"
#include "cli_qt_module.h"
#include "files/shared_module.h"

#include <cstdlib>
#include <filesystem>
#include <iostream>
#include <string>
#include <system_error>
#include <vector>

namespace {

namespace fs = std::filesystem;

// Where the module may be: TIHBAT_MODULE_DIR when set (the tests' build tree), else beside the
// program (the build tree) and where it is installed relative to the program.
std::vector<fs::path> moduleFolders() {
    if (const char *folder = std::getenv("TIHBAT_MODULE_DIR"); folder && *folder)
        return {folder};
    const std::string program = tihbat::files::runningProgramPath();
    if (program.empty())
        return {};
    const fs::path folder = fs::path(program).parent_path();
    return {folder, (folder / TIHBAT_CLI_MODULE_RELATIVE_DIR).lexically_normal()};
}

int runQtCommand(int argc, char *argv[]) {
    const std::vector<fs::path> folders = moduleFolders();
    std::string tried;
    for (const fs::path &folder : folders) {
        const fs::path path = folder / TIHBAT_CLI_MODULE_FILE;
        std::error_code error;
        if (!fs::is_regular_file(path, error))
            continue;
        // Kept loaded until the process ends: Qt's libraries do not expect to be unloaded.
        const tihbat::files::ModuleFunction entry =
            tihbat::files::loadModuleFunction(path.string(), tihbat::cli::QtEntryPoint);
        if (!entry.loadError.empty()) {
            std::cerr << "tihbat-cli: internal error: the Qt module " << path.string()
                      << " cannot be loaded: " << entry.loadError << '\n';
            return tihbat::cli::ExitInternalError;
        }
        const auto run = reinterpret_cast<tihbat::cli::QtMain>(entry.address);
        if (!run) {
            std::cerr << "tihbat-cli: internal error: " << path.string()
                      << " is not tihbat-cli's Qt module\n";
            return tihbat::cli::ExitInternalError;
        }
        return run(argc, argv);
    }
    for (const fs::path &folder : folders)
        tried += (tried.empty() ? "" : ", ") + folder.string();
    std::cerr << "tihbat-cli: internal error: the Qt module " << TIHBAT_CLI_MODULE_FILE
              << " is not in " << (tried.empty() ? "any folder" : tried) << '\n';
    return tihbat::cli::ExitInternalError;
}

} // namespace

int main(int argc, char *argv[]) {
    const std::vector<std::string> args(argv + 1, argv + argc);
    if (tihbat::cli::isDrawingCommand(args) || tihbat::cli::isNetworkCommand(args))
        return runQtCommand(argc, argv);
    return tihbat::cli::runCliOnStandardStreams(args);
}
