// SPDX-License-Identifier: GPL-3.0-or-later
// The pictures of a lesson on the projector, worked out from a game without any widget: the
// start, a "Guess!" pause before a move, and one picture per step of each move's narration.
// Frames that end a move (or pause before one) are stops: a forward step outside step mode goes
// from stop to stop, showing the drops between at the chosen pace.
#pragma once

#include "core/game.h"
#include "core/move_beat.h"
#include "game/words/narration_voice.h"

#include <QCoreApplication>
#include <QString>
#include <optional>
#include <vector>

namespace tihbat {

struct LessonFrame {
    enum class Kind { Start, Guess, Step };
    Kind kind = Kind::Start;
    int moves = 0; // moves complete when the frame's picture is at rest; the move narrated
    GameState state;
    bool gameOver = false;
    bool stop = true;
    Side side = Side::South; // whose move or turn the caption is about
    int droppedInto = -1;    // the pit a drop step just filled, lit on the board
    // What the frame shows happening, heard when it is reached step by step (see MoveBeat).
    std::optional<MoveBeat> beat;
    int beatAmount = 0;
    QString text;
    QString nextTurn; // whose turn it is after the move, for the caption of a stop
};

class Lesson {
    Q_DECLARE_TR_FUNCTIONS(Lesson)
public:
    // Every frame of the game from its start, told to a class (each mover named as the voice
    // names them); with `guessing`, a "Guess!" pause before each move.
    static std::vector<LessonFrame> frames(const Game &game, bool guessing,
                                           const NarrationVoice &voice);
    // What the caption says of a position at rest: whose move it is, or that the game is over.
    static QString restText(const GameState &state, bool gameOver, const NarrationVoice &voice);
    // The caption of a frame as shown: a stop that ends a move and leaves the game going says
    // whose turn it is next.
    static QString caption(const LessonFrame &frame);

    // Indexes into `frames`: the next and previous stops, and the stop at rest after that many
    // moves (0: the start).
    static int nextStop(const std::vector<LessonFrame> &frames, int from);
    static int previousStop(const std::vector<LessonFrame> &frames, int from);
    static int stopAfter(const std::vector<LessonFrame> &frames, int moves);
};

} // namespace tihbat
