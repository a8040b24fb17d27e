// SPDX-License-Identifier: GPL-3.0-or-later
// Every move of a game, as it is made (the computer's too), worded once by MoveWording with the
// players' names: what Read Aloud says of the game being played. A reader plugs in here, not
// into a window.
#pragma once

#include <QObject>
#include <QString>

namespace tihbat {

class GameModel;
struct MoveStory;

class MoveSentences : public QObject {
    Q_OBJECT
public:
    MoveSentences(GameModel *model, QObject *parent = nullptr);

    // The sentence of `story`, a move of this game.
    QString sentenceOf(const MoveStory &story) const;

signals:
    // A move was made: its sentence, which makes any sentence before it out of date.
    void sentence(const QString &text);
    // The game went back or started again: a sentence being said is out of date.
    void overtaken();

private:
    GameModel *m_model;
};

} // namespace tihbat
