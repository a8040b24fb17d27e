// SPDX-License-Identifier: GPL-3.0-or-later
#include "score_sheet_actions.h"

#include "export_file.h"
#include "game/session/analysis_service.h"
#include "paper/score_sheet_pages.h"
#include "paper/score_sheet_pdf.h"
#include "paper/score_sheet_texts.h"
#include "paper/worksheet_choice.h"
#include "print_preview.h"
#include "text/isolated_text.h"

#include <QAction>
#include <QDate>
#include <QGuiApplication>
#include <QMenu>
#include <QMessageBox>
#include <QPrinter>
#include <QToolButton>

namespace tihbat {

namespace {

std::optional<ScoreSheet> sheetOf(const ScoreSheetSource &source, QString *problem) {
    try {
        // A PDF's paper is the system's (a printed sheet takes the printer's).
        return makeScoreSheet(source.record, source.analysis, paperOfLocale(QLocale::system()));
    } catch (const ScoreSheetError &error) {
        *problem = QString::fromStdString(error.what());
        return std::nullopt;
    }
}

} // namespace

ScoreSheetActions::ScoreSheetActions(QWidget *window, Source source)
    : TranslatedActions(window)
    , m_source(std::move(source))
    , m_print(new QAction(window))
    , m_export(new QAction(window))
    , m_menu(new QMenu(window))
    , m_analysis(new AnalysisService(this)) {
    m_print->setObjectName(QStringLiteral("printScoreSheetAction"));
    m_export->setObjectName(QStringLiteral("exportScoreSheetAction"));
    m_menu->setObjectName(QStringLiteral("scoreSheetMenu"));
    m_menu->addActions({m_print, m_export});
    connect(m_print, &QAction::triggered, this, [this] { start(Job::Print); });
    connect(m_export, &QAction::triggered, this, [this] { start(Job::Export); });
    retranslateUi();
}

void ScoreSheetActions::retranslateUi() {
    //: Game menu: shows the game's score sheet (moves, values, result) as it will print. No
    //: mnemonic: every letter of the English words is taken in the Game menu.
    m_print->setText(tr("Print Score Sheet…"));
    //: Game menu: saves the game's score sheet as a PDF file
    m_export->setText(tr("Export Score Sheet as PD&F…"));
    //: Replay window: the button with the score sheet's print and export
    m_menu->setTitle(tr("Score Sheet"));
    if (m_button)
        m_button->setText(m_menu->title());
}

QToolButton *ScoreSheetActions::makeButton(QWidget *parent) {
    m_button = new QToolButton(parent);
    m_button->setObjectName(QStringLiteral("scoreSheetButton"));
    m_button->setMenu(m_menu);
    m_button->setPopupMode(QToolButton::InstantPopup);
    m_button->setToolButtonStyle(Qt::ToolButtonTextOnly);
    m_button->setText(m_menu->title());
    return m_button;
}

void ScoreSheetActions::start(Job job) {
    std::optional<ScoreSheetSource> source = m_source();
    if (!source)
        return;
    if (!source->analysis.empty()) {
        finish(job, *source);
        return;
    }
    // The values first, on the worker thread; the actions wait meanwhile.
    const record::Replay replay = record::gameOf(source->record);
    if (!replay.game) {
        QMessageBox::warning(window(), m_print->text().remove(u'&'),
                             QString::fromStdString(replay.problem));
        return;
    }
    m_print->setEnabled(false);
    m_export->setEnabled(false);
    QGuiApplication::setOverrideCursor(Qt::BusyCursor);
    const quint64 ticket = m_analysis->analyseLine(*replay.game);
    m_ticket = ticket;
    auto *connection = new QMetaObject::Connection;
    *connection = connect(m_analysis, &AnalysisService::lineAnalysed, this,
                          [this, job, ticket, connection, record = source->record](
                              quint64 answered, const std::vector<PositionAnalysis> &analysis) {
                              if (answered != ticket)
                                  return;
                              disconnect(*connection);
                              delete connection;
                              QGuiApplication::restoreOverrideCursor();
                              m_print->setEnabled(true);
                              m_export->setEnabled(true);
                              finish(job, {record, analysis});
                          });
}

void ScoreSheetActions::finish(Job job, const ScoreSheetSource &source) {
    if (job == Job::Print)
        print(source);
    else
        exportChosen(source);
}

std::optional<QString> ScoreSheetActions::exportPdf(const ScoreSheetSource &source,
                                                    const QString &path) {
    QString problem;
    const std::optional<ScoreSheet> sheet = sheetOf(source, &problem);
    if (!sheet)
        return problem;
    return ExportFile::write(path, scoreSheetPdf(*sheet));
}

void ScoreSheetActions::exportChosen(const ScoreSheetSource &source) {
    const QString title = m_export->text().remove(u'&');
    //: Export Score Sheet as PDF: the suggested file name; %1 is the sheet's title, %2 today's date
    const QString name =
        tr("%1 %2", "score sheet file name")
            .arg(ScoreSheetTexts::title(), QDate::currentDate().toString(Qt::ISODate));
    //: Export Score Sheet as PDF: the file type in the save dialog
    const auto file =
        ExportFile::ask(window(), title, {{tr("PDF documents (*.pdf)"), QStringLiteral(".pdf")}},
                        ExportFile::fileName(name, QStringLiteral("score-sheet")));
    if (!file)
        return;
    if (const auto error = exportPdf(source, file->first)) {
        QMessageBox::warning(window(), title, *error);
        return;
    }
    //: In the status bar after Export Score Sheet as PDF; %1 is the file's full path
    ExportFile::tell(window(),
                     tr("Score sheet saved to %1").arg(ExportFile::shownPath(file->first)));
    emit done();
}

void ScoreSheetActions::print(const ScoreSheetSource &source) {
    QString problem;
    const std::optional<ScoreSheet> sheet = sheetOf(source, &problem);
    if (!sheet) {
        QMessageBox::warning(window(), m_print->text().remove(u'&'), problem);
        return;
    }
    QPrinter printer(QPrinter::HighResolution);
    PrintPreview::prepare(printer);
    QMetaObject::invokeMethod(this, &ScoreSheetActions::done, Qt::QueuedConnection);
    const bool printed = PrintPreview::exec(
        window(), printer, QStringLiteral("scoreSheetPreview"), ScoreSheetTexts::title(),
        [&](QPrinter *target) { ScoreSheetPages(*sheet).paint(target); });
    if (!printed)
        return;
    const QString file = printer.outputFileName();
    ExportFile::tell(
        window(),
        file.isEmpty()
            //: In the status bar after printing a score sheet; %1 the printer's name
            ? tr("Score sheet sent to the printer %1").arg(isolated(printer.printerName()))
            //: In the status bar after printing a score sheet to a file (the
            //: print dialog's "Print to File"); %1 is the file's full path
            : tr("Score sheet saved to %1").arg(ExportFile::shownPath(file)));
}

} // namespace tihbat
