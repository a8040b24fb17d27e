// SPDX-License-Identifier: GPL-3.0-or-later
#include "play/new_game_dialog.h"

#include "common/wrapped_text_label.h"
#include "game/game_texts.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QEvent>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSpinBox>
#include <QVBoxLayout>

namespace tihbat {

NewGameDialog::NewGameDialog(QWidget *parent)
    : QDialog(parent) {
    setObjectName("newGameDialog");

    auto *players = new QHBoxLayout;
    players->addWidget(createPlayerBox(Side::South));
    players->addWidget(createPlayerBox(Side::North));

    // A button of our own, not the standard OK renamed: QDialogButtonBox words its standard
    // buttons again on a language change, after this dialog has.
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Cancel);
    m_playButton = buttons->addButton(QString(), QDialogButtonBox::AcceptRole);
    m_playButton->setObjectName("playButton");
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);

    auto *layout = new QVBoxLayout(this);
    layout->addLayout(players);
    layout->addWidget(createRulesBox());
    layout->addWidget(buttons);
    // Enter plays. Only once the button is inside this dialog: made default before, the dialog
    // never learns of it and, when shown, makes the first button in the focus chain (Cancel)
    // the default instead.
    m_playButton->setDefault(true);
    retranslateUi();
    updateLevelEnabled();
}

QWidget *NewGameDialog::createPlayerBox(Side side) {
    PlayerFields &fields = m_players[sideIndex(side)];
    const QString key = side == Side::South ? "south" : "north";
    fields.box = new QGroupBox;
    fields.kind = new QComboBox;
    fields.kind->setObjectName(key + "Kind");
    fields.kind->addItem(QString(), int(PlayerKind::Human));
    fields.kind->addItem(QString(), int(PlayerKind::Computer));
    fields.level = new QComboBox;
    fields.level->setObjectName(key + "Level");
    for (int level = 0; level < LevelCount; ++level)
        fields.level->addItem(QString(), level);
    fields.name = new QLineEdit;
    fields.name->setObjectName(key + "Name");
    fields.name->setMaxLength(40);
    connect(fields.kind, &QComboBox::currentIndexChanged, this, &NewGameDialog::updateLevelEnabled);
    fields.levelSuits = new WrappedTextLabel;
    fields.levelSuits->setObjectName(key + "LevelSuits");
    connect(fields.level, &QComboBox::currentIndexChanged, this, &NewGameDialog::updateLevelSuits);
    // "Who starts" names the players as they are typed or chosen.
    connect(fields.name, &QLineEdit::textChanged, this, &NewGameDialog::updateWhoStarts);
    connect(fields.kind, &QComboBox::currentIndexChanged, this, &NewGameDialog::updateWhoStarts);
    connect(fields.level, &QComboBox::currentIndexChanged, this, &NewGameDialog::updateWhoStarts);

    fields.kindLabel = new QLabel;
    fields.kindLabel->setBuddy(fields.kind);
    fields.levelLabel = new QLabel;
    fields.levelLabel->setBuddy(fields.level);
    fields.nameLabel = new QLabel;
    fields.nameLabel->setBuddy(fields.name);
    auto *form = new QFormLayout(fields.box);
    form->addRow(fields.kindLabel, fields.kind);
    form->addRow(fields.levelLabel, fields.level);
    form->addRow(QString(), fields.levelSuits);
    form->addRow(fields.nameLabel, fields.name);
    return fields.box;
}

QWidget *NewGameDialog::createRulesBox() {
    m_rulesBox = new QGroupBox;
    m_counters = new QSpinBox;
    m_counters->setObjectName("countersPerPit");
    m_counters->setRange(RuleOptions::MinCountersPerPit, RuleOptions::MaxCountersPerPit);
    m_chainCapture = new QCheckBox;
    m_chainCapture->setObjectName("chainCapture");
    m_firstToMove = new QComboBox;
    m_firstToMove->setObjectName("firstToMove");
    m_firstToMove->addItem(QString(), int(Side::South));
    m_firstToMove->addItem(QString(), int(Side::North));

    m_countersLabel = new QLabel;
    m_countersLabel->setBuddy(m_counters);
    m_firstToMoveLabel = new QLabel;
    m_firstToMoveLabel->setBuddy(m_firstToMove);
    auto *form = new QFormLayout(m_rulesBox);
    form->addRow(m_countersLabel, m_counters);
    form->addRow(QString(), m_chainCapture);
    form->addRow(m_firstToMoveLabel, m_firstToMove);
    return m_rulesBox;
}

void NewGameDialog::retranslateUi() {
    //: Window title of the dialog that starts a game
    const QString newGame = tr("New Game");
    //: Window title of the dialog that continues a replayed game from the position shown:
    //: only the players are chosen, the rules are the game's
    const QString playOn = tr("Play On from Here");
    setWindowTitle(m_rulesFixed ? playOn : newGame);
    // The group titles carry the mnemonics (Alt+letter goes to the group's first field): the
    // two groups have the same fields, so their labels cannot each have a letter of their own.
    //: Group title: the player at the bottom of the board. &: its key (Alt+letter), unique in
    //: this dialog
    m_players[sideIndex(Side::South)].box->setTitle(tr("&South (bottom)"));
    //: Group title: the player at the top of the board. &: its key (Alt+letter), unique in
    //: this dialog
    m_players[sideIndex(Side::North)].box->setTitle(tr("&North (top)"));
    for (Side side : {Side::South, Side::North}) {
        PlayerFields &fields = m_players[sideIndex(side)];
        //: Who plays a side: a person at this computer
        fields.kind->setItemText(0, tr("Person", "player kind"));
        //: Who plays a side: the program
        fields.kind->setItemText(1, tr("Computer", "player kind"));
        QStringList suits;
        for (int level = 0; level < LevelCount; ++level) {
            fields.level->setItemText(level, GameTexts::levelName(Level(level)));
            suits.append(GameTexts::levelSuits(Level(level)));
            fields.level->setItemData(level, suits.back(), Qt::ToolTipRole);
        }
        fields.levelSuits->setPossibleTexts(suits);
        fields.name->setPlaceholderText(GameTexts::sideName(side));
        //: Label of the choice between a person and the computer
        fields.kindLabel->setText(tr("Player:"));
        //: Label of the computer's strength
        fields.levelLabel->setText(tr("Level:"));
        //: Label of the player's name
        fields.nameLabel->setText(tr("Name:"));
    }
    //: Group title of the rule options
    const QString rules = tr("Rules");
    //: Group title of the rule options when continuing a replayed game: they cannot change
    const QString replayedRules = tr("Rules of the replayed game");
    m_rulesBox->setTitle(m_rulesFixed ? replayedRules : rules);
    //: Rule option: how many counters each pit holds at the start (7 is usual)
    m_countersLabel->setText(tr("&Counters in each pit:"));
    //: Rule option: after a capture, the pit sown just before is captured too
    m_chainCapture->setText(tr("Chain capture (also take the pit before, on your own side)"));
    //: Rule option: which side makes the first move
    m_firstToMoveLabel->setText(tr("&Who starts:"));
    //: Button that starts the game with the chosen settings
    m_playButton->setText(tr("&Play"));
    updateLevelSuits();
    updateWhoStarts();
}

// Each player by the name the game will give them: the name typed, "Computer (Easy)", or the
// side's name.
void NewGameDialog::updateWhoStarts() {
    if (!m_firstToMove)
        return; // the player boxes come first
    const GameSetup chosen = setup();
    for (const Side side : {Side::South, Side::North})
        m_firstToMove->setItemText(m_firstToMove->findData(int(side)),
                                   GameTexts::playerName(chosen, side));
}

void NewGameDialog::changeEvent(QEvent *event) {
    QDialog::changeEvent(event);
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
}

void NewGameDialog::setRulesFixed(bool fixed) {
    m_rulesFixed = fixed;
    m_counters->setEnabled(!fixed);
    m_chainCapture->setEnabled(!fixed);
    m_firstToMove->setEnabled(!fixed);
    retranslateUi();
}

void NewGameDialog::updateLevelEnabled() {
    for (PlayerFields &fields : m_players) {
        const bool computer = fields.kind->currentData().toInt() == int(PlayerKind::Computer);
        fields.level->setEnabled(computer);
        fields.levelSuits->setEnabled(computer);
    }
}

void NewGameDialog::updateLevelSuits() {
    for (PlayerFields &fields : m_players) {
        const QString suits = GameTexts::levelSuits(Level(fields.level->currentData().toInt()));
        fields.levelSuits->setText(suits);
        fields.level->setAccessibleDescription(suits);
    }
}

void NewGameDialog::setSetup(const GameSetup &setup) {
    for (int i = 0; i < 2; ++i) {
        const PlayerSetup &player = setup.players[i];
        PlayerFields &fields = m_players[i];
        fields.kind->setCurrentIndex(fields.kind->findData(int(player.kind)));
        fields.level->setCurrentIndex(fields.level->findData(int(player.level)));
        fields.name->setText(player.name);
    }
    m_counters->setValue(setup.rules.countersPerPit);
    m_chainCapture->setChecked(setup.rules.chainCapture);
    m_firstToMove->setCurrentIndex(m_firstToMove->findData(int(setup.rules.firstToMove)));
    updateLevelEnabled();
}

GameSetup NewGameDialog::setup() const {
    GameSetup setup;
    for (int i = 0; i < 2; ++i) {
        const PlayerFields &fields = m_players[i];
        setup.players[i].kind = PlayerKind(fields.kind->currentData().toInt());
        setup.players[i].level = Level(fields.level->currentData().toInt());
        setup.players[i].name = fields.name->text().trimmed();
    }
    setup.rules.countersPerPit = m_counters->value();
    setup.rules.chainCapture = m_chainCapture->isChecked();
    setup.rules.firstToMove = Side(m_firstToMove->currentData().toInt());
    return setup;
}

} // namespace tihbat
