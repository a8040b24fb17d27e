// SPDX-License-Identifier: GPL-3.0-or-later
// Whom the narration of a move speaks to, and what it calls each side. The projector and a
// replay speak to a class: they name the mover (the player's name, else South or North). Only
// the person at their own window (a puzzle, the game against the computer) is "you", and only
// for their own moves; the other side is still named.
#pragma once

#include "core/types.h"

#include <QString>
#include <array>
#include <optional>

namespace tihbat {

struct GameSetup;
class MoveLine;

class NarrationVoice {
public:
    // Names the sides South and North and speaks to nobody.
    NarrationVoice() = default;
    // Names each side by its player's name; an empty (or blank) name is the side's name.
    static NarrationVoice naming(const QString &south, const QString &north);
    // The players' names of a game's setup (a computer without a name is "Computer (Easy)", as
    // on its name plate and in a record of the game).
    static NarrationVoice naming(const GameSetup &setup);
    // The names of a line of moves: the setup of the game being played, the South and North
    // tags of a replayed record; the sides' names for any other line.
    static NarrationVoice naming(const MoveLine &line);

    // The same names, speaking to `person` as "you" for their own moves.
    NarrationVoice speakingTo(Side person) const;

    // What the narration calls `side` (in the current language when it is the side's name).
    QString name(Side side) const;
    // Whether a move of `mover` is told to the one who made it ("you capture").
    bool speaksTo(Side mover) const { return m_person == mover; }

private:
    std::array<QString, 2> m_names; // by sideIndex; empty: the side's name
    std::optional<Side> m_person;
};

} // namespace tihbat
