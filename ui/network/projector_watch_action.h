// SPDX-License-Identifier: GPL-3.0-or-later
// View > Watch a Network Game on the Projector…, beside Presentation Mode: the projector's own
// way into a game hosted on the network. It opens Play over the Network on its Join page with
// Watch on the Projector as the default button (Enter), so a teacher types the code and
// presses Enter; the Host page stays there for other uses of the same dialog.
#pragma once

#include <QObject>

class QAction;
class QWidget;

namespace tihbat {

class NetworkActions;

class ProjectorWatchAction : public QObject {
    Q_OBJECT
public:
    // Works through `network` (the window's); owned by `window`, which holds the action.
    ProjectorWatchAction(NetworkActions *network, QWidget *window);

    QAction *action() const { return m_action; }
    // Opens (or raises) the dialog on its Join page, ready to watch on the projector.
    void open();

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void retranslateUi();

    NetworkActions *m_network = nullptr;
    QWidget *m_window = nullptr;
    QAction *m_action = nullptr; // child of the window
};

} // namespace tihbat
