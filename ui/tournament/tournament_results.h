// SPDX-License-Identifier: GPL-3.0-or-later
// A class tournament's results for paper and files: the standings and the crosstable as CSV and
// as a PDF page (ui/print's PdfFile, PrintPage and PrintText). Every game as records is the
// model's tournament::tournamentRecords.
#pragma once

#include "tournament/tournament.h"

#include <QByteArray>
#include <QString>
#include <optional>
#include <vector>

namespace tihbat {

// Points a player scored against another in the games between them (a win 2, a draw 1), by
// player; empty where they have not finished a game against each other.
std::vector<std::vector<std::optional<int>>> crosstable(const tournament::Tournament &t);

// The standings, a blank line, then the crosstable (players in the standings' order), UTF-8
// with a header row each; fields with a comma, quote or line break are quoted.
QByteArray resultsCsv(const tournament::Tournament &t);

// The standings and the crosstable on A4 pages, as a PDF.
QByteArray resultsPdf(const tournament::Tournament &t, const QString &title);

} // namespace tihbat
