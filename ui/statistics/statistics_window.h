// SPDX-License-Identifier: GPL-3.0-or-later
// Game > Statistics: the person's wins, draws and losses against the computer on two sheets in
// the board's look (TallySheet: by computer level, by counters per pit) and the winning streaks,
// kept up to date while it is open; Reset forgets them after asking.
#pragma once

#include <QDialog>
#include <QPointer>

class QLabel;
class QPushButton;

namespace tihbat {

class PlayStatistics;
class TallySheet;

class StatisticsWindow : public QDialog {
    Q_OBJECT
public:
    explicit StatisticsWindow(PlayStatistics *statistics, QWidget *parent = nullptr);

    // Asks whether to forget every result; forgets them if the person agrees.
    void askToReset();

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslateUi();
    void refresh();

    QPointer<PlayStatistics> m_statistics;
    QLabel *m_intro = nullptr;
    QLabel *m_levelHeading = nullptr;
    TallySheet *m_levelTable = nullptr;
    QLabel *m_countersHeading = nullptr;
    TallySheet *m_countersTable = nullptr;
    QLabel *m_noGames = nullptr;
    QLabel *m_streaks = nullptr;
    QPushButton *m_resetButton = nullptr;
    QPushButton *m_closeButton = nullptr;
};

} // namespace tihbat
