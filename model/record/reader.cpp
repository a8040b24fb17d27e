// SPDX-License-Identifier: GPL-3.0-or-later
// The strict reader: one pass over the text, no recursion, every move replayed through Game.
#include "core/notation.h"
#include "record.h"
#include "record_text.h"

#include <algorithm>

namespace tihbat::record {

namespace {

using detail::sideName;

struct Place {
    int line = 1;
    int column = 1;
};

// Thrown inside the reader only; readRecords turns it into a ParseError.
struct Refusal {
    Place place;
    std::string message;
};

[[noreturn]] void refuse(Place place, std::string message) {
    throw Refusal{place, std::move(message)};
}

bool isDigit(char c) {
    return c >= '0' && c <= '9';
}
bool isSpace(char c) {
    return c == ' ' || c == '\t' || c == '\n' || c == '\r';
}
bool isTagNameChar(char c) {
    return (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z') || isDigit(c) || c == '_';
}

// The text with the place (line, column in characters) of the next byte.
class Source {
public:
    explicit Source(std::string_view text)
        : m_text(text) {}

    bool atEnd() const { return m_offset >= m_text.size(); }
    char peek() const { return atEnd() ? '\0' : m_text[m_offset]; }
    std::size_t offset() const { return m_offset; }
    std::string_view rest() const { return m_text.substr(m_offset); }
    Place place() const { return m_place; }

    void advance() {
        const char c = m_text[m_offset++];
        if (c == '\n') {
            ++m_place.line;
            m_place.column = 1;
        } else if ((static_cast<unsigned char>(c) & 0xC0u) != 0x80u) {
            ++m_place.column; // continuation bytes belong to the character already counted
        }
    }
    void advanceBy(std::size_t bytes) {
        for (std::size_t i = 0; i < bytes && !atEnd(); ++i)
            advance();
    }
    void skipSpace() {
        while (!atEnd() && isSpace(peek()))
            advance();
    }
    void skipBlanks() { // inside a tag line
        while (!atEnd() && (peek() == ' ' || peek() == '\t'))
            advance();
    }

private:
    std::string_view m_text;
    std::size_t m_offset = 0;
    Place m_place;
};

// The character at the source as text for a message: "'q'" or "U+00E9".
std::string describeNext(const Source &source) {
    if (source.atEnd())
        return "the end of the file";
    const char c = source.peek();
    if (c == '\n' || c == '\r')
        return "the end of the line";
    const std::size_t length = detail::utf8SequenceLength(source.rest(), 0);
    return "'" + std::string(source.rest().substr(0, std::max<std::size_t>(length, 1))) + "'";
}

// At most 20 bytes of text for a message, cut between characters.
std::string shortened(std::string_view text) {
    if (text.size() <= 20)
        return std::string(text);
    std::size_t cut = 20;
    while (cut > 0 && (static_cast<unsigned char>(text[cut]) & 0xC0u) == 0x80u)
        --cut;
    return std::string(text.substr(0, cut)) + "...";
}

std::string hexByte(char c) {
    static constexpr std::string_view Hex = "0123456789ABCDEF";
    const auto byte = static_cast<unsigned char>(c);
    return {Hex[byte >> 4], Hex[byte & 0xFu]};
}

// Rejects text that is too large, not UTF-8 or binary, before any parsing.
void checkText(std::string_view text) {
    Source source(text);
    if (text.size() > MaxFileBytes) {
        source.advanceBy(MaxFileBytes);
        refuse(source.place(), "the file is larger than the limit of " +
                                   std::to_string(MaxFileBytes) + " bytes (4 MiB)");
    }
    while (!source.atEnd()) {
        const char c = source.peek();
        if (c == '\0')
            refuse(source.place(), "the file holds a NUL byte: it is not a text file");
        if (detail::isForbiddenControl(c))
            refuse(source.place(), "the file holds the control character U+00" + hexByte(c) +
                                       ": it is not a text file");
        const std::size_t length = detail::utf8SequenceLength(text, source.offset());
        if (length == 0)
            refuse(source.place(), "the file is not valid UTF-8 (byte 0x" + hexByte(c) + ")");
        source.advanceBy(length);
    }
}

struct TagToken {
    std::string name;
    std::string value;
    Place namePlace;
    Place valuePlace;
};

struct ResultValue {
    bool finished = false;
    int south = 0;
    int north = 0;
    std::string text() const {
        return finished ? std::to_string(south) + '-' + std::to_string(north) : "*";
    }
    bool operator==(const ResultValue &) const = default;
};

// Digits of a number of at most nine of them (so it fits an int).
int readNumber(Source &source) {
    const Place start = source.place();
    int value = 0;
    int digits = 0;
    while (isDigit(source.peek())) {
        if (++digits > 9)
            refuse(start, "the number is too long");
        value = value * 10 + (source.peek() - '0');
        source.advance();
    }
    return value;
}

std::optional<ResultValue> parseResultText(std::string_view text) {
    if (text == "*")
        return ResultValue{};
    const auto dash = text.find('-');
    if (dash == std::string_view::npos || dash == 0 || dash > 3 || dash + 1 == text.size() ||
        text.size() - dash - 1 > 3)
        return std::nullopt;
    const auto allDigits = [](std::string_view s) {
        return std::all_of(s.begin(), s.end(), isDigit);
    };
    if (!allDigits(text.substr(0, dash)) || !allDigits(text.substr(dash + 1)))
        return std::nullopt;
    ResultValue result{true, 0, 0};
    for (char c : text.substr(0, dash))
        result.south = result.south * 10 + (c - '0');
    for (char c : text.substr(dash + 1))
        result.north = result.north * 10 + (c - '0');
    return result;
}

ResultValue realResult(const Game &game) {
    const auto outcome = game.outcome();
    if (!outcome)
        return {};
    return {true, outcome->finalScore[sideIndex(Side::South)],
            outcome->finalScore[sideIndex(Side::North)]};
}

// Explains how a written result differs from the real one.
std::string resultMismatch(const std::string &what, const ResultValue &written, const Game &game) {
    const ResultValue real = realResult(game);
    const std::string afterMove =
        game.plies() == 0 ? "before any move" : "after move " + std::to_string(game.plies());
    if (!real.finished)
        return what + " says " + written.text() + " but the game is not over " + afterMove +
               "; write * for an unfinished game";
    return what + " says " + written.text() + " but the game ended " + afterMove + " (" +
           detail::endDescription(game.endReason()) + ") with " + real.text();
}

bool startsWithWord(std::string_view text, std::string_view word) {
    if (text.size() < word.size())
        return false;
    return std::equal(word.begin(), word.end(), text.begin(),
                      [](char a, char b) { return a == (b | 0x20); });
}

class Parser {
public:
    explicit Parser(std::string_view text)
        : m_source(text) {}

    std::vector<GameRecord> parseFile() {
        std::vector<GameRecord> games;
        while (true) {
            m_source.skipSpace();
            if (m_source.atEnd())
                break;
            if (m_source.peek() != '[') {
                const std::string where = games.empty() ? "a game" : "the next game";
                refuse(m_source.place(), "expected '[' to start the tags of " + where + ", found " +
                                             describeNext(m_source));
            }
            if (games.size() >= static_cast<std::size_t>(MaxGamesPerFile))
                refuse(m_source.place(), "the file holds more than " +
                                             std::to_string(MaxGamesPerFile) + " games, the limit");
            games.push_back(parseGame(static_cast<int>(games.size()) + 1));
        }
        if (games.empty())
            refuse(m_source.place(), "the file holds no game");
        return games;
    }

private:
    GameRecord parseGame(int number) {
        m_gameNumber = number;
        const std::vector<TagToken> tags = parseTagSection();
        GameRecord record;
        const std::optional<TagToken> resultTag = interpretTags(tags, record);
        Game game = record.setup ? Game(record.options, *record.setup) : Game(record.options);
        parseMovetext(record, game, resultTag);
        return record;
    }

    // ---- Tags ---------------------------------------------------------------------------

    std::vector<TagToken> parseTagSection() {
        std::vector<TagToken> tags;
        while (m_source.peek() == '[') {
            if (tags.size() >= static_cast<std::size_t>(MaxTagsPerGame))
                refuse(m_source.place(), "game " + std::to_string(m_gameNumber) +
                                             " has more than " + std::to_string(MaxTagsPerGame) +
                                             " tags, the limit");
            TagToken tag = parseTag();
            for (const TagToken &earlier : tags) {
                if (earlier.name == tag.name)
                    refuse(tag.namePlace, "the tag " + tag.name + " appears twice (first on line " +
                                              std::to_string(earlier.namePlace.line) + ")");
            }
            tags.push_back(std::move(tag));
            m_source.skipSpace();
        }
        return tags;
    }

    TagToken parseTag() {
        TagToken tag;
        m_source.advance(); // '['
        m_source.skipBlanks();
        tag.namePlace = m_source.place();
        while (isTagNameChar(m_source.peek()) && tag.name.size() <= MaxTagNameBytes) {
            tag.name += m_source.peek();
            m_source.advance();
        }
        if (tag.name.empty())
            refuse(tag.namePlace, "expected a tag name after '[', found " + describeNext(m_source));
        if (!isValidTagName(tag.name))
            refuse(tag.namePlace, "the tag name " + shortened(tag.name) +
                                      " is not valid: a tag name starts with a letter and "
                                      "has at most " +
                                      std::to_string(MaxTagNameBytes) + " letters, digits or '_'");
        m_source.skipBlanks();
        if (m_source.peek() != '"')
            refuse(m_source.place(), "expected the value of tag " + tag.name +
                                         " in double quotes, found " + describeNext(m_source));
        tag.valuePlace = m_source.place();
        tag.value = parseTagValue(tag.name, tag.valuePlace);
        m_source.skipBlanks();
        if (m_source.peek() != ']')
            refuse(m_source.place(),
                   "expected ']' to close tag " + tag.name + ", found " + describeNext(m_source));
        m_source.advance();
        return tag;
    }

    std::string parseTagValue(const std::string &name, Place opening) {
        m_source.advance(); // '"'
        std::string value;
        while (true) {
            const char c = m_source.peek();
            if (m_source.atEnd() || c == '\n' || c == '\r')
                refuse(opening, "the value of tag " + name + " is not closed by '\"' on its line");
            if (c == '"')
                break;
            if (c == '\\') {
                const Place escape = m_source.place();
                m_source.advance();
                if (m_source.peek() != '"' && m_source.peek() != '\\')
                    refuse(escape, "unknown escape in the value of tag " + name +
                                       ": only \\\" and \\\\ are allowed");
            }
            value += m_source.peek();
            m_source.advance();
            if (value.size() > MaxTagValueBytes)
                refuse(opening, "the value of tag " + name + " is longer than " +
                                    std::to_string(MaxTagValueBytes) + " bytes, the limit");
        }
        m_source.advance(); // '"'
        return value;
    }

    // Fills the record from the tags; returns the Result tag, checked once the moves are known.
    std::optional<TagToken> interpretTags(const std::vector<TagToken> &tags, GameRecord &record) {
        std::optional<TagToken> result, firstToMove, position;
        bool sawGame = false;
        for (const TagToken &tag : tags) {
            if (tag.name == GameTag) {
                if (tag.value != GameTagValue)
                    refuse(tag.valuePlace, "this is a record of \"" + tag.value +
                                               "\", not of Tihbat: the Game tag must be \"" +
                                               std::string(GameTagValue) + "\"");
                sawGame = true;
            } else if (tag.name == CountersTag) {
                record.options.countersPerPit = parseCounters(tag);
            } else if (tag.name == ChainCaptureTag) {
                record.options.chainCapture = parseChainCapture(tag);
            } else if (tag.name == FirstToMoveTag) {
                firstToMove = tag;
            } else if (tag.name == PositionTag) {
                position = tag;
            } else if (tag.name == ResultTag) {
                result = tag;
            } else {
                record.tags.push_back({tag.name, tag.value});
            }
        }
        if (!sawGame)
            refuse(m_source.place(), "game " + std::to_string(m_gameNumber) +
                                         " has no [Game \"Tihbat\"] tag before its moves");
        if (firstToMove)
            record.options.firstToMove = parseFirstToMove(*firstToMove);
        if (position)
            applyPosition(*position, firstToMove.has_value(), record);
        if (result && !parseResultText(result->value))
            refuse(result->valuePlace, "the Result tag must be * or the final score such as "
                                       "16-12, not \"" +
                                           result->value + "\"");
        return result;
    }

    static int parseCounters(const TagToken &tag) {
        const std::string &v = tag.value;
        const bool digits = !v.empty() && v.size() <= 2 && std::all_of(v.begin(), v.end(), isDigit);
        const int counters = digits ? std::stoi(v) : 0;
        if (!digits || counters < RuleOptions::MinCountersPerPit ||
            counters > RuleOptions::MaxCountersPerPit)
            refuse(tag.valuePlace,
                   "Counters must be a whole number from 1 to 12, not \"" + v + "\"");
        return counters;
    }

    static bool parseChainCapture(const TagToken &tag) {
        if (tag.value == "on" || tag.value == "off")
            return tag.value == "on";
        refuse(tag.valuePlace, "ChainCapture must be \"on\" or \"off\", not \"" + tag.value + "\"");
    }

    static Side parseFirstToMove(const TagToken &tag) {
        if (const auto side = detail::sideFromName(tag.value))
            return *side;
        refuse(tag.valuePlace,
               "FirstToMove must be \"South\" or \"North\", not \"" + tag.value + "\"");
    }

    static void applyPosition(const TagToken &tag, bool firstToMoveGiven, GameRecord &record) {
        const GameState setup = parsePosition(tag);
        if (auto problem = setupProblem(record.options, setup))
            refuse(tag.valuePlace, "the Position is not possible: " + *problem);
        const Side toMove = setup.position.toMove;
        if (firstToMoveGiven && record.options.firstToMove != toMove)
            refuse(tag.valuePlace, "the Position has " + sideName(toMove) +
                                       " to move but FirstToMove says " +
                                       sideName(record.options.firstToMove));
        record.options.firstToMove = toMove;
        record.setup = setup;
    }

    // "A B a b S|N s n": four pit counts, the side to move and the counters captured.
    static GameState parsePosition(const TagToken &tag) {
        std::vector<std::string_view> fields;
        std::string_view rest = tag.value;
        while (!rest.empty() && fields.size() <= 7) {
            const auto start = rest.find_first_not_of(' ');
            if (start == std::string_view::npos)
                break;
            rest.remove_prefix(start);
            const auto end = std::min(rest.find(' '), rest.size());
            fields.push_back(rest.substr(0, end));
            rest.remove_prefix(end);
        }
        if (fields.size() != 7)
            refuse(tag.valuePlace, "the Position must be the four pit counts A B a b, the side "
                                   "to move (S or N) and the counters captured by South and "
                                   "North, e.g. \"7 7 7 7 S 0 0\"");
        GameState setup;
        for (int pit = 0; pit < PitCount; ++pit)
            setup.position.pits[pit] = positionCount(tag, fields[pit]);
        const auto side = sideFromLetter(fields[4]);
        if (!side)
            refuse(tag.valuePlace, "the side to move in the Position must be S or N, not \"" +
                                       std::string(fields[4]) + "\"");
        setup.position.toMove = *side;
        setup.captured = {positionCount(tag, fields[5]), positionCount(tag, fields[6])};
        return setup;
    }

    static int positionCount(const TagToken &tag, std::string_view field) {
        if (field.size() > 3 || !std::all_of(field.begin(), field.end(), isDigit))
            refuse(tag.valuePlace,
                   "\"" + shortened(field) + "\" in the Position is not a count of counters");
        int value = 0;
        for (char c : field)
            value = value * 10 + (c - '0');
        return value;
    }

    // ---- Movetext -----------------------------------------------------------------------

    void parseMovetext(GameRecord &record, Game &game, const std::optional<TagToken> &resultTag) {
        m_pendingNumber.reset();
        m_comments = 0;
        while (true) {
            m_source.skipSpace();
            const Place place = m_source.place();
            const char c = m_source.peek();
            if (m_source.atEnd())
                refuse(place, "game " + std::to_string(m_gameNumber) +
                                  " has no result at its end: finish its moves with * (not "
                                  "finished) or the final score, e.g. 16-12");
            if (c == '{') {
                addComment(record, parseComment());
            } else if (c == '*' || isDigit(c)) {
                if (const auto result = parseNumberOrResult(record)) {
                    checkResult(*result, place, game, resultTag);
                    return;
                }
            } else if (pitFromLetter(std::string_view(&c, 1))) {
                parseMove(record, game);
            } else {
                refuseUnexpected(place);
            }
        }
    }

    [[noreturn]] void refuseUnexpected(Place place) const {
        const char c = m_source.peek();
        if (c == '[')
            refuse(place, "a tag cannot stand among the moves: did the game before it end "
                          "without a result (* or the score such as 16-12)?");
        if (c == '}')
            refuse(place, "'}' without a '{' opening a comment before it");
        if (startsWithWord(m_source.rest(), "pass"))
            refuse(place, "a pass is never written: the reader inserts passes by itself");
        refuse(place, "unexpected " + describeNext(m_source) +
                          ": expected a move (A, B, a or b), a move number, a {comment} or the "
                          "result");
    }

    std::string parseComment() {
        const Place opening = m_source.place();
        const std::string_view rest = m_source.rest().substr(1);
        const std::string_view window = rest.substr(0, MaxCommentBytes + 1);
        const auto close = window.find('}');
        if (close == std::string_view::npos) {
            if (window.size() > MaxCommentBytes)
                refuse(opening, "the comment is longer than " + std::to_string(MaxCommentBytes) +
                                    " bytes, the limit");
            refuse(opening, "the comment is never closed by '}'");
        }
        std::string text(window.substr(0, close));
        m_source.advanceBy(close + 2);
        return text;
    }

    void addComment(GameRecord &record, std::string comment) {
        if (++m_comments > MaxCommentsPerGame)
            refuse(m_source.place(), "game " + std::to_string(m_gameNumber) + " has more than " +
                                         std::to_string(MaxCommentsPerGame) +
                                         " comments, the limit");
        // A comment between a move number and its move still comes before that move.
        auto &comments =
            record.moves.empty() ? record.commentsBefore : record.moves.back().commentsAfter;
        comments.push_back(std::move(comment));
    }

    // A move number ("12.") returns nothing; a result ("*", "16-12") is returned.
    std::optional<ResultValue> parseNumberOrResult(const GameRecord &record) {
        const Place start = m_source.place();
        if (m_source.peek() == '*') {
            m_source.advance();
            refusePendingNumber();
            return ResultValue{};
        }
        const int number = readNumber(m_source);
        if (m_source.peek() == '-') {
            m_source.advance();
            if (!isDigit(m_source.peek()))
                refuse(m_source.place(), "expected North's score after '-' in the result");
            const int north = readNumber(m_source);
            refusePendingNumber();
            return ResultValue{true, number, north};
        }
        if (m_source.peek() != '.')
            refuse(m_source.place(), "expected '.' after the move number " +
                                         std::to_string(number) + " or '-' in a result, found " +
                                         describeNext(m_source));
        m_source.advance();
        refusePendingNumber();
        const auto expected = record.moves.size() + 1;
        if (static_cast<std::size_t>(number) != expected)
            refuse(start, "the move number " + std::to_string(number) + " is wrong: this is move " +
                              std::to_string(expected));
        m_pendingNumber = start;
        return std::nullopt;
    }

    void refusePendingNumber() const {
        if (m_pendingNumber)
            refuse(*m_pendingNumber, "the move number is not followed by a move");
    }

    void parseMove(GameRecord &record, Game &game) {
        const Place place = m_source.place();
        const int pit = *pitFromLetter(m_source.rest().substr(0, 1));
        m_source.advance();
        const std::optional<std::vector<int>> marks = parseMarks();
        checkMoveEnd(record.moves.size() + 1, pit);
        m_pendingNumber.reset();

        const std::size_t number = record.moves.size() + 1;
        const std::string label =
            "move " + std::to_string(number) + " (" + pitLetter(pit) + marksText(marks) + ")";
        if (number > static_cast<std::size_t>(MaxMovesPerGame))
            refuse(place, "game " + std::to_string(m_gameNumber) + " has more than " +
                              std::to_string(MaxMovesPerGame) + " moves, the limit");
        if (const MoveError error = game.check(pit); error != MoveError::None)
            refuse(place, label + " is not legal: " + detail::moveRefusal(game, pit, error));
        const MoveStory story = std::get<MoveStory>(game.play(pit));
        if (marks)
            checkMarks(*marks, story, label, place);
        record.moves.push_back({pit, {}});
    }

    static std::string marksText(const std::optional<std::vector<int>> &marks) {
        std::string text;
        for (int counters : marks.value_or(std::vector<int>{}))
            text += 'x' + std::to_string(counters);
        return text;
    }

    // "x4" or "x6x2" after a pit letter; nothing when the move has no mark.
    std::optional<std::vector<int>> parseMarks() {
        if (m_source.peek() != 'x')
            return std::nullopt;
        std::vector<int> marks;
        while (m_source.peek() == 'x') {
            const Place place = m_source.place();
            if (marks.size() == 2)
                refuse(place, "a move captures at most two pits, so it has at most two marks");
            m_source.advance();
            if (!isDigit(m_source.peek()))
                refuse(m_source.place(), "expected the number of counters captured after 'x'");
            marks.push_back(readNumber(m_source));
        }
        return marks;
    }

    void checkMoveEnd(std::size_t number, int pit) const {
        if (m_source.atEnd() || isSpace(m_source.peek()) || m_source.peek() == '{')
            return;
        std::string hint;
        if (m_source.peek() == '*')
            hint = "; a capture is marked with x and the counters taken, e.g. Ax4";
        refuse(m_source.place(), "move " + std::to_string(number) + " (" + pitLetter(pit) +
                                     ") must be followed by a space, not " +
                                     describeNext(m_source) + hint);
    }

    static void checkMarks(const std::vector<int> &marks, const MoveStory &story,
                           const std::string &label, Place place) {
        std::vector<int> real;
        for (const Capture &capture : story.captures)
            real.push_back(capture.counters);
        if (marks == real)
            return;
        const std::string correct =
            std::string(1, pitLetter(story.pit)) + detail::captureMarks(story);
        if (real.empty())
            refuse(place,
                   label + " is marked as a capture but captures nothing (write " + correct + ")");
        refuse(place, label + " has the wrong capture mark: it captures " +
                          std::to_string(story.capturedCounters()) + " (write " + correct + ")");
    }

    void checkResult(const ResultValue &written, Place place, const Game &game,
                     const std::optional<TagToken> &resultTag) const {
        const ResultValue real = realResult(game);
        if (written != real)
            refuse(place, resultMismatch("the result", written, game));
        if (resultTag && *parseResultText(resultTag->value) != real)
            refuse(resultTag->valuePlace,
                   resultMismatch("the Result tag", *parseResultText(resultTag->value), game));
    }

    Source m_source;
    int m_gameNumber = 0;
    int m_comments = 0;
    std::optional<Place> m_pendingNumber;
};

} // namespace

ReadResult readRecords(std::string_view text) {
    // A byte order mark is tolerated (some editors write one) and not counted as a column.
    if (text.substr(0, 3) == "\xEF\xBB\xBF")
        text.remove_prefix(3);
    ReadResult result;
    try {
        checkText(text);
        result.games = Parser(text).parseFile();
    } catch (const Refusal &refusal) {
        result.games.clear();
        result.error = ParseError{refusal.place.line, refusal.place.column, refusal.message};
    }
    return result;
}

} // namespace tihbat::record
