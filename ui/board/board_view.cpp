// SPDX-License-Identifier: GPL-3.0-or-later
#include "board_view.h"

#include "board_accessible.h"
#include "board_bubble.h"
#include "board_scene.h"
#include "items.h"

#include <QAbstractAnimation>
#include <QAccessible>
#include <QEvent>
#include <QFocusEvent>
#include <QKeyEvent>
#include <QMouseEvent>
#include <QResizeEvent>
#include <QTimer>

namespace tihbat {

namespace {
constexpr int ShakeMs = 420;
constexpr qreal BubbleLineHeight = 30; // scene units; a pit's radius is 145
bool isModifierKey(int key) {
    return key == Qt::Key_Shift || key == Qt::Key_Control || key == Qt::Key_Alt ||
           key == Qt::Key_Meta || key == Qt::Key_AltGr || key == Qt::Key_Super_L ||
           key == Qt::Key_Super_R;
}
// How long a bubble stays: time to read it slowly, a child's pace.
int readingTime(const QString &text) {
    return std::clamp(2500 + 70 * static_cast<int>(text.size()), 4000, 10000);
}
} // namespace

BoardView::BoardView(QWidget *parent)
    : QGraphicsView(parent)
    , m_scene(new BoardScene(this)) {
    setScene(m_scene);
    setRenderHints(QPainter::Antialiasing | QPainter::SmoothPixmapTransform |
                   QPainter::TextAntialiasing);
    setFrameShape(QFrame::NoFrame);
    setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    setVerticalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    // The scene caches the carved board itself (at the exact device size), so the view does not.
    setCacheMode(QGraphicsView::CacheNone);
    setViewportUpdateMode(QGraphicsView::SmartViewportUpdate);
    setFocusPolicy(Qt::StrongFocus);
    setMinimumSize(320, 200);
    connect(m_scene, &BoardScene::pitPressed, this, &BoardView::choosePit);
    // After the board has decided, as those who listened to the scene heard it.
    connect(m_scene, &BoardScene::pitPressed, this, &BoardView::pitPressed);
    connect(m_scene, &BoardScene::beat, this, &BoardView::beat);
    m_bubble = new BoardBubble(viewport());
    m_bubbleTimer = new QTimer(this);
    m_bubbleTimer->setSingleShot(true);
    connect(m_bubbleTimer, &QTimer::timeout, this, &BoardView::clearExplanation);
    // Pits, stores, name plates and the turn for screen readers (see board_accessible.h).
    static const bool accessibleFactoryInstalled = [] {
        QAccessible::installFactory(&BoardViewAccessible::factory);
        return true;
    }();
    Q_UNUSED(accessibleFactoryInstalled);
}

BoardView::~BoardView() {
    // Stop quietly: nobody listens any more, and the items go with the scene.
    if (m_animation) {
        m_animation->disconnect(this);
        m_animation->stop();
    }
}

void BoardView::setPlayerNames(const QString &south, const QString &north) {
    m_scene->setPlayerNames(south, north);
}

void BoardView::setTurnTags(const QString &south, const QString &north) {
    m_scene->setTurnTags(south, north);
}

void BoardView::setPresenceTag(Side side, const QString &tag, bool alert) {
    m_scene->setPresenceTag(side, tag, alert);
    notifyAccessibility(false);
}

void BoardView::setHand(int pit, int count) {
    m_scene->setHand(pit, count);
}

void BoardView::showState(const GameState &state, bool gameOver) {
    clearExplanation();
    // A new state replaces whatever was still to be shown.
    m_queue.clear();
    m_playing.reset();
    finishAnimation();
    m_scene->showState(state, gameOver);
    notifyAccessibility(false);
}

void BoardView::dealCountersAfresh() {
    finishAnimation();
    m_scene->dealCountersAfresh();
}

void BoardView::queueStory(const MoveStory &story, bool mark) {
    m_queue.push_back({story, mark});
    if (!isVisible()) {
        // Nobody watches: jump to where the stories lead, so the board is right when shown.
        finishQueued();
        return;
    }
    if (!isAnimating())
        playNext();
}

void BoardView::playNext() {
    while (!m_queue.empty()) {
        QueuedStory next = std::move(m_queue.front());
        m_queue.pop_front();
        finishAnimation();
        m_playing = next;
        // Behind the game (stories wait after this one: a watcher after a long move), the
        // board shows them faster, so it catches up instead of falling further behind.
        const int ms = m_dropDuration / (1 + static_cast<int>(m_queue.size()));
        animateStory(next.story, ms >= MinCatchUpDropMs ? ms : 0);
        if (isAnimating())
            return; // its end plays the next (see playStory)
        markShown(next);
        m_playing.reset();
    }
    emit caughtUp();
}

void BoardView::markShown(const QueuedStory &shown) {
    if (shown.mark)
        m_scene->markMove(shown.story.pit, shown.story.lastPit());
}

void BoardView::finishQueued() {
    if (!isBusy())
        return;
    std::optional<QueuedStory> last = m_playing;
    if (!m_queue.empty())
        last = m_queue.back();
    m_queue.clear();
    m_playing.reset();
    finishAnimation();
    if (last) {
        m_scene->showState(last->story.after, last->story.end != GameEnd::None);
        markShown(*last);
    }
    emit caughtUp();
}

void BoardView::showEvent(QShowEvent *event) {
    QGraphicsView::showEvent(event);
    finishQueued();
}

void BoardView::setMoveWording(std::function<QString(const MoveStory &)> wording) {
    m_moveWording = std::move(wording);
}

void BoardView::playStory(const MoveStory &story) {
    animateStory(story, m_dropDuration);
}

void BoardView::animateStory(const MoveStory &story, int dropMs) {
    finishAnimation();
    clearExplanation(); // it was about the board before this move
    QAbstractAnimation *animation = m_scene->animateStory(story, dropMs);
    // Said at once, while the counters are still moving: the words need no animation.
    m_announcement = m_moveWording
                         ? BoardAccessibleTexts::withTurn(*this, story, m_moveWording(story))
                         : BoardAccessibleTexts::moveAnnouncement(*this, story);
    notifyAccessibility(true);
    if (!animation) {
        if (story.captures.empty())
            emit beat(MoveBeat::Drop, story.lastPit());
        else
            emit beat(MoveBeat::Capture, story.capturedCounters());
        if (const auto end = endBeat(story))
            emit beat(*end, story.after.capturedDifference());
        emit animationFinished();
        return;
    }
    m_animation = animation;
    connect(animation, &QAbstractAnimation::finished, this, [this, animation] {
        if (m_animation != animation)
            return;
        m_animation = nullptr;
        m_scene->settle();
        emit animationFinished();
        // A queued story ran to its end: mark it, then on to the next.
        if (m_playing) {
            markShown(*m_playing);
            m_playing.reset();
            playNext();
        }
    });
    animation->start(QAbstractAnimation::DeleteWhenStopped);
}

void BoardView::finishAnimation() {
    if (!m_animation)
        return;
    // Jump to the end: stop the animation and put every item where the last state says.
    QPointer<QAbstractAnimation> animation = m_animation;
    m_animation = nullptr;
    animation->disconnect(this);
    animation->stop();
    if (animation)
        animation->deleteLater();
    m_scene->settle();
    emit animationFinished();
    // Cut short while showing queued stories (a flip, a new palette): the rest at once too.
    if (m_playing) {
        markShown(*m_playing);
        m_playing.reset();
        if (m_queue.empty())
            emit caughtUp();
        else
            finishQueued();
    }
}

bool BoardView::isAnimating() const {
    return m_animation && m_animation->state() == QAbstractAnimation::Running;
}

void BoardView::setInteractiveSides(bool south, bool north) {
    m_scene->setInteractiveSides(south, north);
}

void BoardView::setDropDuration(int ms) {
    m_dropDuration = std::max(0, ms);
}

void BoardView::setFlipped(bool flipped) {
    finishAnimation();
    m_flipped = flipped;
    m_scene->setFlipped(flipped);
    placeBubble();
}

void BoardView::setBoardPalette(BoardPalette palette) {
    finishAnimation();
    m_scene->setBoardPalette(palette);
    applyBubbleLook();
}

void BoardView::applyBubbleLook() {
    // The projector's words are read from afar, whatever the board's look.
    const bool bold =
        m_scene->boardPalette() == BoardPalette::Projector || m_scene->isSeenFromAfar();
    m_bubble->setLook(bold ? BoardBubble::Look::HighContrast : BoardBubble::Look::Paper);
}

void BoardView::setSeenFromAfar(bool afar) {
    finishAnimation();
    m_scene->setSeenFromAfar(afar);
    applyBubbleLook();
}

void BoardView::explain(int pit, const QString &text) {
    clearExplanation();
    if (!isValidPit(pit) || text.isEmpty())
        return;
    m_explainedPit = pit;
    m_bubble->setText(text);
    placeBubble();
    m_bubble->show();
    m_bubble->raise();
    // A card on the board (a result, a question) stays readable: the bubble goes under the
    // lowest one it would cover.
    for (QObject *child : viewport()->children()) {
        auto *card = qobject_cast<QWidget *>(child);
        if (card && card != m_bubble && card->isVisible() &&
            card->geometry().intersects(m_bubble->geometry())) {
            m_bubble->stackUnder(card);
            break;
        }
    }
    m_bubbleTimer->start(readingTime(text));
    // Said as it is shown, like a move; the move's words come back with the bubble gone.
    m_announcementBeforeBubble = m_announcement;
    m_announcement = text;
    notifyAccessibility(true);
}

void BoardView::refuse(int pit, const QString &reason) {
    explain(pit, reason);
    if (isValidPit(pit) && m_dropDuration > 0)
        m_scene->shakePit(pit, ShakeMs);
}

void BoardView::clearExplanation() {
    m_bubbleTimer->stop();
    if (m_explainedPit < 0)
        return;
    m_explainedPit = -1;
    m_bubble->hide();
    m_announcement = m_announcementBeforeBubble;
}

QString BoardView::explanation() const {
    return m_explainedPit >= 0 ? m_bubble->text() : QString();
}

void BoardView::placeBubble() {
    if (m_explainedPit < 0)
        return;
    const int pit = m_explainedPit;
    const QPoint centre = mapFromScene(m_scene->pitCentre(pit));
    const qreal scale = transform().m22(); // view pixels per scene unit
    const int radius = qRound(m_scene->pitItem(pit)->radius() * scale);
    // A line as high as a fifth of a pit's radius: as large as the counts on a big board.
    m_bubble->setLineHeightFloor(BubbleLineHeight * scale);
    // Above a pit of the bottom row, below one of the top row: over the board, not its edge.
    m_bubble->pointAt(centre, radius, ownerOf(pit) == m_scene->bottomSide());
}

void BoardView::mousePressEvent(QMouseEvent *event) {
    // The next click closes the bubble; the click itself then does what it does.
    clearExplanation();
    // The pointer is in use: the keyboard's corners go until the next key.
    m_keyboardInUse = false;
    m_scene->setFocusVisible(false);
    QGraphicsView::mousePressEvent(event);
}

void BoardView::showMoveValues(const std::vector<MoveValue> &values) {
    m_scene->showMoveValues(values);
}

void BoardView::markMove(int played, int lastDrop) {
    m_scene->markMove(played, lastDrop);
}

void BoardView::clearMoveMarks() {
    m_scene->clearMoveMarks();
}

void BoardView::setPitGlow(int pit, bool lit) {
    m_scene->setPitGlow(pit, lit ? 1 : 0);
}

void BoardView::choosePit(int pit) {
    // A click while a move is still being shown finishes the showing; it plays nothing, since
    // the person chose from a board that was not yet the one they play on.
    if (isBusy()) {
        finishQueued();
        return;
    }
    finishAnimation();
    // In a replay nobody plays: clicks are not moves, so nothing to refuse either.
    if (!m_scene->hasInteractiveSide())
        return;
    const Position &position = m_scene->state().position;
    MoveError error = m_scene->isGameOver() ? MoveError::GameOver : checkMove(position, pit);
    // The side to move is the computer's: its pits are not the person's to play.
    if (error == MoveError::None && !m_scene->isInteractive(position.toMove))
        error = MoveError::WrongSide;
    if (error == MoveError::None)
        emit pitActivated(pit);
    else
        emit pitRefused(pit, error);
}

// QAccessible::updateAccessibility() does nothing unless a screen reader listens.
void BoardView::notifyAccessibility(bool announced) {
    for (int part = 0; part < BoardPartCount; ++part) {
        QAccessibleEvent changed(this, QAccessible::NameChanged);
        changed.setChild(part);
        QAccessible::updateAccessibility(&changed);
    }
    if (announced) {
        QAccessibleEvent said(this, QAccessible::DescriptionChanged);
        QAccessible::updateAccessibility(&said);
        if (hasFocus() && m_scene->focusedPit() >= 0) {
            QAccessibleEvent toFocused(this, QAccessible::DescriptionChanged);
            toFocused.setChild(m_scene->focusedPit());
            QAccessible::updateAccessibility(&toFocused);
        }
    }
}

void BoardView::resizeEvent(QResizeEvent *event) {
    QGraphicsView::resizeEvent(event);
    fitInView(m_scene->sceneRect(), Qt::KeepAspectRatio);
    // The pictures of the items at this size are drawn on other threads while the window
    // waits to be put on the screen (or the rest of the window is laid out); an animation
    // moves its items every frame and draws its own.
    if (!isAnimating()) {
        const qreal dpr = viewport()->devicePixelRatioF();
        m_scene->preparePictures(viewportTransform() * QTransform::fromScale(dpr, dpr), dpr,
                                 renderHints());
    }
    placeBubble();
}

// Keys (for the side to move, when a person plays it):
//   Left / Right    move the focus ring between that side's two pits, as they lie on screen
//   Enter / Space   play the pit with the focus ring
//   A / B           play that side's pit of that letter: A or a is the mover's left pit, B or b
//                   their right pit (South's A/B, North's a/b), so one pair of keys serves both.
void BoardView::keyPressEvent(QKeyEvent *event) {
    clearExplanation(); // read, or not wanted: the next key closes it like the next click
    // The keyboard is in use: its corners show where Enter would play (a modifier alone, on its
    // way to a shortcut, is no such use).
    if (!isModifierKey(event->key())) {
        m_keyboardInUse = true;
        m_scene->setFocusVisible(true);
    }
    const Side toMove = m_scene->state().position.toMove;
    switch (event->key()) {
    case Qt::Key_Left:
    case Qt::Key_Right:
        if (m_scene->moveFocus(event->key() == Qt::Key_Left ? -1 : 1)) {
            QAccessibleEvent focus(this, QAccessible::Focus);
            focus.setChild(m_scene->focusedPit());
            QAccessible::updateAccessibility(&focus);
            event->accept();
            return;
        }
        break;
    case Qt::Key_Return:
    case Qt::Key_Enter:
    case Qt::Key_Space:
        if (m_scene->focusedPit() >= 0) {
            choosePit(m_scene->focusedPit());
            event->accept();
            return;
        }
        break;
    case Qt::Key_A:
    case Qt::Key_B:
        if (event->modifiers() & ~(Qt::ShiftModifier | Qt::KeypadModifier))
            break;
        choosePit(pitsOf(toMove)[event->key() == Qt::Key_A ? 0 : 1]);
        event->accept();
        return;
    default:
        break;
    }
    QGraphicsView::keyPressEvent(event);
}

// The focus ring (its corners) shows while the board has the focus and the keyboard is in use:
// from the start (before any input, so a player on the keyboard knows where they are), after
// Tab, and at every key; a click on the board hides it until the next key, and the window
// coming back keeps it as the last input left it.
void BoardView::focusInEvent(QFocusEvent *event) {
    QGraphicsView::focusInEvent(event);
    switch (event->reason()) {
    case Qt::MouseFocusReason:
        m_keyboardInUse = false;
        break;
    case Qt::TabFocusReason:
    case Qt::BacktabFocusReason:
    case Qt::ShortcutFocusReason:
        m_keyboardInUse = true;
        break;
    default:
        break;
    }
    m_scene->setFocusVisible(m_keyboardInUse);
}

void BoardView::focusOutEvent(QFocusEvent *event) {
    QGraphicsView::focusOutEvent(event);
    m_scene->setFocusVisible(false);
}

void BoardView::changeEvent(QEvent *event) {
    if (event->type() == QEvent::LanguageChange) {
        m_scene->retranslateUi();
        clearExplanation(); // worded in the language before
    }
    QGraphicsView::changeEvent(event);
}

} // namespace tihbat
