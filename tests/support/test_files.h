// SPDX-License-Identifier: GPL-3.0-or-later
// File helpers shared by tests in several areas.
#pragma once

#include <QByteArray>
#include <QFile>
#include <QString>
#include <optional>

// The whole file, or nothing when it cannot be read (missing, a folder, no permission).
inline QByteArray contents(const QString &path) {
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

// Cuts a file to its first half, as a crash or a full disk could leave it; returns what is left.
inline std::optional<QByteArray> cutInHalf(const QString &path) {
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return std::nullopt;
    const QByteArray half = file.readAll().chopped(file.size() - file.size() / 2);
    file.close();
    if (!file.open(QIODevice::WriteOnly | QIODevice::Truncate) || file.write(half) != half.size())
        return std::nullopt;
    return half;
}
