// SPDX-License-Identifier: GPL-3.0-or-later
// What every printed page of Tihbat's has in common, worksheet and score sheet alike: the paper's
// layout (portrait, margins most printers can print inside), the page as painted (its printable
// area in device pixels and how many make a millimetre, read from the device, so the layout fits
// whatever paper the printer has), the painter set up for paper, and the foot of the page (the
// document on the left, "Page 2 of 3" on the right). A page in a right-to-left language (Arabic)
// is laid out as a mirror image of the left-to-right one: its pages place every box through
// place() and across(); the board diagrams in them are never mirrored.
#pragma once

#include <QMarginsF>
#include <QPageLayout>
#include <QRectF>
#include <QString>

class QPagedPaintDevice;
class QPainter;

namespace tihbat {

struct PrintPage {
    static constexpr qreal FootHeight = 8; // millimetres at the bottom for the foot

    QRectF area;              // the printable area in device pixels, from (0, 0)
    qreal mm = 1;             // device pixels a millimetre
    bool rightToLeft = false; // the language of the page (QLocale()) reads right to left

    // The page of the device as it is set up now, in the language of QLocale().
    static PrintPage of(const QPagedPaintDevice *device);
    // Margins most printers can print inside of (millimetres).
    static QMarginsF printableMargins();
    // The page layout for the paper: portrait, the printable margins.
    static QPageLayout layout(QPageSize::PageSizeId paper);
    // Antialiased shapes, text and pictures; text laid out in QLocale()'s direction, so a
    // box's Qt::AlignLeft is its start (its right side in Arabic).
    static void setUp(QPainter &painter);

    // `box`, laid out as if the page read left to right, where it goes on this page: mirrored
    // about the middle of the area when the page reads right to left.
    QRectF place(const QRectF &box) const;
    // The x that is `distance` in from the start of `box` (its left, or its right side when the
    // page reads right to left), for lines that follow a label.
    qreal across(const QRectF &box, qreal distance) const;

    // The foot: `document` on the left, the page's number of `pages` on the right.
    void paintFooter(QPainter &painter, const QString &document, int page, int pages) const;
};

} // namespace tihbat
