// SPDX-License-Identifier: GPL-3.0-or-later
// The few colours the board's items share: the cream and gold of the name plates and badges, and
// the dark wood of their lettering.
#pragma once

#include <QColor>

namespace tihbat::colours {

inline const QColor Cream(0xfb, 0xf0, 0xd9);
inline const QColor Gold(0xf2, 0xb5, 0x34);
inline const QColor DarkWood(0x3b, 0x22, 0x10);

} // namespace tihbat::colours
