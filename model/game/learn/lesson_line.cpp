// SPDX-License-Identifier: GPL-3.0-or-later
#include "lesson_line.h"

#include "game/words/narration_voice.h"

#include <QTimer>
#include <algorithm>

namespace tihbat {

LessonLine::LessonLine(QObject *parent)
    : MoveLine(parent) {
    m_walkTimer = new QTimer(this);
    connect(m_walkTimer, &QTimer::timeout, this, &LessonLine::onWalkTimeout);
}

LessonLine::~LessonLine() = default;

void LessonLine::setSource(MoveLine *source) {
    if (m_source)
        disconnect(m_source, nullptr, this, nullptr);
    m_source = source;
    m_walkTimer->stop();
    m_following = true;
    if (!source) {
        rebuild();
        reset(0);
        return;
    }
    if (source->isLive()) {
        // Each move made is walked for the class; a move taken back shows where the game is.
        connect(source, &MoveLine::positionChanged, this, &LessonLine::onSourceMoved);
        connect(source, &MoveLine::lineChanged, this, [this] { onSourceMoved(0, 0); });
        rebuild();
        reset(moveCount());
        return;
    }
    connect(source, &MoveLine::lineChanged, this, [this] {
        m_walkTimer->stop();
        rebuild();
        reset(0);
    });
    rebuild();
    // From the position the source shows.
    reset(Lesson::stopAfter(m_frames, source->position()));
}

const GameState &LessonLine::stateAt(int index) const {
    return m_frames[static_cast<std::size_t>(std::clamp(index, 0, moveCount()))].state;
}

bool LessonLine::isOverAt(int index) const {
    return m_frames[static_cast<std::size_t>(std::clamp(index, 0, moveCount()))].gameOver;
}

const Game &LessonLine::game() const {
    static const Game none;
    return m_source ? m_source->game() : none;
}

const MoveStory &LessonLine::storyOf(int move) const {
    static const MoveStory none;
    if (!m_source || m_source->moveCount() == 0)
        return none;
    const LessonFrame &f = m_frames[static_cast<std::size_t>(std::clamp(move, 0, moveCount()))];
    return m_source->storyOf(std::max(1, f.moves));
}

void LessonLine::rebuild() {
    // Told to the class: every mover named, never "you".
    m_frames = m_source ? Lesson::frames(m_source->game(), m_guessMode && !m_source->isLive(),
                                         NarrationVoice::naming(*m_source))
                        : std::vector<LessonFrame>{LessonFrame{}};
    m_index = std::clamp(m_index, 0, moveCount());
}

void LessonLine::reset(int index) {
    m_index = std::clamp(index, 0, moveCount());
    emit lineChanged();
}

void LessonLine::goTo(int index) {
    const int previous = m_index;
    m_index = std::clamp(index, 0, moveCount());
    emit positionChanged(m_index, previous);
}

void LessonLine::setPace(int ms) {
    m_pace = std::max(0, ms);
}

bool LessonLine::isWalking() const {
    return m_walkTimer->isActive();
}

void LessonLine::forward() {
    if (isWalking()) {
        // Impatient clicker: the move jumps to its end.
        m_walkTimer->stop();
        goTo(m_walkTarget);
        return;
    }
    if (m_stepMode) {
        goTo(m_index + 1);
        return;
    }
    const int target = Lesson::nextStop(m_frames, m_index);
    if (target <= m_index + 1 || m_pace <= 0) {
        goTo(target);
        return;
    }
    m_walkTarget = target;
    goTo(m_index + 1);
    m_walkTimer->start(stepInterval());
}

void LessonLine::back() {
    m_walkTimer->stop();
    goTo(m_stepMode ? m_index - 1 : Lesson::previousStop(m_frames, m_index));
}

void LessonLine::playThrough() {
    if (isWalking()) {
        m_walkTimer->stop();
        return;
    }
    m_walkTarget = moveCount();
    if (m_pace <= 0 || m_index >= m_walkTarget) {
        goTo(m_walkTarget);
        return;
    }
    goTo(m_index + 1);
    m_walkTimer->start(m_pace);
}

void LessonLine::catchUp() {
    m_walkTimer->stop();
    goTo(moveCount());
}

void LessonLine::stopWalking() {
    m_walkTimer->stop();
}

int LessonLine::stepInterval() const {
    const int walk = m_walkTarget - m_index; // frames left of the move walked
    const int behind = moveCount() - m_index;
    if (!m_catchingUp || !m_following || walk <= 0 || behind <= walk)
        return m_pace;
    return std::max(MinCatchUpMs, m_pace * walk / behind);
}

void LessonLine::onWalkTimeout() {
    // The stop's sentence is still heard: the walk stays and looks again at the pace.
    if (m_held && frame().stop)
        return;
    // Far behind, frames go by faster than one a MinCatchUpMs: the ones between are left out.
    int step = 1;
    if (m_catchingUp && m_following && m_pace > 0) {
        const int walk = m_walkTarget - m_index;
        const int behind = moveCount() - m_index;
        if (walk > 0 && behind > walk && m_pace * walk / behind < MinCatchUpMs)
            step = std::max(1, behind * MinCatchUpMs / std::max(1, m_pace * walk));
    }
    goTo(std::min(m_index + step, m_walkTarget));
    if (m_index < m_walkTarget) {
        m_walkTimer->setInterval(stepInterval());
        return;
    }
    m_walkTimer->stop();
    // Following the live game, moves made meanwhile (the computer's reply) come next, each in
    // its turn: a longer breath at the stop, so the class reads it, then the next move's drops.
    if (m_following && isFollowingGame() && !m_stepMode && m_index < moveCount()) {
        m_walkTarget = Lesson::nextStop(m_frames, m_index);
        m_walkTimer->start(2 * stepInterval());
    }
}

void LessonLine::setGuessMode(bool on) {
    if (on == m_guessMode)
        return;
    m_guessMode = on;
    // Keep the same position: the stop after the same moves (a move's start when mid-move).
    const LessonFrame &f = frame();
    const int moves = f.stop ? f.moves : f.moves - 1;
    m_walkTimer->stop();
    rebuild();
    reset(Lesson::stopAfter(m_frames, moves));
}

void LessonLine::reword() {
    const int index = m_index;
    rebuild();
    reset(index);
}

void LessonLine::onSourceMoved(int index, int previous) {
    if (index <= previous) {
        // Taken back, or another game: where the game is now.
        m_walkTimer->stop();
        rebuild();
        reset(moveCount());
        return;
    }
    const int last = moveCount();
    // Following the game: at its end, or walking towards it (or on, through moves that came in
    // while it walked). A teacher who stepped back to look again is left where they are.
    m_following = m_index == last || (isWalking() && (m_walkTarget == last || m_following));
    rebuild();
    if (!m_following || isWalking())
        return; // a walk under way goes on into the new move when it gets there
    // The class sees the new move: frame by frame at the pace, or at the teacher's clicks.
    forward();
}

} // namespace tihbat
