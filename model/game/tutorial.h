// SPDX-License-Identifier: GPL-3.0-or-later
// Learn to Play: a short course of lessons on the real board, each with one sentence that
// teaches one rule and one task the learner does. The course (boards, tasks, checks and the
// words for right and wrong tries) lives here, without any widget, so that a test can take every
// lesson; the window only shows the board and the words and passes the learner's clicks on.
#pragma once

#include "core/game.h"

#include <QCoreApplication>
#include <QObject>
#include <QString>
#include <QStringList>
#include <cstdint>
#include <functional>
#include <optional>
#include <vector>

namespace tihbat {

// What the learner does in a lesson. The learner is always South.
enum class TutorialTask : std::uint8_t {
    PointAtOwnPit, // click one of your own pits (nothing is played)
    Sow,           // take the counters out of a pit, then click each pit a counter goes into
    Capture,       // play the move that captures
    MakePass,      // play the move that leaves the opponent with no counters
    Repeat,        // play the move that brings the position back
    NameWinner,    // say who wins a game that is over
};

// The learner's answer to "Who wins?".
enum class TutorialAnswer : std::uint8_t { South, North, Draw };

struct TutorialLesson {
    QString id; // the key of the saved progress; never shown
    TutorialTask task = TutorialTask::PointAtOwnPit;
    GameState start; // South to move; for NameWinner the position that ended a game
    int pit = -1;    // Sow: the pit to sow
};

// The course and its words.
class Tutorial {
    Q_DECLARE_TR_FUNCTIONS(Tutorial)
public:
    static const std::vector<TutorialLesson> &lessons();
    static int lessonCount() { return static_cast<int>(lessons().size()); }
    static int indexOf(const QString &id); // -1 if there is no such lesson

    static QString title(int lesson);
    // The one sentence that teaches the lesson's rule.
    static QString sentence(int lesson);
    // What the learner is asked to do.
    static QString task(int lesson);
    // Whether the learner's clicks are moves (the board checks and plays them) rather than
    // pointing at any pit (the lesson reads every click itself).
    static bool playsMoves(int lesson);
    static bool asksWinner(int lesson) {
        return lessons().at(static_cast<std::size_t>(lesson)).task == TutorialTask::NameWinner;
    }
    // The answer to a NameWinner lesson.
    static TutorialAnswer winner(const GameState &state);
};

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
    Feedback m_feedback = Feedback::None;
    std::function<QString()> m_words;
    // Sow task: the move being sown, and how many of its counters are down (-1: not picked up).
    std::optional<MoveStory> m_sowing;
    int m_dropped = -1;
};

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
