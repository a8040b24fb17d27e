// SPDX-License-Identifier: GPL-3.0-or-later
// The board's scene: owns every item, lays them out (South or North at the bottom, see
// BoardGeometry), keeps its own copy of the state it shows, turns a MoveStory into an animation
// (StoryAnimation), and paints the board's background (board_background.h) behind the items.
#pragma once

#include "background_image.h"
#include "board_geometry.h"
#include "board_palette.h"
#include "core/move_beat.h"
#include "core/move_value.h" // MoveValue: the value badges over the pits
#include "core/rules.h"
#include "pictures_ahead.h"

#include <QGraphicsScene>
#include <QPainter>
#include <array>
#include <memory>
#include <optional>
#include <vector>

class QAbstractAnimation;

namespace tihbat {

class BoardArtCache;
class CaptionItem;
class CountBadgeItem;
class CounterItem;
class NameplateItem;
class PitItem;
class PitShake;
class TrayItem;
class ValueBadgeItem;

class BoardScene : public QGraphicsScene {
    Q_OBJECT
public:
    explicit BoardScene(QObject *parent = nullptr);
    ~BoardScene() override;

    // The state shown, or being animated towards.
    const GameState &state() const { return m_state; }
    bool isGameOver() const { return m_gameOver; }

    // Puts every item where the state says, at once, moving as few counters as it can.
    void showState(const GameState &state, bool gameOver);
    // The next showState lays new counters out from the first pit on, as every board does for
    // the same state: two windows of one new game show the same pebbles in the same pits.
    void dealCountersAfresh();
    // Counters held above `pit` besides the state's (-1 or 0: none), from the next showState on:
    // they are drawn lifted in a hand, and the counters keep their looks while they are held.
    void setHand(int pit, int count);
    // Builds (does not start) the animation of a move from story.before to story.after; from
    // here on state() is story.after. Returns nullptr when dropMs is 0: the board then shows
    // story.after at once. The animation is a child of this scene.
    QAbstractAnimation *animateStory(const MoveStory &story, int dropMs);
    // After an animation, finished or cut short: every item to its place in state().
    void settle();

    void setPlayerNames(const QString &south, const QString &north);
    QString playerName(Side side) const;
    // The pill on the name plate of the side to move, by side; empty: "to move".
    void setTurnTags(const QString &south, const QString &north);
    QString turnTag(Side side) const { return m_turnTags[sideIndex(side)]; }
    // A notice on a side's name plate, in place of its turn pill and in the alert colour while
    // `alert` ("has left"), or quietly ("is back"); empty: none.
    void setPresenceTag(Side side, const QString &tag, bool alert);
    QString presenceTag(Side side) const { return m_presenceTags[sideIndex(side)].text; }
    // Keeps the carved wood in `folder` between runs, so a start paints it only once per
    // window size (empty: no cache, the default).
    void setArtCacheFolder(const QString &folder);

    void setFlipped(bool flipped);
    bool isFlipped() const { return m_flipped; }
    Side bottomSide() const { return m_geometry.bottomSide(); }
    // Where everything lies as the board faces now.
    const BoardGeometry &geometry() const { return m_geometry; }

    void setInteractiveSides(bool south, bool north);
    bool isInteractive(Side side) const { return m_interactive[sideIndex(side)]; }
    bool hasInteractiveSide() const { return m_interactive[0] || m_interactive[1]; }

    // Values are final score differences, South minus North (MoveValue); shown signed for the
    // side to move.
    void showMoveValues(const std::vector<MoveValue> &values);
    void clearMoveValues();

    // Marks a move on the board (the pit emptied, the pit its last counter fell in) until the
    // next state or move is shown.
    void markMove(int played, int lastDrop);
    void clearMoveMarks();
    // Lights a pit as a counter landing in it does (0..1), until the next state is shown.
    void setPitGlow(int pit, qreal glow);

    // A refused pit shakes its head: its highlights, counters and count swing left and right
    // for `durationMs`, then stand where they were. Returns the running animation (a child of
    // the scene); a shake still running is stopped first. Anything that moves the items
    // (a state, a move, the layout) stops it.
    QAbstractAnimation *shakePit(int pit, int durationMs);
    void stopShake();
    // The pit shaking now, or -1.
    int shakingPit() const;
    // How far the shaking pit's items stand from their places now, in scene units.
    qreal shakeOffset() const;

    // Keyboard: moves the focus ring to the side-to-move's pit on the left (-1) or right (+1) of
    // the screen. Returns false when there is nothing to focus.
    bool moveFocus(int direction);
    int focusedPit() const { return m_focusPit; }
    // Shows or hides the focus ring (the view shows it while it has the keyboard focus).
    void setFocusVisible(bool visible);
    bool isFocusVisible() const { return m_focusVisible; }

    void retranslateUi();

    void setBoardPalette(BoardPalette palette);
    BoardPalette boardPalette() const { return m_palette; }
    // A board seen from the back of a room (the projector), in any palette: huge counts, bold
    // move marks, a big caption.
    void setSeenFromAfar(bool afar);
    bool isSeenFromAfar() const { return m_afar; }

    // Draws the items' pictures and the board's art for this scene-to-device transform on other
    // threads, now, ahead of the paint that needs them (the view asks when its size is set,
    // before the window is on the screen); returns at once.
    void preparePictures(const QTransform &device, qreal dpr, QPainter::RenderHints hints);

    // Items, for the view and for tests (to read: the scene changes them).
    PitItem *pitItem(int pit) const { return parts().pits[pit]; }
    CountBadgeItem *pitBadge(int pit) const { return parts().pitBadges[pit]; }
    TrayItem *trayItem(Side side) const { return parts().trays[sideIndex(side)]; }
    NameplateItem *nameplate(Side side) const { return parts().nameplates[sideIndex(side)]; }
    CaptionItem *caption() const { return parts().caption; }
    std::vector<ValueBadgeItem *> valueBadges() const { return parts().valueBadges; }
    std::vector<CounterItem *> counters() const { return parts().counters; }
    // The pit under a scene point, or -1.
    int pitAt(QPointF scenePos) const { return m_geometry.pitAt(scenePos); }
    QPointF pitCentre(int pit) const { return m_geometry.pitCentre(pit); }

signals:
    // A pit was clicked (legal or not; the view decides).
    void pitPressed(int pit);
    // A moment of the running animation (animateStory) has just been shown.
    void beat(tihbat::MoveBeat beat, int amount);

protected:
    void drawBackground(QPainter *painter, const QRectF &rect) override;
    void mousePressEvent(QGraphicsSceneMouseEvent *event) override;
    void mouseMoveEvent(QGraphicsSceneMouseEvent *event) override;

private:
    enum class CaptionKind { None, Pass, GameOver };

    // The items, once no picture of them is being drawn on another thread (see PicturesAhead):
    // every use of an item goes through here.
    BoardParts &parts() { return m_ahead.parts(); }
    const BoardParts &parts() const { return m_ahead.parts(); }
    void layoutFixedItems();
    void distributeCounters();
    void placeCounters();
    void refreshLabels();
    void refreshTurn();
    void showCaption(CaptionKind kind, Side passer = Side::South);
    void setHoveredPit(int pit);
    void applyPaletteToItems();
    // The counts as big as the projector's (seen from afar, or the high-contrast palette).
    bool bigCounts() const;
    BackgroundLook backgroundLook() const { return {m_palette, bottomSide()}; }
    // Takes a rendered background as the board's if it is still the one wanted; fresh wood goes
    // to the cache on a later turn of the event loop (the first size of this scene only).
    void adoptBackground(BackgroundImage art);
    void invalidateArt();
    // The background's pixel rectangle on the device for a scene-to-device transform (a scale).
    QRect artTarget(const QTransform &device) const;

    GameState m_state;
    bool m_gameOver = false;
    int m_handPit = -1;  // the pit the hand is over (setHand)
    int m_handCount = 0; // counters in it
    // While a move is animated, its mover: the turn stays theirs on the board (and no pit is
    // playable) until the move has been shown, whatever the state already says.
    std::optional<Side> m_moving;
    BoardPalette m_palette = BoardPalette::Wood;
    bool m_afar = false;
    bool m_flipped = false;
    BoardGeometry m_geometry;
    std::array<bool, 2> m_interactive{};
    std::array<QString, 2> m_names;    // empty: the default name for the side
    std::array<QString, 2> m_turnTags; // empty: "to move"
    struct PresenceTag {
        QString text;
        bool alert = false;
    };
    std::array<PresenceTag, 2> m_presenceTags; // setPresenceTag
    PitShake *m_shake = nullptr;               // child of this scene while it runs
    int m_hoveredPit = -1;
    int m_focusPit = -1;
    bool m_focusVisible = false;
    CaptionKind m_captionKind = CaptionKind::None;
    Side m_passer = Side::South;

    // The carved board, rendered once per device size (see drawBackground).
    BackgroundImage m_art;
    std::unique_ptr<BoardArtCache> m_artCache; // none: painted at every start
    bool m_artStored = false;                  // this scene has filled the cache once
    // The items, and their pictures and the background drawn ahead (see preparePictures()).
    // Declared last: destroyed first, it waits for the threads still drawing.
    PicturesAhead m_ahead;
};

} // namespace tihbat
