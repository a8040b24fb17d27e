// SPDX-License-Identifier: GPL-3.0-or-later
#include "score_sheet_pages.h"

#include "core/notation.h"
#include "game/session/replay_model.h"
#include "game/words/game_texts.h"
#include "print_diagram.h"
#include "print_page.h"
#include "print_text.h"
#include "score_sheet_texts.h"

#include <QLocale>
#include <QPagedPaintDevice>
#include <QPainter>
#include <QPainterPath>
#include <algorithm>
#include <cstdlib>

namespace tihbat {

namespace {

// Heights on the page, in millimetres.
constexpr qreal TitleHeight = 12;
constexpr qreal InfoRow = 6;
constexpr qreal GraphHeight = 38;
constexpr qreal HeadingRow = 7;
constexpr qreal MoveRow = 5;
constexpr qreal FootHeight = PrintPage::FootHeight;
constexpr qreal ColumnGap = 8;

QString notationOf(const MoveStory &story) {
    return QString::fromStdString(moveNotation(story));
}

// Text in a box of its own, cut at the box's edge (a long name must not run over its neighbour).
// A name in Devanagari on a sheet in another language is drawn in the Devanagari face (Qt shapes
// it only in a family that has it, tried first).
void drawClipped(QPainter &painter, const QRectF &box, int flags, const QString &text) {
    painter.save();
    painter.setClipRect(box);
    if (PrintText::needsTextLayer(text)) {
        QFont font = painter.font();
        QStringList families = font.families();
        families.removeAll(QStringLiteral("Noto Sans Devanagari"));
        families.prepend(QStringLiteral("Noto Sans Devanagari"));
        font.setFamilies(families);
        painter.setFont(font);
    }
    PrintText::draw(painter, box, flags, text);
    painter.restore();
}

} // namespace

// How the pages divide the sheet: the head's rows, the moves each page lists, the pages.
struct ScoreSheetPages::Plan {
    QList<QPair<QString, QString>> details; // the right column of the head: label, value
    qreal tableTopFirst = 0;                // where the move list starts on the first page (mm)
    int rowsFirst = 0;                      // rows per column on the first page
    int rowsOther = 0;                      // on the pages after it
    int movePages = 1;
    int diagramPages = 0;
    int pages() const { return movePages + diagramPages; }
    // The first move (from 1) listed on a page of the move list.
    int firstMoveOn(int page) const {
        return page == 0 ? 1 : 1 + 2 * rowsFirst + (page - 1) * 2 * rowsOther;
    }
    int rowsOn(int page) const { return page == 0 ? rowsFirst : rowsOther; }
};

ScoreSheetPages::ScoreSheetPages(const ScoreSheet &sheet)
    : m_sheet(sheet) {}

ScoreSheetPages::Plan ScoreSheetPages::plan(const PrintPage &frame) const {
    Plan plan;
    const record::GameRecord &record = m_sheet.record;
    const QString date = shownTagValue(record, "Date");
    if (!date.isEmpty())
        plan.details.append({ScoreSheetTexts::dateLabel(), ScoreSheetTexts::date(date)});
    const std::pair<const char *, QString> others[] = {{"Event", ScoreSheetTexts::eventLabel()},
                                                       {"Site", ScoreSheetTexts::siteLabel()},
                                                       {"Round", ScoreSheetTexts::roundLabel()}};
    for (const auto &[tag, label] : others) {
        const QString value = shownTagValue(record, tag);
        if (!value.isEmpty())
            plan.details.append({label, value});
    }
    const int infoRows = std::max<int>(2, int(plan.details.size())) + 2; // + rules and result
    const qreal areaHeight = frame.area.height() / frame.mm;
    plan.tableTopFirst =
        TitleHeight + infoRows * InfoRow + 3 + HeadingRow + GraphHeight + 6 + HeadingRow + MoveRow;
    plan.rowsFirst = std::max(0, int((areaHeight - FootHeight - plan.tableTopFirst) / MoveRow));
    plan.rowsOther =
        std::max(1, int((areaHeight - FootHeight - (HeadingRow + 2) - MoveRow) / MoveRow));
    const int plies = m_sheet.game.plies();
    const int beyondFirst = std::max(0, plies - 2 * plan.rowsFirst);
    plan.movePages = 1 + (beyondFirst + 2 * plan.rowsOther - 1) / (2 * plan.rowsOther);
    const int diagrams = int(m_sheet.diagramMoves().size());
    plan.diagramPages = (diagrams + DiagramsPerPage - 1) / DiagramsPerPage;
    return plan;
}

void ScoreSheetPages::paint(QPagedPaintDevice *device) const {
    QPainter painter(device);
    PrintPage::setUp(painter);
    const PrintPage frame{PrintPage::of(device)};
    const Plan plan = this->plan(frame);
    for (int page = 0; page < plan.pages(); ++page) {
        if (page > 0)
            device->newPage();
        if (page == 0)
            paintHead(painter, frame, plan);
        if (page < plan.movePages)
            paintMoves(painter, frame, plan, page);
        else
            paintDiagrams(painter, frame, plan, page - plan.movePages);
        frame.paintFooter(painter,
                          GameTexts::gameName() + QStringLiteral(" · ") + ScoreSheetTexts::title(),
                          page + 1, plan.pages());
    }
}

std::vector<ScoreSheetPages::DiagramPlace>
ScoreSheetPages::diagramPlaces(QPagedPaintDevice *device) const {
    const PrintPage frame{PrintPage::of(device)};
    const Plan plan = this->plan(frame);
    std::vector<DiagramPlace> places;
    const std::vector<int> moves = m_sheet.diagramMoves();
    for (std::size_t i = 0; i < moves.size(); ++i) {
        const QRectF cell = diagramCell(frame, int(i % DiagramsPerPage));
        const QRectF box(cell.left() / frame.area.width(), cell.top() / frame.area.height(),
                         cell.width() / frame.area.width(), cell.height() / frame.area.height());
        places.push_back({plan.movePages + int(i / DiagramsPerPage), moves[i], box});
    }
    return places;
}

void ScoreSheetPages::paintHead(QPainter &painter, const PrintPage &frame, const Plan &plan) const {
    const qreal mm = frame.mm;
    const QRectF area = frame.area;
    const record::GameRecord &record = m_sheet.record;
    painter.setPen(Qt::black);
    painter.setFont(PrintText::font(17, QFont::Bold));
    const QRectF titleBox(area.left(), area.top(), area.width(), 10 * mm);
    PrintText::draw(painter, titleBox, Qt::AlignLeft | Qt::AlignVCenter, ScoreSheetTexts::title());
    painter.setFont(PrintText::font(10));
    PrintText::draw(painter, titleBox, Qt::AlignRight | Qt::AlignVCenter, GameTexts::gameName());

    // The players on the left, the date and the occasion on the right: label, then value.
    painter.setFont(PrintText::font(10));
    const qreal top = area.top() + TitleHeight * mm;
    const qreal half = (area.width() - ColumnGap * mm) / 2;
    auto labelWidth = [&](const QStringList &labels) {
        qreal width = 0;
        for (const QString &label : labels)
            width = std::max(width, PrintText::width(painter, ScoreSheetTexts::label(label)));
        return width + 2 * mm;
    };
    auto row = [&](qreal left, qreal width, qreal labelColumn, int index, const QString &label,
                   const QString &value, QFont::Weight weight) {
        const QRectF box(left, top + index * InfoRow * mm, width, InfoRow * mm);
        painter.setFont(PrintText::font(10));
        PrintText::draw(painter, frame.place(box), Qt::AlignLeft | Qt::AlignVCenter,
                        ScoreSheetTexts::label(label));
        painter.setFont(PrintText::font(10.5, weight));
        drawClipped(painter, frame.place(box.adjusted(labelColumn, 0, 0, 0)),
                    Qt::AlignLeft | Qt::AlignVCenter, value);
    };
    const Side sides[] = {Side::South, Side::North};
    const qreal playerLabels =
        labelWidth({GameTexts::sideName(Side::South), GameTexts::sideName(Side::North)});
    for (int i = 0; i < 2; ++i) {
        const QString given = shownTagValue(record, i == 0 ? "South" : "North");
        row(area.left(), half, playerLabels, i, GameTexts::sideName(sides[i]),
            given.isEmpty() ? GameTexts::sideName(sides[i]) : given, QFont::DemiBold);
    }
    QStringList detailLabels;
    for (const auto &detail : plan.details)
        detailLabels.append(detail.first);
    const qreal detailColumn = labelWidth(detailLabels);
    for (int i = 0; i < int(plan.details.size()); ++i)
        row(area.left() + half + ColumnGap * mm, half, detailColumn, i, plan.details[i].first,
            plan.details[i].second, QFont::Normal);

    const int firstFull = std::max<int>(2, int(plan.details.size()));
    const qreal fullLabels =
        labelWidth({ScoreSheetTexts::optionsLabel(), ScoreSheetTexts::resultLabel()});
    row(area.left(), area.width(), fullLabels, firstFull, ScoreSheetTexts::optionsLabel(),
        ScoreSheetTexts::options(record.options, record.setup.has_value()), QFont::Normal);
    row(area.left(), half, fullLabels, firstFull + 1, ScoreSheetTexts::resultLabel(),
        ScoreSheetTexts::result(m_sheet.game), QFont::Bold);
    if (const std::optional<Outcome> outcome = m_sheet.game.outcome()) {
        if (!outcome->winner) {
            painter.setFont(PrintText::font(10.5, QFont::Bold));
            PrintText::draw(
                painter,
                frame.place(QRectF(area.left() + half + ColumnGap * mm,
                                   top + (firstFull + 1) * InfoRow * mm, half, InfoRow * mm)),
                Qt::AlignLeft | Qt::AlignVCenter, ScoreSheetTexts::draw());
        } else {
            const Side winner = *outcome->winner;
            const QString given = shownTagValue(record, winner == Side::South ? "South" : "North");
            row(area.left() + half + ColumnGap * mm, half,
                labelWidth({ScoreSheetTexts::winnerLabel()}), firstFull + 1,
                ScoreSheetTexts::winnerLabel(),
                given.isEmpty() ? GameTexts::sideName(winner) : given, QFont::Bold);
        }
    }

    // The graph, under its heading, with what the values mean.
    const qreal graphTop = top + (firstFull + 2) * InfoRow * mm + 3 * mm;
    painter.setFont(PrintText::font(12, QFont::Bold));
    PrintText::draw(painter, QRectF(area.left(), graphTop, area.width(), HeadingRow * mm),
                    Qt::AlignLeft | Qt::AlignVCenter, ScoreSheetTexts::graphHeading());
    const QRectF graph(area.left(), graphTop + HeadingRow * mm, area.width(), GraphHeight * mm);
    paintGraph(painter, frame, graph);
    painter.setFont(PrintText::font(8));
    PrintText::draw(painter, QRectF(area.left(), graph.bottom(), area.width(), 5 * mm),
                    Qt::AlignLeft | Qt::AlignVCenter, ScoreSheetTexts::valueExplanation());
}

void ScoreSheetPages::paintGraph(QPainter &painter, const PrintPage &frame,
                                 const QRectF &box) const {
    const qreal mm = frame.mm;
    const int plies = m_sheet.game.plies();
    int extreme = 1;
    for (const PositionAnalysis &position : m_sheet.analysis)
        extreme = std::max(extreme, std::abs(position.value));
    // The scale at the start of the line (the left, the right in Arabic), the plot beside it,
    // its moves in reading order as on the screen's graph.
    painter.setFont(PrintText::font(8));
    const QString top = ScoreSheetTexts::value(extreme);
    const QString bottom = ScoreSheetTexts::value(-extreme);
    const qreal scaleWidth =
        std::max(PrintText::width(painter, top), PrintText::width(painter, bottom)) + 2 * mm;
    const QRectF plot = frame.place(box.adjusted(scaleWidth, 2 * mm, -1 * mm, -2 * mm));
    painter.setPen(Qt::black);
    auto scaleBox = [&](qreal y) {
        return frame.place(QRectF(box.left(), y - 2 * mm, scaleWidth - mm, 4 * mm));
    };
    PrintText::draw(painter, scaleBox(plot.top()), Qt::AlignRight | Qt::AlignVCenter, top);
    PrintText::draw(painter, scaleBox(plot.bottom()), Qt::AlignRight | Qt::AlignVCenter, bottom);
    PrintText::draw(painter, scaleBox(plot.center().y()), Qt::AlignRight | Qt::AlignVCenter,
                    ScoreSheetTexts::value(0));
    painter.setPen(QPen(Qt::black, 0.2 * mm));
    painter.setBrush(Qt::NoBrush);
    painter.drawRect(plot);
    painter.setPen(QPen(QColor(150, 150, 150), 0.2 * mm, Qt::DashLine));
    painter.drawLine(QPointF(plot.left(), plot.center().y()),
                     QPointF(plot.right(), plot.center().y()));
    auto point = [&](int index) {
        const qreal x = frame.across(plot, plot.width() * index / std::max(1, plies));
        const qreal y = plot.center().y() -
                        plot.height() / 2 * m_sheet.analysis[std::size_t(index)].value / extreme;
        return QPointF(x, y);
    };
    QPainterPath line(point(0));
    for (int index = 1; index <= plies; ++index)
        line.lineTo(point(index));
    painter.setPen(QPen(Qt::black, 0.45 * mm));
    painter.drawPath(line);
    // The mistakes marked: a ring for "?", a dot for "??".
    for (int move = 1; move <= plies; ++move) {
        const int loss = m_sheet.lossOf(move);
        if (loss <= 0)
            continue;
        painter.setPen(QPen(Qt::black, 0.3 * mm));
        painter.setBrush(loss >= ScoreSheet::BlunderLoss ? QBrush(Qt::black) : QBrush(Qt::white));
        painter.drawEllipse(point(move), 1.1 * mm, 1.1 * mm);
    }
    painter.setBrush(Qt::NoBrush);
    painter.setPen(Qt::black);
}

void ScoreSheetPages::paintMoves(QPainter &painter, const PrintPage &frame, const Plan &plan,
                                 int page) const {
    const qreal mm = frame.mm;
    const QRectF area = frame.area;
    qreal top = area.top();
    painter.setPen(Qt::black);
    painter.setFont(PrintText::font(12, QFont::Bold));
    if (page == 0) {
        top += (plan.tableTopFirst - HeadingRow - MoveRow) * mm;
        PrintText::draw(painter, QRectF(area.left(), top, area.width(), HeadingRow * mm),
                        Qt::AlignLeft | Qt::AlignVCenter, ScoreSheetTexts::movesHeading());
    } else {
        PrintText::draw(painter, QRectF(area.left(), top, area.width(), HeadingRow * mm),
                        Qt::AlignLeft | Qt::AlignVCenter,
                        ScoreSheetTexts::title() + QStringLiteral(" · ") +
                            ScoreSheetTexts::movesHeading());
        top += 2 * mm;
    }
    top += HeadingRow * mm;
    const int plies = m_sheet.game.plies();
    const int rows = plan.rowsOn(page);
    const int first = plan.firstMoveOn(page);
    const qreal columnWidth = (area.width() - ColumnGap * mm) / 2;
    // Columns of the list: number, player, move, value, verdict.
    const qreal widths[] = {9 * mm, 16 * mm, 13 * mm, 11 * mm};
    const int aligns[] = {Qt::AlignRight, Qt::AlignLeft, Qt::AlignLeft, Qt::AlignRight};
    const Side sides[] = {Side::South, Side::North};
    for (int column = 0; column < 2; ++column) {
        const int from = first + column * rows;
        if (from > plies && !(page == 0 && column == 0))
            break;
        const qreal left = area.left() + column * (columnWidth + ColumnGap * mm);
        auto cells = [&](qreal y, const QStringList &texts) {
            qreal x = left;
            for (int i = 0; i < texts.size(); ++i) {
                const qreal width = i < 4 ? widths[i] : left + columnWidth - x;
                const int align = i < 4 ? aligns[i] : int(Qt::AlignLeft);
                drawClipped(painter, frame.place(QRectF(x, y, width, MoveRow * mm)),
                            align | Qt::AlignVCenter, texts[i]);
                x += width + (i == 0 ? 2 * mm : i == 3 ? 3 * mm : 0);
            }
        };
        painter.setFont(PrintText::font(8.5, QFont::Bold));
        cells(top, {ScoreSheetTexts::numberColumn(), ScoreSheetTexts::playerColumn(),
                    ScoreSheetTexts::moveColumn(), ScoreSheetTexts::valueColumn(),
                    ScoreSheetTexts::verdictColumn()});
        painter.setPen(QPen(Qt::black, 0.25 * mm));
        const QRectF rule = frame.place(QRectF(left, top + MoveRow * mm, columnWidth, 0));
        painter.drawLine(rule.topLeft(), rule.topRight());
        for (int row = 0; row < rows; ++row) {
            const int move = from + row;
            if (move > plies)
                break;
            const MoveStory &story = m_sheet.game.stories()[std::size_t(move - 1)];
            const int loss = m_sheet.lossOf(move);
            const qreal y = top + (row + 1) * MoveRow * mm;
            if (row % 2 == 1)
                painter.fillRect(frame.place(QRectF(left, y, columnWidth, MoveRow * mm)),
                                 QColor(235, 235, 235));
            painter.setPen(Qt::black);
            painter.setFont(PrintText::font(9, loss > 0 ? QFont::Bold : QFont::Normal));
            cells(y, {QLocale().toString(move),
                      GameTexts::sideName(sides[story.mover == Side::North]), notationOf(story),
                      ScoreSheetTexts::value(m_sheet.analysis[std::size_t(move)].value),
                      ScoreSheetTexts::verdict(loss)});
        }
    }
    painter.setPen(Qt::black);
}

QRectF ScoreSheetPages::diagramCell(const PrintPage &frame, int slot) const {
    const qreal mm = frame.mm;
    const QRectF area = frame.area;
    const QRectF grid(area.left(), area.top() + (HeadingRow + 2) * mm, area.width(),
                      area.height() - (HeadingRow + 2 + FootHeight) * mm);
    const qreal cellWidth = (grid.width() - ColumnGap * mm) / 2;
    const qreal cellHeight = grid.height() / (DiagramsPerPage / 2);
    // The first diagram at the start of the line (top right in Arabic).
    return frame.place(QRectF(grid.left() + (slot % 2) * (cellWidth + ColumnGap * mm),
                              grid.top() + (slot / 2) * cellHeight, cellWidth,
                              cellHeight - 3 * mm));
}

void ScoreSheetPages::paintDiagrams(QPainter &painter, const PrintPage &frame, const Plan &,
                                    int page) const {
    const qreal mm = frame.mm;
    const QRectF area = frame.area;
    painter.setPen(Qt::black);
    painter.setFont(PrintText::font(12, QFont::Bold));
    PrintText::draw(painter, QRectF(area.left(), area.top(), area.width(), HeadingRow * mm),
                    Qt::AlignLeft | Qt::AlignVCenter, ScoreSheetTexts::diagramsHeading());
    const std::vector<int> moves = m_sheet.diagramMoves();
    for (int slot = 0; slot < DiagramsPerPage; ++slot) {
        const std::size_t index = std::size_t(page * DiagramsPerPage + slot);
        if (index >= moves.size())
            break;
        const int move = moves[index];
        const MoveStory &story = m_sheet.game.stories()[std::size_t(move - 1)];
        const QRectF cell = diagramCell(frame, slot);
        painter.setFont(PrintText::font(9.5, QFont::DemiBold));
        const QRectF captionBox(cell.left(), cell.top(), cell.width(), 6 * mm);
        drawClipped(painter, captionBox, Qt::AlignLeft | Qt::AlignVCenter,
                    ScoreSheetTexts::diagramCaption(move, story.mover, notationOf(story),
                                                    m_sheet.analysis[std::size_t(move)].value));
        qreal diagramTop = captionBox.bottom() + 1 * mm;
        // The last position of a game ended by repetition: which earlier one came back.
        if (move == m_sheet.game.plies() && m_sheet.game.endReason() == GameEnd::Repetition) {
            painter.setFont(PrintText::font(8.5));
            const QString end = ScoreSheetTexts::repetitionEnd(m_sheet.repeatedAfter(),
                                                               story.after.position.boardTotal());
            // As tall as its lines are (Devanagari's are taller than Latin's).
            const qreal height = PrintText::wrappedHeight(painter, cell.width(), end);
            const QRectF endBox(cell.left(), captionBox.bottom(), cell.width(),
                                std::max(9 * mm, height + 0.5 * mm));
            drawClipped(painter, endBox, Qt::AlignLeft | Qt::AlignTop | Qt::TextWordWrap, end);
            diagramTop = endBox.bottom() + 1 * mm;
        }
        const QRectF diagramBox(cell.left(), diagramTop, cell.width(), cell.bottom() - diagramTop);
        PaperDiagram::paint(painter, diagramBox, story.after, mm);
    }
}

} // namespace tihbat
