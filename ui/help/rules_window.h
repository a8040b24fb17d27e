// SPDX-License-Identifier: GPL-3.0-or-later
// "How to play": the rules for children, as HTML from the resources (:/rules/rules_<lang>.html),
// in the language of the interface (QLocale(), which the LanguageManager sets).
#pragma once

#include <QDialog>

class QTextBrowser;

namespace tihbat {

class RulesWindow : public QDialog {
    Q_OBJECT
public:
    explicit RulesWindow(QWidget *parent = nullptr);

    // The rules text for the user's language, English when there is none yet.
    static QString rulesResource(const QLocale &locale);

protected:
    void changeEvent(QEvent *event) override;
    void hideEvent(QHideEvent *event) override;

private:
    void retranslateUi();

    QTextBrowser *m_browser = nullptr; // owned by the dialog
};

} // namespace tihbat
