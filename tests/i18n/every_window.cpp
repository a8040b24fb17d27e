// SPDX-License-Identifier: GPL-3.0-or-later
#include "every_window.h"

#include "classroom/position_editor.h"
#include "help/rules_window.h"
#include "learn/learn_window.h"
#include "network/network_dialog.h"
#include "network/undo_question.h"
#include "play/main_window.h"
#include "play/new_game_card.h"
#include "print/worksheet_dialog.h"
#include "records/replace_game_question.h"
#include "replay/replay_window.h"
#include "shown_cards.h"
#include "statistics/statistics_window.h"
#include "tournament/standings_projector.h"
#include "tournament/tournament_tables.h"
#include "tournament/tournament_window.h"

#include <QAbstractButton>
#include <QAction>
#include <QApplication>
#include <QDialog>
#include <QPageSetupDialog>
#include <QPrintDialog>
#include <QPrintPreviewDialog>
#include <QPrinter>
#include <QPushButton>
#include <QStackedWidget>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>
#include <QToolBar>

namespace tihbat {

namespace {

using Visit = std::function<void(QWidget &, const QString &)>;

// The lessons, on a lesson with a move and on "Who wins?" with its answer buttons, then Finish on
// the last lesson, which offers the first game beside its answer buttons.
void visitLessons(const Visit &visit, QStringList &problems) {
    LearnWindow learn;
    learn.showLesson(0);
    visit(learn, learn.windowTitle());
    learn.showLesson(Tutorial::lessonCount() - 1);
    visit(learn, learn.windowTitle());
    learn.findChild<QAbstractButton *>("lessonNext")->click();
    if (!learn.findChild<QAbstractButton *>("lessonPlayGame")->isVisibleTo(&learn))
        problems << QStringLiteral("Finish on the last lesson offers no first game");
    visit(learn, learn.windowTitle() + QStringLiteral(" after Finish"));
}

// The game's own dialogs: Play over the Network (each page with the tabs), and the worksheet
// dialog as Print Worksheet and as Export Worksheet as PDF open it.
void visitDialogs(const Visit &visit) {
    NetworkDialog network(nullptr, true);
    network.show();
    auto *pages = network.findChild<QTabWidget *>();
    for (int page = 0; page < pages->count(); ++page) {
        pages->setCurrentIndex(page);
        visit(network, network.windowTitle() + u' ' + pages->tabText(page));
    }
    for (const WorksheetDialog::Use use :
         {WorksheetDialog::Use::Print, WorksheetDialog::Use::Export}) {
        WorksheetDialog worksheet(nullptr, use);
        worksheet.show();
        visit(worksheet, worksheet.windowTitle());
    }
}

// The teacher's window of a class tournament (its choices, then the tournament's page, with no
// pupils yet) and the standings on the projector.
void visitTournament(const Visit &visit) {
    QTemporaryDir dir;
    TournamentWindow teacher(nullptr, dir.filePath(QStringLiteral("tournament.json")));
    teacher.setAttribute(Qt::WA_DeleteOnClose, false);
    teacher.show();
    visit(teacher, teacher.windowTitle());
    auto *pages = teacher.findChild<QStackedWidget *>();
    pages->setCurrentIndex(1);
    visit(teacher, teacher.windowTitle() + QStringLiteral(" (running)"));
    StandingsModel standings;
    PairingsModel pairings;
    StandingsProjector projector(&standings, &pairings);
    projector.setAttribute(Qt::WA_DeleteOnClose, false);
    projector.resize(1280, 720);
    projector.show();
    visit(projector, QStringLiteral("tournament projector"));
}

// Qt's print preview, page setup and print dialogs (the last with its options shown), worded by
// Qt's catalogue and ours (translations/qt), on the printer the worksheets are printed with.
void visitPrintDialogs(const Visit &visit, QStringList &problems) {
    QPrinter printer(QPrinter::HighResolution);
    QPrintPreviewDialog preview(&printer);
    preview.show();
    visit(preview, preview.windowTitle());
    QPageSetupDialog setup(&printer);
    setup.show();
    visit(setup, setup.windowTitle());
    QPrintDialog print(&printer);
    print.show();
    visit(print, print.windowTitle());
    const QString showOptions = QCoreApplication::translate("QPrintDialog", "&Options >>");
    bool expanded = false;
    for (QPushButton *button : print.findChildren<QPushButton *>()) {
        if (button->text() == showOptions) {
            button->click();
            expanded = true;
        }
    }
    if (!expanded)
        problems << QStringLiteral("the print dialog has no \"%1\" button").arg(showOptions);
    visit(print, print.windowTitle() + QStringLiteral(" with its options"));
}

// The cards on the shown game window's board, and the dialog its Export Board Picture… opens.
void visitOnTheBoard(MainWindow &window, const Visit &visit, QStringList &problems) {
    window.show();
    if (!QTest::qWaitForWindowExposed(&window)) {
        problems << QStringLiteral("the game window was not shown");
        return;
    }
    // The toolbar on its own too (the main window reads it as well once shown): its buttons are
    // laid out only in a shown window.
    auto *toolBar = window.findChild<QToolBar *>("gameToolBar");
    if (!toolBar || !toolBar->isVisibleTo(&window)) {
        problems << QStringLiteral("the game window shows no toolbar");
    } else {
        for (QAction *action : toolBar->actions())
            if (action->isVisible() && !toolBar->widgetForAction(action)->isVisibleTo(toolBar))
                problems << QStringLiteral("the toolbar hides \"%1\"").arg(action->text());
        visit(*toolBar, QStringLiteral("toolbar"));
    }
    // The other player's undo request in a network game: a card that blocks nothing, so its
    // mnemonics share the window with the menu bar's.
    QuestionCard *undo = UndoQuestion::makeCard(window.board(), QStringLiteral("Youssef"));
    undo->present();
    visit(window, QStringLiteral("main window with the undo question"));
    undo->close();
    // The question before a game in progress is replaced, read while it is up. Its mnemonics are
    // its own while it is up (CardModality).
    if (!window.model()->playPit(window.model()->game().legalMoves().front()))
        problems << QStringLiteral("the first legal move could not be played");
    bool asked = false;
    QTimer poll;
    QObject::connect(&poll, &QTimer::timeout, &poll, [&] {
        QuestionCard *question = cards::shownQuestion("replaceGameQuestion");
        if (!question)
            return;
        poll.stop();
        asked = true;
        visit(*question, QStringLiteral("replace-game question"));
        question->findChild<QAbstractButton *>("keepPlayingButton")->click();
    });
    poll.start(10);
    if (ReplaceGameQuestion::mayReplace(*window.model(), &window))
        problems << QStringLiteral("the game in progress was replaced without Keep Playing");
    if (!asked)
        problems << QStringLiteral("no question before the game in progress was replaced");
    // Export Board Picture…: its dialog is the action's own, shown modal.
    bool exported = false;
    QTimer exportPoll;
    QObject::connect(&exportPoll, &QTimer::timeout, &exportPoll, [&] {
        QWidget *dialog = QApplication::activeModalWidget();
        if (!dialog || dialog->objectName() != QLatin1String("exportBoardPictureDialog"))
            return;
        exportPoll.stop();
        exported = true;
        visit(*dialog, dialog->windowTitle());
        qobject_cast<QDialog *>(dialog)->reject();
    });
    exportPoll.start(10);
    window.findChild<QAction *>("exportBoardPictureAction")->trigger();
    if (!exported)
        problems << QStringLiteral("Export Board Picture… showed no dialog");
}

} // namespace

QStringList visitEveryWindow(LanguageManager &languages, const Visit &visit) {
    QStringList problems;
    MainWindow window(&languages);
    window.start({});
    visit(window, QStringLiteral("main window"));
    // The New Game card, on the board: its mnemonics are its own while it is up (CardModality);
    // with the rules fixed it is the Play On card.
    {
        NewGameCard newGame(window.board());
        visit(newGame, QStringLiteral("New Game card"));
        newGame.setRulesFixed(true);
        visit(newGame, QStringLiteral("Play On card"));
    }
    PositionEditor editor;
    visit(editor, editor.windowTitle());
    RulesWindow rules;
    visit(rules, rules.windowTitle());
    ReplayWindow replay;
    visit(replay, QStringLiteral("replay window"));
    visitLessons(visit, problems);
    visitDialogs(visit);
    visitPrintDialogs(visit, problems);
    StatisticsWindow statistics(nullptr);
    visit(statistics, statistics.windowTitle());
    visitTournament(visit);
    visitOnTheBoard(window, visit, problems);
    return problems;
}

} // namespace tihbat
