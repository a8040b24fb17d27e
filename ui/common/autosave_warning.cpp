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
            //: A lasting warning above the board. %1 is the reason, e.g. "Cannot save
            //: /home/ana/.local/share/Tihbat/autosave.json: no space left on device".
            return tr("The game is not being saved.\n%1\nNothing is lost yet: Game > Save As… "
                      "can keep it somewhere else. This warning stays until saving works again.")
                .arg(m_reason);
        },
        [] { return tr("Warning: the game is not being saved"); });
}

void AutosaveWarning::showFailure(const QString &reason) {
    m_reason = reason;
    retranslateUi();
    show();
}

void AutosaveWarning::clear() {
    m_reason.clear();
    hide();
}

} // namespace tihbat
