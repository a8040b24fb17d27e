// SPDX-License-Identifier: GPL-3.0-or-later
// The replay's Comment tab: the comment on the move shown, edited in place and kept in the
// ReplayModel at once (it is saved with the game); showing another move fills it without
// counting as an edit.
#pragma once

#include <QPlainTextEdit>

namespace tihbat {

class ReplayModel;

class MoveCommentEditor : public QPlainTextEdit {
    Q_OBJECT
public:
    MoveCommentEditor(ReplayModel *model, QWidget *parent);

    // The comment at `index` of the model's game.
    void showComment(int index);

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslateUi();

    ReplayModel *m_model;
    bool m_filling = false; // the text changes because another move is shown
};

} // namespace tihbat
