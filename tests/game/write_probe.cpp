// SPDX-License-Identifier: GPL-3.0-or-later
// A real process that makes exactly one write of the game's, for tests that kill it at every
// step of that write (tst_aimed_kills): `write_probe record PATH MOVES` saves the game of MOVES
// (pit letters, "AaB") as a record, as Save As does; `write_probe autosave PATH MOVES` plays the
// moves in a GameModel whose autosave is PATH from the last move on, so the game's own autosave
// writes once. Prints the error and exits 1 when the write fails.
#include "core/notation.h"
#include "game/game_model.h"
#include "game/record_file.h"

#include <QCoreApplication>
#include <QTextStream>
#include <vector>

using namespace tihbat;

namespace {

std::vector<int> pitsOf(const QString &moves) {
    std::vector<int> pits;
    for (const QChar letter : moves) {
        if (const auto pit = pitFromLetter(QString(letter).toStdString()))
            pits.push_back(*pit);
    }
    return pits;
}

int fail(const QString &error) {
    QTextStream(stderr) << "write_probe: " << error << '\n';
    return 1;
}

} // namespace

int main(int argc, char *argv[]) {
    QCoreApplication app(argc, argv);
    const QStringList args = app.arguments();
    if (args.size() != 4 || (args[1] != "record" && args[1] != "autosave"))
        return fail(QStringLiteral("usage: write_probe record|autosave PATH MOVES"));
    const QString path = args[2];
    const std::vector<int> pits = pitsOf(args[3]);
    if (pits.empty())
        return fail(QStringLiteral("no moves"));

    if (args[1] == "record") {
        Game game;
        for (const int pit : pits)
            game.play(pit);
        std::vector<record::GameRecord> played{record::recordOf(game)};
        const QString error = saveRecordFile(path, played);
        return error.isEmpty() ? 0 : fail(error);
    }

    GameModel model;
    model.newGame(GameSetup{});
    for (std::size_t i = 0; i + 1 < pits.size(); ++i)
        model.playPit(pits[i]);
    QString error;
    QObject::connect(&model, &GameModel::autosaveFailed,
                     [&error](const QString &why) { error = why; });
    model.setAutosavePath(path);
    model.playPit(pits.back());
    return error.isEmpty() ? 0 : fail(error);
}
