// SPDX-License-Identifier: GPL-3.0-or-later
#include "reference_picture.h"

#include <QDir>
#include <QPainter>
#include <algorithm>
#include <cstdlib>

namespace reference {

namespace {

int channelDifference(QRgb a, QRgb b) {
    return std::max({std::abs(qRed(a) - qRed(b)), std::abs(qGreen(a) - qGreen(b)),
                     std::abs(qBlue(a) - qBlue(b)), std::abs(qAlpha(a) - qAlpha(b))});
}

QImage normalised(const QImage &image) {
    return image.convertToFormat(QImage::Format_ARGB32);
}

// The reference faded, with the differing pixels in red.
QImage diffPicture(const QImage &actual, const QImage &expected, const Tolerance &tolerance) {
    QImage diff = expected;
    {
        QPainter painter(&diff);
        painter.fillRect(diff.rect(), QColor(255, 255, 255, 200));
    }
    for (int y = 0; y < diff.height(); ++y)
        for (int x = 0; x < diff.width(); ++x)
            if (channelDifference(actual.pixel(x, y), expected.pixel(x, y)) > tolerance.channel)
                diff.setPixel(x, y, qRgb(255, 0, 0));
    return diff;
}

QString failureFolder() {
    const QString chosen = qEnvironmentVariable("TIHBAT_REFERENCE_FAILURES");
    const QString folder =
        chosen.isEmpty() ? QDir::temp().filePath("tihbat-reference-failures") : chosen;
    QDir().mkpath(folder);
    return folder;
}

} // namespace

Difference compare(const QImage &actualImage, const QImage &expectedImage,
                   const Tolerance &tolerance) {
    Difference result;
    const QImage actual = normalised(actualImage);
    const QImage expected = normalised(expectedImage);
    if (actual.size() != expected.size()) {
        result.sizesDiffer = true;
        return result;
    }
    result.total = static_cast<long>(actual.width()) * actual.height();
    for (int y = 0; y < actual.height(); ++y) {
        const auto *a = reinterpret_cast<const QRgb *>(actual.constScanLine(y));
        const auto *e = reinterpret_cast<const QRgb *>(expected.constScanLine(y));
        for (int x = 0; x < actual.width(); ++x) {
            const int d = channelDifference(a[x], e[x]);
            result.largest = std::max(result.largest, d);
            result.differing += d > tolerance.channel;
        }
    }
    return result;
}

QString mismatch(const QImage &actualImage, const QString &folder, const QString &name,
                 const Tolerance &tolerance) {
    const QImage actual = normalised(actualImage);
    const QString path = QDir(folder).filePath(name + QStringLiteral(".png"));
    if (qEnvironmentVariableIntValue("TIHBAT_UPDATE_REFERENCES") == 1) {
        QDir().mkpath(folder);
        return actual.save(path) ? QString() : QStringLiteral("cannot write %1").arg(path);
    }
    const QImage expected(path);
    if (expected.isNull())
        return QStringLiteral("no reference picture %1 (TIHBAT_UPDATE_REFERENCES=1 makes it)")
            .arg(path);
    const Difference d = compare(actual, expected, tolerance);
    const bool same = !d.sizesDiffer && static_cast<double>(d.differing) <=
                                            tolerance.share * static_cast<double>(d.total);
    if (same)
        return {};
    const QString out = failureFolder();
    const QString actualPath = QDir(out).filePath(name + QStringLiteral("-actual.png"));
    actual.save(actualPath);
    if (d.sizesDiffer)
        return QStringLiteral("%1: the picture is %2x%3, the reference %4x%5 (actual: %6)")
            .arg(name)
            .arg(actual.width())
            .arg(actual.height())
            .arg(expected.width())
            .arg(expected.height())
            .arg(actualPath);
    const QString diffPath = QDir(out).filePath(name + QStringLiteral("-diff.png"));
    diffPicture(actual, normalised(expected), tolerance).save(diffPath);
    return QStringLiteral("%1: %2 of %3 pixels (%4 %) differ by more than %5 (largest %6), at "
                          "most %7 % may (actual: %8, diff: %9)")
        .arg(name)
        .arg(d.differing)
        .arg(d.total)
        .arg(100.0 * static_cast<double>(d.differing) / static_cast<double>(d.total), 0, 'f', 2)
        .arg(tolerance.channel)
        .arg(d.largest)
        .arg(100.0 * tolerance.share, 0, 'f', 2)
        .arg(actualPath, diffPath);
}

} // namespace reference
