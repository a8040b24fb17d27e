// SPDX-License-Identifier: GPL-3.0-or-later
#include "play/view_actions.h"

#include "board/board_view.h"
#include "common/standard_action.h"
#include "game/session/game_session.h"
#include "game/settings/settings.h"
#include "replay/replay_windows.h"
#include "viewer/board_viewer.h"
#include "viewer/speed_choice.h"

#include <QAction>
#include <QActionGroup>
#include <QCoreApplication>
#include <QEvent>
#include <QMainWindow>
#include <QMenu>

namespace tihbat {

ViewActions::ViewActions(QMainWindow *window, BoardViewer *viewer, GameSession *session,
                         ReplayWindows *replays)
    : QObject(window)
    , m_window(window)
    , m_viewer(viewer)
    , m_session(session)
    , m_replays(replays) {
    m_fullScreen = new QAction(window);
    m_fullScreen->setObjectName("fullScreenAction");
    m_fullScreen->setCheckable(true);
    makeStandard(m_fullScreen, QKeySequence::FullScreen, QStringLiteral("view-fullscreen"),
                 {QKeySequence(Qt::Key_F11)});
    connect(m_fullScreen, &QAction::toggled, this, [this](bool on) {
        m_window->setWindowState(on ? m_window->windowState() | Qt::WindowFullScreen
                                    : m_window->windowState() & ~Qt::WindowFullScreen);
    });

    m_flip = new QAction(window);
    m_flip->setObjectName("flipAction");
    m_flip->setCheckable(true);
    m_flip->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_F));
    connect(m_flip, &QAction::toggled, this, [this](bool flipped) {
        m_viewer->board()->setFlipped(flipped);
        Settings::setBoardFlipped(flipped);
    });

    SpeedChoice *speed = m_viewer->speed();
    connect(speed, &SpeedChoice::speedChanged, this, &ViewActions::applySpeed);
    // Saved when the person chooses a speed, not each time it is read at start.
    connect(speed->actions(), &QActionGroup::triggered, this, [](QAction *action) {
        Settings::setDropDuration(dropDuration(AnimationSpeed(action->data().toInt())));
    });

    speed->setSpeed(nearestSpeed(Settings::dropDuration()));
    applySpeed(speed->speed()); // the session's pace, whether or not it changed
    m_flip->setChecked(Settings::boardFlipped());
    window->installEventFilter(this);
    retranslateUi();
}

QMenu *ViewActions::createSpeedMenu(QWidget *parent) {
    m_speedMenu = new QMenu(parent);
    m_speedMenu->setObjectName("speedMenu");
    m_speedMenu->addActions(m_viewer->speed()->actions()->actions());
    retranslateUi();
    return m_speedMenu;
}

bool ViewActions::eventFilter(QObject *watched, QEvent *event) {
    if (event->type() == QEvent::WindowStateChange)
        m_fullScreen->setChecked(m_window->isFullScreen());
    else if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    return QObject::eventFilter(watched, event);
}

// The viewer's board has the speed already; the computer answers at its pace.
void ViewActions::applySpeed(AnimationSpeed speed) {
    m_session->setDropDuration(dropDuration(speed));
    m_replays->setDropDuration(dropDuration(speed));
}

// The words keep the context they were translated in, the game window's.
void ViewActions::retranslateUi() {
    m_fullScreen->setText(QCoreApplication::translate("tihbat::MainWindow", "&Full Screen"));
    //: Turn the board round so North sits at the bottom
    m_flip->setText(QCoreApplication::translate("tihbat::MainWindow", "F&lip Board"));
    if (m_speedMenu)
        //: Submenu: how fast the counters move
        m_speedMenu->setTitle(
            QCoreApplication::translate("tihbat::MainWindow", "&Animation Speed"));
}

} // namespace tihbat
