// SPDX-License-Identifier: GPL-3.0-or-later
// Print… for paged documents (worksheet, score sheet): a print preview (QPrintPreviewDialog) on
// a printer that keeps its own paper. The preview starts on the default printer with the paper
// that printer has (A4 or Letter); its Print button opens the print dialog, where the person
// chooses the printer and its paper. Qt keeps the previewed paper when another printer is
// chosen; the pages go on that printer's own paper instead, unless the person chose a paper
// too. `paint` reads the page from the printer each time, so the layout fits the paper. With
// no printer at all (a PDF file), the paper is the system locale's.
#pragma once

#include <QPageSize>
#include <QString>
#include <functional>

class QPrinter;
class QWidget;

namespace tihbat {

class PrintPreview {
public:
    // A printer and the paper it is set to.
    struct Setting {
        QString printer;
        QPageSize paper;
    };

    // The printer's paper as described above, portrait, the sheets' margins.
    static void prepare(QPrinter &printer);
    // Shows the preview named `objectName` of the document `documentName`; whether it printed.
    static bool exec(QWidget *parent, QPrinter &printer, const QString &objectName,
                     const QString &documentName, const std::function<void(QPrinter *)> &paint);
    // The paper to print on: the chosen printer's default when the person chose another printer
    // than the previewed one and left the paper as it was previewed; else the chosen paper.
    static QPageSize paperToPrintOn(const Setting &previewed, const Setting &chosen,
                                    const QPageSize &chosenPrintersPaper);
};

} // namespace tihbat
