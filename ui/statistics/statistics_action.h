// SPDX-License-Identifier: GPL-3.0-or-later
// Game > Statistics… in the game window: records the results of the window's games against the
// computer (PlayStatistics, following the session) and opens the statistics window on demand.
// Words itself on every language change.
#pragma once

#include <QObject>
#include <QPointer>

class QAction;
class QWidget;

namespace tihbat {

class GameSession;
class PlayStatistics;
class StatisticsWindow;

class StatisticsAction : public QObject {
    Q_OBJECT
public:
    // Owned by `window`, where the action works; records every game of `session`.
    StatisticsAction(GameSession *session, QWidget *window);

    QAction *action() const { return m_action; }
    PlayStatistics *statistics() const { return m_statistics; }
    // The statistics window, made on first use and shown again after that.
    StatisticsWindow *showWindow();

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void retranslate();

    QWidget *m_window = nullptr;
    QAction *m_action = nullptr;
    PlayStatistics *m_statistics = nullptr; // child
    QPointer<StatisticsWindow> m_statisticsWindow;
};

} // namespace tihbat
