// SPDX-License-Identifier: GPL-3.0-or-later
#include "lesson.h"

#include "game/words/game_texts.h"
#include "game/words/move_wording.h"
#include "game/words/narrator.h"

#include <algorithm>

namespace tihbat {

namespace {

// The narration's outcome sentences come in this order (Narrator::steps): where the last
// counter landed (the capture), each chained capture, the pass, the end, the result.
void setOutcomeBeat(LessonFrame &frame, const MoveStory &story, int sentence) {
    const int chained = std::max(0, static_cast<int>(story.captures.size()) - 1);
    const int pass = story.passFollows ? 1 + chained : -1;
    const int end = 1 + chained + (story.passFollows ? 1 : 0);
    if (sentence == 0 && !story.captures.empty()) {
        frame.beat = MoveBeat::Capture;
        frame.beatAmount = story.capturedCounters();
    } else if (sentence == pass) {
        frame.beat = MoveBeat::Pass;
    } else if (sentence == end) {
        frame.beat = endBeat(story);
        frame.beatAmount = story.after.capturedDifference();
    }
}

} // namespace

QString Lesson::restText(const GameState &state, bool gameOver, const NarrationVoice &voice) {
    if (gameOver) {
        //: Presentation caption at the end of a game
        return tr("The game is over.");
    }
    //: Presentation caption: %1 is the player to move (a player's name, or South or North)
    return tr("%1 to move.").arg(voice.name(state.position.toMove));
}

QString Lesson::caption(const LessonFrame &frame) {
    if (frame.kind == LessonFrame::Kind::Step && frame.stop && !frame.gameOver)
        return frame.text + QLatin1Char(' ') + frame.nextTurn;
    return frame.text;
}

std::vector<LessonFrame> Lesson::frames(const Game &game, bool guessing,
                                        const NarrationVoice &voice) {
    std::vector<LessonFrame> frames;
    const auto &stories = game.stories();
    LessonFrame start;
    start.kind = LessonFrame::Kind::Start;
    start.state = game.start();
    start.gameOver = stories.empty() && game.isOver();
    start.text = restText(start.state, start.gameOver, voice);
    start.side = start.state.position.toMove;
    frames.push_back(start);
    for (std::size_t i = 0; i < stories.size(); ++i) {
        const MoveStory &story = stories[i];
        const int move = static_cast<int>(i) + 1;
        if (guessing) {
            LessonFrame guess;
            guess.kind = LessonFrame::Kind::Guess;
            guess.moves = move - 1;
            guess.state = story.before;
            guess.side = story.mover;
            //: Presentation, a replay paused before a move for the class to guess it; %1 is
            //: the player to move (a player's name, or South or North)
            guess.text = tr("Guess! What will %1 play?").arg(voice.name(story.mover));
            frames.push_back(guess);
        }
        const std::vector<NarrationStep> steps = Narrator::steps(story, voice);
        for (std::size_t k = 0; k < steps.size(); ++k) {
            LessonFrame f;
            f.kind = LessonFrame::Kind::Step;
            f.moves = move;
            f.state = steps[k].state;
            f.stop = k + 1 == steps.size();
            f.gameOver = f.stop && story.end != GameEnd::None;
            f.text = steps[k].text;
            if (f.stop && !f.gameOver)
                f.nextTurn = restText(f.state, false, voice);
            f.side = story.mover;
            if (steps[k].kind == NarrationStep::Kind::Drop) {
                f.droppedInto = story.drops[static_cast<std::size_t>(steps[k].drops - 1)];
                f.beat = MoveBeat::Drop;
                f.beatAmount = f.droppedInto;
            } else {
                setOutcomeBeat(f, story,
                               static_cast<int>(k) - static_cast<int>(story.drops.size()));
            }
            if (k == 0) {
                //: Presentation caption of a move's first drop: %1 is the player (a player's
                //: name, or South or North), %2 the pit emptied, %3 the drop caption ("1 of 7:
                //: into pit A")
                f.text =
                    tr("%1 sows pit %2. %3")
                        .arg(voice.name(story.mover), GameTexts::pitName(story.pit), steps[k].text);
            } else if (f.stop) {
                // The picture the class looks at longest names the move too, as the first did,
                // and tells it whole (a repetition's reason stays with the result): the same
                // words Read Aloud says of the move.
                f.text = MoveWording::sentence(story, voice);
            }
            frames.push_back(f);
        }
    }
    return frames;
}

int Lesson::nextStop(const std::vector<LessonFrame> &frames, int from) {
    const int last = static_cast<int>(frames.size()) - 1;
    for (int i = from + 1; i <= last; ++i) {
        if (frames[static_cast<std::size_t>(i)].stop)
            return i;
    }
    return last;
}

int Lesson::previousStop(const std::vector<LessonFrame> &frames, int from) {
    for (int i = from - 1; i > 0; --i) {
        if (frames[static_cast<std::size_t>(i)].stop)
            return i;
    }
    return 0;
}

int Lesson::stopAfter(const std::vector<LessonFrame> &frames, int moves) {
    for (int i = static_cast<int>(frames.size()) - 1; i > 0; --i) {
        const LessonFrame &f = frames[static_cast<std::size_t>(i)];
        if (f.stop && f.kind != LessonFrame::Kind::Guess && f.moves == moves)
            return i;
    }
    return 0;
}

} // namespace tihbat
