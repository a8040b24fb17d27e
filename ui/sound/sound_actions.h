// SPDX-License-Identifier: GPL-3.0-or-later
// The View menu's sound controls: Sound on/off (M) and a Volume submenu, kept in step with
// GameSounds, which remembers them. Words itself on every language change.
#pragma once

#include <QObject>
#include <array>

class QAction;
class QActionGroup;
class QMenu;
class QWidget;

namespace tihbat {

class GameSounds;

class SoundActions : public QObject {
    Q_OBJECT
public:
    // The actions work in `window` (their shortcut's scope) and are owned by it.
    SoundActions(GameSounds *sounds, QWidget *window);

    QAction *toggleAction() const { return m_toggle; }
    QMenu *volumeMenu() const { return m_volumeMenu; }

    static constexpr std::array<int, 4> Volumes{25, 50, 75, 100}; // percent

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void retranslateUi();
    void showVolume(int percent);

    GameSounds *m_sounds;
    QAction *m_toggle = nullptr;
    QMenu *m_volumeMenu = nullptr;
    QActionGroup *m_volumeGroup = nullptr;
};

} // namespace tihbat
