// SPDX-License-Identifier: GPL-3.0-or-later
#include "network_game_report.h"

#include "cli/json.h"
#include "core/notation.h"

#include <vector>

namespace tihbat::net::cli {

std::string networkGameReport(const Game &game, Side side) {
    std::vector<std::string> moves;
    for (const MoveStory &story : game.stories())
        moves.push_back(tihbat::cli::jsonString(moveNotation(story)));
    tihbat::cli::JsonObject json;
    json.add("side", std::string(1, sideLetter(side)))
        .addRaw("moves", tihbat::cli::jsonArrayOf(moves))
        .add("plies", game.plies());
    const std::optional<Outcome> outcome = game.outcome();
    if (!outcome) {
        json.addNull("final").addNull("winner").addNull("reason");
        return json.str();
    }
    json.add("final", outcome->finalScore)
        .add("winner",
             outcome->winner ? std::string(1, sideLetter(*outcome->winner)) : std::string("draw"))
        .add("reason", outcome->reason == GameEnd::Repetition ? "repetition" : "all-captured");
    return json.str();
}

} // namespace tihbat::net::cli
