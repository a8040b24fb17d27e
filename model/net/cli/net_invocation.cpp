// SPDX-License-Identifier: GPL-3.0-or-later
#include "net_invocation.h"

#include "cli/arguments.h"
#include "cli/option_parser.h"
#include "core/notation.h"
#include "net/message_codec.h"
#include "net/protocol.h"
#include "tournament/pairing.h"

#include <QString>
#include <charconv>
#include <set>

namespace tihbat::net::cli {

namespace {

using tihbat::cli::UsageError;

using tihbat::cli::boundedNumber;

// An option of these commands and which of them take it.
struct OptionRule {
    std::string_view name;
    bool takesValue;
    std::set<NetCommand> commands;
};

const std::vector<OptionRule> &optionRules() {
    static const std::vector<OptionRule> rules = {
        {"--code", true, {NetCommand::Host, NetCommand::Join, NetCommand::Tournament}},
        {"--level", true, {NetCommand::Host, NetCommand::Join}},
        {"--seed", true, {NetCommand::Host, NetCommand::Join}},
        {"--name", true, {NetCommand::Host, NetCommand::Join, NetCommand::Tournament}},
        {"--move-delay", true, {NetCommand::Host, NetCommand::Join}},
        {"--port", true, {NetCommand::Host, NetCommand::Tournament}},
        {"--listen", true, {NetCommand::Host, NetCommand::Tournament}},
        {"--counters", true, {NetCommand::Host, NetCommand::Tournament}},
        {"--chain", false, {NetCommand::Host, NetCommand::Tournament}},
        {"--first", true, {NetCommand::Host, NetCommand::Tournament}},
        {"--side", true, {NetCommand::Host}},
        {"--wait", true, {NetCommand::Host, NetCommand::Tournament}},
        {"--announce", false, {NetCommand::Host, NetCommand::Tournament}},
        {"--discovery-port", true, {NetCommand::Host, NetCommand::Find, NetCommand::Tournament}},
        {"--timeout", true, {NetCommand::Join}},
        {"--idle", true, {NetCommand::Join}},
        {"--seconds", true, {NetCommand::Find}},
        {"--players", true, {NetCommand::Tournament}},
        {"--rounds", true, {NetCommand::Tournament}},
        {"--save", true, {NetCommand::Tournament}},
        {"--record", true, {NetCommand::Tournament}},
    };
    return rules;
}

std::string quoted(std::string_view text) {
    return "\"" + std::string(text) + "\"";
}

Side side(std::string_view option, std::string_view text) {
    const auto s = sideFromLetter(text);
    if (!s)
        throw UsageError("option " + std::string(option) + ": " + quoted(text) + " is not S or N");
    return *s;
}

NetCommand commandNamed(const std::string &name) {
    if (name == "host")
        return NetCommand::Host;
    if (name == "join")
        return NetCommand::Join;
    if (name == "tournament")
        return NetCommand::Tournament;
    return NetCommand::Find;
}

std::string_view commandText(NetCommand command) {
    switch (command) {
    case NetCommand::Host:
        return "host";
    case NetCommand::Join:
        return "join";
    case NetCommand::Tournament:
        return "tournament";
    case NetCommand::Find:
        break;
    }
    return "find";
}

// HOST:PORT, [IPv6]:PORT.
void readAddress(NetInvocation &invocation, std::string_view text) {
    const std::size_t colon = text.rfind(':');
    if (colon == std::string_view::npos || colon == 0)
        throw UsageError("join: " + quoted(text) + " is not HOST:PORT");
    std::string_view host = text.substr(0, colon);
    if (host.size() >= 2 && host.front() == '[' && host.back() == ']')
        host = host.substr(1, host.size() - 2);
    if (host.empty())
        throw UsageError("join: " + quoted(text) + " is not HOST:PORT");
    invocation.host = std::string(host);
    const std::string_view port = text.substr(colon + 1);
    long long value = 0;
    const auto [end, error] = std::from_chars(port.data(), port.data() + port.size(), value);
    if (port.empty() || end != port.data() + port.size() || error != std::errc() || value < 1 ||
        value > 65535)
        throw UsageError("join: the port of " + quoted(text) + " is not a number from 1 to 65535");
    invocation.hostPort = static_cast<std::uint16_t>(value);
}

void apply(NetInvocation &inv, std::string_view option, std::string_view value) {
    if (option == "--code") {
        const QString code = QString::fromStdString(std::string(value));
        if (!isValidCode(code))
            throw UsageError("option --code: " + quoted(value) + " is not " +
                             std::to_string(MinCodeChars) + " to " + std::to_string(MaxCodeChars) +
                             " letters and digits");
        // The host's code guards the game; a joiner's is whatever the host chose.
        if (inv.command != NetCommand::Join && !isHardToGuess(code))
            throw UsageError("option --code: " + quoted(value) +
                             " is too easy to guess; a host's code needs at least 6 characters "
                             "mixing letters and digits (or 7 letters, or 9 digits), 4 of them "
                             "different");
        inv.code = std::string(value);
    } else if (option == "--level") {
        const auto level = levelFromKey(value);
        if (!level)
            throw UsageError("option --level: " + quoted(value) +
                             " is not a level (expected beginner, easy, medium, hard or perfect)");
        inv.level = *level;
    } else if (option == "--seed") {
        inv.seed = static_cast<std::uint32_t>(boundedNumber(option, value, 0, 4294967295LL));
    } else if (option == "--name") {
        if (!isPlainName(QString::fromUtf8(value.data(), static_cast<qsizetype>(value.size()))))
            throw UsageError("option --name: " + quoted(value) + " is not 1 to " +
                             std::to_string(MaxNameChars) + " plain characters");
        inv.name = std::string(value);
    } else if (option == "--move-delay") {
        inv.moveDelayMs = static_cast<int>(boundedNumber(option, value, 0, 10000));
    } else if (option == "--port") {
        inv.port = static_cast<std::uint16_t>(boundedNumber(option, value, 0, 65535));
    } else if (option == "--listen") {
        if (value.empty())
            throw UsageError("option --listen: the address is empty");
        inv.listenAddress = std::string(value);
    } else if (option == "--counters") {
        inv.rules.countersPerPit = static_cast<int>(boundedNumber(
            option, value, RuleOptions::MinCountersPerPit, RuleOptions::MaxCountersPerPit));
    } else if (option == "--chain") {
        inv.rules.chainCapture = true;
    } else if (option == "--first") {
        inv.rules.firstToMove = side(option, value);
    } else if (option == "--side") {
        inv.hostSide = side(option, value);
    } else if (option == "--wait") {
        inv.waitSeconds = static_cast<int>(boundedNumber(option, value, 1, 86400));
    } else if (option == "--announce") {
        inv.announce = true;
    } else if (option == "--discovery-port") {
        inv.discoveryPort = static_cast<std::uint16_t>(boundedNumber(option, value, 1, 65535));
    } else if (option == "--idle") {
        inv.idleSeconds = static_cast<int>(boundedNumber(option, value, 1, 86400));
    } else if (option == "--timeout") {
        inv.timeoutSeconds = static_cast<int>(boundedNumber(option, value, 1, 3600));
    } else if (option == "--players") {
        inv.players = static_cast<int>(boundedNumber(option, value, 2, MaxTournamentPlayers));
    } else if (option == "--rounds") {
        inv.rounds = static_cast<int>(boundedNumber(option, value, 1, MaxTournamentPlayers / 2));
    } else if (option == "--save") {
        if (value.empty())
            throw UsageError("option --save: the file name is empty");
        inv.savePath = std::string(value);
    } else if (option == "--record") {
        if (value.empty())
            throw UsageError("option --record: the file name is empty");
        inv.recordPath = std::string(value);
    } else if (option == "--seconds") {
        inv.findSeconds = static_cast<int>(boundedNumber(option, value, 1, 3600));
    }
}

} // namespace

bool isNetCommandName(const std::string &name) {
    return name == "host" || name == "join" || name == "find" || name == "tournament";
}

NetInvocation parseNetArguments(std::span<const std::string> args) {
    NetInvocation inv;
    inv.command = commandNamed(args.front());
    const std::string command(commandText(inv.command));
    std::vector<tihbat::cli::OptionSpec> specs;
    for (const OptionRule &rule : optionRules())
        specs.push_back({rule.name, rule.takesValue, rule.commands.count(inv.command) != 0});
    std::set<std::string, std::less<>> given;
    std::vector<std::string> operands;
    tihbat::cli::OptionParser(command, std::move(specs))
        .parse(
            args,
            [&](std::string_view name, std::string_view value) {
                given.emplace(name);
                apply(inv, name, value);
            },
            [&](const std::string &operand) { operands.push_back(operand); });
    if (inv.command == NetCommand::Join) {
        if (operands.empty())
            throw UsageError("join needs the host's address, HOST:PORT");
        if (operands.size() > 1)
            throw UsageError("join takes one HOST:PORT, not also " + quoted(operands[1]));
        readAddress(inv, operands.front());
    } else if (!operands.empty()) {
        throw UsageError(command + " takes options only, not " + quoted(operands.front()));
    }
    if (inv.command == NetCommand::Tournament) {
        if (given.count("--code") == 0)
            throw UsageError(command + " needs --code CODE (" + std::to_string(MinCodeChars) +
                             " to " + std::to_string(MaxCodeChars) + " letters and digits)");
        if (given.count("--players") == 0)
            throw UsageError(command + " needs --players N (2 to " +
                             std::to_string(MaxTournamentPlayers) + ")");
        if (given.count("--rounds") != 0 && inv.players <= tournament::MaxRoundRobinPlayers)
            throw UsageError("option --rounds: " + std::to_string(inv.players) +
                             " players play all-play-all; --rounds is for a Swiss (more than " +
                             std::to_string(tournament::MaxRoundRobinPlayers) + " players)");
        if (inv.rounds > tournament::maxSwissRounds(inv.players))
            throw UsageError("option --rounds: a Swiss of " + std::to_string(inv.players) +
                             " players has 1 to " +
                             std::to_string(tournament::maxSwissRounds(inv.players)) +
                             " rounds, so that no pair meets twice");
    } else if (inv.command != NetCommand::Find) {
        if (given.count("--code") == 0)
            throw UsageError(command + " needs --code CODE (" + std::to_string(MinCodeChars) +
                             " to " + std::to_string(MaxCodeChars) + " letters and digits)");
        if (given.count("--level") == 0)
            throw UsageError(command +
                             " needs --level LEVEL (beginner, easy, medium, hard or perfect)");
        if (inv.name.empty())
            inv.name = inv.command == NetCommand::Host ? "Host" : "Guest";
    }
    if (inv.command != NetCommand::Find && inv.discoveryPort != 0 && !inv.announce)
        throw UsageError("option --discovery-port needs --announce");
    return inv;
}

} // namespace tihbat::net::cli
