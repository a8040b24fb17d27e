// SPDX-License-Identifier: GPL-3.0-or-later
#include "worksheet_pdf.h"

#include "pdf_file.h"
#include "print_page.h"

namespace tihbat {

QByteArray worksheetPdf(const Worksheet &sheet, WorksheetPart part) {
    return PdfFile::write(
        PrintPage::layout(sheet.choice.paper), sheet.title,
        [&](QPagedPaintDevice *device) { WorksheetPages(sheet).paint(device, part); });
}

} // namespace tihbat
