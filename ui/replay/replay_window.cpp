// SPDX-License-Identifier: GPL-3.0-or-later
#include "replay_window.h"

#include "board/board_view.h"
#include "core/notation.h"
#include "file_dialogs.h"
#include "game/animation_speed.h"
#include "game/record_file.h"
#include "game/replay_model.h"
#include "plain_text.h"
#include "value_graph.h"
#include "window_placement.h"

#include <QAction>
#include <QBoxLayout>
#include <QCloseEvent>
#include <QComboBox>
#include <QFileInfo>
#include <QFormLayout>
#include <QGroupBox>
#include <QHeaderView>
#include <QKeyEvent>
#include <QLabel>
#include <QLineEdit>
#include <QMessageBox>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QRegularExpression>
#include <QScrollArea>
#include <QSignalBlocker>
#include <QSlider>
#include <QSplitter>
#include <QStyle>
#include <QTabWidget>
#include <QTableWidget>
#include <QTimer>
#include <QToolButton>
#include <QTreeWidget>
#include <algorithm>
#include <array>

namespace tihbat {

namespace {

// A replay opens at three quarters of the screen's width and 85 % of its height.
const WindowPlacement &placement() {
    static const WindowPlacement placement(QStringLiteral("replayWindow"), QSizeF(0.75, 0.85));
    return placement;
}

enum Column { NumberColumn, PlayerColumn, MoveColumn, ValueColumn, LostColumn, CommentColumn };
constexpr int ColumnCount = 6;

// Autoplay's speeds, in the order of the speed box: the speeds of the one speed table
// (game/animation_speed.h) that animate.
constexpr std::array<AnimationSpeed, 3> Speeds = {AnimationSpeed::Slow, AnimationSpeed::Normal,
                                                  AnimationSpeed::Fast};
constexpr int DefaultSpeed = 1;

// Roster tags, in the order of the form.
constexpr std::array<const char *, 6> RosterTags = {"Event", "Site",  "Date",
                                                    "Round", "South", "North"};

// A loss this large (in counters of the final difference) is a blunder, "??"; less is "?".
constexpr int BlunderLoss = 6;

bool isRosterTag(const std::string &name) {
    return std::find_if(RosterTags.begin(), RosterTags.end(),
                        [&name](const char *tag) { return name == tag; }) != RosterTags.end();
}

// "?" and "????.??.??" are the file's way of saying "unknown": the form shows them empty.
QString shownTagValue(const std::optional<std::string> &value) {
    if (!value)
        return {};
    const QString text = QString::fromStdString(*value);
    return text.contains(QRegularExpression(QStringLiteral("^[?.]*$"))) ? QString() : text;
}

QString mistakeMark(int loss) {
    if (loss <= 0)
        return {};
    return loss >= BlunderLoss ? QStringLiteral("??") : QStringLiteral("?");
}

// The move as the file writes it: pit letter and capture marks, "Bx4", "ax6x2".
QString moveText(const MoveStory &story) {
    QString text(QChar::fromLatin1(pitLetter(story.pit)));
    for (const Capture &capture : story.captures)
        text += QStringLiteral("x%1").arg(capture.counters);
    return text;
}

QString firstLine(const QString &text) {
    const QString line = text.section(u'\n', 0, 0);
    return line.size() < text.size() ? line + QStringLiteral(" \u2026") : line;
}

// "South wins by 2 with perfect play" and the like, for a value of the final difference.
QString valueInWords(int value) {
    if (value > 0)
        //: The exact value of a position: South finishes %n counters ahead.
        return ReplayWindow::tr("South wins by %n with perfect play", nullptr, value);
    if (value < 0)
        return ReplayWindow::tr("North wins by %n with perfect play", nullptr, -value);
    return ReplayWindow::tr("A draw with perfect play");
}

QString pitList(const std::vector<int> &pits) {
    QStringList letters;
    for (const int pit : pits)
        letters.append(QString(QChar::fromLatin1(pitLetter(pit))));
    //: Separates equally good moves: "A or B".
    return letters.join(ReplayWindow::tr(" or "));
}

} // namespace

ReplayWindow::ReplayWindow(QWidget *parent)
    : QWidget(parent)
    , m_model(new ReplayModel(this)) {
    buildWidgets();
    buildLayout();
    connectParts();
    onSpeedChanged(DefaultSpeed);
    placement().restore(this);
    retranslate();
    onGameChanged();
}

ReplayWindow::~ReplayWindow() = default;

void ReplayWindow::buildWidgets() {
    m_board = new BoardView(this);
    // Nobody plays in a replay: the pits only show.
    m_board->setInteractiveSides(false, false);
    m_board->setFocusPolicy(Qt::ClickFocus);

    m_graph = new ValueGraph(this);
    m_gameLabel = new QLabel(this);
    m_gameChooser = new QComboBox(this);
    m_gameChooser->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    m_gameChooser->setMinimumContentsLength(20);
    m_gameLabel->setBuddy(m_gameChooser);

    const auto toolButton = [this](QStyle::StandardPixmap icon) {
        auto *button = new QToolButton(this);
        button->setIcon(style()->standardIcon(icon));
        button->setIconSize(QSize(22, 22));
        button->setAutoRaise(true);
        return button;
    };
    m_firstButton = toolButton(QStyle::SP_MediaSkipBackward);
    m_previousButton = toolButton(QStyle::SP_MediaSeekBackward);
    m_playButton = toolButton(QStyle::SP_MediaPlay);
    m_nextButton = toolButton(QStyle::SP_MediaSeekForward);
    m_lastButton = toolButton(QStyle::SP_MediaSkipForward);
    m_saveButton = new QToolButton(this);
    m_saveButton->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
    m_saveAsButton = new QToolButton(this);
    m_saveAsButton->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);

    m_slider = new QSlider(Qt::Horizontal, this);
    m_slider->setPageStep(1);
    m_slider->setTickPosition(QSlider::TicksBelow);
    m_indexLabel = new QLabel(this);
    m_indexLabel->setMinimumWidth(
        fontMetrics().horizontalAdvance(QStringLiteral("Move 888 of 888")));
    m_speedLabel = new QLabel(this);
    m_speed = new QComboBox(this);
    m_speedLabel->setBuddy(m_speed);

    m_moveList = new QTreeWidget(this);
    m_moveList->setColumnCount(ColumnCount);
    m_moveList->setRootIsDecorated(false);
    m_moveList->setUniformRowHeights(true);
    m_moveList->setAlternatingRowColors(true);
    m_moveList->setSelectionMode(QAbstractItemView::SingleSelection);
    m_moveList->setAllColumnsShowFocus(true);
    m_moveList->header()->setStretchLastSection(true);
    m_moveList->header()->setSectionsMovable(false);

    m_analysisBox = new QGroupBox(this);
    m_moveVerdict = new QLabel(m_analysisBox);
    m_positionVerdict = new QLabel(m_analysisBox);
    for (QLabel *label : {m_moveVerdict, m_positionVerdict}) {
        label->setWordWrap(true);
        label->setTextInteractionFlags(Qt::TextSelectableByMouse);
        label->setAlignment(Qt::AlignLeft | Qt::AlignTop);
    }
    // Room for the longest verdicts at the narrowest panel: the layout does not always ask a
    // word-wrapped label for its height at the width it gets (a splitter is in between).
    m_moveVerdict->setMinimumHeight(3 * fontMetrics().lineSpacing() + 4);
    m_positionVerdict->setMinimumHeight(2 * fontMetrics().lineSpacing() + 4);

    m_tabs = new QTabWidget(this);
    m_commentEdit = new QPlainTextEdit(m_tabs);
    m_commentEdit->setTabChangesFocus(true);
    m_detailsPage = new QWidget(m_tabs);
    for (const char *tag : RosterTags) {
        m_tagEdits.emplace_back(QString::fromLatin1(tag), new QLineEdit(m_detailsPage));
        m_tagLabels.push_back(new QLabel(m_detailsPage));
        m_tagLabels.back()->setBuddy(m_tagEdits.back().second);
    }
    m_otherTagsLabel = new QLabel(m_detailsPage);
    m_otherTags = new QTableWidget(0, 2, m_detailsPage);
    m_otherTags->horizontalHeader()->setStretchLastSection(true);
    m_otherTags->verticalHeader()->hide();
    m_otherTags->setMinimumHeight(4 * fontMetrics().lineSpacing());
    m_otherTags->setMaximumHeight(8 * fontMetrics().lineSpacing());
    m_otherTagsLabel->setBuddy(m_otherTags);
    m_rulesLabel = new QLabel(m_detailsPage);
    m_rulesLabel->setWordWrap(true);

    m_playOnButton = new QPushButton(this);
    m_playOnButton->setIcon(style()->standardIcon(QStyle::SP_MediaPlay));

    m_saveAction = new QAction(this);
    m_saveAction->setShortcut(QKeySequence::Save);
    m_saveAction->setShortcutContext(Qt::WidgetWithChildrenShortcut);
    m_saveAction->setIcon(style()->standardIcon(QStyle::SP_DialogSaveButton));
    m_saveAsAction = new QAction(this);
    m_saveAsAction->setShortcut(QKeySequence::SaveAs);
    m_saveAsAction->setShortcutContext(Qt::WidgetWithChildrenShortcut);
    addAction(m_saveAction);
    addAction(m_saveAsAction);
    // Closed like any secondary window: Ctrl+W or Esc (unsaved edits are asked about first).
    auto *closeAction = new QAction(this);
    closeAction->setObjectName("closeReplayAction");
    closeAction->setShortcuts({QKeySequence::Close, QKeySequence(Qt::Key_Escape)});
    closeAction->setShortcutContext(Qt::WidgetWithChildrenShortcut);
    connect(closeAction, &QAction::triggered, this, &QWidget::close);
    addAction(closeAction);
    m_saveButton->setDefaultAction(m_saveAction);
    m_saveAsButton->setDefaultAction(m_saveAsAction);

    m_autoplayTimer = new QTimer(this);
    m_autoplayTimer->setSingleShot(true);

    // The navigation keys work wherever the focus is, except in the text editors.
    for (QWidget *part : std::initializer_list<QWidget *>{m_board, m_graph, m_moveList, m_slider,
                                                          m_firstButton, m_previousButton,
                                                          m_playButton, m_nextButton, m_lastButton})
        part->installEventFilter(this);
}

void ReplayWindow::buildLayout() {
    auto *controls = new QHBoxLayout;
    controls->setSpacing(2);
    for (QToolButton *button :
         {m_firstButton, m_previousButton, m_playButton, m_nextButton, m_lastButton})
        controls->addWidget(button);
    controls->addSpacing(8);
    controls->addWidget(m_slider, 1);
    controls->addSpacing(8);
    controls->addWidget(m_indexLabel);
    controls->addSpacing(12);
    controls->addWidget(m_speedLabel);
    controls->addWidget(m_speed);

    auto *left = new QWidget(this);
    auto *leftLayout = new QVBoxLayout(left);
    leftLayout->setContentsMargins(0, 0, 0, 0);
    leftLayout->addWidget(m_board, 4);
    leftLayout->addLayout(controls);
    leftLayout->addWidget(m_graph, 1);

    auto *fileRow = new QHBoxLayout;
    fileRow->addWidget(m_gameLabel);
    fileRow->addWidget(m_gameChooser, 1);
    fileRow->addWidget(m_saveButton);
    fileRow->addWidget(m_saveAsButton);

    auto *analysisLayout = new QVBoxLayout(m_analysisBox);
    analysisLayout->addWidget(m_moveVerdict);
    analysisLayout->addWidget(m_positionVerdict);

    auto *details = new QFormLayout(m_detailsPage);
    details->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);
    for (std::size_t i = 0; i < m_tagEdits.size(); ++i)
        details->addRow(m_tagLabels[i], m_tagEdits[i].second);
    details->addRow(m_otherTagsLabel, m_otherTags);
    details->addRow(m_rulesLabel);
    // The details form scrolls, so the tabs can stay small and leave the room to the move list.
    auto *detailsScroll = new QScrollArea(m_tabs);
    detailsScroll->setWidget(m_detailsPage);
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
    rightLayout->addWidget(m_moveList, 3);
    rightLayout->addWidget(m_analysisBox);
    rightLayout->addWidget(m_tabs, 2);
    rightLayout->addWidget(m_playOnButton);

    auto *splitter = new QSplitter(Qt::Horizontal, this);
    splitter->addWidget(left);
    splitter->addWidget(right);
    splitter->setStretchFactor(0, 3);
    splitter->setStretchFactor(1, 2);
    splitter->setChildrenCollapsible(false);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(splitter);
}

void ReplayWindow::connectParts() {
    connect(m_model, &ReplayModel::indexChanged, this, &ReplayWindow::onIndexChanged);
    connect(m_model, &ReplayModel::gameChanged, this, &ReplayWindow::onGameChanged);
    connect(m_model, &ReplayModel::modifiedChanged, this, [this](bool modified) {
        refreshTitle();
        emit modifiedChanged(modified);
    });
    connect(m_model, &ReplayModel::commentChanged, this, &ReplayWindow::refreshMoveRow);
    connect(m_model, &ReplayModel::tagsChanged, this, [this] {
        refreshBoardNames();
        fillGameChooser();
    });
    connect(m_board, &BoardView::animationFinished, this, &ReplayWindow::onAnimationFinished);
    connect(m_autoplayTimer, &QTimer::timeout, this, &ReplayWindow::onAutoplayTimeout);

    connect(m_firstButton, &QToolButton::clicked, this, [this] { goTo(0); });
    connect(m_previousButton, &QToolButton::clicked, this, &ReplayWindow::stepBack);
    connect(m_nextButton, &QToolButton::clicked, this, &ReplayWindow::stepForward);
    connect(m_lastButton, &QToolButton::clicked, this, [this] { goTo(m_model->moveCount()); });
    connect(m_playButton, &QToolButton::clicked, this, [this] { setAutoplay(!m_autoplay); });
    connect(m_slider, &QSlider::valueChanged, this, [this](int index) { goTo(index); });
    connect(m_graph, &ValueGraph::indexClicked, this, [this](int index) { goTo(index); });
    connect(m_moveList, &QTreeWidget::currentItemChanged, this, [this](QTreeWidgetItem *item) {
        if (item)
            goTo(m_moveList->indexOfTopLevelItem(item));
    });
    connect(m_gameChooser, &QComboBox::currentIndexChanged, this, [this](int game) {
        if (game >= 0)
            m_model->selectGame(game);
    });
    connect(m_speed, &QComboBox::currentIndexChanged, this, &ReplayWindow::onSpeedChanged);

    connect(m_commentEdit, &QPlainTextEdit::textChanged, this, [this] {
        if (!m_fillingEditors)
            m_model->setComment(m_model->index(), m_commentEdit->toPlainText());
    });
    for (const auto &[name, edit] : m_tagEdits) {
        connect(edit, &QLineEdit::textEdited, this,
                [this, tag = name](const QString &text) { m_model->setTag(tag, text); });
    }
    connect(m_otherTags, &QTableWidget::itemChanged, this, [this] {
        if (!m_fillingEditors)
            applyOtherTags();
    });
    connect(m_playOnButton, &QPushButton::clicked, this,
            [this] { emit playOnRequested(m_model->gameUpTo(m_model->index())); });
    connect(m_saveAction, &QAction::triggered, this, &ReplayWindow::save);
    connect(m_saveAsAction, &QAction::triggered, this, &ReplayWindow::saveAs);
}

void ReplayWindow::retranslate() {
    //: Label of the combo box choosing one game of a file holding several.
    m_gameLabel->setText(tr("&Game:"));
    //: Tool tips of the replay buttons; the key names in brackets are the shortcuts.
    m_firstButton->setToolTip(tr("To the start (Home)"));
    m_previousButton->setToolTip(tr("Previous move (Left, Page Up)"));
    m_nextButton->setToolTip(tr("Next move (Right, Page Down)"));
    m_lastButton->setToolTip(tr("To the last move (End)"));
    m_firstButton->setAccessibleName(tr("To the start"));
    m_previousButton->setAccessibleName(tr("Previous move"));
    m_nextButton->setAccessibleName(tr("Next move"));
    m_lastButton->setAccessibleName(tr("To the last move"));
    //: Accessible name of the slider over the moves of the replayed game.
    m_slider->setAccessibleName(tr("Move"));
    //: Label of the autoplay speed choice.
    m_speedLabel->setText(tr("S&peed:"));
    {
        const QSignalBlocker blocker(m_speed);
        const int speed = m_speed->count() > 0 ? m_speed->currentIndex() : DefaultSpeed;
        m_speed->clear();
        //: Autoplay speeds of the replay.
        m_speed->addItems({tr("Slow"), tr("Normal"), tr("Fast")});
        m_speed->setCurrentIndex(speed);
    }
    //: Save the game record (file) shown in the replay viewer.
    m_saveAction->setText(tr("&Save"));
    m_saveAsAction->setText(tr("Save &As\u2026"));
    m_moveList->setHeaderLabels({
        //: Move list column: the move's number.
        tr("No."),
        //: Move list column: who played the move.
        tr("Player"),
        //: Move list column: the pit emptied and its captures, as in the file (Bx4).
        tr("Move"),
        //: Move list column: the game's value after the move (South minus North, perfect play).
        tr("Value", "game value"),
        //: Move list column: how many counters the move gave away compared with the best move.
        tr("Given away"),
        //: Move list column: the comments after the move.
        tr("Comment"),
    });
    m_moveList->headerItem()->setToolTip(
        ValueColumn, tr("South's final score minus North's with perfect play after the move"));
    m_moveList->headerItem()->setToolTip(
        LostColumn, tr("How much the move gave away against the best move (? a mistake, ?? a "
                       "blunder)"));
    //: Title of the replay's analysis box (the exact solver's verdict).
    m_analysisBox->setTitle(tr("Analysis"));
    //: Tab with the comment on the selected move.
    m_tabs->setTabText(0, tr("&Comment"));
    //: Tab with the game's details (event, site, players...).
    m_tabs->setTabText(1, tr("&Details"));
    m_commentEdit->setPlaceholderText(tr("A comment on this move, saved with the game"));
    const std::array<QString, 6> tagLabels = {//: Game record tags, labels of the details form.
                                              tr("Event:"), tr("Site:"),  tr("Date:"),
                                              tr("Round:"), tr("South:"), tr("North:")};
    for (std::size_t i = 0; i < m_tagLabels.size(); ++i)
        m_tagLabels[i]->setText(tagLabels[i]);
    //: Placeholder of the Date field: the record's form of a date.
    m_tagEdits[2].second->setPlaceholderText(tr("YYYY.MM.DD"));
    //: Label of the table of the record's other tags (name and value).
    m_otherTagsLabel->setText(tr("Other tags:"));
    //: Headers of the other-tags table: a tag's name and its text.
    m_otherTags->setHorizontalHeaderLabels({tr("Name", "tag name"), tr("Value", "tag value")});
    //: Button: continue the replayed game as a new game from the position shown.
    m_playOnButton->setText(tr("Play on from here"));
    m_playOnButton->setToolTip(tr("Start a new game from the position on the board"));
    refreshTitle();
    refreshButtons();
    if (!m_model->isEmpty()) {
        fillGameChooser();
        fillMoveList();
        fillTagEditors();
    }
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
    if (m_filePath != filePath) {
        m_filePath = filePath;
        emit filePathChanged(filePath);
    }
    refreshTitle();
    return {};
}

bool ReplayWindow::isModified() const {
    return m_model->isModified();
}

QString ReplayWindow::saveTo(const QString &path) {
    if (m_model->isEmpty())
        return tr("There is no game to save.");
    const QString error = saveRecordFile(path, m_model->games());
    if (!error.isEmpty())
        return error;
    m_model->setModified(false);
    if (m_filePath != path) {
        m_filePath = path;
        emit filePathChanged(path);
    }
    refreshTitle();
    return {};
}

bool ReplayWindow::save() {
    if (m_filePath.isEmpty())
        return saveAs();
    const QString error = saveTo(m_filePath);
    if (!error.isEmpty())
        //: Title of the message box when saving a game record failed.
        warnPlainly(this, tr("Saving failed"), error);
    return error.isEmpty();
}

bool ReplayWindow::saveAs() {
    QString suggested = m_filePath.isEmpty() ? tr("game.tihbat") : m_filePath;
    // A failed save says why, then offers the dialog again at the name chosen, so the person
    // can pick another place.
    for (;;) {
        //: Title of the file dialog saving a game record.
        QString path =
            FileDialogs::saveFileName(this, tr("Save game record"), suggested,
                                      //: File dialog filter; keep "(*.tihbat)" as it is.
                                      tr("Tihbat game records (*.tihbat);;All files (*)"));
        if (path.isEmpty())
            return false;
        if (QFileInfo(path).suffix().isEmpty())
            path += QStringLiteral(".tihbat");
        const QString error = saveTo(path);
        if (error.isEmpty())
            return true;
        warnPlainly(this, tr("Saving failed"), error);
        suggested = path;
    }
}

bool ReplayWindow::maybeSave() {
    if (!isModified())
        return true;
    //: Asked before closing a game record with unsaved comments or tags.
    const auto answer = QMessageBox::question(
        this, tr("Unsaved changes"), tr("The game record has changes that are not saved."),
        QMessageBox::Save | QMessageBox::Discard | QMessageBox::Cancel, QMessageBox::Save);
    if (answer == QMessageBox::Save)
        return save();
    return answer == QMessageBox::Discard;
}

// --- Navigation ----------------------------------------------------------------------------

void ReplayWindow::goTo(int index, Step step) {
    m_pendingStep = step;
    m_model->setIndex(index);
    m_pendingStep = Step::Jump;
    // Whatever happened, every part shows the model's index (a refused jump included).
    showIndexInParts(m_model->index());
}

void ReplayWindow::stepForward() {
    if (m_model->index() >= m_model->moveCount())
        return;
    goTo(m_model->index() + 1, Step::Animate);
}

void ReplayWindow::stepBack() {
    goTo(m_model->index() - 1);
}

void ReplayWindow::onIndexChanged(int index, int previous) {
    const bool animate = m_pendingStep == Step::Animate && index == previous + 1;
    m_awaitingAnimation = animate;
    if (animate)
        m_board->playStory(m_model->storyOf(index));
    else
        m_board->showState(m_model->stateAt(index), m_model->isOverAt(index));
    showIndexInParts(index);
}

void ReplayWindow::showIndexInParts(int index) {
    {
        const QSignalBlocker blocker(m_moveList);
        if (QTreeWidgetItem *item = m_moveList->topLevelItem(index)) {
            m_moveList->setCurrentItem(item);
            m_moveList->scrollToItem(item);
        }
    }
    {
        const QSignalBlocker blocker(m_slider);
        m_slider->setValue(index);
    }
    m_graph->setCurrentIndex(index);
    {
        m_fillingEditors = true;
        const QString comment = m_model->commentAt(index);
        if (m_commentEdit->toPlainText() != comment)
            m_commentEdit->setPlainText(comment);
        m_fillingEditors = false;
    }
    refreshAnalysis();
    refreshButtons();
}

void ReplayWindow::setAutoplay(bool on) {
    if (on && m_model->moveCount() == 0)
        on = false;
    if (on == m_autoplay)
        return;
    m_autoplay = on;
    m_autoplayTimer->stop();
    refreshButtons();
    if (!on)
        return;
    // From the end, autoplay starts the game again.
    if (m_model->index() >= m_model->moveCount())
        goTo(0);
    stepForward();
}

void ReplayWindow::onAnimationFinished() {
    if (!m_awaitingAnimation)
        return;
    m_awaitingAnimation = false;
    if (!m_autoplay)
        return;
    if (m_model->index() >= m_model->moveCount())
        setAutoplay(false);
    else
        m_autoplayTimer->start(m_autoplayPause);
}

void ReplayWindow::onAutoplayTimeout() {
    if (!m_autoplay)
        return;
    if (m_model->index() >= m_model->moveCount()) {
        setAutoplay(false);
        return;
    }
    stepForward();
}

void ReplayWindow::onSpeedChanged(int speed) {
    if (speed < 0 || speed >= static_cast<int>(Speeds.size()))
        return;
    m_board->setDropDuration(dropDuration(Speeds[static_cast<std::size_t>(speed)]));
    m_autoplayPause = pauseBetweenMoves(Speeds[static_cast<std::size_t>(speed)]);
}

void ReplayWindow::setDropDuration(int ms) {
    m_board->setDropDuration(ms);
}

// Left/PageUp: previous; Right/PageDown: next (what presentation clickers send); Home/End;
// Space: autoplay. A person stepping by hand takes over from autoplay.
bool ReplayWindow::handleNavigationKey(int key) {
    switch (key) {
    case Qt::Key_Left:
    case Qt::Key_PageUp:
        setAutoplay(false);
        stepBack();
        return true;
    case Qt::Key_Right:
    case Qt::Key_PageDown:
        setAutoplay(false);
        stepForward();
        return true;
    case Qt::Key_Home:
        setAutoplay(false);
        goTo(0);
        return true;
    case Qt::Key_End:
        setAutoplay(false);
        goTo(m_model->moveCount());
        return true;
    case Qt::Key_Space:
        setAutoplay(!m_autoplay);
        return true;
    default:
        return false;
    }
}

bool ReplayWindow::eventFilter(QObject *watched, QEvent *event) {
    if (event->type() == QEvent::KeyPress) {
        const auto *key = static_cast<QKeyEvent *>(event);
        const Qt::KeyboardModifiers modifiers =
            key->modifiers() & ~(Qt::KeypadModifier | Qt::GroupSwitchModifier);
        if (modifiers == Qt::NoModifier && handleNavigationKey(key->key()))
            return true;
    }
    return QWidget::eventFilter(watched, event);
}

void ReplayWindow::keyPressEvent(QKeyEvent *event) {
    if ((event->modifiers() & ~Qt::KeypadModifier) == Qt::NoModifier &&
        handleNavigationKey(event->key())) {
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
        retranslate();
    QWidget::changeEvent(event);
}

// --- Showing the game ----------------------------------------------------------------------

void ReplayWindow::onGameChanged() {
    m_awaitingAnimation = false;
    m_autoplayTimer->stop();
    m_autoplay = false;
    fillGameChooser();
    fillMoveList();
    fillTagEditors();
    refreshBoardNames();
    {
        const QSignalBlocker blocker(m_slider);
        m_slider->setRange(0, m_model->moveCount());
        m_slider->setTickInterval(m_model->moveCount() > 40 ? 10 : 1);
    }
    std::vector<int> values;
    std::vector<int> losses{0};
    for (int i = 0; i <= m_model->moveCount(); ++i) {
        values.push_back(m_model->analysisAt(i).value);
        if (i > 0)
            losses.push_back(m_model->lossOf(i));
    }
    m_graph->setValues(std::move(values), std::move(losses));
    m_board->showState(m_model->stateAt(m_model->index()), m_model->isOverAt(m_model->index()));
    showIndexInParts(m_model->index());
}

void ReplayWindow::fillGameChooser() {
    const QSignalBlocker blocker(m_gameChooser);
    m_gameChooser->clear();
    for (int i = 0; i < m_model->gameCount(); ++i) {
        const record::GameRecord &game = m_model->games()[static_cast<std::size_t>(i)];
        const auto name = [&game](const char *tag, const QString &fallback) {
            const QString value = shownTagValue(game.tag(tag));
            return value.isEmpty() ? fallback : value;
        };
        //: An entry of the game chooser: its number, South's name, North's name (the event,
        //: if any, follows in brackets).
        QString text = tr("%1. %2 \u2013 %3")
                           .arg(i + 1)
                           .arg(name("South", tr("South")), name("North", tr("North")));
        if (const QString event = shownTagValue(game.tag("Event")); !event.isEmpty())
            text += QStringLiteral(" (%1)").arg(event);
        m_gameChooser->addItem(text);
    }
    m_gameChooser->setCurrentIndex(m_model->currentGame());
    m_gameChooser->setEnabled(m_model->gameCount() > 1);
}

void ReplayWindow::fillMoveList() {
    const QSignalBlocker blocker(m_moveList);
    m_moveList->clear();
    QList<QTreeWidgetItem *> items;
    for (int i = 0; i <= m_model->moveCount(); ++i)
        items.append(new QTreeWidgetItem);
    m_moveList->addTopLevelItems(items);
    for (int i = 0; i <= m_model->moveCount(); ++i)
        refreshMoveRow(i);
    for (int column = 0; column < CommentColumn; ++column)
        m_moveList->resizeColumnToContents(column);
    if (QTreeWidgetItem *item = m_moveList->topLevelItem(m_model->index()))
        m_moveList->setCurrentItem(item);
}

void ReplayWindow::refreshMoveRow(int index) {
    QTreeWidgetItem *item = m_moveList->topLevelItem(index);
    if (!item)
        return;
    const QString comment = m_model->commentAt(index);
    item->setText(CommentColumn, firstLine(comment));
    item->setToolTip(CommentColumn, plainToolTip(comment));
    item->setText(ValueColumn,
                  QString::fromStdString(signedValue(m_model->analysisAt(index).value)));
    item->setTextAlignment(ValueColumn, Qt::AlignRight | Qt::AlignVCenter);
    item->setTextAlignment(LostColumn, Qt::AlignRight | Qt::AlignVCenter);
    if (index == 0) {
        //: The first row of the move list: the position before any move.
        item->setText(PlayerColumn, tr("Start"));
        return;
    }
    const MoveStory &story = m_model->storyOf(index);
    const int loss = m_model->lossOf(index);
    item->setText(NumberColumn, QString::number(index));
    item->setTextAlignment(NumberColumn, Qt::AlignRight | Qt::AlignVCenter);
    item->setText(PlayerColumn, story.mover == Side::South ? tr("South") : tr("North"));
    QString move = moveText(story);
    if (loss > 0)
        move += QStringLiteral(" ") + mistakeMark(loss);
    item->setText(MoveColumn, move);
    if (story.passFollows)
        //: Tool tip of a move after which the opponent has no counters and passes.
        item->setToolTip(MoveColumn, story.mover == Side::South ? tr("North must pass")
                                                                : tr("South must pass"));
    item->setText(LostColumn, loss > 0 ? QString::number(loss) : QString());
    if (loss > 0) {
        const QColor colour =
            loss >= BlunderLoss ? QColor(0xc0, 0x20, 0x20) : QColor(0xb0, 0x60, 0x00);
        item->setForeground(MoveColumn, colour);
        item->setForeground(LostColumn, colour);
    }
}

void ReplayWindow::fillTagEditors() {
    m_fillingEditors = true;
    if (!m_model->isEmpty()) {
        const record::GameRecord &game = m_model->record();
        for (const auto &[name, edit] : m_tagEdits) {
            const QString value = shownTagValue(game.tag(name.toStdString()));
            if (edit->text() != value)
                edit->setText(value);
            //: Placeholder of an empty tag field: the record does not say.
            if (name != QLatin1String("Date"))
                edit->setPlaceholderText(tr("unknown"));
        }
        m_otherTags->setRowCount(0);
        for (const record::Tag &tag : game.tags) {
            if (isRosterTag(tag.name))
                continue;
            const int row = m_otherTags->rowCount();
            m_otherTags->insertRow(row);
            m_otherTags->setItem(row, 0, new QTableWidgetItem(QString::fromStdString(tag.name)));
            m_otherTags->setItem(row, 1, new QTableWidgetItem(QString::fromStdString(tag.value)));
        }
        // An empty row to add a tag.
        m_otherTags->insertRow(m_otherTags->rowCount());
        const RuleOptions &rules = game.options;
        //: The rule options of the replayed game. %1 counters per pit, %2 chain capture on/off,
        //: %3 the side moving first.
        m_rulesLabel->setText(
            tr("Rules: %1 counters per pit, chain capture %2, %3 moves first.")
                .arg(rules.countersPerPit)
                .arg(rules.chainCapture ? tr("on") : tr("off"))
                .arg(rules.firstToMove == Side::South ? tr("South") : tr("North")));
    }
    m_fillingEditors = false;
}

void ReplayWindow::applyOtherTags() {
    std::vector<std::pair<QString, QString>> wanted;
    for (int row = 0; row < m_otherTags->rowCount(); ++row) {
        QTableWidgetItem *name = m_otherTags->item(row, 0);
        QTableWidgetItem *value = m_otherTags->item(row, 1);
        if (!name || name->text().trimmed().isEmpty())
            continue;
        const std::string key = name->text().trimmed().toStdString();
        const bool usable =
            record::isValidTagName(key) && !record::isInterpretedTag(key) && !isRosterTag(key);
        // A name the file cannot hold stays in the table, marked, until it is corrected.
        name->setForeground(usable ? palette().color(QPalette::Text) : QColor(Qt::red));
        //: Tool tip of a tag name that cannot be saved: the file format allows only these
        //: Latin letters, so say "Latin" in your language.
        const QString problem = tr("A tag name is a Latin letter (A-Z, a-z) followed by Latin "
                                   "letters, digits or _, and not one of the game's own tags");
        name->setToolTip(usable ? QString() : problem);
        if (usable)
            wanted.emplace_back(name->text().trimmed(), value ? value->text() : QString());
    }
    // Tags no longer in the table go; the others are set.
    std::vector<QString> toRemove;
    for (const record::Tag &tag : m_model->record().tags) {
        const QString name = QString::fromStdString(tag.name);
        if (!isRosterTag(tag.name) &&
            std::none_of(wanted.begin(), wanted.end(),
                         [&name](const auto &pair) { return pair.first == name; }))
            toRemove.push_back(name);
    }
    for (const QString &name : toRemove)
        m_model->removeTag(name);
    for (const auto &[name, value] : wanted)
        m_model->setTag(name, value);
    // Keep one empty row at the end for the next tag.
    QTableWidgetItem *lastName = m_otherTags->item(m_otherTags->rowCount() - 1, 0);
    if (lastName && !lastName->text().trimmed().isEmpty()) {
        m_fillingEditors = true;
        m_otherTags->insertRow(m_otherTags->rowCount());
        m_fillingEditors = false;
    }
}

void ReplayWindow::refreshAnalysis() {
    const int index = m_model->index();
    const PositionAnalysis &now = m_model->analysisAt(index);
    QString position;
    if (m_model->isOverAt(index)) {
        const Outcome outcome = *m_model->game().outcome();
        const QString score =
            QStringLiteral("%1\u2013%2").arg(outcome.finalScore[0]).arg(outcome.finalScore[1]);
        if (!outcome.winner)
            //: The replayed game is over; %1 is the score such as 14–14.
            position = tr("The game is over: a draw, %1.").arg(score);
        else if (*outcome.winner == Side::South)
            position = tr("The game is over: South won %1.").arg(score);
        else
            position = tr("The game is over: North won %1.").arg(score);
    } else {
        const QString mover =
            m_model->stateAt(index).position.toMove == Side::South ? tr("South") : tr("North");
        //: The position on the board. %1 its value in words, %2 the side to move, %3 the best
        //: moves ("A or B").
        position = tr("<b>Now:</b> %1. %2 to move; best: <b>%3</b>.")
                       .arg(valueInWords(now.value), mover, pitList(now.bestPits));
    }
    m_positionVerdict->setText(position);

    if (index == 0) {
        //: Shown for the start of the game, where no move is selected.
        m_moveVerdict->setText(tr("The start of the game."));
        return;
    }
    const PositionAnalysis &before = m_model->analysisAt(index - 1);
    const MoveStory &story = m_model->storyOf(index);
    const int loss = m_model->lossOf(index);
    const QString who = story.mover == Side::South ? tr("South") : tr("North");
    //: The verdict on the selected move. %1 move number, %2 the move (Bx4), %3 the player,
    //: %4 the value before it in words, %5 the best moves there ("A or B").
    QString verdict =
        tr("<b>Move %1, %2 by %3.</b> Before it: %4; best: %5.")
            .arg(index)
            .arg(moveText(story), who, valueInWords(before.value), pitList(before.bestPits));
    if (loss > 0)
        //: After the verdict on a move that was not the best. %1 is the mistake mark, "?" or
        //: "??"; %n the counters of the final score it gave away.
        verdict +=
            QLatin1Char(' ') +
            tr("<span style='color:#c02020'>%1 It gave away %n counters.</span>", nullptr, loss)
                .arg(mistakeMark(loss));
    else if (before.bestPits.size() == 1)
        verdict += QLatin1Char(' ') + tr("The best move.");
    else
        verdict += QLatin1Char(' ') + tr("One of the best moves.");
    m_moveVerdict->setText(verdict);
}

QString ReplayWindow::positionVerdictText() const {
    return m_positionVerdict->text();
}

QString ReplayWindow::moveVerdictText() const {
    return m_moveVerdict->text();
}

void ReplayWindow::refreshButtons() {
    const int index = m_model->index();
    const int last = m_model->moveCount();
    m_firstButton->setEnabled(index > 0);
    m_previousButton->setEnabled(index > 0);
    m_nextButton->setEnabled(index < last);
    m_lastButton->setEnabled(index < last);
    m_playButton->setEnabled(last > 0);
    m_playButton->setIcon(
        style()->standardIcon(m_autoplay ? QStyle::SP_MediaPause : QStyle::SP_MediaPlay));
    //: Tool tip of the autoplay button; Space is its key.
    m_playButton->setToolTip(m_autoplay ? tr("Pause (Space)") : tr("Play the moves (Space)"));
    m_playButton->setAccessibleName(m_autoplay ? tr("Pause") : tr("Play the moves"));
    //: Where the replay is: %1 the move shown, %2 the number of moves.
    m_indexLabel->setText(tr("Move %1 of %2").arg(index).arg(last));
    m_playOnButton->setEnabled(!m_model->isEmpty() && !m_model->isOverAt(index));
    m_saveAction->setEnabled(!m_model->isEmpty());
    m_saveAsAction->setEnabled(!m_model->isEmpty());
}

void ReplayWindow::refreshTitle() {
    //: Title of the replay window when the game was not saved to a file yet.
    const QString name =
        m_filePath.isEmpty() ? tr("Unsaved game") : QFileInfo(m_filePath).fileName();
    //: Title of the replay window; %1 is the file name, [*] marks unsaved changes.
    setWindowTitle(tr("%1[*] \u2013 Tihbat replay").arg(name));
    setWindowModified(m_model->isModified());
}

void ReplayWindow::refreshBoardNames() {
    if (m_model->isEmpty())
        return;
    const record::GameRecord &game = m_model->record();
    m_board->setPlayerNames(shownTagValue(game.tag("South")), shownTagValue(game.tag("North")));
}

QLineEdit *ReplayWindow::tagEditor(const QString &name) const {
    for (const auto &[tag, edit] : m_tagEdits) {
        if (tag == name)
            return edit;
    }
    return nullptr;
}

} // namespace tihbat
