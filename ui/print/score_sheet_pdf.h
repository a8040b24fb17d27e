// SPDX-License-Identifier: GPL-3.0-or-later
// A score sheet as the bytes of a PDF: its pages painted by ScoreSheetPages through QPdfWriter
// in the worksheet's page layout, the fonts embedded; the same sheet gives the same bytes when
// SOURCE_DATE_EPOCH is set (fixPdfCreationDate).
#pragma once

#include "score_sheet.h"

#include <QByteArray>

namespace tihbat {

QByteArray scoreSheetPdf(const ScoreSheet &sheet);

} // namespace tihbat
