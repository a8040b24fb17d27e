// SPDX-License-Identifier: GPL-3.0-or-later
// Every game of a tournament as game records (one .tihbat file holds them all) for the replay
// viewer and the score sheets: Event, Round, South and North tags (and Date when given, as
// YYYY.MM.DD); an adjudicated game keeps its moves as played (result "*") with a comment giving
// the solver's result. The one writer of them: tihbat-cli and the teacher's window both call it.
#pragma once

#include "record/record.h"
#include "tournament.h"

#include <string>
#include <vector>

namespace tihbat::tournament {

std::vector<record::GameRecord> tournamentRecords(const Tournament &tournament,
                                                  const std::string &event,
                                                  const std::string &date = {});

} // namespace tihbat::tournament
