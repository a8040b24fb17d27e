// SPDX-License-Identifier: GPL-3.0-or-later
// Every language's text is drawn in a font that has its script: the rules pages (How to Play)
// in the rules window, and the board's lettering and the widgets' font over the same text. A
// page whose fonts lack the script is drawn broken (Hindi vowel signs on dotted circles) and Qt
// says "OpenType support missing": the test fails on that warning, and on any character whose
// glyph run, after layout, comes from a font that lacks it (or shows a dotted circle the text
// does not have). Pictures of the rules window under TIHBAT_SCREENSHOT_DIR, for people to look
// at.
#include "board/board_text.h"
#include "game/settings/languages.h"
#include "help/rules_window.h"
#include "screenshot_checks.h"

#include <QAbstractTextDocumentLayout>
#include <QApplication>
#include <QFile>
#include <QGlyphRun>
#include <QLocale>
#include <QRawFont>
#include <QRegularExpression>
#include <QTest>
#include <QTextBlock>
#include <QTextBrowser>
#include <QTextDocument>
#include <QTextLayout>

// Outside any namespace, as Q_INIT_RESOURCE requires.
static void initRulesResources() {
    Q_INIT_RESOURCE(rules);
}

namespace {

const QStringList Languages = tihbat::languageCodes();

QStringList &fontWarnings() {
    static QStringList warnings;
    return warnings;
}

QtMessageHandler previousHandler = nullptr;

void recordFontWarnings(QtMsgType type, const QMessageLogContext &context, const QString &text) {
    if (text.contains(QLatin1String("OpenType support missing")))
        fontWarnings() << text.trimmed();
    if (previousHandler)
        previousHandler(type, context, text);
}

bool isDrawn(char32_t c) {
    switch (QChar::category(c)) {
    case QChar::Separator_Space:
    case QChar::Separator_Line:
    case QChar::Separator_Paragraph:
    case QChar::Other_Control:
    case QChar::Other_Format:
        return false;
    default:
        return c != QChar::ObjectReplacementCharacter && c != QChar::LineSeparator &&
               c != QChar::ParagraphSeparator;
    }
}

// What is wrong with the glyphs of `text` as laid out in `layout` (positions from `offset`):
// a character whose font lacks it, a missing glyph, a dotted circle the text does not have.
QStringList glyphProblems(const QTextLayout &layout, const QString &text) {
    QStringList problems;
    const bool textHasCircle = text.contains(QChar(0x25CC));
    for (int i = 0; i < text.size();) {
        const char32_t c = text.at(i).isHighSurrogate() && i + 1 < text.size()
                               ? QChar::surrogateToUcs4(text.at(i), text.at(i + 1))
                               : text.at(i).unicode();
        const int length = QChar::requiresSurrogates(c) ? 2 : 1;
        if (isDrawn(c)) {
            const QList<QGlyphRun> runs = layout.glyphRuns(i, length);
            const QString where = QStringLiteral("U+%1 '%2' in «%3»")
                                      .arg(quint32(c), 4, 16, QLatin1Char('0'))
                                      .arg(text.mid(i, length), text.mid(std::max(0, i - 12), 28));
            if (runs.isEmpty())
                problems << where + QStringLiteral(": no glyph");
            for (const QGlyphRun &run : runs) {
                const QRawFont font = run.rawFont();
                if (!font.supportsCharacter(c))
                    problems << where + QStringLiteral(": drawn in %1, which lacks it")
                                            .arg(font.familyName());
                const QList<quint32> glyphs = run.glyphIndexes();
                if (glyphs.contains(0u))
                    problems
                        << where + QStringLiteral(": a missing glyph in %1").arg(font.familyName());
                const QList<quint32> circle = font.glyphIndexesForString(QString(QChar(0x25CC)));
                if (!textHasCircle && !circle.isEmpty() && circle.front() != 0 &&
                    glyphs.contains(circle.front()))
                    problems << where + QStringLiteral(": on a dotted circle in %1")
                                            .arg(font.familyName());
            }
        }
        i += length;
    }
    return problems;
}

// The problems of every block of a laid-out document.
QStringList documentProblems(QTextDocument *document) {
    QStringList problems;
    for (QTextBlock block = document->begin(); block.isValid(); block = block.next()) {
        document->documentLayout()->blockBoundingRect(block); // lays the block out
        problems << glyphProblems(*block.layout(), block.text());
    }
    return problems;
}

// `text` laid out in `font`, as a label would.
QStringList textProblems(const QString &text, const QFont &font) {
    QTextLayout layout(text, font);
    layout.beginLayout();
    while (true) {
        QTextLine line = layout.createLine();
        if (!line.isValid())
            break;
        line.setLineWidth(600);
    }
    layout.endLayout();
    return glyphProblems(layout, text);
}

QString pageText(const QString &language) {
    QFile file(QStringLiteral(":/rules/rules_%1.html").arg(language));
    if (!file.open(QIODevice::ReadOnly))
        return {};
    QTextDocument document;
    document.setHtml(QString::fromUtf8(file.readAll()));
    return document.toPlainText();
}

QString firstOf(const QStringList &problems) {
    return QStringLiteral("%1 problems, the first: %2")
        .arg(problems.size())
        .arg(problems.mid(0, 8).join(QStringLiteral("\n    ")));
}

} // namespace

class TestScriptFonts : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() {
        initRulesResources();
        previousHandler = qInstallMessageHandler(recordFontWarnings);
    }
    void cleanupTestCase() { qInstallMessageHandler(previousHandler); }
    void init() { fontWarnings().clear(); }
    void cleanup() {
        QVERIFY2(fontWarnings().isEmpty(), qPrintable(fontWarnings().join(u'\n')));
        QLocale::setDefault(QLocale::c());
    }

    void languages_data() {
        QTest::addColumn<QString>("language");
        for (const QString &language : Languages)
            QTest::newRow(qPrintable(language)) << language;
    }

    // The rules window in each language: every character of the page in a font that has it.
    void rulesPage_data() { languages_data(); }
    void rulesPage() {
        QFETCH(QString, language);
        QLocale::setDefault(QLocale(language));
        tihbat::RulesWindow window;
        window.resize(760, 900);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        auto *browser = window.findChild<QTextBrowser *>("rulesText");
        QVERIFY(browser);
        QVERIFY2(browser->source().toString().endsWith("rules_" + language + ".html"),
                 qPrintable(browser->source().toString()));
        const QStringList problems = documentProblems(browser->document());
        const QImage picture = window.grab().toImage();
        QVERIFY2(screenshots::contentProblem(picture, &window).isEmpty(),
                 qPrintable(screenshots::contentProblem(picture, &window)));
        QVERIFY(screenshots::saveIfAsked(picture, "rules_" + language + ".png"));
        QVERIFY2(problems.isEmpty(), qPrintable(firstOf(problems)));
    }

    // The board's lettering (names, captions, pit letters) and the widgets' own font, over the
    // text of the language's page: whatever a translation or a player's name puts there.
    void boardAndWidgetFonts_data() { languages_data(); }
    void boardAndWidgetFonts() {
        QFETCH(QString, language);
        QLocale::setDefault(QLocale(language)); // as the language menu sets it
        const QString text = pageText(language);
        QVERIFY(text.size() > 2000);
        const QList<std::pair<const char *, QFont>> fonts = {
            {"board sans", tihbat::BoardText::font(tihbat::BoardTypeface::Sans)},
            {"board serif", tihbat::BoardText::font(tihbat::BoardTypeface::Serif)},
            {"board black", tihbat::BoardText::font(tihbat::BoardTypeface::SansBlack)},
            {"widgets", QApplication::font()},
        };
        for (const auto &[name, font] : fonts) {
            QFont sized = font;
            sized.setPixelSize(20);
            const QStringList problems = textProblems(text, sized);
            QVERIFY2(problems.isEmpty(), qPrintable(QString::fromLatin1(name) +
                                                    QStringLiteral(": ") + firstOf(problems)));
        }
    }
};

QTEST_MAIN(TestScriptFonts)
#include "tst_script_fonts.moc"
