// SPDX-License-Identifier: GPL-3.0-or-later
#include "shared_module.h"

#include <dlfcn.h>
#include <filesystem>
#include <system_error>

namespace tihbat::files {

ModuleFunction loadModuleFunction(const std::string &path, const char *name) {
    ModuleFunction found;
    void *module = ::dlopen(path.c_str(), RTLD_NOW | RTLD_LOCAL);
    if (module == nullptr) {
        const char *why = ::dlerror();
        found.loadError = why != nullptr ? why : "unknown error";
        return found;
    }
    found.address = ::dlsym(module, name);
    return found;
}

std::string runningProgramPath() {
    std::error_code error;
    const std::filesystem::path program = std::filesystem::read_symlink("/proc/self/exe", error);
    return error ? std::string() : program.string();
}

} // namespace tihbat::files
