// SPDX-License-Identifier: GPL-3.0-or-later
#include "caption_bar.h"

#include "board/board_palette.h"

#include <algorithm>

namespace tihbat {

namespace {
constexpr qreal CaptionShare = 0.15; // of the window's height, under the board
} // namespace

CaptionBar::CaptionBar(QWidget *parent)
    : QLabel(parent) {
    setObjectName("presentationCaption");
    setAlignment(Qt::AlignCenter);
    setWordWrap(true);
    setTextFormat(Qt::RichText);
    setStyleSheet("QLabel { background: black; color: white; }");
    setMouseTracking(true);
}

void CaptionBar::setCaption(const QString &text, Side side) {
    m_text = text;
    const QString mark = side == Side::South ? QStringLiteral("\u25cf") : QStringLiteral("\u25a0");
    setText(QStringLiteral("<span style=\"color:%1\">%2</span>&nbsp;%3")
                .arg(sideColour(side).name(), mark, text.toHtmlEscaped()));
    fitText();
}

void CaptionBar::fitToWindow(const QSize &window) {
    // Words big enough for the back of the room: two lines of about a 20th of the height.
    setFixedHeight(qRound(window.height() * CaptionShare));
    const int margin = window.width() / 40;
    setContentsMargins(margin, 0, margin, 0);
    // The label gets its new width from the layout only later; fit to the width it will have.
    resize(window.width(), height());
    fitText();
}

void CaptionBar::fitText() {
    const int h = parentWidget() ? parentWidget()->height() : height();
    QFont shown = font();
    shown.setBold(true);
    for (int size = std::max(12, h / 21); size >= 8; --size) {
        shown.setPixelSize(size);
        setFont(shown);
        if (heightForWidth(width()) <= height() || size <= h / 40)
            break;
    }
}

} // namespace tihbat
