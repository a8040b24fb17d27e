// SPDX-License-Identifier: GPL-3.0-or-later
#include "replay/verdict_box.h"

#include "replay/replay_verdicts.h"

#include <QCoreApplication>
#include <QEvent>
#include <QLabel>
#include <QVBoxLayout>

// The words keep the context they were translated in, the replay window's.

namespace tihbat {

VerdictBox::VerdictBox(QWidget *parent)
    : QGroupBox(parent)
    , m_move(new QLabel(this))
    , m_position(new QLabel(this)) {
    for (QLabel *label : {m_move, m_position}) {
        label->setWordWrap(true);
        label->setTextInteractionFlags(Qt::TextSelectableByMouse);
        label->setAlignment(Qt::AlignLeft | Qt::AlignTop);
    }
    // Room for the longest verdicts at the narrowest panel: the layout does not always ask a
    // word-wrapped label for its height at the width it gets (a splitter is in between).
    m_move->setMinimumHeight(3 * fontMetrics().lineSpacing() + 4);
    m_position->setMinimumHeight(2 * fontMetrics().lineSpacing() + 4);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_move);
    layout->addWidget(m_position);
    retranslateUi();
}

void VerdictBox::showVerdicts(const ReplayModel &model, int index) {
    m_position->setText(ReplayVerdicts::onPosition(model, index));
    m_move->setText(ReplayVerdicts::onMove(model, index));
}

QString VerdictBox::moveText() const {
    return m_move->text();
}

QString VerdictBox::positionText() const {
    return m_position->text();
}

void VerdictBox::retranslateUi() {
    //: Title of the replay's analysis box (the exact solver's verdict).
    setTitle(QCoreApplication::translate("tihbat::ReplayWindow", "Analysis"));
}

void VerdictBox::changeEvent(QEvent *event) {
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QGroupBox::changeEvent(event);
}

} // namespace tihbat
