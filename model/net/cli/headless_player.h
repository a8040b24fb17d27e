// SPDX-License-Identifier: GPL-3.0-or-later
// What tihbat-cli's headless players (host and join) share: one side of a network game played
// by the computer. A move is planned after the invocation's delay when it is this side's turn,
// and checked again before the computer thinks and before its choice is played, since the game
// may have changed meanwhile (an undo, the other player gone); the end gives the report of the
// whole game, or why not. The host or the link it plays through is the subclass's.
#pragma once

#include "computer_turn.h"
#include "core/game.h"
#include "net_invocation.h"

#include <QObject>
#include <QString>
#include <optional>
#include <string>

namespace tihbat::net::cli {

class HeadlessPlayer : public QObject {
    Q_OBJECT
public:
    // After finished: the report (success) or why it stopped.
    const std::string &report() const { return m_report; }
    const QString &error() const { return m_error; }

signals:
    void finished(bool success);

protected:
    HeadlessPlayer(const NetInvocation &invocation, QObject *parent);

    const NetInvocation &invocation() const { return m_invocation; }
    // After the game changed: ends it when it is over, or plans this side's move.
    void afterChange();
    // Plans this side's move if it is its turn.
    void scheduleMove();
    void end(bool success, const QString &error = {});
    // Why it could not start.
    void setError(const QString &error) { m_error = error; }
    // The report to give at a successful end instead of the last game's (a tournament's).
    void setReport(std::string report) { m_report = std::move(report); }

    // What this player sees: the game as it knows it, the side it plays (none before it is
    // welcomed) and whether the other end is there to play with (the guest present, the link
    // joined).
    struct Seat {
        const Game &game;
        std::optional<Side> side;
        bool connected = false;
    };
    virtual Seat seat() const = 0;
    // Plays the computer's move through the host or the link.
    virtual MoveError play(int pit) = 0;
    // Stops the host or leaves the game, once, at the end.
    virtual void stop() = 0;

private:
    // Connected, the game not over, and this side to move.
    bool isOwnTurn() const;
    void moveNow(int ply);
    void onChosen(int ply, int pit);

    NetInvocation m_invocation;
    ComputerTurn *m_computer = nullptr; // child
    std::string m_report;
    QString m_error;
    bool m_done = false;
};

} // namespace tihbat::net::cli
