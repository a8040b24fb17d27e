// SPDX-License-Identifier: GPL-3.0-or-later
// The class tournament window's first page: the new tournament's choices (its drawn join code,
// the counters, the Swiss rounds for a large class) or the saved tournament to go on with.
#pragma once

#include <QWidget>

class QLabel;
class QPushButton;
class QSpinBox;

namespace tihbat {

class TournamentSetupPage : public QWidget {
    Q_OBJECT
public:
    TournamentSetupPage(const QString &code, QWidget *parent);

    // The counters in each pit chosen for a new tournament.
    int countersPerPit() const;
    // The Swiss rounds chosen (0: as many as the class needs).
    int swissRounds() const;
    // Offers Continue only when there is a saved tournament.
    void setSavedTournamentExists(bool exists);
    // Says why the tournament could not be opened.
    void sayProblem(const QString &text);

signals:
    void openRequested();
    void continueRequested();

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslateUi();

    QLabel *m_intro = nullptr;
    QLabel *m_codeLabel = nullptr;
    QLabel *m_countersLabel = nullptr;
    QSpinBox *m_counters = nullptr;
    QLabel *m_roundsLabel = nullptr;
    QSpinBox *m_swissRounds = nullptr;
    QLabel *m_problem = nullptr;
    QPushButton *m_open = nullptr;
    QPushButton *m_continue = nullptr;
};

} // namespace tihbat
