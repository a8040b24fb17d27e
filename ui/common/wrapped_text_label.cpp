// SPDX-License-Identifier: GPL-3.0-or-later
#include "common/wrapped_text_label.h"

#include <QEvent>
#include <QTextDocument>
#include <algorithm>
#include <cmath>

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
    // QLabel answers -1 for a text it does not wrap (an empty one): no height, not a negative one.
    int needed = std::max(0, heightForWidth(this->width()));
    // Laid out as QLabel lays out wrapped text (a text document without margins), so a text
    // breaks into as many lines here as when it is shown; QFontMetrics breaks some a line sooner.
    QTextDocument document;
    document.setDefaultFont(font());
    document.setDocumentMargin(0);
    for (const QString &text : m_possibleTexts) {
        document.setPlainText(text);
        document.setTextWidth(width);
        const int textHeight = static_cast<int>(std::ceil(document.size().height()));
        needed = std::max(needed, textHeight + height() - contentsRect().height());
    }
    if (needed != minimumHeight())
        setMinimumHeight(needed);
}

} // namespace tihbat
