// SPDX-License-Identifier: GPL-3.0-or-later
#include "qt_sound_output.h"

#include <QAudioDevice>
#include <QMediaDevices>
#include <QSoundEffect>
#include <QUrl>
#include <memory>
#include <utility>

namespace tihbat {

namespace {

QSoundEffect *effect(const QString &name, QObject *parent) {
    auto *sound = new QSoundEffect(parent);
    sound->setSource(QUrl(QStringLiteral("qrc:/sounds/%1.wav").arg(name)));
    return sound;
}

constexpr int otherIndex(Sound sound) {
    return static_cast<int>(sound) - static_cast<int>(Sound::Capture2);
}

} // namespace

QtSoundOutput::QtSoundOutput(QObject *parent)
    : QObject(parent)
    , m_canPlay(!QMediaDevices::defaultAudioOutput().isNull()) {
    if (!m_canPlay)
        return;
    for (int i = 0; i < DropVariants; ++i) {
        m_drops[i] = effect(QStringLiteral("drop%1").arg(i + 1), this);
        m_quickDrops[i] = effect(QStringLiteral("quickdrop%1").arg(i + 1), this);
    }
    const std::array<std::pair<Sound, const char *>, 10> others{{
        {Sound::Capture2, "capture2"},
        {Sound::Capture4, "capture4"},
        {Sound::Capture6, "capture6"},
        {Sound::Capture8, "capture8"},
        {Sound::Pass, "pass"},
        {Sound::Repetition, "repetition"},
        {Sound::Win, "win"},
        {Sound::Loss, "loss"},
        {Sound::Draw, "draw"},
        {Sound::Refused, "refused"},
    }};
    for (const auto &[sound, name] : others)
        m_others[otherIndex(sound)] = effect(QLatin1String(name), this);
}

void QtSoundOutput::setVolume(double volume) {
    if (!m_canPlay)
        return;
    const auto level = static_cast<float>(volume);
    for (auto *sound : m_drops)
        sound->setVolume(level);
    for (auto *sound : m_quickDrops)
        sound->setVolume(level);
    for (auto *sound : m_others)
        sound->setVolume(level);
}

void QtSoundOutput::play(Sound sound) {
    if (!m_canPlay)
        return;
    QSoundEffect *effect = nullptr;
    if (sound == Sound::Drop || sound == Sound::QuickDrop) {
        auto &set = sound == Sound::Drop ? m_drops : m_quickDrops;
        effect = set[m_nextDrop];
        m_nextDrop = (m_nextDrop + 1) % DropVariants;
    } else {
        effect = m_others[otherIndex(sound)];
    }
    playWhenReady(effect);
}

void QtSoundOutput::playWhenReady(QSoundEffect *effect) {
    if (effect->status() == QSoundEffect::Ready) {
        effect->play();
        return;
    }
    if (effect->status() == QSoundEffect::Error)
        return;
    auto waiting = std::make_shared<QMetaObject::Connection>();
    *waiting = connect(effect, &QSoundEffect::statusChanged, this, [effect, waiting] {
        if (effect->status() == QSoundEffect::Ready)
            effect->play();
        if (effect->status() == QSoundEffect::Ready || effect->status() == QSoundEffect::Error)
            disconnect(*waiting);
    });
}

} // namespace tihbat
