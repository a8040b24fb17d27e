// SPDX-License-Identifier: GPL-3.0-or-later
// The .tihbat record format: round trips, comment placement, passes, endings, set-up
// positions, and the corpus of good and broken files. Expected games and messages are worked
// out by hand from RULES.md (the derivations are in the comments).
#include "core/notation.h"
#include "record/record.h"

#include <QDir>
#include <QFile>
#include <QTest>
#include <map>

using namespace tihbat;
using namespace tihbat::record;

namespace {

const QString CorpusDir = QStringLiteral(TIHBAT_RECORD_CORPUS_DIR);

std::string readBytes(const QString &path) {
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return {};
    const QByteArray bytes = file.readAll();
    return std::string(bytes.constData(), static_cast<std::size_t>(bytes.size()));
}

QStringList corpusFiles(const QString &folder) {
    return QDir(CorpusDir + '/' + folder).entryList({"*.tihbat"}, QDir::Files, QDir::Name);
}

GameRecord readOne(const std::string &text) {
    const ReadResult result = readRecords(text);
    if (!result.ok())
        qWarning("%s", result.error->describe().c_str());
    return result.ok() && result.games.size() == 1 ? result.games.front() : GameRecord{};
}

std::string errorOf(const std::string &text) {
    const ReadResult result = readRecords(text);
    return result.ok() ? std::string("(no error)") : result.error->describe();
}

// Reading the written text gives back the same records, and writing again the same text.
void verifyRoundTrip(const std::vector<GameRecord> &games) {
    const std::string text = writeRecords(games);
    const ReadResult again = readRecords(text);
    QVERIFY2(again.ok(), again.ok() ? "" : again.error->describe().c_str());
    QVERIFY(again.games == games);
    QCOMPARE(writeRecords(again.games), text);
}

// Counters 5, chain capture on (worked by hand):
//   5 5 5 5 S  A lifts 5: A B a b A -> 2 6 6 6; last in A (own) holds 2: South takes 2.
//   0 6 6 6 N  a lifts 6: a b A B a b -> A1 B7 a2 b8; last in b (own) holds 8: North takes 8,
//              and by the chain a (sown just before, own side) holds 2: North takes 2 more.
//   1 7 0 0 S  A lifts 1, it goes back into A: 1 7 0 0 N; North is empty and passes, which
//              gives 1 7 0 0 S again (seen after move 2): the game ends. The 8 counters left
//              are shared, 4 each: South 2 + 4 = 6, North 10 + 4 = 14.
const std::string ChainGame = "[Game \"Tihbat\"]\n[Counters \"5\"]\n[ChainCapture \"on\"]\n\n"
                              "1. Ax2 2. ax8x2 3. A 6-14\n";

// Counters 4 from the set-up 2 2 0 0 S, 6 captured each (16 = 4 x 4):
//   A lifts 2: A1 B3; last in B holds 3, no capture; North is empty and passes: 1 3 0 0 S.
//   B lifts 3: B1 a1 b1 -> 1 1 1 1 N.  a lifts 1 -> 1 1 1 1 S.  A lifts 1 -> 1 1 1 1 N,
//   seen after move 2: the 4 counters left are shared: 6 + 2 = 8 each.
const std::string PassGame = "[Game \"Tihbat\"]\n[Counters \"4\"]\n[Position \"2 2 0 0 S 6 6\"]\n\n"
                             "1. A 2. B 3. a 4. A 8-8\n";

GameRecord fullRecord() {
    GameRecord record;
    record.tags = defaultRoster();
    record.setTag("Event", "Flix school tournament");
    record.setTag("South", "Amina");
    record.setTag("North", "Jordi \"the fox\" \\ Puig");
    record.tags.push_back({"Annotator", "Teacher"});
    record.tags.push_back({"TimeControl", "-"});
    record.options = RuleOptions{5, true, Side::South};
    record.commentsBefore = {"Before the first move.", " spaced  "};
    record.moves = {{PitA, {"between"}}, {Pita, {}}, {PitA, {"after the last", "", "multi\nline"}}};
    return record;
}

} // namespace

class TestRecord : public QObject {
    Q_OBJECT

private slots:
    void roundTripOfARecordWithEveryTag() {
        const GameRecord record = fullRecord();
        verifyRoundTrip({record});
        const std::string text = writeRecord(record);
        for (const char *line :
             {"[Game \"Tihbat\"]\n", "[Event \"Flix school tournament\"]\n", "[Site \"?\"]\n",
              "[Date \"????.??.??\"]\n", "[Round \"?\"]\n", "[South \"Amina\"]\n",
              "[North \"Jordi \\\"the fox\\\" \\\\ Puig\"]\n", "[Annotator \"Teacher\"]\n",
              "[Result \"6-14\"]\n", "[Counters \"5\"]\n", "[ChainCapture \"on\"]\n",
              "[FirstToMove \"South\"]\n"})
            QVERIFY2(text.find(line) != std::string::npos, line);
        QVERIFY(text.find("[Position") == std::string::npos);
        // Marks and the result come from the rules (see ChainGame); the line is wrapped
        // before a token that would pass column 80.
        QVERIFY(text.ends_with("\n\n{Before the first move.} { spaced  } 1. Ax2 {between} "
                               "2. ax8x2 3. A\n{after the last} {} {multi\nline} 6-14\n"));
    }

    void commentPlacementIsKept() {
        const GameRecord record = readOne("[Game \"Tihbat\"]\n\n{first}{second} 1. A {after 1}"
                                          " 2. { before 2 } b {x}{y} {last} *\n");
        QCOMPARE(record.commentsBefore, (std::vector<std::string>{"first", "second"}));
        QCOMPARE(record.moves.size(), std::size_t(2));
        QCOMPARE(record.moves[0].commentsAfter,
                 (std::vector<std::string>{"after 1", " before 2 "}));
        QCOMPARE(record.moves[1].commentsAfter, (std::vector<std::string>{"x", "y", "last"}));
        verifyRoundTrip({record});
    }

    void severalGamesInOneFile() {
        GameRecord second;
        second.tags = {{"Event", "Second"}};
        second.options.countersPerPit = 1;
        second.moves = {{PitA, {}}, {Pita, {}}};
        GameRecord third;
        third.options.firstToMove = Side::North;
        third.commentsBefore = {"no moves yet"};
        verifyRoundTrip({fullRecord(), second, third});

        const ReadResult read = readRecords(writeRecords(std::vector{fullRecord(), second, third}));
        QCOMPARE(read.games.size(), std::size_t(3));
        QCOMPARE(read.games[1].tag("Event"), std::optional<std::string>("Second"));
    }

    void aPassIsInsertedByTheReader() {
        const GameRecord record = readOne(PassGame);
        QCOMPARE(record.moves.size(), std::size_t(4));
        const Replay replay = gameOf(record);
        QVERIFY(replay.game);
        const auto &stories = replay.game->stories();
        QVERIFY(stories[0].passFollows);
        QCOMPARE(formatPosition(stories[0].after.position), std::string("1 3 0 0 S"));
        QCOMPARE(stories[1].mover, Side::South); // South moves twice in a row
        QCOMPARE(replay.game->endReason(), GameEnd::Repetition);
        QCOMPARE(resultToken(*replay.game), std::string("8-8"));
        verifyRoundTrip({record});
    }

    void endings_data() {
        QTest::addColumn<QString>("text");
        QTest::addColumn<int>("end");
        QTest::addColumn<QString>("result");
        // Counters 1: A lifts 1 back into A (1 1 1 1 N); a does the same (1 1 1 1 S, the start):
        // repetition, the 4 counters are shared 2 and 2.
        QTest::newRow("repetition, draw")
            << "[Game \"Tihbat\"]\n[Counters \"1\"]\n\n1. A 2. a 2-2\n"
            << int(GameEnd::Repetition) << "2-2";
        QTest::newRow("repetition after captures and a pass")
            << QString::fromStdString(ChainGame) << int(GameEnd::Repetition) << "6-14";
        // A sowing always leaves a counter on the board, so only a set-up board can be empty.
        QTest::newRow("all captured")
            << "[Game \"Tihbat\"]\n[Position \"0 0 0 0 S 16 12\"]\n\n16-12\n"
            << int(GameEnd::AllCaptured) << "16-12";
        QTest::newRow("not over") << "[Game \"Tihbat\"]\n\n1. A 2. b *\n"
                                  << int(GameEnd::None) << "*";
    }

    void endings() {
        QFETCH(QString, text);
        QFETCH(int, end);
        QFETCH(QString, result);
        const GameRecord record = readOne(text.toStdString());
        const Replay replay = gameOf(record);
        QVERIFY(replay.game);
        QCOMPARE(int(replay.game->endReason()), end);
        QCOMPARE(QString::fromStdString(resultToken(*replay.game)), result);
        QVERIFY(writeRecord(record).find("[Result \"" + result.toStdString() + "\"]") !=
                std::string::npos);
        verifyRoundTrip({record});
    }

    void setUpPositions() {
        // 0 0 3 1 S: South is empty and passes at once. a lifts 3: a1 b2 A1 -> 1 0 1 2 S.
        const GameRecord record =
            readOne("[Game \"Tihbat\"]\n[Position \"0 0 3 1 S 12 12\"]\n\n1. a *\n");
        QVERIFY(record.setup);
        QCOMPARE(formatPosition(record.setup->position), std::string("0 0 3 1 S"));
        QCOMPARE(record.setup->captured, (std::array<int, 2>{12, 12}));
        QCOMPARE(record.options.firstToMove, Side::South); // taken from the position
        const Replay replay = gameOf(record);
        QVERIFY(replay.game);
        QCOMPARE(formatPosition(replay.game->position()), std::string("1 0 1 2 S"));
        verifyRoundTrip({record});
        QVERIFY(writeRecord(record).find("[Position \"0 0 3 1 S 12 12\"]\n") != std::string::npos);

        // The reader and gameOf refuse impossible set-ups.
        GameRecord odd = record;
        odd.setup->captured = {11, 13};
        QVERIFY(!gameOf(odd).game);
        QVERIFY(gameOf(odd).problem.find("odd") != std::string::npos);
    }

    void unknownTagsArePreservedInOrder() {
        const GameRecord record = readOne("[Zeta \"1\"]\n[Game \"Tihbat\"]\n[Alpha \"2\"]\n"
                                          "[Event \"E\"]\n[Mid_3 \"\"]\n\n*\n");
        QCOMPARE(record.tags,
                 (std::vector<Tag>{{"Zeta", "1"}, {"Alpha", "2"}, {"Event", "E"}, {"Mid_3", ""}}));
        verifyRoundTrip({record});
    }

    void recordOfAGameAndBack() {
        Game game(RuleOptions{5, false, Side::South});
        game.play(PitA); // South takes 2 (see ChainGame)
        game.play(Pita); // North takes 8 (no chain): 1 7 2 0 S
        game.play(PitB);
        game.undo(); // undone moves are not recorded
        const GameRecord record = recordOf(game);
        QCOMPARE(record.tags, defaultRoster());
        QCOMPARE(record.moves.size(), std::size_t(2));
        QVERIFY(!record.setup);
        const Replay replay = gameOf(record);
        QVERIFY(replay.game);
        QCOMPARE(replay.game->state(), game.state());
        QCOMPARE(formatPosition(game.position()), std::string("1 7 2 0 S"));
        QVERIFY(writeRecord(record).find("1. Ax2 2. ax8 *") != std::string::npos);
        verifyRoundTrip({record});

        Game fromSetup(RuleOptions{}, GameState{{{4, 4, 0, 6}, Side::North}, {8, 6}});
        const GameRecord setupRecord = recordOf(fromSetup, {});
        QVERIFY(setupRecord.setup);
        QCOMPARE(setupRecord.options.firstToMove, Side::North);
        verifyRoundTrip({setupRecord});
    }

    void theWriterKeepsItsOutputReadable() {
        GameRecord record;
        record.tags = {{"Event", "line\nbreak"}, {"bad name", "x"}, {"Result", "1-0"}};
        record.commentsBefore = {"braces {inside} here", std::string("bad\xff\x01", 5)};
        const std::string text = writeRecord(record);
        QVERIFY(text.find("[Event \"line break\"]") != std::string::npos);
        QVERIFY(text.find("bad name") == std::string::npos);
        QVERIFY(text.find("1-0") == std::string::npos);
        QVERIFY(text.find("{braces {inside) here}") != std::string::npos);
        QVERIFY(text.find("{bad? }") != std::string::npos);
        QVERIFY(readRecords(text).ok());
    }

    void longMovetextIsWrappedAt80Columns() {
        // Counters 12 with South and North each playing their left pit: a long unfinished game.
        Game game(RuleOptions{12, false, Side::South});
        for (int i = 0; i < 40 && !game.isOver(); ++i)
            game.play(game.legalMoves().front());
        const std::string text = writeRecord(recordOf(game));
        std::size_t lineStart = 0;
        while (lineStart < text.size()) {
            const std::size_t end = text.find('\n', lineStart);
            QVERIFY(end - lineStart <= 80);
            lineStart = end + 1;
        }
        verifyRoundTrip({recordOf(game)});
    }

    void markedCapturesAreChecked() {
        QVERIFY(readRecords(ChainGame).ok());
        // Without the chain North takes only the 8.
        QCOMPARE(errorOf("[Game \"Tihbat\"]\n[Counters \"5\"]\n\n1. Ax2 2. ax8x2 *\n"),
                 std::string("line 4, column 11: move 2 (ax8x2) has the wrong capture mark: it "
                             "captures 8 (write ax8)"));
    }

    void limits() {
        std::string huge(MaxFileBytes + 1, ' ');
        huge[10] = '\n';
        // The limit is passed on line 2 after MaxFileBytes - 11 more spaces.
        QCOMPARE(errorOf(huge), "line 2, column " + std::to_string(MaxFileBytes - 11 + 1) +
                                    ": the file is larger than the limit of 4194304 bytes (4 MiB)");

        std::string manyGames;
        for (int i = 0; i <= MaxGamesPerFile; ++i)
            manyGames += "[Game \"Tihbat\"] *\n";
        QCOMPARE(errorOf(manyGames),
                 "line " + std::to_string(MaxGamesPerFile + 1) +
                     ", column 1: the file holds more than 10000 games, the limit");

        const std::string longComment =
            "[Game \"Tihbat\"]\n{" + std::string(MaxCommentBytes + 1, 'c') + "} *";
        QCOMPARE(
            errorOf(longComment),
            std::string("line 2, column 1: the comment is longer than 16384 bytes, the limit"));
        const std::string fitting =
            "[Game \"Tihbat\"]\n{" + std::string(MaxCommentBytes, 'c') + "} *";
        QVERIFY(readRecords(fitting).ok());

        std::string manyTags = "[Game \"Tihbat\"]\n";
        for (int i = 1; i <= MaxTagsPerGame; ++i)
            manyTags += "[T" + std::to_string(i) + " \"\"]\n";
        QCOMPARE(errorOf(manyTags + "*"),
                 "line " + std::to_string(MaxTagsPerGame + 1) +
                     ", column 1: game 1 has more than 100 tags, the limit");

        const std::string longValue =
            "[Game \"Tihbat\"]\n[Event \"" + std::string(MaxTagValueBytes + 1, 'v') + "\"]\n*";
        QCOMPARE(errorOf(longValue), std::string("line 2, column 8: the value of tag Event is "
                                                 "longer than 1024 bytes, the limit"));
    }

    void badCorpus_data() {
        QTest::addColumn<QString>("file");
        QTest::addColumn<QString>("expected");
        const std::map<QString, QString> expected = badCorpusExpectations();
        for (const QString &file : corpusFiles("bad")) {
            const auto it = expected.find(file);
            QTest::newRow(qPrintable(file))
                << file
                << (it == expected.end() ? QString("(no expectation written)") : it->second);
        }
    }

    void badCorpus() {
        QFETCH(QString, file);
        QFETCH(QString, expected);
        const std::string message = errorOf(readBytes(CorpusDir + "/bad/" + file));
        QVERIFY2(QString::fromStdString(message).startsWith(expected),
                 qPrintable(file + ": " + QString::fromStdString(message)));
    }

    void everyExpectationHasItsFile() {
        const QStringList files = corpusFiles("bad");
        for (const auto &[file, message] : badCorpusExpectations())
            QVERIFY2(files.contains(file), qPrintable(file));
    }

    void goodCorpus_data() {
        QTest::addColumn<QString>("file");
        for (const QString &file : corpusFiles("good"))
            QTest::newRow(qPrintable(file)) << file;
    }

    void goodCorpus() {
        QFETCH(QString, file);
        const ReadResult result = readRecordFile((CorpusDir + "/good/" + file).toStdString());
        QVERIFY2(result.ok(), result.ok() ? "" : result.error->describe().c_str());
        QVERIFY(!result.games.empty());
        verifyRoundTrip(result.games);
    }

    void goodCorpusFacts() {
        const auto games = [](const char *file) {
            return readRecordFile((CorpusDir + "/good/" + file).toStdString()).games;
        };
        QCOMPARE(games("several_games.tihbat").size(), std::size_t(3));
        QCOMPARE(games("every_tag.tihbat").front().tag("Annotator"),
                 std::optional<std::string>("Teacher"));
        const GameRecord crlf = games("crlf_bom.tihbat").front();
        QCOMPARE(crlf.tag("Event"), std::optional<std::string>("Windows"));
        QCOMPARE(crlf.commentsBefore, (std::vector<std::string>{"two\r\nlines"}));
        const GameRecord unicode = games("unicode.tihbat").front();
        QCOMPARE(unicode.tag("North"), std::optional<std::string>("Mwalimu \"Juma\" \\ Ali"));
        QCOMPARE(unicode.moves.front().commentsAfter.front(), std::string("\xF0\x9F\x99\x82"));
        // 5 5 5 5 S: A takes 2, a takes 8 (chain off): unmarked captures are fine.
        const Replay plain = gameOf(games("no_numbers_no_marks.tihbat").front());
        QVERIFY(plain.game);
        QCOMPARE(plain.game->state().captured, (std::array<int, 2>{2, 8}));
    }

    // Inputs the fuzzer once found troublesome: they must be read without a crash, and if
    // they are accepted they must survive a round trip.
    void regressionCorpus() {
        const QStringList files = QDir(CorpusDir + "/regression").entryList(QDir::Files);
        for (const QString &file : files) {
            const ReadResult result = readRecords(readBytes(CorpusDir + "/regression/" + file));
            if (result.ok())
                verifyRoundTrip(result.games);
        }
    }

    void missingFileIsReported() {
        const ReadResult result = readRecordFile("/nonexistent/game.tihbat");
        QVERIFY(!result.ok());
        QCOMPARE(result.error->line, 0);
        QCOMPARE(result.error->describe(),
                 std::string("cannot open /nonexistent/game.tihbat: no such file or directory"));
    }

private:
    // The broken files of corpus/bad and the start of the message each must produce, worked
    // out by hand (columns count characters from 1).
    static std::map<QString, QString> badCorpusExpectations() {
        return {
            {"all_captured_then_move.tihbat",
             "line 4, column 4: move 1 (A) is not legal: the game is already over: every "
             "counter is captured"},
            {"bad_escape.tihbat", "line 2, column 11: unknown escape in the value of tag Event"},
            {"bad_result_tag.tihbat", "line 2, column 9: the Result tag must be * or the final "
                                      "score such as 16-12, not \"1-0-0\""},
            {"binary_junk.tihbat", "line 1, column 1: the file holds the control character U+007F"},
            {"chain_maybe.tihbat",
             "line 2, column 15: ChainCapture must be \"on\" or \"off\", not \"maybe\""},
            {"chess.tihbat", "line 1, column 7: this is a record of \"Chess\", not of Tihbat"},
            {"control_char.tihbat",
             "line 3, column 6: the file holds the control character U+001B"},
            {"counters_13.tihbat",
             "line 2, column 11: Counters must be a whole number from 1 to 12, not \"13\""},
            {"duplicate_tag.tihbat",
             "line 3, column 2: the tag Event appears twice (first on line 2)"},
            {"empty_file.tihbat", "line 3, column 1: the file holds no game"},
            {"empty_pit.tihbat", "line 4, column 4: move 1 (A) is not legal: pit A is empty"},
            // Game 2, Counters 1: A lifts 1 back into A, 1 1 1 1 N, so A again is refused.
            {"error_in_second_game.tihbat",
             "line 8, column 9: move 2 (A) is not legal: it is North's turn"},
            {"first_to_move_east.tihbat",
             "line 2, column 14: FirstToMove must be \"South\" or \"North\", not \"East\""},
            {"invalid_utf8.tihbat", "line 2, column 12: the file is not valid UTF-8 (byte 0xFF)"},
            // 7 7 7 7 S: A lifts 7 and its last counter lands in a (North's side): no capture.
            {"mark_without_capture.tihbat", "line 3, column 4: move 1 (Ax2) is marked as a "
                                            "capture but captures nothing (write A)"},
            {"missing_result.tihbat", "line 4, column 1: game 1 has no result at its end"},
            // Counters 1: the game is over after move 2 (see endings), so move 3 is refused.
            {"move_after_end.tihbat", "line 4, column 14: move 3 (A) is not legal: the game is "
                                      "already over: a position repeated"},
            {"move_number_wrong.tihbat",
             "line 3, column 6: the move number 3 is wrong: this is move 2"},
            {"no_game_tag.tihbat",
             "line 3, column 1: game 1 has no [Game \"Tihbat\"] tag before its moves"},
            {"nul_byte.tihbat", "line 3, column 5: the file holds a NUL byte"},
            {"number_too_long.tihbat", "line 3, column 1: the number is too long"},
            {"number_without_move.tihbat",
             "line 3, column 6: the move number is not followed by a move"},
            {"overlong_utf8.tihbat", "line 2, column 2: the file is not valid UTF-8 (byte 0xC0)"},
            {"pass_written.tihbat", "line 3, column 9: a pass is never written"},
            {"position_bad_side.tihbat",
             "line 2, column 11: the side to move in the Position must be S or N, not \"W\""},
            {"position_first_to_move_conflict.tihbat",
             "line 3, column 11: the Position has South to move but FirstToMove says North"},
            {"position_malformed.tihbat",
             "line 2, column 11: the Position must be the four pit counts A B a b"},
            {"position_odd_captured.tihbat",
             "line 2, column 11: the Position is not possible: South has captured 3 counters, "
             "an odd number"},
            {"position_wrong_total.tihbat",
             "line 2, column 11: the Position is not possible: the pits and the captures hold "
             "30 counters, but a game with 7 counters per pit has 28"},
            {"result_missing_north.tihbat",
             "line 3, column 9: expected North's score after '-' in the result"},
            {"result_tag_mismatch.tihbat",
             "line 2, column 9: the Result tag says 3-1 but the game ended after move 2 (a "
             "position repeated) with 2-2"},
            {"score_but_unfinished.tihbat",
             "line 3, column 6: the result says 14-14 but the game is not over after move 1; "
             "write * for an unfinished game"},
            {"star_but_over.tihbat", "line 4, column 11: the result says * but the game ended "
                                     "after move 2 (a position repeated) with 2-2"},
            {"star_mark.tihbat", "line 4, column 5: move 1 (A) must be followed by a space, not "
                                 "'*'; a capture is marked with x and the counters taken"},
            {"stray_brace.tihbat", "line 3, column 6: '}' without a '{'"},
            {"tag_among_moves.tihbat", "line 5, column 1: a tag cannot stand among the moves"},
            {"tag_name_digit.tihbat", "line 2, column 2: the tag name 1st is not valid"},
            {"tag_unclosed_bracket.tihbat", "line 1, column 15: expected ']' to close tag Game, "
                                            "found the end of the line"},
            {"text_before_tags.tihbat",
             "line 1, column 1: expected '[' to start the tags of a game, found 'T'"},
            {"three_marks.tihbat", "line 4, column 9: a move captures at most two pits"},
            {"unclosed_comment.tihbat", "line 3, column 6: the comment is never closed by '}'"},
            {"unclosed_tag_value.tihbat",
             "line 2, column 8: the value of tag Event is not closed by '\"' on its line"},
            {"unicode_columns.tihbat",
             "line 4, column 11: move 1 (a) is not legal: it is South's turn"},
            {"junk_after_result.tihbat",
             "line 3, column 8: expected '[' to start the tags of the next game, found '2'"},
            {"wrong_mark.tihbat", "line 4, column 4: move 1 (Ax4) has the wrong capture mark: "
                                  "it captures 2 (write Ax2)"},
            {"wrong_score.tihbat", "line 4, column 11: the result says 3-1 but the game ended "
                                   "after move 2 (a position repeated) with 2-2"},
            {"wrong_side.tihbat", "line 3, column 4: move 1 (a) is not legal: it is South's turn"},
        };
    }
};

QTEST_APPLESS_MAIN(TestRecord)
#include "tst_record.moc"
