// SPDX-License-Identifier: GPL-3.0-or-later
// Where a top-level window opens and how big: where it was last time (remembered per kind of
// window), or a share of its screen's free area; never larger than that area, so a window
// fits a 1280x720 laptop and is not a stamp on a 4K screen.
#pragma once

#include <QSizeF>
#include <QString>

class QWidget;

namespace tihbat {

class WindowPlacement {
public:
    // `key` names the kind of window in the settings ("replayWindow"); `share` is the part of
    // the screen's available width and height a first opening takes.
    WindowPlacement(QString key, QSizeF share);

    // Before the window is first shown.
    void restore(QWidget *window) const;
    // When it closes.
    void save(const QWidget *window) const;

private:
    QString m_key;
    QSizeF m_share;
};

} // namespace tihbat
