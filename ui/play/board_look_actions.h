// SPDX-License-Identifier: GPL-3.0-or-later
// The board's look in the game window: View > High-Contrast Board, the switch of the one
// application-wide BoardLook (which every window's board follows). Words itself on every
// language change.
#pragma once

#include <QObject>

class QAction;

namespace tihbat {

class BoardView;

class BoardLookActions : public QObject {
    Q_OBJECT
public:
    // The action works in `window` and is owned by it; `board` follows the look at once.
    BoardLookActions(BoardView *board, QWidget *window);

    QAction *highContrastAction() const { return m_highContrast; }

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void retranslateUi();

    QAction *m_highContrast = nullptr;
};

} // namespace tihbat
