// SPDX-License-Identifier: GPL-3.0-or-later
// The players' names a game record gives, carried everywhere the record goes: the replay's move
// table, its analysis and its graph, "Play on from here" (the names carried into the game that
// goes on), and the New Game card's "Who starts", which names the players as they are typed.
// The game's own words for a player ("Computer (Easy)") never become a typed name.
// A name from a file is isolated in a sentence and escaped in rich text.
#include "game/session/replay_model.h"
#include "game/settings/settings.h"
#include "game/words/game_texts.h"
#include "isolated_settings.h"
#include "play/main_window.h"
#include "play/new_game_card.h"
#include "replay/move_table.h"
#include "replay/replay_window.h"
#include "replay/value_graph.h"
#include "shown_cards.h"
#include "text/isolated_text.h"

#include <QApplication>
#include <QComboBox>
#include <QDir>
#include <QLineEdit>
#include <QPushButton>
#include <QSettings>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>
#include <QTreeWidget>

using namespace tihbat;

namespace {

// Markup that must stay as typed, and a right-to-left name that must not turn a sentence round.
const QString South = QStringLiteral("<b>Amina</b>");
const QString North = QStringLiteral("\u064A\u0648\u0633\u0641"); // Youssef in Arabic script

GameSetup named(const QString &south, const QString &north) {
    GameSetup setup;
    setup.players[0] = {PlayerKind::Human, Level::Easy, south};
    setup.players[1] = {PlayerKind::Human, Level::Easy, north};
    return setup;
}

QString shownFirstToMove(const NewGameCard &card, Side side) {
    const auto *combo = card.findChild<QComboBox *>(QStringLiteral("firstToMove"));
    return combo->itemText(combo->findData(int(side)));
}

// With TIHBAT_SHOTS_DIR set (a person looking at the windows under xvfb-run), the window as
// shown is kept there as NAME.png; nothing otherwise.
void shoot(QWidget &widget, const QString &name) {
    const QString folder = qEnvironmentVariable("TIHBAT_SHOTS_DIR");
    if (folder.isEmpty())
        return;
    QApplication::processEvents();
    const QString scale = qEnvironmentVariable("QT_SCALE_FACTOR", QStringLiteral("1"));
    widget.grab().save(QDir(folder).filePath(name + QStringLiteral("@") + scale + ".png"));
}

} // namespace

class TestRecordNames : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void init();
    void replayNamesThePlayersOfTheRecord();
    void playOnCarriesTheRecordsNames();
    void computersWordsNeverBecomeATypedName();
    void oldComputerNameInTheSettingsIsNotAName();
    void whoStartsNamesThePlayersAsTyped();

private:
    // A record of four moves between South and North, saved by a game window; that window then
    // starts a game of unnamed players, so that whatever names appear came from the record.
    ReplayWindow *openRecordIn(MainWindow &window);
    QTemporaryDir m_dir;
};

void TestRecordNames::initTestCase() {
    QVERIFY(m_dir.isValid());
    IsolatedSettings::forThisTest(QStringLiteral("TihbatRecordNamesTest"));
}

void TestRecordNames::init() {
    QSettings().clear();
    Settings::setDropDuration(0);
    Settings::setNewGameSetup(named(South, North));
}

ReplayWindow *TestRecordNames::openRecordIn(MainWindow &window) {
    StartOptions options;
    options.playMoves = {"A", "a", "B", "b"};
    window.start(options);
    const QString path = m_dir.filePath(QStringLiteral("named.tihbat"));
    if (!window.saveGameTo(path).isEmpty())
        return nullptr;
    window.model()->newGame(named({}, {}));
    return window.openRecord(path);
}

void TestRecordNames::replayNamesThePlayersOfTheRecord() {
    MainWindow window;
    ReplayWindow *replay = openRecordIn(window);
    QVERIFY(replay);
    QTreeWidget *table = replay->moveList();
    QCOMPARE(table->topLevelItem(1)->text(MoveTable::PlayerColumn), South);
    QCOMPARE(table->topLevelItem(2)->text(MoveTable::PlayerColumn), North);
    QCOMPARE(table->topLevelItem(3)->text(MoveTable::PlayerColumn), South);
    const QString valueTip = table->headerItem()->toolTip(MoveTable::ValueColumn);
    QVERIFY2(valueTip.contains(isolated(South).toHtmlEscaped()) &&
                 valueTip.contains(isolated(North).toHtmlEscaped()),
             qPrintable(valueTip));

    QTRY_VERIFY_WITH_TIMEOUT(replay->model()->isAnalysed(), 60000);
    replay->model()->setIndex(1);
    // Rich text: the name escaped (its "<b>" shows as typed), inside its isolate.
    const QString onMove = replay->moveVerdictText();
    QVERIFY2(onMove.contains(QStringLiteral("by %1.").arg(isolated(South).toHtmlEscaped())),
             qPrintable(onMove));
    QVERIFY2(!onMove.contains(QLatin1String("South")), qPrintable(onMove));
    const QString onPosition = replay->positionVerdictText();
    QVERIFY2(onPosition.contains(QStringLiteral("%1 to move").arg(isolated(North).toHtmlEscaped())),
             qPrintable(onPosition));

    ValueGraph *graph = replay->valueGraph();
    QCOMPARE(graph->sideLabel(Side::South), isolated(South) + QStringLiteral(" ahead"));
    QCOMPARE(graph->sideLabel(Side::North), isolated(North) + QStringLiteral(" ahead"));
    replay->resize(1100, 720);
    replay->show();
    QVERIFY(QTest::qWaitForWindowExposed(replay));
    shoot(*replay, QStringLiteral("replay-names"));
}

void TestRecordNames::playOnCarriesTheRecordsNames() {
    MainWindow window;
    window.show();
    ReplayWindow *replay = openRecordIn(window);
    QVERIFY(replay);
    QCOMPARE(GameTexts::playerName(window.model()->setup(), Side::South), QStringLiteral("South"));
    replay->model()->setIndex(2);

    bool asked = false;
    QTimer::singleShot(0, &window, [&] {
        NewGameCard *card = cards::shownNewGameCard();
        QVERIFY(card);
        asked = true;
        QCOMPARE(card->findChild<QLineEdit *>(QStringLiteral("southName"))->text(), South);
        QCOMPARE(card->findChild<QLineEdit *>(QStringLiteral("northName"))->text(), North);
        QCOMPARE(shownFirstToMove(*card, Side::South), South);
        QCOMPARE(shownFirstToMove(*card, Side::North), North);
        shoot(window, QStringLiteral("play-on-names"));
        card->playButton()->click();
    });
    QTest::mouseClick(replay->playOnButton(), Qt::LeftButton);
    QVERIFY(asked);
    // The names carried into the game that goes on.
    QCOMPARE(window.model()->player(Side::South).name, South);
    QCOMPARE(window.model()->player(Side::North).name, North);
    QCOMPARE(window.model()->game().plies(), 2);
}

// The walkthrough's leak: a record of a game against the computer names it "Computer (Easy)";
// Play on from here made that a typed name, so with North then set to a person the status bar
// read "Computer (Easy) to play", and the next New Game carried it on.
void TestRecordNames::computersWordsNeverBecomeATypedName() {
    GameSetup againstComputer = named(QStringLiteral("Amina"), {});
    againstComputer.players[1] = {PlayerKind::Computer, Level::Easy, QString()};
    Settings::setNewGameSetup(againstComputer);
    MainWindow window;
    window.show();
    window.start({});
    QVERIFY(window.model()->playPit(PitA));
    QTRY_COMPARE(window.model()->game().plies(), 2); // the computer's answer
    const QString path = m_dir.filePath(QStringLiteral("computer.tihbat"));
    QVERIFY(window.saveGameTo(path).isEmpty());
    window.model()->newGame(named({}, {}));
    ReplayWindow *replay = window.openRecord(path);
    QVERIFY(replay);
    replay->model()->setIndex(1); // North to move

    bool asked = false;
    QTimer::singleShot(0, &window, [&] {
        NewGameCard *card = cards::shownNewGameCard();
        QVERIFY(card);
        asked = true;
        // North is the computer at its level, with no name; made a person here, it has none.
        auto *northKind = card->findChild<QComboBox *>(QStringLiteral("northKind"));
        QCOMPARE(northKind->currentData().toInt(), int(PlayerKind::Computer));
        QCOMPARE(card->findChild<QComboBox *>(QStringLiteral("northLevel"))->currentData().toInt(),
                 int(Level::Easy));
        QCOMPARE(card->findChild<QLineEdit *>(QStringLiteral("northName"))->text(), QString());
        northKind->setCurrentIndex(northKind->findData(int(PlayerKind::Human)));
        QCOMPARE(shownFirstToMove(*card, Side::North), QStringLiteral("North"));
        card->playButton()->click();
    });
    QTest::mouseClick(replay->playOnButton(), Qt::LeftButton);
    QVERIFY(asked);
    QCOMPARE(window.model()->player(Side::North).kind, PlayerKind::Human);
    QCOMPARE(window.model()->player(Side::North).name, QString());
    QCOMPARE(window.model()->player(Side::South).name, QStringLiteral("Amina"));
    QCOMPARE(window.turnText(), QStringLiteral("North to play"));

    // The next New Game: North's name field is empty.
    QTimer::singleShot(0, &window, [&] {
        NewGameCard *card = cards::shownNewGameCard();
        QVERIFY(card);
        QCOMPARE(card->findChild<QLineEdit *>(QStringLiteral("northName"))->text(), QString());
        card->cancelButton()->click();
    });
    window.showNewGameDialog();
}

// Also a name an older version kept in the settings: it says who plays, not what they are called.
void TestRecordNames::oldComputerNameInTheSettingsIsNotAName() {
    Settings::setNewGameSetup(named(QStringLiteral("Amina"), QStringLiteral("Computer (Hard)")));
    MainWindow window;
    window.show();
    window.start({});
    bool asked = false;
    QTimer::singleShot(0, &window, [&] {
        NewGameCard *card = cards::shownNewGameCard();
        QVERIFY(card);
        asked = true;
        const GameSetup shown = card->setup();
        QCOMPARE(shown.players[1].kind, PlayerKind::Computer);
        QCOMPARE(shown.players[1].level, Level::Hard);
        QCOMPARE(shown.players[1].name, QString());
        QCOMPARE(shown.players[0].name, QStringLiteral("Amina"));
        card->cancelButton()->click();
    });
    window.showNewGameDialog();
    QVERIFY(asked);
}

void TestRecordNames::whoStartsNamesThePlayersAsTyped() {
    MainWindow window;
    window.show();
    auto *card = new NewGameCard(window.board());
    card->setSetup(named({}, {}));
    card->present();
    QCOMPARE(shownFirstToMove(*card, Side::South), QStringLiteral("South"));
    QCOMPARE(shownFirstToMove(*card, Side::North), QStringLiteral("North"));

    auto *southName = card->findChild<QLineEdit *>(QStringLiteral("southName"));
    southName->setFocus();
    QTest::keyClicks(southName, QStringLiteral("Leila"));
    QCOMPARE(shownFirstToMove(*card, Side::South), QStringLiteral("Leila"));
    QCOMPARE(shownFirstToMove(*card, Side::North), QStringLiteral("North"));

    // The computer without a name is called by its level, as on the board.
    auto *northKind = card->findChild<QComboBox *>(QStringLiteral("northKind"));
    northKind->setCurrentIndex(northKind->findData(int(PlayerKind::Computer)));
    auto *northLevel = card->findChild<QComboBox *>(QStringLiteral("northLevel"));
    northLevel->setCurrentIndex(northLevel->findData(int(Level::Beginner)));
    QCOMPARE(shownFirstToMove(*card, Side::North),
             QStringLiteral("Computer (%1)").arg(northLevel->currentText()));
    // A person without a name against the computer is "You", never "South".
    southName->clear();
    QCOMPARE(shownFirstToMove(*card, Side::South), QStringLiteral("You"));
    // What is chosen is still a side.
    auto *first = card->findChild<QComboBox *>(QStringLiteral("firstToMove"));
    first->setCurrentIndex(first->findData(int(Side::North)));
    QCOMPARE(card->setup().rules.firstToMove, Side::North);
    card->close();
}

QTEST_MAIN(TestRecordNames)
#include "tst_record_names.moc"
