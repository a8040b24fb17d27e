#include "cli.h"

#include "arguments.h"
#include "game_setup.h"
#include "reports.h"

#include <ostream>

namespace tihbat::cli {

namespace {

constexpr std::string_view ProgramName = "tihbat-cli";

// The game the command works on, with the moves played.
Game gameFor(const Invocation &invocation) {
    Game game = startingGame(invocation);
    playMoves(game, invocation.operands);
    return game;
}

// The whole output, built before anything is written, so bad input leaves stdout empty.
std::string execute(const Invocation &invocation) {
    switch (invocation.command) {
    case Command::Help:
        return helpText();
    case Command::Version:
        return versionText() + "\n";
    case Command::Play:
        return playReport(gameFor(invocation)) + "\n";
    case Command::Solve:
        return solveReport(gameFor(invocation), *sharedSolver(invocation.options.chainCapture)) +
               "\n";
    }
    return helpText();
}

// Error messages quote what the user typed; a newline in it must not split the one line.
std::string oneLine(std::string text) {
    for (char &c : text) {
        if (static_cast<unsigned char>(c) < 0x20)
            c = ' ';
    }
    return text;
}

} // namespace

int runCli(const std::vector<std::string> &args, std::ostream &out, std::ostream &err) {
    std::string output;
    try {
        output = execute(parseArguments(args));
    } catch (const UsageError &error) {
        err << ProgramName << ": " << oneLine(error.what()) << '\n';
        return ExitUsageError;
    } catch (const std::exception &error) {
        err << ProgramName << ": internal error: " << oneLine(error.what()) << '\n';
        return ExitInternalError;
    }
    out << output << std::flush;
    return ExitSuccess;
}

std::string versionText() {
    return std::string(ProgramName) + " " + TIHBAT_VERSION;
}

std::string helpText() {
    return R"(Usage:
  tihbat-cli play  [OPTIONS] [MOVE...]
  tihbat-cli solve [OPTIONS] [MOVE...]
  tihbat-cli solve [OPTIONS] --position "A B a b S|N" [--captured "S N"] [MOVE...]
  tihbat-cli help | --help | -h
  tihbat-cli --version

Plays or solves a game of Tihbat, the four-pit mancala. Each command prints one
JSON object on one line to standard output and exits with status 0.

Commands:
  play    Play the moves and print the game's state and, if it is over, its result.
  solve   Play the moves, then print the value of the game under perfect play and
          the value of every legal move.

Options:
  --seeds N         counters in each pit at the start, 1 to 12 (default 7)
  --chain           chain capture: after a capture, the pit sown just before the
                    last one is captured too if it is the mover's and holds 2, 4,
                    6 or 8 (default off)
  --first S|N       who moves first, South or North (default S)
  --position "A B a b S|N"
                    start from this position instead: the counters in pits A, B,
                    a, b and the side to move. The counters on the board must be
                    an even number and at most 48, the most any game can hold.
                    The game's history is just this position; --seeds and
                    --first then do not matter.
  --captured "S N"  with --position: counters already captured by South and by
                    North (even numbers; with the board at most 48 in all;
                    default "0 0")
  --OPTION=VALUE works as well as --OPTION VALUE.

Moves:
  Each MOVE is the letter of the pit emptied: A or B for South (South's left and
  right pit), a or b for North (North's left and right pit); sowing goes
  A -> B -> a -> b -> A. Moves are played in order from the start (or the set-up
  position). Passes are automatic and never written.

Output of play:
  {"board":[A,B,a,b],"captured":[south,north],"toMove":"S"|"N","over":bool,
   "reason":null|"all-captured"|"repetition","final":null|[south,north],
   "winner":null|"S"|"N"|"draw","plies":N}
  final is the result once the counters left on the board are shared after a
  repetition; plies counts the moves given.

Output of solve:
  {"board":[...],"captured":[...],"toMove":"S"|"N","value":V,
   "final":[south,north],"moves":[{"move":"A","value":V1},...]}
  A value is always South's final score minus North's (captured plus share),
  under perfect play by both sides from here, given the game's history: a
  position that has already occurred since the last capture ends the game if it
  recurs. So South wants it high and North low; 0 is a draw. final is the score
  that perfect play leads to. moves lists every legal move of the side to move,
  in pit order A B a b, with the value after it (a move that repeats a position
  ends the game: its value is the score difference then). When the game is
  over, value is its final difference and moves is [].

Errors:
  Bad input (an unknown command or option, a missing or bad option value, an
  illegal move or a move after the end, a malformed position) prints one line on
  standard error saying what and where, prints nothing on standard output, and
  exits with status 2.

Examples:
  tihbat-cli play A b
  tihbat-cli solve --seeds 4 --chain
  tihbat-cli solve --position "1 5 0 0 S" --captured "2 0"
)";
}

} // namespace tihbat::cli
