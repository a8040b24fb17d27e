// SPDX-License-Identifier: GPL-3.0-or-later
// tihbat-cli analyze: a record written back with the solver's verdict on every move.
#pragma once

#include "arguments.h"
#include "record/record.h"

#include <string>
#include <string_view>

namespace tihbat::cli {

// The comment the analysis adds after a move: the value after it (South minus North, under
// perfect play from there) and the best moves where it was played, e.g. "value -2; best B" or
// "value 0; best A,B".
std::string analysisComment(int valueAfter, const std::vector<int> &bestPits);
// Whether a comment is one the analysis wrote (and replaces). Linear, no recursion.
bool isAnalysisComment(std::string_view comment);

// The game with an analysis comment after every move. Other comments stay as they are; an
// earlier analysis comment is replaced, so analysing twice gives the same record.
record::GameRecord analyzedRecord(const record::GameRecord &game);

// The text of the annotated file: every game, or only game N when --game N is given.
std::string analyzeText(const Invocation &invocation);

} // namespace tihbat::cli
