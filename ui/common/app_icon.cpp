// SPDX-License-Identifier: GPL-3.0-or-later
#include "common/app_icon.h"

#include "game/log.h"

#include <QImage>
#include <QImageReader>
#include <QPixmap>

// Outside any namespace, as Q_INIT_RESOURCE requires.
static void initAppResources() {
    Q_INIT_RESOURCE(app);
}

namespace tihbat {

namespace {
const QString IconResource = QStringLiteral(":/app/org.tihbat.Tihbat.svg");
} // namespace

QList<int> AppIcon::sizes() {
    return {16, 22, 24, 32, 48, 64, 128, 256};
}

void AppIcon::registerResources() {
    static const bool registered = [] {
        initAppResources();
        return true;
    }();
    Q_UNUSED(registered);
}

QIcon AppIcon::icon() {
    registerResources();
    QIcon icon;
    for (int size : sizes()) {
        // Through Qt's SVG image plugin, loaded here (after the first picture) rather than
        // linking Qt SVG into the program, which every start would load.
        QImageReader reader(IconResource);
        reader.setScaledSize(QSize(size, size));
        const QImage image = reader.read();
        if (image.isNull()) {
            qCWarning(lcResources, "tihbat: the application icon %s cannot be read: %s",
                      qPrintable(IconResource), qPrintable(reader.errorString()));
            return {};
        }
        icon.addPixmap(QPixmap::fromImage(image));
    }
    return icon;
}

} // namespace tihbat
