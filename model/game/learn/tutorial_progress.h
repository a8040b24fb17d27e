// SPDX-License-Identifier: GPL-3.0-or-later
// What a learner has done in Learn to Play (Tutorial), kept in the settings.
#pragma once

#include <QString>
#include <QStringList>

namespace tihbat {

// Which lessons are done and where the learner was, and whether the lessons were offered at
// the first start: kept in the settings, so they survive a restart.
class TutorialProgress {
public:
    static QStringList doneLessons();
    static bool isDone(const QString &id);
    static void setDone(const QString &id);
    // The lesson to open: the one the learner was last in, else the first.
    static int resumeLesson();
    static void setCurrentLesson(const QString &id);
    static bool wasOffered();
    static void setOffered();
};

} // namespace tihbat
