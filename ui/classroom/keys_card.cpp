// SPDX-License-Identifier: GPL-3.0-or-later
#include "classroom/keys_card.h"

#include "board/board_palette.h"

#include <QLabel>
#include <QPainter>
#include <QVBoxLayout>
#include <algorithm>

namespace tihbat {

KeysCard::KeysCard(QWidget *parent)
    : QFrame(parent) {
    setObjectName("presentationKeys");
    setFocusPolicy(Qt::NoFocus);
    m_layout = new QVBoxLayout(this);
    hide();
}

void KeysCard::setLines(const QString &howToPlay, const QStringList &keys) {
    qDeleteAll(m_labels);
    m_labels.clear();
    QStringList all = keys;
    if (!howToPlay.isEmpty())
        all.prepend(howToPlay);
    m_firstIsPlay = !howToPlay.isEmpty();
    for (const QString &line : all) {
        auto *label = new QLabel(line);
        label->setTextFormat(Qt::PlainText);
        label->setWordWrap(true);
        QPalette palette = label->palette();
        palette.setColor(QPalette::WindowText, m_labels.isEmpty() && m_firstIsPlay
                                                   ? sideColour(Side::South)
                                                   : QColor(Qt::white));
        label->setPalette(palette);
        m_layout->addWidget(label);
        m_labels.append(label);
    }
    setAccessibleName(howToPlay.isEmpty() ? keys.value(0) : howToPlay);
    setAccessibleDescription(keys.join(QLatin1Char('\n')));
    if (parentWidget())
        fitToWindow(parentWidget()->size());
}

QStringList KeysCard::lines() const {
    QStringList texts;
    for (const QLabel *label : m_labels)
        texts << label->text();
    return texts;
}

void KeysCard::fitToWindow(const QSize &window) {
    m_pixels = std::max(16, window.height() / 30);
    for (QLabel *label : m_labels) {
        QFont font = label->font();
        font.setPixelSize(m_pixels);
        font.setBold(m_firstIsPlay && label == m_labels.value(0));
        label->setFont(font);
    }
    m_layout->setContentsMargins(m_pixels * 3 / 2, m_pixels, m_pixels * 3 / 2, m_pixels);
    m_layout->setSpacing(m_pixels / 3);
    const int width = std::min(window.width() - 2 * m_pixels, m_pixels * 34);
    const int height = std::min(window.height() - 2 * m_pixels, m_layout->heightForWidth(width));
    setGeometry((window.width() - width) / 2, (window.height() - height) / 2, width, height);
}

void KeysCard::paintEvent(QPaintEvent *) {
    QPainter painter(this);
    painter.setRenderHint(QPainter::Antialiasing);
    const qreal edge = std::max(3, m_pixels / 6);
    painter.setPen(QPen(Qt::white, edge));
    painter.setBrush(QColor(0, 0, 0, 235));
    painter.drawRoundedRect(QRectF(rect()).adjusted(edge / 2, edge / 2, -edge / 2, -edge / 2),
                            edge * 4, edge * 4);
}

} // namespace tihbat
