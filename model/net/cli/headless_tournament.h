// SPDX-License-Identifier: GPL-3.0-or-later
// tihbat-cli tournament: hosts a class tournament for a number of headless (or any) pupils,
// starts it when they have all joined, goes from round to round by itself and finishes with
// one JSON object: the players, every game and the standings. With a save file it goes on
// from the save after a crash. It waits --wait seconds for the pupils to join; once started,
// a round in which nothing has moved for that long has its unfinished games adjudicated.
#pragma once

#include "net_invocation.h"
#include "tournament/tournament.h"

#include <QObject>
#include <QString>
#include <string>

class QTimer;

namespace tihbat::net {
class TournamentHost;
} // namespace tihbat::net

namespace tihbat::net::cli {

class HeadlessTournament : public QObject {
    Q_OBJECT
public:
    explicit HeadlessTournament(const NetInvocation &invocation, QObject *parent = nullptr);
    ~HeadlessTournament() override;

    // Reads the save (if any) and starts listening. False, with error(), if it cannot.
    bool start();
    quint16 port() const;
    const std::string &report() const { return m_report; }
    const QString &error() const { return m_error; }

signals:
    void finished(bool success);
    void codeGuessing(const QString &address);
    // The save could not be written (said on the error stream; the tournament goes on).
    void saveFailed(const QString &why);

private:
    void onQuiet();
    void end(bool success, const QString &error = {});

    NetInvocation m_invocation;
    TournamentHost *m_host = nullptr; // child
    QTimer *m_quiet = nullptr;        // child: nothing has happened for --wait seconds
    std::string m_report;
    QString m_error;
    bool m_done = false;
};

// The JSON object tihbat-cli tournament prints (see the README).
std::string tournamentReport(const tihbat::tournament::Tournament &tournament);

} // namespace tihbat::net::cli
