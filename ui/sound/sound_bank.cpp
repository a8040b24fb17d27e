// SPDX-License-Identifier: GPL-3.0-or-later
#include "sound_bank.h"

#include "files/current_user.h"
#include "sound_output.h"
#include "sound_output_loader.h"

#include <QDir>
#include <QFileInfo>
#include <algorithm>

namespace tihbat {

SoundBank::SoundBank(QObject *parent)
    : QObject(parent)
    , m_available(soundServerReachable()) {}

SoundBank::~SoundBank() = default;

bool SoundBank::soundServerReachable() {
    // The same places libpulse looks: $PULSE_SERVER, then the user's runtime folder.
    if (!qEnvironmentVariableIsEmpty("PULSE_SERVER"))
        return true;
    QStringList folders;
    if (!qEnvironmentVariableIsEmpty("XDG_RUNTIME_DIR"))
        folders << qEnvironmentVariable("XDG_RUNTIME_DIR");
    folders << QStringLiteral("/run/user/%1").arg(files::currentUserId());
    for (const QString &folder : folders) {
        const QFileInfo socket(QDir(folder).filePath(QStringLiteral("pulse/native")));
        if (socket.exists() && !socket.isFile() && !socket.isDir())
            return true;
    }
    return false;
}

void SoundBank::setVolume(qreal volume) {
    m_volume = std::clamp(volume, 0.0, 1.0);
    if (m_output)
        m_output->setVolume(m_volume);
}

void SoundBank::prepare() {
    if (!m_available || m_prepared)
        return;
    m_prepared = true;
    // Tried once: a module that cannot be loaded has said why, and the game stays silent.
    if (SoundOutputModule *module = SoundOutputLoader::load())
        m_output = module->createOutput(this);
    if (!m_output || !m_output->canPlay()) {
        m_available = false;
        return;
    }
    m_output->setVolume(m_volume);
}

void SoundBank::play(Sound sound) {
    if (!m_available || m_volume <= 0)
        return;
    prepare();
    if (m_available)
        m_output->play(sound);
}

} // namespace tihbat
