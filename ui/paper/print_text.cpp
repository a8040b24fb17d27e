// SPDX-License-Identifier: GPL-3.0-or-later
#include "print_text.h"

#include <QFontMetricsF>
#include <QGlyphRun>
#include <QLocale>
#include <QPainter>
#include <QPainterPath>
#include <QPdfWriter>
#include <QRawFont>
#include <QTextLayout>
#include <algorithm>

namespace tihbat {

namespace {

bool isDevanagari(QChar c) {
    return c.unicode() >= 0x0900 && c.unicode() <= 0x097f;
}

bool isShapedFace(const QRawFont &font) {
    return font.familyName() == PrintText::shapedFace();
}

// The invisible layer of one line: each character's own glyph (no shaping, no dotted circles),
// in logical order, spread over the line's width, so text extraction reads the characters.
void drawTextLayer(QPainter &painter, const QFont &font, const QString &text, const QPointF &at,
                   qreal width) {
    QFont layerFont = font;
    layerFont.setFamilies({PrintText::textLayerFace(), QStringLiteral("Noto Sans")});
    const QRawFont primary = QRawFont::fromFont(layerFont);
    QFont latinFont = font;
    latinFont.setFamilies({QStringLiteral("Noto Sans"), QStringLiteral("DejaVu Sans")});
    const QRawFont latin = QRawFont::fromFont(latinFont);
    // Runs of characters one raw font has, each drawn as its own glyph run.
    struct Run {
        QRawFont font;
        QList<quint32> glyphs;
        QList<QPointF> advances;
    };
    QList<Run> runs;
    qreal natural = 0;
    for (const QChar c : text) {
        if (c.isSurrogate())
            continue;
        const QString one(c);
        const QRawFont *source = &primary;
        QList<quint32> glyph = primary.glyphIndexesForString(one);
        if (glyph.isEmpty() || glyph.front() == 0) {
            source = &latin;
            glyph = latin.glyphIndexesForString(one);
        }
        if (glyph.isEmpty() || glyph.front() == 0)
            continue;
        const QList<QPointF> advance = source->advancesForGlyphIndexes(glyph);
        if (runs.isEmpty() || !(runs.back().font == *source))
            runs.append(Run{*source, {}, {}});
        runs.back().glyphs.append(glyph.front());
        runs.back().advances.append(advance.front());
        natural += advance.front().x();
    }
    // Fitted by scaling the glyphs, not by spreading them: a reader takes a gap wider than the
    // glyphs' advances for a space inside the word.
    const qreal stretch = natural > 0 ? width / natural : 1;
    painter.save();
    painter.translate(at.x(), 0);
    painter.scale(stretch, 1);
    qreal x = 0;
    for (const Run &run : runs) {
        QList<QPointF> positions;
        for (const QPointF &advance : run.advances) {
            positions.append(QPointF(x, at.y()));
            x += advance.x();
        }
        QGlyphRun glyphRun;
        glyphRun.setRawFont(run.font);
        glyphRun.setGlyphIndexes(run.glyphs);
        glyphRun.setPositions(positions);
        painter.drawGlyphRun(QPointF(), glyphRun);
    }
    painter.restore();
}

} // namespace

bool PrintText::needsTextLayer(const QString &text) {
    return std::any_of(text.begin(), text.end(), isDevanagari);
}

bool PrintText::needsTextLayer(const QFont &font, const QString &text) {
    return needsTextLayer(text) || font.families().value(0) == shapedFace();
}

QString PrintText::shapedFace() {
    return QStringLiteral("Noto Sans Devanagari");
}

QByteArray PrintText::shapedPostscriptPrefix() {
    return QByteArrayLiteral("NotoSansDevanagari-");
}

QString PrintText::textLayerFace() {
    return QStringLiteral("Noto Serif Devanagari");
}

qreal PrintText::width(const QPainter &painter, const QString &text) {
    return QFontMetricsF(painter.font(), painter.device()).horizontalAdvance(text);
}

qreal PrintText::wrappedHeight(const QPainter &painter, qreal width, const QString &text) {
    if (!needsTextLayer(painter.font(), text))
        return QFontMetricsF(painter.font(), painter.device())
            .boundingRect(QRectF(0, 0, width, 1e6), Qt::TextWordWrap, text)
            .height();
    QTextLayout layout(text, painter.font(), painter.device());
    QTextOption option;
    option.setWrapMode(QTextOption::WordWrap);
    layout.setTextOption(option);
    layout.beginLayout();
    qreal height = 0;
    for (QTextLine line = layout.createLine(); line.isValid(); line = layout.createLine()) {
        line.setLineWidth(width);
        height += line.height();
    }
    layout.endLayout();
    return height;
}

void PrintText::draw(QPainter &painter, const QRectF &box, int flags, const QString &text) {
    if (!needsTextLayer(painter.font(), text)) {
        painter.drawText(box, flags, text);
        return;
    }
    QTextLayout layout(text, painter.font(), painter.device());
    QTextOption option;
    option.setWrapMode((flags & Qt::TextWordWrap) ? QTextOption::WordWrap : QTextOption::NoWrap);
    layout.setTextOption(option);
    layout.beginLayout();
    qreal height = 0;
    for (QTextLine line = layout.createLine(); line.isValid(); line = layout.createLine()) {
        line.setLineWidth(box.width());
        line.setPosition(QPointF(0, height));
        height += line.height();
    }
    layout.endLayout();
    qreal top = box.top();
    if (flags & Qt::AlignVCenter)
        top = box.center().y() - height / 2;
    else if (flags & Qt::AlignBottom)
        top = box.bottom() - height;

    const QColor ink = painter.pen().color();
    const bool muted = dynamic_cast<const QPdfWriter *>(painter.device()) != nullptr;
    for (int i = 0; i < layout.lineCount(); ++i) {
        const QTextLine line = layout.lineAt(i);
        qreal left = box.left();
        if (flags & Qt::AlignRight)
            left = box.right() - line.naturalTextWidth();
        else if (flags & Qt::AlignHCenter)
            left = box.center().x() - line.naturalTextWidth() / 2;
        const QPointF origin(left, top + line.y());
        // The glyph runs' positions are the layout's, the line's own place included.
        const QPointF runOrigin(left - line.x(), top);
        // What the eye reads: the shaped glyphs, those of another face as outlines; all as
        // outlines on another device than PdfFile's QPdfWriter, which alone mutes their text
        // (a printer's own PDF, "print to file", would read them twice, and garbled).
        QPainterPath outlines;
        for (const QGlyphRun &run : line.glyphRuns()) {
            if (muted && isShapedFace(run.rawFont())) {
                painter.drawGlyphRun(runOrigin, run);
                continue;
            }
            const QRawFont font = run.rawFont();
            const QList<quint32> glyphs = run.glyphIndexes();
            const QList<QPointF> positions = run.positions();
            for (qsizetype g = 0; g < glyphs.size(); ++g)
                outlines.addPath(font.pathForGlyph(glyphs[g]).translated(runOrigin + positions[g]));
        }
        painter.fillPath(outlines, ink);
        // What a reader copies: the characters, invisible.
        painter.save();
        painter.setPen(QColor(0, 0, 0, 0));
        drawTextLayer(painter, painter.font(),
                      text.mid(line.textStart(), line.textLength()).trimmed(),
                      origin + QPointF(0, line.ascent()), line.naturalTextWidth());
        painter.restore();
    }
}

QFont PrintText::font(qreal points, QFont::Weight weight) {
    QStringList families{QStringLiteral("Noto Sans"), QStringLiteral("DejaVu Sans")};
    if (QLocale().script() == QLocale::DevanagariScript)
        families.prepend(shapedFace());
    // Arabic in DejaVu Sans, whose joined forms and lam-alef are its presentation-form glyphs:
    // Qt's PDF maps each back to a character (PdfFile unfolds them into letters), so copied and
    // searched text holds every letter. Noto Naskh Arabic forms lam-alef from a glyph no
    // character maps to, and "الاسم" came out of pdftotext as "ا سم".
    if (QLocale().script() == QLocale::ArabicScript)
        families.prepend(QStringLiteral("DejaVu Sans"));
    QFont font;
    font.setFamilies(families);
    font.setPointSizeF(points);
    font.setWeight(weight);
    return font;
}

} // namespace tihbat
