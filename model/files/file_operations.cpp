// SPDX-License-Identifier: GPL-3.0-or-later
#include "file_operations.h"

#include "file_descriptor.h"
#include "own_file.h"

#include <cerrno>
#include <fcntl.h>
#include <sys/file.h>
#include <sys/stat.h>
#include <unistd.h>

namespace tihbat::files {

int makePrivateFolder(const std::string &path) {
    return ::mkdir(path.c_str(), 0700) == 0 ? 0 : errno;
}

int removeFile(const std::string &path) {
    return ::unlink(path.c_str()) == 0 ? 0 : errno;
}

bool removeOwnRegularFile(const std::string &path) {
    struct stat info {};
    return ::lstat(path.c_str(), &info) == 0 && isOwnSingleFile(info) &&
           ::unlink(path.c_str()) == 0;
}

bool removeEmptyUnlockedFile(const std::string &path) {
    // Opened without following a link or waiting on a FIFO; the lock taken is held until the
    // name is gone, so no writer can start using the file in between.
    const FileDescriptor file(::open(path.c_str(), O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC));
    if (file.get() < 0)
        return false;
    struct stat opened {};
    struct stat named {};
    // Still the file that was opened and locked, not one put there meanwhile.
    return ::fstat(file.get(), &opened) == 0 && S_ISREG(opened.st_mode) && opened.st_size == 0 &&
           ::flock(file.get(), LOCK_EX | LOCK_NB) == 0 && ::lstat(path.c_str(), &named) == 0 &&
           named.st_dev == opened.st_dev && named.st_ino == opened.st_ino &&
           ::unlink(path.c_str()) == 0;
}

} // namespace tihbat::files
