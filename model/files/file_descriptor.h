// SPDX-License-Identifier: GPL-3.0-or-later
// A POSIX file descriptor owned: closed on every way out, or closed early to hear the result
// (close can be where a deferred write error shows). Plain C++.
#pragma once

#include <unistd.h>

namespace tihbat::files {

class FileDescriptor {
public:
    explicit FileDescriptor(int fd = -1)
        : m_fd(fd) {}
    ~FileDescriptor() {
        if (m_fd >= 0)
            ::close(m_fd);
    }
    FileDescriptor(const FileDescriptor &) = delete;
    FileDescriptor &operator=(const FileDescriptor &) = delete;

    int get() const { return m_fd; }
    // Hands the descriptor over: it is no longer closed here.
    int release() {
        const int fd = m_fd;
        m_fd = -1;
        return fd;
    }
    // Closes now and returns close's result.
    int close() {
        const int result = ::close(m_fd);
        m_fd = -1;
        return result;
    }

private:
    int m_fd;
};

} // namespace tihbat::files
