// SPDX-License-Identifier: GPL-3.0-or-later
#include "print_preview.h"

#include "print_page.h"
#include "worksheet_choice.h"

#include <QLocale>
#include <QPrintPreviewDialog>
#include <QPrinter>

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
    QPrintPreviewDialog preview(&printer, parent);
    preview.setObjectName(objectName);
    QObject::connect(&preview, &QPrintPreviewDialog::paintRequested, &preview, paint);
    return preview.exec() == QDialog::Accepted;
}

} // namespace tihbat
