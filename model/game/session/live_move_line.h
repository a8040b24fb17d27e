// SPDX-License-Identifier: GPL-3.0-or-later
// The game being played as a line of moves: the history of its GameModel, at the latest move.
// Navigating it is undo and redo, so a viewer's "previous" takes a move back as Game > Undo does
// (against the computer, back to the person's previous turn) and "next" plays it again; a
// position far back is reached by as many undos. Every move made (by a person or the computer)
// moves the position one forward, and the viewer shows it in turn.
#pragma once

#include "move_line.h"

namespace tihbat {

class GameModel;

class LiveMoveLine : public MoveLine {
    Q_OBJECT
public:
    // Follows `model` (not owned; it outlives the line or takes it along as a child).
    explicit LiveMoveLine(GameModel *model, QObject *parent = nullptr);

    GameModel *model() const { return m_model; }

    // The moves played and the moves that redo would play again.
    int moveCount() const override;
    int position() const override { return m_position; }
    const Game &game() const override;
    const GameState &stateAt(int index) const override;
    bool isOverAt(int index) const override;
    const MoveStory &storyOf(int move) const override;
    bool marksMove(int move) const override;
    bool isLive() const override { return true; }

public slots:
    void goTo(int index) override;

private:
    void onMoveMade();
    void onMoveUndone();

    GameModel *m_model = nullptr;
    // The position the views were last told about: while the model reports several moves of one
    // redo, one by one, it runs behind the model's game.
    int m_position = 0;
};

} // namespace tihbat
