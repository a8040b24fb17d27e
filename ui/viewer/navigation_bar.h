// SPDX-License-Identifier: GPL-3.0-or-later
// The bar under a viewer's board: first, previous, autoplay, next and last, a slider over the
// moves, where the line is ("Move 3 of 20") and the speed of autoplay. It only shows and asks:
// the viewer moves along its line and tells the bar where it is.
#pragma once

#include <QIcon>
#include <QWidget>

class QComboBox;
class QLabel;
class QSlider;
class QToolButton;

namespace tihbat {

class SpeedChoice;

class NavigationBar : public QWidget {
    Q_OBJECT
public:
    // The speed box follows `speed` (not owned).
    explicit NavigationBar(SpeedChoice *speed, QWidget *parent = nullptr);

    QSlider *slider() const { return m_slider; }
    // The parts that take the keyboard focus, for the viewer's navigation keys.
    QList<QWidget *> focusParts() const;

    // Move `index` of `last` is shown; autoplay is offered where it can run and shows whether
    // it does.
    void showPosition(int index, int last, bool canAutoplay, bool autoplaying);

signals:
    void firstAsked();
    void previousAsked();
    void nextAsked();
    void lastAsked();
    void autoplayToggled();
    void moveChosen(int index); // on the slider

protected:
    void changeEvent(QEvent *event) override;

private:
    QToolButton *addButton();
    void retranslateUi();
    // The step buttons' icons for the window's direction.
    void showDirection();
    // The autoplay icon, pointing the way the moves run.
    QIcon playIcon() const;

    QToolButton *m_firstButton = nullptr;
    QToolButton *m_previousButton = nullptr;
    QToolButton *m_playButton = nullptr;
    QToolButton *m_nextButton = nullptr;
    QToolButton *m_lastButton = nullptr;
    QSlider *m_slider = nullptr;
    QLabel *m_indexLabel = nullptr;
    QLabel *m_speedLabel = nullptr;
    QComboBox *m_speedBox = nullptr;
    int m_index = 0;
    int m_last = 0;
    bool m_autoplaying = false;
};

} // namespace tihbat
