// SPDX-License-Identifier: GPL-3.0-or-later
// The system's voice through Qt TextToSpeech (speech-dispatcher and its espeak-ng voices on
// Linux). The engine is made when first needed, never at start: connecting to the speech
// service can take seconds when it has to be started. A sentence is said only by a voice of its
// own language; a new one cuts off the one still being said.
#pragma once

#include <QLocale>
#include <QObject>
#include <QString>

class QTextToSpeech;

namespace tihbat {

class SpeechVoice : public QObject {
    Q_OBJECT
public:
    explicit SpeechVoice(QObject *parent = nullptr);
    ~SpeechVoice() override;

    // Whether the engine has been made.
    bool isStarted() const { return m_engine != nullptr; }
    // Why nothing can be said in `language` (a catalogue's code: "hi", "mn", "en"…): no speech
    // service, or no voice of that language; empty when it can. Makes the engine.
    QString problem(const QString &language);
    // Says `text` in `language`, cutting off what is still being said; false (and nothing said)
    // when problem(language) is not empty.
    bool say(const QString &text, const QString &language);
    // Stops the sentence being said, if any.
    void stop();
    // A sentence handed to the service has not yet been heard to its end (or cut off).
    bool isSpeaking() const { return m_pending; }
    // -100 (slowest) to 100 (fastest); 0 is the voice's own rate.
    void setRate(int percent);

    // The language's name in the interface's language, for the reasons above.
    static QString languageName(const QString &language);

signals:
    // The speech service went away while in use (it was there before): said once.
    void serviceLost(const QString &reason);
    // The sentence said last has ended (heard whole, or cut off).
    void sentenceEnded();

private:
    QTextToSpeech *engine();
    QLocale localeFor(const QString &language) const;
    void watchState(int state);

    QTextToSpeech *m_engine = nullptr; // child, made when first needed
    QString m_language;                // the language the engine's locale is set to
    int m_rate = 0;
    bool m_lost = false;
    bool m_pending = false; // a sentence said and not yet ended
    bool m_begun = false;   // the service began saying it (a stale end before is not its end)
};

} // namespace tihbat
