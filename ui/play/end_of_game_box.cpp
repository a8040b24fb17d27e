// SPDX-License-Identifier: GPL-3.0-or-later
#include "play/end_of_game_box.h"

#include "common/plain_text.h"
#include "game/game_model.h"
#include "game/game_texts.h"

#include <QEvent>
#include <QPushButton>

namespace tihbat {

EndOfGameBox::EndOfGameBox(const GameModel *model, const Outcome &outcome, QWidget *parent)
    : QMessageBox(parent)
    , m_model(model)
    , m_outcome(outcome) {
    setObjectName("endOfGameDialog");
    setAttribute(Qt::WA_DeleteOnClose);
    setIcon(QMessageBox::Information);
    m_playAgain = addButton(QString(), QMessageBox::AcceptRole);
    addButton(QMessageBox::Close);
    setDefaultButton(m_playAgain);
    connect(this, &QMessageBox::buttonClicked, this, [this](QAbstractButton *button) {
        if (button == m_playAgain)
            emit playAgainChosen();
    });
    retranslateUi();
}

void EndOfGameBox::retranslateUi() {
    const GameSetup &setup = m_model->setup();
    //: Window title at the end of a game
    setWindowTitle(tr("Game Over"));
    setText(QStringLiteral("<h2>%1</h2>").arg(GameTexts::result(setup, m_outcome).toHtmlEscaped()));
    setInformativeText(GameTexts::finalScores(setup, m_outcome) + "\n\n" +
                       GameTexts::endReason(m_model->game()));
    keepMessagePlain(this);
    setTextFormat(Qt::RichText); // the heading; the names in it are escaped
    //: Button at the end of a game: the same players and rules once more
    m_playAgain->setText(tr("Play &Again"));
}

void EndOfGameBox::changeEvent(QEvent *event) {
    QMessageBox::changeEvent(event);
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
}

} // namespace tihbat
