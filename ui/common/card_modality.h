// SPDX-License-Identifier: GPL-3.0-or-later
// What a modal dialog does, for a card lying inside a window (a QuestionCard): while it lives,
// only the card takes input. Mouse, wheel and key input to any other widget of the application,
// every shortcut and menu key outside the card, and closing a window from the window manager
// are swallowed, so nothing else can happen until the card is answered.
#pragma once

#include <QObject>
#include <QPointer>

class QShortcutEvent;
class QWidget;

namespace tihbat {

class BoardCard;

class CardModality : public QObject {
    Q_OBJECT
public:
    explicit CardModality(BoardCard *card);
    ~CardModality() override;

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    bool isInCard(QObject *object) const;
    bool answerShortcut(QObject *receiver, QShortcutEvent *event);

    QPointer<BoardCard> m_card;
};

} // namespace tihbat
