// SPDX-License-Identifier: GPL-3.0-or-later
// What a person chooses when hosting a game: the rules, their side, their name and the code a
// player must give to join.
#pragma once

#include "core/types.h"

#include <QString>

namespace tihbat::net {

struct HostOptions {
    RuleOptions rules;
    Side hostSide = Side::South;
    QString hostName; // must pass isPlainName
    QString code;     // must pass isValidCode; makeJoinCode() gives one
    // Whether watchers may join (with the same code).
    bool allowWatchers = true;
};

} // namespace tihbat::net
