// SPDX-License-Identifier: GPL-3.0-or-later
// The board's background at one device size: one opaque image, blitted 1:1 at every paint. The
// wood comes from the art cache or is painted in two halves on two threads; the pits' names are
// painted afterwards on the board's text thread (BoardText::thread()), where its fonts are
// loaded. Reads nothing but its arguments, so it may run on any thread.
#pragma once

#include "board_background.h"

#include <QImage>
#include <QSize>

namespace tihbat {

class BoardArtCache;

struct BackgroundImage {
    BackgroundLook look;
    QImage image;
    // The wood as painted afresh (before the names) when asked for, to store in the cache; null
    // when it came from the cache.
    QImage freshWood;

    bool fits(const BackgroundLook &wanted, QSize size, qreal dpr) const;

    // The background of `look` at `size` device pixels. `cache` (may be null) is read, never
    // written here.
    static BackgroundImage render(const BackgroundLook &look, QSize size, qreal dpr,
                                  const BoardArtCache *cache, bool keepFreshWood);
};

} // namespace tihbat
