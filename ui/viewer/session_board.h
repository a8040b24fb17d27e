// SPDX-License-Identifier: GPL-3.0-or-later
// The one binding of a board viewer to the game being played (a GameSession). The viewer shows
// the session's game as its line of moves (line(): the computer's moves, and in hot seat every
// move, stay marked once shown);
// a pit a person chooses is played in the session; a refused pit is explained by the board's
// bubble in words, and so is a pit that would end the game by bringing back a position
// (played when chosen again); only the people's sides are played by mouse and keys; the
// players' names and the hint's values are on the board. Every window that shows the live game (the
// main window, the presentation) binds its viewer with one of these and connects no board signal to
// the model.
#pragma once

#include "core/move_value.h"
#include "core/rules.h"

#include <QObject>
#include <vector>

namespace tihbat {

class BoardView;
class BoardViewer;
class GameModel;
class GameSession;
class LiveMoveLine;

class SessionBoard : public QObject {
    Q_OBJECT
public:
    // Binds `viewer` (not owned) to `session` (not owned, outlives the binding) and shows the
    // session's line on it. A window that presents the game through another line over line()
    // (the presentation's lesson) sets that one on the viewer afterwards.
    SessionBoard(GameSession *session, BoardViewer *viewer, QObject *parent = nullptr);
    ~SessionBoard() override;

    GameSession *session() const { return m_session; }
    BoardView *board() const { return m_board; }
    // The session's game as a line of moves: its history, at its latest move.
    LiveMoveLine *line() const { return m_line; }

    // Whether the board shows the game where it is, so a person may play on it (a presentation
    // walking through a move, or at a game's end, is not). Playable at first.
    void setPlayable(bool playable);
    bool isPlayable() const { return m_playable; }
    // Whether the values of a hint asked in the session are shown over the pits. On at first.
    void setShowsHints(bool on) { m_showsHints = on; }
    // The sides a person may play on this board: those the people play, while playable and the
    // session is not held.
    bool mayPlay(Side side) const;
    // The words of a refusal of `pit` in the game as it is.
    QString refusalText(int pit, MoveError error) const;

signals:
    // A pit was refused, on this board or by the game, and the board's bubble says `reason`.
    void refused(const QString &reason, int pit);
    // A pit was chosen whose move would bring back a position and end the game: the
    // bubble says `warning`, and choosing the same pit again plays it.
    void warned(const QString &warning, int pit);

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    GameModel *model() const;
    void play(int pit);
    void refuse(int pit, MoveError error);
    void showPlayableSides();
    void showValues(const std::vector<MoveValue> &values);
    void clearValues();
    void retranslateUi();

    GameSession *m_session = nullptr;
    BoardView *m_board = nullptr;   // the viewer's
    LiveMoveLine *m_line = nullptr; // child
    bool m_playable = true;
    bool m_showsHints = true;
    bool m_valuesShown = false;
    int m_warnedPit = -1; // the pit whose one-counter warning is out, in this position
};

} // namespace tihbat
