// SPDX-License-Identifier: GPL-3.0-or-later
// The one test of "a file that is ours", for the platform layer's own files. POSIX.
#pragma once

#include <sys/stat.h>
#include <unistd.h>

namespace tihbat::files {

// A regular file (not what a link leads to: `info` is from lstat, fstatat without following, or
// fstat of a file opened with O_NOFOLLOW) of this process's user.
inline bool isOwnRegularFile(const struct stat &info) {
    return S_ISREG(info.st_mode) && info.st_uid == ::geteuid();
}

// One of ours with no second name: removing it takes no name another file still has.
inline bool isOwnSingleFile(const struct stat &info) {
    return isOwnRegularFile(info) && info.st_nlink == 1;
}

} // namespace tihbat::files
