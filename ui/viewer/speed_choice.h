// SPDX-License-Identifier: GPL-3.0-or-later
// The chosen animation speed, the one speed model of every window: a value of the one speed
// table (game/animation_speed.h), its names in one place, and the two ways to choose it: a
// menu's checkable actions (the game's View > Animation Speed, all four speeds) and a box of
// the speeds that animate (a replay's autoplay).
#pragma once

#include "game/session/animation_speed.h"

#include <QObject>
#include <array>

class QAction;
class QActionGroup;
class QComboBox;

namespace tihbat {

class SpeedChoice : public QObject {
    Q_OBJECT
public:
    explicit SpeedChoice(QObject *parent = nullptr);

    AnimationSpeed speed() const { return m_speed; }
    void setSpeed(AnimationSpeed speed);

    // One checkable action per speed, for a menu (made on first use, children of this object).
    QActionGroup *actions();
    // Fills `box` with the speeds that animate and keeps it and this choice in step.
    void attach(QComboBox *box);
    // The names in the current language (the owner calls it on a language change).
    void retranslateUi();

    // "Slow", "Normal"... with the menu's Alt letter or without.
    static QString name(AnimationSpeed speed, bool forMenu);

signals:
    void speedChanged(tihbat::AnimationSpeed speed);

private:
    void showSpeed();

    AnimationSpeed m_speed = AnimationSpeed::Normal;
    QActionGroup *m_group = nullptr;
    std::array<QAction *, 4> m_actions{}; // by speed
    QComboBox *m_box = nullptr;           // not owned
};

} // namespace tihbat
