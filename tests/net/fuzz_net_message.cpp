// SPDX-License-Identifier: GPL-3.0-or-later
// libFuzzer target for the network protocol's parsers (a message line, an announcement
// datagram): no crash, hang or undefined behaviour on any input, and an accepted input must
// survive encode + parse unchanged (fuzz_message_check.h).
#include "fuzz_message_check.h"

#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size) {
    const QByteArrayView input(reinterpret_cast<const char *>(data), static_cast<qsizetype>(size));
    if (!tihbat::net::test::checkMessageInput(input)) {
        std::fprintf(stderr, "an accepted message did not read back the same\n");
        std::abort();
    }
    return 0;
}
