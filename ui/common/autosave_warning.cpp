// SPDX-License-Identifier: GPL-3.0-or-later
#include "common/autosave_warning.h"

#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QStyle>

namespace tihbat {

AutosaveWarning::AutosaveWarning(QWidget *parent, Subject subject)
    : QFrame(parent)
    , m_subject(subject) {
    const bool game = subject == Subject::Game;
    setObjectName(game ? "autosaveWarning" : "settingsWarning");
    setFrameShape(QFrame::StyledPanel);
    // A warning colour that reads in light and dark themes: dark text on amber.
    setAutoFillBackground(true);
    QPalette colours = palette();
    colours.setColor(QPalette::Window, QColor(0xff, 0xe0, 0x8a));
    colours.setColor(QPalette::WindowText, QColor(0x3a, 0x2a, 0x00));
    setPalette(colours);

    m_icon = new QLabel(this); // its picture comes with the first warning (see showFailure)
    m_icon->setObjectName(game ? "autosaveWarningIcon" : "settingsWarningIcon");
    m_text = new QLabel(this);
    m_text->setObjectName(game ? "autosaveWarningText" : "settingsWarningText");
    // The reason can carry a path the user chose: it is text, never markup.
    m_text->setTextFormat(Qt::PlainText);
    m_text->setWordWrap(true);
    m_text->setTextInteractionFlags(Qt::TextSelectableByMouse);

    auto *layout = new QHBoxLayout(this);
    layout->addWidget(m_icon, 0, Qt::AlignTop);
    layout->addWidget(m_text, 1);
    retranslate();
    hide();
}

QString AutosaveWarning::text() const {
    return m_text->text();
}

void AutosaveWarning::showFailure(const QString &reason) {
    // Only now: finding the warning sign in the icon theme took a tenth of the time from
    // starting the game to its first picture, for a bar that is almost never shown.
    if (m_icon->pixmap().isNull()) {
        const int size = style()->pixelMetric(QStyle::PM_SmallIconSize);
        m_icon->setPixmap(style()->standardIcon(QStyle::SP_MessageBoxWarning).pixmap(size, size));
    }
    m_reason = reason;
    retranslate();
    show();
}

void AutosaveWarning::clear() {
    m_reason.clear();
    hide();
}

void AutosaveWarning::changeEvent(QEvent *event) {
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QFrame::changeEvent(event);
}

void AutosaveWarning::retranslate() {
    if (m_subject == Subject::Settings) {
        setAccessibleName(tr("Warning: settings and results are not being saved"));
        //: A lasting warning above the board. %1 is the reason, e.g. "Your settings and results
        //: cannot be saved: no space left on device (/home/ana/.config/Tihbat/Tihbat.conf)."
        m_text->setText(
            tr("%1\nThe game goes on; what you change now is kept until you quit.").arg(m_reason));
        return;
    }
    setAccessibleName(tr("Warning: the game is not being saved"));
    //: A lasting warning above the board. %1 is the reason, e.g. "Cannot save
    //: /home/ana/.local/share/Tihbat/autosave.json: no space left on device".
    m_text->setText(tr("The game is not being saved.\n%1\nNothing is lost yet: Game > Save As… "
                       "can keep it somewhere else. This warning stays until saving works again.")
                        .arg(m_reason));
}

} // namespace tihbat
