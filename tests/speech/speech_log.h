// SPDX-License-Identifier: GPL-3.0-or-later
// What the test's own speech service (with_speech_service.sh) did, read from its log and from
// the sound server's recording: the texts it was asked to say, the cancels, the audio the voice
// produced (in samples, from the module's audio events) and what was played (not silence).
#pragma once

#include <QFile>
#include <QRegularExpression>
#include <QStringList>
#include <cmath>
#include <cstdint>
#include <cstdlib>
#include <cstring>
#include <vector>

class SpeechLog {
public:
    // From the end of the log as it is now: what the service does from here on.
    SpeechLog() { m_from = readAll().size(); }

    static bool available() { return !qEnvironmentVariableIsEmpty("TIHBAT_SPEECH_LOG"); }

    // Each text the service queued to say, in order.
    QStringList messages() const {
        static const QRegularExpression queued(
            QStringLiteral(R"(Queueing message \|(.*?)\| with priority)"),
            QRegularExpression::DotMatchesEverythingOption);
        QStringList texts;
        auto it = queued.globalMatch(text());
        while (it.hasNext())
            texts << it.next().captured(1);
        return texts;
    }
    // Where the service was told to stop what it was saying (a client's CANCEL or STOP), as
    // offsets comparable with messageAt().
    std::vector<qsizetype> cancels() const {
        static const QRegularExpression cancel(QStringLiteral(R"(DATA:\|(CANCEL|STOP)\b)"),
                                               QRegularExpression::CaseInsensitiveOption);
        std::vector<qsizetype> at;
        auto it = cancel.globalMatch(text());
        while (it.hasNext())
            at.push_back(it.next().capturedStart());
        return at;
    }
    qsizetype messageAt(const QString &message) const {
        return text().indexOf(QStringLiteral("Queueing message |") + message + u'|');
    }
    // Seconds of audio the voice handed to the service (its 705 AUDIO events), from the start or
    // from where `message` was queued on.
    double audioSeconds(const QString &message = QString()) const {
        static const QRegularExpression samples(
            QStringLiteral(R"(705-sample_rate=(\d+)\s*705-num_samples=(\d+))"));
        double seconds = 0;
        const QString all = text();
        const qsizetype from = message.isEmpty() ? 0 : messageAt(message);
        if (from < 0)
            return 0;
        auto it = samples.globalMatch(all, from);
        while (it.hasNext()) {
            const auto m = it.next();
            seconds += m.captured(2).toDouble() / m.captured(1).toDouble();
        }
        return seconds;
    }
    QString text() const { return QString::fromUtf8(readAll().mid(m_from)); }

private:
    static QByteArray readAll() {
        QFile file(qEnvironmentVariable("TIHBAT_SPEECH_LOG"));
        return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
    }
    qsizetype m_from = 0;
};

// What the sound server played, from the recording's current end on: raw s16 mono, 22050 Hz.
class PlayedSound {
public:
    PlayedSound() { m_from = read().size(); }
    // Seconds recorded, and seconds louder than a whisper (|sample| > 1 % of full scale).
    double seconds() const { return samples().size() / 22050.0; }
    double audibleSeconds() const {
        std::size_t loud = 0;
        for (const std::int16_t s : samples())
            loud += std::abs(static_cast<int>(s)) > 327 ? 1 : 0;
        return loud / 22050.0;
    }
    double rms() const {
        const std::vector<std::int16_t> all = samples();
        double sum = 0;
        for (const std::int16_t s : all)
            sum += static_cast<double>(s) * s;
        return all.empty() ? 0 : std::sqrt(sum / static_cast<double>(all.size()));
    }

private:
    static QByteArray read() {
        QFile file(qEnvironmentVariable("TIHBAT_SPEECH_RECORDING"));
        return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
    }
    std::vector<std::int16_t> samples() const {
        const QByteArray bytes = read().mid(m_from);
        std::vector<std::int16_t> all(static_cast<std::size_t>(bytes.size() / 2));
        std::memcpy(all.data(), bytes.constData(), all.size() * 2);
        return all;
    }
    qsizetype m_from = 0;
};
