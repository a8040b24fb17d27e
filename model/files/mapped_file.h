// SPDX-License-Identifier: GPL-3.0-or-later
// A file's bytes mapped into memory. Plain C++.
#pragma once

#include <cstddef>
#include <optional>

namespace tihbat::files {

// The whole of an open file, mapped privately: the bytes come straight from the page cache,
// and what is written over them stays in this process (copy on write), never reaching the
// file. Unmapped when destroyed.
class MappedFile {
public:
    // Maps the first `size` bytes of the open file `fd`; nothing when they cannot be mapped (an
    // empty size among others). The mapping outlives closing `fd`.
    [[nodiscard]] static std::optional<MappedFile> map(int fd, std::size_t size);

    MappedFile(MappedFile &&other) noexcept;
    MappedFile &operator=(MappedFile &&other) noexcept;
    MappedFile(const MappedFile &) = delete;
    MappedFile &operator=(const MappedFile &) = delete;
    ~MappedFile();

    unsigned char *data() { return m_data; }
    const unsigned char *data() const { return m_data; }
    std::size_t size() const { return m_size; }

private:
    MappedFile(unsigned char *data, std::size_t size)
        : m_data(data)
        , m_size(size) {}
    void unmap();

    unsigned char *m_data = nullptr;
    std::size_t m_size = 0;
};

} // namespace tihbat::files
