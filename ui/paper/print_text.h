// SPDX-License-Identifier: GPL-3.0-or-later
// Text on paper that a PDF reader can copy and search in every language. Qt's PDF writer maps
// each glyph back to one character, so Devanagari's conjuncts and vowel signs (one glyph for
// several characters, signs drawn before the consonant they follow) would copy as broken marks.
// Such text is drawn here as two layers: the shaped glyphs (what the eye reads), and the
// characters in their own order as an invisible line of plain glyphs over the same place (what a
// reader copies, searches and reads aloud), as scanned books carry their text. The shaped glyphs
// are the embedded font's own (a few bytes each; as outlines they made a Hindi worksheet of
// 800 KB), in the shaped face only (ShapedFace), whose characters PdfFile takes out of the PDF's
// text so a reader finds each word once; the invisible line is in another face (TextLayerFace).
// Glyphs of any other face in such a line (a Latin pit letter) are drawn as outlines, and so are
// all on another device than PdfFile's QPdfWriter (a printer, whose own PDF would not be muted).
#pragma once

#include <QFont>
#include <QRectF>
#include <QString>

class QPainter;

namespace tihbat {

class PrintText {
public:
    // Like QPainter::drawText(box, flags, text) with the painter's font and pen colour; flags:
    // Qt::AlignLeft/Right/HCenter, Qt::AlignTop/VCenter/Bottom, Qt::TextWordWrap.
    static void draw(QPainter &painter, const QRectF &box, int flags, const QString &text);
    // The text's width in the painter's font on its device.
    static qreal width(const QPainter &painter, const QString &text);
    // The height draw() gives the text wrapped at `width` (the lines of its own layout: a
    // fallback font may make them taller than the font's).
    static qreal wrappedHeight(const QPainter &painter, qreal width, const QString &text);
    // Whether the text needs the two layers (it has characters of a script Qt's PDF writer
    // cannot map back one glyph to one character, or the font shapes in ShapedFace).
    static bool needsTextLayer(const QString &text);
    static bool needsTextLayer(const QFont &font, const QString &text);
    // The face of the shaped glyphs (Devanagari), and the start of its PostScript names in a
    // PDF ("NotoSansDevanagari-Bold"): the PDF's text of these fonts is the invisible layer's.
    static QString shapedFace();
    static QByteArray shapedPostscriptPrefix();
    // The face of the invisible layer's Devanagari characters: any other face that has them.
    static QString textLayerFace();
    // The text face on paper: Noto Sans, with its Devanagari family first for Hindi (Qt shapes
    // Devanagari only in a family that has it, tried first), as the board's texts do.
    static QFont font(qreal points, QFont::Weight weight = QFont::Normal);
};

} // namespace tihbat
