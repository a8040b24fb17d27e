// SPDX-License-Identifier: GPL-3.0-or-later
#include "presentation_window.h"

#include "board/board_view.h"
#include "caption_bar.h"
#include "common/board_look.h"
#include "game/session/analysis_service.h"
#include "game/session/game_session.h"
#include "game/session/live_move_line.h"
#include "game/session/replay_model.h"
#include "idle_cursor.h"
#include "keys_card.h"
#include "position_editor.h"
#include "sound/game_sounds.h"
#include "speech/read_aloud.h"
#include "viewer/board_viewer.h"
#include "viewer/session_board.h"

#include <QCloseEvent>
#include <QGuiApplication>
#include <QKeyEvent>
#include <QLabel>
#include <QRegularExpression>
#include <QScreen>
#include <QVBoxLayout>

namespace tihbat {

namespace {
constexpr int IdleCursorMs = 2000; // the pointer hides after this long without moving
} // namespace

PresentationWindow::PresentationWindow(QWidget *parent)
    : QWidget(parent, Qt::Window) {
    setObjectName("presentationWindow");
    retranslateUi();
    setAttribute(Qt::WA_DeleteOnClose);
    setFocusPolicy(Qt::StrongFocus);
    QPalette black = palette();
    black.setColor(QPalette::Window, Qt::black);
    black.setColor(QPalette::WindowText, Qt::white);
    setPalette(black);
    setAutoFillBackground(true);

    // The viewer's board alone, over the lesson: the clicker's keys, the pace and the narration
    // are this window's, one picture per drop.
    m_lesson = new LessonLine(this);
    m_viewer = new BoardViewer(this);
    m_viewer->setControlsVisible(false);
    m_viewer->setKeyNavigation(false);
    m_board = m_viewer->board();
    m_board->setObjectName("presentationBoard");
    BoardLook::follow(m_board);
    m_board->setSeenFromAfar(true);
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

    m_keys = new KeysCard(this);
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

    connect(m_viewer, &BoardViewer::positionShown, this, &PresentationWindow::showFrame);
    connect(&ReadAloud::shared(), &ReadAloud::sentenceEnded, m_lesson,
            [this] { m_lesson->setHeld(false); });
    m_idleCursor = new IdleCursor(this, IdleCursorMs);
    m_idleCursor->watch(m_board->viewport());
    m_idleCursor->watch(m_caption);
    resize(1024, 768);
}

PresentationWindow::~PresentationWindow() = default;

void PresentationWindow::presentGame(GameSession *session) {
    m_sessionBoard = new SessionBoard(session, m_viewer, this);
    // Hints are the main window's; the values here are the teacher's (V).
    m_sessionBoard->setShowsHints(false);
    present(m_sessionBoard->line());
}

void PresentationWindow::presentReplay(ReplayModel *replay) {
    present(replay);
}

void PresentationWindow::present(MoveLine *line) {
    m_replay = qobject_cast<ReplayModel *>(line);
    if (!m_sessionBoard)
        m_board->setInteractiveSides(false, false); // a replay: nobody plays
    m_lesson->setSource(line);
    m_viewer->setLine(m_lesson);
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

void PresentationWindow::setSounds(GameSounds *sounds) {
    m_sounds = sounds;
    sounds->follow(m_board);
}

void PresentationWindow::showFrame(int index) {
    m_valuesTicket = 0; // values asked for another frame are not for this one
    const Frame &f = m_lesson->frame();
    // A person plays on at the game's end of the lesson, as in the main window.
    if (m_sessionBoard)
        m_sessionBoard->setPlayable(m_lesson->isAtEnd() && !f.gameOver);
    setCaption(Lesson::caption(f), f.side);
    // The move narrated is marked as on the main board, whoever made it (the computer too): the
    // pit it emptied from its first drop on, and where its last counter fell once it is over.
    if (f.kind == Frame::Kind::Step) {
        const MoveStory &story = m_lesson->storyOf(index);
        m_board->markMove(story.pit, f.stop ? story.lastPit() : -1);
    }
    if (f.droppedInto >= 0)
        m_board->setPitGlow(f.droppedInto, true);
    // Heard only going forward one step at a time: a jump or a step back is silent.
    if (m_sounds && f.beat && index == m_shown + 1)
        m_sounds->hear(m_board, *f.beat, f.beatAmount);
    // Read Aloud says the caption that stays (a move told whole, a guess), as it comes; at the
    // projector's pace it is heard whole before the walk goes on to the next move.
    if (f.stop && f.kind != Frame::Kind::Start && index == m_shown + 1) {
        ReadAloud &readAloud = ReadAloud::shared();
        readAloud.say(Lesson::caption(f));
        m_lesson->setHeld(readAloud.isSpeaking());
    }
    m_shown = index;
    emit frameShown(index);
}

void PresentationWindow::setTitleLine(QLabel *line) {
    delete m_title;
    m_title = line;
    line->setParent(this);
    line->setAlignment(Qt::AlignCenter);
    line->setStyleSheet(QStringLiteral("QLabel { background: black; color: white; }"));
    static_cast<QVBoxLayout *>(layout())->insertWidget(0, line);
    fitTitleLine();
}

// Smaller than the caption: it names the game, the caption tells it.
void PresentationWindow::fitTitleLine() {
    if (!m_title)
        return;
    QFont font = m_title->font();
    font.setPixelSize(std::max(12, height() / 28));
    m_title->setFont(font);
    m_title->setContentsMargins(0, font.pixelSize() / 3, 0, 0);
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

QString PresentationWindow::keysText() {
    //: Presentation mode's key help, shown in the caption bar (F1). Keep the key names short.
    return tr("Next: PageDown, Right, Space. Back: PageUp, Left. B: blank. V: values. S: one "
              "drop per click. G: guess pauses. P: play on. +/−: speed. E: set up a position. "
              "Esc: leave.") +
           QLatin1Char(' ') +
           //: Presentation mode's key help, after the other keys: the M key
           tr("M: sound on or off.") + QLatin1Char(' ') +
           //: Presentation mode's key help, after the other keys: the R key turns Read Aloud
           //: (the captions spoken by the computer's voice) on or off
           tr("R: read aloud on or off.");
}

QString PresentationWindow::playText() {
    //: Presentation mode's key help (F1), first line: how a move is made in the game played
    return tr("To play a pit, click it: one of the pits of the side to move.");
}

void PresentationWindow::showKeys() {
    // One key a line: the help is one sentence per key (split after each full stop).
    static const QRegularExpression sentenceEnd(QStringLiteral("(?<=[.\\x{0964}])\\s+"));
    m_keys->setLines(m_sessionBoard ? playText() : QString(),
                     keysText().split(sentenceEnd, Qt::SkipEmptyParts));
    m_keys->fitToWindow(size());
    m_keys->show();
    m_keys->raise();
    if (isBlanked())
        m_blank->raise();
}

bool PresentationWindow::isShowingKeys() const {
    return m_keys->isVisible();
}

void PresentationWindow::showValues() {
    const Frame &f = currentFrame();
    // Values belong to a position at rest, before the next move: never mid-sowing.
    if (!m_lesson->source() || !f.stop || f.gameOver)
        return;
    if (m_replay && m_replay->isAnalysed()) {
        // A replay's analysis is worked out with it, once.
        showValuesNow(m_replay->analysisAt(f.moves).moveValues);
        return;
    }
    // Off the GUI thread; shown if the class still looks at this frame.
    m_valuesTicket = m_analysis->valueMoves(m_lesson->game().prefix(f.moves));
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

void PresentationWindow::setUpPosition() {
    if (m_sessionBoard)
        PositionEditor::openOn(m_sessionBoard->session()->model(), this);
}

void PresentationWindow::keyPressEvent(QKeyEvent *event) {
    m_idleCursor->wake();
    const int key = event->key();
    if (key == Qt::Key_Escape && m_keys->isVisible()) {
        m_keys->hide(); // the keys' card only: the class stays in the presentation
        return;
    }
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
    if (m_keys->isVisible()) {
        // Any key puts the keys away first, so the help never hides a change.
        m_keys->hide();
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
        setStepMode(!stepMode());
        return;
    case Qt::Key_G:
        setGuessMode(!guessMode());
        return;
    case Qt::Key_E:
        setUpPosition();
        return;
    case Qt::Key_P:
        playThrough();
        return;
    case Qt::Key_Plus:
    case Qt::Key_Equal:
        setPace(std::max(60, pace() * 2 / 3)); // faster
        return;
    case Qt::Key_Minus:
        setPace(std::max(150, pace() * 3 / 2)); // slower
        return;
    case Qt::Key_M:
        if (m_sounds)
            m_sounds->toggleEnabled();
        return;
    case Qt::Key_R:
        ReadAloud::shared().toggle();
        return;
    case Qt::Key_F1:
    case Qt::Key_Question:
        showKeys();
        return;
    default:
        break;
    }
    QWidget::keyPressEvent(event);
}

void PresentationWindow::resizeEvent(QResizeEvent *event) {
    QWidget::resizeEvent(event);
    m_caption->fitToWindow(size());
    fitTitleLine();
    m_keys->fitToWindow(size());
    m_blank->setGeometry(rect());
}

void PresentationWindow::retranslateUi() {
    // What the task switcher and a screen reader call the window (it has no title bar).
    //: Title of the full-screen presentation window (classroom mode)
    setWindowTitle(tr("Tihbat presentation"));
}

void PresentationWindow::changeEvent(QEvent *event) {
    QWidget::changeEvent(event);
    if (event->type() == QEvent::ActivationChange && !isActiveWindow())
        m_idleCursor->wake(); // the pointer is the teacher's again elsewhere
    if (event->type() == QEvent::LanguageChange) {
        retranslateUi();
        m_lesson->reword();
    }
}

void PresentationWindow::closeEvent(QCloseEvent *event) {
    m_lesson->stopWalking();
    m_idleCursor->stop();
    emit closed();
    QWidget::closeEvent(event);
}

bool PresentationWindow::eventFilter(QObject *watched, QEvent *event) {
    // A click on the board while the game's moves are still being shown shows them all at
    // once; it plays nothing, as the person chose from a board not yet the one they play on.
    if (event->type() == QEvent::MouseButtonPress && watched == m_board->viewport() &&
        m_sessionBoard && isWalking()) {
        m_lesson->catchUp();
        return true;
    }
    return QWidget::eventFilter(watched, event);
}

} // namespace tihbat
