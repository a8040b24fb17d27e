// SPDX-License-Identifier: GPL-3.0-or-later
// The New Game dialog says in one line whom each computer level suits, whole, in every language.
#include "game/game_texts.h"
#include "play/new_game_dialog.h"

#include <QApplication>
#include <QComboBox>
#include <QLabel>
#include <QSet>
#include <QTest>
#include <QTranslator>

using namespace tihbat;

class TestNewGameDialog : public QObject {
    Q_OBJECT

private slots:
    void saysWhomEachLevelSuits_data();
    void saysWhomEachLevelSuits();
    void descriptionFollowsThePlayerKind();
};

void TestNewGameDialog::saysWhomEachLevelSuits_data() {
    QTest::addColumn<QString>("language");
    for (const char *language : {"en", "el", "hi", "mn", "sw", "pt"})
        QTest::newRow(language) << QString::fromLatin1(language);
}

void TestNewGameDialog::saysWhomEachLevelSuits() {
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
    NewGameDialog dialog;
    dialog.show();
    QVERIFY(QTest::qWaitForWindowExposed(&dialog));
    QSet<QString> seen;
    for (const QString &key : {QStringLiteral("south"), QStringLiteral("north")}) {
        auto *level = dialog.findChild<QComboBox *>(key + "Level");
        auto *suits = dialog.findChild<QLabel *>(key + "LevelSuits");
        QVERIFY(level && suits);
        QCOMPARE(level->count(), LevelCount);
        for (int i = 0; i < LevelCount; ++i) {
            level->setCurrentIndex(i);
            const QString text = GameTexts::levelSuits(Level(level->currentData().toInt()));
            QVERIFY(!text.isEmpty());
            QCOMPARE(suits->text(), text);
            QVERIFY(suits->isVisible());
            // The whole text fits: the label is as tall as its text needs at its width.
            QTRY_VERIFY(suits->height() >= suits->heightForWidth(suits->width()));
            QCOMPARE(level->itemData(i, Qt::ToolTipRole).toString(), text);
            QCOMPARE(level->accessibleDescription(), text);
            // One line each: no line breaks, short enough to read at a glance.
            QVERIFY(!text.contains(u'\n'));
            QVERIFY(text.size() < 100);
            seen.insert(text);
        }
    }
    QCOMPARE(seen.size(), LevelCount); // a different line for every level
}

void TestNewGameDialog::descriptionFollowsThePlayerKind() {
    NewGameDialog dialog;
    GameSetup setup;
    setup.players[0] = {PlayerKind::Human, Level::Easy, QString()};
    setup.players[1] = {PlayerKind::Computer, Level::Perfect, QString()};
    dialog.setSetup(setup);
    auto *south = dialog.findChild<QLabel *>("southLevelSuits");
    auto *north = dialog.findChild<QLabel *>("northLevelSuits");
    QVERIFY(south && north);
    QCOMPARE(north->text(), GameTexts::levelSuits(Level::Perfect));
    QCOMPARE(south->text(), GameTexts::levelSuits(Level::Easy));
    // A person has no level: the line is greyed out with the level choice.
    QVERIFY(north->isEnabled());
    QVERIFY(!south->isEnabled());
    dialog.findChild<QComboBox *>("southKind")->setCurrentIndex(1);
    QVERIFY(south->isEnabled());
}

QTEST_MAIN(TestNewGameDialog)
#include "tst_new_game_dialog.moc"
