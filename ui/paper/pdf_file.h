// SPDX-License-Identifier: GPL-3.0-or-later
// Pages as the bytes of a PDF file, the same bytes for the same pages whichever program writes
// them (the game's window or tihbat-cli) and whenever: a teacher who exports a sheet again, or
// a script that makes it, gets the very file of last time. Qt 6.4's QPdfWriter has two things
// that change from run to run: the order of its embedded fonts (kept in a QHash, whose seed is
// random in each process) and the creation date (the time of writing). The fonts are written
// with Qt's deterministic hash seed; the date is SOURCE_DATE_EPOCH where that is set (the
// reproducible-builds convention), and otherwise left out (it is optional in a PDF), whatever
// the time zone.
#pragma once

#include <QByteArray>
#include <QPageLayout>
#include <QString>
#include <functional>

class QPagedPaintDevice;

namespace tihbat {

class PdfFile {
public:
    // The resolution the pages are painted at (dots per inch).
    static constexpr int Resolution = 300;

    // The pages `paint` paints on a PDF of this layout, titled `title`, made by Tihbat.
    static QByteArray write(const QPageLayout &layout, const QString &title,
                            const std::function<void(QPagedPaintDevice *)> &paint);

    // Sets the PDF's creation date to SOURCE_DATE_EPOCH (in UTC), or takes it out when that is
    // not set.
    static void settleCreationDate(QByteArray &pdf);
    // Names each embedded font subset as one in its fonts' /BaseFont too (see the .cpp).
    static void nameFontSubsets(QByteArray &pdf);
    // Takes the glyphs of the fonts whose PostScript names start with the prefix out of the PDF's
    // text (copy, search, reading aloud): PrintText's shaped glyphs, whose characters its
    // invisible layer carries.
    static void muteText(QByteArray &pdf, const QByteArray &postscriptPrefix);
    // Maps Arabic glyphs back to letters in the fonts' ToUnicode maps. Qt maps each glyph to the
    // first character the font's own table gives it, and a joined form (initial, medial, final)
    // is only there as a presentation form (U+FB50-U+FDFF, U+FE70-U+FEFF): copied or searched
    // text would hold those, not the letters a person typed. Each becomes its compatibility
    // decomposition (lam-alef: two letters, in the order readers take them from the page).
    static void unfoldPresentationForms(QByteArray &pdf);
    // Replaces `length` bytes at `start` (before the cross-reference table) with `bytes`, and
    // moves the table's offsets of what follows by the difference; false (and nothing changed)
    // when the file does not end in the table QPdfWriter writes.
    static bool replaceKeepingOffsets(QByteArray &pdf, qsizetype start, qsizetype length,
                                      const QByteArray &bytes);
};

} // namespace tihbat
