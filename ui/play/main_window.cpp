// SPDX-License-Identifier: GPL-3.0-or-later
#include "play/main_window.h"

#include "board/board_view.h"
#include "classroom/classroom_actions.h"
#include "common/autosave_warning.h"
#include "common/standard_action.h"
#include "common/theme_icon_engine.h"
#include "common/window_action.h"
#include "common/window_placement.h"
#include "core/notation.h"
#include "game/settings/settings.h"
#include "game/settings/settings_store.h"
#include "game/words/game_texts.h"
#include "game/words/move_sentences.h"
#include "help/about_dialog.h"
#include "help/rules_window.h"
#include "i18n/language_manager.h"
#include "i18n/language_menu.h"
#include "learn/learn_to_play.h"
#include "network/network_actions.h"
#include "network/projector_watch_action.h"
#include "play/board_look_actions.h"
#include "play/game_tool_bar.h"
#include "play/hint_panel.h"
#include "play/move_actions.h"
#include "play/new_game_flow.h"
#include "play/practice_actions.h"
#include "play/view_actions.h"
#include "print/board_picture_actions.h"
#include "print/score_sheet_actions.h"
#include "print/worksheet_actions.h"
#include "records/continue_card.h"
#include "records/saved_game_questions.h"
#include "sound/game_sounds.h"
#include "sound/sound_actions.h"
#include "speech/read_aloud.h"
#include "speech/speech_actions.h"
#include "tournament/tournament_action.h"
#include "viewer/board_viewer.h"
#include "viewer/session_board.h"

#include <QAction>
#include <QCloseEvent>
#include <QDateTime>
#include <QMenu>
#include <QMenuBar>
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
    m_model->setComputerSeed(static_cast<std::uint32_t>(QDateTime::currentMSecsSinceEpoch()));

    createCentralWidget();
    m_sounds = new GameSounds(this);
    m_sounds->follow(m_board);
    m_soundActions = new SoundActions(m_sounds, this);
    m_lookActions = new BoardLookActions(m_board, this);
    m_status = new GameStatus(m_session, m_board, this);
    m_records = new RecordFiles(m_model, this);
    m_classroom = new ClassroomActions(m_session, m_board, m_sounds, this);
    m_viewActions = new ViewActions(this, m_viewer, m_session, m_records->replays());
    connectReadAloud();
    connect(m_records->replays(), &ReplayWindows::playOnRequested, this, &MainWindow::playOn);
    createActions();
    createMenus();
    retranslateUi();
    connectModel();
    mainPlacement().restore(this);
    // Game records dropped on the window open in the replay viewer (RecordFiles); the board has
    // no use for drops and would swallow them.
    m_board->setAcceptDrops(false);
    m_board->viewport()->setAcceptDrops(false);
}

MainWindow::~MainWindow() = default;

void MainWindow::createCentralWidget() {
    auto *central = new QWidget;
    // The game's own line (SessionBoard's): its history, navigated by Undo and Redo in the Game
    // menu, so the viewer's bar is not shown and the board keeps its keys (the pit focus).
    m_viewer = new BoardViewer(central);
    m_viewer->setControlsVisible(false);
    m_viewer->setKeyNavigation(false);
    m_board = m_viewer->board();
    m_board->setObjectName("board");
    m_hint = new HintPanel(m_model, central);
    auto *layout = new QVBoxLayout(central);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(0);
    layout->addWidget(new AutosaveWarning(central)); // shown while the game is not being saved
    layout->addWidget(new AutosaveWarning(central, AutosaveWarning::Subject::Settings));
    // Help > Learn to Play, and the bar that offers the lessons on the very first start.
    auto *learn = new LearnToPlay(this, central);
    layout->addWidget(learn->offerBar());
    // The first game the lessons offer at their end: the New Game card, queued so that the
    // lessons window has closed first.
    connect(learn, &LearnToPlay::firstGameWanted, this, &MainWindow::showNewGameDialog,
            Qt::QueuedConnection);
    layout->addWidget(m_viewer, 1);
    layout->addWidget(m_hint);
    setCentralWidget(central);
}

void MainWindow::createActions() {
    m_newAction = new QAction(this);
    m_newAction->setObjectName("newGameAction");
    makeStandard(m_newAction, QKeySequence::New, QStringLiteral("document-new"));
    connect(m_newAction, &QAction::triggered, this, &MainWindow::showNewGameDialog);

    m_moveActions = new MoveActions(this, m_session, m_status);

    m_quitAction = new QAction(this);
    m_quitAction->setObjectName("quitAction");
    makeStandard(m_quitAction, QKeySequence::Quit, QStringLiteral("application-exit"),
                 {QKeySequence(Qt::CTRL | Qt::Key_Q)});
    m_quitAction->setMenuRole(QAction::QuitRole);
    connect(m_quitAction, &QAction::triggered, this, &QWidget::close);

    m_rules = new WindowAction(
        this, QStringLiteral("rulesAction"), [this] { return new RulesWindow(this); },
        //: Opens the rules text
        [] { return tr("&How to Play"); });
    makeStandard(m_rules->action(), QKeySequence::HelpContents, QStringLiteral("help-contents"));

    m_aboutAction = new QAction(this);
    m_aboutAction->setObjectName("aboutAction");
    m_aboutAction->setIcon(themeIcon(QStringLiteral("help-about")));
    m_aboutAction->setMenuRole(QAction::AboutRole);
    connect(m_aboutAction, &QAction::triggered, this, [this] { AboutDialog(this).exec(); });
}

// The menus follow KDE's standard game actions (Game, Move, View, Settings, Help; their keys)
// with a Classroom menu for what a teacher uses, and keep the Game menu to the game as a whole
// (README, "The menus and the toolbar"). The toolbar holds what is used during a game.
void MainWindow::createMenus() {
    // The results against the computer are the session's games, counted while this window lives.
    auto *practice = new PracticeActions(m_session, this);
    m_network = new NetworkActions(this, m_session, m_board);

    // Game: the game as a whole and its files; printing and exporting this game in a submenu.
    m_gameMenu = menuBar()->addMenu(QString());
    m_gameMenu->setObjectName("gameMenu");
    m_gameMenu->addActions({m_newAction, m_network->action(), m_records->openAction()});
    m_gameMenu->addMenu(m_records->recentMenu());
    m_gameMenu->addActions({m_records->saveAction(), m_records->saveAsAction()});
    m_gameMenu->addSeparator();
    m_gameMenu->addActions(
        {m_records->reviewAction(), practice->puzzlesAction(), practice->statisticsAction()});
    m_printMenu = m_gameMenu->addMenu(QString());
    m_printMenu->setObjectName("printMenu");
    auto *scoreSheets = new ScoreSheetActions(this, [this] {
        return ScoreSheetSource{m_records->recordOfGame(), {}};
    });
    // Print is KDE's Ctrl+P: this game's score sheet, the one paper a game gives.
    scoreSheets->printAction()->setShortcuts(QKeySequence::keyBindings(QKeySequence::Print));
    addAction(scoreSheets->printAction());
    auto *boardPictures = new BoardPictureActions(m_board, this);
    m_printMenu->addActions({scoreSheets->printAction(), scoreSheets->exportAction()});
    m_printMenu->addSeparator();
    m_printMenu->addActions({boardPictures->copyAction(), boardPictures->exportAction()});
    m_gameMenu->addSeparator();
    m_gameMenu->addAction(m_quitAction);

    // Move: KDE's Move menu (Undo, Redo, Hint); Pause Computer stops the other player's moves.
    m_moveMenu = menuBar()->addMenu(QString());
    m_moveMenu->setObjectName("moveMenu");
    m_moveMenu->addActions({m_moveActions->undoAction(), m_moveActions->redoAction(),
                            m_moveActions->hintAction(), m_moveActions->pauseAction()});

    // View: how this window shows the board.
    m_toolBar = new GameToolBar(this);
    m_toolBar->addGameAction(m_newAction, QStringLiteral("document-new"), QStyle::SP_FileIcon);
    m_toolBar->addGameAction(m_moveActions->undoAction(), QStringLiteral("edit-undo"),
                             QStyle::SP_ArrowBack);
    m_toolBar->addGameAction(m_moveActions->redoAction(), QStringLiteral("edit-redo"),
                             QStyle::SP_ArrowForward);
    m_toolBar->addGameAction(m_moveActions->hintAction(), QStringLiteral("games-hint"),
                             QStyle::SP_DialogHelpButton);
    m_toolBar->addGameAction(m_moveActions->pauseAction(), QStringLiteral("media-playback-pause"),
                             QStyle::SP_MediaPause);
    m_toolBar->addGameAction(m_classroom->presentAction(), QStringLiteral("video-display"),
                             QStyle::SP_ComputerIcon, true); // "Projector": a word of its own
    m_viewMenu = menuBar()->addMenu(QString());
    m_viewMenu->setObjectName("viewMenu");
    m_viewMenu->addActions({m_toolBar->showAction(), m_viewActions->fullScreenAction(),
                            m_viewActions->flipAction(), m_lookActions->highContrastAction()});
    m_viewMenu->addSeparator();
    m_viewMenu->addAction(m_speechActions->toggleAction());
    m_viewMenu->addAction(m_speechActions->reasonAction());
    m_viewMenu->addMenu(m_speechActions->rateMenu());

    // Classroom: the projector, a position to teach from, worksheets for the class.
    m_classroomMenu = menuBar()->addMenu(QString());
    m_classroomMenu->setObjectName("classroomMenu");
    m_classroomMenu->addActions({m_classroom->presentAction(),
                                 (new ProjectorWatchAction(m_network, this))->action(),
                                 m_classroom->setUpPositionAction()});
    m_classroomMenu->addSeparator();
    m_classroomMenu->addAction((new TournamentAction(this))->action());
    m_classroomMenu->addSeparator();
    auto *worksheets = new WorksheetActions(this);
    m_classroomMenu->addActions({worksheets->printAction(), worksheets->exportAction()});

    // Settings: chosen once and kept (KDE's Settings menu).
    m_settingsMenu = menuBar()->addMenu(QString());
    m_settingsMenu->setObjectName("settingsMenu");
    m_settingsMenu->addMenu(m_viewActions->createSpeedMenu(m_settingsMenu));
    m_settingsMenu->addAction(m_soundActions->toggleAction());
    m_settingsMenu->addMenu(m_soundActions->volumeMenu());
    m_settingsMenu->addSeparator();
    m_settingsMenu->addMenu(new LanguageMenu(m_languages, this));

    m_helpMenu = menuBar()->addMenu(QString());
    m_helpMenu->setObjectName("helpMenu");
    m_helpMenu->addAction(findChild<LearnToPlay *>()->action());
    m_helpMenu->addAction(m_rules->action());
    m_helpMenu->addSeparator();
    m_helpMenu->addAction(m_aboutAction);
}

// The toolbar's and the menu bar's context menu: the toolbar shown or not, as View has it.
QMenu *MainWindow::createPopupMenu() {
    auto *menu = new QMenu(this);
    menu->setObjectName("toolbarContextMenu");
    menu->addAction(m_toolBar->showAction());
    return menu;
}

void MainWindow::retranslateUi() {
    //: Menu title
    m_gameMenu->setTitle(tr("&Game", "menu"));
    m_newAction->setText(tr("&New Game…"));
    //: Close the program
    m_quitAction->setText(tr("&Quit"));
    //: Opens a saved game record (.tihbat file) in the replay viewer
    m_records->openAction()->setText(tr("&Open…"));
    //: Saves the game in progress as a game record (.tihbat file)
    m_records->saveAction()->setText(tr("&Save"));
    //: Saves the game in progress as a game record under a new name
    m_records->saveAsAction()->setText(tr("Save &As…"));
    //: Opens the game in progress (or just finished) in the replay viewer, move by move
    m_records->reviewAction()->setText(tr("Re&view This Game"));
    //: Game menu: the submenu with the score sheet and the board picture (print, PDF, PNG, SVG)
    m_printMenu->setTitle(tr("P&rint and Export", "menu"));

    //: Menu title (KDE games' Move menu): Undo, Redo, Hint, Pause Computer
    m_moveMenu->setTitle(tr("&Move", "menu"));

    //: Menu title
    m_viewMenu->setTitle(tr("&View", "menu"));
    //: Menu title: what a teacher uses (projector, position editor, worksheets)
    m_classroomMenu->setTitle(tr("&Classroom", "menu"));
    //: Classroom mode: the board full screen for a projector, moves explained step by step
    m_classroom->presentAction()->setText(tr("&Presentation Mode"));
    //: The toolbar button of Presentation Mode (one short word under its picture)
    m_classroom->presentAction()->setIconText(tr("Projector", "toolbar"));
    //: Classroom mode: opens a dialog to set any position, then play from it or analyse it
    m_classroom->setUpPositionAction()->setText(tr("Se&t Up Position…"));

    //: Menu title (KDE games' Settings menu): speed, sound, language
    m_settingsMenu->setTitle(tr("&Settings", "menu"));

    //: Menu title
    m_helpMenu->setTitle(tr("&Help", "menu"));
    //: Opens the box with the version and a few words on the game
    m_aboutAction->setText(tr("&About Tihbat"));
}

void MainWindow::connectModel() {
    connect(m_model, &GameModel::gameReset, this, &MainWindow::onGameReset);
    connect(m_model, &GameModel::moveMade, this, &MainWindow::onMoveMade);
    connect(m_model, &GameModel::moveUndone, this, &MainWindow::onMoveUndone);
    connect(m_model, &GameModel::gameOver, this, &MainWindow::onGameOver);
    connect(m_model, &GameModel::hintReady, this, &MainWindow::onHintReady);
    connect(m_model, &GameModel::stateChanged, this, [this] {
        updateStatusWhenShown();
        m_moveActions->update();
    });
    auto *autosaveWarning = findChild<AutosaveWarning *>("autosaveWarning");
    connect(m_model, &GameModel::autosaveFailed, autosaveWarning, &AutosaveWarning::showFailure);
    connect(m_model, &GameModel::autosaveNotRemoved, autosaveWarning,
            &AutosaveWarning::showRemovalFailure);
    connect(m_model, &GameModel::autosaveRecovered, autosaveWarning, &AutosaveWarning::clear);
    // Settings, results and progress that cannot be kept; told before the window came, too.
    auto *settingsWarning = findChild<AutosaveWarning *>("settingsWarning");
    connect(&SettingsStore::shared(), &SettingsStore::problemFound, settingsWarning,
            &AutosaveWarning::showFailure);
    if (!SettingsStore::shared().problem().isEmpty())
        settingsWarning->showFailure(SettingsStore::shared().problem());
    // The viewer's board plays the session's game (pits, refusals, sides, names, values).
    m_sessionBoard = new SessionBoard(m_session, m_viewer, this);
    connect(m_sessionBoard, &SessionBoard::refused, this, &MainWindow::onRefused);
    connect(m_sessionBoard, &SessionBoard::warned, this, &MainWindow::onRefused);
    connect(m_board, &BoardView::caughtUp, this, &MainWindow::onBoardCaughtUp);
}

void MainWindow::start(const StartOptions &options) {
    // A record to open comes first: the question would cover the board the record's window
    // came in front of. The unfinished game then goes on, unasked, behind the record: nothing is
    // lost and New Game is one step away.
    const std::optional<SavedGameQuestions::UnfinishedGame> unfinished =
        SavedGameQuestions::unfinishedGame(this, options.autosavePath,
                                           options.restoreWithoutAsking ||
                                               !options.recordFiles.isEmpty());
    // From here on every change is saved, the restored game at once.
    m_model->setAutosavePath(options.autosavePath);
    if (unfinished && unfinished->askFirst) {
        askToContinue(unfinished->saved, options.playMoves);
    } else {
        // A network game the program ended in without leaving it goes back to the network at
        // once, since the other player may be waiting at their board.
        if (unfinished && unfinished->saved.network)
            m_network->resume(unfinished->saved);
        else if (unfinished)
            m_model->continueGame(unfinished->saved.setup, unfinished->saved.game);
        else
            m_model->newGame(Settings::newGameSetup());
        playMoves(options.playMoves);
    }
    // Once the event loop runs, so the viewers come up in front of this window, shown after
    // start().
    QTimer::singleShot(0, this,
                       [this, files = options.recordFiles] { m_records->openOrReport(files); });
}

// The saved game is on the board behind the question, and nobody moves until it is answered.
// The card comes with the window, never alone on the desktop before it.
void MainWindow::askToContinue(const SavedGame &saved, const QStringList &moves) {
    m_session->setHeld(true);
    m_model->continueGame(saved.setup, saved.game);
    auto *card = new ContinueCard(saved, m_board);
    // The remembered setup; the old game stays saved until the new one replaces it.
    connect(card, &ContinueCard::newGameChosen, this,
            [this] { m_model->newGame(Settings::newGameSetup()); });
    // Another game begun meanwhile (New Game, Play On from a replay) answers the question too.
    connect(m_model, &GameModel::gameReset, card, &QWidget::close);
    connect(card, &BoardCard::closed, this, [this, moves] {
        m_session->setHeld(false);
        playMoves(moves);
    });
    card->present();
}

void MainWindow::playMoves(const QStringList &letters) {
    for (const QString &letter : letters)
        m_model->playPit(pitFromLetter(letter.toStdString()).value_or(-1));
}

void MainWindow::showNewGameDialog() {
    NewGameFlow::askNewGame(*m_model, m_board);
}

void MainWindow::onGameReset() {
    clearHint();
    m_status->reset();
    m_moveActions->update();
}

// The viewer shows the move (LiveMoveLine); what was said about the position before it goes.
void MainWindow::onMoveMade() {
    clearHint();
    m_status->clearMessage(); // an old refusal no longer applies
}

void MainWindow::onMoveUndone() {
    clearHint();
    m_status->forgetOutcome();
}

// Read Aloud says every move of the game as the model words it (the projector, when it shows the
// game, says its own captions instead); the engine is made only once Read Aloud is on.
void MainWindow::connectReadAloud() {
    ReadAloud &readAloud = ReadAloud::shared();
    m_speechActions = new SpeechActions(&readAloud, this);
    auto *sentences = new MoveSentences(m_model, this);
    connect(sentences, &MoveSentences::sentence, this, [this](const QString &text) {
        if (!m_classroom->isPresenting())
            ReadAloud::shared().say(text);
    });
    connect(sentences, &MoveSentences::overtaken, &readAloud, &ReadAloud::stop);
    connect(&readAloud, &ReadAloud::notice, this,
            [this](const QString &text) { statusBar()->showMessage(text, MessageTimeout); });
}

// Said on the board by the pit (SessionBoard), and in the status bar.
void MainWindow::onRefused(const QString &reason) {
    statusBar()->showMessage(reason, MessageTimeout);
}

void MainWindow::showHint() {
    m_moveActions->showHint();
}

// The values over the pits are SessionBoard's; the panel below the board words them.
void MainWindow::onHintReady(const std::vector<MoveValue> &values) {
    m_hint->showValues(values);
}

QString MainWindow::hintText() const {
    return m_hint->hintText();
}

void MainWindow::clearHint() {
    if (!m_hint->isHidden())
        m_hint->clearHint();
}

void MainWindow::showRules() {
    m_rules->open();
}

void MainWindow::playOn(const Game &game, const QStringList &names) {
    // In front, where the game goes on; the question sits on it.
    show();
    raise();
    activateWindow();
    NewGameFlow::askPlayOn(*m_model, game, names, m_board);
}

void MainWindow::closeEvent(QCloseEvent *event) {
    // A replay with unsaved edits asks first; cancelling keeps everything open.
    if (!m_records->replays()->closeAll()) {
        event->ignore();
        return;
    }
    mainPlacement().save(this);
    QMainWindow::closeEvent(event);
}

void MainWindow::changeEvent(QEvent *event) {
    QMainWindow::changeEvent(event);
    if (event->type() == QEvent::LanguageChange) {
        retranslateUi();
        // The texts that depend on the game: the status and the sounds' names (the board's names
        // are SessionBoard's).
        m_status->retranslateUi();
        m_sounds->followGame(m_model->setup());
    }
}

} // namespace tihbat
