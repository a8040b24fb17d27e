// SPDX-License-Identifier: GPL-3.0-or-later
// The box that answers a child's try in the lessons and the puzzles, in the board's own look: a
// sheet of the board's cream paper edged in the colour of the answer, with a sign before the
// words (a tick for right, a turning arrow for "try again", an "i" for a hint or a step). The
// words are in a WrappedTextLabel of the name given, so they can reserve the height of the
// longest answer and the board above does not jump when one comes.
#pragma once

#include <QFrame>
#include <QStringList>

class QSpacerItem;

namespace tihbat {

class WrappedTextLabel;

class FeedbackBox : public QFrame {
    Q_OBJECT
public:
    enum class Tone { Quiet, Info, Good, Bad };

    // `textName` is the object name of the label holding the words.
    explicit FeedbackBox(const QString &textName, QWidget *parent = nullptr);

    // Shows the words in a tone and tells a screen reader (the label's accessible name).
    void setFeedback(Tone tone, const QString &text);
    Tone tone() const { return m_tone; }
    QString text() const;
    // Every text the box may show, so that it keeps the height of the longest.
    void setPossibleTexts(const QStringList &texts);
    WrappedTextLabel *label() const { return m_text; }

    // The edge colour of a tone (also the colour of its sign).
    static QColor toneColour(Tone tone);

protected:
    void paintEvent(QPaintEvent *event) override;
    void changeEvent(QEvent *event) override;

private:
    void placeText();
    int signSize() const;

    WrappedTextLabel *m_text = nullptr; // child
    QStringList m_possibleTexts;
    QSpacerItem *m_signRoom = nullptr; // the layout's: the box is never lower than the sign
    Tone m_tone = Tone::Quiet;
};

} // namespace tihbat
