// SPDX-License-Identifier: GPL-3.0-or-later
// The rules pages of every language: embedded, not empty, in the same sections as the English
// page, and with the numbers of the rulebook (RULES.md) where they belong: 7 counters a pit and
// 28 in all on the board, a capture with 2, 4, 6 or 8. The source texts' rule-engine labels must
// not have slipped in.
#include "rules_window.h"

#include <QFile>
#include <QLocale>
#include <QRegularExpression>
#include <QTest>

// Outside any namespace, as Q_INIT_RESOURCE requires.
static void initRulesResources() {
    Q_INIT_RESOURCE(rules); // resources of a static library are linked only when referred to
}

namespace {

const QStringList Languages = {"en", "el", "hi", "mn", "sw", "pt"};

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

bool hasNumber(const QString &text, int number) {
    return text.contains(QRegularExpression(QStringLiteral("(?<!\\d)%1(?!\\d)").arg(number)));
}

// Sections of every page, in the English order.
constexpr int BoardSection = 1;
constexpr int CaptureSection = 3;

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
        QStringLiteral("(?<!\\d)2\\s*,\\s*4\\s*,\\s*6\\s*(,|\\s\\S+\\s)\\s*8(?!\\d)"));
    QVERIFY2(capture.contains(evenCounts), qPrintable(capture.left(400)));
}

void TestRulesPages::noEngineLabels() {
    QFETCH(QString, language);
    const QString html = page(language);
    for (const char *label : {"sowOriginFirst", "owareChainOwnSideOnly"})
        QVERIFY2(!html.contains(QLatin1String(label), Qt::CaseInsensitive), label);
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

QTEST_GUILESS_MAIN(TestRulesPages)
#include "tst_rules_pages.moc"
