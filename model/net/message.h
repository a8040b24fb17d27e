// SPDX-License-Identifier: GPL-3.0-or-later
// The messages of the network protocol as values: what a peer says, already checked field by
// field. MessageCodec turns them into lines of JSON and back; nothing else reads the wire.
#pragma once

#include "core/types.h"

#include <QString>
#include <array>
#include <cstdint>
#include <optional>
#include <variant>
#include <vector>

namespace tihbat::net {

// Who a connection is: the one opponent, or one of the watchers (read-only).
enum class Role : std::uint8_t { Player, Watcher };

// Why something was refused. Each has a stable key on the wire ("version", "code", ...).
enum class RefusalReason : std::uint8_t {
    Version,     // "version": the hello's protocol version is not the host's
    Code,        // "code": the join code does not match
    Taken,       // "taken": a player is already connected
    Full,        // "full": the game has as many watchers as it takes
    Protocol,    // "protocol": a line that is not a valid message, or one out of place; dropped
    TooLong,     // "too-long": a line over the size limit; dropped
    Timeout,     // "timeout": no hello within the handshake time, or silence; dropped
    NotYourTurn, // "not-your-turn": a move for the side not to move, or from a watcher
    Stale,       // "stale": a move or undo for a ply the game is no longer at
    Illegal,     // "illegal": a move the rules refuse (an empty pit, the game over)
    NoUndo,      // "no-undo": an undo that cannot be (nothing of the asker's to take back)
    GameTooLong, // "game-too-long": the game has more moves than a welcome can carry
    SlowDown,    // "slow-down": too many wrong codes from the sender's address lately
};

// Client -> host, the first line of every connection.
struct Hello {
    int version = 0;
    Role role = Role::Player;
    QString code;
    QString name; // a watcher's name is only for the host's list of watchers
    bool operator==(const Hello &) const = default;
};

// Host -> client, the answer to an accepted hello: everything needed to show the game.
struct Welcome {
    int version = 0;
    RuleOptions rules;
    std::array<QString, 2> names; // by sideIndex
    std::vector<int> moves;       // pits played so far, in order (passes are never written)
    std::optional<Side> yourSide; // empty for a watcher
    // Whether the other player is connected now (for a watcher: whether the joiner is).
    bool opponentPresent = false;
    bool operator==(const Welcome &) const = default;
};

// Either way. A refused hello is followed by the host closing the connection; so is a refusal
// for Protocol, TooLong or Timeout. A refused move or undo leaves the connection open and the
// game as it was.
struct Refusal {
    RefusalReason reason = RefusalReason::Protocol;
    std::optional<int> ply; // the ply the refused move or undo named, if any
    bool operator==(const Refusal &) const = default;
};

// A move: `ply` is how many moves the game had before it (0 for the first), so a move for a
// position the game has left is recognised. Client -> host asks to play it; host -> every
// client (the mover too) says it was played.
struct Move {
    int ply = 0;
    int pit = 0;
    bool operator==(const Move &) const = default;
};

// A player asks to take moves back: the game has `ply` moves and would go back to `to` (the
// ply before the asker's last move). Client -> host, or host -> the client player.
struct UndoRequest {
    int ply = 0;
    int to = 0;
    bool operator==(const UndoRequest &) const = default;
};

// The other player's answer to an UndoRequest, with its numbers. Client -> host answers the
// host player's request; host -> every client says what was decided, and an accepted undo is
// taken back when this arrives from the host (not before).
struct UndoAnswer {
    int ply = 0;
    int to = 0;
    bool accept = false;
    bool operator==(const UndoAnswer &) const = default;
};

// Host -> clients: a player left or came back.
struct Presence {
    Side side = Side::South;
    QString name;
    bool here = false;
    bool operator==(const Presence &) const = default;
};

// Host -> a tournament's pupil (version 2 only) who has no game now: before the first round,
// between rounds, after a bye, and once more at the end (`over`). Also sent every
// WaitingRepeatMs while the pupil waits.
struct Waiting {
    int round = 0;   // rounds begun so far (0 before the start)
    int rounds = 0;  // rounds in all, as planned now
    int points = 0;  // the pupil's points (a win 2, a draw 1)
    int place = 0;   // its place in the standings, 1 for the leader
    int players = 0; // how many play
    bool over = false;
    bool operator==(const Waiting &) const = default;
};

// Either way: leaving on purpose; the connection closes after it.
struct Bye {
    bool operator==(const Bye &) const = default;
};

// Either way: are you there? Answered by a Pong. Any line counts as a sign of life.
struct Ping {
    bool operator==(const Ping &) const = default;
};
struct Pong {
    bool operator==(const Pong &) const = default;
};

using Message = std::variant<Hello, Welcome, Refusal, Move, UndoRequest, UndoAnswer, Presence,
                             Waiting, Bye, Ping, Pong>;

} // namespace tihbat::net
