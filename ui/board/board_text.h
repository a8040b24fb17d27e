// SPDX-License-Identifier: GPL-3.0-or-later
// The board's lettering in one place: its typefaces, and text measured and drawn at any size
// from one font per typeface, scaled. Qt makes a font engine per typeface, weight and pixel
// size, in every thread, and each asks fontconfig for its rendering settings: the first picture
// of the board needed six where two now serve every size. The
// board's text is drawn through a scaled painter anyway (it is drawn at the device's scale), so
// the letters come out the same.
#pragma once

#include <QFont>
#include <QRectF>
#include <QString>

class QPainter;
class QThreadPool;

namespace tihbat {

enum class BoardTypeface {
    Sans,      // bold: counts, names, turn, captions, values
    Serif,     // bold: the pits' names carved in the wood
    SansBlack, // the projector board's pit letters
};

class BoardText {
public:
    BoardText(BoardTypeface face, qreal pixelSize);

    qreal advance(const QString &text) const;
    qreal height() const;
    qreal ascent() const;
    // The ink of `text`, from its start on the baseline.
    QRectF tightBoundingRect(const QString &text) const;
    // `text` cut with an ellipsis to fit `width`.
    QString elided(const QString &text, qreal width) const;
    // As QPainter::drawText(box, flags, text), in the painter's pen.
    void draw(QPainter *painter, const QRectF &box, int flags, const QString &text) const;

    // The one font of each typeface, at the size every size is scaled from.
    static QFont font(BoardTypeface face);

    // The one thread that draws the board's text ahead of a paint (the first picture's names,
    // counts and plates; see BoardScene). Qt's font engines are made per thread: the fonts
    // loaded on it at start (FontWarmUp) are ready there, and the GUI thread need not load them
    // before its first picture.
    static QThreadPool *thread();

private:
    QFont m_font;
    qreal m_scale;
};

} // namespace tihbat
