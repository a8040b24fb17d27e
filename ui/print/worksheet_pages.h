// SPDX-License-Identifier: GPL-3.0-or-later
// A worksheet laid out on pages: six puzzles a page (a numbered board diagram, the task, a line
// for the answer) under the title, a name and a date line; then the answer key, twelve answers a
// page. It paints on any paged device (QPdfWriter for a PDF, QPrinter for the printer and the
// print preview) in that device's page layout, so PDF and paper are the same pages.
#pragma once

#include "worksheet.h"

#include <QMarginsF>
#include <QPageLayout>

class QPagedPaintDevice;
class QPainter;

namespace tihbat {

enum class WorksheetPart { Puzzles, Answers, Both };

class WorksheetPages {
public:
    static constexpr int PuzzlesPerPage = 6;
    static constexpr int AnswersPerPage = 12;

    // Margins most printers can print inside of (millimetres).
    static QMarginsF printableMargins();
    // The page layout for the paper: portrait, the printable margins.
    static QPageLayout pageLayout(QPageSize::PageSizeId paper);

    static int pageCount(int puzzles, WorksheetPart part);

    explicit WorksheetPages(const Worksheet &sheet);
    // Paints the part on the device, a new page for each page after the first. The device's
    // page layout is used as it is (set it first, e.g. to pageLayout()).
    void paint(QPagedPaintDevice *device, WorksheetPart part) const;

private:
    struct Frame;
    void paintPuzzlePage(QPainter &painter, const Frame &frame, int page) const;
    void paintAnswerPage(QPainter &painter, const Frame &frame, int page) const;
    void paintFooter(QPainter &painter, const Frame &frame, int page, int pages) const;

    const Worksheet &m_sheet;
};

} // namespace tihbat
