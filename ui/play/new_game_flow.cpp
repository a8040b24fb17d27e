// SPDX-License-Identifier: GPL-3.0-or-later
#include "play/new_game_flow.h"

#include "game/game_model.h"
#include "game/settings.h"
#include "play/new_game_dialog.h"
#include "records/replace_game_question.h"

namespace tihbat {

void NewGameFlow::askNewGame(GameModel &model, QWidget *parent) {
    NewGameDialog dialog(parent);
    dialog.setSetup(model.setup());
    if (dialog.exec() != QDialog::Accepted || !ReplaceGameQuestion::mayReplace(model, parent))
        return;
    Settings::setNewGameSetup(dialog.setup());
    model.newGame(dialog.setup());
}

void NewGameFlow::askPlayOn(GameModel &model, const Game &game, const QStringList &names,
                            QWidget *parent) {
    GameSetup setup = model.setup();
    setup.rules = game.options();
    // The record's players go on playing (a side the record names nobody keeps this game's).
    for (int i = 0; i < 2 && i < names.size(); ++i)
        if (!names[i].trimmed().isEmpty())
            setup.players[std::size_t(i)].name = names[i].trimmed();
    NewGameDialog dialog(parent);
    dialog.setSetup(setup);
    dialog.setRulesFixed(true);
    if (dialog.exec() != QDialog::Accepted || !ReplaceGameQuestion::mayReplace(model, parent))
        return;
    setup = dialog.setup();
    setup.rules = game.options();
    model.continueGame(setup, game);
}

} // namespace tihbat
