// SPDX-License-Identifier: GPL-3.0-or-later
// The replay's analysis in words: the verdict on the move shown (what it was, the value before
// it, the best moves there, what it gave away) and on the position (its value and best moves,
// or the result), from the ReplayModel's solver values.
#pragma once

#include "core/types.h"

#include <QCoreApplication>
#include <QString>

namespace tihbat {

class ReplayModel;

class ReplayVerdicts {
    Q_DECLARE_TR_FUNCTIONS(ReplayVerdicts)
public:
    // Rich text for the analysis box; before the analysis arrived, that it is being worked out.
    static QString onMove(const ReplayModel &model, int index);
    static QString onPosition(const ReplayModel &model, int index);
    // "Amina wins by 2 with perfect play" and the like, for a value of the final difference
    // (South's minus North's), naming the players as the record does.
    static QString valueInWords(const ReplayModel &model, int value);

private:
    static QString nameInRichText(const ReplayModel &model, Side side);
};

} // namespace tihbat
