// SPDX-License-Identifier: GPL-3.0-or-later
// The application's icon for its windows: PNGs of the usual sizes, rendered at build time from
// the same SVG as the installed hicolor icons (app_icon.cmake) and built into the program, so
// that X11 window managers get a real _NET_WM_ICON and setting it reads only PNGs: no SVG
// renderer, no icon theme, no icon-engine plugin at start.
#pragma once

#include <QIcon>
#include <QList>

namespace tihbat {

class AppIcon {
public:
    // The sizes there are, in pixels, smallest first.
    static QList<int> sizes();
    // The icon with one pixmap per size; a null icon if there are none.
    static QIcon icon();
    // Links in the :/app resources (the licence) of this static library; calling it again
    // does nothing.
    static void registerResources();
};

} // namespace tihbat
