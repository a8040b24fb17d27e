// SPDX-License-Identifier: GPL-3.0-or-later
#include "move_sentences.h"

#include "game/session/game_model.h"
#include "move_wording.h"
#include "narration_voice.h"

namespace tihbat {

MoveSentences::MoveSentences(GameModel *model, QObject *parent)
    : QObject(parent)
    , m_model(model) {
    connect(model, &GameModel::moveMade, this,
            [this](const MoveStory &story) { emit sentence(sentenceOf(story)); });
    connect(model, &GameModel::moveUndone, this, &MoveSentences::overtaken);
    connect(model, &GameModel::gameReset, this, &MoveSentences::overtaken);
}

QString MoveSentences::sentenceOf(const MoveStory &story) const {
    return MoveWording::sentence(story, NarrationVoice::naming(m_model->setup()));
}

} // namespace tihbat
