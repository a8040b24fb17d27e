// SPDX-License-Identifier: GPL-3.0-or-later
#include "common/autosave_warning.h"

namespace tihbat {

AutosaveWarning::AutosaveWarning(QWidget *parent, Subject subject)
    : NoticeBar(Tone::Warning,
                subject == Subject::Game ? QStringLiteral("autosaveWarning")
                                         : QStringLiteral("settingsWarning"),
                parent) {
    if (subject == Subject::Settings) {
        setWording(
            [this] {
                //: A lasting warning above the board. %1 is the reason, e.g. "Your settings and
                //: results cannot be saved: no space left on device
                //: (/home/ana/.config/Tihbat/Tihbat.conf)."
                return tr("%1\nThe game goes on; what you change now is kept until you quit.")
                    .arg(m_reason);
            },
            [] { return tr("Warning: settings and results are not being saved"); });
        return;
    }
    setWording(
        [this] {
            if (m_removal)
                //: A lasting warning above the board when a game has just ended and its saved
                //: copy (kept to continue it at the next start) could not be removed. %1 is
                //: the reason, e.g. "Cannot remove the finished game's saved copy
                //: /home/ana/.local/share/Tihbat/autosave.json: read-only file system".
                return tr("The finished game's saved copy could not be removed.\n%1\nNothing is "
                          "lost: the game is over. This warning goes when the next game is saved.")
                    .arg(m_reason);
            //: A lasting warning above the board. %1 is the reason, e.g. "Cannot save
            //: /home/ana/.local/share/Tihbat/autosave.json: no space left on device".
            return tr("The game is not being saved.\n%1\nNothing is lost yet: Game > Save As… "
                      "can keep it somewhere else. This warning stays until saving works again.")
                .arg(m_reason);
        },
        [this] {
            if (m_removal)
                //: The accessible name of the warning when a finished game's saved copy could
                //: not be removed
                return tr("Warning: the finished game's saved copy could not be removed");
            return tr("Warning: the game is not being saved");
        });
}

void AutosaveWarning::showFailure(const QString &reason) {
    showReason(reason, false);
}

void AutosaveWarning::showRemovalFailure(const QString &reason) {
    showReason(reason, true);
}

void AutosaveWarning::showReason(const QString &reason, bool removal) {
    m_reason = reason;
    m_removal = removal;
    retranslateUi();
    show();
}

void AutosaveWarning::clear() {
    m_reason.clear();
    hide();
}

} // namespace tihbat
