// SPDX-License-Identifier: GPL-3.0-or-later
#include "common/feedback_box.h"

#include "board/board_colours.h"
#include "common/wrapped_text_label.h"

#include <QAccessible>
#include <QEvent>
#include <QHBoxLayout>
#include <QPainter>
#include <QPainterPath>
#include <QSpacerItem>

namespace tihbat {

FeedbackBox::FeedbackBox(const QString &textName, QWidget *parent)
    : QFrame(parent) {
    setObjectName(textName + QStringLiteral("Box"));
    m_text = new WrappedTextLabel;
    m_text->setObjectName(textName);
    m_text->setTextFormat(Qt::PlainText);
    m_text->setAlignment(Qt::AlignLeading | Qt::AlignVCenter);
    // Dark wood on cream, whatever the desktop's theme: the box is a piece of the board's paper.
    QPalette palette = m_text->palette();
    palette.setColor(QPalette::WindowText, colours::DarkWood);
    palette.setColor(QPalette::Window, colours::Cream);
    m_text->setPalette(palette);
    m_text->setAutoFillBackground(true); // the paper under the words, in a grab of them too
    auto *layout = new QHBoxLayout(this);
    m_signRoom = new QSpacerItem(0, 0, QSizePolicy::Fixed, QSizePolicy::Fixed);
    layout->addSpacerItem(m_signRoom);
    layout->addWidget(m_text, 1);
    placeText();
}

QColor FeedbackBox::toneColour(Tone tone) {
    switch (tone) {
    case Tone::Good:
        return QColor(0x2e, 0x7d, 0x32); // leaf green
    case Tone::Bad:
        return QColor(0xc2, 0x5e, 0x00); // warm amber, not alarming
    case Tone::Info:
        return QColor(0x1f, 0x5f, 0x9e); // the blue of South
    case Tone::Quiet:
        break;
    }
    return QColor(0xc9, 0xa8, 0x7c); // a light wood edge
}

void FeedbackBox::setFeedback(Tone tone, const QString &text) {
    const bool changed = m_tone != tone || m_text->text() != text;
    m_tone = tone;
    m_text->setText(text);
    m_text->setAccessibleName(text);
    m_text->setPossibleTexts(m_possibleTexts); // room for these words too, if they are longer
    if (!changed)
        return;
    update();
    QAccessibleEvent event(m_text, QAccessible::NameChanged);
    QAccessible::updateAccessibility(&event);
}

QString FeedbackBox::text() const {
    return m_text->text();
}

void FeedbackBox::setPossibleTexts(const QStringList &texts) {
    m_possibleTexts = texts;
    m_text->setPossibleTexts(texts);
}

int FeedbackBox::signSize() const {
    return m_text->fontMetrics().height() * 3 / 2;
}

// The sign always keeps its room, so the words do not move when the first answer comes.
void FeedbackBox::placeText() {
    const int pad = m_text->fontMetrics().height() / 2;
    setContentsMargins(signSize() + 2 * pad, pad / 2, pad, pad / 2);
    // A minimum set on the box itself would override the words' own (WrappedTextLabel's).
    m_signRoom->changeSize(0, signSize() + pad, QSizePolicy::Fixed, QSizePolicy::Fixed);
    if (layout())
        layout()->invalidate();
}

void FeedbackBox::changeEvent(QEvent *event) {
    QFrame::changeEvent(event);
    if (event->type() == QEvent::FontChange)
        placeText();
}

void FeedbackBox::paintEvent(QPaintEvent *) {
    QPainter painter(this);
    painter.setRenderHint(QPainter::Antialiasing);
    const QColor edge = toneColour(m_tone);
    const qreal pen = std::max(2.0, m_text->fontMetrics().height() / 8.0);
    const QRectF sheet = QRectF(rect()).adjusted(pen / 2, pen / 2, -pen / 2, -pen / 2);
    painter.setPen(QPen(edge, pen));
    painter.setBrush(colours::Cream);
    painter.drawRoundedRect(sheet, pen * 4, pen * 4);
    if (m_tone == Tone::Quiet)
        return;

    // The sign: a disc of the tone's colour with a cream mark, centred in its room.
    const int size = signSize();
    const int pad = m_text->fontMetrics().height() / 2;
    const QRectF disc(pad, (height() - size) / 2.0, size, size);
    painter.setPen(Qt::NoPen);
    painter.setBrush(edge);
    painter.drawEllipse(disc);
    QPen mark(colours::Cream, size / 9.0, Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin);
    painter.setPen(mark);
    painter.setBrush(Qt::NoBrush);
    const QPointF c = disc.center();
    const qreal r = size / 2.0;
    switch (m_tone) {
    case Tone::Good: {
        QPainterPath tick;
        tick.moveTo(c + QPointF(-0.45 * r, 0.02 * r));
        tick.lineTo(c + QPointF(-0.12 * r, 0.35 * r));
        tick.lineTo(c + QPointF(0.48 * r, -0.33 * r));
        painter.drawPath(tick);
        break;
    }
    case Tone::Bad: {
        // Turning arrow: have another go.
        const QRectF arc(c.x() - 0.5 * r, c.y() - 0.5 * r, r, r);
        painter.drawArc(arc, 100 * 16, 280 * 16);
        const QPointF tip = c + QPointF(0.09 * r, -0.5 * r);
        painter.drawLine(tip, tip + QPointF(-0.25 * r, -0.2 * r));
        painter.drawLine(tip, tip + QPointF(-0.22 * r, 0.25 * r));
        break;
    }
    case Tone::Info:
        painter.drawLine(c + QPointF(0, -0.05 * r), c + QPointF(0, 0.5 * r));
        painter.setBrush(colours::Cream);
        painter.setPen(Qt::NoPen);
        painter.drawEllipse(c + QPointF(0, -0.42 * r), 0.12 * r, 0.12 * r);
        break;
    case Tone::Quiet:
        break;
    }
}

} // namespace tihbat
