// SPDX-License-Identifier: GPL-3.0-or-later
#include "board_scene.h"

#include "board_art_cache.h"
#include "core/game.h"
#include "items.h"
#include "pebble_layout.h"
#include "pit_shake.h"
#include "story_animation.h"
#include "text/isolated_text.h" // header only: the board still links no model

#include <QGraphicsSceneMouseEvent>
#include <QPaintEngine>
#include <QPainter>
#include <QTimer>
#include <algorithm>
#include <utility>

namespace tihbat {

namespace {

using G = BoardGeometry;
const QColor ProjectorPebble(0xff, 0xf4, 0xc8);
const QColor PitBadgeRim(0xd9, 0xb0, 0x6a);

} // namespace

BoardScene::BoardScene(QObject *parent)
    : QGraphicsScene(parent) {
    setSceneRect(G::SceneRect);
    // Items move every frame; a BSP index would be rebuilt constantly for a few dozen items.
    setItemIndexMethod(NoIndex);
    BoardParts &p = parts();
    for (int pit = 0; pit < PitCount; ++pit) {
        p.pits[pit] = new PitItem(pit, G::PitRadius);
        addItem(p.pits[pit]);
        p.pitBadges[pit] = new CountBadgeItem(G::PitBadgeDiameter, PitBadgeRim);
        addItem(p.pitBadges[pit]);
    }
    for (Side side : {Side::South, Side::North}) {
        TrayItem *tray = p.trays[sideIndex(side)] = new TrayItem(side);
        tray->setTroughSize(G::TroughSize);
        tray->badge()->setRim(sideColour(side));
        addItem(tray);
        p.nameplates[sideIndex(side)] = new NameplateItem(side, G::NameplateSize);
        addItem(p.nameplates[sideIndex(side)]);
    }
    p.caption = new CaptionItem;
    p.caption->setPos(G::BoardRect.center());
    p.caption->hide();
    addItem(p.caption);
    layoutFixedItems();
    retranslateUi();
    showState(GameState{startPosition(RuleOptions{}), {}}, false);
}

BoardScene::~BoardScene() {
    parts();        // no picture is drawn any more
    delete m_shake; // before the items it moves
}

// Layout ---------------------------------------------------------------------------------------

void BoardScene::layoutFixedItems() {
    stopShake();
    BoardParts &p = parts();
    for (int pit = 0; pit < PitCount; ++pit) {
        p.pits[pit]->setPos(m_geometry.pitCentre(pit));
        p.pitBadges[pit]->setPos(m_geometry.pitBadgeCentre(pit, bigCounts()));
    }
    for (Side side : {Side::South, Side::North}) {
        const bool bottom = m_geometry.isAtBottom(side);
        p.trays[sideIndex(side)]->setPos(m_geometry.trayCentre(side));
        p.trays[sideIndex(side)]->setBadgeAtBottom(bottom);
        p.nameplates[sideIndex(side)]->setPos(m_geometry.nameplateCentre(side));
        p.nameplates[sideIndex(side)]->setBoardAbove(bottom);
    }
    invalidateArt();
}

// Palettes --------------------------------------------------------------------------------------

void BoardScene::setBoardPalette(BoardPalette palette) {
    if (palette == m_palette)
        return;
    m_palette = palette;
    applyPaletteToItems();
    layoutFixedItems();
    settle();
}

void BoardScene::setSeenFromAfar(bool afar) {
    if (afar == m_afar)
        return;
    m_afar = afar;
    applyPaletteToItems();
    layoutFixedItems();
    settle();
}

bool BoardScene::bigCounts() const {
    return m_afar || m_palette == BoardPalette::Projector;
}

void BoardScene::applyPaletteToItems() {
    BoardParts &p = parts();
    const bool projector = m_palette == BoardPalette::Projector;
    const bool big = bigCounts();
    for (int pit = 0; pit < PitCount; ++pit) {
        const Side owner = ownerOf(pit);
        // Counts read from afar wear the projector's plates (wide: digits as tall as they can
        // be) on every board.
        p.pitBadges[pit]->setProjectorLook(
            big, big ? G::ProjectorBadgeDiameter : G::PitBadgeDiameter, owner == Side::North);
        p.pitBadges[pit]->setRim(big ? sideColour(owner) : PitBadgeRim);
        p.pits[pit]->setBoldMarks(m_afar);
    }
    for (Side side : {Side::South, Side::North}) {
        CountBadgeItem *badge = p.trays[sideIndex(side)]->badge();
        badge->setProjectorLook(big, big ? G::ProjectorTrayBadgeDiameter : G::TrayBadgeDiameter,
                                side == Side::North);
        // The tray's count wears its owner's colour in every look, as the name plate's token does.
        badge->setRim(sideColour(side));
        // The counts and the letters name the sides; the plates would sit under the counts.
        p.nameplates[sideIndex(side)]->setVisible(!big);
    }
    // "Game over" and "North passes" read from the back of a room too.
    p.caption->setScale(m_afar ? 1.7 : 1.0);
    for (CounterItem *counter : p.counters)
        counter->setPlainColour(projector ? ProjectorPebble : QColor());
    invalidateArt();
}

// State ----------------------------------------------------------------------------------------

void BoardScene::showState(const GameState &state, bool gameOver) {
    stopShake();
    m_state = state;
    m_gameOver = gameOver;
    clearMoveValues();
    clearMoveMarks();
    distributeCounters();
    settle();
}

void BoardScene::dealCountersAfresh() {
    for (CounterItem *counter : parts().counters)
        delete counter;
    parts().counters.clear();
    for (auto &list : parts().inPit)
        list.clear();
    for (auto &list : parts().inTray)
        list.clear();
    parts().inHand.clear();
}

void BoardScene::setHand(int pit, int count) {
    const bool held = pit >= 0 && pit < PitCount && count > 0;
    m_handPit = held ? pit : -1;
    m_handCount = held ? count : 0;
}

void BoardScene::distributeCounters() {
    const auto &pits = m_state.position.pits;
    const int total =
        m_state.position.boardTotal() + m_state.captured[0] + m_state.captured[1] + m_handCount;
    auto &counters = parts().counters;
    if (static_cast<int>(counters.size()) < total) {
        // More counters (a new game, a position set up): new ones, each with its own look from
        // its number, handed out below; the counters already there keep theirs.
        const int had = static_cast<int>(counters.size());
        for (int i = had; i < total; ++i) {
            counters.push_back(new CounterItem(i));
            addItem(counters.back());
            parts().inPit[0].push_back(counters.back());
        }
        applyPaletteToItems();
    }
    // Move as few counters as possible, so that undo shows the very pebbles that were there and
    // a pit that keeps its count keeps its pebbles.
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
        trim(parts().inPit[pit], pits[pit]);
    for (int side = 0; side < 2; ++side)
        trim(parts().inTray[side], m_state.captured[side]);
    trim(parts().inHand, m_handCount);
    // Fewer counters: the newest of those not kept go.
    while (static_cast<int>(counters.size()) > total) {
        const auto newest = std::max_element(
            spare.begin(), spare.end(),
            [](const CounterItem *a, const CounterItem *b) { return a->seed() < b->seed(); });
        counters.erase(std::find(counters.begin(), counters.end(), *newest));
        delete *newest;
        spare.erase(newest);
    }
    for (int pit = 0; pit < PitCount; ++pit)
        fill(parts().inPit[pit], pits[pit]);
    for (int side = 0; side < 2; ++side)
        fill(parts().inTray[side], m_state.captured[side]);
    fill(parts().inHand, m_handCount);
}

void BoardScene::placeCounters() {
    for (int pit = 0; pit < PitCount; ++pit) {
        qreal radius = 0;
        const auto spots =
            m_geometry.pitSlots(pit, static_cast<int>(parts().inPit[pit].size()), &radius);
        for (std::size_t i = 0; i < spots.size(); ++i) {
            CounterItem *counter = parts().inPit[pit][i];
            counter->placeInPit(pit);
            counter->setPos(spots[i]);
            counter->setRadius(radius);
            counter->setLift(0);
            counter->setZValue(10 + 0.01 * static_cast<qreal>(i));
        }
    }
    for (Side side : {Side::South, Side::North}) {
        auto &list = parts().inTray[sideIndex(side)];
        qreal radius = 0;
        const auto spots = m_geometry.traySlots(side, static_cast<int>(list.size()), &radius);
        for (std::size_t i = 0; i < spots.size(); ++i) {
            list[i]->placeInTray(side);
            list[i]->setPos(spots[i]);
            list[i]->setRadius(radius);
            list[i]->setLift(0);
            list[i]->setZValue(10 + 0.01 * static_cast<qreal>(i));
        }
    }
    // The hand: heaped and lifted beside its pit, above everything, as a move's animation holds it.
    const auto &hand = parts().inHand;
    if (hand.empty() || m_handPit < 0)
        return;
    const pebbles::Layout shape = pebbles::inCircle(
        static_cast<int>(hand.size()), BoardGeometry::HandRoom, BoardGeometry::MaxPebble);
    for (std::size_t i = 0; i < hand.size(); ++i) {
        hand[i]->placeInPit(m_handPit);
        hand[i]->setPos(m_geometry.handCentre(m_handPit) + shape.points[i]);
        hand[i]->setRadius(shape.radius);
        hand[i]->setLift(1);
        hand[i]->setZValue(30 + 0.01 * static_cast<qreal>(i));
    }
}

void BoardScene::refreshLabels() {
    for (int pit = 0; pit < PitCount; ++pit) {
        parts().pitBadges[pit]->setCount(m_state.position.pits[pit]);
        parts().pits[pit]->setGlow(0);
    }
    for (int side = 0; side < 2; ++side)
        parts().trays[side]->setCount(m_state.captured[side]);
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
        const PresenceTag &presence = m_presenceTags[sideIndex(side)];
        if (!presence.text.isEmpty())
            tag = presence.text; // who is not there says more than whose turn it is
        parts().nameplates[sideIndex(side)]->setToMove(moving, tag,
                                                       !presence.text.isEmpty() && presence.alert);
    }
    const bool canPlay = !over && !m_moving && isInteractive(toMove);
    for (int pit = 0; pit < PitCount; ++pit)
        parts().pits[pit]->setPlayable(canPlay &&
                                       checkMove(m_state.position, pit) == MoveError::None);
    // The keyboard focus follows the turn to the new mover's first legal pit.
    if (!canPlay || m_focusPit < 0 || ownerOf(m_focusPit) != toMove) {
        const auto legal = legalMoves(m_state.position);
        m_focusPit = canPlay ? (legal.empty() ? pitsOf(toMove)[0] : legal.front()) : -1;
    }
    for (int pit = 0; pit < PitCount; ++pit)
        parts().pits[pit]->setFocusRing(m_focusVisible && pit == m_focusPit);
}

void BoardScene::settle() {
    stopShake(); // every item to its place: a shaking pit's too
    m_moving.reset();
    placeCounters();
    refreshLabels();
    refreshTurn();
    showCaption(m_gameOver ? CaptionKind::GameOver : CaptionKind::None);
}

// Animation ------------------------------------------------------------------------------------

QAbstractAnimation *BoardScene::animateStory(const MoveStory &story, int dropMs) {
    stopShake();
    clearMoveMarks();
    if (m_state != story.before || m_gameOver)
        showState(story.before, false);
    const bool gameOver = story.end != GameEnd::None;
    BoardParts &p = parts();
    if (dropMs <= 0 || static_cast<int>(p.inPit[story.pit].size()) != story.lifted ||
        static_cast<int>(story.drops.size()) != story.lifted) {
        showState(story.after, gameOver);
        return nullptr;
    }
    clearMoveValues();
    showCaption(CaptionKind::None);
    for (PitItem *pit : p.pits)
        pit->setPlayable(false);
    setHoveredPit(-1);
    if (story.passFollows) {
        showCaption(CaptionKind::Pass, opponent(story.mover));
        p.caption->hide(); // until the animation comes to it
    }
    auto *animation = new StoryAnimation(story, dropMs, p, m_geometry, this);
    connect(animation, &StoryAnimation::beat, this, &BoardScene::beat);
    m_state = story.after;
    m_moving = story.mover;
    m_gameOver = gameOver;
    return animation;
}

void BoardScene::markMove(int played, int lastDrop) {
    for (PitItem *pit : parts().pits)
        pit->setMoveMarks(pit->pit() == played, pit->pit() == lastDrop);
}

void BoardScene::clearMoveMarks() {
    for (PitItem *pit : parts().pits)
        pit->setMoveMarks(false, false);
}

void BoardScene::setPitGlow(int pit, qreal glow) {
    if (isValidPit(pit))
        parts().pits[pit]->setGlow(glow);
}

// Captions, names, hints -----------------------------------------------------------------------

void BoardScene::showCaption(CaptionKind kind, Side passer) {
    m_captionKind = kind;
    m_passer = passer;
    switch (kind) {
    case CaptionKind::None:
        parts().caption->hide();
        return;
    case CaptionKind::Pass:
        //: Shown on the board when a player has no counters and must pass; %1 is their name.
        parts().caption->setText(tr("%1 passes")
                                     .arg(m_names[sideIndex(passer)].isEmpty()
                                              ? playerName(passer)
                                              : isolated(playerName(passer))));
        break;
    case CaptionKind::GameOver:
        parts().caption->setText(tr("Game over"));
        break;
    }
    parts().caption->setOpacity(1);
    parts().caption->show();
}

void BoardScene::setPlayerNames(const QString &south, const QString &north) {
    m_names = {south, north};
    retranslateUi();
}

void BoardScene::setTurnTags(const QString &south, const QString &north) {
    m_turnTags = {south, north};
    refreshTurn();
}

void BoardScene::setPresenceTag(Side side, const QString &tag, bool alert) {
    m_presenceTags[sideIndex(side)] = {tag, alert};
    refreshTurn();
}

QString BoardScene::playerName(Side side) const {
    const QString &name = m_names[sideIndex(side)];
    if (!name.isEmpty())
        return name;
    return side == Side::South ? tr("South", "player") : tr("North", "player");
}

void BoardScene::retranslateUi() {
    for (Side side : {Side::South, Side::North})
        parts().nameplates[sideIndex(side)]->setName(playerName(side));
    refreshTurn();
    if (m_captionKind != CaptionKind::None) {
        const bool visible = parts().caption->isVisible();
        const qreal opacity = parts().caption->opacity();
        showCaption(m_captionKind, m_passer);
        parts().caption->setVisible(visible);
        parts().caption->setOpacity(opacity);
    }
}

void BoardScene::setFlipped(bool flipped) {
    if (flipped == m_flipped)
        return;
    m_flipped = flipped;
    m_geometry = BoardGeometry(flipped ? Side::North : Side::South);
    layoutFixedItems();
    clearMoveValues();
    settle();
}

void BoardScene::setInteractiveSides(bool south, bool north) {
    m_interactive = {south, north};
    refreshTurn();
}

void BoardScene::showMoveValues(const std::vector<MoveValue> &values) {
    clearMoveValues();
    const Side mover = m_state.position.toMove;
    for (const MoveValue &mv : values) {
        if (!isValidPit(mv.pit) || ownerOf(mv.pit) != mover)
            continue;
        // On its own pit's rim, towards the middle, its tail pointing into the pit: one pit's
        // value, never between two.
        const QPointF at = m_geometry.valueBadgeCentre(mv.pit);
        auto *badge = new ValueBadgeItem(mover == Side::South ? mv.value : -mv.value,
                                         m_geometry.pitCentre(mv.pit).y() > at.y());
        badge->setPos(at);
        addItem(badge);
        parts().valueBadges.push_back(badge);
    }
}

void BoardScene::clearMoveValues() {
    for (ValueBadgeItem *badge : parts().valueBadges)
        delete badge;
    parts().valueBadges.clear();
}

// Refusals ------------------------------------------------------------------------------------

QAbstractAnimation *BoardScene::shakePit(int pit, int durationMs) {
    stopShake();
    if (!isValidPit(pit) || durationMs <= 0)
        return nullptr;
    std::vector<QGraphicsItem *> items{parts().pits[pit], parts().pitBadges[pit]};
    for (CounterItem *counter : parts().inPit[pit])
        items.push_back(counter);
    // A tenth of the pit's radius: plainly seen, never into the next pit.
    auto *shake = new PitShake(pit, std::move(items), G::PitRadius / 10, durationMs, this);
    m_shake = shake;
    connect(shake, &QObject::destroyed, this, [this, shake] {
        if (m_shake == shake)
            m_shake = nullptr;
    });
    shake->start(QAbstractAnimation::DeleteWhenStopped);
    return shake;
}

void BoardScene::stopShake() {
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
    if (visible == m_focusVisible)
        return;
    m_focusVisible = visible;
    refreshTurn();
}

void BoardScene::setHoveredPit(int pit) {
    m_hoveredPit = pit;
    for (int p = 0; p < PitCount; ++p)
        parts().pits[p]->setHovered(p == pit);
}

void BoardScene::mousePressEvent(QGraphicsSceneMouseEvent *event) {
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
    QGraphicsScene::mouseMoveEvent(event);
    setHoveredPit(pitAt(event->scenePos()));
}

// The carved board -----------------------------------------------------------------------------

void BoardScene::invalidateArt() {
    m_art = BackgroundImage();
    update();
}

void BoardScene::adoptBackground(BackgroundImage art) {
    // Only the size the window starts with (the size it had when it was last closed): not
    // every size a window passes through while its edge is dragged. On a later turn of the
    // event loop, after the paint that waits for this art: until then the pool's threads draw
    // the counters, and the disk is not waited on. Everything it needs is copied: a board closed
    // at once still stores its wood.
    if (!art.freshWood.isNull() && m_artCache && !m_artStored) {
        m_artStored = true;
        QTimer::singleShot(
            0, [cache = *m_artCache, wood = std::move(art.freshWood)] { cache.store(wood); });
    }
    art.freshWood = QImage();
    if (art.look == backgroundLook())
        m_art = std::move(art);
}

QRect BoardScene::artTarget(const QTransform &device) const {
    const QRectF onDevice = device.mapRect(sceneRect());
    return {qRound(onDevice.left()), qRound(onDevice.top()), qRound(onDevice.width()),
            qRound(onDevice.height())};
}

void BoardScene::setArtCacheFolder(const QString &folder) {
    m_artCache = folder.isEmpty() ? nullptr : std::make_unique<BoardArtCache>(folder);
    invalidateArt();
}

void BoardScene::drawBackground(QPainter *painter, const QRectF &rect) {
    const QColor edge = background::edgeColour(m_palette);
    if (!sceneRect().contains(rect))
        painter->fillRect(rect, edge);
    // Scene to device pixels: the world transform times the device pixel ratio. Not
    // deviceTransform(): that includes the offset of a widget inside its window, which the
    // painter adds again after resetTransform(); and not combinedTransform(), which in Qt 6
    // already holds the pixel ratio (scaling by it twice drew the board twice too big on a
    // scaled display).
    const qreal dpr = painter->device()->devicePixelRatio();
    const QTransform device = painter->worldTransform() * QTransform::fromScale(dpr, dpr);
    // A drawing (an SVG file) takes the background as shapes: as one image it would hold the
    // whole board's pixels (a megabyte in an SVG) and blur when zoomed.
    const QPaintEngine *engine = painter->paintEngine();
    const bool drawing =
        engine && (engine->type() == QPaintEngine::SVG || engine->type() == QPaintEngine::Pdf ||
                   engine->type() == QPaintEngine::Picture);
    if (drawing || painter->viewTransformEnabled() || device.type() > QTransform::TxScale ||
        device.m11() <= 0 || device.m22() <= 0) {
        parts();                                      // the items are painted next
        background::paint(painter, backgroundLook()); // rotated, sheared or mirrored: no cache
        return;
    }
    // One opaque image at the exact device size, blitted 1:1: no scaling, no blending, crisp on
    // any screen. It is redrawn only when the scale changes (a resize) or the layout does.
    const QRect target = artTarget(device);
    if (target.isEmpty())
        return;
    // The background drawn ahead (preparePictures) is taken; the items' pictures not drawn
    // ahead are drawn on other threads meanwhile, before the items are painted (the background
    // is painted first).
    if (auto ahead = m_ahead.takeBackground())
        adoptBackground(std::move(*ahead));
    m_ahead.drawPictures(items(), device, dpr, painter->renderHints());
    if (!m_art.fits(backgroundLook(), target.size(), dpr))
        adoptBackground(BackgroundImage::render(backgroundLook(), target.size(), dpr,
                                                m_artCache.get(), m_artCache && !m_artStored));
    parts(); // the items' pictures are drawn
    // Only the part asked for: a window repainting around a moving counter copies that much of
    // the board, not all of it.
    const QRect exposed = device.mapRect(rect).toAlignedRect().intersected(target);
    if (exposed.isEmpty())
        return;
    painter->save();
    painter->resetTransform();
    painter->drawImage(QPointF(exposed.topLeft()) / dpr, m_art.image,
                       QRectF(exposed.translated(-target.topLeft())));
    painter->restore();
}

void BoardScene::preparePictures(const QTransform &device, qreal dpr, QPainter::RenderHints hints) {
    m_ahead.drawPictures(items(), device, dpr, hints);
    // The background on the text thread, after the pictures with text and where its names are
    // drawn (its lower half on the pool): on a user's first start the wood is painted
    // meanwhile, not once the window is shown.
    const QRect target = artTarget(device);
    if (device.type() > QTransform::TxScale || device.m11() <= 0 || device.m22() <= 0 ||
        target.isEmpty() || m_art.fits(backgroundLook(), target.size(), dpr))
        return;
    // A copy of the cache (a folder name): the drawing outlives nothing it reads.
    std::optional<BoardArtCache> cache;
    if (m_artCache)
        cache = *m_artCache;
    m_ahead.drawBackground([look = backgroundLook(), size = target.size(), dpr, cache,
                            keep = m_artCache && !m_artStored] {
        return BackgroundImage::render(look, size, dpr, cache ? &*cache : nullptr, keep);
    });
}

} // namespace tihbat
