// SPDX-License-Identifier: GPL-3.0-or-later
#include "board_background.h"

#include "board_geometry.h"
#include "board_text.h"

#include <QImage>
#include <QPaintEngine>
#include <QPainter>
#include <QPainterPath>
#include <QtMath>
#include <algorithm>
#include <limits>

namespace tihbat {

namespace {

using G = BoardGeometry;
constexpr QRectF SceneRect = G::SceneRect;
constexpr QRectF BoardRect = G::BoardRect;
constexpr qreal BoardRound = G::BoardRound;
constexpr qreal PitRadius = G::PitRadius;
constexpr QSizeF TroughSize = G::TroughSize;
constexpr int GrainPiece = 4; // segments of a wood grain line drawn at once (see paintWood)

const QColor TableEdge(0x14, 0x2e, 0x35);
// The night look: the wood under this shade, and the table's edge as it looks under it.
const QColor NightShade(0, 0, 0, 110);
const QColor NightTableEdge(0x0b, 0x1a, 0x1e);
const QColor TableMiddle(0x2c, 0x5a, 0x60);

quint32 grainHash(quint32 h) {
    h ^= h >> 16;
    h *= 0x45D9F3Bu;
    h ^= h >> 16;
    return h;
}

qreal grainNoise(int a, int b) {
    return (grainHash(static_cast<quint32>(a) * 131u + static_cast<quint32>(b) * 7919u) & 0xFFFF) /
           65535.0;
}

// A Moroccan eight-pointed star (khatam: two squares turned by 45 degrees), inlaid in lighter
// wood with a darker heart.
void paintStar(QPainter *painter, QPointF centre, qreal radius) {
    auto square = [&](qreal turn, qreal r) {
        QPolygonF corners;
        for (int i = 0; i < 4; ++i) {
            const qreal angle = turn + M_PI / 2 * i;
            corners << centre + QPointF(std::cos(angle) * r, std::sin(angle) * r);
        }
        return corners;
    };
    QPainterPath star;
    star.setFillRule(Qt::WindingFill);
    star.addPolygon(square(0, radius));
    star.closeSubpath();
    star.addPolygon(square(M_PI / 4, radius));
    star.closeSubpath();
    star = star.simplified();
    painter->setPen(QPen(QColor(255, 230, 180, 90), 2));
    painter->setBrush(Qt::NoBrush);
    painter->drawPath(star.translated(1.5, 2));
    painter->setPen(QPen(QColor(80, 38, 10, 170), 3));
    painter->setBrush(QColor(0xec, 0xc7, 0x8e));
    painter->drawPath(star);
    QPainterPath inner;
    inner.setFillRule(Qt::WindingFill);
    inner.addPolygon(square(0, radius * 0.55));
    inner.closeSubpath();
    inner.addPolygon(square(M_PI / 4, radius * 0.55));
    inner.closeSubpath();
    painter->setPen(QPen(QColor(80, 38, 10, 140), 2));
    painter->setBrush(QColor(0x9a, 0x55, 0x26));
    painter->drawPath(inner.simplified());
    painter->setBrush(QColor(0xec, 0xc7, 0x8e));
    painter->drawEllipse(centre, radius * 0.16, radius * 0.16);
}

// A bowl carved into the wood, lit from the top left.
void paintCarving(QPainter *painter, const QPainterPath &hole, const QRectF &bounds) {
    // The lip: a faint light edge below right, where the light catches the cut.
    painter->setPen(QPen(QColor(255, 225, 170, 90), 5));
    painter->setBrush(Qt::NoBrush);
    painter->drawPath(hole.translated(2, 3));
    // The hollow: dark at the rim, warmer at the bottom of the bowl.
    QRadialGradient hollow(bounds.center() + QPointF(bounds.width() * 0.08, bounds.height() * 0.1),
                           std::max(bounds.width(), bounds.height()) * 0.62);
    hollow.setColorAt(0, QColor(0x9a, 0x5e, 0x30));
    hollow.setColorAt(0.55, QColor(0x7c, 0x45, 0x1f));
    hollow.setColorAt(0.9, QColor(0x52, 0x2b, 0x11));
    hollow.setColorAt(1, QColor(0x3a, 0x1d, 0x0a));
    painter->setPen(Qt::NoPen);
    painter->setBrush(hollow);
    painter->drawPath(hole);
    // The wall under the top-left rim lies in shadow.
    painter->save();
    painter->setClipPath(hole);
    QLinearGradient shade(bounds.topLeft(), bounds.center());
    shade.setColorAt(0, QColor(20, 8, 0, 170));
    shade.setColorAt(0.55, QColor(20, 8, 0, 40));
    shade.setColorAt(1, QColor(20, 8, 0, 0));
    painter->setBrush(shade);
    painter->drawPath(hole);
    QLinearGradient lit(bounds.bottomRight(), bounds.center());
    lit.setColorAt(0, QColor(255, 200, 140, 60));
    lit.setColorAt(0.5, QColor(255, 200, 140, 0));
    painter->setBrush(lit);
    painter->drawPath(hole);
    painter->restore();
    painter->setPen(QPen(QColor(40, 18, 4, 160), 2.5));
    painter->setBrush(Qt::NoBrush);
    painter->drawPath(hole);
}

} // namespace

namespace background {

void paint(QPainter *painter, const BackgroundLook &look) {
    if (look.palette == BoardPalette::Projector) {
        paintProjector(painter, look.bottom);
        return;
    }
    paintWood(painter);
    paintPitNames(painter, look.bottom);
    if (look.palette == BoardPalette::Night)
        paintNightShade(painter);
}

QColor edgeColour(BoardPalette palette) {
    return palette == BoardPalette::Projector ? QColor(Qt::black)
           : palette == BoardPalette::Night   ? NightTableEdge
                                              : TableEdge;
}

// Night: the same carving in a dim room, so that a dark desktop is not lit by a bright board;
// the counters, counts and name plates keep their own light.
void paintNightShade(QPainter *painter) {
    painter->fillRect(SceneRect, NightShade);
}

void paintWood(QPainter *painter) {
    painter->save();
    // The table: a soft pool of light on a deep teal cloth.
    // Elliptical, so that it meets the plain colour around the scene on every edge.
    painter->save();
    painter->translate(SceneRect.center());
    painter->scale(1, SceneRect.height() / SceneRect.width());
    QRadialGradient table(QPointF(), SceneRect.width() / 2);
    table.setColorAt(0, TableMiddle);
    table.setColorAt(0.7, TableMiddle.darker(125));
    table.setColorAt(1, TableEdge);
    painter->fillRect(QRectF(-SceneRect.width(), -SceneRect.width(), 2 * SceneRect.width(),
                             2 * SceneRect.width()),
                      table);
    painter->restore();

    // The board's shadow on the cloth: soft and a little below. Blurred by drawing it small
    // and scaling it up smoothly (many translucent layers at
    // full size would be far dearer).
    {
        const QRectF area = BoardRect.adjusted(-40, -30, 40, 70);
        QImage shadow(QSize(160, 90), QImage::Format_ARGB32_Premultiplied);
        shadow.fill(Qt::transparent);
        QPainter blur(&shadow);
        blur.setRenderHint(QPainter::Antialiasing);
        blur.scale(shadow.width() / area.width(), shadow.height() / area.height());
        blur.translate(-area.topLeft() + QPointF(0, 14));
        blur.setPen(Qt::NoPen);
        for (int i = 6; i >= 0; --i) {
            blur.setBrush(QColor(0, 0, 0, 30));
            blur.drawRoundedRect(BoardRect.adjusted(-i * 5, -i * 3, i * 5, i * 6),
                                 BoardRound + i * 5, BoardRound + i * 5);
        }
        blur.end();
        painter->save();
        painter->setRenderHint(QPainter::SmoothPixmapTransform);
        painter->drawImage(area, shadow);
        painter->restore();
    }

    // The wood: warm honey to amber, with grain running along the board.
    QPainterPath board;
    board.addRoundedRect(BoardRect, BoardRound, BoardRound);
    QLinearGradient wood(BoardRect.topLeft(), BoardRect.bottomRight());
    wood.setColorAt(0, QColor(0xd8, 0x9a, 0x58));
    wood.setColorAt(0.45, QColor(0xc3, 0x80, 0x43));
    wood.setColorAt(1, QColor(0xa5, 0x64, 0x31));
    painter->setBrush(wood);
    painter->drawPath(board);
    painter->save();
    painter->setClipPath(board);
    const bool drawing =
        painter->paintEngine() && painter->paintEngine()->type() != QPaintEngine::Raster;
    QPainterPath inside; // the board less the widest grain line's half width
    inside.addRoundedRect(BoardRect.adjusted(3, 3, -3, -3), BoardRound - 3, BoardRound - 3);
    for (int line = 0; line < 70; ++line) {
        const qreal y0 = BoardRect.top() + BoardRect.height() * (line + grainNoise(line, 0)) / 70;
        const qreal amplitude = 3 + 9 * grainNoise(line, 1);
        const qreal wavelength = 260 + 380 * grainNoise(line, 2);
        const qreal phase = 6.28 * grainNoise(line, 3);
        const bool dark = grainNoise(line, 4) < 0.7;
        const int alpha = 14 + qRound(30 * grainNoise(line, 5));
        painter->setPen(QPen(dark ? QColor(90, 45, 15, alpha) : QColor(255, 220, 170, alpha / 2),
                             1 + 3.5 * grainNoise(line, 6), Qt::SolidLine, Qt::FlatCap,
                             Qt::BevelJoin));
        painter->setBrush(Qt::NoBrush);
        // In short pieces: Qt's antialiasing rasterizer keeps each pixel row's cells in a
        // sorted list, so one stroke across the whole board cost the square of its length.
        // Flat ends, so the pieces meet
        // without overlapping: no pixel moves by more than 3 of 255 from the single stroke.
        // A drawing (an SVG) takes the line as one path of half as many points, and its own
        // share of the board (QSvgGenerator does not clip): its size counts there, not time.
        const int piece = drawing ? std::numeric_limits<int>::max() : GrainPiece;
        const qreal step = drawing ? 24 : 12;
        QPainterPath grain;
        int points = 0;
        for (qreal x = BoardRect.left() - 10; x <= BoardRect.right() + 10; x += step) {
            const qreal y = y0 + amplitude * std::sin(x / wavelength * 6.28 + phase) +
                            2.5 * std::sin(x / 47 + line);
            if (drawing && !inside.contains(QPointF(x, y))) {
                if (grain.elementCount() > 1)
                    painter->drawPath(grain);
                grain = QPainterPath(); // not clear(): that leaves a move to (0, 0)
            } else if (x < BoardRect.left() || grain.elementCount() == 0) {
                grain.moveTo(x, y);
            } else {
                grain.lineTo(x, y);
                if (++points % piece == 0) {
                    painter->drawPath(grain);
                    grain.clear();
                    grain.moveTo(x, y);
                }
            }
        }
        if (grain.elementCount() > 1)
            painter->drawPath(grain);
    }
    painter->restore();

    // Bevel: light along the top edge, shade along the bottom, and a carved groove inside.
    QLinearGradient bevel(BoardRect.topLeft(), BoardRect.bottomLeft());
    bevel.setColorAt(0, QColor(255, 232, 190, 150));
    bevel.setColorAt(0.5, QColor(255, 232, 190, 0));
    bevel.setColorAt(0.51, QColor(50, 20, 0, 0));
    bevel.setColorAt(1, QColor(50, 20, 0, 150));
    const QRectF bevelLine = BoardRect.adjusted(3, 3, -3, -3);
    if (drawing) {
        // QSvgGenerator strokes in a pen's colour only, not its gradient: the same band, filled.
        QPainterPath line;
        line.addRoundedRect(bevelLine, BoardRound - 3, BoardRound - 3);
        QPainterPathStroker stroker;
        stroker.setWidth(6);
        painter->setPen(Qt::NoPen);
        painter->setBrush(bevel);
        painter->drawPath(stroker.createStroke(line).simplified());
    } else {
        painter->setPen(QPen(QBrush(bevel), 6));
        painter->setBrush(Qt::NoBrush);
        painter->drawRoundedRect(bevelLine, BoardRound - 3, BoardRound - 3);
    }
    painter->setBrush(Qt::NoBrush);
    const QRectF groove = BoardRect.adjusted(22, 22, -22, -22);
    painter->setPen(QPen(QColor(60, 28, 6, 110), 2.5));
    painter->drawRoundedRect(groove, BoardRound - 20, BoardRound - 20);
    painter->setPen(QPen(QColor(255, 225, 175, 80), 2));
    painter->drawRoundedRect(groove.translated(1.5, 2), BoardRound - 20, BoardRound - 20);

    // Inlays: a star in the middle and one at each end of the badge bands.
    paintStar(painter, BoardRect.center(), 58);

    // The troughs and the pits, where they lie whoever sits at the bottom (the same wood for
    // both).
    for (const QPointF &centre : BoardGeometry::allTroughCentres()) {
        const QRectF trough(centre - QPointF(TroughSize.width(), TroughSize.height()) / 2,
                            TroughSize);
        QPainterPath hole;
        hole.addRoundedRect(trough, TroughSize.width() / 2, TroughSize.width() / 2);
        paintCarving(painter, hole, trough);
    }
    for (const QPointF &c : BoardGeometry::allPitCentres()) {
        QPainterPath hole;
        hole.addEllipse(c, PitRadius, PitRadius);
        paintCarving(
            painter, hole,
            QRectF(c - QPointF(PitRadius, PitRadius), QSizeF(2 * PitRadius, 2 * PitRadius)));
    }

    painter->restore();
}

// The pits' names, carved beside their counts (the letters of the move notation).
void paintPitNames(QPainter *painter, Side bottom) {
    painter->save();
    const BoardText letters(BoardTypeface::Serif, 44);
    static const char *const Names[PitCount] = {"A", "B", "a", "b"};
    const BoardGeometry geometry(bottom);
    for (int pit = 0; pit < PitCount; ++pit) {
        const QPointF at = geometry.pitNameCentre(pit);
        const QRectF box(at - QPointF(30, 30), QSizeF(60, 60));
        const QString name = QString::fromLatin1(Names[pit]);
        painter->setPen(QColor(255, 228, 180, 110));
        letters.draw(painter, box.translated(1.5, 2), Qt::AlignCenter, name);
        painter->setPen(QColor(62, 30, 8, 200));
        letters.draw(painter, box, Qt::AlignCenter, name);
    }
    painter->restore();
}

void paintProjector(QPainter *painter, Side bottom) {
    const BoardGeometry geometry(bottom);
    painter->save();
    painter->fillRect(SceneRect, Qt::black);
    painter->setRenderHint(QPainter::Antialiasing);
    painter->setPen(QPen(QColor(0xe0, 0xe0, 0xe0), 6));
    painter->setBrush(QColor(0x26, 0x26, 0x26));
    painter->drawRoundedRect(BoardRect, BoardRound, BoardRound);
    for (Side side : {Side::South, Side::North}) {
        const QRectF trough = geometry.troughRect(side);
        QPen edge(sideColour(side), 8);
        if (side == Side::North)
            edge.setDashPattern({3, 1.5});
        painter->setPen(edge);
        painter->setBrush(Qt::black);
        painter->drawRoundedRect(trough, TroughSize.width() / 2, TroughSize.width() / 2);
    }
    const BoardText letters(BoardTypeface::SansBlack, 96);
    for (int pit = 0; pit < PitCount; ++pit) {
        const Side owner = ownerOf(pit);
        const QPointF c = geometry.pitCentre(pit);
        // South's pits have a solid rim, North's a dashed one: shape tells them apart too.
        QPen rim(sideColour(owner), 12);
        if (owner == Side::North)
            rim.setDashPattern({2.5, 1.2});
        painter->setPen(rim);
        painter->setBrush(Qt::black);
        painter->drawEllipse(c, PitRadius - 6, PitRadius - 6);
        // The pit's letter on its outer side, between the pit and the tray.
        const qreal outward = c.x() < BoardRect.center().x() ? -1 : 1;
        const QRectF box(c + QPointF(outward * 200 - 45, -60), QSizeF(90, 120));
        painter->setPen(Qt::white);
        letters.draw(painter, box, Qt::AlignCenter, QString(QChar::fromLatin1("ABab"[pit])));
    }
    painter->restore();
}

} // namespace background
} // namespace tihbat
