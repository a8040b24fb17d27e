// SPDX-License-Identifier: GPL-3.0-or-later
// The game's sounds, played through the sound output module (Qt Multimedia, loaded when the
// first sound is prepared: see sound_output.h). Where no sound server runs, nothing is loaded
// and nothing is printed: the game is silent. Where the module is missing or broken, one line
// on stderr says so and the game is silent too.
#pragma once

#include "sound.h"

#include <QObject>

namespace tihbat {

class SoundOutput;

class SoundBank : public QObject {
    Q_OBJECT
public:
    explicit SoundBank(QObject *parent = nullptr);
    ~SoundBank() override;

    // Whether a PulseAudio (or PipeWire-Pulse) server can be reached, which Qt 6's audio
    // output on Linux needs; asked once, before anything of the sound module is touched.
    static bool soundServerReachable();
    // Whether sound can be heard: a server is reachable and, once prepared, the module loaded
    // and found a device to play on.
    bool isAvailable() const { return m_available; }

    // 0 (silent) to 1 (full).
    void setVolume(qreal volume);
    void play(Sound sound);
    // Loads the module, opens the sound output and decodes the sounds (in the background), so
    // that the first sound is not lost; play() does it too if it has not been done.
    void prepare();

private:
    bool m_available = false;
    bool m_prepared = false;
    qreal m_volume = 1.0;
    SoundOutput *m_output = nullptr; // a child, made on the first sound
};

} // namespace tihbat
