// SPDX-License-Identifier: GPL-3.0-or-later
#include "replay/move_comment_editor.h"

#include "game/session/replay_model.h"

#include <QCoreApplication>
#include <QEvent>

// The words keep the context they were translated in, the replay window's.

namespace tihbat {

MoveCommentEditor::MoveCommentEditor(ReplayModel *model, QWidget *parent)
    : QPlainTextEdit(parent)
    , m_model(model) {
    setTabChangesFocus(true);
    connect(this, &QPlainTextEdit::textChanged, this, [this] {
        if (!m_filling)
            m_model->setComment(m_model->index(), toPlainText());
    });
    retranslateUi();
}

void MoveCommentEditor::showComment(int index) {
    m_filling = true;
    const QString comment = m_model->commentAt(index);
    if (toPlainText() != comment)
        setPlainText(comment);
    m_filling = false;
}

void MoveCommentEditor::retranslateUi() {
    setPlaceholderText(QCoreApplication::translate("tihbat::ReplayWindow",
                                                   "A comment on this move, saved with the game"));
}

void MoveCommentEditor::changeEvent(QEvent *event) {
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QPlainTextEdit::changeEvent(event);
}

} // namespace tihbat
