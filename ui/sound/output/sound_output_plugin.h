// SPDX-License-Identifier: GPL-3.0-or-later
// The root object of the tihbat-sound-output module, which the game loads with QPluginLoader
// when it prepares its first sound: it makes QtSoundOutput objects.
#pragma once

#include "sound/sound_output.h"

#include <QObject>
#include <QtPlugin>

namespace tihbat {

class SoundOutputPlugin : public QObject, public SoundOutputModule {
    Q_OBJECT
    Q_PLUGIN_METADATA(IID TIHBAT_SOUND_OUTPUT_MODULE_IID)
    Q_INTERFACES(tihbat::SoundOutputModule)
public:
    SoundOutput *createOutput(QObject *parent) override;
};

} // namespace tihbat
