// SPDX-License-Identifier: GPL-3.0-or-later
#include "picture_file.h"

#include "game/words/game_texts.h"
#include "svg_tidy.h"

#include <QBuffer>
#include <QImage>
#include <QPainter>
#include <QSvgGenerator>

namespace tihbat {

namespace {

// With `ground` valid, the painter fills it first: an SVG has no pixels to fill beforehand.
void paintOn(QPaintDevice *device, QSize size, const QColor &ground,
             const std::function<void(QPainter *)> &paint) {
    QPainter painter(device);
    painter.setRenderHints(QPainter::Antialiasing | QPainter::SmoothPixmapTransform |
                           QPainter::TextAntialiasing);
    if (ground.isValid())
        painter.fillRect(QRect(QPoint(), size), ground);
    paint(&painter);
}

} // namespace

PictureFile::Format PictureFile::formatOf(const QString &path) {
    return path.endsWith(suffix(Format::Svg), Qt::CaseInsensitive) ? Format::Svg : Format::Png;
}

std::optional<PictureFile::Format> PictureFile::formatNamed(const QString &name) {
    if (name.compare(QStringLiteral("png"), Qt::CaseInsensitive) == 0)
        return Format::Png;
    if (name.compare(QStringLiteral("svg"), Qt::CaseInsensitive) == 0)
        return Format::Svg;
    return std::nullopt;
}

QString PictureFile::suffix(Format format) {
    return format == Format::Svg ? QStringLiteral(".svg") : QStringLiteral(".png");
}

QByteArray PictureFile::encode(Format format, QSize size, const QColor &ground,
                               const std::function<void(QPainter *)> &paint) {
    QByteArray bytes;
    QBuffer buffer(&bytes);
    buffer.open(QIODevice::WriteOnly);
    if (format == Format::Png) {
        QImage image(size, QImage::Format_RGB32);
        image.fill(ground);
        paintOn(&image, size, QColor(), paint);
        image.save(&buffer, "PNG");
        return bytes;
    }
    QSvgGenerator svg;
    svg.setOutputDevice(&buffer);
    svg.setSize(size);
    svg.setViewBox(QRect(QPoint(), size));
    // Text in points comes out the size it has in the PNG (an image's 96 dots an inch).
    svg.setResolution(QImage(1, 1, QImage::Format_RGB32).logicalDpiX());
    svg.setTitle(GameTexts::gameName());
    paintOn(&svg, size, ground, paint);
    return tidySvg(bytes);
}

} // namespace tihbat
