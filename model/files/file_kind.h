// SPDX-License-Identifier: GPL-3.0-or-later
// What is at a path: the one "is this a regular file?" of the game and tihbat-cli. Plain C++.
#pragma once

#include "safe_file.h"

#include <cstdint>
#include <optional>
#include <string>

namespace tihbat::files {

enum class FileKind : std::uint8_t {
    Nothing, // no such file (a dangling symlink too)
    Regular,
    Directory,
    NamedPipe,
    Device, // a character or block device
    Socket,
    Unknown, // the system could not look (errorNumber says why: permission, a loop, ...)
};

struct FileStatus {
    FileKind kind = FileKind::Nothing;
    int errorNumber = 0;      // errno, for FileKind::Unknown
    std::uint64_t size = 0;   // bytes, for a regular file
    unsigned permissions = 0; // the mode's permission bits (07777)
};

// What is at `path`, through symlinks.
[[nodiscard]] FileStatus statusOf(const std::string &path);
// What an open file descriptor is.
[[nodiscard]] FileStatus statusOfOpenFile(int fd);
[[nodiscard]] bool isRegularFile(const std::string &path);

// Why a file of this kind may not be read or replaced: nothing for a regular file, for nothing
// at all and for Unknown (whose errorNumber says why).
[[nodiscard]] std::optional<FileProblem> problemWith(FileKind kind);

// Why `path` cannot be used as a file: what is there when it is no regular file (through
// links), or the system's error other than "not there". Nothing when it is free or a regular
// file. `writing` words the error as a write's ("cannot write PATH: ...").
[[nodiscard]] std::optional<FileError> notAFileAt(const std::string &path, bool writing = false);

} // namespace tihbat::files
