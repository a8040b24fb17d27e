// SPDX-License-Identifier: GPL-3.0-or-later
// Loads fontconfig (its configuration files and font caches) on a thread of its own from the
// first line of main(), while Qt's application constructor loads its plugins and connects to the
// display, which leaves a core free for much of its time (figures: README, benchmarks). The font
// list that FontWarmUp then reads starts from a loaded configuration. Fontconfig's loading is
// thread-safe, but two threads that load it at once both do all of the work, so FontWarmUp waits
// for this first. Does nothing in a build without fontconfig.
#pragma once

#include <mutex>
#include <thread>

namespace tihbat {

class FontconfigWarmUp {
public:
    // Before the application is made; returns at once. Needs no Qt.
    FontconfigWarmUp();
    // Waits for the loading.
    ~FontconfigWarmUp();
    FontconfigWarmUp(const FontconfigWarmUp &) = delete;
    FontconfigWarmUp &operator=(const FontconfigWarmUp &) = delete;

    // Waits for the loading; any thread, any number of times.
    void wait();

private:
    std::thread m_thread;
    std::once_flag m_joined;
};

} // namespace tihbat
