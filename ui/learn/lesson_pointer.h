// SPDX-License-Identifier: GPL-3.0-or-later
// The keys of the lessons where the learner points at any pit and the board plays no move: a
// pit's letter as it is written (A and B South's, a and b North's), Left and Right round the
// board in sowing order, Enter to choose. The pit pointed at is ringed as a played pit is: the
// board's own focus ring is only for a side's moves.
#pragma once

#include <QObject>

namespace tihbat {

class BoardView;

class LessonPointer : public QObject {
    Q_OBJECT
public:
    explicit LessonPointer(BoardView *board, QObject *parent = nullptr);

    // A key pressed on the board; false for a key that points at nothing.
    bool handleKey(int key, const QString &text);
    // -1: no pit pointed at (a new lesson); the ring follows.
    void setPit(int pit);
    // The ring again, on a board that has just been shown anew.
    void reshow() { setPit(m_pit); }
    // A new lesson: no pit pointed at, and no ring left from the lesson before.
    void reset() { setPit(-1); }

signals:
    // The learner chose `pit` (its letter, or Enter on it).
    void chosen(int pit);

private:
    BoardView *m_board;
    int m_pit = -1;
};

} // namespace tihbat
