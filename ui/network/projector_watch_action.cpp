// SPDX-License-Identifier: GPL-3.0-or-later
#include "network/projector_watch_action.h"

#include "network/network_actions.h"
#include "network/network_dialog.h"

#include <QAction>
#include <QEvent>
#include <QWidget>

namespace tihbat {

ProjectorWatchAction::ProjectorWatchAction(NetworkActions *network, QWidget *window)
    : QObject(window)
    , m_network(network)
    , m_window(window)
    , m_action(new QAction(window)) {
    m_action->setObjectName("watchOnProjectorAction");
    connect(m_action, &QAction::triggered, this, &ProjectorWatchAction::open);
    window->installEventFilter(this);
    retranslateUi();
}

void ProjectorWatchAction::open() {
    m_network->open();
    if (NetworkDialog *dialog = m_network->dialog())
        dialog->showJoinPage(JoinPage::Way::Projector);
}

void ProjectorWatchAction::retranslateUi() {
    //: View menu, beside Presentation Mode: join a game hosted on the network as a watcher and
    //: show it full screen on the projector
    m_action->setText(tr("&Watch a Network Game on the Projector…"));
}

bool ProjectorWatchAction::eventFilter(QObject *watched, QEvent *event) {
    if (watched == m_window && event->type() == QEvent::LanguageChange)
        retranslateUi();
    return QObject::eventFilter(watched, event);
}

} // namespace tihbat
