// SPDX-License-Identifier: GPL-3.0-or-later
// What the running game does with what a later start handed it: opens the game records in the
// replay viewer (one message for all that cannot be opened), or, with none, comes to the front.
#pragma once

#include <QStringList>

namespace tihbat {

class MainWindow;

void showHandedFiles(MainWindow &window, const QStringList &files);

} // namespace tihbat
