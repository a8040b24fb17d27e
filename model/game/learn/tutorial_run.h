// SPDX-License-Identifier: GPL-3.0-or-later
// A learner's way through one lesson of Learn to Play (Tutorial): the board, every try checked
// (a click, a key, an answer) and the words for it, without any widget.
#pragma once

#include "game/session/game_model.h" // MoveStory as a metatype (Q_DECLARE_METATYPE)
#include "tutorial.h"

#include <QObject>
#include <QString>
#include <cstdint>
#include <functional>
#include <optional>

namespace tihbat {

// One learner in one lesson at a time: where they stand, what the board shows, and the words
// for their last try. Every try is checked; a wrong one is explained and the learner tries
// again. The words are made when asked for, so they follow a change of language.
class TutorialRun : public QObject {
    Q_OBJECT
public:
    enum class Feedback : std::uint8_t {
        None,  // the task as set
        Going, // a right click inside a task of several (a Sow task)
        Wrong, // why that was not it; the learner tries again
        Done,  // the lesson is complete
    };

    explicit TutorialRun(QObject *parent = nullptr);
    // A run that only works out what a lesson would say (false) leaves the learner's progress
    // alone; a learner's run records each lesson done (the default).
    void setRecordsProgress(bool records) { m_recordsProgress = records; }

    int lesson() const { return m_lesson; }
    void startLesson(int lesson);

    // The learner chose a pit (a click or a key), whether or not it can be played.
    void choosePit(int pit);
    void chooseAnswer(TutorialAnswer answer);
    // After a wrong move was shown: the lesson's board again.
    void retry();

    // What the board shows now (after any move being shown).
    const GameState &state() const { return m_state; }
    bool isGameOver() const { return m_gameOver; }
    // A wrong move is on the board and must be taken back before the next try.
    bool needsRetry() const { return m_needsRetry; }
    bool isDone() const { return m_feedback == Feedback::Done; }
    Feedback feedback() const { return m_feedback; }
    // The words for the last try (empty before the first), in the current language.
    QString feedbackText() const { return m_words ? m_words() : QString(); }
    // Sow task: counters still in the learner's hand (0 before picking up and after the last).
    int counterInHand() const;
    // Sow task: the pit the hand is over (the pit just emptied, then the last one filled); -1
    // with nothing in the hand.
    int handPit() const;

signals:
    // Show this board at once.
    void boardShown(const tihbat::GameState &state, bool gameOver);
    // Show this move being played (from what the board shows now).
    void movePlayed(const tihbat::MoveStory &story);
    // The feedback changed (see feedback(), feedbackText()).
    void feedbackChanged();
    void lessonCompleted(int lesson);

private:
    const TutorialLesson &current() const;
    void showStart();
    void setFeedback(Feedback feedback, std::function<QString()> words);
    void chooseSowPit(int pit);
    void playTaskMove(int pit);
    void complete(std::function<QString()> words);

    int m_lesson = 0;
    GameState m_state;
    bool m_gameOver = false;
    bool m_needsRetry = false;
    bool m_recordsProgress = true;
    Feedback m_feedback = Feedback::None;
    std::function<QString()> m_words;
    // Sow task: the move being sown, and how many of its counters are down (-1: not picked up).
    std::optional<MoveStory> m_sowing;
    int m_dropped = -1;
};

} // namespace tihbat
