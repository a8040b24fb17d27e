// SPDX-License-Identifier: GPL-3.0-or-later
#include "mapped_file.h"

#include <sys/mman.h>
#include <utility>

namespace tihbat::files {

std::optional<MappedFile> MappedFile::map(int fd, std::size_t size) {
    if (size == 0)
        return std::nullopt;
    void *mapped = ::mmap(nullptr, size, PROT_READ | PROT_WRITE, MAP_PRIVATE, fd, 0);
    if (mapped == MAP_FAILED)
        return std::nullopt;
    return MappedFile(static_cast<unsigned char *>(mapped), size);
}

MappedFile::MappedFile(MappedFile &&other) noexcept
    : m_data(std::exchange(other.m_data, nullptr))
    , m_size(std::exchange(other.m_size, 0)) {}

MappedFile &MappedFile::operator=(MappedFile &&other) noexcept {
    if (this != &other) {
        unmap();
        m_data = std::exchange(other.m_data, nullptr);
        m_size = std::exchange(other.m_size, 0);
    }
    return *this;
}

MappedFile::~MappedFile() {
    unmap();
}

void MappedFile::unmap() {
    if (m_data != nullptr)
        ::munmap(m_data, m_size);
    m_data = nullptr;
}

} // namespace tihbat::files
