// SPDX-License-Identifier: GPL-3.0-or-later
// Switching the language at run time: through the Language menu with the Greek catalogue the
// game ships, and with a pseudo-translation that marks every translated text, so that every
// window is seen to word itself again (menus, status bar, hint, board names, open dialogs).
#include "board/board_scene.h"
#include "board/board_view.h"
#include "board/items.h"
#include "game/session/saved_game.h"
#include "game/settings/settings.h"
#include "game/words/game_texts.h"
#include "help/rules_window.h"
#include "i18n/language_manager.h"
#include "isolated_settings.h"
#include "play/main_window.h"
#include "play/new_game_card.h"
#include "play/result_card.h"
#include "records/continue_card.h"
#include "text/isolated_text.h"

#include <QAction>
#include <QApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QGroupBox>
#include <QLabel>
#include <QLineEdit>
#include <QMenu>
#include <QMenuBar>
#include <QMessageBox>
#include <QPushButton>
#include <QSettings>
#include <QTemporaryDir>
#include <QTest>
#include <QTextBrowser>
#include <QTranslator>

using namespace tihbat;

namespace {

// Every text it is asked for comes back in «», so an untranslated text stands out.
class PseudoTranslator : public QTranslator {
public:
    QString translate(const char *, const char *sourceText, const char *, int) const override {
        return QStringLiteral("«%1»").arg(QString::fromUtf8(sourceText));
    }
    bool isEmpty() const override { return false; }
};

bool isPseudo(const QString &text) {
    return text.contains(u'«') && text.contains(u'»');
}

void rememberTwoPeople(const QString &south, const QString &north) {
    GameSetup setup;
    setup.players[0] = {PlayerKind::Human, Level::Easy, south};
    setup.players[1] = {PlayerKind::Human, Level::Easy, north};
    QSettings settings;
    Settings::setNewGameSetup(setup);
}

QMenu *menu(const QWidget &window, const char *name) {
    return window.findChild<QMenu *>(QString::fromLatin1(name));
}

QAction *action(const QWidget &window, const QString &name) {
    return window.findChild<QAction *>(name);
}

// The LanguageChange events are posted; they arrive once the event loop runs.
void deliverLanguageChange() {
    QCoreApplication::sendPostedEvents(nullptr, QEvent::LanguageChange);
    QCoreApplication::processEvents();
}

// Every text of the window's menus that comes from a catalogue (the languages' own names and
// the separators do not).
void addMenuTexts(const QMenu *menu, QStringList *texts) {
    for (QAction *item : menu->actions()) {
        // Hidden items show no text (View > Read Aloud's reason, while it can speak).
        if (item->isSeparator() || !item->isVisible() ||
            (item->objectName().startsWith("languageAction_") &&
             item->objectName() != "languageAction_system"))
            continue;
        *texts << item->text();
        if (item->menu())
            addMenuTexts(item->menu(), texts); // submenus (Print and Export, Language), any depth
    }
}

QStringList menuTexts(const QMainWindow &window) {
    QStringList texts;
    for (QAction *top : window.menuBar()->actions()) {
        texts << top->text();
        addMenuTexts(top->menu(), &texts);
    }
    return texts;
}

} // namespace

class TestLanguageSwitch : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void init();
    void cleanup();
    void everyLanguageHasItsCatalogue_data();
    void everyLanguageHasItsCatalogue();
    void switchesThroughTheLanguageMenuAndBack();
    void languageIsRemembered();
    void everyTextOfTheWindowIsWordedAgain();
    void openDialogsAreWordedAgain();
    void boardWordsItselfAgain();
    void continueCardIsWordedAgain();

private:
    PseudoTranslator m_pseudo;
};

void TestLanguageSwitch::initTestCase() {
    IsolatedSettings::forThisTest(QStringLiteral("TihbatLanguageTest"));
}

void TestLanguageSwitch::init() {
    QSettings().clear();
    Settings::setDropDuration(0); // instant: nothing waits for animation
    rememberTwoPeople(QStringLiteral("Amina"), QStringLiteral("Youssef"));
}

void TestLanguageSwitch::cleanup() {
    QCoreApplication::removeTranslator(&m_pseudo);
    deliverLanguageChange();
}

void TestLanguageSwitch::everyLanguageHasItsCatalogue_data() {
    QTest::addColumn<QString>("locale");
    QTest::addColumn<QString>("catalogueLanguage");
    for (const char *code : {"el", "hi", "mn", "sw", "en", "ar", "fr", "es", "ca"})
        QTest::newRow(code) << code << code;
    // Both Portuguese find the European Portuguese file.
    QTest::newRow("pt_PT") << "pt_PT"
                           << "pt_PT";
    QTest::newRow("pt_BR") << "pt_BR"
                           << "pt_PT";
}

// The .qm files are embedded under :/i18n and carry the language of their .ts file.
void TestLanguageSwitch::everyLanguageHasItsCatalogue() {
    QFETCH(QString, locale);
    QFETCH(QString, catalogueLanguage);
    QTranslator translator;
    QVERIFY(translator.load(QLocale(locale), "tihbat", "_", ":/i18n"));
    QCOMPARE(translator.language(), catalogueLanguage);
}

void TestLanguageSwitch::switchesThroughTheLanguageMenuAndBack() {
    LanguageManager languages;
    languages.setLanguage("en");
    MainWindow window(&languages);
    window.start({});
    window.show();
    window.showRules();
    auto *rules = window.findChild<QTextBrowser *>("rulesText");
    QVERIFY(rules);
    deliverLanguageChange();

    QMenu *game = menu(window, "gameMenu");
    QCOMPARE(game->title(), QStringLiteral("&Game"));
    QCOMPARE(window.turnText(), isolated(QStringLiteral("Amina")) + QStringLiteral(" to play"));
    QCOMPARE(rules->source(), QUrl("qrc:/rules/rules_en.html"));

    // What the shipped Greek catalogue says, read on its own.
    QTranslator greek;
    QVERIFY(greek.load(":/i18n/tihbat_el.qm"));
    const QString greekGame = greek.translate("tihbat::MainWindow", "&Game", "menu");
    const QString greekTurn =
        greek.translate("GameTexts", "%1 to play").arg(isolated(QStringLiteral("Amina")));
    QVERIFY2(!greekGame.isEmpty() && greekGame != "&Game", "tihbat_el.qm lacks the Game menu");
    QVERIFY2(!greekTurn.isEmpty() && !greekTurn.contains("to play"),
             "tihbat_el.qm lacks \"%1 to play\"");

    QAction *greekAction = action(window, "languageAction_el");
    QVERIFY(greekAction);
    QCOMPARE(greekAction->text(), QStringLiteral("Ελληνικά"));
    greekAction->trigger();
    deliverLanguageChange();
    QCOMPARE(languages.language(), QStringLiteral("el"));
    QVERIFY(greekAction->isChecked());
    QCOMPARE(game->title(), greekGame);
    QCOMPARE(window.menuBar()->actions().first()->text(), greekGame);
    QCOMPARE(window.turnText(), greekTurn);
    QCOMPARE(rules->source(), QUrl("qrc:/rules/rules_el.html"));
    QCOMPARE(QLocale().language(), QLocale::Greek);

    action(window, "languageAction_en")->trigger();
    deliverLanguageChange();
    QCOMPARE(game->title(), QStringLiteral("&Game"));
    QCOMPARE(window.turnText(), isolated(QStringLiteral("Amina")) + QStringLiteral(" to play"));
    QCOMPARE(rules->source(), QUrl("qrc:/rules/rules_en.html"));
    QVERIFY(action(window, "languageAction_en")->isChecked());
    QVERIFY(!greekAction->isChecked());
}

void TestLanguageSwitch::languageIsRemembered() {
    {
        LanguageManager languages;
        languages.applySavedLanguage();
        QCOMPARE(languages.language(), QString()); // first run: the system's
        languages.setLanguage("hi");
    }
    QCOMPARE(QSettings().value("ui/language").toString(), QStringLiteral("hi"));
    LanguageManager languages;
    languages.applySavedLanguage();
    QCOMPARE(languages.language(), QStringLiteral("hi"));
    QCOMPARE(languages.uiLocale().language(), QLocale::Hindi);
    MainWindow window(&languages);
    QVERIFY(action(window, "languageAction_hi")->isChecked());
    // "pt" is European Portuguese; an unknown code follows the system.
    languages.setLanguage("pt");
    QCOMPARE(languages.uiLocale(), QLocale(QLocale::Portuguese, QLocale::Portugal));
    languages.setLanguage("xx");
    QCOMPARE(languages.language(), QString());
    QVERIFY(action(window, "languageAction_system")->isChecked());
}

void TestLanguageSwitch::everyTextOfTheWindowIsWordedAgain() {
    rememberTwoPeople(QString(), QString()); // the sides' names come from the catalogue
    LanguageManager languages;
    languages.setLanguage("en");
    MainWindow window(&languages);
    window.start({});
    window.show();
    window.showHint();
    QTRY_VERIFY(!window.hintText().isEmpty());
    for (const QString &text : menuTexts(window))
        QVERIFY2(!isPseudo(text), qPrintable(text));

    QCoreApplication::installTranslator(&m_pseudo);
    deliverLanguageChange();

    QCOMPARE(window.windowTitle(), QStringLiteral("«Tihbat»"));
    const QStringList texts = menuTexts(window);
    QVERIFY(texts.size() > 15);
    for (const QString &text : texts)
        QVERIFY2(isPseudo(text), qPrintable(text));
    QCOMPARE(action(window, "languageAction_hi")->text(), QStringLiteral("हिन्दी"));
    QCOMPARE(window.turnText(), QStringLiteral("««South» to play»"));
    QVERIFY2(isPseudo(window.findChild<QLabel *>("scoreLabel")->text()),
             qPrintable(window.findChild<QLabel *>("scoreLabel")->text()));
    QVERIFY2(window.hintText().startsWith("«Hint for"), qPrintable(window.hintText()));
    QVERIFY2(window.hintText().contains("«Pit A:"), qPrintable(window.hintText()));
    // The board names the players as the window does.
    BoardScene *scene = window.board()->boardScene();
    QCOMPARE(scene->nameplate(Side::South)->name(), QStringLiteral("«South»"));
    QCOMPARE(scene->nameplate(Side::North)->name(), QStringLiteral("«North»"));

    QCoreApplication::removeTranslator(&m_pseudo);
    deliverLanguageChange();
    QCOMPARE(window.turnText(), QStringLiteral("South to play"));
    QCOMPARE(scene->nameplate(Side::South)->name(), QStringLiteral("South"));
    for (const QString &text : menuTexts(window))
        QVERIFY2(!isPseudo(text), qPrintable(text));
}

void TestLanguageSwitch::openDialogsAreWordedAgain() {
    rememberTwoPeople(QStringLiteral("Amina"), QStringLiteral("Youssef"));
    QSettings().setValue("newGame/countersPerPit", 2); // a game over in a few moves
    LanguageManager languages;
    languages.setLanguage("en");
    MainWindow window(&languages);
    window.start({});
    window.show();
    GameModel *model = window.model();
    while (!model->isOver())
        QVERIFY(model->playPit(model->game().legalMoves().front()));
    ResultCard *end = nullptr;
    QTRY_VERIFY_WITH_TIMEOUT((end = window.findChild<ResultCard *>("resultCard")), 10000);
    window.showRules();
    auto *rulesWindow = window.findChild<RulesWindow *>("rulesWindow");
    auto *newGame = new NewGameCard(window.board());

    QCoreApplication::installTranslator(&m_pseudo);
    deliverLanguageChange();

    // The end of the game: result, scores, reason and both buttons.
    QVERIFY2(isPseudo(end->resultText()), qPrintable(end->resultText()));
    QVERIFY2(end->scoresText().startsWith(QStringLiteral("«Counters at the end:\n") +
                                          isolated(QStringLiteral("Amina")) + QStringLiteral(": ")),
             qPrintable(end->scoresText()));
    QVERIFY2(isPseudo(end->reasonText()), qPrintable(end->reasonText()));
    QCOMPARE(end->playAgainButton()->text(), QStringLiteral("«Play &Again»"));
    QCOMPARE(end->closeButton()->text(), QStringLiteral("«&Close»"));
    QVERIFY2(window.turnText().startsWith("«Game over."), qPrintable(window.turnText()));

    QCOMPARE(rulesWindow->windowTitle(), QStringLiteral("«How to Play Tihbat»"));

    // The New Game card: every label, title, choice and button.
    QVERIFY(isPseudo(newGame->accessibleName()));
    for (auto *label : newGame->findChildren<QLabel *>())
        QVERIFY2(isPseudo(label->text()), qPrintable(label->text()));
    for (auto *combo : newGame->findChildren<QComboBox *>())
        for (int i = 0; i < combo->count(); ++i)
            QVERIFY2(isPseudo(combo->itemText(i)), qPrintable(combo->itemText(i)));
    for (auto *button : newGame->findChildren<QAbstractButton *>())
        QVERIFY2(isPseudo(button->text()), qPrintable(button->text()));
    QCOMPARE(newGame->playButton()->text(), QStringLiteral("«&Play»"));
    delete newGame;
}

// The board on its own (as the replay viewer uses it): its default names and captions.
void TestLanguageSwitch::boardWordsItselfAgain() {
    BoardView board;
    board.setPlayerNames(QString(), QString());
    board.showState(GameState{startPosition(RuleOptions{}), {}}, true);
    board.show();
    BoardScene *scene = board.boardScene();
    QCOMPARE(scene->nameplate(Side::North)->name(), QStringLiteral("North"));
    QCOMPARE(scene->caption()->text(), QStringLiteral("Game over"));

    QCoreApplication::installTranslator(&m_pseudo);
    deliverLanguageChange();
    QCOMPARE(scene->nameplate(Side::North)->name(), QStringLiteral("«North»"));
    QCOMPARE(scene->caption()->text(), QStringLiteral("«Game over»"));
}

// The question at start on the board: the question, the details and both buttons, also for a
// screen reader.
void TestLanguageSwitch::continueCardIsWordedAgain() {
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString autosave = dir.filePath(QStringLiteral("autosave.json"));
    GameSetup setup = Settings::newGameSetup();
    Game game(setup.rules);
    QVERIFY(std::holds_alternative<MoveStory>(game.play(game.legalMoves().front())));
    QString error;
    QVERIFY2(savedgame::write(autosave, setup, game, &error), qPrintable(error));
    LanguageManager languages;
    languages.setLanguage("en");
    MainWindow window(&languages);
    StartOptions options;
    options.autosavePath = autosave;
    window.start(options);
    window.show();
    auto *card = window.findChild<ContinueCard *>(QStringLiteral("continueQuestion"));
    QVERIFY(card);
    QTRY_VERIFY(card->isVisible());
    QVERIFY(!isPseudo(card->questionText()));

    QCoreApplication::installTranslator(&m_pseudo);
    deliverLanguageChange();
    QCOMPARE(card->questionText(), QStringLiteral("«Your last game was not finished.»"));
    QVERIFY2(isPseudo(card->detailsText()), qPrintable(card->detailsText()));
    QVERIFY2(card->detailsText().contains(isolated(QStringLiteral("Amina"))),
             qPrintable(card->detailsText()));
    QCOMPARE(card->continueButton()->text(), QStringLiteral("«&Continue Game»"));
    QCOMPARE(card->newGameButton()->text(), QStringLiteral("«&New Game»"));
    QCOMPARE(card->accessibleName(), card->questionText());
    QCOMPARE(card->accessibleDescription(), card->detailsText());
}

QTEST_MAIN(TestLanguageSwitch)
#include "tst_language_switch.moc"
