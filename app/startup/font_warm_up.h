// SPDX-License-Identifier: GPL-3.0-or-later
// Reads Qt's list of the system's fonts (once FontconfigWarmUp has loaded fontconfig) and
// matches the fonts of the window and the board on another thread while the window is being
// built: otherwise the first text the window measures (the status bar's) waits for the list, and
// the board's first text for the matching (the fallback fonts sorted from all the system's);
// measured to pay (README, benchmarks). QFontDatabase is thread-safe and keeps both for every
// thread. The font engines themselves are per thread: the board's are loaded on the thread that
// draws the board's text (BoardText::thread()), the window's still where it is used.
#pragma once

#include <QFuture>

namespace tihbat {

class FontconfigWarmUp;

class FontWarmUp {
public:
    // Once the GUI application exists; returns at once. Starts once `fontconfig` has loaded.
    explicit FontWarmUp(FontconfigWarmUp &fontconfig);
    // Waits for the work, and ends the board's text thread: Qt's fonts must not be touched
    // once the application is gone (a second start that hands over quits at once).
    ~FontWarmUp();
    FontWarmUp(const FontWarmUp &) = delete;
    FontWarmUp &operator=(const FontWarmUp &) = delete;

private:
    QFuture<void> m_work;
    QFuture<void> m_windowFont; // started by m_work
};

} // namespace tihbat
