// SPDX-License-Identifier: GPL-3.0-or-later
// Print Score Sheet… and Export Score Sheet as PDF… in the windows (ScoreSheetActions): the
// replay window's Score Sheet button holds both; its print preview shows the pages of the game
// replayed, as many as the exported PDF of that game has; the main window's Game menu shows the
// game in progress the same way; an export to a file that cannot be written says why and leaves
// nothing.
#include "core/game.h"
#include "game/session/analysis_service.h"
#include "game/session/game_model.h"
#include "game/session/replay_model.h"
#include "isolated_settings.h"
#include "paper/score_sheet.h"
#include "play/main_window.h"
#include "print/score_sheet_actions.h"
#include "record/record.h"
#include "replay/replay_window.h"

#include <QAction>
#include <QApplication>
#include <QDir>
#include <QFile>
#include <QMenu>
#include <QMenuBar>
#include <QPrintPreviewDialog>
#include <QPrintPreviewWidget>
#include <QProcess>
#include <QSettings>
#include <QTemporaryDir>
#include <QTest>
#include <QToolButton>

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

// A whole game with 12 counters a pit, long enough for two pages of moves.
record::GameRecord playedRecord() {
    RuleOptions options;
    options.countersPerPit = 12;
    Game best(options);
    for (unsigned seed = 1; seed <= 200; ++seed) {
        Game game(options);
        unsigned state = seed;
        while (!game.isOver()) {
            const std::vector<int> moves = game.legalMoves();
            state = state * 1103515245u + 12345u;
            game.play(moves[(state >> 16) % moves.size()]);
        }
        if (game.plies() > best.plies())
            best = game;
    }
    record::GameRecord record = record::recordOf(best);
    record.setTag("South", "Amina");
    record.setTag("North", "Jordi");
    return record;
}

// Triggers the action and reads the preview's pages once it shows (the values come from the
// worker thread first); -1 if no preview came.
int previewPages(ScoreSheetActions *actions, QAction *action) {
    int pages = -1;
    const auto connection = QObject::connect(actions, &ScoreSheetActions::done, [&] {
        auto *preview = qobject_cast<QPrintPreviewDialog *>(QApplication::activeModalWidget());
        if (!preview)
            return;
        auto *widget = preview->findChild<QPrintPreviewWidget *>();
        widget->updatePreview();
        pages = widget->pageCount();
        if (qEnvironmentVariableIsSet("TIHBAT_SAVE")) {
            preview->resize(900, 900);
            preview->grab().save(QStringLiteral("/work/shots-score/preview-%1.png")
                                     .arg(action->parent()->objectName()));
        }
        preview->reject();
    });
    action->trigger();
    if (!QTest::qWaitFor([&] { return pages >= 0; }, 60000))
        qWarning("no preview came");
    QObject::disconnect(connection);
    return pages;
}

} // namespace

class TestScoreSheetWindow : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() {
        QVERIFY(m_dir.isValid());
        // QSettings::setPath alone left the game's SettingsStore on the person's own file.
        IsolatedSettings::forThisTest(QStringLiteral("TihbatScoreSheetWindowTest"));
    }
    void replayWindowPreview();
    void mainWindowGameMenu();
    void exportRefusesUnwritable();
    void exportIsTheCommandLines();

private:
    QTemporaryDir m_dir;
};

void TestScoreSheetWindow::replayWindowPreview() {
    const record::GameRecord record = playedRecord();
    ReplayWindow window;
    QCOMPARE(window.setGames({record}), QString());
    window.show();
    auto *button = window.findChild<QToolButton *>(QStringLiteral("scoreSheetButton"));
    QVERIFY(button);
    QVERIFY(button->menu());
    auto *print = window.findChild<QAction *>(QStringLiteral("printScoreSheetAction"));
    auto *exportAction = window.findChild<QAction *>(QStringLiteral("exportScoreSheetAction"));
    QVERIFY(print && exportAction);
    QCOMPARE(button->menu()->actions(), QList<QAction *>({print, exportAction}));
    auto *actions = window.findChild<ScoreSheetActions *>();
    QVERIFY(actions);
    window.setObjectName(QStringLiteral("replay"));
    if (qEnvironmentVariableIsSet("TIHBAT_SAVE")) {
        window.resize(1200, 800);
        window.grab().save(QStringLiteral("/work/shots-score/replay-window.png"));
    }

    // The same game exported as PDF with the values worked out here.
    const Game game = *record::gameOf(record).game;
    const QString pdf = m_dir.filePath(QStringLiteral("replayed.pdf"));
    QCOMPARE(ScoreSheetActions::exportPdf({record, AnalysisService::analyseLineNow(game)}, pdf),
             std::nullopt);
    const int pages = pageCount(pdf);
    QVERIFY(pages >= 3); // two pages of moves, and the diagrams

    // Before and after the replay's own analysis arrived.
    QCOMPARE(previewPages(actions, print), pages);
    QTRY_VERIFY_WITH_TIMEOUT(window.model()->isAnalysed(), 60000);
    QCOMPARE(previewPages(actions, print), pages);
}

void TestScoreSheetWindow::mainWindowGameMenu() {
    MainWindow window;
    window.setObjectName(QStringLiteral("main"));
    StartOptions options;
    options.autosavePath = m_dir.filePath(QStringLiteral("autosave.json"));
    options.playMoves = {QStringLiteral("A")};
    window.start(options);
    window.show();
    auto *menu = window.findChild<QMenu *>(QStringLiteral("printMenu")); // Game > Print and Export
    QVERIFY(menu);
    QAction *print = nullptr;
    for (QAction *action : menu->actions()) {
        if (action->objectName() == u"printScoreSheetAction")
            print = action;
    }
    QVERIFY(print);
    auto *actions = window.findChild<ScoreSheetActions *>();
    QVERIFY(actions);
    // A game just begun: the head, the graph and its few moves on one page, no capture yet but
    // the diagram of the last move on a second.
    QCOMPARE(previewPages(actions, print), 2);
}

void TestScoreSheetWindow::exportRefusesUnwritable() {
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const record::GameRecord record = playedRecord();
    const Game game = *record::gameOf(record).game;
    const QString missing = dir.filePath(QStringLiteral("none/sheet.pdf"));
    const auto error =
        ScoreSheetActions::exportPdf({record, AnalysisService::analyseLineNow(game)}, missing);
    QVERIFY(error.has_value());
    QVERIFY2(error->contains(missing), qPrintable(*error));
    // Values that do not fit the game are refused too.
    QVERIFY(ScoreSheetActions::exportPdf({record, {}}, dir.filePath(QStringLiteral("x.pdf")))
                .has_value());
    QCOMPARE(QDir(dir.path()).entryList(QDir::AllEntries | QDir::NoDotAndDotDot | QDir::Hidden),
             QStringList());
}

// Export Score Sheet as PDF and tihbat-cli scoresheet on the same record write the same bytes.
void TestScoreSheetWindow::exportIsTheCommandLines() {
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const record::GameRecord record = playedRecord();
    const QString recordPath = dir.filePath(QStringLiteral("game.tihbat"));
    {
        QFile file(recordPath);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(QByteArray::fromStdString(record::writeRecord(record)));
    }
    const Game game = *record::gameOf(record).game;
    const QString window = dir.filePath(QStringLiteral("window.pdf"));
    QCOMPARE(ScoreSheetActions::exportPdf({record, AnalysisService::analyseLineNow(game)}, window),
             std::nullopt);
    QProcess cli;
    cli.start(QStringLiteral(TIHBAT_CLI_BINARY),
              {"scoresheet", recordPath, "--output", dir.filePath(QStringLiteral("cli.pdf"))});
    QVERIFY(cli.waitForFinished(240000));
    QVERIFY2(cli.exitCode() == 0, cli.readAllStandardError().constData());
    QFile a(window);
    QFile b(dir.filePath(QStringLiteral("cli.pdf")));
    QVERIFY(a.open(QIODevice::ReadOnly) && b.open(QIODevice::ReadOnly));
    const QByteArray bytes = a.readAll();
    QVERIFY(bytes.startsWith("%PDF"));
    QVERIFY(bytes == b.readAll());
}

QTEST_MAIN(TestScoreSheetWindow)
#include "tst_score_sheet_window.moc"
