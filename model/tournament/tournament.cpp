// SPDX-License-Identifier: GPL-3.0-or-later
#include "tournament.h"

#include "core/notation.h"
#include "core/solver.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

namespace tihbat::tournament {

std::optional<Outcome> Table::outcome() const {
    if (adjudicated)
        return adjudicated;
    return game.outcome();
}

Tournament::Tournament(const RuleOptions &rules, const QString &code, int swissRounds)
    : m_rules(rules)
    , m_code(code)
    , m_swissRounds(swissRounds) {}

std::optional<int> Tournament::addPlayer(const QString &name) {
    if (name.isEmpty() || findPlayer(name))
        return std::nullopt;
    m_players.append(name);
    if (m_started && m_system == System::AllPlayAll)
        replan();
    return playerCount() - 1;
}

std::optional<int> Tournament::findPlayer(const QString &name) const {
    for (int i = 0; i < playerCount(); ++i)
        if (m_players[i].compare(name, Qt::CaseInsensitive) == 0)
            return i;
    return std::nullopt;
}

bool Tournament::start(QString *why) {
    auto refuse = [why](const QString &text) {
        if (why)
            *why = text;
        return false;
    };
    if (m_started)
        return refuse(QStringLiteral("the tournament has started already"));
    if (playerCount() < 2)
        return refuse(QStringLiteral("a tournament needs at least 2 players"));
    if (playerCount() <= MaxRoundRobinPlayers) {
        m_system = System::AllPlayAll;
        m_plan = doubleRoundRobin(playerCount());
    } else {
        m_system = System::Swiss;
        if (m_swissRounds == 0)
            m_swissRounds = defaultSwissRounds(playerCount());
        if (m_swissRounds < 1 || m_swissRounds > maxSwissRounds(playerCount()))
            return refuse(QStringLiteral("a Swiss of %1 players has 1 to %2 rounds")
                              .arg(playerCount())
                              .arg(maxSwissRounds(playerCount())));
    }
    m_started = true;
    return startNextRound();
}

int Tournament::plannedRounds() const {
    if (m_system == System::Swiss)
        return m_swissRounds;
    return roundsBegun() + static_cast<int>(m_plan.size());
}

bool Tournament::isRoundFinished() const {
    if (m_rounds.empty())
        return m_started;
    for (const Table &t : m_rounds.back().tables)
        if (!t.isFinished())
            return false;
    return true;
}

std::optional<Round> Tournament::nextRoundPlan() const {
    if (m_system == System::AllPlayAll) {
        if (m_plan.empty())
            return std::nullopt;
        return m_plan.front();
    }
    if (roundsBegun() >= m_swissRounds)
        return std::nullopt;
    std::vector<SwissPlayer> players(static_cast<std::size_t>(playerCount()));
    for (const PlayedRound &round : m_rounds) {
        if (round.bye)
            players[static_cast<std::size_t>(*round.bye)].hadBye = true;
        for (const Table &t : round.tables) {
            SwissPlayer &s = players[static_cast<std::size_t>(t.south)];
            SwissPlayer &n = players[static_cast<std::size_t>(t.north)];
            s.opponents.insert(t.north);
            n.opponents.insert(t.south);
            ++s.southMinusNorth;
            --n.southMinusNorth;
            s.lastWasSouth = true;
            n.lastWasSouth = false;
        }
    }
    std::vector<int> ranking;
    for (const Standing &s : standings()) {
        players[static_cast<std::size_t>(s.player)].points = s.points;
        ranking.push_back(s.player);
    }
    return swissRound(players, ranking, roundsBegun());
}

bool Tournament::startNextRound() {
    if (!m_started || !isRoundFinished())
        return false;
    const std::optional<Round> round = nextRoundPlan();
    if (!round)
        return false;
    if (m_system == System::AllPlayAll)
        m_plan.erase(m_plan.begin());
    begin(*round);
    return true;
}

void Tournament::begin(const Round &round) {
    PlayedRound played;
    played.bye = round.bye;
    for (const Pairing &p : round.games)
        played.tables.push_back({p.south, p.north, Game(m_rules), std::nullopt});
    m_rounds.push_back(std::move(played));
}

void Tournament::replan() {
    std::set<std::pair<int, int>> left;
    for (int a = 0; a < playerCount(); ++a)
        for (int b = 0; b < playerCount(); ++b)
            if (a != b)
                left.insert({a, b});
    for (const PlayedRound &round : m_rounds)
        for (const Table &t : round.tables)
            left.erase({t.south, t.north});
    m_plan = packRounds(playerCount(), std::move(left));
}

bool Tournament::isOver() const {
    return m_started && isRoundFinished() && !nextRoundPlan();
}

std::optional<int> Tournament::tableOf(int player) const {
    if (m_rounds.empty())
        return std::nullopt;
    const std::vector<Table> &tables = m_rounds.back().tables;
    for (std::size_t i = 0; i < tables.size(); ++i)
        if (tables[i].south == player || tables[i].north == player)
            return static_cast<int>(i);
    return std::nullopt;
}

const Table &Tournament::table(int index) const {
    return m_rounds.back().tables.at(static_cast<std::size_t>(index));
}

std::variant<MoveStory, MoveError> Tournament::play(int table, int pit) {
    Table &t = m_rounds.back().tables.at(static_cast<std::size_t>(table));
    if (t.adjudicated)
        return MoveError::GameOver;
    return t.game.play(pit);
}

bool Tournament::adjudicate(int table, const Solver &solver) {
    if (m_rounds.empty() || table < 0 || table >= static_cast<int>(m_rounds.back().tables.size()))
        return false;
    Table &t = m_rounds.back().tables[static_cast<std::size_t>(table)];
    if (t.isFinished())
        return false;
    // The value is South's final score minus North's under perfect play; the counters are
    // shared so that the two add up to all there are.
    const int value = solver.value(t.game);
    const int total = PitCount * m_rules.countersPerPit;
    Outcome outcome;
    outcome.finalScore = {(total + value) / 2, (total - value) / 2};
    if (value != 0)
        outcome.winner = value > 0 ? Side::South : Side::North;
    outcome.reason = GameEnd::None;
    t.adjudicated = outcome;
    return true;
}

std::vector<GameResult> Tournament::results() const {
    std::vector<GameResult> results;
    for (const PlayedRound &round : m_rounds)
        for (const Table &t : round.tables) {
            const std::optional<Outcome> outcome = t.outcome();
            if (!outcome)
                continue;
            GameResult r{t.south, t.north, outcome->finalScore, std::nullopt,
                         t.adjudicated.has_value()};
            if (outcome->winner)
                r.winner = *outcome->winner == Side::South ? t.south : t.north;
            results.push_back(r);
        }
    return results;
}

std::vector<int> Tournament::swissByes() const {
    std::vector<int> byes;
    if (m_system == System::Swiss)
        for (const PlayedRound &round : m_rounds)
            if (round.bye)
                byes.push_back(*round.bye);
    return byes;
}

std::vector<Standing> Tournament::standings() const {
    const std::vector<GameResult> all = results();
    const std::vector<int> byes = swissByes();
    return tournament::standings(playerCount(), all, byes);
}

namespace {

constexpr int FormatVersion = 1;

QString sideText(Side side) {
    return QString(QChar::fromLatin1(sideLetter(side)));
}

QString movesText(const Game &game) {
    QString text;
    for (const int pit : game.moves())
        text += QChar::fromLatin1(pitLetter(pit));
    return text;
}

QJsonValue optionalPlayer(const std::optional<int> &player) {
    return player ? QJsonValue(*player) : QJsonValue(QJsonValue::Null);
}

} // namespace

QByteArray Tournament::toJson() const {
    QJsonArray rounds;
    for (const PlayedRound &round : m_rounds) {
        QJsonArray tables;
        for (const Table &t : round.tables) {
            QJsonObject table{{"south", t.south}, {"north", t.north}, {"moves", movesText(t.game)}};
            if (t.adjudicated)
                table.insert("adjudicated", QJsonArray{t.adjudicated->finalScore[0],
                                                       t.adjudicated->finalScore[1]});
            tables.append(table);
        }
        rounds.append(QJsonObject{{"bye", optionalPlayer(round.bye)}, {"games", tables}});
    }
    QJsonArray plan;
    for (const Round &round : m_plan) {
        QJsonArray games;
        for (const Pairing &p : round.games)
            games.append(QJsonArray{p.south, p.north});
        plan.append(QJsonObject{{"bye", optionalPlayer(round.bye)}, {"games", games}});
    }
    QJsonValue system(QJsonValue::Null);
    if (m_system)
        system = *m_system == System::Swiss ? "swiss" : "all-play-all";
    const QJsonObject root{{"tihbatTournament", FormatVersion},
                           {"code", m_code},
                           {"counters", m_rules.countersPerPit},
                           {"chain", m_rules.chainCapture},
                           {"first", sideText(m_rules.firstToMove)},
                           {"swissRounds", m_swissRounds},
                           {"started", m_started},
                           {"system", system},
                           {"players", QJsonArray::fromStringList(m_players)},
                           {"rounds", rounds},
                           {"plan", plan}};
    return QJsonDocument(root).toJson(QJsonDocument::Indented);
}

namespace {

// Reads a player number in range, or fails.
std::optional<int> playerIn(const QJsonValue &value, int players) {
    if (!value.isDouble())
        return std::nullopt;
    const double d = value.toDouble();
    const int p = value.toInt(-1);
    if (p < 0 || p >= players || d != p)
        return std::nullopt;
    return p;
}

} // namespace

std::optional<Tournament> Tournament::fromJson(const QByteArray &json, QString *why) {
    auto fail = [why](const QString &text) -> std::optional<Tournament> {
        if (why)
            *why = text;
        return std::nullopt;
    };
    QJsonParseError error{};
    const QJsonDocument document = QJsonDocument::fromJson(json, &error);
    if (error.error != QJsonParseError::NoError || !document.isObject())
        return fail(QStringLiteral("not a JSON object: %1").arg(error.errorString()));
    const QJsonObject root = document.object();
    if (root.value("tihbatTournament").toInt() != FormatVersion)
        return fail(QStringLiteral("not a tournament of this version"));
    RuleOptions rules;
    rules.countersPerPit = root.value("counters").toInt(0);
    rules.chainCapture = root.value("chain").toBool();
    const auto first = sideFromLetter(root.value("first").toString().toStdString());
    if (!rules.isValid() || !root.value("chain").isBool() || !first)
        return fail(QStringLiteral("the rules (counters, chain, first) are not valid"));
    rules.firstToMove = *first;
    Tournament t(rules, root.value("code").toString(), root.value("swissRounds").toInt(-1));
    if (t.m_swissRounds < 0)
        return fail(QStringLiteral("\"swissRounds\" is not a number of rounds"));
    for (const QJsonValue &name : root.value("players").toArray())
        if (!name.isString() || !t.addPlayer(name.toString()))
            return fail(QStringLiteral("the players are not distinct names"));
    t.m_started = root.value("started").toBool();
    const QString system = root.value("system").toString();
    if (system == QLatin1String("swiss"))
        t.m_system = System::Swiss;
    else if (system == QLatin1String("all-play-all"))
        t.m_system = System::AllPlayAll;
    else if (t.m_started)
        return fail(QStringLiteral("\"system\" is not swiss or all-play-all"));
    const int players = t.playerCount();
    for (const QJsonValue &roundValue : root.value("rounds").toArray()) {
        const QJsonObject round = roundValue.toObject();
        PlayedRound played;
        if (!round.value("bye").isNull()) {
            played.bye = playerIn(round.value("bye"), players);
            if (!played.bye)
                return fail(QStringLiteral("a round's bye is not a player"));
        }
        for (const QJsonValue &tableValue : round.value("games").toArray()) {
            const QJsonObject table = tableValue.toObject();
            const auto south = playerIn(table.value("south"), players);
            const auto north = playerIn(table.value("north"), players);
            if (!south || !north || *south == *north)
                return fail(QStringLiteral("a game's players are not two players"));
            Table t2{*south, *north, Game(rules), std::nullopt};
            for (const QChar c : table.value("moves").toString()) {
                const auto pit = pitFromLetter(QString(c).toStdString());
                if (!pit || std::holds_alternative<MoveError>(t2.game.play(*pit)))
                    return fail(QStringLiteral("a game's moves are not a legal game"));
            }
            if (table.contains("adjudicated")) {
                const QJsonArray score = table.value("adjudicated").toArray();
                Outcome outcome;
                outcome.finalScore = {score.at(0).toInt(-1), score.at(1).toInt(-1)};
                if (score.size() != 2 || outcome.finalScore[0] < 0 || outcome.finalScore[1] < 0)
                    return fail(QStringLiteral("an adjudicated game's score is not two numbers"));
                if (outcome.finalScore[0] != outcome.finalScore[1])
                    outcome.winner =
                        outcome.finalScore[0] > outcome.finalScore[1] ? Side::South : Side::North;
                t2.adjudicated = outcome;
            }
            played.tables.push_back(std::move(t2));
        }
        t.m_rounds.push_back(std::move(played));
    }
    if (t.m_started && t.m_rounds.empty())
        return fail(QStringLiteral("a tournament that has started has no rounds"));
    for (const QJsonValue &roundValue : root.value("plan").toArray()) {
        const QJsonObject round = roundValue.toObject();
        Round planned;
        if (!round.value("bye").isNull())
            planned.bye = playerIn(round.value("bye"), players);
        for (const QJsonValue &game : round.value("games").toArray()) {
            const auto south = playerIn(game.toArray().at(0), players);
            const auto north = playerIn(game.toArray().at(1), players);
            if (!south || !north || *south == *north)
                return fail(QStringLiteral("a planned game's players are not two players"));
            planned.games.push_back({*south, *north});
        }
        t.m_plan.push_back(std::move(planned));
    }
    return t;
}

} // namespace tihbat::tournament
