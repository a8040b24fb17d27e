// SPDX-License-Identifier: GPL-3.0-or-later
// The replay's Analysis box: ReplayVerdicts' words on the move that led to the position shown
// and on the position itself, in two labels high enough for the longest verdicts.
#pragma once

#include <QGroupBox>

class QLabel;

namespace tihbat {

class ReplayModel;

class VerdictBox : public QGroupBox {
    Q_OBJECT
public:
    explicit VerdictBox(QWidget *parent = nullptr);

    // The verdicts at `index` of the model's game.
    void showVerdicts(const ReplayModel &model, int index);
    QString moveText() const;
    QString positionText() const;

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslateUi();

    QLabel *m_move = nullptr;     // child
    QLabel *m_position = nullptr; // child
};

} // namespace tihbat
