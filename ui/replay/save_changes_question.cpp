// SPDX-License-Identifier: GPL-3.0-or-later
#include "replay/save_changes_question.h"

#include "common/question_card.h"

#include <QLabel>

namespace tihbat {

SaveChangesQuestion::Answer SaveChangesQuestion::ask(BoardView *board) {
    auto *card = new QuestionCard(board, "saveChangesQuestion", "saveChangesButton",
                                  "discardChangesButton", "cancelCloseButton");
    card->setEscape(card->thirdButton());
    card->setWording([](QuestionCard &shown) {
        //: Asked before closing a game record with unsaved comments or tags
        shown.question()->setText(tr("Save the changes to this game record?"));
        shown.details()->setText(
            tr("Comments or tags have been changed. If you close without saving, the changes "
               "are lost."));
        //: Button: save the game record, then close it
        shown.defaultButton()->setText(tr("&Save"));
        //: Button: close the game record and lose the changes
        shown.otherButton()->setText(tr("Do&n't Save"));
        //: Button: do not close the game record
        shown.thirdButton()->setText(tr("&Cancel"));
    });
    switch (card->ask()) {
    case 0:
        return Answer::Save;
    case 1:
        return Answer::Discard;
    default:
        return Answer::Cancel;
    }
}

} // namespace tihbat
