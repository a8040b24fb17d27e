// SPDX-License-Identifier: GPL-3.0-or-later
// tihbat-cli host: hosts a game and plays the host's side as the computer; waits for a player
// (and for a player who left to come back) up to the given time. Finishes with the report of
// the whole game, or one line saying why not.
#pragma once

#include "computer_turn.h"
#include "net_invocation.h"

#include <QObject>
#include <QString>
#include <memory>
#include <string>

class QTimer;

namespace tihbat::net {
class GameHost;
class GameAnnouncer;
} // namespace tihbat::net

namespace tihbat::net::cli {

class HeadlessHost : public QObject {
    Q_OBJECT
public:
    explicit HeadlessHost(const NetInvocation &invocation, QObject *parent = nullptr);
    ~HeadlessHost() override;

    // Starts listening. False, with error(), if it cannot.
    bool start();
    quint16 port() const;

    // After finished: the report (success) or why it stopped.
    const std::string &report() const { return m_report; }
    const QString &error() const { return m_error; }

signals:
    void finished(bool success);

private:
    void scheduleMove();
    void moveNow(int ply);
    void onChosen(int ply, int pit);
    void onMovePlayed();
    void end(bool success, const QString &error = {});

    NetInvocation m_invocation;
    GameHost *m_host = nullptr;           // child
    GameAnnouncer *m_announcer = nullptr; // child
    QTimer *m_waitTimer = nullptr;        // child: for a player to join or come back
    ComputerTurn *m_computer = nullptr;   // child
    std::string m_report;
    QString m_error;
    bool m_done = false;
};

} // namespace tihbat::net::cli
