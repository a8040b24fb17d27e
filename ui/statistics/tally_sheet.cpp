// SPDX-License-Identifier: GPL-3.0-or-later
#include "statistics/tally_sheet.h"

#include "board/board_colours.h"
#include "game/settings/play_statistics.h"

#include <QEvent>
#include <QGridLayout>
#include <QKeyEvent>
#include <QLabel>
#include <QPainter>
#include <array>

namespace tihbat {

TallySheet::TallySheet(const QString &name, QWidget *parent)
    : QFrame(parent) {
    setObjectName(name);
    QPalette ink = palette();
    ink.setColor(QPalette::WindowText, colours::DarkWood);
    setPalette(ink);
    m_grid = new QGridLayout(this);
    const int letter = fontMetrics().height();
    m_grid->setContentsMargins(letter, letter / 2, letter, letter / 2);
    m_grid->setHorizontalSpacing(letter * 3 / 2);
    m_grid->setVerticalSpacing(letter / 3);
    m_grid->setColumnStretch(0, 1);
    for (int column = 0; column < ColumnCount; ++column) {
        m_titles.append(addLabel(QString(), 0, column + 1, Qt::AlignCenter, true));
        m_titles.back()->setObjectName(QStringLiteral("columnTitle%1").arg(column));
    }
    setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Fixed);
}

QLabel *TallySheet::addLabel(const QString &text, int row, int column, Qt::Alignment alignment,
                             bool bold) {
    auto *label = new QLabel(text);
    label->setTextFormat(Qt::PlainText);
    label->setAlignment(alignment);
    label->setAttribute(Qt::WA_TransparentForMouseEvents);
    QFont font = label->font();
    font.setBold(bold);
    label->setFont(font);
    m_grid->addWidget(label, row, column);
    return label;
}

void TallySheet::setColumnTitles(const QStringList &titles) {
    for (int column = 0; column < ColumnCount && column < titles.size(); ++column)
        m_titles[column]->setText(titles[column]);
    for (const Row &row : std::as_const(m_rows))
        nameRow(row);
}

void TallySheet::clearRows() {
    for (const Row &row : std::as_const(m_rows)) {
        delete row.focus;
        delete row.heading;
        qDeleteAll(row.numbers);
    }
    m_rows.clear();
}

void TallySheet::addRow(const QString &heading, const Tally &tally, bool total) {
    const int gridRow = int(m_rows.size()) + 1; // under the titles
    Row row;
    row.total = total;
    // The row's keyboard stop, as wide as the row and behind its texts; it is what a screen
    // reader reads when the row has the keyboard.
    row.focus = new QLabel;
    row.focus->setObjectName(QStringLiteral("tallyRow%1").arg(gridRow - 1));
    row.focus->setFocusPolicy(Qt::StrongFocus);
    row.focus->installEventFilter(this);
    m_grid->addWidget(row.focus, gridRow, 0, 1, ColumnCount + 1);
    row.heading = addLabel(heading, gridRow, 0, Qt::AlignLeft | Qt::AlignVCenter, total);
    const std::array<int, ColumnCount> numbers = {tally.wins, tally.draws, tally.losses,
                                                  tally.games()};
    for (int column = 0; column < ColumnCount; ++column)
        row.numbers.append(addLabel(QString::number(numbers[std::size_t(column)]), gridRow,
                                    column + 1, Qt::AlignCenter, total));
    row.focus->lower(); // behind the texts
    nameRow(row);
    if (!m_rows.isEmpty())
        setTabOrder(m_rows.back().focus, row.focus);
    m_rows.append(row);
    updateGeometry();
}

void TallySheet::nameRow(const Row &row) {
    QStringList parts;
    for (int column = 0; column < ColumnCount; ++column)
        parts << QStringLiteral("%1 %2").arg(m_titles[column]->text(), row.numbers[column]->text());
    row.focus->setAccessibleName(
        QStringLiteral("%1: %2").arg(row.heading->text(), parts.join(QStringLiteral(", "))));
}

QString TallySheet::heading(int row) const {
    return m_rows.value(row).heading ? m_rows[row].heading->text() : QString();
}

QString TallySheet::number(int row, int column) const {
    if (row < 0 || row >= m_rows.size() || column < 0 || column >= ColumnCount)
        return {};
    return m_rows[row].numbers[column]->text();
}

QWidget *TallySheet::rowWidget(int row) const {
    return row >= 0 && row < m_rows.size() ? m_rows[row].focus : nullptr;
}

QString TallySheet::columnTitle(int column) const {
    return m_titles.value(column) ? m_titles[column]->text() : QString();
}

int TallySheet::headingColumnWidth() const {
    int width = 0;
    for (const Row &row : m_rows)
        width = std::max(width, row.heading->sizeHint().width());
    return width;
}

void TallySheet::setHeadingColumnWidth(int width) {
    m_grid->setColumnMinimumWidth(0, width);
}

bool TallySheet::eventFilter(QObject *watched, QEvent *event) {
    if (event->type() == QEvent::FocusIn || event->type() == QEvent::FocusOut)
        update(); // the focus mark moves
    return QFrame::eventFilter(watched, event);
}

// Up and Down move between the rows as Tab and Shift+Tab do.
void TallySheet::keyPressEvent(QKeyEvent *event) {
    const int step = event->key() == Qt::Key_Down ? 1 : event->key() == Qt::Key_Up ? -1 : 0;
    for (int i = 0; step != 0 && i < m_rows.size(); ++i) {
        if (m_rows[i].focus != focusWidget())
            continue;
        if (i + step >= 0 && i + step < m_rows.size()) {
            m_rows[i + step].focus->setFocus(Qt::TabFocusReason);
            return;
        }
    }
    QFrame::keyPressEvent(event);
}

// The paper and its rim as on the board's cards; a band behind every other row, a line above
// the total, and the keyboard's row in a gold frame.
void TallySheet::paintEvent(QPaintEvent *) {
    QPainter painter(this);
    painter.setRenderHint(QPainter::Antialiasing);
    const qreal edge = std::max(2.0, fontMetrics().height() / 8.0);
    const QRectF sheet = QRectF(rect()).adjusted(edge / 2, edge / 2, -edge / 2, -edge / 2);
    painter.setPen(QPen(colours::DarkWood, edge));
    painter.setBrush(colours::Cream);
    painter.drawRoundedRect(sheet, edge * 5, edge * 5);
    const int inset = m_grid->contentsMargins().left() / 2;
    const int spacing = m_grid->verticalSpacing() / 2;
    for (int i = 0; i < m_rows.size(); ++i) {
        QRect band = m_rows[i].focus->geometry().adjusted(-inset, -spacing, inset, spacing);
        if (m_rows[i].total) {
            painter.setPen(QPen(colours::DarkWood, edge / 2));
            painter.drawLine(band.topLeft(), band.topRight());
        } else if (i % 2 == 0) {
            painter.setPen(Qt::NoPen);
            painter.setBrush(QColor(0xef, 0xdf, 0xbd));
            painter.drawRoundedRect(band, edge * 3, edge * 3);
        }
        if (m_rows[i].focus->hasFocus()) {
            painter.setPen(QPen(colours::Gold.darker(130), edge * 1.5));
            painter.setBrush(Qt::NoBrush);
            painter.drawRoundedRect(band, edge * 3, edge * 3);
        }
    }
}

} // namespace tihbat
