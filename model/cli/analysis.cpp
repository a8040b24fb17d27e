#include "analysis.h"

#include "core/notation.h"
#include "core/solver.h"
#include "record_input.h"

#include <algorithm>
#include <regex>

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

bool isAnalysisComment(const std::string &comment) {
    static const std::regex Pattern("value -?[0-9]+; best [ABab](,[ABab])*");
    return std::regex_match(comment, Pattern);
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
        std::erase_if(move.commentsAfter, isAnalysisComment);
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
