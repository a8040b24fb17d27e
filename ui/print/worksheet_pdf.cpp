// SPDX-License-Identifier: GPL-3.0-or-later
#include "worksheet_pdf.h"

#include "game/game_texts.h"

#include <QBuffer>
#include <QDateTime>
#include <QPdfWriter>
#include <QRegularExpression>

namespace tihbat {

namespace {

constexpr int Resolution = 300;

} // namespace

// QPdfWriter writes the time it was made; SOURCE_DATE_EPOCH fixes it (same length, so the
// cross-reference table's offsets stay right).
void fixPdfCreationDate(QByteArray &pdf) {
    bool ok = false;
    const qint64 epoch = qEnvironmentVariable("SOURCE_DATE_EPOCH").toLongLong(&ok);
    if (!ok)
        return;
    const QByteArray date =
        QDateTime::fromSecsSinceEpoch(epoch, Qt::UTC).toString("yyyyMMddHHmmss").toLatin1();
    static const QRegularExpression creation(QStringLiteral("/CreationDate \\(D:(\\d{14})"));
    const QRegularExpressionMatch match = creation.match(QString::fromLatin1(pdf.left(4096)));
    if (match.hasMatch() && date.size() == 14)
        pdf.replace(match.capturedStart(1), 14, date);
}

QByteArray worksheetPdf(const Worksheet &sheet, WorksheetPart part) {
    QByteArray bytes;
    {
        QBuffer buffer(&bytes);
        buffer.open(QIODevice::WriteOnly);
        QPdfWriter writer(&buffer);
        writer.setResolution(Resolution);
        writer.setPageLayout(WorksheetPages::pageLayout(sheet.choice.paper));
        writer.setCreator(GameTexts::gameName());
        writer.setTitle(sheet.title);
        WorksheetPages(sheet).paint(&writer, part);
    }
    fixPdfCreationDate(bytes);
    return bytes;
}

} // namespace tihbat
