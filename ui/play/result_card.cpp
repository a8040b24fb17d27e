// SPDX-License-Identifier: GPL-3.0-or-later
#include "play/result_card.h"

#include "game/session/game_model.h"
#include "game/words/game_texts.h"

#include <QLabel>

namespace tihbat {

ResultCard::ResultCard(const GameModel *model, const Outcome &outcome, BoardView *board)
    : BoardCard(board, "resultCardPlayAgain", "resultCardClose")
    , m_model(model)
    , m_outcome(outcome) {
    setObjectName("resultCard");
    // The result biggest, the reason as body text.
    m_result = addText("resultCardResult", 1.6, true);
    m_scores = addText("resultCardScores", 1.2);
    m_reason = addText("resultCardReason", 1.0);
    connect(playAgainButton(), &QPushButton::clicked, this, [this] {
        close();
        emit playAgainChosen();
    });
    connect(closeButton(), &QPushButton::clicked, this, &QWidget::close);
    setEscapeButton(closeButton());
    retranslateUi();
}

QString ResultCard::resultText() const {
    return m_result->text();
}

QString ResultCard::scoresText() const {
    return m_scores->text();
}

QString ResultCard::reasonText() const {
    return m_reason->text();
}

void ResultCard::retranslateUi() {
    const GameSetup &setup = m_model->setup();
    const QString result = GameTexts::result(setup, m_outcome);
    m_result->setText(result);
    m_scores->setText(GameTexts::finalScores(setup, m_outcome));
    m_reason->setText(GameTexts::endReason(m_model->game()));
    //: Button at the end of a game: the same players and rules once more
    playAgainButton()->setText(tr("Play &Again"));
    //: Button on the card at the end of a game: puts the card away, the board stays
    closeButton()->setText(tr("&Close", "result card"));
    // A screen reader hears the result as the card's name, the scores and reason as its words.
    setAccessibleName(result);
    setAccessibleDescription(m_scores->text() + QLatin1Char('\n') + m_reason->text());
    place();
}

} // namespace tihbat
