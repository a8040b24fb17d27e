// SPDX-License-Identifier: GPL-3.0-or-later
#include "statistics/statistics_window.h"

#include "game/settings/play_statistics.h"
#include "game/words/game_texts.h"
#include "i18n/message_wording.h"
#include "statistics/tally_sheet.h"

#include <QDialogButtonBox>
#include <QEvent>
#include <QLabel>
#include <QMessageBox>
#include <QPushButton>
#include <QShortcut>
#include <QVBoxLayout>
#include <algorithm>
#include <array>

namespace tihbat {

namespace {

QLabel *makeHeading() {
    auto *label = new QLabel;
    QFont font = label->font();
    font.setBold(true);
    label->setFont(font);
    label->setWordWrap(true);
    return label;
}

} // namespace

StatisticsWindow::StatisticsWindow(PlayStatistics *statistics, QWidget *parent)
    : QDialog(parent)
    , m_statistics(statistics) {
    setObjectName("statisticsWindow");
    m_intro = new QLabel;
    m_intro->setObjectName("statisticsIntro");
    m_intro->setWordWrap(true);
    m_levelHeading = makeHeading();
    m_levelTable = new TallySheet("levelTable");
    m_countersHeading = makeHeading();
    m_countersTable = new TallySheet("countersTable");
    m_noGames = new QLabel;
    m_noGames->setObjectName("noGamesLabel");
    m_noGames->setWordWrap(true);
    m_streaks = new QLabel;
    m_streaks->setObjectName("streakLabel");
    m_streaks->setWordWrap(true); // in the window's one size, as the sheets are

    auto *buttons = new QDialogButtonBox;
    m_resetButton = buttons->addButton(QString(), QDialogButtonBox::ResetRole);
    m_resetButton->setObjectName("resetStatisticsButton");
    m_resetButton->setAutoDefault(false);
    m_closeButton = buttons->addButton(QDialogButtonBox::Close);
    m_closeButton->setObjectName("closeButton");
    connect(m_resetButton, &QPushButton::clicked, this, &StatisticsWindow::askToReset);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::close);
    auto *closeShortcut = new QShortcut(QKeySequence::Close, this);
    connect(closeShortcut, &QShortcut::activated, this, &QDialog::close);

    // Space between the parts in the font's own size, so it grows with the display scale.
    const int gap = fontMetrics().height();
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_intro);
    layout->addSpacing(gap);
    layout->addWidget(m_levelHeading);
    layout->addWidget(m_levelTable);
    layout->addSpacing(gap);
    layout->addWidget(m_countersHeading);
    layout->addWidget(m_countersTable);
    layout->addWidget(m_noGames);
    layout->addSpacing(gap);
    layout->addWidget(m_streaks);
    layout->addStretch(1);
    layout->addWidget(buttons);
    layout->setSizeConstraint(QLayout::SetMinimumSize);

    if (m_statistics)
        connect(m_statistics, &PlayStatistics::changed, this, &StatisticsWindow::refresh);
    retranslateUi();
}

void StatisticsWindow::changeEvent(QEvent *event) {
    QDialog::changeEvent(event);
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
}

void StatisticsWindow::retranslateUi() {
    //: Window title of Game > Statistics
    setWindowTitle(tr("Statistics"));
    //: Statistics window: what is counted
    m_intro->setText(tr("Your games against the computer. Each game counts once, when it ends; "
                        "games between two people do not count."));
    //: Statistics window: heading of the table with one row per computer level
    m_levelHeading->setText(tr("By computer level"));
    //: Statistics window: heading of the table with one row per number of counters per pit
    m_countersHeading->setText(tr("By counters per pit"));
    //: Statistics window: shown instead of the second table before the first game
    m_noGames->setText(tr("No games yet. Play against the computer, and your results will show "
                          "here."));
    const QStringList columns = {//: Statistics window: column of games the person won
                                 tr("Won", "statistics column"),
                                 //: Statistics window: column of games that ended in a draw
                                 tr("Drawn", "statistics column"),
                                 //: Statistics window: column of games the person lost
                                 tr("Lost", "statistics column"),
                                 //: Statistics window: column of all games
                                 tr("Games", "statistics column")};
    m_levelTable->setColumnTitles(columns);
    m_countersTable->setColumnTitles(columns);
    //: Statistics window: forget every result (asks first)
    m_resetButton->setText(tr("&Reset…"));
    refresh();
}

void StatisticsWindow::refresh() {
    if (!m_statistics)
        return;
    ensurePolished(); // the fonts the window will show, so that its size below fits them
    m_levelTable->clearRows();
    for (const Level level : AllLevels)
        m_levelTable->addRow(GameTexts::levelName(level), m_statistics->byLevel(level));
    //: Statistics window: the last row, all games together
    m_levelTable->addRow(tr("All games", "statistics row"), m_statistics->total(), true);

    const std::vector<int> counters = m_statistics->countersPlayed();
    m_countersTable->clearRows();
    for (const int perPit : counters) {
        //: Statistics window: a row of the second table, games with %n counters in each pit at
        //: the start
        m_countersTable->addRow(tr("%n per pit", "statistics row", perPit),
                                m_statistics->byCounters(perPit));
    }
    // Before the first game one sentence says so, instead of a table of zeros and an empty one.
    const bool none = counters.empty();
    for (QWidget *part :
         {static_cast<QWidget *>(m_levelHeading), static_cast<QWidget *>(m_levelTable),
          static_cast<QWidget *>(m_countersHeading), static_cast<QWidget *>(m_countersTable),
          static_cast<QWidget *>(m_streaks)})
        part->setVisible(!none);
    m_noGames->setVisible(none);
    m_resetButton->setEnabled(m_statistics->total().games() > 0);

    //: Statistics window: wins in a row; %1 the longest run so far, %2 the run going on now
    m_streaks->setText(tr("Best winning streak: %1\nWinning streak now: %2")
                           .arg(m_statistics->bestStreak())
                           .arg(m_statistics->currentStreak()));
    // Row headings of one width in both sheets, so their columns line up.
    const int headingWidth =
        std::max(m_levelTable->headingColumnWidth(), m_countersTable->headingColumnWidth());
    m_levelTable->setHeadingColumnWidth(headingWidth);
    m_countersTable->setHeadingColumnWidth(headingWidth);
    adjustSize();
}

void StatisticsWindow::askToReset() {
    if (!m_statistics)
        return;
    QMessageBox question(QMessageBox::Question, QString(), QString(),
                         QMessageBox::Yes | QMessageBox::No, this);
    question.setObjectName("resetStatisticsQuestion");
    question.setDefaultButton(QMessageBox::No);
    MessageWording::attach(&question, [](QMessageBox &box) {
        //: Title of the question before the statistics are reset
        box.setWindowTitle(tr("Reset Statistics"));
        //: Asked before the statistics are reset
        box.setText(tr("Forget all your results against the computer?"));
        box.setInformativeText(tr("The wins, draws, losses and streaks go back to 0. This "
                                  "cannot be undone."));
    });
    if (question.exec() == QMessageBox::Yes)
        m_statistics->reset();
}

} // namespace tihbat
