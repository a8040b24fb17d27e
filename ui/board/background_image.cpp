// SPDX-License-Identifier: GPL-3.0-or-later
#include "background_image.h"

#include "board_art_cache.h"
#include "board_geometry.h"
#include "board_text.h"

#include <QFuture>
#include <QPainter>
#include <QSemaphore>
#include <QThread>
#include <QThreadPool>
#include <QtConcurrent/QtConcurrentRun>
#include <functional>

namespace tihbat {

namespace {

// Four bytes a pixel copy to the window as they are; three must be converted at every paint.
// Three only where the memory counts (a 4K board).
QImage::Format artFormat(QSize size) {
    constexpr qint64 LargestFourByteArt = 2560 * 1600;
    return qint64(size.width()) * size.height() <= LargestFourByteArt ? QImage::Format_RGB32
                                                                      : QImage::Format_RGB888;
}

// `paint` draws in scene units on `image`, rows [top, top + rows) of it, as if on the whole.
void paintRows(QImage &image, int top, int rows, const std::function<void(QPainter *)> &paint) {
    // A view of the rows, sharing the pixels: the two halves are painted at the same time.
    QImage band(image.bits() + qsizetype(top) * image.bytesPerLine(), image.width(), rows,
                image.bytesPerLine(), image.format());
    QPainter painter(&band);
    painter.setRenderHints(QPainter::Antialiasing | QPainter::SmoothPixmapTransform |
                           QPainter::TextAntialiasing);
    painter.translate(0, -top);
    const QRectF scene = BoardGeometry::SceneRect;
    painter.scale(image.width() / scene.width(), image.height() / scene.height());
    painter.translate(-scene.topLeft());
    paint(&painter);
}

// Runs `draw` on BoardText's thread, and waits for it.
void onTextThread(const std::function<void()> &draw) {
    if (BoardText::thread()->contains(QThread::currentThread())) {
        draw(); // the art drawn ahead is rendered there
        return;
    }
    QSemaphore done;
    BoardText::thread()->start([&] {
        draw();
        done.release();
    });
    done.acquire();
}

} // namespace

bool BackgroundImage::fits(const BackgroundLook &wanted, QSize size, qreal dpr) const {
    return !image.isNull() && look == wanted && image.size() == size &&
           qFuzzyCompare(image.devicePixelRatio(), dpr);
}

BackgroundImage BackgroundImage::render(const BackgroundLook &look, QSize size, qreal dpr,
                                        const BoardArtCache *cache, bool keepFreshWood) {
    BackgroundImage art;
    art.look = look;
    QImage &image = art.image;
    image = QImage(size, artFormat(size));
    const QColor edge = background::edgeColour(look.palette);
    if (look.palette == BoardPalette::Projector) {
        image.fill(edge);
        onTextThread([&] {
            paintRows(image, 0, image.height(),
                      [&](QPainter *p) { background::paintProjector(p, look.bottom); });
        });
        image.setDevicePixelRatio(dpr);
        return art;
    }
    // The wood (most of the work of the first paint) from the cache, or in two halves on two
    // threads; the pit names, text, afterwards on the text thread, as they were always drawn
    // last.
    if (!cache || !cache->load(image)) {
        image.fill(edge); // also detaches here, not in two threads at once
        const int half = image.height() / 2;
        QFuture<void> lower = QtConcurrent::run([&image, half] {
            paintRows(image, half, image.height() - half, &background::paintWood);
        });
        paintRows(image, 0, half, &background::paintWood);
        lower.waitForFinished();
        if (keepFreshWood)
            art.freshWood = image; // shared: the names below are painted on a copy
    }
    onTextThread([&] {
        paintRows(image, 0, image.height(),
                  [&](QPainter *p) { background::paintPitNames(p, look.bottom); });
    });
    if (look.palette == BoardPalette::Night)
        paintRows(image, 0, image.height(), &background::paintNightShade);
    image.setDevicePixelRatio(dpr);
    return art;
}

} // namespace tihbat
