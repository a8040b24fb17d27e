// SPDX-License-Identifier: GPL-3.0-or-later
// Qt's own dialogs in the player's language. The game's Save and Open dialogs are opened as a
// person opens them (Qt's widget dialog: the offscreen and plain X11 sessions offer no native
// one), in list and detail view, with the file list's context menu and the overwrite question;
// every text a person sees or a screen reader speaks is collected and must not hold a word of the
// same dialogs shown in English. Screenshots land in screenshots/ beside the test.
// Qt's print preview, page setup and print dialogs (Print Worksheet… and Print Score Sheet… open
// them) are looked at the same way, the paper sizes' names aside.
// Also: a message box left open words itself again when the language is switched.
#include "game/settings/settings.h"
#include "i18n/language_manager.h"
#include "isolated_settings.h"
#include "play/main_window.h"

#include <QAbstractButton>
#include <QAction>
#include <QApplication>
#include <QComboBox>
#include <QContextMenuEvent>
#include <QDialogButtonBox>
#include <QDir>
#include <QElapsedTimer>
#include <QFileDialog>
#include <QGroupBox>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QListView>
#include <QMenu>
#include <QMessageBox>
#include <QPageSetupDialog>
#include <QPrintDialog>
#include <QPrintPreviewDialog>
#include <QPrinter>
#include <QPushButton>
#include <QRegularExpression>
#include <QSettings>
#include <QTabBar>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>
#include <QToolButton>
#include <QTranslator>
#include <QTreeView>
#include <functional>

using namespace tihbat;

namespace {

// The LanguageChange events are posted; they arrive once the event loop runs.
void deliverLanguageChange() {
    QCoreApplication::sendPostedEvents(nullptr, QEvent::LanguageChange);
    QCoreApplication::processEvents();
}

// Runs `act` once `find` sees the widget, from the event loop of whatever modal dialog is
// running; gives up (and says so) after ten seconds so that a missing dialog fails, not hangs.
// Stops looking when `context` is destroyed.
template <typename W>
void whenShown(QObject *context, const std::function<W *()> &find,
               const std::function<void(W *)> &act, QString *failure) {
    auto *timer = new QTimer(context);
    auto *clock = new QElapsedTimer;
    clock->start();
    QObject::connect(timer, &QTimer::timeout, [=] {
        W *widget = find();
        if (!widget && clock->elapsed() < 10000)
            return;
        timer->stop();
        timer->deleteLater();
        delete clock;
        if (widget)
            act(widget);
        else
            *failure = QStringLiteral("a dialog did not appear");
    });
    timer->start(10);
}

template <typename W>
W *activeModal() {
    return qobject_cast<W *>(QApplication::activeModalWidget());
}

QMenu *openPopupMenu() {
    return qobject_cast<QMenu *>(QApplication::activePopupWidget());
}

// The words of a text, lower case, without the & of shortcuts.
QStringList wordsOf(QString text) {
    text.remove(u'&');
    static const QRegularExpression notLetters(QStringLiteral("[^\\p{L}]+"));
    QStringList words;
    for (const QString &word : text.split(notLetters, Qt::SkipEmptyParts))
        if (word.size() > 1)
            words << word.toLower();
    return words;
}

// Every text of the dialog a person sees or a screen reader speaks: title, labels, buttons,
// tooltips, combo box items, the file list's cells and column headers and the header's menu.
QStringList textsOf(QWidget *dialog) {
    QStringList texts{dialog->windowTitle()};
    for (QWidget *widget : dialog->findChildren<QWidget *>()) {
        if (!widget->isVisibleTo(dialog))
            continue;
        texts << widget->toolTip() << widget->accessibleName() << widget->accessibleDescription();
        if (auto *label = qobject_cast<QLabel *>(widget))
            texts << label->text();
        if (auto *button = qobject_cast<QAbstractButton *>(widget))
            texts << button->text();
        if (auto *edit = qobject_cast<QLineEdit *>(widget))
            texts << edit->text() << edit->placeholderText();
        if (auto *group = qobject_cast<QGroupBox *>(widget))
            texts << group->title();
        if (auto *tabs = qobject_cast<QTabBar *>(widget))
            for (int i = 0; i < tabs->count(); ++i)
                texts << tabs->tabText(i);
        if (auto *combo = qobject_cast<QComboBox *>(widget))
            for (int i = 0; i < combo->count(); ++i)
                texts << combo->itemText(i);
        if (auto *header = qobject_cast<QHeaderView *>(widget)) {
            for (int i = 0; i < header->count(); ++i)
                if (!header->isSectionHidden(i))
                    texts << header->model()->headerData(i, header->orientation()).toString();
            for (QAction *action : header->actions())
                texts << action->text();
        }
        if (auto *view = qobject_cast<QAbstractItemView *>(widget)) {
            const QAbstractItemModel *model = view->model();
            const auto *tree = qobject_cast<QTreeView *>(view);
            for (int row = 0; row < model->rowCount(view->rootIndex()); ++row)
                for (int column = 0; column < model->columnCount(view->rootIndex()); ++column)
                    if (!tree || !tree->isColumnHidden(column))
                        texts << model->index(row, column, view->rootIndex()).data().toString();
        }
    }
    texts.removeAll(QString());
    return texts;
}

void saveShot(QWidget *widget, const QString &name) {
    QDir().mkpath(TIHBAT_SCREENSHOT_DIR);
    widget->grab().save(QDir(TIHBAT_SCREENSHOT_DIR).filePath(name + ".png"));
}

// What the file dialogs showed in one language.
struct Seen {
    QStringList texts;    // of the Save dialog in both views, its context menu and the Open dialog
    QStringList question; // the overwrite question
    int menus = 0;        // context menus looked at
    QString failure;      // empty when every step happened
};

// Collects the texts of a context menu and closes it. The shortcut after a tab ("Ctrl+Z") names
// the keys as they are printed on the keyboard.
void lookAtMenu(QMenu *menu, const QString &shot, Seen *seen) {
    for (QAction *action : menu->actions())
        if (action->isVisible() && !action->isSeparator())
            seen->texts << action->text().section(u'\t', 0, 0);
    saveShot(menu, shot);
    ++seen->menus;
    menu->close();
}

// The words of every paper size's name ("Letter", "Envelope"): names, shown as Qt gives them.
QStringList paperSizeWords() {
    QStringList words;
    for (int id = 0; id <= QPageSize::LastPageSize; ++id)
        words << wordsOf(QPageSize::name(QPageSize::PageSizeId(id)));
    return words;
}

// The texts of Qt's print preview, page setup and print dialogs (its options shown) on the
// printer the worksheets are printed with, in the language installed; screenshots of each.
QStringList printDialogTexts(const QString &language, const QString &outputFile) {
    QPrinter printer(QPrinter::HighResolution);
    printer.setOutputFileName(outputFile);
    QStringList texts;
    QPrintPreviewDialog preview(&printer);
    preview.resize(900, 700);
    preview.show();
    texts << textsOf(&preview);
    saveShot(&preview, "print-preview-" + language);
    QPageSetupDialog setup(&printer);
    setup.show();
    texts << textsOf(&setup);
    saveShot(&setup, "page-setup-" + language);
    QPrintDialog print(&printer);
    print.show();
    texts << textsOf(&print);
    const QString showOptions = QCoreApplication::translate("QPrintDialog", "&Options >>");
    for (QPushButton *button : print.findChildren<QPushButton *>())
        if (button->text() == showOptions)
            button->click();
    texts << textsOf(&print);
    saveShot(&print, "print-" + language);
    return texts;
}

} // namespace

class TestQtDialogs : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void init();
    void englishDialogsAreSeen();
    void fileDialogsSpeakTheLanguage_data();
    void fileDialogsSpeakTheLanguage();
    void printDialogsSpeakTheLanguage_data();
    void printDialogsSpeakTheLanguage();
    void openMessageBoxIsWordedAgain();

private:
    Seen showFileDialogs(const QString &language);
    void lookAtSaveDialog(QFileDialog *dialog, const QString &language, Seen *seen);
    QStringList englishWords() const;

    QTemporaryDir m_folder;
    QString m_recordName; // the name the Save dialog proposes, already taken
    Seen m_english;
};

void TestQtDialogs::initTestCase() {
    IsolatedSettings::forThisTest(QStringLiteral("TihbatQtDialogsTest"));
    QVERIFY(m_folder.isValid());
    // A folder (digits only: its name is in no language) and a record under the name the Save
    // dialog proposes, so that saving asks whether to replace it.
    QVERIFY(QDir(m_folder.path()).mkdir(QStringLiteral("2026")));
    m_recordName = QDate::currentDate().toString("'tihbat-'yyyy-MM-dd'.tihbat'");
    QSettings().clear();
    {
        MainWindow window;
        window.start({});
        QCOMPARE(window.saveGameTo(QDir(m_folder.path()).filePath(m_recordName)), QString());
    }
    m_english = showFileDialogs(QStringLiteral("en"));
}

void TestQtDialogs::init() {
    QSettings().clear();
    Settings::setDropDuration(0);
}

// The collection itself works: the English dialogs show the texts Qt gives them.
void TestQtDialogs::englishDialogsAreSeen() {
    QVERIFY2(m_english.failure.isEmpty(), qPrintable(m_english.failure));
    const QStringList words = englishWords();
    for (const char *word :
         {"look", "name", "files", "type", "save", "cancel", "size", "date", "modified", "folder",
          "detail", "view", "rename", "delete", "hidden", "open", "back", "parent", "record"})
        QVERIFY2(words.contains(word), word);
    QVERIFY2(m_english.question.join(' ').contains("already exists"),
             qPrintable(m_english.question.join('|')));
    QVERIFY(wordsOf(m_english.question.join(' ')).contains("replace"));
}

void TestQtDialogs::fileDialogsSpeakTheLanguage_data() {
    QTest::addColumn<QString>("language");
    // Words spelled the same in English and in the language, where they are its own words.
    QTest::addColumn<QStringList>("alsoItsOwn");
    for (const char *code : {"el", "hi", "mn", "sw"})
        QTest::newRow(code) << code << QStringList();
    // Qt's Brazilian catalogue with ours filling its gaps. "do" (of the), "bytes" (CLDR's unit),
    // "local" (ficheiro local).
    QTest::newRow("pt") << "pt" << QStringList{"do", "bytes", "local"};
    // Qt's own catalogues with ours filling their gaps; words the languages share with English
    // (paper units such as pica and cicero, "local" file, Catalan's "Cancel·la" read as two).
    QTest::newRow("ar") << "ar" << QStringList();
    QTest::newRow("fr") << "fr" << QStringList{"page", "pages",  "zoom",        "copies",
                                               "type", "parent", "portrait",    "points",
                                               "pica", "local",  "orientation", "options"};
    QTest::newRow("es") << "es" << QStringList{"bytes", "no", "cicero", "local", "set"};
    QTest::newRow("ca") << "ca" << QStringList{"mode", "bytes",  "cancel", "no",   "paper",
                                               "pica", "cicero", "per",    "local"};
}

void TestQtDialogs::fileDialogsSpeakTheLanguage() {
    QFETCH(QString, language);
    QFETCH(QStringList, alsoItsOwn);
    const Seen seen = showFileDialogs(language);
    QVERIFY2(seen.failure.isEmpty(), qPrintable(seen.failure));
    QVERIFY(seen.texts.size() > 40);
    QCOMPARE(seen.question.size(), m_english.question.size());

    const QStringList english = englishWords();
    QStringList found;
    for (const QString &text : seen.texts + seen.question)
        for (const QString &word : wordsOf(text))
            if (english.contains(word) && !alsoItsOwn.contains(word))
                found << QStringLiteral("\"%1\" in \"%2\"").arg(word, text);
    found.removeDuplicates();
    QVERIFY2(found.isEmpty(), qPrintable(found.join("\n")));
}

void TestQtDialogs::printDialogsSpeakTheLanguage_data() {
    fileDialogsSpeakTheLanguage_data();
}

void TestQtDialogs::printDialogsSpeakTheLanguage() {
    QFETCH(QString, language);
    QFETCH(QStringList, alsoItsOwn);
    const QString outputFile = QDir(m_folder.path()).filePath(QStringLiteral("2026.pdf"));
    LanguageManager languages;
    languages.setLanguage(QStringLiteral("en"));
    deliverLanguageChange();
    // Names and units, the same in every language.
    const QStringList names = paperSizeWords() + wordsOf(m_folder.path()) +
                              QStringList{"pdf", "mm", "pt", "in", "dd", "cc", "didot", "ok"};
    QStringList english;
    for (const QString &text : printDialogTexts(QStringLiteral("en"), outputFile))
        for (const QString &word : wordsOf(text))
            if (!names.contains(word))
                english << word;
    // The collection sees the dialogs: their English words.
    for (const char *word : {"preview", "orientation", "margins", "copies", "collate", "printer",
                             "properties", "options"})
        QVERIFY2(english.contains(word), word);

    languages.setLanguage(language);
    deliverLanguageChange();
    QStringList found;
    for (const QString &text : printDialogTexts(language, outputFile))
        for (const QString &word : wordsOf(text))
            if (english.contains(word) && !alsoItsOwn.contains(word))
                found << QStringLiteral("\"%1\" in \"%2\"").arg(word, text);
    found.removeDuplicates();
    QVERIFY2(found.isEmpty(), qPrintable(found.join("\n")));
}

// A file problem is on screen when the player switches to Greek: it rewords itself (title, text,
// button); the reason the file gave stays as it was given.
void TestQtDialogs::openMessageBoxIsWordedAgain() {
    LanguageManager languages;
    languages.setLanguage("en");
    MainWindow window(&languages);
    window.start({});
    window.show();
    const QString missing = QDir(m_folder.path()).filePath("gone.tihbat");
    window.openRecordOrReport(missing);
    QMessageBox *box = nullptr;
    QTRY_VERIFY((box = window.findChild<QMessageBox *>("fileProblemMessage")) && box->isVisible());
    QCOMPARE(box->text(), QStringLiteral("The game record could not be opened."));
    const QString reason = box->informativeText();
    QVERIFY(!reason.isEmpty());
    QCOMPARE(box->button(QMessageBox::Ok)->text(), QStringLiteral("OK"));

    // What the shipped catalogues say, read on their own.
    QTranslator game;
    QTranslator qtDialogs;
    QVERIFY(game.load(":/i18n/tihbat_el.qm"));
    QVERIFY(qtDialogs.load(":/i18n/qtdialogs_el.qm"));
    const QString greekText =
        game.translate("tihbat::MainWindow", "The game record could not be opened.");
    const QString greekTitle = game.translate("GameTexts", "Tihbat", "name of the game");
    const QString greekOk = qtDialogs.translate("QPlatformTheme", "OK");
    QVERIFY(!greekText.isEmpty() && !greekTitle.isEmpty() && !greekOk.isEmpty());

    window.findChild<QAction *>("languageAction_el")->trigger();
    deliverLanguageChange();
    QCOMPARE(box->text(), greekText);
    QCOMPARE(box->windowTitle(), greekTitle);
    QCOMPARE(box->button(QMessageBox::Ok)->text(), greekOk);
    QCOMPARE(box->informativeText(), reason);
    saveShot(box, "file-problem-el");

    window.findChild<QAction *>("languageAction_en")->trigger();
    deliverLanguageChange();
    QCOMPARE(box->text(), QStringLiteral("The game record could not be opened."));
    QCOMPARE(box->button(QMessageBox::Ok)->text(), QStringLiteral("OK"));
}

// The words of the English dialogs that are not names: the folder's and home's paths and the
// file names are shown as they are in every language.
QStringList TestQtDialogs::englishWords() const {
    QStringList names = wordsOf(QDir::homePath()) + wordsOf(m_folder.path());
    for (const QString &entry : QDir(m_folder.path()).entryList(QDir::AllEntries))
        names << wordsOf(entry);
    QStringList words;
    for (const QString &text : m_english.texts + m_english.question)
        for (const QString &word : wordsOf(text))
            if (!names.contains(word) && !words.contains(word))
                words << word;
    return words;
}

// Opens the game's Save dialog (and the overwrite question) and then its Open dialog.
Seen TestQtDialogs::showFileDialogs(const QString &language) {
    Seen seen;
    QSettings().setValue("files/lastFolder", m_folder.path());
    LanguageManager languages;
    languages.setLanguage(language);
    MainWindow window(&languages);
    window.start({});
    window.show();
    deliverLanguageChange();

    whenShown<QFileDialog>(
        &window, activeModal<QFileDialog>,
        [&](QFileDialog *dialog) { lookAtSaveDialog(dialog, language, &seen); }, &seen.failure);
    window.saveGameAs();

    whenShown<QFileDialog>(
        &window, activeModal<QFileDialog>,
        [&](QFileDialog *dialog) {
            auto *list = dialog->findChild<QListView *>("listView");
            if (!QTest::qWaitFor([&] { return list->model()->rowCount(list->rootIndex()) >= 2; }))
                seen.failure = QStringLiteral("the Open dialog lists no files");
            seen.texts << textsOf(dialog);
            saveShot(dialog, "open-dialog-" + language);
            dialog->reject();
        },
        &seen.failure);
    window.showOpenDialog();
    return seen;
}

void TestQtDialogs::lookAtSaveDialog(QFileDialog *dialog, const QString &language, Seen *seen) {
    auto *list = dialog->findChild<QListView *>("listView");
    auto *tree = dialog->findChild<QTreeView *>("treeView");
    if (!list || !tree) {
        seen->failure = QStringLiteral("not Qt's own file dialog");
        dialog->reject();
        return;
    }
    // The list fills in the background: the record and the folder, with the folder's type.
    const auto listed = [&] {
        const QAbstractItemModel *model = tree->model();
        const QModelIndex root = tree->rootIndex();
        if (model->rowCount(root) < 2)
            return false;
        for (int row = 0; row < model->rowCount(root); ++row)
            if (model->index(row, 2, root).data().toString().isEmpty())
                return false;
        return true;
    };
    if (!QTest::qWaitFor(listed))
        seen->failure = QStringLiteral("the Save dialog lists no files");
    seen->texts << textsOf(dialog);
    saveShot(dialog, "save-dialog-" + language);

    dialog->findChild<QToolButton *>("detailModeButton")->click();
    if (!QTest::qWaitFor([&] { return tree->isVisible(); }))
        seen->failure = QStringLiteral("no detail view");
    seen->texts << textsOf(dialog);
    saveShot(dialog, "save-dialog-detail-" + language);

    // The file list's context menu, as a right click opens it.
    whenShown<QMenu>(
        dialog, openPopupMenu,
        [seen, language](QMenu *menu) { lookAtMenu(menu, "context-menu-" + language, seen); },
        &seen->failure);
    emit tree->customContextMenuRequested(QPoint(5, 5)); // returns once the menu is closed
    if (seen->menus != 1)
        seen->failure = QStringLiteral("the file list has no context menu");

    // The file name field's own menu (Undo, Cut, Copy…), from a right click in it; it pops up
    // without blocking.
    auto *nameEdit = dialog->findChild<QLineEdit *>("fileNameEdit");
    QContextMenuEvent rightClick(QContextMenuEvent::Mouse, QPoint(5, 5),
                                 nameEdit->mapToGlobal(QPoint(5, 5)));
    QCoreApplication::sendEvent(nameEdit, &rightClick);
    if (QTest::qWaitFor([] { return openPopupMenu() != nullptr; }))
        lookAtMenu(openPopupMenu(), "field-menu-" + language, seen);
    else
        seen->failure = QStringLiteral("the file name field has no context menu");

    // Saving over the record already there asks first; "No" keeps the dialog open.
    whenShown<QMessageBox>(
        dialog, activeModal<QMessageBox>,
        [seen, language](QMessageBox *question) {
            seen->question = textsOf(question);
            saveShot(question, "overwrite-question-" + language);
            question->button(QMessageBox::No)->click();
        },
        &seen->failure);
    dialog->findChild<QLineEdit *>("fileNameEdit")->setText(m_recordName);
    auto *buttons = dialog->findChild<QDialogButtonBox *>("buttonBox");
    for (QAbstractButton *button : buttons->buttons())
        if (buttons->buttonRole(button) == QDialogButtonBox::AcceptRole)
            button->click();
    if (seen->question.isEmpty())
        seen->failure = QStringLiteral("no overwrite question");
    dialog->reject();
}

QTEST_MAIN(TestQtDialogs)
#include "tst_qt_dialogs.moc"
