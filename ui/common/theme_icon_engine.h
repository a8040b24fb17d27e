// SPDX-License-Identifier: GPL-3.0-or-later
// An icon from the icon theme that looks itself up only when first drawn or measured. Finding
// a theme's picture reads the theme's index files, and the standard actions' icons are made
// while the main window is built but first seen when a menu opens.
#pragma once

#include <QIcon>
#include <QIconEngine>
#include <optional>

namespace tihbat {

class ThemeIconEngine : public QIconEngine {
public:
    // The theme's picture named `name`, else `fallback`.
    ThemeIconEngine(const QString &name, const QIcon &fallback);

    void paint(QPainter *painter, const QRect &rect, QIcon::Mode mode, QIcon::State state) override;
    QPixmap pixmap(const QSize &size, QIcon::Mode mode, QIcon::State state) override;
    QPixmap scaledPixmap(const QSize &size, QIcon::Mode mode, QIcon::State state,
                         qreal scale) override;
    QSize actualSize(const QSize &size, QIcon::Mode mode, QIcon::State state) override;
    QList<QSize> availableSizes(QIcon::Mode mode, QIcon::State state) override;
    QString iconName() override;
    bool isNull() override;
    QString key() const override;
    QIconEngine *clone() const override;

private:
    const QIcon &resolved();

    QString m_name;
    QIcon m_fallback;
    std::optional<QIcon> m_icon;
};

// The theme's picture named `name`, else `fallback`, looked up when first used.
QIcon themeIcon(const QString &name, const QIcon &fallback = {});

} // namespace tihbat
