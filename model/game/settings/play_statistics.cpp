// SPDX-License-Identifier: GPL-3.0-or-later
#include "play_statistics.h"

#include "game/session/game_session.h"
#include "game/session/saved_game.h"
#include "log.h"
#include "settings_store.h"

#include <algorithm>
#include <array>

namespace tihbat {

namespace {

// statistics/<level>/<counters per pit>/wins|draws|losses, statistics/bestStreak, .../currentStreak
const QString Group = QStringLiteral("statistics");
const QString BestStreakKey = QStringLiteral("bestStreak");
const QString CurrentStreakKey = QStringLiteral("currentStreak");

// A count from the settings: a whole number from 0 to PlayStatistics::MaxCount; anything else is
// reported and read as 0, a larger number as the largest.
int readCount(const QString &key) {
    const SettingsStore &store = SettingsStore::shared();
    const QVariant value = store.value(key);
    if (!value.isValid())
        return 0;
    bool ok = false;
    const qlonglong count = value.toLongLong(&ok);
    if (!ok || count < 0) {
        qCWarning(lcSettings).noquote()
            << QStringLiteral("Statistics: ignoring %1 in %2: \"%3\" is not a count of games")
                   .arg(key, store.path(), value.toString());
        return 0;
    }
    if (count > PlayStatistics::MaxCount) {
        qCWarning(lcSettings).noquote()
            << QStringLiteral("Statistics: %1 in %2 is more than %3: read as %3")
                   .arg(key, store.path())
                   .arg(PlayStatistics::MaxCount);
        return PlayStatistics::MaxCount;
    }
    return int(count);
}

// One more, up to the largest count kept.
void countOne(int &count) {
    count = std::min(count + 1, PlayStatistics::MaxCount);
}

} // namespace

Tally &Tally::operator+=(const Tally &other) {
    wins += other.wins;
    draws += other.draws;
    losses += other.losses;
    return *this;
}

PlayStatistics::PlayStatistics(QObject *parent)
    : QObject(parent) {
    load();
}

void PlayStatistics::follow(GameSession *session) {
    connect(session, &GameSession::gameFinished, this,
            [this](const GameSetup &setup, const Outcome &outcome) { record(setup, outcome); });
}

std::optional<PlayStatistics::Result> PlayStatistics::personResult(const GameSetup &setup,
                                                                   const Outcome &outcome) {
    const PlayerSetup &south = setup.players[sideIndex(Side::South)];
    const PlayerSetup &north = setup.players[sideIndex(Side::North)];
    if (south.kind == north.kind ||
        (south.kind != PlayerKind::Computer && north.kind != PlayerKind::Computer))
        return std::nullopt; // two people (hot seat, network) or two computers
    const Side person = south.kind == PlayerKind::Human ? Side::South : Side::North;
    if (!outcome.winner)
        return Result::Draw;
    return *outcome.winner == person ? Result::Win : Result::Loss;
}

bool PlayStatistics::record(const GameSetup &setup, const Outcome &outcome) {
    const std::optional<Result> result = personResult(setup, outcome);
    if (!result)
        return false;
    const PlayerSetup &south = setup.players[sideIndex(Side::South)];
    const PlayerSetup &computer =
        south.kind == PlayerKind::Computer ? south : setup.players[sideIndex(Side::North)];
    Tally &tally = m_tallies[{computer.level, setup.rules.countersPerPit}];
    switch (*result) {
    case Result::Win:
        countOne(tally.wins);
        countOne(m_currentStreak);
        m_bestStreak = std::max(m_bestStreak, m_currentStreak);
        break;
    case Result::Draw:
        countOne(tally.draws);
        m_currentStreak = 0;
        break;
    case Result::Loss:
        countOne(tally.losses);
        m_currentStreak = 0;
        break;
    }
    save();
    emit changed();
    return true;
}

Tally PlayStatistics::tally(Level level, int countersPerPit) const {
    const auto it = m_tallies.find({level, countersPerPit});
    return it == m_tallies.end() ? Tally{} : it->second;
}

Tally PlayStatistics::byLevel(Level level) const {
    Tally sum;
    for (const auto &[key, tally] : m_tallies) {
        if (key.first == level)
            sum += tally;
    }
    return sum;
}

Tally PlayStatistics::byCounters(int countersPerPit) const {
    Tally sum;
    for (const auto &[key, tally] : m_tallies) {
        if (key.second == countersPerPit)
            sum += tally;
    }
    return sum;
}

Tally PlayStatistics::total() const {
    Tally sum;
    for (const auto &entry : m_tallies)
        sum += entry.second;
    return sum;
}

std::vector<int> PlayStatistics::countersPlayed() const {
    std::vector<int> counters;
    for (const auto &[key, tally] : m_tallies) {
        if (tally.games() > 0)
            counters.push_back(key.second);
    }
    std::sort(counters.begin(), counters.end());
    counters.erase(std::unique(counters.begin(), counters.end()), counters.end());
    return counters;
}

void PlayStatistics::reset() {
    m_tallies.clear();
    m_bestStreak = 0;
    m_currentStreak = 0;
    save();
    emit changed();
}

void PlayStatistics::load() {
    const SettingsStore &store = SettingsStore::shared();
    for (const Level level : AllLevels) {
        const QString levelGroup = Group + u'/' + savedgame::levelKey(level);
        for (const QString &group : store.childGroups(levelGroup)) {
            bool ok = false;
            const int counters = group.toInt(&ok);
            if (!ok || counters < RuleOptions::MinCountersPerPit ||
                counters > RuleOptions::MaxCountersPerPit) {
                qCWarning(lcSettings).noquote()
                    << QStringLiteral("Statistics: ignoring %1/%2 in %3: not a number of counters "
                                      "per pit from %4 to %5")
                           .arg(levelGroup, group, store.path())
                           .arg(RuleOptions::MinCountersPerPit)
                           .arg(RuleOptions::MaxCountersPerPit);
                continue;
            }
            const QString prefix = levelGroup + u'/' + group + u'/';
            Tally tally{readCount(prefix + QStringLiteral("wins")),
                        readCount(prefix + QStringLiteral("draws")),
                        readCount(prefix + QStringLiteral("losses"))};
            if (tally.games() > 0)
                m_tallies[{level, counters}] = tally;
        }
    }
    m_bestStreak = readCount(Group + u'/' + BestStreakKey);
    m_currentStreak = readCount(Group + u'/' + CurrentStreakKey);
    m_bestStreak = std::max(m_bestStreak, m_currentStreak);
}

void PlayStatistics::save() const {
    SettingsStore &store = SettingsStore::shared();
    store.remove(Group);
    for (const auto &[key, tally] : m_tallies) {
        const QString prefix = Group + u'/' + savedgame::levelKey(key.first) + u'/' +
                               QString::number(key.second) + u'/';
        store.setValue(prefix + QStringLiteral("wins"), tally.wins);
        store.setValue(prefix + QStringLiteral("draws"), tally.draws);
        store.setValue(prefix + QStringLiteral("losses"), tally.losses);
    }
    store.setValue(Group + u'/' + BestStreakKey, m_bestStreak);
    store.setValue(Group + u'/' + CurrentStreakKey, m_currentStreak);
    if (!store.save())
        qCDebug(lcSettings) << "statistics not saved";
}

} // namespace tihbat
