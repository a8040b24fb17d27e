// SPDX-License-Identifier: GPL-3.0-or-later
// Screenshot tests that always run: a grabbed picture must show something, a widget must appear
// in its window's picture where the layout puts it, and the PNG is written only when asked for
// (TIHBAT_SCREENSHOT_DIR), for people to look at.
#pragma once

#include <QImage>
#include <QSet>
#include <QString>
#include <QTest>
#include <QWidget>

namespace screenshots {

// Distinct colours in an area, sampled on a grid (enough to tell a drawn window from a blank).
inline int distinctColours(const QImage &image, const QRect &area, int cap = 64) {
    QSet<QRgb> seen;
    const QRect r = area.intersected(image.rect());
    const int step = std::max(1, std::min(r.width(), r.height()) / 60);
    for (int y = r.top(); y <= r.bottom(); y += step)
        for (int x = r.left(); x <= r.right(); x += step) {
            seen.insert(image.pixel(x, y));
            if (seen.size() >= cap)
                return cap;
        }
    return static_cast<int>(seen.size());
}

// Empty when the picture of `widget` has its size and real content; otherwise what is wrong.
inline QString contentProblem(const QImage &image, const QWidget *widget, int minColours = 8) {
    if (image.isNull())
        return QStringLiteral("the picture is empty");
    const QSize expected = widget->size() * widget->devicePixelRatioF();
    if (image.size() != expected)
        return QStringLiteral("the picture is %1x%2, the widget %3x%4")
            .arg(image.width())
            .arg(image.height())
            .arg(expected.width())
            .arg(expected.height());
    const int colours = distinctColours(image, image.rect());
    if (colours < minColours)
        return QStringLiteral("only %1 colours: nothing is drawn").arg(colours);
    return {};
}

// Empty when `part` (a child of `window`) is drawn in the window's picture at the place its
// geometry says: most of the pixels there match the child's own picture.
inline QString placeProblem(const QImage &windowPicture, const QWidget *window, QWidget *part) {
    if (!part->isVisible())
        return QStringLiteral("%1 is not visible").arg(part->objectName());
    const qreal dpr = window->devicePixelRatioF();
    const QRect place(part->mapTo(window, QPoint(0, 0)) * dpr, part->size() * dpr);
    if (!windowPicture.rect().contains(place))
        return QStringLiteral("%1 lies outside the window").arg(part->objectName());
    const QImage own = part->grab().toImage().convertToFormat(windowPicture.format());
    const QImage there = windowPicture.copy(place);
    if (own.size() != there.size())
        return QStringLiteral("%1: picture size differs").arg(part->objectName());
    long same = 0;
    long total = 0;
    const int step = std::max(1, std::min(own.width(), own.height()) / 80);
    for (int y = 0; y < own.height(); y += step)
        for (int x = 0; x < own.width(); x += step) {
            ++total;
            same += own.pixel(x, y) == there.pixel(x, y);
        }
    if (same < total * 9 / 10)
        return QStringLiteral("%1 is not drawn where the layout puts it (%2 of %3 pixels match)")
            .arg(part->objectName())
            .arg(same)
            .arg(total);
    if (distinctColours(there, there.rect()) < 8)
        return QStringLiteral("%1 is blank").arg(part->objectName());
    return {};
}

// Writes the picture when TIHBAT_SCREENSHOT_DIR is set; true when written or not asked for.
inline bool saveIfAsked(const QImage &image, const QString &name) {
    const QString dir = qEnvironmentVariable("TIHBAT_SCREENSHOT_DIR");
    return dir.isEmpty() || image.save(dir + QLatin1Char('/') + name);
}

} // namespace screenshots
