// SPDX-License-Identifier: GPL-3.0-or-later
// What a teacher chooses before a worksheet is printed or saved as PDF: how many puzzles, how
// hard, from games with how many counters per pit, the title, the language of the sheet (which
// need not be the window's), the paper (for a PDF only: a printed sheet is on the paper of the
// printer chosen in the print dialog), the sheet number (the same number prints the same sheet
// again) and whether the answer key is a document of its own. A line under the fields that
// need it says what they are for; the last choice is remembered (Settings::worksheet) and
// offered again.
#pragma once

#include "paper/worksheet_choice.h"

#include <QDialog>

class QCheckBox;
class QComboBox;
class QLineEdit;
class QSpinBox;

namespace tihbat {

class WorksheetDialog : public QDialog {
    Q_OBJECT
public:
    enum class Use { Print, Export };
    explicit WorksheetDialog(QWidget *parent = nullptr, Use use = Use::Export);

    WorksheetChoice choice() const;
    bool separateAnswerKey() const;
    // Keeps the choice for the next time the dialog opens (done when it is accepted).
    void remember() const;

    void accept() override;

private:
    void restore();

    QSpinBox *m_puzzles;
    QComboBox *m_difficulty;
    QComboBox *m_counters;
    QLineEdit *m_title;
    QComboBox *m_language;
    QComboBox *m_paper;
    QSpinBox *m_sheet;
    QCheckBox *m_separateKey;
};

} // namespace tihbat
