// SPDX-License-Identifier: GPL-3.0-or-later
// Whole-file reads and writes that never lose data and always say why they failed.
//
// writeFileSafely replaces a file with its complete new content or leaves the old file byte for
// byte as it was: the bytes go to an unnamed file in the same folder (O_TMPFILE; a file with a
// random name opened with O_EXCL where the file system lacks it), every step is checked (open,
// every write, fsync, close, link, rename) and only then does the new file take the old one's
// name. No predictable name is ever opened, so a planted symlink is never followed. A process
// killed before the new file has a name leaves nothing behind; one killed between naming it
// (".NAME.<random>.tmp") and the rename leaves that temporary, which the next write of NAME
// removes: it recognises its own pattern and that no living writer holds the file locked.
//
// readFileLimited opens without blocking and refuses anything that is not a regular file (a
// named pipe, a device such as /dev/zero, a directory, a socket) before reading a byte, and
// never reads more than the limit it is given.
//
// Plain C++ on POSIX: tihbat-cli uses it without Qt; the Qt layer words the errors for people.
#pragma once

#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace tihbat::files {

// Where a read or write stopped.
enum class FileStep : std::uint8_t {
    Open,   // opening the file to read, or making the new file in its folder
    Read,   // reading it
    Write,  // writing the new content
    Flush,  // fsync and close: where a full disk or quota often shows first
    Commit, // giving the new file the old one's name
};

// What was wrong.
enum class FileProblem : std::uint8_t {
    System,    // the system's errno says (errorNumber)
    NamedPipe, // a FIFO: reading it would wait for a writer forever
    Device,    // a character or block device such as /dev/zero: endless or not ours
    Socket,
    Directory,
    TooLarge, // longer than the reader's limit
};

struct FileError {
    FileStep step = FileStep::Open;
    FileProblem problem = FileProblem::System;
    int errorNumber = 0; // errno for FileProblem::System
    std::string path;
    std::size_t limit = 0; // for FileProblem::TooLarge

    // Why, in lower case as it reads after a colon: "permission denied", "no space left on
    // device", "too many levels of symbolic links", "it is a named pipe (FIFO), not a file".
    std::string reason() const;
    // "cannot open PATH: permission denied", "cannot write PATH: no space left on device".
    std::string describe() const;
    bool writing = false; // set by writeFileSafely: "cannot write" rather than "cannot open"
};

struct WriteOptions {
    // Permissions of a new file (the old file's are kept when it is replaced); umask applies.
    unsigned mode = 0666;
    // Readable and writable by its owner only (a secret inside): group and others lose every
    // permission, the old file's too when it is replaced.
    bool ownerOnly = false;
};

// Replaces the file at `path` with `bytes`, or leaves it as it was and says why. A symlink to a
// regular file is followed: the file it points to is replaced and the link kept. The folder must
// exist. Refuses a path that is a directory, a FIFO, a device or a socket.
[[nodiscard]] std::optional<FileError>
writeFileSafely(const std::string &path, std::string_view bytes, const WriteOptions &options = {});

// Writes all of `bytes` to `fd`, through short writes and interruptions. Returns 0 or the errno
// of the write that failed (a write that wrote nothing counts as EIO).
int writeAllBytes(int fd, std::string_view bytes);

struct ReadFileResult {
    std::string bytes;
    std::optional<FileError> error;
    bool ok() const { return !error.has_value(); }
};

// Reads the whole regular file at `path` if it holds at most `maxBytes` bytes; a longer file is
// refused with FileProblem::TooLarge unless `truncateAtLimit`, in which case its first
// maxBytes + 1 bytes are returned (for a parser that says where the limit was passed).
[[nodiscard]] ReadFileResult readFileLimited(const std::string &path, std::size_t maxBytes,
                                             bool truncateAtLimit = false);

} // namespace tihbat::files
