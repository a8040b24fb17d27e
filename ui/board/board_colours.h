// SPDX-License-Identifier: GPL-3.0-or-later
// The few colours the board's items share: the cream and gold of the name plates and badges, and
// the dark wood of their lettering.
#pragma once

#include <QColor>

namespace tihbat::colours {

inline const QColor Cream(0xfb, 0xf0, 0xd9);
inline const QColor Gold(0xf2, 0xb5, 0x34);
inline const QColor DarkWood(0x3b, 0x22, 0x10);
// A notice that must be seen across a room (a player who has left), on wood and on black.
inline const QColor AlertRed(0xb3, 0x26, 0x1e);

} // namespace tihbat::colours
