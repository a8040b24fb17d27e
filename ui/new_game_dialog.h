// Who plays (a person or the computer at a level, and a name) and with which rule options.
#pragma once

#include "game/game_model.h"

#include <QDialog>
#include <array>

class QCheckBox;
class QComboBox;
class QLineEdit;
class QSpinBox;

namespace tihbat {

class NewGameDialog : public QDialog {
    Q_OBJECT
public:
    explicit NewGameDialog(QWidget *parent = nullptr);

    void setSetup(const GameSetup &setup);
    GameSetup setup() const;

private:
    struct PlayerFields {
        QComboBox *kind = nullptr;
        QComboBox *level = nullptr;
        QLineEdit *name = nullptr;
    };
    QWidget *createPlayerBox(Side side);
    QWidget *createRulesBox();
    void updateLevelEnabled();

    std::array<PlayerFields, 2> m_players; // by sideIndex; widgets owned by the dialog
    QSpinBox *m_counters = nullptr;
    QCheckBox *m_chainCapture = nullptr;
    QComboBox *m_firstToMove = nullptr;
};

} // namespace tihbat
