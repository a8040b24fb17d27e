// SPDX-License-Identifier: GPL-3.0-or-later
#include "safe_file.h"

#include "file_descriptor.h"
#include "file_kind.h"
#include "own_file.h"

#include <array>
#include <cerrno>
#include <climits>
#include <cstdlib>
#include <cstring>
#include <dirent.h>
#include <fcntl.h>
#include <random>
#include <sys/file.h>
#include <sys/stat.h>
#include <unistd.h>

namespace tihbat::files {

namespace {

FileError systemError(FileStep step, int errorNumber, const std::string &path, bool writing) {
    FileError error;
    error.step = step;
    error.errorNumber = errorNumber;
    error.path = path;
    error.writing = writing;
    return error;
}

FileError problemError(FileStep step, FileProblem problem, const std::string &path, bool writing) {
    FileError error;
    error.step = step;
    error.problem = problem;
    error.path = path;
    error.writing = writing;
    return error;
}

std::string folderOf(const std::string &path) {
    const std::size_t slash = path.find_last_of('/');
    if (slash == std::string::npos)
        return ".";
    return slash == 0 ? "/" : path.substr(0, slash);
}

std::string nameOf(const std::string &path) {
    const std::size_t slash = path.find_last_of('/');
    return slash == std::string::npos ? path : path.substr(slash + 1);
}

constexpr std::string_view Alphabet =
    "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789";
constexpr std::size_t SuffixLength = 12;
constexpr std::string_view TemporaryEnding = ".tmp";

// A name no one can guess, for the moment between linking the new file in and renaming it:
// ".NAME.<12 letters or digits>.tmp", a pattern the next write of NAME recognises.
std::string randomTemporaryName(const std::string &folder, const std::string &name) {
    thread_local std::mt19937_64 random{std::random_device{}()};
    std::string suffix(SuffixLength, 'x');
    for (char &c : suffix)
        c = Alphabet[random() % Alphabet.size()];
    return folder + "/." + name + "." + suffix + std::string(TemporaryEnding);
}

// Whether `entry` is a temporary name randomTemporaryName makes for `name`.
bool isTemporaryNameOf(std::string_view entry, const std::string &name) {
    const std::size_t prefix = 1 + name.size() + 1;
    if (entry.size() != prefix + SuffixLength + TemporaryEnding.size() || entry[0] != '.' ||
        entry.substr(1, name.size()) != name || entry[prefix - 1] != '.' ||
        !entry.ends_with(TemporaryEnding))
        return false;
    const std::string_view suffix = entry.substr(prefix, SuffixLength);
    return suffix.find_first_not_of(Alphabet) == std::string_view::npos;
}

// Removes what an earlier write of `name` left in `folder` when its process died between
// naming its new file and renaming it. A writer holds an exclusive flock on its new file until
// the rename is done, and the lock dies with the process: a temporary that can be locked has
// no living writer. Only regular files of ours with one link and the exact pattern are
// removed, never anything a link leads to. Failures are ignored: the write goes on regardless.
void removeStrayTemporaries(const std::string &folder, const std::string &name) {
    DIR *listing = ::opendir(folder.c_str());
    if (listing == nullptr)
        return;
    const int folderFd = ::dirfd(listing);
    while (const dirent *entry = ::readdir(listing)) {
        if (!isTemporaryNameOf(entry->d_name, name))
            continue;
        FileDescriptor candidate(::openat(
            folderFd, entry->d_name, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_NOCTTY | O_CLOEXEC));
        struct stat opened {};
        if (candidate.get() < 0 || ::fstat(candidate.get(), &opened) != 0 ||
            !isOwnSingleFile(opened) || ::flock(candidate.get(), LOCK_EX | LOCK_NB) != 0)
            continue;
        // Still the file that was opened and locked, not one put there meanwhile.
        struct stat named {};
        if (::fstatat(folderFd, entry->d_name, &named, AT_SYMLINK_NOFOLLOW) == 0 &&
            named.st_dev == opened.st_dev && named.st_ino == opened.st_ino)
            ::unlinkat(folderFd, entry->d_name, 0);
    }
    ::closedir(listing);
}

// The new file, open for writing: unnamed (O_TMPFILE) where the file system allows it, else
// under a random name made with O_EXCL (never following a link). `named` is that name.
int openNewFile(const std::string &folder, const std::string &name, mode_t mode,
                std::string *named) {
#ifdef O_TMPFILE
    const int unnamed = ::open(folder.c_str(), O_TMPFILE | O_WRONLY | O_CLOEXEC, mode);
    if (unnamed >= 0)
        return unnamed;
    // Not supported here: fall back to a named file. Any other error is the real answer.
    if (errno != EOPNOTSUPP && errno != EISDIR && errno != EINVAL)
        return -1;
#endif
    for (int attempt = 0; attempt < 100; ++attempt) {
        *named = randomTemporaryName(folder, name);
        const int fd =
            ::open(named->c_str(), O_CREAT | O_EXCL | O_WRONLY | O_CLOEXEC | O_NOFOLLOW, mode);
        if (fd >= 0 || errno != EEXIST) {
            if (fd < 0)
                named->clear(); // nothing was made
            return fd;
        }
    }
    named->clear();
    return -1;
}

// Gives the unnamed file a random name in `folder` (linkat never replaces an existing name).
int linkUnnamedFile(int fd, const std::string &folder, const std::string &name,
                    std::string *named) {
    const std::string procPath = "/proc/self/fd/" + std::to_string(fd);
    for (int attempt = 0; attempt < 100; ++attempt) {
        *named = randomTemporaryName(folder, name);
        if (::linkat(AT_FDCWD, procPath.c_str(), AT_FDCWD, named->c_str(), AT_SYMLINK_FOLLOW) == 0)
            return 0;
        if (errno != EEXIST)
            return errno;
    }
    return EEXIST;
}

} // namespace

int writeAllBytes(int fd, std::string_view bytes) {
    while (!bytes.empty()) {
        const ssize_t written = ::write(fd, bytes.data(), bytes.size());
        if (written < 0) {
            if (errno == EINTR)
                continue;
            return errno;
        }
        if (written == 0)
            return EIO;
        bytes.remove_prefix(static_cast<std::size_t>(written));
    }
    return 0;
}

std::string FileError::reason() const {
    switch (problem) {
    case FileProblem::NamedPipe:
        return "it is a named pipe (FIFO), not a file";
    case FileProblem::Device:
        return "it is a device, not a file";
    case FileProblem::Socket:
        return "it is a socket, not a file";
    case FileProblem::Directory:
        return "it is a directory, not a file";
    case FileProblem::TooLarge:
        return "it is larger than " + std::to_string(limit) + " bytes";
    case FileProblem::System:
        break;
    }
    std::array<char, 256> buffer{};
    // The GNU strerror_r returns the message (maybe not in the buffer); thread-safe either way.
    std::string text = ::strerror_r(errorNumber, buffer.data(), buffer.size());
    if (!text.empty() && text[0] >= 'A' && text[0] <= 'Z' &&
        (text.size() < 2 || !(text[1] >= 'A' && text[1] <= 'Z')))
        text[0] = static_cast<char>(text[0] - 'A' + 'a');
    return text;
}

std::string FileError::describe() const {
    const char *verb = "cannot open ";
    if (writing)
        verb = step == FileStep::Commit ? "cannot replace " : "cannot write ";
    else if (step == FileStep::Read)
        verb = "cannot read ";
    return verb + path + ": " + reason();
}

std::optional<FileError> writeFileSafely(const std::string &path, std::string_view bytes,
                                         const WriteOptions &options) {
    // What is there now: a regular file (replaced, its permissions kept), nothing, or
    // something that is not ours to replace.
    std::string target = path;
    // A new file gets options.mode less the umask (open applies it); a replaced file keeps
    // its permissions exactly (set again below, past the umask).
    mode_t mode = static_cast<mode_t>(options.mode);
    bool replacing = false;
    const FileStatus existing = statusOf(path);
    if (existing.kind == FileKind::Unknown)
        return systemError(FileStep::Open, existing.errorNumber, path, true); // a loop, ...
    if (const auto problem = problemWith(existing.kind))
        return problemError(FileStep::Open, *problem, path, true);
    if (existing.kind == FileKind::Regular) {
        mode = static_cast<mode_t>(existing.permissions);
        replacing = true;
        // Through a symlink: replace the file it points to and keep the link.
        struct stat link {};
        if (::lstat(path.c_str(), &link) == 0 && S_ISLNK(link.st_mode)) {
            std::array<char, PATH_MAX> resolved{};
            if (::realpath(path.c_str(), resolved.data()) == nullptr)
                return systemError(FileStep::Open, errno, path, true);
            target = resolved.data();
        }
    }
    if (options.ownerOnly)
        mode &= ~mode_t(077);

    const std::string folder = folderOf(target);
    const std::string name = nameOf(target);
    std::string named; // the new file's temporary name, once it has one
    auto fail = [&](FileStep step, int errorNumber) {
        if (!named.empty())
            ::unlink(named.c_str());
        return systemError(step, errorNumber, path, true);
    };

    removeStrayTemporaries(folder, name);
    FileDescriptor file(openNewFile(folder, name, mode, &named));
    if (file.get() < 0)
        return fail(FileStep::Open, errno);
    // Held until the rename (through `lock`, a duplicate that outlives closing `file`): a
    // temporary nobody holds locked is a dead writer's, which the next write removes. Where
    // the file system has no flock, no writer can lock a temporary, so none is ever removed.
    static_cast<void>(::flock(file.get(), LOCK_EX | LOCK_NB));
    const FileDescriptor lock(::fcntl(file.get(), F_DUPFD_CLOEXEC, 0));
    if (lock.get() < 0)
        return fail(FileStep::Open, errno);
    if (const int error = writeAllBytes(file.get(), bytes))
        return fail(FileStep::Write, error);
    // open(2) applied the umask; the old file's mode must come back exactly.
    if (replacing && ::fchmod(file.get(), mode) != 0)
        return fail(FileStep::Write, errno);
    if (::fsync(file.get()) != 0)
        return fail(FileStep::Flush, errno);
    if (named.empty()) {
        if (const int error = linkUnnamedFile(file.get(), folder, name, &named))
            return fail(FileStep::Commit, error);
    }
    if (file.close() != 0)
        return fail(FileStep::Flush, errno);
    if (::rename(named.c_str(), target.c_str()) != 0)
        return fail(FileStep::Commit, errno);
    // The rename itself reaches the disk with the folder; the file is complete either way.
    FileDescriptor directory(::open(folder.c_str(), O_RDONLY | O_DIRECTORY | O_CLOEXEC));
    if (directory.get() >= 0)
        ::fsync(directory.get());
    return std::nullopt;
}

ReadFileResult readFileLimited(const std::string &path, std::size_t maxBytes,
                               bool truncateAtLimit) {
    ReadFileResult result;
    // O_NONBLOCK: opening a FIFO must not wait for a writer. O_NOCTTY: a terminal stays free.
    FileDescriptor file(::open(path.c_str(), O_RDONLY | O_NONBLOCK | O_NOCTTY | O_CLOEXEC));
    if (file.get() < 0) {
        result.error = systemError(FileStep::Open, errno, path, false);
        return result;
    }
    const FileStatus info = statusOfOpenFile(file.get());
    if (info.kind == FileKind::Unknown) {
        result.error = systemError(FileStep::Open, info.errorNumber, path, false);
        return result;
    }
    if (const auto problem = problemWith(info.kind)) {
        result.error = problemError(FileStep::Open, *problem, path, false);
        return result;
    }
    // At most one byte past the limit: enough to know the file is longer.
    std::string bytes;
    bytes.resize(std::min<std::size_t>(maxBytes, static_cast<std::size_t>(info.size)) + 1);
    std::size_t filled = 0;
    for (;;) {
        if (filled == bytes.size()) {
            if (filled > maxBytes)
                break;
            bytes.resize(std::min(maxBytes + 1, bytes.size() * 2));
        }
        const ssize_t got = ::read(file.get(), bytes.data() + filled, bytes.size() - filled);
        if (got < 0) {
            if (errno == EINTR)
                continue;
            result.error = systemError(FileStep::Read, errno, path, false);
            return result;
        }
        if (got == 0)
            break;
        filled += static_cast<std::size_t>(got);
    }
    bytes.resize(filled);
    if (filled > maxBytes) {
        if (!truncateAtLimit) {
            result.error = problemError(FileStep::Read, FileProblem::TooLarge, path, false);
            result.error->limit = maxBytes;
            return result;
        }
    }
    result.bytes = std::move(bytes);
    return result;
}

} // namespace tihbat::files
