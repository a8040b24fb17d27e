// SPDX-License-Identifier: GPL-3.0-or-later
// Reference-picture tests: a rendered picture is compared with a PNG kept in the repository
// (tests/<area>/references/NAME.png). Two pixels are the same when no channel differs by more
// than Tolerance::channel; a picture matches when at most Tolerance::share of its pixels differ
// (and the sizes are equal). On a mismatch the actual picture and a diff (differing pixels red
// over a faded copy of the reference) are written to TIHBAT_REFERENCE_FAILURES (default: the
// system's temporary folder), and the message says where. TIHBAT_UPDATE_REFERENCES=1 writes
// the actual pictures as the new references instead, for a change that is meant.
#pragma once

#include <QImage>
#include <QString>

namespace reference {

struct Tolerance {
    int channel = 8;      // 0..255: anti-aliasing noise, not a colour change
    double share = 0.002; // of all pixels: a few glyph edges, not a mark or a look
};

struct Difference {
    long differing = 0; // pixels beyond the channel tolerance
    long total = 0;
    int largest = 0; // the largest channel difference seen
    bool sizesDiffer = false;
};

// How `actual` differs from `expected`.
Difference compare(const QImage &actual, const QImage &expected, const Tolerance &tolerance);

// Empty when `actual` matches the reference `name` in `folder` (or the references are being
// updated); otherwise what differs and where the pictures of the failure were written.
QString mismatch(const QImage &actual, const QString &folder, const QString &name,
                 const Tolerance &tolerance = {});

} // namespace reference
