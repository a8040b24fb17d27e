// SPDX-License-Identifier: GPL-3.0-or-later
// The class tournament on the projector: the standings and the current round's games in type
// large enough to read from the back of a room (a row is a 22nd of the screen's height), white
// and yellow on black. Full screen on the second screen if there is one; Esc closes it.
#pragma once

#include <QWidget>

class QLabel;
class QTableView;

namespace tihbat {

class PairingsModel;
class StandingsModel;

class StandingsProjector : public QWidget {
    Q_OBJECT
public:
    // Shows the models the teacher's window keeps up to date.
    StandingsProjector(StandingsModel *standings, PairingsModel *pairings,
                       QWidget *parent = nullptr);

    // Says the round and the player with a bye (texts from PairingsModel).
    void setRound(const QString &round, const QString &bye);
    // Full screen, on the second screen if there is one.
    void present();

protected:
    void resizeEvent(QResizeEvent *event) override;
    void keyPressEvent(QKeyEvent *event) override;
    void changeEvent(QEvent *event) override;

private:
    void retranslateUi();
    void fitType();

    QLabel *m_title = nullptr;
    QLabel *m_round = nullptr;
    QLabel *m_bye = nullptr;
    QTableView *m_standings = nullptr;
    QTableView *m_pairings = nullptr;
};

} // namespace tihbat
