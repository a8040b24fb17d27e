// SPDX-License-Identifier: GPL-3.0-or-later
#include "board_viewer.h"

#include "board/board_view.h"
#include "game/session/move_line.h"
#include "navigation_bar.h"
#include "speed_choice.h"

#include <QBoxLayout>
#include <QEvent>
#include <QKeyEvent>
#include <QSlider>
#include <QTimer>

namespace tihbat {

BoardViewer::BoardViewer(QWidget *parent)
    : QWidget(parent) {
    m_board = new BoardView(this);
    m_speed = new SpeedChoice(this);
    m_autoplayTimer = new QTimer(this);
    m_autoplayTimer->setSingleShot(true);
    watchKeysOf(m_board);

    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_board, BoardStretch);

    connect(m_board, &BoardView::animationFinished, this, &BoardViewer::onAnimationFinished);
    connect(m_autoplayTimer, &QTimer::timeout, this, &BoardViewer::onAutoplayTimeout);
    connect(m_speed, &SpeedChoice::speedChanged, this, &BoardViewer::onSpeedChanged);
    onSpeedChanged(m_speed->speed());
}

BoardViewer::~BoardViewer() = default;

// Built when first needed: the main window, whose menus navigate, never shows the bar, and its
// themed icons and measured label cost a start about 9 ms of its 60 to the first picture.
NavigationBar *BoardViewer::navigationBar() {
    if (m_bar)
        return m_bar;
    m_bar = new NavigationBar(m_speed, this);
    static_cast<QVBoxLayout *>(layout())->insertWidget(1, m_bar);
    connect(m_bar, &NavigationBar::firstAsked, this, [this] { goTo(0); });
    connect(m_bar, &NavigationBar::previousAsked, this, &BoardViewer::stepBack);
    connect(m_bar, &NavigationBar::nextAsked, this, &BoardViewer::stepForward);
    connect(m_bar, &NavigationBar::lastAsked, this, [this] {
        if (m_line)
            goTo(m_line->moveCount());
    });
    connect(m_bar, &NavigationBar::autoplayToggled, this, [this] { setAutoplay(!m_autoplay); });
    connect(m_bar, &NavigationBar::moveChosen, this, [this](int index) { goTo(index); });
    // The navigation keys work wherever the focus is in the viewer.
    for (QWidget *part : m_bar->focusParts())
        watchKeysOf(part);
    refreshControls();
    return m_bar;
}

void BoardViewer::setLine(MoveLine *line) {
    if (m_line)
        disconnect(m_line, nullptr, this, nullptr);
    m_line = line;
    if (line) {
        connect(line, &MoveLine::positionChanged, this, &BoardViewer::onPositionChanged);
        connect(line, &MoveLine::lineChanged, this, &BoardViewer::onLineChanged);
    }
    onLineChanged();
}

void BoardViewer::addPartBelow(QWidget *part, int stretch) {
    static_cast<QVBoxLayout *>(layout())->addWidget(part, stretch);
    watchKeysOf(part);
}

void BoardViewer::setControlsVisible(bool visible) {
    m_controlsVisible = visible;
    if (visible)
        navigationBar()->show();
    else if (m_bar)
        m_bar->hide();
}

QSlider *BoardViewer::slider() {
    return navigationBar()->slider();
}

bool BoardViewer::event(QEvent *event) {
    // Before the viewer is first laid out and shown.
    if (event->type() == QEvent::Polish && m_controlsVisible)
        navigationBar();
    return QWidget::event(event);
}

void BoardViewer::watchKeysOf(QWidget *part) {
    part->installEventFilter(this);
}

// --- Navigation ------------------------------------------------------------------------------

void BoardViewer::goTo(int index) {
    if (!m_line)
        return;
    m_line->goTo(index);
    // Whatever happened, every part shows the line's position (a refused jump included).
    refreshControls();
    emit positionShown(m_line->position());
}

void BoardViewer::stepForward() {
    if (!m_line || m_line->position() >= m_line->moveCount())
        return;
    m_pendingStep = Step::Animate;
    goTo(m_line->position() + 1);
    m_pendingStep = Step::Jump;
}

void BoardViewer::stepBack() {
    if (m_line)
        goTo(m_line->position() - 1);
}

void BoardViewer::onPositionChanged(int index, int previous) {
    const bool oneForward = index == previous + 1;
    if (oneForward && m_line->isLive()) {
        // The game's moves, in the order they came, at the board's own pace.
        m_board->queueStory(m_line->storyOf(index), m_line->marksMove(index));
    } else if (oneForward && m_pendingStep == Step::Animate) {
        m_awaitingAnimation = true;
        m_board->playStory(m_line->storyOf(index));
    } else {
        m_awaitingAnimation = false;
        m_board->showState(m_line->stateAt(index), m_line->isOverAt(index));
        markStepped(index);
    }
    refreshControls();
    emit positionShown(index);
}

void BoardViewer::onLineChanged() {
    m_awaitingAnimation = false;
    m_autoplayTimer->stop();
    if (m_autoplay) {
        m_autoplay = false;
        emit autoplayChanged(false);
    }
    if (m_line) {
        // Another game or record: every board showing it deals its counters the same way.
        m_board->dealCountersAfresh();
        const int index = m_line->position();
        m_board->showState(m_line->stateAt(index), m_line->isOverAt(index));
        markStepped(index);
    }
    refreshControls();
    if (m_line)
        emit positionShown(m_line->position());
}

void BoardViewer::markStepped(int index) {
    // A live line's marks come with its queued moves (queueStory); a replay marks the move stepped
    // to as the game's board marks the move just played.
    if (m_line->isLive() || !m_line->marksMove(index))
        return;
    const MoveStory &story = m_line->storyOf(index);
    m_board->markMove(story.pit, story.lastPit());
}

void BoardViewer::setAutoplay(bool on) {
    if (on && (!m_line || m_line->isLive() || m_line->moveCount() == 0))
        on = false;
    if (on == m_autoplay)
        return;
    m_autoplay = on;
    m_autoplayTimer->stop();
    refreshControls();
    emit autoplayChanged(on);
    if (!on)
        return;
    // From the end, autoplay starts the game again.
    if (m_line->position() >= m_line->moveCount())
        goTo(0);
    stepForward();
}

void BoardViewer::onAnimationFinished() {
    if (!m_awaitingAnimation)
        return;
    m_awaitingAnimation = false;
    markStepped(m_line->position());
    if (!m_autoplay)
        return;
    if (m_line->position() >= m_line->moveCount())
        setAutoplay(false);
    else
        m_autoplayTimer->start(m_autoplayPause);
}

void BoardViewer::onAutoplayTimeout() {
    if (!m_autoplay)
        return;
    if (m_line->position() >= m_line->moveCount()) {
        setAutoplay(false);
        return;
    }
    stepForward();
}

void BoardViewer::onSpeedChanged(AnimationSpeed speed) {
    m_board->setDropDuration(dropDuration(speed));
    m_autoplayPause = pauseBetweenMoves(speed);
}

void BoardViewer::setDropDuration(int ms) {
    m_board->setDropDuration(ms);
}

// Left/PageUp: previous; Right/PageDown: next (what presentation clickers send); Home/End;
// Space: autoplay. A person stepping by hand takes over from autoplay. In a window that reads
// right to left the moves run from right to left (the slider, the value graph), so the arrows
// swap there; a clicker's Page Up and Page Down do not.
bool BoardViewer::handleNavigationKey(int key) {
    if (!m_keyNavigation || !m_line)
        return false;
    if (isRightToLeft() && (key == Qt::Key_Left || key == Qt::Key_Right))
        key = key == Qt::Key_Left ? Qt::Key_Right : Qt::Key_Left;
    switch (key) {
    case Qt::Key_Left:
    case Qt::Key_PageUp:
        setAutoplay(false);
        stepBack();
        return true;
    case Qt::Key_Right:
    case Qt::Key_PageDown:
        setAutoplay(false);
        stepForward();
        return true;
    case Qt::Key_Home:
        setAutoplay(false);
        goTo(0);
        return true;
    case Qt::Key_End:
        setAutoplay(false);
        goTo(m_line->moveCount());
        return true;
    case Qt::Key_Space:
        setAutoplay(!m_autoplay);
        return true;
    default:
        return false;
    }
}

bool BoardViewer::eventFilter(QObject *watched, QEvent *event) {
    if (event->type() == QEvent::KeyPress) {
        const auto *key = static_cast<QKeyEvent *>(event);
        const Qt::KeyboardModifiers modifiers =
            key->modifiers() & ~(Qt::KeypadModifier | Qt::GroupSwitchModifier);
        if (modifiers == Qt::NoModifier && handleNavigationKey(key->key()))
            return true;
    }
    return QWidget::eventFilter(watched, event);
}

void BoardViewer::changeEvent(QEvent *event) {
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QWidget::changeEvent(event);
}

// --- Words -----------------------------------------------------------------------------------

void BoardViewer::retranslateUi() {
    m_speed->retranslateUi();
}

void BoardViewer::refreshControls() {
    if (!m_bar)
        return;
    m_bar->showPosition(m_line ? m_line->position() : 0, m_line ? m_line->moveCount() : 0,
                        !m_line || !m_line->isLive(), m_autoplay);
}

} // namespace tihbat
