// SPDX-License-Identifier: GPL-3.0-or-later
// Reads the system's fonts (fontconfig's configuration and caches, Qt's list of families) and
// matches the fonts of the window and the board on a worker thread while the window is being
// built: the first text the window measured (the status bar's) waited for the list, a tenth of
// the time from starting the game to its first picture, and the board's first text for the
// matching (the fallback fonts sorted from all the system's), another sixth. QFontDatabase is
// thread-safe and keeps both for every thread; the font engines themselves are per thread and
// still load where they are used.
#pragma once

namespace tihbat {

class FontWarmUp {
public:
    // Once the GUI application exists; returns at once.
    static void start();
};

} // namespace tihbat
