// SPDX-License-Identifier: GPL-3.0-or-later
#include "statistics/statistics_action.h"

#include "game/game_session.h"
#include "game/play_statistics.h"
#include "statistics/statistics_window.h"

#include <QAction>
#include <QEvent>
#include <QWidget>

namespace tihbat {

StatisticsAction::StatisticsAction(GameSession *session, QWidget *window)
    : QObject(window)
    , m_window(window)
    , m_statistics(new PlayStatistics(this)) {
    m_statistics->follow(session);
    m_action = new QAction(window);
    m_action->setObjectName("statisticsAction");
    window->addAction(m_action);
    connect(m_action, &QAction::triggered, this, &StatisticsAction::showWindow);
    window->installEventFilter(this);
    retranslate();
}

StatisticsWindow *StatisticsAction::showWindow() {
    if (!m_statisticsWindow) {
        m_statisticsWindow = new StatisticsWindow(m_statistics, m_window);
        m_statisticsWindow->setAttribute(Qt::WA_DeleteOnClose);
    }
    m_statisticsWindow->show();
    m_statisticsWindow->raise();
    m_statisticsWindow->activateWindow();
    return m_statisticsWindow;
}

bool StatisticsAction::eventFilter(QObject *watched, QEvent *event) {
    if (event->type() == QEvent::LanguageChange && watched == m_window)
        retranslate();
    return QObject::eventFilter(watched, event);
}

void StatisticsAction::retranslate() {
    //: Game menu: opens the window with the wins, draws and losses against the computer
    m_action->setText(tr("Stat&istics…"));
}

} // namespace tihbat
