// SPDX-License-Identifier: GPL-3.0-or-later
#include "play/new_game_card.h"

#include "board/board_colours.h"
#include "board/board_palette.h"
#include "board/board_scene.h"
#include "board/board_view.h"
#include "common/growing_font.h"
#include "game/words/game_texts.h"

#include <QApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QCoreApplication>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QSpinBox>
#include <QVBoxLayout>

namespace tihbat {

// The words the New Game dialog had keep the context they were translated in (the network's
// host page shares the rules' words with it).

NewGameCard::NewGameCard(BoardView *board)
    : BoardCard(board, "playButton", "cancelButton") {
    setObjectName("newGameCard");
    m_title = addText("newGameTitle", 1.4, true);
    auto *players = new QHBoxLayout;
    players->setSpacing(24);
    players->addWidget(createPlayerColumn(Side::South), 1);
    players->addWidget(createPlayerColumn(Side::North), 1);
    // Above the buttons, below the title.
    auto *column = static_cast<QVBoxLayout *>(layout());
    column->insertLayout(column->count() - 1, players);
    column->insertWidget(column->count() - 1, createRules());
    column->setSpacing(12);

    connect(playButton(), &QPushButton::clicked, this, &QWidget::close);
    connect(cancelButton(), &QPushButton::clicked, this, &QWidget::close);
    setEscapeButton(cancelButton());
    retranslateUi();
    updateKinds();
}

QLabel *NewGameCard::inkLabel(qreal scale) {
    auto *label = new QLabel;
    label->setTextFormat(Qt::PlainText);
    QPalette palette = label->palette();
    const bool projector = board()->boardScene()->boardPalette() == BoardPalette::Projector;
    palette.setColor(QPalette::WindowText, projector ? QColor(Qt::white) : colours::DarkWood);
    label->setPalette(palette);
    growingFont()->add(label, scale);
    return label;
}

QWidget *NewGameCard::createPlayerColumn(Side side) {
    PlayerFields &fields = m_players[sideIndex(side)];
    const QString key = side == Side::South ? "south" : "north";
    auto *column = new QWidget;
    fields.heading = inkLabel(1.15);
    fields.heading->setObjectName(key + "Heading");
    QFont bold = fields.heading->font();
    bold.setBold(true);
    fields.heading->setFont(bold);
    fields.kind = new QComboBox;
    fields.kind->setObjectName(key + "Kind");
    fields.kind->addItem(QString(), int(PlayerKind::Human));
    fields.kind->addItem(QString(), int(PlayerKind::Computer));
    fields.level = new QComboBox;
    fields.level->setObjectName(key + "Level");
    for (int level = 0; level < LevelCount; ++level)
        fields.level->addItem(QString(), level);
    fields.levelSuits = inkLabel();
    fields.levelSuits->setObjectName(key + "LevelSuits");
    fields.levelSuits->setWordWrap(true);
    fields.name = new QLineEdit;
    fields.name->setObjectName(key + "Name");
    fields.name->setMaxLength(40);
    for (QWidget *field :
         {static_cast<QWidget *>(fields.kind), static_cast<QWidget *>(fields.level),
          static_cast<QWidget *>(fields.name)})
        growingFont()->add(field, 1.0);
    connect(fields.kind, &QComboBox::currentIndexChanged, this, &NewGameCard::updateKinds);
    connect(fields.level, &QComboBox::currentIndexChanged, this, &NewGameCard::updateLevelSuits);
    // "Who starts" names the players as they are typed or chosen.
    connect(fields.name, &QLineEdit::textChanged, this, &NewGameCard::updateWhoStarts);
    connect(fields.kind, &QComboBox::currentIndexChanged, this, &NewGameCard::updateWhoStarts);
    connect(fields.level, &QComboBox::currentIndexChanged, this, &NewGameCard::updateWhoStarts);

    fields.kindLabel = inkLabel();
    fields.levelLabel = inkLabel();
    fields.levelLabel->setBuddy(fields.level);
    fields.nameLabel = inkLabel();
    fields.nameLabel->setBuddy(fields.name);
    // The heading's letter (Alt+S, Alt+N) goes to the side's first field.
    fields.heading->setBuddy(fields.kind);
    fields.kindLabel->setBuddy(fields.kind);
    fields.form = new QFormLayout;
    fields.form->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);
    fields.form->addRow(fields.kindLabel, fields.kind);
    fields.form->addRow(fields.levelLabel, fields.level);
    fields.form->addRow(fields.levelSuits);
    fields.form->addRow(fields.nameLabel, fields.name);
    auto *layout = new QVBoxLayout(column);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(fields.heading);
    layout->addLayout(fields.form);
    layout->addStretch(1);
    return column;
}

QWidget *NewGameCard::createRules() {
    auto *rules = new QWidget;
    m_counters = new QSpinBox;
    m_counters->setObjectName("countersPerPit");
    m_counters->setRange(RuleOptions::MinCountersPerPit, RuleOptions::MaxCountersPerPit);
    m_chainCapture = new QCheckBox;
    m_chainCapture->setObjectName("chainCapture");
    QPalette palette = m_chainCapture->palette();
    const bool projector = board()->boardScene()->boardPalette() == BoardPalette::Projector;
    palette.setColor(QPalette::WindowText, projector ? QColor(Qt::white) : colours::DarkWood);
    m_chainCapture->setPalette(palette);
    m_firstToMove = new QComboBox;
    m_firstToMove->setObjectName("firstToMove");
    m_firstToMove->addItem(QString(), int(Side::South));
    m_firstToMove->addItem(QString(), int(Side::North));
    for (QWidget *field :
         {static_cast<QWidget *>(m_counters), static_cast<QWidget *>(m_chainCapture),
          static_cast<QWidget *>(m_firstToMove)})
        growingFont()->add(field, 1.0);

    m_countersLabel = inkLabel();
    m_countersLabel->setBuddy(m_counters);
    m_firstToMoveLabel = inkLabel();
    m_firstToMoveLabel->setBuddy(m_firstToMove);
    auto *form = new QFormLayout(rules);
    form->setContentsMargins(0, 0, 0, 0);
    form->addRow(m_firstToMoveLabel, m_firstToMove);
    form->addRow(m_countersLabel, m_counters);
    form->addRow(m_chainCapture);
    return rules;
}

void NewGameCard::retranslateUi() {
    //: Title of the card (and once the dialog) that starts a game
    const QString newGame = QCoreApplication::translate("tihbat::NewGameDialog", "New Game");
    //: Title of the card that continues a replayed game from the position shown: only the
    //: players are chosen, the rules are the game's
    const QString playOn =
        QCoreApplication::translate("tihbat::NewGameDialog", "Play On from Here");
    m_title->setText(m_rulesFixed ? playOn : newGame);
    //: The player at the bottom of the board. &: its key (Alt+letter), unique on this card
    m_players[sideIndex(Side::South)].heading->setText(
        QCoreApplication::translate("tihbat::NewGameDialog", "&South (bottom)"));
    //: The player at the top of the board. &: its key (Alt+letter), unique on this card
    m_players[sideIndex(Side::North)].heading->setText(
        QCoreApplication::translate("tihbat::NewGameDialog", "&North (top)"));
    for (PlayerFields &fields : m_players) {
        //: Who plays a side: a person at this computer
        fields.kind->setItemText(
            0, QCoreApplication::translate("tihbat::NewGameDialog", "Person", "player kind"));
        //: Who plays a side: the program
        fields.kind->setItemText(
            1, QCoreApplication::translate("tihbat::NewGameDialog", "Computer", "player kind"));
        for (int level = 0; level < LevelCount; ++level) {
            fields.level->setItemText(level, GameTexts::levelName(Level(level)));
            fields.level->setItemData(level, GameTexts::levelSuits(Level(level)), Qt::ToolTipRole);
        }
        //: Label of the choice between a person and the computer
        fields.kindLabel->setText(QCoreApplication::translate("tihbat::NewGameDialog", "Player:"));
        //: Label of the computer's strength
        fields.levelLabel->setText(QCoreApplication::translate("tihbat::NewGameDialog", "Level:"));
        //: Label of the player's name
        fields.nameLabel->setText(QCoreApplication::translate("tihbat::NewGameDialog", "Name:"));
    }
    //: Rule option: how many counters each pit holds at the start (7 is usual)
    m_countersLabel->setText(
        QCoreApplication::translate("tihbat::NewGameDialog", "&Counters in each pit:"));
    //: Rule option: after a capture, the pit sown just before is captured too
    m_chainCapture->setText(QCoreApplication::translate(
        "tihbat::NewGameDialog", "Chain capture (also take the pit before, on your own side)"));
    //: Rule option: which side makes the first move
    m_firstToMoveLabel->setText(
        QCoreApplication::translate("tihbat::NewGameDialog", "&Who starts:"));
    //: Button that starts the game with the chosen settings
    playButton()->setText(QCoreApplication::translate("tihbat::NewGameDialog", "&Play"));
    //: Button on the New Game card: puts the card away, the game on the board goes on
    cancelButton()->setText(tr("Cancel", "new game card"));
    setAccessibleName(m_title->text());
    updateLevelSuits();
    updateWhoStarts();
    place();
}

// Each player by the name the game will give them: the name typed, "You" against the
// computer, "Computer (Easy)", or (two people without names) the side's name.
void NewGameCard::updateWhoStarts() {
    if (!m_firstToMove)
        return; // the player columns come first
    const GameSetup chosen = setup();
    for (const Side side : {Side::South, Side::North})
        m_firstToMove->setItemText(m_firstToMove->findData(int(side)),
                                   GameTexts::scoredName(chosen, side));
}

void NewGameCard::updateKinds() {
    for (PlayerFields &fields : m_players) {
        const bool computer = fields.kind->currentData().toInt() == int(PlayerKind::Computer);
        fields.form->setRowVisible(fields.level, computer);
        fields.form->setRowVisible(fields.levelSuits, computer);
        fields.form->setRowVisible(fields.name, !computer);
    }
    place();
}

void NewGameCard::updateLevelSuits() {
    for (PlayerFields &fields : m_players) {
        const QString suits = GameTexts::levelSuits(Level(fields.level->currentData().toInt()));
        fields.levelSuits->setText(suits);
        fields.level->setAccessibleDescription(suits);
    }
}

void NewGameCard::setRulesFixed(bool fixed) {
    m_rulesFixed = fixed;
    m_counters->setEnabled(!fixed);
    m_chainCapture->setEnabled(!fixed);
    m_firstToMove->setEnabled(!fixed);
    retranslateUi();
}

void NewGameCard::setSetup(const GameSetup &setup) {
    for (int i = 0; i < 2; ++i) {
        const PlayerSetup &player = setup.players[i];
        PlayerFields &fields = m_players[i];
        fields.kind->setCurrentIndex(std::max(0, fields.kind->findData(int(player.kind))));
        fields.level->setCurrentIndex(fields.level->findData(int(player.level)));
        fields.name->setText(player.name);
    }
    m_counters->setValue(setup.rules.countersPerPit);
    m_chainCapture->setChecked(setup.rules.chainCapture);
    m_firstToMove->setCurrentIndex(m_firstToMove->findData(int(setup.rules.firstToMove)));
    updateKinds();
    updateWhoStarts();
}

// A computer has no typed name: the name field is a person's, so what was typed there before
// the side became the computer's is not carried into the game.
GameSetup NewGameCard::setup() const {
    GameSetup setup;
    for (int i = 0; i < 2; ++i) {
        const PlayerFields &fields = m_players[i];
        PlayerSetup &player = setup.players[i];
        player.kind = PlayerKind(fields.kind->currentData().toInt());
        player.level = Level(fields.level->currentData().toInt());
        player.name =
            player.kind == PlayerKind::Computer ? QString() : fields.name->text().trimmed();
    }
    setup.rules.countersPerPit = m_counters->value();
    setup.rules.chainCapture = m_chainCapture->isChecked();
    setup.rules.firstToMove = Side(m_firstToMove->currentData().toInt());
    return setup;
}

bool NewGameCard::focusNextPrevChild(bool next) {
    // The card's own fields and buttons, in the order Tab meets them.
    QList<QWidget *> chain;
    for (QWidget *widget = nextInFocusChain(); widget != this;
         widget = widget->nextInFocusChain()) {
        if (isAncestorOf(widget) && (widget->focusPolicy() & Qt::TabFocus) &&
            !widget->focusProxy() && widget->isVisibleTo(this) && widget->isEnabled() &&
            !chain.contains(widget))
            chain.append(widget);
    }
    if (chain.isEmpty())
        return false;
    // A combo box's or spin box's inner line edit stands for its box.
    QWidget *focus = QApplication::focusWidget();
    while (focus && !chain.contains(focus) && focus != this)
        focus = focus->parentWidget();
    const qsizetype at = chain.indexOf(focus);
    const qsizetype count = chain.size();
    const qsizetype to = at < 0 ? (next ? 0 : count - 1) : (at + (next ? 1 : count - 1)) % count;
    chain[to]->setFocus(next ? Qt::TabFocusReason : Qt::BacktabFocusReason);
    return true;
}

std::optional<GameSetup> NewGameCard::ask() {
    std::optional<GameSetup> played;
    // Read as Play is pressed: the card, closed then, may be gone when the wait ends.
    connect(playButton(), &QPushButton::clicked, this, [this, &played] { played = setup(); });
    presentAndWait();
    return played;
}

} // namespace tihbat
