// SPDX-License-Identifier: GPL-3.0-or-later
#include "tournament_records.h"

namespace tihbat::tournament {

std::vector<record::GameRecord>
tournamentRecords(const Tournament &tournament, const std::string &event, const std::string &date) {
    std::vector<record::GameRecord> records;
    for (std::size_t r = 0; r < tournament.rounds().size(); ++r) {
        for (const Table &table : tournament.rounds()[r].tables) {
            record::GameRecord game = record::recordOf(table.game);
            game.setTag("Event", event);
            if (!date.empty())
                game.setTag("Date", date);
            game.setTag("Round", std::to_string(r + 1));
            game.setTag("South", tournament.players().at(table.south).toStdString());
            game.setTag("North", tournament.players().at(table.north).toStdString());
            if (table.adjudicated) {
                const std::string comment = "Adjudicated by the exact solver: " +
                                            std::to_string(table.adjudicated->finalScore[0]) + "-" +
                                            std::to_string(table.adjudicated->finalScore[1]) + ".";
                if (game.moves.empty())
                    game.commentsBefore.push_back(comment);
                else
                    game.moves.back().commentsAfter.push_back(comment);
            }
            records.push_back(std::move(game));
        }
    }
    return records;
}

} // namespace tihbat::tournament
