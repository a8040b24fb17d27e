// SPDX-License-Identifier: GPL-3.0-or-later
// Keyboard access in every language: within each menu, and within each window or dialog (its
// menu bar, buttons, labelled fields and groups together, as Alt+letter sees them), no two
// entries share a mnemonic. Built with the catalogues the game ships, Qt's dialog texts too:
// besides the windows, the lessons' end, the network, worksheet and Export Board Picture
// dialogs, and Qt's print preview, page setup and print dialogs the worksheets are printed with.
#include "every_window.h"
#include "i18n/language_manager.h"
#include "isolated_settings.h"

#include <QAbstractButton>
#include <QAction>
#include <QGroupBox>
#include <QLabel>
#include <QMenu>
#include <QMenuBar>
#include <QSettings>
#include <QTabBar>
#include <QTest>
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
    const QStringList problems =
        visitEveryWindow(languages, [&clashes](QWidget &window, const QString &label) {
            clashes << windowClashes(window, label);
        });
    QVERIFY2(problems.isEmpty(), qPrintable(problems.join(u'\n')));
    clashes.removeDuplicates();
    QVERIFY2(clashes.isEmpty(), qPrintable(u'\n' + clashes.join(u'\n')));
}

QTEST_MAIN(TestMnemonics)
#include "tst_mnemonics.moc"
