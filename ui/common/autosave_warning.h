// SPDX-License-Identifier: GPL-3.0-or-later
// The notice bar above the board that says the game in progress is not being saved, and why, or
// that a finished game's autosave could not be removed (GameModel::autosaveNotRemoved). It stays
// until a save succeeds again (GameModel::autosaveRecovered), unlike a status-bar message that
// the next move would clear. The same bar says when the settings and results cannot be kept
// (SettingsStore::problemFound): that one stays for the rest of the run.
#pragma once

#include "common/notice_bar.h"

#include <QString>

namespace tihbat {

class AutosaveWarning : public NoticeBar {
    Q_OBJECT
public:
    // What is not being saved: the game in progress ("autosaveWarning"), or the settings,
    // statistics and progress ("settingsWarning").
    enum class Subject { Game, Settings };

    explicit AutosaveWarning(QWidget *parent = nullptr, Subject subject = Subject::Game);

    // The latest reason, as the model reported it (shown as plain text).
    QString reason() const { return m_reason; }

public slots:
    // Shows the bar (or updates its reason).
    void showFailure(const QString &reason);
    // Shows the bar for a finished game's autosave that could not be removed.
    void showRemovalFailure(const QString &reason);
    // Hides it: the game is saved again.
    void clear();

private:
    void showReason(const QString &reason, bool removal);

    QString m_reason;
    bool m_removal = false; // the reason is about removing the finished game's autosave
};

} // namespace tihbat
