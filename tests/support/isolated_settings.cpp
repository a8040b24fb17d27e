// SPDX-License-Identifier: GPL-3.0-or-later
#include "isolated_settings.h"

#include <QCoreApplication>
#include <QDir>
#include <QSettings>
#include <QStandardPaths>
#include <QTemporaryDir>

namespace tihbat {

namespace {

const QString Organisation = QStringLiteral("Tihbat");

} // namespace

void IsolatedSettings::forThisTest(const QString &applicationName) {
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(Organisation);
    QCoreApplication::setApplicationName(applicationName);
    // Test mode alone puts every run of a test in the same file under ~/.qttest: two checkouts
    // running one test at once would read each other's settings.
    static QTemporaryDir folder(QDir::tempPath() + QStringLiteral("/tihbat-test-settings-XXXXXX"));
    if (!folder.isValid())
        qFatal("no temporary folder for the test's settings: %s", qPrintable(folder.errorString()));
    // The test mode's folders (~/.qttest) under a home of the test's own: QSettings() and the
    // game's SettingsStore, which opens the file by its path, both find the settings there.
    qputenv("HOME", QFile::encodeName(folder.path()));
}

void IsolatedSettings::sharedWithStartedGames(const QString &home) {
    const QDir dir(home);
    qputenv("XDG_CONFIG_HOME", QFile::encodeName(dir.filePath(QStringLiteral("config"))));
    qputenv("XDG_DATA_HOME", QFile::encodeName(dir.filePath(QStringLiteral("data-home"))));
    // The game's own names (app/main.cpp), so that QSettings here opens the game's file.
    QCoreApplication::setOrganizationName(Organisation);
    QCoreApplication::setApplicationName(QStringLiteral("Tihbat"));
}

QProcessEnvironment IsolatedSettings::freshUser(const QString &home) {
    const QDir dir(home);
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("HOME"), dir.path());
    env.insert(QStringLiteral("XDG_CONFIG_HOME"), dir.filePath(QStringLiteral("config")));
    env.insert(QStringLiteral("XDG_DATA_HOME"), dir.filePath(QStringLiteral("data")));
    env.insert(QStringLiteral("XDG_CACHE_HOME"), dir.filePath(QStringLiteral("cache")));
    return env;
}

} // namespace tihbat
