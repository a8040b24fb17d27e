// SPDX-License-Identifier: GPL-3.0-or-later
// A folder of the user's alone, for files nobody else may plant or change (the board art
// cache). Plain C++.
#pragma once

#include "file_descriptor.h"
#include "mapped_file.h"

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace tihbat::files {

// Held open while in use: a real directory (not a symlink to one) owned by this user (the
// effective one) that others may not write to. Its entries are looked at by name inside the
// open folder and never through a symlink, so nothing planted there leads outside.
class PrivateFolder {
public:
    // Opens the folder at `path`; isOpen() is false when there is none fit to use.
    explicit PrivateFolder(const std::string &path);

    bool isOpen() const { return m_folder.get() >= 0; }

    // Whether `name` may be written: nothing has that name, or a regular file of this user's.
    [[nodiscard]] bool mayWrite(const std::string &name) const;

    struct OwnFile {
        std::string name;
        std::int64_t modifiedNanoseconds = 0; // since the epoch
    };
    // The regular files of this user's in the folder (no symlinks, FIFOs, folders...).
    [[nodiscard]] std::vector<OwnFile> ownFiles() const;

    // Removes `name` if it is still a regular file of this user's. Whether it went.
    bool removeOwnFile(const std::string &name);

    // The whole of `name` mapped into memory if it is a regular file of this user's, opened
    // without waiting (on a FIFO) and without following a symlink.
    [[nodiscard]] std::optional<MappedFile> mapOwnFile(const std::string &name) const;

private:
    FileDescriptor m_folder;
};

} // namespace tihbat::files
