// SPDX-License-Identifier: GPL-3.0-or-later
// Runs a function once a widget's first picture is on the screen: for start-up work the first
// picture does not need (the window icon, ...), so that starting the game waits for none of it.
#pragma once

#include <QObject>
#include <functional>

class QWidget;

namespace tihbat {

class AfterFirstPaint : public QObject {
    Q_OBJECT
public:
    // Calls `function` once, after the first paint of `widget` has been delivered and shown
    // and the events queued with it have been handled; never if the widget goes first.
    static void run(QWidget *widget, std::function<void()> function);

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    AfterFirstPaint(QWidget *widget, std::function<void()> function);

    std::function<void()> m_function;
    bool m_seen = false;
};

} // namespace tihbat
