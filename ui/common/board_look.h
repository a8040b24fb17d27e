// SPDX-License-Identifier: GPL-3.0-or-later
// The one board look of the whole application: wood, dimmed wood (Night) on a dark desktop, or
// high contrast when the person chose it (View > High-Contrast Board, remembered). Every window
// with a board follows it, and changes as it changes, so the game, the projector, the lessons,
// the puzzles, the replays and the position editor always show the same board.
#pragma once

#include "board/board_palette.h"

#include <QObject>

class QPalette;

namespace tihbat {

class BoardView;

class BoardLook : public QObject {
    Q_OBJECT
public:
    // The application's look, made on first use and owned by the application object.
    static BoardLook &shared();
    // `board` shows the look now and whenever it changes, for as long as it lives.
    static void follow(BoardView *board);

    BoardPalette palette() const;
    bool highContrast() const { return m_highContrast; }
    // Remembered in the settings.
    void setHighContrast(bool on);

    // A dark desktop: the window colour is darker than its text (Qt 6.4 has no colour scheme).
    static bool isDark(const QPalette &palette);
    // The look for these choices.
    static BoardPalette lookFor(bool highContrast, bool darkDesktop);

signals:
    void changed(tihbat::BoardPalette palette);

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    explicit BoardLook(QObject *parent);
    void emitIfChanged();

    bool m_highContrast = false;
    BoardPalette m_palette; // the look last told to the boards
};

} // namespace tihbat
