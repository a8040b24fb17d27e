// SPDX-License-Identifier: GPL-3.0-or-later
#include "network/host_page.h"

#include "game/words/game_texts.h"
#include "net/message_codec.h"
#include "network/local_address.h"
#include "text/isolated_text.h"

#include <QCheckBox>
#include <QComboBox>
#include <QCoreApplication>
#include <QEvent>
#include <QFormLayout>
#include <QHostAddress>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSpinBox>
#include <QStackedWidget>
#include <QVBoxLayout>

namespace tihbat {

namespace {

// The New Game dialog's words for the same rule options, translated there.
QString newGameText(const char *text) {
    return QCoreApplication::translate("tihbat::NewGameDialog", text);
}

QComboBox *sideChoice(const char *name) {
    auto *box = new QComboBox;
    box->setObjectName(name);
    box->addItem(QString(), int(Side::South));
    box->addItem(QString(), int(Side::North));
    return box;
}

QLabel *plainLabel(const char *name) {
    auto *label = new QLabel;
    label->setObjectName(name);
    label->setTextFormat(Qt::PlainText); // names from the network are never markup
    label->setWordWrap(true);
    label->setAlignment(Qt::AlignCenter);
    return label;
}

} // namespace

HostPage::HostPage(QWidget *parent)
    : QWidget(parent)
    , m_pages(new QStackedWidget(this)) {
    auto *choose = new QWidget;
    m_name = new QLineEdit;
    m_name->setObjectName("hostName");
    m_name->setMaxLength(40);
    m_counters = new QSpinBox;
    m_counters->setObjectName("hostCounters");
    m_counters->setRange(RuleOptions::MinCountersPerPit, RuleOptions::MaxCountersPerPit);
    m_counters->setValue(RuleOptions().countersPerPit);
    m_chain = new QCheckBox;
    m_chain->setObjectName("hostChain");
    m_first = sideChoice("hostFirst");
    m_side = sideChoice("hostSide");
    m_host = new QPushButton;
    m_host->setObjectName("hostButton");
    m_error = plainLabel("hostError");
    m_error->setStyleSheet(QStringLiteral("color: #b00020"));
    m_error->hide();
    m_nameLabel = new QLabel;
    m_nameLabel->setBuddy(m_name);
    m_countersLabel = new QLabel;
    m_countersLabel->setBuddy(m_counters);
    m_firstLabel = new QLabel;
    m_firstLabel->setBuddy(m_first);
    m_sideLabel = new QLabel;
    m_sideLabel->setBuddy(m_side);
    auto *form = new QFormLayout(choose);
    form->addRow(m_nameLabel, m_name);
    form->addRow(m_countersLabel, m_counters);
    form->addRow(QString(), m_chain);
    form->addRow(m_firstLabel, m_first);
    form->addRow(m_sideLabel, m_side);
    form->addRow(m_error);
    form->addRow(QString(), m_host);
    connect(m_host, &QPushButton::clicked, this, &HostPage::hostRequested);

    auto *hosting = new QWidget;
    m_game = plainLabel("hostedGame");
    m_where = plainLabel("hostedAddress");
    m_code = plainLabel("hostedCode");
    m_codeLabel = plainLabel("hostedCodeLabel");
    m_portHelp = plainLabel("hostedPortHelp");
    m_stop = new QPushButton;
    m_stop->setObjectName("stopHostingButton");
    connect(m_stop, &QPushButton::clicked, this, &HostPage::stopRequested);
    QFont title = m_game->font();
    title.setBold(true);
    title.setPointSizeF(title.pointSizeF() * 1.3);
    m_game->setFont(title);
    QFont big = m_code->font();
    big.setPointSizeF(big.pointSizeF() * 3);
    big.setBold(true);
    big.setLetterSpacing(QFont::PercentageSpacing, 120);
    m_code->setFont(big);
    m_code->setTextInteractionFlags(Qt::TextSelectableByMouse);
    QFont large = m_where->font();
    large.setPointSizeF(large.pointSizeF() * 1.6);
    m_where->setFont(large);
    m_where->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_waiting = plainLabel("hostWaiting");
    // The code first and largest: it is all a friend whose list shows the game needs.
    auto *column = new QVBoxLayout(hosting);
    column->addStretch();
    for (QLabel *label : {m_game, m_codeLabel, m_code, m_waiting})
        column->addWidget(label);
    column->addSpacing(m_game->fontMetrics().height());
    column->addWidget(m_where);
    column->addWidget(m_portHelp);
    column->addStretch();
    column->addWidget(m_stop, 0, Qt::AlignCenter);

    m_pages->addWidget(choose);
    m_pages->addWidget(hosting);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_pages);
    retranslateUi();
}

net::HostOptions HostPage::options() const {
    net::HostOptions options;
    options.rules.countersPerPit = m_counters->value();
    options.rules.chainCapture = m_chain->isChecked();
    options.rules.firstToMove = Side(m_first->currentData().toInt());
    options.hostSide = Side(m_side->currentData().toInt());
    options.hostName = m_name->text().trimmed();
    options.code = net::makeJoinCode();
    return options;
}

void HostPage::setName(const QString &name) {
    m_name->setText(name);
}

void HostPage::setChoices(const NetworkChoices &choices) {
    m_name->setText(choices.name);
    m_counters->setValue(choices.rules.countersPerPit);
    m_chain->setChecked(choices.rules.chainCapture);
    m_first->setCurrentIndex(m_first->findData(int(choices.rules.firstToMove)));
    m_side->setCurrentIndex(m_side->findData(int(choices.hostSide)));
}

void HostPage::showChoices() {
    m_joined.clear();
    m_pages->setCurrentIndex(0);
    retranslateUi();
}

bool HostPage::isShowingHosting() const {
    return m_pages->currentIndex() == 1;
}

void HostPage::showError(const QString &error) {
    m_error->setText(error);
    m_error->setVisible(!error.isEmpty());
}

void HostPage::showHosting(const net::HostOptions &options, quint16 port, bool loopbackOnly) {
    m_gameName = options.hostName;
    m_address = loopbackOnly ? QHostAddress(QHostAddress::LocalHost).toString() : localAddress();
    m_port = port;
    m_code->setText(options.code);
    m_pages->setCurrentIndex(1);
    retranslateUi();
}

void HostPage::showJoined(const QString &name) {
    m_joined = name;
    retranslateUi();
}

void HostPage::retranslateUi() {
    //: Play over the Network, Host: the name the friend sees
    m_nameLabel->setText(tr("Your &name:"));
    m_countersLabel->setText(newGameText("&Counters in each pit:"));
    m_chain->setText(newGameText("Chain capture (also take the pit before, on your own side)"));
    m_firstLabel->setText(newGameText("&Who starts:"));
    //: Play over the Network, Host: the side of the board the host plays
    m_sideLabel->setText(tr("You &play:"));
    for (QComboBox *box : {m_first, m_side})
        for (const Side side : {Side::South, Side::North})
            box->setItemText(box->findData(int(side)), GameTexts::sideName(side));
    //: Play over the Network: starts hosting the game
    m_host->setText(tr("Ho&st the Game"));
    //: Play over the Network, hosting: %1 is the host's name
    m_game->setText(tr("%1's game").arg(isolated(m_gameName)));
    //: Play over the Network, hosting: where the friend joins; %1 is an address, %2 a port
    m_where->setText(tr("Address %1, port %2").arg(m_address).arg(m_port));
    //: Play over the Network, hosting: the label over the code in large letters
    m_codeLabel->setText(tr("Join code"));
    //: Play over the Network, hosting: under the address and port
    m_portHelp->setText(tr("Your friend needs the address and the port only if their list of "
                           "games does not show this game."));
    m_waiting->setText(
        m_joined.isEmpty()
            //: Play over the Network, hosting, until the friend joins
            ? tr("Tell your friend the join code. They choose your game in their list, write "
                 "the code and press Join as Player. Waiting for them…")
            //: Play over the Network, hosting: %1 is the friend's name
            : tr("%1 has joined the game.").arg(isolated(m_joined)));
    //: Play over the Network, hosting: ends the network game; the game stays on this computer
    m_stop->setText(tr("S&top Hosting"));
}

void HostPage::changeEvent(QEvent *event) {
    QWidget::changeEvent(event);
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
}

} // namespace tihbat
