// SPDX-License-Identifier: GPL-3.0-or-later
// What the replay viewer calls a record's players: the names its South and North tags give,
// else the sides' names. Every part of the viewer (move table, analysis, game chooser) names
// them the same way; a name from the file goes into a sentence isolated (isolated_text.h).
#pragma once

#include "core/types.h"

#include <QString>

namespace tihbat::record {
struct GameRecord;
}

namespace tihbat {

class RecordPlayers {
public:
    // The name alone (a table cell): the tag's value, or the side's name in the current language.
    static QString name(const record::GameRecord &game, Side side);
    // The same inside a sentence: a name from the file in an isolate of its own.
    static QString inSentence(const record::GameRecord &game, Side side);
    // The name the record gives, or empty.
    static QString given(const record::GameRecord &game, Side side);
};

} // namespace tihbat
