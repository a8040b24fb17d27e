// SPDX-License-Identifier: GPL-3.0-or-later
// Presentation mode's key help (F1) as a card on the board in the projector's look: white on
// black with a white edge, how to play a pit first (in South's colour), then one line per key,
// each as large as the back of a room needs. Any key puts it away (the presentation window
// does); it never takes the keyboard, so the clicker keeps working.
#pragma once

#include <QFrame>
#include <QStringList>

class QLabel;
class QVBoxLayout;

namespace tihbat {

class KeysCard : public QFrame {
    Q_OBJECT
public:
    explicit KeysCard(QWidget *parent = nullptr);

    // The first line (how to play a pit; empty: none) and the lines for the keys.
    void setLines(const QString &howToPlay, const QStringList &keys);
    QStringList lines() const;
    // Centred in a window of that size, its words about a 30th of the window's height.
    void fitToWindow(const QSize &window);

protected:
    void paintEvent(QPaintEvent *event) override;

private:
    QVBoxLayout *m_layout = nullptr;
    QList<QLabel *> m_labels; // children
    int m_pixels = 24;
    bool m_firstIsPlay = false; // the first line says how to play a pit
};

} // namespace tihbat
