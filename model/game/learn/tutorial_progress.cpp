// SPDX-License-Identifier: GPL-3.0-or-later
#include "tutorial_progress.h"

#include "game/settings/settings.h"
#include "tutorial.h"

#include <algorithm>

namespace tihbat {

QStringList TutorialProgress::doneLessons() {
    return Settings::doneLessons();
}

bool TutorialProgress::isDone(const QString &id) {
    return doneLessons().contains(id);
}

void TutorialProgress::setDone(const QString &id) {
    QStringList done = doneLessons();
    if (done.contains(id))
        return;
    done.append(id);
    Settings::setDoneLessons(done);
}

int TutorialProgress::resumeLesson() {
    return std::max(0, Tutorial::indexOf(Settings::currentLesson()));
}

void TutorialProgress::setCurrentLesson(const QString &id) {
    Settings::setCurrentLesson(id);
}

bool TutorialProgress::wasOffered() {
    return Settings::lessonsOffered();
}

void TutorialProgress::setOffered() {
    Settings::setLessonsOffered(true);
}

} // namespace tihbat
