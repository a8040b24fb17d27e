// SPDX-License-Identifier: GPL-3.0-or-later
#include "navigation_bar.h"

#include "speed_choice.h"

#include <QBoxLayout>
#include <QComboBox>
#include <QEvent>
#include <QIcon>
#include <QLabel>
#include <QSignalBlocker>
#include <QSlider>
#include <QStyle>
#include <QToolButton>

namespace tihbat {

NavigationBar::NavigationBar(SpeedChoice *speed, QWidget *parent)
    : QWidget(parent) {
    m_firstButton = addButton();
    m_previousButton = addButton();
    m_playButton = addButton();
    m_nextButton = addButton();
    m_lastButton = addButton();
    showDirection();
    m_slider = new QSlider(Qt::Horizontal, this);
    m_slider->setPageStep(1);
    m_slider->setTickPosition(QSlider::TicksBelow);
    m_indexLabel = new QLabel(this);
    m_indexLabel->setMinimumWidth(
        fontMetrics().horizontalAdvance(QStringLiteral("Move 888 of 888")));
    m_speedLabel = new QLabel(this);
    m_speedBox = new QComboBox(this);
    m_speedLabel->setBuddy(m_speedBox);
    speed->attach(m_speedBox);

    auto *bar = new QHBoxLayout(this);
    bar->setContentsMargins(0, 0, 0, 0);
    bar->setSpacing(2);
    for (QToolButton *button :
         {m_firstButton, m_previousButton, m_playButton, m_nextButton, m_lastButton})
        bar->addWidget(button);
    bar->addSpacing(8);
    bar->addWidget(m_slider, 1);
    bar->addSpacing(8);
    bar->addWidget(m_indexLabel);
    bar->addSpacing(12);
    bar->addWidget(m_speedLabel);
    bar->addWidget(m_speedBox);

    connect(m_firstButton, &QToolButton::clicked, this, &NavigationBar::firstAsked);
    connect(m_previousButton, &QToolButton::clicked, this, &NavigationBar::previousAsked);
    connect(m_nextButton, &QToolButton::clicked, this, &NavigationBar::nextAsked);
    connect(m_lastButton, &QToolButton::clicked, this, &NavigationBar::lastAsked);
    connect(m_playButton, &QToolButton::clicked, this, &NavigationBar::autoplayToggled);
    connect(m_slider, &QSlider::valueChanged, this, &NavigationBar::moveChosen);
    retranslateUi();
}

QToolButton *NavigationBar::addButton() {
    auto *button = new QToolButton(this);
    button->setIconSize(QSize(22, 22));
    button->setAutoRaise(true);
    return button;
}

QList<QWidget *> NavigationBar::focusParts() const {
    return {m_slider, m_firstButton, m_previousButton, m_playButton, m_nextButton, m_lastButton};
}

void NavigationBar::showPosition(int index, int last, bool canAutoplay, bool autoplaying) {
    m_index = index;
    m_last = last;
    {
        const QSignalBlocker blocker(m_slider);
        m_slider->setRange(0, last);
        m_slider->setTickInterval(last > 40 ? 10 : 1);
        m_slider->setValue(index);
    }
    m_firstButton->setEnabled(index > 0);
    m_previousButton->setEnabled(index > 0);
    m_nextButton->setEnabled(index < last);
    m_lastButton->setEnabled(index < last);
    m_playButton->setVisible(canAutoplay);
    m_playButton->setEnabled(last > 0);
    if (autoplaying != m_autoplaying || m_playButton->icon().isNull())
        m_playButton->setIcon(autoplaying ? style()->standardIcon(QStyle::SP_MediaPause)
                                          : playIcon());
    m_autoplaying = autoplaying;
    //: Tool tip of the autoplay button; Space is its key.
    m_playButton->setToolTip(autoplaying ? tr("Pause (Space)") : tr("Play the moves (Space)"));
    m_playButton->setAccessibleName(autoplaying ? tr("Pause") : tr("Play the moves"));
    //: Where the replay is: %1 the move shown, %2 the number of moves.
    m_indexLabel->setText(tr("Move %1 of %2").arg(index).arg(last));
}

void NavigationBar::changeEvent(QEvent *event) {
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    if (event->type() == QEvent::LayoutDirectionChange)
        showDirection();
    QWidget::changeEvent(event);
}

// The moves run the way the window reads: right to left, the start is on the right and the
// arrows point left (the style's media icons do not turn by themselves).
void NavigationBar::showDirection() {
    const bool rtl = isRightToLeft();
    auto icon = [this](QStyle::StandardPixmap pixmap) { return style()->standardIcon(pixmap); };
    m_firstButton->setIcon(icon(rtl ? QStyle::SP_MediaSkipForward : QStyle::SP_MediaSkipBackward));
    m_previousButton->setIcon(
        icon(rtl ? QStyle::SP_MediaSeekForward : QStyle::SP_MediaSeekBackward));
    m_nextButton->setIcon(icon(rtl ? QStyle::SP_MediaSeekBackward : QStyle::SP_MediaSeekForward));
    m_lastButton->setIcon(icon(rtl ? QStyle::SP_MediaSkipBackward : QStyle::SP_MediaSkipForward));
    if (!m_autoplaying)
        m_playButton->setIcon(playIcon());
}

QIcon NavigationBar::playIcon() const {
    const QIcon play = style()->standardIcon(QStyle::SP_MediaPlay);
    if (!isRightToLeft())
        return play;
    QIcon mirrored;
    for (const QSize &size : play.availableSizes())
        mirrored.addPixmap(play.pixmap(size).transformed(QTransform().scale(-1, 1)));
    if (mirrored.isNull()) // a scalable icon: drawn at the size the button shows
        mirrored.addPixmap(
            play.pixmap(m_playButton->iconSize()).transformed(QTransform().scale(-1, 1)));
    return mirrored;
}

void NavigationBar::retranslateUi() {
    //: Tool tips of the replay buttons; the key names in brackets are the shortcuts.
    m_firstButton->setToolTip(tr("To the start (Home)"));
    m_previousButton->setToolTip(tr("Previous move (Left, Page Up)"));
    m_nextButton->setToolTip(tr("Next move (Right, Page Down)"));
    m_lastButton->setToolTip(tr("To the last move (End)"));
    m_firstButton->setAccessibleName(tr("To the start"));
    m_previousButton->setAccessibleName(tr("Previous move"));
    m_nextButton->setAccessibleName(tr("Next move"));
    m_lastButton->setAccessibleName(tr("To the last move"));
    //: Accessible name of the slider over the moves of the replayed game.
    m_slider->setAccessibleName(tr("Move"));
    //: Label of the autoplay speed choice.
    m_speedLabel->setText(tr("S&peed:"));
    showPosition(m_index, m_last, m_playButton->isVisibleTo(this), m_autoplaying);
}

} // namespace tihbat
