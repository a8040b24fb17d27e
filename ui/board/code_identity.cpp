// SPDX-License-Identifier: GPL-3.0-or-later
#include "code_identity.h"

#if defined(__linux__) && __has_include(<link.h>)
#include <cstring>
#include <link.h>
#define TIHBAT_HAVE_ELF_NOTES 1
#endif

namespace tihbat {

#ifdef TIHBAT_HAVE_ELF_NOTES
namespace {

constexpr ElfW(Word) BuildIdNote = 3; // NT_GNU_BUILD_ID

struct Search {
    ElfW(Addr) address = 0; // of code in the binary searched for
    QByteArray id;
};

ElfW(Addr) alignUp(ElfW(Addr) value) {
    return (value + 3) & ~ElfW(Addr)(3); // note names and descriptions are 4-byte aligned
}

// The build ID among the notes in [begin, end), if there is one.
QByteArray buildIdIn(ElfW(Addr) begin, ElfW(Addr) end) {
    ElfW(Addr) at = begin;
    while (at + sizeof(ElfW(Nhdr)) <= end) {
        const auto *note = reinterpret_cast<const ElfW(Nhdr) *>(at);
        const ElfW(Addr) name = at + sizeof(ElfW(Nhdr));
        const ElfW(Addr) description = name + alignUp(note->n_namesz);
        const ElfW(Addr) next = description + alignUp(note->n_descsz);
        if (next > end)
            break;
        if (note->n_type == BuildIdNote && note->n_namesz == 4 &&
            std::memcmp(reinterpret_cast<const char *>(name), "GNU", 4) == 0)
            return {reinterpret_cast<const char *>(description), int(note->n_descsz)};
        at = next;
    }
    return {};
}

int searchObject(dl_phdr_info *info, size_t, void *data) {
    auto *search = static_cast<Search *>(data);
    bool holdsAddress = false;
    for (int i = 0; i < info->dlpi_phnum; ++i) {
        const ElfW(Phdr) &segment = info->dlpi_phdr[i];
        const ElfW(Addr) start = info->dlpi_addr + segment.p_vaddr;
        if (segment.p_type == PT_LOAD && search->address >= start &&
            search->address < start + segment.p_memsz)
            holdsAddress = true;
    }
    if (!holdsAddress)
        return 0; // the next object
    for (int i = 0; i < info->dlpi_phnum && search->id.isEmpty(); ++i) {
        const ElfW(Phdr) &segment = info->dlpi_phdr[i];
        if (segment.p_type == PT_NOTE) {
            const ElfW(Addr) start = info->dlpi_addr + segment.p_vaddr;
            search->id = buildIdIn(start, start + segment.p_memsz);
        }
    }
    return 1; // found the binary, with or without an ID
}

} // namespace
#endif

QByteArray CodeIdentity::ofThisBinary() {
#ifdef TIHBAT_HAVE_ELF_NOTES
    static const QByteArray id = [] {
        Search search;
        search.address = reinterpret_cast<ElfW(Addr)>(&searchObject);
        dl_iterate_phdr(&searchObject, &search);
        return search.id;
    }();
    return id;
#else
    return {};
#endif
}

} // namespace tihbat
