// SPDX-License-Identifier: GPL-3.0-or-later
// A class tournament's host, on the teacher's computer: one listening port for the whole
// tournament. Pupils say hello (TournamentProtocolVersion) with their name and the code; a new
// name joins the tournament (before the start, or late: paired from the next round), a known
// one takes its seat back and goes on with its game. Every game of a round is hosted here and
// every move checked by the rules core (moveRefusal) before it goes to both players. A pupil
// without a game is told where it stands (`waiting`). The tournament is written to its save
// file after every change, crash-safe and readable by its owner only; a host started on that
// save goes on where it stopped.
#pragma once

#include "code_guard.h"
#include "message.h"
#include "protocol.h"
#include "tournament/tournament.h"

#include <QHash>
#include <QHostAddress>
#include <QList>
#include <QObject>
#include <QString>
#include <memory>

class QTcpServer;
class QTimer;

namespace tihbat::net {

class PeerChannel;
class BackgroundWriter;

class TournamentHost : public QObject {
    Q_OBJECT
public:
    explicit TournamentHost(QObject *parent = nullptr);
    ~TournamentHost() override;

    void setListenAddress(const QHostAddress &address) { m_listenAddress = address; }
    void setTimeouts(const Timeouts &timeouts) { m_timeouts = timeouts; }
    // Where the tournament is saved after every change (none: not saved); before start().
    void setSavePath(const QString &path) { m_savePath = path; }
    // Returns once every change so far is in the save file (tests, and before quitting).
    void flushSave();
    // Starts the tournament by itself once this many players have joined (0: startTournament).
    void setAutoStart(int players) { m_autoStart = players; }
    // Begins the next round by itself when a round is finished (the teacher's window may
    // rather wait for a click: off).
    void setAutoAdvance(bool on) { m_autoAdvance = on; }
    // How often a waiting pupil is told where it stands (tests shorten it).
    void setWaitingRepeat(int ms);

    // Listens for the tournament (new, or read back from its save) on `port` (0: one the system
    // chooses). False, with errorString(), if its code is not valid or the port is taken.
    bool start(const tournament::Tournament &tournament, quint16 port = 0);
    void stop();
    bool isListening() const;
    quint16 port() const;
    QString errorString() const { return m_error; }

    const tournament::Tournament &tournament() const { return m_tournament; }
    bool isPresent(int player) const { return m_seats.contains(player); }

    // The teacher starts the tournament with the pupils there (see Tournament::start).
    bool startTournament(QString *why = nullptr);
    // Begins the next round once the current one is finished; at the end, tells every pupil.
    bool nextRound();
    // Ends an unfinished game of the current round by the exact solver's value.
    bool adjudicate(int table);

signals:
    void playerJoined(int player, bool returning);
    void playerLeft(int player);
    void roundStarted(int round);
    void movePlayed(int table, const tihbat::MoveStory &story);
    void tableFinished(int table);
    void roundFinished(int round);
    void tournamentOver();
    void codeGuessing(const QString &address);
    // The save could not be written (the tournament goes on; the next change tries again).
    void saveFailed(const QString &why);
    void refused(tihbat::net::RefusalReason reason, const QString &peer);

private:
    void onNewConnection();
    void onMessage(PeerChannel *channel, const Message &message);
    void onHello(PeerChannel *channel, const Hello &hello);
    void onMove(int player, const Move &move);
    void onClosed(PeerChannel *channel);
    void refuse(PeerChannel *channel, RefusalReason reason, std::optional<int> ply = {},
                bool drop = false);
    // Tells the pupil its game (a welcome) or where it stands (waiting).
    void sendState(int player);
    Waiting waitingFor(int player) const;
    void sendToTable(int table, const Message &message);
    void afterTableChange(int table);
    void tellWaiting();
    // Saves before the event loop goes on: the moves that came together are saved at once,
    // on the writer's thread, so that its fsync holds up no move.
    void scheduleSave();
    void save();

    QTcpServer *m_server = nullptr; // child
    QTimer *m_waitingTimer = nullptr;
    QHostAddress m_listenAddress = QHostAddress::Any;
    Timeouts m_timeouts;
    QString m_savePath;
    int m_autoStart = 0;
    bool m_autoAdvance = true;
    QString m_error;
    tournament::Tournament m_tournament;
    QHash<int, PeerChannel *> m_seats; // player -> its connection
    QList<PeerChannel *> m_pending;    // before their hello, oldest first
    CodeGuard m_codeGuard;
    bool m_saveDue = false;
    std::unique_ptr<BackgroundWriter> m_writer; // the save's, while started with a save path
};

} // namespace tihbat::net
