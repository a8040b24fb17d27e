// SPDX-License-Identifier: GPL-3.0-or-later
// One wording of a move for every reader: the projector's caption that stays after a move, the
// replay's presentation, Read Aloud's voice and the spoken game all read the sentence made here,
// so what is heard is what the caption shows, word for word. The sentences about each consequence
// are the Narrator's; this puts them together for a move told whole.
#pragma once

#include "core/game.h"
#include "narration_voice.h"

#include <QCoreApplication>
#include <QString>
#include <QStringList>

namespace tihbat {

class MoveWording {
    Q_DECLARE_TR_FUNCTIONS(MoveWording)
public:
    // What the move did, one sentence each, in the order they are shown: where the last counter
    // landed (and what it captured), each chained capture, the pass, why the game ended, the
    // result.
    static QStringList outcomes(const MoveStory &story, const NarrationVoice &voice);
    // The move told whole: "North played pit a." and every outcome sentence.
    static QString sentence(const MoveStory &story, const NarrationVoice &voice);
    // The move told whole after `outcome`, which the caption shows last: the same words as
    // sentence() with fewer outcomes (a picture that has not yet reached the end).
    static QString played(const MoveStory &story, const NarrationVoice &voice,
                          const QString &outcome);
};

} // namespace tihbat
