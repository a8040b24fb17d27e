// SPDX-License-Identifier: GPL-3.0-or-later
#include "game_setup.h"

#include "core/notation.h"
#include "record_input.h"

namespace tihbat::cli {

namespace {

std::string sideName(Side side) {
    return side == Side::South ? "South" : "North";
}

// Why the game refuses a move, in the words of RULES.md.
std::string refusalReason(const Game &game, int pit, MoveError error) {
    switch (error) {
    case MoveError::GameOver:
        return "the game is already over";
    case MoveError::WrongSide:
        return "it is " + sideName(game.position().toMove) + "'s turn";
    case MoveError::EmptyPit:
        return std::string("pit ") + pitLetter(pit) + " is empty";
    case MoveError::UnknownPit:
    case MoveError::None:
        break;
    }
    return "unknown pit";
}

std::string unknownPitReason(const std::string &move) {
    return "unknown pit \"" + move + "\" (pits are A B a b)";
}

} // namespace

Game startingGame(const Invocation &invocation) {
    if (invocation.recordPath) {
        const std::vector<record::GameRecord> games = readRecordGames(*invocation.recordPath);
        return replayedGame(chosenGame(games, invocation.gameNumber, *invocation.recordPath),
                            *invocation.recordPath);
    }
    if (invocation.setUp)
        return Game(invocation.options, *invocation.setUp);
    return Game(invocation.options);
}

void playMoves(Game &game, std::span<const std::string> moves, int firstNumber) {
    for (std::size_t i = 0; i < moves.size(); ++i) {
        const std::string where =
            "move " + std::to_string(static_cast<int>(i) + firstNumber) + " (" + moves[i] + "): ";
        const std::optional<int> pit = pitFromLetter(moves[i]);
        if (!pit)
            throw UsageError(where + unknownPitReason(moves[i]));
        if (const MoveError error = game.check(*pit); error != MoveError::None)
            throw UsageError(where + refusalReason(game, *pit, error));
        game.play(*pit);
    }
}

} // namespace tihbat::cli
