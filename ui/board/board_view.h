// SPDX-License-Identifier: GPL-3.0-or-later
// The board: a QGraphicsView that shows a game state and animates move stories counter by
// counter. It knows nothing of GameModel, so the game, the replay viewer and presentation mode
// all drive it the same way: showState() snaps, playStory() animates.
#pragma once

#include "core/move_beat.h"
#include "core/move_value.h" // MoveValue: the value badges over the pits
#include "core/rules.h"

#include <QGraphicsView>
#include <QPointer>
#include <deque>
#include <functional>
#include <optional>
#include <vector>

class QAbstractAnimation;
class QTimer;

namespace tihbat {

class BoardBubble;
class BoardScene;
enum class BoardPalette;

class BoardView : public QGraphicsView {
    Q_OBJECT
public:
    explicit BoardView(QWidget *parent = nullptr);
    ~BoardView() override;

    void setPlayerNames(const QString &south, const QString &north);
    // What the name plate of the side to move says ("your turn"); empty: "to move".
    void setTurnTags(const QString &south, const QString &north);
    // A notice on `side`'s name plate in place of its turn pill ("has left" with `alert`, in a
    // colour seen from afar; "is back" without); empty: none. Kept across states and moves.
    void setPresenceTag(tihbat::Side side, const QString &tag, bool alert);
    // Shows a state at once, finishing any running animation first.
    void showState(const tihbat::GameState &state, bool gameOver);
    // Before the showState of a new game: the counters dealt as every board deals them.
    void dealCountersAfresh();
    // Counters held in a hand above `pit` from the next showState on (see BoardScene::setHand).
    void setHand(int pit, int count);
    // Animates a move from story.before to story.after (drops one by one, captures flying to
    // the tray, the pass) at dropDuration(). A running animation is finished first, so the
    // board never shows a state the caller is not in.
    void playStory(const tihbat::MoveStory &story);
    void finishAnimation();
    bool isAnimating() const;

    // The live game's stories, in the order they were made: played one after the other at this
    // board's pace (a hidden board keeps them and shows where they lead when it is shown). With
    // `mark`, the move stays marked on the board once shown (the computer's move), until the
    // next. A person's click or key on the board first shows everything queued at once.
    void queueStory(const tihbat::MoveStory &story, bool mark = false);
    // Shows every queued story at once (its end state), as a person's new input does.
    void finishQueued();
    // Animating, or stories waiting.
    bool isBusy() const { return isAnimating() || !m_queue.empty(); }

    // Which sides a person may play by mouse or keyboard (the others are the computer's, or
    // nobody's in a replay).
    void setInteractiveSides(bool south, bool north);
    // Milliseconds per dropped counter; 0 is instant.
    void setDropDuration(int ms);
    int dropDuration() const { return m_dropDuration; }
    // North at the bottom when flipped.
    void setFlipped(bool flipped);
    bool isFlipped() const { return m_flipped; }

    // Wood for play, Projector for presentation mode (see BoardPalette).
    void setBoardPalette(tihbat::BoardPalette palette);
    // The projector's board, in any palette (see BoardScene::setSeenFromAfar).
    void setSeenFromAfar(bool afar);

    // Shows the solver's value of each legal move over its pit (hint); empty clears it.
    void showMoveValues(const std::vector<tihbat::MoveValue> &values);
    // Marks a move on the board (the pit emptied, the pit its last counter fell in; -1 for
    // none) until the next state or move is shown; a lesson marks the pit its keys point at.
    void markMove(int played, int lastDrop);
    void clearMoveMarks();
    // Lights a pit as a counter landing in it does, until the next state is shown (a frame of a
    // presentation shows where the last counter fell).
    void setPitGlow(int pit, bool lit);

    // A person chose a pit (click, keys, or a screen reader's press action): finishes any
    // animation, then activates or refuses it.
    void choosePit(int pit);

    // Explains something about a pit on the board itself: a bubble near the pit says `text`
    // (worded by the caller, in the current language) and screen readers are told it. It goes
    // at the next click or key on the board, the next state or move shown, a language switch,
    // or after a few seconds (longer for a longer text). For lessons and puzzles as for
    // refusals. An invalid pit or an empty text only clears the bubble.
    void explain(int pit, const QString &text);
    // A pit that cannot be played: it shakes briefly and the bubble says why. At the Instant
    // speed (no animation wanted) it does not move; the bubble still says it.
    void refuse(int pit, const QString &reason);
    void clearExplanation();
    // The text of the bubble shown, or empty; the pit it points at, or -1.
    QString explanation() const;
    int explainedPit() const { return m_explainedPit; }
    BoardBubble *bubble() const { return m_bubble; }

    // What a screen reader is told after the last move (the board's accessible description).
    QString announcement() const { return m_announcement; }
    // The words of a move for the screen reader, from whoever words the game (the board links
    // no model): a window showing a game gives the model's one wording of a move, which the
    // caption and the voice read too; the board adds whose move it is next. Unset: the board's
    // own short sentences.
    void setMoveWording(std::function<QString(const MoveStory &)> wording);

    // The scene, for rendering (benchmarks, screenshots) and tests.
    BoardScene *boardScene() const { return m_scene; }

signals:
    // A pit was clicked, legal or not, before the board decides (a lesson that points at pits).
    void pitPressed(int pit);
    // A person chose a legal pit of an interactive side (click, or keys then Enter).
    void pitActivated(int pit);
    // A person chose a pit that cannot be played now, and why (for the status bar).
    void pitRefused(int pit, tihbat::MoveError reason);
    void animationFinished();
    // The board shows the last story it was given: nothing animating, nothing queued.
    void caughtUp();
    // A moment of a move as it is shown (see MoveBeat), in time with the animation. A move
    // shown without animation gives one summary beat (the capture, else its last drop) and
    // the end of the game if it ended.
    void beat(tihbat::MoveBeat beat, int amount);

protected:
    void resizeEvent(QResizeEvent *event) override;
    void keyPressEvent(QKeyEvent *event) override;
    void changeEvent(QEvent *event) override;
    void showEvent(QShowEvent *event) override;
    void focusInEvent(QFocusEvent *event) override;
    void focusOutEvent(QFocusEvent *event) override;
    void mousePressEvent(QMouseEvent *event) override;

private:
    void applyBubbleLook();
    struct QueuedStory {
        MoveStory story;
        bool mark = false;
    };
    // Plays the next queued story, or says the board has caught up. With stories waiting
    // behind it, it is shown faster: the drop time divided by one more than their number, and
    // at once below MinCatchUpDropMs.
    void playNext();
    // playStory at `dropMs` per drop.
    void animateStory(const tihbat::MoveStory &story, int dropMs);
    static constexpr int MinCatchUpDropMs = 20;
    void markShown(const QueuedStory &shown);
    // Tells assistive technology that the parts' names changed, and the announcement if given.
    void notifyAccessibility(bool announced);
    // Puts the bubble by its pit, as the board is now laid out and scaled.
    void placeBubble();

    BoardScene *m_scene = nullptr; // owned by this view (child QObject)
    QPointer<QAbstractAnimation> m_animation;
    std::deque<QueuedStory> m_queue;
    std::optional<QueuedStory> m_playing; // the queued story being animated
    int m_dropDuration = 220;
    bool m_flipped = false;
    QString m_announcement;
    std::function<QString(const MoveStory &)> m_moveWording;
    QString m_announcementBeforeBubble; // said again once the bubble has gone
    BoardBubble *m_bubble = nullptr;    // child of the viewport, hidden when nothing is said
    QTimer *m_bubbleTimer = nullptr;    // child: hides the bubble once it has been read
    int m_explainedPit = -1;
    // The last input on the board was a key (or none yet), not a click: the focus ring shows.
    bool m_keyboardInUse = true;
};

} // namespace tihbat
