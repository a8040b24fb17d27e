// SPDX-License-Identifier: GPL-3.0-or-later
#include "play/game_status.h"

#include "board/board_view.h"
#include "game/session/game_session.h"
#include "game/session/play_again.h"
#include "game/words/game_texts.h"
#include "play/result_card.h"

#include <QCoreApplication>
#include <QLabel>
#include <QMainWindow>
#include <QStatusBar>
#include <QTimer>

namespace tihbat {

GameStatus::GameStatus(GameSession *session, BoardView *board, QMainWindow *window)
    : QObject(window)
    , m_session(session)
    , m_board(board)
    , m_window(window) {
    m_turnLabel = new QLabel;
    m_turnLabel->setObjectName("turnLabel");
    m_scoreLabel = new QLabel;
    m_scoreLabel->setObjectName("scoreLabel");
    m_turnLabel->setTextFormat(Qt::PlainText); // player names come from files
    m_scoreLabel->setTextFormat(Qt::PlainText);
    window->statusBar()->addWidget(m_turnLabel, 1);
    window->statusBar()->addPermanentWidget(m_scoreLabel);
}

QString GameStatus::turnText() const {
    return m_turnLabel->text();
}

void GameStatus::retranslateUi() {
    // A refusal in the old language no longer helps; the next one comes in the new.
    clearMessage();
    update();
}

void GameStatus::reset() {
    clearMessage();
    m_pendingOutcome.reset();
    if (m_endCard)
        m_endCard->close();
    update();
}

void GameStatus::clearMessage() {
    m_window->statusBar()->clearMessage();
}

void GameStatus::forgetOutcome() {
    m_pendingOutcome.reset();
}

void GameStatus::showOutcomeWhenShown(const Outcome &outcome) {
    m_pendingOutcome = outcome;
    if (!m_board->isBusy())
        QTimer::singleShot(0, this, &GameStatus::catchUp);
}

void GameStatus::catchUp() {
    if (m_board->isBusy())
        return;
    update();
    if (m_pendingOutcome && m_session->model()->isOver())
        showEndOfGame();
}

void GameStatus::updateWhenShown() {
    if (!m_board->isBusy())
        update();
}

void GameStatus::update() {
    const GameModel &model = *m_session->model();
    const GameSetup &setup = model.setup();
    QString turn;
    if (const auto outcome = model.outcome())
        // Worded in the game window's context, where it was translated.
        //: Status bar after the end; %1 says who won or that it is a draw
        turn = QCoreApplication::translate("tihbat::MainWindow", "Game over. %1")
                   .arg(GameTexts::result(setup, *outcome));
    else
        turn = GameTexts::turnStatus(setup, model.position(), model.isComputerThinking(),
                                     m_session->isComputerWaiting());
    m_turnLabel->setText(turn);
    m_scoreLabel->setText(GameTexts::captured(setup, model.state()));
}

void GameStatus::showEndOfGame() {
    const std::optional<Outcome> outcome = m_pendingOutcome;
    m_pendingOutcome.reset();
    if (!outcome || m_endCard)
        return;
    GameModel *model = m_session->model();
    m_endCard = new ResultCard(model, *outcome, m_board);
    connect(m_endCard, &ResultCard::playAgainChosen, this, [model] {
        model->newGame(playAgainSetup(model->setup(), model->game())); // the other side starts
    });
    m_endCard->present();
}

} // namespace tihbat
