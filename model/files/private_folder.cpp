// SPDX-License-Identifier: GPL-3.0-or-later
#include "private_folder.h"

#include "own_file.h"

#include <cerrno>
#include <dirent.h>
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

namespace tihbat::files {

namespace {

int openIfPrivate(const std::string &path) {
    FileDescriptor folder(::open(path.c_str(), O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC));
    if (folder.get() < 0)
        return -1;
    struct stat info {};
    if (::fstat(folder.get(), &info) != 0 || !S_ISDIR(info.st_mode) || info.st_uid != ::geteuid() ||
        (info.st_mode & S_IWOTH) != 0)
        return -1;
    return folder.release();
}

} // namespace

PrivateFolder::PrivateFolder(const std::string &path)
    : m_folder(openIfPrivate(path)) {}

bool PrivateFolder::mayWrite(const std::string &name) const {
    struct stat info {};
    if (::fstatat(m_folder.get(), name.c_str(), &info, AT_SYMLINK_NOFOLLOW) == 0)
        return isOwnRegularFile(info);
    return errno == ENOENT;
}

std::vector<PrivateFolder::OwnFile> PrivateFolder::ownFiles() const {
    std::vector<OwnFile> files;
    // A listing of its own: closedir() closes the descriptor it is given.
    const int listed = ::dup(m_folder.get());
    if (listed < 0)
        return files;
    DIR *listing = ::fdopendir(listed);
    if (listing == nullptr) {
        ::close(listed);
        return files;
    }
    while (const dirent *entry = ::readdir(listing)) {
        struct stat info {};
        if (::fstatat(m_folder.get(), entry->d_name, &info, AT_SYMLINK_NOFOLLOW) == 0 &&
            isOwnRegularFile(info))
            files.push_back({entry->d_name, std::int64_t(info.st_mtim.tv_sec) * 1'000'000'000 +
                                                info.st_mtim.tv_nsec});
    }
    ::closedir(listing);
    return files;
}

bool PrivateFolder::removeOwnFile(const std::string &name) {
    struct stat info {};
    return ::fstatat(m_folder.get(), name.c_str(), &info, AT_SYMLINK_NOFOLLOW) == 0 &&
           isOwnRegularFile(info) && ::unlinkat(m_folder.get(), name.c_str(), 0) == 0;
}

std::optional<MappedFile> PrivateFolder::mapOwnFile(const std::string &name) const {
    // A FIFO opens at once without a writer; then anything but a regular file of ours is no
    // file to map.
    const FileDescriptor file(::openat(m_folder.get(), name.c_str(),
                                       O_RDONLY | O_NONBLOCK | O_NOFOLLOW | O_NOCTTY | O_CLOEXEC));
    struct stat info {};
    if (file.get() < 0 || ::fstat(file.get(), &info) != 0 || !isOwnRegularFile(info))
        return std::nullopt;
    return MappedFile::map(file.get(), static_cast<std::size_t>(info.st_size));
}

} // namespace tihbat::files
