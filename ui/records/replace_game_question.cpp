// SPDX-License-Identifier: GPL-3.0-or-later
#include "records/replace_game_question.h"

#include "common/plain_text.h"
#include "game/game_model.h"
#include "game/game_texts.h"
#include "i18n/message_wording.h"

#include <QMessageBox>
#include <QPushButton>

namespace tihbat {

bool ReplaceGameQuestion::isInProgress(const GameModel &model) {
    return model.game().plies() > 0 && !model.isOver();
}

bool ReplaceGameQuestion::mayReplace(const GameModel &model, QWidget *parent) {
    if (!isInProgress(model))
        return true;
    QMessageBox question(QMessageBox::Question, QString(), QString(), QMessageBox::NoButton,
                         parent);
    question.setObjectName("replaceGameQuestion");
    QPushButton *replace = question.addButton(QString(), QMessageBox::DestructiveRole);
    replace->setObjectName("replaceGameButton");
    QPushButton *keep = question.addButton(QString(), QMessageBox::RejectRole);
    keep->setObjectName("keepPlayingButton");
    // Keeping is the safe answer: Enter and Esc both keep the game.
    question.setDefaultButton(keep);
    question.setEscapeButton(keep);
    const int plies = model.game().plies();
    MessageWording::attach(&question, [replace, keep, plies](QMessageBox &box) {
        box.setWindowTitle(GameTexts::gameName());
        //: Asked before a new game (or a game from a record or a set-up position) takes the
        //: place of the game being played
        box.setText(tr("Replace the game in progress?"));
        //: %n is the number of moves played in the game in progress
        box.setInformativeText(
            tr("%n moves have been played in this game. If you replace it, it cannot be "
               "continued.",
               "", plies));
        //: Button: end the game in progress and start the other one
        replace->setText(tr("&Replace Game"));
        //: Button: do not start another game, go on with this one
        keep->setText(tr("&Keep Playing"));
    });
    keepMessagePlain(&question);
    question.exec();
    return question.clickedButton() == replace;
}

} // namespace tihbat
