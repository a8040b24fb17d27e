// SPDX-License-Identifier: GPL-3.0-or-later
// Game > Play over the Network: the Host and Join pages. Hosting starts a GameHost at once
// (handed out by `hosted`, so the game is on the board while the friend is awaited); joining
// hands out the GameLink once the host has welcomed it. A failure is said on the page, in the
// person's language, and the dialog stays open.
#pragma once

#include "network/join_page.h"

#include <QDialog>

class QTabWidget;

namespace tihbat {

class HostPage;

namespace net {
class GameBrowser;
class GameHost;
} // namespace net

class NetworkDialog : public QDialog {
    Q_OBJECT
public:
    // `loopbackOnly`: hosts on the loopback address only and neither lists nor announces games
    // (tests; games between windows of one computer).
    explicit NetworkDialog(QWidget *parent = nullptr, bool loopbackOnly = false);

    HostPage *hostPage() const { return m_host; }
    JoinPage *joinPage() const { return m_join; }
    // Shows the Join page with `way`'s button as the default (Enter); not while hosting, when
    // the Join page is off.
    void showJoinPage(JoinPage::Way way);
    // Opened again while `host` hosts the game of the window: the Host page shows where to join
    // and the code, who has joined, and Stop Hosting.
    void showHosted(net::GameHost *host);

signals:
    // Hosting has started; the receiver takes `host` (a child of the dialog until then).
    void hosted(tihbat::net::GameHost *host);
    // The host welcomed `link`; the receiver takes it.
    void joined(tihbat::net::GameLink *link, tihbat::JoinPage::Way way);
    // Stop Hosting: the network game ends, and the game stays here.
    void stopHosting();

protected:
    void changeEvent(QEvent *event) override;

private:
    void host();
    void join(JoinPage::Way way);
    // Joins with this protocol version; a refused version 1 is tried again as a class
    // tournament's pupil (version 2).
    void tryJoin(const net::JoinRequest &request, JoinPage::Way way, int version);
    // Follows `host` on the Host page: who joins is said there; the dialog goes once they have.
    void followHost(net::GameHost *host);
    void retranslateUi();

    QTabWidget *m_tabs = nullptr;
    HostPage *m_host = nullptr;
    JoinPage *m_join = nullptr;
    net::GameBrowser *m_browser = nullptr; // child, unless loopback only
    bool m_loopbackOnly = false;
};

} // namespace tihbat
