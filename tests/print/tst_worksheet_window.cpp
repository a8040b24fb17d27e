// SPDX-License-Identifier: GPL-3.0-or-later
// Game > Print Worksheet… and Export Worksheet as PDF… (WorksheetActions, WorksheetDialog): the
// dialog's choice is what its fields say; the export writes the sheet and, when asked, its key
// as a second PDF, in the chosen language whatever the window's; a file that cannot be written is
// refused with its reason; the print preview shows the pages the choice makes.
#include "game/settings/languages.h"
#include "isolated_settings.h"
#include "page_check.h"
#include "paper/worksheet_pages.h"
#include "print/print_preview.h"
#include "print/worksheet_actions.h"
#include "print/worksheet_dialog.h"

#include <QAction>
#include <QApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QDir>
#include <QFile>
#include <QFontMetrics>
#include <QLabel>
#include <QLineEdit>
#include <QPrintPreviewDialog>
#include <QPrintPreviewWidget>
#include <QPrinter>
#include <QPrinterInfo>
#include <QProcess>
#include <QSettings>
#include <QSpinBox>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>
#include <QTranslator>

using namespace tihbat;

namespace {

int pageCount(const QString &pdf) {
    QProcess info;
    info.start(QStringLiteral("pdfinfo"), {pdf});
    info.waitForFinished();
    const QString out = QString::fromUtf8(info.readAllStandardOutput());
    const qsizetype at = out.indexOf(QStringLiteral("Pages:"));
    return at < 0 ? -1 : out.mid(at + 6).section(u'\n', 0, 0).trimmed().toInt();
}

QString textOf(const QString &pdf) {
    QProcess text;
    text.start(QStringLiteral("pdftotext"), {pdf, QStringLiteral("-")});
    text.waitForFinished();
    return QString::fromUtf8(text.readAllStandardOutput()).simplified();
}

} // namespace

class TestWorksheetWindow : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void init();
    void dialogChoiceIsItsFields();
    void dialogSaysWhatItsFieldsAreFor_data();
    void dialogSaysWhatItsFieldsAreFor();
    void exportWritesSheetAndKey();
    void exportRefusesUnwritable();
    void previewShowsThePages();
    void exportIsTheCommandLines_data();
    void exportIsTheCommandLines();
    void printsOnThePrintersPaper_data();
    void printsOnThePrintersPaper();
    void paperOfTheChosenPrinter_data();
    void paperOfTheChosenPrinter();
};

// The dialog remembers its choice: each test starts from the first run's.
void TestWorksheetWindow::initTestCase() {
    IsolatedSettings::forThisTest(QStringLiteral("TihbatWorksheetWindowTest"));
}

void TestWorksheetWindow::init() {
    QSettings().clear();
}

void TestWorksheetWindow::dialogChoiceIsItsFields() {
    WorksheetDialog dialog;
    dialog.findChild<QSpinBox *>(QStringLiteral("puzzles"))->setValue(9);
    auto *difficulty = dialog.findChild<QComboBox *>(QStringLiteral("difficulty"));
    difficulty->setCurrentIndex(difficulty->findData(int(PuzzleDifficulty::Hard)));
    auto *counters = dialog.findChild<QComboBox *>(QStringLiteral("counters"));
    counters->setCurrentIndex(counters->findData(7));
    dialog.findChild<QLineEdit *>(QStringLiteral("title"))->setText(QStringLiteral("Class 4"));
    auto *language = dialog.findChild<QComboBox *>(QStringLiteral("language"));
    language->setCurrentIndex(language->findData(QStringLiteral("mn")));
    auto *paper = dialog.findChild<QComboBox *>(QStringLiteral("paper"));
    paper->setCurrentIndex(paper->findData(int(QPageSize::Letter)));
    dialog.findChild<QSpinBox *>(QStringLiteral("sheet"))->setValue(77);
    dialog.findChild<QCheckBox *>(QStringLiteral("separateKey"))->setChecked(true);
    if (qEnvironmentVariableIsSet("TIHBAT_SAVE"))
        dialog.grab().save(QStringLiteral("/work/shots-print/worksheet-dialog.png"));
    const WorksheetChoice choice = dialog.choice();
    QCOMPARE(choice.puzzles, 9);
    QCOMPARE(choice.difficulty, std::optional(PuzzleDifficulty::Hard));
    QCOMPARE(choice.countersPerPit, std::optional(7));
    QCOMPARE(choice.title, QStringLiteral("Class 4"));
    QCOMPARE(choice.language, QStringLiteral("mn"));
    QCOMPARE(choice.paper, QPageSize::Letter);
    QCOMPARE(choice.seed, 77u);
    QVERIFY(dialog.separateAnswerKey());
    difficulty->setCurrentIndex(0);
    counters->setCurrentIndex(0);
    QCOMPARE(dialog.choice().difficulty, std::nullopt);     // mixed
    QCOMPARE(dialog.choice().countersPerPit, std::nullopt); // any
}

void TestWorksheetWindow::dialogSaysWhatItsFieldsAreFor_data() {
    QTest::addColumn<QString>("language");
    for (const QString &language : languageCodes())
        QTest::newRow(qPrintable(language)) << language;
}

// In every language: a line under the fields that need one says what they are for, whole, and
// the dialog is wide enough for its title ("Title — Tihbat" in a bold font).
void TestWorksheetWindow::dialogSaysWhatItsFieldsAreFor() {
    QFETCH(QString, language);
    QTranslator translator;
    if (language != "en") {
        QVERIFY(translator.load(":/i18n/tihbat_" + language + ".qm"));
        QVERIFY(QCoreApplication::installTranslator(&translator));
    }
    const auto removeTranslator =
        qScopeGuard([&] { QCoreApplication::removeTranslator(&translator); });
    WorksheetDialog dialog(nullptr, WorksheetDialog::Use::Export);
    dialog.show();
    QVERIFY(QTest::qWaitForWindowExposed(&dialog));
    QFont bold = dialog.font();
    bold.setBold(true);
    QVERIFY(dialog.width() >= QFontMetrics(bold).horizontalAdvance(
                                  dialog.windowTitle() + QStringLiteral(" \u2014 Tihbat")));
    for (const char *name :
         {"countersPurpose", "languagePurpose", "sheetPurpose", "separateKeyPurpose"}) {
        auto *label = dialog.findChild<QLabel *>(QLatin1String(name));
        QVERIFY2(label && label->isVisible(), name);
        QVERIFY2(!label->text().isEmpty(), name);
        QTRY_VERIFY2(label->height() >= label->heightForWidth(label->width()), name);
    }
    if (language != "en")
        QVERIFY(dialog.findChild<QLabel *>("sheetPurpose")->text() !=
                QStringLiteral("The same number gives the same puzzles: note it to print this "
                               "sheet again, or choose another for a new sheet."));
    const QString folder = qEnvironmentVariable("TIHBAT_SHOTS_DIR");
    if (!folder.isEmpty())
        dialog.grab().save(QDir(folder).filePath(
            QStringLiteral("worksheet-dialog-%1@%2.png")
                .arg(language, qEnvironmentVariable("QT_SCALE_FACTOR", QStringLiteral("1")))));
}

void TestWorksheetWindow::exportWritesSheetAndKey() {
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    WorksheetChoice choice;
    choice.puzzles = 13;
    choice.language = QStringLiteral("hi");
    const QString sheet = dir.filePath(QStringLiteral("sheet.pdf"));
    const QString key = WorksheetActions::keyPathFor(sheet);
    QCOMPARE(key, dir.filePath(QStringLiteral("sheet-key.pdf")));
    QCOMPARE(WorksheetActions::exportPdf(choice, sheet, key), std::nullopt);
    QCOMPARE(pageCount(sheet), 3); // 13 puzzles, six a page
    QCOMPARE(pageCount(key), 2);   // 13 answers, twelve a page
    // In Hindi, though this window speaks English: the tasks are the Hindi catalogue's.
    QVERIFY2(textOf(sheet).contains(QStringLiteral("की चाल है")), qPrintable(textOf(sheet)));
    QVERIFY(!textOf(sheet).contains(QStringLiteral(" to play and win ")));
    QCOMPARE(WorksheetActions::exportPdf(choice, dir.filePath(QStringLiteral("all.pdf"))),
             std::nullopt);
    QCOMPARE(pageCount(dir.filePath(QStringLiteral("all.pdf"))), 5);
}

void TestWorksheetWindow::exportRefusesUnwritable() {
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString missing = dir.filePath(QStringLiteral("none/sheet.pdf"));
    const auto error = WorksheetActions::exportPdf(WorksheetChoice{}, missing);
    QVERIFY(error.has_value());
    QVERIFY2(error->contains(missing), qPrintable(*error));
    WorksheetChoice tooMany;
    tooMany.puzzles = 20;
    tooMany.difficulty = PuzzleDifficulty::Hard;
    tooMany.countersPerPit = 3;
    QVERIFY(
        WorksheetActions::exportPdf(tooMany, dir.filePath(QStringLiteral("x.pdf"))).has_value());
    QCOMPARE(QDir(dir.path()).entryList(QDir::AllEntries | QDir::NoDotAndDotDot | QDir::Hidden),
             QStringList());
}

// Print Worksheet…: the dialog, then the preview of the sheet with its key on the last pages.
void TestWorksheetWindow::previewShowsThePages() {
    QWidget window;
    WorksheetActions actions(&window);
    window.show();
    int previewPages = -1;
    bool sawDialog = false;
    QTimer::singleShot(0, this, [&] {
        auto *dialog = qobject_cast<WorksheetDialog *>(QApplication::activeModalWidget());
        sawDialog = dialog != nullptr;
        if (!dialog)
            return;
        dialog->findChild<QSpinBox *>(QStringLiteral("puzzles"))->setValue(7);
        QTimer::singleShot(0, this, [&] {
            auto *preview = qobject_cast<QPrintPreviewDialog *>(QApplication::activeModalWidget());
            if (preview) {
                auto *pages = preview->findChild<QPrintPreviewWidget *>();
                pages->updatePreview();
                previewPages = pages->pageCount();
                if (qEnvironmentVariableIsSet("TIHBAT_SAVE")) {
                    preview->resize(900, 700);
                    preview->grab().save(QStringLiteral("/work/shots-print/print-preview.png"));
                }
                preview->reject();
            }
        });
        dialog->accept();
    });
    actions.printAction()->trigger();
    QVERIFY(sawDialog);
    QCOMPARE(previewPages, WorksheetPages::pageCount(7, WorksheetPart::Both));
    QCOMPARE(previewPages, 2 + 1);
}

// Export Worksheet as PDF and tihbat-cli worksheet with the same choice write the same bytes.
void TestWorksheetWindow::exportIsTheCommandLines_data() {
    QTest::addColumn<QString>("language");
    QTest::addColumn<QString>("paper");
    QTest::addColumn<bool>("separateKey");
    QTest::newRow("English, A4, key appended") << "en"
                                               << "a4" << false;
    QTest::newRow("Hindi, Letter, key apart") << "hi"
                                              << "letter" << true;
}

void TestWorksheetWindow::exportIsTheCommandLines() {
    QFETCH(QString, language);
    QFETCH(QString, paper);
    QFETCH(bool, separateKey);
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    WorksheetChoice choice;
    choice.puzzles = 10;
    choice.difficulty = PuzzleDifficulty::Medium;
    choice.language = language;
    choice.title = QStringLiteral("Class 4B");
    choice.seed = 31;
    choice.paper = paper == u"a4" ? QPageSize::A4 : QPageSize::Letter;
    const QString window = dir.filePath(QStringLiteral("window.pdf"));
    const QString windowKey = separateKey ? WorksheetActions::keyPathFor(window) : QString();
    QCOMPARE(WorksheetActions::exportPdf(choice, window, windowKey), std::nullopt);
    QStringList args{"worksheet", "--puzzles", "10",      "--difficulty", "medium",
                     "--seed",    "31",        "--title", "Class 4B",     "--language",
                     language,    "--paper",   paper,     "--output",     dir.filePath("cli.pdf")};
    if (separateKey)
        args << "--answers" << dir.filePath(QStringLiteral("cli-key.pdf"));
    QProcess cli;
    cli.start(QStringLiteral(TIHBAT_CLI_BINARY), args);
    QVERIFY(cli.waitForFinished(120000));
    QVERIFY2(cli.exitCode() == 0, cli.readAllStandardError().constData());
    const auto bytes = [&](const QString &name) {
        QFile file(dir.filePath(name));
        return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
    };
    QVERIFY(bytes("window.pdf").startsWith("%PDF"));
    QVERIFY(bytes("window.pdf") == bytes("cli.pdf"));
    if (separateKey) {
        QVERIFY(bytes("window-key.pdf").startsWith("%PDF"));
        QVERIFY(bytes("window-key.pdf") == bytes("cli-key.pdf"));
    }
}

// Print Worksheet…: the dialog leaves the paper to the printer; the preview starts on the
// paper the printer has (with no printer here, the system locale's), and the sheet printed on
// the paper the print dialog set, A4 or Letter, is laid out on it with nothing cut.
void TestWorksheetWindow::printsOnThePrintersPaper_data() {
    QTest::addColumn<int>("paper");
    QTest::newRow("A4") << int(QPageSize::A4);
    QTest::newRow("Letter") << int(QPageSize::Letter);
}

void TestWorksheetWindow::printsOnThePrintersPaper() {
    QFETCH(int, paper);
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString printed = dir.filePath(QStringLiteral("printed.pdf"));
    QWidget window;
    WorksheetActions actions(&window);
    window.show();
    bool paperOffered = true;
    QPageSize::PageSizeId startPaper = QPageSize::Custom;
    QTimer::singleShot(0, this, [&] {
        auto *dialog = qobject_cast<WorksheetDialog *>(QApplication::activeModalWidget());
        if (!dialog)
            return;
        paperOffered = dialog->findChild<QComboBox *>(QStringLiteral("paper"))->isVisibleTo(dialog);
        if (qEnvironmentVariableIsSet("TIHBAT_SAVE"))
            dialog->grab().save(QStringLiteral("/work/shots-print/worksheet-dialog-print.png"));
        dialog->findChild<QSpinBox *>(QStringLiteral("puzzles"))->setValue(13);
        dialog->findChild<QComboBox *>(QStringLiteral("language"))
            ->setCurrentIndex(
                dialog->findChild<QComboBox *>(QStringLiteral("language"))->findData("hi"));
        QTimer::singleShot(0, this, [&] {
            auto *preview = qobject_cast<QPrintPreviewDialog *>(QApplication::activeModalWidget());
            if (!preview)
                return;
            QPrinter *printer = preview->printer();
            startPaper = printer->pageLayout().pageSize().id();
            // What the print dialog does when the person chooses a printer and its paper.
            printer->setOutputFileName(printed);
            printer->setPageSize(QPageSize(QPageSize::PageSizeId(paper)));
            auto *pages = preview->findChild<QPrintPreviewWidget *>();
            pages->updatePreview();
            pages->print();
            preview->reject();
        });
        dialog->accept();
    });
    actions.printAction()->trigger();
    QVERIFY(!paperOffered);
    if (QPrinterInfo::availablePrinters().isEmpty())
        QCOMPARE(startPaper, paperOfLocale(QLocale::system()));
    QCOMPARE(page_check::pageSize(printed).endsWith(paper == QPageSize::A4 ? u"(A4)" : u"(letter)"),
             true);
    QCOMPARE(pageCount(printed), WorksheetPages::pageCount(13, WorksheetPart::Both));
    int words = 0;
    const QStringList outside = page_check::wordsOutside(printed, 15, &words);
    QVERIFY2(outside.isEmpty(), qPrintable(outside.join(u'\n')));
    QVERIFY(words > 100);
    int pages = 0;
    QCOMPARE(page_check::pagesWithInkOutside(printed, 15, &pages), QList<int>());
    QCOMPARE(pages, 5);
    if (qEnvironmentVariableIsSet("TIHBAT_SAVE"))
        QProcess::execute(QStringLiteral("pdftoppm"),
                          {"-r", "60", "-png", "-f", "1", "-l", "1", printed,
                           QStringLiteral("/work/shots-print/printed-%1").arg(paper)});
}

// Choosing another printer in the print dialog prints on that printer's paper, unless the
// person chose a paper as well; the same printer keeps what the person chose.
void TestWorksheetWindow::paperOfTheChosenPrinter_data() {
    QTest::addColumn<QString>("chosenPrinter");
    QTest::addColumn<int>("chosenPaper");
    QTest::addColumn<int>("printersPaper");
    QTest::addColumn<int>("printedPaper");
    const int a4 = QPageSize::A4, letter = QPageSize::Letter, legal = QPageSize::Legal;
    // Previewed: "office" with A4.
    QTest::newRow("same printer, same paper") << "office" << a4 << letter << a4;
    QTest::newRow("same printer, Letter chosen") << "office" << letter << a4 << letter;
    QTest::newRow("Letter printer, paper left") << "library" << a4 << letter << letter;
    QTest::newRow("Letter printer, Legal chosen") << "library" << legal << letter << legal;
    QTest::newRow("printer of no paper") << "library" << a4 << -1 << a4;
}

void TestWorksheetWindow::paperOfTheChosenPrinter() {
    QFETCH(QString, chosenPrinter);
    QFETCH(int, chosenPaper);
    QFETCH(int, printersPaper);
    QFETCH(int, printedPaper);
    const auto paper = [](int id) {
        return id < 0 ? QPageSize() : QPageSize(QPageSize::PageSizeId(id));
    };
    const QPageSize printed =
        PrintPreview::paperToPrintOn({QStringLiteral("office"), paper(QPageSize::A4)},
                                     {chosenPrinter, paper(chosenPaper)}, paper(printersPaper));
    QCOMPARE(printed.id(), QPageSize::PageSizeId(printedPaper));
}

QTEST_MAIN(TestWorksheetWindow)
#include "tst_worksheet_window.moc"
