// SPDX-License-Identifier: GPL-3.0-or-later
#include "tutorial_progress.h"

#include "tutorial.h"

#include <QSettings>

namespace tihbat {

namespace {
const QString DoneKey = QStringLiteral("learn/doneLessons");
const QString CurrentKey = QStringLiteral("learn/currentLesson");
const QString OfferedKey = QStringLiteral("learn/offered");
} // namespace

QStringList TutorialProgress::doneLessons() {
    return QSettings().value(DoneKey).toStringList();
}

bool TutorialProgress::isDone(const QString &id) {
    return doneLessons().contains(id);
}

void TutorialProgress::setDone(const QString &id) {
    QStringList done = doneLessons();
    if (done.contains(id))
        return;
    done.append(id);
    QSettings().setValue(DoneKey, done);
}

int TutorialProgress::resumeLesson() {
    return std::max(0, Tutorial::indexOf(QSettings().value(CurrentKey).toString()));
}

void TutorialProgress::setCurrentLesson(const QString &id) {
    QSettings().setValue(CurrentKey, id);
}

bool TutorialProgress::wasOffered() {
    return QSettings().value(OfferedKey, false).toBool();
}

void TutorialProgress::setOffered() {
    QSettings().setValue(OfferedKey, true);
}

} // namespace tihbat
