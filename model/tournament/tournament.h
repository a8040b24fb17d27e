// SPDX-License-Identifier: GPL-3.0-or-later
// A class tournament as data: the rules, the players in the order they joined, the rounds
// played and being played with every game's moves, and the pairing of the rounds to come. An
// all-play-all for up to MaxRoundRobinPlayers players at the start, a Swiss for more. It is
// saved whole (toJson) after every move and read back (fromJson) to go on after a crash. It
// knows nothing of the network: the host (net/tournament_host) plays the moves into it.
#pragma once

#include "core/game.h"
#include "pairing.h"
#include "standings.h"

#include <QByteArray>
#include <QString>
#include <QStringList>
#include <optional>
#include <variant>
#include <vector>

namespace tihbat {
class Solver;
}

namespace tihbat::tournament {

enum class System : std::uint8_t { AllPlayAll, Swiss };

// One game of a round.
struct Table {
    int south = 0;
    int north = 0;
    Game game;
    // A game the teacher ended: its result by the exact solver's value of its position.
    std::optional<Outcome> adjudicated;

    bool isFinished() const { return game.isOver() || adjudicated.has_value(); }
    // The result once finished.
    std::optional<Outcome> outcome() const;
};

struct PlayedRound {
    std::vector<Table> tables;
    std::optional<int> bye;
};

class Tournament {
public:
    // `swissRounds` 0: defaultSwissRounds() of the class at the start.
    explicit Tournament(const RuleOptions &rules = {}, const QString &code = {},
                        int swissRounds = 0);

    const RuleOptions &rules() const { return m_rules; }
    // The join code, kept so that a host started again takes the same pupils back.
    const QString &code() const { return m_code; }

    // A new player (a name not yet taken, compared without regard to case), before the start
    // or between rounds: paired from the next round on. Empty if the name is taken.
    std::optional<int> addPlayer(const QString &name);
    int playerCount() const { return static_cast<int>(m_players.size()); }
    const QStringList &players() const { return m_players; }
    std::optional<int> findPlayer(const QString &name) const;

    // Plans the tournament for the class there now and begins round 1. False, with `why`, for
    // fewer than 2 players or more Swiss rounds than can be paired.
    bool start(QString *why = nullptr);
    bool hasStarted() const { return m_started; }
    std::optional<System> system() const { return m_system; }
    // Rounds begun so far (the current one is the last), and in all as planned now.
    int roundsBegun() const { return static_cast<int>(m_rounds.size()); }
    int plannedRounds() const;
    const std::vector<PlayedRound> &rounds() const { return m_rounds; }

    bool isRoundFinished() const;
    // Begins the next round once the current one is finished. False if there is none (the
    // tournament is over) or the current one is still being played.
    bool startNextRound();
    bool isOver() const;

    // The table of the current round where the player plays, if any (none: a bye, or a pupil
    // who came after the round began).
    std::optional<int> tableOf(int player) const;
    const Table &table(int index) const;
    // Plays a move at a table of the current round, by the rules.
    std::variant<MoveStory, MoveError> play(int table, int pit);
    // Ends an unfinished game of the current round by the solver's value of its position.
    bool adjudicate(int table, const Solver &solver);

    std::vector<GameResult> results() const;
    std::vector<int> swissByes() const;
    std::vector<Standing> standings() const;

    // The whole tournament as one JSON document, and back (every field checked, every move
    // replayed by the rules); empty, with `why`, for anything that is not a tournament.
    QByteArray toJson() const;
    static std::optional<Tournament> fromJson(const QByteArray &json, QString *why);

private:
    std::optional<Round> nextRoundPlan() const;
    void begin(const Round &round);
    // The all-play-all's rounds to come, planned again for a class that has grown.
    void replan();

    RuleOptions m_rules;
    QString m_code;
    int m_swissRounds = 0;
    QStringList m_players;
    bool m_started = false;
    std::optional<System> m_system;
    std::vector<PlayedRound> m_rounds;
    std::vector<Round> m_plan; // all-play-all: the rounds still to come
};

} // namespace tihbat::tournament
