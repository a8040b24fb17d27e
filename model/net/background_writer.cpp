// SPDX-License-Identifier: GPL-3.0-or-later
#include "background_writer.h"

namespace tihbat::net {

BackgroundWriter::BackgroundWriter(std::string path, files::WriteOptions options,
                                   std::function<void(const std::string &)> failed)
    : m_path(std::move(path))
    , m_options(options)
    , m_failed(std::move(failed))
    , m_thread([this] { run(); }) {}

BackgroundWriter::~BackgroundWriter() {
    {
        const std::lock_guard lock(m_mutex);
        m_stopping = true;
    }
    m_changed.notify_all();
    m_thread.join();
}

void BackgroundWriter::write(std::string bytes) {
    {
        const std::lock_guard lock(m_mutex);
        m_waiting = std::move(bytes);
    }
    m_changed.notify_all();
}

void BackgroundWriter::flush() {
    std::unique_lock lock(m_mutex);
    m_changed.wait(lock, [this] { return !m_waiting && !m_writing; });
}

void BackgroundWriter::run() {
    std::unique_lock lock(m_mutex);
    for (;;) {
        m_changed.wait(lock, [this] { return m_waiting || m_stopping; });
        if (!m_waiting)
            return; // stopping, and everything is written
        const std::string bytes = std::move(*m_waiting);
        m_waiting.reset();
        m_writing = true;
        lock.unlock();
        const auto error = files::writeFileSafely(m_path, bytes, m_options);
        if (error && m_failed)
            m_failed(error->describe());
        lock.lock();
        m_writing = false;
        m_changed.notify_all();
    }
}

} // namespace tihbat::net
