// SPDX-License-Identifier: GPL-3.0-or-later
#include "nameplate_item.h"

#include "board_colours.h"
#include "board_palette.h"
#include "board_text.h"

#include <QPainter>
#include <QPainterPath>
#include <algorithm>

namespace tihbat {

using colours::AlertRed;
using colours::Cream;
using colours::DarkWood;
using colours::Gold;

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
    const QColor token = sideColour(m_side);

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

    if (!m_turnText.isEmpty()) {
        // Gold for the turn; quiet for a plate that is not to move (the final score); an alert
        // (a player who has left) in brick red, on any plate.
        const QRectF pill = pillRect();
        painter->setPen(m_alert ? QPen(Cream, 3) : Qt::NoPen);
        painter->setBrush(m_alert ? AlertRed : m_toMove ? Gold : QColor(255, 255, 255, 60));
        painter->drawRoundedRect(pill, pill.height() / 2, pill.height() / 2);
        painter->setPen(m_alert ? Cream : m_toMove ? DarkWood : QColor(255, 255, 255));
        BoardText(BoardTypeface::Sans, plate.height() * 0.34)
            .draw(painter, pill, Qt::AlignCenter, m_turnText);
    }
    const NameLayout name = nameLayout();
    painter->setPen(m_toMove ? DarkWood : QColor(0xf6, 0xec, 0xd8, 215));
    BoardText(BoardTypeface::Sans, name.size)
        .draw(painter, name.area, Qt::AlignVCenter | Qt::AlignLeft, name.text);
}

QRectF NameplateItem::plateRect() const {
    return QRectF(-m_size.width() / 2, -m_size.height() / 2, m_size.width(), m_size.height());
}

QRectF NameplateItem::pillRect() const {
    if (m_turnText.isEmpty())
        return {};
    const QRectF plate = plateRect();
    const qreal width =
        BoardText(BoardTypeface::Sans, plate.height() * 0.34).advance(m_turnText) + 36;
    return QRectF(plate.right() - width - 14, -plate.height() * 0.3, width, plate.height() * 0.6);
}

NameplateItem::NameLayout NameplateItem::nameLayout() const {
    const QRectF plate = plateRect();
    const qreal round = plate.height() / 2;
    QRectF area = plate.adjusted(round * 2, 0, -round * 0.8, 0);
    if (!m_turnText.isEmpty())
        area.setRight(pillRect().left() - 12);
    // A long name ("Computer (Beginner)" beside the final score) is written smaller to fit, down
    // to a size still read from across a room; only beyond that is it cut.
    const qreal fullSize = plate.height() * 0.46;
    const qreal fullAdvance = BoardText(BoardTypeface::Sans, fullSize).advance(m_name);
    const qreal size =
        fullAdvance > area.width()
            ? std::max(plate.height() * 0.3, 0.98 * fullSize * area.width() / fullAdvance)
            : fullSize;
    const BoardText text(BoardTypeface::Sans, size);
    return {area, size, text.elided(m_name, area.width())};
}

void NameplateItem::setName(const QString &name) {
    if (name == m_name)
        return;
    m_name = name;
    m_sprite.clear();
    update();
}

void NameplateItem::setToMove(bool toMove, const QString &turnText, bool alert) {
    if (toMove == m_toMove && turnText == m_turnText && alert == m_alert)
        return;
    prepareGeometryChange();
    m_toMove = toMove;
    m_turnText = turnText;
    m_alert = alert;
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

} // namespace tihbat
