// SPDX-License-Identifier: GPL-3.0-or-later
#include "broken_pipes.h"

#include <csignal>

namespace tihbat::files {

void ignoreBrokenPipes() {
    struct sigaction ignore = {};
    ignore.sa_handler = SIG_IGN;
    sigemptyset(&ignore.sa_mask);
    sigaction(SIGPIPE, &ignore, nullptr);
}

} // namespace tihbat::files
