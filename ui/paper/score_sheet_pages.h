// SPDX-License-Identifier: GPL-3.0-or-later
// A score sheet laid out on pages: on the first, the players, date, event, rules and result,
// then the graph of the value move by move; then the move list (number, player, move in
// notation, value after it, verdict) in two columns a page; then the board diagrams after the
// captures, eight a page. It paints on any paged device (QPdfWriter, QPrinter), in the device's
// page layout (PrintPage::layout for the paper of the sheet).
#pragma once

#include "score_sheet.h"

#include <QRectF>
#include <vector>

class QPagedPaintDevice;
class QPainter;

namespace tihbat {

struct PrintPage;

class ScoreSheetPages {
public:
    static constexpr int DiagramsPerPage = 8;

    explicit ScoreSheetPages(const ScoreSheet &sheet);
    // Paints every page, a new page for each after the first.
    void paint(QPagedPaintDevice *device) const;

    // Where the diagrams are on each page, as fractions of the page's printable area (0..1), by
    // page from 0: for tests that look at the printed pages.
    struct DiagramPlace {
        int page = 0;
        int move = 0;
        QRectF box; // within the printable area, each side from 0 to 1
    };
    std::vector<DiagramPlace> diagramPlaces(QPagedPaintDevice *device) const;

private:
    struct Plan;
    Plan plan(const PrintPage &frame) const;
    void paintHead(QPainter &painter, const PrintPage &frame, const Plan &plan) const;
    void paintGraph(QPainter &painter, const PrintPage &frame, const QRectF &box) const;
    void paintMoves(QPainter &painter, const PrintPage &frame, const Plan &plan, int page) const;
    void paintDiagrams(QPainter &painter, const PrintPage &frame, const Plan &plan, int page) const;
    QRectF diagramCell(const PrintPage &frame, int slot) const;

    const ScoreSheet &m_sheet;
};

} // namespace tihbat
