// SPDX-License-Identifier: GPL-3.0-or-later
#include "value_graph.h"

#include "board/board_palette.h"
#include "core/notation.h"

#include <QEvent>
#include <QMouseEvent>
#include <QPainter>
#include <QPainterPath>
#include <algorithm>
#include <cmath>

namespace tihbat {

namespace {

// The colours of the two sides' areas: each side's own, as on every board.
const QColor SouthColour = sideColour(Side::South);
const QColor NorthColour = sideColour(Side::North);
const QColor MistakeColour(0xd0, 0x30, 0x30);

} // namespace

ValueGraph::ValueGraph(QWidget *parent)
    : QWidget(parent) {
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Preferred);
    setCursor(Qt::PointingHandCursor);
    setMouseTracking(false);
    //: Accessible name of the graph of the game's value over its moves.
    setAccessibleName(tr("Value of the game after each move"));
}

void ValueGraph::setValues(std::vector<int> values, std::vector<int> losses) {
    m_values = std::move(values);
    m_losses = std::move(losses);
    m_losses.resize(m_values.size(), 0);
    if (!m_values.empty())
        m_current = std::clamp(m_current, 0, pointCount() - 1);
    update();
}

void ValueGraph::setCurrentIndex(int index) {
    // Without values yet (the solver still works on them), the move is kept for when they come.
    index = m_values.empty() ? std::max(0, index) : std::clamp(index, 0, pointCount() - 1);
    if (index == m_current)
        return;
    m_current = index;
    update();
}

void ValueGraph::setSideNames(const QString &south, const QString &north) {
    m_names = {south, north};
    update();
}

qreal ValueGraph::band() const {
    return QFontMetricsF(font()).height() + 4;
}

QRectF ValueGraph::plotRect() const {
    const QFontMetricsF metrics(font());
    // Room at the start of the line for the axis numbers (the left, or the right when the
    // window reads right to left); a line above for South's label, two below for the move
    // numbers and North's label.
    const qreal numbers = metrics.horizontalAdvance(QStringLiteral("+88")) + 10;
    const qreal left = isRightToLeft() ? 10 : numbers;
    return QRectF(left, band(), width() - numbers - 10, height() - 3 * band());
}

QRectF ValueGraph::sideLabelRect(Side side) const {
    const QRectF plot = plotRect();
    const qreal top = side == Side::South ? 0 : plot.bottom() + band();
    return QRectF(plot.left(), top, plot.width(), band());
}

QString ValueGraph::sideLabel(Side side) const {
    const QString &name = m_names[sideIndex(side)];
    if (name.isEmpty())
        return side == Side::South
                   //: Graph label above the zero line: values there mean South finishes ahead.
                   ? tr("South ahead")
                   //: Graph label below the zero line: values there mean North finishes ahead.
                   : tr("North ahead");
    //: Graph label above or below the zero line: values there mean the player %1 (a name from
    //: the game record) finishes ahead.
    return tr("%1 ahead").arg(name);
}

std::vector<std::pair<int, QRectF>> ValueGraph::moveNumbers() const {
    std::vector<std::pair<int, QRectF>> numbers;
    if (m_values.empty())
        return numbers;
    const QRectF plot = plotRect();
    const int moves = pointCount() - 1;
    const qreal numberWidth = QFontMetricsF(font()).horizontalAdvance(QStringLiteral("888")) + 12;
    int every = 1;
    for (const int step : {1, 2, 5, 10, 20, 50, 100, 200, 500, 1000}) {
        every = step;
        if (moves == 0 || plot.width() * step / moves >= numberWidth)
            break;
    }
    for (int i = every; i <= moves; i += every)
        numbers.emplace_back(
            i, QRectF(pointOf(i).x() - numberWidth / 2, plot.bottom(), numberWidth, band()));
    return numbers;
}

int ValueGraph::valueRange() const {
    int range = 2;
    for (const int v : m_values)
        range = std::max(range, std::abs(v));
    return range + range % 2;
}

qreal ValueGraph::yOf(int value) const {
    const QRectF plot = plotRect();
    return plot.center().y() - value * (plot.height() / 2) / valueRange();
}

QPointF ValueGraph::pointOf(int index) const {
    const QRectF plot = plotRect();
    const int last = std::max(1, pointCount() - 1);
    // Time runs the way the window reads: from the right in a right-to-left window.
    const qreal along = plot.width() * index / last;
    const qreal x = isRightToLeft() ? plot.right() - along : plot.left() + along;
    const int value =
        index >= 0 && index < pointCount() ? m_values[static_cast<std::size_t>(index)] : 0;
    return {x, yOf(value)};
}

int ValueGraph::indexAt(qreal x) const {
    if (pointCount() <= 1)
        return 0;
    const QRectF plot = plotRect();
    const qreal step = plot.width() / (pointCount() - 1);
    const qreal along = isRightToLeft() ? plot.right() - x : x - plot.left();
    return std::clamp(static_cast<int>(std::lround(along / step)), 0, pointCount() - 1);
}

void ValueGraph::paintEvent(QPaintEvent *) {
    QPainter painter(this);
    painter.setRenderHint(QPainter::Antialiasing);
    const QPalette pal = palette();
    const QRectF plot = plotRect();
    painter.fillRect(rect(), pal.color(QPalette::Base));

    const QColor text = pal.color(QPalette::Text);
    QColor faint = text;
    faint.setAlphaF(0.25);
    QColor labelColour = text;
    labelColour.setAlphaF(0.7);

    // Side labels: who a value above or below the line favours.
    painter.setPen(labelColour);
    for (const Side side : {Side::South, Side::North})
        painter.drawText(sideLabelRect(side), Qt::AlignLeft | Qt::AlignVCenter, sideLabel(side));

    // Axis numbers and grid: the range and zero.
    const int range = valueRange();
    const QFontMetricsF metrics(font());
    for (const int v : {range, 0, -range}) {
        const qreal y = yOf(v);
        painter.setPen(QPen(v == 0 ? labelColour : faint, v == 0 ? 1.5 : 1,
                            v == 0 ? Qt::SolidLine : Qt::DotLine));
        painter.drawLine(QPointF(plot.left(), y), QPointF(plot.right(), y));
        painter.setPen(labelColour);
        const QString number = QString::fromStdString(signedValue(v));
        // Beside the plot.
        const QRectF beside = isRightToLeft() ? QRectF(plot.right() + 6, y - metrics.height() / 2,
                                                       width() - plot.right() - 6, metrics.height())
                                              : QRectF(0, y - metrics.height() / 2, plot.left() - 6,
                                                       metrics.height());
        // "+4" whichever way the window reads, against the plot.
        painter.drawText(beside,
                         (isRightToLeft() ? Qt::AlignLeft : Qt::AlignRight) | Qt::AlignAbsolute |
                             Qt::AlignVCenter | Qt::TextForceLeftToRight,
                         number);
    }
    if (m_values.empty())
        return;

    // Move numbers under the plot, as many as fit, on a line of their own.
    for (const auto &[move, box] : moveNumbers()) {
        const qreal x = box.center().x();
        painter.setPen(faint);
        painter.drawLine(QPointF(x, plot.bottom()), QPointF(x, plot.bottom() + 3));
        painter.setPen(labelColour);
        painter.drawText(box, Qt::AlignCenter, QString::number(move));
    }

    // The area between the curve and zero, warm above and cool below, then the curve itself.
    QPainterPath curve;
    curve.moveTo(pointOf(0));
    for (int i = 1; i < pointCount(); ++i)
        curve.lineTo(pointOf(i));
    QPainterPath area = curve;
    area.lineTo(pointOf(pointCount() - 1).x(), yOf(0));
    area.lineTo(pointOf(0).x(), yOf(0));
    area.closeSubpath();
    const qreal zeroY = yOf(0);
    QColor southFill = SouthColour;
    southFill.setAlphaF(0.35);
    QColor northFill = NorthColour;
    northFill.setAlphaF(0.35);
    painter.save();
    painter.setClipRect(QRectF(plot.left(), 0, plot.width() + 1, zeroY));
    painter.fillPath(area, southFill);
    painter.setClipRect(QRectF(plot.left(), zeroY, plot.width() + 1, height() - zeroY));
    painter.fillPath(area, northFill);
    painter.restore();
    painter.setPen(QPen(text, 2, Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin));
    painter.drawPath(curve);

    // Mistakes: a red dot on the move that gave value away, bigger for a bigger loss.
    painter.setPen(Qt::NoPen);
    painter.setBrush(MistakeColour);
    for (int i = 1; i < pointCount(); ++i) {
        const int loss = m_losses[static_cast<std::size_t>(i)];
        if (loss > 0)
            painter.drawEllipse(pointOf(i), loss >= 6 ? 5.0 : 3.5, loss >= 6 ? 5.0 : 3.5);
    }

    // The current index: a vertical line and a ringed point.
    const QPointF current = pointOf(m_current);
    const QColor highlight = pal.color(QPalette::Highlight);
    painter.setPen(QPen(highlight, 1.5));
    painter.drawLine(QPointF(current.x(), plot.top()), QPointF(current.x(), plot.bottom()));
    painter.setBrush(pal.color(QPalette::Base));
    painter.setPen(QPen(highlight, 3));
    painter.drawEllipse(current, 5.5, 5.5);
}

void ValueGraph::mousePressEvent(QMouseEvent *event) {
    if (event->button() != Qt::LeftButton || m_values.empty())
        return QWidget::mousePressEvent(event);
    emit indexClicked(indexAt(event->position().x()));
}

void ValueGraph::mouseMoveEvent(QMouseEvent *event) {
    // Dragging scrubs through the game.
    if ((event->buttons() & Qt::LeftButton) && !m_values.empty()) {
        const int index = indexAt(event->position().x());
        if (index != m_current)
            emit indexClicked(index);
    }
}

void ValueGraph::changeEvent(QEvent *event) {
    if (event->type() == QEvent::LanguageChange || event->type() == QEvent::PaletteChange)
        update();
    QWidget::changeEvent(event);
}

} // namespace tihbat
