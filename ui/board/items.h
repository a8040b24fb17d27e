// SPDX-License-Identifier: GPL-3.0-or-later
// The small items the board is made of. The carved wood itself is not an item: the scene paints
// it once into a cached background, so a frame only draws what can change.
#pragma once

#include "board_text.h"
#include "core/types.h"

#include <QGraphicsObject>
#include <QImage>
#include <QPainter>
#include <QString>
#include <functional>
#include <optional>

namespace tihbat {

// An item's picture at the exact device scale, drawn once and then copied 1:1 every frame. It
// stands in for QGraphicsItem::DeviceCoordinateCache, whose copy follows the painter's hints:
// with SmoothPixmapTransform (set by the view, and by any renderer) even an unscaled copy takes
// Qt's generic blending path, split over worker threads that then wait for a core. This copy
// turns smoothing off (nothing is scaled) and takes the fast one.
// Redrawn by itself when the device scale, pixel ratio or bounds change; its owner calls clear()
// whenever its look changes (where DeviceCoordinateCache relied on update()).
class DeviceSprite {
public:
    // Draws through the cache; `draw` paints the item in its own coordinates, within `bounds`.
    void paint(QPainter *painter, const QRectF &bounds,
               const std::function<void(QPainter *)> &draw);
    void clear() { m_image = QImage(); }
    // Whether the picture is drawn for these bounds at this device scale (item units to
    // device pixels).
    bool isDrawnFor(const QRectF &bounds, qreal scaleX, qreal scaleY) const;
    // Draws the picture for these bounds, scale and pixel ratio, as paint() would; touches
    // nothing but this sprite, so sprites can be drawn on several threads at once.
    void render(const QRectF &bounds, qreal scaleX, qreal scaleY, qreal dpr,
                QPainter::RenderHints hints, const std::function<void(QPainter *)> &draw);

private:
    QImage m_image;
    QRectF m_bounds;
    qreal m_scaleX = 0;
    qreal m_scaleY = 0;
    QPoint m_offset; // the image's top left from the item's origin, in device pixels
};

// An item whose look is drawn once into a DeviceSprite and copied at every paint. Its picture
// can be drawn ahead of a paint on another thread (see BoardScene::preparePictures): drawing it
// reads only the item.
class PicturedItem {
public:
    virtual ~PicturedItem() = default;

    // Whether the picture is not drawn yet for this device scale (item units to pixels).
    bool needsPictureFor(qreal scaleX, qreal scaleY) const;
    // Draws the picture now, as painting would; safe on a worker thread while the scene is
    // left alone.
    void preparePicture(qreal scaleX, qreal scaleY, qreal dpr, QPainter::RenderHints hints);
    // Whether there is text in the picture (drawn ahead on BoardText's thread, see there).
    virtual bool hasText() const { return true; }

protected:
    // The picture's bounds, the item's bounding rectangle, and how it is drawn.
    virtual QRectF pictureBounds() const = 0;
    virtual void drawPicture(QPainter *painter) const = 0;
    // The item's paint(): a copy of the picture, drawn first if it needs to be.
    void paintPicture(QPainter *painter);
    // The owner clears it whenever its look changes.
    DeviceSprite m_sprite;
};

// One counter, a polished pebble. A QGraphicsObject so that its position, size and height above
// the board can be animated. Its look (colour, shape, vein) comes from its seed alone, so the
// same counter looks the same wherever it goes and in every run.
class CounterItem : public QGraphicsObject, public PicturedItem {
    Q_OBJECT
    Q_PROPERTY(qreal lift READ lift WRITE setLift)
    Q_PROPERTY(qreal radius READ radius WRITE setRadius)
public:
    enum { Type = UserType + 1 };
    explicit CounterItem(int seed, QGraphicsItem *parent = nullptr);

    int type() const override { return Type; }
    QRectF boundingRect() const override;
    QPainterPath shape() const override;
    void paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *widget) override;

    // Where the counter belongs in the state the board was last told: a pit, or a tray.
    int pit() const { return m_pit; }
    std::optional<Side> tray() const { return m_tray; }
    void placeInPit(int pit);
    void placeInTray(Side side);

    // 0 lies in a pit; 1 is held in the hand; more is the top of a throw.
    qreal lift() const { return m_lift; }
    void setLift(qreal lift);
    // The circle the pebble fits in.
    qreal radius() const { return m_radius; }
    void setRadius(qreal radius);
    // One plain colour for every pebble (the projector palette); invalid: its own stone again.
    void setPlainColour(const QColor &colour);
    bool hasText() const override { return false; }

protected:
    QRectF pictureBounds() const override { return boundingRect(); }
    void drawPicture(QPainter *painter) const override;

private:
    int m_pit = -1;
    std::optional<Side> m_tray;
    qreal m_lift = 0;
    qreal m_radius = 24;
    // The look, fixed by the seed.
    QColor m_colour;
    QColor m_stoneColour;
    qreal m_squash = 0; // 0 is round
    qreal m_angle = 0;  // degrees
    bool m_veined = false;
};

// A pit: the hit area and every highlight drawn on it (hover, keyboard focus, the landing of a
// sown counter). The bowl itself is carved into the background.
class PitItem : public QGraphicsItem {
public:
    enum { Type = UserType + 2 };
    PitItem(int pit, qreal radius, QGraphicsItem *parent = nullptr);

    int type() const override { return Type; }
    QRectF boundingRect() const override;
    QPainterPath shape() const override;
    void paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *widget) override;

    int pit() const { return m_pit; }
    qreal radius() const { return m_radius; }
    void setPlayable(bool playable); // a legal pit of a side a person plays
    bool isPlayable() const { return m_playable; }
    void setHovered(bool hovered);
    void setFocusRing(bool shown);
    bool hasFocusRing() const { return m_focusRing; }
    void setGlow(qreal glow); // 0..1, a counter landing
    // The last move's marks: the pit it emptied (a solid ring) and the pit its last counter
    // fell in (a ring of dots); both on one pit when it went round to its own pit.
    void setMoveMarks(bool played, bool lastDrop);
    bool isMarkedPlayed() const { return m_markPlayed; }
    bool isMarkedLastDrop() const { return m_markLastDrop; }

private:
    int m_pit;
    qreal m_radius;
    bool m_playable = false;
    bool m_hovered = false;
    bool m_focusRing = false;
    qreal m_glow = 0;
    bool m_markPlayed = false;
    bool m_markLastDrop = false;
    // Antialiased rings are dear at 4K: each is drawn once per device scale. The landing glow's
    // two rings are copied with the glow as opacity, which is the same as fading each ring.
    DeviceSprite m_glowHalo;
    DeviceSprite m_glowRim;
    DeviceSprite m_hoverRing;
    DeviceSprite m_focusRingSprite;
    DeviceSprite m_markSprite;
};

// A number on a round wooden disc: a pit's count, or a tray's.
class CountBadgeItem : public QGraphicsItem, public PicturedItem {
public:
    enum { Type = UserType + 3 };
    CountBadgeItem(qreal diameter, const QColor &rim, QGraphicsItem *parent = nullptr);

    int type() const override { return Type; }
    QRectF boundingRect() const override;
    void paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *widget) override;

    int count() const { return m_count; }
    void setCount(int count);
    void setRim(const QColor &rim);
    // The projector look: flat black with a thick rim and digits most of the badge high;
    // `square` gives North's badges a different shape from South's round ones.
    void setProjectorLook(bool on, qreal diameter, bool square);
    // North's badges are squarish in every look, South's round.
    bool isSquare() const { return m_square; }
    // Where the digits are drawn, tight around their ink, in item coordinates (for tests).
    QRectF digitRect() const;

protected:
    QRectF pictureBounds() const override { return boundingRect(); }
    void drawPicture(QPainter *painter) const override;

private:
    BoardText digitText() const;

    qreal m_diameter;
    QColor m_rim;
    bool m_projector = false;
    bool m_square = false;
    int m_count = 0;
};

// A player's tray for captured counters: its area on the board and its count.
class TrayItem : public QGraphicsItem {
public:
    enum { Type = UserType + 4 };
    TrayItem(Side side, QGraphicsItem *parent = nullptr);

    int type() const override { return Type; }
    QRectF boundingRect() const override { return m_rect; }
    void paint(QPainter *, const QStyleOptionGraphicsItem *, QWidget *) override {}

    Side side() const { return m_side; }
    // The trough, in this item's coordinates (centred on its position).
    void setTroughSize(QSizeF size);
    QSizeF troughSize() const { return m_rect.size(); }
    int count() const;
    void setCount(int count);
    // The badge goes at the end of the trough nearest the owner.
    void setBadgeAtBottom(bool bottom);
    CountBadgeItem *badge() const { return m_badge; }

private:
    Side m_side;
    QRectF m_rect;
    CountBadgeItem *m_badge; // child item
};

// A player's name plate; the side to move is lit and says so.
class NameplateItem : public QGraphicsItem, public PicturedItem {
public:
    enum { Type = UserType + 5 };
    NameplateItem(Side side, QSizeF size, QGraphicsItem *parent = nullptr);

    int type() const override { return Type; }
    QRectF boundingRect() const override;
    void paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *widget) override;

    Side side() const { return m_side; }
    QString name() const { return m_name; }
    void setName(const QString &name);
    bool isToMove() const { return m_toMove; }
    // The pill's text: "to move" when to move; otherwise a quiet note (the final score).
    void setToMove(bool toMove, const QString &turnText);
    QString tagText() const { return m_turnText; }
    // Which way the turn arrow points: towards the board.
    void setBoardAbove(bool above);

protected:
    QRectF pictureBounds() const override { return boundingRect(); }
    void drawPicture(QPainter *painter) const override;

private:
    Side m_side;
    QSizeF m_size;
    QString m_name;
    QString m_turnText;
    bool m_toMove = false;
    bool m_boardAbove = true;
};

// A ribbon across the board: "North passes", "Game over".
class CaptionItem : public QGraphicsItem, public PicturedItem {
public:
    enum { Type = UserType + 6 };
    explicit CaptionItem(QGraphicsItem *parent = nullptr);

    int type() const override { return Type; }
    QRectF boundingRect() const override;
    void paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *widget) override;

    QString text() const { return m_text; }
    void setText(const QString &text);

protected:
    QRectF pictureBounds() const override { return boundingRect(); }
    void drawPicture(QPainter *painter) const override;

private:
    QString m_text;
    qreal m_width = 560;
};

// The value of a move, from the mover's point of view, on a small badge over its pit. Sign,
// shape and colour all tell good from bad, so colour alone never has to.
class ValueBadgeItem : public QGraphicsItem, public PicturedItem {
public:
    enum { Type = UserType + 7 };
    explicit ValueBadgeItem(int value, QGraphicsItem *parent = nullptr);

    int type() const override { return Type; }
    QRectF boundingRect() const override;
    void paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *widget) override;

    int value() const { return m_value; }
    // "+4", "0", "−2" (a true minus sign).
    static QString valueText(int value);

protected:
    QRectF pictureBounds() const override { return boundingRect(); }
    void drawPicture(QPainter *painter) const override;

private:
    int m_value;
};

} // namespace tihbat
