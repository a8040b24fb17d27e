// SPDX-License-Identifier: GPL-3.0-or-later
#include "play_statistics.h"

#include "game_session.h"

#include <QSettings>
#include <QtDebug>
#include <algorithm>
#include <array>

namespace tihbat {

namespace {

// statistics/<level>/<counters per pit>/wins|draws|losses, statistics/bestStreak, .../currentStreak
const QString Group = QStringLiteral("statistics");
const QString BestStreakKey = QStringLiteral("bestStreak");
const QString CurrentStreakKey = QStringLiteral("currentStreak");

constexpr std::array<Level, LevelCount> Levels = {Level::Beginner, Level::Easy, Level::Medium,
                                                  Level::Hard, Level::Perfect};

QString levelKey(Level level) {
    switch (level) {
    case Level::Beginner:
        return QStringLiteral("beginner");
    case Level::Easy:
        return QStringLiteral("easy");
    case Level::Medium:
        return QStringLiteral("medium");
    case Level::Hard:
        return QStringLiteral("hard");
    case Level::Perfect:
        return QStringLiteral("perfect");
    }
    return {};
}

// A count from the settings: a whole number from 0 up; anything else is reported and read as 0.
int readCount(const QSettings &settings, const QString &key) {
    const QVariant value = settings.value(key);
    if (!value.isValid())
        return 0;
    bool ok = false;
    const int count = value.toInt(&ok);
    if (!ok || count < 0) {
        qWarning().noquote() << QStringLiteral("Statistics: ignoring %1/%2 in %3: \"%4\" is not a "
                                               "count of games")
                                    .arg(settings.group(), key, settings.fileName(),
                                         value.toString());
        return 0;
    }
    return count;
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
    if (south.kind == north.kind)
        return std::nullopt; // two people (hot seat) or two computers
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
        ++tally.wins;
        ++m_currentStreak;
        m_bestStreak = std::max(m_bestStreak, m_currentStreak);
        break;
    case Result::Draw:
        ++tally.draws;
        m_currentStreak = 0;
        break;
    case Result::Loss:
        ++tally.losses;
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
    QSettings settings;
    settings.beginGroup(Group);
    for (const Level level : Levels) {
        settings.beginGroup(levelKey(level));
        for (const QString &group : settings.childGroups()) {
            bool ok = false;
            const int counters = group.toInt(&ok);
            if (!ok || counters < RuleOptions::MinCountersPerPit ||
                counters > RuleOptions::MaxCountersPerPit) {
                qWarning().noquote()
                    << QStringLiteral("Statistics: ignoring %1/%2 in %3: not a number of counters "
                                      "per pit from %4 to %5")
                           .arg(settings.group(), group, settings.fileName())
                           .arg(RuleOptions::MinCountersPerPit)
                           .arg(RuleOptions::MaxCountersPerPit);
                continue;
            }
            settings.beginGroup(group);
            Tally tally{readCount(settings, QStringLiteral("wins")),
                        readCount(settings, QStringLiteral("draws")),
                        readCount(settings, QStringLiteral("losses"))};
            settings.endGroup();
            if (tally.games() > 0)
                m_tallies[{level, counters}] = tally;
        }
        settings.endGroup();
    }
    m_bestStreak = readCount(settings, BestStreakKey);
    m_currentStreak = readCount(settings, CurrentStreakKey);
    m_bestStreak = std::max(m_bestStreak, m_currentStreak);
}

void PlayStatistics::save() const {
    QSettings settings;
    settings.remove(Group);
    settings.beginGroup(Group);
    for (const auto &[key, tally] : m_tallies) {
        settings.beginGroup(levelKey(key.first) + QLatin1Char('/') + QString::number(key.second));
        settings.setValue(QStringLiteral("wins"), tally.wins);
        settings.setValue(QStringLiteral("draws"), tally.draws);
        settings.setValue(QStringLiteral("losses"), tally.losses);
        settings.endGroup();
    }
    settings.setValue(BestStreakKey, m_bestStreak);
    settings.setValue(CurrentStreakKey, m_currentStreak);
}

} // namespace tihbat
