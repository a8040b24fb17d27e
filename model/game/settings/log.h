// SPDX-License-Identifier: GPL-3.0-or-later
// The program's logging categories: what it says on the terminal can be turned on and off per
// area (QT_LOGGING_RULES="tihbat.settings.warning=false").
#pragma once

#include <QLoggingCategory>

namespace tihbat {

Q_DECLARE_LOGGING_CATEGORY(lcSettings)  // tihbat.settings: the settings file, statistics, progress
Q_DECLARE_LOGGING_CATEGORY(lcInstance)  // tihbat.instance: requests between starts of the game
Q_DECLARE_LOGGING_CATEGORY(lcResources) // tihbat.resources: icons and sound modules
Q_DECLARE_LOGGING_CATEGORY(lcSpeech)    // tihbat.speech: Read Aloud and the speech service

} // namespace tihbat
