// SPDX-License-Identifier: GPL-3.0-or-later
// Finds and loads the sound output module (the tihbat-sound-output plugin, which holds Qt
// Multimedia) when the first sound is prepared, never at start.
#pragma once

#include <QCoreApplication>
#include <QStringList>

namespace tihbat {

class SoundOutputModule;

class SoundOutputLoader {
    Q_DECLARE_TR_FUNCTIONS(SoundOutputLoader)
public:
    // The module's file name on this system (tihbat-sound-output.so on Linux).
    static QString fileName();
    // Where the module is looked for, in order: only $TIHBAT_MODULE_DIR when it is not empty
    // (the tests, or a module kept elsewhere); otherwise the running program's own folder (the
    // build tree), then the installed place relative to it (from /usr/games:
    // ../lib/<triplet>/tihbat).
    static QStringList folders();
    // The module's root object (it lives as long as the program), or nullptr after one line
    // on stderr naming the file and why it cannot be used (missing, broken, not this game's).
    static SoundOutputModule *load();
};

} // namespace tihbat
