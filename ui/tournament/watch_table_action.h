// SPDX-License-Identifier: GPL-3.0-or-later
// The teacher's window's Watch on the Projector: the button under the round's games and a
// double click on a game put the selected game, if it is still being played, on the projector
// (TableProjector); the button is on only for such a game. Another game chosen switches the
// projector to it; the standings on the projector (which closes the game) go back to them.
#pragma once

#include <QObject>

class QModelIndex;
class QPushButton;
class QTableView;

namespace tihbat {

class TableProjector;

namespace net {
class TournamentHost;
}

class WatchTableAction : public QObject {
    Q_OBJECT
public:
    // Watches games of `host` chosen in `pairings` (its rows are the current round's tables);
    // the button is a child of `parent`, for its layout.
    WatchTableAction(net::TournamentHost *host, QTableView *pairings, QWidget *parent);

    QPushButton *button() const { return m_button; }
    TableProjector *projector() const { return m_projector; }
    // Puts the selected game on the projector, if it is being played.
    void watchSelected();
    // The button's state again (the selection or the games changed).
    void update();

signals:
    // A game went on the projector (the standings' window may give it the screen).
    void watching();

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    // The table selected, if its game is still being played; -1 otherwise.
    int selectedRunningTable() const;
    void retranslateUi();

    net::TournamentHost *m_host = nullptr;
    QTableView *m_pairings = nullptr;
    QPushButton *m_button = nullptr;
    TableProjector *m_projector = nullptr; // child
};

} // namespace tihbat
