// SPDX-License-Identifier: GPL-3.0-or-later
// The bar above the board on the very first start that offers the lessons: "New to Tihbat?
// Learn to play in a few short lessons." It never blocks anything (a scripted start goes on as
// if it were not there), is offered once only (remembered in the settings as soon as it shows)
// and goes away when answered.
#pragma once

#include <QFrame>

class QLabel;
class QPushButton;

namespace tihbat {

class LearnOfferBar : public QFrame {
    Q_OBJECT
public:
    // Shown only if the lessons were never offered before; then they count as offered.
    explicit LearnOfferBar(QWidget *parent = nullptr);

signals:
    // The learner wants the lessons (the bar has closed).
    void accepted();

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslate();

    QLabel *m_text = nullptr;
    QPushButton *m_start = nullptr;
    QPushButton *m_dismiss = nullptr;
};

} // namespace tihbat
