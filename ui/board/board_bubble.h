// SPDX-License-Identifier: GPL-3.0-or-later
// A speech bubble on the board that says something about one pit ("That pit is empty…"). A
// widget over the board's viewport rather than a scene item, so its text keeps the desktop's
// font size whatever the board's scale (readable on a small window as on a projector, and
// twice as large at a 200 % display) and wraps within the board's width. Its tail points at the
// pit. Clicks go through it to the board.
#pragma once

#include <QWidget>

namespace tihbat {

class BoardBubble : public QWidget {
    Q_OBJECT
public:
    // Cream with dark text on the wood; black with white text and a yellow rim in the high
    // contrast look.
    enum class Look { Paper, HighContrast };

    explicit BoardBubble(QWidget *parent);

    QString text() const { return m_text; }
    void setText(const QString &text);
    void setLook(Look look);
    Look look() const { return m_look; }

    // The smallest height of a line of text, in pixels: the board sets it from its scale, so
    // that on a large board (a projector, a full screen) the text grows with the board;
    // it is never smaller than the desktop's text.
    void setLineHeightFloor(qreal pixels);
    // The font the text is drawn in: the desktop's, a quarter larger, half bold; larger when
    // the floor asks for it.
    QFont textFont() const;

    // Sizes and places the bubble within its parent so that its tail points at a pit centred
    // at `pitCentre` with radius `pitRadius` (parent coordinates): above the pit when
    // `preferAbove` and there is room, else below it (or where there is more room).
    void pointAt(QPoint pitCentre, int pitRadius, bool preferAbove);
    // Whether the tail is at the bottom (the bubble above its pit).
    bool isAbovePit() const { return m_above; }
    // The rectangle the text is drawn in, in the bubble's coordinates (for tests).
    QRect textRect() const;

protected:
    void paintEvent(QPaintEvent *event) override;
    void changeEvent(QEvent *event) override;

private:
    int padding() const;
    int tailHeight() const;

    QString m_text;
    Look m_look = Look::Paper;
    bool m_above = true;
    int m_tailX = 0; // where the tail meets the pit, in the bubble's coordinates
    QPoint m_pitCentre;
    int m_pitRadius = 0;
    bool m_preferAbove = true;
    qreal m_lineHeightFloor = 0;
};

} // namespace tihbat
