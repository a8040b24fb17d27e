// SPDX-License-Identifier: GPL-3.0-or-later
#include "common/standard_action.h"

#include "common/theme_icon_engine.h"

#include <QAction>

namespace tihbat {

void makeStandard(QAction *action, QKeySequence::StandardKey key, const QString &iconName,
                  const QList<QKeySequence> &own, const QIcon &fallback) {
    QList<QKeySequence> keys = own;
    for (const QKeySequence &platform : QKeySequence::keyBindings(key)) {
        if (!keys.contains(platform))
            keys << platform;
    }
    action->setShortcuts(keys);
    action->setIcon(themeIcon(iconName, fallback));
}

} // namespace tihbat
