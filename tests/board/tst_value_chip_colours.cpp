// SPDX-License-Identifier: GPL-3.0-or-later
// The value chips' colours (ValueBadgeItem::fillColour) against the sides' (sideColour): a chip
// must never be taken for a side. Distances are CIEDE2000 in CIE Lab, worked out from the
// colours themselves, for normal colour vision and for simulated protanopia, deuteranopia and
// tritanopia (Machado, Oliveira and Fernandes 2009, severity 1); the chips' white text must keep
// WCAG's 4.5:1.
#include "board/board_palette.h"
#include "board/value_badge_item.h"

#include <QtTest>
#include <array>
#include <cmath>
#include <numbers>

using namespace tihbat;

namespace {

struct Lab {
    double L, a, b;
};
using Rgb = std::array<double, 3>; // linear sRGB, 0..1
using Matrix = std::array<std::array<double, 3>, 3>;

double linear(double channel) {
    return channel <= 0.04045 ? channel / 12.92 : std::pow((channel + 0.055) / 1.055, 2.4);
}

Rgb linearRgb(const QColor &colour) {
    return {linear(colour.redF()), linear(colour.greenF()), linear(colour.blueF())};
}

Rgb times(const Matrix &m, const Rgb &c) {
    Rgb out{};
    for (int i = 0; i < 3; ++i)
        out[i] = std::clamp(m[i][0] * c[0] + m[i][1] * c[1] + m[i][2] * c[2], 0.0, 1.0);
    return out;
}

// sRGB (D65) to CIE Lab.
Lab lab(const Rgb &c) {
    const double x = (0.4124 * c[0] + 0.3576 * c[1] + 0.1805 * c[2]) / 0.95047;
    const double y = 0.2126 * c[0] + 0.7152 * c[1] + 0.0722 * c[2];
    const double z = (0.0193 * c[0] + 0.1192 * c[1] + 0.9505 * c[2]) / 1.08883;
    const auto f = [](double t) {
        constexpr double d = 6.0 / 29.0;
        return t > d * d * d ? std::cbrt(t) : t / (3 * d * d) + 4.0 / 29.0;
    };
    return {116 * f(y) - 16, 500 * (f(x) - f(y)), 200 * (f(y) - f(z))};
}

double radians(double degrees) {
    return degrees * std::numbers::pi / 180;
}

double hueDegrees(double b, double a) {
    if (a == 0 && b == 0)
        return 0;
    const double h = std::atan2(b, a) * 180 / std::numbers::pi;
    return h < 0 ? h + 360 : h;
}

// CIEDE2000 (Sharma, Wu and Dalal 2005).
double deltaE2000(const Lab &one, const Lab &two) {
    const double c1 = std::hypot(one.a, one.b), c2 = std::hypot(two.a, two.b);
    const double cMean7 = std::pow((c1 + c2) / 2, 7);
    const double g = 0.5 * (1 - std::sqrt(cMean7 / (cMean7 + std::pow(25.0, 7))));
    const double a1 = (1 + g) * one.a, a2 = (1 + g) * two.a;
    const double c1p = std::hypot(a1, one.b), c2p = std::hypot(a2, two.b);
    const double h1 = hueDegrees(one.b, a1), h2 = hueDegrees(two.b, a2);
    const bool grey = c1p * c2p == 0;
    double dh = h2 - h1;
    if (grey)
        dh = 0;
    else if (dh > 180)
        dh -= 360;
    else if (dh < -180)
        dh += 360;
    const double dL = two.L - one.L, dC = c2p - c1p;
    const double dH = 2 * std::sqrt(c1p * c2p) * std::sin(radians(dh / 2));
    const double lMean = (one.L + two.L) / 2, cMean = (c1p + c2p) / 2;
    double hMean = h1 + h2;
    if (!grey)
        hMean = std::abs(h1 - h2) <= 180 ? (h1 + h2) / 2
                : h1 + h2 < 360          ? (h1 + h2 + 360) / 2
                                         : (h1 + h2 - 360) / 2;
    const double t = 1 - 0.17 * std::cos(radians(hMean - 30)) +
                     0.24 * std::cos(radians(2 * hMean)) + 0.32 * std::cos(radians(3 * hMean + 6)) -
                     0.20 * std::cos(radians(4 * hMean - 63));
    const double theta = 30 * std::exp(-std::pow((hMean - 275) / 25, 2));
    const double cMeanP7 = std::pow(cMean, 7);
    const double rc = 2 * std::sqrt(cMeanP7 / (cMeanP7 + std::pow(25.0, 7)));
    const double sl = 1 + 0.015 * std::pow(lMean - 50, 2) / std::sqrt(20 + std::pow(lMean - 50, 2));
    const double sc = 1 + 0.045 * cMean, sh = 1 + 0.015 * cMean * t;
    const double rt = -std::sin(radians(2 * theta)) * rc;
    return std::sqrt(std::pow(dL / sl, 2) + std::pow(dC / sc, 2) + std::pow(dH / sh, 2) +
                     rt * (dC / sc) * (dH / sh));
}

double luminance(const Rgb &c) {
    return 0.2126 * c[0] + 0.7152 * c[1] + 0.0722 * c[2];
}

struct Vision {
    const char *name;
    Matrix simulate;
};

const Matrix Identity{{{1, 0, 0}, {0, 1, 0}, {0, 0, 1}}};
// Machado et al. 2009, severity 1.0.
const std::array<Vision, 4> Visions{{
    {"normal vision", Identity},
    {"protanopia",
     {{{0.152286, 1.052583, -0.204868},
       {0.114503, 0.786281, 0.099216},
       {-0.003882, -0.048116, 1.051998}}}},
    {"deuteranopia",
     {{{0.367322, 0.860646, -0.227968},
       {0.280085, 0.672501, 0.047413},
       {-0.011820, 0.042940, 0.968881}}}},
    {"tritanopia",
     {{{1.255528, -0.076749, -0.178779},
       {-0.078411, 0.930809, 0.147602},
       {0.004733, 0.691367, 0.303900}}}},
}};

// With normal vision a chip is further from each side than a clearly other colour (the old blue
// chip was 29 from North's sky blue, the old orange 34 from South's gold); a dichromat sees two
// hues only, so there the bar is lower but still well past "the same colour" (about 10).
double minimumDistance(const Vision &vision) {
    return &vision == &Visions[0] ? 40 : 25;
}

} // namespace

class TestValueChipColours : public QObject {
    Q_OBJECT
private slots:
    // The distance itself, on pairs with published answers (Sharma et al. 2005, table 1).
    void deltaE2000MatchesPublishedPairs() {
        QCOMPARE(std::round(deltaE2000({50, 2.6772, -79.7751}, {50, 0, -82.7485}) * 1e4) / 1e4,
                 2.0425);
        QCOMPARE(std::round(deltaE2000({50, -1.3802, -84.2814}, {50, 0, -82.7485}) * 1e4) / 1e4,
                 1.0000);
        QCOMPARE(std::round(deltaE2000({50, 2.5, 0}, {73, 25, -18}) * 1e4) / 1e4, 27.1492);
        QCOMPARE(std::round(deltaE2000({50, 2.5, 0}, {50, 0, -2.5}) * 1e4) / 1e4, 4.3065);
    }

    void chipsAreFarFromBothSides_data() {
        QTest::addColumn<int>("vision");
        QTest::addColumn<int>("value");
        for (int v = 0; v < int(Visions.size()); ++v)
            for (int value : {3, 0, -3})
                QTest::addRow("%s, value %d", Visions[v].name, value) << v << value;
    }
    void chipsAreFarFromBothSides() {
        QFETCH(int, vision);
        QFETCH(int, value);
        const Vision &seen = Visions[vision];
        const Lab chip = lab(times(seen.simulate, linearRgb(ValueBadgeItem::fillColour(value))));
        for (Side side : {Side::South, Side::North}) {
            const double distance =
                deltaE2000(chip, lab(times(seen.simulate, linearRgb(sideColour(side)))));
            QVERIFY2(distance >= minimumDistance(seen),
                     qPrintable(QStringLiteral("the chip for %1 is %2 from %3's colour with %4")
                                    .arg(value)
                                    .arg(distance, 0, 'f', 1)
                                    .arg(side == Side::South ? "South" : "North")
                                    .arg(seen.name)));
        }
    }

    // Good, even and bad stay apart from each other too (sign and arrow say it as well, so the
    // bar is "clearly another colour", about twice what tells two colours apart at a glance).
    void chipsAreFarFromEachOther() {
        for (const Vision &seen : Visions) {
            const auto at = [&](int value) {
                return lab(times(seen.simulate, linearRgb(ValueBadgeItem::fillColour(value))));
            };
            for (auto [one, two] : {std::pair{1, 0}, {1, -1}, {0, -1}}) {
                const double distance = deltaE2000(at(one), at(two));
                QVERIFY2(distance >= 20, qPrintable(QStringLiteral("%1 and %2 are %3 apart with %4")
                                                        .arg(one)
                                                        .arg(two)
                                                        .arg(distance, 0, 'f', 1)
                                                        .arg(seen.name)));
            }
        }
    }

    // White text on every chip: WCAG contrast at least 4.5:1.
    void whiteTextReads() {
        for (int value : {2, 0, -2}) {
            const double contrast =
                1.05 / (luminance(linearRgb(ValueBadgeItem::fillColour(value))) + 0.05);
            QVERIFY2(contrast >= 4.5, qPrintable(QStringLiteral("white on the chip for %1: %2:1")
                                                     .arg(value)
                                                     .arg(contrast, 0, 'f', 2)));
        }
    }
};

QTEST_MAIN(TestValueChipColours)
#include "tst_value_chip_colours.moc"
