// SPDX-License-Identifier: GPL-3.0-or-later
// The application's icon for its windows, made from the same SVG as the installed hicolor
// icons. Rendered here (through Qt's SVG image-format plugin) to pixmaps of the usual sizes so
// that X11 window managers get a real _NET_WM_ICON and no icon-engine plugin is needed.
#pragma once

#include <QIcon>
#include <QList>

namespace tihbat {

class AppIcon {
public:
    // The sizes rendered, in pixels, smallest first.
    static QList<int> sizes();
    // The icon with one pixmap per size; a null icon if the resource cannot be read.
    static QIcon icon();
    // Links in the :/app resources (icon and licence) of this static library; calling it again
    // does nothing.
    static void registerResources();
};

} // namespace tihbat
