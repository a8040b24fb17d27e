// SPDX-License-Identifier: GPL-3.0-or-later
// A worksheet laid out on pages: six puzzles a page (a numbered board diagram, the task, a line
// for the answer) under the title, a name and a date line; then the answer key, twelve answers a
// page. It paints on any paged device (QPdfWriter for a PDF, QPrinter for the printer and the
// print preview) in that device's page layout, so PDF and paper are the same pages.
#pragma once

#include "print_page.h"
#include "worksheet.h"

#include <QRectF>
#include <QString>

class QPagedPaintDevice;
class QPainter;

namespace tihbat {

enum class WorksheetPart { Puzzles, Answers, Both };

class WorksheetPages {
public:
    static constexpr int PuzzlesPerPage = 6;
    static constexpr int AnswersPerPage = 12;

    static int pageCount(int puzzles, WorksheetPart part);

    explicit WorksheetPages(const Worksheet &sheet);
    // Paints the part on the device, a new page for each page after the first. The device's
    // page layout is used as it is (set it first, e.g. to PrintPage::layout()).
    void paint(QPagedPaintDevice *device, WorksheetPart part) const;

    // A puzzle's place on its page (slot 0 to 5, left to right, top to bottom), and the place
    // of its diagram in it, in the device's coordinates.
    static QRectF puzzleCell(const PrintPage &frame, int slot);
    static QRectF diagramPlace(const PrintPage &frame, int slot);

private:
    struct Frame;
    void paintPuzzlePage(QPainter &painter, const Frame &frame, int page) const;
    void paintAnswerPage(QPainter &painter, const Frame &frame, int page) const;
    // At the foot of each page: the game and the sheet's number.
    QString footText() const;

    const Worksheet &m_sheet;
};

} // namespace tihbat
