// SPDX-License-Identifier: GPL-3.0-or-later
// Writes to a pipe or socket whose reader has gone fail with EPIPE instead of ending the process.
// Plain C++ (POSIX).
#pragma once

namespace tihbat::files {

// Process-wide: once called, SIGPIPE is ignored. Qt's own sockets never raise it, but libraries
// below Qt (libspeechd, under Qt TextToSpeech) write to their sockets without MSG_NOSIGNAL, so a
// speech service that dies mid-game would otherwise take the game with it.
void ignoreBrokenPipes();

} // namespace tihbat::files
