// SPDX-License-Identifier: GPL-3.0-or-later
// The game's sounds (resources/sounds, made by make_sounds.py) played through Qt Multimedia.
// Where no sound server runs, nothing is loaded and nothing is printed: the game is silent.
#pragma once

#include <QObject>
#include <array>
#include <cstdint>

class QSoundEffect;

namespace tihbat {

enum class Sound : std::uint8_t {
    Drop,      // a counter lands (three variants, taken in turn)
    QuickDrop, // the same at fast animation speeds: shorter and brighter
    Capture2,  // counters rattle into the store, fuller the more were taken
    Capture4,
    Capture6,
    Capture8,
    Pass,
    Repetition,
    Win,
    Loss,
    Draw,
    Refused, // a gentle "no" for a pit that cannot be played
};

class SoundBank : public QObject {
    Q_OBJECT
public:
    explicit SoundBank(QObject *parent = nullptr);
    ~SoundBank() override;

    // Whether a PulseAudio (or PipeWire-Pulse) server can be reached, which Qt 6's audio
    // output on Linux needs; asked once, before anything of Qt Multimedia is touched.
    static bool soundServerReachable();
    bool isAvailable() const { return m_available; }

    // 0 (silent) to 1 (full).
    void setVolume(qreal volume);
    void play(Sound sound);
    // Opens the sound output and decodes the sounds (in the background), so that the first
    // sound is not lost; play() does it too if it has not been done.
    void prepare();

private:
    // Plays at once, or as soon as the effect is decoded (Qt 6.4 drops a sound asked for
    // before).
    void playWhenReady(QSoundEffect *effect);

    bool m_available = false;
    bool m_loaded = false;
    qreal m_volume = 1.0;
    static constexpr int DropVariants = 3;
    int m_nextDrop = 0;
    // The effects, created on the first sound so that starting the game costs nothing.
    std::array<QSoundEffect *, DropVariants> m_drops{};
    std::array<QSoundEffect *, DropVariants> m_quickDrops{};
    std::array<QSoundEffect *, 10> m_others{}; // by Sound, from Capture2 on
};

} // namespace tihbat
