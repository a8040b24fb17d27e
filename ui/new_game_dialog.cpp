#include "new_game_dialog.h"

#include "game_texts.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLineEdit>
#include <QPushButton>
#include <QSpinBox>
#include <QVBoxLayout>

namespace tihbat {

NewGameDialog::NewGameDialog(QWidget *parent)
    : QDialog(parent) {
    //: Window title of the dialog that starts a game
    setWindowTitle(tr("New Game"));
    setObjectName("newGameDialog");

    auto *players = new QHBoxLayout;
    players->addWidget(createPlayerBox(Side::South));
    players->addWidget(createPlayerBox(Side::North));

    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel);
    //: Button that starts the game with the chosen settings
    buttons->button(QDialogButtonBox::Ok)->setText(tr("&Play"));
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);

    auto *layout = new QVBoxLayout(this);
    layout->addLayout(players);
    layout->addWidget(createRulesBox());
    layout->addWidget(buttons);
    updateLevelEnabled();
}

QWidget *NewGameDialog::createPlayerBox(Side side) {
    PlayerFields &fields = m_players[sideIndex(side)];
    const QString key = side == Side::South ? "south" : "north";
    auto *box = new QGroupBox(side == Side::South
                                  //: Group title: the player at the bottom of the board
                                  ? tr("South (bottom)")
                                  //: Group title: the player at the top of the board
                                  : tr("North (top)"));
    fields.kind = new QComboBox;
    fields.kind->setObjectName(key + "Kind");
    //: Who plays a side: a person at this computer
    fields.kind->addItem(tr("Person", "player kind"), int(PlayerKind::Human));
    //: Who plays a side: the program
    fields.kind->addItem(tr("Computer", "player kind"), int(PlayerKind::Computer));
    fields.level = new QComboBox;
    fields.level->setObjectName(key + "Level");
    for (int level = 0; level < LevelCount; ++level)
        fields.level->addItem(GameTexts::levelName(Level(level)), level);
    fields.name = new QLineEdit;
    fields.name->setObjectName(key + "Name");
    fields.name->setMaxLength(40);
    fields.name->setPlaceholderText(GameTexts::sideName(side));
    connect(fields.kind, &QComboBox::currentIndexChanged, this, &NewGameDialog::updateLevelEnabled);

    auto *form = new QFormLayout(box);
    //: Label of the choice between a person and the computer
    form->addRow(tr("&Player:"), fields.kind);
    //: Label of the computer's strength
    form->addRow(tr("&Level:"), fields.level);
    //: Label of the player's name
    form->addRow(tr("&Name:"), fields.name);
    return box;
}

QWidget *NewGameDialog::createRulesBox() {
    //: Group title of the rule options
    auto *box = new QGroupBox(tr("Rules"));
    m_counters = new QSpinBox;
    m_counters->setObjectName("countersPerPit");
    m_counters->setRange(RuleOptions::MinCountersPerPit, RuleOptions::MaxCountersPerPit);
    m_chainCapture = new QCheckBox(
        //: Rule option: after a capture, the pit sown just before is captured too
        tr("Chain capture (also take the pit before, on your own side)"));
    m_chainCapture->setObjectName("chainCapture");
    m_firstToMove = new QComboBox;
    m_firstToMove->setObjectName("firstToMove");
    m_firstToMove->addItem(GameTexts::sideName(Side::South), int(Side::South));
    m_firstToMove->addItem(GameTexts::sideName(Side::North), int(Side::North));

    auto *form = new QFormLayout(box);
    //: Rule option: how many counters each pit holds at the start (7 is usual)
    form->addRow(tr("&Counters in each pit:"), m_counters);
    form->addRow(QString(), m_chainCapture);
    //: Rule option: which side makes the first move
    form->addRow(tr("&Who starts:"), m_firstToMove);
    return box;
}

void NewGameDialog::updateLevelEnabled() {
    for (PlayerFields &fields : m_players)
        fields.level->setEnabled(fields.kind->currentData().toInt() == int(PlayerKind::Computer));
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
