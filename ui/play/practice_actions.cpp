// SPDX-License-Identifier: GPL-3.0-or-later
#include "play/practice_actions.h"

#include "common/window_action.h"
#include "game/settings/play_statistics.h"
#include "puzzles/puzzle_window.h"
#include "statistics/statistics_window.h"

#include <QCoreApplication>

namespace tihbat {

PracticeActions::PracticeActions(GameSession *session, QWidget *window)
    : QObject(window) {
    auto *statistics = new PlayStatistics(window);
    statistics->follow(session);
    m_statistics = new WindowAction(
        window, QStringLiteral("statisticsAction"),
        [window, statistics] {
            auto *shown = new StatisticsWindow(statistics, window);
            shown->setAttribute(Qt::WA_DeleteOnClose);
            return shown;
        },
        // The wording keeps the context it was translated in.
        //: Game menu: opens the window with the wins, draws and losses against the computer
        [] { return QCoreApplication::translate("tihbat::StatisticsAction", "Stat&istics…"); });
    m_puzzles = new WindowAction(
        window, QStringLiteral("puzzlesAction"), [window] { return new PuzzleWindow(window); },
        //: Game menu: opens the puzzles window
        [] { return QCoreApplication::translate("tihbat::PuzzlesAction", "Pu&zzles…", "menu"); });
}

QAction *PracticeActions::puzzlesAction() const {
    return m_puzzles->action();
}

QAction *PracticeActions::statisticsAction() const {
    return m_statistics->action();
}

} // namespace tihbat
