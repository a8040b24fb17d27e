// SPDX-License-Identifier: GPL-3.0-or-later
// A worksheet (or one part of it) as the bytes of a PDF: its pages painted by WorksheetPages
// through QPdfWriter, the fonts embedded. The same worksheet gives the same bytes, apart from
// the creation date, which is now, or SOURCE_DATE_EPOCH when that is set (the reproducible
// builds convention), so a test or a script can ask for the very same file again.
#pragma once

#include "worksheet_pages.h"

#include <QByteArray>

namespace tihbat {

QByteArray worksheetPdf(const Worksheet &sheet, WorksheetPart part);

// Sets a PDF's creation date to SOURCE_DATE_EPOCH when that is set (every sheet's PDF does).
void fixPdfCreationDate(QByteArray &pdf);

} // namespace tihbat
