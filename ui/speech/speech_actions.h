// SPDX-License-Identifier: GPL-3.0-or-later
// The View menu's Read Aloud controls: Read Aloud on or off, the Voice Rate submenu, and, when
// Read Aloud cannot speak, a line saying why (no voice for the language, no speech service), kept
// in step with ReadAloud, which remembers them. Words itself on every language change.
#pragma once

#include <QObject>
#include <array>

class QAction;
class QActionGroup;
class QMenu;
class QWidget;

namespace tihbat {

class ReadAloud;

class SpeechActions : public QObject {
    Q_OBJECT
public:
    // The actions are owned by `window`.
    SpeechActions(ReadAloud *readAloud, QWidget *window);

    QAction *toggleAction() const { return m_toggle; }
    // Disabled, and shown only while Read Aloud cannot speak: its text is the reason.
    QAction *reasonAction() const { return m_reason; }
    QMenu *rateMenu() const { return m_rateMenu; }

    static constexpr std::array<int, 3> Rates{-40, 0, 40}; // slow, normal, fast (percent)

    // What the toggle's text says: "Read Aloud" (also the Learn window's button).
    static QString readAloudText();

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void retranslateUi();
    void showState();

    ReadAloud *m_readAloud;
    QAction *m_toggle = nullptr;
    QAction *m_reason = nullptr;
    QMenu *m_rateMenu = nullptr;
    QActionGroup *m_rateGroup = nullptr;
};

} // namespace tihbat
