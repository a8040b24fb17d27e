// SPDX-License-Identifier: GPL-3.0-or-later
// The name of the network game a window has joined, so the person sees which game they are in:
// the host's name as "Amina's game", the same name the host's dialog shows. On a joiner's status
// bar it reads "Network game: Amina's game" while the game lasts; over a watching presentation
// it is the name alone. Names come from the network: plain text, each isolated. A watcher is not
// told which player hosts: the host is the one player named when it joined before the guest
// (and stays so); otherwise the game is named by both players, "Amina against Youssef".
#pragma once

#include <QLabel>
#include <QPointer>

namespace tihbat {

class NetworkGame;

class GameNameLabel : public QLabel {
    Q_OBJECT
public:
    enum class Form { StatusBar, Title };

    explicit GameNameLabel(Form form, QWidget *parent = nullptr);

    // Shows the name of `game` (joined or watching; nothing for a game hosted here) from the
    // host's welcome on; hidden once the game ends or goes.
    void follow(NetworkGame *game);
    // The game's name: "Amina's game", or by both players when the host is not known.
    QString gameName() const;

protected:
    void changeEvent(QEvent *event) override;

private:
    void learnNames();
    void showName();

    Form m_form;
    QPointer<NetworkGame> m_game;
    QString m_host;                 // once known, kept
    std::array<QString, 2> m_names; // by sideIndex, from the last welcome
};

} // namespace tihbat
