// SPDX-License-Identifier: GPL-3.0-or-later
// A shared library loaded at run time, and where the running program is. Plain C++.
#pragma once

#include <string>

namespace tihbat::files {

struct ModuleFunction {
    void *address = nullptr; // the function, when the library loaded and has it
    std::string loadError;   // the system's words when the library could not be loaded
};

// Loads the shared library at `path` for the rest of the process (never unloaded: Qt's
// libraries do not expect to be) and finds its function `name`. A library that loads but lacks
// the function gives neither an address nor a loadError.
[[nodiscard]] ModuleFunction loadModuleFunction(const std::string &path, const char *name);

// The running program's own file, through any symlink it was started by; empty when the
// system does not say.
[[nodiscard]] std::string runningProgramPath();

} // namespace tihbat::files
