// SPDX-License-Identifier: GPL-3.0-or-later
// The question before a game record with unsaved comments or tags is closed or replaced, on the
// replay window's board in the board's look (a QuestionCard named "saveChangesQuestion"): Save
// (the default, Enter), Don't Save, or Cancel (Escape: nothing is lost and nothing closes).
#pragma once

#include <QCoreApplication>

namespace tihbat {

class BoardView;

class SaveChangesQuestion {
    Q_DECLARE_TR_FUNCTIONS(tihbat::SaveChangesQuestion)
public:
    enum class Answer { Save, Discard, Cancel };
    // Asks on `board` and waits for the answer.
    static Answer ask(BoardView *board);
};

} // namespace tihbat
