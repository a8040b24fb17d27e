// SPDX-License-Identifier: GPL-3.0-or-later
// The rules pages of every language: embedded, not empty, one structure in all six (the same
// sections with the same ids, paragraphs, list items and pictures, in the same order: no page
// says more or less than another, and none has an extra history paragraph), and with the numbers
// of the rulebook (RULES.md) where they belong: 7 counters a pit and 28 in all on the board, a
// capture with 2, 4, 6 or 8. Like the board, every page has two stores for the captured counters
// and none says there are none. The source texts' rule-engine labels must not have slipped in.
// Each page loads in the rules window with all its headings and pictures.
#include "game/settings/languages.h"
#include "help/rules_window.h"
#include "screenshot_checks.h"

#include <QFile>
#include <QLocale>
#include <QRegularExpression>
#include <QScrollBar>
#include <QTest>
#include <QTextBrowser>
#include <QTextDocument>
#include <QTextFrame>
#include <QTextTable>

// Outside any namespace, as Q_INIT_RESOURCE requires.
static void initRulesResources() {
    Q_INIT_RESOURCE(rules); // resources of a static library are linked only when referred to
}

namespace {

const QStringList Languages = tihbat::languageCodes();

QString page(const QString &language) {
    QFile file(QStringLiteral(":/rules/rules_%1.html").arg(language));
    if (!file.open(QIODevice::ReadOnly))
        return {};
    return QString::fromUtf8(file.readAll());
}

// The text under each <h2> heading, tags removed; [0] is everything before the first heading.
QStringList sections(const QString &html) {
    static const QRegularExpression tag(QStringLiteral("<[^>]*>"));
    QStringList texts;
    for (const QString &part : html.split(QStringLiteral("<h2")))
        texts << QString(part).remove(tag).replace(QStringLiteral("&nbsp;"), QStringLiteral(" "));
    return texts;
}

// The page's skeleton: every heading (with its id), paragraph (with its class), list, list item
// and table (with its class), in order. Words differ between languages; this must not.
QStringList skeleton(const QString &html) {
    static const QRegularExpression element(QStringLiteral("<(h1|h2|p|ul|ol|li|table)\\b([^>]*)>"));
    static const QRegularExpression attribute(QStringLiteral("\\b(id|class)=\"([^\"]*)\""));
    QStringList parts;
    for (const QRegularExpressionMatch &m : element.globalMatch(html)) {
        QString part = m.captured(1);
        const QRegularExpressionMatch a = attribute.match(m.captured(2));
        if (a.hasMatch())
            part += u'.' + a.captured(2);
        parts << part;
    }
    return parts;
}

// Text as a reader sees it: tags removed, the few entities the pages use decoded.
QString plain(QString html) {
    static const QRegularExpression tag(QStringLiteral("<[^>]*>"));
    return html.remove(tag)
        .replace(QStringLiteral("&nbsp;"), QStringLiteral(" "))
        .replace(QStringLiteral("&amp;"), QStringLiteral("&"))
        .simplified();
}

// The headings (h1, then each h2) of a page, as text.
QStringList headings(const QString &html) {
    static const QRegularExpression heading(QStringLiteral("<h[12][^>]*>(.*?)</h[12]>"));
    QStringList texts;
    for (const QRegularExpressionMatch &m : heading.globalMatch(html))
        texts << plain(m.captured(1));
    return texts;
}

// The word for a player's store in each language (translations/GLOSSARY.md), and what the
// earlier pages said instead: that there are no stores.
struct StoreWords {
    QString store;
    QStringList denials;
};
StoreWords storeWords(const QString &language) {
    static const QHash<QString, StoreWords> words = {
        {"en", {"store", {"no store", "no stores", "leave the board"}}},
        {"el", {"αποθήκ", {"Δεν έχει αποθήκες", "δεν έχει αποθήκες", "βγαίνουν από το ταμπλό"}}},
        {"hi", {"भंडार", {"कोई भंडार नहीं", "बोर्ड से बाहर निकलकर"}}},
        {"mn", {"агуулах", {"Агуулах нүх байхгүй", "агуулах байхгүй", "самбараас гарч"}}},
        {"sw", {"ghala", {"Hakuna maghala", "hakuna ghala", "zinatoka ubaoni"}}},
        {"pt", {"armazém", {"Não há celeiros", "celeiro", "saem do tabuleiro"}}},
        {"ar", {"مخزن", {"لا توجد مخازن", "بدون مخازن", "تخرج من اللوحة"}}},
        {"fr",
         {"grenier",
          {"pas de grenier", "sans grenier", "aucun grenier", "quittent le plateau",
           "sortent du plateau"}}},
        {"es",
         {"almac", {"No hay almacenes", "no hay almacenes", "sin almacenes", "salen del tablero"}}},
        {"ca",
         {"magatzem",
          {"No hi ha magatzems", "no hi ha magatzems", "sense magatzems", "surten del tauler"}}},
    };
    return words.value(language);
}

int tablesIn(const QTextFrame *frame) {
    int tables = qobject_cast<const QTextTable *>(frame) ? 1 : 0;
    for (const QTextFrame *child : frame->childFrames())
        tables += tablesIn(child);
    return tables;
}

bool hasNumber(const QString &text, int number) {
    return text.contains(QRegularExpression(QStringLiteral("(?<!\\d)%1(?!\\d)").arg(number)));
}

// Sections of every page, in the English order.
constexpr int BoardSection = 1;
constexpr int CaptureSection = 3;
constexpr int PassSection = 4;
constexpr int EndSection = 5;

} // namespace

class TestRulesPages : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() { initRulesResources(); }
    void pageIsThere_data();
    void pageIsThere();
    void boardNumbers_data() { pageIsThere_data(); }
    void boardNumbers();
    void captureNumbers_data() { pageIsThere_data(); }
    void captureNumbers();
    void noEngineLabels_data() { pageIsThere_data(); }
    void noEngineLabels();
    void sameStructureInEveryLanguage_data() { pageIsThere_data(); }
    void sameStructureInEveryLanguage();
    void storesLikeTheBoard_data() { pageIsThere_data(); }
    void storesLikeTheBoard();
    void loadsInTheRulesWindow_data() { pageIsThere_data(); }
    void loadsInTheRulesWindow();
    void windowChoosesThePageOfTheLanguage_data();
    void windowChoosesThePageOfTheLanguage();
};

void TestRulesPages::pageIsThere_data() {
    QTest::addColumn<QString>("language");
    for (const QString &language : Languages)
        QTest::newRow(qPrintable(language)) << language;
}

void TestRulesPages::pageIsThere() {
    QFETCH(QString, language);
    const QString html = page(language);
    QVERIFY2(html.size() > 2000, "missing or nearly empty");
    QVERIFY(html.contains(QLatin1String("<h1")));
    // Every language explains the same things in the same order as the English page.
    QCOMPARE(sections(html).size(), sections(page("en")).size());
}

void TestRulesPages::boardNumbers() {
    QFETCH(QString, language);
    const QString board = sections(page(language)).value(BoardSection);
    QVERIFY2(hasNumber(board, 7), "7 counters in each pit");
    QVERIFY2(hasNumber(board, 28), "28 counters in all");
}

void TestRulesPages::captureNumbers() {
    QFETCH(QString, language);
    const QString capture = sections(page(language)).value(CaptureSection);
    // "2, 4, 6 or 8" in the words of the language: the four numbers together, in one phrase,
    // with a comma or one word ("or", "ή", "या", "эсвэл", "au", "ou") before the 8.
    static const QRegularExpression evenCounts(
        QStringLiteral("(?<!\\d)2\\s*[,،]\\s*4\\s*[,،]\\s*6\\s*([,،]|\\s\\S+\\s)\\s*8(?!\\d)"));
    QVERIFY2(capture.contains(evenCounts), qPrintable(capture.left(400)));
}

void TestRulesPages::noEngineLabels() {
    QFETCH(QString, language);
    const QString html = page(language);
    for (const char *label : {"sowOriginFirst", "owareChainOwnSideOnly"})
        QVERIFY2(!html.contains(QLatin1String(label), Qt::CaseInsensitive), label);
}

void TestRulesPages::sameStructureInEveryLanguage() {
    QFETCH(QString, language);
    const QStringList english = skeleton(page("en"));
    // The English page itself: the sections of the rulebook in its order, one lead paragraph
    // (no history before the rules) and a closing line.
    static const QRegularExpression sectionIds(QStringLiteral("<h2 id=\"([a-z]+)\""));
    QStringList ids;
    for (const QRegularExpressionMatch &m : sectionIds.globalMatch(page("en")))
        ids << m.captured(1);
    QCOMPARE(ids, QStringList({"board", "move", "capture", "pass", "end", "options", "tips"}));
    QCOMPARE(english.mid(0, 3), QStringList({"h1.title", "p.lead", "h2.board"}));
    QCOMPARE(english.last(), QStringLiteral("p.closing"));

    const QStringList got = skeleton(page(language));
    for (qsizetype i = 0; i < std::min(got.size(), english.size()); ++i) {
        if (got[i] != english[i])
            QFAIL(qPrintable(QStringLiteral("element %1 is %2 where English has %3 (after %4)")
                                 .arg(i)
                                 .arg(got[i], english[i], got.mid(0, i).join(u' ').right(120))));
    }
    QCOMPARE(got.size(), english.size());
}

void TestRulesPages::storesLikeTheBoard() {
    QFETCH(QString, language);
    const QString html = page(language);
    const StoreWords words = storeWords(language);
    QVERIFY(!words.store.isEmpty());
    for (const QString &denial : words.denials)
        QVERIFY2(!html.contains(denial, Qt::CaseInsensitive), qPrintable(denial));
    // The board section names the stores (in words and in the picture); capturing, passing and
    // the end each say what happens with them.
    const QStringList parts = sections(html);
    for (int section : {BoardSection, CaptureSection, PassSection, EndSection})
        QVERIFY2(parts.value(section).contains(words.store, Qt::CaseInsensitive),
                 qPrintable(QStringLiteral("section %1 says nothing of the stores").arg(section)));
    // Every board picture draws both stores.
    const int boards = static_cast<int>(html.count(QLatin1String("<table class=\"board\"")));
    QCOMPARE(boards, 5);
    QCOMPARE(html.count(QLatin1String("<td class=\"store\"")) +
                 html.count(QLatin1String("<td class=\"taken\" rowspan=\"2\"")),
             2 * boards);
}

void TestRulesPages::loadsInTheRulesWindow() {
    QFETCH(QString, language);
    const QLocale before;
    QLocale::setDefault(QLocale(language));
    const auto restore = qScopeGuard([&] { QLocale::setDefault(before); });
    tihbat::RulesWindow window;
    window.resize(800, 900);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    auto *text = window.findChild<QTextBrowser *>("rulesText");
    QVERIFY(text);
    QCOMPARE(text->source(), QUrl(QStringLiteral("qrc:/rules/rules_%1.html").arg(language)));
    const QString html = page(language);
    const QTextDocument *document = text->document();
    // Read as HTML, not shown as its source: every heading is there in order, no tag is.
    const QString shown = document->toPlainText();
    QVERIFY(!shown.contains(QLatin1String("<h2")));
    qsizetype from = 0;
    for (const QString &heading : headings(html)) {
        const qsizetype at = shown.indexOf(heading, from);
        QVERIFY2(at >= 0, qPrintable(heading));
        from = at + heading.size();
    }
    QCOMPARE(headings(html).size(), 8); // the title and seven sections
    // Every picture became a table of the document.
    QCOMPARE(tablesIn(document->rootFrame()),
             static_cast<int>(html.count(QLatin1String("<table"))));
    // The page is long and scrolls; the pictures of the first screen are drawn.
    QVERIFY(text->verticalScrollBar()->maximum() > 0);
    const QImage picture = window.grab().toImage();
    QCOMPARE(screenshots::contentProblem(picture, &window), QString());
    QVERIFY(screenshots::saveIfAsked(picture, "rules_" + language + ".png"));
    // The section ids are anchors of the window: each one takes the reader further down (or to
    // the end of the page, for a section on its last screen).
    // (The browser lays a long page out as it is scrolled: going to its end once lays out all.)
    text->moveCursor(QTextCursor::End);
    text->moveCursor(QTextCursor::Start);
    int previous = 0;
    const int bottom = text->verticalScrollBar()->maximum();
    for (const char *section : {"move", "capture", "pass", "end", "tips"}) {
        text->scrollToAnchor(QLatin1String(section));
        const int at = text->verticalScrollBar()->value();
        QVERIFY2(at > previous || (at == bottom && previous > 0), section);
        previous = at;
        QVERIFY(screenshots::saveIfAsked(window.grab().toImage(),
                                         QStringLiteral("rules_%1_%2.png").arg(language, section)));
    }
}

void TestRulesPages::windowChoosesThePageOfTheLanguage_data() {
    QTest::addColumn<QString>("locale");
    QTest::addColumn<QString>("resource");
    for (const QString &language : Languages)
        QTest::newRow(qPrintable(language))
            << language << QStringLiteral(":/rules/rules_%1.html").arg(language);
    QTest::newRow("pt_BR") << "pt_BR"
                           << ":/rules/rules_pt.html";
    QTest::newRow("pt_PT") << "pt_PT"
                           << ":/rules/rules_pt.html";
    QTest::newRow("sw_KE") << "sw_KE"
                           << ":/rules/rules_sw.html";
    QTest::newRow("de: no page yet") << "de_DE"
                                     << ":/rules/rules_en.html";
}

void TestRulesPages::windowChoosesThePageOfTheLanguage() {
    QFETCH(QString, locale);
    QFETCH(QString, resource);
    QCOMPARE(tihbat::RulesWindow::rulesResource(QLocale(locale)), resource);
}

QTEST_MAIN(TestRulesPages)
#include "tst_rules_pages.moc"
