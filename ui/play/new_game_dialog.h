// SPDX-License-Identifier: GPL-3.0-or-later
// Who plays (a person or the computer at a level, and a name) and with which rule options.
#pragma once

#include "game/game_model.h"

#include <QDialog>
#include <array>

class QCheckBox;
class QComboBox;
class QGroupBox;
class QLabel;
class QLineEdit;
class QPushButton;
class QSpinBox;

namespace tihbat {

class WrappedTextLabel;

class NewGameDialog : public QDialog {
    Q_OBJECT
public:
    explicit NewGameDialog(QWidget *parent = nullptr);

    void setSetup(const GameSetup &setup);
    GameSetup setup() const;
    // For playing on from a replayed position: the rule options are the game's, shown but not
    // changeable; only the players are chosen.
    void setRulesFixed(bool fixed);
    bool rulesFixed() const { return m_rulesFixed; }

protected:
    void changeEvent(QEvent *event) override;

private:
    struct PlayerFields {
        QGroupBox *box = nullptr;
        QComboBox *kind = nullptr;
        QComboBox *level = nullptr;
        QLineEdit *name = nullptr;
        QLabel *kindLabel = nullptr;
        QLabel *levelLabel = nullptr;
        WrappedTextLabel *levelSuits = nullptr; // whom the chosen level suits
        QLabel *nameLabel = nullptr;
    };
    QWidget *createPlayerBox(Side side);
    QWidget *createRulesBox();
    // Every text in the current language; the choices made stay.
    void retranslateUi();
    void updateLevelEnabled();
    void updateLevelSuits();
    void updateWhoStarts();

    std::array<PlayerFields, 2> m_players; // by sideIndex; widgets owned by the dialog
    QGroupBox *m_rulesBox = nullptr;
    QSpinBox *m_counters = nullptr;
    QLabel *m_countersLabel = nullptr;
    QCheckBox *m_chainCapture = nullptr;
    QComboBox *m_firstToMove = nullptr;
    QLabel *m_firstToMoveLabel = nullptr;
    QPushButton *m_playButton = nullptr;
    bool m_rulesFixed = false;
};

} // namespace tihbat
