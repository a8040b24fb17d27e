// SPDX-License-Identifier: GPL-3.0-or-later
#include "network/join_page.h"

#include "game/words/game_texts.h"
#include "net/game_browser.h"
#include "net/message_codec.h"
#include "network/local_address.h"
#include "text/isolated_text.h"

#include <QEvent>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPushButton>
#include <QSpinBox>
#include <QVBoxLayout>

namespace tihbat {

namespace {

QPushButton *button(const char *name) {
    auto *button = new QPushButton;
    button->setObjectName(name);
    return button;
}

// One announced class tournament in a line: the teacher's name (isolated, as a host's), how
// many pupils joined and whether it has begun.
QString tournamentLine(const net::Announcement &tournament) {
    //: A class tournament in the list of network games: how many pupils have joined it
    const QString pupils = JoinPage::tr("%n pupil(s) joined", nullptr, tournament.pupils);
    const QString state =
        tournament.round == 0
            //: A class tournament in the list of network games: it waits for its pupils
            ? JoinPage::tr("not started yet")
            //: A class tournament in the list of network games: %1 is the round being played
            : JoinPage::tr("round %1 is being played").arg(tournament.round);
    //: A class tournament in the list of network games: %1 is the teacher's (or the
    //: teacher's computer's) name, %2 how many pupils joined, %3 whether it has started, %4
    //: the counters in each pit
    return JoinPage::tr("Class tournament — %1's computer: %2, %3; %4 counters")
        .arg(isolated(tournament.hostName), pupils, state)
        .arg(tournament.rules.countersPerPit);
}

// One announced game in a line: the host's name (from the network: isolated, and the list
// shows plain text), the rule options and whether a player may still join.
QString gameLine(const net::Announcement &game) {
    if (game.isTournament())
        return tournamentLine(game);
    const QString chain = game.rules.chainCapture
                              //: A game in the list of network games
                              ? JoinPage::tr("chain capture")
                              : JoinPage::tr("no chain capture");
    const QString seat = game.seatFree
                             //: A game in the list of network games: a player may join
                             ? JoinPage::tr("a player may join")
                             //: A game in the list of network games: two players already
                             : JoinPage::tr("for watchers only");
    //: A game in the list of network games: %1 is the host's name, %2 the counters in each
    //: pit, %3 chain capture or not, %4 the side that starts, %5 the host's side, %6 the seat
    return JoinPage::tr("%1's game: %2 counters, %3, %4 starts; the host plays %5; %6")
        .arg(isolated(game.hostName))
        .arg(game.rules.countersPerPit)
        .arg(chain, GameTexts::sideName(game.rules.firstToMove), GameTexts::sideName(game.hostSide),
             seat);
}

// An address as the person reads it: a mapped IPv4 address as IPv4.
QHostAddress plainAddress(const QHostAddress &address) {
    bool ipv4 = false;
    const quint32 v4 = address.toIPv4Address(&ipv4);
    return ipv4 ? QHostAddress(v4) : address;
}

// The row of the game at `address` and `port` in `games`, or -1.
int rowOf(const QList<net::AnnouncedGame> &games, const QHostAddress &address, quint16 port) {
    for (int row = 0; row < games.size(); ++row)
        if (games[row].announcement.port == port && plainAddress(games[row].address) == address)
            return row;
    return -1;
}

} // namespace

JoinPage::JoinPage(QWidget *parent)
    : QWidget(parent)
    , m_games(new QListWidget)
    , m_address(new QLineEdit)
    , m_port(new QSpinBox)
    , m_code(new QLineEdit)
    , m_name(new QLineEdit)
    , m_player(button("joinPlayerButton"))
    , m_watcher(button("joinWatcherButton"))
    , m_projector(button("watchProjectorButton"))
    , m_error(new QLabel)
    , m_gamesLabel(new QLabel)
    , m_addressLabel(new QLabel)
    , m_portLabel(new QLabel)
    , m_codeLabel(new QLabel)
    , m_nameLabel(new QLabel) {
    m_games->setObjectName("joinGames");
    m_address->setObjectName("joinAddress");
    m_port->setObjectName("joinPort");
    m_port->setRange(1, 65535);
    m_port->setValue(PreferredGamePort);
    m_code->setObjectName("joinCode");
    m_code->setMaxLength(16);
    m_name->setObjectName("joinName");
    m_name->setMaxLength(40);
    m_error->setObjectName("joinError");
    m_error->setTextFormat(Qt::PlainText);
    m_error->setWordWrap(true);
    m_error->setAlignment(Qt::AlignLeft | Qt::AlignTop);
    m_error->setStyleSheet(QStringLiteral("color: #b00020"));
    QSizePolicy keepPlace = m_error->sizePolicy();
    keepPlace.setRetainSizeWhenHidden(true);
    m_error->setSizePolicy(keepPlace);
    m_error->hide();
    m_gamesLabel->setBuddy(m_games);
    m_addressLabel->setBuddy(m_address);
    m_portLabel->setBuddy(m_port);
    m_codeLabel->setBuddy(m_code);
    m_nameLabel->setBuddy(m_name);

    auto *form = new QFormLayout;
    auto *where = new QHBoxLayout;
    where->addWidget(m_address, 1);
    where->addWidget(m_portLabel);
    where->addWidget(m_port);
    form->addRow(m_addressLabel, where);
    form->addRow(m_codeLabel, m_code);
    form->addRow(m_nameLabel, m_name);
    auto *buttons = new QHBoxLayout;
    buttons->addStretch();
    for (QPushButton *b : {m_player, m_watcher, m_projector})
        buttons->addWidget(b);
    auto *layout = new QVBoxLayout(this);
    // A game's line is long (its options and its seat): wrapped, never scrolled sideways.
    m_games->setWordWrap(true);
    m_games->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    m_games->setResizeMode(QListView::Adjust);
    layout->addWidget(m_gamesLabel);
    layout->addWidget(m_games, 1);
    layout->addLayout(form);
    // Its place is kept, empty or not, so the fields never move under the person's typing.
    layout->addWidget(m_error);
    layout->addLayout(buttons);
    reserveErrorSpace();

    connect(m_games, &QListWidget::currentRowChanged, this, &JoinPage::takeGame);
    connect(m_address, &QLineEdit::textEdited, this, &JoinPage::followFields);
    connect(m_port, &QSpinBox::valueChanged, this, [this] {
        if (!m_filling)
            followFields();
    });
    connect(m_player, &QPushButton::clicked, this, [this] { emit joinRequested(Way::Player); });
    connect(m_watcher, &QPushButton::clicked, this, [this] { emit joinRequested(Way::Watcher); });
    connect(m_projector, &QPushButton::clicked, this,
            [this] { emit joinRequested(Way::Projector); });
    retranslateUi();
}

void JoinPage::follow(net::GameBrowser *browser) {
    m_browser = browser;
    connect(browser, &net::GameBrowser::gamesChanged, this, &JoinPage::showGames);
    showGames();
}

// The list again, as the browser hears it now: the game highlighted stays highlighted wherever
// its row went, or nothing is once it has gone.
void JoinPage::showGames() {
    {
        const QSignalBlocker blocker(m_games); // the highlight is set below, by its game
        m_games->clear();
        for (const net::AnnouncedGame &game : m_browser->games())
            m_games->addItem(gameLine(game.announcement)); // an item's text is never markup
    }
    if (m_chosen) {
        highlight(rowOf(m_browser->games(), m_chosen->first, m_chosen->second));
        if (m_games->currentRow() < 0)
            m_chosen.reset();
    } else {
        followFields(); // a game typed in that is announced now is highlighted
    }
    updateButtons();
}

void JoinPage::takeGame(int row) {
    if (!m_browser || row < 0 || row >= m_browser->games().size()) {
        m_chosen.reset();
        updateButtons();
        return;
    }
    const net::AnnouncedGame &game = m_browser->games().at(row);
    m_chosen = std::pair{plainAddress(game.address), game.announcement.port};
    m_filling = true;
    m_address->setText(m_chosen->first.toString());
    m_port->setValue(m_chosen->second);
    m_filling = false;
    updateButtons();
}

void JoinPage::followFields() {
    m_chosen.reset();
    if (m_browser) {
        const QHostAddress typed(m_address->text().trimmed());
        const int row = typed.isNull() ? -1
                                       : rowOf(m_browser->games(), plainAddress(typed),
                                               static_cast<quint16>(m_port->value()));
        highlight(row);
        if (row >= 0)
            m_chosen = std::pair{plainAddress(typed), static_cast<quint16>(m_port->value())};
    }
    updateButtons();
}

void JoinPage::highlight(int row) {
    const QSignalBlocker blocker(m_games);
    m_games->setCurrentRow(row);
    if (row < 0)
        m_games->clearSelection();
}

const net::Announcement *JoinPage::chosenAnnouncement() const {
    const int row = m_games->currentRow();
    if (!m_browser || !m_chosen || row < 0 || row >= m_browser->games().size())
        return nullptr;
    return &m_browser->games().at(row).announcement;
}

bool JoinPage::isTournamentChosen() const {
    const net::Announcement *chosen = chosenAnnouncement();
    return chosen && chosen->isTournament();
}

// A game that takes only watchers cannot be joined as its player; a class tournament takes
// only its pupils, who join as players.
void JoinPage::updateButtons() {
    const net::Announcement *chosen = chosenAnnouncement();
    const bool tournament = chosen && chosen->isTournament();
    const bool seatFree = !chosen || tournament || chosen->seatFree;
    m_player->setEnabled(!m_busy && seatFree);
    m_watcher->setEnabled(!m_busy && !tournament);
    m_projector->setEnabled(!m_busy && !tournament);
    // Enter joins a tournament as its pupil, whichever way the page was opened for.
    m_player->setDefault(tournament || m_defaultWay == Way::Player);
    m_watcher->setDefault(!tournament && m_defaultWay == Way::Watcher);
    m_projector->setDefault(!tournament && m_defaultWay == Way::Projector);
}

net::JoinRequest JoinPage::request(Way way) const {
    net::JoinRequest request;
    request.host = m_address->text().trimmed();
    request.port = static_cast<quint16>(m_port->value());
    request.role = way == Way::Player ? net::Role::Player : net::Role::Watcher;
    request.code = m_code->text().trimmed().toUpper();
    request.name = m_name->text().trimmed();
    return request;
}

void JoinPage::setName(const QString &name) {
    m_name->setText(name);
}

void JoinPage::setChoices(const NetworkChoices &choices) {
    m_name->setText(choices.name);
    m_address->setText(choices.address);
    if (choices.port > 0)
        m_port->setValue(choices.port);
    followFields();
}

void JoinPage::setDefaultWay(Way way) {
    m_defaultWay = way;
    updateButtons();
    // A game chosen from the list fills in the address; without games, the address is typed.
    (m_games->count() > 0 ? static_cast<QWidget *>(m_games) : m_address)->setFocus();
}

void JoinPage::showError(const QString &error, std::optional<Field> field) {
    m_error->setText(error);
    m_error->setVisible(!error.isEmpty());
    if (!field)
        return;
    QLineEdit *edit = *field == Field::Address ? m_address
                      : *field == Field::Code  ? m_code
                                               : m_name;
    edit->setFocus();
    edit->selectAll();
}

void JoinPage::setBusy(bool busy) {
    m_busy = busy;
    updateButtons();
}

// Three lines of the error's font: the longest message, in the longest language, at the
// dialog's narrowest.
void JoinPage::reserveErrorSpace() {
    const int lines = 3;
    m_error->setFixedHeight(lines * m_error->fontMetrics().lineSpacing() + 2);
}

void JoinPage::retranslateUi() {
    //: Play over the Network, Join: the list of games hosted on the local network
    m_gamesLabel->setText(tr("&Games on the local network:"));
    m_addressLabel->setText(tr("&Address:"));
    m_portLabel->setText(tr("P&ort:"));
    //: Play over the Network, Join: the short code the host shows
    m_codeLabel->setText(tr("&Code:"));
    m_nameLabel->setText(tr("Your &name:"));
    //: Play over the Network, Join: shown in the empty address field
    m_address->setPlaceholderText(tr("Filled in when you choose a game above"));
    //: Play over the Network, Join: shown in the empty code field
    m_code->setPlaceholderText(tr("The letters and digits on the host's screen"));
    //: Play over the Network, Join: shown in the empty name field
    m_name->setPlaceholderText(tr("The name the others see"));
    m_player->setText(tr("Join as &Player"));
    m_watcher->setText(tr("Join as &Watcher"));
    //: Opens the game being watched in the presentation window (full screen, for a projector)
    m_projector->setText(tr("Watch on the P&rojector"));
    if (m_browser)
        showGames();
}

void JoinPage::changeEvent(QEvent *event) {
    QWidget::changeEvent(event);
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    if (event->type() == QEvent::FontChange)
        reserveErrorSpace();
}

} // namespace tihbat
