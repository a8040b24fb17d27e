// SPDX-License-Identifier: GPL-3.0-or-later
// tihbat-cli join: joins a hosted game as its player and plays that side as the computer.
// Finishes with the report of the whole game, or one line saying why not (a refused code, no
// answer, a host that broke the protocol or left).
#pragma once

#include "computer_turn.h"
#include "net_invocation.h"

#include <QObject>
#include <QString>
#include <string>

namespace tihbat::net {
class GameLink;
} // namespace tihbat::net

namespace tihbat::net::cli {

class HeadlessGuest : public QObject {
    Q_OBJECT
public:
    explicit HeadlessGuest(const NetInvocation &invocation, QObject *parent = nullptr);
    ~HeadlessGuest() override;

    void start();

    const std::string &report() const { return m_report; }
    const QString &error() const { return m_error; }

signals:
    void finished(bool success);

private:
    void scheduleMove();
    void moveNow(int ply);
    void onChosen(int ply, int pit);
    void afterChange();
    void end(bool success, const QString &error = {});

    NetInvocation m_invocation;
    GameLink *m_link = nullptr;         // child
    ComputerTurn *m_computer = nullptr; // child
    std::string m_report;
    QString m_error;
    bool m_done = false;
};

} // namespace tihbat::net::cli
