// SPDX-License-Identifier: GPL-3.0-or-later
// Reading an SVG drawing back for a test: what the file says of itself (QXmlStreamReader: its
// view box, the text it draws), the drawing rendered by QSvgRenderer, and how far two pictures
// of the same size differ region by region.
#pragma once

#include <QImage>
#include <QPainter>
#include <QStringList>
#include <QSvgRenderer>
#include <QXmlStreamReader>
#include <algorithm>
#include <cstdlib>

namespace svg_check {

// What an SVG file says of itself: its view box and the text it draws, in order.
struct SvgText {
    bool valid = false;
    QString viewBox;
    QStringList texts;
};

inline SvgText readSvg(const QByteArray &bytes) {
    SvgText svg;
    QXmlStreamReader reader(bytes);
    while (!reader.atEnd()) {
        if (reader.readNext() != QXmlStreamReader::StartElement)
            continue;
        if (reader.name() == u"svg")
            svg.viewBox = reader.attributes().value(QStringLiteral("viewBox")).toString();
        else if (reader.name() == u"text")
            svg.texts.append(reader.readElementText().trimmed());
    }
    svg.valid = !reader.hasError() && !svg.viewBox.isEmpty();
    return svg;
}

inline QImage rendered(const QString &svgPath, QSize size) {
    QSvgRenderer renderer(svgPath);
    QImage image(size, QImage::Format_RGB32);
    image.fill(Qt::magenta); // any place the drawing leaves bare shows
    if (!renderer.isValid())
        return {};
    QPainter painter(&image);
    painter.setRenderHints(QPainter::Antialiasing | QPainter::SmoothPixmapTransform);
    renderer.render(&painter, QRectF(QPointF(), QSizeF(size)));
    return image;
}

// The largest difference, over a grid of cells, of the cells' mean colours (0-255 a channel):
// small where two pictures show the same board (antialiasing aside), large where a pit's
// counters or count differ.
inline int largestCellDifference(const QImage &a, const QImage &b, int columns, int rows) {
    int largest = 0;
    const int cellWidth = a.width() / columns;
    const int cellHeight = a.height() / rows;
    for (int row = 0; row < rows; ++row) {
        for (int column = 0; column < columns; ++column) {
            qint64 sums[2][3] = {};
            for (int y = row * cellHeight; y < (row + 1) * cellHeight; ++y) {
                for (int x = column * cellWidth; x < (column + 1) * cellWidth; ++x) {
                    const QRgb pa = a.pixel(x, y);
                    const QRgb pb = b.pixel(x, y);
                    sums[0][0] += qRed(pa), sums[0][1] += qGreen(pa), sums[0][2] += qBlue(pa);
                    sums[1][0] += qRed(pb), sums[1][1] += qGreen(pb), sums[1][2] += qBlue(pb);
                }
            }
            for (int channel = 0; channel < 3; ++channel) {
                const qint64 difference = std::abs(sums[0][channel] - sums[1][channel]);
                largest = std::max(largest, int(difference / (cellWidth * cellHeight)));
            }
        }
    }
    return largest;
}

} // namespace svg_check
