// SPDX-License-Identifier: GPL-3.0-or-later
// Keyboard access in every language: within each menu, and within each window or dialog (its
// menu bar, buttons, labelled fields and groups together, as Alt+letter sees them), no two
// entries share a mnemonic. Built with the catalogues the game ships, Qt's dialog texts too:
// besides the windows, the lessons' end, the network, worksheet and Export Board Picture
// dialogs, and Qt's print preview, page setup and print dialogs the worksheets are printed with.
#include "classroom/position_editor.h"
#include "help/rules_window.h"
#include "i18n/language_manager.h"
#include "isolated_settings.h"
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

#include <QAbstractButton>
#include <QAction>
#include <QApplication>
#include <QGroupBox>
#include <QLabel>
#include <QMenu>
#include <QMenuBar>
#include <QPageSetupDialog>
#include <QPrintDialog>
#include <QPrintPreviewDialog>
#include <QPrinter>
#include <QPushButton>
#include <QSettings>
#include <QTabBar>
#include <QTabWidget>
#include <QTest>
#include <QTimer>
#include <map>

using namespace tihbat;

namespace {

// The mnemonic letter of a text ("&Game" gives 'g'; "&&" is a literal ampersand), or none.
QChar mnemonic(const QString &text) {
    for (qsizetype i = 0; i + 1 < text.size(); ++i) {
        if (text[i] != u'&')
            continue;
        if (text[i + 1] == u'&') {
            ++i;
            continue;
        }
        return text[i + 1].toLower();
    }
    return {};
}

// Collects mnemonics of one scope and reports every letter used twice.
class Scope {
public:
    explicit Scope(QString name)
        : m_name(std::move(name)) {}
    void add(const QString &text) {
        const QChar letter = mnemonic(text);
        if (!letter.isNull())
            m_users[letter] << QString(text).remove(u'&');
    }
    QStringList clashes() const {
        QStringList found;
        for (const auto &[letter, users] : m_users)
            if (users.size() > 1)
                found << QStringLiteral("%1: '%2' in %3").arg(m_name, letter, users.join(", "));
        return found;
    }

private:
    QString m_name;
    std::map<QChar, QStringList> m_users;
};

// Every menu under a widget, each a scope of its own (submenus too).
QStringList menuClashes(const QWidget &root) {
    QStringList found;
    for (const QMenu *menu : root.findChildren<QMenu *>()) {
        Scope scope(QStringLiteral("menu \"%1\"").arg(menu->title()));
        for (const QAction *action : menu->actions())
            if (!action->isSeparator() && action->isVisible())
                scope.add(action->text());
        found << scope.clashes();
    }
    return found;
}

// A window or dialog: its menu bar's titles and every widget an Alt+letter can reach.
QStringList windowClashes(const QWidget &window, const QString &name) {
    Scope scope(name);
    if (const auto *bar = window.findChild<QMenuBar *>()) {
        for (const QAction *action : bar->actions())
            if (action->isVisible())
                scope.add(action->text());
    }
    for (const QWidget *widget : window.findChildren<QWidget *>()) {
        if (!widget->isVisibleTo(&window) || widget->inherits("QMenu"))
            continue;
        if (const auto *button = qobject_cast<const QAbstractButton *>(widget))
            scope.add(button->text());
        else if (const auto *label = qobject_cast<const QLabel *>(widget); label && label->buddy())
            scope.add(label->text());
        else if (const auto *group = qobject_cast<const QGroupBox *>(widget))
            scope.add(group->title());
        else if (const auto *tabs = qobject_cast<const QTabBar *>(widget))
            for (int i = 0; i < tabs->count(); ++i)
                scope.add(tabs->tabText(i));
    }
    return scope.clashes() + menuClashes(window);
}

} // namespace

class TestMnemonics : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void uniqueInEveryMenuAndDialog_data();
    void uniqueInEveryMenuAndDialog();
    void mnemonicOfTextIsFound();

private:
    QStringList dialogClashes();
    QStringList printDialogClashes();
};

void TestMnemonics::initTestCase() {
    IsolatedSettings::forThisTest(QStringLiteral("TihbatMnemonicsTest"));
    QSettings().clear();
}

void TestMnemonics::mnemonicOfTextIsFound() {
    QCOMPARE(mnemonic(QStringLiteral("&Game")), QChar(u'g'));
    QCOMPARE(mnemonic(QStringLiteral("Save &As…")), QChar(u'a'));
    QCOMPARE(mnemonic(QStringLiteral("Rock && &Roll")), QChar(u'r'));
    QVERIFY(mnemonic(QStringLiteral("Rock && Roll")).isNull());
    QVERIFY(mnemonic(QStringLiteral("Plain")).isNull());
    Scope scope(QStringLiteral("test"));
    scope.add(QStringLiteral("&Play"));
    scope.add(QStringLiteral("&Player:"));
    scope.add(QStringLiteral("&Level:"));
    QCOMPARE(scope.clashes().size(), 1);
}

void TestMnemonics::uniqueInEveryMenuAndDialog_data() {
    QTest::addColumn<QString>("code");
    for (const LanguageManager::Language &language : LanguageManager::languages())
        QTest::newRow(qPrintable(language.code)) << language.code;
}

void TestMnemonics::uniqueInEveryMenuAndDialog() {
    QFETCH(QString, code);
    LanguageManager languages;
    languages.setLanguage(code);
    QCoreApplication::sendPostedEvents(nullptr, QEvent::LanguageChange);
    QCoreApplication::processEvents();

    QStringList clashes;
    MainWindow window(&languages);
    window.start({});
    clashes << windowClashes(window, QStringLiteral("main window"));
    // The New Game card, on the board: its mnemonics are its own while it is up (CardModality).
    auto *newGame = new NewGameCard(window.board());
    clashes << windowClashes(*newGame, QStringLiteral("New Game card"));
    newGame->setRulesFixed(true);
    clashes << windowClashes(*newGame, QStringLiteral("Play On card"));
    delete newGame;
    PositionEditor editor;
    clashes << windowClashes(editor, editor.windowTitle());
    RulesWindow rules;
    clashes << windowClashes(rules, rules.windowTitle());
    ReplayWindow replay;
    clashes << windowClashes(replay, QStringLiteral("replay window"));
    // The lessons, on a lesson with a move and on "Who wins?" with its answer buttons.
    LearnWindow learn;
    learn.showLesson(0);
    clashes << windowClashes(learn, learn.windowTitle());
    learn.showLesson(Tutorial::lessonCount() - 1);
    clashes << windowClashes(learn, learn.windowTitle());
    // Finish on the last lesson offers the first game beside its answer buttons.
    learn.findChild<QAbstractButton *>("lessonNext")->click();
    QVERIFY(learn.findChild<QAbstractButton *>("lessonPlayGame")->isVisibleTo(&learn));
    clashes << windowClashes(learn, learn.windowTitle() + QStringLiteral(" after Finish"));
    clashes << dialogClashes() << printDialogClashes();
    StatisticsWindow statistics(nullptr);
    clashes << windowClashes(statistics, statistics.windowTitle());
    // The question before a game in progress is replaced, a card on the shown window's board
    // (read while it is up). Its mnemonics are its own while it is up (CardModality).
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    // The other player's undo request in a network game: a card that blocks nothing, so its
    // mnemonics share the window with the menu bar's.
    QuestionCard *undo = UndoQuestion::makeCard(window.board(), QStringLiteral("Youssef"));
    undo->present();
    clashes << windowClashes(window, QStringLiteral("main window with the undo question"));
    undo->close();
    QVERIFY(window.model()->playPit(window.model()->game().legalMoves().front()));
    bool asked = false;
    QTimer poll;
    connect(&poll, &QTimer::timeout, this, [&] {
        QuestionCard *question = cards::shownQuestion("replaceGameQuestion");
        if (!question)
            return;
        poll.stop();
        asked = true;
        clashes << windowClashes(*question, QStringLiteral("replace-game question"));
        question->findChild<QAbstractButton *>("keepPlayingButton")->click();
    });
    poll.start(10);
    QVERIFY(!ReplaceGameQuestion::mayReplace(*window.model(), &window));
    QVERIFY(asked);
    // Export Board Picture…: its dialog is the action's own, shown modal.
    bool exported = false;
    QTimer exportPoll;
    connect(&exportPoll, &QTimer::timeout, this, [&] {
        QWidget *dialog = QApplication::activeModalWidget();
        if (!dialog || dialog->objectName() != QLatin1String("exportBoardPictureDialog"))
            return;
        exportPoll.stop();
        exported = true;
        clashes << windowClashes(*dialog, dialog->windowTitle());
        qobject_cast<QDialog *>(dialog)->reject();
    });
    exportPoll.start(10);
    window.findChild<QAction *>("exportBoardPictureAction")->trigger();
    QVERIFY(exported);
    clashes.removeDuplicates();
    QVERIFY2(clashes.isEmpty(), qPrintable(u'\n' + clashes.join(u'\n')));
}

// The game's own dialogs: Play over the Network (each page with the tabs), and the worksheet
// dialog as Print Worksheet and as Export Worksheet as PDF open it.
QStringList TestMnemonics::dialogClashes() {
    QStringList found;
    NetworkDialog network(nullptr, true);
    network.show();
    auto *pages = network.findChild<QTabWidget *>();
    for (int page = 0; page < pages->count(); ++page) {
        pages->setCurrentIndex(page);
        found << windowClashes(network, network.windowTitle() + u' ' + pages->tabText(page));
    }
    for (const WorksheetDialog::Use use :
         {WorksheetDialog::Use::Print, WorksheetDialog::Use::Export}) {
        WorksheetDialog worksheet(nullptr, use);
        worksheet.show();
        found << windowClashes(worksheet, worksheet.windowTitle());
    }
    return found;
}

// Qt's print preview, page setup and print dialogs (the last with its options shown), worded by
// Qt's catalogue and ours (translations/qt), on the printer the worksheets are printed with.
QStringList TestMnemonics::printDialogClashes() {
    QStringList found;
    QPrinter printer(QPrinter::HighResolution);
    QPrintPreviewDialog preview(&printer);
    preview.show();
    found << windowClashes(preview, preview.windowTitle());
    QPageSetupDialog setup(&printer);
    setup.show();
    found << windowClashes(setup, setup.windowTitle());
    QPrintDialog print(&printer);
    print.show();
    found << windowClashes(print, print.windowTitle());
    const QString showOptions = QCoreApplication::translate("QPrintDialog", "&Options >>");
    bool expanded = false;
    for (QPushButton *button : print.findChildren<QPushButton *>()) {
        if (button->text() == showOptions) {
            button->click();
            expanded = true;
        }
    }
    if (!expanded)
        found << QStringLiteral("the print dialog has no \"%1\" button").arg(showOptions);
    found << windowClashes(print, print.windowTitle() + QStringLiteral(" with its options"));
    return found;
}

QTEST_MAIN(TestMnemonics)
#include "tst_mnemonics.moc"
