// SPDX-License-Identifier: GPL-3.0-or-later
// What the fuzzer demands of any input, shared by the libFuzzer target and the unit test that
// feeds it the seed corpus: the message parser and the announcement parser never crash, hang or
// misbehave, and whatever they accept is written back to a line they read as the same thing.
#pragma once

#include "net/announcement.h"
#include "net/message_codec.h"
#include "net/protocol.h"

#include <QByteArrayView>
#include <cstdlib>

namespace tihbat::net::test {

// Returns false where the parser accepted something it cannot read back the same.
inline bool checkMessageInput(QByteArrayView data) {
    const auto parsed = parseMessage(data);
    if (const auto *message = std::get_if<Message>(&parsed)) {
        const QByteArray line = encodeMessage(*message);
        const auto again = parseMessage(line);
        const auto *same = std::get_if<Message>(&again);
        if (!same || !(*same == *message) || !line.endsWith('\n') ||
            line.indexOf('\n') != line.size() - 1)
            return false;
        // What a peer sends is within the limit the receiver enforces.
        if (!std::holds_alternative<Welcome>(*message) && line.size() > MaxMessageBytes)
            return false;
    }
    if (const auto announcement = parseAnnouncement(data)) {
        const auto again = parseAnnouncement(encodeAnnouncement(*announcement));
        if (!again || !(*again == *announcement))
            return false;
    }
    return true;
}

} // namespace tihbat::net::test
