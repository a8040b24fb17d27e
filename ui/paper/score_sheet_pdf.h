// SPDX-License-Identifier: GPL-3.0-or-later
// A score sheet as the bytes of a PDF: its pages painted by ScoreSheetPages on the sheet's paper
// through PdfFile, the fonts embedded; the same sheet gives the same bytes.
#pragma once

#include "score_sheet.h"

#include <QByteArray>

namespace tihbat {

QByteArray scoreSheetPdf(const ScoreSheet &sheet);

} // namespace tihbat
