// SPDX-License-Identifier: GPL-3.0-or-later
// A real process that makes exactly one write of the game's, for tests that kill it at every
// step of that write (tst_aimed_kills): `write_probe record PATH MOVES` saves the game of MOVES
// (pit letters, "AaB") as a record, as Save As does; `write_probe autosave PATH MOVES` plays the
// moves in a GameModel whose autosave is PATH from the last move on, so the game's own autosave
// writes once; `write_probe settings PATH GENERATION` opens the settings file at PATH as the game
// opens its own (SettingsStore::shared(), PATH given as the standard path through
// XDG_CONFIG_HOME and the names) and changes a key of every group the game keeps there (view,
// sound, language, files, window geometry, new game, lessons, statistics, puzzles) to values of
// GENERATION, removing one, then saves once, as each of the game's settings writers does: their
// values set, then SettingsStore::save(). Prints the error and exits 1 when the write fails.
#include "core/notation.h"
#include "game/session/game_model.h"
#include "game/session/record_file.h"
#include "game/settings/settings_store.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
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

// The settings of generation `generation`: every group the game keeps, each value its own.
int writeSettings(const QString &path, int generation) {
    SettingsStore &store = SettingsStore::shared();
    if (store.path() != path)
        return fail(QStringLiteral("the settings are at %1, not %2").arg(store.path(), path));
    const QString g = QString::number(generation);
    store.setValue(QStringLiteral("view/dropDuration"), 100 + generation);
    store.setValue(QStringLiteral("view/flipped"), generation % 2 == 0);
    store.setValue(QStringLiteral("sound/volume"), 10 * generation);
    store.setValue(QStringLiteral("ui/language"), generation % 2 == 0 ? "el" : "pt");
    // Kept by the first generation only: the next ones keep it only if they read the file.
    if (generation == 1)
        store.setValue(QStringLiteral("files/lastFolder"), QStringLiteral("/home/a/Games"));
    QStringList recent;
    for (int i = 0; i < generation + 2; ++i)
        recent << QStringLiteral("/home/a/Games/game %1-%2.tihbat").arg(g).arg(i);
    store.setValue(QStringLiteral("files/recent"), recent);
    store.setValue(QStringLiteral("window/geometry"),
                   QByteArray(40 + generation, char(generation)));
    store.setValue(QStringLiteral("newGame/south/name"), QStringLiteral("Amani ") + g);
    store.setValue(QStringLiteral("newGame/countersPerPit"), 3 + generation);
    store.setValue(QStringLiteral("learn/doneLessons"), QStringList{"sowing", "capture " + g});
    store.setValue(QStringLiteral("statistics/gentle/4/wins"), generation);
    store.setValue(QStringLiteral("statistics/bestStreak"), 2 * generation);
    store.setValue(QStringLiteral("puzzles/solved"), QStringLiteral("1 2 ") + g);
    store.setValue(QStringLiteral("puzzles/streak"), generation);
    if (generation > 1)
        store.remove(QStringLiteral("view/highContrastBoard"));
    else
        store.setValue(QStringLiteral("view/highContrastBoard"), true);
    if (!store.save())
        return fail(store.problem());
    return 0;
}

} // namespace

int main(int argc, char *argv[]) {
    // The settings' PATH as the standard one: <config>/<organisation>/<application>.conf.
    if (argc == 4 && QByteArrayView(argv[1]) == "settings") {
        const QFileInfo file(QString::fromLocal8Bit(argv[2]));
        qputenv("XDG_CONFIG_HOME",
                QFile::encodeName(QFileInfo(file.absolutePath()).absolutePath()));
        QCoreApplication::setOrganizationName(file.dir().dirName());
        QCoreApplication::setApplicationName(file.completeBaseName());
    }
    QCoreApplication app(argc, argv);
    const QStringList args = app.arguments();
    if (args.size() != 4 || (args[1] != "record" && args[1] != "autosave" && args[1] != "settings"))
        return fail(QStringLiteral("usage: write_probe record|autosave PATH MOVES, or write_probe "
                                   "settings PATH GENERATION"));
    const QString path = args[2];
    if (args[1] == "settings")
        return writeSettings(QFileInfo(path).absoluteFilePath(), args[3].toInt());
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
