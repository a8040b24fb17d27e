// SPDX-License-Identifier: GPL-3.0-or-later
// Help → About Tihbat: the version, what the game is, its copyright and licence in a few
// words, the credits, and the full text of the GNU GPL the program is distributed under.
#pragma once

#include <QDialog>

class QLabel;
class QPlainTextEdit;
class QTabWidget;

namespace tihbat {

class AboutDialog : public QDialog {
    Q_OBJECT
public:
    explicit AboutDialog(QWidget *parent = nullptr);

    // The licence as it ships (GPL-3.0 text from the resources); empty if it is missing.
    static QString licenceText();

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslateUi();

    QTabWidget *m_tabs = nullptr;        // owned by the dialog
    QLabel *m_title = nullptr;           // owned by the dialog
    QLabel *m_about = nullptr;           // owned by the dialog
    QLabel *m_credits = nullptr;         // owned by the dialog
    QPlainTextEdit *m_licence = nullptr; // owned by the dialog
};

} // namespace tihbat
