// SPDX-License-Identifier: GPL-3.0-or-later
#include "board_bubble.h"

#include <QEvent>
#include <QPainter>
#include <QPainterPath>
#include <algorithm>

namespace tihbat {

namespace {
constexpr int Margin = 6;         // kept free between the bubble and the board's edges
constexpr qreal MaxWidthEm = 24;  // a comfortable line length
constexpr qreal TextScale = 1.25; // a little larger than the desktop's text: a child reads it
constexpr qreal TailReach = 0.55; // the tail ends this far from the pit's centre (radii)

const int TextFlags = Qt::TextWordWrap | Qt::AlignCenter;
} // namespace

BoardBubble::BoardBubble(QWidget *parent)
    : QWidget(parent) {
    setObjectName("boardBubble");
    // Clicks go to the board below: the next click both closes the bubble and plays or explains.
    setAttribute(Qt::WA_TransparentForMouseEvents);
    setFocusPolicy(Qt::NoFocus);
    hide();
}

void BoardBubble::setText(const QString &text) {
    m_text = text;
    setAccessibleName(text);
    if (m_pitRadius > 0)
        pointAt(m_pitCentre, m_pitRadius, m_preferAbove);
    update();
}

void BoardBubble::setLook(Look look) {
    m_look = look;
    update();
}

void BoardBubble::setLineHeightFloor(qreal pixels) {
    if (qFuzzyCompare(pixels, m_lineHeightFloor))
        return;
    m_lineHeightFloor = pixels;
    if (m_pitRadius > 0)
        pointAt(m_pitCentre, m_pitRadius, m_preferAbove);
}

QFont BoardBubble::textFont() const {
    QFont f = font();
    if (f.pointSizeF() > 0)
        f.setPointSizeF(f.pointSizeF() * TextScale);
    else
        f.setPixelSize(qRound(f.pixelSize() * TextScale));
    f.setWeight(QFont::DemiBold);
    const qreal height = QFontMetricsF(f).height();
    if (m_lineHeightFloor > height)
        f.setPixelSize(qRound(QFontInfo(f).pixelSize() * m_lineHeightFloor / height));
    return f;
}

int BoardBubble::padding() const {
    return QFontMetrics(textFont()).height() * 2 / 3;
}

int BoardBubble::tailHeight() const {
    return QFontMetrics(textFont()).height() * 3 / 4;
}

QRect BoardBubble::textRect() const {
    const int p = padding();
    const int top = m_above ? p : tailHeight() + p;
    return {p, top, width() - 2 * p, height() - tailHeight() - 2 * p};
}

void BoardBubble::pointAt(QPoint pitCentre, int pitRadius, bool preferAbove) {
    m_pitCentre = pitCentre;
    m_pitRadius = pitRadius;
    m_preferAbove = preferAbove;
    const QWidget *board = parentWidget();
    if (!board)
        return;
    const QFontMetrics metrics(textFont());
    const int p = padding();
    const int tail = tailHeight();
    const int room = board->width() - 2 * Margin - 2 * p;
    const int lineWidth = std::max(metrics.averageCharWidth() * 8,
                                   std::min(room, qRound(MaxWidthEm * metrics.height())));
    const QRect text = metrics.boundingRect(QRect(0, 0, lineWidth, 100000), TextFlags, m_text);
    const int w = text.width() + 2 * p;
    const int h = text.height() + 2 * p + tail;

    const int reach = qRound(pitRadius * TailReach);
    const int aboveTip = pitCentre.y() - reach;
    const int belowTip = pitCentre.y() + reach;
    const bool fitsAbove = aboveTip - h >= Margin;
    const bool fitsBelow = belowTip + h <= board->height() - Margin;
    if (preferAbove)
        m_above = fitsAbove || (!fitsBelow && aboveTip > board->height() - belowTip);
    else
        m_above = !fitsBelow && (fitsAbove || aboveTip > board->height() - belowTip);
    int y = m_above ? aboveTip - h : belowTip;
    y = std::clamp(y, 0, std::max(0, board->height() - h));
    int x = pitCentre.x() - w / 2;
    x = std::clamp(x, Margin, std::max(Margin, board->width() - Margin - w));
    setGeometry(x, y, w, h);
    const int tailHalf = tail * 2 / 3;
    m_tailX = std::clamp(pitCentre.x() - x, p + tailHalf, std::max(p + tailHalf, w - p - tailHalf));
    update();
}

void BoardBubble::paintEvent(QPaintEvent *) {
    QPainter painter(this);
    painter.setRenderHint(QPainter::Antialiasing);
    const bool contrast = m_look == Look::HighContrast;
    const qreal pen = contrast ? 3.5 : 2.0;
    const int tail = tailHeight();
    const int tailHalf = tail * 2 / 3;
    const QRectF body = QRectF(0, m_above ? 0 : tail, width(), height() - tail)
                            .adjusted(pen / 2, pen / 2, -pen / 2, -pen / 2);
    QPainterPath shape;
    const qreal round = padding() * 0.9;
    shape.addRoundedRect(body, round, round);
    QPainterPath pointer;
    if (m_above) {
        pointer.moveTo(m_tailX - tailHalf, body.bottom() - pen);
        pointer.lineTo(m_tailX, height() - pen / 2);
        pointer.lineTo(m_tailX + tailHalf, body.bottom() - pen);
    } else {
        pointer.moveTo(m_tailX - tailHalf, body.top() + pen);
        pointer.lineTo(m_tailX, pen / 2);
        pointer.lineTo(m_tailX + tailHalf, body.top() + pen);
    }
    pointer.closeSubpath();
    shape = shape.united(pointer).simplified();

    // Cream paper with near-black ink (contrast about 16:1); in high contrast white on black
    // inside a thick yellow rim, like the projector's board.
    const QColor fill = contrast ? QColor(0, 0, 0) : QColor(0xff, 0xf8, 0xe6);
    const QColor rim = contrast ? QColor(0xff, 0xd4, 0x00) : QColor(0x3b, 0x2a, 0x1a);
    const QColor ink = contrast ? QColor(0xff, 0xff, 0xff) : QColor(0x1e, 0x14, 0x08);
    if (!contrast) {
        // A soft shadow lifts the paper off the wood.
        painter.setPen(Qt::NoPen);
        painter.setBrush(QColor(0, 0, 0, 60));
        painter.drawPath(shape.translated(0, 2));
    }
    painter.setPen(QPen(rim, pen, Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin));
    painter.setBrush(fill);
    painter.drawPath(shape);
    painter.setFont(textFont());
    painter.setPen(ink);
    painter.drawText(textRect(), TextFlags, m_text);
}

void BoardBubble::changeEvent(QEvent *event) {
    QWidget::changeEvent(event);
    if (event->type() == QEvent::FontChange && m_pitRadius > 0)
        pointAt(m_pitCentre, m_pitRadius, m_preferAbove);
}

} // namespace tihbat
