// SPDX-License-Identifier: GPL-3.0-or-later
#include "learn_to_play.h"

#include "learn_offer_bar.h"
#include "learn_window.h"

#include <QAction>
#include <QEvent>
#include <QWidget>

namespace tihbat {

LearnToPlay::LearnToPlay(QWidget *window, QWidget *barParent)
    : QObject(window)
    , m_window(window) {
    m_action = new QAction(window);
    m_action->setObjectName("learnAction");
    connect(m_action, &QAction::triggered, this, &LearnToPlay::showLessons);
    m_bar = new LearnOfferBar(barParent);
    connect(m_bar, &LearnOfferBar::accepted, this, &LearnToPlay::showLessons);
    window->installEventFilter(this);
    retranslate();
}

QWidget *LearnToPlay::offerBar() const {
    return m_bar;
}

LearnWindow *LearnToPlay::learnWindow() const {
    return m_learnWindow;
}

LearnWindow *LearnToPlay::showLessons() {
    if (!m_learnWindow)
        m_learnWindow = new LearnWindow(m_window);
    m_learnWindow->show();
    m_learnWindow->raise();
    m_learnWindow->activateWindow();
    return m_learnWindow;
}

bool LearnToPlay::eventFilter(QObject *watched, QEvent *event) {
    if (watched == m_window && event->type() == QEvent::LanguageChange)
        retranslate();
    return QObject::eventFilter(watched, event);
}

void LearnToPlay::retranslate() {
    //: Help menu: opens the interactive lessons
    m_action->setText(tr("&Learn to Play"));
}

} // namespace tihbat
