// SPDX-License-Identifier: GPL-3.0-or-later
// Where the game's sounds are played, seen from the game: Qt Multimedia and the libraries it
// pulls in (PulseAudio, the codecs) live behind it in a module of their own, the
// tihbat-sound-output plugin, which is loaded only when the first sound is prepared. So the
// game's start loads and binds none of them, and this header must not name any of them.
// Both sides see only these pure interfaces (inline, nothing to link across the boundary).
#pragma once

#include "sound.h"

#include <QObject>

namespace tihbat {

class SoundOutput {
public:
    virtual ~SoundOutput() = default;

    // Whether the output has a device to play on; false when it found none when it was made,
    // and then play() does nothing.
    virtual bool canPlay() const = 0;
    // 0 (silent) to 1 (full).
    virtual void setVolume(double volume) = 0;
    // Plays at once, or as soon as the sound is decoded; variants of a sound are taken in turn.
    virtual void play(Sound sound) = 0;

protected:
    SoundOutput() = default;
    SoundOutput(const SoundOutput &) = delete;
    SoundOutput &operator=(const SoundOutput &) = delete;
};

// The plugin's root object: makes outputs.
class SoundOutputModule {
public:
    virtual ~SoundOutputModule() = default;

    // A new output, with every sound being decoded in the background. It is a QObject child of
    // `parent` (its effects can be found from there) and is deleted with it.
    virtual SoundOutput *createOutput(QObject *parent) = 0;

protected:
    SoundOutputModule() = default;
    SoundOutputModule(const SoundOutputModule &) = delete;
    SoundOutputModule &operator=(const SoundOutputModule &) = delete;
};

} // namespace tihbat

// Versioned: a module built against another shape of these interfaces is refused, not called.
#define TIHBAT_SOUND_OUTPUT_MODULE_IID "org.tihbat.Tihbat.SoundOutputModule/1"
Q_DECLARE_INTERFACE(tihbat::SoundOutputModule, TIHBAT_SOUND_OUTPUT_MODULE_IID)
