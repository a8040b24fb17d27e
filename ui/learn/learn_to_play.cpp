// SPDX-License-Identifier: GPL-3.0-or-later
#include "learn_to_play.h"

#include "common/notice_bar.h"
#include "common/window_action.h"
#include "game/learn/tutorial_progress.h"
#include "learn_window.h"

#include <QCoreApplication>
#include <QPushButton>

namespace tihbat {

LearnToPlay::LearnToPlay(QWidget *window, QWidget *barParent)
    : QObject(window) {
    m_lessons = new WindowAction(
        window, QStringLiteral("learnAction"),
        [this, window] {
            auto *lessons = new LearnWindow(window);
            connect(lessons, &LearnWindow::firstGameWanted, this, &LearnToPlay::firstGameWanted);
            return lessons;
        },
        //: Help menu: opens the interactive lessons
        [] { return tr("&Learn to Play"); });
    // The bar's words keep the context they were translated in.
    m_bar = new NoticeBar(NoticeBar::Tone::Offer, QStringLiteral("learnOfferBar"), barParent);
    m_bar->setWording([] {
        //: A bar above the board on the very first start
        return QCoreApplication::translate("tihbat::LearnOfferBar",
                                           "New to Tihbat? Learn to play in a few short lessons.");
    });
    QPushButton *start = m_bar->addButton(QStringLiteral("learnOfferStart"), [] {
        //: Button in the first-start bar: opens Help > Learn to Play
        return QCoreApplication::translate("tihbat::LearnOfferBar", "Start the Lessons");
    });
    QPushButton *dismiss = m_bar->addButton(QStringLiteral("learnOfferDismiss"), [] {
        //: Button in the first-start bar: closes the bar (the lessons stay in the Help menu)
        return QCoreApplication::translate("tihbat::LearnOfferBar", "No, Thanks");
    });
    connect(start, &QPushButton::clicked, this, [this] {
        m_bar->hide();
        showLessons();
    });
    connect(dismiss, &QPushButton::clicked, m_bar, &QWidget::hide);
    // Offered once: whether or not it is answered, a later start does not offer it again.
    if (!TutorialProgress::wasOffered()) {
        m_bar->show();
        TutorialProgress::setOffered();
    }
}

QAction *LearnToPlay::action() const {
    return m_lessons->action();
}

QWidget *LearnToPlay::offerBar() const {
    return m_bar;
}

LearnWindow *LearnToPlay::learnWindow() const {
    return qobject_cast<LearnWindow *>(m_lessons->window());
}

LearnWindow *LearnToPlay::showLessons() {
    return qobject_cast<LearnWindow *>(m_lessons->open());
}

} // namespace tihbat
