// SPDX-License-Identifier: GPL-3.0-or-later
// The desktop game: the board viewer in the middle (over the session's game as a line of
// moves: LiveMoveLine), the menus, the hint panel and the bars above the board, composed around
// one GameSession. It is one view of the session (the presentation window may be another): its
// viewer plays the session's moves at its own pace; the session decides when the computer
// moves, the rules live in the core. What the window says about the game is GameStatus's, its
// record files RecordFiles's, Undo, Redo, Hint and Pause MoveActions' and classroom mode
// ClassroomActions's.
#pragma once

#include "game/session/animation_speed.h"
#include "game/session/game_model.h"
#include "game/session/game_session.h"
#include "game/session/saved_game.h"
#include "play/game_status.h"
#include "records/recent_files_menu.h"
#include "replay/record_files.h"
#include "replay/replay_windows.h"

#include <QMainWindow>
#include <QStringList>
#include <vector>

class QAction;
class QMenu;

namespace tihbat {

class BoardLookActions;
class BoardView;
class BoardViewer;
class ClassroomActions;
class GameToolBar;
class GameSounds;
class HintPanel;
class LanguageManager;
class MoveActions;
class NetworkActions;
class ReplayWindow;
class SessionBoard;
class SoundActions;
class SpeechActions;
class ViewActions;
class WindowAction;

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

    // Continues the saved game in progress (asking first on the board, unless records are given
    // to open) or starts the remembered setup; the moves to play come once the question is
    // answered.
    void start(const StartOptions &options);

    GameModel *model() const { return m_model; }
    GameSession *session() const { return m_session; }
    BoardView *board() const { return m_board; }
    BoardViewer *viewer() const { return m_viewer; }
    GameSounds *sounds() const { return m_sounds; }
    QString hintText() const;
    QString turnText() const { return m_status->turnText(); }

    // The View menu's speeds (the one speed table, animation_speed.h; the viewer's SpeedChoice).
    using Speed = AnimationSpeed;
    static int dropDuration(Speed speed) { return tihbat::dropDuration(speed); }

    // Game records (RecordFiles): each file opens in a replay viewer window of its own.
    ReplayWindow *openRecord(const QString &path, QString *error = nullptr) {
        return m_records->open(path, error);
    }
    [[nodiscard]] QString saveGameTo(const QString &path) { return m_records->saveGameTo(path); }
    ReplayWindow *reviewGame() { return m_records->reviewGame(); }
    QList<ReplayWindow *> replayWindows() const { return m_records->replays()->windows(); }
    // The last record files opened or saved, the newest first.
    QStringList recentFiles() const { return m_records->recentMenu()->files(); }

public slots:
    // Game > New Game…: the New Game card on the board (NewGameFlow).
    void showNewGameDialog();
    void showHint();
    void showRules();
    void showOpenDialog() { m_records->showOpenDialog(); }
    void openRecordOrReport(const QString &path) { m_records->openOrReport(path); }
    // Each in the replay viewer; all that cannot be opened are reported in one message.
    void openRecordsOrReport(const QStringList &paths) { m_records->openOrReport(paths); }
    bool saveGame() { return m_records->saveGame(); }
    bool saveGameAs() { return m_records->saveGameAs(); }
    // "Play on from here" in a replay: asks who plays each side, then continues the game here.
    // `names` (South, North) are the record's: they fill the players' names (empty: kept).
    void playOn(const tihbat::Game &game, const QStringList &names = {});

protected:
    void closeEvent(QCloseEvent *event) override;
    void changeEvent(QEvent *event) override;
    QMenu *createPopupMenu() override;

private:
    void createCentralWidget();
    void createActions();
    void createMenus();
    // The menus and actions in the current language.
    void retranslateUi();
    void connectModel();
    // The "Your last game was not finished" card on the board, over the saved game.
    void askToContinue(const SavedGame &saved, const QStringList &moves);
    void playMoves(const QStringList &letters);

    void onGameReset();
    void onMoveMade();
    void onMoveUndone();
    void connectReadAloud();
    void onRefused(const QString &reason);
    void onGameOver(const Outcome &outcome) { m_status->showOutcomeWhenShown(outcome); }
    void onBoardCaughtUp() { m_status->catchUp(); }
    void onHintReady(const std::vector<MoveValue> &values);
    void clearHint();
    // The status words the board as shown: it changes once the move has been shown.
    void updateStatusWhenShown() { m_status->updateWhenShown(); }

    GameSession *m_session = nullptr;         // child of this window
    GameModel *m_model = nullptr;             // the session's
    BoardViewer *m_viewer = nullptr;          // child widget
    BoardView *m_board = nullptr;             // the viewer's
    SessionBoard *m_sessionBoard = nullptr;   // child: the viewer bound to the session
    GameSounds *m_sounds = nullptr;           // child of this window
    SoundActions *m_soundActions = nullptr;   // child of this window: View > Sound, Volume
    SpeechActions *m_speechActions = nullptr; // child of this window: View > Read Aloud, Rate
    HintPanel *m_hint = nullptr;              // below the board
    LanguageManager *m_languages = nullptr;   // given, or a child of this window
    // Children of this window: View > High-Contrast Board and the dark desktop's look; the
    // status bar, title and end box; Open, Save, the replays; Presentation and Set Up Position.
    BoardLookActions *m_lookActions = nullptr;
    GameStatus *m_status = nullptr;
    RecordFiles *m_records = nullptr;
    ClassroomActions *m_classroom = nullptr;
    ViewActions *m_viewActions = nullptr; // View > Full Screen, Flip Board, Animation Speed
    MoveActions *m_moveActions = nullptr; // Game > Undo, Redo, Hint, Pause Computer
    NetworkActions *m_network = nullptr;  // Game > Play over the Network…
    WindowAction *m_rules = nullptr;      // Help > How to Play

    QAction *m_newAction = nullptr;
    QAction *m_quitAction = nullptr;
    QAction *m_aboutAction = nullptr;
    GameToolBar *m_toolBar = nullptr; // New, Undo, Redo, Hint, Pause Computer, Projector
    QMenu *m_gameMenu = nullptr;
    QMenu *m_printMenu = nullptr; // Game > Print and Export
    QMenu *m_moveMenu = nullptr;
    QMenu *m_viewMenu = nullptr;
    QMenu *m_classroomMenu = nullptr;
    QMenu *m_settingsMenu = nullptr;
    QMenu *m_helpMenu = nullptr;
};

} // namespace tihbat
