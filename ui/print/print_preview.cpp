// SPDX-License-Identifier: GPL-3.0-or-later
#include "print_preview.h"

#include "paper/print_page.h"
#include "paper/worksheet_choice.h"

#include <QLocale>
#include <QPrintPreviewDialog>
#include <QPrinter>
#include <QPrinterInfo>

namespace tihbat {

void PrintPreview::prepare(QPrinter &printer) {
    // A real printer comes with its own default paper; a PDF "printer" has none of its own.
    if (printer.outputFormat() != QPrinter::NativeFormat)
        printer.setPageSize(QPageSize(paperOfLocale(QLocale::system())));
    printer.setPageOrientation(QPageLayout::Portrait);
    printer.setPageMargins(PrintPage::printableMargins(), QPageLayout::Millimeter);
}

bool PrintPreview::exec(QWidget *parent, QPrinter &printer, const QString &objectName,
                        const QString &documentName, const std::function<void(QPrinter *)> &paint) {
    printer.setDocName(documentName);
    const Setting previewed{printer.printerName(), printer.pageLayout().pageSize()};
    QPrintPreviewDialog preview(&printer, parent);
    preview.setObjectName(objectName);
    QObject::connect(
        &preview, &QPrintPreviewDialog::paintRequested, &preview, [&](QPrinter *target) {
            if (target->outputFormat() == QPrinter::NativeFormat) {
                const QPageSize paper = paperToPrintOn(
                    previewed, {target->printerName(), target->pageLayout().pageSize()},
                    QPrinterInfo(*target).defaultPageSize());
                if (!paper.isEquivalentTo(target->pageLayout().pageSize()))
                    target->setPageSize(paper);
            }
            paint(target);
        });
    return preview.exec() == QDialog::Accepted;
}

QPageSize PrintPreview::paperToPrintOn(const Setting &previewed, const Setting &chosen,
                                       const QPageSize &chosenPrintersPaper) {
    const bool otherPrinter = chosen.printer != previewed.printer;
    const bool paperKept = chosen.paper.isEquivalentTo(previewed.paper);
    if (otherPrinter && paperKept && chosenPrintersPaper.isValid())
        return chosenPrintersPaper;
    return chosen.paper;
}

} // namespace tihbat
