// The desktop game: the board in the middle, menus, the status bar, the hint panel and the
// dialogs around one GameModel. It relays between the model and the board and words what they
// report; the rules live in the core, the animation in the board.
#pragma once

#include "game/game_model.h"
#include "game/saved_game.h"

#include <QMainWindow>
#include <QPointer>
#include <QStringList>
#include <array>
#include <optional>
#include <vector>

class QAction;
class QActionGroup;
class QLabel;
class QMenu;
class QMessageBox;
class QPushButton;

namespace tihbat {

class BoardView;
class LanguageManager;
class RulesWindow;

struct StartOptions {
    QString autosavePath;              // where the game in progress lives
    bool restoreWithoutAsking = false; // continue a saved game without the question
    QStringList playMoves;             // pit letters played at once (tests, demonstrations)
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
    BoardView *board() const { return m_board; }
    QString hintText() const;
    QString turnText() const;

    // Milliseconds per dropped counter for each speed of the View menu.
    enum class Speed { Slow, Normal, Fast, Instant };
    static int dropDuration(Speed speed);

public slots:
    void showNewGameDialog();
    void showHint();
    void showRules();
    void showAbout();

protected:
    void closeEvent(QCloseEvent *event) override;
    void changeEvent(QEvent *event) override;

private:
    void createCentralWidget();
    void createActions();
    void createMenus();
    void createLanguageMenu();
    void createStatusBar();
    // Every fixed text (title, menus, actions) in the current language.
    void retranslateUi();
    // Every text that depends on the game (status, names on the board, hint, open dialogs).
    void rewordGame();
    void wordHint();
    void wordEndOfGame();
    void wordDamagedAutosave();
    void checkLanguageAction();
    void connectModel();
    void readViewSettings();

    // The saved game to continue, if there is one and the player wants it.
    std::optional<SavedGame> savedGameToContinue(const StartOptions &options);
    void startNewGame(const GameSetup &setup);
    void setDamagedAutosaveAside(const QString &path, const QString &error);

    void onGameReset();
    void onMoveMade(const MoveStory &story);
    void onMoveUndone();
    void onRefused(int pit, MoveError error);
    void onGameOver(const Outcome &outcome);
    void onAnimationFinished();
    void onHintReady(const std::vector<MoveValue> &values);
    void letComputerMove();
    void clearHint();
    void showEndOfGame();
    void setSpeed(Speed speed);
    void setPaused(bool paused);
    void updateActions();
    void updateStatus();

    GameModel *m_model = nullptr;           // child of this window
    BoardView *m_board = nullptr;           // child widget
    QLabel *m_hintLabel = nullptr;          // below the board
    QLabel *m_turnLabel = nullptr;          // status bar, left
    QLabel *m_scoreLabel = nullptr;         // status bar, right
    LanguageManager *m_languages = nullptr; // given, or a child of this window
    std::vector<MoveValue> m_hintValues;    // what the hint label words
    QPointer<RulesWindow> m_rulesWindow;
    QPointer<QMessageBox> m_endDialog;
    QPointer<QPushButton> m_playAgainButton; // in m_endDialog
    Outcome m_endOutcome;                    // what m_endDialog words
    QPointer<QMessageBox> m_damagedAutosaveBox;
    QString m_damagedAutosaveError;          // why the saved game could not be read
    QString m_damagedAutosaveKept;           // where the damaged file was kept; empty if it stayed
    std::optional<Outcome> m_pendingOutcome; // shown once the last move's animation ends
    bool m_paused = false;

    QAction *m_newAction = nullptr;
    QAction *m_undoAction = nullptr;
    QAction *m_redoAction = nullptr;
    QAction *m_hintAction = nullptr;
    QAction *m_pauseAction = nullptr;
    QAction *m_quitAction = nullptr;
    QAction *m_fullScreenAction = nullptr;
    QAction *m_flipAction = nullptr;
    QActionGroup *m_speedGroup = nullptr;
    std::array<QAction *, 4> m_speedActions{}; // by Speed
    QActionGroup *m_languageGroup = nullptr;   // data: the language code, empty for the system
    QAction *m_systemLanguageAction = nullptr;
    QAction *m_rulesAction = nullptr;
    QAction *m_aboutAction = nullptr;
    QMenu *m_gameMenu = nullptr;
    QMenu *m_viewMenu = nullptr;
    QMenu *m_speedMenu = nullptr;
    QMenu *m_languageMenu = nullptr;
    QMenu *m_helpMenu = nullptr;
};

} // namespace tihbat
