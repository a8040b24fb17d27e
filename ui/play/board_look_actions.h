// SPDX-License-Identifier: GPL-3.0-or-later
// The board's look in the game window: View > High-Contrast Board (remembered), else wood, dimmed
// (Night) when the desktop's palette is dark, following the desktop as it changes. Words itself
// on every language change.
#pragma once

#include <QObject>
#include <QPointer>

class QAction;
class QPalette;
class QWidget;

namespace tihbat {

class BoardView;
enum class BoardPalette;

class BoardLookActions : public QObject {
    Q_OBJECT
public:
    // The action works in `window` and is owned by it; `board` gets the look at once.
    BoardLookActions(BoardView *board, QWidget *window);

    QAction *highContrastAction() const { return m_highContrast; }

    // A dark desktop: the window colour is darker than its text (Qt 6.4 has no colour scheme).
    static bool isDark(const QPalette &palette);
    // The look for these choices.
    static BoardPalette lookFor(bool highContrast, bool darkDesktop);

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void apply();
    void retranslateUi();

    QPointer<BoardView> m_board;
    QAction *m_highContrast = nullptr;
};

} // namespace tihbat
