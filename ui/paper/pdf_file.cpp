// SPDX-License-Identifier: GPL-3.0-or-later
#include "pdf_file.h"

#include "game/words/game_texts.h"
#include "print_text.h"

#include <QBuffer>
#include <QDateTime>
#include <QHashSeed>
#include <QPdfWriter>
#include <algorithm>

namespace tihbat {

namespace {

// Qt's deterministic hash seed while it lives (for the hashes made meanwhile: QHash keeps the
// seed it was made with), a random one again after, unless the process had the fixed one.
class FixedHashSeed {
public:
    FixedHashSeed()
        : m_wasFixed(QHashSeed::globalSeed() == 0) {
        QHashSeed::setDeterministicGlobalSeed();
    }
    ~FixedHashSeed() {
        if (!m_wasFixed)
            QHashSeed::resetRandomGlobalSeed();
    }
    FixedHashSeed(const FixedHashSeed &) = delete;
    FixedHashSeed &operator=(const FixedHashSeed &) = delete;

private:
    bool m_wasFixed;
};

} // namespace

QByteArray PdfFile::write(const QPageLayout &layout, const QString &title,
                          const std::function<void(QPagedPaintDevice *)> &paint) {
    QByteArray bytes;
    {
        const FixedHashSeed seed;
        QBuffer buffer(&bytes);
        buffer.open(QIODevice::WriteOnly);
        QPdfWriter writer(&buffer);
        writer.setResolution(Resolution);
        writer.setPageLayout(layout);
        writer.setCreator(GameTexts::gameName());
        writer.setTitle(title);
        paint(&writer);
    }
    settleCreationDate(bytes);
    nameFontSubsets(bytes);
    muteText(bytes, PrintText::shapedPostscriptPrefix());
    unfoldPresentationForms(bytes);
    return bytes;
}

namespace {

bool isPresentationForm(char32_t c) {
    return (c >= 0xFB50 && c <= 0xFDFF) || (c >= 0xFE70 && c <= 0xFEFF);
}

QByteArray hex16(const QString &text) {
    QByteArray hex;
    for (const QChar c : text)
        hex += QByteArray::number(c.unicode(), 16).toUpper().rightJustified(4, '0');
    return hex;
}

// The glyph-to-text pairs of a ToUnicode map as Qt writes it: "N beginbfrange" sections of
// "<first> <last> <text>" (consecutive characters) or "<first> <last> [<text> ...]".
std::vector<std::pair<uint, QString>> toUnicodePairs(const QByteArray &map) {
    std::vector<std::pair<uint, QString>> pairs;
    auto textOf = [](const QByteArray &hex) {
        QString text;
        for (qsizetype i = 0; i + 4 <= hex.size(); i += 4)
            text += QChar(char16_t(hex.mid(i, 4).toUInt(nullptr, 16)));
        return text;
    };
    const QList<QByteArray> lines = map.split('\n');
    bool inRange = false;
    for (const QByteArray &line : lines) {
        if (line.endsWith("beginbfrange")) {
            inRange = true;
            continue;
        }
        if (line == "endbfrange") {
            inRange = false;
            continue;
        }
        if (!inRange)
            continue;
        QList<QByteArray> tokens;
        for (const QByteArray &part : line.simplified().split(' ')) {
            QByteArray token = part;
            token.replace('<', "").replace('>', "").replace('[', "").replace(']', "");
            if (!token.isEmpty())
                tokens.append(token);
        }
        if (tokens.size() < 3)
            continue;
        const uint first = tokens[0].toUInt(nullptr, 16);
        const uint last = tokens[1].toUInt(nullptr, 16);
        const bool list = line.contains('[');
        for (uint glyph = first; glyph <= last; ++glyph) {
            if (list) {
                const qsizetype at = 2 + qsizetype(glyph - first);
                if (at < tokens.size())
                    pairs.emplace_back(glyph, textOf(tokens[at]));
            } else {
                QString text = textOf(tokens[2]);
                text.back() = QChar(char16_t(text.back().unicode() + (glyph - first)));
                pairs.emplace_back(glyph, text);
            }
        }
    }
    return pairs;
}

} // namespace

void PdfFile::unfoldPresentationForms(QByteArray &pdf) {
    const QByteArray begin = "begincmap\n";
    const QByteArray end = "endcmap\n";
    for (qsizetype at = pdf.indexOf(begin); at >= 0; at = pdf.indexOf(begin, at + 1)) {
        const qsizetype mapEnd = pdf.indexOf(end, at);
        const qsizetype streamAt = pdf.lastIndexOf("stream\n", at);
        const qsizetype lengthAt = pdf.lastIndexOf("<< /Length ", at);
        if (mapEnd < 0 || streamAt < 0 || lengthAt < 0 || lengthAt > streamAt)
            continue;
        std::vector<std::pair<uint, QString>> pairs = toUnicodePairs(pdf.mid(at, mapEnd - at));
        bool folded = false;
        for (auto &[glyph, text] : pairs) {
            if (text.size() == 1 && isPresentationForm(text.front().unicode())) {
                text = text.normalized(QString::NormalizationForm_KC);
                // A ligature's letters (lam-alef) as they lie on the page, right to left:
                // readers spread a glyph's letters over its width from the left, then read an
                // Arabic line from the right.
                std::reverse(text.begin(), text.end());
                folded = true;
            }
        }
        if (!folded)
            continue;
        // The map again, as single glyphs (at most 100 a section), after the code space.
        const QByteArray space = "endcodespacerange\n";
        const qsizetype spaceEnd = pdf.indexOf(space, at);
        if (spaceEnd < 0 || spaceEnd > mapEnd)
            continue;
        const qsizetype streamStart = streamAt + 7;
        QByteArray map = pdf.mid(streamStart, spaceEnd + space.size() - streamStart);
        for (std::size_t from = 0; from < pairs.size(); from += 100) {
            const std::size_t count = std::min<std::size_t>(100, pairs.size() - from);
            map += QByteArray::number(qulonglong(count)) + " beginbfchar\n";
            for (std::size_t i = from; i < from + count; ++i)
                map += '<' +
                       QByteArray::number(pairs[i].first, 16).toUpper().rightJustified(4, '0') +
                       "> <" + hex16(pairs[i].second) + ">\n";
            map += "endbfchar\n";
        }
        map += pdf.mid(mapEnd, pdf.indexOf("\nendstream\n", mapEnd) - mapEnd);
        replaceKeepingOffsets(pdf, lengthAt, pdf.indexOf("\nendstream\n", mapEnd) - lengthAt,
                              "<< /Length " + QByteArray::number(map.size()) + " >>\nstream\n" +
                                  map);
    }
}

void PdfFile::muteText(QByteArray &pdf, const QByteArray &postscriptPrefix) {
    // Qt writes each font's ToUnicode map as "<< /Length N >>\nstream\n...", referred to from
    // its Type0 font: "/Subtype /Type0\n/BaseFont /QABCDE+Name\n...\n/ToUnicode M 0 R".
    // A map that maps no glyph but .notdef: readers then take no character from these glyphs
    // (one that maps nothing at all, they would ignore for a guess of their own).
    const QByteArray mute = "/CIDInit /ProcSet findresource begin\n12 dict begin\nbegincmap\n"
                            "/CIDSystemInfo << /Registry (Adobe) /Ordering (UCS) /Supplement 0 "
                            ">> def\n/CMapName /Adobe-Identity-UCS def\n/CMapType 2 def\n"
                            "1 begincodespacerange\n<0000> <FFFF>\nendcodespacerange\n"
                            "1 beginbfchar\n<0000> <0000>\nendbfchar\nendcmap\n"
                            "CMapName currentdict /CMap defineresource pop\nend\nend\n";
    const QByteArray key = "/Subtype /Type0\n/BaseFont /";
    for (qsizetype at = pdf.indexOf(key); at >= 0; at = pdf.indexOf(key, at + key.size())) {
        const qsizetype nameAt = at + key.size();
        const qsizetype end = pdf.indexOf('\n', nameAt);
        QByteArray name = pdf.mid(nameAt, end - nameAt);
        if (name.size() > 7 && name.at(6) == '+')
            name = name.mid(7);
        if (end < 0 || !name.startsWith(postscriptPrefix))
            continue;
        const QByteArray toUnicode = "/ToUnicode ";
        const qsizetype refAt = pdf.indexOf(toUnicode, end);
        const qsizetype dictEnd = pdf.indexOf(">>", end);
        if (refAt < 0 || refAt > dictEnd)
            continue;
        const qsizetype numberAt = refAt + toUnicode.size();
        const QByteArray object = pdf.mid(numberAt, pdf.indexOf(' ', numberAt) - numberAt);
        const QByteArray head = "\n" + object + " 0 obj\n<< /Length ";
        const qsizetype streamAt = pdf.indexOf(head);
        const QByteArray tail = "\nendstream\n";
        const qsizetype streamEnd = pdf.indexOf(tail, streamAt);
        if (streamAt < 0 || streamEnd < 0)
            continue;
        const qsizetype from = streamAt + head.size();
        replaceKeepingOffsets(pdf, from, streamEnd - from,
                              QByteArray::number(mute.size()) + " >>\nstream\n" + mute);
    }
}

void PdfFile::nameFontSubsets(QByteArray &pdf) {
    // QPdfWriter embeds only the glyphs used (QFontSubset), tags the subset's name in its font
    // descriptor ("/FontName /QABCDE+NotoSans-Regular"), but writes the untagged name as the
    // /BaseFont of the CIDFontType2 and Type0 fonts that follow the descriptor; the PDF
    // standard (9.6.4) asks for the tag in both, and readers (pdffonts) take the subset for the
    // whole font without it.
    const QByteArray key = "/FontName /";
    constexpr qsizetype TagSize = 7; // "QABCDE+"
    for (qsizetype at = pdf.indexOf(key); at >= 0; at = pdf.indexOf(key, at + key.size())) {
        const qsizetype nameAt = at + key.size();
        const qsizetype end = pdf.indexOf('\n', nameAt);
        if (end < 0 || end - nameAt <= TagSize || pdf.at(nameAt + TagSize - 1) != '+')
            continue;
        const QByteArray tagged = pdf.mid(nameAt, end - nameAt);
        const QByteArray plain = "/BaseFont /" + tagged.mid(TagSize) + '\n';
        // The CIDFontType2 and the Type0 font of this descriptor, written just after it.
        qsizetype from = end;
        for (int font = 0; font < 2; ++font) {
            const qsizetype base = pdf.indexOf(plain, from);
            if (base < 0 ||
                !replaceKeepingOffsets(pdf, base, plain.size(), "/BaseFont /" + tagged + '\n'))
                break;
            from = base + plain.size();
        }
    }
}

void PdfFile::settleCreationDate(QByteArray &pdf) {
    // QPdfWriter writes "/CreationDate (D:20261202043000Z)" in its information dictionary, with
    // "+05'30'" or the like for another time zone: the entry's length depends on the zone.
    const QByteArray key = "/CreationDate (";
    const qsizetype start = pdf.indexOf(key);
    if (start < 0)
        return;
    const qsizetype end = pdf.indexOf(')', start + key.size());
    if (end < 0)
        return;
    QByteArray entry;
    bool ok = false;
    const qint64 epoch = qEnvironmentVariable("SOURCE_DATE_EPOCH").toLongLong(&ok);
    if (ok)
        entry =
            key + "D:" +
            QDateTime::fromSecsSinceEpoch(epoch, Qt::UTC).toString("yyyyMMddHHmmss").toLatin1() +
            "Z)";
    replaceKeepingOffsets(pdf, start, end + 1 - start, entry);
}

bool PdfFile::replaceKeepingOffsets(QByteArray &pdf, qsizetype start, qsizetype length,
                                    const QByteArray &bytes) {
    // The classic cross-reference table QPdfWriter ends with: "xref", "0 N", then N entries of
    // 20 bytes whose first 10 are an object's offset; then the trailer and
    // "startxref\n<offset of the table>\n%%EOF".
    const QByteArray startKey = "startxref\n";
    const qsizetype startxref = pdf.lastIndexOf(startKey);
    if (startxref < 0)
        return false;
    const qsizetype numberAt = startxref + startKey.size();
    const qsizetype numberEnd = pdf.indexOf('\n', numberAt);
    bool ok = false;
    const qsizetype table = pdf.mid(numberAt, numberEnd - numberAt).toLongLong(&ok);
    const QByteArray head = "xref\n0 ";
    if (!ok || numberEnd < 0 || table <= start || pdf.mid(table, head.size()) != head)
        return false;
    const qsizetype countEnd = pdf.indexOf('\n', table + head.size());
    const qsizetype count =
        pdf.mid(table + head.size(), countEnd - table - head.size()).toLongLong(&ok);
    constexpr qsizetype EntrySize = 20;
    if (!ok || countEnd < 0 || countEnd + 1 + count * EntrySize > startxref)
        return false;
    const qsizetype shift = bytes.size() - length;
    for (qsizetype i = 0; i < count; ++i) {
        const qsizetype at = countEnd + 1 + i * EntrySize;
        const qsizetype offset = pdf.mid(at, 10).toLongLong(&ok);
        if (ok && offset > start)
            pdf.replace(at, 10, QByteArray::number(offset + shift).rightJustified(10, '0'));
    }
    pdf.replace(numberAt, numberEnd - numberAt, QByteArray::number(table + shift));
    pdf.replace(start, length, bytes);
    return true;
}

} // namespace tihbat
