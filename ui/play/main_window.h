// SPDX-License-Identifier: GPL-3.0-or-later
// The desktop game: the board viewer in the middle (over the session's game as a line of
// moves: LiveMoveLine), menus, the status bar, the hint panel and the dialogs around one
// GameSession. It is one view of the session (the presentation window may be another): its
// viewer plays the session's moves at its own pace, the window words what they report; the
// session decides when the computer moves, the rules live in the core.
#pragma once

#include "game/animation_speed.h"
#include "game/game_model.h"
#include "game/game_session.h"
#include "game/saved_game.h"

#include <QMainWindow>
#include <QPointer>
#include <QStringList>
#include <array>
#include <functional>
#include <optional>
#include <vector>

class QAction;
class QActionGroup;
class QLabel;
class QMimeData;
class QMenu;
class QMessageBox;
class QPushButton;

namespace tihbat {

class BoardView;
class BoardViewer;
class EndOfGameBox;
class GameSounds;
class HintPanel;
class LiveMoveLine;
class RecentFilesMenu;
class LanguageManager;
class ReplayWindow;
class ReplayWindows;
class RulesWindow;
class SessionBoard;
class SoundActions;
class BoardLookActions;
class StatisticsAction;

struct StartOptions {
    QString autosavePath;              // where the game in progress lives
    bool restoreWithoutAsking = false; // continue a saved game without the question
    QStringList playMoves;             // pit letters played at once (tests, demonstrations)
    QStringList recordFiles;           // game records shown in the replay viewer once the loop runs
};

class MainWindow : public QMainWindow {
    Q_OBJECT
public:
    // `languages` switches the interface language from the Language menu; without one the
    // window makes its own, following the remembered choice.
    explicit MainWindow(LanguageManager *languages = nullptr, QWidget *parent = nullptr);
    ~MainWindow() override;

    // Continues the saved game in progress (asking first) or starts the remembered setup.
    void start(const StartOptions &options);

    GameModel *model() const { return m_model; }
    GameSession *session() const { return m_session; }
    BoardView *board() const { return m_board; }
    BoardViewer *viewer() const { return m_viewer; }
    GameSounds *sounds() const { return m_sounds; }
    QString hintText() const;
    QString turnText() const;

    // The View menu's speeds (the one speed table, animation_speed.h; the viewer's SpeedChoice).
    using Speed = AnimationSpeed;
    static int dropDuration(Speed speed) { return tihbat::dropDuration(speed); }

    // Game records. Each file opens in a replay viewer window of its own (the window already
    // showing it is raised). On failure nothing changes and `error` names the file, line and
    // column.
    ReplayWindow *openRecord(const QString &path, QString *error = nullptr);
    // Saves the game in progress as a record (atomically); returns why it failed, or nothing.
    QString saveGameTo(const QString &path);
    // The game in progress (or just ended) in a replay viewer, at its last move.
    ReplayWindow *reviewGame();
    QList<ReplayWindow *> replayWindows() const;
    // The last record files opened or saved, the newest first.
    QStringList recentFiles() const;

public slots:
    void showNewGameDialog();
    void showHint();
    void showRules();
    void showAbout();
    // Classroom mode: the game (or the active replay viewer's game) full screen for a
    // projector; and the position editor for demonstrations.
    void showPresentation();
    void showPositionEditor();
    // The file menu's commands; failures are reported in a message box.
    void showOpenDialog();
    void openRecordOrReport(const QString &path);
    // Each in the replay viewer; all that cannot be opened are reported in one message.
    void openRecordsOrReport(const QStringList &paths);
    bool saveGame();
    bool saveGameAs();
    // "Play on from here" in a replay: asks who plays each side, then continues the game here.
    void playOn(const tihbat::Game &game);

protected:
    void closeEvent(QCloseEvent *event) override;
    void changeEvent(QEvent *event) override;
    void dragEnterEvent(QDragEnterEvent *event) override;
    void dragMoveEvent(QDragMoveEvent *event) override;
    void dropEvent(QDropEvent *event) override;

private:
    void createCentralWidget();
    void createActions();
    void createMenus();
    void createClassroomActions();
    void createStatusBar();
    // Every fixed text (title, menus, actions) in the current language.
    void retranslateUi();
    // Every text that depends on the game (status, names on the board, hint, open dialogs).
    void rewordGame();
    void connectModel();
    void readViewSettings();
    void createRecordActions();

    // Record files.
    void openRecentFile(const QString &path);
    void showFileProblem(const std::function<QString()> &text,
                         const std::function<QString()> &detail);

    void startNewGame(const GameSetup &setup);

    void onGameReset();
    void onMoveMade();
    void onMoveUndone();
    void onRefused(const QString &reason);
    void onGameOver(const Outcome &outcome);
    // The board shows the last move it was given: the status and the end box catch up.
    void onBoardCaughtUp();
    void onHintReady(const std::vector<MoveValue> &values);
    void clearHint();
    void showEndOfGame();
    void applySpeed(Speed speed);
    void setPaused(bool paused);
    void updateActions();
    void updateStatus();
    // The status words the board as shown: it changes once the move has been shown.
    void updateStatusWhenShown();

    GameSession *m_session = nullptr;       // child of this window
    GameModel *m_model = nullptr;           // the session's
    LiveMoveLine *m_line = nullptr;         // child: the game as the viewer's line of moves
    BoardViewer *m_viewer = nullptr;        // child widget
    BoardView *m_board = nullptr;           // the viewer's
    SessionBoard *m_sessionBoard = nullptr; // child: the viewer bound to the session
    GameSounds *m_sounds = nullptr;         // child of this window
    SoundActions *m_soundActions = nullptr; // child of this window: View > Sound, Volume
    HintPanel *m_hint = nullptr;            // below the board
    QLabel *m_turnLabel = nullptr;          // status bar, left
    QLabel *m_scoreLabel = nullptr;         // status bar, right
    LanguageManager *m_languages = nullptr; // given, or a child of this window
    // Child of this window: View > High-Contrast Board, and the dark desktop's look.
    BoardLookActions *m_lookActions = nullptr;
    StatisticsAction *m_statisticsAction = nullptr; // child: Game > Statistics, records results
    QPointer<RulesWindow> m_rulesWindow;
    QPointer<EndOfGameBox> m_endDialog;
    std::optional<Outcome> m_pendingOutcome; // shown once the last move's animation ends
    QString m_recordPath;               // where Save writes the game in progress; empty: Save asks
    ReplayWindows *m_replays = nullptr; // child: the replay viewer windows

    QAction *m_newAction = nullptr;
    QAction *m_undoAction = nullptr;
    QAction *m_redoAction = nullptr;
    QAction *m_hintAction = nullptr;
    QAction *m_pauseAction = nullptr;
    QAction *m_quitAction = nullptr;
    QAction *m_fullScreenAction = nullptr;
    QAction *m_flipAction = nullptr;
    QAction *m_rulesAction = nullptr;
    QAction *m_aboutAction = nullptr;
    QAction *m_presentAction = nullptr;       // View > Presentation Mode (F5)
    QAction *m_setUpPositionAction = nullptr; // Game > Set Up Position…
    QPointer<QWidget> m_presentation;         // the open presentation window, if any
    QAction *m_openAction = nullptr;
    QAction *m_saveAction = nullptr;
    QAction *m_saveAsAction = nullptr;
    QAction *m_reviewAction = nullptr;
    RecentFilesMenu *m_recentMenu = nullptr; // in the Game menu
    QMenu *m_gameMenu = nullptr;
    QMenu *m_viewMenu = nullptr;
    QMenu *m_speedMenu = nullptr;
    QMenu *m_helpMenu = nullptr;
};

} // namespace tihbat
