// SPDX-License-Identifier: GPL-3.0-or-later
// A worksheet (or one part of it) as the bytes of a PDF: its pages painted by WorksheetPages
// on the sheet's paper through PdfFile, the fonts embedded. The same worksheet gives the same
// bytes, from the window's Export as from tihbat-cli.
#pragma once

#include "worksheet_pages.h"

#include <QByteArray>

namespace tihbat {

QByteArray worksheetPdf(const Worksheet &sheet, WorksheetPart part);

} // namespace tihbat
