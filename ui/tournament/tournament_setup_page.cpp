// SPDX-License-Identifier: GPL-3.0-or-later
#include "tournament_setup_page.h"

#include "named_widgets.h"
#include "tournament/tournament.h" // the rules' bounds

#include <QEvent>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QSpinBox>
#include <QVBoxLayout>

namespace tihbat {

TournamentSetupPage::TournamentSetupPage(const QString &code, QWidget *parent)
    : QWidget(parent)
    , m_intro(wrappedLabel("tournamentIntro", this))
    , m_codeLabel(new QLabel(this))
    , m_countersLabel(new QLabel(this))
    , m_counters(new QSpinBox(this))
    , m_roundsLabel(new QLabel(this))
    , m_swissRounds(new QSpinBox(this))
    , m_problem(wrappedLabel("tournamentSetupProblem", this))
    , m_open(namedButton("openTournament", this))
    , m_continue(namedButton("continueTournament", this)) {
    auto *codeShown = new QLabel(code, this);
    codeShown->setObjectName("tournamentCode");
    QFont big = codeShown->font();
    big.setPointSizeF(big.pointSizeF() * 2);
    big.setBold(true);
    codeShown->setFont(big);
    codeShown->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_counters->setObjectName("tournamentCounters");
    m_counters->setRange(RuleOptions::MinCountersPerPit, RuleOptions::MaxCountersPerPit);
    m_counters->setValue(RuleOptions{}.countersPerPit);
    m_countersLabel->setBuddy(m_counters);
    m_swissRounds->setObjectName("tournamentSwissRounds");
    m_swissRounds->setRange(0, 32);
    m_roundsLabel->setBuddy(m_swissRounds);
    m_open->setDefault(true);
    connect(m_open, &QPushButton::clicked, this, &TournamentSetupPage::openRequested);
    connect(m_continue, &QPushButton::clicked, this, &TournamentSetupPage::continueRequested);

    auto *form = new QFormLayout;
    form->setFieldGrowthPolicy(QFormLayout::FieldsStayAtSizeHint);
    form->addRow(m_codeLabel, codeShown);
    form->addRow(m_countersLabel, m_counters);
    form->addRow(m_roundsLabel, m_swissRounds);
    auto *buttons = new QHBoxLayout;
    buttons->addWidget(m_continue);
    buttons->addStretch();
    buttons->addWidget(m_open);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_intro);
    layout->addLayout(form);
    layout->addWidget(m_problem);
    layout->addStretch();
    layout->addLayout(buttons);
    retranslateUi();
}

int TournamentSetupPage::countersPerPit() const {
    return m_counters->value();
}

int TournamentSetupPage::swissRounds() const {
    return m_swissRounds->value();
}

void TournamentSetupPage::setSavedTournamentExists(bool exists) {
    m_continue->setVisible(exists);
}

void TournamentSetupPage::sayProblem(const QString &text) {
    m_problem->setText(text);
}

void TournamentSetupPage::changeEvent(QEvent *event) {
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QWidget::changeEvent(event);
}

void TournamentSetupPage::retranslateUi() {
    m_intro->setText(
        tr("Every pupil plays on their own computer, and this computer referees every game. Up "
           "to 8 pupils play everyone twice, once on each side; more play a Swiss tournament."));
    m_codeLabel->setText(tr("Join code:"));
    m_countersLabel->setText(tr("&Counters in each pit:"));
    //: Class tournament: how many rounds a class of more than 8 pupils plays
    m_roundsLabel->setText(tr("&Rounds for more than 8 pupils:"));
    //: Class tournament: the Swiss rounds chosen by the program from the number of pupils
    m_swissRounds->setSpecialValueText(tr("As many as needed"));
    m_open->setText(tr("&Open the Tournament"));
    m_continue->setText(tr("Contin&ue the Saved Tournament"));
}

} // namespace tihbat
