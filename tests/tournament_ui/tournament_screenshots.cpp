// SPDX-License-Identifier: GPL-3.0-or-later
// Renders a class tournament's windows to PNG files for a person to look at: the teacher's
// window and the projector's standings at 1280x720, nine pupils in round 2 of a Swiss (round 1
// played, two games of round 2 still being played), a pupil's Join list with the tournament
// announced (over the loopback) and the projector watching one of the games still played:
//   tournament_screenshots OUTPUT_DIR [LANGUAGE]
#include "classroom/presentation_window.h"
#include "i18n/language_manager.h"
#include "net/game_announcer.h"
#include "net/game_browser.h"
#include "net/tournament_host.h"
#include "network/join_page.h"
#include "network/network_dialog.h"
#include "network_windows.h"
#include "tournament/standings_projector.h"
#include "tournament/table_projector.h"
#include "tournament/tournament_window.h"
#include "tournament/watch_table_action.h"

#include <QApplication>
#include <QDir>
#include <QFile>
#include <QListWidget>
#include <QPushButton>
#include <QTabWidget>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QUdpSocket>

using namespace tihbat;

namespace {

void playOut(tournament::Tournament &t, int table, int moves = 1 << 20) {
    for (int i = 0; i < moves && !t.table(table).isFinished(); ++i)
        t.play(table, t.table(table).game.legalMoves().back());
}

} // namespace

int main(int argc, char **argv) {
    QApplication app(argc, argv);
    const QString dir = argc > 1 ? QString::fromLocal8Bit(argv[1]) : QStringLiteral(".");
    const QString language = argc > 2 ? QString::fromLocal8Bit(argv[2]) : QStringLiteral("en");
    QDir().mkpath(dir);
    LanguageManager languages;
    languages.setLanguage(language);

    RuleOptions rules;
    rules.countersPerPit = 4;
    tournament::Tournament t(rules, QStringLiteral("K7QM2X"));
    for (const char *name :
         {"Amina", "Bilal", "Chen", "Dara", "Elif", "Farah", "Gabriel", "Hana", "Ines"})
        t.addPlayer(QString::fromUtf8(name));
    t.start();
    for (int table = 0; table < static_cast<int>(t.rounds().back().tables.size()); ++table)
        playOut(t, table);
    t.startNextRound();
    const int tables = static_cast<int>(t.rounds().back().tables.size());
    for (int table = 0; table < tables; ++table)
        playOut(t, table, table < 2 ? 6 : 1 << 20);

    QTemporaryDir saves;
    const QString save = saves.filePath(QStringLiteral("tournament.json"));
    QFile file(save);
    if (!file.open(QIODevice::WriteOnly) || file.write(t.toJson()) < 0)
        return 1;
    file.close();
    TournamentWindow window(nullptr, save);
    window.setAttribute(Qt::WA_DeleteOnClose, false);
    window.setLoopbackOnly(true);
    window.resize(1000, 680);
    window.show();
    QCoreApplication::processEvents();
    window.grab().save(QStringLiteral("%1/teacher_setup_%2.png").arg(dir, language));
    if (!window.openSaved())
        return 1;
    QCoreApplication::processEvents();
    window.grab().save(QStringLiteral("%1/teacher_%2.png").arg(dir, language));
    window.showProjector();
    StandingsProjector *projector = window.projector();
    projector->showNormal();
    projector->resize(1280, 720);
    QCoreApplication::processEvents();
    projector->grab().save(QStringLiteral("%1/projector_1280x720_%2.png").arg(dir, language));
    projector->close();

    // A pupil's Join list: the tournament announced on the loopback to the page's browser.
    {
        quint16 discovery = 0;
        {
            QUdpSocket probe;
            probe.bind(QHostAddress::LocalHost, 0);
            discovery = probe.localPort();
        }
        net::GameBrowser browser;
        browser.start(discovery);
        net::GameAnnouncer announcer;
        announcer.setTarget(QHostAddress::LocalHost);
        announcer.start(window.host(), QStringLiteral("Idrissi"), discovery);
        QTemporaryDir joinDir;
        testing::Window pupil(joinDir.filePath(QStringLiteral("pupil.json")));
        pupil.network->open();
        NetworkDialog *dialog = pupil.network->dialog();
        dialog->findChild<QTabWidget *>()->setCurrentIndex(1);
        dialog->joinPage()->follow(&browser);
        auto *list = dialog->findChild<QListWidget *>(QStringLiteral("joinGames"));
        if (!QTest::qWaitFor([&] { return list->count() > 0; }, testing::NetMs))
            return 1;
        list->setCurrentRow(0);
        QCoreApplication::processEvents();
        dialog->grab().save(QStringLiteral("%1/join_list_tournament_%2.png").arg(dir, language));
        dialog->close();
    }

    // The projector watching the first game still being played.
    auto *pairings = window.findChild<QTableView *>(QStringLiteral("tournamentPairings"));
    // Not selectRow(): right to left, Qt 6.4's looks for the row's first cell one pixel past the
    // viewport and selects nothing.
    pairings->selectionModel()->select(pairings->model()->index(0, 0),
                                       QItemSelectionModel::ClearAndSelect |
                                           QItemSelectionModel::Rows);
    window.findChild<QPushButton *>(QStringLiteral("watchTournamentGame"))->click();
    PresentationWindow *game = window.findChild<WatchTableAction *>()->projector()->window();
    if (!game)
        return 1;
    game->showNormal();
    game->resize(1280, 720);
    QTest::qWait(500);
    game->grab().save(QStringLiteral("%1/projector_game_1280x720_%2.png").arg(dir, language));
    game->close();

    // Two pupils come back: Elif to her game in progress, Dara (her bye) to wait.
    QTemporaryDir autosaves;
    const struct {
        const char *name;
        const char *shot;
    } pupils[] = {{"Elif", "pupil_playing"}, {"Dara", "pupil_waiting"}};
    for (const auto &pupil : pupils) {
        testing::Window w(autosaves.filePath(QString::fromLatin1(pupil.name)));
        testing::askToJoin(w, window.host()->port(), QStringLiteral("K7QM2X"),
                           QString::fromLatin1(pupil.name));
        // Until the host has told the pupil its game or where it stands.
        const bool told = QTest::qWaitFor(
            [&] {
                return w.network->game() &&
                       (w.notice().startsWith(QStringLiteral("Waiting for round")) ||
                        w.network->game()->localSide() || language != QStringLiteral("en"));
            },
            testing::NetMs);
        QTest::qWait(1500); // the board's first showing, and the waiting message
        if (!told)
            return 1;
        w.window.grab().save(
            QStringLiteral("%1/%2_%3.png").arg(dir, QString::fromLatin1(pupil.shot), language));
    }
    return 0;
}
