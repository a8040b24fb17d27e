// SPDX-License-Identifier: GPL-3.0-or-later
#include "font_warm_up.h"

#include <QFontDatabase>
#include <QtConcurrent/QtConcurrentRun>

namespace tihbat {

void FontWarmUp::start() {
    // On the global pool, which waits for it when the application ends.
    (void)QtConcurrent::run([] { (void)QFontDatabase::families(); });
}

} // namespace tihbat
