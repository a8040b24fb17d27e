// SPDX-License-Identifier: GPL-3.0-or-later
// New Game as a card on the board, in the board's look (a BoardCard, like the result card): who
// plays each side (a person, with the name as typed, or the computer, with what its level is
// like in one plain sentence), the counters in each pit, chain capture, and who starts, named as
// the game will name them ("You", "Amina", "Computer (Easy)"). A person has no level to choose,
// so none is shown. Tab goes round the card's fields and buttons, Enter plays, Escape cancels,
// and Alt with the underlined letter reaches each field. ask() waits for the answer like a
// modal dialog (CardModality keeps the rest of the window away meanwhile). For Play On from a
// replay the rules are the game's: shown, not changeable.
#pragma once

#include "common/board_card.h"
#include "game/session/game_model.h"

#include <array>
#include <optional>

class QCheckBox;
class QComboBox;
class QFormLayout;
class QLabel;
class QLineEdit;
class QSpinBox;

namespace tihbat {

class NewGameCard : public BoardCard {
    Q_OBJECT
public:
    explicit NewGameCard(BoardView *board);

    void setSetup(const GameSetup &setup);
    GameSetup setup() const;
    // For playing on from a replayed position: the rule options are the game's.
    void setRulesFixed(bool fixed);
    bool rulesFixed() const { return m_rulesFixed; }
    QPushButton *playButton() const { return defaultButton(); }
    QPushButton *cancelButton() const { return otherButton(); }

    // Shows the card and waits for Play (the setup chosen) or Cancel, Escape or the window's
    // end (nothing); the card then closes and is deleted.
    std::optional<GameSetup> ask();

protected:
    void retranslateUi() override;
    // Tab and Shift+Tab go round every field and button of the card.
    bool focusNextPrevChild(bool next) override;

private:
    struct PlayerFields {
        QLabel *heading = nullptr; // "South (bottom)": its letter reaches the player choice
        QComboBox *kind = nullptr;
        QComboBox *level = nullptr;
        QLabel *levelSuits = nullptr; // what the chosen level is like
        QLineEdit *name = nullptr;
        QLabel *kindLabel = nullptr;
        QLabel *levelLabel = nullptr;
        QLabel *nameLabel = nullptr;
        QFormLayout *form = nullptr;
    };
    QWidget *createPlayerColumn(Side side);
    QWidget *createRules();
    // A label in the card's ink, `scale` times the body size.
    QLabel *inkLabel(qreal scale = 1.0);
    // A person gets a name field, the computer a level and its sentence.
    void updateKinds();
    void updateLevelSuits();
    void updateWhoStarts();

    std::array<PlayerFields, 2> m_players; // by sideIndex; widgets owned by the card
    QLabel *m_title = nullptr;
    QSpinBox *m_counters = nullptr;
    QLabel *m_countersLabel = nullptr;
    QCheckBox *m_chainCapture = nullptr;
    QComboBox *m_firstToMove = nullptr;
    QLabel *m_firstToMoveLabel = nullptr;
    bool m_rulesFixed = false;
};

} // namespace tihbat
