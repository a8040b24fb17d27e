// SPDX-License-Identifier: GPL-3.0-or-later
#include "worksheet_actions.h"

#include "files/safe_file.h"
#include "game/file_error_text.h"
#include "print_language.h"
#include "worksheet_dialog.h"
#include "worksheet_pdf.h"
#include "worksheet_texts.h"

#include <QAction>
#include <QEvent>
#include <QFileDialog>
#include <QFileInfo>
#include <QMessageBox>
#include <QPrintPreviewDialog>
#include <QPrinter>

namespace tihbat {

namespace {

std::optional<QString> writePdf(const QString &path, const QByteArray &pdf) {
    if (const auto error = files::writeFileSafely(
            path.toStdString(), std::string_view(pdf.constData(), std::size_t(pdf.size()))))
        return fileErrorText(*error);
    return std::nullopt;
}

} // namespace

WorksheetActions::WorksheetActions(QWidget *window)
    : QObject(window)
    , m_window(window)
    , m_print(new QAction(window))
    , m_export(new QAction(window)) {
    m_print->setObjectName(QStringLiteral("printWorksheetAction"));
    m_export->setObjectName(QStringLiteral("exportWorksheetAction"));
    connect(m_print, &QAction::triggered, this, &WorksheetActions::print);
    connect(m_export, &QAction::triggered, this, &WorksheetActions::exportChosen);
    window->installEventFilter(this);
    retranslateUi();
}

bool WorksheetActions::eventFilter(QObject *watched, QEvent *event) {
    if (watched == m_window && event->type() == QEvent::LanguageChange)
        retranslateUi();
    return QObject::eventFilter(watched, event);
}

void WorksheetActions::retranslateUi() {
    //: Game menu: sets up a sheet of puzzles, shows it as it will print, and prints it
    m_print->setText(tr("Print &Worksheet…"));
    //: Game menu: sets up a sheet of puzzles and saves it as a PDF file
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
    if (const auto error = writePdf(path, sheetPdf))
        return error;
    if (!keyPath.isEmpty())
        return writePdf(keyPath, keyPdf);
    return std::nullopt;
}

void WorksheetActions::exportChosen() {
    WorksheetDialog dialog(m_window);
    if (dialog.exec() != QDialog::Accepted)
        return;
    //: Export Worksheet as PDF: the file type in the save dialog
    QString path = QFileDialog::getSaveFileName(m_window, m_export->text().remove(u'&'), QString(),
                                                tr("PDF documents (*.pdf)"));
    if (path.isEmpty())
        return;
    if (!path.endsWith(QStringLiteral(".pdf"), Qt::CaseInsensitive))
        path += QStringLiteral(".pdf");
    const QString keyPath = dialog.separateAnswerKey() ? keyPathFor(path) : QString();
    if (const auto error = exportPdf(dialog.choice(), path, keyPath))
        QMessageBox::warning(m_window, dialog.windowTitle(), *error);
}

void WorksheetActions::print() {
    WorksheetDialog dialog(m_window);
    if (dialog.exec() != QDialog::Accepted)
        return;
    const WorksheetChoice choice = dialog.choice();
    const bool separateKey = dialog.separateAnswerKey();
    Worksheet sheet;
    try {
        const PrintLanguage language(choice.language);
        sheet = makeWorksheet(choice);
    } catch (const WorksheetChoiceError &error) {
        QMessageBox::warning(m_window, dialog.windowTitle(), QString::fromStdString(error.what()));
        return;
    }
    QPrinter printer(QPrinter::HighResolution);
    printer.setPageLayout(WorksheetPages::pageLayout(choice.paper));
    printer.setDocName(sheet.title);
    QPrintPreviewDialog preview(&printer, m_window);
    preview.setObjectName(QStringLiteral("worksheetPreview"));
    // The sheet's language only while it is painted (the window keeps its own).
    connect(&preview, &QPrintPreviewDialog::paintRequested, this, [&](QPrinter *target) {
        const PrintLanguage language(choice.language);
        WorksheetPages(sheet).paint(target,
                                    separateKey ? WorksheetPart::Puzzles : WorksheetPart::Both);
    });
    if (preview.exec() != QDialog::Accepted || !separateKey)
        return;
    // The key: a print job of its own, on the printer and settings just used.
    const PrintLanguage language(choice.language);
    printer.setDocName(WorksheetTexts::answerKeyHeading(sheet.title));
    WorksheetPages(sheet).paint(&printer, WorksheetPart::Answers);
}

} // namespace tihbat
