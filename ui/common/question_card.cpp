// SPDX-License-Identifier: GPL-3.0-or-later
#include "common/question_card.h"

#include "board/board_view.h"

#include <QLabel>

namespace tihbat {

QuestionCard::QuestionCard(BoardView *board, const char *name, const char *defaultName,
                           const char *otherName, const char *thirdName)
    : BoardCard(board, defaultName, otherName) {
    setObjectName(QLatin1String(name));
    m_question = addText("questionText", 1.4, true);
    m_details = addText("questionDetails", 1.1);
    if (thirdName)
        m_third = addButton(thirdName);
    for (QPushButton *button : {defaultButton(), otherButton(), m_third})
        if (button)
            connect(button, &QPushButton::clicked, this, &QWidget::close);
}

void QuestionCard::setWording(Wording wording) {
    m_wording = std::move(wording);
    retranslateUi();
}

void QuestionCard::retranslateUi() {
    if (m_wording)
        m_wording(*this);
    setAccessibleName(m_question->text());
    setAccessibleDescription(m_details->text());
    place();
}

int QuestionCard::ask() {
    int answer = -1;
    const QList<QPushButton *> buttons{defaultButton(), otherButton(), m_third};
    for (int i = 0; i < buttons.size(); ++i) {
        if (buttons[i])
            connect(buttons[i], &QPushButton::clicked, this, [&answer, i] { answer = i; });
    }
    presentAndWait();
    // The card is closed (deleted later) or gone with its window: `this` is not used again.
    return answer;
}

} // namespace tihbat
