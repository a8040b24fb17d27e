// SPDX-License-Identifier: GPL-3.0-or-later
#include "puzzles.h"

#include "computer_player.h"
#include "notation.h"

#include <algorithm>
#include <array>
#include <charconv>
#include <random>
#include <set>
#include <stdexcept>

namespace tihbat {

// The data file's text, built into the program from resources/puzzles/puzzles.txt.
std::string_view puzzleDataText();

namespace {

constexpr std::array<std::string_view, PuzzleDifficultyCount> DifficultyNames = {"easy", "medium",
                                                                                 "hard"};

constexpr int sign(Side s) {
    return s == Side::South ? 1 : -1;
}

// The depth is followed at most this far; perfect play banks any gain long before.
constexpr int MaxDepth = 200;

// The moves of perfect play from the game (the puzzle's position, no history) until the mover
// has captured `gain` more than the opponent since then, or the game ends (a shared board adds
// nothing to either side). Both sides play a move that keeps the solver's value, a capture first,
// so the line is the quickest way the gain comes in. MaxDepth moves when it never comes in.
std::vector<MoveStory> bankingLine(Game game, int gain, const Solver &solver) {
    const Side mover = game.position().toMove;
    const int startDifference = game.state().capturedDifference();
    std::vector<MoveStory> line;
    while (static_cast<int>(line.size()) < MaxDepth && !game.isOver() &&
           sign(mover) * (game.state().capturedDifference() - startDifference) < gain) {
        const PositionAnalysis analysis = solver.analyse(game);
        int chosen = analysis.bestPits.front();
        for (const int pit : analysis.bestPits) {
            if (successor(game.position(), pit, false).captured > 0) {
                chosen = pit;
                break;
            }
        }
        line.push_back(std::get<MoveStory>(game.play(chosen)));
    }
    return line;
}

std::string trimmed(std::string_view text) {
    const std::size_t first = text.find_first_not_of(" \t\r");
    if (first == std::string_view::npos)
        return {};
    const std::size_t last = text.find_last_not_of(" \t\r");
    return std::string(text.substr(first, last - first + 1));
}

std::vector<std::string> split(std::string_view text, char separator) {
    std::vector<std::string> parts;
    std::size_t at = 0;
    while (true) {
        const std::size_t next = text.find(separator, at);
        parts.push_back(trimmed(text.substr(at, next - at)));
        if (next == std::string_view::npos)
            return parts;
        at = next + 1;
    }
}

std::vector<std::string> words(std::string_view text) {
    std::vector<std::string> out;
    for (std::string &w : split(text, ' ')) {
        if (!w.empty())
            out.push_back(std::move(w));
    }
    return out;
}

int parseNumber(std::string_view text, std::string_view what) {
    int value = 0;
    std::string_view digits = text;
    if (!digits.empty() && digits.front() == '+')
        digits.remove_prefix(1);
    const auto [end, error] = std::from_chars(digits.data(), digits.data() + digits.size(), value);
    if (digits.empty() || error != std::errc() || end != digits.data() + digits.size())
        throw std::invalid_argument(std::string(what) + " \"" + std::string(text) +
                                    "\" is not a whole number");
    return value;
}

std::string signedNumber(int value) {
    return (value < 0 ? "-" : "+") + std::to_string(value < 0 ? -value : value);
}

} // namespace

std::string_view difficultyName(PuzzleDifficulty difficulty) {
    return DifficultyNames[static_cast<std::size_t>(difficulty)];
}

std::optional<PuzzleDifficulty> difficultyNamed(std::string_view name) {
    for (int d = 0; d < PuzzleDifficultyCount; ++d) {
        if (DifficultyNames[static_cast<std::size_t>(d)] == name)
            return static_cast<PuzzleDifficulty>(d);
    }
    return std::nullopt;
}

RuleOptions Puzzle::options() const {
    RuleOptions options;
    options.countersPerPit = countersPerPit;
    options.firstToMove = mover();
    return options;
}

Game Puzzle::game() const {
    return Game(options(), state);
}

int Puzzle::bestGain() const {
    int best = moves.front().gain;
    for (const PuzzleMove &m : moves)
        best = std::max(best, m.gain);
    return best;
}

std::vector<int> Puzzle::bestPits() const {
    const int best = bestGain();
    std::vector<int> pits;
    for (const PuzzleMove &m : moves) {
        if (m.gain == best)
            pits.push_back(m.pit);
    }
    return pits;
}

int Puzzle::margin() const {
    const int best = bestGain();
    std::optional<int> next;
    for (const PuzzleMove &m : moves) {
        if (m.gain < best && (!next || m.gain > *next))
            next = m.gain;
    }
    return next ? best - *next : 0;
}

std::optional<int> Puzzle::gainOf(int pit) const {
    for (const PuzzleMove &m : moves) {
        if (m.pit == pit)
            return m.gain;
    }
    return std::nullopt;
}

bool Puzzle::isBest(int pit) const {
    const std::optional<int> gain = gainOf(pit);
    return gain && *gain == bestGain();
}

std::optional<Puzzle> analysePuzzle(const GameState &state, int countersPerPit,
                                    const Solver &solver) {
    Puzzle puzzle;
    puzzle.countersPerPit = countersPerPit;
    puzzle.state = state;
    const Game game = puzzle.game();
    if (game.isOver())
        return std::nullopt;
    const PositionAnalysis analysis = solver.analyse(game);
    if (analysis.moveValues.size() < 2)
        return std::nullopt;
    const Side mover = puzzle.mover();
    for (const MoveValue &mv : analysis.moveValues)
        puzzle.moves.push_back({mv.pit, sign(mover) * (mv.value - state.capturedDifference())});
    puzzle.depth = static_cast<int>(bankingLine(game, puzzle.bestGain(), solver).size());
    puzzle.difficulty = gradePuzzle(puzzle.margin(), puzzle.depth);
    return puzzle;
}

std::vector<MoveStory> puzzleSolution(const Puzzle &puzzle, const Solver &solver) {
    return bankingLine(puzzle.game(), puzzle.bestGain(), solver);
}

PuzzleDifficulty gradePuzzle(int margin, int depth) {
    // Points for depth (plies until the gain is in hand) and for a narrow margin.
    int points = 0;
    if (depth >= 3)
        ++points;
    if (depth >= 7)
        ++points;
    if (margin <= 2)
        ++points;
    if (margin >= 8 && points > 0)
        --points;
    return points == 0   ? PuzzleDifficulty::Easy
           : points == 1 ? PuzzleDifficulty::Medium
                         : PuzzleDifficulty::Hard;
}

std::string formatPuzzle(const Puzzle &p) {
    std::string line = std::to_string(p.id) + " " + std::to_string(p.countersPerPit) + " " +
                       std::string(difficultyName(p.difficulty)) + " | " +
                       formatPosition(p.state.position) + " | " +
                       std::to_string(p.state.captured[0]) + " " +
                       std::to_string(p.state.captured[1]) + " |";
    for (const PuzzleMove &m : p.moves)
        line += std::string(" ") + pitLetter(m.pit) + signedNumber(m.gain);
    line += " | " + std::to_string(p.depth);
    return line;
}

Puzzle parsePuzzle(std::string_view line) {
    const std::vector<std::string> fields = split(line, '|');
    if (fields.size() != 5)
        throw std::invalid_argument("expected 5 fields separated by |, found " +
                                    std::to_string(fields.size()));
    Puzzle p;
    const std::vector<std::string> head = words(fields[0]);
    if (head.size() != 3)
        throw std::invalid_argument(
            "expected id, counters per pit and difficulty before the first |");
    p.id = parseNumber(head[0], "id");
    p.countersPerPit = parseNumber(head[1], "counters per pit");
    if (p.countersPerPit < RuleOptions::MinCountersPerPit ||
        p.countersPerPit > RuleOptions::MaxCountersPerPit)
        throw std::invalid_argument("counters per pit " + head[1] + " is out of range 1..12");
    const std::optional<PuzzleDifficulty> difficulty = difficultyNamed(head[2]);
    if (!difficulty)
        throw std::invalid_argument("unknown difficulty \"" + head[2] + "\"");
    p.difficulty = *difficulty;

    const std::vector<std::string> position = words(fields[1]);
    if (position.size() != PitCount + 1)
        throw std::invalid_argument("expected a position like \"7 7 7 7 S\"");
    for (int pit = 0; pit < PitCount; ++pit)
        p.state.position.pits[pit] = parseNumber(position[pit], "pit count");
    const std::optional<Side> side = sideFromLetter(position[PitCount]);
    if (!side)
        throw std::invalid_argument("side to move \"" + position[PitCount] + "\" is not S or N");
    p.state.position.toMove = *side;

    const std::vector<std::string> captured = words(fields[2]);
    if (captured.size() != 2)
        throw std::invalid_argument("expected the counters captured by South and North");
    p.state.captured = {parseNumber(captured[0], "captured"), parseNumber(captured[1], "captured")};

    for (const std::string &move : words(fields[3])) {
        const std::optional<int> pit = pitFromLetter(move.substr(0, 1));
        if (!pit || move.size() < 2)
            throw std::invalid_argument("move \"" + move + "\" is not a pit letter and a gain");
        p.moves.push_back({*pit, parseNumber(move.substr(1), "gain")});
    }
    if (p.moves.empty())
        throw std::invalid_argument("no moves");
    p.depth = parseNumber(fields[4], "depth");
    return p;
}

std::vector<Puzzle> parsePuzzles(std::string_view text) {
    std::vector<Puzzle> puzzles;
    int lineNumber = 0;
    std::size_t at = 0;
    while (at < text.size()) {
        const std::size_t end = std::min(text.find('\n', at), text.size());
        const std::string line = trimmed(text.substr(at, end - at));
        ++lineNumber;
        at = end + 1;
        if (line.empty() || line.front() == '#')
            continue;
        try {
            puzzles.push_back(parsePuzzle(line));
        } catch (const std::invalid_argument &error) {
            throw std::invalid_argument("puzzle line " + std::to_string(lineNumber) + ": " +
                                        error.what());
        }
    }
    return puzzles;
}

std::string formatPuzzles(const std::vector<Puzzle> &puzzles) {
    std::string text =
        "# SPDX-License-Identifier: GPL-3.0-or-later\n"
        "# Tihbat puzzles, generated by generatePuzzles() (model/core/puzzles.cpp);\n"
        "# regenerate with build/tests/core/make_puzzles > "
        "resources/puzzles/puzzles.txt\n"
        "# id counters-per-pit difficulty | A B a b side | captured S N | "
        "move+gain ... | depth (plies)\n";
    for (const Puzzle &p : puzzles)
        text += formatPuzzle(p) + "\n";
    return text;
}

std::vector<int> puzzleCounterCounts() {
    return {3, 4, 5, 6, 7, 8, 10, 12};
}

namespace {

// Games sampled per counter count, and the most puzzles kept from each.
constexpr int GamesPerCount = 120;
constexpr int PuzzlesPerCount = 36;

std::uint32_t playerSeed(int counters, int game, Side side) {
    std::seed_seq sequence{static_cast<std::uint32_t>(counters), static_cast<std::uint32_t>(game),
                           static_cast<std::uint32_t>(sideIndex(side)), 0x7075u};
    std::array<std::uint32_t, 1> out{};
    sequence.generate(out.begin(), out.end());
    return out[0];
}

// A good puzzle: one move clearly best, and it wins something.
bool isGoodPuzzle(const Puzzle &p) {
    return p.bestPits().size() == 1 && p.bestGain() > 0 && p.margin() >= 2 && p.depth < MaxDepth;
}

// The puzzles of one counter count, in the order their positions first came up in play.
std::vector<Puzzle> candidates(int counters, const Solver &solver,
                               std::set<std::pair<std::array<int, PitCount>, Side>> &seen) {
    std::vector<Puzzle> found;
    for (int g = 0; g < GamesPerCount; ++g) {
        RuleOptions options;
        options.countersPerPit = counters;
        options.firstToMove = (g / (LevelCount * LevelCount)) % 2 == 0 ? Side::South : Side::North;
        ComputerPlayer south(AllLevels[static_cast<std::size_t>(g % LevelCount)],
                             playerSeed(counters, g, Side::South));
        ComputerPlayer north(AllLevels[static_cast<std::size_t>((g / LevelCount) % LevelCount)],
                             playerSeed(counters, g, Side::North));
        Game game(options);
        while (!game.isOver()) {
            const GameState state = game.state();
            if (seen.insert({state.position.pits, state.position.toMove}).second) {
                if (std::optional<Puzzle> p = analysePuzzle(state, counters, solver);
                    p && isGoodPuzzle(*p))
                    found.push_back(std::move(*p));
            }
            ComputerPlayer &player = state.position.toMove == Side::South ? south : north;
            game.play(player.chooseMove(game));
        }
    }
    return found;
}

} // namespace

std::vector<Puzzle> generatePuzzles() {
    const std::shared_ptr<const Solver> solver = sharedSolver(false);
    // Each position once in the whole collection.
    std::set<std::pair<std::array<int, PitCount>, Side>> seen;
    struct Ranked {
        Puzzle puzzle;
        int rank = 0; // its place among the chosen of its counter count and difficulty
    };
    std::vector<Ranked> chosen;
    for (const int counters : puzzleCounterCounts()) {
        std::array<std::vector<Puzzle>, PuzzleDifficultyCount> byDifficulty;
        for (Puzzle &p : candidates(counters, *solver, seen))
            byDifficulty[static_cast<std::size_t>(p.difficulty)].push_back(std::move(p));
        // Round robin over the grades, so each counter count has easy and hard ones alike.
        std::array<std::size_t, PuzzleDifficultyCount> next{};
        int taken = 0;
        for (bool more = true; more && taken < PuzzlesPerCount;) {
            more = false;
            for (std::size_t d = 0; d < byDifficulty.size() && taken < PuzzlesPerCount; ++d) {
                if (next[d] < byDifficulty[d].size()) {
                    chosen.push_back({byDifficulty[d][next[d]], static_cast<int>(next[d])});
                    ++next[d];
                    ++taken;
                    more = true;
                }
            }
        }
    }
    // Easy first; within a grade the counter counts take turns.
    std::stable_sort(chosen.begin(), chosen.end(), [](const Ranked &x, const Ranked &y) {
        if (x.puzzle.difficulty != y.puzzle.difficulty)
            return x.puzzle.difficulty < y.puzzle.difficulty;
        if (x.rank != y.rank)
            return x.rank < y.rank;
        return x.puzzle.countersPerPit < y.puzzle.countersPerPit;
    });
    std::vector<Puzzle> puzzles;
    for (Ranked &r : chosen) {
        r.puzzle.id = static_cast<int>(puzzles.size()) + 1;
        puzzles.push_back(std::move(r.puzzle));
    }
    return puzzles;
}

const std::vector<Puzzle> &shippedPuzzles() {
    static const std::vector<Puzzle> puzzles = parsePuzzles(puzzleDataText());
    return puzzles;
}

} // namespace tihbat
