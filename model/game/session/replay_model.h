// SPDX-License-Identifier: GPL-3.0-or-later
// The replay viewer's model: the games of a record file, the one being replayed as a
// tihbat::Game, an index 0..N into its moves (0 is the start; a MoveLine, so the board viewer
// steps through it), the exact solver's verdict on every position, and the edits (tags,
// comments) with a modified flag. The verdicts are worked out on a worker thread by the
// AnalysisService (a long game on a big board takes the solver a while): until analysisReady
// the replay is shown and stepped through without them.
#pragma once

#include "core/game.h"
#include "core/solver.h"
#include "move_line.h"
#include "record/record.h"

#include <QString>
#include <vector>

namespace tihbat {

class AnalysisService;

class ReplayModel : public MoveLine {
    Q_OBJECT
public:
    explicit ReplayModel(QObject *parent = nullptr);

    // Replaces every game and shows the first at its start. Returns why a game is not a legal
    // one (then nothing changes), or an empty string. A file read by record::readRecords is
    // always legal; a record made by hand may not be.
    [[nodiscard]] QString setGames(std::vector<record::GameRecord> games);
    const std::vector<record::GameRecord> &games() const { return m_games; }
    int gameCount() const { return static_cast<int>(m_games.size()); }
    // Which game is replayed, from 0; changing it starts at its beginning.
    int currentGame() const { return m_current; }
    void selectGame(int game);

    bool isEmpty() const { return m_games.empty(); }
    const record::GameRecord &record() const {
        return m_games[static_cast<std::size_t>(m_current)];
    }
    // The whole game, every move played.
    const Game &game() const override { return m_game; }
    int moveCount() const override { return m_game.plies(); }
    int position() const override { return m_index; }
    int index() const { return m_index; }

    // The state after `index` moves, and whether the game ended there.
    const GameState &stateAt(int index) const override;
    bool isOverAt(int index) const override;
    // Move `move` (from 1): what it did.
    const MoveStory &storyOf(int move) const override;
    // The move stepped to stays marked, as the game's board marks the move just played.
    bool marksMove(int move) const override { return move >= 1 && move <= moveCount(); }
    // Whether the solver's verdicts on this game have arrived; before, analysisAt is an empty
    // verdict (value 0, no moves) and lossOf 0.
    bool isAnalysed() const { return m_analysed; }
    const PositionAnalysis &analysisAt(int index) const;
    // How much move `move` (from 1) gave away from the mover's point of view, in counters of
    // the final score difference: 0 for a best move.
    int lossOf(int move) const;
    // The game with the first `index` moves played, nothing to redo: for playing on from there.
    Game gameUpTo(int index) const;

    // The comments after move `index` (before the first move for 0), one per line.
    QString commentAt(int index) const;
    bool isModified() const { return m_modified; }

public slots:
    void goTo(int index) override;
    void setIndex(int index) { goTo(index); }

    // Replaces the comments at `index` with one comment (none when blank).
    void setComment(int index, const QString &text);
    // Descriptive tags only: interpreted tags (Result, Counters...) and invalid names are
    // refused; an empty value keeps the tag with "?" for the roster, removes any other one.
    bool setTag(const QString &name, const QString &value);
    bool removeTag(const QString &name);
    void setModified(bool modified);

signals:
    // Another game is replayed (or new games were set): everything shown changes. Emitted
    // with MoveLine::lineChanged.
    void gameChanged();
    // The solver's verdicts on the game replayed are there (analysisAt, lossOf).
    void analysisReady();
    void tagsChanged();
    void commentChanged(int index);
    void modifiedChanged(bool modified);

private:
    void replayCurrent();
    record::GameRecord &editableRecord() { return m_games[static_cast<std::size_t>(m_current)]; }

    std::vector<record::GameRecord> m_games;
    int m_current = 0;
    Game m_game;
    std::vector<PositionAnalysis> m_analysis; // by index, 0..N, once analysed
    bool m_analysed = false;
    AnalysisService *m_analysisService = nullptr; // child
    quint64 m_analysisTicket = 0;                 // the verdicts asked for the game replayed
    int m_index = 0;
    bool m_modified = false;
};

// The start of a record's game, before any move (its set-up position if it has one).
Game startOfRecord(const record::GameRecord &record);

// A tag as a person reads it; "?" and "????.??.??", the file's way of saying "unknown", and a
// missing tag are empty.
QString shownTagValue(const record::GameRecord &record, const std::string &name);

} // namespace tihbat
