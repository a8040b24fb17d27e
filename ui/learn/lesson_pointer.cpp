// SPDX-License-Identifier: GPL-3.0-or-later
#include "learn/lesson_pointer.h"

#include "board/board_view.h"
#include "core/types.h"

namespace tihbat {

LessonPointer::LessonPointer(BoardView *board, QObject *parent)
    : QObject(parent)
    , m_board(board) {}

void LessonPointer::setPit(int pit) {
    m_pit = pit;
    if (pit >= 0)
        m_board->markMove(pit, -1);
    else
        m_board->clearMoveMarks();
}

bool LessonPointer::handleKey(int key, const QString &text) {
    if (text.size() == 1) {
        const int pit = QStringLiteral("ABab").indexOf(text.front());
        if (pit >= 0) {
            setPit(pit);
            emit chosen(pit);
            return true;
        }
    }
    switch (key) {
    case Qt::Key_Right:
    case Qt::Key_Left: {
        // Round the board in sowing order (Right) or back (Left).
        const int step = key == Qt::Key_Right ? 1 : PitCount - 1;
        setPit(m_pit < 0 ? PitA : (m_pit + step) % PitCount);
        return true;
    }
    case Qt::Key_Return:
    case Qt::Key_Enter:
    case Qt::Key_Space:
        if (m_pit < 0)
            setPit(PitA);
        else
            emit chosen(m_pit);
        return true;
    default:
        return false;
    }
}

} // namespace tihbat
