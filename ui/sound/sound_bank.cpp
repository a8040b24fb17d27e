// SPDX-License-Identifier: GPL-3.0-or-later
#include "sound_bank.h"

#include <QDir>
#include <QFileInfo>
#include <QSoundEffect>
#include <QUrl>
#include <memory>
#include <unistd.h>

// The sounds are compiled into this static library; its resources need registering by hand.
static void initSoundResources() {
    Q_INIT_RESOURCE(sounds);
}

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

SoundBank::SoundBank(QObject *parent)
    : QObject(parent)
    , m_available(soundServerReachable()) {
    if (m_available)
        initSoundResources();
}

SoundBank::~SoundBank() = default;

bool SoundBank::soundServerReachable() {
    // The same places libpulse looks: $PULSE_SERVER, then the user's runtime folder.
    if (!qEnvironmentVariableIsEmpty("PULSE_SERVER"))
        return true;
    QStringList folders;
    if (!qEnvironmentVariableIsEmpty("XDG_RUNTIME_DIR"))
        folders << qEnvironmentVariable("XDG_RUNTIME_DIR");
    folders << QStringLiteral("/run/user/%1").arg(getuid());
    for (const QString &folder : folders) {
        const QFileInfo socket(QDir(folder).filePath(QStringLiteral("pulse/native")));
        if (socket.exists() && !socket.isFile() && !socket.isDir())
            return true;
    }
    return false;
}

void SoundBank::setVolume(qreal volume) {
    m_volume = std::clamp(volume, 0.0, 1.0);
    if (!m_loaded)
        return;
    for (auto *sound : m_drops)
        sound->setVolume(m_volume);
    for (auto *sound : m_quickDrops)
        sound->setVolume(m_volume);
    for (auto *sound : m_others)
        sound->setVolume(m_volume);
}

void SoundBank::prepare() {
    if (!m_available || m_loaded)
        return;
    m_loaded = true;
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
    setVolume(m_volume);
}

void SoundBank::play(Sound sound) {
    if (!m_available || m_volume <= 0)
        return;
    prepare();
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

void SoundBank::playWhenReady(QSoundEffect *effect) {
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
