// SPDX-License-Identifier: GPL-3.0-or-later
// The base of a window's set of actions that word themselves: it watches the window for
// LanguageChange and calls retranslateUi(). The print and export actions (board picture,
// worksheet, score sheet) are made this way; the derived constructor calls retranslateUi() once
// its actions exist.
#pragma once

#include <QObject>

class QWidget;

namespace tihbat {

class TranslatedActions : public QObject {
    Q_OBJECT
public:
    // Gives the actions' words again, in the interface language.
    virtual void retranslateUi() = 0;

protected:
    // Owned by `window`, whose language changes it follows.
    explicit TranslatedActions(QWidget *window);
    QWidget *window() const { return m_window; }
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    QWidget *m_window;
};

} // namespace tihbat
