// SPDX-License-Identifier: GPL-3.0-or-later
// The new game choices remembered between runs (QSettings "Tihbat"/"Tihbat", group "newGame").
#pragma once

#include "game/game_model.h"

class QSettings;

namespace tihbat {

// The first run's choice: a child against a gentle computer.
GameSetup defaultSetup();
// Reads what was saved; anything missing or out of range falls back to the default.
GameSetup loadSetup(QSettings &settings);
void saveSetup(QSettings &settings, const GameSetup &setup);

} // namespace tihbat
