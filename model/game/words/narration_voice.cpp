// SPDX-License-Identifier: GPL-3.0-or-later
#include "narration_voice.h"

#include "game/session/game_model.h"
#include "game/session/live_move_line.h"
#include "game/session/replay_model.h"
#include "game_texts.h"

namespace tihbat {

NarrationVoice NarrationVoice::naming(const QString &south, const QString &north) {
    NarrationVoice voice;
    voice.m_names = {south.trimmed(), north.trimmed()};
    return voice;
}

NarrationVoice NarrationVoice::naming(const GameSetup &setup) {
    // A computer is named as its name plate and a saved record of the game name it
    // ("Computer (Easy)"), so a game told live and replayed names it the same way.
    auto name = [&setup](Side side) {
        const PlayerSetup &player = setup.players[sideIndex(side)];
        return player.kind == PlayerKind::Computer && player.name.trimmed().isEmpty()
                   ? GameTexts::playerName(setup, side)
                   : player.name;
    };
    return naming(name(Side::South), name(Side::North));
}

NarrationVoice NarrationVoice::naming(const MoveLine &line) {
    if (const auto *live = qobject_cast<const LiveMoveLine *>(&line))
        return naming(live->model()->setup());
    if (const auto *replay = qobject_cast<const ReplayModel *>(&line); replay && !replay->isEmpty())
        return naming(shownTagValue(replay->record(), "South"),
                      shownTagValue(replay->record(), "North"));
    return {};
}

NarrationVoice NarrationVoice::speakingTo(Side person) const {
    NarrationVoice voice = *this;
    voice.m_person = person;
    return voice;
}

QString NarrationVoice::name(Side side) const {
    const QString &name = m_names[sideIndex(side)];
    return name.isEmpty() ? GameTexts::sideName(side) : name;
}

} // namespace tihbat
