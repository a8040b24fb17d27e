// SPDX-License-Identifier: GPL-3.0-or-later
#include "tournament_tables.h"

#include "text/isolated_text.h"

namespace tihbat {

using tournament::Table;
using tournament::Tournament;

QString scoringText() {
    return StandingsModel::tr(
        "A win gives 2 points, a draw 1, a loss 0; a bye counts as a win. Between players on the "
        "same points, more counters captured comes first, then the games they played against "
        "each other.");
}

StandingsModel::StandingsModel(QObject *parent)
    : QAbstractTableModel(parent) {}

void StandingsModel::setTournament(const Tournament *tournament) {
    m_tournament = tournament;
    refresh();
}

void StandingsModel::refresh() {
    beginResetModel();
    m_rows = m_tournament ? m_tournament->standings() : std::vector<tournament::Standing>{};
    endResetModel();
}

int StandingsModel::rowCount(const QModelIndex &parent) const {
    return parent.isValid() ? 0 : static_cast<int>(m_rows.size());
}

int StandingsModel::columnCount(const QModelIndex &parent) const {
    return parent.isValid() ? 0 : ColumnCount;
}

int StandingsModel::adjudicatedGames(const Tournament &tournament, int player) {
    int n = 0;
    for (const tournament::GameResult &r : tournament.results())
        if (r.adjudicated && (r.south == player || r.north == player))
            ++n;
    return n;
}

QVariant StandingsModel::data(const QModelIndex &index, int role) const {
    if (!index.isValid() || !m_tournament || index.row() >= rowCount())
        return {};
    const tournament::Standing &s = m_rows[static_cast<std::size_t>(index.row())];
    if (role == Qt::TextAlignmentRole)
        return index.column() == Name ? QVariant(Qt::AlignLeading | Qt::AlignVCenter)
                                      : QVariant(Qt::AlignCenter);
    if (role != Qt::DisplayRole)
        return {};
    switch (index.column()) {
    case Place:
        return index.row() + 1;
    case Name:
        return m_tournament->players().value(s.player);
    case Won:
        return s.won + s.byes;
    case Drawn:
        return s.drawn;
    case Lost:
        return s.lost;
    case Points:
        return s.points;
    case Counters:
        return s.captured;
    case Adjudicated: {
        const int n = adjudicatedGames(*m_tournament, s.player);
        return n > 0 ? QVariant(n) : QVariant(QString());
    }
    default:
        return {};
    }
}

QVariant StandingsModel::headerData(int section, Qt::Orientation orientation, int role) const {
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    switch (section) {
    case Place:
        //: Class tournament standings: the column of the places (1st, 2nd, …)
        return tr("Place");
    case Name:
        //: Class tournament standings: the column of the pupils' names
        return tr("Player");
    case Won:
        //: Class tournament standings: games won (a bye counts as won)
        return tr("Won");
    case Drawn:
        return tr("Drawn");
    case Lost:
        return tr("Lost");
    case Points:
        return tr("Points");
    case Counters:
        //: Class tournament standings: counters captured in all games, the first tie-break
        return tr("Counters");
    case Adjudicated:
        //: Class tournament standings: games the teacher ended, decided by the computer
        return tr("Adjudicated");
    default:
        return {};
    }
}

PairingsModel::PairingsModel(QObject *parent)
    : QAbstractTableModel(parent) {}

void PairingsModel::setTournament(const Tournament *tournament) {
    m_tournament = tournament;
    refresh();
}

void PairingsModel::refresh() {
    beginResetModel();
    m_rows = m_tournament && !m_tournament->rounds().empty()
                 ? static_cast<int>(m_tournament->rounds().back().tables.size())
                 : 0;
    endResetModel();
}

int PairingsModel::rowCount(const QModelIndex &parent) const {
    return parent.isValid() ? 0 : m_rows;
}

int PairingsModel::columnCount(const QModelIndex &parent) const {
    return parent.isValid() ? 0 : ColumnCount;
}

QString PairingsModel::stateText(const Tournament &tournament, int table) {
    const Table &t = tournament.table(table);
    const std::optional<Outcome> outcome = t.outcome();
    if (!outcome)
        //: Class tournament: a game of the current round not yet over
        return tr("Playing");
    QString result;
    if (!outcome->winner)
        //: Class tournament: how a game ended
        result = tr("Draw");
    else
        //: Class tournament: how a game ended; %1 is the winner's name
        result = tr("%1 won").arg(isolated(
            tournament.players().value(*outcome->winner == Side::South ? t.south : t.north)));
    if (t.adjudicated)
        //: Class tournament: a game the teacher ended, decided by the computer's exact value of
        //: the position; %1 says who won or that it is a draw
        return tr("%1 (adjudicated)").arg(result);
    return result;
}

QString PairingsModel::roundText(const Tournament &tournament) {
    if (!tournament.hasStarted())
        return {};
    if (tournament.isOver())
        //: Class tournament: all rounds are played
        return tr("The tournament is over");
    //: Class tournament: %1 is the current round, %2 how many there are
    return tr("Round %1 of %2").arg(tournament.roundsBegun()).arg(tournament.plannedRounds());
}

QString PairingsModel::byeText(const Tournament &tournament) {
    if (tournament.rounds().empty() || !tournament.rounds().back().bye)
        return {};
    //: Class tournament: the player who has no game this round; %1 is the name
    return tr("No game this round: %1")
        .arg(isolated(tournament.players().value(*tournament.rounds().back().bye)));
}

QVariant PairingsModel::data(const QModelIndex &index, int role) const {
    if (!index.isValid() || !m_tournament || index.row() >= m_rows)
        return {};
    if (role == Qt::TextAlignmentRole)
        return QVariant(Qt::AlignCenter);
    if (role != Qt::DisplayRole)
        return {};
    const Table &t = m_tournament->table(index.row());
    switch (index.column()) {
    case South:
        return m_tournament->players().value(t.south);
    case North:
        return m_tournament->players().value(t.north);
    case Counters: {
        const std::optional<Outcome> outcome = t.outcome();
        const std::array<int, 2> c = outcome ? outcome->finalScore : t.game.state().captured;
        // South's first, read left to right in an Arabic table too (unisolated, the numbers
        // would swap sides of the dash there).
        return isolated(QStringLiteral("%1 – %2").arg(c[0]).arg(c[1]));
    }
    case State:
        return stateText(*m_tournament, index.row());
    default:
        return {};
    }
}

QVariant PairingsModel::headerData(int section, Qt::Orientation orientation, int role) const {
    if (role != Qt::DisplayRole)
        return {};
    if (orientation == Qt::Vertical)
        //: Class tournament: the number of a game (table) in the round
        return tr("Table %1").arg(section + 1);
    switch (section) {
    case South:
        return tr("South");
    case North:
        return tr("North");
    case Counters:
        return tr("Counters");
    case State:
        //: Class tournament: the column saying whether a game is still being played
        return tr("Game");
    default:
        return {};
    }
}

} // namespace tihbat
