// SPDX-License-Identifier: GPL-3.0-or-later
// The writer: tags, then the movetext wrapped at 80 columns, marks and result from the rules.
#include "core/notation.h"
#include "record.h"
#include "record_text.h"

namespace tihbat::record {

namespace {

constexpr std::size_t LineWidth = 80;

// Text the reader accepts back unchanged: valid UTF-8 without forbidden control characters;
// anything else becomes '?' (invalid bytes) or ' ' (control characters).
std::string readableText(std::string_view text, bool keepLineBreaks) {
    std::string out;
    out.reserve(text.size());
    for (std::size_t at = 0; at < text.size();) {
        const char c = text[at];
        const std::size_t length = detail::utf8SequenceLength(text, at);
        const bool lineBreak = c == '\n' || c == '\r';
        if (length == 0) {
            out += '?';
            ++at;
        } else if (detail::isForbiddenControl(c) || (lineBreak && !keepLineBreaks)) {
            out += ' ';
            ++at;
        } else {
            out.append(text.substr(at, length));
            at += length;
        }
    }
    return out;
}

std::string tagLine(std::string_view name, std::string_view value) {
    std::string line = "[" + std::string(name) + " \"";
    for (char c : readableText(value, false)) {
        if (c == '"' || c == '\\')
            line += '\\';
        line += c;
    }
    return line + "\"]\n";
}

std::string commentToken(const std::string &comment) {
    std::string text = readableText(comment, true);
    for (char &c : text) {
        if (c == '}')
            c = ')'; // a comment cannot hold its own closing brace
    }
    return "{" + text + "}";
}

std::string positionText(const GameState &setup) {
    return formatPosition(setup.position) + ' ' + std::to_string(setup.captured[0]) + ' ' +
           std::to_string(setup.captured[1]);
}

// Joins tokens with spaces, starting a new line before a token that would pass LineWidth.
class MovetextLines {
public:
    void add(const std::string &token) {
        if (m_lineLength > 0 && m_lineLength + 1 + token.size() > LineWidth) {
            m_text += '\n';
            m_lineLength = 0;
        } else if (m_lineLength > 0) {
            m_text += ' ';
            ++m_lineLength;
        }
        m_text += token;
        const auto lastBreak = token.rfind('\n');
        m_lineLength = lastBreak == std::string::npos ? m_lineLength + token.size()
                                                      : token.size() - lastBreak - 1;
    }
    std::string text() const { return m_text + '\n'; }

private:
    std::string m_text;
    std::size_t m_lineLength = 0;
};

// The moves as written ("3. Bx4") and the result, replayed through the rules while they are
// legal; a record that is not a legal game gets plain letters and "*".
struct WrittenMoves {
    std::vector<std::string> moves;
    std::string result = "*";
};

WrittenMoves writtenMoves(const GameRecord &record) {
    WrittenMoves written;
    std::optional<Game> game;
    const bool playable =
        record.options.isValid() &&
        (!record.setup || !setupProblem(record.options, *record.setup).has_value());
    if (playable)
        game = record.setup ? Game(record.options, *record.setup) : Game(record.options);
    for (const RecordedMove &move : record.moves) {
        std::string text = std::string(1, pitLetter(move.pit));
        if (game && game->check(move.pit) == MoveError::None)
            text += detail::captureMarks(std::get<MoveStory>(game->play(move.pit)));
        else
            game.reset();
        written.moves.push_back(std::move(text));
    }
    if (game)
        written.result = resultToken(*game);
    return written;
}

} // namespace

std::string writeRecord(const GameRecord &record) {
    const WrittenMoves written = writtenMoves(record);
    std::string text = tagLine(GameTag, GameTagValue);
    for (const Tag &tag : record.tags) {
        if (isValidTagName(tag.name) && !isInterpretedTag(tag.name))
            text += tagLine(tag.name, tag.value);
    }
    text += tagLine(ResultTag, written.result);
    text += tagLine(CountersTag, std::to_string(record.options.countersPerPit));
    text += tagLine(ChainCaptureTag, detail::onOff(record.options.chainCapture));
    text += tagLine(FirstToMoveTag, detail::sideName(record.options.firstToMove));
    if (record.setup)
        text += tagLine(PositionTag, positionText(*record.setup));
    text += '\n';

    MovetextLines lines;
    for (const std::string &comment : record.commentsBefore)
        lines.add(commentToken(comment));
    for (std::size_t i = 0; i < record.moves.size(); ++i) {
        lines.add(std::to_string(i + 1) + ". " + written.moves[i]);
        for (const std::string &comment : record.moves[i].commentsAfter)
            lines.add(commentToken(comment));
    }
    lines.add(written.result);
    return text + lines.text();
}

std::string writeRecords(std::span<const GameRecord> games) {
    std::string text;
    for (std::size_t i = 0; i < games.size(); ++i) {
        if (i > 0)
            text += '\n';
        text += writeRecord(games[i]);
    }
    return text;
}

} // namespace tihbat::record
