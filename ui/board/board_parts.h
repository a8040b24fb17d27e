// SPDX-License-Identifier: GPL-3.0-or-later
// The items a board is made of, and which counters lie where: what the scene owns and lays out,
// and what a move's animation moves. Held by PicturesAhead, which hands them out only once no
// picture of them is being drawn on another thread.
#pragma once

#include "core/types.h"

#include <array>
#include <vector>

namespace tihbat {

class CaptionItem;
class CountBadgeItem;
class CounterItem;
class NameplateItem;
class PitItem;
class TrayItem;
class ValueBadgeItem;

struct BoardParts {
    // Items are owned by the scene.
    std::array<PitItem *, PitCount> pits{};
    std::array<CountBadgeItem *, PitCount> pitBadges{};
    std::array<TrayItem *, 2> trays{};
    std::array<NameplateItem *, 2> nameplates{};
    CaptionItem *caption = nullptr;
    std::vector<ValueBadgeItem *> valueBadges;
    std::vector<CounterItem *> counters;
    // Which counters lie where in the state shown; kept in step with it even while animating.
    std::array<std::vector<CounterItem *>, PitCount> inPit;
    std::array<std::vector<CounterItem *>, 2> inTray;
    // Counters held in a hand above a pit, on neither pits nor trays (a lesson's own sowing).
    std::vector<CounterItem *> inHand;
};

} // namespace tihbat
