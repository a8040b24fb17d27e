// SPDX-License-Identifier: GPL-3.0-or-later
// The platform's conventions for the standard actions (New, Open, Save, Undo, Quit, Full
// Screen, Help...): its key sequences and its icon theme's picture. The keys this game has
// always used come first, so the menus show what they always showed and every key that worked
// still works where the platform has another convention (Save As and Full Screen have no
// standard key on X11; offscreen Qt knows no Quit).
#pragma once

#include <QIcon>
#include <QKeySequence>
#include <QList>

class QAction;

namespace tihbat {

// `own` first, then the platform's keys for `key` that are not among them; the icon named
// `iconName` in the icon theme, else `fallback` (no icon, by default: the menus look as they do
// where no theme has the picture).
void makeStandard(QAction *action, QKeySequence::StandardKey key, const QString &iconName,
                  const QList<QKeySequence> &own = {}, const QIcon &fallback = {});

} // namespace tihbat
