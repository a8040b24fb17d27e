// SPDX-License-Identifier: GPL-3.0-or-later
#include "score_sheet.h"

namespace tihbat {

int ScoreSheet::lossOf(int move) const {
    const int before = analysis[std::size_t(move - 1)].value;
    const int after = analysis[std::size_t(move)].value;
    return game.stories()[std::size_t(move - 1)].mover == Side::South ? before - after
                                                                      : after - before;
}

std::vector<int> ScoreSheet::diagramMoves() const {
    std::vector<int> moves;
    const int plies = game.plies();
    for (int move = 1; move <= plies; ++move) {
        if (!game.stories()[std::size_t(move - 1)].captures.empty())
            moves.push_back(move);
    }
    if (moves.empty()) {
        for (int move = DiagramInterval; move <= plies; move += DiagramInterval)
            moves.push_back(move);
    }
    if (plies > 0 && (moves.empty() || moves.back() != plies))
        moves.push_back(plies);
    return moves;
}

std::optional<int> ScoreSheet::repeatedAfter() const {
    if (game.endReason() != GameEnd::Repetition)
        return std::nullopt;
    const Position &last = game.position();
    const int plies = game.plies();
    for (int move = 0; move < plies; ++move) {
        const GameState &state =
            move == 0 ? game.start() : game.stories()[std::size_t(move - 1)].after;
        if (state.position == last)
            return move;
    }
    return std::nullopt;
}

ScoreSheet makeScoreSheet(record::GameRecord record, std::vector<PositionAnalysis> analysis,
                          QPageSize::PageSizeId paper) {
    record::Replay replay = record::gameOf(record);
    if (!replay.game)
        throw ScoreSheetError("the record is not a legal game: " + replay.problem);
    if (analysis.size() != std::size_t(replay.game->plies()) + 1)
        throw ScoreSheetError("the values do not fit the game");
    ScoreSheet sheet;
    sheet.record = std::move(record);
    sheet.game = std::move(*replay.game);
    sheet.analysis = std::move(analysis);
    sheet.paper = paper;
    return sheet;
}

} // namespace tihbat
