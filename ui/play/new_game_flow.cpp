// SPDX-License-Identifier: GPL-3.0-or-later
#include "play/new_game_flow.h"

#include "board/board_view.h"
#include "game/settings/settings.h"
#include "game/words/game_texts.h"
#include "play/new_game_card.h"
#include "records/replace_game_question.h"

#include <optional>

namespace tihbat {

PlayerSetup NewGameFlow::playerNamed(PlayerSetup player, Side side, const QString &name) {
    const QString given = name.trimmed();
    for (int level = 0; level < LevelCount; ++level) {
        GameSetup computer;
        computer.players[sideIndex(side)] = {PlayerKind::Computer, Level(level), QString()};
        if (given == GameTexts::playerName(computer, side)) {
            player.kind = PlayerKind::Computer;
            player.level = Level(level);
            player.name.clear();
            return player;
        }
    }
    if (given == GameTexts::sideName(Side::South) || given == GameTexts::sideName(Side::North)) {
        player.kind = PlayerKind::Human;
        player.name.clear();
        return player;
    }
    player.name = given;
    return player;
}

void NewGameFlow::askNewGame(GameModel &model, BoardView *board) {
    // A name that is the game's own words (kept by an older version) says who plays.
    GameSetup setup = model.setup();
    for (const Side side : {Side::South, Side::North}) {
        PlayerSetup &player = setup.players[sideIndex(side)];
        if (!player.name.isEmpty())
            player = playerNamed(player, side, player.name);
    }
    auto *card = new NewGameCard(board);
    card->setSetup(setup);
    const std::optional<GameSetup> chosen = card->ask();
    if (!chosen || !ReplaceGameQuestion::mayReplace(model, board->window()))
        return;
    Settings::setNewGameSetup(*chosen);
    model.newGame(*chosen);
}

void NewGameFlow::askPlayOn(GameModel &model, const Game &game, const QStringList &names,
                            BoardView *board) {
    GameSetup setup = model.setup();
    setup.rules = game.options();
    // The record's players go on playing (a side the record names nobody keeps this game's).
    for (int i = 0; i < 2 && i < names.size(); ++i)
        if (!names[i].trimmed().isEmpty())
            setup.players[std::size_t(i)] =
                playerNamed(setup.players[std::size_t(i)], Side(i), names[i]);
    auto *card = new NewGameCard(board);
    card->setSetup(setup);
    card->setRulesFixed(true);
    std::optional<GameSetup> chosen = card->ask();
    if (!chosen || !ReplaceGameQuestion::mayReplace(model, board->window()))
        return;
    chosen->rules = game.options();
    model.continueGame(*chosen, game);
}

} // namespace tihbat
