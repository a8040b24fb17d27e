// SPDX-License-Identifier: GPL-3.0-or-later
// Game > Print Worksheet… and Export Worksheet as PDF…: the choice (WorksheetDialog), then a
// print preview (QPrintPreviewDialog) that prints, or a PDF file written whole; the answer key
// on the last pages or, at the teacher's choice, printed or saved as a document of its own. The
// sheet is in the language chosen for it, whatever the window's. The save dialog suggests the
// sheet's title and number as the name, and the status bar says where the sheet (and its key)
// went, as Save does.
#pragma once

#include "paper/worksheet_choice.h"
#include "translated_actions.h"

#include <QString>
#include <optional>

class QAction;
class QWidget;

namespace tihbat {

class WorksheetActions : public TranslatedActions {
    Q_OBJECT
public:
    explicit WorksheetActions(QWidget *window);

    QAction *printAction() const { return m_print; }
    QAction *exportAction() const { return m_export; }

    // Writes the worksheet (and the key to keyPath, if given, else on the last pages) as PDF;
    // the reason when a file cannot be written or the choice cannot be met.
    static std::optional<QString> exportPdf(const WorksheetChoice &choice, const QString &path,
                                            const QString &keyPath = {});
    // Where a separate key goes beside the sheet: "sheet.pdf" -> "sheet-key.pdf".
    static QString keyPathFor(const QString &path);

    // The name the save dialog suggests for the sheet: its title and sheet number.
    static QString fileNameFor(const WorksheetChoice &choice);
    // What the status bar says once the sheet (and key) were written, with the paths.
    static QString writtenText(const QString &path, const QString &keyPath);
    // What the status bar says once the sheet was printed on the printer named.
    static QString printedText(const QString &printerName, bool separateKey);

    void retranslateUi() override;

private:
    void print();
    void exportChosen();

    QAction *m_print;
    QAction *m_export;
};

} // namespace tihbat
