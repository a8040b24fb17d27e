// SPDX-License-Identifier: GPL-3.0-or-later
// QSvgGenerator's drawing made smaller, drawing the same: it writes a gradient with translucent
// colours as some fifty stops sampled along it (the carved wood's shadows, every counter's
// light), each group of shapes with the font of the moment (only <text> uses a font, and it
// names its own), and path coordinates to six digits (a thousandth of a pixel and less).
// tidySvg keeps a gradient's stops where its colour turns (every one dropped lies within one
// level of 255 of the straight line between those kept, its colour weighed by its opacity as
// it shows), drops the groups' fonts, and keeps
// two decimals of a path's coordinates (the board's units: a two-hundredth of a pixel or less).
#pragma once

#include <QByteArray>

namespace tihbat {

QByteArray tidySvg(const QByteArray &svg);

} // namespace tihbat
