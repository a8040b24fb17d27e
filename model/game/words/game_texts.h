// SPDX-License-Identifier: GPL-3.0-or-later
// Words for what the model reports as facts: names, turns, refusals, hints and results. The core
// and the model never word anything a player reads during play; this is where it happens.
#pragma once

#include "game/session/game_model.h"

#include <QCoreApplication>
#include <QString>
#include <optional>

namespace tihbat {

class GameTexts {
    Q_DECLARE_TR_FUNCTIONS(GameTexts)
public:
    // "Tihbat", written in the script of the language (window titles, message boxes).
    static QString gameName();
    static QString sideName(Side side);
    static QString levelName(Level level);
    // Whom a level suits, in one line (the New Game dialog shows it under the level).
    static QString levelSuits(Level level);
    // The player's own name, else "Computer (Easy)" or the side's name.
    static QString playerName(const GameSetup &setup, Side side);
    // playerName as it goes into a sentence: a name the player gave is isolated (isolated()),
    // so its characters cannot turn the sentence around.
    static QString sentenceName(const GameSetup &setup, Side side);
    static QString pitName(int pit);

    // The side a person plays against the computer (one side a person, the other the
    // computer); empty in hot seat and between two computers. Against the computer every text
    // here speaks to the person ("You win 16–12!", "Your turn"); otherwise it names the sides.
    static std::optional<Side> personAgainstComputer(const GameSetup &setup);

    // Why a move was refused, said to the person who tried it (the status bar and the bubble
    // on the board).
    static QString refusal(const GameSetup &setup, const Position &position, int pit,
                           MoveError error);
    // A move's exact value for the side to move: "You win by 4", "Draw", "You lose by 2".
    static QString moveValue(int value, Side mover);
    // Whose turn it is: "Your turn", "The computer's turn", "South to play".
    static QString turn(const GameSetup &setup, const Position &position);
    // The status bar's turn line: the turn, or the computer thinking or paused.
    static QString turnStatus(const GameSetup &setup, const Position &position, bool thinking,
                              bool paused);
    // The pill on the name plate of `side` when it is to move: "your turn" for the person
    // against the computer and for the own side of a network game; empty where the board's own
    // "to move" says it.
    static QString turnTag(const GameSetup &setup, Side side);
    static QString captured(const GameSetup &setup, const GameState &state);
    // The counters each player ends with, one line each under a heading.
    static QString finalScores(const GameSetup &setup, const Outcome &outcome);
    static QString endReason(const GameState &state, GameEnd reason);
    // Why `game` ended, and when its last move lifted a single counter that fell back into its
    // own pit (the board did not change, yet the position came back), that too.
    static QString endReason(const Game &game);
    // Said by a pit before a person plays it, when playing it would bring back an earlier
    // position and so end the game (for a one-counter pit: the counter falls back where it
    // was). Empty otherwise.
    static QString repetitionWarning(const Game &game, int pit);
    // A player's name in the final score: "You" for the person against the computer (unless
    // they gave their name), else playerName.
    static QString scoredName(const GameSetup &setup, Side side);
    // "You win 16–12!", "The computer wins 16–12", "North wins!", "It is a draw!".
    static QString result(const GameSetup &setup, const Outcome &outcome);

private:
    static QString inSentence(const GameSetup &setup, Side side, const QString &name);
};

} // namespace tihbat
