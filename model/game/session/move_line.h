// SPDX-License-Identifier: GPL-3.0-or-later
// A line of moves with a current position: what a board viewer shows and steps through. A
// replay (ReplayModel) is one: its moves, and the move the viewer is at. The game being played
// is another (LiveMoveLine): its history, at its latest move, where stepping back and forward
// is undo and redo. The viewer knows only this interface, so one widget serves both.
#pragma once

#include "core/game.h"

#include <QObject>

namespace tihbat {

class MoveLine : public QObject {
    Q_OBJECT
public:
    using QObject::QObject;

    // The moves of the line (0: none) and the position shown, 0 (the start) to moveCount().
    virtual int moveCount() const = 0;
    virtual int position() const = 0;
    // The state after `index` moves, and whether the game ended there.
    virtual const GameState &stateAt(int index) const = 0;
    virtual bool isOverAt(int index) const = 0;
    // The game the line's moves are from, played to the line's end (for a live line, to its
    // latest move: the moves redo would play are not in it).
    virtual const Game &game() const = 0;
    // What move `move` (from 1) did, for animating it.
    virtual const MoveStory &storyOf(int move) const = 0;
    // Whether the board keeps move `move` marked once shown (in a game: the computer's move, and
    // every move between two people).
    virtual bool marksMove(int move) const {
        Q_UNUSED(move);
        return false;
    }
    // Whether moves come by themselves (the game being played): a new move at the end is shown
    // as it comes, in turn with the moves before it, rather than only when a person steps.
    virtual bool isLive() const { return false; }

public slots:
    // Moves the position (clamped to the line); emits positionChanged when it moved.
    virtual void goTo(int index) = 0;
    void first() { goTo(0); }
    void previous() { goTo(position() - 1); }
    void next() { goTo(position() + 1); }
    void last() { goTo(moveCount()); }

signals:
    // The position moved from `previous` to `index`; index == previous + 1 is one move forward.
    void positionChanged(int index, int previous);
    // The whole line changed (another game, a new game): everything shown changes.
    void lineChanged();
};

} // namespace tihbat
