// SPDX-License-Identifier: GPL-3.0-or-later
// The list of lessons beside Learn to Play's board: "3. Round the board", the lessons done
// ticked (a screen reader hears "done"), and as wide as its titles with their ticks from the
// start, so the board beside it does not move when a tick comes.
#pragma once

#include <QListWidget>

namespace tihbat {

class LessonList : public QListWidget {
    Q_OBJECT
public:
    explicit LessonList(QWidget *parent = nullptr);

    // The titles in the current language and font, with the ticks of the lessons done now.
    void refresh();
};

} // namespace tihbat
