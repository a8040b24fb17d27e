// SPDX-License-Identifier: GPL-3.0-or-later
// A move shown counter by counter, from its story (the core's MoveStory): the pit lifted into
// the hand, one counter per drop with the pits' counts and a glow as each lands, the captured
// counters flying to the mover's tray, the pass caption. Built from explicit start values, so a
// jump to any time shows the right picture; the board's parts are moved to where the story ends
// (which counters lie where) as it is built. Its beats say when each moment is shown.
#pragma once

#include "board_parts.h"
#include "core/move_beat.h"
#include "core/rules.h"

#include <QSequentialAnimationGroup>

namespace tihbat {

class BoardGeometry;

class StoryAnimation : public QSequentialAnimationGroup {
    Q_OBJECT
public:
    // The counters of `story.pit` must be the `story.lifted` ones in parts.inPit; a pass caption
    // (parts.caption) is worded and hidden by the caller.
    StoryAnimation(const MoveStory &story, int dropMs, BoardParts &parts,
                   const BoardGeometry &geometry, QObject *parent);

signals:
    void beat(tihbat::MoveBeat beat, int amount);
};

} // namespace tihbat
