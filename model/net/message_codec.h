// SPDX-License-Identifier: GPL-3.0-or-later
// The wire form of the protocol: one JSON object per line (UTF-8, ended by "\n"). Parsing checks
// every field (type, range, length, plain text) and refuses unknown or missing ones, so what it
// returns is safe to act on. Pure functions: no sockets, no files, fuzzed by tests/net.
#pragma once

#include "message.h"

#include <QByteArray>
#include <QByteArrayView>
#include <QString>
#include <string_view>
#include <variant>

namespace tihbat::net {

// Why a line is not a message, in a few plain English words for logs and tihbat-cli
// ("field \"pit\": not a pit letter").
struct ParseError {
    QString what;
};

// The line for a message, "\n" included. Names and codes must already be valid.
QByteArray encodeMessage(const Message &message);

// The message a line holds (with or without its "\n"), or why it is none. Never throws.
std::variant<Message, ParseError> parseMessage(QByteArrayView line);

// The wire key of a refusal reason ("code", "taken", ...) and back.
std::string_view refusalKey(RefusalReason reason);
std::optional<RefusalReason> refusalFromKey(std::string_view key);

// A name the protocol carries: 1 to MaxNameChars code points, no control characters, no line or
// paragraph separators, no bidirectional embedding, override or isolate controls, no unpaired
// surrogates or noncharacters; no format characters but the joiners (U+200C, U+200D) and emoji
// tags (U+E0020-E007F), no fillers (U+115F, U+1160, U+3164, U+FFA0, U+2800), at most
// MaxMarksInARow combining marks in a row, and at least one letter, digit, symbol or
// punctuation mark: something that shows. Shown as plain text anyway.
bool isPlainName(const QString &name);
// A join code: MinCodeChars to MaxCodeChars ASCII letters and digits.
bool isValidCode(const QString &code);
// Whether a code a person chose is at least as hard to guess as makeJoinCode()'s (31^6, about
// 8.9e8): 6 letters and digits with both (36^6), 7 letters (26^7) or 9 digits (10^9), with at
// least 4 different characters (case aside).
bool isHardToGuess(const QString &code);
// Whether a hello's code opens a game with this code (case does not matter).
bool codesMatch(const QString &offered, const QString &expected);
// A fresh code for a hosted game: 6 characters from letters and digits that are not easily
// confused (no 0/O, 1/I/L), from the system's random source.
QString makeJoinCode();

} // namespace tihbat::net
