// SPDX-License-Identifier: GPL-3.0-or-later
#include "speed_choice.h"

#include <QAction>
#include <QActionGroup>
#include <QComboBox>
#include <QSignalBlocker>

namespace tihbat {

namespace {
// The speeds a box offers: those that animate (a replay that jumps is no replay).
constexpr std::array<AnimationSpeed, 3> AnimatingSpeeds = {
    AnimationSpeed::Slow, AnimationSpeed::Normal, AnimationSpeed::Fast};
} // namespace

SpeedChoice::SpeedChoice(QObject *parent)
    : QObject(parent) {}

void SpeedChoice::setSpeed(AnimationSpeed speed) {
    const bool changed = speed != m_speed;
    m_speed = speed;
    showSpeed();
    if (changed)
        emit speedChanged(speed);
}

QString SpeedChoice::name(AnimationSpeed speed, bool forMenu) {
    switch (speed) {
    case AnimationSpeed::Slow:
        //: Animation speed
        return forMenu ? tr("&Slow", "animation speed") : tr("Slow");
    case AnimationSpeed::Normal:
        //: Animation speed
        return forMenu ? tr("&Normal", "animation speed") : tr("Normal");
    case AnimationSpeed::Fast:
        //: Animation speed
        return forMenu ? tr("&Fast", "animation speed") : tr("Fast");
    case AnimationSpeed::Instant:
        break;
    }
    //: Animation speed: no animation at all
    return tr("&Instant", "animation speed");
}

QActionGroup *SpeedChoice::actions() {
    if (m_group)
        return m_group;
    m_group = new QActionGroup(this);
    for (AnimationSpeed speed : AnimationSpeeds) {
        QAction *action = m_group->addAction(name(speed, true));
        m_actions[std::size_t(speed)] = action;
        action->setCheckable(true);
        action->setData(int(speed));
        action->setObjectName(QStringLiteral("speedAction%1").arg(int(speed)));
        connect(action, &QAction::triggered, this, [this, speed] { setSpeed(speed); });
    }
    showSpeed();
    return m_group;
}

void SpeedChoice::attach(QComboBox *box) {
    m_box = box;
    retranslateUi();
    connect(box, &QComboBox::currentIndexChanged, this, [this](int index) {
        if (index >= 0 && index < static_cast<int>(AnimatingSpeeds.size()))
            setSpeed(AnimatingSpeeds[static_cast<std::size_t>(index)]);
    });
}

void SpeedChoice::retranslateUi() {
    for (AnimationSpeed speed : AnimationSpeeds) {
        if (QAction *action = m_actions[std::size_t(speed)])
            action->setText(name(speed, true));
    }
    if (m_box) {
        const QSignalBlocker blocker(m_box);
        m_box->clear();
        for (AnimationSpeed speed : AnimatingSpeeds)
            m_box->addItem(name(speed, false));
    }
    showSpeed();
}

void SpeedChoice::showSpeed() {
    if (QAction *action = m_actions[std::size_t(m_speed)])
        action->setChecked(true);
    if (m_box) {
        const QSignalBlocker blocker(m_box);
        const auto *found = std::find(AnimatingSpeeds.begin(), AnimatingSpeeds.end(), m_speed);
        m_box->setCurrentIndex(found == AnimatingSpeeds.end()
                                   ? -1
                                   : static_cast<int>(found - AnimatingSpeeds.begin()));
    }
}

} // namespace tihbat
