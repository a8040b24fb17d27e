// SPDX-License-Identifier: GPL-3.0-or-later
#include "replay_window.h"

#include "board/board_view.h"
#include "common/board_look.h"
#include "common/window_placement.h"
#include "game/session/record_file.h"
#include "game/session/replay_model.h"
#include "game/words/game_texts.h"
#include "game_chooser.h"
#include "move_comment_editor.h"
#include "move_table.h"
#include "print/score_sheet_actions.h"
#include "record_details_form.h"
#include "record_players.h"
#include "records/save_flow.h"
#include "save_changes_question.h"
#include "text/isolated_text.h"
#include "value_graph.h"
#include "verdict_box.h"

#include <QAction>
#include <QBoxLayout>
#include <QCloseEvent>
#include <QFileInfo>
#include <QKeyEvent>
#include <QLabel>
#include <QPushButton>
#include <QScrollArea>
#include <QSplitter>
#include <QStyle>
#include <QTabWidget>
#include <QToolButton>

namespace tihbat {

namespace {

// A replay opens at three quarters of the screen's width and 85 % of its height.
const WindowPlacement &placement() {
    static const WindowPlacement placement(QStringLiteral("replayWindow"), QSizeF(0.75, 0.85));
    return placement;
}

} // namespace

ReplayWindow::ReplayWindow(QWidget *parent)
    : QWidget(parent)
    , m_model(new ReplayModel(this)) {
    buildWidgets();
    buildLayout();
    connectParts();
    placement().restore(this);
    retranslateUi();
    m_viewer->setLine(m_model);
    onGameChanged();
}

ReplayWindow::~ReplayWindow() = default;

void ReplayWindow::buildWidgets() {
    m_viewer = new BoardViewer(this);
    BoardLook::follow(board());
    // Nobody plays in a replay: the pits only show.
    board()->setInteractiveSides(false, false);
    board()->setFocusPolicy(Qt::ClickFocus);

    m_graph = new ValueGraph(this);
    m_gameLabel = new QLabel(this);
    m_gameChooser = new GameChooser(m_model, this);
    m_gameLabel->setBuddy(m_gameChooser);
    m_saveButton = new QToolButton(this);
    m_saveButton->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
    m_saveAsButton = new QToolButton(this);
    m_saveAsButton->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);

    m_moveTable = new MoveTable(m_model, this);

    m_verdicts = new VerdictBox(this);

    m_tabs = new QTabWidget(this);
    m_commentEdit = new MoveCommentEditor(m_model, m_tabs);
    m_details = new RecordDetailsForm(m_model, m_tabs);

    m_playOnButton = new QPushButton(this);
    m_playOnButton->setIcon(style()->standardIcon(QStyle::SP_MediaPlay));

    m_saveFlow = new SaveFlow(
        this, [this](const QString &path) { return writeTo(path); },
        //: Title of the file dialog saving a game record.
        [] { return tr("Save game record"); }, [] { return tr("game.tihbat"); });
    m_saveAction = m_saveFlow->saveAction();
    m_saveAsAction = m_saveFlow->saveAsAction();
    m_saveAction->setObjectName("replaySaveAction");
    m_saveAsAction->setObjectName("replaySaveAsAction");
    // The style's picture on the button where the icon theme has none.
    if (m_saveAction->icon().isNull())
        m_saveAction->setIcon(style()->standardIcon(QStyle::SP_DialogSaveButton));
    for (QAction *action : {m_saveAction, m_saveAsAction}) {
        action->setShortcutContext(Qt::WidgetWithChildrenShortcut);
        addAction(action);
    }
    // Closed like any secondary window: Ctrl+W or Esc (unsaved edits are asked about first).
    auto *closeAction = new QAction(this);
    closeAction->setObjectName("closeReplayAction");
    closeAction->setShortcuts({QKeySequence::Close, QKeySequence(Qt::Key_Escape)});
    closeAction->setShortcutContext(Qt::WidgetWithChildrenShortcut);
    connect(closeAction, &QAction::triggered, this, &QWidget::close);
    addAction(closeAction);
    m_saveButton->setDefaultAction(m_saveAction);
    m_saveAsButton->setDefaultAction(m_saveAsAction);

    // The score sheet of the game replayed, with the values the replay has (if they are there).
    auto *scoreSheets = new ScoreSheetActions(this, [this]() -> std::optional<ScoreSheetSource> {
        if (m_model->isEmpty())
            return std::nullopt;
        ScoreSheetSource source{m_model->record(), {}};
        for (int i = 0; m_model->isAnalysed() && i <= m_model->moveCount(); ++i)
            source.analysis.push_back(m_model->analysisAt(i));
        return source;
    });
    m_scoreSheetButton = scoreSheets->makeButton(this);

    // The navigation keys work wherever the focus is, except in the text editors.
    m_viewer->watchKeysOf(m_moveTable);
}

void ReplayWindow::buildLayout() {
    m_viewer->addPartBelow(m_graph, 1);

    auto *fileRow = new QHBoxLayout;
    fileRow->addWidget(m_gameLabel);
    fileRow->addWidget(m_gameChooser, 1);
    fileRow->addWidget(m_saveButton);
    fileRow->addWidget(m_saveAsButton);
    fileRow->addWidget(m_scoreSheetButton);

    // The details form scrolls, so the tabs can stay small and leave the room to the move list.
    auto *detailsScroll = new QScrollArea(m_tabs);
    detailsScroll->setWidget(m_details);
    detailsScroll->setWidgetResizable(true);
    detailsScroll->setFrameShape(QFrame::NoFrame);
    m_tabs->addTab(m_commentEdit, QString());
    m_tabs->addTab(detailsScroll, QString());
    m_tabs->setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Ignored);
    m_tabs->setMinimumHeight(8 * fontMetrics().lineSpacing());

    auto *right = new QWidget(this);
    auto *rightLayout = new QVBoxLayout(right);
    rightLayout->setContentsMargins(0, 0, 0, 0);
    rightLayout->addLayout(fileRow);
    rightLayout->addWidget(m_moveTable, 3);
    rightLayout->addWidget(m_verdicts);
    rightLayout->addWidget(m_tabs, 2);
    rightLayout->addWidget(m_playOnButton);

    auto *splitter = new QSplitter(Qt::Horizontal, this);
    splitter->addWidget(m_viewer);
    splitter->addWidget(right);
    splitter->setStretchFactor(0, 3);
    splitter->setStretchFactor(1, 2);
    splitter->setChildrenCollapsible(false);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(splitter);
}

void ReplayWindow::connectParts() {
    connect(m_viewer, &BoardViewer::positionShown, this, &ReplayWindow::showIndexInParts);
    connect(m_model, &ReplayModel::gameChanged, this, &ReplayWindow::onGameChanged);
    connect(m_model, &ReplayModel::analysisReady, this, &ReplayWindow::onAnalysisReady);
    connect(m_model, &ReplayModel::modifiedChanged, this, [this](bool modified) {
        refreshTitle();
        emit modifiedChanged(modified);
    });
    connect(m_model, &ReplayModel::commentChanged, m_moveTable, &MoveTable::refreshRow);
    connect(m_model, &ReplayModel::tagsChanged, this, [this] {
        refreshBoardNames();
        // The move table and the analysis name the players as the tags do.
        m_moveTable->fill();
        refreshAnalysis();
    });
    connect(m_graph, &ValueGraph::indexClicked, m_viewer, &BoardViewer::goTo);
    connect(m_moveTable, &MoveTable::indexChosen, m_viewer, &BoardViewer::goTo);
    connect(m_playOnButton, &QPushButton::clicked, this, [this] {
        emit playOnRequested(
            m_model->gameUpTo(m_model->index()),
            {shownTagValue(m_model->record(), "South"), shownTagValue(m_model->record(), "North")});
    });
    connect(m_saveFlow, &SaveFlow::pathChanged, this, [this](const QString &path) {
        refreshTitle();
        emit filePathChanged(path);
    });
}

void ReplayWindow::retranslateUi() {
    //: Label of the combo box choosing one game of a file holding several.
    m_gameLabel->setText(tr("&Game:"));
    //: Save the game record (file) shown in the replay viewer.
    m_saveAction->setText(tr("&Save"));
    m_saveAsAction->setText(tr("Save &As\u2026"));
    //: Tab with the comment on the selected move.
    m_tabs->setTabText(0, tr("&Comment"));
    //: Tab with the game's details (event, site, players...).
    m_tabs->setTabText(1, tr("&Details"));
    //: Button: continue the replayed game as a new game from the position shown.
    m_playOnButton->setText(tr("Play on from here"));
    m_playOnButton->setToolTip(tr("Start a new game from the position on the board"));
    refreshTitle();
    refreshAnalysis();
}

// --- Files ---------------------------------------------------------------------------------

bool ReplayWindow::openFile(const QString &path, QString *error) {
    RecordFileResult loaded = loadRecordFile(path);
    QString problem = loaded.error;
    if (problem.isEmpty())
        problem = setGames(std::move(loaded.games), path);
    if (!problem.isEmpty() && error)
        *error = problem;
    return problem.isEmpty();
}

QString ReplayWindow::setGames(std::vector<record::GameRecord> games, const QString &filePath) {
    setAutoplay(false);
    if (games.empty())
        //: A record file without any game in it.
        return tr("The record holds no game.");
    if (QString problem = m_model->setGames(std::move(games)); !problem.isEmpty())
        return problem;
    m_saveFlow->setPath(filePath);
    refreshTitle();
    return {};
}

bool ReplayWindow::isModified() const {
    return m_model->isModified();
}

QString ReplayWindow::filePath() const {
    return m_saveFlow->path();
}

QString ReplayWindow::saveTo(const QString &path) {
    return m_saveFlow->saveTo(path);
}

QString ReplayWindow::writeTo(const QString &path) {
    if (m_model->isEmpty())
        return tr("There is no game to save.");
    const QString error = saveRecordFile(path, m_model->games());
    if (error.isEmpty())
        m_model->setModified(false);
    return error;
}

bool ReplayWindow::save() {
    return m_saveFlow->save();
}

bool ReplayWindow::saveAs() {
    return m_saveFlow->saveAs();
}

bool ReplayWindow::maybeSave() {
    if (!isModified())
        return true;
    const auto answer = SaveChangesQuestion::ask(board());
    if (answer == SaveChangesQuestion::Answer::Save)
        return save();
    return answer == SaveChangesQuestion::Answer::Discard;
}

// --- Window --------------------------------------------------------------------------------

void ReplayWindow::keyPressEvent(QKeyEvent *event) {
    if ((event->modifiers() & ~Qt::KeypadModifier) == Qt::NoModifier &&
        m_viewer->handleNavigationKey(event->key())) {
        event->accept();
        return;
    }
    QWidget::keyPressEvent(event);
}

void ReplayWindow::closeEvent(QCloseEvent *event) {
    if (maybeSave()) {
        setAutoplay(false);
        placement().save(this);
        event->accept();
    } else {
        event->ignore();
    }
}

void ReplayWindow::changeEvent(QEvent *event) {
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QWidget::changeEvent(event);
}

// --- Showing the game ----------------------------------------------------------------------

void ReplayWindow::onGameChanged() {
    m_moveTable->fill();
    m_details->fill();
    refreshBoardNames();
    onAnalysisReady();
}

// The solver's values came (or are gone with the game they were for): every part that shows
// them shows them now.
void ReplayWindow::onAnalysisReady() {
    std::vector<int> values;
    std::vector<int> losses{0};
    if (m_model->isAnalysed()) {
        for (int i = 0; i <= m_model->moveCount(); ++i) {
            values.push_back(m_model->analysisAt(i).value);
            if (i > 0)
                losses.push_back(m_model->lossOf(i));
        }
        m_moveTable->fill();
    } else {
        losses.clear();
    }
    m_graph->setValues(std::move(values), std::move(losses));
    showIndexInParts(m_model->index());
}

void ReplayWindow::showIndexInParts(int index) {
    m_moveTable->showIndex(index);
    m_graph->setCurrentIndex(index);
    m_commentEdit->showComment(index);
    refreshAnalysis();
    m_playOnButton->setEnabled(!m_model->isEmpty() && !m_model->isOverAt(index));
    m_saveAction->setEnabled(!m_model->isEmpty());
    m_saveAsAction->setEnabled(!m_model->isEmpty());
}

void ReplayWindow::refreshAnalysis() {
    m_verdicts->showVerdicts(*m_model, m_model->index());
}

QString ReplayWindow::positionVerdictText() const {
    return m_verdicts->positionText();
}

QString ReplayWindow::moveVerdictText() const {
    return m_verdicts->moveText();
}

void ReplayWindow::refreshTitle() {
    //: Title of the replay window when the game was not saved to a file yet.
    const QString name =
        filePath().isEmpty() ? tr("Unsaved game") : QFileInfo(filePath()).fileName();
    // The desktop adds the game's name (Qt appends QGuiApplication::applicationDisplayName to a
    // title that does not end with it): "x.tihbat – Replay — Tihbat", the name once.
    //: Title of the replay window; %1 is the file name, [*] marks unsaved changes. The game's
    //: name is added after it by the desktop ("x.tihbat – Replay — Tihbat").
    setWindowTitle(tr("%1[*] \u2013 Replay").arg(isolated(name)));
    setWindowModified(m_model->isModified());
}

void ReplayWindow::refreshBoardNames() {
    if (m_model->isEmpty())
        return;
    const record::GameRecord &game = m_model->record();
    board()->setPlayerNames(shownTagValue(game, "South"), shownTagValue(game, "North"));
    const auto given = [&game](Side side) {
        const QString name = RecordPlayers::given(game, side);
        return name.isEmpty() ? name : isolated(name);
    };
    m_graph->setSideNames(given(Side::South), given(Side::North));
}

QTreeWidget *ReplayWindow::moveList() const {
    return m_moveTable;
}

QLineEdit *ReplayWindow::tagEditor(const QString &name) const {
    return m_details->tagEditor(name);
}

QTableWidget *ReplayWindow::otherTagsTable() const {
    return m_details->otherTagsTable();
}

} // namespace tihbat
