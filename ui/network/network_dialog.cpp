// SPDX-License-Identifier: GPL-3.0-or-later
#include "network/network_dialog.h"

#include "net/game_browser.h"
#include "net/game_host.h"
#include "net/message_codec.h"
#include "network/host_page.h"
#include "network/local_address.h"
#include "network/network_game.h"

#include <QDialogButtonBox>
#include <QEvent>
#include <QPushButton>
#include <QTabWidget>
#include <QVBoxLayout>

namespace tihbat {

namespace {

QString nameProblem() {
    //: Play over the Network: the name field is empty or holds what a name cannot
    return NetworkDialog::tr("Write your name (up to 40 letters, no control characters).");
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
    connect(m_join, &JoinPage::joinRequested, this, &NetworkDialog::join);
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
    if (!net::isPlainName(options.hostName)) {
        m_host->showError(nameProblem());
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
    m_host->showHosting(options, host->port(), m_loopbackOnly);
    connect(host, &net::GameHost::guestJoined, this, [this](const QString &name) {
        m_host->showJoined(name);
        accept();
    });
    m_tabs->setTabEnabled(1, false);
    emit hosted(host);
}

void NetworkDialog::join(JoinPage::Way way) {
    const net::JoinRequest request = m_join->request(way);
    QString problem;
    if (!net::isPlainName(request.name))
        problem = nameProblem();
    else if (!net::isValidCode(request.code))
        //: Play over the Network, Join: the code field
        problem = tr("The code is the six letters and digits the host shows.");
    else if (request.host.isEmpty())
        problem = tr("Choose a game in the list, or write the host's address.");
    m_join->showError(problem);
    if (!problem.isEmpty())
        return;
    auto *link = new net::GameLink(this);
    m_join->setBusy(true);
    connect(link, &net::GameLink::welcomed, this, [this, link, way] {
        link->disconnect(this);
        m_join->setBusy(false);
        emit joined(link, way);
        accept();
    });
    connect(link, &net::GameLink::failed, this,
            [this, link](net::LinkFailure failure, const QString &) {
                m_join->showError(NetworkGame::failureText(failure, link->refusal()));
                m_join->setBusy(false);
                link->deleteLater();
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
}

void NetworkDialog::changeEvent(QEvent *event) {
    QDialog::changeEvent(event);
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
}

} // namespace tihbat
