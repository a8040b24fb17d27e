// SPDX-License-Identifier: GPL-3.0-or-later
#include "network/game_name_label.h"

#include "net/game_link.h"
#include "network_game/network_game.h"
#include "text/isolated_text.h"

#include <QEvent>

namespace tihbat {

GameNameLabel::GameNameLabel(Form form, QWidget *parent)
    : QLabel(parent)
    , m_form(form) {
    setObjectName("networkGameName");
    setTextFormat(Qt::PlainText); // it carries names from the network
    if (form == Form::StatusBar)
        setContentsMargins(fontMetrics().averageCharWidth() * 2, 0, 0, 0); // apart from the score
    hide();
}

void GameNameLabel::follow(NetworkGame *game) {
    if (m_game)
        m_game->disconnect(this);
    m_game = game;
    m_host.clear();
    m_names = {};
    if (!game || !game->link()) {
        showName();
        return;
    }
    connect(game, &NetworkGame::joined, this, [this] {
        learnNames();
        showName();
    });
    connect(game, &NetworkGame::ended, this, [this] {
        m_game = nullptr;
        showName();
    });
    connect(game, &QObject::destroyed, this, [this] { showName(); });
    // Over the projector's board, which has no name plates: who has left, said under the name.
    connect(game, &NetworkGame::noticeChanged, this, &GameNameLabel::showName);
    if (game->link()->state() == net::GameLink::State::Joined)
        learnNames();
    showName();
}

// From the host's welcome: a player's opponent is the host; a watcher's host is the one player
// named before the guest joined.
void GameNameLabel::learnNames() {
    const net::GameLink *link = m_game ? m_game->link() : nullptr;
    if (!link || link->state() != net::GameLink::State::Joined)
        return;
    m_names = link->welcome().names;
    if (!m_host.isEmpty())
        return;
    if (const std::optional<Side> side = link->side())
        m_host = m_names[sideIndex(opponent(*side))];
    else if (m_names[0].isEmpty() != m_names[1].isEmpty())
        m_host = m_names[0].isEmpty() ? m_names[1] : m_names[0];
}

QString GameNameLabel::gameName() const {
    if (!m_host.isEmpty())
        //: The name of a network game, shown to those who joined it: %1 is the host's name
        return tr("%1's game").arg(isolated(m_host));
    if (m_names[0].isEmpty() && m_names[1].isEmpty())
        return {};
    //: The name of a network game when the host is not known: %1 plays South, %2 North
    return tr("%1 against %2")
        .arg(isolated(m_names[sideIndex(Side::South)]), isolated(m_names[sideIndex(Side::North)]));
}

void GameNameLabel::showName() {
    const QString name = m_game ? gameName() : QString();
    if (name.isEmpty()) {
        clear();
        hide();
        return;
    }
    const QString notice = m_game ? m_game->notice() : QString();
    setText(m_form == Form::Title ? (notice.isEmpty() ? name : name + QLatin1Char('\n') + notice)
                                  //: The status bar of a window that joined a network game: %1
                                  //: is the game's name ("Amina's game")
                                  : tr("Network game: %1").arg(name));
    show();
}

void GameNameLabel::changeEvent(QEvent *event) {
    QLabel::changeEvent(event);
    if (event->type() == QEvent::LanguageChange)
        showName();
}

} // namespace tihbat
