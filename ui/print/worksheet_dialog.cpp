// SPDX-License-Identifier: GPL-3.0-or-later
#include "worksheet_dialog.h"

#include "game/puzzle_texts.h"
#include "i18n/language_manager.h"
#include "worksheet_texts.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLineEdit>
#include <QSpinBox>

namespace tihbat {

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

    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    auto *form = new QFormLayout(this);
    //: Worksheet dialog: how many puzzles on the sheet
    form->addRow(tr("&Puzzles:"), m_puzzles);
    //: Worksheet dialog
    form->addRow(tr("&Difficulty:"), m_difficulty);
    //: Worksheet dialog: puzzles from games with this many counters in each pit at the start
    form->addRow(tr("&Counters per pit:"), m_counters);
    //: Worksheet dialog: the title printed at the top of the sheet
    form->addRow(tr("&Title:"), m_title);
    //: Worksheet dialog: the language of the sheet
    form->addRow(tr("&Language:"), m_language);
    //: Worksheet dialog: the paper size
    form->addRow(tr("P&aper:"), m_paper);
    form->setRowVisible(m_paper, use == Use::Export);
    //: Worksheet dialog: the same number prints the same sheet again
    form->addRow(tr("&Sheet number:"), m_sheet);
    form->addRow(m_separateKey);
    form->addRow(buttons);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
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
