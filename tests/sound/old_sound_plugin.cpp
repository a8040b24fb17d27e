// SPDX-License-Identifier: GPL-3.0-or-later
// A Qt plugin that is not this game's sound module: it offers an older version of the
// interface, as a module left over from another version of the game would.
#include <QObject>
#include <QtPlugin>

class OldSoundOutputModule : public QObject {
    Q_OBJECT
    Q_PLUGIN_METADATA(IID "org.tihbat.Tihbat.SoundOutputModule/0")
};

#include "old_sound_plugin.moc"
