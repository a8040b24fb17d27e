// SPDX-License-Identifier: GPL-3.0-or-later
// A person's results against the computer: wins, draws and losses for every computer level and
// every number of counters per pit, and the person's winning streaks, kept in the settings
// (QSettings group "statistics") so they survive a restart.
//
// What counts: each game one person plays against the computer, once, when it reaches its end
// (GameSession::gameFinished). Games between two people or two computers do not count, nor does
// a game that was already over when it was restored. An abandoned game (a new game started, or a
// replay played on, before the end) counts as nothing: no loss, and the streak goes on. Leaving
// Tihbat abandons nothing: the game in progress comes back at the next start and counts when it
// ends.
#pragma once

#include "game/session/game_model.h"

#include <QObject>
#include <map>
#include <optional>
#include <utility>
#include <vector>

namespace tihbat {

class GameSession;

struct Tally {
    int wins = 0;
    int draws = 0;
    int losses = 0;

    int games() const { return wins + draws + losses; }
    Tally &operator+=(const Tally &other);
    bool operator==(const Tally &) const = default;
};

class PlayStatistics : public QObject {
    Q_OBJECT
public:
    enum class Result { Win, Draw, Loss };

    // The most games of one kind kept for one level and number of counters, and the longest
    // streak: every sum over all levels and counts stays far inside an int, whatever a
    // hand-edited settings file says.
    static constexpr int MaxCount = 10'000'000;

    // Reads what the settings hold; values that are not counts are ignored with a warning, and
    // counts above MaxCount read as MaxCount.
    explicit PlayStatistics(QObject *parent = nullptr);

    // Records every game of `session` as it ends (see above).
    void follow(GameSession *session);

    // The person's result in a finished game against the computer; nothing for a game between
    // two people or two computers.
    static std::optional<Result> personResult(const GameSetup &setup, const Outcome &outcome);
    // Counts a finished game if it was a person against the computer, and saves at once.
    // Returns whether it counted.
    bool record(const GameSetup &setup, const Outcome &outcome);

    Tally tally(Level level, int countersPerPit) const;
    Tally byLevel(Level level) const;
    Tally byCounters(int countersPerPit) const;
    Tally total() const;
    // The counters per pit of the games recorded, smallest first.
    std::vector<int> countersPlayed() const;
    // Wins in a row: the longest run so far, and the run still going (a draw or a loss ends it).
    int bestStreak() const { return m_bestStreak; }
    int currentStreak() const { return m_currentStreak; }

    // Forgets everything, in the settings too.
    void reset();

signals:
    void changed();

private:
    void load();
    void save() const;

    std::map<std::pair<Level, int>, Tally> m_tallies;
    int m_bestStreak = 0;
    int m_currentStreak = 0;
};

} // namespace tihbat
