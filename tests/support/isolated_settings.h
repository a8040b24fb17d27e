// SPDX-License-Identifier: GPL-3.0-or-later
// Settings and folders of a test's own, apart from the person's and from every other test that
// runs at the same time (ctest -j, several checkouts on one machine). Every test that touches
// QSettings, or starts the game, sets itself up through this class first, in initTestCase().
#pragma once

#include <QProcessEnvironment>
#include <QString>

namespace tihbat {

class IsolatedSettings {
public:
    // For this process and what it starts: QStandardPaths' test mode (its folders under
    // ~/.qttest, never the person's) in a home of its own, a temporary folder that goes when the
    // process ends, and the organisation "Tihbat" with the test's own application name.
    static void forThisTest(const QString &applicationName);

    // For this process and the game programs it starts, which inherit its environment: the
    // configuration and data folders under `home` and the game's own names, so that settings
    // written here are the ones the game reads.
    static void sharedWithStartedGames(const QString &home);

    // The environment of a person who has never started the game, for a program the test starts:
    // HOME and the configuration, data and cache folders under `home`, the rest inherited.
    static QProcessEnvironment freshUser(const QString &home);
};

} // namespace tihbat
