// SPDX-License-Identifier: GPL-3.0-or-later
// tihbat-cli with game records: play/solve --record [--game N] against the same game given as a
// move list, analyze checked against the solver asked move by move, and every bad record input.
#include "cli/analysis.h"
#include "cli_runner.h"
#include "core/game.h"
#include "core/notation.h"
#include "core/solver.h"
#include "record/record.h"

#include <QDir>
#include <QFile>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>
#include <sstream>
#include <sys/stat.h>
#include <unistd.h>

namespace {

// Three games: a chain-capture game with comments, a short one, one where North moves first.
constexpr char ThreeGames[] = R"([Game "Tihbat"]
[Event "Club"]
[Result "6-14"]
[Counters "5"]
[ChainCapture "on"]
[FirstToMove "South"]

{Five counters.} 1. Ax2 {A capture.} 2. ax8x2 3. A 6-14

[Game "Tihbat"]
[Result "*"]

1. A 2. b *

[Game "Tihbat"]
[FirstToMove "North"]
[Result "*"]

1. a 2. B *
)";

// Line 4 holds a move that the rules refuse: b is North's, and it is South's turn.
constexpr char IllegalMove[] = "[Game \"Tihbat\"]\n[Result \"*\"]\n\n1. b *\n";

} // namespace

class CliRecordTest : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void recordEqualsMoveList_data();
    void recordEqualsMoveList();
    void badRecordInput_data();
    void badRecordInput();
    void analyzeMatchesSolver();
    void analyzeKeepsCommentsAndIsIdempotent();
    void analyzeOneGameToOutput();
    void binaryReadsRecord();
    void outputNeverFollowsAPlantedLink();
    void longCommentIsCheckedWithoutRecursion();

private:
    QString write(const QString &name, const QByteArray &text);
    QTemporaryDir m_dir;
    QString m_threeGames;
    QString m_illegal;
};

QString CliRecordTest::write(const QString &name, const QByteArray &text) {
    const QString path = m_dir.filePath(name);
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(text) != text.size())
        qFatal("cannot write %s", qPrintable(path));
    return path;
}

void CliRecordTest::initTestCase() {
    QVERIFY(m_dir.isValid());
    m_threeGames = write("three.tihbat", ThreeGames);
    m_illegal = write("illegal.tihbat", IllegalMove);
    QVERIFY(QDir(m_dir.path()).mkdir("odd"));
    const QByteArray odd = QFile::encodeName(m_dir.filePath("odd"));
    QCOMPARE(::mkfifo(odd + "/fifo", 0644), 0);
    QCOMPARE(::symlink("/dev/zero", odd + "/zero"), 0);
    QCOMPARE(::symlink(odd + "/loop", odd + "/loop"), 0);
}

void CliRecordTest::recordEqualsMoveList_data() {
    QTest::addColumn<QStringList>("withRecord");
    QTest::addColumn<QStringList>("withMoves");

    QTest::newRow("play, first game by default")
        << QStringList{"play", "--record", m_threeGames}
        << QStringList{"play", "--seeds", "5", "--chain", "A", "a", "A"};
    QTest::newRow("solve --game 1")
        << QStringList{"solve", "--record", m_threeGames, "--game", "1"}
        << QStringList{"solve", "--seeds", "5", "--chain", "A", "a", "A"};
    QTest::newRow("solve --game 2") << QStringList{"solve", "--record=" + m_threeGames, "--game=2"}
                                    << QStringList{"solve", "A", "b"};
    QTest::newRow("play --game 3, North first")
        << QStringList{"play", "--game", "3", "--record", m_threeGames}
        << QStringList{"play", "--first", "N", "a", "B"};
    QTest::newRow("moves played on after the record")
        << QStringList{"solve", "--record", m_threeGames, "--game", "2", "B", "a"}
        << QStringList{"solve", "A", "b", "B", "a"};
}

void CliRecordTest::recordEqualsMoveList() {
    QFETCH(QStringList, withRecord);
    QFETCH(QStringList, withMoves);
    const CliResult fromRecord = runInProcess(withRecord);
    const CliResult fromMoves = runInProcess(withMoves);
    QCOMPARE(fromMoves.exitCode, 0);
    QCOMPARE(fromRecord.err, QString());
    QCOMPARE(fromRecord.exitCode, 0);
    QCOMPARE(fromRecord.out, fromMoves.out);
}

void CliRecordTest::badRecordInput_data() {
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<QString>("message");

    const QString missing = m_dir.filePath("missing.tihbat");
    QTest::newRow("illegal move: file, line and column")
        << QStringList{"play", "--record", m_illegal}
        << "record " + m_illegal +
               ": line 4, column 4: move 1 (b) is not legal: it is South's turn";
    QTest::newRow("analyze a bad file")
        << QStringList{"analyze", m_illegal} << "record " + m_illegal + ": line 4, column 4:";
    QTest::newRow("no such file") << QStringList{"solve", "--record", missing}
                                  << "record " + missing + ": no such file or directory";
    QTest::newRow("a folder") << QStringList{"solve", "--record", m_dir.path()}
                              << "record " + m_dir.path() + ": it is a directory, not a file";
    QTest::newRow("game out of range")
        << QStringList{"play", "--record", m_threeGames, "--game", "4"}
        << "record " + m_threeGames + ": option --game 4 is out of range: the file holds 3 games";
    QTest::newRow("analyze game out of range")
        << QStringList{"analyze", m_threeGames, "--game", "9"} << "option --game 9 is out of range";
    QTest::newRow("game 0")
        << QStringList{"play", "--record", m_threeGames, "--game", "0"}
        << R"(option --game: "0" is too small, expected a game number from 1 to 10000 (games count from 1))";
    QTest::newRow("game huge")
        << QStringList{"play", "--record", m_threeGames, "--game", "99999999999999999999"}
        << R"(option --game: "99999999999999999999" is too large, expected a game number from 1 to 10000 (games count from 1))";
    QTest::newRow("game not a number")
        << QStringList{"play", "--record", m_threeGames, "--game", "two"}
        << R"(option --game: "two" is not a whole number, expected a game number from 1 to)";
    QTest::newRow("game without record")
        << QStringList{"solve", "--game", "2"} << "option --game needs --record";
    QTest::newRow("record with seeds")
        << QStringList{"solve", "--record", m_threeGames, "--seeds", "3"}
        << "option --seeds cannot be used with --record";
    QTest::newRow("record with position")
        << QStringList{"solve", "--position", "1 1 0 0 S", "--record", m_threeGames}
        << "option --position cannot be used with --record";
    QTest::newRow("record without value")
        << QStringList{"play", "--record"} << "option --record needs a value";
    QTest::newRow("move after the record's end")
        << QStringList{"play", "--record", m_threeGames, "B"}
        << "move 4 (B): the game is already over";
    QTest::newRow("bad move after the record")
        << QStringList{"play", "--record", m_threeGames, "--game", "2", "a"}
        << "move 3 (a): it is South's turn";
    QTest::newRow("analyze without a file")
        << QStringList{"analyze"} << "analyze needs the record FILE";
    QTest::newRow("analyze two files")
        << QStringList{"analyze", m_threeGames, "other.tihbat"} << R"(not also "other.tihbat")";
    QTest::newRow("analyze with --seeds")
        << QStringList{"analyze", m_threeGames, "--seeds", "3"}
        << "option --seeds does not apply to analyze (argument 3)";
    QTest::newRow("play with --output")
        << QStringList{"play", "--output", "x.tihbat"} << "option --output does not apply to play";
    QTest::newRow("output into a missing folder")
        << QStringList{"analyze", m_threeGames, "--output", m_dir.filePath("no/such/out.tihbat")}
        << "option --output: cannot write " + m_dir.filePath("no/such/out.tihbat") +
               ": no such file or directory";
    // Things that are not files: refused before a byte is read or written, never blocking.
    for (const auto &[name, reason] :
         {std::pair<QString, QString>{"fifo", "it is a named pipe (FIFO), not a file"},
          {"zero", "it is a device, not a file"},
          {"loop", "too many levels of symbolic links"}}) {
        const QString path = m_dir.filePath("odd/" + name);
        QTest::addRow("record is a %s", qPrintable(name))
            << QStringList{"analyze", path} << "record " + path + ": " + reason;
        QTest::addRow("output is a %s", qPrintable(name))
            << QStringList{"analyze", m_threeGames, "--output", path}
            << "option --output: cannot write " + path + ": " + reason;
    }
}

void CliRecordTest::badRecordInput() {
    QFETCH(QStringList, args);
    QFETCH(QString, message);
    verifyRefused(runInProcess(args), message);
}

// Each move's analysis comment against the solver asked differently: the value of the game after
// the move, and the best moves as those whose value equals the value of the game before it.
void CliRecordTest::analyzeMatchesSolver() {
    const CliResult result = runInProcess({"analyze", m_threeGames});
    QCOMPARE(result.err, QString());
    QCOMPARE(result.exitCode, 0);
    const tihbat::record::ReadResult read = tihbat::record::readRecords(result.out.toStdString());
    QVERIFY2(read.ok(), read.ok() ? "" : read.error->describe().c_str());
    QCOMPARE(read.games.size(), std::size_t(3));

    const std::vector<std::vector<int>> moves = {{tihbat::PitA, tihbat::Pita, tihbat::PitA},
                                                 {tihbat::PitA, tihbat::Pitb},
                                                 {tihbat::Pita, tihbat::PitB}};
    for (std::size_t g = 0; g < moves.size(); ++g) {
        const tihbat::record::GameRecord &game = read.games[g];
        const tihbat::Solver &solver = *tihbat::sharedSolver(game.options.chainCapture);
        tihbat::Game replay(game.options);
        QCOMPARE(game.moves.size(), moves[g].size());
        for (std::size_t i = 0; i < moves[g].size(); ++i) {
            const int before = solver.value(replay);
            QString best;
            for (const tihbat::MoveValue &mv : solver.moveValues(replay)) {
                if (mv.value == before)
                    best += (best.isEmpty() ? "" : ",") + QString(QChar(tihbat::pitLetter(mv.pit)));
            }
            QVERIFY(std::holds_alternative<tihbat::MoveStory>(replay.play(moves[g][i])));
            const QString expected =
                QStringLiteral("value %1; best %2").arg(solver.value(replay)).arg(best);
            QVERIFY(!game.moves[i].commentsAfter.empty());
            QCOMPARE(QString::fromStdString(game.moves[i].commentsAfter.back()), expected);
        }
    }
}

void CliRecordTest::analyzeKeepsCommentsAndIsIdempotent() {
    const CliResult once = runInProcess({"analyze", m_threeGames});
    QCOMPARE(once.exitCode, 0);
    const tihbat::record::ReadResult read = tihbat::record::readRecords(once.out.toStdString());
    QVERIFY(read.ok());
    const tihbat::record::GameRecord &first = read.games.front();
    QCOMPARE(first.commentsBefore, std::vector<std::string>{"Five counters."});
    QCOMPARE(first.moves[0].commentsAfter.size(), std::size_t(2));
    QCOMPARE(first.moves[0].commentsAfter.front(), std::string("A capture."));
    QCOMPARE(first.moves[1].commentsAfter.size(), std::size_t(1));
    QCOMPARE(first.tag("Event"), std::optional<std::string>("Club"));

    const QString analysed = write("analysed.tihbat", once.out.toUtf8());
    const CliResult twice = runInProcess({"analyze", analysed});
    QCOMPARE(twice.exitCode, 0);
    QCOMPARE(twice.out, once.out);
}

void CliRecordTest::analyzeOneGameToOutput() {
    const QString output = m_dir.filePath("game2.tihbat");
    const CliResult result =
        runInProcess({"analyze", m_threeGames, "--game", "2", "--output", output});
    QCOMPARE(result.err, QString());
    QCOMPARE(result.exitCode, 0);
    QCOMPARE(result.out, QString());
    QCOMPARE(QDir(m_dir.path())
                 .entryList(QDir::Files | QDir::Hidden | QDir::System, QDir::Name)
                 .filter("game2"),
             QStringList{"game2.tihbat"}); // no temporary file left beside it
    const tihbat::record::ReadResult read = tihbat::record::readRecordFile(output.toStdString());
    QVERIFY(read.ok());
    QCOMPARE(read.games.size(), std::size_t(1));
    QCOMPARE(read.games.front().moves.size(), std::size_t(2));
    QCOMPARE(read.games.front().moves[0].pit, tihbat::PitA);
    QCOMPARE(read.games.front().moves[1].pit, tihbat::Pitb);
}

// Someone who can write to the folder plants links at the names a writer might use for its
// temporary file; the output must go to the output, and the link targets stay untouched.
void CliRecordTest::outputNeverFollowsAPlantedLink() {
    const QString folder = m_dir.filePath("planted");
    QVERIFY(QDir().mkpath(folder));
    const QString victim = write("victim.txt", "precious\n");
    const QString output = folder + "/out.tihbat";
    for (const char *suffix : {".part", ".tmp", "~", ".new"})
        QCOMPARE(::symlink(QFile::encodeName(victim).constData(),
                           QFile::encodeName(output + suffix).constData()),
                 0);
    const CliResult result = runInProcess({"analyze", m_threeGames, "--output", output});
    QCOMPARE(result.err, QString());
    QCOMPARE(result.exitCode, 0);
    QFile victimFile(victim);
    QVERIFY(victimFile.open(QIODevice::ReadOnly));
    QCOMPARE(victimFile.readAll(), QByteArray("precious\n"));
    QVERIFY(tihbat::record::readRecordFile(output.toStdString()).ok());
    QCOMPARE(QDir(folder).entryList(
                 QDir::AllEntries | QDir::Hidden | QDir::System | QDir::NoDotAndDotDot, QDir::Name),
             (QStringList{"out.tihbat", "out.tihbat.new", "out.tihbat.part", "out.tihbat.tmp",
                          "out.tihbat~"}));
}

// A comment of a million characters that almost looks like an analysis comment: std::regex
// recursed once per character and overflowed the stack.
void CliRecordTest::longCommentIsCheckedWithoutRecursion() {
    std::string lookalike = "value -2; best A";
    while (lookalike.size() < 1'000'000)
        lookalike += ",B";
    QVERIFY(tihbat::cli::isAnalysisComment(lookalike));
    QVERIFY(!tihbat::cli::isAnalysisComment(lookalike + ","));
    QVERIFY(!tihbat::cli::isAnalysisComment(lookalike + "C"));
    QVERIFY(tihbat::cli::isAnalysisComment("value 0; best A,b"));
    QVERIFY(!tihbat::cli::isAnalysisComment("value ; best A"));
    QVERIFY(!tihbat::cli::isAnalysisComment("value 3; best "));
    QVERIFY(!tihbat::cli::isAnalysisComment("value 3;  best A"));
    QVERIFY(!tihbat::cli::isAnalysisComment("value --3; best A"));

    // And through analyze, at the reader's longest comment: the comment is kept, the analysis
    // added after it.
    lookalike.resize(16000);
    const QByteArray record = "[Game \"Tihbat\"]\n[Result \"*\"]\n\n1. A {" +
                              QByteArray::fromStdString(lookalike) + "x} *\n";
    const CliResult result = runInProcess({"analyze", write("long-comment.tihbat", record)});
    QCOMPARE(result.err, QString());
    QCOMPARE(result.exitCode, 0);
    QVERIFY(result.out.contains(QString::fromStdString(lookalike) + "x}"));
}

void CliRecordTest::binaryReadsRecord() {
    QProcess process;
    process.start(QStringLiteral(TIHBAT_CLI_BINARY),
                  {"solve", "--record", m_threeGames, "--game", "2"});
    QVERIFY(process.waitForFinished(60000));
    QCOMPARE(process.exitCode(), 0);
    QCOMPARE(QString::fromUtf8(process.readAllStandardOutput()),
             runInProcess({"solve", "A", "b"}).out);

    process.start(QStringLiteral(TIHBAT_CLI_BINARY), {"play", "--record", m_illegal});
    QVERIFY(process.waitForFinished(60000));
    QCOMPARE(process.exitCode(), 2);
    QCOMPARE(process.readAllStandardOutput(), QByteArray());
    const QString err = QString::fromUtf8(process.readAllStandardError());
    QVERIFY2(err.contains("line 4, column 4") && err.count(u'\n') == 1, qPrintable(err));
}

QTEST_GUILESS_MAIN(CliRecordTest)
#include "tst_cli_record.moc"
