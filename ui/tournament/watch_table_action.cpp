// SPDX-License-Identifier: GPL-3.0-or-later
#include "watch_table_action.h"

#include "net/tournament_host.h"
#include "table_projector.h"

#include <QEvent>
#include <QItemSelectionModel>
#include <QPushButton>
#include <QTableView>

namespace tihbat {

WatchTableAction::WatchTableAction(net::TournamentHost *host, QTableView *pairings, QWidget *parent)
    : QObject(parent)
    , m_host(host)
    , m_pairings(pairings)
    , m_button(new QPushButton(parent))
    , m_projector(new TableProjector(host, this)) {
    m_button->setObjectName("watchTournamentGame");
    connect(m_button, &QPushButton::clicked, this, &WatchTableAction::watchSelected);
    connect(pairings, &QAbstractItemView::doubleClicked, this, &WatchTableAction::watchSelected);
    connect(pairings->selectionModel(), &QItemSelectionModel::selectionChanged, this,
            &WatchTableAction::update);
    // After the teacher's window has refreshed its tables (it connected first).
    for (auto signal : {&net::TournamentHost::roundStarted, &net::TournamentHost::tableFinished})
        connect(host, signal, this, &WatchTableAction::update);
    parent->installEventFilter(this);
    retranslateUi();
    update();
}

int WatchTableAction::selectedRunningTable() const {
    const tournament::Tournament &t = m_host->tournament();
    const QModelIndexList rows = m_pairings->selectionModel()->selectedRows();
    if (rows.isEmpty() || !t.hasStarted() || t.rounds().empty())
        return -1;
    const int table = rows.first().row();
    if (table >= static_cast<int>(t.rounds().back().tables.size()) || t.table(table).isFinished())
        return -1;
    return table;
}

void WatchTableAction::watchSelected() {
    const int table = selectedRunningTable();
    if (table < 0)
        return;
    m_projector->watch(table, m_pairings);
    emit watching();
}

void WatchTableAction::update() {
    m_button->setEnabled(selectedRunningTable() >= 0);
}

void WatchTableAction::retranslateUi() {
    //: Class tournament: shows the selected game, live, full screen on the projector
    m_button->setText(tr("&Watch on the Projector"));
}

bool WatchTableAction::eventFilter(QObject *watched, QEvent *event) {
    if (event->type() == QEvent::LanguageChange && watched == parent())
        retranslateUi();
    return QObject::eventFilter(watched, event);
}

} // namespace tihbat
