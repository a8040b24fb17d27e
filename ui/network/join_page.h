// SPDX-License-Identifier: GPL-3.0-or-later
// The Join page of Play over the Network: the games announced on the local network (the host's
// name as plain text, the rule options, whether the seat is free), or an address and port typed
// in; the code; the person's name; join as the player, as a watcher, or watch on the projector.
#pragma once

#include "net/game_link.h"

#include <QWidget>

class QLabel;
class QLineEdit;
class QListWidget;
class QPushButton;
class QSpinBox;

namespace tihbat {

namespace net {
class GameBrowser;
}

class JoinPage : public QWidget {
    Q_OBJECT
public:
    enum class Way { Player, Watcher, Projector };

    explicit JoinPage(QWidget *parent = nullptr);

    // Lists the games `browser` hears (not owned; it outlives the page).
    void follow(net::GameBrowser *browser);
    net::JoinRequest request(Way way) const;
    void setName(const QString &name);
    // The button Enter presses, and the keyboard on the first thing to fill in.
    void setDefaultWay(Way way);
    // Why joining failed (empty: nothing wrong); `busy` while a join is on its way.
    void showError(const QString &error);
    void setBusy(bool busy);

signals:
    void joinRequested(tihbat::JoinPage::Way way);

protected:
    void changeEvent(QEvent *event) override;

private:
    void showGames();
    void retranslateUi();

    net::GameBrowser *m_browser = nullptr;
    QListWidget *m_games = nullptr;
    QLineEdit *m_address = nullptr;
    QSpinBox *m_port = nullptr;
    QLineEdit *m_code = nullptr;
    QLineEdit *m_name = nullptr;
    QPushButton *m_player = nullptr;
    QPushButton *m_watcher = nullptr;
    QPushButton *m_projector = nullptr;
    QLabel *m_error = nullptr;
    QLabel *m_gamesLabel = nullptr;
    QLabel *m_addressLabel = nullptr;
    QLabel *m_portLabel = nullptr;
    QLabel *m_codeLabel = nullptr;
    QLabel *m_nameLabel = nullptr;
};

} // namespace tihbat
