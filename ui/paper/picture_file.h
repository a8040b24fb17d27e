// SPDX-License-Identifier: GPL-3.0-or-later
// A picture as the bytes of a file: PNG (pixels) or SVG (the same painting recorded by
// QSvgGenerator as shapes and text, sharp at any size in a slide). The caller paints; this
// sets up the ground and the painter alike for both formats, so tihbat-cli's picture (the
// board's art, board_art.h) and the window's Export Board Picture (the board view's own
// render) give the same drawing whichever format is asked for.
#pragma once

#include <QByteArray>
#include <QColor>
#include <QSize>
#include <QString>
#include <functional>
#include <optional>

class QPainter;

namespace tihbat {

class PictureFile {
public:
    enum class Format { Png, Svg };

    // The format a file's name asks for by its ending: .svg is SVG, anything else PNG.
    static Format formatOf(const QString &path);
    // The format named "png" or "svg" (any case); nothing for another name.
    static std::optional<Format> formatNamed(const QString &name);
    // The file's ending for the format, with its dot (".png", ".svg").
    static QString suffix(Format format);

    // `size` device-independent pixels filled with `ground`, then painted by `paint` with
    // antialiasing, as a file of the format.
    static QByteArray encode(Format format, QSize size, const QColor &ground,
                             const std::function<void(QPainter *)> &paint);
};

} // namespace tihbat
