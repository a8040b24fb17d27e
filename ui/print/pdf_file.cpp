// SPDX-License-Identifier: GPL-3.0-or-later
#include "pdf_file.h"

#include "game/game_texts.h"

#include <QBuffer>
#include <QDateTime>
#include <QHashSeed>
#include <QPdfWriter>

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
    return bytes;
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
