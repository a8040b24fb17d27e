// SPDX-License-Identifier: GPL-3.0-or-later
// The board's scene: owns every item, lays them out (South or North at the bottom), keeps its
// own copy of the state it shows, and turns a MoveStory into an animation.
#pragma once

#include "core/move_beat.h"
#include "core/rules.h"
#include "core/solver.h"

#include <QFuture>
#include <QGraphicsScene>
#include <QImage>
#include <QPainter>
#include <QSemaphore>
#include <array>
#include <functional>
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

// How the board is painted: carved wood for play (Night: the same wood dimmed, for a dark
// desktop), or flat high contrast for a projector or for anyone who needs it (dark ground, white
// edges, huge counts; South blue and solid, North orange and dashed, so colour is never the only
// difference).
enum class BoardPalette { Wood, Projector, Night };
// A side's colour in the projector palette (for texts about that side around the board too).
QColor projectorSideColour(Side side);

class BoardScene : public QGraphicsScene {
    Q_OBJECT
public:
    explicit BoardScene(QObject *parent = nullptr);
    ~BoardScene() override;

    // The state shown, or being animated towards.
    const GameState &state() const { return m_state; }
    bool isGameOver() const { return m_gameOver; }

    // Puts every item where the state says, at once.
    void showState(const GameState &state, bool gameOver);
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
    // Keeps the carved wood in `folder` between runs, so a start paints it only once per
    // window size (empty: no cache, the default).
    void setArtCacheFolder(const QString &folder);

    void setFlipped(bool flipped);
    bool isFlipped() const { return m_flipped; }
    Side bottomSide() const { return m_flipped ? Side::North : Side::South; }

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

    void retranslate();

    void setBoardPalette(BoardPalette palette);
    BoardPalette boardPalette() const { return m_palette; }

    // Draws the items' pictures and the board's art for this scene-to-device transform on other
    // threads, now, ahead of the paint that needs them (the view asks when its size is set,
    // before the window is on the screen); returns at once.
    void preparePictures(const QTransform &device, qreal dpr, QPainter::RenderHints hints);

    // Items, for the view and for tests.
    PitItem *pitItem(int pit) const { return m_pits[pit]; }
    CountBadgeItem *pitBadge(int pit) const { return m_pitBadges[pit]; }
    TrayItem *trayItem(Side side) const { return m_trays[sideIndex(side)]; }
    NameplateItem *nameplate(Side side) const { return m_nameplates[sideIndex(side)]; }
    CaptionItem *caption() const { return m_caption; }
    std::vector<ValueBadgeItem *> valueBadges() const { return m_valueBadges; }
    std::vector<CounterItem *> counters() const { return m_counters; }
    // The pit under a scene point, or -1.
    int pitAt(QPointF scenePos) const;
    QPointF pitCentre(int pit) const;

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

    void layoutFixedItems();
    void distributeCounters();
    void placeCounters();
    void refreshLabels();
    void refreshTurn();
    void showCaption(CaptionKind kind, Side passer = Side::South);
    void setHoveredPit(int pit);
    QPointF trayCentre(Side side) const;
    QPointF handCentre(int pit) const;
    std::vector<QPointF> pitSlots(int pit, int n, qreal *radius) const;
    std::vector<QPointF> traySlots(Side side, int n, qreal *radius) const;
    void paintBoardArt(QPainter *painter) const;
    // All of the wooden board but the names. Reads no member: workers paint it.
    void paintWood(QPainter *painter) const;
    void paintPitNames(QPainter *painter) const;   // carved letters, drawn last
    void paintNightShade(QPainter *painter) const; // over the wood in the Night look
    void paintProjectorArt(QPainter *painter) const;
    // The board's art: its image, and, when asked for, the wood as it was painted afresh (before
    // the names), for the cache.
    struct Art {
        QImage image;
        QImage freshWood;
    };
    // The art at `size` on `edge`, on any thread; part of it on a second thread, the names on
    // the text thread.
    Art renderArt(QSize size, qreal dpr, const QColor &edge, bool keepFreshWood) const;
    // Takes rendered art as the board's; fresh wood goes to the cache on a later turn of the
    // event loop (the first size of this scene only).
    void adoptArt(Art art);
    // The art's pixel rectangle on the device for a scene-to-device transform (a scale).
    QRect artTarget(const QTransform &device) const;
    bool artFits(QSize size, qreal dpr) const;
    QColor edgeColor() const;
    // The items' pictures not drawn yet at this scale, on other threads.
    void startPictures(const QTransform &device, qreal dpr, QPainter::RenderHints hints);
    void paintArtRows(QImage &image, int top, int rows,
                      void (BoardScene::*paint)(QPainter *) const) const;
    // Waits for the pictures and the art being drawn ahead (preparePictures), and takes the
    // art: every change to the scene and every paint does first, as the pictures read the
    // items and the art reads the scene's look and names.
    void waitForPictures();
    // Runs `draw` on BoardText's thread, and waits for it.
    void onTextThread(const std::function<void()> &draw) const;
    void applyPaletteToItems();
    void invalidateArt();

    GameState m_state;
    bool m_gameOver = false;
    // While a move is animated, its mover: the turn stays theirs on the board (and no pit is
    // playable) until the move has been shown, whatever the state already says.
    std::optional<Side> m_moving;
    BoardPalette m_palette = BoardPalette::Wood;
    bool m_flipped = false;
    std::array<bool, 2> m_interactive{};
    std::array<QString, 2> m_names;    // empty: the default name for the side
    std::array<QString, 2> m_turnTags; // empty: "to move"
    PitShake *m_shake = nullptr;       // child of this scene while it runs
    int m_hoveredPit = -1;
    int m_focusPit = -1;
    bool m_focusVisible = false;
    CaptionKind m_captionKind = CaptionKind::None;
    Side m_passer = Side::South;

    // Items are owned by the scene.
    std::array<PitItem *, PitCount> m_pits{};
    std::array<CountBadgeItem *, PitCount> m_pitBadges{};
    std::array<TrayItem *, 2> m_trays{};
    std::array<NameplateItem *, 2> m_nameplates{};
    CaptionItem *m_caption = nullptr;
    std::vector<ValueBadgeItem *> m_valueBadges;
    std::vector<CounterItem *> m_counters;
    // Which counters lie where in state(); kept in step with it even while animating.
    std::array<std::vector<CounterItem *>, PitCount> m_inPit;
    std::array<std::vector<CounterItem *>, 2> m_inTray;

    // The carved board, rendered once per device size (see drawBackground).
    QImage m_art;
    std::unique_ptr<BoardArtCache> m_artCache; // none: painted at every start
    bool m_artStored = false;                  // this scene has filled the cache once
    struct PicturesInFlight {
        QSemaphore drawn;
        int count = 0;
    };
    std::unique_ptr<PicturesInFlight> m_picturesInFlight; // see preparePictures()
    QFuture<Art> m_artInFlight;                           // see preparePictures()
};

} // namespace tihbat
