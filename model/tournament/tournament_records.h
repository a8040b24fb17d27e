// SPDX-License-Identifier: GPL-3.0-or-later
// Every game of a tournament as game records (one .tihbat file holds them all) for the replay
// viewer and the score sheets: Event, Round, South and North tags; an adjudicated game keeps
// its moves as played (result "*") with a comment giving the solver's result.
#pragma once

#include "record/record.h"
#include "tournament.h"

#include <string>
#include <vector>

namespace tihbat::tournament {

std::vector<record::GameRecord> tournamentRecords(const Tournament &tournament,
                                                  const std::string &event);

} // namespace tihbat::tournament
