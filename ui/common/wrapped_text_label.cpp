// SPDX-License-Identifier: GPL-3.0-or-later
#include "common/wrapped_text_label.h"

#include <QEvent>
#include <QFontMetrics>
#include <algorithm>

namespace tihbat {

WrappedTextLabel::WrappedTextLabel(QWidget *parent)
    : QLabel(parent) {
    setWordWrap(true);
    setAlignment(Qt::AlignLeading | Qt::AlignTop);
}

void WrappedTextLabel::setPossibleTexts(const QStringList &texts) {
    m_possibleTexts = texts;
    reserveHeight();
}

void WrappedTextLabel::resizeEvent(QResizeEvent *event) {
    QLabel::resizeEvent(event);
    reserveHeight();
}

void WrappedTextLabel::changeEvent(QEvent *event) {
    QLabel::changeEvent(event);
    if (event->type() == QEvent::FontChange)
        reserveHeight();
}

void WrappedTextLabel::reserveHeight() {
    const int width = contentsRect().width();
    if (width <= 0)
        return;
    int needed = std::max(0, heightForWidth(this->width())); // -1 before the first text
    const QFontMetrics metrics(font());
    for (const QString &text : m_possibleTexts) {
        const QRect bounds =
            metrics.boundingRect(QRect(0, 0, width, 1 << 20), Qt::TextWordWrap, text);
        needed = std::max(needed, bounds.height() + height() - contentsRect().height());
    }
    if (needed != minimumHeight())
        setMinimumHeight(needed);
}

} // namespace tihbat
