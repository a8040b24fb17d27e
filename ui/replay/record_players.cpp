// SPDX-License-Identifier: GPL-3.0-or-later
#include "replay/record_players.h"

#include "game/session/replay_model.h"
#include "game/words/game_texts.h"
#include "text/isolated_text.h"

namespace tihbat {

namespace {

QString tagOf(const record::GameRecord &game, Side side) {
    return shownTagValue(game, side == Side::South ? "South" : "North").trimmed();
}

} // namespace

QString RecordPlayers::given(const record::GameRecord &game, Side side) {
    return tagOf(game, side);
}

QString RecordPlayers::name(const record::GameRecord &game, Side side) {
    const QString tag = tagOf(game, side);
    return tag.isEmpty() ? GameTexts::sideName(side) : tag;
}

QString RecordPlayers::inSentence(const record::GameRecord &game, Side side) {
    const QString tag = tagOf(game, side);
    return tag.isEmpty() ? GameTexts::sideName(side) : isolated(tag);
}

} // namespace tihbat
