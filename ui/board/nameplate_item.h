// SPDX-License-Identifier: GPL-3.0-or-later
// A player's name plate; the side to move is lit and says so.
#pragma once

#include "core/types.h"
#include "pictured_item.h"

#include <QGraphicsItem>
#include <QString>

namespace tihbat {

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
    // The pill's text: "to move" when to move; otherwise a quiet note (the final score). An
    // `alert` pill is drawn in a colour of its own, to be seen from afar ("has left").
    void setToMove(bool toMove, const QString &turnText, bool alert = false);
    QString tagText() const { return m_turnText; }
    bool isTagAlert() const { return m_alert; }
    // The name as written on the plate: whole, or cut with an ellipsis where even the smallest
    // size allowed does not fit beside the pill.
    QString shownName() const { return nameLayout().text; }
    // The size the name is written at, in scene units (smaller than usual for a long name).
    qreal nameSize() const { return nameLayout().size; }
    // Which way the turn arrow points: towards the board.
    void setBoardAbove(bool above);

protected:
    QRectF pictureBounds() const override { return boundingRect(); }
    void drawPicture(QPainter *painter) const override;

private:
    struct NameLayout {
        QRectF area;  // beside the token, left of the pill
        qreal size;   // pixel size of the letters
        QString text; // the name, elided if it must be
    };
    QRectF plateRect() const;
    // The pill with the turn text (empty when there is none).
    QRectF pillRect() const;
    NameLayout nameLayout() const;

    Side m_side;
    QSizeF m_size;
    QString m_name;
    QString m_turnText;
    bool m_toMove = false;
    bool m_alert = false;
    bool m_boardAbove = true;
};

} // namespace tihbat
