// SPDX-License-Identifier: GPL-3.0-or-later
// Writes one file crash-safely (files::writeFileSafely) on a thread of its own, so that the
// fsync of a save after every move does not hold up the event loop that relays the moves. Only
// the newest content matters: content given while a write is under way replaces any still
// waiting, and is written next. The destructor writes what is waiting before it returns.
#pragma once

#include "files/safe_file.h"

#include <condition_variable>
#include <functional>
#include <mutex>
#include <optional>
#include <string>
#include <thread>

namespace tihbat::net {

class BackgroundWriter {
public:
    // `failed` is called on the writer's thread with the error's description.
    BackgroundWriter(std::string path, files::WriteOptions options,
                     std::function<void(const std::string &)> failed);
    ~BackgroundWriter();
    BackgroundWriter(const BackgroundWriter &) = delete;
    BackgroundWriter &operator=(const BackgroundWriter &) = delete;

    // Writes these bytes soon (replacing any not yet begun).
    void write(std::string bytes);
    // Returns once everything given so far is written (or has failed).
    void flush();

private:
    void run();

    const std::string m_path;
    const files::WriteOptions m_options;
    const std::function<void(const std::string &)> m_failed;
    std::mutex m_mutex;
    std::condition_variable m_changed;
    std::optional<std::string> m_waiting;
    bool m_writing = false;
    bool m_stopping = false;
    std::thread m_thread; // last: starts once the rest is ready
};

} // namespace tihbat::net
