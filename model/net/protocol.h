// SPDX-License-Identifier: GPL-3.0-or-later
// The numbers of the network protocol (README "Games over the network"), in one place: its
// version, the limits every peer enforces, the time limits and the discovery port.
#pragma once

#include <QtGlobal>

namespace tihbat::net {

// The protocol spoken; a hello or welcome with another version is refused.
constexpr int ProtocolVersion = 1;
// A class tournament's host speaks version 1 with one more message (`waiting`); a pupil says
// hello with this version, and each side refuses the other's with `version`.
constexpr int TournamentProtocolVersion = 2;

// The longest line a peer accepts, newline included, except a welcome. A longer line is cut
// off at this length and its sender dropped.
constexpr qsizetype MaxMessageBytes = 4096;
// A welcome carries every move so far (one letter each), so it may be longer; only the host
// sends one, once per connection.
constexpr qsizetype MaxWelcomeBytes = 16384;
// The most moves a hosted game may hold: its welcome must fit in MaxWelcomeBytes.
constexpr int MaxGamePlies = 15000;

// A player's name: 1 to 40 characters (Unicode code points) of plain text (see isPlainName).
constexpr int MaxNameChars = 40;
// The most combining marks (nonspacing or enclosing) a name may stack on one character.
constexpr int MaxMarksInARow = 4;
// A join code: 4 to 12 letters and digits, compared without regard to case.
constexpr int MinCodeChars = 4;
constexpr int MaxCodeChars = 12;

// The most watchers one game takes at once (the issue asks for at least 30).
constexpr int MaxWatchers = 64;
// Connections that have not finished their hello yet, at once (a class of watchers joining
// together fits); more are closed at once.
constexpr int MaxPendingConnections = 128;

// Wrong join codes: an address (an IPv6 one's /64 network) may give this many at once, and one
// more for every WrongCodeRefillMs; beyond that, every hello from it is refused "slow-down".
// The host remembers at most MaxGuessingAddresses such addresses at once.
constexpr int WrongCodesAllowed = 5;
constexpr int WrongCodeRefillMs = 60000;
constexpr int MaxGuessingAddresses = 64;

// A connection must have sent its hello (host) or received its welcome (client) within this.
constexpr int HandshakeTimeoutMs = 5000;
// Each side pings after this much silence from it...
constexpr int PingIntervalMs = 2000;
// ...and drops a peer it has heard nothing from (not even a pong) for this long.
constexpr int SilenceTimeoutMs = 10000;
// A peer whose unsent output grows past this (a watcher that does not read) is dropped.
constexpr qint64 MaxUnsentBytes = 256 * 1024;

// The time limits of one connection; tests shorten them.
struct Timeouts {
    int handshakeMs = HandshakeTimeoutMs;
    int pingMs = PingIntervalMs;
    int silenceMs = SilenceTimeoutMs;
};

// A pupil without a game (between rounds, a bye) is told where it stands this often, so that
// its wait for the host's next word ends (tihbat-cli join --idle).
constexpr int WaitingRepeatMs = 20000;
// The most players one tournament takes.
constexpr int MaxTournamentPlayers = 64;
// The most rounds a tournament's announcement may say were begun (all-play-all twice of the
// most players would be fewer).
constexpr int MaxTournamentRounds = 2 * MaxTournamentPlayers;

// A client gives up a connection attempt after this long (tihbat-cli join: "no answer").
constexpr int ConnectTimeoutMs = 5000;

// Where hosts announce their games on the local network (UDP broadcast) and browsers listen.
constexpr quint16 DiscoveryPort = 47473;
// A host announces its game this often; a browser forgets a game not heard for 3 intervals.
constexpr int AnnounceIntervalMs = 1000;
constexpr int AnnouncementLifetimeMs = 3 * AnnounceIntervalMs;
// The longest announcement datagram read; longer ones are ignored.
constexpr qsizetype MaxAnnouncementBytes = 1024;
// A browser lists at most this many games from one address, and this many in all.
constexpr int MaxGamesPerAddress = 16;
constexpr int MaxListedGames = 256;

} // namespace tihbat::net
