// SPDX-License-Identifier: GPL-3.0-or-later
#include "reports.h"

#include "core/notation.h"
#include "json.h"

#include <vector>

namespace tihbat::cli {

namespace {

const char *reasonName(GameEnd reason) {
    switch (reason) {
    case GameEnd::AllCaptured:
        return "all-captured";
    case GameEnd::Repetition:
        return "repetition";
    case GameEnd::None:
        break;
    }
    return "none";
}

std::string sideText(Side side) {
    return std::string(1, sideLetter(side));
}

void addState(JsonObject &json, const GameState &state) {
    json.add("board", state.position.pits)
        .add("captured", state.captured)
        .add("toMove", sideText(state.position.toMove));
}

void addOutcome(JsonObject &json, const std::optional<Outcome> &outcome) {
    if (!outcome) {
        json.addNull("reason").addNull("final").addNull("winner");
        return;
    }
    json.add("reason", reasonName(outcome->reason)).add("final", outcome->finalScore);
    json.add("winner", outcome->winner ? sideText(*outcome->winner) : std::string("draw"));
}

int totalCounters(const GameState &state) {
    return state.position.boardTotal() + state.captured[0] + state.captured[1];
}

// The final scores whose difference is the value: every counter ends with one side or the other.
std::array<int, 2> finalScoresFor(const GameState &state, int value) {
    const int total = totalCounters(state);
    return {(total + value) / 2, (total - value) / 2};
}

std::string moveValuesJson(const std::vector<MoveValue> &values) {
    std::vector<std::string> entries;
    for (const MoveValue &mv : values) {
        entries.push_back(JsonObject()
                              .add("move", std::string(1, pitLetter(mv.pit)))
                              .add("value", mv.value)
                              .str());
    }
    return jsonArrayOf(entries);
}

std::string pitText(int pit) {
    return std::string(1, pitLetter(pit));
}

} // namespace

std::string playReport(const Game &game) {
    JsonObject json;
    addState(json, game.state());
    json.add("over", game.isOver());
    addOutcome(json, game.outcome());
    json.add("plies", game.plies());
    return json.str();
}

std::string solveReport(const Game &game, const Solver &solver) {
    // For a finished game the value is its final difference and there are no moves.
    const int value = solver.value(game);
    JsonObject json;
    addState(json, game.state());
    json.add("value", value)
        .add("final", finalScoresFor(game.state(), value))
        .addRaw("moves", moveValuesJson(solver.moveValues(game)));
    return json.str();
}

std::string puzzleReport(const Puzzle &puzzle) {
    std::vector<std::string> best;
    for (const int pit : puzzle.bestPits())
        best.push_back(jsonString(pitText(pit)));
    std::vector<std::string> moves;
    for (const PuzzleMove &m : puzzle.moves)
        moves.push_back(JsonObject().add("move", pitText(m.pit)).add("gain", m.gain).str());
    return JsonObject()
        .add("id", puzzle.id)
        .add("position", formatPosition(puzzle.state.position))
        .add("captured", puzzle.state.captured)
        .add("toMove", sideText(puzzle.mover()))
        .add("seeds", puzzle.countersPerPit)
        .addRaw("best", jsonArrayOf(best))
        .add("gain", puzzle.bestGain())
        .add("margin", puzzle.margin())
        .add("depth", puzzle.depth)
        .add("difficulty", difficultyName(puzzle.difficulty))
        .addRaw("moves", jsonArrayOf(moves))
        .str();
}

std::string matchReport(const MatchResult &result) {
    return JsonObject()
        .add("games", result.games)
        .add("southWins", result.southWins)
        .add("northWins", result.northWins)
        .add("draws", result.draws)
        .add("meanMargin", result.meanMargin())
        .str();
}

} // namespace tihbat::cli
