// SPDX-License-Identifier: GPL-3.0-or-later
// The replay's table of moves: a row for the start and one per move, with who played it, the
// move as the file writes it (Bx4) with its mistake mark, the game's value after it, what it
// gave away and the first line of its comment. The solver's columns fill in when the replay's
// analysis arrives. Choosing a row asks the viewer to go there.
#pragma once

#include <QTreeWidget>

namespace tihbat {

class ReplayModel;

class MoveTable : public QTreeWidget {
    Q_OBJECT
public:
    enum Column { NumberColumn, PlayerColumn, MoveColumn, ValueColumn, LostColumn, CommentColumn };

    explicit MoveTable(ReplayModel *model, QWidget *parent = nullptr);

    // Every row again (another game, the analysis arrived).
    void fill();
    // Row `index` again (its comment changed).
    void refreshRow(int index);
    // Selects and shows row `index` without reporting it as chosen.
    void showIndex(int index);

    // "?" for a mistake, "??" for a blunder (a loss of at least BlunderLoss counters).
    static QString mistakeMark(int loss);
    static constexpr int BlunderLoss = 6;

signals:
    // A person chose row `index` (click, keys of the list).
    void indexChosen(int index);

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslateUi();
    void refreshValueTip();

    ReplayModel *m_model = nullptr;
};

} // namespace tihbat
