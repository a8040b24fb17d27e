// SPDX-License-Identifier: GPL-3.0-or-later
// One pupil's game window for tst_tournament_round, in a process of its own:
//   tournament_pupil_window PORT CODE NAME AUTOSAVE
// joins the tournament on the loopback through Play over the Network as a person would, and
// whenever it is its turn clicks the first legal pit on the board (at the pit's place on the
// screen), printing "NAME played PIT at ply N" for the test to compare with the host's game.
// It runs until it is ended.
#include "network_windows.h"

#include <QApplication>
#include <QTimer>
#include <cstdio>

using namespace tihbat;
using namespace tihbat::testing;

namespace {

// Clicks for the window's side whenever the game waits for it; says every click on stdout.
class PupilHands : public QObject {
public:
    PupilHands(Window &window, QString name)
        : m_window(window)
        , m_name(std::move(name)) {
        // Polled: a turn comes from the network, the board's animation and the model's game
        // in any order, and one look at all three is simpler than following each.
        connect(&m_look, &QTimer::timeout, this, &PupilHands::playIfMyTurn);
        m_look.start(20);
    }

private:
    void playIfMyTurn() {
        NetworkGame *network = m_window.network->game();
        BoardView *board = m_window.window.board();
        if (!network || !network->localSide() || board->isBusy())
            return;
        const Game &game = m_window.model()->game();
        if (game.isOver() || game.position().toMove != *network->localSide())
            return;
        // A click on its way to the host is not made again; one that was lost (or a new
        // game's first move at the same ply) is, after a while.
        if (game.plies() == m_clickedAt && ++m_looksSinceClick < RetryLooks)
            return;
        const int pit = game.legalMoves().front();
        m_clickedAt = game.plies();
        m_looksSinceClick = 0;
        std::printf("%s played %d at ply %d\n", qPrintable(m_name), pit, m_clickedAt);
        std::fflush(stdout);
        clickPit(*board, pit);
    }

    Window &m_window;
    const QString m_name;
    QTimer m_look;
    static constexpr int RetryLooks = 100; // two seconds
    int m_clickedAt = -1;                  // the ply of the last click
    int m_looksSinceClick = 0;
};

} // namespace

int main(int argc, char **argv) {
    QApplication app(argc, argv);
    const QStringList args = app.arguments();
    if (args.size() != 5) {
        std::fprintf(stderr, "usage: tournament_pupil_window PORT CODE NAME AUTOSAVE\n");
        return 2;
    }
    Window window(args[4]);
    askToJoin(window, static_cast<quint16>(args[1].toUInt()), args[2], args[3]);
    PupilHands hands(window, args[3]);
    return QApplication::exec();
}
