// libFuzzer target for the record reader: any input must be read without a crash, a hang or
// undefined behaviour; an input that reads must survive write + read unchanged.
#include "record/record.h"

#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <string_view>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size) {
    const std::string_view text(reinterpret_cast<const char *>(data), size);
    const tihbat::record::ReadResult first = tihbat::record::readRecords(text);
    if (!first.ok()) {
        // The message must point into the text (or at its end).
        if (first.error->line < 1 || first.error->column < 1 || first.error->message.empty())
            std::abort();
        return 0;
    }
    const std::string written = tihbat::record::writeRecords(first.games);
    const tihbat::record::ReadResult second = tihbat::record::readRecords(written);
    if (!second.ok()) {
        std::fprintf(stderr, "written text refused: %s\n%s\n", second.error->describe().c_str(),
                     written.c_str());
        std::abort();
    }
    if (second.games != first.games) {
        std::fprintf(stderr, "round trip changed the games:\n%s\n", written.c_str());
        std::abort();
    }
    if (tihbat::record::writeRecords(second.games) != written)
        std::abort();
    return 0;
}
