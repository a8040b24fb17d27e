// SPDX-License-Identifier: GPL-3.0-or-later
#include "common/notice_bar.h"

#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QStyle>

namespace tihbat {

NoticeBar::NoticeBar(Tone tone, const QString &objectName, QWidget *parent)
    : QFrame(parent) {
    setObjectName(objectName);
    setFrameShape(QFrame::StyledPanel);
    // Colours that read in light and dark themes alike: dark text on amber for a warning, on a
    // friendly pale green for an offer.
    setAutoFillBackground(true);
    QPalette colours = palette();
    const bool warning = tone == Tone::Warning;
    colours.setColor(QPalette::Window,
                     warning ? QColor(0xff, 0xe0, 0x8a) : QColor(0xdd, 0xf2, 0xd6));
    colours.setColor(QPalette::WindowText,
                     warning ? QColor(0x3a, 0x2a, 0x00) : QColor(0x1d, 0x33, 0x18));
    setPalette(colours);

    auto *layout = new QHBoxLayout(this);
    if (warning) {
        m_icon = new QLabel(this);
        m_icon->setObjectName(objectName + QStringLiteral("Icon"));
        layout->addWidget(m_icon, 0, Qt::AlignTop);
    }
    m_text = new QLabel(this);
    m_text->setObjectName(objectName + QStringLiteral("Text"));
    m_text->setTextFormat(Qt::PlainText);
    m_text->setWordWrap(true);
    layout->addWidget(m_text, 1);
    hide();
}

void NoticeBar::setWording(Wording text, Wording accessibleName) {
    m_wording = std::move(text);
    m_accessibleName = std::move(accessibleName);
    retranslateUi();
}

QPushButton *NoticeBar::addButton(const QString &objectName, Wording text) {
    auto *button = new QPushButton(this);
    button->setObjectName(objectName);
    button->setText(text());
    layout()->addWidget(button);
    m_buttons.emplace_back(button, std::move(text));
    return button;
}

QString NoticeBar::text() const {
    return m_text->text();
}

void NoticeBar::changeEvent(QEvent *event) {
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QFrame::changeEvent(event);
}

void NoticeBar::setVisible(bool visible) {
    // Only now, for a bar that is almost never shown: the warning sign is looked up in the icon
    // theme, and selectable text lays itself out at once, which loads fontconfig on the GUI
    // thread while the window is built (see the README's start-up figures).
    if (visible && m_icon && m_icon->pixmap().isNull()) {
        const int size = style()->pixelMetric(QStyle::PM_SmallIconSize);
        m_icon->setPixmap(style()->standardIcon(QStyle::SP_MessageBoxWarning).pixmap(size, size));
        // A warning's reason (a path, say) can be copied.
        m_text->setTextInteractionFlags(Qt::TextSelectableByMouse);
    }
    QFrame::setVisible(visible);
}

void NoticeBar::retranslateUi() {
    if (m_wording)
        m_text->setText(m_wording());
    setAccessibleName(m_accessibleName ? m_accessibleName() : m_text->text());
    for (const auto &[button, text] : m_buttons)
        button->setText(text());
}

} // namespace tihbat
