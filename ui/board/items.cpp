// SPDX-License-Identifier: GPL-3.0-or-later
#include "items.h"

#include "board_text.h"
#include "core/notation.h"

#include <QCursor>
#include <QPaintEngine>
#include <QPainter>
#include <QPainterPath>
#include <QtMath>
#include <algorithm>
#include <array>

namespace tihbat {

namespace {

quint32 mix(quint32 h) {
    h ^= h >> 16;
    h *= 0x7FEB352Du;
    h ^= h >> 15;
    h *= 0x846CA68Bu;
    h ^= h >> 16;
    return h;
}

// A number in [0, 1) drawn from a counter's seed; `salt` picks an independent one.
qreal seeded(int seed, int salt) {
    return (mix(static_cast<quint32>(seed) * 977u + static_cast<quint32>(salt) * 7919u) &
            0xFFFFFF) /
           16777216.0;
}

// River and beach stones: natural, but warm and varied enough to delight.
QColor stoneColour(int seed) {
    static const std::array<QColor, 9> stones{
        QColor(0xc9, 0xb3, 0x92), // sandstone
        QColor(0x8e, 0x91, 0x96), // granite grey
        QColor(0xb8, 0x62, 0x45), // terracotta
        QColor(0xe6, 0xdc, 0xc8), // cream quartz
        QColor(0x5b, 0x6a, 0x78), // blue slate
        QColor(0x9c, 0x76, 0x52), // river brown
        QColor(0x7d, 0x8f, 0x69), // sage
        QColor(0xd4, 0x9a, 0x52), // amber
        QColor(0x3f, 0x44, 0x4a), // basalt
    };
    const QColor base = stones[mix(static_cast<quint32>(seed) + 11u) % stones.size()];
    float h, s, v;
    base.getHsvF(&h, &s, &v);
    s = std::clamp(s * static_cast<float>(0.85 + 0.3 * seeded(seed, 1)), 0.0f, 1.0f);
    v = std::clamp(v * static_cast<float>(0.92 + 0.16 * seeded(seed, 2)), 0.0f, 1.0f);
    return QColor::fromHsvF(h < 0 ? 0 : h, s, v);
}

constexpr qreal ProjectorBadgeWidth = 1.3; // the projector badge's width over its height

const QColor Cream(0xfb, 0xf0, 0xd9);
const QColor Gold(0xf2, 0xb5, 0x34);
const QColor DarkWood(0x3b, 0x22, 0x10);

} // namespace

// DeviceSprite ---------------------------------------------------------------------------------

void DeviceSprite::paint(QPainter *painter, const QRectF &bounds,
                         const std::function<void(QPainter *)> &draw) {
    const QTransform world = painter->worldTransform();
    // Turned, mirrored, through a window/viewport, or onto a vector device (print, SVG): a
    // copy would be wrong or blurry there, so draw directly.
    if (world.type() > QTransform::TxScale || world.m11() <= 0 || world.m22() <= 0 ||
        painter->viewTransformEnabled() || !painter->paintEngine() ||
        painter->paintEngine()->type() != QPaintEngine::Raster) {
        draw(painter);
        return;
    }
    const qreal dpr = painter->device()->devicePixelRatio();
    const qreal sx = world.m11() * dpr;
    const qreal sy = world.m22() * dpr;
    if (!isDrawnFor(bounds, sx, sy))
        render(bounds, sx, sy, dpr, painter->renderHints(), draw);
    // On whole device pixels, as DeviceCoordinateCache places its pixmaps (at most half a pixel
    // off), so that the copy is exact.
    const QPointF origin = world.map(QPointF()) * dpr;
    const QPoint at = QPoint(qRound(origin.x()), qRound(origin.y())) + m_offset;
    const bool smooth = painter->testRenderHint(QPainter::SmoothPixmapTransform);
    painter->setWorldTransform(QTransform());
    painter->setRenderHint(QPainter::SmoothPixmapTransform, false);
    painter->drawImage(QPointF(at) / dpr, m_image);
    painter->setRenderHint(QPainter::SmoothPixmapTransform, smooth);
    painter->setWorldTransform(world);
}

bool DeviceSprite::isDrawnFor(const QRectF &bounds, qreal scaleX, qreal scaleY) const {
    return !m_image.isNull() && bounds == m_bounds && qFuzzyCompare(scaleX, m_scaleX) &&
           qFuzzyCompare(scaleY, m_scaleY);
}

void DeviceSprite::render(const QRectF &bounds, qreal scaleX, qreal scaleY, qreal dpr,
                          QPainter::RenderHints hints,
                          const std::function<void(QPainter *)> &draw) {
    const QRect box = QRectF(bounds.left() * scaleX, bounds.top() * scaleY, bounds.width() * scaleX,
                             bounds.height() * scaleY)
                          .toAlignedRect()
                          .adjusted(-1, -1, 1, 1);
    m_image = QImage(box.size(), QImage::Format_ARGB32_Premultiplied);
    m_image.fill(Qt::transparent);
    QPainter sprite(&m_image);
    sprite.setRenderHints(hints);
    sprite.translate(-box.topLeft());
    sprite.scale(scaleX, scaleY);
    draw(&sprite);
    sprite.end();
    m_image.setDevicePixelRatio(dpr);
    m_bounds = bounds;
    m_scaleX = scaleX;
    m_scaleY = scaleY;
    m_offset = box.topLeft();
}

// PicturedItem ---------------------------------------------------------------------------------

bool PicturedItem::needsPictureFor(qreal scaleX, qreal scaleY) const {
    return !m_sprite.isDrawnFor(pictureBounds(), scaleX, scaleY);
}

void PicturedItem::preparePicture(qreal scaleX, qreal scaleY, qreal dpr,
                                  QPainter::RenderHints hints) {
    const QRectF bounds = pictureBounds();
    if (!m_sprite.isDrawnFor(bounds, scaleX, scaleY))
        m_sprite.render(bounds, scaleX, scaleY, dpr, hints,
                        [this](QPainter *painter) { drawPicture(painter); });
}

void PicturedItem::paintPicture(QPainter *painter) {
    m_sprite.paint(painter, pictureBounds(), [this](QPainter *p) { drawPicture(p); });
}

// CounterItem ----------------------------------------------------------------------------------

CounterItem::CounterItem(int seed, QGraphicsItem *parent)
    : QGraphicsObject(parent)
    , m_colour(stoneColour(seed))
    , m_stoneColour(m_colour)
    , m_squash(0.03 + 0.13 * seeded(seed, 3))
    , m_angle(180 * seeded(seed, 4))
    , m_veined(seeded(seed, 5) < 0.3) {
    // Drawn through m_sprite: moving a pebble does not repaint it; only a change of size, height
    // or colour does.
    setZValue(10);
}

QRectF CounterItem::boundingRect() const {
    // Just the pebble and its shadow: resting pebbles are most of a frame's blending.
    const qreal r = m_radius;
    const qreal lift = std::clamp<qreal>(m_lift, 0, 1.5);
    const qreal size = r * (1 + 0.07 * lift) + 1;
    const qreal shadowR = r * (1.04 + 0.12 * lift);
    const qreal right = std::max(size, r * (0.10 + 0.30 * lift) + shadowR);
    const qreal bottom = std::max(size, r * (0.18 + 0.42 * lift) + shadowR);
    return {-size, -size, size + right + 1, size + bottom + 1};
}

QPainterPath CounterItem::shape() const {
    QPainterPath path;
    path.addEllipse(QPointF(), m_radius, m_radius);
    return path;
}

void CounterItem::paint(QPainter *painter, const QStyleOptionGraphicsItem *, QWidget *) {
    paintPicture(painter);
}

void CounterItem::drawPicture(QPainter *painter) const {
    const qreal r = m_radius;
    const qreal lift = std::clamp<qreal>(m_lift, 0, 1.5);
    const qreal size = r * (1 + 0.07 * lift);
    painter->setRenderHint(QPainter::Antialiasing);
    painter->setPen(Qt::NoPen);

    // A soft shadow that falls further away and fades as the pebble rises.
    const QPointF shadowAt(r * (0.10 + 0.30 * lift), r * (0.18 + 0.42 * lift));
    const qreal shadowR = r * (1.04 + 0.12 * lift);
    QRadialGradient shadow(shadowAt, shadowR);
    const int shadowAlpha = qRound(150 - 55 * std::min<qreal>(lift, 1));
    shadow.setColorAt(0, QColor(28, 14, 4, shadowAlpha));
    shadow.setColorAt(0.65, QColor(28, 14, 4, shadowAlpha / 2));
    shadow.setColorAt(1, QColor(28, 14, 4, 0));
    painter->setBrush(shadow);
    painter->drawEllipse(shadowAt, shadowR, shadowR * (1 - m_squash / 2));

    // The body: an ellipse turned by its seed, lit from the top left whatever its angle.
    QPainterPath body;
    body.addEllipse(QPointF(), size, size * (1 - m_squash));
    body = QTransform().rotate(m_angle).map(body);
    QRadialGradient light(QPointF(0, 0), size * 1.08, QPointF(-0.38 * size, -0.45 * size));
    light.setColorAt(0, m_colour.lighter(145));
    light.setColorAt(0.4, m_colour);
    light.setColorAt(0.85, m_colour.darker(140));
    light.setColorAt(1, m_colour.darker(185));
    painter->setBrush(light);
    painter->drawPath(body);

    if (m_veined) {
        // A thin band of quartz across some stones.
        painter->save();
        painter->setClipPath(body);
        QPen vein(QColor(255, 250, 240, 95), size * 0.09);
        vein.setCapStyle(Qt::RoundCap);
        painter->setPen(vein);
        painter->setBrush(Qt::NoBrush);
        painter->rotate(m_angle + 60);
        QPainterPath band(QPointF(-size, size * 0.1));
        band.cubicTo(QPointF(-size * 0.3, -size * 0.35), QPointF(size * 0.3, size * 0.4),
                     QPointF(size, -size * 0.15));
        painter->drawPath(band);
        painter->restore();
    }

    painter->setPen(QPen(QColor(20, 10, 0, 70), std::max<qreal>(1, size * 0.04)));
    painter->setBrush(Qt::NoBrush);
    painter->drawPath(body);

    // The polish: a small, soft highlight.
    const QPointF glint(-0.36 * size, -0.42 * size);
    QRadialGradient shine(glint, size * 0.32);
    shine.setColorAt(0, QColor(255, 255, 255, 170));
    shine.setColorAt(1, QColor(255, 255, 255, 0));
    painter->setPen(Qt::NoPen);
    painter->setBrush(shine);
    painter->drawEllipse(glint, size * 0.32, size * 0.24);
}

void CounterItem::placeInPit(int pit) {
    m_pit = pit;
    m_tray.reset();
}

void CounterItem::placeInTray(Side side) {
    m_pit = -1;
    m_tray = side;
}

void CounterItem::setLift(qreal lift) {
    if (qFuzzyCompare(lift + 1, m_lift + 1))
        return;
    prepareGeometryChange(); // the shadow falls further
    m_lift = lift;
    m_sprite.clear();
}

void CounterItem::setRadius(qreal radius) {
    if (qFuzzyCompare(radius, m_radius))
        return;
    prepareGeometryChange();
    m_radius = radius;
    m_sprite.clear();
}

void CounterItem::setPlainColour(const QColor &colour) {
    const QColor wanted = colour.isValid() ? colour : m_stoneColour;
    if (wanted == m_colour)
        return;
    m_colour = wanted;
    m_sprite.clear();
    update();
}

// PitItem --------------------------------------------------------------------------------------

PitItem::PitItem(int pit, qreal radius, QGraphicsItem *parent)
    : QGraphicsItem(parent)
    , m_pit(pit)
    , m_radius(radius) {
    setZValue(5);
}

QRectF PitItem::boundingRect() const {
    const qreal r = m_radius + 24;
    return {-r, -r, 2 * r, 2 * r};
}

QPainterPath PitItem::shape() const {
    QPainterPath path;
    path.addEllipse(QPointF(), m_radius, m_radius);
    return path;
}

void PitItem::paint(QPainter *painter, const QStyleOptionGraphicsItem *, QWidget *) {
    const qreal r = m_radius;
    // The square around a ring of radius `radius` drawn with a pen `width` wide.
    auto around = [](qreal radius, qreal width) {
        const qreal e = radius + width / 2 + 1;
        return QRectF(-e, -e, 2 * e, 2 * e);
    };
    auto ring = [](QPainter *p, const QPen &pen, qreal radius) {
        p->setRenderHint(QPainter::Antialiasing);
        p->setBrush(Qt::NoBrush);
        p->setPen(pen);
        p->drawEllipse(QPointF(), radius, radius);
    };
    if (m_glow > 0.01) {
        // A counter lands: the rim lights up warm (a ring, not a filled bowl: cheap to draw).
        const qreal opacity = painter->opacity();
        painter->setOpacity(opacity * m_glow);
        m_glowHalo.paint(painter, around(r - 2, 16),
                         [&](QPainter *p) { ring(p, QPen(QColor(255, 214, 120, 90), 16), r - 2); });
        m_glowRim.paint(painter, around(r - 2, 5),
                        [&](QPainter *p) { ring(p, QPen(QColor(255, 236, 170, 235), 5), r - 2); });
        painter->setOpacity(opacity);
    }
    if (m_markPlayed || m_markLastDrop) {
        // Quiet white marks with a dark edge, inside the hover and focus rings: they say what
        // happened, not what to do.
        const qreal mr = r + 2;
        m_markSprite.paint(painter, around(mr, 9), [&](QPainter *p) {
            if (m_markPlayed) {
                ring(p, QPen(QColor(20, 30, 40, 150), 9), mr);
                ring(p, QPen(QColor(255, 255, 255, 230), 4), mr);
            }
            if (m_markLastDrop) {
                QPen dots(QColor(255, 255, 255, 240), 9, Qt::CustomDashLine, Qt::RoundCap);
                dots.setDashPattern({0.01, 2.2});
                QPen edge = dots;
                edge.setColor(QColor(20, 30, 40, 170));
                edge.setWidthF(12);
                ring(p, edge, m_markPlayed ? mr - 9 : mr);
                ring(p, dots, m_markPlayed ? mr - 9 : mr);
            }
        });
    }
    if (m_playable && m_hovered) {
        m_hoverRing.paint(painter, around(r + 6, 22), [&](QPainter *p) {
            ring(p, QPen(QColor(255, 214, 102, 80), 22), r + 6);
            ring(p, QPen(QColor(255, 222, 120, 240), 7), r + 4);
        });
    }
    if (m_focusRing) {
        // Dashed and cool, unlike the warm hover glow, with a dark edge for any background.
        m_focusRingSprite.paint(painter, around(r + 15, 10), [&](QPainter *p) {
            ring(p, QPen(QColor(20, 30, 40, 160), 10), r + 15);
            QPen dashes(QColor(235, 248, 255), 6, Qt::CustomDashLine, Qt::RoundCap);
            dashes.setDashPattern({3, 2});
            ring(p, dashes, r + 15);
        });
    }
}

void PitItem::setPlayable(bool playable) {
    if (playable == m_playable)
        return;
    m_playable = playable;
    setCursor(playable ? Qt::PointingHandCursor : Qt::ArrowCursor);
    update();
}

void PitItem::setHovered(bool hovered) {
    if (hovered == m_hovered)
        return;
    m_hovered = hovered;
    update();
}

void PitItem::setFocusRing(bool shown) {
    if (shown == m_focusRing)
        return;
    m_focusRing = shown;
    update();
}

void PitItem::setMoveMarks(bool played, bool lastDrop) {
    if (played == m_markPlayed && lastDrop == m_markLastDrop)
        return;
    m_markPlayed = played;
    m_markLastDrop = lastDrop;
    m_markSprite.clear();
    update();
}

void PitItem::setGlow(qreal glow) {
    glow = std::clamp<qreal>(glow, 0, 1);
    if (qFuzzyCompare(glow + 1, m_glow + 1))
        return;
    m_glow = glow;
    update();
}

// CountBadgeItem -------------------------------------------------------------------------------

CountBadgeItem::CountBadgeItem(qreal diameter, const QColor &rim, QGraphicsItem *parent)
    : QGraphicsItem(parent)
    , m_diameter(diameter)
    , m_rim(rim) {
    // Text is the dearest thing to draw: render it once per change (m_sprite), not per frame.
    setZValue(40);
}

QRectF CountBadgeItem::boundingRect() const {
    const qreal r = m_diameter / 2 + 6;
    // The projector badge is wider than high, so two digits are as tall as one.
    const qreal w = m_projector ? r * ProjectorBadgeWidth : r;
    return {-w, -r, 2 * w, 2 * r + 4};
}

BoardText CountBadgeItem::digitText() const {
    if (m_projector)
        return {BoardTypeface::Sans, m_diameter * 0.74};
    return {BoardTypeface::Sans, m_diameter * (m_count >= 10 ? 0.46 : 0.52)};
}

QRectF CountBadgeItem::digitRect() const {
    const qreal r = m_diameter / 2;
    const QString text = QString::number(m_count);
    const BoardText digits = digitText();
    // Centred as drawText(AlignCenter) centres the line: by advance and by ascent + descent.
    const QRectF ink = digits.tightBoundingRect(text);
    const qreal x = -digits.advance(text) / 2;
    const qreal baseline = -r + (2 * r - digits.height()) / 2 + digits.ascent();
    return ink.translated(x, baseline);
}

void CountBadgeItem::setProjectorLook(bool on, qreal diameter, bool square) {
    prepareGeometryChange();
    m_projector = on;
    m_diameter = diameter;
    m_square = square;
    m_sprite.clear();
    update();
}

void CountBadgeItem::paint(QPainter *painter, const QStyleOptionGraphicsItem *, QWidget *) {
    paintPicture(painter);
}

void CountBadgeItem::drawPicture(QPainter *painter) const {
    const qreal r = m_diameter / 2;
    painter->setRenderHint(QPainter::Antialiasing);
    if (m_projector) {
        painter->setBrush(Qt::black);
        painter->setPen(QPen(m_rim, r * 0.1));
        const qreal w = r * ProjectorBadgeWidth;
        const QRectF plate(-w * 0.95, -r * 0.95, w * 1.9, r * 1.9);
        // South's badge is a pill, North's a box: the shape tells the sides apart too.
        const qreal round = m_square ? r * 0.18 : r * 0.95;
        painter->drawRoundedRect(plate, round, round);
        painter->setPen(Qt::white);
        digitText().draw(painter, QRectF(-w, -r, 2 * w, 2 * r), Qt::AlignCenter,
                         QString::number(m_count));
        return;
    }
    painter->setPen(Qt::NoPen);
    // North's discs are rounded squares, South's round: the shape tells the sides apart as
    // well as the rim's colour.
    const auto disc = [this](QPainter *p, QPointF centre, qreal radius) {
        const QRectF box(centre.x() - radius, centre.y() - radius, 2 * radius, 2 * radius);
        if (m_square)
            p->drawRoundedRect(box, radius * 0.3, radius * 0.3);
        else
            p->drawEllipse(box);
    };
    painter->setBrush(QColor(20, 8, 0, 90));
    disc(painter, QPointF(1.5, 3), r + 1);
    QRadialGradient wood(QPointF(0, 0), r, QPointF(-r * 0.3, -r * 0.4));
    wood.setColorAt(0, QColor(0x6a, 0x40, 0x22));
    wood.setColorAt(1, QColor(0x2e, 0x19, 0x0a));
    painter->setBrush(wood);
    painter->setPen(QPen(m_rim, r * 0.13));
    disc(painter, QPointF(), r - r * 0.07);
    painter->setPen(Cream);
    digitText().draw(painter, QRectF(-r, -r, 2 * r, 2 * r), Qt::AlignCenter,
                     QString::number(m_count));
}

void CountBadgeItem::setCount(int count) {
    if (count == m_count)
        return;
    m_count = count;
    m_sprite.clear();
    update();
}

void CountBadgeItem::setRim(const QColor &rim) {
    m_rim = rim;
    m_sprite.clear();
    update();
}

// TrayItem -------------------------------------------------------------------------------------

TrayItem::TrayItem(Side side, QGraphicsItem *parent)
    : QGraphicsItem(parent)
    , m_side(side)
    , m_badge(new CountBadgeItem(68, Gold, this)) {
    setFlag(ItemHasNoContents);
}

void TrayItem::setTroughSize(QSizeF size) {
    prepareGeometryChange();
    m_rect = QRectF(QPointF(-size.width() / 2, -size.height() / 2), size);
}

int TrayItem::count() const {
    return m_badge->count();
}

void TrayItem::setCount(int count) {
    m_badge->setCount(count);
}

void TrayItem::setBadgeAtBottom(bool bottom) {
    const qreal y = m_rect.height() / 2 + 42;
    m_badge->setPos(0, bottom ? y : -y);
}

// NameplateItem --------------------------------------------------------------------------------

NameplateItem::NameplateItem(Side side, QSizeF size, QGraphicsItem *parent)
    : QGraphicsItem(parent)
    , m_side(side)
    , m_size(size) {
    // Text and soft glows: drawn once per change into m_sprite, not once per frame.
    setZValue(40);
}

QRectF NameplateItem::boundingRect() const {
    const QRectF plate(-m_size.width() / 2, -m_size.height() / 2, m_size.width(), m_size.height());
    if (!m_toMove)
        return plate.adjusted(-2, -2, 2, 2);
    // The glow around the plate, and the arrow on the board's side.
    const qreal arrow = 24;
    return plate.adjusted(-13, m_boardAbove ? -arrow : -13, 13, m_boardAbove ? 13 : arrow);
}

void NameplateItem::paint(QPainter *painter, const QStyleOptionGraphicsItem *, QWidget *) {
    paintPicture(painter);
}

void NameplateItem::drawPicture(QPainter *painter) const {
    painter->setRenderHint(QPainter::Antialiasing);
    const QRectF plate(-m_size.width() / 2, -m_size.height() / 2, m_size.width(), m_size.height());
    const qreal round = plate.height() / 2;
    const QColor token =
        m_side == Side::South ? QColor(0xf4, 0xc4, 0x30) : QColor(0x5c, 0xb8, 0xe6);

    if (m_toMove) {
        for (int i = 4; i >= 1; --i) {
            painter->setPen(QPen(QColor(255, 205, 90, 22 * (5 - i)), i * 5.5));
            painter->setBrush(Qt::NoBrush);
            painter->drawRoundedRect(plate, round, round);
        }
        // An arrow from the plate to the board: "this player moves now".
        const qreal dir = m_boardAbove ? -1 : 1;
        const qreal edge = dir * plate.height() / 2;
        QPainterPath arrow;
        arrow.moveTo(-22, edge);
        arrow.lineTo(22, edge);
        arrow.lineTo(0, edge + dir * 22);
        arrow.closeSubpath();
        painter->setPen(Qt::NoPen);
        painter->setBrush(Gold);
        painter->drawPath(arrow);
        QLinearGradient fill(plate.topLeft(), plate.bottomLeft());
        fill.setColorAt(0, QColor(0xff, 0xf8, 0xe8));
        fill.setColorAt(1, QColor(0xf3, 0xe2, 0xbf));
        painter->setBrush(fill);
        painter->setPen(QPen(Gold, 5));
    } else {
        painter->setBrush(QColor(10, 20, 25, 90));
        painter->setPen(QPen(QColor(255, 255, 255, 50), 2));
    }
    painter->drawRoundedRect(plate, round, round);

    // The player's token, the colour of their side.
    const QPointF tokenAt(plate.left() + round, 0);
    QRadialGradient tokenLight(tokenAt, round * 0.5, tokenAt - QPointF(round * 0.15, round * 0.2));
    tokenLight.setColorAt(0, token.lighter(140));
    tokenLight.setColorAt(1, token.darker(120));
    painter->setBrush(tokenLight);
    painter->setPen(QPen(m_toMove ? DarkWood : QColor(255, 255, 255, 120), 2.5));
    // South's token is round, North's square: told apart by shape as well as colour.
    if (m_side == Side::North) {
        const qreal half = round * 0.42;
        painter->drawRoundedRect(QRectF(tokenAt - QPointF(half, half), QSizeF(2 * half, 2 * half)),
                                 half * 0.25, half * 0.25);
    } else {
        painter->drawEllipse(tokenAt, round * 0.48, round * 0.48);
    }

    QRectF textArea = plate.adjusted(round * 2, 0, -round * 0.8, 0);
    if (!m_turnText.isEmpty()) {
        // Gold for the turn; quiet for a plate that is not to move (the final score).
        const BoardText pillText(BoardTypeface::Sans, plate.height() * 0.34);
        const qreal pillW = pillText.advance(m_turnText) + 36;
        const QRectF pill(plate.right() - pillW - 14, -plate.height() * 0.3, pillW,
                          plate.height() * 0.6);
        painter->setPen(Qt::NoPen);
        painter->setBrush(m_toMove ? Gold : QColor(255, 255, 255, 60));
        painter->drawRoundedRect(pill, pill.height() / 2, pill.height() / 2);
        painter->setPen(m_toMove ? DarkWood : QColor(255, 255, 255));
        pillText.draw(painter, pill, Qt::AlignCenter, m_turnText);
        textArea.setRight(pill.left() - 12);
    }
    const BoardText nameText(BoardTypeface::Sans, plate.height() * 0.46);
    painter->setPen(m_toMove ? DarkWood : QColor(0xf6, 0xec, 0xd8, 215));
    nameText.draw(painter, textArea, Qt::AlignVCenter | Qt::AlignLeft,
                  nameText.elided(m_name, textArea.width()));
}

void NameplateItem::setName(const QString &name) {
    if (name == m_name)
        return;
    m_name = name;
    m_sprite.clear();
    update();
}

void NameplateItem::setToMove(bool toMove, const QString &turnText) {
    if (toMove == m_toMove && turnText == m_turnText)
        return;
    prepareGeometryChange();
    m_toMove = toMove;
    m_turnText = turnText;
    m_sprite.clear();
    update();
}

void NameplateItem::setBoardAbove(bool above) {
    if (above == m_boardAbove)
        return;
    prepareGeometryChange();
    m_boardAbove = above;
    m_sprite.clear();
    update();
}

// CaptionItem ----------------------------------------------------------------------------------

namespace {
constexpr qreal CaptionHeight = 92;
}

CaptionItem::CaptionItem(QGraphicsItem *parent)
    : QGraphicsItem(parent) {
    // Drawn once per text into m_sprite; fading in and out only changes the copy's opacity.
    setZValue(60);
}

QRectF CaptionItem::boundingRect() const {
    return QRectF(-m_width / 2, -CaptionHeight / 2, m_width, CaptionHeight)
        .adjusted(-8, -8, 12, 16);
}

void CaptionItem::paint(QPainter *painter, const QStyleOptionGraphicsItem *, QWidget *) {
    paintPicture(painter);
}

void CaptionItem::drawPicture(QPainter *painter) const {
    painter->setRenderHint(QPainter::Antialiasing);
    const QRectF ribbon(-m_width / 2, -CaptionHeight / 2, m_width, CaptionHeight);
    const qreal round = 22;
    painter->setPen(Qt::NoPen);
    painter->setBrush(QColor(20, 5, 0, 80));
    painter->drawRoundedRect(ribbon.translated(3, 8), round, round);
    QLinearGradient fill(ribbon.topLeft(), ribbon.bottomLeft());
    fill.setColorAt(0, QColor(0xb1, 0x3a, 0x2e));
    fill.setColorAt(1, QColor(0x7e, 0x22, 0x1c));
    painter->setBrush(fill);
    painter->setPen(QPen(Gold, 5));
    painter->drawRoundedRect(ribbon, round, round);
    painter->setPen(QPen(QColor(255, 230, 170, 110), 2));
    painter->setBrush(Qt::NoBrush);
    painter->drawRoundedRect(ribbon.adjusted(10, 10, -10, -10), round - 8, round - 8);
    painter->setPen(Cream);
    BoardText(BoardTypeface::Sans, CaptionHeight * 0.44)
        .draw(painter, ribbon, Qt::AlignCenter, m_text);
}

void CaptionItem::setText(const QString &text) {
    if (text == m_text)
        return;
    prepareGeometryChange();
    m_text = text;
    m_width = std::max<qreal>(
        360, BoardText(BoardTypeface::Sans, CaptionHeight * 0.44).advance(text) + 110);
    m_sprite.clear();
    update();
}

// ValueBadgeItem -------------------------------------------------------------------------------

namespace {
constexpr qreal ValueWidth = 132;
constexpr qreal ValueHeight = 58;
} // namespace

ValueBadgeItem::ValueBadgeItem(int value, QGraphicsItem *parent)
    : QGraphicsItem(parent)
    , m_value(value) {
    // Its value never changes: drawn once per device scale into m_sprite.
    setZValue(45);
}

QString ValueBadgeItem::valueText(int value) {
    return QString::fromStdString(signedValue(value));
}

QRectF ValueBadgeItem::boundingRect() const {
    return QRectF(-ValueWidth / 2, -ValueHeight / 2, ValueWidth, ValueHeight)
        .adjusted(-6, -6, 8, 10);
}

void ValueBadgeItem::paint(QPainter *painter, const QStyleOptionGraphicsItem *, QWidget *) {
    paintPicture(painter);
}

void ValueBadgeItem::drawPicture(QPainter *painter) const {
    painter->setRenderHint(QPainter::Antialiasing);
    const QRectF pill(-ValueWidth / 2, -ValueHeight / 2, ValueWidth, ValueHeight);
    // Blue for good and orange for bad (told apart with any colour vision), grey for even.
    const QColor fill = m_value > 0   ? QColor(0x1f, 0x64, 0xb4)
                        : m_value < 0 ? QColor(0xcc, 0x5a, 0x10)
                                      : QColor(0x5d, 0x5d, 0x5d);
    painter->setPen(Qt::NoPen);
    painter->setBrush(QColor(0, 0, 0, 80));
    painter->drawRoundedRect(pill.translated(2, 5), ValueHeight / 2, ValueHeight / 2);
    painter->setBrush(fill);
    painter->setPen(QPen(QColor(255, 255, 255, 235), 3.5));
    painter->drawRoundedRect(pill, ValueHeight / 2, ValueHeight / 2);

    // The shape says it too: up for good, down for bad, a bar for even.
    const QPointF icon(pill.left() + 30, 0);
    painter->setPen(Qt::NoPen);
    painter->setBrush(Qt::white);
    QPainterPath mark;
    if (m_value > 0) {
        mark.moveTo(icon + QPointF(0, -11));
        mark.lineTo(icon + QPointF(12, 9));
        mark.lineTo(icon + QPointF(-12, 9));
    } else if (m_value < 0) {
        mark.moveTo(icon + QPointF(0, 11));
        mark.lineTo(icon + QPointF(12, -9));
        mark.lineTo(icon + QPointF(-12, -9));
    } else {
        mark.addRoundedRect(QRectF(icon - QPointF(11, 4), QSizeF(22, 8)), 3, 3);
    }
    mark.closeSubpath();
    painter->drawPath(mark);

    painter->setPen(Qt::white);
    BoardText(BoardTypeface::Sans, ValueHeight * 0.56)
        .draw(painter, pill.adjusted(48, 0, -10, 0), Qt::AlignCenter, valueText(m_value));
}

} // namespace tihbat
