// SPDX-License-Identifier: GPL-3.0-or-later
// A question asked on a window's board in the board's own look (a BoardCard), for the questions
// a player meets in play: a question, a line of details and two or three answers. ask() waits
// for the answer like a modal dialog's exec() (CardModality: nothing else in the application
// takes input meanwhile), so the flows that ask keep their shape. The wording is a function
// called again on a language switch; a screen reader hears the question as the card's name and
// the details as its description when it comes.
#pragma once

#include "common/board_card.h"

#include <functional>

class QLabel;

namespace tihbat {

class QuestionCard : public BoardCard {
    Q_OBJECT
public:
    using Wording = std::function<void(QuestionCard &card)>;

    // On `board`, named `name`, with buttons named `defaultName` (Enter) and, when given,
    // `otherName` and `thirdName`.
    QuestionCard(BoardView *board, const char *name, const char *defaultName, const char *otherName,
                 const char *thirdName = nullptr);

    QLabel *question() const { return m_question; }
    QLabel *details() const { return m_details; }
    QPushButton *thirdButton() const { return m_third; }
    // Sets the words now and on every language switch.
    void setWording(Wording wording);
    // The button Escape presses.
    void setEscape(QPushButton *button) { setEscapeButton(button); }

    // Shows the card (and its window) and waits until it is answered; the card then closes and
    // is deleted. Returns the button pressed: 0 the default, 1 the other, 2 the third, -1 when
    // the card was closed some other way (its window deleted).
    int ask();

protected:
    void retranslateUi() override;

private:
    QLabel *m_question = nullptr;
    QLabel *m_details = nullptr;
    QPushButton *m_third = nullptr;
    Wording m_wording;
};

} // namespace tihbat
