// SPDX-License-Identifier: GPL-3.0-or-later
// A name or path from a file, set apart inside a sentence: "Continue the game of ‹name› against
// ‹name›?" A name holding U+202E (right-to-left override) would otherwise reverse the rest of
// the sentence; between U+2068 (first strong isolate) and U+2069 (pop directional isolate) it
// turns only itself around. Header only and QtCore only: the model's texts, the windows and the
// board (which links no model) all use this one function.
#pragma once

#include <QString>

namespace tihbat {

// `text` in an isolate of its own. A U+2069 in it that closes no isolate opened in it is left
// out, so the text cannot end the isolate early.
inline QString isolated(const QString &text) {
    constexpr char16_t Fsi = 0x2068, Pdi = 0x2069, Lri = 0x2066, Rli = 0x2067;
    QString out;
    out.reserve(text.size() + 2);
    out += QChar(Fsi);
    int open = 0;
    for (const QChar c : text) {
        if (c == QChar(Lri) || c == QChar(Rli) || c == QChar(Fsi)) {
            ++open;
        } else if (c == QChar(Pdi)) {
            if (open == 0)
                continue;
            --open;
        }
        out += c;
    }
    out += QChar(Pdi);
    return out;
}

} // namespace tihbat
