// SPDX-License-Identifier: GPL-3.0-or-later
// tihbat-cli scoresheet, run as the real program on a record of a real game: the PDF read back
// with poppler's tools names the players and the result, lists every move in notation with the
// value and verdict the exact solver gives it (worked out again here), embeds its fonts, has the
// pages a long game needs, a board diagram in the place of each capture, Hindi as words, the
// same bytes for the same record; bad options, records and outputs are refused with one line
// and leave no file behind.
#include "core/game.h"
#include "core/notation.h"
#include "core/solver.h"
#include "game/words/game_texts.h"
#include "page_check.h"
#include "paper/score_sheet_texts.h"
#include "paper/worksheet_texts.h"
#include "record/record.h"

#include <QDir>
#include <QFile>
#include <QImage>
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>
#include <QTranslator>
#include <cstdlib>

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
    if (!process.waitForFinished(300000))
        return result;
    result.exitCode = process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -1;
    result.out = process.readAllStandardOutput();
    result.err = process.readAllStandardError();
    return result;
}

Run cli(const QStringList &args,
        const QProcessEnvironment &environment = QProcessEnvironment::systemEnvironment()) {
    return run(QStringLiteral(TIHBAT_CLI_BINARY), args, environment);
}

int pageCount(const QString &pdf) {
    const Run info = run(QStringLiteral("pdfinfo"), {pdf});
    const auto match =
        QRegularExpression(QStringLiteral("Pages:\\s+(\\d+)")).match(QString::fromUtf8(info.out));
    return match.hasMatch() ? match.captured(1).toInt() : -1;
}

QString layoutText(const QString &pdf) {
    return QString::fromUtf8(
        run(QStringLiteral("pdftotext"), {QStringLiteral("-layout"), pdf, QStringLiteral("-")})
            .out);
}

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

const QString SouthName = QStringLiteral("Amina Okafor");
const QString NorthName = QStringLiteral("रवि कुमार"); // Devanagari with vowel signs

// A whole game played by a fixed, varied rule (not the solver's choice, so there are mistakes),
// long with 12 counters per pit.
Game playedGame(int countersPerPit, unsigned seed = 12345) {
    RuleOptions options;
    options.countersPerPit = countersPerPit;
    Game game(options);
    unsigned state = seed;
    while (!game.isOver()) {
        const std::vector<int> moves = game.legalMoves();
        state = state * 1103515245u + 12345u;
        game.play(moves[(state >> 16) % moves.size()]);
    }
    return game;
}

QString writeRecordOf(const Game &game, const QString &path) {
    record::GameRecord record = record::recordOf(game);
    record.setTag("South", SouthName.toStdString());
    record.setTag("North", NorthName.toStdString());
    record.setTag("Date", "2026.11.03");
    record.setTag("Event", "Club night");
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly))
        return {};
    file.write(QByteArray::fromStdString(record::writeRecord(record)));
    return path;
}

} // namespace

class TestScoreSheet : public QObject {
    Q_OBJECT
private slots:
    void init() { QVERIFY(m_dir.isValid()); }
    void everyMoveWithItsValue();
    void longGamePages();
    void diagramAtEachCapture();
    void hindiAsWords();
    void arabicRightToLeft();
    void sameRecordSameBytes();
    void repetitionEndSaysSo();
    void nothingCut_data();
    void nothingCut();
    void refused_data();
    void refused();

private:
    QString path(const QString &name) const { return m_dir.filePath(name); }
    QTemporaryDir m_dir;
};

// The players, the result and every move with its value and verdict, as the solver sees them.
void TestScoreSheet::everyMoveWithItsValue() {
    const Game game = playedGame(7);
    const QString record = writeRecordOf(game, path("game.tihbat"));
    const QString sheet = path("sheet.pdf");
    const Run result = cli({"scoresheet", record, "--paper", "a4", "--output", sheet});
    QVERIFY2(result.exitCode == 0, result.err.constData());
    const QString text = layoutText(sheet);
    QVERIFY2(text.contains(SouthName), qPrintable(text.left(800)));
    QVERIFY2(text.contains(NorthName), qPrintable(text.left(800)));
    const Outcome outcome = *game.outcome();
    const QString score =
        QStringLiteral("%1\u2013%2").arg(outcome.finalScore[0]).arg(outcome.finalScore[1]);
    QVERIFY2(text.contains(QStringLiteral("Result: ") + score), qPrintable(text.left(800)));
    if (outcome.winner)
        QVERIFY(text.contains(QStringLiteral("Winner: ") +
                              (*outcome.winner == Side::South ? SouthName : NorthName)));
    QVERIFY(text.contains(QStringLiteral("3 November 2026")));

    const Solver solver(game.options().chainCapture);
    int previous = solver.analyse(game.prefix(0)).value;
    for (int move = 1; move <= game.plies(); ++move) {
        const MoveStory &story = game.stories()[std::size_t(move - 1)];
        const int value = solver.analyse(game.prefix(move)).value;
        const int loss = story.mover == Side::South ? previous - value : value - previous;
        previous = value;
        QVERIFY(loss >= 0);
        const QString verdict =
            loss == 0 ? QStringLiteral("best")
                      : QStringLiteral("%1 gave away %2").arg(loss >= 6 ? "??" : "?").arg(loss);
        const QString row =
            QStringLiteral("\\b%1\\s+%2\\s+%3\\s+%4\\s+%5")
                .arg(move)
                .arg(story.mover == Side::South ? "South" : "North",
                     QRegularExpression::escape(QString::fromStdString(moveNotation(story))),
                     QRegularExpression::escape(value > 0 ? QStringLiteral("+%1").arg(value)
                                                          : QString::number(value)),
                     QRegularExpression::escape(verdict));
        QVERIFY2(text.contains(QRegularExpression(row)), qPrintable(row));
    }
    // pdffonts: a table under two heading lines; "emb" is the fourth column from the right.
    const QStringList fonts = QString::fromUtf8(run(QStringLiteral("pdffonts"), {sheet}).out)
                                  .split(u'\n', Qt::SkipEmptyParts);
    QVERIFY(fonts.size() > 2);
    for (const QString &line : fonts.mid(2)) {
        const QStringList columns = line.split(u' ', Qt::SkipEmptyParts);
        QVERIFY2(columns.size() >= 7 && columns[columns.size() - 5] == u"yes", qPrintable(line));
    }
}

// A long game: the move list goes on over pages (each numbered "Page i of N"), and no more
// pages than the moves and diagrams need.
void TestScoreSheet::longGamePages() {
    // The longest of a few hundred games (most end soon, by repetition).
    Game game = playedGame(12);
    for (unsigned seed = 1; seed <= 400; ++seed) {
        Game other = playedGame(12, seed);
        if (other.plies() > game.plies())
            game = std::move(other);
    }
    QVERIFY2(game.plies() > 106, qPrintable(QString::number(game.plies())));
    const QString record = writeRecordOf(game, path("long.tihbat"));
    const QString sheet = path("long.pdf");
    const Run result = cli({"scoresheet", record, "--paper", "a4", "--output", sheet});
    QVERIFY2(result.exitCode == 0, result.err.constData());
    int captures = 0;
    for (const MoveStory &story : game.stories())
        captures += !story.captures.empty();
    const int diagrams = captures + (game.stories().back().captures.empty() ? 1 : 0);
    const int diagramPages = (diagrams + 7) / 8;
    // At 5 mm a row, two columns: at least 60 moves a page after the first and 20 on it, at
    // most 2 * 267 / 5.
    const int pages = pageCount(sheet);
    QVERIFY2(pages >= 1 + (game.plies() - 1) / 106 + diagramPages,
             qPrintable(QString::number(pages)));
    QVERIFY2(pages <= 2 + std::max(0, game.plies() - 20 + 59) / 60 + diagramPages,
             qPrintable(QString::number(pages)));
    const QString text = layoutText(sheet);
    for (int page = 1; page <= pages; ++page)
        QVERIFY(text.contains(QStringLiteral("Page %1 of %2").arg(page).arg(pages)));
}

// The diagram pages: eight places a page, two columns and four rows under a 9 mm heading and
// above an 8 mm foot (A4, 15 mm margins); ink in the place of every capture's diagram, none
// after the last.
void TestScoreSheet::diagramAtEachCapture() {
    const Game game = playedGame(7);
    const QString record = writeRecordOf(game, path("game.tihbat"));
    const QString sheet = path("diagrams.pdf");
    QCOMPARE(cli({"scoresheet", record, "--paper", "a4", "--output", sheet}).exitCode, 0);
    int captures = 0;
    for (const MoveStory &story : game.stories())
        captures += !story.captures.empty();
    QVERIFY(captures > 0);
    const int diagrams = captures + (game.stories().back().captures.empty() ? 1 : 0);
    const int pages = pageCount(sheet);
    const int diagramPages = (diagrams + 7) / 8;
    const QString text = layoutText(sheet);
    for (int move = 1; move <= game.plies(); ++move) {
        if (!game.stories()[std::size_t(move - 1)].captures.empty())
            QVERIFY2(text.contains(QStringLiteral("Move %1: ").arg(move)),
                     qPrintable(QString::number(move)));
    }
    for (int p = 0; p < diagramPages; ++p) {
        const int pageNumber = pages - diagramPages + 1 + p;
        const QString prefix = path(QStringLiteral("diagrams-%1").arg(pageNumber));
        QCOMPARE(run(QStringLiteral("pdftoppm"),
                     {"-r", "40", "-gray", "-png", "-singlefile", "-f", QString::number(pageNumber),
                      "-l", QString::number(pageNumber), sheet, prefix})
                     .exitCode,
                 0);
        const QImage page(prefix + QStringLiteral(".png"));
        QVERIFY(!page.isNull());
        const qreal mm = page.width() / 210.0;
        const QRectF grid(15 * mm, 24 * mm, 180 * mm, (297 - 30 - 9 - 8) * mm);
        const auto ink = [&](int slot) {
            // The diagram's part of the place, below its caption.
            const QRectF cell(grid.left() + (slot % 2) * (grid.width() + 8 * mm) / 2 + 2 * mm,
                              grid.top() + (slot / 2) * grid.height() / 4 + 9 * mm,
                              grid.width() / 2 - 8 * mm, grid.height() / 4 - 14 * mm);
            int dark = 0;
            for (int y = int(cell.top()); y < int(cell.bottom()); ++y)
                for (int x = int(cell.left()); x < int(cell.right()); ++x)
                    dark += qGray(page.pixel(x, y)) < 128;
            return double(dark) / (cell.width() * cell.height());
        };
        for (int slot = 0; slot < 8; ++slot) {
            const int index = p * 8 + slot;
            if (index < diagrams)
                QVERIFY2(ink(slot) > 0.02, qPrintable(QString::number(ink(slot))));
            else
                QCOMPARE(ink(slot), 0.0);
        }
    }
}

// Hindi: the catalogue's words (the side names, the page footer) and the Devanagari name are
// extracted as the words they are; the Devanagari font is embedded.
void TestScoreSheet::hindiAsWords() {
    const Game game = playedGame(7);
    const QString record = writeRecordOf(game, path("game.tihbat"));
    const QString sheet = path("hi.pdf");
    const Run result = cli({"scoresheet", record, "--language", "hi", "--output", sheet});
    QVERIFY2(result.exitCode == 0, result.err.constData());
    const QString text = layoutText(sheet);
    QVERIFY2(text.contains(NorthName), qPrintable(text.left(800)));
    QLocale::setDefault(QLocale(QStringLiteral("hi")));
    {
        const Catalogue catalogue(QStringLiteral("hi"));
        const QString south = GameTexts::sideName(Side::South);
        QVERIFY(south != u"South");
        QVERIFY2(text.contains(south), qPrintable(south + text.left(800)));
        QVERIFY(text.contains(WorksheetTexts::pageFooter(1, pageCount(sheet))));
    }
    QLocale::setDefault(QLocale::c());
    QVERIFY(QString::fromUtf8(run(QStringLiteral("pdffonts"), {sheet}).out)
                .contains(QStringLiteral("Devanagari")));
}

// Arabic: the page reads right to left (its title at the right), the catalogue's words come out
// of pdftotext in reading order, and nothing is cut at the margins.
void TestScoreSheet::arabicRightToLeft() {
    const Game game = playedGame(7);
    const QString record = writeRecordOf(game, path("game.tihbat"));
    const QString sheet = path("ar.pdf");
    const Run result = cli({"scoresheet", record, "--language", "ar", "--output", sheet});
    QVERIFY2(result.exitCode == 0, result.err.constData());
    QString text = QString::fromUtf8(run(QStringLiteral("pdftotext"), {sheet, "-"}).out);
    text.remove(QRegularExpression(QStringLiteral("[\\x{202A}-\\x{202E}\\s]")));
    QLocale::setDefault(QLocale(QLocale::Arabic, QLocale::Morocco));
    {
        const Catalogue catalogue(QStringLiteral("ar"));
        for (const QString &words :
             {GameTexts::sideName(Side::South), GameTexts::sideName(Side::North),
              ScoreSheetTexts::title(), ScoreSheetTexts::movesHeading()}) {
            QVERIFY(words.front().script() == QChar::Script_Arabic);
            QVERIFY2(
                text.contains(QString(words).remove(QRegularExpression(QStringLiteral("\\s")))),
                qPrintable(words));
        }
        // The title at the start of the line, on the right. pdftotext boxes this bold Arabic
        // letter by letter: its first letter is the one to look for.
        const QRectF title = page_check::wordBox(sheet, ScoreSheetTexts::title().left(1));
        QVERIFY2(title.isValid() && title.right() > 0.85,
                 qPrintable(QStringLiteral("%1 %2").arg(title.left()).arg(title.right())));
    }
    QLocale::setDefault(QLocale::c());
    int words = 0;
    const QStringList outside = page_check::wordsOutside(sheet, 15, &words);
    QVERIFY2(outside.isEmpty(), qPrintable(outside.join(u'\n')));
    QVERIFY(words > 100);
}

// The same record gives the same file, byte for byte, run after run, with no date of its own.
void TestScoreSheet::sameRecordSameBytes() {
    const QString record = writeRecordOf(playedGame(7), path("game.tihbat"));
    QProcessEnvironment elsewhere = QProcessEnvironment::systemEnvironment();
    elsewhere.insert(QStringLiteral("TZ"), QStringLiteral("America/Los_Angeles"));
    QCOMPARE(cli({"scoresheet", record, "--output", path("one.pdf")}).exitCode, 0);
    QCOMPARE(cli({"scoresheet", record, "--output", path("two.pdf")}, elsewhere).exitCode, 0);
    QFile one(path("one.pdf"));
    QFile two(path("two.pdf"));
    QVERIFY(one.open(QIODevice::ReadOnly) && two.open(QIODevice::ReadOnly));
    const QByteArray bytes = one.readAll();
    QVERIFY(bytes.startsWith("%PDF"));
    QVERIFY(!bytes.contains("/CreationDate"));
    QCOMPARE(bytes, two.readAll());
}

// A game that ended by repetition: the caption of its last diagram says which earlier position
// came back (found here by replaying the game), that the game ended, and the counters shared.
void TestScoreSheet::repetitionEndSaysSo() {
    Game game;
    int earlier = -1;
    for (unsigned seed = 1; seed <= 400 && earlier <= 0; ++seed) {
        game = playedGame(7, seed);
        if (game.endReason() != GameEnd::Repetition)
            continue;
        earlier = -1;
        for (int move = 0; move < game.plies() && earlier < 0; ++move) {
            if (game.prefix(move).position() == game.position())
                earlier = move;
        }
    }
    QVERIFY2(earlier > 0, "no game ended by coming back to the position after a move");
    const QString record = writeRecordOf(game, path("repeated.tihbat"));
    const QString sheet = path("repeated.pdf");
    const Run result = cli({"scoresheet", record, "--output", sheet});
    QVERIFY2(result.exitCode == 0, result.err.constData());
    // In reading order: -layout puts a diagram's side names on the lines of the sentence
    // wrapped in the next column.
    const QString text =
        QString::fromUtf8(run(QStringLiteral("pdftotext"), {sheet, QStringLiteral("-")}).out)
            .simplified();
    const QString caption = QStringLiteral("Move %1: ").arg(game.plies());
    const QString end = QStringLiteral("The position after move %1 came back, so the game ended: "
                                       "the %2 counters left on the board were shared equally.")
                            .arg(earlier)
                            .arg(game.position().boardTotal());
    QVERIFY2(text.contains(end), qPrintable(end + u'\n' + text.right(1500)));
    QVERIFY(text.indexOf(end) > text.lastIndexOf(caption));
    if (qEnvironmentVariableIsSet("TIHBAT_SAVE"))
        run(QStringLiteral("pdftoppm"),
            {"-r", "70", "-png", "-f", QString::number(pageCount(sheet)), sheet,
             QStringLiteral("/work/shots-score/repetition")});
}

// On either paper, a long game's sheet keeps every word and mark inside the 15 mm margins.
void TestScoreSheet::nothingCut_data() {
    QTest::addColumn<QString>("paper");
    QTest::newRow("A4") << "a4";
    QTest::newRow("Letter") << "letter";
}

void TestScoreSheet::nothingCut() {
    QFETCH(QString, paper);
    const QString record = writeRecordOf(playedGame(12), path("long.tihbat"));
    const QString sheet = path(QStringLiteral("cut-%1.pdf").arg(paper));
    const Run result = cli({"scoresheet", record, "--paper", paper, "--output", sheet});
    QVERIFY2(result.exitCode == 0, result.err.constData());
    QCOMPARE(page_check::pageSize(sheet).endsWith(paper == u"a4" ? u"(A4)" : u"(letter)"), true);
    int words = 0;
    const QStringList outside = page_check::wordsOutside(sheet, 15, &words);
    QVERIFY2(outside.isEmpty(), qPrintable(outside.join(u'\n')));
    QVERIFY(words > 100);
    int pages = 0;
    QCOMPARE(page_check::pagesWithInkOutside(sheet, 15, &pages), QList<int>());
    QCOMPARE(pages, pageCount(sheet));
}

void TestScoreSheet::refused_data() {
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<QString>("message");
    const QString out = QStringLiteral("OUT/x.pdf");
    QTest::newRow("no record") << QStringList{"scoresheet", "--output", out}
                               << "scoresheet needs a record file";
    QTest::newRow("no output") << QStringList{"scoresheet", "REC"} << "option --output is required";
    QTest::newRow("two records") << QStringList{"scoresheet", "REC", "REC", "--output", out}
                                 << "unexpected argument";
    QTest::newRow("language") << QStringList{"scoresheet", "REC",      "--language",
                                             "de",         "--output", out}
                              << "option --language: 'de' is not one of";
    QTest::newRow("paper") << QStringList{"scoresheet", "REC", "--paper", "a5", "--output", out}
                           << "option --paper: 'a5' is not a4 or letter";
    QTest::newRow("game 0") << QStringList{"scoresheet", "REC", "--game", "0", "--output", out}
                            << "option --game: '0' is not a whole number";
    QTest::newRow("game 2") << QStringList{"scoresheet", "REC", "--game", "2", "--output", out}
                            << "holds 1 game, not 2";
    QTest::newRow("unknown") << QStringList{"scoresheet", "REC", "--seed", "3", "--output", out}
                             << "unknown option --seed for scoresheet";
    QTest::newRow("missing record")
        << QStringList{"scoresheet", "RECDIR/none.tihbat", "--output", out}
        << "cannot read the record";
    QTest::newRow("bad record") << QStringList{"scoresheet", "RECDIR/bad.tihbat", "--output", out}
                                << "cannot read the record";
    QTest::newRow("no folder") << QStringList{"scoresheet", "REC", "--output", "OUT/none/x.pdf"}
                               << "does not exist";
    QTest::newRow("a folder") << QStringList{"scoresheet", "REC", "--output", "OUT"}
                              << "option --output: cannot";
    QTest::newRow("a device") << QStringList{"scoresheet", "REC", "--output", "/dev/full"}
                              << "option --output: cannot";
    QTest::newRow("the record") << QStringList{"scoresheet", "REC", "--output", "REC"}
                                << "option --output names the record file itself";
}

// One line on the error stream, nothing on the output, status 2, no file left in the output's
// folder and the record's folder as it was.
void TestScoreSheet::refused() {
    QFETCH(QStringList, args);
    QFETCH(QString, message);
    QTemporaryDir folder;
    QTemporaryDir records;
    QVERIFY(folder.isValid() && records.isValid());
    const QString record = writeRecordOf(playedGame(7), records.filePath("game.tihbat"));
    QFile bad(records.filePath("bad.tihbat"));
    QVERIFY(bad.open(QIODevice::WriteOnly));
    bad.write("[Game \"Tihbat\"]\n\n1. z *\n");
    bad.close();
    args.replaceInStrings(QStringLiteral("RECDIR"), records.path());
    args.replaceInStrings(QStringLiteral("REC"), record);
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
    QCOMPARE(QDir(records.path()).entryList(QDir::AllEntries | QDir::NoDotAndDotDot | QDir::Hidden),
             QStringList({"bad.tihbat", "game.tihbat"}));
}

QTEST_MAIN(TestScoreSheet)
#include "tst_score_sheet.moc"
