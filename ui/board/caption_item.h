// SPDX-License-Identifier: GPL-3.0-or-later
// A ribbon across the board: "North passes", "Game over".
#pragma once

#include "pictured_item.h"

#include <QGraphicsItem>
#include <QString>

namespace tihbat {

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

} // namespace tihbat
