// SPDX-License-Identifier: GPL-3.0-or-later
#include "sound_output_plugin.h"

#include "qt_sound_output.h"

namespace tihbat {

SoundOutput *SoundOutputPlugin::createOutput(QObject *parent) {
    return new QtSoundOutput(parent);
}

} // namespace tihbat
