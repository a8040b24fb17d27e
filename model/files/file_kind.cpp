// SPDX-License-Identifier: GPL-3.0-or-later
#include "file_kind.h"

#include <cerrno>
#include <sys/stat.h>

namespace tihbat::files {

namespace {

FileStatus statusFrom(const struct stat &info) {
    FileStatus status;
    status.permissions = info.st_mode & 07777;
    if (S_ISREG(info.st_mode)) {
        status.kind = FileKind::Regular;
        status.size = static_cast<std::uint64_t>(info.st_size);
    } else if (S_ISDIR(info.st_mode)) {
        status.kind = FileKind::Directory;
    } else if (S_ISFIFO(info.st_mode)) {
        status.kind = FileKind::NamedPipe;
    } else if (S_ISSOCK(info.st_mode)) {
        status.kind = FileKind::Socket;
    } else {
        status.kind = FileKind::Device; // S_ISCHR, S_ISBLK: the kinds left that stat follows to
    }
    return status;
}

FileStatus failed(int errorNumber) {
    FileStatus status;
    if (errorNumber != ENOENT) {
        status.kind = FileKind::Unknown;
        status.errorNumber = errorNumber;
    }
    return status;
}

} // namespace

FileStatus statusOf(const std::string &path) {
    struct stat info {};
    if (::stat(path.c_str(), &info) != 0)
        return failed(errno);
    return statusFrom(info);
}

FileStatus statusOfOpenFile(int fd) {
    struct stat info {};
    if (::fstat(fd, &info) != 0)
        return failed(errno);
    return statusFrom(info);
}

bool isRegularFile(const std::string &path) {
    return statusOf(path).kind == FileKind::Regular;
}

std::optional<FileProblem> problemWith(FileKind kind) {
    switch (kind) {
    case FileKind::Directory:
        return FileProblem::Directory;
    case FileKind::NamedPipe:
        return FileProblem::NamedPipe;
    case FileKind::Device:
        return FileProblem::Device;
    case FileKind::Socket:
        return FileProblem::Socket;
    case FileKind::Nothing:
    case FileKind::Regular:
    case FileKind::Unknown:
        break;
    }
    return std::nullopt;
}

std::optional<FileError> notAFileAt(const std::string &path, bool writing) {
    const FileStatus status = statusOf(path);
    FileError why;
    why.path = path;
    why.writing = writing;
    if (status.kind == FileKind::Unknown) {
        why.errorNumber = status.errorNumber;
        return why;
    }
    const std::optional<FileProblem> problem = problemWith(status.kind);
    if (!problem)
        return std::nullopt;
    why.problem = *problem;
    return why;
}

} // namespace tihbat::files
