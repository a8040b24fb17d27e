// SPDX-License-Identifier: GPL-3.0-or-later
#include "session_board.h"

#include "board/board_view.h"
#include "game/session/game_session.h"
#include "game/session/live_move_line.h"
#include "game/words/game_texts.h"
#include "game/words/move_wording.h"
#include "game_board_wording.h"
#include "viewer/board_viewer.h"

#include <QEvent>

namespace tihbat {

SessionBoard::SessionBoard(GameSession *session, BoardViewer *viewer, QObject *parent)
    : QObject(parent)
    , m_session(session)
    , m_board(viewer->board()) {
    GameModel *game = model();
    m_line = new LiveMoveLine(game, this);
    viewer->setLine(m_line);

    // The screen reader hears a move in the model's one wording, as the caption and the voice.
    m_board->setMoveWording([game](const MoveStory &story) {
        return MoveWording::sentence(story, NarrationVoice::naming(game->setup()));
    });
    connect(m_board, &BoardView::pitActivated, this, &SessionBoard::play);
    connect(m_board, &BoardView::pitRefused, this, &SessionBoard::refuse);
    connect(game, &GameModel::moveRefused, this, &SessionBoard::refuse);
    connect(game, &GameModel::hintReady, this, &SessionBoard::showValues);
    // What was said about the position before a move no longer holds after it.
    connect(game, &GameModel::moveMade, this, &SessionBoard::clearValues);
    connect(game, &GameModel::moveUndone, this, &SessionBoard::clearValues);
    connect(game, &GameModel::gameReset, this, [this] {
        clearValues();
        retranslateUi();
        showPlayableSides();
    });
    connect(game, &GameModel::stateChanged, this, [this] {
        m_warnedPit = -1; // a warning holds for the position it was given in
        showPlayableSides();
    });
    // Nobody plays while a question about the game is open.
    connect(session, &GameSession::heldChanged, this, &SessionBoard::showPlayableSides);
    // The names in the new language when the interface's language changes.
    m_board->installEventFilter(this);
    retranslateUi();
    showPlayableSides();
}

SessionBoard::~SessionBoard() = default;

GameModel *SessionBoard::model() const {
    return m_session->model();
}

void SessionBoard::setPlayable(bool playable) {
    m_playable = playable;
    showPlayableSides();
}

bool SessionBoard::mayPlay(Side side) const {
    return m_playable && !m_session->isHeld() && model()->player(side).kind == PlayerKind::Human;
}

// Only people click pits (after the end too, in a window that lets them: the board then says
// the game is over).
void SessionBoard::showPlayableSides() {
    m_board->setInteractiveSides(mayPlay(Side::South), mayPlay(Side::North));
}

// A move that brings back a position seen before ends the game at once (with a one-counter
// pit, with nothing to see). The bubble says so first, and the same pit chosen again plays it.
void SessionBoard::play(int pit) {
    const QString warning = GameTexts::repetitionWarning(model()->game(), pit);
    if (warning.isEmpty() || m_warnedPit == pit) {
        m_warnedPit = -1;
        model()->playPit(pit);
        return;
    }
    m_warnedPit = pit;
    m_board->explain(pit, warning);
    emit warned(warning, pit);
}

QString SessionBoard::refusalText(int pit, MoveError error) const {
    return GameTexts::refusal(model()->setup(), model()->position(), pit, error);
}

void SessionBoard::refuse(int pit, MoveError error) {
    m_warnedPit = -1; // another pit chosen in between: the warning is given again
    const QString reason = refusalText(pit, error);
    m_board->refuse(pit, reason); // said by the pit
    emit refused(reason, pit);
}

void SessionBoard::showValues(const std::vector<MoveValue> &values) {
    if (!m_showsHints)
        return;
    m_board->showMoveValues(values);
    m_valuesShown = !values.empty();
}

void SessionBoard::clearValues() {
    if (!m_valuesShown)
        return;
    m_board->showMoveValues({});
    m_valuesShown = false;
}

void SessionBoard::retranslateUi() {
    wordGameBoard(*m_board, model()->setup());
}

bool SessionBoard::eventFilter(QObject *watched, QEvent *event) {
    if (watched == m_board && event->type() == QEvent::LanguageChange)
        retranslateUi();
    return QObject::eventFilter(watched, event);
}

} // namespace tihbat
