// SPDX-License-Identifier: GPL-3.0-or-later
// The New Game card on the game window's board: it says in one line what each computer level is
// like, whole, in every language; a person is asked for a name and never for a level; what is
// chosen by clicks is the game that starts, and is remembered.
#include "board/board_view.h"
#include "game/settings/languages.h"
#include "game/settings/settings.h"
#include "game/words/game_texts.h"
#include "isolated_settings.h"
#include "play/main_window.h"
#include "play/new_game_card.h"
#include "shown_cards.h"

#include <QApplication>
#include <QComboBox>
#include <QDir>
#include <QLabel>
#include <QLineEdit>
#include <QSet>
#include <QSettings>
#include <QSignalSpy>
#include <QSpinBox>
#include <QTest>
#include <QTimer>
#include <QTranslator>

using namespace tihbat;

namespace {

// With TIHBAT_SHOTS_DIR set, the window as shown is kept there as NAME@SCALE.png.
void shoot(QWidget &widget, const QString &name) {
    const QString folder = qEnvironmentVariable("TIHBAT_SHOTS_DIR");
    if (folder.isEmpty())
        return;
    QApplication::processEvents();
    const QString scale = qEnvironmentVariable("QT_SCALE_FACTOR", QStringLiteral("1"));
    widget.grab().save(QDir(folder).filePath(name + QStringLiteral("@") + scale + ".png"));
}

// Picks the item whose data is `data` in the combo box named `name` on `card`.
void choose(NewGameCard *card, const QString &name, int data) {
    auto *box = card->findChild<QComboBox *>(name);
    QVERIFY2(box, qPrintable(name));
    box->setCurrentIndex(box->findData(data));
}

} // namespace

class TestNewGameCard : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void init();
    void saysWhatEachLevelIsLike_data();
    void saysWhatEachLevelIsLike();
    void aPersonHasANameAndNoLevel();
    void choicesMakeTheGameAndAreRemembered();
};

void TestNewGameCard::initTestCase() {
    IsolatedSettings::forThisTest(QStringLiteral("TihbatNewGameCardTest"));
}

void TestNewGameCard::init() {
    QSettings().clear();
    Settings::setDropDuration(0);
}

void TestNewGameCard::saysWhatEachLevelIsLike_data() {
    QTest::addColumn<QString>("language");
    for (const QString &language : languageCodes())
        QTest::newRow(qPrintable(language)) << language;
}

void TestNewGameCard::saysWhatEachLevelIsLike() {
    QFETCH(QString, language);
    QTranslator translator;
    if (language != "en") {
        QVERIFY(translator.load(":/i18n/tihbat_" + language + ".qm"));
        QVERIFY(QCoreApplication::installTranslator(&translator));
    }
    const auto removeTranslator =
        qScopeGuard([&] { QCoreApplication::removeTranslator(&translator); });
    // The translation is in use: the lines differ from the English ones.
    if (language != "en")
        QVERIFY(GameTexts::levelSuits(Level::Easy) !=
                "For children who know the rules: often misses the best move.");
    MainWindow window;
    window.resize(1000, 700);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    auto *card = new NewGameCard(window.board());
    GameSetup computers;
    computers.players[0] = {PlayerKind::Computer, Level::Easy, QString()};
    computers.players[1] = {PlayerKind::Computer, Level::Easy, QString()};
    card->setSetup(computers);
    card->present();
    QSet<QString> seen;
    for (const QString &key : {QStringLiteral("south"), QStringLiteral("north")}) {
        auto *level = card->findChild<QComboBox *>(key + "Level");
        auto *suits = card->findChild<QLabel *>(key + "LevelSuits");
        QVERIFY(level && suits);
        QCOMPARE(level->count(), LevelCount);
        for (int i = 0; i < LevelCount; ++i) {
            level->setCurrentIndex(i);
            const QString text = GameTexts::levelSuits(Level(level->currentData().toInt()));
            QVERIFY(!text.isEmpty());
            QCOMPARE(suits->text(), text);
            QVERIFY(suits->isVisible());
            // The whole text fits: the label is as tall as its text needs at its width, and
            // the card is on the board.
            QTRY_VERIFY(suits->height() >= suits->heightForWidth(suits->width()));
            QVERIFY(window.board()->viewport()->rect().contains(card->geometry()));
            QCOMPARE(level->itemData(i, Qt::ToolTipRole).toString(), text);
            QCOMPARE(level->accessibleDescription(), text);
            QVERIFY(!text.contains(u'\n'));
            QVERIFY(text.size() < 100);
            seen.insert(text);
        }
    }
    QCOMPARE(seen.size(), LevelCount); // a different line for every level
    shoot(window, QStringLiteral("new-game-card-computers-") + language);
    card->close();
}

void TestNewGameCard::aPersonHasANameAndNoLevel() {
    MainWindow window;
    window.show();
    auto *card = new NewGameCard(window.board());
    GameSetup setup;
    setup.players[0] = {PlayerKind::Human, Level::Easy, QString()};
    setup.players[1] = {PlayerKind::Computer, Level::Perfect, QString()};
    card->setSetup(setup);
    card->present();
    auto *southLevel = card->findChild<QWidget *>("southLevel");
    auto *southSuits = card->findChild<QWidget *>("southLevelSuits");
    auto *southName = card->findChild<QWidget *>("southName");
    auto *northSuits = card->findChild<QLabel *>("northLevelSuits");
    QCOMPARE(northSuits->text(), GameTexts::levelSuits(Level::Perfect));
    // Not greyed: not there at all. Every field shown can be used.
    QVERIFY(!southLevel->isVisible() && !southSuits->isVisible());
    QVERIFY(southName->isVisible());
    for (QWidget *field : card->findChildren<QWidget *>())
        QVERIFY2(!field->isVisible() || field->isEnabled(), qPrintable(field->objectName()));
    QVERIFY(!card->findChild<QWidget *>("northName")->isVisible());
    // South becomes the computer: its level and sentence come, its name goes.
    choose(card, "southKind", int(PlayerKind::Computer));
    QVERIFY(southLevel->isVisible() && southSuits->isVisible());
    QVERIFY(!southName->isVisible());
    card->close();
}

// Clicks on the card shown by Game > New Game… make the game chosen, remembered after a restart.
void TestNewGameCard::choicesMakeTheGameAndAreRemembered() {
    GameSetup start;
    start.players[0] = {PlayerKind::Human, Level::Easy, QStringLiteral("Amina")};
    start.players[1] = {PlayerKind::Human, Level::Easy, QStringLiteral("Bilal")};
    Settings::setNewGameSetup(start);
    GameSetup chosen;
    {
        MainWindow window;
        window.resize(1100, 760);
        window.show();
        window.start({});
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QSignalSpy reset(window.model(), &GameModel::gameReset);
        bool asked = false;
        QTimer::singleShot(0, &window, [&] {
            NewGameCard *card = cards::shownNewGameCard();
            QVERIFY(card);
            asked = true;
            // The card lies on the board, over its middle.
            QCOMPARE(card->parentWidget(), window.board()->viewport());
            QVERIFY(qAbs(card->geometry().center().x() - window.board()->viewport()->width() / 2) <=
                    1);
            choose(card, "northKind", int(PlayerKind::Computer));
            choose(card, "northLevel", int(Level::Medium));
            auto *counters = card->findChild<QSpinBox *>("countersPerPit");
            counters->setValue(5);
            // Who starts offers the players by name, never South or North.
            auto *first = card->findChild<QComboBox *>("firstToMove");
            QCOMPARE(first->itemText(0), QStringLiteral("Amina"));
            QCOMPARE(first->itemText(1), QStringLiteral("Computer (Medium)"));
            first->setCurrentIndex(first->findData(int(Side::North)));
            shoot(window, QStringLiteral("new-game-card"));
            QTest::mouseClick(card->playButton(), Qt::LeftButton);
        });
        window.showNewGameDialog();
        QVERIFY(asked);
        QCOMPARE(reset.count(), 1);
        chosen = window.model()->setup();
    }
    QCOMPARE(chosen.players[0].kind, PlayerKind::Human);
    QCOMPARE(chosen.players[0].name, QStringLiteral("Amina"));
    QCOMPARE(chosen.players[1].kind, PlayerKind::Computer);
    QCOMPARE(chosen.players[1].level, Level::Medium);
    QCOMPARE(chosen.players[1].name, QString()); // Bilal was a person's name
    QCOMPARE(chosen.rules.countersPerPit, 5);
    QCOMPARE(chosen.rules.firstToMove, Side::North);
    // A window started afresh begins with that game, and its card offers it again.
    MainWindow again;
    again.show();
    again.start({});
    QVERIFY(again.model()->setup() == chosen);
    QTimer::singleShot(0, &again, [&] {
        NewGameCard *card = cards::shownNewGameCard();
        QVERIFY(card);
        QVERIFY(card->setup() == chosen);
        card->cancelButton()->click();
    });
    again.showNewGameDialog();
}

QTEST_MAIN(TestNewGameCard)
#include "tst_new_game_card.moc"
