// SPDX-License-Identifier: GPL-3.0-or-later
#include "speech_voice.h"

#include "files/broken_pipes.h"
#include "game/settings/log.h"

#include <QCoreApplication>
#include <QLocale>
#include <QTextToSpeech>
#include <algorithm>

namespace tihbat {

namespace {

// The locale of a catalogue's language as the voices know it: Portuguese is European.
QLocale voiceLocale(const QString &language) {
    if (language == QLatin1String("pt"))
        return QLocale(QLocale::Portuguese, QLocale::Portugal);
    return QLocale(language);
}

} // namespace

SpeechVoice::SpeechVoice(QObject *parent)
    : QObject(parent) {}

SpeechVoice::~SpeechVoice() = default;

QTextToSpeech *SpeechVoice::engine() {
    if (!m_engine) {
        // The service's socket is written below Qt: its end must be an error, not a signal.
        files::ignoreBrokenPipes();
        m_engine = new QTextToSpeech(this);
        m_engine->setRate(m_rate / 100.0);
        connect(m_engine, &QTextToSpeech::stateChanged, this,
                [this](QTextToSpeech::State state) { watchState(state); });
    }
    return m_engine;
}

void SpeechVoice::watchState(int state) {
    // The service reports a cancel when it has stopped the sentence before, which can be after
    // the next one was sent: only an end after this sentence began is its end (ReadAloud's
    // bound ends one that never begins).
    if (state == QTextToSpeech::Speaking && m_pending)
        m_begun = true;
    if (state != QTextToSpeech::Speaking && m_pending &&
        (m_begun || state == QTextToSpeech::Error)) {
        m_pending = false;
        m_begun = false;
        emit sentenceEnded();
    }
    if (state != QTextToSpeech::Error || m_lost)
        return;
    // A setting the voice refused (a locale) is not the service's end; a text it could not take
    // is (speech-dispatcher answers every text it is connected for).
    const QTextToSpeech::ErrorReason reason = m_engine->errorReason();
    if (reason == QTextToSpeech::ErrorReason::Configuration) {
        qCInfo(lcSpeech) << "the voice refused:" << m_engine->errorString();
        return;
    }
    m_lost = true;
    qCWarning(lcSpeech) << "the speech service stopped:" << reason << m_engine->errorString();
    emit serviceLost(tr("The speech service stopped, so nothing more is read aloud until Tihbat "
                        "starts again."));
}

// The voices' locale for `language`: the one of its country if there is one ("pt" is European
// Portuguese), else any of the language; C when no voice speaks it.
QLocale SpeechVoice::localeFor(const QString &language) const {
    const QLocale wanted = voiceLocale(language);
    const QList<QLocale> locales = m_engine->availableLocales();
    QLocale found = QLocale::c();
    for (const QLocale &locale : locales) {
        if (locale.language() != wanted.language())
            continue;
        if (locale.territory() == wanted.territory())
            return locale;
        if (found == QLocale::c())
            found = locale;
    }
    return found;
}

QString SpeechVoice::problem(const QString &language) {
    QTextToSpeech *tts = engine();
    if (m_lost) {
        return tr("The speech service stopped, so nothing more is read aloud until Tihbat "
                  "starts again.");
    }
    if (tts->state() == QTextToSpeech::Error &&
        tts->errorReason() == QTextToSpeech::ErrorReason::Initialization) {
        //: Why Read Aloud cannot speak: no speech service runs (on Linux, speech-dispatcher)
        return tr("No speech service is running on this computer.");
    }
    if (localeFor(language) == QLocale::c()) {
        //: Why Read Aloud cannot speak: %1 is the language of the interface, named in that
        //: language ("Mongolian"); no installed voice speaks it
        return tr("No %1 voice is installed on this computer.").arg(languageName(language));
    }
    return {};
}

bool SpeechVoice::say(const QString &text, const QString &language) {
    if (!problem(language).isEmpty())
        return false;
    if (m_language != language) {
        m_engine->setLocale(localeFor(language));
        m_language = language;
    }
    // The sentence before this one is out of date, even when the service has not yet begun it
    // (QTextToSpeech cancels only one it knows is being said). One heard to its end is not
    // cancelled: the service would log a cancel for nothing.
    if (m_pending || m_engine->state() != QTextToSpeech::Ready)
        m_engine->stop();
    m_engine->say(text);
    m_pending = true;
    m_begun = false;
    return true;
}

void SpeechVoice::stop() {
    if (m_engine && m_engine->state() == QTextToSpeech::Speaking)
        m_engine->stop();
}

void SpeechVoice::setRate(int percent) {
    m_rate = percent;
    if (m_engine)
        m_engine->setRate(percent / 100.0);
}

QString SpeechVoice::languageName(const QString &language) {
    if (language == QLatin1String("el"))
        //: A language's name in "No %1 voice is installed on this computer."
        return tr("Greek");
    if (language == QLatin1String("hi"))
        //: A language's name in "No %1 voice is installed on this computer."
        return tr("Hindi");
    if (language == QLatin1String("mn"))
        //: A language's name in "No %1 voice is installed on this computer."
        return tr("Mongolian");
    if (language == QLatin1String("sw"))
        //: A language's name in "No %1 voice is installed on this computer."
        return tr("Swahili");
    if (language == QLatin1String("pt"))
        //: A language's name in "No %1 voice is installed on this computer."
        return tr("Portuguese");
    if (language == QLatin1String("ar"))
        //: A language's name in "No %1 voice is installed on this computer."
        return tr("Arabic");
    if (language == QLatin1String("fr"))
        //: A language's name in "No %1 voice is installed on this computer."
        return tr("French");
    if (language == QLatin1String("es"))
        //: A language's name in "No %1 voice is installed on this computer."
        return tr("Spanish");
    if (language == QLatin1String("ca"))
        //: A language's name in "No %1 voice is installed on this computer."
        return tr("Catalan");
    if (language == QLatin1String("en"))
        //: A language's name in "No %1 voice is installed on this computer."
        return tr("English");
    return QLocale::languageToString(QLocale(language).language());
}

} // namespace tihbat
