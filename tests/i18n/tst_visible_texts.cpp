// SPDX-License-Identifier: GPL-3.0-or-later
// Every word on screen translated: opens every window, dialog, card and notice the game shows
// (every_window.h's list, the one tst_mnemonics reads too, Qt's print dialogs among them) in
// English and in each language of the Language menu, and fails on any visible text that a language
// shows exactly as English does in the same window, the board's own texts among them (caption,
// name plates, what a screen reader names its parts). Names, numbers, pit letters and a short
// commented list of words that are the same in every language aside.
#include "board/board_view.h"
#include "board/caption_item.h"
#include "board/nameplate_item.h"
#include "every_window.h"
#include "i18n/language_manager.h"
#include "isolated_settings.h"

#include <QAbstractButton>
#include <QAccessible>
#include <QAction>
#include <QGraphicsItem>
#include <QGraphicsScene>
#include <QGroupBox>
#include <QHash>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QMenu>
#include <QMenuBar>
#include <QRegularExpression>
#include <QSettings>
#include <QTabBar>
#include <QTest>

using namespace tihbat;

namespace {

// One window as shown: what to call it in a failure, and every text a person can read in it.
struct ShownWindow {
    QString name;
    QStringList texts;
};
using Windows = QList<ShownWindow>;

// Texts that are rightly the same as in English, in every language or in one.
bool sameEverywhere(const QString &text, const QString &code = {}) {
    static const QStringList allowed = {
        QStringLiteral("PDF"),     // a file format
        QStringLiteral("OK"),      // Qt's catalogues keep it in Portuguese, as people say it
        QStringLiteral("Tihbat"),  // the game's name
        QStringLiteral("Youssef"), // a player's name the test gives
    };
    if (allowed.contains(text))
        return true;
    // Words a language writes as English does: Portuguese "Normal" (the normal speed); in Qt's
    // print dialogs, French "Portrait", "Orientation", "Options", "Pages", "Copies" and Catalan
    // "Paper".
    static const QHash<QString, QStringList> sameWords = {
        {QStringLiteral("pt"), {QStringLiteral("Normal")}},
        {QStringLiteral("fr"),
         {QStringLiteral("Portrait"), QStringLiteral("Orientation"), QStringLiteral("Options"),
          QStringLiteral("Options >>"), QStringLiteral("Options <<"), QStringLiteral("Pages"),
          QStringLiteral("Copies")}},
        {QStringLiteral("ca"), {QStringLiteral("Paper")}},
    };
    if (sameWords.value(code).contains(text))
        return true;
    // The Language menu names each language in itself.
    for (const LanguageManager::Language &language : LanguageManager::languages())
        if (text == language.nativeName)
            return true;
    qsizetype letters = 0;
    for (const QChar c : text)
        letters += c.isLetter() ? 1 : 0;
    // Digits, punctuation, and pit letters (A, b) or paper sizes (A4, B5) have nothing to
    // translate.
    return letters <= 1 ||
           QRegularExpression(QStringLiteral("^[A-Z][0-9]+$")).match(text).hasMatch();
}

void addText(QStringList &texts, QString text) {
    text = text.remove(u'&').trimmed();
    if (!text.isEmpty())
        texts << text;
}

// Menus' action texts and titles under a widget.
void addMenuTexts(QStringList &texts, const QWidget &root) {
    for (const QMenu *menu : root.findChildren<QMenu *>()) {
        addText(texts, menu->title());
        for (const QAction *action : menu->actions())
            if (!action->isSeparator() && action->isVisible())
                addText(texts, action->text());
    }
}

// What the board itself shows and says: its caption, the name plates and their turn tags, and
// the name a screen reader gives each of its parts (pits, stores, plates, the turn badge).
void addBoardTexts(QStringList &texts, const BoardView &view) {
    for (const QGraphicsItem *item : view.scene()->items()) {
        if (!item->isVisible())
            continue;
        if (const auto *caption = dynamic_cast<const CaptionItem *>(item)) {
            addText(texts, caption->text());
        } else if (const auto *plate = dynamic_cast<const NameplateItem *>(item)) {
            addText(texts, plate->name());
            addText(texts, plate->tagText());
        }
    }
    QAccessibleInterface *board =
        QAccessible::queryAccessibleInterface(const_cast<BoardView *>(&view));
    for (int i = 0; board && i < board->childCount(); ++i)
        if (QAccessibleInterface *part = board->child(i))
            addText(texts, part->text(QAccessible::Name));
}

// A window's title, menu bar, and the tooltip and text of every visible label, button, group, tab,
// field placeholder and table header in it.
ShownWindow windowTexts(const QWidget &window, const QString &name) {
    ShownWindow shown{name, {}};
    QStringList &texts = shown.texts;
    addText(texts, window.windowTitle());
    if (const auto *bar = window.findChild<QMenuBar *>()) {
        for (const QAction *action : bar->actions())
            if (action->isVisible())
                addText(texts, action->text());
    }
    for (const QWidget *widget : window.findChildren<QWidget *>()) {
        if (!widget->isVisibleTo(&window) || widget->inherits("QMenu"))
            continue;
        addText(texts, widget->toolTip());
        if (const auto *button = qobject_cast<const QAbstractButton *>(widget))
            addText(texts, button->text());
        else if (const auto *label = qobject_cast<const QLabel *>(widget))
            addText(texts, label->text());
        else if (const auto *group = qobject_cast<const QGroupBox *>(widget))
            addText(texts, group->title());
        else if (const auto *edit = qobject_cast<const QLineEdit *>(widget))
            addText(texts, edit->placeholderText());
        else if (const auto *tabs = qobject_cast<const QTabBar *>(widget))
            for (int i = 0; i < tabs->count(); ++i)
                addText(texts, tabs->tabText(i));
        else if (const auto *header = qobject_cast<const QHeaderView *>(widget);
                 header && header->model())
            for (int i = 0; i < header->count(); ++i)
                addText(texts, header->model()->headerData(i, header->orientation()).toString());
    }
    addMenuTexts(texts, window);
    for (const BoardView *view : window.findChildren<BoardView *>())
        if (view->isVisibleTo(&window))
            addBoardTexts(texts, *view);
    return shown;
}

} // namespace

class TestVisibleTexts : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void noEnglishLeft_data();
    void noEnglishLeft();
    void untranslatedTextIsFound();

private:
    Windows everyWindow(const QString &code);
    Windows m_english;
};

void TestVisibleTexts::initTestCase() {
    IsolatedSettings::forThisTest(QStringLiteral("TihbatVisibleTextsTest"));
    QSettings().clear();
    m_english = everyWindow(QStringLiteral("en"));
    QVERIFY(m_english.size() > 15);
    // A window read as empty would compare nothing (a card not laid out, a toolbar hidden).
    for (const ShownWindow &window : std::as_const(m_english)) {
        QVERIFY2(!window.texts.isEmpty(), qPrintable(window.name));
    }
}

// The comparison itself finds a word left in English, and lets names and letters pass.
void TestVisibleTexts::untranslatedTextIsFound() {
    QVERIFY(!sameEverywhere(QStringLiteral("New Game")));
    QVERIFY(!sameEverywhere(QStringLiteral("Print")));
    QVERIFY(sameEverywhere(QStringLiteral("A")));
    QVERIFY(sameEverywhere(QStringLiteral("16–12")));
    QVERIFY(sameEverywhere(QStringLiteral("A4")));
    QVERIFY(sameEverywhere(QStringLiteral("Ελληνικά")));
    QVERIFY(!sameEverywhere(QStringLiteral("Normal"), QStringLiteral("el")));
}

void TestVisibleTexts::noEnglishLeft_data() {
    QTest::addColumn<QString>("code");
    for (const LanguageManager::Language &language : LanguageManager::languages())
        if (language.code != QLatin1String("en"))
            QTest::newRow(qPrintable(language.code)) << language.code;
}

void TestVisibleTexts::noEnglishLeft() {
    QFETCH(QString, code);
    const Windows shown = everyWindow(code);
    QCOMPARE(shown.size(), m_english.size());
    QStringList english;
    qsizetype compared = 0;
    for (qsizetype i = 0; i < shown.size(); ++i) {
        for (const QString &text : shown[i].texts) {
            ++compared;
            if (m_english[i].texts.contains(text) && !sameEverywhere(text, code))
                english << QStringLiteral("\"%1\" in %2").arg(text, shown[i].name);
        }
    }
    english.removeDuplicates();
    qInfo("%s: %lld windows, %lld texts compared", qPrintable(code), qlonglong(shown.size()),
          qlonglong(compared));
    QVERIFY(compared > 200);
    QVERIFY2(english.isEmpty(), qPrintable(u'\n' + english.join(u'\n')));
}

// Opens every window, dialog and card in one language and reads their texts.
Windows TestVisibleTexts::everyWindow(const QString &code) {
    LanguageManager languages;
    languages.setLanguage(code);
    QCoreApplication::sendPostedEvents(nullptr, QEvent::LanguageChange);
    QCoreApplication::processEvents();

    Windows shown;
    const QStringList problems =
        visitEveryWindow(languages, [&shown](QWidget &window, const QString &label) {
            shown << windowTexts(window, label);
        });
    if (!problems.isEmpty()) {
        QTest::qFail(qPrintable(problems.join(u'\n')), __FILE__, __LINE__);
        return {};
    }
    return shown;
}

QTEST_MAIN(TestVisibleTexts)
#include "tst_visible_texts.moc"
