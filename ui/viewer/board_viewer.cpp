// SPDX-License-Identifier: GPL-3.0-or-later
#include "board_viewer.h"

#include "board/board_view.h"
#include "game/move_line.h"
#include "speed_choice.h"

#include <QBoxLayout>
#include <QComboBox>
#include <QEvent>
#include <QKeyEvent>
#include <QLabel>
#include <QSignalBlocker>
#include <QSlider>
#include <QStyle>
#include <QTimer>
#include <QToolButton>

namespace tihbat {

BoardViewer::BoardViewer(QWidget *parent)
    : QWidget(parent) {
    m_board = new BoardView(this);
    m_speed = new SpeedChoice(this);
    m_autoplayTimer = new QTimer(this);
    m_autoplayTimer->setSingleShot(true);
    buildControls();

    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_board, BoardStretch);
    layout->addWidget(m_controls);

    connect(m_board, &BoardView::animationFinished, this, &BoardViewer::onAnimationFinished);
    connect(m_autoplayTimer, &QTimer::timeout, this, &BoardViewer::onAutoplayTimeout);
    connect(m_speed, &SpeedChoice::speedChanged, this, &BoardViewer::onSpeedChanged);
    onSpeedChanged(m_speed->speed());
    retranslate();
    refreshControls();
}

BoardViewer::~BoardViewer() = default;

void BoardViewer::buildControls() {
    m_controls = new QWidget(this);
    const auto toolButton = [this](QStyle::StandardPixmap icon) {
        auto *button = new QToolButton(m_controls);
        button->setIcon(style()->standardIcon(icon));
        button->setIconSize(QSize(22, 22));
        button->setAutoRaise(true);
        return button;
    };
    m_firstButton = toolButton(QStyle::SP_MediaSkipBackward);
    m_previousButton = toolButton(QStyle::SP_MediaSeekBackward);
    m_playButton = toolButton(QStyle::SP_MediaPlay);
    m_nextButton = toolButton(QStyle::SP_MediaSeekForward);
    m_lastButton = toolButton(QStyle::SP_MediaSkipForward);
    m_slider = new QSlider(Qt::Horizontal, m_controls);
    m_slider->setPageStep(1);
    m_slider->setTickPosition(QSlider::TicksBelow);
    m_indexLabel = new QLabel(m_controls);
    m_indexLabel->setMinimumWidth(
        fontMetrics().horizontalAdvance(QStringLiteral("Move 888 of 888")));
    m_speedLabel = new QLabel(m_controls);
    m_speedBox = new QComboBox(m_controls);
    m_speedLabel->setBuddy(m_speedBox);
    m_speed->attach(m_speedBox);

    auto *bar = new QHBoxLayout(m_controls);
    bar->setContentsMargins(0, 0, 0, 0);
    bar->setSpacing(2);
    for (QToolButton *button :
         {m_firstButton, m_previousButton, m_playButton, m_nextButton, m_lastButton})
        bar->addWidget(button);
    bar->addSpacing(8);
    bar->addWidget(m_slider, 1);
    bar->addSpacing(8);
    bar->addWidget(m_indexLabel);
    bar->addSpacing(12);
    bar->addWidget(m_speedLabel);
    bar->addWidget(m_speedBox);

    connect(m_firstButton, &QToolButton::clicked, this, [this] { goTo(0); });
    connect(m_previousButton, &QToolButton::clicked, this, &BoardViewer::stepBack);
    connect(m_nextButton, &QToolButton::clicked, this, &BoardViewer::stepForward);
    connect(m_lastButton, &QToolButton::clicked, this, [this] {
        if (m_line)
            goTo(m_line->moveCount());
    });
    connect(m_playButton, &QToolButton::clicked, this, [this] { setAutoplay(!m_autoplay); });
    connect(m_slider, &QSlider::valueChanged, this, [this](int index) { goTo(index); });

    // The navigation keys work wherever the focus is in the viewer.
    for (QWidget *part :
         std::initializer_list<QWidget *>{m_board, m_slider, m_firstButton, m_previousButton,
                                          m_playButton, m_nextButton, m_lastButton})
        watchKeysOf(part);
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
    m_controls->setVisible(visible);
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
        const int index = m_line->position();
        m_board->showState(m_line->stateAt(index), m_line->isOverAt(index));
    }
    refreshControls();
    if (m_line)
        emit positionShown(m_line->position());
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
// Space: autoplay. A person stepping by hand takes over from autoplay.
bool BoardViewer::handleNavigationKey(int key) {
    if (!m_keyNavigation || !m_line)
        return false;
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
        retranslate();
    QWidget::changeEvent(event);
}

// --- Words -----------------------------------------------------------------------------------

void BoardViewer::retranslate() {
    //: Tool tips of the replay buttons; the key names in brackets are the shortcuts.
    m_firstButton->setToolTip(tr("To the start (Home)"));
    m_previousButton->setToolTip(tr("Previous move (Left, Page Up)"));
    m_nextButton->setToolTip(tr("Next move (Right, Page Down)"));
    m_lastButton->setToolTip(tr("To the last move (End)"));
    m_firstButton->setAccessibleName(tr("To the start"));
    m_previousButton->setAccessibleName(tr("Previous move"));
    m_nextButton->setAccessibleName(tr("Next move"));
    m_lastButton->setAccessibleName(tr("To the last move"));
    //: Accessible name of the slider over the moves of the replayed game.
    m_slider->setAccessibleName(tr("Move"));
    //: Label of the autoplay speed choice.
    m_speedLabel->setText(tr("S&peed:"));
    m_speed->retranslate();
    refreshControls();
}

void BoardViewer::refreshControls() {
    const int index = m_line ? m_line->position() : 0;
    const int last = m_line ? m_line->moveCount() : 0;
    {
        const QSignalBlocker blocker(m_slider);
        m_slider->setRange(0, last);
        m_slider->setTickInterval(last > 40 ? 10 : 1);
        m_slider->setValue(index);
    }
    m_firstButton->setEnabled(index > 0);
    m_previousButton->setEnabled(index > 0);
    m_nextButton->setEnabled(index < last);
    m_lastButton->setEnabled(index < last);
    m_playButton->setVisible(!m_line || !m_line->isLive());
    m_playButton->setEnabled(last > 0);
    m_playButton->setIcon(
        style()->standardIcon(m_autoplay ? QStyle::SP_MediaPause : QStyle::SP_MediaPlay));
    //: Tool tip of the autoplay button; Space is its key.
    m_playButton->setToolTip(m_autoplay ? tr("Pause (Space)") : tr("Play the moves (Space)"));
    m_playButton->setAccessibleName(m_autoplay ? tr("Pause") : tr("Play the moves"));
    //: Where the replay is: %1 the move shown, %2 the number of moves.
    m_indexLabel->setText(tr("Move %1 of %2").arg(index).arg(last));
}

} // namespace tihbat
