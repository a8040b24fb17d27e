// SPDX-License-Identifier: GPL-3.0-or-later
// A game a browser has heard announced: where to connect, and what the host said about it.
#pragma once

#include "announcement.h"

#include <QHostAddress>

namespace tihbat::net {

struct AnnouncedGame {
    QHostAddress address; // where the announcement came from: the host to connect to
    Announcement announcement;
    qint64 lastHeardMs = 0; // QDeadlineTimer/steady clock milliseconds, to forget old games
};

} // namespace tihbat::net
