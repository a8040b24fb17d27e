// SPDX-License-Identifier: GPL-3.0-or-later
#include "tournament_results.h"

#include "paper/pdf_file.h"
#include "paper/print_page.h"
#include "paper/print_text.h"
#include "tournament_tables.h"

#include <QPagedPaintDevice>
#include <QPainter>

namespace tihbat {

using tournament::Tournament;

std::vector<std::vector<std::optional<int>>> crosstable(const Tournament &t) {
    const auto n = static_cast<std::size_t>(t.playerCount());
    std::vector<std::vector<std::optional<int>>> cells(n, std::vector<std::optional<int>>(n));
    for (const tournament::GameResult &r : t.results()) {
        const auto s = static_cast<std::size_t>(r.south);
        const auto no = static_cast<std::size_t>(r.north);
        cells[s][no] = cells[s][no].value_or(0) + tournament::pointsOf(r, r.south);
        cells[no][s] = cells[no][s].value_or(0) + tournament::pointsOf(r, r.north);
    }
    return cells;
}

namespace {

QString csvField(QString text) {
    if (text.contains(QLatin1Char(',')) || text.contains(QLatin1Char('"')) ||
        text.contains(QLatin1Char('\n')) || text.contains(QLatin1Char('\r')))
        return QLatin1Char('"') + text.replace(QLatin1Char('"'), QStringLiteral("\"\"")) +
               QLatin1Char('"');
    return text;
}

void csvRow(QString &out, const QStringList &fields) {
    QStringList quoted;
    for (const QString &f : fields)
        quoted << csvField(f);
    out += quoted.join(QLatin1Char(',')) + QLatin1Char('\n');
}

// The standings as rows of text, the header first (what the teacher's window shows).
QList<QStringList> standingRows(const Tournament &t) {
    StandingsModel model;
    model.setTournament(&t);
    QList<QStringList> rows;
    QStringList header;
    for (int c = 0; c < model.columnCount(); ++c)
        header << model.headerData(c, Qt::Horizontal).toString();
    rows << header;
    for (int r = 0; r < model.rowCount(); ++r) {
        QStringList row;
        for (int c = 0; c < model.columnCount(); ++c)
            row << model.data(model.index(r, c)).toString();
        rows << row;
    }
    return rows;
}

// The crosstable as rows of text: a header of the places, then each player's row.
QList<QStringList> crosstableRows(const Tournament &t) {
    const std::vector<tournament::Standing> order = t.standings();
    const auto cells = crosstable(t);
    QList<QStringList> rows;
    QStringList header{StandingsModel::tr("Place"), StandingsModel::tr("Player")};
    for (std::size_t i = 0; i < order.size(); ++i)
        header << QString::number(i + 1);
    rows << header;
    for (std::size_t i = 0; i < order.size(); ++i) {
        const auto p = static_cast<std::size_t>(order[i].player);
        QStringList row{QString::number(i + 1), t.players().value(order[i].player)};
        for (const tournament::Standing &other : order) {
            const auto o = static_cast<std::size_t>(other.player);
            row << (o == p        ? QStringLiteral("×")
                    : cells[p][o] ? QString::number(*cells[p][o])
                                  : QString());
        }
        rows << row;
    }
    return rows;
}

} // namespace

QByteArray resultsCsv(const Tournament &t) {
    QString out;
    for (const QStringList &row : standingRows(t))
        csvRow(out, row);
    out += QLatin1Char('\n');
    for (const QStringList &row : crosstableRows(t))
        csvRow(out, row);
    return out.toUtf8();
}

namespace {

// Draws the rows as a table from `top`, the second column (the names) taking the room left;
// returns the bottom.
qreal paintTable(QPainter &painter, const PrintPage &page, qreal top,
                 const QList<QStringList> &rows) {
    if (rows.isEmpty())
        return top;
    const qreal rowHeight = 7 * page.mm;
    const int columns = static_cast<int>(rows.first().size());
    const qreal narrow =
        std::max(9 * page.mm, (page.area.width() * 0.6) / std::max(1, columns - 1));
    const qreal nameWidth = page.area.width() - narrow * (columns - 1);
    const bool rtl = painter.layoutDirection() == Qt::RightToLeft;
    for (int r = 0; r < rows.size(); ++r) {
        const qreal y = top + r * rowHeight;
        qreal x = 0;
        for (int c = 0; c < columns; ++c) {
            const qreal w = c == 1 ? nameWidth : narrow;
            QRectF box(rtl ? page.area.width() - x - w : x, y, w, rowHeight);
            QFont f = PrintText::font(r == 0 ? 9 : 10, r == 0 ? QFont::Bold : QFont::Normal);
            painter.setFont(f);
            PrintText::draw(painter, box.adjusted(page.mm, 0, -page.mm, 0),
                            (c == 1 ? Qt::AlignLeft : Qt::AlignHCenter) | Qt::AlignVCenter,
                            rows[r].value(c));
            x += w;
        }
        painter.drawLine(QPointF(0, y + rowHeight), QPointF(page.area.width(), y + rowHeight));
    }
    return top + rows.size() * rowHeight;
}

} // namespace

QByteArray resultsPdf(const Tournament &t, const QString &title) {
    return PdfFile::write(PrintPage::layout(QPageSize::A4), title, [&](QPagedPaintDevice *device) {
        QPainter painter(device);
        PrintPage::setUp(painter);
        const PrintPage page = PrintPage::of(device);
        painter.setFont(PrintText::font(16, QFont::Bold));
        PrintText::draw(painter, QRectF(0, 0, page.area.width(), 12 * page.mm),
                        Qt::AlignLeft | Qt::AlignVCenter, title);
        painter.setFont(PrintText::font(9));
        const QString scoring = scoringText();
        const qreal scoringHeight = PrintText::wrappedHeight(painter, page.area.width(), scoring);
        PrintText::draw(painter, QRectF(0, 13 * page.mm, page.area.width(), scoringHeight),
                        Qt::AlignLeft | Qt::AlignTop | Qt::TextWordWrap, scoring);
        qreal y = paintTable(painter, page, 16 * page.mm + scoringHeight, standingRows(t));
        y += 8 * page.mm;
        if (y + (t.playerCount() + 3) * 7 * page.mm >
            page.area.height() - PrintPage::FootHeight * page.mm) {
            device->newPage();
            y = 0;
        }
        painter.setFont(PrintText::font(12, QFont::Bold));
        //: Class tournament results: the table of every pair's points against each other
        PrintText::draw(painter, QRectF(0, y, page.area.width(), 9 * page.mm),
                        Qt::AlignLeft | Qt::AlignVCenter, StandingsModel::tr("Crosstable"));
        paintTable(painter, page, y + 10 * page.mm, crosstableRows(t));
    });
}

} // namespace tihbat
