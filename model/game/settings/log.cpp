// SPDX-License-Identifier: GPL-3.0-or-later
#include "log.h"

namespace tihbat {

Q_LOGGING_CATEGORY(lcSettings, "tihbat.settings")
Q_LOGGING_CATEGORY(lcInstance, "tihbat.instance")
Q_LOGGING_CATEGORY(lcResources, "tihbat.resources")
Q_LOGGING_CATEGORY(lcSpeech, "tihbat.speech")

} // namespace tihbat
