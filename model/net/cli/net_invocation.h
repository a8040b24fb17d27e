// SPDX-License-Identifier: GPL-3.0-or-later
// tihbat-cli's network commands as read from the command line: `host` (host a game and play
// one side as the computer), `join` (join one and play the other side, or join a class
// tournament and play every game it is paired for), `find` (list the games announced on the
// local network) and `tournament` (host a class tournament). Parsing checks every option; bad ones
// throw cli::UsageError with the same wording as the other commands.
#pragma once

#include "core/level.h"
#include "core/types.h"

#include <cstdint>
#include <optional>
#include <span>
#include <string>

namespace tihbat::net::cli {

enum class NetCommand : std::uint8_t { Host, Join, Find, Tournament };

struct NetInvocation {
    static constexpr int DefaultWaitSeconds = 60;
    static constexpr int DefaultTimeoutSeconds = 5;
    static constexpr int DefaultFindSeconds = 3;
    static constexpr int DefaultIdleSeconds = 120;

    NetCommand command = NetCommand::Host;
    // host and join
    std::string code;
    Level level = Level::Medium;
    std::uint32_t seed = 1;
    std::string name;    // default "Host" or "Guest"
    int moveDelayMs = 0; // waits before each of its own moves (to watch, or to kill mid-game)
    // host
    RuleOptions rules;
    Side hostSide = Side::South;
    std::uint16_t port = 0;               // 0: any free port, printed on stderr
    std::string listenAddress;            // empty: every address
    int waitSeconds = DefaultWaitSeconds; // for a player to join, or to come back
    bool announce = false;                // on the local network (UDP broadcast)
    // join
    std::string host;
    std::uint16_t hostPort = 0;
    int timeoutSeconds = DefaultTimeoutSeconds; // to connect and be welcomed
    int idleSeconds = DefaultIdleSeconds;       // for the host's next move
    // tournament
    int players = 0;        // starts when so many have joined
    int rounds = 0;         // Swiss rounds (0: as many as suit the class)
    std::string savePath;   // saved after every move; read back if it exists
    std::string recordPath; // every game as a .tihbat record at the end
    // find (and host --announce)
    std::uint16_t discoveryPort = 0; // 0: the protocol's DiscoveryPort
    int findSeconds = DefaultFindSeconds;
};

// Whether args (without the program name) name one of these commands.
bool isNetCommandName(const std::string &name);

// args excludes the program name; args[0] is host, join or find.
NetInvocation parseNetArguments(std::span<const std::string> args);

} // namespace tihbat::net::cli
