// SPDX-License-Identifier: GPL-3.0-or-later
// Single steps on a path that Qt either lacks or does differently (a folder for its owner alone
// from the start, a removal that says why, leftovers removed only when they are surely
// abandoned). Plain C++.
#pragma once

#include <string>

namespace tihbat::files {

// Makes the folder `path` (not its parents), readable and writable by its owner alone. Returns
// 0 or the errno (EEXIST when anything, even a dangling symlink, already has that name).
[[nodiscard]] int makePrivateFolder(const std::string &path);

// Removes the name `path` (a link itself, never what it points to). Returns 0 or the errno
// (ENOENT when there was nothing).
[[nodiscard]] int removeFile(const std::string &path);

// Removes `path` if it is a regular file (not a symlink) of this user's with no other name
// (one link): a leftover of this user's own, never something a link leads to. Whether it went.
bool removeOwnRegularFile(const std::string &path);

// Removes `path` if it is an empty regular file (not a symlink) that no process holds an
// flock() on: a lock file whose writer died before writing to it. Whether it went.
bool removeEmptyUnlockedFile(const std::string &path);

} // namespace tihbat::files
