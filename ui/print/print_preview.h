// SPDX-License-Identifier: GPL-3.0-or-later
// Print… for paged documents (worksheet, score sheet): a print preview (QPrintPreviewDialog) on
// a printer that keeps its own paper. The preview starts on the default printer with the paper
// that printer has (A4 or Letter); its Print button opens the print dialog, where the person
// chooses the printer and its paper, and the pages are painted again for that paper: `paint`
// reads the page from the printer each time, so the layout fits it. With no printer at all (a
// PDF file), the paper is the system locale's.
#pragma once

#include <QString>
#include <functional>

class QPrinter;
class QWidget;

namespace tihbat {

class PrintPreview {
public:
    // The printer's paper as described above, portrait, the sheets' margins.
    static void prepare(QPrinter &printer);
    // Shows the preview named `objectName` of the document `documentName`; whether it printed.
    static bool exec(QWidget *parent, QPrinter &printer, const QString &objectName,
                     const QString &documentName, const std::function<void(QPrinter *)> &paint);
};

} // namespace tihbat
