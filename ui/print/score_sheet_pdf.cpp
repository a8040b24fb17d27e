// SPDX-License-Identifier: GPL-3.0-or-later
#include "score_sheet_pdf.h"

#include "game/game_texts.h"
#include "score_sheet_pages.h"
#include "score_sheet_texts.h"
#include "worksheet_pages.h"
#include "worksheet_pdf.h"

#include <QBuffer>
#include <QPdfWriter>

namespace tihbat {

QByteArray scoreSheetPdf(const ScoreSheet &sheet) {
    QByteArray bytes;
    {
        QBuffer buffer(&bytes);
        buffer.open(QIODevice::WriteOnly);
        QPdfWriter writer(&buffer);
        writer.setResolution(300);
        writer.setPageLayout(WorksheetPages::pageLayout(sheet.paper));
        writer.setCreator(GameTexts::gameName());
        writer.setTitle(ScoreSheetTexts::title());
        ScoreSheetPages(sheet).paint(&writer);
    }
    fixPdfCreationDate(bytes);
    return bytes;
}

} // namespace tihbat
