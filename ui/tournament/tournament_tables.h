// SPDX-License-Identifier: GPL-3.0-or-later
// The teacher's window's and the projector's tables of a class tournament, as item models over
// the core's Tournament: the standings (as Tournament::standings() ranks them) and the current
// round's games. They only show what the core computed; refresh() after every change.
#pragma once

#include "tournament/tournament.h"

#include <QAbstractTableModel>
#include <vector>

namespace tihbat {

class StandingsModel : public QAbstractTableModel {
    Q_OBJECT
public:
    enum Column { Place, Name, Won, Drawn, Lost, Points, Counters, Adjudicated, ColumnCount };

    explicit StandingsModel(QObject *parent = nullptr);

    // Shows the standings of `tournament`, which must outlive this model or be set again.
    void setTournament(const tournament::Tournament *tournament);
    void refresh();

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;

    // The player's games ended by adjudication so far.
    static int adjudicatedGames(const tournament::Tournament &tournament, int player);

private:
    const tournament::Tournament *m_tournament = nullptr;
    std::vector<tournament::Standing> m_rows;
};

class PairingsModel : public QAbstractTableModel {
    Q_OBJECT
public:
    enum Column { South, North, Counters, State, ColumnCount };

    explicit PairingsModel(QObject *parent = nullptr);

    void setTournament(const tournament::Tournament *tournament);
    void refresh();

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;

    // What the game at this table of the current round is: playing, or how it ended.
    static QString stateText(const tournament::Tournament &tournament, int table);
    // "Round 2 of 6", or before the start nothing.
    static QString roundText(const tournament::Tournament &tournament);
    // "Bye: Amina" for the current round's player without a game, else nothing.
    static QString byeText(const tournament::Tournament &tournament);

private:
    const tournament::Tournament *m_tournament = nullptr;
    int m_rows = 0;
};

// The scoring as the core counts it (tournament/standings.h), in one sentence.
QString scoringText();

} // namespace tihbat
