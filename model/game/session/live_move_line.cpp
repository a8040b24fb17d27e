// SPDX-License-Identifier: GPL-3.0-or-later
#include "live_move_line.h"

#include "game_model.h"

#include <algorithm>

namespace tihbat {

LiveMoveLine::LiveMoveLine(GameModel *model, QObject *parent)
    : MoveLine(parent)
    , m_model(model)
    , m_position(model->game().plies()) {
    connect(model, &GameModel::moveMade, this, &LiveMoveLine::onMoveMade);
    connect(model, &GameModel::moveUndone, this, &LiveMoveLine::onMoveUndone);
    connect(model, &GameModel::gameReset, this, [this] {
        m_position = m_model->game().plies();
        emit lineChanged();
    });
}

const Game &LiveMoveLine::game() const {
    return m_model->game();
}

int LiveMoveLine::moveCount() const {
    const Game &game = m_model->game();
    return game.plies() + static_cast<int>(game.undoneStories().size());
}

const MoveStory &LiveMoveLine::storyOf(int move) const {
    const Game &game = m_model->game();
    move = std::clamp(move, 1, std::max(1, moveCount()));
    if (move <= game.plies())
        return game.stories()[static_cast<std::size_t>(move - 1)];
    // Beyond the game's end of history: the moves redo would play, the next one last.
    const std::vector<MoveStory> &undone = game.undoneStories();
    return undone[undone.size() - static_cast<std::size_t>(move - game.plies())];
}

const GameState &LiveMoveLine::stateAt(int index) const {
    index = std::clamp(index, 0, moveCount());
    return index == 0 ? m_model->game().start() : storyOf(index).after;
}

bool LiveMoveLine::isOverAt(int index) const {
    // Only the last position can be a finished one; it is when the game played to it is over.
    return index >= moveCount() && index == m_model->game().plies() && m_model->isOver();
}

// A move stays marked for whoever did not make it and plays next: a person against the computer
// sees its reply, and in hot seat the friend who waited sees what was played. Only a person's
// own move against the computer goes unmarked: they have just made it.
bool LiveMoveLine::marksMove(int move) const {
    if (move < 1 || move > moveCount())
        return false;
    const Side mover = storyOf(move).mover;
    return m_model->player(mover).kind != PlayerKind::Human ||
           m_model->player(opponent(mover)).kind == PlayerKind::Human;
}

void LiveMoveLine::goTo(int index) {
    index = std::clamp(index, 0, moveCount());
    // As Game > Undo and Redo do, step by step: against the computer a step goes to the
    // person's turn, so back stops at or before `index` and forward at or after it.
    const auto plies = [this] { return m_model->game().plies(); };
    if (index < plies()) {
        while (plies() > index && m_model->canUndo()) {
            const int before = plies();
            m_model->undo();
            if (plies() >= before)
                break;
        }
        return;
    }
    while (plies() < index && m_model->canRedo()) {
        const int before = plies();
        m_model->redo();
        if (plies() <= before)
            break;
    }
}

void LiveMoveLine::onMoveMade() {
    // Redo reports its moves one by one after the game has moved on: follow them in turn.
    const int previous = m_position;
    m_position = std::min(m_position + 1, m_model->game().plies());
    emit positionChanged(m_position, previous);
}

void LiveMoveLine::onMoveUndone() {
    // Undo reports each move taken back after the game went back: one jump to where it is.
    const int previous = m_position;
    m_position = m_model->game().plies();
    if (m_position != previous)
        emit positionChanged(m_position, previous);
}

} // namespace tihbat
