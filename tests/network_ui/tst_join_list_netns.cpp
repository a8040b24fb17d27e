// SPDX-License-Identifier: GPL-3.0-or-later
// The Join list of Play over the Network in a real game window, with a game hosted on another
// computer: run by join_list_netns.sh inside a network namespace, while `tihbat-cli host
// --announce` plays in another one joined to it by a veth pair. The window opens the dialog from
// the Game menu by clicks, waits for the announced game in the list (its host's name and options
// as a person reads them), picks it by a click, types the code and a name, joins as the player
// and plays the whole game by clicks on its board against the host's computer; then the moves
// the host printed are the window's. What the host was told comes in TIHBAT_NETNS_* variables;
// without them (run on its own) the test is skipped.
#include "board/board_scene.h"
#include "board/board_view.h"
#include "core/notation.h"
#include "game/session/animation_speed.h"
#include "game/session/game_model.h"
#include "game/words/game_texts.h"
#include "isolated_settings.h"
#include "net/game_link.h"
#include "network/network_actions.h"
#include "network/network_dialog.h"
#include "network_game/network_game.h"
#include "network_windows.h"
#include "play/main_window.h"
#include "screenshot_checks.h"
#include "text/isolated_text.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLineEdit>
#include <QListWidget>
#include <QMenu>
#include <QMenuBar>
#include <QPushButton>
#include <QSettings>
#include <QSpinBox>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QTest>

using namespace tihbat;
using tihbat::testing::clickPit;

namespace {

constexpr int NetMs = 15000;      // a generous bound for anything over the veth pair
constexpr int AnnounceMs = 15000; // several announcements
constexpr int MaxPlies = 400;     // a game of Tihbat ends long before

QString given(const char *name) {
    return qEnvironmentVariable(name);
}

// The game window's Game menu, opened by a click on the menu bar.
QMenu *openGameMenu(MainWindow &window) {
    auto *menu = window.findChild<QMenu *>(QStringLiteral("gameMenu"));
    if (!menu)
        return nullptr;
    QMenuBar *bar = window.menuBar();
    QTest::mouseClick(bar, Qt::LeftButton, {}, bar->actionGeometry(menu->menuAction()).center());
    return QTest::qWaitFor([menu] { return menu->isVisible(); }, NetMs) ? menu : nullptr;
}

// The moves of `game` as tihbat-cli writes them (pit letter, then each capture).
QStringList notation(const Game &game) {
    QStringList moves;
    for (const MoveStory &story : game.stories())
        moves << QString::fromStdString(moveNotation(story));
    return moves;
}

} // namespace

class TestJoinListNetns : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() {
        if (given("TIHBAT_NETNS_HOST_REPORT").isEmpty())
            QSKIP("run by join_list_netns.sh, with a host in another network namespace");
        IsolatedSettings::forThisTest(QStringLiteral("TihbatJoinListNetns"));
        QSettings().setValue("view/dropDuration", dropDuration(AnimationSpeed::Instant));
    }

    void joinFromTheListAndPlayAWholeGame() {
        const QString address = given("TIHBAT_NETNS_ADDRESS");
        const int port = given("TIHBAT_NETNS_PORT").toInt();
        const QString code = given("TIHBAT_NETNS_CODE");
        const QString hostName = given("TIHBAT_NETNS_HOST_NAME");
        const QString guestName = QStringLiteral("Idris");
        const auto hostSide = sideFromLetter(given("TIHBAT_NETNS_HOST_SIDE").toStdString());
        const auto first = sideFromLetter(given("TIHBAT_NETNS_FIRST").toStdString());
        QVERIFY(port > 0 && hostSide && first && !code.isEmpty() && !hostName.isEmpty());

        QTemporaryDir dir;
        MainWindow window;
        window.resize(900, 700);
        StartOptions options;
        options.autosavePath = dir.filePath("game.json");
        window.start(options);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        auto *network = window.findChild<NetworkActions *>();
        QVERIFY(network);

        // Game > Play over the Network…, by clicks; games are listed (not loopback only).
        QMenu *menu = openGameMenu(window);
        QVERIFY(menu);
        QVERIFY(menu->actions().contains(network->action()));
        QTest::mouseClick(menu, Qt::LeftButton, {},
                          menu->actionGeometry(network->action()).center());
        QVERIFY(QTest::qWaitFor([&] { return network->dialog() != nullptr; }, NetMs));
        NetworkDialog *dialog = network->dialog();
        QVERIFY(QTest::qWaitForWindowExposed(dialog));
        auto *tabs = dialog->findChild<QTabWidget *>();
        tabs->setCurrentWidget(dialog->joinPage());

        // The host's game appears in the list as a person reads it: the name, then the options
        // the host was started with.
        auto *games = dialog->findChild<QListWidget *>(QStringLiteral("joinGames"));
        QVERIFY(games);
        QVERIFY2(QTest::qWaitFor([&] { return games->count() > 0; }, AnnounceMs),
                 "no game was listed");
        QCOMPARE(games->count(), 1);
        QListWidgetItem *item = games->item(0);
        const QString line = item->text();
        qInfo("listed: %s", qPrintable(line));
        QVERIFY2(line.startsWith(isolated(hostName) + QStringLiteral("'s game: ")),
                 qPrintable(line));
        const QString counters = given("TIHBAT_NETNS_COUNTERS") + QStringLiteral(" counters");
        const QString chain = given("TIHBAT_NETNS_CHAIN") == QLatin1String("1")
                                  ? QStringLiteral(", chain capture, ")
                                  : QStringLiteral(", no chain capture, ");
        for (const QString &part :
             {counters, chain, GameTexts::sideName(*first) + QStringLiteral(" starts"),
              QStringLiteral("the host plays ") + GameTexts::sideName(*hostSide),
              QStringLiteral("a player may join")})
            QVERIFY2(line.contains(part), qPrintable(part + QStringLiteral(" is not in ") + line));

        // Picked by a click: where to join is filled in from the announcement.
        QTest::mouseClick(games->viewport(), Qt::LeftButton, {},
                          games->visualItemRect(item).center());
        QCOMPARE(games->currentRow(), 0);
        QCOMPARE(dialog->findChild<QLineEdit *>(QStringLiteral("joinAddress"))->text(), address);
        QCOMPARE(dialog->findChild<QSpinBox *>(QStringLiteral("joinPort"))->value(), port);
        auto *codeField = dialog->findChild<QLineEdit *>(QStringLiteral("joinCode"));
        auto *nameField = dialog->findChild<QLineEdit *>(QStringLiteral("joinName"));
        nameField->clear();
        QTest::mouseClick(codeField, Qt::LeftButton);
        QTest::keyClicks(codeField, code.toLower()); // as typed; the host's code is upper case
        QTest::mouseClick(nameField, Qt::LeftButton);
        QTest::keyClicks(nameField, guestName);
        QVERIFY(screenshots::saveIfAsked(dialog->grab().toImage(),
                                         QStringLiteral("join-list-netns.png")));
        QTest::mouseClick(dialog->findChild<QPushButton *>(QStringLiteral("joinPlayerButton")),
                          Qt::LeftButton);
        QVERIFY2(QTest::qWaitFor([&] { return network->game() && network->game()->link(); }, NetMs),
                 "the host did not welcome the window");
        NetworkGame *game = network->game();
        QCOMPARE(game->localSide(), opponent(*hostSide));
        GameModel *model = window.model();
        QCOMPARE(model->player(opponent(*hostSide)).kind, PlayerKind::Human);
        QCOMPARE(model->player(*hostSide).kind, PlayerKind::Remote);
        QCOMPARE(model->player(*hostSide).name, hostName);
        QCOMPARE(model->game().options().countersPerPit, given("TIHBAT_NETNS_COUNTERS").toInt());

        // The whole game: the window's side by clicks, the host's computer answering.
        const Side mine = opponent(*hostSide);
        for (int step = 0; step < MaxPlies && !model->isOver(); ++step) {
            QVERIFY2(QTest::qWaitFor(
                         [&] {
                             return model->isOver() || (model->game().position().toMove == mine &&
                                                        !window.board()->isBusy());
                         },
                         NetMs),
                     "the host did not answer");
            if (model->isOver())
                break;
            const std::vector<int> legal = model->game().legalMoves();
            const int plies = model->game().plies();
            clickPit(*window.board(), legal.at(static_cast<std::size_t>(step) % legal.size()));
            QVERIFY2(QTest::qWaitFor([&] { return model->game().plies() > plies; }, NetMs),
                     "the click did not play");
        }
        QVERIFY(model->isOver());

        // The host printed its report when the game ended: the same moves, the same end.
        QFile report(given("TIHBAT_NETNS_HOST_REPORT"));
        QJsonObject json;
        QVERIFY2(QTest::qWaitFor(
                     [&] {
                         if (!report.open(QIODevice::ReadOnly))
                             return false;
                         json = QJsonDocument::fromJson(report.readAll()).object();
                         report.close();
                         return !json.isEmpty();
                     },
                     NetMs),
                 "the host printed no report");
        QStringList hostMoves;
        for (const QJsonValue &move : json.value("moves").toArray())
            hostMoves << move.toString();
        qInfo("moves: %s", qPrintable(hostMoves.join(u' ')));
        QCOMPARE(hostMoves, notation(model->game()));
        QCOMPARE(json.value("plies").toInt(), model->game().plies());
        const Outcome outcome = *model->outcome();
        const QJsonArray score = json.value("final").toArray();
        QCOMPARE(score.size(), 2);
        QCOMPARE(score.at(0).toInt(), outcome.finalScore[0]);
        QCOMPARE(score.at(1).toInt(), outcome.finalScore[1]);
    }
};

QTEST_MAIN(TestJoinListNetns)
#include "tst_join_list_netns.moc"
