// SPDX-License-Identifier: GPL-3.0-or-later
#include "learn/lesson_list.h"

#include "game/learn/tutorial.h"
#include "game/learn/tutorial_progress.h"

#include <QCoreApplication>
#include <QScrollBar>

// The words keep the context they were translated in, the lessons window's.

namespace tihbat {

namespace {

const QString Tick = QStringLiteral("  \u2713");

} // namespace

LessonList::LessonList(QWidget *parent)
    : QListWidget(parent) {
    setObjectName("lessonList");
    for (int i = 0; i < Tutorial::lessonCount(); ++i)
        addItem(QString());
}

void LessonList::refresh() {
    QStringList titles;
    for (int i = 0; i < Tutorial::lessonCount(); ++i) {
        QListWidgetItem *lesson = item(i);
        const bool done = TutorialProgress::isDone(Tutorial::lessons()[std::size_t(i)].id);
        //: The list of lessons: %1 is the lesson's number, %2 its title
        const QString title = QCoreApplication::translate("tihbat::LearnWindow", "%1. %2")
                                  .arg(i + 1)
                                  .arg(Tutorial::title(i));
        titles << title;
        // A tick for a lesson done; a screen reader hears "done" instead.
        lesson->setText(done ? title + Tick : title);
        //: How a screen reader names a lesson done in the list; %1 is its title
        lesson->setData(
            Qt::AccessibleTextRole,
            done ? QCoreApplication::translate("tihbat::LearnWindow", "%1, done").arg(title)
                 : title);
    }
    // As wide as the longest title with its tick, so the board gets the rest and does not move
    // when a tick comes: the hint's room beside the text, plus the widest text ticked.
    const QFontMetrics metrics(font());
    int shown = 0;
    int ticked = 0;
    for (int i = 0; i < Tutorial::lessonCount(); ++i) {
        shown = std::max(shown, metrics.horizontalAdvance(item(i)->text()));
        ticked = std::max(ticked, metrics.horizontalAdvance(titles[i] + Tick));
    }
    setFixedWidth(sizeHintForColumn(0) - shown + ticked + 2 * frameWidth() +
                  verticalScrollBar()->sizeHint().width());
}

} // namespace tihbat
