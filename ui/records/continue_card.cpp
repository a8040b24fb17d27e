// SPDX-License-Identifier: GPL-3.0-or-later
#include "records/continue_card.h"

#include "records/saved_game_questions.h"

#include <QLabel>

namespace tihbat {

ContinueCard::ContinueCard(const SavedGame &saved, BoardView *board)
    : BoardCard(board, "continueGameButton", "newGameButton")
    , m_saved(saved) {
    setObjectName("continueQuestion");
    m_question = addText("continueQuestionText", 1.4, true);
    m_details = addText("continueQuestionDetails", 1.1);
    connect(continueButton(), &QPushButton::clicked, this, [this] {
        close();
        emit continueChosen();
    });
    // The new game first, so that what waits for the card to close finds it.
    connect(newGameButton(), &QPushButton::clicked, this, [this] {
        emit newGameChosen();
        close();
    });
    setEscapeButton(continueButton()); // nothing is lost
    retranslateUi();
}

QString ContinueCard::questionText() const {
    return m_question->text();
}

QString ContinueCard::detailsText() const {
    return m_details->text();
}

void ContinueCard::retranslateUi() {
    m_question->setText(SavedGameQuestions::continueQuestion());
    m_details->setText(SavedGameQuestions::continueDetails(m_saved));
    continueButton()->setText(SavedGameQuestions::continueAnswer());
    newGameButton()->setText(SavedGameQuestions::newGameAnswer());
    setAccessibleName(m_question->text());
    setAccessibleDescription(m_details->text());
    place();
}

} // namespace tihbat
