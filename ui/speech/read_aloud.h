// SPDX-License-Identifier: GPL-3.0-or-later
// Read Aloud: whether the game's sentences are spoken, and why not when they cannot be. One for
// the application (every window's sentences go through it, so a new one cuts off the last);
// remembered in the settings ([speech] enabled), off by default. The sentences come worded by
// the model (MoveWording, the lessons' and puzzles' texts); this only decides whether and in
// which language they are said. A screen reader already reads them: Read Aloud then stays off
// unless the person turns it on here.
#pragma once

#include <QAccessible>
#include <QObject>
#include <QString>

class QTimer;

namespace tihbat {

class SpeechVoice;

class ReadAloud : public QObject, private QAccessible::ActivationObserver {
    Q_OBJECT
public:
    // The application's, made at the first call (a child of the application); its voice's
    // engine only when it first speaks.
    static ReadAloud &shared();
    // One of its own (a test's): on as remembered, unless a screen reader runs.
    explicit ReadAloud(QObject *parent);
    ~ReadAloud() override;

    bool isOn() const { return m_on; }
    // The person's choice: remembered, and it holds even with a screen reader running.
    void setOn(bool on);
    void toggle() { setOn(!m_on); }
    int rate() const { return m_rate; }
    void setRate(int percent);

    // Why Read Aloud cannot speak in the interface's language now, or empty; only known once it
    // has been on (the speech service is asked then, not at start).
    QString problem() const { return m_problem; }
    // The language the interface's texts are in (the catalogue's: "hi", "mn"…, "en").
    static QString textLanguage();

    // Says `text` (in the interface's language) when Read Aloud is on and can, cutting off the
    // sentence before it.
    void say(const QString &text);
    // Stops the sentence being said (a window closing, an undo).
    void stop();
    // The sentence said last is still being heard: sentenceEnded comes when it has been heard
    // whole or cut off, or, should the service hang, after longestTime() at most.
    bool isSpeaking() const { return m_speaking; }
    // The longest `text` can take to be heard at the rate `percent` (generous: a bound, not a
    // guess of the time).
    static int longestTime(const QString &text, int percent);
    // The interface's language changed (SpeechActions hears it): the voice follows the texts,
    // and whether there is one is asked again.
    void languageChanged();

signals:
    void onChanged(bool on);
    void problemChanged(const QString &reason);
    // A sentence was handed to the speech service (it has it when this is emitted).
    void said(const QString &text);
    // The speech service went away mid-game: said once, for the status bar.
    void notice(const QString &text);
    // The sentence said last is over (see isSpeaking).
    void sentenceEnded();

private:
    // A screen reader started: a remembered "on" goes off (still remembered), one the person
    // chose in this run stays.
    void accessibilityActiveChanged(bool active) override;
    void findProblem();
    void endSentence();

    SpeechVoice *m_voice = nullptr; // child
    QTimer *m_bound = nullptr;      // child: a sentence's longest time
    bool m_speaking = false;
    bool m_on = false;
    bool m_chosen = false; // the person turned Read Aloud on or off in this run
    int m_rate = 0;
    QString m_problem;
    QString m_problemLanguage; // the language m_problem was found for
};

} // namespace tihbat
