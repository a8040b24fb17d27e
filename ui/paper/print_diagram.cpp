// SPDX-License-Identifier: GPL-3.0-or-later
#include "print_diagram.h"

#include "board/board_geometry.h"
#include "game/words/game_texts.h"
#include "print_text.h"

#include <QLocale>
#include <QPaintDevice>
#include <QPainter>
#include <QPainterPath>

namespace tihbat {

namespace {

using G = BoardGeometry;

constexpr qreal PointsPerMillimetre = 72 / 25.4;
// Text heights (em, scene units): 1600 units make a diagram about 85 mm wide on a worksheet,
// so the names are about 10 points there, the counts a little larger.
constexpr qreal LabelEm = 76;
constexpr qreal CountEm = 50;
constexpr qreal LetterEm = 56;
constexpr qreal CountRing = 38;      // radius of the ring around a count: inside its band
constexpr qreal RimInset = 6;        // the rim inside the pit's carved edge, as on the projector
constexpr qreal CounterScale = 0.88; // white between neighbouring counters

// A tray's count, in its owner's band of counts: North's above its tray, South's below.
QPointF trayCountCentre(const G &geometry, Side side) {
    const int ownPit = side == Side::South ? 0 : 2;
    return {geometry.trayCentre(side).x(), geometry.pitBadgeCentre(ownPit, false).y()};
}

// A pen `mmWide` millimetres wide on paper, in the painter's scene units; dashed for North.
QPen rimPen(qreal mmWide, qreal unitsPerMm, bool dashed) {
    QPen pen(Qt::black, mmWide * unitsPerMm, Qt::SolidLine, Qt::FlatCap, Qt::MiterJoin);
    if (dashed)
        pen.setDashPattern({3, 2}); // in pen widths: 1.5 mm dashes, 1 mm gaps
    return pen;
}

// Text of `em` scene units, centred on `centre`, in the device's coordinates: PrintText draws
// it (searchable in every script) at a point size, which a scaled painter would scale again.
void drawCentred(QPainter &painter, const QTransform &toDevice, const QPointF &centre,
                 const QSizeF &size, qreal em, QFont::Weight weight, const QString &text) {
    const QRectF box =
        toDevice.mapRect(QRectF(centre - QPointF(size.width(), size.height()) / 2, size));
    const qreal dotsPerMm = painter.device()->logicalDpiY() / 25.4;
    const qreal emMm = em * toDevice.m22() / dotsPerMm;
    painter.setFont(PrintText::font(emMm * PointsPerMillimetre, weight));
    PrintText::draw(painter, box, Qt::AlignCenter, text);
}

} // namespace

QRectF PaperDiagram::fitted(const QRectF &box) {
    QRectF diagram(QPointF(), G::SceneRect.size().scaled(box.size(), Qt::KeepAspectRatio));
    diagram.moveCenter(box.center());
    return diagram;
}

QTransform PaperDiagram::sceneTo(const QRectF &diagram) {
    const qreal scale = diagram.width() / G::SceneRect.width();
    return QTransform::fromTranslate(-G::SceneRect.left(), -G::SceneRect.top()) *
           QTransform::fromScale(scale, scale) *
           QTransform::fromTranslate(diagram.left(), diagram.top());
}

QRectF PaperDiagram::labelBox(Side side) {
    const G geometry(Side::South);
    const QPointF centre = geometry.nameplateCentre(side);
    return {centre - QPointF(G::NameplateSize.width(), 100) / 2,
            QSizeF(G::NameplateSize.width(), 100)};
}

QRectF PaperDiagram::paint(QPainter &painter, const QRectF &box, const GameState &state, qreal mm) {
    const QRectF diagram = fitted(box);
    const QTransform toDevice = sceneTo(diagram);
    const qreal unitsPerMm = mm / toDevice.m11();
    const G geometry(Side::South);
    painter.save();
    painter.setRenderHint(QPainter::Antialiasing);

    // The shapes, in scene units.
    painter.save();
    painter.setTransform(toDevice, true);
    painter.setBrush(Qt::NoBrush);
    painter.setPen(rimPen(BoardMm, unitsPerMm, false));
    painter.drawRoundedRect(G::BoardRect, G::BoardRound, G::BoardRound);
    for (Side side : {Side::South, Side::North}) {
        painter.setPen(rimPen(RimMm, unitsPerMm, side == Side::North));
        painter.setBrush(Qt::NoBrush);
        const QRectF trough = geometry.troughRect(side);
        painter.drawRoundedRect(trough, trough.width() / 2, trough.width() / 2);
        qreal radius = 0;
        const auto spots = geometry.traySlots(side, state.captured[sideIndex(side)], &radius);
        painter.setPen(Qt::NoPen);
        painter.setBrush(Qt::black);
        for (const QPointF &spot : spots)
            painter.drawEllipse(spot, radius * CounterScale, radius * CounterScale);
    }
    for (int pit = 0; pit < PitCount; ++pit) {
        painter.setPen(rimPen(RimMm, unitsPerMm, ownerOf(pit) == Side::North));
        painter.setBrush(Qt::NoBrush);
        const qreal rim = G::PitRadius - RimInset;
        painter.drawEllipse(geometry.pitCentre(pit), rim, rim);
        qreal radius = 0;
        const auto spots = geometry.pitSlots(pit, state.position.pits[std::size_t(pit)], &radius);
        painter.setPen(Qt::NoPen);
        painter.setBrush(Qt::black);
        for (const QPointF &spot : spots)
            painter.drawEllipse(spot, radius * CounterScale, radius * CounterScale);
    }
    // The counts' rings, as the board's badges, so a count is not read as a letter.
    painter.setPen(rimPen(BoardMm, unitsPerMm, false));
    painter.setBrush(Qt::NoBrush);
    for (int pit = 0; pit < PitCount; ++pit)
        painter.drawEllipse(geometry.pitBadgeCentre(pit, false), CountRing, CountRing);
    for (Side side : {Side::South, Side::North})
        painter.drawEllipse(trayCountCentre(geometry, side), CountRing, CountRing);
    painter.restore();

    // The words and numbers, in device units.
    painter.setPen(Qt::black);
    const QLocale locale;
    const QSizeF countBox(2 * CountRing, 2 * CountRing);
    for (int pit = 0; pit < PitCount; ++pit) {
        drawCentred(painter, toDevice, geometry.pitBadgeCentre(pit, false), countBox, CountEm,
                    QFont::Bold, locale.toString(state.position.pits[std::size_t(pit)]));
        drawCentred(painter, toDevice, geometry.pitNameCentre(pit), QSizeF(70, 80), LetterEm,
                    QFont::Normal, GameTexts::pitName(pit));
    }
    for (Side side : {Side::South, Side::North}) {
        drawCentred(painter, toDevice, trayCountCentre(geometry, side), countBox, CountEm,
                    QFont::Bold, locale.toString(state.captured[sideIndex(side)]));
        const QRectF label = labelBox(side);
        drawCentred(painter, toDevice, label.center(), label.size(), LabelEm, QFont::DemiBold,
                    GameTexts::sideName(side));
    }
    painter.restore();
    return diagram;
}

} // namespace tihbat
