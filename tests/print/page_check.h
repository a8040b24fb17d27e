// SPDX-License-Identifier: GPL-3.0-or-later
// Whether a PDF's pages keep inside their printable area, read back with poppler's tools: the
// words where pdftotext -bbox places them, and the ink where pdftoppm renders it. What lies
// outside the margins a printer cannot print is cut on paper.
#pragma once

#include <QDir>
#include <QImage>
#include <QProcess>
#include <QRectF>
#include <QRegularExpression>
#include <QStringList>
#include <QTemporaryDir>
#include <cmath>

namespace page_check {

constexpr double PointsPerMillimetre = 72 / 25.4;

inline QByteArray output(const QString &program, const QStringList &args) {
    QProcess process;
    process.start(program, args);
    process.waitForFinished(120000);
    return process.readAllStandardOutput();
}

// pdfinfo's "Page size:" line, e.g. "595 x 842 pts (A4)".
inline QString pageSize(const QString &pdf) {
    const QString info = QString::fromUtf8(output(QStringLiteral("pdfinfo"), {pdf}));
    const auto match = QRegularExpression(QStringLiteral("Page size:\\s+(.*)")).match(info);
    return match.hasMatch() ? match.captured(1).trimmed() : QString();
}

// The words whose box is not inside the page less `marginMm` on each side (a quarter of a
// millimetre is allowed for the boxes' rounding), as "page 2: word (x0 y0 x1 y1)"; and the count
// of words read, so a check of nothing does not pass.
inline QStringList wordsOutside(const QString &pdf, double marginMm, int *words) {
    const QString html =
        QString::fromUtf8(output(QStringLiteral("pdftotext"), {"-bbox", pdf, "-"}));
    static const QRegularExpression pageTag(
        QStringLiteral("<page width=\"([\\d.]+)\" height=\"([\\d.]+)\">"));
    static const QRegularExpression wordTag(
        QStringLiteral("<word xMin=\"([\\d.]+)\" yMin=\"([\\d.]+)\" xMax=\"([\\d.]+)\" "
                       "yMax=\"([\\d.]+)\">([^<]*)"));
    QStringList outside;
    *words = 0;
    const double margin = (marginMm - 0.25) * PointsPerMillimetre;
    const QStringList pages = html.split(QStringLiteral("</page>"));
    for (int page = 0; page < pages.size(); ++page) {
        const auto size = pageTag.match(pages[page]);
        if (!size.hasMatch())
            continue;
        const double width = size.captured(1).toDouble();
        const double height = size.captured(2).toDouble();
        for (auto it = wordTag.globalMatch(pages[page]); it.hasNext();) {
            const auto word = it.next();
            ++*words;
            const double x0 = word.captured(1).toDouble(), y0 = word.captured(2).toDouble();
            const double x1 = word.captured(3).toDouble(), y1 = word.captured(4).toDouble();
            if (x0 < margin || y0 < margin || x1 > width - margin || y1 > height - margin)
                outside.append(QStringLiteral("page %1: %2 (%3 %4 %5 %6)")
                                   .arg(page + 1)
                                   .arg(word.captured(5))
                                   .arg(x0)
                                   .arg(y0)
                                   .arg(x1)
                                   .arg(y1));
        }
    }
    return outside;
}

// The words of the first page's top line (a title), as fractions of the page's width and
// height, from pdftotext's boxes: where on the line it begins and ends.
inline QRectF topLine(const QString &pdf) {
    const QString boxes = QString::fromUtf8(
        output(QStringLiteral("pdftotext"), {"-f", "1", "-l", "1", "-bbox", pdf, "-"}));
    static const QRegularExpression pageTag(
        QStringLiteral("<page width=\"([\\d.]+)\" height=\"([\\d.]+)\">"));
    static const QRegularExpression wordTag(
        QStringLiteral("<word xMin=\"([\\d.]+)\" yMin=\"([\\d.]+)\" xMax=\"([\\d.]+)\" "
                       "yMax=\"([\\d.]+)\">"));
    const auto page = pageTag.match(boxes);
    if (!page.hasMatch())
        return {};
    const double width = page.captured(1).toDouble();
    const double height = page.captured(2).toDouble();
    QRectF line;
    double top = 1;
    for (auto it = wordTag.globalMatch(boxes); it.hasNext();) {
        const auto word = it.next();
        const QRectF box(
            QPointF(word.captured(1).toDouble() / width, word.captured(2).toDouble() / height),
            QPointF(word.captured(3).toDouble() / width, word.captured(4).toDouble() / height));
        if (box.top() < top - 0.01) { // a line above all seen: start again
            top = box.top();
            line = box;
        } else if (std::abs(box.top() - top) <= 0.01) {
            line = line.united(box);
        }
    }
    return line;
}

// The box of the first word `word` on the first page, as fractions of the page's width and
// height (an empty box when it is not there).
inline QRectF wordBox(const QString &pdf, const QString &word) {
    const QString boxes = QString::fromUtf8(
        output(QStringLiteral("pdftotext"), {"-f", "1", "-l", "1", "-bbox", pdf, "-"}));
    const auto page =
        QRegularExpression(QStringLiteral("<page width=\"([\\d.]+)\" height=\"([\\d.]+)\">"))
            .match(boxes);
    const auto box =
        QRegularExpression(QStringLiteral("<word xMin=\"([\\d.]+)\" yMin=\"([\\d.]+)\" "
                                          "xMax=\"([\\d.]+)\" yMax=\"([\\d.]+)\">") +
                           QRegularExpression::escape(word.toHtmlEscaped()) +
                           QStringLiteral("</word>"))
            .match(boxes);
    if (!page.hasMatch() || !box.hasMatch())
        return {};
    const double width = page.captured(1).toDouble();
    const double height = page.captured(2).toDouble();
    return {QPointF(box.captured(1).toDouble() / width, box.captured(2).toDouble() / height),
            QPointF(box.captured(3).toDouble() / width, box.captured(4).toDouble() / height)};
}

// The pages (from 1) that, rendered, have ink (darker than light grey) outside the page less
// `marginMm` on each side, half a millimetre allowed for antialiasing; and the count of pages.
inline QList<int> pagesWithInkOutside(const QString &pdf, double marginMm, int *pageCount) {
    QTemporaryDir dir;
    output(QStringLiteral("pdftoppm"),
           {"-r", "50", "-gray", "-png", pdf, dir.filePath(QStringLiteral("page"))});
    QList<int> inked;
    *pageCount = 0;
    const QStringList files =
        QDir(dir.path()).entryList({QStringLiteral("page*.png")}, QDir::Files, QDir::Name);
    for (const QString &file : files) {
        const QImage page(dir.filePath(file));
        ++*pageCount;
        // 50 dots an inch: millimetres to pixels.
        const int margin = int((marginMm - 0.5) * 50 / 25.4);
        bool ink = false;
        for (int y = 0; y < page.height() && !ink; ++y) {
            for (int x = 0; x < page.width(); ++x) {
                const bool inside = x >= margin && x < page.width() - margin && y >= margin &&
                                    y < page.height() - margin;
                if (!inside && qGray(page.pixel(x, y)) < 200) {
                    ink = true;
                    break;
                }
            }
        }
        if (ink)
            inked.append(*pageCount);
    }
    return inked;
}

} // namespace page_check
