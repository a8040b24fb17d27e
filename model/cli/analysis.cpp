// SPDX-License-Identifier: GPL-3.0-or-later
#include "analysis.h"

#include "core/notation.h"
#include "core/solver.h"
#include "record_input.h"

#include <algorithm>
#include <string_view>

namespace tihbat::cli {

std::string analysisComment(int valueAfter, const std::vector<int> &bestPits) {
    std::string best;
    for (const int pit : bestPits) {
        if (!best.empty())
            best += ',';
        best += pitLetter(pit);
    }
    return "value " + std::to_string(valueAfter) + "; best " + best;
}

// Matches "value -?[0-9]+; best [ABab](,[ABab])*" by hand, in one pass without recursion:
// std::regex recurses per character and a long comment overflowed the stack.
bool isAnalysisComment(std::string_view comment) {
    auto take = [&comment](std::string_view prefix) {
        if (!comment.starts_with(prefix))
            return false;
        comment.remove_prefix(prefix.size());
        return true;
    };
    auto isPit = [](char c) { return c == 'A' || c == 'B' || c == 'a' || c == 'b'; };
    if (!take("value "))
        return false;
    take("-");
    const std::size_t digits = comment.find_first_not_of("0123456789");
    if (digits == 0 || digits == std::string_view::npos)
        return false;
    comment.remove_prefix(digits);
    if (!take("; best ") || comment.empty() || !isPit(comment.front()))
        return false;
    comment.remove_prefix(1);
    while (!comment.empty()) {
        if (comment.size() < 2 || comment[0] != ',' || !isPit(comment[1]))
            return false;
        comment.remove_prefix(2);
    }
    return true;
}

record::GameRecord analyzedRecord(const record::GameRecord &game) {
    record::GameRecord analyzed = game;
    Game replay = replayedGame(game, "");
    // Walk the moves again from the start, asking the solver before each one.
    while (replay.canUndo())
        replay.undo();
    const Solver &solver = *sharedSolver(game.options.chainCapture);
    for (record::RecordedMove &move : analyzed.moves) {
        const PositionAnalysis analysis = solver.analyse(replay);
        const auto played = std::find_if(analysis.moveValues.begin(), analysis.moveValues.end(),
                                         [&](const MoveValue &mv) { return mv.pit == move.pit; });
        std::erase_if(move.commentsAfter,
                      [](const std::string &comment) { return isAnalysisComment(comment); });
        move.commentsAfter.push_back(analysisComment(played->value, analysis.bestPits));
        replay.redo();
    }
    return analyzed;
}

std::string analyzeText(const Invocation &invocation) {
    const std::string &path = *invocation.recordPath;
    const std::vector<record::GameRecord> games = readRecordGames(path);
    std::vector<record::GameRecord> analyzed;
    if (invocation.gameNumber) {
        analyzed.push_back(analyzedRecord(chosenGame(games, invocation.gameNumber, path)));
    } else {
        for (const record::GameRecord &game : games)
            analyzed.push_back(analyzedRecord(game));
    }
    return record::writeRecords(analyzed);
}

} // namespace tihbat::cli
