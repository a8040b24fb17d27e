// SPDX-License-Identifier: GPL-3.0-or-later
// The replay viewer: a game record's moves on the board viewer (board, navigation, slider,
// autoplay, speed: ui/viewer), with what is the replay's own around it: the move table, the
// solver's verdicts (VerdictBox) and a graph of the value, tag and comment editing
// (RecordDetailsForm, MoveCommentEditor) with saving (SaveFlow), the choice of a game in a file
// of several (GameChooser), and "play on from here".
#pragma once

#include "core/game.h"
#include "record/record.h"
#include "replay/move_comment_editor.h"
#include "viewer/board_viewer.h"

#include <QWidget>
#include <vector>

class QAction;
class QComboBox;
class QLabel;
class QLineEdit;
class QPushButton;
class QSlider;
class QTableWidget;
class QTabWidget;
class QToolButton;
class QTreeWidget;

namespace tihbat {

class BoardView;
class MoveTable;
class RecordDetailsForm;
class SaveFlow;
class ReplayModel;
class ValueGraph;
class VerdictBox;

class ReplayWindow : public QWidget {
    Q_OBJECT
public:
    explicit ReplayWindow(QWidget *parent = nullptr);
    ~ReplayWindow() override;

    // Opens a record file (every game in it; the first is shown). On failure nothing changes and
    // `error` says why, with the file name, line and column.
    [[nodiscard]] bool openFile(const QString &path, QString *error = nullptr);
    // Shows games from elsewhere, e.g. the game just played (recordOfPlayedGame); filePath is
    // where Save writes (empty: Save asks). Returns an error for a record that is not a legal
    // game, else an empty string.
    [[nodiscard]] QString setGames(std::vector<record::GameRecord> games,
                                   const QString &filePath = {});
    QString filePath() const;
    bool isModified() const;

    // Writes every game of the file (with the edits) atomically; returns an empty string on
    // success, else the message to show. On success the file path is `path` and the record is
    // no longer modified.
    [[nodiscard]] QString saveTo(const QString &path);
    // Save: to the current file, or asks where. Save as: always asks. Both report failures in a
    // message box and return whether the record was saved.
    bool save();
    bool saveAs();
    // Before closing or replacing the record: offers to save unsaved edits. Returns false when
    // the person cancelled.
    bool maybeSave();

    // Autoplay and speed are the viewer's (BoardViewer).
    bool isAutoplaying() const { return m_viewer->isAutoplaying(); }
    void setAutoplay(bool on) { m_viewer->setAutoplay(on); }
    void setAutoplayPause(int ms) { m_viewer->setAutoplayPause(ms); }
    int autoplayPause() const { return m_viewer->autoplayPause(); }
    void setDropDuration(int ms) { m_viewer->setDropDuration(ms); }

    ReplayModel *model() const { return m_model; }
    BoardViewer *viewer() const { return m_viewer; }
    BoardView *board() const { return m_viewer->board(); }
    // For the main window's menus (their shortcuts also work inside this widget).
    QAction *saveAction() const { return m_saveAction; }
    QAction *saveAsAction() const { return m_saveAsAction; }

    // The parts, for tests and for embedding.
    QTreeWidget *moveList() const;
    QSlider *slider() const { return m_viewer->slider(); }
    ValueGraph *valueGraph() const { return m_graph; }
    QComboBox *gameChooser() const { return m_gameChooser; }
    QPlainTextEdit *commentEditor() const { return m_commentEdit; }
    // The editor of a roster tag: "Event", "Site", "Date", "Round", "South" or "North".
    QLineEdit *tagEditor(const QString &name) const;
    QTableWidget *otherTagsTable() const;
    QPushButton *playOnButton() const { return m_playOnButton; }
    QString positionVerdictText() const;
    QString moveVerdictText() const;

signals:
    // "Play on from here": the game with the moves up to the shown index, nothing to redo.
    // The main window continues it (GameModel::continueGame after asking for the players).
    // `names`: the record's South and North players (empty where the record names nobody).
    void playOnRequested(const tihbat::Game &game, const QStringList &names);
    void modifiedChanged(bool modified);
    void filePathChanged(const QString &path);

protected:
    void keyPressEvent(QKeyEvent *event) override;
    void closeEvent(QCloseEvent *event) override;
    void changeEvent(QEvent *event) override;

private:
    void buildWidgets();
    void buildLayout();
    void connectParts();
    void retranslateUi();
    // Writes every game of the file; SaveFlow keeps the path.
    [[nodiscard]] QString writeTo(const QString &path);

    void onGameChanged();
    void onAnalysisReady();
    void showIndexInParts(int index);
    void refreshAnalysis();
    void refreshTitle();
    void refreshBoardNames();

    ReplayModel *m_model = nullptr;
    BoardViewer *m_viewer = nullptr;
    ValueGraph *m_graph = nullptr;
    QComboBox *m_gameChooser = nullptr;
    QLabel *m_gameLabel = nullptr;
    QToolButton *m_saveButton = nullptr;
    QToolButton *m_saveAsButton = nullptr;
    QToolButton *m_scoreSheetButton = nullptr;
    MoveTable *m_moveTable = nullptr;
    VerdictBox *m_verdicts = nullptr; // Analysis
    QTabWidget *m_tabs = nullptr;
    MoveCommentEditor *m_commentEdit = nullptr;
    RecordDetailsForm *m_details = nullptr;
    QPushButton *m_playOnButton = nullptr;
    SaveFlow *m_saveFlow = nullptr;    // child: Save, Save As and the file they write
    QAction *m_saveAction = nullptr;   // the flow's
    QAction *m_saveAsAction = nullptr; // the flow's
};

} // namespace tihbat
