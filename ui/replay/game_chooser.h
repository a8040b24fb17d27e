// SPDX-License-Identifier: GPL-3.0-or-later
// The replay's choice of one game of a file holding several: "2. Amina – Youssef (Final)", one
// entry a game, kept up to date with the games and their tags; choosing one shows it. Disabled
// when the file holds one game.
#pragma once

#include <QComboBox>

namespace tihbat {

class ReplayModel;

class GameChooser : public QComboBox {
    Q_OBJECT
public:
    explicit GameChooser(ReplayModel *model, QWidget *parent = nullptr);

protected:
    void changeEvent(QEvent *event) override;

private:
    void fill();

    ReplayModel *m_model = nullptr;
};

} // namespace tihbat
