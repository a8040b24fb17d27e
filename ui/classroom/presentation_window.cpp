// SPDX-License-Identifier: GPL-3.0-or-later
#include "presentation_window.h"

#include "board/board_scene.h"
#include "board/board_view.h"
#include "board/items.h"
#include "caption_bar.h"
#include "core/solver.h"
#include "game/analysis_service.h"
#include "game/game_model.h"
#include "game/game_texts.h"
#include "game/live_move_line.h"
#include "game/replay_model.h"
#include "idle_cursor.h"
#include "position_editor.h"
#include "sound/game_sounds.h"
#include "viewer/board_viewer.h"

#include <QCloseEvent>
#include <QGuiApplication>
#include <QKeyEvent>
#include <QLabel>
#include <QScreen>
#include <QTimer>
#include <QVBoxLayout>

namespace tihbat {

namespace {
constexpr int IdleCursorMs = 2000; // the pointer hides after this long without moving
} // namespace

PresentationWindow::PresentationWindow(QWidget *parent)
    : QWidget(parent, Qt::Window) {
    setObjectName("presentationWindow");
    nameWindow();
    setAttribute(Qt::WA_DeleteOnClose);
    setFocusPolicy(Qt::StrongFocus);
    QPalette black = palette();
    black.setColor(QPalette::Window, Qt::black);
    black.setColor(QPalette::WindowText, Qt::white);
    setPalette(black);
    setAutoFillBackground(true);

    // The viewer's board alone: the clicker's keys, the pace and the narration are this
    // window's, one picture per drop.
    m_viewer = new BoardViewer(this);
    m_viewer->setControlsVisible(false);
    m_viewer->setKeyNavigation(false);
    m_board = m_viewer->board();
    m_board->setObjectName("presentationBoard");
    m_board->setBoardPalette(BoardPalette::Projector);
    m_board->setDropDuration(0); // the narration shows the drops itself, one picture each
    // The clicker's keys belong to the window, never to the board's pit focus.
    m_board->setFocusPolicy(Qt::NoFocus);
    m_board->setMouseTracking(true);
    m_board->viewport()->installEventFilter(this);

    m_caption = new CaptionBar(this);

    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(0);
    layout->addWidget(m_viewer, 1);
    layout->addWidget(m_caption);

    m_blank = new QWidget(this);
    m_blank->setObjectName("presentationBlank");
    m_blank->setAutoFillBackground(true);
    m_blank->setPalette(black);
    m_blank->hide();

    m_analysis = new AnalysisService(this);
    connect(m_analysis, &AnalysisService::movesValued, this,
            [this](quint64 ticket, const std::vector<MoveValue> &values) {
                if (ticket == m_valuesTicket)
                    showValuesNow(values);
            });

    m_walkTimer = new QTimer(this);
    connect(m_walkTimer, &QTimer::timeout, this, &PresentationWindow::onWalkTimeout);
    m_idleCursor = new IdleCursor(this, IdleCursorMs);
    m_idleCursor->watch(m_board->viewport());
    m_idleCursor->watch(m_caption);
    resize(1024, 768);
}

PresentationWindow::~PresentationWindow() = default;

void PresentationWindow::presentGame(GameModel *model) {
    present(new LiveMoveLine(model, this));
}

void PresentationWindow::presentReplay(ReplayModel *replay) {
    present(replay);
}

void PresentationWindow::present(MoveLine *line) {
    m_line = line;
    auto *live = qobject_cast<LiveMoveLine *>(line);
    m_model = live ? live->model() : nullptr;
    m_replay = qobject_cast<ReplayModel *>(line);
    if (m_model) {
        // Each move made is walked for the class; a move taken back shows where the game is.
        connect(line, &MoveLine::positionChanged, this, [this](int index, int previous) {
            if (index > previous)
                onMoveMade();
            else
                onGameReset();
        });
        connect(line, &MoveLine::lineChanged, this, &PresentationWindow::onGameReset);
        connect(m_board, &BoardView::pitActivated, m_model, &GameModel::playPit);
        connect(m_board, &BoardView::pitRefused, this, [this](int pit, MoveError error) {
            m_board->refuse(pit,
                            GameTexts::refusal(m_model->setup(), m_model->position(), pit, error));
        });
        onGameReset();
        return;
    }
    m_board->setInteractiveSides(false, false);
    connect(line, &MoveLine::lineChanged, this, [this] {
        rebuildFrames();
        goTo(0);
    });
    rebuildFrames();
    // From the position the viewer shows.
    goTo(stopAfter(line->position()));
}

void PresentationWindow::showOn(QScreen *screen) {
    if (screen) {
        setScreen(screen);
        setGeometry(screen->geometry());
    }
    showFullScreen();
    activateWindow();
    setFocus();
}

const Game *PresentationWindow::game() const {
    return m_line ? &m_line->game() : nullptr;
}

void PresentationWindow::rebuildFrames() {
    const Game *g = game();
    m_frames = g ? Lesson::frames(*g, m_guessMode && !m_model) : std::vector<Frame>{Frame{}};
    m_index = std::clamp(m_index, 0, static_cast<int>(m_frames.size()) - 1);
}

void PresentationWindow::setSounds(GameSounds *sounds) {
    m_sounds = sounds;
    sounds->follow(m_board);
}

void PresentationWindow::goTo(int index) {
    m_valuesTicket = 0; // values asked for another frame are not for this one
    const int previous = m_index;
    m_index = std::clamp(index, 0, static_cast<int>(m_frames.size()) - 1);
    const Frame &f = currentFrame();
    m_board->showState(f.state, f.gameOver);
    const bool atEnd = m_index + 1 == static_cast<int>(m_frames.size());
    const bool playable = m_model && atEnd && !f.gameOver;
    const bool south = playable && m_model->player(Side::South).kind == PlayerKind::Human;
    const bool north = playable && m_model->player(Side::North).kind == PlayerKind::Human;
    m_board->setInteractiveSides(south, north);
    setCaption(Lesson::caption(f), f.side);
    if (f.droppedInto >= 0)
        m_board->setPitGlow(f.droppedInto, true);
    // Heard only going forward one step at a time: a jump or a step back is silent.
    if (m_sounds && f.beat && m_index == previous + 1)
        m_sounds->hear(m_board, *f.beat, f.beatAmount);
    emit frameShown(m_index);
}

void PresentationWindow::setCaption(const QString &text, Side side) {
    m_caption->setCaption(text, side);
}

QString PresentationWindow::captionText() const {
    return m_caption->caption();
}

QLabel *PresentationWindow::captionLabel() const {
    return m_caption;
}

bool PresentationWindow::isCursorHidden() const {
    return m_idleCursor->isHidden();
}

bool PresentationWindow::isWalking() const {
    return m_walkTimer->isActive();
}

void PresentationWindow::forward() {
    if (isWalking()) {
        // Impatient clicker: the move jumps to its end.
        m_walkTimer->stop();
        goTo(m_walkTarget);
        return;
    }
    if (m_stepMode) {
        goTo(m_index + 1);
        return;
    }
    const int target = nextStop(m_index);
    if (target <= m_index + 1 || m_pace <= 0) {
        goTo(target);
        return;
    }
    m_walkTarget = target;
    goTo(m_index + 1);
    m_walkTimer->start(m_pace);
}

void PresentationWindow::playThrough() {
    if (isWalking()) {
        m_walkTimer->stop();
        return;
    }
    m_walkTarget = static_cast<int>(m_frames.size()) - 1;
    if (m_pace <= 0 || m_index >= m_walkTarget) {
        goTo(m_walkTarget);
        return;
    }
    goTo(m_index + 1);
    m_walkTimer->start(m_pace);
}

QString PresentationWindow::keysText() {
    //: Presentation mode's key help, shown in the caption bar (F1). Keep the key names short.
    return tr("Next: PageDown, Right, Space. Back: PageUp, Left. B: blank. V: values. S: one "
              "drop per click. G: guess pauses. P: play on. +/−: speed. E: set up a position. "
              "Esc: leave.") +
           QLatin1Char(' ') +
           //: Presentation mode's key help, after the other keys: the M key
           tr("M: sound on or off.");
}

void PresentationWindow::back() {
    m_walkTimer->stop();
    goTo(m_stepMode ? m_index - 1 : previousStop(m_index));
}

void PresentationWindow::onWalkTimeout() {
    goTo(m_index + 1);
    if (m_index < m_walkTarget) {
        m_walkTimer->setInterval(m_pace);
        return;
    }
    m_walkTimer->stop();
    // Following the live game, moves made meanwhile (the computer's reply) come next, each in
    // its turn: a longer breath at the stop, so the class reads it, then the next move's drops.
    const int last = static_cast<int>(m_frames.size()) - 1;
    if (m_following && m_model && !m_stepMode && m_index < last) {
        m_walkTarget = nextStop(m_index);
        m_walkTimer->start(2 * m_pace);
    }
}

void PresentationWindow::catchUp() {
    m_walkTimer->stop();
    goTo(static_cast<int>(m_frames.size()) - 1);
}

void PresentationWindow::setStepMode(bool on) {
    m_stepMode = on;
}

void PresentationWindow::setPace(int ms) {
    m_pace = std::max(0, ms);
}

void PresentationWindow::setGuessMode(bool on) {
    if (on == m_guessMode)
        return;
    m_guessMode = on;
    // Keep the same position: the stop after the same moves (a move's start when mid-move).
    const Frame &f = currentFrame();
    const int moves = f.stop ? f.moves : f.moves - 1;
    m_walkTimer->stop();
    rebuildFrames();
    goTo(stopAfter(moves));
}

void PresentationWindow::showValues() {
    const Frame &f = currentFrame();
    const Game *g = game();
    // Values belong to a position at rest, before the next move: never mid-sowing.
    if (!g || !f.stop || f.gameOver)
        return;
    if (m_replay && m_replay->isAnalysed()) {
        // A replay's analysis is worked out with it, once.
        showValuesNow(m_replay->analysisAt(f.moves).moveValues);
        return;
    }
    // Off the GUI thread; shown if the class still looks at this frame.
    m_valuesTicket = m_analysis->valueMoves(g->prefix(f.moves));
}

void PresentationWindow::showValuesNow(const std::vector<MoveValue> &values) {
    const Frame &f = currentFrame();
    m_board->showMoveValues(values);
    //: Presentation caption when the values of the moves are shown: +n means the side to move
    //: ends n counters ahead with best play after that move.
    setCaption(m_caption->caption() + QLatin1Char(' ') +
                   tr("Values: counters ahead at the end with best play."),
               f.side);
    emit valuesShown();
}

void PresentationWindow::setBlanked(bool blanked) {
    m_blank->setGeometry(rect());
    m_blank->setVisible(blanked);
    if (blanked)
        m_blank->raise();
}

bool PresentationWindow::isBlanked() const {
    return m_blank->isVisible();
}

void PresentationWindow::onMoveMade() {
    const int last = static_cast<int>(m_frames.size()) - 1;
    // Following the game: at its end, or walking towards it (or on, through moves that came in
    // while it walked). A teacher who stepped back to look again is left where they are.
    m_following = m_index == last || (isWalking() && (m_walkTarget == last || m_following));
    rebuildFrames();
    if (!m_following || isWalking())
        return; // a walk under way goes on into the new move when it gets there
    // The class sees the new move: drop by drop at the pace, or at the teacher's clicks.
    forward();
}

void PresentationWindow::onGameReset() {
    m_walkTimer->stop();
    rebuildFrames();
    goTo(static_cast<int>(m_frames.size()) - 1);
}

void PresentationWindow::setUpPosition() {
    if (m_model)
        PositionEditor::openOn(m_model, this);
}

void PresentationWindow::keyPressEvent(QKeyEvent *event) {
    m_idleCursor->wake();
    const int key = event->key();
    if (key == Qt::Key_Escape) {
        close();
        return;
    }
    if (key == Qt::Key_B || key == Qt::Key_Period) { // many clickers send "." for blank
        setBlanked(!isBlanked());
        return;
    }
    if (isBlanked()) {
        // Any other key first brings the picture back, so nothing changes unseen.
        setBlanked(false);
        return;
    }
    switch (key) {
    case Qt::Key_PageDown:
    case Qt::Key_Right:
    case Qt::Key_Space:
    case Qt::Key_Down:
        forward();
        return;
    case Qt::Key_PageUp:
    case Qt::Key_Left:
    case Qt::Key_Up:
    case Qt::Key_Backspace:
        back();
        return;
    case Qt::Key_V:
        showValues();
        return;
    case Qt::Key_S:
        setStepMode(!m_stepMode);
        return;
    case Qt::Key_G:
        setGuessMode(!m_guessMode);
        return;
    case Qt::Key_E:
        setUpPosition();
        return;
    case Qt::Key_P:
        playThrough();
        return;
    case Qt::Key_Plus:
    case Qt::Key_Equal:
        setPace(std::max(60, m_pace * 2 / 3)); // faster
        return;
    case Qt::Key_Minus:
        setPace(std::max(150, m_pace * 3 / 2)); // slower
        return;
    case Qt::Key_M:
        if (m_sounds)
            m_sounds->toggleEnabled();
        return;
    case Qt::Key_F1:
    case Qt::Key_Question:
        setCaption(keysText(), currentFrame().side);
        return;
    default:
        break;
    }
    QWidget::keyPressEvent(event);
}

void PresentationWindow::resizeEvent(QResizeEvent *event) {
    QWidget::resizeEvent(event);
    m_caption->fitToWindow(size());
    m_blank->setGeometry(rect());
}

void PresentationWindow::nameWindow() {
    // What the task switcher and a screen reader call the window (it has no title bar).
    //: Title of the full-screen presentation window (classroom mode)
    setWindowTitle(tr("Tihbat presentation"));
}

void PresentationWindow::changeEvent(QEvent *event) {
    QWidget::changeEvent(event);
    if (event->type() == QEvent::ActivationChange && !isActiveWindow())
        m_idleCursor->wake(); // the pointer is the teacher's again elsewhere
    if (event->type() == QEvent::LanguageChange) {
        nameWindow();
        const int index = m_index;
        rebuildFrames();
        goTo(index);
    }
}

void PresentationWindow::closeEvent(QCloseEvent *event) {
    m_walkTimer->stop();
    m_idleCursor->stop();
    emit closed();
    QWidget::closeEvent(event);
}

bool PresentationWindow::eventFilter(QObject *watched, QEvent *event) {
    // A click on the board while the game's moves are still being shown shows them all at
    // once; it plays nothing, as the person chose from a board not yet the one they play on.
    if (event->type() == QEvent::MouseButtonPress && watched == m_board->viewport() && m_model &&
        isWalking()) {
        catchUp();
        return true;
    }
    return QWidget::eventFilter(watched, event);
}

} // namespace tihbat
