// SPDX-License-Identifier: GPL-3.0-or-later
#include "worksheet_dialog.h"

#include "common/title_room.h"
#include "game/puzzles/puzzle_texts.h"
#include "game/settings/settings.h"
#include "i18n/language_manager.h"
#include "paper/worksheet_texts.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QSpinBox>

namespace tihbat {

namespace {

// A line under a field saying what it is for, in the dialog's quieter text colour.
QLabel *purpose(const QString &text, const char *name) {
    auto *label = new QLabel(text);
    label->setObjectName(QLatin1String(name));
    label->setWordWrap(true);
    label->setForegroundRole(QPalette::PlaceholderText);
    return label;
}

QString paperKey(QPageSize::PageSizeId paper) {
    return paper == QPageSize::Letter ? QStringLiteral("Letter") : QStringLiteral("A4");
}

} // namespace

WorksheetDialog::WorksheetDialog(QWidget *parent, Use use)
    : QDialog(parent)
    , m_puzzles(new QSpinBox(this))
    , m_difficulty(new QComboBox(this))
    , m_counters(new QComboBox(this))
    , m_title(new QLineEdit(this))
    , m_language(new QComboBox(this))
    , m_paper(new QComboBox(this))
    , m_sheet(new QSpinBox(this))
    , m_separateKey(new QCheckBox(this)) {
    setObjectName(QStringLiteral("worksheetDialog"));
    //: Title of the dialog that sets up a puzzle worksheet to print
    setWindowTitle(tr("Puzzle Worksheet"));
    m_puzzles->setObjectName(QStringLiteral("puzzles"));
    m_puzzles->setRange(WorksheetChoice::MinPuzzles, WorksheetChoice::MaxPuzzles);
    m_puzzles->setValue(12);
    m_difficulty->setObjectName(QStringLiteral("difficulty"));
    //: Worksheet: puzzles of every difficulty, easy ones first
    m_difficulty->addItem(tr("Mixed"), -1);
    for (int d = 0; d < PuzzleDifficultyCount; ++d)
        m_difficulty->addItem(PuzzleTexts::difficulty(PuzzleDifficulty(d)), d);
    m_counters->setObjectName(QStringLiteral("counters"));
    //: Worksheet: puzzles from games with any number of counters per pit
    m_counters->addItem(tr("Any"), 0);
    for (const int k : puzzleCounterCounts())
        m_counters->addItem(QLocale().toString(k), k);
    m_title->setObjectName(QStringLiteral("title"));
    m_title->setPlaceholderText(WorksheetTexts::defaultTitle());
    m_language->setObjectName(QStringLiteral("language"));
    for (const LanguageManager::Language &language : LanguageManager::languages())
        m_language->addItem(language.nativeName, language.code);
    const int current = m_language->findData(QLocale().name().left(2));
    m_language->setCurrentIndex(current < 0 ? 0 : current);
    m_paper->setObjectName(QStringLiteral("paper"));
    m_paper->addItem(QPageSize::name(QPageSize::A4), int(QPageSize::A4));
    m_paper->addItem(QPageSize::name(QPageSize::Letter), int(QPageSize::Letter));
    m_paper->setCurrentIndex(paperOfLocale(QLocale::system()) == QPageSize::Letter ? 1 : 0);
    m_sheet->setObjectName(QStringLiteral("sheet"));
    m_sheet->setRange(1, 999999);
    m_separateKey->setObjectName(QStringLiteral("separateKey"));
    //: Worksheet: the answers as a second document rather than the last page
    m_separateKey->setText(tr("Answer &key as a separate document"));
    restore();

    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    auto *form = new QFormLayout(this);
    //: Worksheet dialog: how many puzzles on the sheet
    form->addRow(tr("&Puzzles:"), m_puzzles);
    //: Worksheet dialog
    form->addRow(tr("&Difficulty:"), m_difficulty);
    //: Worksheet dialog: puzzles from games with this many counters in each pit at the start
    form->addRow(tr("&Counters per pit:"), m_counters);
    form->addRow(QString(),
                 //: Worksheet dialog, under "Counters per pit": what the choice is for
                 purpose(tr("Puzzles from games that began with this many counters in each pit."),
                         "countersPurpose"));
    //: Worksheet dialog: the title printed at the top of the sheet
    form->addRow(tr("&Title:"), m_title);
    //: Worksheet dialog: the language of the sheet
    form->addRow(tr("&Language:"), m_language);
    form->addRow(QString(),
                 //: Worksheet dialog, under "Language": what the choice is for
                 purpose(tr("The sheet's language, whatever the game's."), "languagePurpose"));
    //: Worksheet dialog: the paper size
    form->addRow(tr("P&aper:"), m_paper);
    form->setRowVisible(m_paper, use == Use::Export);
    //: Worksheet dialog: the same number prints the same sheet again
    form->addRow(tr("&Sheet number:"), m_sheet);
    form->addRow(QString(),
                 //: Worksheet dialog, under "Sheet number": what the number is for
                 purpose(tr("The same number gives the same puzzles: note it to print this "
                            "sheet again, or choose another for a new sheet."),
                         "sheetPurpose"));
    form->addRow(m_separateKey);
    form->addRow(QString(),
                 //: Worksheet dialog, under "Answer key as a separate document"
                 purpose(tr("Then the answers are not on the pupils' pages: they are printed "
                            "on their own, or saved beside the sheet with \"-key\" at the end "
                            "of its name."),
                         "separateKeyPurpose"));
    form->addRow(buttons);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    makeRoomForTitle(this);
}

// The last choice; a language or paper no longer offered keeps the one chosen above.
void WorksheetDialog::restore() {
    const WorksheetSettings last = Settings::worksheet();
    m_puzzles->setValue(last.puzzles);
    if (const int at = m_difficulty->findData(last.difficulty); at >= 0)
        m_difficulty->setCurrentIndex(at);
    if (const int at = m_counters->findData(last.countersPerPit); at >= 0)
        m_counters->setCurrentIndex(at);
    m_title->setText(last.title);
    if (const int at = m_language->findData(last.language); at >= 0 && !last.language.isEmpty())
        m_language->setCurrentIndex(at);
    for (const QPageSize::PageSizeId paper : {QPageSize::A4, QPageSize::Letter}) {
        if (last.paper == paperKey(paper))
            m_paper->setCurrentIndex(m_paper->findData(int(paper)));
    }
    m_sheet->setValue(last.sheet);
    m_separateKey->setChecked(last.separateKey);
}

void WorksheetDialog::remember() const {
    WorksheetSettings kept;
    kept.puzzles = m_puzzles->value();
    kept.difficulty = m_difficulty->currentData().toInt();
    kept.countersPerPit = m_counters->currentData().toInt();
    kept.title = m_title->text();
    kept.language = m_language->currentData().toString();
    kept.paper = paperKey(QPageSize::PageSizeId(m_paper->currentData().toInt()));
    kept.sheet = m_sheet->value();
    kept.separateKey = m_separateKey->isChecked();
    Settings::setWorksheet(kept);
}

void WorksheetDialog::accept() {
    remember();
    QDialog::accept();
}

WorksheetChoice WorksheetDialog::choice() const {
    WorksheetChoice choice;
    choice.puzzles = m_puzzles->value();
    if (const int d = m_difficulty->currentData().toInt(); d >= 0)
        choice.difficulty = PuzzleDifficulty(d);
    if (const int k = m_counters->currentData().toInt(); k > 0)
        choice.countersPerPit = k;
    choice.title = m_title->text();
    choice.language = m_language->currentData().toString();
    choice.paper = QPageSize::PageSizeId(m_paper->currentData().toInt());
    choice.seed = std::uint32_t(m_sheet->value());
    return choice;
}

bool WorksheetDialog::separateAnswerKey() const {
    return m_separateKey->isChecked();
}

} // namespace tihbat
