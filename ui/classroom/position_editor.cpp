// SPDX-License-Identifier: GPL-3.0-or-later
#include "position_editor.h"

#include "board/board_view.h"
#include "common/board_look.h"
#include "core/move_value.h"
#include "game/session/analysis_service.h"
#include "game/session/game_model.h"
#include "game/words/game_texts.h"
#include "records/replace_game_question.h"

#include <QCheckBox>
#include <QComboBox>
#include <QEvent>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QSpinBox>
#include <QVBoxLayout>

namespace tihbat {

PositionEditor::PositionEditor(QWidget *parent)
    : QDialog(parent) {
    setObjectName("positionEditor");
    auto *form = new QFormLayout;
    for (int pit = 0; pit < PitCount; ++pit) {
        auto *box = new QSpinBox(this);
        box->setObjectName(QStringLiteral("pitBox_%1").arg(GameTexts::pitName(pit)));
        box->setRange(0, MaxBoardCounters);
        m_pits[static_cast<std::size_t>(pit)] = box;
        m_pitLabels[static_cast<std::size_t>(pit)] = new QLabel(this);
        form->addRow(m_pitLabels[static_cast<std::size_t>(pit)], box);
    }
    m_side = new QComboBox(this);
    m_side->setObjectName("sideBox");
    m_side->addItems({QString(), QString()});
    m_sideLabel = new QLabel(this);
    form->addRow(m_sideLabel, m_side);
    for (Side side : {Side::South, Side::North}) {
        auto *box = new QSpinBox(this);
        box->setRange(0, MaxBoardCounters);
        m_captured[sideIndex(side)] = box;
        m_capturedLabels[sideIndex(side)] = new QLabel(this);
        form->addRow(m_capturedLabels[sideIndex(side)], box);
    }
    m_perPit = new QSpinBox(this);
    m_perPit->setRange(RuleOptions::MinCountersPerPit, RuleOptions::MaxCountersPerPit);
    m_perPitLabel = new QLabel(this);
    form->addRow(m_perPitLabel, m_perPit);
    m_chain = new QCheckBox(this);
    form->addRow(QString(), m_chain);

    m_message = new QLabel(this);
    m_message->setObjectName("positionProblem");
    m_message->setWordWrap(true);
    m_message->setStyleSheet("QLabel { color: #b00020; font-weight: bold; }");

    m_preview = new BoardView(this);
    m_preview->setDropDuration(0);
    BoardLook::follow(m_preview);
    m_preview->setMinimumSize(420, 262);

    m_play = new QPushButton(this);
    m_play->setObjectName("playFromHereButton");
    m_play->setDefault(true);
    m_best = new QPushButton(this);
    m_best->setObjectName("whatIsBestButton");
    m_cancel = new QPushButton(this);
    connect(m_play, &QPushButton::clicked, this, &PositionEditor::playFromHere);
    connect(m_best, &QPushButton::clicked, this, &PositionEditor::showBest);
    m_analysis = new AnalysisService(this);
    connect(m_analysis, &AnalysisService::movesValued, this,
            [this](quint64 ticket, const std::vector<MoveValue> &values) {
                if (ticket != m_bestTicket)
                    return; // the position was changed meanwhile
                m_bestTicket = 0;
                m_preview->showMoveValues(values);
                emit bestShown();
            });
    connect(m_cancel, &QPushButton::clicked, this, &QDialog::reject);
    auto *buttons = new QHBoxLayout;
    buttons->addWidget(m_best);
    buttons->addStretch(1);
    buttons->addWidget(m_cancel);
    buttons->addWidget(m_play);

    auto *top = new QHBoxLayout;
    top->addLayout(form);
    top->addWidget(m_preview, 1);
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(top, 1);
    layout->addWidget(m_message);
    layout->addLayout(buttons);

    for (QSpinBox *box : m_pits)
        connect(box, &QSpinBox::valueChanged, this, &PositionEditor::refresh);
    for (QSpinBox *box : m_captured)
        connect(box, &QSpinBox::valueChanged, this, &PositionEditor::refresh);
    connect(m_perPit, &QSpinBox::valueChanged, this, &PositionEditor::refresh);
    connect(m_side, &QComboBox::currentIndexChanged, this, &PositionEditor::refresh);
    retranslateUi();
    setStart(RuleOptions{}, GameState{startPosition(RuleOptions{}), {}});
}

void PositionEditor::setStart(const RuleOptions &options, const GameState &state) {
    m_filling = true;
    for (int pit = 0; pit < PitCount; ++pit)
        m_pits[static_cast<std::size_t>(pit)]->setValue(state.position.pits[pit]);
    for (int side = 0; side < 2; ++side)
        m_captured[static_cast<std::size_t>(side)]->setValue(state.captured[side]);
    m_side->setCurrentIndex(sideIndex(state.position.toMove));
    m_perPit->setValue(options.countersPerPit);
    m_chain->setChecked(options.chainCapture);
    m_filling = false;
    refresh();
}

RuleOptions PositionEditor::options() const {
    RuleOptions options;
    options.countersPerPit = m_perPit->value();
    options.chainCapture = m_chain->isChecked();
    return options;
}

GameState PositionEditor::state() const {
    GameState state;
    for (int pit = 0; pit < PitCount; ++pit)
        state.position.pits[pit] = m_pits[static_cast<std::size_t>(pit)]->value();
    state.position.toMove = m_side->currentIndex() == 1 ? Side::North : Side::South;
    state.captured = {m_captured[0]->value(), m_captured[1]->value()};
    return state;
}

QString PositionEditor::problem(const RuleOptions &options, const GameState &state) {
    const Position &p = state.position;
    for (int pit = 0; pit < PitCount; ++pit) {
        if (p.pits[pit] < 0) {
            //: Position editor: %1 is the pit letter
            return tr("Pit %1 cannot hold fewer than 0 counters.").arg(GameTexts::pitName(pit));
        }
    }
    if (state.captured[0] < 0 || state.captured[1] < 0)
        return tr("A player cannot have captured fewer than 0 counters.");
    const int board = p.boardTotal();
    if (board > MaxBoardCounters) {
        //: Position editor: %n counters on the board, %1 the most a game can have (48)
        return tr("There are %n counters on the board; a game never has more than %1.", nullptr,
                  board)
            .arg(MaxBoardCounters);
    }
    if (board % 2 != 0) {
        //: Position editor. Rule: every capture takes 2, 4, 6 or 8 counters from an even total.
        return tr("There are %n counters on the board, an odd number: captures always take an "
                  "even number from an even total, so the board always holds an even number.",
                  nullptr, board);
    }
    for (Side side : {Side::South, Side::North}) {
        if (state.captured[sideIndex(side)] % 2 != 0) {
            //: Position editor: %1 is the side (South or North), %n what it captured
            return tr("%1 has captured %n counters, an odd number: every capture is 2, 4, 6 or 8.",
                      nullptr, state.captured[sideIndex(side)])
                .arg(GameTexts::sideName(side));
        }
    }
    const int total = board + state.captured[0] + state.captured[1];
    const int expected = PitCount * options.countersPerPit;
    if (total != expected) {
        //: Position editor: %1 counters on the board and captured together; a game with %2
        //: per pit has %3 in all.
        return tr("The board and the captures hold %1 counters; a game with %2 per pit has %3.")
            .arg(total)
            .arg(options.countersPerPit)
            .arg(expected);
    }
    if (board == 0)
        return tr("There are no counters on the board: the game would already be over.");
    if (p.sideTotal(p.toMove) == 0) {
        //: Position editor: %1 is the side to move; a side without counters passes at once.
        return tr("%1 has no counters to move and would pass at once: let the other side move.")
            .arg(GameTexts::sideName(p.toMove));
    }
    return {};
}

QString PositionEditor::message() const {
    return m_message->text();
}

// An impossible position cannot be played or analysed: both buttons say so by being disabled,
// the reason beside them and on them (a disabled button still shows its tool tip).
bool PositionEditor::check() {
    const QString why = problem(options(), state());
    m_message->setText(why);
    for (QPushButton *button : {m_play, m_best}) {
        button->setEnabled(why.isEmpty());
        button->setToolTip(why);
    }
    return why.isEmpty();
}

void PositionEditor::refresh() {
    if (m_filling)
        return;
    check();
    // The preview shows what can be shown, even of a position still being set up.
    GameState shown = state();
    m_bestTicket = 0;
    m_preview->showState(shown, false);
}

bool PositionEditor::playFromHere() {
    if (!check())
        return false;
    if (m_replaces && !ReplaceGameQuestion::mayReplace(*m_replaces, this))
        return false;
    emit playRequested(Game(options(), state()));
    accept();
    return true;
}

PositionEditor *PositionEditor::openOn(GameModel *model, QWidget *parent) {
    auto *editor = new PositionEditor(parent);
    editor->setAttribute(Qt::WA_DeleteOnClose);
    editor->setStart(model->game().options(), model->state());
    editor->m_replaces = model;
    // The model is the connection's context: gone with it, nothing is played.
    connect(editor, &PositionEditor::playRequested, model, [model](const Game &played) {
        GameSetup setup = model->setup();
        setup.rules = played.options();
        model->continueGame(setup, played);
    });
    editor->open();
    return editor;
}

bool PositionEditor::showBest() {
    if (!check())
        return false;
    const Game game(options(), state());
    m_preview->showState(state(), false);
    m_bestTicket = m_analysis->valueMoves(game);
    return true;
}

void PositionEditor::retranslateUi() {
    //: Dialog title
    setWindowTitle(tr("Set Up Position"));
    for (int pit = 0; pit < PitCount; ++pit) {
        //: Position editor: %1 is the pit letter, %2 its owner (South or North)
        m_pitLabels[static_cast<std::size_t>(pit)]->setText(
            tr("Pit %1 (%2):").arg(GameTexts::pitName(pit), GameTexts::sideName(ownerOf(pit))));
    }
    m_sideLabel->setText(tr("To move:"));
    m_side->setItemText(0, GameTexts::sideName(Side::South));
    m_side->setItemText(1, GameTexts::sideName(Side::North));
    for (Side side : {Side::South, Side::North}) {
        //: Position editor: counters the side (%1) has captured so far
        m_capturedLabels[sideIndex(side)]->setText(
            tr("Captured by %1:").arg(GameTexts::sideName(side)));
    }
    //: Rule option: counters in each pit at the start of the game
    m_perPitLabel->setText(tr("Counters per pit at the start:"));
    //: Rule option
    m_chain->setText(tr("Chain capture"));
    //: Button: start a game from the position set up
    m_play->setText(tr("&Play from Here"));
    //: Button: show the value of every move in the position set up
    m_best->setText(tr("&What Is Best Here?"));
    m_cancel->setText(tr("Cancel"));
    if (!m_filling)
        check();
}

void PositionEditor::changeEvent(QEvent *event) {
    QDialog::changeEvent(event);
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
}

} // namespace tihbat
