// SPDX-License-Identifier: GPL-3.0-or-later
#include "game_sounds.h"

#include "board/board_view.h"
#include "common/after_first_paint.h"
#include "game/settings/settings.h"

#include <QPointer>
#include <QTimer>

namespace tihbat {

namespace {

// Below this many milliseconds per drop, the long click would ring into the next one.
constexpr int QuickDropBelowMs = 150;

// After the first board's first paint: long after it, and before anyone can have played a move.
constexpr int PrepareAfterFirstPaintMs = 1000;

// The repetition figure lasts about this long before the result follows.
constexpr int ResultAfterRepetitionMs = 450;

Sound captureSound(int counters) {
    if (counters >= 8)
        return Sound::Capture8;
    if (counters >= 6)
        return Sound::Capture6;
    if (counters >= 4)
        return Sound::Capture4;
    return Sound::Capture2;
}

} // namespace

GameSounds::GameSounds(QObject *parent)
    : QObject(parent)
    , m_bank(this) {
    m_enabled = Settings::soundEnabled();
    m_volume = Settings::soundVolume();
    m_bank.setVolume(m_volume / 100.0);
}

void GameSounds::follow(BoardView *board) {
    if (m_boards.empty()) {
        // The sound module (Qt Multimedia and the libraries it loads) waits for the picture.
        AfterFirstPaint::run(board->viewport(), [sounds = QPointer<GameSounds>(this)] {
            if (!sounds)
                return;
            QTimer::singleShot(PrepareAfterFirstPaintMs, sounds, [sounds] {
                if (sounds->m_enabled)
                    sounds->m_bank.prepare();
            });
        });
    }
    m_boards.emplace_back(board);
    connect(board, &BoardView::beat, this,
            [this, board](MoveBeat beat, int amount) { hear(board, beat, amount); });
    connect(board, &BoardView::pitRefused, this, [this, board] {
        if (board == boardInFront())
            play(Sound::Refused);
    });
}

void GameSounds::followGame(const GameSetup &setup) {
    const bool south = setup.players[sideIndex(Side::South)].kind == PlayerKind::Human;
    const bool north = setup.players[sideIndex(Side::North)].kind == PlayerKind::Human;
    if (south == north)
        setPerson(std::nullopt);
    else
        setPerson(south ? Side::South : Side::North);
}

void GameSounds::setEnabled(bool enabled) {
    if (enabled == m_enabled)
        return;
    m_enabled = enabled;
    Settings::setSoundEnabled(enabled);
    emit enabledChanged(enabled);
}

void GameSounds::setVolume(int percent) {
    percent = std::clamp(percent, 0, 100);
    if (percent == m_volume)
        return;
    m_volume = percent;
    m_bank.setVolume(percent / 100.0);
    Settings::setSoundVolume(percent);
    emit volumeChanged(percent);
}

BoardView *GameSounds::boardInFront() const {
    // The board of the active window; when none is active (a test, another program in
    // front), the newest board still shown.
    BoardView *shown = nullptr;
    for (auto it = m_boards.rbegin(); it != m_boards.rend(); ++it) {
        BoardView *board = *it;
        if (!board || !board->isVisible())
            continue;
        if (board->window()->isActiveWindow())
            return board;
        if (!shown)
            shown = board;
    }
    return shown;
}

void GameSounds::hear(BoardView *board, MoveBeat beat, int amount) {
    if (board != boardInFront())
        return;
    switch (beat) {
    case MoveBeat::Drop:
        play(board->dropDuration() > 0 && board->dropDuration() < QuickDropBelowMs
                 ? Sound::QuickDrop
                 : Sound::Drop);
        return;
    case MoveBeat::Capture:
        play(captureSound(amount));
        return;
    case MoveBeat::Pass:
        play(Sound::Pass);
        return;
    case MoveBeat::Repetition:
    case MoveBeat::AllCaptured: {
        Sound result = Sound::Draw;
        if (amount != 0) {
            const Side winner = amount > 0 ? Side::South : Side::North;
            result = m_person && *m_person != winner ? Sound::Loss : Sound::Win;
        }
        if (beat == MoveBeat::AllCaptured) {
            play(result);
            return;
        }
        // The repetition first, then the result once it has been heard.
        play(Sound::Repetition);
        QTimer::singleShot(ResultAfterRepetitionMs, this, [this, result] { play(result); });
        return;
    }
    }
}

void GameSounds::play(Sound sound) {
    if (!m_enabled)
        return;
    m_bank.play(sound);
    emit played(sound);
}

} // namespace tihbat
