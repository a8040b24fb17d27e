// SPDX-License-Identifier: GPL-3.0-or-later
// The one guard of the pictures drawn ahead. When a view's size is set, before the window is on
// the screen, the items' pictures and the board's background are drawn on other threads (the
// items' on the pool, those with text and the background on the board's text thread, whose fonts
// are loaded), so that the first paint finds them ready. Those threads read the items; so the
// items are held here, and every hand-out of them (every change of the board, every paint)
// first waits for the drawing in flight. The background reads only its arguments
// (BackgroundImage) and is handed over at the next paint.
#pragma once

#include "background_image.h"
#include "board_parts.h"

#include <QFuture>
#include <QPainter>
#include <QSemaphore>
#include <functional>
#include <memory>
#include <optional>

class QGraphicsItem;
class QTransform;

namespace tihbat {

class PicturesAhead {
public:
    PicturesAhead() = default;
    ~PicturesAhead();
    PicturesAhead(const PicturesAhead &) = delete;
    PicturesAhead &operator=(const PicturesAhead &) = delete;

    // The items, once no picture of them is being drawn.
    BoardParts &parts();
    const BoardParts &parts() const;

    // Draws the pictures of `items` not drawn yet for this scene-to-device transform (a scale),
    // on other threads; returns at once.
    void drawPictures(const QList<QGraphicsItem *> &items, const QTransform &device, qreal dpr,
                      QPainter::RenderHints hints);
    // Draws a background on the board's text thread; returns at once.
    void drawBackground(std::function<BackgroundImage()> draw);
    // The background drawn ahead, if one was started (waits for it).
    std::optional<BackgroundImage> takeBackground();

private:
    void waitForPictures() const;

    BoardParts m_parts;
    struct InFlight {
        QSemaphore drawn;
        int count = 0;
    };
    mutable std::unique_ptr<InFlight> m_inFlight;
    QFuture<BackgroundImage> m_background;
};

} // namespace tihbat
