// SPDX-License-Identifier: GPL-3.0-or-later
#include "worksheet_pages.h"

#include "game/puzzles/puzzle_texts.h"
#include "game/words/game_texts.h"
#include "print_diagram.h"
#include "print_page.h"
#include "print_text.h"
#include "worksheet_texts.h"

#include <QLocale>
#include <QPagedPaintDevice>
#include <QPainter>
#include <algorithm>

namespace tihbat {

namespace {

QFont textFont(qreal points, QFont::Weight weight = QFont::Normal) {
    return PrintText::font(points, weight);
}

} // namespace

// The page, and where the part's pages are in the whole document.
struct WorksheetPages::Frame : PrintPage {
    int firstPage = 1; // the number of the part's first page in the whole document
    int documentPages = 1;
};

int WorksheetPages::pageCount(int puzzles, WorksheetPart part) {
    const int puzzlePages = (puzzles + PuzzlesPerPage - 1) / PuzzlesPerPage;
    const int answerPages = (puzzles + AnswersPerPage - 1) / AnswersPerPage;
    switch (part) {
    case WorksheetPart::Puzzles:
        return puzzlePages;
    case WorksheetPart::Answers:
        return answerPages;
    case WorksheetPart::Both:
        break;
    }
    return puzzlePages + answerPages;
}

WorksheetPages::WorksheetPages(const Worksheet &sheet)
    : m_sheet(sheet) {}

void WorksheetPages::paint(QPagedPaintDevice *device, WorksheetPart part) const {
    QPainter painter(device);
    PrintPage::setUp(painter);
    Frame frame{PrintPage::of(device)};
    const int puzzles = int(m_sheet.puzzles.size());
    frame.documentPages = pageCount(puzzles, part);
    bool first = true;
    if (part != WorksheetPart::Answers) {
        const int pages = pageCount(puzzles, WorksheetPart::Puzzles);
        for (int page = 0; page < pages; ++page) {
            if (!first)
                device->newPage();
            first = false;
            paintPuzzlePage(painter, frame, page);
            frame.paintFooter(painter, footText(), page + 1, frame.documentPages);
        }
        frame.firstPage = pages + 1;
    }
    if (part != WorksheetPart::Puzzles) {
        const int pages = pageCount(puzzles, WorksheetPart::Answers);
        for (int page = 0; page < pages; ++page) {
            if (!first)
                device->newPage();
            first = false;
            paintAnswerPage(painter, frame, page);
            frame.paintFooter(painter, footText(), frame.firstPage + page, frame.documentPages);
        }
    }
}

QRectF WorksheetPages::puzzleCell(const PrintPage &frame, int slot) {
    // Six cells under the head: two columns, three rows.
    const qreal mm = frame.mm;
    const QRectF area = frame.area;
    const qreal headHeight = 30 * mm;
    const qreal footHeight = PrintPage::FootHeight * mm;
    const QRectF grid(area.left(), area.top() + headHeight, area.width(),
                      area.height() - headHeight - footHeight);
    const qreal gutter = 6 * mm;
    const qreal cellWidth = (grid.width() - gutter) / 2;
    const qreal cellHeight = grid.height() / 3;
    // The first puzzle at the start of the line: top left, or top right in Arabic.
    return frame.place({grid.left() + (slot % 2) * (cellWidth + gutter),
                        grid.top() + (slot / 2) * cellHeight, cellWidth, cellHeight - 3 * mm});
}

QRectF WorksheetPages::diagramPlace(const PrintPage &frame, int slot) {
    // Under the heading (7 mm and 1 mm of space), above the task and the answer's line.
    const qreal mm = frame.mm;
    const QRectF cell = puzzleCell(frame, slot);
    const qreal top = cell.top() + 8 * mm;
    const qreal textHeight = 21 * mm;
    return {cell.left(), top, cell.width(), cell.bottom() - textHeight - top};
}

void WorksheetPages::paintPuzzlePage(QPainter &painter, const Frame &frame, int page) const {
    const qreal mm = frame.mm;
    const QRectF area = frame.area;
    painter.setPen(Qt::black);
    // The head: the title on every page; the name and date lines and what to do on the first.
    QRectF titleBox(area.left(), area.top(), area.width(), 10 * mm);
    painter.setFont(textFont(17, QFont::Bold));
    PrintText::draw(painter, titleBox, Qt::AlignLeft | Qt::AlignVCenter, m_sheet.title);
    if (page == 0) {
        painter.setFont(textFont(11));
        const qreal lineY = area.top() + 19 * mm;
        const QString name = WorksheetTexts::nameLabel();
        const QString date = WorksheetTexts::dateLabel();
        const qreal dateX = area.width() * 0.62; // from the start of the line
        PrintText::draw(painter, frame.place(QRectF(area.left(), lineY - 8 * mm, dateX, 8 * mm)),
                        Qt::AlignLeft | Qt::AlignBottom, name);
        PrintText::draw(
            painter,
            frame.place(QRectF(area.left() + dateX, lineY - 8 * mm, area.width() - dateX, 8 * mm)),
            Qt::AlignLeft | Qt::AlignBottom, date);
        painter.setPen(QPen(Qt::black, 0.25 * mm));
        painter.drawLine(
            QPointF(frame.across(area, PrintText::width(painter, name) + 2 * mm), lineY),
            QPointF(frame.across(area, dateX - 6 * mm), lineY));
        painter.drawLine(
            QPointF(frame.across(area, dateX + PrintText::width(painter, date) + 2 * mm), lineY),
            QPointF(frame.across(area, area.width()), lineY));
        painter.setPen(Qt::black);
        painter.setFont(textFont(10));
        PrintText::draw(painter, QRectF(area.left(), lineY + 2 * mm, area.width(), 9 * mm),
                        Qt::AlignLeft | Qt::AlignVCenter | Qt::TextWordWrap,
                        WorksheetTexts::instructions());
    }
    for (int slot = 0; slot < PuzzlesPerPage; ++slot) {
        const int index = page * PuzzlesPerPage + slot;
        if (index >= int(m_sheet.puzzles.size()))
            break;
        const Puzzle &puzzle = m_sheet.puzzles[std::size_t(index)];
        const QRectF cell = puzzleCell(frame, slot);
        // The number, bold, and the difficulty beside it.
        painter.setFont(textFont(12, QFont::Bold));
        const QRectF headingBox(cell.left(), cell.top(), cell.width(), 7 * mm);
        PrintText::draw(painter, headingBox, Qt::AlignLeft | Qt::AlignVCenter,
                        WorksheetTexts::puzzleHeading(index + 1));
        painter.setFont(textFont(9));
        PrintText::draw(painter, headingBox, Qt::AlignRight | Qt::AlignVCenter,
                        PuzzleTexts::difficulty(puzzle.difficulty));
        // The diagram, South at the bottom in every one (the task names the side to move).
        const QRectF diagramBox = diagramPlace(frame, slot);
        PaperDiagram::paint(painter, diagramBox, puzzle.state, mm);
        // The task, and the line for the answer.
        painter.setPen(Qt::black);
        painter.setFont(textFont(9.5));
        const QRectF taskBox(cell.left(), diagramBox.bottom() + 1 * mm, cell.width(), 11 * mm);
        PrintText::draw(painter, taskBox, Qt::AlignLeft | Qt::AlignTop | Qt::TextWordWrap,
                        PuzzleTexts::statement(puzzle));
        painter.setFont(textFont(11));
        const qreal answerY = cell.bottom() - 1.5 * mm;
        const QString label = WorksheetTexts::answerLabel();
        PrintText::draw(painter, QRectF(cell.left(), answerY - 8 * mm, cell.width(), 8 * mm),
                        Qt::AlignLeft | Qt::AlignBottom, label);
        const qreal labelWidth = PrintText::width(painter, label);
        painter.setPen(QPen(Qt::black, 0.25 * mm));
        painter.drawLine(QPointF(frame.across(cell, labelWidth + 2 * mm), answerY),
                         QPointF(frame.across(cell, labelWidth + 32 * mm), answerY));
        painter.setPen(Qt::black);
    }
}

void WorksheetPages::paintAnswerPage(QPainter &painter, const Frame &frame, int page) const {
    const qreal mm = frame.mm;
    const QRectF area = frame.area;
    painter.setPen(Qt::black);
    painter.setFont(textFont(15, QFont::Bold));
    PrintText::draw(painter, QRectF(area.left(), area.top(), area.width(), 10 * mm),
                    Qt::AlignLeft | Qt::AlignVCenter,
                    WorksheetTexts::answerKeyHeading(m_sheet.title));
    const qreal top = area.top() + 14 * mm;
    const qreal rowHeight = (area.bottom() - 8 * mm - top) / AnswersPerPage;
    for (int row = 0; row < AnswersPerPage; ++row) {
        const int index = page * AnswersPerPage + row;
        if (index >= int(m_sheet.answers.size()))
            break;
        const WorksheetAnswer &answer = m_sheet.answers[std::size_t(index)];
        const QRectF rowBox(area.left(), top + row * rowHeight, area.width(), rowHeight);
        // "3." and the pit letter large, then the margin and the reason.
        painter.setFont(textFont(12, QFont::Bold));
        const QRectF numberBox(rowBox.left(), rowBox.top(), 12 * mm, 7 * mm);
        PrintText::draw(painter, frame.place(numberBox), Qt::AlignRight | Qt::AlignVCenter,
                        QLocale().toString(index + 1) + u'.');
        painter.setFont(textFont(16, QFont::Bold));
        PrintText::draw(
            painter, frame.place(QRectF(numberBox.right() + 3 * mm, rowBox.top(), 10 * mm, 7 * mm)),
            Qt::AlignLeft | Qt::AlignVCenter, GameTexts::pitName(answer.bestPit()));
        const qreal textLeft = numberBox.right() + 14 * mm;
        const QRectF textBox = frame.place(
            QRectF(textLeft, rowBox.top(), rowBox.right() - textLeft, rowHeight - 1.5 * mm));
        painter.setFont(textFont(10, QFont::DemiBold));
        PrintText::draw(painter, QRectF(textBox.left(), textBox.top(), textBox.width(), 7 * mm),
                        Qt::AlignLeft | Qt::AlignVCenter, WorksheetTexts::margin(answer.solved));
        painter.setFont(textFont(9));
        painter.save();
        const QRectF reasonBox(textBox.left(), textBox.top() + 7 * mm, textBox.width(),
                               textBox.height() - 7 * mm);
        painter.setClipRect(reasonBox);
        PrintText::draw(painter, reasonBox, Qt::AlignLeft | Qt::AlignTop | Qt::TextWordWrap,
                        WorksheetTexts::reason(answer.line));
        painter.restore();
        painter.setPen(QPen(QColor(160, 160, 160), 0.15 * mm));
        painter.drawLine(rowBox.bottomLeft(), rowBox.bottomRight());
        painter.setPen(Qt::black);
    }
}

QString WorksheetPages::footText() const {
    return GameTexts::gameName() + QStringLiteral(" · ") +
           WorksheetTexts::sheetNumber(m_sheet.choice.seed);
}

} // namespace tihbat
