// SPDX-License-Identifier: GPL-3.0-or-later
#include "tutorial_run.h"

#include "game/words/game_texts.h"
#include "tutorial_progress.h"

#include <algorithm>
#include <variant>

namespace tihbat {

namespace {

QString pitName(int pit) {
    return GameTexts::pitName(pit);
}

} // namespace

TutorialRun::TutorialRun(QObject *parent)
    : QObject(parent) {
    startLesson(0);
}

const TutorialLesson &TutorialRun::current() const {
    return Tutorial::lessons().at(static_cast<std::size_t>(m_lesson));
}

void TutorialRun::startLesson(int lesson) {
    m_lesson = std::clamp(lesson, 0, Tutorial::lessonCount() - 1);
    showStart();
    setFeedback(Feedback::None, {});
}

void TutorialRun::showStart() {
    m_state = current().start;
    m_gameOver = false;
    m_needsRetry = false;
    m_sowing.reset();
    m_dropped = -1;
    emit boardShown(m_state, m_gameOver);
}

void TutorialRun::retry() {
    if (isDone())
        return;
    showStart();
    setFeedback(Feedback::None, {});
}

void TutorialRun::setFeedback(Feedback feedback, std::function<QString()> words) {
    m_feedback = feedback;
    m_words = std::move(words);
    emit feedbackChanged();
}

void TutorialRun::complete(std::function<QString()> words) {
    setFeedback(Feedback::Done, std::move(words));
    if (m_recordsProgress)
        TutorialProgress::setDone(current().id);
    emit lessonCompleted(m_lesson);
}

int TutorialRun::counterInHand() const {
    if (!m_sowing || m_dropped < 0)
        return 0;
    return static_cast<int>(m_sowing->drops.size()) - m_dropped;
}

int TutorialRun::handPit() const {
    if (counterInHand() <= 0)
        return -1;
    return m_dropped == 0 ? current().pit
                          : m_sowing->drops.at(static_cast<std::size_t>(m_dropped - 1));
}

void TutorialRun::choosePit(int pit) {
    if (!isValidPit(pit) || isDone() || m_needsRetry)
        return;
    switch (current().task) {
    case TutorialTask::PointAtOwnPit:
        if (ownerOf(pit) == Side::South) {
            complete([pit] {
                //: Lesson: the learner clicked their own pit; %1 is its letter
                return tr("Yes! Pit %1 is yours. On your turn you play one of your own pits.")
                    .arg(pitName(pit));
            });
        } else {
            setFeedback(Feedback::Wrong, [pit] {
                //: Lesson: the learner clicked North's pit; %1 is its letter
                return tr("Pit %1 is at the top, so it is North's. Your pits are the two at the "
                          "bottom, A and B.")
                    .arg(pitName(pit));
            });
        }
        return;
    case TutorialTask::Sow:
        chooseSowPit(pit);
        return;
    case TutorialTask::Capture:
    case TutorialTask::MakePass:
    case TutorialTask::Repeat:
        playTaskMove(pit);
        return;
    case TutorialTask::NameWinner:
        return;
    }
}

void TutorialRun::chooseSowPit(int pit) {
    const int origin = current().pit;
    if (!m_sowing) {
        if (pit != origin) {
            const bool norths = ownerOf(pit) == Side::North;
            setFeedback(Feedback::Wrong, [pit, origin, norths] {
                if (norths)
                    //: Lesson: %1 is the pit clicked (North's), %2 the pit to take from
                    return tr("Pit %1 is North's. Take the counters out of your own pit %2.")
                        .arg(pitName(pit), pitName(origin));
                //: Lesson: %1 is the pit clicked, %2 the pit to take from
                return tr("That is pit %1. This time take the counters out of pit %2.")
                    .arg(pitName(pit), pitName(origin));
            });
            return;
        }
        m_sowing = sow(current().start, origin, RuleOptions{});
        m_dropped = 0;
        m_state = stateAfterDrops(*m_sowing, 0);
        emit boardShown(m_state, false);
        const int inHand = counterInHand();
        setFeedback(Feedback::Going, [inHand] {
            //: Lesson: the learner has just taken the counters out of a pit
            return tr("You are holding %n counter(s). Click the pit where the first one goes.",
                      nullptr, inHand);
        });
        return;
    }
    const int expected = m_sowing->drops.at(static_cast<std::size_t>(m_dropped));
    if (pit != expected) {
        if (m_dropped == 0) {
            setFeedback(Feedback::Wrong, [origin] {
                //: Lesson: a wrong pit for the first counter; %1 is the pit just emptied
                return tr("Not there: the first counter goes straight back into pit %1, the pit "
                          "you just emptied.")
                    .arg(pitName(origin));
            });
        } else {
            const int previous = m_sowing->drops.at(static_cast<std::size_t>(m_dropped - 1));
            setFeedback(Feedback::Wrong, [previous, expected] {
                //: Lesson: a wrong pit for the next counter; %1 is the pit that got the last
                //: counter, %2 the pit after it
                return tr("Not there: the counters go round in the order A, B, a, b and then A "
                          "again, so after pit %1 comes pit %2.")
                    .arg(pitName(previous), pitName(expected));
            });
        }
        return;
    }
    ++m_dropped;
    m_state = stateAfterDrops(*m_sowing, m_dropped);
    emit boardShown(m_state, false);
    const int inHand = counterInHand();
    if (inHand > 0) {
        setFeedback(Feedback::Going, [inHand] {
            //: Lesson: a right pit during the learner's own sowing
            return tr("Right! %n counter(s) left in your hand. Click the pit where the next one "
                      "goes.",
                      nullptr, inHand);
        });
        return;
    }
    const int sown = static_cast<int>(m_sowing->drops.size());
    const int last = m_sowing->lastPit();
    complete([sown, last] {
        //: Lesson: the learner sowed every counter; %1 is the pit the last one fell into
        return tr("Well done! You sowed all %n counters. The last one fell into pit %1.", nullptr,
                  sown)
            .arg(pitName(last));
    });
}

// Why a legal move that was not the answer does not do what the lesson asks, from what the
// move did. Then the learner tries again.
static QString wrongMoveWords(TutorialTask task, const MoveStory &story) {
    const int last = story.lastPit();
    // The count the last counter made, before any capture.
    const int made = stateAfterDrops(story, static_cast<int>(story.drops.size()) - 1)
                         .position.pits[static_cast<std::size_t>(last)] +
                     1;
    switch (task) {
    case TutorialTask::Capture:
        if (ownerOf(last) != story.mover && isCaptureCount(made))
            //: Lesson: the last counter made an even number on North's side; %1 the count,
            //: %2 the pit
            return Tutorial::tr("Your last counter made %1 in pit %2, but that pit is North's: "
                                "you only capture in your own pits.")
                .arg(made)
                .arg(pitName(last));
        if (ownerOf(last) != story.mover)
            //: Lesson: %1 is the pit on North's side where the last counter fell
            return Tutorial::tr("Your last counter fell into pit %1, on North's side, so nothing "
                                "is captured.")
                .arg(pitName(last));
        //: Lesson: %1 is the count the last counter made in the learner's own pit %2
        return Tutorial::tr("Your last counter made %1 in pit %2. That is not 2, 4, 6 or 8, so "
                            "nothing is captured.")
            .arg(made)
            .arg(pitName(last));
    case TutorialTask::MakePass: {
        for (int pit : story.drops)
            if (ownerOf(pit) != story.mover)
                //: Lesson: the learner's move put a counter in North's pit %1
                return Tutorial::tr("A counter went into North's pit %1, so North can move and "
                                    "does not pass.")
                    .arg(pitName(pit));
        break;
    }
    case TutorialTask::Repeat:
        //: Lesson: the learner's move changed the board instead of bringing it back
        return Tutorial::tr("Your counters went into other pits, so the board changed and the "
                            "game goes on. Think of a move that leaves every pit as it was.");
    case TutorialTask::PointAtOwnPit:
    case TutorialTask::Sow:
    case TutorialTask::NameWinner:
        break;
    }
    //: Lesson: a move that did not do what the task asked (a fallback)
    return Tutorial::tr("That move does not do what the task asks.");
}

void TutorialRun::playTaskMove(int pit) {
    const MoveError error = checkMove(m_state.position, pit);
    if (error == MoveError::WrongSide) {
        setFeedback(Feedback::Wrong, [pit] {
            //: Lesson: the learner tried to play North's pit %1
            return tr("Pit %1 is North's. You can only play your own pits, A and B.")
                .arg(pitName(pit));
        });
        return;
    }
    if (error != MoveError::None) {
        setFeedback(Feedback::Wrong, [pit] {
            //: Lesson: the learner tried to play an empty pit %1
            return tr("Pit %1 is empty: there is nothing to take out of it.").arg(pitName(pit));
        });
        return;
    }
    Game game(RuleOptions{}, current().start);
    const auto played = game.play(pit);
    const MoveStory story = std::get<MoveStory>(played);
    m_state = story.after;
    m_gameOver = story.end != GameEnd::None;
    emit movePlayed(story);

    const TutorialTask task = current().task;
    bool right = false;
    switch (task) {
    case TutorialTask::Capture:
        right = !story.captures.empty();
        break;
    case TutorialTask::MakePass:
        right = story.passFollows;
        break;
    case TutorialTask::Repeat:
        right = story.end == GameEnd::Repetition;
        break;
    case TutorialTask::PointAtOwnPit:
    case TutorialTask::Sow:
    case TutorialTask::NameWinner:
        break;
    }
    if (!right) {
        m_needsRetry = true;
        setFeedback(Feedback::Wrong, [task, story] { return wrongMoveWords(task, story); });
        return;
    }
    switch (task) {
    case TutorialTask::Capture: {
        const Capture capture = story.captures.front();
        complete([capture] {
            //: Lesson: %1 counters captured from the learner's pit %2
            return tr("Well done! Your last counter made %1 in pit %2, so you captured them. "
                      "They are in your store now.")
                .arg(capture.counters)
                .arg(pitName(capture.pit));
        });
        return;
    }
    case TutorialTask::MakePass:
        complete([] {
            //: Lesson: the learner made North pass
            return tr("Well done! North has no counters, so North passes and it is your turn "
                      "again.");
        });
        return;
    default: {
        const int left = story.after.position.boardTotal();
        complete([left] {
            //: Lesson: the position came back; %1 counters are on the board, %2 go to each
            return tr("Well done! The same position came back, so the game is over. The %1 "
                      "counters on the board are shared: %2 for you and %2 for North.")
                .arg(left)
                .arg(left / 2);
        });
        return;
    }
    }
}

void TutorialRun::chooseAnswer(TutorialAnswer answer) {
    if (current().task != TutorialTask::NameWinner || isDone())
        return;
    const GameState state = m_state;
    const auto scores = [state] {
        const int share = state.position.boardTotal() / 2;
        //: Lesson: the final count. %1 South's store, %2 the share, %3 South's total; %4 North's
        //: store, %5 the share, %6 North's total
        return tr("South has %1 in the store and %2 from the board, %3 in all; North has %4 and "
                  "%5, %6 in all.")
            .arg(state.captured[0])
            .arg(share)
            .arg(state.captured[0] + share)
            .arg(state.captured[1])
            .arg(share)
            .arg(state.captured[1] + share);
    };
    const TutorialAnswer right = Tutorial::winner(state);
    if (answer == right) {
        // Now the board may show the end and each player's final count.
        m_gameOver = true;
        emit boardShown(m_state, true);
        complete([right, scores] {
            if (right == TutorialAnswer::Draw)
                //: Lesson: the learner said rightly that the game is a draw
                return tr("Right, a draw! %1").arg(scores());
            //: Lesson: the learner named the winner rightly; %1 is South or North, %2 the count
            return tr("Right, %1 wins! %2")
                .arg(
                    GameTexts::sideName(right == TutorialAnswer::South ? Side::South : Side::North),
                    scores());
        });
        return;
    }
    setFeedback(Feedback::Wrong, [answer, scores] {
        if (answer == TutorialAnswer::Draw)
            //: Lesson: the learner said "draw" but one player has more; %1 is the count
            return tr("Not a draw: the two players do not have the same number. %1").arg(scores());
        //: Lesson: the learner named the wrong winner. The counters left on the board are shared
        //: equally, so they do not count for the side they are on. %1 is the count.
        return tr("Not quite: the counters on the board are shared equally, whichever side they "
                  "are on. %1")
            .arg(scores());
    });
}
} // namespace tihbat
