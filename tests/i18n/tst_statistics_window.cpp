// SPDX-License-Identifier: GPL-3.0-or-later
// Game > Statistics: the game window's menu opens it; a game won against the computer in the
// game window shows in its tables at once; the tables show every number the statistics hold, by
// level and by counters per pit, and the streaks; Reset asks first and "No" keeps everything.
// Pictures in English and Hindi (TIHBAT_SCREENSHOT_DIR to look at them).
#include "core/solver.h"
#include "game/session/game_session.h"
#include "game/settings/play_statistics.h"
#include "game/words/game_texts.h"
#include "i18n/language_manager.h"
#include "isolated_settings.h"
#include "play/main_window.h"
#include "screenshot_checks.h"
#include "statistics/statistics_window.h"
#include "statistics/tally_sheet.h"

#include <QAbstractItemView>
#include <QAction>
#include <QApplication>
#include <QLabel>
#include <QMenu>
#include <QMessageBox>
#include <QPushButton>
#include <QSettings>
#include <QTest>
#include <QTimer>
#include <QTranslator>

using namespace tihbat;

namespace {

constexpr std::array<Level, LevelCount> Levels = {Level::Beginner, Level::Easy, Level::Medium,
                                                  Level::Hard, Level::Perfect};

GameSetup againstComputer(Level level, int counters, Side first) {
    GameSetup setup;
    setup.rules.countersPerPit = counters;
    setup.rules.firstToMove = first;
    setup.players[sideIndex(Side::North)] = {PlayerKind::Computer, level, QString()};
    return setup;
}

// South (the person) plays the solver's best moves until the end; the computer answers.
bool playWell(GameModel *model) {
    const Solver &solver = *sharedSolver(model->setup().rules.chainCapture);
    while (!model->isOver()) {
        if (model->isComputerToMove()) {
            if (!QTest::qWaitFor([&] { return model->isOver() || !model->isComputerToMove(); },
                                 10000))
                return false;
            continue;
        }
        const std::vector<MoveValue> values = solver.moveValues(model->game());
        const auto best = std::max_element(values.begin(), values.end(), [](auto a, auto b) {
            return a.value < b.value; // South's best is the largest value
        });
        if (!model->playPit(best->pit))
            return false;
    }
    return true;
}

QString cell(const TallySheet *sheet, int row, int column) {
    return sheet->number(row, column);
}

QString rowHeading(const TallySheet *sheet, int row) {
    return sheet->heading(row);
}

// Every row of a table shows its tally: won, drawn, lost, games.
void compareRow(const TallySheet *table, int row, const Tally &tally) {
    QCOMPARE(cell(table, row, 0), QString::number(tally.wins));
    QCOMPARE(cell(table, row, 1), QString::number(tally.draws));
    QCOMPARE(cell(table, row, 2), QString::number(tally.losses));
    QCOMPARE(cell(table, row, 3), QString::number(tally.games()));
}

// The whole window agrees with the statistics.
void compareWindow(const StatisticsWindow &window, const PlayStatistics &statistics) {
    const auto *levels = window.findChild<TallySheet *>("levelTable");
    const auto *counters = window.findChild<TallySheet *>("countersTable");
    QVERIFY(levels && counters);
    QCOMPARE(levels->rowCount(), LevelCount + 1);
    for (int row = 0; row < LevelCount; ++row) {
        QCOMPARE(rowHeading(levels, row), GameTexts::levelName(Levels[row]));
        compareRow(levels, row, statistics.byLevel(Levels[row]));
    }
    compareRow(levels, LevelCount, statistics.total());
    const std::vector<int> played = statistics.countersPlayed();
    QCOMPARE(counters->rowCount(), static_cast<int>(played.size()));
    for (int row = 0; row < counters->rowCount(); ++row) {
        QVERIFY2(rowHeading(counters, row).contains(QString::number(played[row])),
                 qPrintable(rowHeading(counters, row)));
        compareRow(counters, row, statistics.byCounters(played[row]));
    }
    const QString streaks = window.findChild<QLabel *>("streakLabel")->text();
    const QStringList lines = streaks.split(u'\n');
    QCOMPARE(lines.size(), 2);
    QVERIFY2(lines[0].contains(QString::number(statistics.bestStreak())), qPrintable(streaks));
    QVERIFY2(lines[1].contains(QString::number(statistics.currentStreak())), qPrintable(streaks));
}

// No text is cut off: every label of the sheet has at least the room its text needs, and the
// sheet shows all its rows.
QString clippedCell(const TallySheet *sheet) {
    for (const QLabel *label : sheet->findChildren<QLabel *>()) {
        if (!label->isVisible() || label->text().isEmpty())
            continue;
        if (label->width() < label->minimumSizeHint().width())
            return QStringLiteral("%1 (%2 px for %3)")
                .arg(label->text())
                .arg(label->width())
                .arg(label->minimumSizeHint().width());
        if (!sheet->rect().contains(label->geometry()))
            return label->text() + QStringLiteral(" is outside the sheet");
    }
    return {};
}

// Every row takes the keyboard and says all of itself: its heading and its four numbers under
// their column titles.
void compareSpokenRows(const TallySheet *sheet) {
    for (int row = 0; row < sheet->rowCount(); ++row) {
        const QWidget *stop = sheet->rowWidget(row);
        QVERIFY(stop->focusPolicy() & Qt::TabFocus);
        const QString said = stop->accessibleName();
        QVERIFY2(said.startsWith(sheet->heading(row)), qPrintable(said));
        for (int column = 0; column < 4; ++column)
            QVERIFY2(said.contains(sheet->columnTitle(column) + u' ' + cell(sheet, row, column)),
                     qPrintable(said));
    }
}

// Answers the reset question with `button` as soon as it is up.
void answerResetQuestion(QMessageBox::StandardButton button, bool *asked) {
    QTimer::singleShot(0, [button, asked] {
        auto *box = qobject_cast<QMessageBox *>(QApplication::activeModalWidget());
        if (!box || box->objectName() != QLatin1String("resetStatisticsQuestion"))
            return;
        *asked = true;
        box->button(button)->click();
    });
}

} // namespace

class TestStatisticsWindow : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() {
        IsolatedSettings::forThisTest(QStringLiteral("TihbatStatisticsWindowTest"));
    }
    void init() { QSettings().clear(); }

    // The game window's Game menu opens the window; a game won there shows in it at once.
    void gameWindowRecordsAndShows() {
        MainWindow window;
        window.start({});
        auto *action = window.findChild<QAction *>("statisticsAction");
        QVERIFY(action);
        auto *gameMenu = window.findChild<QMenu *>("gameMenu");
        QVERIFY(gameMenu->actions().contains(action));
        action->trigger();
        auto *statisticsWindow = window.findChild<StatisticsWindow *>("statisticsWindow");
        QVERIFY(statisticsWindow);
        QVERIFY(QTest::qWaitForWindowExposed(statisticsWindow));
        auto *levels = statisticsWindow->findChild<TallySheet *>("levelTable");
        QCOMPARE(cell(levels, LevelCount, 3), QStringLiteral("0"));
        QVERIFY(statisticsWindow->findChild<QLabel *>("noGamesLabel")->isVisible());
        // One sentence before the first game, not a table of zeros beside it.
        QVERIFY(!levels->isVisible());
        QVERIFY(!statisticsWindow->findChild<QLabel *>("streakLabel")->isVisible());
        QVERIFY(!statisticsWindow->findChild<QPushButton *>("resetStatisticsButton")->isEnabled());

        // At 3 per pit the side that moves first wins with best play, whatever the level.
        GameModel *model = window.findChild<GameSession *>()->model();
        model->newGame(againstComputer(Level::Hard, 3, Side::South));
        QVERIFY(playWell(model));
        QCOMPARE(model->outcome()->winner, std::optional<Side>(Side::South));
        QCOMPARE(cell(levels, 3, 0), QStringLiteral("1")); // Hard, won
        QCOMPARE(cell(levels, LevelCount, 3), QStringLiteral("1"));
        auto *counters = statisticsWindow->findChild<TallySheet *>("countersTable");
        QVERIFY(counters->isVisible());
        QVERIFY(levels->isVisible());
        QVERIFY(!statisticsWindow->findChild<QLabel *>("noGamesLabel")->isVisible());
        // The streaks in the same size as the rest of the window.
        QCOMPARE(statisticsWindow->findChild<QLabel *>("streakLabel")->font(),
                 statisticsWindow->findChild<QLabel *>("statisticsIntro")->font());
        QCOMPARE(counters->rowCount(), 1);
        QCOMPARE(cell(counters, 0, 0), QStringLiteral("1"));

        // Triggered again, the same window comes to the front.
        action->trigger();
        QCOMPARE(window.findChildren<StatisticsWindow *>().size(), 1);

        // A restart: the new window reads the result from the settings.
        statisticsWindow->close();
        MainWindow restarted;
        restarted.findChild<QAction *>("statisticsAction")->trigger();
        auto *again = restarted.findChild<StatisticsWindow *>("statisticsWindow");
        QCOMPARE(cell(again->findChild<TallySheet *>("levelTable"), 3, 0), QStringLiteral("1"));
    }

    // Many results in the tables: every number, in English and in Hindi, nothing cut off; the
    // pictures for people to look at.
    void tablesShowEveryNumber_data() {
        QTest::addColumn<QString>("language");
        QTest::newRow("en") << QString("en");
        QTest::newRow("hi") << QString("hi");
    }
    void tablesShowEveryNumber() {
        QFETCH(QString, language);
        QTranslator translator;
        if (language != QLatin1String("en")) {
            QVERIFY(translator.load(":/i18n/tihbat_" + language + ".qm"));
            QVERIFY(QCoreApplication::installTranslator(&translator));
        }
        const auto restore = qScopeGuard([&] { QCoreApplication::removeTranslator(&translator); });
        PlayStatistics statistics;
        // A made-up history: results spread over levels and counts, with a streak of 3 broken
        // by a loss and one of 2 going on.
        struct Result {
            Level level;
            int counters;
            std::optional<Side> winner;
        };
        const std::vector<Result> results = {
            {Level::Beginner, 7, Side::South}, {Level::Beginner, 7, Side::South},
            {Level::Easy, 7, Side::South},     {Level::Medium, 7, Side::North},
            {Level::Medium, 5, std::nullopt},  {Level::Hard, 12, Side::North},
            {Level::Easy, 3, Side::South},     {Level::Perfect, 7, Side::South},
        };
        for (const Result &r : results) {
            Outcome outcome;
            outcome.winner = r.winner;
            outcome.reason = GameEnd::AllCaptured;
            QVERIFY(statistics.record(againstComputer(r.level, r.counters, Side::South), outcome));
        }
        QCOMPARE(statistics.bestStreak(), 3);
        QCOMPARE(statistics.currentStreak(), 2);
        StatisticsWindow window(&statistics);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        compareWindow(window, statistics);
        for (const char *name : {"levelTable", "countersTable"}) {
            const QString clipped = clippedCell(window.findChild<TallySheet *>(name));
            QVERIFY2(clipped.isEmpty(), qPrintable(QString(name) + ": " + clipped));
        }
        // The two sheets' columns line up; rows, not a spreadsheet; every row read aloud.
        QCoreApplication::processEvents();
        const auto *levels = window.findChild<TallySheet *>("levelTable");
        const auto *counters = window.findChild<TallySheet *>("countersTable");
        for (int column = 0; column < 4; ++column) {
            const QString title = QStringLiteral("columnTitle%1").arg(column);
            const QWidget *above = levels->findChild<QLabel *>(title);
            const QWidget *below = counters->findChild<QLabel *>(title);
            QCOMPARE(above->mapTo(&window, above->rect().center()).x(),
                     below->mapTo(&window, below->rect().center()).x());
        }
        QVERIFY(window.findChildren<QAbstractItemView *>().isEmpty());
        compareSpokenRows(levels);
        compareSpokenRows(counters);
        // Tab goes from row to row.
        levels->rowWidget(0)->setFocus(Qt::TabFocusReason);
        QTest::keyClick(levels->rowWidget(0), Qt::Key_Tab);
        QCOMPARE(window.focusWidget(), levels->rowWidget(1));
        QTest::keyClick(levels->rowWidget(1), Qt::Key_Down);
        QCOMPARE(window.focusWidget(), levels->rowWidget(2));
        const QImage picture = window.grab().toImage();
        QCOMPARE(screenshots::contentProblem(picture, &window), QString());
        QCOMPARE(screenshots::placeProblem(picture, &window,
                                           window.findChild<TallySheet *>("countersTable")),
                 QString());
        QVERIFY(screenshots::saveIfAsked(picture, "statistics_" + language + ".png"));
    }

    // An open window follows a change of language.
    void wordsItselfAgainOnLanguageChange() {
        PlayStatistics statistics;
        StatisticsWindow window(&statistics);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        auto *levels = window.findChild<TallySheet *>("levelTable");
        QCOMPARE(levels->columnTitle(0), QStringLiteral("Won"));
        QTranslator translator;
        QVERIFY(translator.load(":/i18n/tihbat_hi.qm"));
        QVERIFY(QCoreApplication::installTranslator(&translator));
        const auto restore = qScopeGuard([&] { QCoreApplication::removeTranslator(&translator); });
        QCoreApplication::sendPostedEvents(nullptr, QEvent::LanguageChange);
        QCoreApplication::processEvents();
        const QString won =
            translator.translate("tihbat::StatisticsWindow", "Won", "statistics column");
        QVERIFY(!won.isEmpty());
        QCOMPARE(levels->columnTitle(0), won);
        QCOMPARE(window.windowTitle(),
                 translator.translate("tihbat::StatisticsWindow", "Statistics"));
        QCOMPARE(levels->heading(0), GameTexts::levelName(Level::Beginner));
        QVERIFY(levels->heading(0) != QLatin1String("Beginner"));
        QVERIFY2(levels->rowWidget(0)->accessibleName().contains(won),
                 qPrintable(levels->rowWidget(0)->accessibleName()));
    }

    // Reset asks first: "No" keeps everything, "Yes" forgets it, in the window and the settings.
    void resetAsksFirst() {
        PlayStatistics statistics;
        Outcome won;
        won.winner = Side::South;
        won.reason = GameEnd::AllCaptured;
        QVERIFY(statistics.record(againstComputer(Level::Easy, 7, Side::South), won));
        StatisticsWindow window(&statistics);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        auto *reset = window.findChild<QPushButton *>("resetStatisticsButton");
        QVERIFY(reset->isEnabled());

        bool asked = false;
        answerResetQuestion(QMessageBox::No, &asked);
        reset->click();
        QVERIFY(asked);
        QCOMPARE(statistics.total().wins, 1);
        compareWindow(window, statistics);

        asked = false;
        answerResetQuestion(QMessageBox::Yes, &asked);
        reset->click();
        QVERIFY(asked);
        QCOMPARE(statistics.total().games(), 0);
        QCOMPARE(PlayStatistics().total().games(), 0);
        compareWindow(window, statistics);
        QVERIFY(!reset->isEnabled());
        QVERIFY(window.findChild<QLabel *>("noGamesLabel")->isVisible());
    }
};

QTEST_MAIN(TestStatisticsWindow)
#include "tst_statistics_window.moc"
