// SPDX-License-Identifier: GPL-3.0-or-later
#include "cli.h"

#include "analysis.h"
#include "arguments.h"
#include "files/safe_file.h"
#include "files/standard_output.h"
#include "game_setup.h"
#include "reports.h"

#include <algorithm>
#include <iostream>
#include <sstream>

namespace tihbat::cli {

namespace {

constexpr std::string_view ProgramName = "tihbat-cli";

// The game the command works on, with the moves played (after a record's, numbered on).
Game gameFor(const Invocation &invocation) {
    Game game = startingGame(invocation);
    playMoves(game, invocation.operands, game.plies() + 1);
    return game;
}

std::string analyze(const Invocation &invocation) {
    const std::string text = analyzeText(invocation);
    if (!invocation.outputPath)
        return text;
    // Replaced whole or left as it was; never a predictable temporary name beside it.
    writeOutputFile("--output", *invocation.outputPath, text);
    return {};
}

std::string countsText(const std::vector<int> &counts) {
    std::string text;
    for (std::size_t i = 0; i < counts.size(); ++i)
        text += (i == 0 ? "" : i + 1 == counts.size() ? " and " : ", ") + std::to_string(counts[i]);
    return text;
}

// The shipped puzzles the request asks for, one JSON object a line.
std::string puzzles(const PuzzleRequest &request) {
    const std::vector<Puzzle> &all = shippedPuzzles(); // --id is within them (arguments.cpp)
    if (request.countersPerPit) {
        const std::vector<int> counts = puzzleCounterCounts();
        if (std::find(counts.begin(), counts.end(), *request.countersPerPit) == counts.end())
            throw UsageError("option --seeds: there are no puzzles with " +
                             std::to_string(*request.countersPerPit) +
                             " counters per pit (there are with " + countsText(counts) + ")");
    }
    std::string text;
    for (const Puzzle &p : all) {
        if ((request.id && p.id != *request.id) ||
            (request.difficulty && p.difficulty != *request.difficulty) ||
            (request.countersPerPit && p.countersPerPit != *request.countersPerPit))
            continue;
        text += puzzleReport(p) + "\n";
    }
    if (text.empty())
        throw UsageError("no puzzle is all of what the options ask for");
    return text;
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
    case Command::Solve: {
        const Game game = gameFor(invocation);
        return solveReport(game, *sharedSolver(game.options().chainCapture)) + "\n";
    }
    case Command::Analyze:
        return analyze(invocation);
    case Command::Puzzles:
        return puzzles(invocation.puzzles);
    case Command::Match: {
        const MatchRequest &m = invocation.match;
        return matchReport(playMatch(*m.south, *m.north, invocation.options, m.games, m.seed)) +
               "\n";
    }
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

int runReporting(const std::function<void()> &work, std::ostream &err) {
    try {
        work();
    } catch (const UsageError &error) {
        err << ProgramName << ": " << oneLine(error.what()) << '\n';
        return ExitUsageError;
    } catch (const std::exception &error) {
        err << ProgramName << ": internal error: " << oneLine(error.what()) << '\n';
        return ExitInternalError;
    }
    return ExitSuccess;
}

void writeOutputFile(std::string_view option, const std::string &path, std::string_view bytes) {
    if (const auto error = files::writeFileSafely(path, bytes))
        throw UsageError("option " + std::string(option) + ": " + error->describe());
}

int runCli(const std::vector<std::string> &args, std::ostream &out, std::ostream &err) {
    std::string output;
    if (const int status = runReporting([&] { output = execute(parseArguments(args)); }, err);
        status != ExitSuccess)
        return status;
    out << output << std::flush;
    if (!out) {
        err << ProgramName << ": cannot write the output\n";
        return ExitUsageError;
    }
    return ExitSuccess;
}

int runCliOnStandardStreams(const std::vector<std::string> &args) {
    std::ostringstream out;
    const int status = runCli(args, out, std::cerr);
    // Closed too: where a file system reports a deferred write error.
    const int error = files::writeStandardOutputAndClose(out.view());
    if (error == 0)
        return status;
    files::FileError why;
    why.errorNumber = error;
    std::cerr << ProgramName << ": cannot write the output: " << why.reason() << std::endl;
    return ExitUsageError;
}

std::string versionText() {
    return std::string(ProgramName) + " " + TIHBAT_VERSION;
}

std::string helpText() {
    return R"(Usage:
  tihbat-cli play  [OPTIONS] [MOVE...]
  tihbat-cli solve [OPTIONS] [MOVE...]
  tihbat-cli solve [OPTIONS] --position "A B a b S|N" [--captured "S N"] [MOVE...]
  tihbat-cli play  --record FILE [--game N] [MOVE...]
  tihbat-cli solve --record FILE [--game N] [MOVE...]
  tihbat-cli analyze FILE [--game N] [--output OUT]
  tihbat-cli match --south LEVEL --north LEVEL [--games N] [--seed S]
                   [--seeds K] [--chain]
  tihbat-cli puzzles [--difficulty easy|medium|hard] [--seeds K] [--id N]
  tihbat-cli worksheet --output FILE.pdf [--answers KEY.pdf] [--puzzles N]
                   [--difficulty easy|medium|hard|mixed] [--counters K|any]
                   [--language en|el|hi|mn|sw|pt|ar|fr|es|ca] [--seed S]
                   [--title TEXT] [--paper a4|letter]
  tihbat-cli picture --position "A B a b S|N" [--captured "S N"] [--size WxH]
                   [--palette wood|projector|night] [--values]
                   [--language L] [--format png|svg] --output FILE.png|FILE.svg
  tihbat-cli scoresheet FILE [--game N] [--language en|el|hi|mn|sw|pt|ar|fr|es|ca]
                   [--paper a4|letter] --output FILE.pdf
  tihbat-cli host --code C --level LEVEL [--port P] [--counters K] [--chain]
                   [--first S|N] [--side S|N] [--name NAME] [--seed S]
                   [--listen ADDRESS] [--wait SECONDS] [--move-delay MS]
                   [--announce [--discovery-port P]]
  tihbat-cli join HOST:PORT --code C --level LEVEL [--name NAME] [--seed S]
                   [--timeout SECONDS] [--idle SECONDS] [--move-delay MS]
  tihbat-cli find [--seconds N] [--discovery-port P]
  tihbat-cli tournament --code C --players N [--port P] [--counters K] [--chain]
                   [--first S|N] [--rounds R] [--wait SECONDS] [--save FILE]
                   [--record FILE.tihbat] [--listen ADDRESS]
                   [--announce [--name NAME] [--discovery-port P]]
  tihbat-cli help | --help | -h
  tihbat-cli --version

Plays, solves or analyses a game of Tihbat, the four-pit mancala, or plays the
computer levels against each other. play, solve and match print one JSON object
on one line to standard output; every command exits with status 0 on success.

Commands:
  play    Play the moves and print the game's state and, if it is over, its result.
  solve   Play the moves, then print the value of the game under perfect play and
          the value of every legal move.
  analyze Read the game record FILE (.tihbat) and write it back with a comment
          after every move: the value after it and the best move or moves where
          it was played, e.g. {value -2; best B} or {value 0; best A,B}. Other
          comments are kept; an earlier analysis comment is replaced, so analysing
          twice gives the same file. Without --game every game of the file is
          analysed; the result goes to standard output, or to --output.
  match   Play N games between two computer players and print the results.
          LEVEL is beginner, easy, medium, hard, perfect, or random (a uniformly
          random legal move). The first move alternates: South moves first in
          the first game, North in the second, and so on. The same options give
          the same games.
  puzzles Print the puzzles the game ships (Game > Puzzles), one JSON object a
          line, easy ones first: positions from games between the computer
          levels where one move is clearly best, checked by the exact solver.
          --difficulty, --seeds and --id choose some of them.
  worksheet Write a puzzle worksheet as a PDF for printing: N puzzles (1 to 24,
          default 8) from the shipped collection, six a page, each a board
          diagram with its task and a line for the answer; then the answer key
          (the best move, its margin and the line of best play, worked out again
          by the solver), or the key alone in --answers. --counters K takes
          puzzles from games with K counters per pit (default any). The same
          options give the same file, byte for byte: it has no creation date,
          or SOURCE_DATE_EPOCH's where that is set. The paper is the system
          locale's unless --paper says.
  picture Write the board showing a position as a PNG picture, or as an SVG
          drawing when FILE ends in .svg or --format svg says, drawn as the
          game draws it (default 960x600 pixels); --values shows the solver's
          value of each move over its pit.
  scoresheet Write the score sheet of game N (default 1) of the record FILE as a
          PDF: players, date, rules and result, the graph of the value, every
          move with its value and verdict from the exact solver, and a board
          diagram after each capture. The same record gives the same file.
  host    Host a game on the network (protocol in the README, "Games over the
          network") and play the host's side (--side, default S) as the
          computer at LEVEL. A player joins with the code C: 6 to 12 letters and
          digits mixed (or 7 letters, or 9 digits), 4 of them different, and
          better drawn at random. Wrong codes are slowed down (5 at once, then
          one a minute from each address); "someone at ADDRESS is trying codes"
          is told on the error stream. --port 0 or no --port: a free port, told
          on the error stream.
          Waits --wait seconds (default 60) for a player to join or, one who
          left, to come back. --announce lists the game on the local network.
          At the end prints one JSON object (below).
  join    Join the game hosted at HOST:PORT with the code C and play the other
          side as the computer at LEVEL; --timeout bounds the wait for an
          answer (default 5 s), --idle the wait for the host's next move
          (default 120 s; so every game ends within 15000 of these waits). At
          the end prints the same JSON object. A player that is stopped joins
          again with the same code and goes on. At a class tournament's host
          it joins as a pupil named NAME, plays every game it is paired for
          (coming back by itself if the connection is lost) and prints its
          games, points and place at the end.
  tournament Host a class tournament for N players (2 to 64) with the code C
          on one port: all-play-all (each pair twice, once each side) for up
          to 8, a Swiss of R rounds (default: log2 N rounded up, at most N/2)
          for more; a win 2 points, a draw 1. Starts when N have joined; a
          pupil who comes later is paired from the next round. Waits --wait
          seconds (default 60) for the pupils; once started, games in which
          nothing moved for that long are adjudicated by the exact solver.
          --save FILE saves it after every move (owner-only) and, if FILE
          exists, goes on from it. --record writes every game to one record
          file at the end. Prints one JSON object: system, rounds,
          players, games (round, south, north, moves, plies, final, winner,
          reason) and standings (name, points, won, drawn, lost, byes,
          captured).
  find    Listen --seconds (default 3) for games announced on the local
          network and print one JSON object a game: address, port, name,
          counters, chain, first, hostSide, seatFree, watchers, plies.

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
  --record FILE     play and solve: start from the game in the record FILE (a
                    .tihbat file) with all its moves played; the record gives the
                    rule options, so --seeds, --chain, --first, --position and
                    --captured cannot be used with it. MOVEs given as well are
                    played on from the end of the record.
  --game N          with --record, and for analyze: game N of the file, counting
                    from 1 (default: the first; analyze: every game)
  --output OUT      analyze: write the annotated record to the file OUT instead
                    of standard output (replaced whole, never half-written)
  --south LEVEL, --north LEVEL
                    match: the players of South and North (both required)
  --games N         match: how many games, 1 to 100000 (default 100)
  --seed S          match: the seed the players' choices come from, a whole
                    number from 0 to 4294967295 (default 1)
  --difficulty D    puzzles: only those of difficulty D: easy, medium or hard
  --seeds K         puzzles: only those from games with K counters per pit
  --id N            puzzles: only puzzle N
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
  repetition; plies counts the moves played (a record's included).

Output of host and join:
  {"side":"S"|"N","moves":["B","ax2",...],"plies":N,"final":[south,north],
   "winner":"S"|"N"|"draw","reason":"all-captured"|"repetition"}
  side is the side this program played; moves are in the notation of records.
  A refused code, a host that does not answer, or a peer that breaks the
  protocol or leaves for good is one line on standard error and status 2.

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

Output of match:
  {"games":N,"southWins":W,"northWins":L,"draws":D,"meanMargin":M}
  meanMargin is the mean of South's final score minus North's over the games.

Output of puzzles (one line each):
  {"id":N,"position":"A B a b S|N","captured":[south,north],"toMove":"S"|"N",
   "seeds":K,"best":["A"],"gain":G,"margin":M,"depth":D,"difficulty":"easy",
   "moves":[{"move":"A","gain":G1},...]}
  position and captured are what solve --position and --captured take (the
  position is the game's whole history). A move's gain is what the side to move
  ends the game with beyond the other side, counting only the counters still to
  be won (captures to come and the share of a repetition), under perfect play
  after it: "South to play and win 4 more counters". best lists the moves with
  the highest gain (always one), margin how much more it gains than the other
  move, and depth the plies of perfect play, the best move included, until
  the side to move has captured its gain. Difficulty grows with the depth and
  falls with the margin.

Errors:
  Bad input (an unknown command or option, a missing or bad option value, an
  illegal move or a move after the end, a malformed position, a record file that
  cannot be read or is not a valid record, a game number the file does not have)
  prints one line on standard error saying what and where (for a record: the
  file, line and column), prints nothing on standard output, and exits with
  status 2.

Examples:
  tihbat-cli play A b
  tihbat-cli solve --seeds 4 --chain
  tihbat-cli solve --position "1 5 0 0 S" --captured "2 0"
  tihbat-cli solve --record games.tihbat --game 2
  tihbat-cli analyze games.tihbat --output analysed.tihbat
  tihbat-cli match --south perfect --north hard --games 400
  tihbat-cli puzzles --difficulty hard --seeds 7
  tihbat-cli host --port 47474 --code K7Q2XM --level hard --counters 5 --chain
  tihbat-cli join 192.168.1.20:47474 --code K7Q2XM --level medium
)";
}

} // namespace tihbat::cli
