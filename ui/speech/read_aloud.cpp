// SPDX-License-Identifier: GPL-3.0-or-later
#include "read_aloud.h"

#include "game/settings/log.h"
#include "game/settings/settings.h"
#include "speech_voice.h"

#include <QAccessible>
#include <QCoreApplication>
#include <QPointer>
#include <QTimer>

namespace tihbat {

ReadAloud &ReadAloud::shared() {
    static QPointer<ReadAloud> readAloud;
    if (!readAloud)
        readAloud = new ReadAloud(QCoreApplication::instance());
    return *readAloud;
}

ReadAloud::ReadAloud(QObject *parent)
    : QObject(parent)
    , m_voice(new SpeechVoice(this))
    , m_bound(new QTimer(this))
    , m_rate(Settings::speechRate()) {
    m_bound->setSingleShot(true);
    connect(m_bound, &QTimer::timeout, this, [this] {
        qCInfo(lcSpeech) << "a sentence was not heard to its end in time";
        endSentence();
    });
    connect(m_voice, &SpeechVoice::sentenceEnded, this, &ReadAloud::endSentence);
    // A screen reader speaks already: a setting made on another day (or by a kiosk) does not
    // talk over it; the person can still turn Read Aloud on.
    m_on = Settings::readAloud() && !QAccessible::isActive();
    // The screen reader's bridge may come up after this (on Linux once the event loop runs).
    QAccessible::installActivationObserver(this);
    m_voice->setRate(m_rate);
    connect(m_voice, &SpeechVoice::serviceLost, this, [this](const QString &reason) {
        m_problem = reason;
        emit problemChanged(reason);
        emit notice(reason);
    });
}

ReadAloud::~ReadAloud() {
    QAccessible::removeActivationObserver(this);
}

void ReadAloud::accessibilityActiveChanged(bool active) {
    if (!active || m_chosen || !m_on)
        return;
    qCInfo(lcSpeech) << "a screen reader is running: Read Aloud stays off";
    m_on = false;
    m_voice->stop();
    endSentence();
    emit onChanged(false);
}

void ReadAloud::languageChanged() {
    // Every window hears a language change (and a new window asks once): only a new language
    // cuts off the sentence being said.
    if (!m_on || textLanguage() == m_problemLanguage)
        return;
    m_voice->stop();
    findProblem();
}

QString ReadAloud::textLanguage() {
    //: The code of this translation's language, as the voices know it: el, hi, mn, sw, pt.
    //: Read Aloud chooses a voice of this language for every text; put your language's code.
    return tr("en", "language code");
}

void ReadAloud::setOn(bool on) {
    Settings::setReadAloud(on);
    m_chosen = true;
    if (on == m_on)
        return;
    m_on = on;
    if (on) {
        findProblem();
    } else {
        m_voice->stop();
        endSentence();
    }
    emit onChanged(on);
}

void ReadAloud::setRate(int percent) {
    m_rate = percent;
    Settings::setSpeechRate(percent);
    m_voice->setRate(percent);
}

void ReadAloud::findProblem() {
    const QString language = textLanguage();
    const QString problem = m_voice->problem(language);
    m_problemLanguage = language;
    if (problem == m_problem)
        return;
    m_problem = problem;
    if (!problem.isEmpty())
        qCInfo(lcSpeech) << "Read Aloud cannot speak:" << problem;
    emit problemChanged(problem);
}

void ReadAloud::say(const QString &text) {
    if (!m_on || text.isEmpty())
        return;
    const QString language = textLanguage();
    if (language != m_problemLanguage)
        findProblem();
    if (!m_problem.isEmpty() || !m_voice->say(text, language))
        return;
    m_speaking = true;
    m_bound->start(longestTime(text, m_rate));
    emit said(text);
}

void ReadAloud::stop() {
    m_voice->stop();
    endSentence();
}

void ReadAloud::endSentence() {
    m_bound->stop();
    if (!m_speaking)
        return;
    m_speaking = false;
    emit sentenceEnded();
}

int ReadAloud::longestTime(const QString &text, int percent) {
    // espeak-ng says about 15 characters a second at its own rate, half that at the slowest;
    // twice that time, and a second and a half for the service to begin.
    constexpr int MsPerCharacter = 130;
    const int slower = percent < 0 ? 2 : 1;
    return 1500 + static_cast<int>(text.size()) * MsPerCharacter * slower;
}

} // namespace tihbat
