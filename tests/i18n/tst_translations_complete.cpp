// SPDX-License-Identifier: GPL-3.0-or-later
// The .ts files as translators leave them: every message translated and finished, nothing
// vanished or obsolete, every numerus form filled in, the same %1/%2/%n placeholders as the
// source, and the right language in each file. It fails until the translators have finished;
// that is its job (lrelease -nounfinished would otherwise ship English in their place quietly).
#include <QBuffer>
#include <QDir>
#include <QFile>
#include <QRegularExpression>
#include <QSet>
#include <QTest>
#include <QXmlStreamReader>
#include <algorithm>

namespace {

const QString TranslationsDir = QStringLiteral(TIHBAT_TRANSLATIONS_DIR);

// The language each file must declare; pt is European Portuguese.
const QHash<QString, QString> ExpectedLanguage = {
    {"tihbat_el.ts", "el"}, {"tihbat_hi.ts", "hi"},    {"tihbat_mn.ts", "mn"},
    {"tihbat_sw.ts", "sw"}, {"tihbat_pt.ts", "pt_PT"}, {"tihbat_en.ts", "en"},
    {"tihbat_ar.ts", "ar"}, {"tihbat_fr.ts", "fr"},    {"tihbat_es.ts", "es"},
    {"tihbat_ca.ts", "ca"},
};

// "%1", "%L2" (counted as %2) and "%n", as a sorted list so a doubled one counts too.
QStringList placeholders(const QString &text) {
    static const QRegularExpression marker(QStringLiteral("%L?(\\d+|n)"));
    QStringList found;
    for (auto it = marker.globalMatch(text); it.hasNext();)
        found << QLatin1Char('%') + it.next().captured(1);
    found.sort();
    return found;
}

struct Message {
    QString context;
    QString source;
    QString comment; // disambiguation
    bool numerus = false;
    QString type;      // of the translation: "", "unfinished", "vanished", "obsolete"
    QStringList texts; // the translation, or each numerus form
    qint64 line = 0;

    QString name() const {
        return QStringLiteral("line %1, %2 \"%3\"%4")
            .arg(line)
            .arg(context, source, comment.isEmpty() ? QString() : " (" + comment + ")");
    }
};

struct TsFile {
    QString language;
    QString sourceLanguage;
    QList<Message> messages;
    QString error;
};

TsFile readTs(QIODevice &device) {
    TsFile ts;
    QXmlStreamReader xml(&device);
    QString context;
    Message message;
    while (!xml.atEnd()) {
        const QXmlStreamReader::TokenType token = xml.readNext();
        if (token == QXmlStreamReader::EndElement && xml.name() == QLatin1String("message"))
            ts.messages << message;
        if (token != QXmlStreamReader::StartElement)
            continue;
        const auto name = xml.name();
        if (name == QLatin1String("TS")) {
            ts.language = xml.attributes().value("language").toString();
            ts.sourceLanguage = xml.attributes().value("sourcelanguage").toString();
        } else if (name == QLatin1String("name")) {
            context = xml.readElementText();
        } else if (name == QLatin1String("message")) {
            message = Message{context,
                              {},
                              {},
                              xml.attributes().value("numerus") == QLatin1String("yes"),
                              {},
                              {},
                              xml.lineNumber()};
        } else if (name == QLatin1String("source")) {
            message.source = xml.readElementText();
        } else if (name == QLatin1String("comment")) {
            message.comment = xml.readElementText();
        } else if (name == QLatin1String("translation")) {
            message.type = xml.attributes().value("type").toString();
            if (!message.numerus)
                message.texts << xml.readElementText();
        } else if (name == QLatin1String("numerusform")) {
            message.texts << xml.readElementText();
        }
    }
    if (xml.hasError())
        ts.error = QStringLiteral("line %1: %2").arg(xml.lineNumber()).arg(xml.errorString());
    return ts;
}

// The numerus forms of `language` that stand for one number only (Qt's rules): there the number
// may be said in words, as "one counter" or Arabic's dual "حصاتان" (two counters), so the form
// may leave out %n. French's first form is 0 and 1; Hindi's is not known here to be one number.
QList<int> oneNumberForms(const QString &language) {
    if (language == u"ar")
        return {0, 1, 2};
    if (language.startsWith(u"fr") || language == u"hi")
        return {};
    return {0};
}

// The placeholders of a numerus form: %n once however often it is written (a sentence may say
// the number once where English says it twice), not at all in a form for one number.
QStringList formPlaceholders(const QString &text, bool oneNumber) {
    QStringList found = placeholders(text);
    const bool counted = found.removeAll(QStringLiteral("%n")) > 0;
    if (counted && !oneNumber)
        found << QStringLiteral("%n");
    return found;
}

QStringList problemsOf(const Message &message, const QString &language) {
    const bool untranslated = std::all_of(message.texts.begin(), message.texts.end(),
                                          [](const QString &text) { return text.isEmpty(); });
    if (message.type == QLatin1String("vanished") || message.type == QLatin1String("obsolete"))
        return {message.type + ": " + message.name()};
    if (untranslated) // one problem, not one per empty form
        return {"untranslated: " + message.name()};
    QStringList problems;
    if (!message.type.isEmpty())
        problems << message.type + ": " + message.name();
    const QStringList expected = placeholders(message.source);
    for (qsizetype form = 0; form < message.texts.size(); ++form) {
        const QString &text = message.texts[form];
        bool right = placeholders(text) == expected;
        if (message.numerus && !right) {
            const bool oneNumber = oneNumberForms(language).contains(int(form));
            right =
                formPlaceholders(text, oneNumber) == formPlaceholders(message.source, oneNumber);
        }
        if (text.trimmed().isEmpty())
            problems << "empty translation: " + message.name();
        else if (!right)
            problems << QStringLiteral("placeholders %1 instead of %2 in \"%3\": %4")
                            .arg(placeholders(text).join(u' '), expected.join(u' '), text,
                                 message.name());
    }
    return problems;
}

QStringList problemsOf(const TsFile &ts) {
    QStringList problems;
    if (!ts.error.isEmpty())
        problems << "not readable: " + ts.error;
    for (const Message &message : ts.messages)
        problems << problemsOf(message, ts.language);
    return problems;
}

TsFile readTsText(QByteArray xml) {
    QBuffer buffer(&xml);
    buffer.open(QIODevice::ReadOnly);
    return readTs(buffer);
}

TsFile readTsFile(const QString &path) {
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return TsFile{{}, {}, {}, "cannot open " + path};
    return readTs(file);
}

QString report(const QStringList &problems) {
    constexpr int Shown = 15;
    QStringList lines = problems.mid(0, Shown);
    if (problems.size() > Shown)
        lines << QStringLiteral("… and %1 more").arg(problems.size() - Shown);
    return QStringLiteral("%1 problem(s):\n  ").arg(problems.size()) + lines.join("\n  ");
}

} // namespace

class TestTranslationsComplete : public QObject {
    Q_OBJECT
private slots:
    void checkerFindsEveryKindOfProblem();
    void checkerAcceptsAFinishedFile();
    void everyLanguageHasItsFile();
    void fileDeclaresItsLanguage_data();
    void fileDeclaresItsLanguage();
    void everyMessageIsTranslated_data() { fileDeclaresItsLanguage_data(); }
    void everyMessageIsTranslated();
    void languagesHaveTheSameMessages();
    void englishHoldsOnlyPluralForms();
    void qtDialogCataloguesAreComplete();
    void arabicMnemonicsKeepWordsJoined();
};

// The checker itself, on a made-up file with one of each mistake.
void TestTranslationsComplete::checkerFindsEveryKindOfProblem() {
    QByteArray xml = R"(<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="el" sourcelanguage="en">
<context>
    <name>C</name>
    <message><source>Open</source><translation type="unfinished">Άνοιγμα</translation></message>
    <message><source>Gone</source><translation type="vanished">Χάθηκε</translation></message>
    <message><source>Old</source><translation type="obsolete">Παλιό</translation></message>
    <message><source>Empty</source><translation></translation></message>
    <message><source>%1 to play</source><translation>Παίζει</translation></message>
    <message><source>Hi</source><translation>Γεια %1</translation></message>
    <message numerus="yes"><source>%n moves</source><translation>
        <numerusform>%n κίνηση</numerusform><numerusform></numerusform></translation></message>
    <message numerus="yes"><source>by %n</source><translation>
        <numerusform>με %n</numerusform><numerusform>με πολλά</numerusform></translation></message>
</context>
</TS>
)";
    const TsFile ts = readTsText(xml);
    QCOMPARE(ts.messages.size(), 8);
    const QStringList problems = problemsOf(ts);
    const QStringList expected = {
        "unfinished: ",
        "vanished: ",
        "obsolete: ",
        "untranslated: ",
        "placeholders  instead of %1",
        "placeholders %1 instead of  ",
        "empty translation: ",
        "placeholders  instead of %n",
    };
    QCOMPARE(problems.size(), expected.size());
    for (int i = 0; i < expected.size(); ++i)
        QVERIFY2(problems[i].startsWith(expected[i]), qPrintable(problems[i]));
}

void TestTranslationsComplete::checkerAcceptsAFinishedFile() {
    QByteArray xml = R"(<?xml version="1.0" encoding="utf-8"?>
<TS version="2.1" language="pt_PT" sourcelanguage="en">
<context><name>C</name>
    <message><source>%1 wins!</source><comment>result</comment><translation>%1 ganha!</translation></message>
    <message numerus="yes"><source>by %n</source><translation>
        <numerusform>por %n</numerusform><numerusform>por %n</numerusform></translation></message>
</context>
</TS>
)";
    const TsFile ts = readTsText(xml);
    QCOMPARE(ts.messages.size(), 2);
    QCOMPARE(ts.messages[1].texts.size(), 2);
    QCOMPARE(ts.language, QStringLiteral("pt_PT"));
    QVERIFY2(problemsOf(ts).isEmpty(), qPrintable(report(problemsOf(ts))));

    // Arabic says no number for none, one and two counters, and the number once for more; the
    // same dual for "%n and %n" is right, the same words for three are not.
    const QByteArray arabic = R"(<?xml version="1.0" encoding="utf-8"?>
<TS version="2.1" language="ar" sourcelanguage="en">
<context><name>C</name>
    <message numerus="yes"><source>%n counters, all %n</source><translation>
        <numerusform>لا حصى</numerusform><numerusform>حصاة</numerusform><numerusform>حصاتان</numerusform>
        <numerusform>%n حصيات</numerusform><numerusform>%n حصاة</numerusform><numerusform>%n حصاة</numerusform></translation></message>
    <message numerus="yes"><source>by %n</source><translation>
        <numerusform>لا شيء</numerusform><numerusform>بواحدة</numerusform><numerusform>باثنتين</numerusform>
        <numerusform>بثلاث</numerusform><numerusform>بـ %n</numerusform><numerusform>بـ %n</numerusform></translation></message>
</context>
</TS>
)";
    const QStringList problems = problemsOf(readTsText(arabic));
    QCOMPARE(problems.size(), 1);
    QVERIFY2(problems[0].contains(QStringLiteral("بثلاث")), qPrintable(problems[0]));
}

void TestTranslationsComplete::everyLanguageHasItsFile() {
    QStringList files = QDir(TranslationsDir).entryList({"*.ts"}, QDir::Files);
    QStringList expected = ExpectedLanguage.keys();
    files.sort();
    expected.sort();
    QCOMPARE(files, expected);
}

void TestTranslationsComplete::fileDeclaresItsLanguage_data() {
    QTest::addColumn<QString>("file");
    for (const QString &file : QDir(TranslationsDir).entryList({"*.ts"}, QDir::Files))
        QTest::newRow(qPrintable(file)) << file;
}

void TestTranslationsComplete::fileDeclaresItsLanguage() {
    QFETCH(QString, file);
    const TsFile ts = readTsFile(QDir(TranslationsDir).filePath(file));
    QVERIFY2(ts.error.isEmpty(), qPrintable(ts.error));
    QVERIFY2(ExpectedLanguage.contains(file), "a .ts file of an unknown language");
    QCOMPARE(ts.language, ExpectedLanguage.value(file));
    QCOMPARE(ts.sourceLanguage, QStringLiteral("en"));
    QVERIFY(!ts.messages.isEmpty());
}

void TestTranslationsComplete::everyMessageIsTranslated() {
    QFETCH(QString, file);
    const QStringList problems = problemsOf(readTsFile(QDir(TranslationsDir).filePath(file)));
    QVERIFY2(problems.isEmpty(), qPrintable(report(problems)));
}

// All from one lupdate run: a file left out of it would miss messages or keep stale ones.
void TestTranslationsComplete::languagesHaveTheSameMessages() {
    const auto keys = [](const QString &file) {
        QSet<QString> set;
        for (const Message &m : readTsFile(QDir(TranslationsDir).filePath(file)).messages)
            set << m.context + u'\x1f' + m.source + u'\x1f' + m.comment;
        return set;
    };
    const QSet<QString> greek = keys("tihbat_el.ts");
    QVERIFY(!greek.isEmpty());
    for (const char *file : {"tihbat_hi.ts", "tihbat_mn.ts", "tihbat_sw.ts", "tihbat_pt.ts"})
        QVERIFY2(keys(QString::fromLatin1(file)) == greek, file);
}

// tihbat_en.ts is made with lupdate -pluralonly: the English plurals of the %n messages, all of
// them, and nothing else.
void TestTranslationsComplete::englishHoldsOnlyPluralForms() {
    const TsFile english = readTsFile(QDir(TranslationsDir).filePath("tihbat_en.ts"));
    QSet<QString> plurals;
    for (const Message &m : english.messages) {
        QVERIFY2(m.numerus, qPrintable(m.name()));
        plurals << m.context + u'\x1f' + m.source;
    }
    for (const Message &m : readTsFile(QDir(TranslationsDir).filePath("tihbat_el.ts")).messages)
        if (m.numerus)
            QVERIFY2(plurals.contains(m.context + u'\x1f' + m.source), qPrintable(m.name()));
}

// translations/qt/: Qt's own dialog texts, kept by hand. Finished with their placeholders, each
// in its language; el, hi, mn and sw translate the same texts, pt, ar, fr, es and ca only some.
void TestTranslationsComplete::qtDialogCataloguesAreComplete() {
    const QDir dir(TranslationsDir + QStringLiteral("/qt"));
    const QHash<QString, QString> expected = {
        {"qtdialogs_el.ts", "el"}, {"qtdialogs_hi.ts", "hi"},    {"qtdialogs_mn.ts", "mn"},
        {"qtdialogs_sw.ts", "sw"}, {"qtdialogs_pt.ts", "pt_PT"}, {"qtdialogs_ar.ts", "ar"},
        {"qtdialogs_fr.ts", "fr"}, {"qtdialogs_es.ts", "es"},    {"qtdialogs_ca.ts", "ca"},
    };
    QStringList files = dir.entryList({"*.ts"}, QDir::Files);
    QStringList names = expected.keys();
    files.sort();
    names.sort();
    QCOMPARE(files, names);
    const auto keys = [&](const QString &file) {
        QSet<QString> set;
        for (const Message &m : readTsFile(dir.filePath(file)).messages)
            set << m.context + u'\x1f' + m.source + u'\x1f' + m.comment;
        return set;
    };
    for (const QString &file : files) {
        const TsFile ts = readTsFile(dir.filePath(file));
        QVERIFY2(ts.error.isEmpty(), qPrintable(file + ": " + ts.error));
        QCOMPARE(ts.language, expected.value(file));
        const QStringList problems = problemsOf(ts);
        QVERIFY2(problems.isEmpty(), qPrintable(file + ":\n" + report(problems)));
    }
    const QSet<QString> greek = keys("qtdialogs_el.ts");
    QVERIFY(greek.size() > 50);
    for (const char *file : {"qtdialogs_hi.ts", "qtdialogs_mn.ts", "qtdialogs_sw.ts"})
        QVERIFY2(keys(QString::fromLatin1(file)) == greek, file);
    // Where Qt's own catalogue lacks a text: pt, ar, fr, es and ca fill only those.
    for (const char *file : {"qtdialogs_pt.ts", "qtdialogs_ar.ts", "qtdialogs_fr.ts",
                             "qtdialogs_es.ts", "qtdialogs_ca.ts"})
        QVERIFY2(greek.contains(keys(QString::fromLatin1(file))), file);
}

// An Alt-key letter inside an Arabic word splits the word where the underline is drawn, and
// its letters lose their joined forms there: a mnemonic stands at the start of a word or after a
// letter that never joins the next (alef, dal, thal, ra, zay, waw, ta marbuta, hamza).
void TestTranslationsComplete::arabicMnemonicsKeepWordsJoined() {
    static const QString notJoiningNext = QStringLiteral("اأإآدذرزوؤةء");
    QStringList split;
    for (const QString &path : {TranslationsDir + QStringLiteral("/tihbat_ar.ts"),
                                TranslationsDir + QStringLiteral("/qt/qtdialogs_ar.ts")}) {
        const TsFile ts = readTsFile(path);
        QVERIFY2(ts.error.isEmpty(), qPrintable(ts.error));
        for (const Message &message : ts.messages) {
            for (const QString &text : message.texts) {
                const QString plain =
                    QString(text).replace(QStringLiteral("&&"), QStringLiteral("__"));
                const qsizetype at = plain.indexOf(u'&');
                if (at <= 0 || at + 1 >= plain.size())
                    continue;
                const QChar before = plain[at - 1];
                if (before.script() == QChar::Script_Arabic && !notJoiningNext.contains(before))
                    split << text + QStringLiteral(" (") + message.name() + u')';
            }
        }
    }
    QVERIFY2(split.isEmpty(), qPrintable(split.join(u'\n')));
}

QTEST_GUILESS_MAIN(TestTranslationsComplete)
#include "tst_translations_complete.moc"
