// SPDX-License-Identifier: GPL-3.0-or-later
#include "play/main_window.h"

#include "board/board_view.h"
#include "classroom/position_editor.h"
#include "classroom/presentation_window.h"
#include "common/autosave_warning.h"
#include "common/plain_text.h"
#include "common/window_placement.h"
#include "core/notation.h"
#include "game/game_texts.h"
#include "game/live_move_line.h"
#include "game/play_again.h"
#include "game/record_file.h"
#include "game/replay_model.h"
#include "game/saved_game.h"
#include "help/about_dialog.h"
#include "help/rules_window.h"
#include "i18n/language_manager.h"
#include "i18n/language_menu.h"
#include "i18n/message_wording.h"
#include "learn/learn_to_play.h"
#include "play/board_look_actions.h"
#include "play/end_of_game_box.h"
#include "play/game_board_wording.h"
#include "play/hint_panel.h"
#include "play/new_game_dialog.h"
#include "play/setup_settings.h"
#include "puzzles/puzzle_window.h"
#include "records/file_dialogs.h"
#include "records/recent_files_menu.h"
#include "records/replace_game_question.h"
#include "records/save_as_flow.h"
#include "records/saved_game_questions.h"
#include "play/session_board.h"
#include "replay/replay_window.h"
#include "replay/replay_windows.h"
#include "sound/game_sounds.h"
#include "sound/sound_actions.h"
#include "statistics/statistics_action.h"
#include "viewer/board_viewer.h"
#include "viewer/speed_choice.h"
#include "common/window_placement.h"
#include "game/isolated_text.h"
#include "game/settings.h"
#include "game/settings_store.h"

#include <QAction>
#include <QActionGroup>
#include <QApplication>
#include <QCloseEvent>
#include <QDateTime>
#include <QDir>
#include <QDropEvent>
#include <QFile>
#include <QFileDialog>
#include <QFileInfo>
#include <QLabel>
#include <QMenuBar>
#include <QMessageBox>
#include <QMimeData>
#include <QPushButton>
#include <QStatusBar>
#include <QTimer>
#include <QVBoxLayout>

// Resources of a static library are linked only when something refers to them.
static void initUiResources() {
    Q_INIT_RESOURCE(rules);
}

namespace tihbat {

namespace {

// The game's window: two thirds of the screen's width, four fifths of its height at first.
const WindowPlacement &mainPlacement() {
    static const WindowPlacement placement(QStringLiteral("window"), QSizeF(0.66, 0.8));
    return placement;
}

constexpr int MessageTimeout = 6000; // ms a refusal stays in the status bar
const QString RecordSuffix = QStringLiteral("tihbat");

bool isRecordFile(const QString &path) {
    return QFileInfo(path).suffix().compare(RecordSuffix, Qt::CaseInsensitive) == 0;
}

// The local .tihbat files among dragged urls.
QStringList recordFilesIn(const QMimeData *mime) {
    QStringList paths;
    if (!mime || !mime->hasUrls())
        return paths;
    for (const QUrl &url : mime->urls()) {
        if (url.isLocalFile() && isRecordFile(url.toLocalFile()))
            paths << url.toLocalFile();
    }
    return paths;
}

} // namespace

MainWindow::MainWindow(LanguageManager *languages, QWidget *parent)
    : QMainWindow(parent)
    , m_languages(languages) {
    initUiResources();
    setObjectName("mainWindow");
    if (!m_languages) {
        m_languages = new LanguageManager(this);
        m_languages->applySavedLanguage();
    }
    m_session = new GameSession(this);
    m_model = m_session->model();
    m_replays = new ReplayWindows(this);
    m_model->setComputerSeed(static_cast<std::uint32_t>(QDateTime::currentMSecsSinceEpoch()));

    createCentralWidget();
    m_sounds = new GameSounds(this);
    m_sounds->follow(m_board);
    m_soundActions = new SoundActions(m_sounds, this);
    m_lookActions = new BoardLookActions(m_board, this);
    m_statisticsAction = new StatisticsAction(m_session, this);
    createActions();
    createRecordActions();
    connect(m_replays, &ReplayWindows::playOnRequested, this, &MainWindow::playOn);
    connect(m_replays, &ReplayWindows::fileSaved, m_recentMenu, &RecentFilesMenu::add);
    createMenus();
    createStatusBar();
    retranslateUi();
    connectModel();
    readViewSettings();
    mainPlacement().restore(this);
    // Game records dropped from a file manager open in the replay viewer; the board has no use
    // for drops and would swallow them.
    setAcceptDrops(true);
    m_board->setAcceptDrops(false);
    m_board->viewport()->setAcceptDrops(false);
}

MainWindow::~MainWindow() = default;

void MainWindow::createCentralWidget() {
    auto *central = new QWidget;
    // The game's own line: its history, navigated by Undo and Redo in the Game menu, so the
    // viewer's bar is not shown and the board keeps its keys (the pit focus).
    m_line = new LiveMoveLine(m_model, this);
    m_viewer = new BoardViewer(central);
    m_viewer->setControlsVisible(false);
    m_viewer->setKeyNavigation(false);
    m_viewer->setLine(m_line);
    m_board = m_viewer->board();
    m_board->setObjectName("board");
    m_hint = new HintPanel(m_model, central);
    auto *layout = new QVBoxLayout(central);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(0);
    layout->addWidget(new AutosaveWarning(central)); // shown while the game is not being saved
    layout->addWidget(new AutosaveWarning(central, AutosaveWarning::Subject::Settings));
    // Help > Learn to Play, and the bar that offers the lessons on the very first start.
    layout->addWidget((new LearnToPlay(this, central))->offerBar());
    layout->addWidget(m_viewer, 1);
    layout->addWidget(m_hint);
    setCentralWidget(central);
}

void MainWindow::createActions() {
    m_newAction = new QAction(this);
    m_newAction->setObjectName("newGameAction");
    m_newAction->setShortcut(QKeySequence::New);
    connect(m_newAction, &QAction::triggered, this, &MainWindow::showNewGameDialog);

    m_undoAction = new QAction(this);
    m_undoAction->setObjectName("undoAction");
    m_undoAction->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_Z));
    connect(m_undoAction, &QAction::triggered, m_model, &GameModel::undo);

    m_redoAction = new QAction(this);
    m_redoAction->setObjectName("redoAction");
    m_redoAction->setShortcuts(
        {QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_Z), QKeySequence(Qt::CTRL | Qt::Key_Y)});
    connect(m_redoAction, &QAction::triggered, m_model, &GameModel::redo);

    m_hintAction = new QAction(this);
    m_hintAction->setObjectName("hintAction");
    m_hintAction->setShortcut(QKeySequence(Qt::Key_H));
    connect(m_hintAction, &QAction::triggered, this, &MainWindow::showHint);

    m_pauseAction = new QAction(this);
    m_pauseAction->setObjectName("pauseAction");
    m_pauseAction->setCheckable(true);
    m_pauseAction->setShortcut(QKeySequence(Qt::Key_P));
    connect(m_pauseAction, &QAction::toggled, this, &MainWindow::setPaused);
    connect(m_session, &GameSession::pausedChanged, m_pauseAction, &QAction::setChecked);

    m_quitAction = new QAction(this);
    m_quitAction->setObjectName("quitAction");
    m_quitAction->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_Q));
    m_quitAction->setMenuRole(QAction::QuitRole);
    connect(m_quitAction, &QAction::triggered, this, &QWidget::close);

    m_fullScreenAction = new QAction(this);
    m_fullScreenAction->setObjectName("fullScreenAction");
    m_fullScreenAction->setCheckable(true);
    m_fullScreenAction->setShortcut(QKeySequence(Qt::Key_F11));
    connect(m_fullScreenAction, &QAction::toggled, this, [this](bool on) {
        setWindowState(on ? windowState() | Qt::WindowFullScreen
                          : windowState() & ~Qt::WindowFullScreen);
    });

    m_flipAction = new QAction(this);
    m_flipAction->setObjectName("flipAction");
    m_flipAction->setCheckable(true);
    m_flipAction->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_F));
    connect(m_flipAction, &QAction::toggled, this, [this](bool flipped) {
        m_board->setFlipped(flipped);
        Settings::setBoardFlipped(flipped);
    });

    connect(m_viewer->speed(), &SpeedChoice::speedChanged, this, &MainWindow::applySpeed);
    // Saved when the person chooses a speed, not each time it is read at start.
    connect(m_viewer->speed()->actions(), &QActionGroup::triggered, this, [](QAction *action) {
        Settings::setDropDuration(dropDuration(Speed(action->data().toInt())));
    });

    m_rulesAction = new QAction(this);
    m_rulesAction->setObjectName("rulesAction");
    m_rulesAction->setShortcut(QKeySequence(Qt::Key_F1));
    connect(m_rulesAction, &QAction::triggered, this, &MainWindow::showRules);

    m_aboutAction = new QAction(this);
    m_aboutAction->setObjectName("aboutAction");
    m_aboutAction->setMenuRole(QAction::AboutRole);
    connect(m_aboutAction, &QAction::triggered, this, &MainWindow::showAbout);
}

// Open, Save and the recent files sit in the Game menu, as in most desktop games.
void MainWindow::createRecordActions() {
    m_openAction = new QAction(this);
    m_openAction->setObjectName("openAction");
    m_openAction->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_O));
    connect(m_openAction, &QAction::triggered, this, &MainWindow::showOpenDialog);

    m_saveAction = new QAction(this);
    m_saveAction->setObjectName("saveAction");
    m_saveAction->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_S));
    connect(m_saveAction, &QAction::triggered, this, &MainWindow::saveGame);

    m_saveAsAction = new QAction(this);
    m_saveAsAction->setObjectName("saveAsAction");
    m_saveAsAction->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_S));
    connect(m_saveAsAction, &QAction::triggered, this, &MainWindow::saveGameAs);

    m_reviewAction = new QAction(this);
    m_reviewAction->setObjectName("reviewAction");
    m_reviewAction->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_R));
    connect(m_reviewAction, &QAction::triggered, this, &MainWindow::reviewGame);

    m_recentMenu = new RecentFilesMenu(this);
    connect(m_recentMenu, &RecentFilesMenu::fileChosen, this, &MainWindow::openRecentFile);
}

void MainWindow::createClassroomActions() {
    m_presentAction = new QAction(this);
    m_presentAction->setObjectName("presentAction");
    m_presentAction->setShortcut(QKeySequence(Qt::Key_F5));
    // F5 also works from a replay viewer's window: then that replay is presented.
    m_presentAction->setShortcutContext(Qt::ApplicationShortcut);
    connect(m_presentAction, &QAction::triggered, this, &MainWindow::showPresentation);
    m_setUpPositionAction = new QAction(this);
    m_setUpPositionAction->setObjectName("setUpPositionAction");
    connect(m_setUpPositionAction, &QAction::triggered, this, &MainWindow::showPositionEditor);
}

void MainWindow::showPresentation() {
    if (m_presentation) {
        m_presentation->raise();
        m_presentation->activateWindow();
        return;
    }
    auto *replay = qobject_cast<ReplayWindow *>(QApplication::activeWindow());
    auto *window = new PresentationWindow(this);
    window->setSounds(m_sounds);
    // The chosen animation speed sets the pace, slower: a class follows each drop.
    window->setPace(2 * m_board->dropDuration());
    if (replay)
        window->presentReplay(replay->model());
    else
        window->presentGame(m_session);
    m_presentation = window;
    window->showOn((replay ? static_cast<QWidget *>(replay) : this)->screen());
}

void MainWindow::showPositionEditor() {
    PositionEditor::openOn(m_model, this);
}

void MainWindow::createMenus() {
    createClassroomActions();
    m_gameMenu = menuBar()->addMenu(QString());
    m_gameMenu->setObjectName("gameMenu");
    m_gameMenu->addAction(m_newAction);
    m_gameMenu->addAction(m_openAction);
    m_gameMenu->addMenu(m_recentMenu);
    m_gameMenu->addAction(m_saveAction);
    m_gameMenu->addAction(m_saveAsAction);
    m_gameMenu->addSeparator();
    m_gameMenu->addAction(m_reviewAction);
    m_gameMenu->addSeparator();
    m_gameMenu->addAction(m_undoAction);
    m_gameMenu->addAction(m_redoAction);
    m_gameMenu->addAction(m_hintAction);
    m_gameMenu->addAction(m_pauseAction);
    m_gameMenu->addAction(m_setUpPositionAction);
    m_gameMenu->addAction((new PuzzlesAction(this))->action());
    m_gameMenu->addAction(m_statisticsAction->action());
    m_gameMenu->addSeparator();
    m_gameMenu->addAction(m_quitAction);

    m_viewMenu = menuBar()->addMenu(QString());
    m_viewMenu->setObjectName("viewMenu");
    m_viewMenu->addAction(m_fullScreenAction);
    m_viewMenu->addAction(m_flipAction);
    m_viewMenu->addAction(m_lookActions->highContrastAction());
    m_viewMenu->addAction(m_presentAction);
    m_speedMenu = m_viewMenu->addMenu(QString());
    m_speedMenu->setObjectName("speedMenu");
    m_speedMenu->addActions(m_viewer->speed()->actions()->actions());
    m_viewMenu->addSeparator();
    m_viewMenu->addAction(m_soundActions->toggleAction());
    m_viewMenu->addMenu(m_soundActions->volumeMenu());

    menuBar()->addMenu(new LanguageMenu(m_languages, this));

    m_helpMenu = menuBar()->addMenu(QString());
    m_helpMenu->setObjectName("helpMenu");
    m_helpMenu->addAction(findChild<LearnToPlay *>()->action());
    m_helpMenu->addAction(m_rulesAction);
    m_helpMenu->addSeparator();
    m_helpMenu->addAction(m_aboutAction);
}

void MainWindow::retranslateUi() {
    setWindowTitle(GameTexts::gameName());

    //: Menu title
    m_gameMenu->setTitle(tr("&Game", "menu"));
    m_newAction->setText(tr("&New Game…"));
    //: Take back the last move (against the computer: back to your last turn)
    m_undoAction->setText(tr("&Undo Move"));
    //: Play again a move that was taken back
    m_redoAction->setText(tr("&Redo Move"));
    //: Show how each move would end the game with perfect play
    m_hintAction->setText(tr("&Hint"));
    //: Stop the computer from moving (to watch a computer-against-computer game step by step)
    m_pauseAction->setText(tr("&Pause Computer"));
    //: Close the program
    m_quitAction->setText(tr("&Quit"));
    //: Opens a saved game record (.tihbat file) in the replay viewer
    m_openAction->setText(tr("&Open…"));
    //: Saves the game in progress as a game record (.tihbat file)
    m_saveAction->setText(tr("&Save"));
    //: Saves the game in progress as a game record under a new name
    m_saveAsAction->setText(tr("Save &As…"));
    //: Opens the game in progress (or just finished) in the replay viewer, move by move
    m_reviewAction->setText(tr("Re&view This Game"));

    //: Menu title
    m_viewMenu->setTitle(tr("&View", "menu"));
    m_fullScreenAction->setText(tr("&Full Screen"));
    //: Turn the board round so North sits at the bottom
    m_flipAction->setText(tr("F&lip Board"));
    //: Classroom mode: the board full screen for a projector, moves explained step by step
    m_presentAction->setText(tr("&Presentation Mode"));
    //: Classroom mode: opens a dialog to set any position, then play from it or analyse it
    m_setUpPositionAction->setText(tr("Se&t Up Position…"));
    //: Submenu: how fast the counters move
    m_speedMenu->setTitle(tr("&Animation Speed"));

    //: Menu title
    m_helpMenu->setTitle(tr("&Help", "menu"));
    //: Opens the rules text
    m_rulesAction->setText(tr("&How to Play"));
    //: Opens the box with the version and a few words on the game
    m_aboutAction->setText(tr("&About Tihbat"));
}

void MainWindow::rewordGame() {
    // A refusal in the old language no longer helps; the next one comes in the new.
    statusBar()->clearMessage();
    const GameSetup &setup = m_model->setup();
    m_sounds->followGame(setup);
    wordGameBoard(*m_board, setup);
    updateStatus();
}

void MainWindow::createStatusBar() {
    m_turnLabel = new QLabel;
    m_turnLabel->setObjectName("turnLabel");
    m_scoreLabel = new QLabel;
    m_scoreLabel->setObjectName("scoreLabel");
    m_turnLabel->setTextFormat(Qt::PlainText); // player names come from files
    m_scoreLabel->setTextFormat(Qt::PlainText);
    statusBar()->addWidget(m_turnLabel, 1);
    statusBar()->addPermanentWidget(m_scoreLabel);
}

void MainWindow::connectModel() {
    connect(m_model, &GameModel::gameReset, this, &MainWindow::onGameReset);
    connect(m_model, &GameModel::moveMade, this, &MainWindow::onMoveMade);
    connect(m_model, &GameModel::moveUndone, this, &MainWindow::onMoveUndone);
    connect(m_model, &GameModel::gameOver, this, &MainWindow::onGameOver);
    connect(m_model, &GameModel::hintReady, this, &MainWindow::onHintReady);
    connect(m_model, &GameModel::stateChanged, this, [this] {
        updateStatusWhenShown();
        updateActions();
    });
    auto *autosaveWarning = findChild<AutosaveWarning *>("autosaveWarning");
    connect(m_model, &GameModel::autosaveFailed, autosaveWarning, &AutosaveWarning::showFailure);
    connect(m_model, &GameModel::autosaveRecovered, autosaveWarning, &AutosaveWarning::clear);
    // The viewer's board plays the session's game (pits, refusals, sides, names, values).
    m_sessionBoard = new SessionBoard(m_session, m_viewer, this);
    connect(m_sessionBoard, &SessionBoard::refused, this, &MainWindow::onRefused);
    // Settings, results and progress that cannot be kept; told before the window came, too.
    auto *settingsWarning = findChild<AutosaveWarning *>("settingsWarning");
    connect(&SettingsStore::shared(), &SettingsStore::problemFound, settingsWarning,
            &AutosaveWarning::showFailure);
    if (!SettingsStore::shared().problem().isEmpty())
        settingsWarning->showFailure(SettingsStore::shared().problem());
    connect(m_board, &BoardView::caughtUp, this, &MainWindow::onBoardCaughtUp);
}

void MainWindow::readViewSettings() {
    m_viewer->speed()->setSpeed(nearestSpeed(Settings::dropDuration()));
    applySpeed(m_viewer->speed()->speed()); // the session's pace, whether or not it changed
    m_flipAction->setChecked(Settings::boardFlipped());
}

void MainWindow::start(const StartOptions &options) {
    const std::optional<SavedGame> saved = SavedGameQuestions::gameToContinue(
        this, options.autosavePath, options.restoreWithoutAsking);
    // From here on every change is saved, the restored game at once.
    m_model->setAutosavePath(options.autosavePath);
    if (saved) {
        m_model->continueGame(saved->setup, saved->game);
    } else {
        startNewGame(Settings::newGameSetup());
    }
    for (const QString &letter : options.playMoves)
        m_model->playPit(pitFromLetter(letter.toStdString()).value_or(-1));
    // Once the event loop runs, so the viewers come up in front of this window, shown after
    // start().
    QTimer::singleShot(0, this,
                       [this, files = options.recordFiles] { openRecordsOrReport(files); });
}

void MainWindow::startNewGame(const GameSetup &setup) {
    m_pendingOutcome.reset();
    m_model->newGame(setup);
}

void MainWindow::showNewGameDialog() {
    NewGameDialog dialog(this);
    dialog.setSetup(m_model->setup());
    if (dialog.exec() != QDialog::Accepted || !ReplaceGameQuestion::mayReplace(*m_model, this))
        return;
    Settings::setNewGameSetup(dialog.setup());
    startNewGame(dialog.setup());
}

void MainWindow::onGameReset() {
    m_recordPath.clear(); // another game: Save asks where
    clearHint();
    statusBar()->clearMessage();
    m_pendingOutcome.reset();
    if (m_endDialog)
        m_endDialog->close();
    wordGameBoard(*m_board, m_model->setup());
    updateStatus();
    updateActions();
}

// The viewer shows the move (LiveMoveLine); what was said about the position before it goes.
void MainWindow::onMoveMade() {
    clearHint();
    statusBar()->clearMessage(); // an old refusal no longer applies
}

void MainWindow::onMoveUndone() {
    clearHint();
    m_pendingOutcome.reset();
}

// Said on the board by the pit (SessionBoard), and in the status bar.
void MainWindow::onRefused(const QString &reason) {
    statusBar()->showMessage(reason, MessageTimeout);
}

void MainWindow::onGameOver(const Outcome &outcome) {
    m_pendingOutcome = outcome;
    // Once the last move has been shown (at once on a board with nothing left to show).
    if (!m_board->isBusy())
        QTimer::singleShot(0, this, &MainWindow::onBoardCaughtUp);
}

void MainWindow::onBoardCaughtUp() {
    if (m_board->isBusy())
        return;
    updateStatus();
    if (m_pendingOutcome && m_model->isOver())
        showEndOfGame();
}

void MainWindow::setPaused(bool paused) {
    m_session->setPaused(paused);
    updateStatus();
}

void MainWindow::updateStatusWhenShown() {
    if (!m_board->isBusy())
        updateStatus();
}

void MainWindow::showHint() {
    if (m_hintAction->isEnabled())
        m_model->requestHint();
}

void MainWindow::onHintReady(const std::vector<MoveValue> &values) {
    m_board->showMoveValues(values);
    m_hint->showValues(values);
}

QString MainWindow::hintText() const {
    return m_hint->hintText();
}

QString MainWindow::turnText() const {
    return m_turnLabel->text();
}

void MainWindow::clearHint() {
    if (!m_hint->isHidden()) {
        m_hint->clearHint();
        m_board->showMoveValues({});
    }
}

void MainWindow::showEndOfGame() {
    const std::optional<Outcome> outcome = m_pendingOutcome;
    m_pendingOutcome.reset();
    if (!outcome || m_endDialog)
        return;
    m_endDialog = new EndOfGameBox(m_model, *outcome, this);
    connect(m_endDialog, &EndOfGameBox::playAgainChosen, this, [this] {
        startNewGame(playAgainSetup(m_model->setup(), m_model->game())); // the other side starts
    });
    m_endDialog->open();
}

// The viewer's board has the speed already; the computer answers at its pace.
void MainWindow::applySpeed(Speed speed) {
    m_session->setDropDuration(dropDuration(speed));
    m_replays->setDropDuration(dropDuration(speed));
}

void MainWindow::updateActions() {
    const bool over = m_model->isOver();
    const bool humanToMove = !over && !m_model->isComputerToMove();
    m_undoAction->setEnabled(m_model->canUndo());
    m_redoAction->setEnabled(m_model->canRedo());
    m_hintAction->setEnabled(humanToMove);
    m_pauseAction->setEnabled(m_session->isAnyComputer());
}

void MainWindow::updateStatus() {
    const GameSetup &setup = m_model->setup();
    QString turn;
    if (const auto outcome = m_model->outcome())
        //: Status bar after the end; %1 says who won or that it is a draw
        turn = tr("Game over. %1").arg(GameTexts::result(setup, *outcome));
    else
        turn = GameTexts::turnStatus(setup, m_model->position(), m_model->isComputerThinking(),
                                     m_session->isComputerWaiting());
    m_turnLabel->setText(turn);
    m_scoreLabel->setText(GameTexts::captured(setup, m_model->state()));
}

void MainWindow::showRules() {
    if (!m_rulesWindow)
        m_rulesWindow = new RulesWindow(this);
    m_rulesWindow->show();
    m_rulesWindow->raise();
    m_rulesWindow->activateWindow();
}

void MainWindow::showAbout() {
    AboutDialog dialog(this);
    dialog.exec();
}

void MainWindow::closeEvent(QCloseEvent *event) {
    // A replay with unsaved edits asks first; cancelling keeps everything open.
    if (!m_replays->closeAll()) {
        event->ignore();
        return;
    }
    mainPlacement().save(this);
    QMainWindow::closeEvent(event);
}

void MainWindow::changeEvent(QEvent *event) {
    QMainWindow::changeEvent(event);
    if (event->type() == QEvent::WindowStateChange)
        m_fullScreenAction->setChecked(isFullScreen());
    if (event->type() == QEvent::LanguageChange) {
        retranslateUi();
        rewordGame();
    }
}

// --- Game records ----------------------------------------------------------------------------

ReplayWindow *MainWindow::openRecord(const QString &path, QString *error) {
    ReplayWindow *window = m_replays->open(path, error);
    if (window)
        m_recentMenu->add(path);
    return window;
}

void MainWindow::openRecordOrReport(const QString &path) {
    openRecordsOrReport({path});
}

void MainWindow::openRecordsOrReport(const QStringList &paths) {
    QStringList errors;
    for (const QString &path : paths) {
        // A file that is not there is reported as the viewer would, without building one.
        if (!QFileInfo::exists(path)) {
            if (RecordFileResult missing = loadRecordFile(path); !missing.ok()) {
                errors << missing.error;
                continue;
            }
        }
        QString error;
        if (!openRecord(path, &error))
            errors << error;
    }
    if (errors.size() == 1) {
        //: Message box when a game record file cannot be read; the reason follows
        showFileProblem([] { return tr("The game record could not be opened."); },
                        [error = errors.first()] { return error; });
    } else if (!errors.isEmpty()) {
        // One message however many (a file manager may hand over a hundred): a few reasons,
        // the rest counted.
        constexpr qsizetype Named = 5;
        const int count = int(errors.size());
        showFileProblem(
            //: Message box when several game records cannot be read; reasons follow
            [count] { return tr("%n game records could not be opened.", "", count); },
            [named = errors.mid(0, Named), count] {
                QString text = named.join(u'\n');
                if (count > named.size())
                    //: After the reasons why the first game records could not be opened
                    text += u'\n' + tr("And %n more.", "", count - int(named.size()));
                return text;
            });
    }
}

void MainWindow::showOpenDialog() {
    const QString path = FileDialogs::openFileName(
        //: Title of the file dialog opening a game record
        this, tr("Open Game Record"), SaveAsFlow::lastFolder(), SaveAsFlow::recordFilter());
    if (path.isEmpty())
        return;
    SaveAsFlow::rememberFolderOf(path);
    openRecordOrReport(path);
}

QString MainWindow::saveGameTo(const QString &path) {
    PlayedGameTags tags;
    for (const Side side : {Side::South, Side::North})
        tags.defaultNames[sideIndex(side)] = GameTexts::playerName(m_model->setup(), side);
    const record::GameRecord game = recordOfPlayedGame(*m_model, tags);
    if (QString error = saveRecordFile(path, {&game, 1}); !error.isEmpty())
        return error;
    m_recordPath = path;
    m_recentMenu->add(path);
    return {};
}

bool MainWindow::saveGame() {
    if (m_recordPath.isEmpty())
        return saveGameAs();
    const QString error = saveGameTo(m_recordPath);
    if (!error.isEmpty())
        SaveAsFlow::reportFailure(this, error);
    return error.isEmpty();
}

bool MainWindow::saveGameAs() {
    //: Title of the file dialog saving the game in progress
    return SaveAsFlow::run(this, tr("Save Game"),
                           m_recordPath.isEmpty()
                               ? QDate::currentDate().toString("'tihbat-'yyyy-MM-dd'.tihbat'")
                               : QFileInfo(m_recordPath).fileName(),
                           [this](const QString &path) { return saveGameTo(path); });
}

ReplayWindow *MainWindow::reviewGame() {
    PlayedGameTags tags;
    for (const Side side : {Side::South, Side::North})
        tags.defaultNames[sideIndex(side)] = GameTexts::playerName(m_model->setup(), side);
    QString problem;
    ReplayWindow *window = m_replays->review({recordOfPlayedGame(*m_model, tags)}, &problem);
    if (!window)
        // Cannot happen for a game the rules core played; said rather than hidden all the same.
        showFileProblem([] { return tr("The game could not be opened in the replay viewer."); },
                        [problem] { return problem; });
    return window;
}

void MainWindow::playOn(const Game &game) {
    // In front, where the game goes on; the question sits on it.
    show();
    raise();
    activateWindow();
    GameSetup setup = m_model->setup();
    setup.rules = game.options();
    NewGameDialog dialog(this);
    dialog.setSetup(setup);
    dialog.setRulesFixed(true);
    if (dialog.exec() != QDialog::Accepted || !ReplaceGameQuestion::mayReplace(*m_model, this))
        return;
    setup = dialog.setup();
    setup.rules = game.options();
    m_model->continueGame(setup, game);
}

QList<ReplayWindow *> MainWindow::replayWindows() const {
    return m_replays->windows();
}

QStringList MainWindow::recentFiles() const {
    return m_recentMenu->files();
}

void MainWindow::openRecentFile(const QString &path) {
    // A link that leads nowhere is there: opening it says why (a loop, say).
    if (!QFileInfo::exists(path) && !QFileInfo(path).isSymLink()) {
        m_recentMenu->remove(path);
        const QFileInfo gone(path);
        showFileProblem(
            //: Message box when a file of the Open Recent menu is gone; %1 is its name
            [gone] { return tr("The file %1 no longer exists.").arg(isolated(gone.fileName())); },
            //: Below "The file ... no longer exists."; %1 is where it was
            [gone] {
                return tr("It was in %1 and has been removed from the recent files.")
                    .arg(isolated(QDir::toNativeSeparators(gone.absolutePath())));
            });
        return;
    }
    openRecordOrReport(path);
}

// Not modal for the program: whatever was going on goes on behind it. Worded again on a language
// switch; the reason a file gave stays in the language it was given in.
void MainWindow::showFileProblem(const std::function<QString()> &text,
                                 const std::function<QString()> &detail) {
    auto *box = new QMessageBox(QMessageBox::Warning, QString(), QString(), QMessageBox::Ok, this);
    box->setObjectName("fileProblemMessage");
    box->setAttribute(Qt::WA_DeleteOnClose);
    MessageWording::attach(box, [text, detail](QMessageBox &shown) {
        shown.setWindowTitle(GameTexts::gameName());
        shown.setText(text());
        shown.setInformativeText(detail());
    });
    keepMessagePlain(box);
    box->open();
}

void MainWindow::dragEnterEvent(QDragEnterEvent *event) {
    if (!recordFilesIn(event->mimeData()).isEmpty())
        event->acceptProposedAction();
}

void MainWindow::dragMoveEvent(QDragMoveEvent *event) {
    if (!recordFilesIn(event->mimeData()).isEmpty())
        event->acceptProposedAction();
}

void MainWindow::dropEvent(QDropEvent *event) {
    const QStringList paths = recordFilesIn(event->mimeData());
    if (paths.isEmpty())
        return;
    event->acceptProposedAction();
    openRecordsOrReport(paths);
}

} // namespace tihbat
