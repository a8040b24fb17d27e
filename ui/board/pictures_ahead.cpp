// SPDX-License-Identifier: GPL-3.0-or-later
#include "pictures_ahead.h"

#include "board_text.h"
#include "pictured_item.h"

#include <QGraphicsItem>
#include <QThreadPool>
#include <QTransform>
#include <QtConcurrent/QtConcurrentRun>
#include <vector>

namespace tihbat {

PicturesAhead::~PicturesAhead() {
    waitForPictures();
    if (m_background.isValid())
        m_background.waitForFinished();
}

BoardParts &PicturesAhead::parts() {
    waitForPictures();
    return m_parts;
}

const BoardParts &PicturesAhead::parts() const {
    waitForPictures();
    return m_parts;
}

void PicturesAhead::waitForPictures() const {
    if (m_inFlight) {
        m_inFlight->drawn.acquire(m_inFlight->count);
        m_inFlight.reset();
    }
}

// Counters on the pool's threads: drawn one by one on this thread, each of the pebble's soft
// fills was split by Qt over the pool's threads and waited for them, where a worker of the pool
// draws its own fills whole. Pictures with text on the text thread, whose fonts are loaded (see
// BoardText::thread()), so that this thread loads none before the first picture.
void PicturesAhead::drawPictures(const QList<QGraphicsItem *> &items, const QTransform &device,
                                 qreal dpr, QPainter::RenderHints hints) {
    waitForPictures();
    const qreal scaleX = device.m11();
    const qreal scaleY = device.m22();
    if (device.type() > QTransform::TxScale || scaleX <= 0 || scaleY <= 0)
        return; // drawn directly, not through pictures
    std::vector<PicturedItem *> plain;
    std::vector<PicturedItem *> lettered;
    for (QGraphicsItem *item : items) {
        auto *pictured = dynamic_cast<PicturedItem *>(item);
        if (pictured && item->isVisible() && pictured->needsPictureFor(scaleX, scaleY))
            (pictured->hasText() ? lettered : plain).push_back(pictured);
    }
    if (plain.size() + lettered.size() < 2)
        return; // one is drawn as quickly here, when it is painted
    m_inFlight = std::make_unique<InFlight>();
    m_inFlight->count = int(plain.size() + lettered.size());
    QSemaphore *drawn = &m_inFlight->drawn;
    for (PicturedItem *item : plain)
        QThreadPool::globalInstance()->start([=] {
            item->preparePicture(scaleX, scaleY, dpr, hints);
            drawn->release();
        });
    if (!lettered.empty())
        BoardText::thread()->start([=] {
            for (PicturedItem *item : lettered)
                item->preparePicture(scaleX, scaleY, dpr, hints);
            drawn->release(int(lettered.size()));
        });
}

void PicturesAhead::drawBackground(std::function<BackgroundImage()> draw) {
    if (m_background.isValid())
        m_background.waitForFinished(); // one at a time; the older is not wanted
    m_background = QtConcurrent::run(BoardText::thread(), std::move(draw));
}

std::optional<BackgroundImage> PicturesAhead::takeBackground() {
    if (!m_background.isValid())
        return std::nullopt;
    return m_background.takeResult(); // and the future is invalid again
}

} // namespace tihbat
