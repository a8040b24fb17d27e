// SPDX-License-Identifier: GPL-3.0-or-later
// The game's sounds played through Qt Multimedia's QSoundEffect, one effect per sound file
// (resources/sounds, compiled into this module), all decoded in the background from the start.
// Lives in the tihbat-sound-output module only, so that the game never links Qt Multimedia.
#pragma once

#include "sound/sound_output.h"

#include <QObject>
#include <array>

class QSoundEffect;

namespace tihbat {

class QtSoundOutput : public QObject, public SoundOutput {
    Q_OBJECT
public:
    explicit QtSoundOutput(QObject *parent);

    bool canPlay() const override { return m_canPlay; }
    void setVolume(double volume) override;
    void play(Sound sound) override;

private:
    // Plays at once, or as soon as the effect is decoded (Qt 6.4 drops a sound asked for
    // before).
    void playWhenReady(QSoundEffect *effect);

    bool m_canPlay = false;
    static constexpr int DropVariants = 3;
    int m_nextDrop = 0;
    std::array<QSoundEffect *, DropVariants> m_drops{};
    std::array<QSoundEffect *, DropVariants> m_quickDrops{};
    std::array<QSoundEffect *, 10> m_others{}; // by Sound, from Capture2 on
};

} // namespace tihbat
