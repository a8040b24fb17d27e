// SPDX-License-Identifier: GPL-3.0-or-later
// Narration for teaching: a move's story turned into small steps, one per dropped counter and
// one sentence per consequence (capture, no capture, pass, end), each naming the rule. Plain and
// testable: the presentation window only shows the steps in order. Who is spoken to and how the
// sides are called is the voice's (narration_voice.h): the projector names the mover.
#pragma once

#include "core/game.h"
#include "narration_voice.h"

#include <QCoreApplication>
#include <QString>
#include <vector>

namespace tihbat {

struct NarrationStep {
    enum class Kind { Drop, Outcome };
    Kind kind = Kind::Drop;
    int drops = 0;   // counters sown so far (all of them for an outcome)
    GameState state; // what the board shows at this step
    QString text;
};

class Narrator {
    Q_DECLARE_TR_FUNCTIONS(Narrator)
public:
    // Every step of a move in order: the drops, then the outcome sentences (at least one).
    static std::vector<NarrationStep> steps(const MoveStory &story, const NarrationVoice &voice);

    // The board after the first `drops` counters of the move are sown (the pit emptied first);
    // drops beyond the story give story.after.
    static GameState stateAfterDrops(const MoveStory &story, int drops);

    // "3 of 7: into pit b"
    static QString dropCaption(int drop, int total, int pit);
    // The one sentence on what the last counter did, naming the rule: "North captures" for the
    // class, "you capture" only when the voice speaks to the mover.
    static QString landingSentence(const MoveStory &story, const NarrationVoice &voice);
    // A chained capture of `mover`'s.
    static QString chainSentence(const Capture &capture, Side mover, const NarrationVoice &voice);
    static QString passSentence(Side passer, const NarrationVoice &voice);
    static QString endSentence(const MoveStory &story);
    // Who won and by how much, from the final scores (captured plus the share).
    static QString resultSentence(const Outcome &outcome, const NarrationVoice &voice);
};

} // namespace tihbat
