// SPDX-License-Identifier: GPL-3.0-or-later
#include "network/network_dialog.h"

#include "game/settings/settings.h"
#include "net/game_browser.h"
#include "net/game_host.h"
#include "net/message_codec.h"
#include "network/host_page.h"
#include "network/local_address.h"
#include "network_game/network_game.h"

#include <QDialogButtonBox>
#include <QEvent>
#include <QPushButton>
#include <QTabWidget>
#include <QVBoxLayout>

namespace tihbat {

namespace {

// What is wrong with the name, in plain words; empty when nothing is.
QString nameProblem(const QString &name) {
    if (name.trimmed().isEmpty())
        //: Play over the Network: the name field is empty
        return NetworkDialog::tr("Write your name: the others see it beside the board.");
    if (!net::isPlainName(name))
        //: Play over the Network: the name holds a sign that cannot be sent (an invisible or
        //: control character)
        return NetworkDialog::tr("Your name has a sign that cannot be sent. Use letters, digits "
                                 "and spaces.");
    return {};
}

JoinPage::Way wayOf(NetworkChoices::JoinAs joinAs) {
    switch (joinAs) {
    case NetworkChoices::JoinAs::Watcher:
        return JoinPage::Way::Watcher;
    case NetworkChoices::JoinAs::Projector:
        return JoinPage::Way::Projector;
    case NetworkChoices::JoinAs::Player:
        break;
    }
    return JoinPage::Way::Player;
}

NetworkChoices::JoinAs joinAsOf(JoinPage::Way way) {
    return way == JoinPage::Way::Watcher     ? NetworkChoices::JoinAs::Watcher
           : way == JoinPage::Way::Projector ? NetworkChoices::JoinAs::Projector
                                             : NetworkChoices::JoinAs::Player;
}

} // namespace

NetworkDialog::NetworkDialog(QWidget *parent, bool loopbackOnly)
    : QDialog(parent)
    , m_tabs(new QTabWidget)
    , m_host(new HostPage)
    , m_join(new JoinPage)
    , m_loopbackOnly(loopbackOnly) {
    setObjectName("networkDialog");
    m_tabs->addTab(m_host, QString());
    m_tabs->addTab(m_join, QString());
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_tabs);
    layout->addWidget(buttons);
    connect(m_host, &HostPage::hostRequested, this, &NetworkDialog::host);
    connect(m_host, &HostPage::stopRequested, this, [this] {
        m_host->showChoices();
        m_tabs->setTabEnabled(m_tabs->indexOf(m_join), true);
        emit stopHosting();
    });
    connect(m_join, &JoinPage::joinRequested, this, &NetworkDialog::join);
    // What was chosen last time, on the page used last.
    const NetworkChoices choices = Settings::networkChoices();
    m_host->setChoices(choices);
    m_join->setChoices(choices);
    m_join->setDefaultWay(wayOf(choices.joinAs));
    if (choices.joinedLast)
        m_tabs->setCurrentWidget(m_join);
    // Without the list, an address and port can still be typed.
    if (!loopbackOnly) {
        m_browser = new net::GameBrowser(this);
        if (m_browser->start())
            m_join->follow(m_browser);
    }
    retranslateUi();
}

void NetworkDialog::host() {
    const net::HostOptions options = m_host->options();
    if (const QString problem = nameProblem(options.hostName); !problem.isEmpty()) {
        m_host->showError(problem);
        return;
    }
    auto *host = new net::GameHost(this);
    if (m_loopbackOnly)
        host->setListenAddress(QHostAddress::LocalHost);
    if (!host->start(options, PreferredGamePort) && !host->start(options, 0)) {
        //: Play over the Network: %1 is the system's reason (in English)
        m_host->showError(tr("The game could not be hosted: %1").arg(host->errorString()));
        delete host;
        return;
    }
    m_host->showError({});
    NetworkChoices choices = Settings::networkChoices();
    choices.name = options.hostName;
    choices.rules = options.rules;
    choices.hostSide = options.hostSide;
    choices.joinedLast = false;
    Settings::setNetworkChoices(choices);
    m_host->showHosting(options, host->port(), m_loopbackOnly);
    followHost(host);
    emit hosted(host);
}

void NetworkDialog::followHost(net::GameHost *host) {
    connect(host, &net::GameHost::guestJoined, this, [this](const QString &name) {
        m_host->showJoined(name);
        accept(); // the board and the status bar say who joined
    });
    m_tabs->setTabEnabled(m_tabs->indexOf(m_join), false);
}

void NetworkDialog::showHosted(net::GameHost *host) {
    m_host->showHosting(host->options(), host->port(), host->listenAddress().isLoopback());
    if (host->isGuestPresent())
        m_host->showJoined(host->names()[sideIndex(host->guestSide())]);
    followHost(host);
    m_tabs->setCurrentWidget(m_host);
}

void NetworkDialog::join(JoinPage::Way way) {
    const net::JoinRequest request = m_join->request(way);
    // The first field of the form that is wrong, in the order the person fills them in.
    QString problem;
    std::optional<JoinPage::Field> field;
    if (request.host.isEmpty()) {
        problem = tr("Choose a game in the list, or write the host's address.");
        field = JoinPage::Field::Address;
    } else if (request.code.isEmpty()) {
        //: Play over the Network, Join: the code field is empty
        problem = tr("Write the join code: the letters and digits on the host's screen.");
        field = JoinPage::Field::Code;
    } else if (!net::isValidCode(request.code)) {
        //: Play over the Network, Join: the code holds something a code cannot
        problem = tr("A join code has only letters and digits. Copy it as the host's screen "
                     "shows it.");
        field = JoinPage::Field::Code;
    } else if (problem = nameProblem(request.name); !problem.isEmpty()) {
        field = JoinPage::Field::Name;
    }
    m_join->showError(problem, field);
    if (!problem.isEmpty())
        return;
    NetworkChoices choices = Settings::networkChoices();
    choices.name = request.name;
    choices.address = request.host;
    choices.port = request.port;
    choices.joinAs = joinAsOf(way);
    choices.joinedLast = true;
    Settings::setNetworkChoices(choices);
    m_join->setBusy(true);
    // A class tournament chosen in the list: straight in as its pupil.
    tryJoin(request, way,
            m_join->isTournamentChosen() ? net::TournamentProtocolVersion : net::ProtocolVersion);
}

void NetworkDialog::tryJoin(const net::JoinRequest &request, JoinPage::Way way, int version) {
    auto *link = new net::GameLink(this);
    link->setProtocolVersion(version);
    auto done = [this, link, way] {
        link->disconnect(this);
        m_join->setBusy(false);
        emit joined(link, way);
        accept();
    };
    connect(link, &net::GameLink::welcomed, this, done);
    // A class tournament's host tells a pupil without a game where it stands instead.
    connect(link, &net::GameLink::waiting, this, done);
    connect(link, &net::GameLink::failed, this,
            [this, link, request, way](net::LinkFailure failure, const QString &) {
                link->deleteLater();
                // A host of another version may be a class tournament's: joined as a pupil.
                if (failure == net::LinkFailure::Refused &&
                    link->refusal() == net::RefusalReason::Version &&
                    link->protocolVersion() == net::ProtocolVersion &&
                    way == JoinPage::Way::Player) {
                    tryJoin(request, way, net::TournamentProtocolVersion);
                    return;
                }
                m_join->showError(NetworkGame::failureText(failure, link->refusal()));
                m_join->setBusy(false);
            });
    link->join(request);
}

void NetworkDialog::showJoinPage(JoinPage::Way way) {
    if (!m_tabs->isTabEnabled(m_tabs->indexOf(m_join)))
        return;
    m_tabs->setCurrentWidget(m_join);
    m_join->setDefaultWay(way);
}

void NetworkDialog::retranslateUi() {
    //: Dialog title
    setWindowTitle(tr("Play over the Network"));
    //: Play over the Network: the tab to host a game
    m_tabs->setTabText(0, tr("&Host"));
    //: Play over the Network: the tab to join a game
    m_tabs->setTabText(1, tr("&Join"));
    // Wide enough for its title whole, with the title bar's buttons beside it.
    setMinimumWidth(fontMetrics().horizontalAdvance(windowTitle()) * 3 / 2 + 160);
}

void NetworkDialog::changeEvent(QEvent *event) {
    QDialog::changeEvent(event);
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
}

} // namespace tihbat
