// SPDX-License-Identifier: GPL-3.0-or-later
#include "learn/lesson_feedback.h"

#include "board/board_view.h"
#include "common/feedback_box.h"
#include "common/wrapped_text_label.h"
#include "game/learn/tutorial_run.h"

#include <QCoreApplication>

// The words keep the context they were translated in, the lessons window's.

namespace tihbat {

namespace {

FeedbackBox::Tone toneOf(TutorialRun::Feedback feedback) {
    switch (feedback) {
    case TutorialRun::Feedback::Wrong:
        return FeedbackBox::Tone::Bad;
    case TutorialRun::Feedback::Done:
        return FeedbackBox::Tone::Good;
    case TutorialRun::Feedback::Going:
        return FeedbackBox::Tone::Info;
    case TutorialRun::Feedback::None:
        break;
    }
    return FeedbackBox::Tone::Quiet;
}

// Every answer a lesson can give to a first try, worked out on scratch runs.
QStringList firstAnswers(int lesson) {
    QStringList texts;
    const auto answer = [lesson](const auto &tryIt) {
        TutorialRun scratch;
        scratch.setRecordsProgress(false);
        scratch.startLesson(lesson);
        tryIt(scratch);
        return scratch.feedbackText();
    };
    for (int pit = 0; pit < PitCount; ++pit)
        texts << answer([pit](TutorialRun &run) { run.choosePit(pit); });
    for (TutorialAnswer winner :
         {TutorialAnswer::South, TutorialAnswer::North, TutorialAnswer::Draw})
        texts << answer([winner](TutorialRun &run) { run.chooseAnswer(winner); });
    return texts;
}

} // namespace

LessonFeedback::LessonFeedback(TutorialRun *run, BoardView *board, FeedbackBox *box,
                               QObject *parent)
    : QObject(parent)
    , m_run(run)
    , m_board(board)
    , m_box(box) {
    connect(m_run, &TutorialRun::feedbackChanged, this, &LessonFeedback::show);
    connect(m_board, &BoardView::animationFinished, this, [this] {
        if (m_waits)
            show();
    });
}

void LessonFeedback::show() {
    m_waits = m_board->isAnimating();
    if (m_waits)
        return;
    const QString text = m_run->feedbackText();
    m_box->setFeedback(toneOf(m_run->feedback()), text);
    if (text.isEmpty())
        m_box->label()->setAccessibleName(
            QCoreApplication::translate("tihbat::LearnWindow", "Nothing tried yet"));
    reserveRoom();
    emit shown();
}

void LessonFeedback::reserveRoom() {
    // Two lines at least, and the longest first answer of any lesson: the board keeps its size
    // from lesson to lesson.
    QStringList texts;
    for (int lesson = 0; lesson < Tutorial::lessonCount(); ++lesson)
        texts << firstAnswers(lesson);
    texts << m_run->feedbackText() << QStringLiteral("\n");
    m_box->setPossibleTexts(texts);
}

} // namespace tihbat
