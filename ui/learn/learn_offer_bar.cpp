// SPDX-License-Identifier: GPL-3.0-or-later
#include "learn_offer_bar.h"

#include "game/tutorial.h"

#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>

namespace tihbat {

LearnOfferBar::LearnOfferBar(QWidget *parent)
    : QFrame(parent) {
    setObjectName("learnOfferBar");
    setFrameShape(QFrame::StyledPanel);
    // A friendly pale green with dark text, in light and dark themes alike.
    setAutoFillBackground(true);
    QPalette colours = palette();
    colours.setColor(QPalette::Window, QColor(0xdd, 0xf2, 0xd6));
    colours.setColor(QPalette::WindowText, QColor(0x1d, 0x33, 0x18));
    setPalette(colours);

    m_text = new QLabel(this);
    m_text->setObjectName("learnOfferText");
    m_text->setWordWrap(true);
    m_start = new QPushButton(this);
    m_start->setObjectName("learnOfferStart");
    m_dismiss = new QPushButton(this);
    m_dismiss->setObjectName("learnOfferDismiss");
    auto *layout = new QHBoxLayout(this);
    layout->addWidget(m_text, 1);
    layout->addWidget(m_start);
    layout->addWidget(m_dismiss);
    connect(m_start, &QPushButton::clicked, this, [this] {
        hide();
        emit accepted();
    });
    connect(m_dismiss, &QPushButton::clicked, this, &QWidget::hide);
    retranslate();

    // Offered once: whether or not it is answered, a later start does not offer it again.
    if (TutorialProgress::wasOffered())
        hide();
    else
        TutorialProgress::setOffered();
}

void LearnOfferBar::changeEvent(QEvent *event) {
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QFrame::changeEvent(event);
}

void LearnOfferBar::retranslate() {
    //: A bar above the board on the very first start
    m_text->setText(tr("New to Tihbat? Learn to play in a few short lessons."));
    //: Button in the first-start bar: opens Help > Learn to Play
    m_start->setText(tr("Start the Lessons"));
    //: Button in the first-start bar: closes the bar (the lessons stay in the Help menu)
    m_dismiss->setText(tr("No, Thanks"));
    setAccessibleName(m_text->text());
}

} // namespace tihbat
