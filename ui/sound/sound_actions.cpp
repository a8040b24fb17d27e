// SPDX-License-Identifier: GPL-3.0-or-later
#include "sound_actions.h"

#include "game_sounds.h"

#include <QAction>
#include <QActionGroup>
#include <QEvent>
#include <QMenu>
#include <QWidget>
#include <cstdlib>

namespace tihbat {

SoundActions::SoundActions(GameSounds *sounds, QWidget *window)
    : QObject(window)
    , m_sounds(sounds) {
    m_toggle = new QAction(window);
    m_toggle->setObjectName("soundAction");
    m_toggle->setCheckable(true);
    m_toggle->setChecked(sounds->isEnabled());
    m_toggle->setShortcut(QKeySequence(Qt::Key_M));
    window->addAction(m_toggle);
    connect(m_toggle, &QAction::toggled, sounds, &GameSounds::setEnabled);
    connect(sounds, &GameSounds::enabledChanged, m_toggle, &QAction::setChecked);

    m_volumeMenu = new QMenu(window);
    m_volumeMenu->setObjectName("volumeMenu");
    m_volumeGroup = new QActionGroup(this);
    for (int percent : Volumes) {
        QAction *action = m_volumeGroup->addAction(QString());
        action->setObjectName(QStringLiteral("volumeAction%1").arg(percent));
        action->setCheckable(true);
        action->setData(percent);
        connect(action, &QAction::triggered, sounds,
                [sounds, percent] { sounds->setVolume(percent); });
    }
    m_volumeMenu->addActions(m_volumeGroup->actions());
    connect(sounds, &GameSounds::volumeChanged, this, &SoundActions::showVolume);
    connect(sounds, &GameSounds::enabledChanged, m_volumeMenu, &QMenu::setEnabled);
    m_volumeMenu->setEnabled(sounds->isEnabled());
    showVolume(sounds->volume());
    window->installEventFilter(this);
    retranslateUi();
}

bool SoundActions::eventFilter(QObject *watched, QEvent *event) {
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    return QObject::eventFilter(watched, event);
}

void SoundActions::showVolume(int percent) {
    // The nearest step: a volume set elsewhere (or by hand in the settings) still shows.
    QAction *nearest = nullptr;
    for (QAction *action : m_volumeGroup->actions()) {
        if (!nearest || std::abs(action->data().toInt() - percent) <
                            std::abs(nearest->data().toInt() - percent))
            nearest = action;
    }
    nearest->setChecked(true);
}

void SoundActions::retranslateUi() {
    //: View menu: sounds of the counters and of the game on or off (the M key)
    m_toggle->setText(tr("&Sound"));
    //: View menu: submenu choosing how loud the sounds are
    m_volumeMenu->setTitle(tr("Sound &Volume"));
    for (QAction *action : m_volumeGroup->actions()) {
        //: Sound volume in percent; %L1 is a number such as 50
        action->setText(tr("%L1%").arg(action->data().toInt()));
    }
}

} // namespace tihbat
