// SPDX-License-Identifier: GPL-3.0-or-later
#include "common/theme_icon_engine.h"

namespace tihbat {

ThemeIconEngine::ThemeIconEngine(const QString &name, const QIcon &fallback)
    : m_name(name)
    , m_fallback(fallback) {}

const QIcon &ThemeIconEngine::resolved() {
    if (!m_icon)
        m_icon = QIcon::fromTheme(m_name, m_fallback);
    return *m_icon;
}

void ThemeIconEngine::paint(QPainter *painter, const QRect &rect, QIcon::Mode mode,
                            QIcon::State state) {
    resolved().paint(painter, rect, Qt::AlignCenter, mode, state);
}

QPixmap ThemeIconEngine::pixmap(const QSize &size, QIcon::Mode mode, QIcon::State state) {
    return resolved().pixmap(size, mode, state);
}

QPixmap ThemeIconEngine::scaledPixmap(const QSize &size, QIcon::Mode mode, QIcon::State state,
                                      qreal scale) {
    return resolved().pixmap(size, scale, mode, state);
}

QSize ThemeIconEngine::actualSize(const QSize &size, QIcon::Mode mode, QIcon::State state) {
    return resolved().actualSize(size, mode, state);
}

QList<QSize> ThemeIconEngine::availableSizes(QIcon::Mode mode, QIcon::State state) {
    return resolved().availableSizes(mode, state);
}

QString ThemeIconEngine::iconName() {
    return resolved().name();
}

bool ThemeIconEngine::isNull() {
    return resolved().isNull();
}

QIcon themeIcon(const QString &name, const QIcon &fallback) {
    return QIcon(new ThemeIconEngine(name, fallback));
}

QString ThemeIconEngine::key() const {
    return QStringLiteral("tihbat-theme");
}

QIconEngine *ThemeIconEngine::clone() const {
    return new ThemeIconEngine(*this);
}

} // namespace tihbat
