// SPDX-License-Identifier: GPL-3.0-or-later
// What the game sounds like: follows the boards' beats (a click per counter in time with the
// animation, a capture scaled by the counters taken, a pass, the end of the game and its
// result for the person at the board) and their refused clicks, and keeps the sound settings
// (on or off, volume). One for the whole program: when several windows show the same game
// (the main window and the presentation), only the board in front is heard.
#pragma once

#include "core/move_beat.h"
#include "core/types.h"
#include "game/session/game_model.h"
#include "sound_bank.h"

#include <QObject>
#include <QPointer>
#include <optional>
#include <vector>

namespace tihbat {

class BoardView;

class GameSounds : public QObject {
    Q_OBJECT
public:
    // Reads the remembered settings. The sound output (and the module holding Qt Multimedia)
    // is opened a moment after the first followed board's first paint, or at the first sound,
    // so that starting the game waits for none of it.
    explicit GameSounds(QObject *parent = nullptr);

    bool isEnabled() const { return m_enabled; }
    // Percent, 0 to 100.
    int volume() const { return m_volume; }

    // The board's beats and refused clicks are heard while it is the board in front.
    void follow(BoardView *board);
    // A beat shown on a followed board some other way (the presentation's pictures, one per
    // step), heard like the board's own.
    void hear(BoardView *board, MoveBeat beat, int amount);
    // The side of the person at the board, against the computer: the end of a game is a win
    // or a loss for them. Without one (two people, a replay) any decided game sounds a win.
    void setPerson(std::optional<Side> side) { m_person = side; }
    // The same from a game's players: the one person against the computer, if there is one.
    void followGame(const GameSetup &setup);

    // Whether sound can be heard at all on this machine: a sound server is running and, once
    // the output is open, the sound module loaded and found a device.
    bool canPlay() const { return m_bank.isAvailable(); }
    // Opens the sound output now rather than a moment after the first paint (see the
    // constructor).
    void prepare() { m_bank.prepare(); }

public slots:
    void setEnabled(bool enabled);
    void toggleEnabled() { setEnabled(!m_enabled); }
    void setVolume(int percent);

signals:
    void enabledChanged(bool enabled);
    void volumeChanged(int percent);
    // A sound was played (with sound on; whether or not a device can be heard).
    void played(tihbat::Sound sound);

private:
    BoardView *boardInFront() const;
    void play(Sound sound);

    SoundBank m_bank; // a child, so that it can be found (and its effects with it)
    bool m_enabled = true;
    int m_volume = 70;
    std::optional<Side> m_person;
    std::vector<QPointer<BoardView>> m_boards; // the newest last
};

} // namespace tihbat
