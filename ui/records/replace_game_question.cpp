// SPDX-License-Identifier: GPL-3.0-or-later
#include "records/replace_game_question.h"

#include "board/board_view.h"
#include "common/plain_text.h"
#include "common/question_card.h"
#include "game/session/game_model.h"
#include "game/words/game_texts.h"
#include "i18n/message_wording.h"

#include <QLabel>
#include <QMessageBox>
#include <QPushButton>

namespace tihbat {

namespace {

// The board the person is looking at in `parent`: the first one shown.
BoardView *shownBoard(QWidget *parent) {
    for (BoardView *board : parent->findChildren<BoardView *>())
        if (board->isVisible())
            return board;
    return nullptr;
}

} // namespace

bool ReplaceGameQuestion::isInProgress(const GameModel &model) {
    return model.game().plies() > 0 && !model.isOver();
}

bool ReplaceGameQuestion::mayReplace(const GameModel &model, QWidget *parent) {
    if (!isInProgress(model))
        return true;
    const int plies = model.game().plies();
    BoardView *board = shownBoard(parent);
    if (!board)
        return askInBox(plies, parent);
    auto *card =
        new QuestionCard(board, "replaceGameQuestion", "keepPlayingButton", "replaceGameButton");
    // Keeping is the safe answer: Enter and Esc both keep the game.
    card->setEscape(card->defaultButton());
    card->setWording([plies](QuestionCard &shown) {
        shown.question()->setText(question());
        shown.details()->setText(details(plies));
        shown.defaultButton()->setText(keepAnswer());
        shown.otherButton()->setText(replaceAnswer());
    });
    return card->ask() == 1;
}

QString ReplaceGameQuestion::question() {
    //: Asked before a new game (or a game from a record or a set-up position) takes the
    //: place of the game being played
    return tr("Replace the game in progress?");
}

QString ReplaceGameQuestion::details(int plies) {
    //: %n is the number of moves played in the game in progress
    return tr("%n moves have been played in this game. If you replace it, it cannot be "
              "continued.",
              "", plies);
}

QString ReplaceGameQuestion::replaceAnswer() {
    //: Button: end the game in progress and start the other one
    return tr("&Replace Game");
}

QString ReplaceGameQuestion::keepAnswer() {
    //: Button: do not start another game, go on with this one
    return tr("&Keep Playing");
}

// Where no board is shown (none in `parent`): the stock box, worded the same.
bool ReplaceGameQuestion::askInBox(int plies, QWidget *parent) {
    QMessageBox question(QMessageBox::Question, QString(), QString(), QMessageBox::NoButton,
                         parent);
    question.setObjectName("replaceGameQuestion");
    QPushButton *replace = question.addButton(QString(), QMessageBox::DestructiveRole);
    replace->setObjectName("replaceGameButton");
    QPushButton *keep = question.addButton(QString(), QMessageBox::RejectRole);
    keep->setObjectName("keepPlayingButton");
    question.setDefaultButton(keep);
    question.setEscapeButton(keep);
    MessageWording::attach(&question, [replace, keep, plies](QMessageBox &box) {
        box.setWindowTitle(GameTexts::gameName());
        box.setText(ReplaceGameQuestion::question());
        box.setInformativeText(details(plies));
        replace->setText(replaceAnswer());
        keep->setText(keepAnswer());
    });
    keepMessagePlain(&question);
    question.exec();
    return question.clickedButton() == replace;
}

} // namespace tihbat
