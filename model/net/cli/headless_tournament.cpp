// SPDX-License-Identifier: GPL-3.0-or-later
#include "headless_tournament.h"

#include "cli/json.h"
#include "core/notation.h"
#include "files/safe_file.h"
#include "net/game_announcer.h"
#include "net/message_codec.h"
#include "net/tournament_host.h"
#include "tournament/tournament_records.h"

#include <QHostAddress>
#include <QTimer>
#include <filesystem>

namespace tihbat::net::cli {

namespace {

using tihbat::cli::jsonArrayOf;
using tihbat::cli::JsonObject;
using tihbat::cli::jsonString;

// The largest save read back: 64 players' games fit many times over.
constexpr std::size_t MaxSaveBytes = 64 * 1024 * 1024;

std::string gameJson(const tournament::Tournament &t, int round, const tournament::Table &table) {
    std::vector<std::string> moves;
    for (const MoveStory &story : table.game.stories())
        moves.push_back(jsonString(moveNotation(story)));
    JsonObject json;
    json.add("round", round)
        .add("south", t.players().at(table.south).toStdString())
        .add("north", t.players().at(table.north).toStdString())
        .addRaw("moves", jsonArrayOf(moves))
        .add("plies", table.game.plies());
    const std::optional<Outcome> outcome = table.outcome();
    if (!outcome)
        return json.addNull("final").addNull("winner").addNull("reason").str();
    const char *reason = table.adjudicated                        ? "adjudicated"
                         : outcome->reason == GameEnd::Repetition ? "repetition"
                                                                  : "all-captured";
    return json.add("final", outcome->finalScore)
        .add("winner",
             outcome->winner ? std::string(1, sideLetter(*outcome->winner)) : std::string("draw"))
        .add("reason", reason)
        .str();
}

} // namespace

std::string tournamentReport(const tournament::Tournament &t) {
    std::vector<std::string> players;
    for (const QString &name : t.players())
        players.push_back(jsonString(name.toStdString()));
    std::vector<std::string> games;
    for (std::size_t r = 0; r < t.rounds().size(); ++r)
        for (const tournament::Table &table : t.rounds()[r].tables)
            games.push_back(gameJson(t, static_cast<int>(r) + 1, table));
    std::vector<std::string> standings;
    for (const tournament::Standing &s : t.standings())
        standings.push_back(JsonObject()
                                .add("name", t.players().at(s.player).toStdString())
                                .add("points", s.points)
                                .add("won", s.won)
                                .add("drawn", s.drawn)
                                .add("lost", s.lost)
                                .add("byes", s.byes)
                                .add("captured", s.captured)
                                .str());
    const char *system = t.system() == tournament::System::Swiss ? "swiss" : "all-play-all";
    return JsonObject()
        .add("system", system)
        .add("rounds", t.roundsBegun())
        .addRaw("players", jsonArrayOf(players))
        .addRaw("games", jsonArrayOf(games))
        .addRaw("standings", jsonArrayOf(standings))
        .str();
}

HeadlessTournament::HeadlessTournament(const NetInvocation &invocation, QObject *parent)
    : QObject(parent)
    , m_invocation(invocation)
    , m_host(new TournamentHost(this))
    , m_quiet(new QTimer(this)) {
    m_quiet->setSingleShot(true);
    m_quiet->setInterval(invocation.waitSeconds * 1000);
    connect(m_quiet, &QTimer::timeout, this, &HeadlessTournament::onQuiet);
    m_host->setAutoStart(invocation.players);
    m_host->setAutoAdvance(true);
    auto lively = [this] { m_quiet->start(); };
    connect(m_host, &TournamentHost::playerJoined, this, lively);
    connect(m_host, &TournamentHost::movePlayed, this, lively);
    connect(m_host, &TournamentHost::roundStarted, this, lively);
    connect(m_host, &TournamentHost::tournamentOver, this, [this] { end(true); });
    connect(m_host, &TournamentHost::codeGuessing, this, &HeadlessTournament::codeGuessing);
    connect(m_host, &TournamentHost::saveFailed, this, &HeadlessTournament::saveFailed);
}

HeadlessTournament::~HeadlessTournament() = default;

bool HeadlessTournament::start() {
    const NetInvocation &given = m_invocation;
    if (!given.listenAddress.empty()) {
        QHostAddress address;
        if (!address.setAddress(QString::fromStdString(given.listenAddress))) {
            m_error = QStringLiteral("option --listen: \"%1\" is not an IP address")
                          .arg(QString::fromStdString(given.listenAddress));
            return false;
        }
        m_host->setListenAddress(address);
    }
    tournament::Tournament t(given.rules, QString::fromStdString(given.code), given.rounds);
    if (!given.savePath.empty()) {
        std::error_code ignored;
        if (std::filesystem::exists(given.savePath, ignored)) {
            const files::ReadFileResult read = files::readFileLimited(given.savePath, MaxSaveBytes);
            if (!read.ok()) {
                m_error = QString::fromStdString(read.error->describe());
                return false;
            }
            QString why;
            auto saved =
                tournament::Tournament::fromJson(QByteArray::fromStdString(read.bytes), &why);
            if (!saved) {
                m_error = QStringLiteral("%1 is not a tournament: %2")
                              .arg(QString::fromStdString(given.savePath), why);
                return false;
            }
            if (!codesMatch(saved->code(), QString::fromStdString(given.code))) {
                m_error = QStringLiteral("%1 is a tournament with another code")
                              .arg(QString::fromStdString(given.savePath));
                return false;
            }
            t = std::move(*saved);
        }
        m_host->setSavePath(QString::fromStdString(given.savePath));
    }
    if (!m_host->start(t, given.port)) {
        m_error = m_host->errorString();
        return false;
    }
    if (given.announce) {
        // Named by --name, as a pupil's Join list shows it ("Teacher" unless given).
        auto *announcer = new GameAnnouncer(this);
        announcer->start(m_host,
                         QString::fromStdString(given.name.empty() ? "Teacher" : given.name),
                         given.discoveryPort != 0 ? given.discoveryPort : DiscoveryPort);
    }
    m_quiet->start();
    // A save of a finished tournament, or one whose last round had just finished.
    if (m_host->tournament().hasStarted() && m_host->tournament().isRoundFinished())
        QTimer::singleShot(0, m_host, [this] { m_host->nextRound(); });
    return true;
}

quint16 HeadlessTournament::port() const {
    return m_host->port();
}

void HeadlessTournament::onQuiet() {
    const tournament::Tournament &t = m_host->tournament();
    const int seconds = m_invocation.waitSeconds;
    if (!t.hasStarted()) {
        end(false, QStringLiteral("only %1 of %2 players joined within %3 seconds")
                       .arg(t.playerCount())
                       .arg(m_invocation.players)
                       .arg(seconds));
        return;
    }
    // Nothing moved for the whole wait: the games still open cannot finish; the solver decides.
    if (t.rounds().empty()) {
        m_host->nextRound();
        return;
    }
    const int tables = static_cast<int>(t.rounds().back().tables.size());
    for (int table = 0; table < tables; ++table)
        if (!m_host->tournament().table(table).isFinished())
            m_host->adjudicate(table);
    m_quiet->start();
}

void HeadlessTournament::end(bool success, const QString &error) {
    if (m_done)
        return;
    m_done = true;
    m_quiet->stop();
    if (success)
        m_report = tournamentReport(m_host->tournament());
    m_error = error;
    if (success && !m_invocation.recordPath.empty()) {
        const std::vector<record::GameRecord> games =
            tournament::tournamentRecords(m_host->tournament(), "Class tournament");
        if (const auto problem =
                files::writeFileSafely(m_invocation.recordPath, record::writeRecords(games))) {
            m_report.clear();
            m_error = QString::fromStdString(problem->describe());
            success = false;
        }
    }
    m_host->stop();
    emit finished(success);
}

} // namespace tihbat::net::cli
