// SPDX-License-Identifier: GPL-3.0-or-later
#include "worksheet_actions.h"

#include "export_file.h"
#include "paper/print_language.h"
#include "paper/worksheet_pdf.h"
#include "paper/worksheet_texts.h"
#include "print_preview.h"
#include "text/isolated_text.h"
#include "worksheet_dialog.h"

#include <QAction>
#include <QDir>
#include <QFileInfo>
#include <QMessageBox>
#include <QPrinter>

namespace tihbat {

WorksheetActions::WorksheetActions(QWidget *window)
    : TranslatedActions(window)
    , m_print(new QAction(window))
    , m_export(new QAction(window)) {
    m_print->setObjectName(QStringLiteral("printWorksheetAction"));
    m_export->setObjectName(QStringLiteral("exportWorksheetAction"));
    connect(m_print, &QAction::triggered, this, &WorksheetActions::print);
    connect(m_export, &QAction::triggered, this, &WorksheetActions::exportChosen);
    retranslateUi();
}

void WorksheetActions::retranslateUi() {
    //: Classroom menu: sets up a sheet of puzzles, shows it as it will print, and prints it
    m_print->setText(tr("Print Work&sheet…"));
    //: Classroom menu: sets up a sheet of puzzles and saves it as a PDF file
    m_export->setText(tr("Export Worksheet as P&DF…"));
}

QString WorksheetActions::keyPathFor(const QString &path) {
    const QFileInfo info(path);
    return info.dir().filePath(info.completeBaseName() + QStringLiteral("-key.pdf"));
}

std::optional<QString> WorksheetActions::exportPdf(const WorksheetChoice &choice,
                                                   const QString &path, const QString &keyPath) {
    QByteArray sheetPdf;
    QByteArray keyPdf;
    {
        const PrintLanguage language(choice.language);
        Worksheet sheet;
        try {
            sheet = makeWorksheet(choice);
        } catch (const WorksheetChoiceError &error) {
            return QString::fromStdString(error.what());
        }
        sheetPdf =
            worksheetPdf(sheet, keyPath.isEmpty() ? WorksheetPart::Both : WorksheetPart::Puzzles);
        if (!keyPath.isEmpty())
            keyPdf = worksheetPdf(sheet, WorksheetPart::Answers);
    }
    if (const auto error = ExportFile::write(path, sheetPdf))
        return error;
    if (!keyPath.isEmpty())
        return ExportFile::write(keyPath, keyPdf);
    return std::nullopt;
}

// The sheet's title and number: a new number, a new file, and the same sheet the same name.
QString WorksheetActions::fileNameFor(const WorksheetChoice &choice) {
    QString title = choice.title.trimmed();
    if (title.isEmpty()) {
        const PrintLanguage language(choice.language);
        title = WorksheetTexts::defaultTitle();
    }
    //: A worksheet's suggested file name: %1 its title, %2 its sheet number
    return ExportFile::fileName(tr("%1 %2", "worksheet file name").arg(title).arg(choice.seed),
                                QStringLiteral("worksheet"));
}

QString WorksheetActions::writtenText(const QString &path, const QString &keyPath) {
    if (keyPath.isEmpty())
        //: In the status bar after Export Worksheet as PDF; %1 is the file's full path
        return tr("Worksheet saved to %1").arg(ExportFile::shownPath(path));
    //: In the status bar after Export Worksheet as PDF with a separate answer key; %1 and %2
    //: are the files' full paths
    return tr("Worksheet saved to %1; its answer key to %2")
        .arg(ExportFile::shownPath(path), ExportFile::shownPath(keyPath));
}

void WorksheetActions::exportChosen() {
    WorksheetDialog dialog(window(), WorksheetDialog::Use::Export);
    if (dialog.exec() != QDialog::Accepted)
        return;
    //: Export Worksheet as PDF: the file type in the save dialog
    const auto file = ExportFile::ask(window(), m_export->text(),
                                      {{tr("PDF documents (*.pdf)"), QStringLiteral(".pdf")}},
                                      fileNameFor(dialog.choice()));
    if (!file)
        return;
    const QString keyPath = dialog.separateAnswerKey() ? keyPathFor(file->first) : QString();
    if (const auto error = exportPdf(dialog.choice(), file->first, keyPath))
        QMessageBox::warning(window(), dialog.windowTitle(), *error);
    else
        ExportFile::tell(window(), writtenText(file->first, keyPath));
}

void WorksheetActions::print() {
    WorksheetDialog dialog(window(), WorksheetDialog::Use::Print);
    if (dialog.exec() != QDialog::Accepted)
        return;
    const WorksheetChoice choice = dialog.choice();
    const bool separateKey = dialog.separateAnswerKey();
    Worksheet sheet;
    try {
        const PrintLanguage language(choice.language);
        sheet = makeWorksheet(choice);
    } catch (const WorksheetChoiceError &error) {
        QMessageBox::warning(window(), dialog.windowTitle(), QString::fromStdString(error.what()));
        return;
    }
    QPrinter printer(QPrinter::HighResolution);
    PrintPreview::prepare(printer);
    // The sheet's language only while it is painted (the window keeps its own).
    const bool printed = PrintPreview::exec(
        window(), printer, QStringLiteral("worksheetPreview"), sheet.title, [&](QPrinter *target) {
            const PrintLanguage language(choice.language);
            WorksheetPages(sheet).paint(target,
                                        separateKey ? WorksheetPart::Puzzles : WorksheetPart::Both);
        });
    if (!printed)
        return;
    // Qt's preview can print to a PDF file instead of a printer: the key then goes beside it.
    const QString file = printer.outputFileName();
    const QString keyFile = separateKey && !file.isEmpty() ? keyPathFor(file) : QString();
    if (separateKey) {
        // The key: a print job of its own, on the printer and settings just used.
        const PrintLanguage language(choice.language);
        printer.setDocName(WorksheetTexts::answerKeyHeading(sheet.title));
        if (!keyFile.isEmpty())
            printer.setOutputFileName(keyFile);
        WorksheetPages(sheet).paint(&printer, WorksheetPart::Answers);
    }
    ExportFile::tell(window(), file.isEmpty() ? printedText(printer.printerName(), separateKey)
                                              : writtenText(file, keyFile));
}

QString WorksheetActions::printedText(const QString &printerName, bool separateKey) {
    if (separateKey)
        //: In the status bar after printing a worksheet and its key; %1 is the printer's name
        return tr("Worksheet and its answer key sent to the printer %1").arg(isolated(printerName));
    //: In the status bar after printing a worksheet; %1 is the printer's name
    return tr("Worksheet sent to the printer %1").arg(isolated(printerName));
}

} // namespace tihbat
