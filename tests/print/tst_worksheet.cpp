// SPDX-License-Identifier: GPL-3.0-or-later
// tihbat-cli worksheet and picture, run as the real program: the PDF read back with poppler's
// tools has the pages the choice asks for, the texts of the chosen language as words (Hindi
// included), every font embedded, an answer key that the exact solver agrees with, the same
// bytes for the same choice; the picture is the board's art; bad options and outputs that
// cannot be written are refused with one line and leave no file behind.
#include "board/board_art.h"
#include "core/game.h"
#include "core/solver.h"
#include "game/puzzles/puzzle_texts.h"
#include "game/settings/languages.h"
#include "page_check.h"
#include "paper/print_language.h"
#include "paper/worksheet_choice.h"
#include "paper/worksheet_texts.h"

#include <QDir>
#include <QFile>
#include <QImage>
#include <QProcess>
#include <QRectF>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>
#include <QTranslator>

using namespace tihbat;

namespace {

struct Run {
    int exitCode = -1;
    QByteArray out;
    QByteArray err;
};

Run run(const QString &program, const QStringList &args,
        const QProcessEnvironment &environment = QProcessEnvironment::systemEnvironment()) {
    QProcess process;
    process.setProcessEnvironment(environment);
    process.start(program, args);
    Run result;
    if (!process.waitForFinished(120000))
        return result;
    result.exitCode = process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -1;
    result.out = process.readAllStandardOutput();
    result.err = process.readAllStandardError();
    return result;
}

Run cli(const QStringList &args) {
    return run(QStringLiteral(TIHBAT_CLI_BINARY), args);
}

int pageCount(const QString &pdf) {
    const Run info = run(QStringLiteral("pdfinfo"), {pdf});
    const auto match =
        QRegularExpression(QStringLiteral("Pages:\\s+(\\d+)")).match(QString::fromUtf8(info.out));
    return match.hasMatch() ? match.captured(1).toInt() : -1;
}

// The text of the PDF in reading order, white space made single spaces (lines wrap anywhere),
// without the direction marks pdftotext puts around a right-to-left line and the numbers in it.
QString textOf(const QString &pdf) {
    QString text =
        QString::fromUtf8(run(QStringLiteral("pdftotext"), {pdf, QStringLiteral("-")}).out);
    text.remove(QRegularExpression(QStringLiteral("[\\x{202A}-\\x{202E}\\x{2066}-\\x{2069}]")));
    return text.simplified();
}

// The catalogue of a language, the very .qm file tihbat-cli embeds, installed while it lives.
class Catalogue {
public:
    explicit Catalogue(const QString &language) {
        QVERIFY(m_plurals.load(QStringLiteral("tihbat_en"), QStringLiteral(TIHBAT_QM_DIR)));
        QCoreApplication::installTranslator(&m_plurals);
        if (language != u"en") {
            QVERIFY(
                m_texts.load(QStringLiteral("tihbat_") + language, QStringLiteral(TIHBAT_QM_DIR)));
            QCoreApplication::installTranslator(&m_texts);
        }
    }
    ~Catalogue() {
        QCoreApplication::removeTranslator(&m_texts);
        QCoreApplication::removeTranslator(&m_plurals);
    }

private:
    QTranslator m_plurals;
    QTranslator m_texts;
};

// The best move by the solver alone: the value (South minus North) of each legal move, the
// mover's best; and how much better it is than the other move.
std::pair<int, int> solverBest(const Puzzle &puzzle) {
    const Solver solver(false);
    const Game game(puzzle.options(), puzzle.state);
    const std::vector<MoveValue> values = solver.moveValues(game);
    const bool south = puzzle.mover() == Side::South;
    const auto best = std::max_element(values.begin(), values.end(), [&](auto a, auto b) {
        return south ? a.value < b.value : a.value > b.value;
    });
    int margin = 0;
    for (const MoveValue &v : values) {
        if (v.pit != best->pit)
            margin = std::abs(best->value - v.value);
    }
    return {best->pit, margin};
}

} // namespace

class TestWorksheet : public QObject {
    Q_OBJECT
private slots:
    void init() { QVERIFY(m_dir.isValid()); }

    void pagesAsChosen_data();
    void pagesAsChosen();
    void everyLanguage_data();
    void everyLanguage();
    void answerKeyAgreesWithSolver_data();
    void answerKeyAgreesWithSolver();
    void sameChoiceSameBytes();
    void paperFromOption();
    void nothingCut_data();
    void nothingCut();
    void diagramsOnThePage();
    void pictureIsTheBoardArt();
    void refused_data();
    void refused();
    void helpNamesEveryLanguage();
    void keyUnwritableLeavesNoSheet();

private:
    QString path(const QString &name) const { return m_dir.filePath(name); }
    QTemporaryDir m_dir;
};

void TestWorksheet::pagesAsChosen_data() {
    QTest::addColumn<int>("puzzles");
    QTest::addColumn<bool>("separateKey");
    for (const int n : {1, 4, 6, 7, 12, 13, 24}) {
        QTest::addRow("%d puzzles, key appended", n) << n << false;
        QTest::addRow("%d puzzles, key apart", n) << n << true;
    }
}

void TestWorksheet::pagesAsChosen() {
    QFETCH(int, puzzles);
    QFETCH(bool, separateKey);
    // Six puzzles a page, twelve answers a page (the layout the help promises).
    const int puzzlePages = (puzzles + 5) / 6;
    const int keyPages = (puzzles + 11) / 12;
    QStringList args{"worksheet", "--puzzles", QString::number(puzzles), "--output",
                     path("sheet.pdf")};
    if (separateKey)
        args << "--answers" << path("key.pdf");
    const Run result = cli(args);
    QVERIFY2(result.exitCode == 0, result.err.constData());
    QVERIFY(result.out.isEmpty());
    if (separateKey) {
        QCOMPARE(pageCount(path("sheet.pdf")), puzzlePages);
        QCOMPARE(pageCount(path("key.pdf")), keyPages);
    } else {
        QCOMPARE(pageCount(path("sheet.pdf")), puzzlePages + keyPages);
    }
}

void TestWorksheet::everyLanguage_data() {
    QTest::addColumn<QString>("language");
    QTest::addColumn<QString>("title");
    QTest::newRow("en") << "en" << QStringLiteral("Class 4 puzzles");
    QTest::newRow("el") << "el" << QStringLiteral("Γρίφοι της τετάρτης τάξης");
    QTest::newRow("hi") << "hi" << QStringLiteral("कक्षा चार की पहेलियाँ");
    QTest::newRow("mn") << "mn" << QStringLiteral("Дөрөвдүгээр ангийн бодлогууд");
    QTest::newRow("sw") << "sw" << QStringLiteral("Mafumbo ya darasa la nne");
    QTest::newRow("pt") << "pt" << QStringLiteral("Problemas do 4.º ano");
    QTest::newRow("ar") << "ar" << QStringLiteral("ألغاز المستوى الرابع");
    QTest::newRow("fr") << "fr" << QStringLiteral("Énigmes du CM1");
    QTest::newRow("es") << "es" << QStringLiteral("Problemas de cuarto");
    QTest::newRow("ca") << "ca" << QStringLiteral("Problemes de quart");
}

// The title, each puzzle's number and task, and a line for each answer, in the language's own
// words as its catalogue has them, read back from the PDF; every font embedded.
void TestWorksheet::everyLanguage() {
    QFETCH(QString, language);
    QFETCH(QString, title);
    WorksheetChoice choice;
    choice.puzzles = 7;
    choice.seed = 11;
    const QString sheet = path(language + ".pdf");
    const Run result = cli({"worksheet", "--puzzles", "7", "--seed", "11", "--language", language,
                            "--title", title, "--output", sheet});
    QVERIFY2(result.exitCode == 0, result.err.constData());
    const QString text = textOf(sheet);
    QVERIFY2(text.contains(title), qPrintable(text.left(400)));

    // Where the title begins: at the page's left, at its right in Arabic.
    const QRectF titleWords = page_check::topLine(sheet);
    QVERIFY(titleWords.isValid());
    if (language == u"ar")
        QVERIFY2(titleWords.left() > 0.4 && titleWords.right() > 0.85, qPrintable(language));
    else
        QVERIFY2(titleWords.left() < 0.15 && titleWords.right() < 0.6, qPrintable(language));

    QLocale::setDefault(PrintLanguage::localeOf(language));
    const Catalogue catalogue(language);
    const std::vector<Puzzle> puzzles = choosePuzzles(choice);
    QCOMPARE(int(puzzles.size()), 7);
    // The letters in reading order. pdftotext spaces an Arabic line by its own guess (a colon
    // or a number can change sides of a space) and gives the short vowels apart: there the
    // letters are compared without spaces and vowel marks.
    const bool arabic = language == u"ar";
    const auto comparable = [arabic](const QString &words) {
        QString letters = words.simplified();
        if (arabic)
            letters.remove(QRegularExpression(QStringLiteral("[\\s\\x{064B}-\\x{065F}\\x{0670}]")));
        return letters;
    };
    const QString read = comparable(text);
    for (std::size_t i = 0; i < puzzles.size(); ++i) {
        const QString heading = comparable(WorksheetTexts::puzzleHeading(int(i) + 1));
        QVERIFY2(read.contains(heading), qPrintable(heading));
        const QString task = comparable(PuzzleTexts::statement(puzzles[i]));
        QVERIFY2(read.contains(task), qPrintable(task + " in " + read.left(600)));
    }
    QCOMPARE(read.count(comparable(WorksheetTexts::answerLabel())), 7);
    if (language != u"en") // a translated text, not the English source, where it exists
        QVERIFY(!text.contains(QStringLiteral(" to play and win ")));
    QLocale::setDefault(QLocale::c());

    // pdffonts: a table under two heading lines; "emb" is the fourth column from the right.
    const QStringList fonts = QString::fromUtf8(run(QStringLiteral("pdffonts"), {sheet}).out)
                                  .split(u'\n', Qt::SkipEmptyParts);
    QVERIFY(fonts.size() > 2);
    for (const QString &line : fonts.mid(2)) {
        const QStringList columns = line.split(u' ', Qt::SkipEmptyParts);
        QVERIFY2(columns.size() >= 7 && columns[columns.size() - 5] == u"yes", qPrintable(line));
    }
    if (language == u"hi")
        QVERIFY(fonts.join(u'\n').contains(QStringLiteral("Devanagari")));
    if (language == u"ar") // PrintText's face for Arabic, whose joined forms map to letters
        QVERIFY(fonts.join(u'\n').contains(QStringLiteral("DejaVuSans")));
}

void TestWorksheet::answerKeyAgreesWithSolver_data() {
    QTest::addColumn<QString>("difficulty");
    QTest::addColumn<int>("seed");
    for (const char *d : {"easy", "medium", "hard", "mixed"})
        for (const int seed : {1, 99})
            QTest::addRow("%s, seed %d", d, seed) << d << seed;
}

// Every answer on the key is the move the solver finds best, by the margin it finds.
void TestWorksheet::answerKeyAgreesWithSolver() {
    QFETCH(QString, difficulty);
    QFETCH(int, seed);
    WorksheetChoice choice;
    choice.puzzles = 12;
    choice.seed = std::uint32_t(seed);
    choice.difficulty = difficultyNamed(difficulty.toStdString());
    const Run result =
        cli({"worksheet", "--puzzles", "12", "--difficulty", difficulty, "--seed",
             QString::number(seed), "--output", path("s.pdf"), "--answers", path("k.pdf")});
    QVERIFY2(result.exitCode == 0, result.err.constData());
    const QString key = QString::fromUtf8(
        run(QStringLiteral("pdftotext"), {"-layout", path("k.pdf"), QStringLiteral("-")}).out);
    const std::vector<Puzzle> puzzles = choosePuzzles(choice);
    QCOMPARE(int(puzzles.size()), 12);
    const QString pits = QStringLiteral("ABab");
    for (std::size_t i = 0; i < puzzles.size(); ++i) {
        if (difficulty != u"mixed")
            QCOMPARE(difficultyName(puzzles[i].difficulty), difficulty.toStdString());
        const auto [bestPit, margin] = solverBest(puzzles[i]);
        const QRegularExpression entry(
            QStringLiteral("^\\s*%1\\.\\s+([ABab])\\s+Pit ([ABab]) wins (\\d+) more counters? "
                           "than pit ([ABab])\\.")
                .arg(i + 1),
            QRegularExpression::MultilineOption);
        const auto match = entry.match(key);
        QVERIFY2(match.hasMatch(), qPrintable(QString::number(i + 1) + "\n" + key));
        QCOMPARE(match.captured(1), QString(pits[bestPit]));
        QCOMPARE(match.captured(2), QString(pits[bestPit]));
        QCOMPARE(match.captured(3).toInt(), margin);
        QVERIFY(match.captured(4) != match.captured(2));
    }
}

// The same choice gives the same file, byte for byte, run after run and in another time zone:
// no creation date, or SOURCE_DATE_EPOCH's where it is set (all else the same); another seed
// gives another sheet.
void TestWorksheet::sameChoiceSameBytes() {
    const QStringList args{"worksheet", "--puzzles", "9", "--seed", "42", "--language", "hi"};
    QProcessEnvironment elsewhere = QProcessEnvironment::systemEnvironment();
    elsewhere.insert(QStringLiteral("TZ"), QStringLiteral("Asia/Kolkata"));
    QProcessEnvironment dated = QProcessEnvironment::systemEnvironment();
    dated.insert(QStringLiteral("SOURCE_DATE_EPOCH"), QStringLiteral("1764633600"));
    QCOMPARE(cli(args + QStringList{"--output", path("a.pdf")}).exitCode, 0);
    QCOMPARE(cli(args + QStringList{"--output", path("b.pdf")}).exitCode, 0);
    QCOMPARE(
        run(TIHBAT_CLI_BINARY, args + QStringList{"--output", path("c.pdf")}, elsewhere).exitCode,
        0);
    QCOMPARE(run(TIHBAT_CLI_BINARY, args + QStringList{"--output", path("d.pdf")}, dated).exitCode,
             0);
    QCOMPARE(cli({"worksheet", "--puzzles", "9", "--seed", "43", "--language", "hi", "--output",
                  path("e.pdf")})
                 .exitCode,
             0);
    const auto bytes = [this](const QString &name) {
        QFile file(path(name));
        return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
    };
    const QByteArray a = bytes("a.pdf");
    QVERIFY(a.size() > 1000);
    QCOMPARE(bytes("b.pdf"), a);
    QCOMPARE(bytes("c.pdf"), a);
    QVERIFY(!a.contains("/CreationDate"));
    QVERIFY(!QString::fromUtf8(run(QStringLiteral("pdfinfo"), {path("a.pdf")}).out)
                 .contains(QStringLiteral("CreationDate")));
    // The date where it was asked for; poppler reads both files without a complaint (had the
    // cross-reference table's offsets not moved with the date, it would report it broken).
    const Run info = run(QStringLiteral("pdfinfo"), {path("d.pdf")});
    QVERIFY2(QString::fromUtf8(info.out).contains(QRegularExpression(
                 QStringLiteral("CreationDate:\\s+Tue Dec  2 00:00:00 2025 UTC"))),
             info.out.constData());
    for (const char *name : {"a.pdf", "d.pdf"}) {
        const Run text = run(QStringLiteral("pdftotext"), {path(name), QStringLiteral("-")});
        QVERIFY2(text.exitCode == 0 && text.err.isEmpty(), text.err.constData());
        QVERIFY(run(QStringLiteral("pdfinfo"), {path(name)}).err.isEmpty());
    }
    QCOMPARE(textOf(path("d.pdf")), textOf(path("a.pdf")));
    QVERIFY(bytes("e.pdf") != a);
}

void TestWorksheet::paperFromOption() {
    QCOMPARE(cli({"worksheet", "--paper", "letter", "--output", path("l.pdf")}).exitCode, 0);
    QCOMPARE(cli({"worksheet", "--paper", "a4", "--output", path("a.pdf")}).exitCode, 0);
    QCOMPARE(page_check::pageSize(path("l.pdf")), QStringLiteral("612 x 792 pts (letter)"));
    QCOMPARE(page_check::pageSize(path("a.pdf")), QStringLiteral("595 x 842 pts (A4)"));
}

// On either paper, the longest sheet (24 puzzles and their key) in a long-worded language keeps
// every word and every mark inside the 15 mm margins.
void TestWorksheet::nothingCut_data() {
    QTest::addColumn<QString>("paper");
    QTest::addColumn<QString>("language");
    for (const char *paper : {"a4", "letter"})
        for (const char *language : {"en", "hi", "mn"})
            QTest::addRow("%s %s", paper, language) << paper << language;
}

void TestWorksheet::nothingCut() {
    QFETCH(QString, paper);
    QFETCH(QString, language);
    const QString pdf = path(QStringLiteral("cut-%1-%2.pdf").arg(paper, language));
    const Run result =
        cli({"worksheet", "--puzzles", "24", "--paper", paper, "--language", language, "--title",
             QStringLiteral("A long title for the sheet of class 4B, spring"), "--output", pdf});
    QVERIFY2(result.exitCode == 0, result.err.constData());
    int words = 0;
    const QStringList outside = page_check::wordsOutside(pdf, 15, &words);
    QVERIFY2(outside.isEmpty(), qPrintable(outside.join(u'\n')));
    QVERIFY2(words > 24 * 8, qPrintable(QString::number(words)));
    int pages = 0;
    QCOMPARE(page_check::pagesWithInkOutside(pdf, 15, &pages), QList<int>());
    QCOMPARE(pages, 4 + 2);
}

// Rendered by poppler, each of the six places on the first page holds a diagram: dark lines on
// white, in the left and right column, and nothing where a seventh would go on a page of 5.
void TestWorksheet::diagramsOnThePage() {
    QCOMPARE(cli({"worksheet", "--puzzles", "5", "--output", path("five.pdf")}).exitCode, 0);
    QCOMPARE(run(QStringLiteral("pdftoppm"),
                 {"-r", "40", "-gray", "-png", "-singlefile", path("five.pdf"), path("page")})
                 .exitCode,
             0);
    const QImage page(path("page.png"));
    QVERIFY(!page.isNull());
    // The grid under a 30 mm head, above an 8 mm foot, inside 15 mm margins (A4).
    const qreal mm = page.width() / 210.0;
    const QRectF grid(15 * mm, 45 * mm, 180 * mm, (297 - 30 - 30 - 8) * mm);
    const auto ink = [&](int slot) {
        const QRectF cell(grid.left() + (slot % 2) * grid.width() / 2,
                          grid.top() + (slot / 2) * grid.height() / 3, grid.width() / 2,
                          grid.height() / 3);
        int dark = 0;
        for (int y = int(cell.top()); y < int(cell.bottom()); ++y)
            for (int x = int(cell.left()); x < int(cell.right()); ++x)
                dark += qGray(page.pixel(x, y)) < 128;
        return double(dark) / (cell.width() * cell.height());
    };
    for (int slot = 0; slot < 5; ++slot)
        QVERIFY2(ink(slot) > 0.02, qPrintable(QString::number(ink(slot))));
    QCOMPARE(ink(5), 0.0);
}

// picture: the PNG is the board's own art for that position at that size.
void TestWorksheet::pictureIsTheBoardArt() {
    const Run result = cli({"picture", "--position", "3 0 5 2 N", "--captured", "4 6", "--size",
                            "640x400", "--output", path("board.png")});
    QVERIFY2(result.exitCode == 0, result.err.constData());
    const QImage written(path("board.png"));
    QCOMPARE(written.size(), QSize(640, 400));
    BoardPicture picture;
    picture.state.position.pits = {3, 0, 5, 2};
    picture.state.position.toMove = Side::North;
    picture.state.captured = {4, 6};
    const QImage expected = drawBoard(picture, QSize(640, 400), 1);
    QCOMPARE(written.convertToFormat(QImage::Format_RGB32),
             expected.convertToFormat(QImage::Format_RGB32));
}

void TestWorksheet::refused_data() {
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<QString>("message");
    const QString out = QStringLiteral("OUT/x.pdf");
    QTest::newRow("no output") << QStringList{"worksheet"} << "option --output is required";
    QTest::newRow("no puzzles") << QStringList{"worksheet", "--puzzles", "0", "--output", out}
                                << "option --puzzles: '0' is not a whole number from 1 to 24";
    QTest::newRow("too many") << QStringList{"worksheet", "--puzzles", "25", "--output", out}
                              << "option --puzzles: '25'";
    QTest::newRow("not a number") << QStringList{"worksheet", "--puzzles", "six", "--output", out}
                                  << "option --puzzles: 'six'";
    QTest::newRow("difficulty") << QStringList{"worksheet", "--difficulty", "tricky", "--output",
                                               out}
                                << "option --difficulty: 'tricky' is not one of";
    QTest::newRow("counters") << QStringList{"worksheet", "--counters", "2", "--output", out}
                              << "option --counters: there are no puzzles with 2 counters";
    QTest::newRow("too few there")
        << QStringList{"worksheet", "--puzzles", "10", "--difficulty", "hard", "--counters",
                       "3",         "--output",  out}
        << "option --puzzles: there are only 4 hard puzzles with 3";
    QTest::newRow("language") << QStringList{"worksheet", "--language", "de", "--output", out}
                              << "option --language: 'de' is not one of";
    QTest::newRow("seed") << QStringList{"worksheet", "--seed", "-1", "--output", out}
                          << "option --seed: '-1'";
    QTest::newRow("paper") << QStringList{"worksheet", "--paper", "a5", "--output", out}
                           << "option --paper: 'a5' is not a4 or letter";
    QTest::newRow("unknown") << QStringList{"worksheet", "--colour", "--output", out}
                             << "unknown option --colour for worksheet";
    QTest::newRow("twice") << QStringList{"worksheet", "--seed", "1", "--seed=2", "--output", out}
                           << "option --seed is given twice";
    QTest::newRow("operand") << QStringList{"worksheet", "sheet.pdf"}
                             << "unexpected argument 'sheet.pdf'";
    QTest::newRow("missing value")
        << QStringList{"worksheet", "--output"} << "option --output needs a value (argument 2)";
    QTest::newRow("an option for a value") << QStringList{"worksheet", "--title", "--output", out}
                                           << "option --title needs a value (argument 2)";
    QTest::newRow("flag with a value") << QStringList{"picture",      "--position", "3 0 5 2 S",
                                                      "--values=yes", "--output",   "OUT/x.png"}
                                       << "option --values takes no value";
    QTest::newRow("picture unknown")
        << QStringList{"picture", "--puzzles", "3"} << "unknown option --puzzles for picture";
    QTest::newRow("size too large")
        << QStringList{"picture",  "--position", "3 0 5 2 S", "--size",
                       "9000x600", "--output",   "OUT/x.png"}
        << "option --size: '9000' is not a whole number from 16 to 8000";
    QTest::newRow("no folder") << QStringList{"worksheet", "--output", "OUT/none/x.pdf"}
                               << "does not exist";
    QTest::newRow("a folder") << QStringList{"worksheet", "--output", "OUT"}
                              << "option --output: cannot";
    QTest::newRow("a device") << QStringList{"worksheet", "--output", "/dev/full"}
                              << "option --output: cannot";
    QTest::newRow("same file") << QStringList{"worksheet", "--output", out, "--answers", out}
                               << "options --output and --answers name the same file";
    QTest::newRow("picture position")
        << QStringList{"picture", "--position", "3 0 5 S", "--output", "OUT/x.png"} << "--position";
    QTest::newRow("picture odd") << QStringList{"picture", "--position", "3 0 5 1 S", "--output",
                                                "OUT/x.png"}
                                 << "--position";
    QTest::newRow("picture size") << QStringList{"picture", "--position", "3 0 5 2 S", "--size",
                                                 "big",     "--output",   "OUT/x.png"}
                                  << "option --size: 'big' is not WIDTHxHEIGHT";
    QTest::newRow("picture no output")
        << QStringList{"picture", "--position", "3 0 5 2 S"} << "option --output is required";
}

// One line on the error stream, nothing on the output, status 2, and no file in the folder.
void TestWorksheet::refused() {
    QFETCH(QStringList, args);
    QFETCH(QString, message);
    QTemporaryDir folder;
    QVERIFY(folder.isValid());
    args.replaceInStrings(QStringLiteral("OUT"), folder.path());
    message.replace(QStringLiteral("OUT"), folder.path());
    const Run result = cli(args);
    QCOMPARE(result.exitCode, 2);
    QVERIFY(result.out.isEmpty());
    const QString err = QString::fromUtf8(result.err);
    QVERIFY2(err.startsWith(QStringLiteral("tihbat-cli: ")) && err.count(u'\n') == 1 &&
                 err.endsWith(u'\n'),
             qPrintable(err));
    QVERIFY2(err.contains(message), qPrintable(err));
    QCOMPARE(QDir(folder.path()).entryList(QDir::AllEntries | QDir::NoDotAndDotDot | QDir::Hidden),
             QStringList());
}

// The key cannot be written: the sheet this run would have made is not left alone either.
void TestWorksheet::keyUnwritableLeavesNoSheet() {
    QTemporaryDir folder;
    QVERIFY(folder.isValid());
    const Run result =
        cli({"worksheet", "--output", folder.filePath("sheet.pdf"), "--answers", "/dev/full"});
    QCOMPARE(result.exitCode, 2);
    QVERIFY2(result.err.startsWith("tihbat-cli: option --answers: cannot") &&
                 result.err.count('\n') == 1,
             result.err.constData());
    QCOMPARE(QDir(folder.path()).entryList(QDir::AllEntries | QDir::NoDotAndDotDot | QDir::Hidden),
             QStringList());
}

// tihbat-cli --help gives every language the game speaks, for worksheets and score sheets.
void TestWorksheet::helpNamesEveryLanguage() {
    const Run help = cli({"--help"});
    QCOMPARE(help.exitCode, 0);
    const QString text = QString::fromUtf8(help.out);
    const QString choices = QStringLiteral("--language ") + languageCodes().join(u'|') + u']';
    QCOMPARE(text.count(choices), 2);
}

QTEST_MAIN(TestWorksheet)
#include "tst_worksheet.moc"
