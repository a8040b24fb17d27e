// SPDX-License-Identifier: GPL-3.0-or-later
#include "board_scene.h"

#include "board_art_cache.h"
#include "board_text.h"
#include "code_identity.h"
#include "core/game.h"
#include "game/isolated_text.h" // header only: the board still links no model
#include "items.h"
#include "pebble_layout.h"
#include "pit_shake.h"

#include <QFuture>
#include <QGraphicsSceneMouseEvent>
#include <QPainter>
#include <QPainterPath>
#include <QParallelAnimationGroup>
#include <QPauseAnimation>
#include <QPropertyAnimation>
#include <QSemaphore>
#include <QSequentialAnimationGroup>
#include <QThreadPool>
#include <QTimer>
#include <QtConcurrent/QtConcurrentRun>
#include <QtMath>
#include <algorithm>
#include <functional>
#include <utility>

namespace tihbat {

namespace {

// The scene's own units; the view scales them to any window.
const QRectF SceneRect(0, 0, 1600, 1000);
const QRectF BoardRect(90, 110, 1420, 780);
constexpr qreal BoardRound = 56;
constexpr qreal PitRadius = 145;
constexpr qreal PitRoom = 131; // where pebbles may lie, inside the carved rim
constexpr qreal MaxPebble = 30;
constexpr qreal TrayPebble = 22;
const QSizeF TroughSize(230, 620);
const QSizeF TrayRoom(196, 586);
constexpr qreal ColumnX[2] = {625, 975};
constexpr qreal RowY[2] = {335, 665};   // top, bottom
constexpr qreal TrayX[2] = {255, 1345}; // left, right
constexpr qreal BadgeBandY[2] = {150, 850};
constexpr qreal NameplateY[2] = {55, 945};
const QSizeF NameplateSize(660, 76);
constexpr qreal PitBadgeDiameter = 58;
constexpr int GrainPiece = 4; // segments of a wood grain line drawn at once (see paintWood)

// The projector palette's counts: huge, in the pits' own bands (see layoutFixedItems).
constexpr qreal ProjectorBadgeDiameter = 200;
constexpr qreal ProjectorBadgeY[2] = {100, 900};
constexpr qreal ProjectorTrayBadgeDiameter = 120;
const QColor ProjectorPebble(0xff, 0xf4, 0xc8);

const QColor TableEdge(0x14, 0x2e, 0x35);
// The night look: the wood under this shade, and the table's edge as it looks under it.
const QColor NightShade(0, 0, 0, 110);
const QColor NightTableEdge(0x0b, 0x1a, 0x1e);
const QColor TableMiddle(0x2c, 0x5a, 0x60);

// An animation that calls a function with its progress (0..1): for what is not a property of
// a QObject (labels, highlights), written so that any jump in time gives the right picture.
class FunctionAnimation : public QAbstractAnimation {
public:
    FunctionAnimation(int ms, std::function<void(qreal)> apply)
        : m_ms(std::max(1, ms))
        , m_apply(std::move(apply)) {}
    int duration() const override { return m_ms; }

protected:
    void updateCurrentTime(int currentTime) override {
        m_apply(static_cast<qreal>(currentTime) / m_ms);
    }

private:
    int m_ms;
    std::function<void(qreal)> m_apply;
};

QPropertyAnimation *glide(CounterItem *counter, QPointF from, QPointF to, int ms) {
    auto *animation = new QPropertyAnimation(counter, "pos");
    animation->setDuration(ms);
    animation->setStartValue(from);
    animation->setEndValue(to);
    animation->setEasingCurve(QEasingCurve::InOutCubic);
    return animation;
}

// A short throw: up and over, then down into place (screen up, whichever way the board faces).
QPropertyAnimation *arc(CounterItem *counter, QPointF from, QPointF to, int ms) {
    auto *animation = new QPropertyAnimation(counter, "pos");
    animation->setDuration(ms);
    const qreal height = 36 + 0.22 * QLineF(from, to).length();
    const QPointF control = (from + to) / 2 - QPointF(0, 2 * height);
    constexpr int Steps = 12;
    for (int i = 0; i <= Steps; ++i) {
        const qreal t = static_cast<qreal>(i) / Steps;
        const QPointF p = (1 - t) * (1 - t) * from + 2 * t * (1 - t) * control + t * t * to;
        animation->setKeyValueAt(t, p);
    }
    animation->setEasingCurve(QEasingCurve::InOutSine);
    return animation;
}

QPropertyAnimation *liftCurve(CounterItem *counter, qreal from, qreal top, qreal to, int ms) {
    auto *animation = new QPropertyAnimation(counter, "lift");
    animation->setDuration(ms);
    animation->setKeyValueAt(0, from);
    animation->setKeyValueAt(0.5, top);
    animation->setKeyValueAt(1, to);
    return animation;
}

QPropertyAnimation *resize(CounterItem *counter, qreal from, qreal to, int ms) {
    auto *animation = new QPropertyAnimation(counter, "radius");
    animation->setDuration(ms);
    animation->setStartValue(from);
    animation->setEndValue(to);
    return animation;
}

// Up to its peak when the counter lands (at `landing`), then fading.
qreal landingGlow(qreal p, qreal landing) {
    if (p <= 0 || p >= 1)
        return 0;
    return p < landing ? p / landing : (1 - p) / (1 - landing);
}

} // namespace

BoardScene::BoardScene(QObject *parent)
    : QGraphicsScene(parent) {
    setSceneRect(SceneRect);
    // Items move every frame; a BSP index would be rebuilt constantly for a few dozen items.
    setItemIndexMethod(NoIndex);
    for (int pit = 0; pit < PitCount; ++pit) {
        m_pits[pit] = new PitItem(pit, PitRadius);
        addItem(m_pits[pit]);
        m_pitBadges[pit] = new CountBadgeItem(PitBadgeDiameter, QColor(0xd9, 0xb0, 0x6a));
        addItem(m_pitBadges[pit]);
    }
    for (Side side : {Side::South, Side::North}) {
        m_trays[sideIndex(side)] = new TrayItem(side);
        m_trays[sideIndex(side)]->setTroughSize(TroughSize);
        // The tray's count wears the colour of its owner's token on the name plate.
        m_trays[sideIndex(side)]->badge()->setRim(side == Side::South ? QColor(0xf4, 0xc4, 0x30)
                                                                      : QColor(0x5c, 0xb8, 0xe6));
        addItem(m_trays[sideIndex(side)]);
        m_nameplates[sideIndex(side)] = new NameplateItem(side, NameplateSize);
        addItem(m_nameplates[sideIndex(side)]);
    }
    m_caption = new CaptionItem;
    m_caption->setPos(BoardRect.center());
    m_caption->hide();
    addItem(m_caption);
    layoutFixedItems();
    retranslate();
    showState(GameState{startPosition(RuleOptions{}), {}}, false);
}

BoardScene::~BoardScene() {
    waitForPictures();
    delete m_shake; // before the items it moves
}

// Layout ---------------------------------------------------------------------------------------

QPointF BoardScene::pitCentre(int pit) const {
    const Side owner = ownerOf(pit);
    const bool bottom = owner == bottomSide();
    const int index = pit % 2; // 0 is the owner's left pit
    // The player at the bottom sees their left on the screen's left; the one at the top faces
    // them, so their left is the screen's right. Sowing then runs counter-clockwise either way.
    const int column = bottom ? index : 1 - index;
    return {ColumnX[column], RowY[bottom ? 1 : 0]};
}

QPointF BoardScene::trayCentre(Side side) const {
    // Each player's tray is on their right, like a mancala store.
    const bool bottom = side == bottomSide();
    return {TrayX[bottom ? 1 : 0], BoardRect.center().y()};
}

QPointF BoardScene::handCentre(int pit) const {
    // Counters in the hand float just above the pit's middle.
    return pitCentre(pit) + QPointF(0, -16);
}

int BoardScene::pitAt(QPointF scenePos) const {
    for (int pit = 0; pit < PitCount; ++pit) {
        if (QLineF(scenePos, pitCentre(pit)).length() <= PitRadius)
            return pit;
    }
    return -1;
}

std::vector<QPointF> BoardScene::pitSlots(int pit, int n, qreal *radius) const {
    const pebbles::Layout layout = pebbles::inCircle(n, PitRoom, MaxPebble);
    std::vector<QPointF> spots;
    spots.reserve(layout.points.size());
    const QPointF centre = pitCentre(pit);
    for (const QPointF &p : layout.points)
        spots.push_back(centre + p);
    *radius = layout.radius;
    return spots;
}

std::vector<QPointF> BoardScene::traySlots(Side side, int n, qreal *radius) const {
    const pebbles::Layout layout = pebbles::inRect(n, TrayRoom, TrayPebble);
    std::vector<QPointF> spots;
    spots.reserve(layout.points.size());
    const QPointF centre = trayCentre(side);
    // Rotated with the board, so the same counters lie in the same spots for both players.
    const qreal turn = side == bottomSide() ? 1 : -1;
    for (const QPointF &p : layout.points)
        spots.push_back(centre + turn * p);
    *radius = layout.radius;
    return spots;
}

void BoardScene::layoutFixedItems() {
    stopShake();
    for (int pit = 0; pit < PitCount; ++pit) {
        const QPointF centre = pitCentre(pit);
        m_pits[pit]->setPos(centre);
        const bool bottom = ownerOf(pit) == bottomSide();
        m_pitBadges[pit]->setPos(centre.x(), BadgeBandY[bottom ? 1 : 0]);
    }
    for (Side side : {Side::South, Side::North}) {
        const bool bottom = side == bottomSide();
        m_trays[sideIndex(side)]->setPos(trayCentre(side));
        m_trays[sideIndex(side)]->setBadgeAtBottom(bottom);
        m_nameplates[sideIndex(side)]->setPos(BoardRect.center().x(), NameplateY[bottom ? 1 : 0]);
        m_nameplates[sideIndex(side)]->setBoardAbove(bottom);
    }
    if (m_palette == BoardPalette::Projector) {
        // Counts as big as the room allows, just outside each pit, in the name plates' place.
        for (int pit = 0; pit < PitCount; ++pit) {
            const bool bottom = ownerOf(pit) == bottomSide();
            m_pitBadges[pit]->setPos(pitCentre(pit).x(),
                                     bottom ? ProjectorBadgeY[1] : ProjectorBadgeY[0]);
        }
    }
    invalidateArt();
}

// Projector palette -----------------------------------------------------------------------------

void BoardScene::setBoardPalette(BoardPalette palette) {
    waitForPictures();
    if (palette == m_palette)
        return;
    m_palette = palette;
    applyPaletteToItems();
    layoutFixedItems();
    settle();
}

void BoardScene::applyPaletteToItems() {
    const bool projector = m_palette == BoardPalette::Projector;
    for (int pit = 0; pit < PitCount; ++pit) {
        const Side owner = ownerOf(pit);
        m_pitBadges[pit]->setProjectorLook(
            projector, projector ? ProjectorBadgeDiameter : PitBadgeDiameter, owner == Side::North);
        m_pitBadges[pit]->setRim(projector ? projectorSideColour(owner) : QColor(0xd9, 0xb0, 0x6a));
    }
    for (Side side : {Side::South, Side::North}) {
        CountBadgeItem *badge = m_trays[sideIndex(side)]->badge();
        badge->setProjectorLook(projector, projector ? ProjectorTrayBadgeDiameter : 68,
                                side == Side::North);
        badge->setRim(projector ? projectorSideColour(side)
                                : (side == Side::South ? QColor(0xf4, 0xc4, 0x30)
                                                       : QColor(0x5c, 0xb8, 0xe6)));
        // The counts and the letters name the sides; the plates would sit under the counts.
        m_nameplates[sideIndex(side)]->setVisible(!projector);
    }
    for (CounterItem *counter : m_counters)
        counter->setPlainColour(projector ? ProjectorPebble : QColor());
    invalidateArt();
}

QColor projectorSideColour(Side side) {
    // Okabe-Ito blue and orange: apart for every kind of colour vision, and bright on black.
    return side == Side::South ? QColor(0x3d, 0xa5, 0xf5) : QColor(0xff, 0xa0, 0x1c);
}

void BoardScene::paintProjectorArt(QPainter *painter) const {
    painter->save();
    painter->fillRect(SceneRect, Qt::black);
    painter->setRenderHint(QPainter::Antialiasing);
    painter->setPen(QPen(QColor(0xe0, 0xe0, 0xe0), 6));
    painter->setBrush(QColor(0x26, 0x26, 0x26));
    painter->drawRoundedRect(BoardRect, BoardRound, BoardRound);
    for (Side side : {Side::South, Side::North}) {
        const QRectF trough(trayCentre(side) - QPointF(TroughSize.width(), TroughSize.height()) / 2,
                            TroughSize);
        QPen edge(projectorSideColour(side), 8);
        if (side == Side::North)
            edge.setDashPattern({3, 1.5});
        painter->setPen(edge);
        painter->setBrush(Qt::black);
        painter->drawRoundedRect(trough, TroughSize.width() / 2, TroughSize.width() / 2);
    }
    const BoardText letters(BoardTypeface::SansBlack, 96);
    for (int pit = 0; pit < PitCount; ++pit) {
        const Side owner = ownerOf(pit);
        const QPointF c = pitCentre(pit);
        // South's pits have a solid rim, North's a dashed one: shape tells them apart too.
        QPen rim(projectorSideColour(owner), 12);
        if (owner == Side::North)
            rim.setDashPattern({2.5, 1.2});
        painter->setPen(rim);
        painter->setBrush(Qt::black);
        painter->drawEllipse(c, PitRadius - 6, PitRadius - 6);
        // The pit's letter on its outer side, between the pit and the tray.
        const qreal outward = c.x() < BoardRect.center().x() ? -1 : 1;
        const QRectF box(c + QPointF(outward * 200 - 45, -60), QSizeF(90, 120));
        painter->setPen(Qt::white);
        letters.draw(painter, box, Qt::AlignCenter, QString(QChar::fromLatin1("ABab"[pit])));
    }
    painter->restore();
}

// State ----------------------------------------------------------------------------------------

void BoardScene::showState(const GameState &state, bool gameOver) {
    waitForPictures();
    stopShake();
    m_state = state;
    m_gameOver = gameOver;
    clearMoveValues();
    clearMoveMarks();
    distributeCounters();
    settle();
}

void BoardScene::distributeCounters() {
    const auto &pits = m_state.position.pits;
    const int total = m_state.position.boardTotal() + m_state.captured[0] + m_state.captured[1];
    if (static_cast<int>(m_counters.size()) != total) {
        // A different game: new counters, each with its own look from its number.
        for (CounterItem *counter : m_counters)
            delete counter;
        m_counters.clear();
        for (auto &list : m_inPit)
            list.clear();
        for (auto &list : m_inTray)
            list.clear();
        for (int i = 0; i < total; ++i) {
            m_counters.push_back(new CounterItem(i));
            addItem(m_counters.back());
        }
        applyPaletteToItems();
        m_inPit[0] = m_counters; // handed out below
    }
    // Move as few counters as possible, so that undo shows the very pebbles that were there.
    std::vector<CounterItem *> spare;
    auto trim = [&spare](std::vector<CounterItem *> &list, int wanted) {
        while (static_cast<int>(list.size()) > wanted) {
            spare.push_back(list.back());
            list.pop_back();
        }
    };
    auto fill = [&spare](std::vector<CounterItem *> &list, int wanted) {
        while (static_cast<int>(list.size()) < wanted) {
            list.push_back(spare.back());
            spare.pop_back();
        }
    };
    for (int pit = 0; pit < PitCount; ++pit)
        trim(m_inPit[pit], pits[pit]);
    for (int side = 0; side < 2; ++side)
        trim(m_inTray[side], m_state.captured[side]);
    for (int pit = 0; pit < PitCount; ++pit)
        fill(m_inPit[pit], pits[pit]);
    for (int side = 0; side < 2; ++side)
        fill(m_inTray[side], m_state.captured[side]);
}

void BoardScene::placeCounters() {
    for (int pit = 0; pit < PitCount; ++pit) {
        qreal radius = 0;
        const auto spots = pitSlots(pit, static_cast<int>(m_inPit[pit].size()), &radius);
        for (std::size_t i = 0; i < spots.size(); ++i) {
            CounterItem *counter = m_inPit[pit][i];
            counter->placeInPit(pit);
            counter->setPos(spots[i]);
            counter->setRadius(radius);
            counter->setLift(0);
            counter->setZValue(10 + 0.01 * static_cast<qreal>(i));
        }
    }
    for (Side side : {Side::South, Side::North}) {
        auto &list = m_inTray[sideIndex(side)];
        qreal radius = 0;
        const auto spots = traySlots(side, static_cast<int>(list.size()), &radius);
        for (std::size_t i = 0; i < spots.size(); ++i) {
            list[i]->placeInTray(side);
            list[i]->setPos(spots[i]);
            list[i]->setRadius(radius);
            list[i]->setLift(0);
            list[i]->setZValue(10 + 0.01 * static_cast<qreal>(i));
        }
    }
}

void BoardScene::refreshLabels() {
    for (int pit = 0; pit < PitCount; ++pit) {
        m_pitBadges[pit]->setCount(m_state.position.pits[pit]);
        m_pits[pit]->setGlow(0);
    }
    for (int side = 0; side < 2; ++side)
        m_trays[side]->setCount(m_state.captured[side]);
}

void BoardScene::refreshTurn() {
    const Side toMove = m_moving.value_or(m_state.position.toMove);
    // The end shows once the last move has.
    const bool over = m_gameOver && !m_moving;
    // After the end each nameplate keeps its player's final score (counters a repetition left
    // on the board shared out), so the result stays on the board once the end box is gone.
    const Outcome outcome = outcomeOf(m_state, GameEnd::AllCaptured);
    for (Side side : {Side::South, Side::North}) {
        const bool moving = !over && side == toMove;
        QString tag;
        if (over)
            //: On a player's nameplate after the end of a game: %1 is their final score
            tag = tr("ends with %1", "nameplate").arg(outcome.finalScore[sideIndex(side)]);
        else if (moving)
            tag = m_turnTags[sideIndex(side)].isEmpty() ? tr("to move", "turn")
                                                        : m_turnTags[sideIndex(side)];
        m_nameplates[sideIndex(side)]->setToMove(moving, tag);
    }
    const bool canPlay = !over && !m_moving && isInteractive(toMove);
    for (int pit = 0; pit < PitCount; ++pit)
        m_pits[pit]->setPlayable(canPlay && checkMove(m_state.position, pit) == MoveError::None);
    // The keyboard focus follows the turn to the new mover's first legal pit.
    if (!canPlay || m_focusPit < 0 || ownerOf(m_focusPit) != toMove) {
        const auto legal = legalMoves(m_state.position);
        m_focusPit = canPlay ? (legal.empty() ? pitsOf(toMove)[0] : legal.front()) : -1;
    }
    for (int pit = 0; pit < PitCount; ++pit)
        m_pits[pit]->setFocusRing(m_focusVisible && pit == m_focusPit);
}

void BoardScene::settle() {
    waitForPictures();
    stopShake(); // every item to its place: a shaking pit's too
    m_moving.reset();
    placeCounters();
    refreshLabels();
    refreshTurn();
    showCaption(m_gameOver ? CaptionKind::GameOver : CaptionKind::None);
}

// Animation ------------------------------------------------------------------------------------

QAbstractAnimation *BoardScene::animateStory(const MoveStory &story, int dropMs) {
    waitForPictures();
    stopShake();
    clearMoveMarks();
    if (m_state != story.before || m_gameOver)
        showState(story.before, false);
    const bool gameOver = story.end != GameEnd::None;
    auto &origin = m_inPit[story.pit];
    if (dropMs <= 0 || static_cast<int>(origin.size()) != story.lifted ||
        static_cast<int>(story.drops.size()) != story.lifted) {
        showState(story.after, gameOver);
        return nullptr;
    }
    clearMoveValues();
    showCaption(CaptionKind::None);
    for (PitItem *pit : m_pits)
        pit->setPlayable(false);
    setHoveredPit(-1);

    // Where each moving counter will be when the previous step ends, so that every animation
    // has explicit start values and jumping to any time gives the same picture.
    QHash<CounterItem *, QPointF> at;
    QHash<CounterItem *, qreal> size;
    for (CounterItem *counter : m_counters) {
        at[counter] = counter->pos();
        size[counter] = counter->radius();
    }
    auto *group = new QSequentialAnimationGroup(this);
    const int ms = dropMs;

    // 1. The whole pit is lifted into the hand, which keeps its shape as it travels.
    std::vector<CounterItem *> hand = std::move(origin);
    origin.clear();
    const pebbles::Layout handShape = pebbles::inCircle(story.lifted, PitRoom, MaxPebble);
    {
        auto *step = new QParallelAnimationGroup;
        for (std::size_t i = 0; i < hand.size(); ++i) {
            CounterItem *counter = hand[i];
            const QPointF to = handCentre(story.pit) + handShape.points[i];
            step->addAnimation(glide(counter, at[counter], to, ms));
            auto *rise = new QPropertyAnimation(counter, "lift");
            rise->setDuration(ms);
            rise->setStartValue(0.0);
            rise->setEndValue(1.0);
            step->addAnimation(rise);
            counter->setZValue(30 + 0.01 * static_cast<qreal>(i));
            at[counter] = to;
        }
        CountBadgeItem *badge = m_pitBadges[story.pit];
        const int lifted = story.lifted;
        step->addAnimation(new FunctionAnimation(
            ms, [badge, lifted](qreal p) { badge->setCount(p < 0.3 ? lifted : 0); }));
        group->addAnimation(step);
    }

    // 2. One counter per drop, origin first; the rest of the hand moves on with it.
    std::array<int, PitCount> counts = story.before.position.pits;
    counts[story.pit] = 0;
    int handOver = story.pit;
    for (int target : story.drops) {
        auto *step = new QParallelAnimationGroup;
        CounterItem *dropped = hand.back();
        hand.pop_back();
        auto &pitList = m_inPit[target];
        pitList.push_back(dropped);
        qreal radius = 0;
        const auto spots = pitSlots(target, static_cast<int>(pitList.size()), &radius);
        // The counters already there make room, as real pebbles shift when one falls in.
        for (std::size_t j = 0; j < pitList.size(); ++j) {
            CounterItem *counter = pitList[j];
            if (counter == dropped) {
                step->addAnimation(arc(counter, at[counter], spots[j], ms));
                step->addAnimation(liftCurve(counter, 1, 1.4, 0, ms));
            } else if (QLineF(at[counter], spots[j]).length() > 0.5) {
                step->addAnimation(glide(counter, at[counter], spots[j], ms));
            }
            if (!qFuzzyCompare(size[counter], radius)) {
                step->addAnimation(resize(counter, size[counter], radius, ms));
                size[counter] = radius;
            }
            at[counter] = spots[j];
        }
        if (target != handOver) {
            for (std::size_t i = 0; i < hand.size(); ++i) {
                const QPointF to = handCentre(target) + handShape.points[i];
                step->addAnimation(glide(hand[i], at[hand[i]], to, ms));
                at[hand[i]] = to;
            }
            handOver = target;
        }
        CountBadgeItem *badge = m_pitBadges[target];
        PitItem *pit = m_pits[target];
        const int before = counts[target];
        ++counts[target];
        step->addAnimation(new FunctionAnimation(
            ms, [this, badge, pit, before, target, landed = false](qreal p) mutable {
                constexpr qreal Landing = 0.8;
                badge->setCount(p < Landing ? before : before + 1);
                pit->setGlow(landingGlow(p, Landing));
                if (p >= Landing && !std::exchange(landed, true))
                    emit beat(MoveBeat::Drop, target);
            }));
        group->addAnimation(step);
    }

    // 3. Captured counters fly to the mover's tray, one after another.
    if (!story.captures.empty()) {
        auto *step = new QParallelAnimationGroup;
        auto &tray = m_inTray[sideIndex(story.mover)];
        const int trayBefore = static_cast<int>(tray.size());
        std::vector<CounterItem *> flying;
        for (const Capture &capture : story.captures) {
            auto &pitList = m_inPit[capture.pit];
            flying.insert(flying.end(), pitList.begin(), pitList.end());
            pitList.clear();
        }
        tray.insert(tray.end(), flying.begin(), flying.end());
        qreal radius = 0;
        const auto spots = traySlots(story.mover, static_cast<int>(tray.size()), &radius);
        const int stagger = std::max(1, ms / 5);
        const int flight = ms * 3 / 2;
        for (std::size_t i = 0; i < flying.size(); ++i) {
            CounterItem *counter = flying[i];
            const QPointF to = spots[static_cast<std::size_t>(trayBefore) + i];
            auto *one = new QSequentialAnimationGroup;
            if (i > 0)
                one->addPause(static_cast<int>(i) * stagger);
            auto *move = new QParallelAnimationGroup;
            move->addAnimation(arc(counter, at[counter], to, flight));
            move->addAnimation(liftCurve(counter, 0, 1.3, 0, flight));
            move->addAnimation(resize(counter, size[counter], radius, flight));
            one->addAnimation(move);
            step->addAnimation(one);
            counter->setZValue(35);
            at[counter] = to;
        }
        std::vector<std::pair<CountBadgeItem *, int>> emptied;
        for (const Capture &capture : story.captures)
            emptied.emplace_back(m_pitBadges[capture.pit], capture.counters);
        TrayItem *trayItem = m_trays[sideIndex(story.mover)];
        const int total = static_cast<int>(flying.size()) * stagger + flight;
        const int count = static_cast<int>(flying.size());
        step->addAnimation(
            new FunctionAnimation(total, [=, this, started = false](qreal p) mutable {
                if (p > 0 && !std::exchange(started, true))
                    emit beat(MoveBeat::Capture, count);
                const int elapsed = qRound(p * total);
                for (const auto &[badge, counters] : emptied)
                    badge->setCount(elapsed <= 0 ? counters : 0);
                // A counter counts once it lands.
                int landed = 0;
                for (int i = 0; i < count; ++i)
                    landed += (i * stagger + flight <= elapsed) ? 1 : 0;
                trayItem->setCount(trayBefore + landed);
            }));
        group->addAnimation(step);
    }

    // 4. The opponent could not move: say so on the board.
    if (story.passFollows) {
        const Side passer = opponent(story.mover);
        showCaption(CaptionKind::Pass, passer);
        m_caption->hide();
        CaptionItem *caption = m_caption;
        group->addAnimation(new FunctionAnimation(
            std::max(900, ms * 6), [this, caption, shown = false](qreal p) mutable {
                caption->setVisible(p > 0 && p < 1);
                caption->setOpacity(std::clamp(std::min(p, 1 - p) * 6, 0.0, 1.0));
                if (p > 0 && !std::exchange(shown, true))
                    emit beat(MoveBeat::Pass, 0);
            }));
    }

    // 5. The game ended with this move: the last moment of the animation.
    if (const auto end = endBeat(story)) {
        const int margin = story.after.capturedDifference();
        group->addAnimation(
            new FunctionAnimation(1, [this, end, margin, said = false](qreal p) mutable {
                if (p >= 1 && !std::exchange(said, true))
                    emit beat(*end, margin);
            }));
    }

    m_state = story.after;
    m_moving = story.mover;
    m_gameOver = gameOver;
    return group;
}

void BoardScene::markMove(int played, int lastDrop) {
    waitForPictures();
    for (int pit = 0; pit < PitCount; ++pit)
        m_pits[pit]->setMoveMarks(pit == played, pit == lastDrop);
}

void BoardScene::clearMoveMarks() {
    waitForPictures();
    for (PitItem *pit : m_pits)
        pit->setMoveMarks(false, false);
}

// Captions, names, hints -----------------------------------------------------------------------

void BoardScene::showCaption(CaptionKind kind, Side passer) {
    m_captionKind = kind;
    m_passer = passer;
    switch (kind) {
    case CaptionKind::None:
        m_caption->hide();
        return;
    case CaptionKind::Pass:
        //: Shown on the board when a player has no counters and must pass; %1 is their name.
        m_caption->setText(tr("%1 passes")
                               .arg(m_names[sideIndex(passer)].isEmpty()
                                        ? playerName(passer)
                                        : isolated(playerName(passer))));
        break;
    case CaptionKind::GameOver:
        m_caption->setText(tr("Game over"));
        break;
    }
    m_caption->setOpacity(1);
    m_caption->show();
}

void BoardScene::setPlayerNames(const QString &south, const QString &north) {
    waitForPictures();
    m_names = {south, north};
    retranslate();
}

void BoardScene::setTurnTags(const QString &south, const QString &north) {
    waitForPictures();
    m_turnTags = {south, north};
    refreshTurn();
}

QString BoardScene::playerName(Side side) const {
    const QString &name = m_names[sideIndex(side)];
    if (!name.isEmpty())
        return name;
    return side == Side::South ? tr("South", "player") : tr("North", "player");
}

void BoardScene::retranslate() {
    waitForPictures();
    for (Side side : {Side::South, Side::North})
        m_nameplates[sideIndex(side)]->setName(playerName(side));
    refreshTurn();
    if (m_captionKind != CaptionKind::None) {
        const bool visible = m_caption->isVisible();
        const qreal opacity = m_caption->opacity();
        showCaption(m_captionKind, m_passer);
        m_caption->setVisible(visible);
        m_caption->setOpacity(opacity);
    }
}

void BoardScene::setFlipped(bool flipped) {
    waitForPictures();
    if (flipped == m_flipped)
        return;
    m_flipped = flipped;
    layoutFixedItems();
    clearMoveValues();
    settle();
}

void BoardScene::setInteractiveSides(bool south, bool north) {
    waitForPictures();
    m_interactive = {south, north};
    refreshTurn();
}

void BoardScene::showMoveValues(const std::vector<MoveValue> &values) {
    waitForPictures();
    clearMoveValues();
    const Side mover = m_state.position.toMove;
    for (const MoveValue &mv : values) {
        if (!isValidPit(mv.pit) || ownerOf(mv.pit) != mover)
            continue;
        auto *badge = new ValueBadgeItem(mover == Side::South ? mv.value : -mv.value);
        // On the line between the two rows, beside its pit: it covers only carved rims there,
        // never a pebble, whatever the count.
        badge->setPos(pitCentre(mv.pit).x(), BoardRect.center().y());
        addItem(badge);
        m_valueBadges.push_back(badge);
    }
}

void BoardScene::clearMoveValues() {
    waitForPictures();
    for (ValueBadgeItem *badge : m_valueBadges)
        delete badge;
    m_valueBadges.clear();
}

// Refusals ------------------------------------------------------------------------------------

QAbstractAnimation *BoardScene::shakePit(int pit, int durationMs) {
    waitForPictures();
    stopShake();
    if (!isValidPit(pit) || durationMs <= 0)
        return nullptr;
    std::vector<QGraphicsItem *> items{m_pits[pit], m_pitBadges[pit]};
    for (CounterItem *counter : m_inPit[pit])
        items.push_back(counter);
    // A tenth of the pit's radius: plainly seen, never into the next pit.
    auto *shake = new PitShake(pit, std::move(items), PitRadius / 10, durationMs, this);
    m_shake = shake;
    connect(shake, &QObject::destroyed, this, [this, shake] {
        if (m_shake == shake)
            m_shake = nullptr;
    });
    shake->start(QAbstractAnimation::DeleteWhenStopped);
    return shake;
}

void BoardScene::stopShake() {
    waitForPictures();
    if (!m_shake)
        return;
    PitShake *shake = m_shake;
    m_shake = nullptr;
    shake->stop(); // puts the items back; deleted later (DeleteWhenStopped)
}

int BoardScene::shakingPit() const {
    return m_shake && m_shake->state() == QAbstractAnimation::Running ? m_shake->pit() : -1;
}

qreal BoardScene::shakeOffset() const {
    return shakingPit() >= 0 ? m_shake->offset() : 0;
}

// Input ----------------------------------------------------------------------------------------

bool BoardScene::moveFocus(int direction) {
    waitForPictures();
    const Side toMove = m_state.position.toMove;
    if (m_gameOver || !isInteractive(toMove))
        return false;
    // The mover's pits in screen order, left to right.
    auto pits = pitsOf(toMove);
    if (pitCentre(pits[0]).x() > pitCentre(pits[1]).x())
        std::swap(pits[0], pits[1]);
    if (!m_focusVisible || m_focusPit < 0)
        m_focusPit = direction < 0 ? pits[1] : pits[0];
    else
        m_focusPit = direction < 0 ? pits[0] : pits[1];
    m_focusVisible = true;
    refreshTurn();
    return true;
}

void BoardScene::setFocusVisible(bool visible) {
    waitForPictures();
    if (visible == m_focusVisible)
        return;
    m_focusVisible = visible;
    refreshTurn();
}

void BoardScene::setHoveredPit(int pit) {
    waitForPictures();
    m_hoveredPit = pit;
    for (int p = 0; p < PitCount; ++p)
        m_pits[p]->setHovered(p == pit);
}

void BoardScene::mousePressEvent(QGraphicsSceneMouseEvent *event) {
    waitForPictures();
    if (event->button() != Qt::LeftButton) {
        QGraphicsScene::mousePressEvent(event);
        return;
    }
    const int pit = pitAt(event->scenePos());
    event->accept();
    if (pit >= 0)
        emit pitPressed(pit);
}

void BoardScene::mouseMoveEvent(QGraphicsSceneMouseEvent *event) {
    waitForPictures();
    QGraphicsScene::mouseMoveEvent(event);
    setHoveredPit(pitAt(event->scenePos()));
}

// The carved board -----------------------------------------------------------------------------

void BoardScene::invalidateArt() {
    waitForPictures();
    m_art = QImage();
    update();
}

namespace {

// Four bytes a pixel copy to the window as they are; three must be converted at every paint,
// which made the first paint of a 900x700 window a third slower. Three only where the memory
// counts: a 4K board is 22 MB instead of 30.
QImage::Format artFormat(QSize size) {
    constexpr qint64 LargestFourByteArt = 2560 * 1600;
    return qint64(size.width()) * size.height() <= LargestFourByteArt ? QImage::Format_RGB32
                                                                      : QImage::Format_RGB888;
}

} // namespace

// `paint` draws in scene units on `image`, rows [top, top + rows) of it, as if on the whole.
void BoardScene::paintArtRows(QImage &image, int top, int rows,
                              void (BoardScene::*paint)(QPainter *) const) const {
    // A view of the rows, sharing the pixels: the two halves are painted at the same time.
    QImage band(image.bits() + qsizetype(top) * image.bytesPerLine(), image.width(), rows,
                image.bytesPerLine(), image.format());
    QPainter painter(&band);
    painter.setRenderHints(QPainter::Antialiasing | QPainter::SmoothPixmapTransform |
                           QPainter::TextAntialiasing);
    painter.translate(0, -top);
    painter.scale(image.width() / SceneRect.width(), image.height() / SceneRect.height());
    painter.translate(-SceneRect.topLeft());
    (this->*paint)(&painter);
}

BoardScene::Art BoardScene::renderArt(QSize size, qreal dpr, const QColor &edge,
                                      bool keepFreshWood) const {
    Art art;
    QImage &image = art.image;
    image = QImage(size, artFormat(size));
    if (m_palette == BoardPalette::Projector) {
        image.fill(edge);
        onTextThread(
            [&] { paintArtRows(image, 0, image.height(), &BoardScene::paintProjectorArt); });
        image.setDevicePixelRatio(dpr);
        return art;
    }
    // The wood (most of the time of the first paint) from the cache, or in two halves on two
    // threads; the pit names, text, afterwards on the text thread, as they were always drawn
    // last.
    if (!m_artCache || !m_artCache->load(CodeIdentity::ofThisBinary(), image)) {
        image.fill(edge); // also detaches here, not in two threads at once
        const int half = image.height() / 2;
        QFuture<void> lower = QtConcurrent::run([this, &image, half] {
            paintArtRows(image, half, image.height() - half, &BoardScene::paintWood);
        });
        paintArtRows(image, 0, half, &BoardScene::paintWood);
        lower.waitForFinished();
        if (keepFreshWood)
            art.freshWood = image; // shared: the names below are painted on a copy
    }
    onTextThread([&] { paintArtRows(image, 0, image.height(), &BoardScene::paintPitNames); });
    if (m_palette == BoardPalette::Night)
        paintArtRows(image, 0, image.height(), &BoardScene::paintNightShade);
    image.setDevicePixelRatio(dpr);
    return art;
}

void BoardScene::adoptArt(Art art) {
    m_art = std::move(art.image);
    // Only the size the window starts with (the size it had when it was last closed): not
    // every size a window passes through while its edge is dragged.
    if (art.freshWood.isNull() || !m_artCache || m_artStored)
        return;
    m_artStored = true;
    // On a later turn of the event loop, after the paint that waits for this art: until then
    // the pool's threads draw the counters, and the disk is not waited on. Everything it needs
    // is copied: a board closed at once still stores its wood.
    QTimer::singleShot(0, [cache = *m_artCache, build = CodeIdentity::ofThisBinary(),
                           wood = std::move(art.freshWood)] { cache.store(build, wood); });
}

QRect BoardScene::artTarget(const QTransform &device) const {
    const QRectF onDevice = device.mapRect(sceneRect());
    return {qRound(onDevice.left()), qRound(onDevice.top()), qRound(onDevice.width()),
            qRound(onDevice.height())};
}

bool BoardScene::artFits(QSize size, qreal dpr) const {
    return !m_art.isNull() && m_art.size() == size && qFuzzyCompare(m_art.devicePixelRatio(), dpr);
}

QColor BoardScene::edgeColor() const {
    return m_palette == BoardPalette::Projector ? QColor(Qt::black)
           : m_palette == BoardPalette::Night   ? NightTableEdge
                                                : TableEdge;
}

void BoardScene::setArtCacheFolder(const QString &folder) {
    waitForPictures();
    // Entries are named by the build that painted them: without a build ID, a stale picture
    // could not be told from a fresh one, so none is kept.
    const bool identified = !CodeIdentity::ofThisBinary().isEmpty();
    m_artCache =
        folder.isEmpty() || !identified ? nullptr : std::make_unique<BoardArtCache>(folder);
    invalidateArt();
}

void BoardScene::drawBackground(QPainter *painter, const QRectF &rect) {
    const QColor edge = edgeColor();
    if (!sceneRect().contains(rect))
        painter->fillRect(rect, edge);
    // Scene to device pixels: the world transform times the device pixel ratio. Not
    // deviceTransform(): that includes the offset of a widget inside its window, which the
    // painter adds again after resetTransform(); and not combinedTransform(), which in Qt 6
    // already holds the pixel ratio (scaling by it twice drew the board twice too big on a
    // scaled display).
    const qreal dpr = painter->device()->devicePixelRatio();
    const QTransform device = painter->worldTransform() * QTransform::fromScale(dpr, dpr);
    if (painter->viewTransformEnabled() || device.type() > QTransform::TxScale ||
        device.m11() <= 0 || device.m22() <= 0) {
        paintBoardArt(painter); // rotated, sheared or mirrored: no cache, just draw
        return;
    }
    // One opaque image at the exact device size, blitted 1:1: no scaling, no blending, crisp on
    // any screen. It is redrawn only when the scale changes (a resize) or the layout does.
    const QRect target = artTarget(device);
    if (target.isEmpty())
        return;
    // The art drawn ahead (preparePictures) is taken; the items' pictures not drawn ahead are
    // drawn on other threads meanwhile, before the items are painted (the background is
    // painted first).
    waitForPictures();
    startPictures(device, dpr, painter->renderHints());
    if (!artFits(target.size(), dpr))
        adoptArt(renderArt(target.size(), dpr, edge, m_artCache && !m_artStored));
    waitForPictures();
    // Only the part asked for: a window repainting around a moving counter copies that much of
    // the board, not all of it.
    const QRect exposed = device.mapRect(rect).toAlignedRect().intersected(target);
    if (exposed.isEmpty())
        return;
    painter->save();
    painter->resetTransform();
    painter->drawImage(QPointF(exposed.topLeft()) / dpr, m_art,
                       QRectF(exposed.translated(-target.topLeft())));
    painter->restore();
}

void BoardScene::preparePictures(const QTransform &device, qreal dpr, QPainter::RenderHints hints) {
    waitForPictures();
    startPictures(device, dpr, hints);
    // The art on the text thread, after the pictures with text and where its names are drawn
    // (its lower half on the pool): on a user's first start the wood is painted meanwhile, not
    // once the window is shown.
    const QRect target = artTarget(device);
    if (device.type() > QTransform::TxScale || device.m11() <= 0 || device.m22() <= 0 ||
        target.isEmpty() || artFits(target.size(), dpr))
        return;
    m_artInFlight =
        QtConcurrent::run(BoardText::thread(), [this, size = target.size(), dpr, edge = edgeColor(),
                                                keep = m_artCache && !m_artStored] {
            return renderArt(size, dpr, edge, keep);
        });
}

// Every item's picture that is not drawn yet at this scale, at once, on other threads. Counters
// on the pool's threads: drawn one by one on this thread, each of the pebble's soft fills was
// split by Qt over the pool's threads and waited for them, a hundred hand-overs for the first
// picture's 28 counters, where a worker of the pool draws its own fills whole. Pictures with
// text on the text thread, whose fonts are loaded (see BoardText::thread()), so that this thread
// loads none before the first picture.
void BoardScene::startPictures(const QTransform &device, qreal dpr, QPainter::RenderHints hints) {
    const qreal scaleX = device.m11();
    const qreal scaleY = device.m22();
    if (device.type() > QTransform::TxScale || scaleX <= 0 || scaleY <= 0)
        return; // drawn directly, not through pictures
    std::vector<PicturedItem *> plain;
    std::vector<PicturedItem *> lettered;
    for (QGraphicsItem *item : items()) {
        auto *pictured = dynamic_cast<PicturedItem *>(item);
        if (pictured && item->isVisible() && pictured->needsPictureFor(scaleX, scaleY))
            (pictured->hasText() ? lettered : plain).push_back(pictured);
    }
    if (plain.size() + lettered.size() < 2)
        return; // one is drawn as quickly here, when it is painted
    m_picturesInFlight = std::make_unique<PicturesInFlight>();
    m_picturesInFlight->count = int(plain.size() + lettered.size());
    QSemaphore *drawn = &m_picturesInFlight->drawn;
    for (PicturedItem *item : plain)
        QThreadPool::globalInstance()->start([=] {
            item->preparePicture(scaleX, scaleY, dpr, hints);
            drawn->release();
        });
    if (!lettered.empty())
        BoardText::thread()->start([=] {
            for (PicturedItem *item : lettered)
                item->preparePicture(scaleX, scaleY, dpr, hints);
            drawn->release(int(lettered.size()));
        });
}

void BoardScene::waitForPictures() {
    if (m_picturesInFlight) {
        m_picturesInFlight->drawn.acquire(m_picturesInFlight->count);
        m_picturesInFlight.reset();
    }
    if (m_artInFlight.isValid())
        adoptArt(m_artInFlight.takeResult()); // and the future is invalid again
}

void BoardScene::onTextThread(const std::function<void()> &draw) const {
    if (BoardText::thread()->contains(QThread::currentThread())) {
        draw(); // the art drawn ahead is rendered there
        return;
    }
    QSemaphore done;
    BoardText::thread()->start([&] {
        draw();
        done.release();
    });
    done.acquire();
}

namespace {

quint32 grainHash(quint32 h) {
    h ^= h >> 16;
    h *= 0x45D9F3Bu;
    h ^= h >> 16;
    return h;
}

qreal grainNoise(int a, int b) {
    return (grainHash(static_cast<quint32>(a) * 131u + static_cast<quint32>(b) * 7919u) & 0xFFFF) /
           65535.0;
}

// A Moroccan eight-pointed star (khatam: two squares turned by 45 degrees), inlaid in lighter
// wood with a darker heart.
void paintStar(QPainter *painter, QPointF centre, qreal radius) {
    auto square = [&](qreal turn, qreal r) {
        QPolygonF corners;
        for (int i = 0; i < 4; ++i) {
            const qreal angle = turn + M_PI / 2 * i;
            corners << centre + QPointF(std::cos(angle) * r, std::sin(angle) * r);
        }
        return corners;
    };
    QPainterPath star;
    star.setFillRule(Qt::WindingFill);
    star.addPolygon(square(0, radius));
    star.closeSubpath();
    star.addPolygon(square(M_PI / 4, radius));
    star.closeSubpath();
    star = star.simplified();
    painter->setPen(QPen(QColor(255, 230, 180, 90), 2));
    painter->setBrush(Qt::NoBrush);
    painter->drawPath(star.translated(1.5, 2));
    painter->setPen(QPen(QColor(80, 38, 10, 170), 3));
    painter->setBrush(QColor(0xec, 0xc7, 0x8e));
    painter->drawPath(star);
    QPainterPath inner;
    inner.setFillRule(Qt::WindingFill);
    inner.addPolygon(square(0, radius * 0.55));
    inner.closeSubpath();
    inner.addPolygon(square(M_PI / 4, radius * 0.55));
    inner.closeSubpath();
    painter->setPen(QPen(QColor(80, 38, 10, 140), 2));
    painter->setBrush(QColor(0x9a, 0x55, 0x26));
    painter->drawPath(inner.simplified());
    painter->setBrush(QColor(0xec, 0xc7, 0x8e));
    painter->drawEllipse(centre, radius * 0.16, radius * 0.16);
}

// A bowl carved into the wood, lit from the top left.
void paintCarving(QPainter *painter, const QPainterPath &hole, const QRectF &bounds) {
    // The lip: a faint light edge below right, where the light catches the cut.
    painter->setPen(QPen(QColor(255, 225, 170, 90), 5));
    painter->setBrush(Qt::NoBrush);
    painter->drawPath(hole.translated(2, 3));
    // The hollow: dark at the rim, warmer at the bottom of the bowl.
    QRadialGradient hollow(bounds.center() + QPointF(bounds.width() * 0.08, bounds.height() * 0.1),
                           std::max(bounds.width(), bounds.height()) * 0.62);
    hollow.setColorAt(0, QColor(0x9a, 0x5e, 0x30));
    hollow.setColorAt(0.55, QColor(0x7c, 0x45, 0x1f));
    hollow.setColorAt(0.9, QColor(0x52, 0x2b, 0x11));
    hollow.setColorAt(1, QColor(0x3a, 0x1d, 0x0a));
    painter->setPen(Qt::NoPen);
    painter->setBrush(hollow);
    painter->drawPath(hole);
    // The wall under the top-left rim lies in shadow.
    painter->save();
    painter->setClipPath(hole);
    QLinearGradient shade(bounds.topLeft(), bounds.center());
    shade.setColorAt(0, QColor(20, 8, 0, 170));
    shade.setColorAt(0.55, QColor(20, 8, 0, 40));
    shade.setColorAt(1, QColor(20, 8, 0, 0));
    painter->setBrush(shade);
    painter->drawPath(hole);
    QLinearGradient lit(bounds.bottomRight(), bounds.center());
    lit.setColorAt(0, QColor(255, 200, 140, 60));
    lit.setColorAt(0.5, QColor(255, 200, 140, 0));
    painter->setBrush(lit);
    painter->drawPath(hole);
    painter->restore();
    painter->setPen(QPen(QColor(40, 18, 4, 160), 2.5));
    painter->setBrush(Qt::NoBrush);
    painter->drawPath(hole);
}

} // namespace

void BoardScene::paintBoardArt(QPainter *painter) const {
    if (m_palette == BoardPalette::Projector) {
        paintProjectorArt(painter);
        return;
    }
    paintWood(painter);
    paintPitNames(painter);
    if (m_palette == BoardPalette::Night)
        paintNightShade(painter);
}

// Night: the same carving in a dim room, so that a dark desktop is not lit by a bright board;
// the counters, counts and name plates keep their own light.
void BoardScene::paintNightShade(QPainter *painter) const {
    painter->fillRect(SceneRect, NightShade);
}

void BoardScene::paintWood(QPainter *painter) const {
    painter->save();
    // The table: a soft pool of light on a deep teal cloth.
    // Elliptical, so that it meets the plain colour around the scene on every edge.
    painter->save();
    painter->translate(SceneRect.center());
    painter->scale(1, SceneRect.height() / SceneRect.width());
    QRadialGradient table(QPointF(), SceneRect.width() / 2);
    table.setColorAt(0, TableMiddle);
    table.setColorAt(0.7, TableMiddle.darker(125));
    table.setColorAt(1, TableEdge);
    painter->fillRect(QRectF(-SceneRect.width(), -SceneRect.width(), 2 * SceneRect.width(),
                             2 * SceneRect.width()),
                      table);
    painter->restore();

    // The board's shadow on the cloth: soft and a little below. Blurred by drawing it small
    // and scaling it up smoothly (many translucent layers at 4K would take a third of a second).
    {
        const QRectF area = BoardRect.adjusted(-40, -30, 40, 70);
        QImage shadow(QSize(160, 90), QImage::Format_ARGB32_Premultiplied);
        shadow.fill(Qt::transparent);
        QPainter blur(&shadow);
        blur.setRenderHint(QPainter::Antialiasing);
        blur.scale(shadow.width() / area.width(), shadow.height() / area.height());
        blur.translate(-area.topLeft() + QPointF(0, 14));
        blur.setPen(Qt::NoPen);
        for (int i = 6; i >= 0; --i) {
            blur.setBrush(QColor(0, 0, 0, 30));
            blur.drawRoundedRect(BoardRect.adjusted(-i * 5, -i * 3, i * 5, i * 6),
                                 BoardRound + i * 5, BoardRound + i * 5);
        }
        blur.end();
        painter->save();
        painter->setRenderHint(QPainter::SmoothPixmapTransform);
        painter->drawImage(area, shadow);
        painter->restore();
    }

    // The wood: warm honey to amber, with grain running along the board.
    QPainterPath board;
    board.addRoundedRect(BoardRect, BoardRound, BoardRound);
    QLinearGradient wood(BoardRect.topLeft(), BoardRect.bottomRight());
    wood.setColorAt(0, QColor(0xd8, 0x9a, 0x58));
    wood.setColorAt(0.45, QColor(0xc3, 0x80, 0x43));
    wood.setColorAt(1, QColor(0xa5, 0x64, 0x31));
    painter->setBrush(wood);
    painter->drawPath(board);
    painter->save();
    painter->setClipPath(board);
    for (int line = 0; line < 70; ++line) {
        const qreal y0 = BoardRect.top() + BoardRect.height() * (line + grainNoise(line, 0)) / 70;
        const qreal amplitude = 3 + 9 * grainNoise(line, 1);
        const qreal wavelength = 260 + 380 * grainNoise(line, 2);
        const qreal phase = 6.28 * grainNoise(line, 3);
        const bool dark = grainNoise(line, 4) < 0.7;
        const int alpha = 14 + qRound(30 * grainNoise(line, 5));
        painter->setPen(QPen(dark ? QColor(90, 45, 15, alpha) : QColor(255, 220, 170, alpha / 2),
                             1 + 3.5 * grainNoise(line, 6), Qt::SolidLine, Qt::FlatCap,
                             Qt::BevelJoin));
        painter->setBrush(Qt::NoBrush);
        // In short pieces: Qt's antialiasing rasterizer keeps each pixel row's cells in a
        // sorted list, so one stroke across the whole board cost the square of its length
        // (three quarters of the time of painting the wood). Flat ends, so the pieces meet
        // without overlapping: no pixel moves by more than 3 of 255 from the single stroke.
        QPainterPath grain;
        int points = 0;
        for (qreal x = BoardRect.left() - 10; x <= BoardRect.right() + 10; x += 12) {
            const qreal y = y0 + amplitude * std::sin(x / wavelength * 6.28 + phase) +
                            2.5 * std::sin(x / 47 + line);
            if (x < BoardRect.left()) {
                grain.moveTo(x, y);
            } else {
                grain.lineTo(x, y);
                if (++points % GrainPiece == 0) {
                    painter->drawPath(grain);
                    grain.clear();
                    grain.moveTo(x, y);
                }
            }
        }
        if (grain.elementCount() > 1)
            painter->drawPath(grain);
    }
    painter->restore();

    // Bevel: light along the top edge, shade along the bottom, and a carved groove inside.
    QLinearGradient bevel(BoardRect.topLeft(), BoardRect.bottomLeft());
    bevel.setColorAt(0, QColor(255, 232, 190, 150));
    bevel.setColorAt(0.5, QColor(255, 232, 190, 0));
    bevel.setColorAt(0.51, QColor(50, 20, 0, 0));
    bevel.setColorAt(1, QColor(50, 20, 0, 150));
    painter->setPen(QPen(QBrush(bevel), 6));
    painter->setBrush(Qt::NoBrush);
    painter->drawRoundedRect(BoardRect.adjusted(3, 3, -3, -3), BoardRound - 3, BoardRound - 3);
    const QRectF groove = BoardRect.adjusted(22, 22, -22, -22);
    painter->setPen(QPen(QColor(60, 28, 6, 110), 2.5));
    painter->drawRoundedRect(groove, BoardRound - 20, BoardRound - 20);
    painter->setPen(QPen(QColor(255, 225, 175, 80), 2));
    painter->drawRoundedRect(groove.translated(1.5, 2), BoardRound - 20, BoardRound - 20);

    // Inlays: a star in the middle and one at each end of the badge bands.
    paintStar(painter, BoardRect.center(), 58);

    // The troughs and the pits, where they lie whoever sits at the bottom (so the wood reads
    // nothing that the GUI thread may change while a worker paints it).
    for (const qreal x : {TrayX[1], TrayX[0]}) {
        const QPointF centre(x, BoardRect.center().y());
        const QRectF trough(centre - QPointF(TroughSize.width(), TroughSize.height()) / 2,
                            TroughSize);
        QPainterPath hole;
        hole.addRoundedRect(trough, TroughSize.width() / 2, TroughSize.width() / 2);
        paintCarving(painter, hole, trough);
    }
    for (const qreal y : {RowY[1], RowY[0]}) {
        for (const qreal x : ColumnX) {
            const QPointF c(x, y);
            QPainterPath hole;
            hole.addEllipse(c, PitRadius, PitRadius);
            paintCarving(
                painter, hole,
                QRectF(c - QPointF(PitRadius, PitRadius), QSizeF(2 * PitRadius, 2 * PitRadius)));
        }
    }

    painter->restore();
}

// The pits' names, carved beside their counts (the letters of the move notation).
void BoardScene::paintPitNames(QPainter *painter) const {
    painter->save();
    const BoardText letters(BoardTypeface::Serif, 44);
    static const char *const Names[PitCount] = {"A", "B", "a", "b"};
    for (int pit = 0; pit < PitCount; ++pit) {
        const bool bottom = ownerOf(pit) == bottomSide();
        const QPointF at(pitCentre(pit).x() - 78, BadgeBandY[bottom ? 1 : 0]);
        const QRectF box(at - QPointF(30, 30), QSizeF(60, 60));
        const QString name = QString::fromLatin1(Names[pit]);
        painter->setPen(QColor(255, 228, 180, 110));
        letters.draw(painter, box.translated(1.5, 2), Qt::AlignCenter, name);
        painter->setPen(QColor(62, 30, 8, 200));
        letters.draw(painter, box, Qt::AlignCenter, name);
    }
    painter->restore();
}

} // namespace tihbat
