// SPDX-License-Identifier: GPL-3.0-or-later
#include "game_texts.h"

#include "core/notation.h"
#include "text/isolated_text.h"

namespace tihbat {

QString GameTexts::gameName() {
    //: The name of the game: write it in your script (see translations/GLOSSARY.md)
    return tr("Tihbat", "name of the game");
}

QString GameTexts::sideName(Side side) {
    if (side == Side::South)
        //: The player who sits at the bottom of the board
        return tr("South", "side");
    //: The player who sits at the top of the board
    return tr("North", "side");
}

QString GameTexts::levelName(Level level) {
    switch (level) {
    case Level::Beginner:
        //: Computer player strength, the weakest
        return tr("Beginner", "level");
    case Level::Easy:
        //: Computer player strength
        return tr("Easy", "level");
    case Level::Medium:
        //: Computer player strength
        return tr("Medium", "level");
    case Level::Hard:
        //: Computer player strength
        return tr("Hard", "level");
    case Level::Perfect:
        //: Computer player strength: never makes a mistake
        return tr("Perfect", "level");
    }
    return {};
}

QString GameTexts::levelSuits(Level level) {
    switch (level) {
    case Level::Beginner:
        //: Who the weakest computer level suits, one line in the New Game dialog
        return tr("For first-time players: plays almost at random, so a young child often wins.",
                  "level suits");
    case Level::Easy:
        //: Who the Easy computer level suits, one line in the New Game dialog
        return tr("For children who know the rules: often misses the best move.", "level suits");
    case Level::Medium:
        //: Who the Medium computer level suits, one line in the New Game dialog
        return tr("For families: plays well but gets it wrong now and then.", "level suits");
    case Level::Hard:
        //: Who the Hard computer level suits, one line in the New Game dialog
        return tr("For strong players: rarely slips; only careful play wins.", "level suits");
    case Level::Perfect:
        //: Who the Perfect computer level suits, one line in the New Game dialog
        return tr("For experts: never makes a mistake and punishes every mistake you make.",
                  "level suits");
    }
    return {};
}

QString GameTexts::playerName(const GameSetup &setup, Side side) {
    const PlayerSetup &player = setup.players[sideIndex(side)];
    if (!player.name.trimmed().isEmpty())
        return player.name.trimmed();
    if (player.kind == PlayerKind::Computer)
        //: A computer player without a name; %1 is its level, such as "Easy"
        return tr("Computer (%1)", "player").arg(levelName(player.level));
    return sideName(side);
}

QString GameTexts::sentenceName(const GameSetup &setup, Side side) {
    return inSentence(setup, side, playerName(setup, side));
}

QString GameTexts::inSentence(const GameSetup &setup, Side side, const QString &name) {
    // A name the player gave (or a record brought) is isolated; the game's own words are not.
    return setup.players[sideIndex(side)].name.trimmed().isEmpty() ? name : isolated(name);
}

QString GameTexts::pitName(int pit) {
    return QString(QChar::fromLatin1(pitLetter(pit)));
}

std::optional<Side> GameTexts::personAgainstComputer(const GameSetup &setup) {
    const PlayerKind south = setup.players[sideIndex(Side::South)].kind;
    const PlayerKind north = setup.players[sideIndex(Side::North)].kind;
    if (south == PlayerKind::Human && north == PlayerKind::Computer)
        return Side::South;
    if (north == PlayerKind::Human && south == PlayerKind::Computer)
        return Side::North;
    return std::nullopt;
}

QString GameTexts::refusal(const GameSetup &setup, const Position &position, int pit,
                           MoveError error) {
    const PlayerSetup &toMove = setup.players[sideIndex(position.toMove)];
    const std::optional<Side> person = personAgainstComputer(setup);
    switch (error) {
    case MoveError::GameOver:
        //: Said when someone clicks a pit after the end
        return tr("The game is over. Start a new game to play again.");
    case MoveError::UnknownPit:
        return tr("There is no such pit.");
    case MoveError::WrongSide:
        if (person && toMove.kind == PlayerKind::Computer)
            //: Against the computer: the person clicked a pit while the computer is to move
            return tr("Wait: it is the computer's turn.");
        if (person && isValidPit(pit) && ownerOf(pit) != *person)
            //: Against the computer: the person clicked one of the computer's pits
            return tr("That pit is the computer's: play a pit on your side.");
        if (toMove.kind != PlayerKind::Human)
            //: %1 is the computer player's name, or the friend's at another computer
            return tr("Wait: it is %1's turn.").arg(sentenceName(setup, position.toMove));
        if (isValidPit(pit) && setup.players[sideIndex(ownerOf(pit))].kind == PlayerKind::Remote)
            //: A network game: %1 is the friend's name (at the other computer)
            return tr("That pit is %1's: play a pit on your side.")
                .arg(sentenceName(setup, ownerOf(pit)));
        if (isValidPit(pit) && ownerOf(pit) != position.toMove)
            //: %1 is a player's name. Said when someone clicks the other player's pit
            return tr("It is %1's turn: play a pit on your own side.")
                .arg(sentenceName(setup, position.toMove));
        //: %1 is a player's name
        return tr("It is %1's turn.").arg(sentenceName(setup, position.toMove));
    case MoveError::EmptyPit:
        //: Said when someone clicks a pit with no counters in it
        return tr("That pit is empty: choose a pit with counters.");
    case MoveError::None:
        break;
    }
    return {};
}

QString GameTexts::moveValue(int value, Side mover) {
    const int forMover = mover == Side::South ? value : -value;
    if (forMover > 0)
        //: Hint for one pit: if you play it and then play well, you win by %n counters
        return tr("You win by %n", "hint", forMover);
    if (forMover < 0)
        //: Hint for one pit: even playing well afterwards, you lose by %n counters
        return tr("You lose by %n", "hint", -forMover);
    //: Hint for one pit: the game ends equal
    return tr("Draw", "hint");
}

QString GameTexts::turn(const GameSetup &setup, const Position &position) {
    if (const std::optional<Side> person = personAgainstComputer(setup)) {
        if (position.toMove == *person)
            //: Status bar against the computer: the person is to move
            return tr("Your turn");
        //: Status bar against the computer: the computer is to move
        return tr("The computer's turn");
    }
    //: Status bar; %1 is a player's name
    return tr("%1 to play").arg(sentenceName(setup, position.toMove));
}

QString GameTexts::turnStatus(const GameSetup &setup, const Position &position, bool thinking,
                              bool paused) {
    const bool computerToMove =
        setup.players[sideIndex(position.toMove)].kind == PlayerKind::Computer;
    const bool person = personAgainstComputer(setup).has_value();
    if (computerToMove && paused) {
        if (person)
            //: Status bar against the computer: it is to move but the person paused it
            return tr("The computer's turn (paused)");
        //: Status bar; %1 is the computer player's name
        return tr("%1 to play (paused)").arg(sentenceName(setup, position.toMove));
    }
    if (computerToMove && thinking) {
        if (person)
            //: Status bar against the computer while it chooses its move
            return tr("The computer is thinking…");
        //: Status bar; %1 is the computer player's name
        return tr("%1 is thinking…").arg(sentenceName(setup, position.toMove));
    }
    return turn(setup, position);
}

QString GameTexts::turnTag(const GameSetup &setup, Side side) {
    // A network game's own side too: the person at this window plays it against the other.
    const bool ownNetworkSide = setup.players[sideIndex(side)].kind == PlayerKind::Human &&
                                setup.players[sideIndex(opponent(side))].kind == PlayerKind::Remote;
    if (personAgainstComputer(setup) == side || ownNetworkSide)
        //: The pill on the person's name plate when it is their turn against the computer
        //: (short: a few words at most)
        return tr("your turn", "nameplate");
    return {};
}

QString GameTexts::captured(const GameSetup &setup, const GameState &state) {
    // One arg() call: a name such as "%2" must not be filled in itself.
    //: Status bar; %1 and %3 are player names, %2 and %4 the numbers of counters they captured
    return tr("Captured: %1 %2 · %3 %4")
        .arg(sentenceName(setup, Side::South),
             QString::number(state.captured[sideIndex(Side::South)]),
             sentenceName(setup, Side::North),
             QString::number(state.captured[sideIndex(Side::North)]));
}

QString GameTexts::finalScores(const GameSetup &setup, const Outcome &outcome) {
    //: End of a game, one line each: %1 and %3 are player names, %2 and %4 the counters they
    //: end the game with
    return tr("Counters at the end:\n%1: %2\n%3: %4", "final score")
        .arg(inSentence(setup, Side::South, scoredName(setup, Side::South)),
             QString::number(outcome.finalScore[sideIndex(Side::South)]),
             inSentence(setup, Side::North, scoredName(setup, Side::North)),
             QString::number(outcome.finalScore[sideIndex(Side::North)]));
}

QString GameTexts::scoredName(const GameSetup &setup, Side side) {
    // The person without a name of their own is "you" against the computer, not "South".
    if (personAgainstComputer(setup) == side &&
        setup.players[sideIndex(side)].name.trimmed().isEmpty())
        //: Against the computer, the person's line in the final score ("You: 16")
        return tr("You", "final score");
    return playerName(setup, side);
}

QString GameTexts::endReason(const GameState &state, GameEnd reason) {
    const int left = state.position.boardTotal();
    switch (reason) {
    case GameEnd::AllCaptured:
        return tr("Every counter has been captured.");
    case GameEnd::Repetition:
        //: %n (always 2 or more, and even) counters were on the board; each player got half
        return tr("The same position came back, so the game stopped. The %n counters left on "
                  "the board were shared equally.",
                  "end", left);
    case GameEnd::None:
        break;
    }
    return {};
}

QString GameTexts::endReason(const Game &game) {
    QString text = endReason(game.state(), game.endReason());
    if (game.endReason() == GameEnd::Repetition && !game.stories().empty() &&
        game.stories().back().lifted == 1)
        //: After "The same position came back…" when the last move lifted a single counter:
        //: %1 is its pit (A, B, a or b)
        text += u' ' + tr("The last move took the one counter from pit %1 and it fell back into "
                          "the same pit: nothing on the board changed.",
                          "end")
                           .arg(pitName(game.stories().back().pit));
    return text;
}

QString GameTexts::repetitionWarning(const Game &game, int pit) {
    if (pit < 0 || pit >= PitCount || game.check(pit) != MoveError::None)
        return {};
    Game after = game;
    after.play(pit);
    if (after.endReason() != GameEnd::Repetition)
        return {};
    if (game.position().pits[pit] == 1)
        //: In a bubble by a pit holding one counter, before it is played; %1 is the pit (A, B, a
        //: or b). Choosing the pit a second time plays it.
        return tr("Pit %1 has just one counter: it falls back into pit %1 and the board stays the "
                  "same. This position was here before, so the game would end now. Choose pit %1 "
                  "again to play it.")
            .arg(pitName(pit));
    //: In a bubble by a pit, before it is played: the move would make the four pits and the
    //: player to move the same as earlier in the game, which ends it (the counters still on the
    //: board are shared). %1 is the pit (A, B, a or b). Choosing the pit a second time plays it.
    return tr("Playing pit %1 brings back an earlier position, so the game would end now and the "
              "counters left would be shared. Choose pit %1 again to play it.")
        .arg(pitName(pit));
}

QString GameTexts::result(const GameSetup &setup, const Outcome &outcome) {
    if (const std::optional<Side> person = personAgainstComputer(setup)) {
        // The person's score first when they win, the computer's when it does.
        const int mine = outcome.finalScore[sideIndex(*person)];
        const int its = outcome.finalScore[sideIndex(opponent(*person))];
        // The score as one piece: "16–12" read left to right inside an Arabic sentence too
        // (unisolated, the numbers would swap sides of the dash there).
        const auto score = [](int first, int second) {
            return isolated(QStringLiteral("%1–%2").arg(first).arg(second));
        };
        if (!outcome.winner)
            //: Against the computer, the game ended equal; %1 is the score ("14–14")
            return tr("It is a draw, %1.").arg(score(mine, its));
        if (*outcome.winner == *person)
            //: Against the computer, the person won: %1 is the score, theirs first ("16–12")
            return tr("You win %1!").arg(score(mine, its));
        //: Against the computer, the computer won: %1 is the score, the computer's first
        //: ("16–12")
        return tr("The computer wins %1").arg(score(its, mine));
    }
    if (!outcome.winner)
        //: The game ended equal
        return tr("It is a draw!");
    //: %1 is the winner's name
    return tr("%1 wins!").arg(sentenceName(setup, *outcome.winner));
}

} // namespace tihbat
