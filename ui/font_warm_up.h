// SPDX-License-Identifier: GPL-3.0-or-later
// Reads the system's fonts (fontconfig's configuration and caches, Qt's list of families) on a
// worker thread while the window is being built: the first text the window measured (the status
// bar's) waited for it, a tenth of the time from starting the game to its first picture.
// QFontDatabase is thread-safe; the window's own fonts still load where they are used.
#pragma once

namespace tihbat {

class FontWarmUp {
public:
    // Once the GUI application exists; returns at once.
    static void start();
};

} // namespace tihbat
