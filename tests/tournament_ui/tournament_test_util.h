// SPDX-License-Identifier: GPL-3.0-or-later
// What the class tournament's window tests share: the smallest class, and a look at a
// window's widgets and tables by their object names.
#pragma once

#include "tournament/tournament.h"

#include <QAbstractItemModel>
#include <QWidget>

namespace tihbat::testing {

// Amina, Bilal and Chen with 2 counters a pit, started: round 1 has one game and a bye.
inline tournament::Tournament threePupils() {
    RuleOptions rules;
    rules.countersPerPit = 2;
    tournament::Tournament t(rules, QStringLiteral("ABCD2345"));
    for (const char *name : {"Amina", "Bilal", "Chen"})
        t.addPlayer(QString::fromLatin1(name));
    t.start();
    return t;
}

// The widget of that name in the window; the test stops if there is none.
template <typename T>
T *named(QWidget *window, const char *name) {
    T *found = window->findChild<T *>(QString::fromLatin1(name));
    if (!found)
        qFatal("no %s in the window", name);
    return found;
}

inline QString cell(const QAbstractItemModel *m, int row, int column) {
    return m->data(m->index(row, column)).toString();
}

} // namespace tihbat::testing
