// SPDX-License-Identifier: GPL-3.0-or-later
#include "board_accessible.h"

#include "board_scene.h"
#include "board_view.h"
#include "core/game.h"
#include "core/notation.h"
#include "items.h"

#include <QApplication>
#include <QWidget>
#include <QWindow>

namespace tihbat {

namespace {

int pitOf(BoardPart part) {
    const int index = static_cast<int>(part);
    return index < PitCount ? index : -1;
}

Side sideOf(BoardPart part) {
    switch (part) {
    case BoardPart::NorthStore:
    case BoardPart::NorthPlate:
        return Side::North;
    case BoardPart::SouthStore:
    case BoardPart::SouthPlate:
        return Side::South;
    default:
        return ownerOf(std::max(0, pitOf(part)));
    }
}

QString letter(int pit) {
    return QString(QChar::fromLatin1(pitLetter(pit)));
}

// The item a part is drawn as, for its place on the screen.
QGraphicsItem *itemOf(const BoardScene &scene, BoardPart part) {
    const int pit = pitOf(part);
    if (pit >= 0)
        return scene.pitItem(pit);
    switch (part) {
    case BoardPart::SouthStore:
        return scene.trayItem(Side::South);
    case BoardPart::NorthStore:
        return scene.trayItem(Side::North);
    case BoardPart::SouthPlate:
        return scene.nameplate(Side::South);
    case BoardPart::NorthPlate:
        return scene.nameplate(Side::North);
    case BoardPart::TurnBadge:
    default:
        return scene.nameplate(scene.state().position.toMove);
    }
}

} // namespace

// Texts ----------------------------------------------------------------------------------------

QString BoardAccessibleTexts::boardName() {
    //: Screen reader: the name of the game board
    return tr("Tihbat board");
}

QString BoardAccessibleTexts::partName(const BoardView &view, BoardPart part) {
    const BoardScene &scene = *view.boardScene();
    const GameState &state = scene.state();
    const Side toMove = state.position.toMove;
    const int pit = pitOf(part);
    if (pit >= 0) {
        const Side owner = ownerOf(pit);
        QString whose;
        if (!scene.hasInteractiveSide()) {
            whose = scene.playerName(owner);
        } else {
            // "You" are the side a person plays; with two people, the one to move.
            const Side you = scene.isInteractive(toMove) ? toMove : opponent(toMove);
            //: Screen reader: whose a pit is, in "Pit A, yours, 7 counters"
            whose = owner == you ? tr("yours", "pit owner")
                                 //: Screen reader: whose a pit is, in "Pit a, opponent's, 7
                                 //: counters"
                                 : tr("opponent's", "pit owner");
        }
        //: Screen reader: a pit. %1 is its letter (A, B, a, b), %2 whose it is ("yours",
        //: "opponent's" or a player's name), %n how many counters are in it
        QString name =
            tr("Pit %1, %2, %n counters", "", state.position.pits[pit]).arg(letter(pit), whose);
        if (scene.pitItem(pit)->isPlayable())
            //: Screen reader: added to a pit's name when it can be played now
            name += tr(", playable");
        return name;
    }
    switch (part) {
    case BoardPart::SouthStore:
    case BoardPart::NorthStore: {
        const Side side = sideOf(part);
        //: Screen reader: a player's store of captured counters. %1 is the player's name, %n
        //: how many counters they have captured
        return tr("%1's store, %n captured", "", state.captured[sideIndex(side)])
            .arg(scene.playerName(side));
    }
    case BoardPart::SouthPlate:
    case BoardPart::NorthPlate: {
        const Side side = sideOf(part);
        const QString sideName = side == Side::South
                                     //: Screen reader: the side at the bottom, in a name plate
                                     ? tr("South side")
                                     //: Screen reader: the side at the top, in a name plate
                                     : tr("North side");
        if (const QString presence = scene.presenceTag(side); !presence.isEmpty())
            //: Screen reader: a player's name plate with a notice on it. %1 is the name, %2 the
            //: side ("South side"), %3 the notice ("has left")
            return tr("%1, %2: %3").arg(scene.playerName(side), sideName, presence);
        //: Screen reader: a player's name plate. %1 is the name, %2 the side ("South side")
        return tr("%1, %2").arg(scene.playerName(side), sideName);
    }
    case BoardPart::TurnBadge:
    default:
        if (scene.isGameOver())
            //: Screen reader: the turn badge once the game has ended
            return tr("Game over");
        if (const QString tag = scene.turnTag(toMove); !tag.isEmpty())
            //: Screen reader: the turn badge when the window words the turn itself. %1 is the
            //: name of the player to move, %2 the words on their name plate ("your turn")
            return tr("%1, %2", "turn badge").arg(scene.playerName(toMove), tag);
        //: Screen reader: the turn badge. %1 is the name of the player to move
        return tr("%1 to move").arg(scene.playerName(toMove));
    }
}

QString BoardAccessibleTexts::moveAnnouncement(const BoardView &view, const MoveStory &story) {
    const BoardScene &scene = *view.boardScene();
    //: Screen reader, after a move: %1 is the player, %2 the pit letter
    QStringList sentences{
        tr("%1 played pit %2.").arg(scene.playerName(story.mover), letter(story.pit))};
    if (const int captured = story.capturedCounters(); captured > 0)
        //: Screen reader, after a move that captured: %n counters captured
        sentences << tr("Captured %n.", "", captured);
    if (story.passFollows)
        //: Screen reader: the other player had no counters and passed. %1 is that player
        sentences << tr("%1 passes.").arg(scene.playerName(opponent(story.mover)));
    if (scene.isGameOver()) {
        const GameEnd end = story.end == GameEnd::None ? GameEnd::AllCaptured : story.end;
        const Outcome outcome = outcomeOf(story.after, end);
        const QString south = scene.playerName(Side::South);
        const QString north = scene.playerName(Side::North);
        //: Screen reader: the end of the game. %1 and %3 are the players, %2 and %4 their
        //: final scores
        sentences << tr("Game over: %1 %2, %3 %4.")
                         .arg(south)
                         .arg(outcome.finalScore[0])
                         .arg(north)
                         .arg(outcome.finalScore[1]);
        if (outcome.winner)
            //: Screen reader: who won. %1 is the player
            sentences << tr("%1 wins.").arg(scene.playerName(*outcome.winner));
        else
            //: Screen reader: nobody won
            sentences << tr("A draw.");
    } else {
        //: Screen reader, after a move: %1 is the player to move now
        sentences << tr("%1 to move.").arg(scene.playerName(story.after.position.toMove));
    }
    return sentences.join(u' ');
}

QString BoardAccessibleTexts::withTurn(const BoardView &view, const MoveStory &story,
                                       const QString &sentence) {
    const BoardScene &scene = *view.boardScene();
    if (scene.isGameOver())
        return sentence;
    return sentence + QLatin1Char(' ') +
           tr("%1 to move.").arg(scene.playerName(story.after.position.toMove));
}

// The view --------------------------------------------------------------------------------------

BoardViewAccessible::BoardViewAccessible(BoardView *view)
    : QAccessibleWidget(view, QAccessible::Client) {
    for (int i = 0; i < BoardPartCount; ++i)
        m_parts.push_back(QAccessible::registerAccessibleInterface(
            new BoardPartAccessible(view, static_cast<BoardPart>(i))));
}

BoardViewAccessible::~BoardViewAccessible() {
    for (QAccessible::Id id : m_parts)
        QAccessible::deleteAccessibleInterface(id);
}

QAccessibleInterface *BoardViewAccessible::factory(const QString &className, QObject *object) {
    if (className == QLatin1String("tihbat::BoardView") && object && object->isWidgetType())
        return new BoardViewAccessible(static_cast<BoardView *>(object));
    return nullptr;
}

BoardView *BoardViewAccessible::view() const {
    return static_cast<BoardView *>(widget());
}

QString BoardViewAccessible::text(QAccessible::Text t) const {
    switch (t) {
    case QAccessible::Name:
        return widget()->accessibleName().isEmpty() ? BoardAccessibleTexts::boardName()
                                                    : widget()->accessibleName();
    case QAccessible::Description:
        return view()->announcement();
    default:
        return QAccessibleWidget::text(t);
    }
}

// After the parts, the view's viewport while a widget lies on the board (a card of the game
// window): so a screen reader walking down from the window finds the card, whose parent is the
// viewport, in a tree that agrees both ways.
bool BoardViewAccessible::hasWidgetOnBoard() const {
    for (const QObject *child : view()->viewport()->children())
        if (child->isWidgetType() && static_cast<const QWidget *>(child)->isVisible())
            return true;
    return false;
}

int BoardViewAccessible::childCount() const {
    return static_cast<int>(m_parts.size()) + (hasWidgetOnBoard() ? 1 : 0);
}

QAccessibleInterface *BoardViewAccessible::child(int index) const {
    if (index < 0 || index >= childCount())
        return nullptr;
    if (index == static_cast<int>(m_parts.size()))
        return QAccessible::queryAccessibleInterface(view()->viewport());
    return QAccessible::accessibleInterface(m_parts[index]);
}

int BoardViewAccessible::indexOfChild(const QAccessibleInterface *child) const {
    for (int i = 0; i < childCount(); ++i)
        if (this->child(i) == child)
            return i;
    return -1;
}

QAccessibleInterface *BoardViewAccessible::childAt(int x, int y) const {
    for (int i = 0; i < static_cast<int>(m_parts.size()); ++i) {
        QAccessibleInterface *part = child(i);
        if (static_cast<const BoardPartAccessible *>(part)->part() != BoardPart::TurnBadge &&
            part->rect().contains(x, y))
            return part;
    }
    return nullptr;
}

QAccessibleInterface *BoardViewAccessible::focusChild() const {
    if (hasWidgetOnBoard() && view()->viewport()->isAncestorOf(QApplication::focusWidget()))
        return child(static_cast<int>(m_parts.size()));
    const int pit = view()->boardScene()->focusedPit();
    if (!view()->hasFocus() || pit < 0)
        return nullptr;
    return child(pit);
}

// One part ---------------------------------------------------------------------------------------

BoardPartAccessible::BoardPartAccessible(BoardView *view, BoardPart part)
    : m_view(view)
    , m_part(part) {}

QWindow *BoardPartAccessible::window() const {
    return m_view ? m_view->window()->windowHandle() : nullptr;
}

QAccessibleInterface *BoardPartAccessible::parent() const {
    return m_view ? QAccessible::queryAccessibleInterface(m_view.data()) : nullptr;
}

int BoardPartAccessible::pit() const {
    return pitOf(m_part);
}

bool BoardPartAccessible::isPlayable() const {
    return m_view && pit() >= 0 && m_view->boardScene()->pitItem(pit())->isPlayable();
}

QString BoardPartAccessible::text(QAccessible::Text t) const {
    if (!m_view)
        return {};
    switch (t) {
    case QAccessible::Name:
        return BoardAccessibleTexts::partName(*m_view, m_part);
    case QAccessible::Description:
        // The focused pit carries the last move's announcement too: screen readers speak
        // changes of the focused object, not of its parent.
        if (pit() >= 0 && state().focused)
            return m_view->announcement();
        return {};
    case QAccessible::Value:
        if (pit() >= 0)
            return QString::number(m_view->boardScene()->state().position.pits[pit()]);
        if (m_part == BoardPart::SouthStore || m_part == BoardPart::NorthStore)
            return QString::number(
                m_view->boardScene()->state().captured[sideIndex(sideOf(m_part))]);
        return {};
    default:
        return {};
    }
}

QRect BoardPartAccessible::rect() const {
    if (!m_view)
        return {};
    const QGraphicsItem *item = itemOf(*m_view->boardScene(), m_part);
    const QRect inView = m_view->mapFromScene(item->sceneBoundingRect()).boundingRect();
    return QRect(m_view->viewport()->mapToGlobal(inView.topLeft()), inView.size());
}

QAccessible::Role BoardPartAccessible::role() const {
    if (pit() >= 0)
        return QAccessible::Button;
    return QAccessible::StaticText;
}

QAccessible::State BoardPartAccessible::state() const {
    QAccessible::State state;
    if (!m_view) {
        state.invalid = true;
        return state;
    }
    if (!m_view->isVisible())
        state.invisible = true;
    if (pit() >= 0) {
        state.focusable = true;
        state.focused = m_view->hasFocus() && m_view->boardScene()->focusedPit() == pit();
        state.disabled = !isPlayable();
    }
    return state;
}

void *BoardPartAccessible::interface_cast(QAccessible::InterfaceType type) {
    if (type == QAccessible::ActionInterface && pit() >= 0)
        return static_cast<QAccessibleActionInterface *>(this);
    return nullptr;
}

QStringList BoardPartAccessible::actionNames() const {
    if (isPlayable())
        return {pressAction()};
    return {};
}

void BoardPartAccessible::doAction(const QString &actionName) {
    if (actionName == pressAction() && isPlayable())
        m_view->choosePit(pit());
}

QStringList BoardPartAccessible::keyBindingsForAction(const QString &actionName) const {
    if (actionName == pressAction() && isPlayable())
        return {QStringLiteral("Return")};
    return {};
}

} // namespace tihbat
