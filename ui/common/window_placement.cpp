// SPDX-License-Identifier: GPL-3.0-or-later
#include "common/window_placement.h"

#include "game/settings/settings.h"

#include <QScreen>
#include <QWidget>
#include <algorithm>

namespace tihbat {

WindowPlacement::WindowPlacement(QString key, QSizeF share)
    : m_key(std::move(key))
    , m_share(share) {}

void WindowPlacement::restore(QWidget *window) const {
    const QRect available = window->screen()->availableGeometry();
    const QByteArray saved = Settings::windowGeometry(m_key);
    if (saved.isEmpty() || !window->restoreGeometry(saved)) {
        window->resize(qRound(available.width() * m_share.width()),
                       qRound(available.height() * m_share.height()));
        window->move(available.center() - window->rect().center());
    }
    // A geometry saved on a larger screen (or a projector since unplugged) still fits.
    const QSize frame = window->frameGeometry().size() - window->size();
    const QSize fitting(std::min(window->width(), available.width() - frame.width()),
                        std::min(window->height(), available.height() - frame.height()));
    if (fitting != window->size())
        window->resize(fitting);
}

void WindowPlacement::save(const QWidget *window) const {
    Settings::setWindowGeometry(m_key, window->saveGeometry());
}

} // namespace tihbat
