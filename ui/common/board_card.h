// SPDX-License-Identifier: GPL-3.0-or-later
// A card laid on the board, in the board's own look (its cream paper and dark wood, or white on
// black on the projector board), for what the game window says or asks between games: lines of
// text growing with the board (GrowingFont, at least 16 px), and two buttons, the first the
// default (Enter). Escape presses the button the card names for it. It takes the keyboard when
// it comes and tells a screen reader its name and description; it is deleted when closed, gives
// the keyboard back to the board, and is worded again on a language switch (retranslateUi).
#pragma once

#include <QFrame>
#include <QPushButton> // the buttons are handed out

class QLabel;

namespace tihbat {

class BoardView;
class GrowingFont;

class BoardCard : public QFrame {
    Q_OBJECT
public:
    QPushButton *defaultButton() const { return m_default; }
    QPushButton *otherButton() const { return m_other; }
    // Shows the card, gives the default button the keyboard and tells assistive technology.
    // On a window not shown yet the card comes with the window (never alone before it).
    void present();
    // Presents the card and waits, as QDialog::exec() does, until it is closed or goes with its
    // board, keeping the rest of the window's input off (CardModality). The window comes forward
    // with the keyboard, as a modal dialog's would. The card may be gone on return: connect what
    // its buttons answer before, and do not use it after.
    void presentAndWait();
    // Closed (or closing): the keyboard goes back to the board.
    bool isClosed() const { return m_closed; }
    // Escape, Enter or Return as the card answers them (a press of the button it names);
    // false for any other key.
    bool answerKey(int key);

signals:
    // The card was closed, by any of its buttons, Escape or close(): once.
    void closed();

protected:
    // Lies on `board` (a child of its viewport), centred and kept centred on resizes; the
    // buttons are named `defaultName` and `otherName` (none: the default is the only one, and
    // otherButton() is null). Hidden until present().
    BoardCard(BoardView *board, const char *defaultName, const char *otherName);

    // A line of text named `name`, below the ones added before, `scale` times the body size.
    QLabel *addText(const char *name, qreal scale, bool bold = false);
    // A third button named `name`, after the other two.
    QPushButton *addButton(const char *name);
    // The button Escape presses (none: Escape closes the card).
    void setEscapeButton(QPushButton *button) { m_escape = button; }
    BoardView *board() const { return m_board; }
    // The sizes of the card's words: a subclass adds the fields it lays on the card.
    GrowingFont *growingFont() const { return m_font; }
    // The words in the current language; subclasses call it once at the end of construction.
    virtual void retranslateUi() = 0;
    // Keeps the card's size and place right after its words changed.
    void place();

    void changeEvent(QEvent *event) override;
    void closeEvent(QCloseEvent *event) override;
    bool eventFilter(QObject *watched, QEvent *event) override;
    void keyPressEvent(QKeyEvent *event) override;
    // Tab and Shift+Tab go round the card's buttons: the keyboard stays on the card.
    bool focusNextPrevChild(bool next) override;
    void paintEvent(QPaintEvent *event) override;

private:
    void recolour();
    void showOnBoard();
    void announce();

    BoardView *m_board = nullptr;
    GrowingFont *m_font = nullptr; // child of the board
    QLabel *m_widest = nullptr;    // the first line: its size sets the card's width
    QPushButton *m_default = nullptr;
    QPushButton *m_other = nullptr;
    QPushButton *m_escape = nullptr;
    QList<QPushButton *> m_buttons;  // in Tab order
    bool m_waitingForWindow = false; // present() came before the window was shown
    bool m_closed = false;
};

} // namespace tihbat
