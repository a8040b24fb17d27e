// SPDX-License-Identifier: GPL-3.0-or-later
// The hint under the game's board: "Hint for Amina — Pit A: You win by 4 · Pit B: Draw", the
// solver's value of every move of the side to move, worded for that player. Hidden when there
// is no hint; worded again on a language switch.
#pragma once

#include "core/move_value.h"

#include <QLabel>
#include <vector>

namespace tihbat {

class GameModel;

class HintPanel : public QLabel {
    Q_OBJECT
public:
    explicit HintPanel(const GameModel *model, QWidget *parent = nullptr);

    // Shows the values (of the position the model is in); none hides the hint.
    void showValues(const std::vector<MoveValue> &values);
    void clearHint();
    // The hint shown, or an empty string.
    QString hintText() const;

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslateUi();

    const GameModel *m_model = nullptr;
    std::vector<MoveValue> m_values; // what the panel words
};

} // namespace tihbat
