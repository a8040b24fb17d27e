// SPDX-License-Identifier: GPL-3.0-or-later
#include "app_icon.h"

#include <QImage>
#include <QPainter>
#include <QPixmap>
#include <QSvgRenderer>

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
    QSvgRenderer renderer(IconResource);
    if (!renderer.isValid())
        return {};
    QIcon icon;
    for (int size : sizes()) {
        QImage image(size, size, QImage::Format_ARGB32_Premultiplied);
        image.fill(Qt::transparent);
        QPainter painter(&image);
        painter.setRenderHint(QPainter::Antialiasing);
        renderer.render(&painter);
        painter.end();
        icon.addPixmap(QPixmap::fromImage(image));
    }
    return icon;
}

} // namespace tihbat
