// SPDX-License-Identifier: GPL-3.0-or-later
#include "move_wording.h"

#include "game_texts.h"
#include "narrator.h"

namespace tihbat {

QStringList MoveWording::outcomes(const MoveStory &story, const NarrationVoice &voice) {
    QStringList sentences{Narrator::landingSentence(story, voice)};
    for (std::size_t i = 1; i < story.captures.size(); ++i)
        sentences << Narrator::chainSentence(story.captures[i], story.mover, voice);
    if (story.passFollows)
        sentences << Narrator::passSentence(opponent(story.mover), voice);
    if (story.end != GameEnd::None) {
        sentences << Narrator::endSentence(story);
        sentences << Narrator::resultSentence(outcomeOf(story.after, story.end), voice);
    }
    return sentences;
}

QString MoveWording::played(const MoveStory &story, const NarrationVoice &voice,
                            const QString &outcome) {
    //: Presentation caption of the last step of a move, and what Read Aloud says of a move: %1
    //: is the player (a player's name, or South or North), %2 the pit they emptied, %3 what the
    //: move did ("The last counter made 4 in North's own pit: ...", one or more sentences)
    return tr("%1 played pit %2. %3")
        .arg(voice.name(story.mover), GameTexts::pitName(story.pit), outcome);
}

QString MoveWording::sentence(const MoveStory &story, const NarrationVoice &voice) {
    return played(story, voice, outcomes(story, voice).join(u' '));
}

} // namespace tihbat
