// SPDX-License-Identifier: GPL-3.0-or-later
#include "score_sheet_pdf.h"

#include "pdf_file.h"
#include "print_page.h"
#include "score_sheet_pages.h"
#include "score_sheet_texts.h"

namespace tihbat {

QByteArray scoreSheetPdf(const ScoreSheet &sheet) {
    return PdfFile::write(PrintPage::layout(sheet.paper), ScoreSheetTexts::title(),
                          [&](QPagedPaintDevice *device) { ScoreSheetPages(sheet).paint(device); });
}

} // namespace tihbat
