// SPDX-License-Identifier: GPL-3.0-or-later
#include "puzzle_window.h"

#include "board/board_view.h"
#include "common/board_look.h"
#include "common/feedback_box.h"
#include "common/growing_font.h"
#include "common/window_placement.h"
#include "game/puzzles/puzzle_texts.h"
#include "game/session/analysis_service.h"
#include "game/session/animation_speed.h"
#include "game/settings/settings.h"
#include "game/words/game_texts.h"
#include "speech/read_aloud.h"

#include <QAccessible>
#include <QDialogButtonBox>
#include <QEvent>
#include <QHBoxLayout>
#include <QKeyEvent>
#include <QLabel>
#include <QPushButton>
#include <QShortcut>
#include <QStringList>
#include <QVBoxLayout>
#include <algorithm>

namespace tihbat {

namespace {

// A board with room around it: half the screen's width, three quarters of its height.
const WindowPlacement &placement() {
    static const WindowPlacement placement(QStringLiteral("puzzleWindow"), QSizeF(0.5, 0.75));
    return placement;
}

QLabel *wrappedLabel(const char *name) {
    auto *label = new QLabel;
    label->setObjectName(QLatin1String(name));
    label->setWordWrap(true);
    label->setTextFormat(Qt::PlainText);
    return label;
}

} // namespace

PuzzleWindow::PuzzleWindow(QWidget *parent, const std::vector<Puzzle> &puzzles)
    : QDialog(parent)
    , m_puzzles(puzzles) {
    setObjectName("puzzleWindow");
    m_statement = wrappedLabel("puzzleStatement");
    QFont big = m_statement->font();
    big.setBold(true);
    m_statement->setFont(big);
    m_details = wrappedLabel("puzzleDetails");
    m_progressLabel = wrappedLabel("puzzleProgress");
    m_streakLabel = wrappedLabel("puzzleStreak");
    m_progressLabel->setAlignment(Qt::AlignRight | Qt::AlignVCenter);
    m_streakLabel->setAlignment(Qt::AlignRight | Qt::AlignVCenter);

    m_board = new BoardView(this);
    m_board->setObjectName("puzzleBoard");
    m_board->setDropDuration(Settings::dropDuration());
    BoardLook::follow(m_board);
    m_board->installEventFilter(this);
    m_analysis = new AnalysisService(this);
    connect(m_analysis, &AnalysisService::puzzleSolved, this,
            [this](quint64 ticket, const std::vector<MoveStory> &solution) {
                if (ticket == m_solutionTicket && !solution.empty())
                    playSolution(solution);
            });
    connect(m_board, &BoardView::pitActivated, this, &PuzzleWindow::tryMove);
    connect(m_board, &BoardView::pitRefused, this, [this](int pit, MoveError) {
        if (m_stage != Stage::Solving)
            return;
        //: Puzzles: a click on the other side's pit; %1 is the pit, %2 the side to move
        setFeedback(tr("Pit %1 is not yours: play one of %2's pits.", "puzzle")
                        .arg(GameTexts::pitName(pit), GameTexts::sideName(puzzle().mover())),
                    FeedbackBox::Tone::Bad);
    });

    m_feedbackBox = new FeedbackBox(QStringLiteral("puzzleFeedback"));

    m_showButton = new QPushButton;
    m_showButton->setObjectName("showSolutionButton");
    m_showButton->setAutoDefault(false);
    connect(m_showButton, &QPushButton::clicked, this, &PuzzleWindow::showSolution);
    m_nextButton = new QPushButton;
    m_nextButton->setObjectName("nextPuzzleButton");
    connect(m_nextButton, &QPushButton::clicked, this, &PuzzleWindow::nextPuzzle);
    auto *buttons = new QDialogButtonBox;
    buttons->addButton(m_showButton, QDialogButtonBox::ActionRole);
    buttons->addButton(m_nextButton, QDialogButtonBox::ActionRole);
    m_closeButton = buttons->addButton(QDialogButtonBox::Close);
    m_closeButton->setAutoDefault(false);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::close);
    // N goes on to the next puzzle from anywhere in the window; Ctrl+W closes it.
    auto *next = new QShortcut(QKeySequence(Qt::Key_N), this);
    connect(next, &QShortcut::activated, this, &PuzzleWindow::nextPuzzle);
    auto *close = new QShortcut(QKeySequence::Close, this);
    connect(close, &QShortcut::activated, this, &QDialog::close);

    auto *header = new QHBoxLayout;
    auto *left = new QVBoxLayout;
    left->addWidget(m_statement);
    left->addWidget(m_details);
    auto *right = new QVBoxLayout;
    right->addWidget(m_progressLabel);
    right->addWidget(m_streakLabel);
    header->addLayout(left, 3);
    header->addLayout(right, 1);
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(header);
    layout->addWidget(m_board, 1);
    layout->addWidget(m_feedbackBox);
    layout->addWidget(buttons);
    // What a child reads grows with the window: at least 16 px, the statement more.
    auto *font = new GrowingFont(this);
    font->add(m_statement, 1.35);
    for (QWidget *body :
         {static_cast<QWidget *>(m_details), static_cast<QWidget *>(m_progressLabel),
          static_cast<QWidget *>(m_streakLabel), static_cast<QWidget *>(m_showButton),
          static_cast<QWidget *>(m_nextButton), static_cast<QWidget *>(m_closeButton)})
        font->add(body, 1.0);
    font->add(m_feedbackBox, 1.1);
    placement().restore(this);

    const int start =
        m_progress.currentId() > 0 ? m_progress.currentId() : m_progress.nextPuzzle(m_puzzles, 0);
    retranslateUi();
    showPuzzle(start);
    m_board->setFocus();
}

void PuzzleWindow::setDropDuration(int ms) {
    m_board->setDropDuration(ms);
}

void PuzzleWindow::showPuzzle(int id) {
    const auto found = std::find_if(m_puzzles.begin(), m_puzzles.end(),
                                    [id](const Puzzle &p) { return p.id == id; });
    m_index = found == m_puzzles.end() ? 0 : std::size_t(found - m_puzzles.begin());
    m_progress.setCurrentId(puzzle().id);
    m_solutionTicket = 0; // a solution still being worked out is another puzzle's
    m_firstTry = true;
    const Side mover = puzzle().mover();
    // The side to move sits at the bottom, as the person does.
    m_board->setFlipped(mover == Side::North);
    m_board->showState(puzzle().state, false);
    m_feedback = Feedback::Prompt;
    setStage(Stage::Solving);
    refreshTexts();
}

void PuzzleWindow::nextPuzzle() {
    showPuzzle(m_progress.nextPuzzle(m_puzzles, puzzle().id));
}

void PuzzleWindow::tryMove(int pit) {
    if (m_stage != Stage::Solving || !puzzle().gainOf(pit))
        return;
    // Played in the puzzle's game, so a move that ends it (a repetition) says so.
    Game game = puzzle().game();
    m_lastStory = std::get<MoveStory>(game.play(pit));
    if (puzzle().isBest(pit)) {
        m_progress.recordSolved(puzzle().id, m_firstTry);
        m_board->playStory(m_lastStory);
        m_feedback = Feedback::Praise;
        setStage(Stage::Solved);
    } else {
        // The board stays as it was: the person has another go at the same position.
        m_firstTry = false;
        m_progress.recordMiss();
        m_feedback = Feedback::Wrong;
    }
    refreshTexts();
}

void PuzzleWindow::showSolution() {
    if (m_stage != Stage::Solving)
        return;
    m_firstTry = false;
    m_progress.recordMiss();
    setStage(Stage::Shown);
    m_solutionTicket = m_analysis->solvePuzzle(puzzle());
}

// The best move, then best play until the gain is captured, one move after the other.
void PuzzleWindow::playSolution(const std::vector<MoveStory> &solution) {
    m_solutionTicket = 0;
    m_solution = solution;
    m_lastStory = m_solution.front();
    for (const MoveStory &story : m_solution)
        m_board->queueStory(story);
    m_feedback = Feedback::Solution;
    refreshTexts();
    emit solutionShown();
}

void PuzzleWindow::setStage(Stage stage) {
    m_stage = stage;
    const bool solving = stage == Stage::Solving;
    const Side mover = puzzle().mover();
    m_board->setInteractiveSides(solving && mover == Side::South, solving && mover == Side::North);
    m_showButton->setEnabled(solving);
    // Enter anywhere but on the board goes on once the puzzle is done.
    m_nextButton->setDefault(!solving);
}

void PuzzleWindow::setFeedback(const QString &text, FeedbackBox::Tone tone) {
    m_feedbackBox->setFeedback(tone, text);
    if (isVisible())
        ReadAloud::shared().say(text); // as shown, for a child who cannot read it yet
}

void PuzzleWindow::refreshTexts() {
    const Puzzle &p = puzzle();
    m_statement->setText(PuzzleTexts::statement(p));
    m_details->setText(PuzzleTexts::details(p));
    m_progressLabel->setText(
        PuzzleTexts::progress(m_progress.solvedCount(), static_cast<int>(m_puzzles.size())));
    m_streakLabel->setText(PuzzleTexts::streak(m_progress.streak(), m_progress.bestStreak()));
    // The box keeps the height of the longest answer a move can get, so the board stays still.
    QStringList answers{PuzzleTexts::prompt(p.mover()), QStringLiteral("\n\n\n")};
    for (int pit : legalMoves(p.state.position)) {
        Game game = p.game();
        const MoveStory story = std::get<MoveStory>(game.play(pit));
        answers << (p.isBest(pit) ? PuzzleTexts::praise(p, story)
                                  : PuzzleTexts::wrongMove(p, story));
    }
    m_feedbackBox->setPossibleTexts(answers);
    switch (m_feedback) {
    case Feedback::Prompt:
        setFeedback(PuzzleTexts::prompt(p.mover()), FeedbackBox::Tone::Quiet);
        break;
    case Feedback::Wrong:
        setFeedback(PuzzleTexts::wrongMove(p, m_lastStory), FeedbackBox::Tone::Bad);
        break;
    case Feedback::Praise:
        setFeedback(PuzzleTexts::praise(p, m_lastStory), FeedbackBox::Tone::Good);
        break;
    case Feedback::Solution:
        setFeedback(QStringList{PuzzleTexts::solution(p, m_lastStory),
                                PuzzleTexts::solutionLine(m_solution)}
                        .join(u' ')
                        .trimmed(),
                    FeedbackBox::Tone::Info);
        break;
    }
}

void PuzzleWindow::retranslateUi() {
    //: Window title of the puzzles
    setWindowTitle(tr("Puzzles", "window title"));
    //: Puzzles: play the solution and say why it is best
    m_showButton->setText(tr("&Show Me", "puzzle"));
    //: Puzzles: go on to the next puzzle (the key N does it too)
    m_nextButton->setText(tr("&Next Puzzle", "puzzle"));
    //: The board of the puzzle window, for screen readers
    m_board->setAccessibleName(tr("Puzzle board", "puzzle"));
    refreshTexts();
}

void PuzzleWindow::changeEvent(QEvent *event) {
    QDialog::changeEvent(event);
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
}

void PuzzleWindow::hideEvent(QHideEvent *event) {
    placement().save(this);
    QDialog::hideEvent(event);
}

bool PuzzleWindow::eventFilter(QObject *watched, QEvent *event) {
    // Enter on the board plays the pit in focus while solving, and goes on once done.
    if (watched == m_board && event->type() == QEvent::KeyPress && m_stage != Stage::Solving) {
        const int key = static_cast<QKeyEvent *>(event)->key();
        if (key == Qt::Key_Return || key == Qt::Key_Enter) {
            nextPuzzle();
            return true;
        }
    }
    return QDialog::eventFilter(watched, event);
}

} // namespace tihbat
