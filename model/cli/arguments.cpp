// SPDX-License-Identifier: GPL-3.0-or-later
#include "arguments.h"

#include "core/notation.h"
#include "option_parser.h"
#include "record/record.h"

#include <algorithm>
#include <charconv>

namespace tihbat::cli {

namespace {

constexpr std::string_view MaxCountersReason = "a game holds at most 48 (12 in each of 4 pits)";

struct CommandSpec {
    std::string_view name;
    Command command;
};

constexpr CommandSpec Commands[] = {
    {"play", Command::Play},   {"solve", Command::Solve},     {"analyze", Command::Analyze},
    {"match", Command::Match}, {"puzzles", Command::Puzzles}, {"help", Command::Help},
    {"--help", Command::Help}, {"-h", Command::Help},         {"--version", Command::Version},
};

std::string_view commandName(Command command) {
    for (const CommandSpec &spec : Commands) {
        if (spec.command == command)
            return spec.name;
    }
    return "help";
}

// Which commands an option belongs to, as a bit set.
constexpr unsigned bit(Command command) {
    return 1u << static_cast<unsigned>(command);
}
constexpr unsigned PlayOrSolve = bit(Command::Play) | bit(Command::Solve);
constexpr unsigned Match = bit(Command::Match);
constexpr unsigned Puzzles = bit(Command::Puzzles);

// Values of --position and --captured, checked together once all options are read.
struct RawSetUp {
    std::optional<std::string> position;
    std::optional<std::string> captured;
};

// An option of these commands: which take it and what it does (OptionParser reads it).
struct OptionRule {
    std::string_view name;
    bool takesValue;
    unsigned commands; // bits of the commands that take it
    void (*apply)(Invocation &, RawSetUp &, std::string_view value);
};

std::string inQuotes(std::string_view text) {
    return "\"" + std::string(text) + "\"";
}

// A count in --position or --captured: a whole number, not one, or one too large for any use
// (more digits than an int holds), which deserves "too large" rather than "not a whole number".
struct WholeNumber {
    enum class Kind : std::uint8_t { Number, NotANumber, TooLarge } kind = Kind::NotANumber;
    int value = 0;
};

WholeNumber readWholeNumber(std::string_view text) {
    WholeNumber number;
    const auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), number.value);
    if (text.empty() || text.front() == '-' || end != text.data() + text.size())
        return number;
    if (error == std::errc::result_out_of_range)
        number.kind = WholeNumber::Kind::TooLarge;
    else if (error == std::errc())
        number.kind = WholeNumber::Kind::Number;
    return number;
}

void applySeeds(Invocation &invocation, RawSetUp &, std::string_view value) {
    invocation.options.countersPerPit = static_cast<int>(boundedNumber(
        "--seeds", value, RuleOptions::MinCountersPerPit, RuleOptions::MaxCountersPerPit));
}

void applyChain(Invocation &invocation, RawSetUp &, std::string_view) {
    invocation.options.chainCapture = true;
}

void applyFirst(Invocation &invocation, RawSetUp &, std::string_view value) {
    const std::optional<Side> side = sideFromLetter(value);
    if (!side)
        throw UsageError("option --first: " + inQuotes(value) + " is not S or N");
    invocation.options.firstToMove = *side;
}

void applyPosition(Invocation &, RawSetUp &setUp, std::string_view value) {
    setUp.position = std::string(value);
}

void applyCaptured(Invocation &, RawSetUp &setUp, std::string_view value) {
    setUp.captured = std::string(value);
}

void applyRecord(Invocation &invocation, RawSetUp &, std::string_view value) {
    if (value.empty())
        throw UsageError("option --record: the file name is empty");
    invocation.recordPath = std::string(value);
}

void applyGame(Invocation &invocation, RawSetUp &, std::string_view value) {
    invocation.gameNumber = static_cast<int>(
        boundedNumber("--game", value, 1, record::MaxGamesPerFile,
                      "a game number from 1 to " + std::to_string(record::MaxGamesPerFile) +
                          " (games count from 1)"));
}

void applyOutput(Invocation &invocation, RawSetUp &, std::string_view value) {
    if (value.empty())
        throw UsageError("option --output: the file name is empty");
    invocation.outputPath = std::string(value);
}

constexpr std::string_view ContenderNames = "beginner, easy, medium, hard, perfect or random";

Contender parseContender(std::string_view option, std::string_view value) {
    const std::optional<Contender> contender = contenderNamed(value);
    if (!contender)
        throw UsageError("option " + std::string(option) + ": " + inQuotes(value) +
                         " is not a level (expected " + std::string(ContenderNames) + ")");
    return *contender;
}

void applySouth(Invocation &invocation, RawSetUp &, std::string_view value) {
    invocation.match.south = parseContender("--south", value);
}

void applyNorth(Invocation &invocation, RawSetUp &, std::string_view value) {
    invocation.match.north = parseContender("--north", value);
}

void applyGames(Invocation &invocation, RawSetUp &, std::string_view value) {
    invocation.match.games = static_cast<int>(
        boundedNumber("--games", value, 1, MatchRequest::MaxGames,
                      "a number of games from 1 to " + std::to_string(MatchRequest::MaxGames)));
}

void applySeed(Invocation &invocation, RawSetUp &, std::string_view value) {
    invocation.match.seed = static_cast<std::uint32_t>(
        boundedNumber("--seed", value, 0, 4294967295LL, "a whole number from 0 to 4294967295"));
}

void applyDifficulty(Invocation &invocation, RawSetUp &, std::string_view value) {
    const std::optional<PuzzleDifficulty> difficulty = difficultyNamed(value);
    if (!difficulty)
        throw UsageError("option --difficulty: " + inQuotes(value) +
                         " is not a difficulty (expected easy, medium or hard)");
    invocation.puzzles.difficulty = *difficulty;
}

void applyId(Invocation &invocation, RawSetUp &, std::string_view value) {
    const int count = static_cast<int>(shippedPuzzles().size());
    invocation.puzzles.id = static_cast<int>(boundedNumber(
        "--id", value, 1, count, "a puzzle number from 1 to " + std::to_string(count)));
}

constexpr OptionRule Options[] = {
    {"--seeds", true, PlayOrSolve | Match | Puzzles, applySeeds},
    {"--chain", false, PlayOrSolve | Match, applyChain},
    {"--first", true, PlayOrSolve, applyFirst},
    {"--position", true, PlayOrSolve, applyPosition},
    {"--captured", true, PlayOrSolve, applyCaptured},
    {"--record", true, PlayOrSolve, applyRecord},
    {"--game", true, PlayOrSolve | bit(Command::Analyze), applyGame},
    {"--output", true, bit(Command::Analyze), applyOutput},
    {"--south", true, Match, applySouth},
    {"--north", true, Match, applyNorth},
    {"--games", true, Match, applyGames},
    {"--seed", true, Match, applySeed},
    {"--difficulty", true, Puzzles, applyDifficulty},
    {"--id", true, Puzzles, applyId},
};

// The options that set up the game themselves, which a record does instead.
constexpr std::string_view StartOptions[] = {"--seeds", "--chain", "--first", "--position",
                                             "--captured"};

Command commandNamed(std::string_view name) {
    for (const CommandSpec &spec : Commands) {
        if (spec.name == name)
            return spec.command;
    }
    if (name.starts_with("-"))
        throw UsageError("option " + inQuotes(name) +
                         " before the command (the command, play, solve, analyze, match or "
                         "puzzles, comes first)");
    throw UsageError("unknown command " + inQuotes(name) +
                     " (expected play, solve, analyze, match, puzzles or help; see tihbat-cli "
                     "--help)");
}

bool isHelp(std::string_view arg) {
    return arg == "--help" || arg == "-h";
}

std::vector<std::string_view> words(std::string_view text) {
    std::vector<std::string_view> out;
    std::size_t at = 0;
    while (true) {
        at = text.find_first_not_of(" \t", at);
        if (at == std::string_view::npos)
            return out;
        const std::size_t end = std::min(text.find_first_of(" \t", at), text.size());
        out.push_back(text.substr(at, end - at));
        at = end;
    }
}

Position parsePosition(std::string_view text) {
    const std::string where = "option --position: ";
    const std::vector<std::string_view> fields = words(text);
    if (fields.size() != PitCount + 1)
        throw UsageError(where + inQuotes(text) +
                         ": expected four pit counts and the side to move, like \"7 7 7 7 S\"");
    Position position;
    for (int pit = 0; pit < PitCount; ++pit) {
        const WholeNumber count = readWholeNumber(fields[pit]);
        if (count.kind == WholeNumber::Kind::NotANumber)
            throw UsageError(where + "the count of pit " + pitLetter(pit) + ", " +
                             inQuotes(fields[pit]) + ", is not a whole number");
        if (count.kind == WholeNumber::Kind::TooLarge || count.value > MaxBoardCounters)
            throw UsageError(where + std::string(fields[pit]) + " counters in pit " +
                             pitLetter(pit) + ": " + std::string(MaxCountersReason));
        position.pits[pit] = count.value;
    }
    const std::optional<Side> side = sideFromLetter(fields[PitCount]);
    if (!side)
        throw UsageError(where + "the side to move, " + inQuotes(fields[PitCount]) +
                         ", is not S or N");
    position.toMove = *side;

    const int total = position.boardTotal();
    if (total > MaxBoardCounters)
        throw UsageError(where + std::to_string(total) +
                         " counters on the board: " + std::string(MaxCountersReason));
    if (total % 2 != 0)
        throw UsageError(where + std::to_string(total) +
                         " counters on the board, an odd number: a game starts with an even "
                         "number and every capture takes an even number");
    return position;
}

std::array<int, 2> parseCaptured(std::string_view text) {
    const std::string where = "option --captured: ";
    const std::vector<std::string_view> fields = words(text);
    if (fields.size() != 2)
        throw UsageError(where + inQuotes(text) +
                         ": expected two counts, South's then North's, like \"4 2\"");
    std::array<int, 2> captured{};
    for (const Side side : {Side::South, Side::North}) {
        const std::string_view field = fields[sideIndex(side)];
        const std::string whose = side == Side::South ? "South's count " : "North's count ";
        const WholeNumber count = readWholeNumber(field);
        if (count.kind == WholeNumber::Kind::NotANumber)
            throw UsageError(where + whose + inQuotes(field) + " is not a whole number");
        if (count.kind == WholeNumber::Kind::TooLarge || count.value > MaxBoardCounters)
            throw UsageError(where + whose + inQuotes(field) + ": " +
                             std::string(MaxCountersReason));
        if (count.value % 2 != 0)
            throw UsageError(where + whose + inQuotes(field) +
                             " is odd: every capture takes 2, 4, 6 or 8 counters");
        captured[sideIndex(side)] = count.value;
    }
    return captured;
}

void finishSetUp(Invocation &invocation, const RawSetUp &raw) {
    if (raw.captured && !raw.position)
        throw UsageError("option --captured needs --position");
    if (raw.position)
        invocation.setUp = parseSetUp(*raw.position, raw.captured);
}

} // namespace

GameState parseSetUp(std::string_view position, std::optional<std::string_view> captured) {
    GameState state{parsePosition(position), {0, 0}};
    if (captured)
        state.captured = parseCaptured(*captured);
    const int total = state.position.boardTotal() + state.captured[0] + state.captured[1];
    if (total > MaxBoardCounters)
        throw UsageError("option --captured: " + std::to_string(total) +
                         " counters with those on the board: " + std::string(MaxCountersReason));
    return state;
}

namespace {

// A match needs both players and plays no given moves.
void checkMatch(const Invocation &invocation) {
    if (!invocation.match.south)
        throw UsageError("match needs --south LEVEL (" + std::string(ContenderNames) + ")");
    if (!invocation.match.north)
        throw UsageError("match needs --north LEVEL (" + std::string(ContenderNames) + ")");
    if (!invocation.operands.empty())
        throw UsageError("match takes no moves, not " + inQuotes(invocation.operands.front()));
}

// A record sets up the game itself (options, start); analyze takes exactly one FILE.
void checkRecordOptions(Invocation &invocation, std::span<const std::string_view> given) {
    if (invocation.command == Command::Analyze) {
        if (invocation.operands.empty())
            throw UsageError("analyze needs the record FILE to analyze");
        if (invocation.operands.size() > 1)
            throw UsageError("analyze takes one FILE, not also " +
                             inQuotes(invocation.operands[1]));
        invocation.recordPath = invocation.operands.front();
        invocation.operands.clear();
        return;
    }
    if (invocation.gameNumber && !invocation.recordPath)
        throw UsageError("option --game needs --record");
    if (!invocation.recordPath)
        return;
    for (const std::string_view option : StartOptions) {
        if (std::find(given.begin(), given.end(), option) != given.end())
            throw UsageError("option " + std::string(option) +
                             " cannot be used with --record: the record says how its game starts");
    }
}

// The options as OptionParser reads them for `command`: all of them, each saying whether it
// applies here.
std::vector<OptionSpec> optionSpecs(Command command) {
    std::vector<OptionSpec> specs;
    for (const OptionRule &rule : Options)
        specs.push_back({rule.name, rule.takesValue, (rule.commands & bit(command)) != 0});
    return specs;
}

// Everything after the command: options (in any order, each at most once) and operands.
void readOptionsAndOperands(std::span<const std::string> args, Invocation &invocation) {
    RawSetUp rawSetUp;
    std::vector<std::string_view> given;
    const OptionParser parser(commandName(invocation.command), optionSpecs(invocation.command));
    parser.parse(
        args,
        [&](std::string_view name, std::string_view value) {
            const auto *rule = std::find_if(std::begin(Options), std::end(Options),
                                            [name](const OptionRule &o) { return o.name == name; });
            given.push_back(rule->name);
            rule->apply(invocation, rawSetUp, value);
        },
        [&](const std::string &operand) { invocation.operands.push_back(operand); });
    if (invocation.command == Command::Match) {
        checkMatch(invocation);
        return;
    }
    if (invocation.command == Command::Puzzles) {
        if (!invocation.operands.empty())
            throw UsageError("puzzles takes no moves, not " +
                             inQuotes(invocation.operands.front()));
        if (std::find(given.begin(), given.end(), "--seeds") != given.end())
            invocation.puzzles.countersPerPit = invocation.options.countersPerPit;
        return;
    }
    finishSetUp(invocation, rawSetUp);
    checkRecordOptions(invocation, given);
}

} // namespace

Invocation parseArguments(std::span<const std::string> args) {
    if (args.empty())
        throw UsageError("no command given (expected play, solve, analyze, match, puzzles or "
                         "help; see tihbat-cli --help)");
    Invocation invocation;
    invocation.command = commandNamed(args.front());
    // Asking for help anywhere is not an error, whatever else the line holds.
    if (std::any_of(args.begin(), args.end(), isHelp))
        invocation.command = Command::Help;
    if (invocation.command == Command::Help || invocation.command == Command::Version)
        return invocation;
    readOptionsAndOperands(args, invocation);
    return invocation;
}

} // namespace tihbat::cli
