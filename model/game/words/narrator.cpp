// SPDX-License-Identifier: GPL-3.0-or-later
#include "narrator.h"

#include "game_texts.h"
#include "move_wording.h"

namespace tihbat {

GameState Narrator::stateAfterDrops(const MoveStory &story, int drops) {
    return tihbat::stateAfterDrops(story, drops);
}

QString Narrator::dropCaption(int drop, int total, int pit) {
    //: Caption while sowing step by step: %1 is which counter (1 for the first), %n how many
    //: were taken out of the pit, %2 the pit letter it is dropped into (A, B, a or b; never
    //: translated).
    return tr("%1 of %n: into pit %2", "sowing", total).arg(drop).arg(GameTexts::pitName(pit));
}

QString Narrator::landingSentence(const MoveStory &story, const NarrationVoice &voice) {
    const int last = story.lastPit();
    if (ownerOf(last) != story.mover) {
        //: After a move: the last counter fell on the opponent's side; %1 is that player's name
        //: (or South or North). Rule: only the mover's own side can be captured. Said to the
        //: class and to the person who moved alike: speak to nobody.
        return tr("The last counter landed on %1's side: nothing is captured there.")
            .arg(voice.name(opponent(story.mover)));
    }
    const bool toMover = voice.speaksTo(story.mover);
    const QString mover = voice.name(story.mover);
    if (!story.captures.empty()) {
        const int counters = story.captures.front().counters;
        if (toMover) {
            //: After the person's own move, said to them: the last counter made %n counters in
            //: their own pit, which is captured. Rule: 2, 4, 6 or 8 counters there are captured;
            //: captured counters go into the mover's store (the long hollow on their right).
            return tr("The last counter made %n in your own pit: even and not more than 8, so you "
                      "capture them and put all %n in your store.",
                      nullptr, counters);
        }
        //: After a move, told to the class: the last counter made %n counters in the own pit of
        //: the mover, %1 (a player's name, or South or North), who captures them. Rule: 2, 4,
        //: 6 or 8 counters there are captured; captured counters go into the mover's store (the
        //: long hollow on their right). Name %1, never "you".
        return tr("The last counter made %n in %1's own pit: even and not more than 8, so %1 "
                  "captures all %n and puts them in their store.",
                  nullptr, counters)
            .arg(mover);
    }
    const int made = Narrator::stateAfterDrops(story, static_cast<int>(story.drops.size()) - 1)
                         .position.pits[last] +
                     1;
    if (made % 2 != 0) {
        if (toMover)
            //: After the person's own move, said to them: the last counter made an odd number
            //: (%n) in their own pit.
            return tr("The last counter made %n in your own pit: an odd number, so no capture.",
                      nullptr, made);
        //: After a move, told to the class: the last counter made an odd number (%n) in the own
        //: pit of the mover, %1 (a player's name, or South or North). Name %1, never "you".
        return tr("The last counter made %n in %1's own pit: an odd number, so no capture.",
                  nullptr, made)
            .arg(mover);
    }
    if (toMover)
        //: After the person's own move, said to them: the last counter made an even number over
        //: 8 (%n) in their own pit.
        return tr("The last counter made %n in your own pit: more than 8, so no capture.", nullptr,
                  made);
    //: After a move, told to the class: the last counter made an even number over 8 (%n) in the
    //: own pit of the mover, %1 (a player's name, or South or North). Name %1, never "you".
    return tr("The last counter made %n in %1's own pit: more than 8, so no capture.", nullptr,
              made)
        .arg(mover);
}

QString Narrator::chainSentence(const Capture &capture, Side mover, const NarrationVoice &voice) {
    if (voice.speaksTo(mover))
        //: Chain capture option, said to the person after their own move: the pit sown just
        //: before the last one is captured too; %2 is its letter, %n its counters.
        return tr("The pit before it, %2, holds %n: even and not more than 8, so you capture "
                  "them too.",
                  nullptr, capture.counters)
            .arg(GameTexts::pitName(capture.pit));
    //: Chain capture option, told to the class: the pit sown just before the last one is
    //: captured too by the mover, %1 (a player's name, or South or North); %2 is the pit's
    //: letter, %n its counters. Name %1, never "you".
    return tr("The pit before it, %2, holds %n: even and not more than 8, so %1 captures "
              "them too.",
              nullptr, capture.counters)
        .arg(voice.name(mover), GameTexts::pitName(capture.pit));
}

QString Narrator::passSentence(Side passer, const NarrationVoice &voice) {
    //: %1 is the player's name (or South or North): both their pits are empty (the store may
    //: hold counters), so the turn passes to the other side.
    return tr("%1 has no counters in their pits and passes.").arg(voice.name(passer));
}

QString Narrator::endSentence(const MoveStory &story) {
    if (story.end == GameEnd::AllCaptured) {
        //: The game ends because no counter is left on the board.
        return tr("Every counter has been captured: the game is over.");
    }
    const int left = story.after.position.boardTotal();
    //: Repetition rule: the same position came back, so the counters still on the board (%n)
    //: are shared equally; %1 is each player's share.
    return tr("This position has been seen before: the game ends and the %n counters left are "
              "shared, %1 each.",
              nullptr, left)
        .arg(left / 2);
}

QString Narrator::resultSentence(const Outcome &outcome, const NarrationVoice &voice) {
    const int south = outcome.finalScore[sideIndex(Side::South)];
    const int north = outcome.finalScore[sideIndex(Side::North)];
    if (!outcome.winner) {
        //: The end of a game: a draw, each side (South and North) ending with %n counters
        return tr("It is a draw: %n counters each.", nullptr, south);
    }
    const Side winner = *outcome.winner;
    const int won = winner == Side::South ? south : north;
    const int lost = winner == Side::South ? north : south;
    //: The end of a game: %1 is the winner (a player's name, or South or North), %2 and %3 the
    //: counters the winner and the other side end with
    return tr("%1 wins with %2 counters against %3.")
        .arg(voice.name(winner), QString::number(won), QString::number(lost));
}

std::vector<NarrationStep> Narrator::steps(const MoveStory &story, const NarrationVoice &voice) {
    std::vector<NarrationStep> result;
    const int total = static_cast<int>(story.drops.size());
    for (int k = 1; k <= total; ++k) {
        NarrationStep step;
        step.kind = NarrationStep::Kind::Drop;
        step.drops = k;
        // The last drop shows the board before any capture, so the capture is its own step.
        step.state = stateAfterDrops(story, k < total ? k : total - 1);
        if (k == total)
            ++step.state.position.pits[story.lastPit()];
        step.text = dropCaption(k, total, story.drops[k - 1]);
        result.push_back(step);
    }
    // A game ended by repetition shares the counters left: the sentences about the end show
    // them in the stores, so the score said is the score seen.
    GameState ended = story.after;
    if (story.end == GameEnd::Repetition) {
        ended.captured = outcomeOf(story.after, story.end).finalScore;
        ended.position.pits.fill(0);
    }
    const QStringList sentences = MoveWording::outcomes(story, voice);
    const qsizetype ending = story.end == GameEnd::None ? sentences.size() : sentences.size() - 2;
    for (qsizetype i = 0; i < sentences.size(); ++i) {
        NarrationStep step;
        step.kind = NarrationStep::Kind::Outcome;
        step.drops = total;
        step.state = i >= ending ? ended : story.after;
        step.text = sentences[i];
        result.push_back(step);
    }
    return result;
}

} // namespace tihbat
