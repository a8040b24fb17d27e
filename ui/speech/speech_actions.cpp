// SPDX-License-Identifier: GPL-3.0-or-later
#include "speech_actions.h"

#include "read_aloud.h"

#include <QAction>
#include <QActionGroup>
#include <QEvent>
#include <QMenu>
#include <QTimer>
#include <QWidget>
#include <cstdlib>

namespace tihbat {

SpeechActions::SpeechActions(ReadAloud *readAloud, QWidget *window)
    : QObject(window)
    , m_readAloud(readAloud) {
    m_toggle = new QAction(window);
    m_toggle->setObjectName("readAloudAction");
    m_toggle->setCheckable(true);
    connect(m_toggle, &QAction::triggered, readAloud, &ReadAloud::setOn);

    m_reason = new QAction(window);
    m_reason->setObjectName("readAloudReasonAction");
    m_reason->setEnabled(false);

    m_rateMenu = new QMenu(window);
    m_rateMenu->setObjectName("voiceRateMenu");
    m_rateGroup = new QActionGroup(this);
    for (int percent : Rates) {
        QAction *action = m_rateGroup->addAction(QString());
        action->setObjectName(QStringLiteral("voiceRateAction%1").arg(percent));
        action->setCheckable(true);
        action->setData(percent);
        action->setChecked(percent == readAloud->rate());
        connect(action, &QAction::triggered, readAloud,
                [readAloud, percent] { readAloud->setRate(percent); });
    }
    m_rateMenu->addActions(m_rateGroup->actions());

    connect(readAloud, &ReadAloud::onChanged, this, &SpeechActions::showState);
    connect(readAloud, &ReadAloud::problemChanged, this, &SpeechActions::showState);
    window->installEventFilter(this);
    retranslateUi();
    showState();
    // Whether the voice speaks the interface's language is asked once the window is up, and
    // only when Read Aloud is on: the speech service may take seconds to start.
    QTimer::singleShot(0, readAloud, &ReadAloud::languageChanged);
}

QString SpeechActions::readAloudText() {
    //: View menu, the projector's keys and the lessons: the game's sentences spoken by the
    //: computer's voice, on or off
    return tr("&Read Aloud");
}

bool SpeechActions::eventFilter(QObject *watched, QEvent *event) {
    if (event->type() == QEvent::LanguageChange) {
        retranslateUi();
        m_readAloud->languageChanged();
    }
    return QObject::eventFilter(watched, event);
}

void SpeechActions::showState() {
    const QString problem = m_readAloud->problem();
    m_toggle->setChecked(m_readAloud->isOn() && problem.isEmpty());
    m_toggle->setEnabled(problem.isEmpty());
    m_rateMenu->setEnabled(problem.isEmpty());
    m_toggle->setStatusTip(problem);
    m_reason->setText(problem);
    m_reason->setVisible(!problem.isEmpty());
}

void SpeechActions::retranslateUi() {
    m_toggle->setText(readAloudText());
    //: View menu: submenu choosing how fast the voice of Read Aloud speaks
    m_rateMenu->setTitle(tr("V&oice Rate"));
    const QStringList names{//: Voice Rate: slower than the voice's own
                            tr("Slow", "voice rate"),
                            //: Voice Rate: the voice's own rate
                            tr("Normal", "voice rate"),
                            //: Voice Rate: faster than the voice's own
                            tr("Fast", "voice rate")};
    const QList<QAction *> actions = m_rateGroup->actions();
    for (qsizetype i = 0; i < actions.size(); ++i)
        actions[i]->setText(names.value(i));
}

} // namespace tihbat
