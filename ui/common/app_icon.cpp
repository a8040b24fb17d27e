// SPDX-License-Identifier: GPL-3.0-or-later
#include "common/app_icon.h"

#include "game/settings/log.h"

#include <QDir>
#include <QFileInfo>
#include <QImage>
#include <QImageReader>
#include <QPixmap>
#include <algorithm>

// Outside any namespace, as Q_INIT_RESOURCE requires.
static void initAppResources() {
    Q_INIT_RESOURCE(app);
}

namespace tihbat {

namespace {
// One PNG per size, named by its size in pixels (app_icon.cmake renders them).
const QString IconFolder = QStringLiteral(":/app/icon");
} // namespace

QList<int> AppIcon::sizes() {
    QList<int> sizes;
    for (const QFileInfo &file : QDir(IconFolder).entryInfoList({QStringLiteral("*.png")}))
        sizes << file.baseName().toInt();
    std::sort(sizes.begin(), sizes.end());
    return sizes;
}

void AppIcon::registerResources() {
    static const bool registered = [] {
        initAppResources();
        return true;
    }();
    Q_UNUSED(registered);
}

QIcon AppIcon::icon() {
    QIcon icon;
    for (int size : sizes()) {
        // Read as PNG and nothing else: a reader left to detect the format (QIcon::addFile(),
        // QPixmap::load()) first asks every image plugin, loading Qt SVG's.
        QImageReader reader(QStringLiteral("%1/%2.png").arg(IconFolder).arg(size), "png");
        reader.setAutoDetectImageFormat(false);
        const QImage image = reader.read();
        if (image.isNull()) {
            qCWarning(lcResources, "tihbat: the application icon %s cannot be read: %s",
                      qPrintable(reader.fileName()), qPrintable(reader.errorString()));
            return {};
        }
        icon.addPixmap(QPixmap::fromImage(image));
    }
    if (icon.isNull())
        qCWarning(lcResources, "tihbat: the application icon is missing from %s",
                  qPrintable(IconFolder));
    return icon;
}

} // namespace tihbat
