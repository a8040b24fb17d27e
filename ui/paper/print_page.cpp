// SPDX-License-Identifier: GPL-3.0-or-later
#include "print_page.h"

#include "print_text.h"
#include "worksheet_texts.h"

#include <QLocale>
#include <QPagedPaintDevice>
#include <QPainter>

namespace tihbat {

namespace {

constexpr qreal MillimetresPerInch = 25.4;

} // namespace

PrintPage PrintPage::of(const QPagedPaintDevice *device) {
    PrintPage page;
    page.area = QRectF(0, 0, device->width(), device->height());
    page.mm = device->logicalDpiX() / MillimetresPerInch;
    page.rightToLeft = QLocale().textDirection() == Qt::RightToLeft;
    return page;
}

QMarginsF PrintPage::printableMargins() {
    return {15, 15, 15, 15};
}

QPageLayout PrintPage::layout(QPageSize::PageSizeId paper) {
    return QPageLayout(QPageSize(paper), QPageLayout::Portrait, printableMargins(),
                       QPageLayout::Millimeter);
}

void PrintPage::setUp(QPainter &painter) {
    painter.setRenderHints(QPainter::Antialiasing | QPainter::TextAntialiasing |
                           QPainter::SmoothPixmapTransform);
    painter.setLayoutDirection(QLocale().textDirection());
}

QRectF PrintPage::place(const QRectF &box) const {
    if (!rightToLeft)
        return box;
    return {area.left() + area.right() - box.right(), box.top(), box.width(), box.height()};
}

qreal PrintPage::across(const QRectF &box, qreal distance) const {
    return rightToLeft ? box.right() - distance : box.left() + distance;
}

void PrintPage::paintFooter(QPainter &painter, const QString &document, int page, int pages) const {
    const QRectF foot(area.left(), area.bottom() - 6 * mm, area.width(), 6 * mm);
    painter.setPen(Qt::black);
    painter.setFont(PrintText::font(8));
    PrintText::draw(painter, foot, Qt::AlignLeft | Qt::AlignVCenter, document);
    PrintText::draw(painter, foot, Qt::AlignRight | Qt::AlignVCenter,
                    WorksheetTexts::pageFooter(page, pages));
}

} // namespace tihbat
