// SPDX-License-Identifier: GPL-3.0-or-later
// The replay viewer: a game record's moves driving the same animated board as play. A move list,
// first/previous/next/last, a slider, autoplay and the keys a person (or a presentation clicker)
// expects; the solver's verdict on every move and a graph of the value; tag and comment editing
// with saving; and "play on from here".
//
// Forward single steps animate the move; every other change of index (slider, list, graph,
// Home/End, previous) snaps the board. Board, list, slider and graph always show the model's
// index. Autoplay steps only once the board reports the previous move's animation finished.
#pragma once

#include "core/game.h"
#include "record/record.h"

#include <QWidget>
#include <vector>

class QAction;
class QComboBox;
class QLabel;
class QLineEdit;
class QPlainTextEdit;
class QSlider;
class QTableWidget;
class QTabWidget;
class QTimer;
class QToolButton;
class QPushButton;
class QTreeWidget;
class QTreeWidgetItem;
class QGroupBox;

namespace tihbat {

class BoardView;
class ReplayModel;
class ValueGraph;

class ReplayWindow : public QWidget {
    Q_OBJECT
public:
    explicit ReplayWindow(QWidget *parent = nullptr);
    ~ReplayWindow() override;

    // Opens a record file (every game in it; the first is shown). On failure nothing changes and
    // `error` says why, with the file name, line and column.
    bool openFile(const QString &path, QString *error = nullptr);
    // Shows games from elsewhere, e.g. the game just played (recordOfPlayedGame); filePath is
    // where Save writes (empty: Save asks). Returns an error for a record that is not a legal
    // game, else an empty string.
    QString setGames(std::vector<record::GameRecord> games, const QString &filePath = {});
    QString filePath() const { return m_filePath; }
    bool isModified() const;

    // Writes every game of the file (with the edits) atomically; returns an empty string on
    // success, else the message to show. On success the file path is `path` and the record is
    // no longer modified.
    QString saveTo(const QString &path);
    // Save: to the current file, or asks where. Save as: always asks. Both report failures in a
    // message box and return whether the record was saved.
    bool save();
    bool saveAs();
    // Before closing or replacing the record: offers to save unsaved edits. Returns false when
    // the person cancelled.
    bool maybeSave();

    // Autoplay: one move at a time, the next only after the board finished animating the last
    // and a pause. Speed sets both the pause and the board's drop duration.
    bool isAutoplaying() const { return m_autoplay; }
    void setAutoplay(bool on);
    void setAutoplayPause(int ms) { m_autoplayPause = ms; }
    int autoplayPause() const { return m_autoplayPause; }
    void setDropDuration(int ms);

    ReplayModel *model() const { return m_model; }
    BoardView *board() const { return m_board; }
    // For the main window's menus (their shortcuts also work inside this widget).
    QAction *saveAction() const { return m_saveAction; }
    QAction *saveAsAction() const { return m_saveAsAction; }

    // The parts, for tests and for embedding.
    QTreeWidget *moveList() const { return m_moveList; }
    QSlider *slider() const { return m_slider; }
    ValueGraph *valueGraph() const { return m_graph; }
    QComboBox *gameChooser() const { return m_gameChooser; }
    QPlainTextEdit *commentEditor() const { return m_commentEdit; }
    // The editor of a roster tag: "Event", "Site", "Date", "Round", "South" or "North".
    QLineEdit *tagEditor(const QString &name) const;
    QTableWidget *otherTagsTable() const { return m_otherTags; }
    QPushButton *playOnButton() const { return m_playOnButton; }
    QString positionVerdictText() const;
    QString moveVerdictText() const;

signals:
    // "Play on from here": the game with the moves up to the shown index, nothing to redo.
    // The main window continues it (GameModel::continueGame after asking for the players).
    void playOnRequested(const tihbat::Game &game);
    void modifiedChanged(bool modified);
    void filePathChanged(const QString &path);

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;
    void keyPressEvent(QKeyEvent *event) override;
    void closeEvent(QCloseEvent *event) override;
    void changeEvent(QEvent *event) override;

private:
    enum class Step { Jump, Animate };

    void buildWidgets();
    void buildLayout();
    void connectParts();
    void retranslate();
    bool handleNavigationKey(int key);

    void goTo(int index, Step step = Step::Jump);
    void stepForward();
    void stepBack();
    void onIndexChanged(int index, int previous);
    void onAnimationFinished();
    void onAutoplayTimeout();
    void onGameChanged();
    void onSpeedChanged(int speed);

    void fillGameChooser();
    void fillMoveList();
    void refreshMoveRow(int index);
    void fillTagEditors();
    void applyOtherTags();
    void showIndexInParts(int index);
    void refreshAnalysis();
    void refreshButtons();
    void refreshTitle();
    void refreshBoardNames();

    ReplayModel *m_model = nullptr;
    BoardView *m_board = nullptr;
    ValueGraph *m_graph = nullptr;
    QComboBox *m_gameChooser = nullptr;
    QLabel *m_gameLabel = nullptr;
    QToolButton *m_firstButton = nullptr;
    QToolButton *m_previousButton = nullptr;
    QToolButton *m_playButton = nullptr;
    QToolButton *m_nextButton = nullptr;
    QToolButton *m_lastButton = nullptr;
    QToolButton *m_saveButton = nullptr;
    QToolButton *m_saveAsButton = nullptr;
    QSlider *m_slider = nullptr;
    QLabel *m_indexLabel = nullptr;
    QLabel *m_speedLabel = nullptr;
    QComboBox *m_speed = nullptr;
    QTreeWidget *m_moveList = nullptr;
    QGroupBox *m_analysisBox = nullptr;
    QLabel *m_moveVerdict = nullptr;
    QLabel *m_positionVerdict = nullptr;
    QTabWidget *m_tabs = nullptr;
    QPlainTextEdit *m_commentEdit = nullptr;
    QWidget *m_detailsPage = nullptr;
    std::vector<std::pair<QString, QLineEdit *>> m_tagEdits; // roster tag name, its editor
    std::vector<QLabel *> m_tagLabels;
    QLabel *m_otherTagsLabel = nullptr;
    QTableWidget *m_otherTags = nullptr;
    QLabel *m_rulesLabel = nullptr;
    QPushButton *m_playOnButton = nullptr;
    QAction *m_saveAction = nullptr;
    QAction *m_saveAsAction = nullptr;
    QTimer *m_autoplayTimer = nullptr;

    QString m_filePath;
    bool m_autoplay = false;
    int m_autoplayPause = 700;
    // A forward step asked the board to animate; its animationFinished is the one autoplay
    // waits for (finishAnimation() on a jump reports too, and must not count).
    bool m_awaitingAnimation = false;
    Step m_pendingStep = Step::Jump;
    bool m_fillingEditors = false;
};

} // namespace tihbat
