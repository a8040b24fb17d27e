// SPDX-License-Identifier: GPL-3.0-or-later
// The Join page of Play over the Network: the games announced on the local network (the host's
// name as plain text, the rule options, whether the seat is free), or an address and port typed
// in; the code; the person's name; join as the player, as a watcher, or watch on the projector.
// The game highlighted and the address and port always agree: a highlighted game that goes
// from the list is no longer highlighted (its address and port stay, as typed), one that comes
// back or whose address and port are typed is highlighted again, and Join as Player is off
// for a game that takes only watchers. A class tournament is listed as one, and takes pupils
// only: Join as Player goes in as its pupil, the watchers' buttons are off. An error has its place
// kept under the fields, so nothing moves when it comes or goes.
#pragma once

#include "game/settings/settings.h"
#include "net/game_link.h"

#include <QHostAddress>
#include <QWidget>
#include <optional>

class QLabel;
class QLineEdit;
class QListWidget;
class QPushButton;
class QSpinBox;

namespace tihbat {

namespace net {
class GameBrowser;
struct Announcement;
} // namespace net

class JoinPage : public QWidget {
    Q_OBJECT
public:
    enum class Way { Player, Watcher, Projector };

    explicit JoinPage(QWidget *parent = nullptr);

    // Lists the games `browser` hears (not owned; it outlives the page).
    void follow(net::GameBrowser *browser);
    net::JoinRequest request(Way way) const;
    void setName(const QString &name);
    // The name, address and port chosen last (an address typed in, if no game is highlighted).
    void setChoices(const NetworkChoices &choices);
    // The button Enter presses, and the keyboard on the first thing to fill in.
    void setDefaultWay(Way way);
    Way defaultWay() const { return m_defaultWay; }
    // The fields a message can be about.
    enum class Field : std::uint8_t { Address, Code, Name };
    // Why joining failed (empty: nothing wrong), with the keyboard on `field` if given; `busy`
    // while a join is on its way.
    void showError(const QString &error, std::optional<Field> field = std::nullopt);
    void setBusy(bool busy);
    // The address and port of the game highlighted in the list, if one is.
    std::optional<std::pair<QHostAddress, quint16>> chosenGame() const { return m_chosen; }
    // Whether the entry highlighted is a class tournament (joined as its pupil).
    bool isTournamentChosen() const;

signals:
    void joinRequested(tihbat::JoinPage::Way way);

protected:
    void changeEvent(QEvent *event) override;

private:
    void showGames();
    // The game at `row` was highlighted: its address and port fill the fields.
    void takeGame(int row);
    // The address or port was typed: the game they name is highlighted, or none.
    void followFields();
    // Highlights `row` (-1: none) without filling the fields again.
    void highlight(int row);
    void updateButtons();
    // What the entry highlighted announces, if one is.
    const net::Announcement *chosenAnnouncement() const;
    void reserveErrorSpace();
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
    std::optional<std::pair<QHostAddress, quint16>> m_chosen; // the game highlighted
    Way m_defaultWay = Way::Player;
    bool m_filling = false; // the fields are being filled from the list, not typed
    bool m_busy = false;
};

} // namespace tihbat
