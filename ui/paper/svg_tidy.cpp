// SPDX-License-Identifier: GPL-3.0-or-later
#include "svg_tidy.h"

#include <QColor>
#include <QList>
#include <QRegularExpression>
#include <QString>
#include <array>
#include <cmath>

namespace tihbat {

namespace {

constexpr double Tolerance = 1.0; // levels of 255, a channel

struct Stop {
    double offset = 0;
    // Red, green and blue times the opacity (what shows of them; Qt's samples of a translucent
    // gradient jitter by a few levels in colour where the opacity is low), and the opacity:
    // 0-255.
    std::array<double, 4> channels{};
    QString text; // the element as written
};

// Whether every stop strictly between `from` and `to` lies on the straight line between them.
bool straight(const QList<Stop> &stops, qsizetype from, qsizetype to) {
    const double span = stops[to].offset - stops[from].offset;
    for (qsizetype k = from + 1; k < to; ++k) {
        const double t = span > 0 ? (stops[k].offset - stops[from].offset) / span : 0;
        for (std::size_t c = 0; c < 4; ++c) {
            const double line =
                stops[from].channels[c] + (stops[to].channels[c] - stops[from].channels[c]) * t;
            if (std::abs(line - stops[k].channels[c]) > Tolerance)
                return false;
        }
    }
    return true;
}

QString fewerStops(const QString &gradient) {
    static const QRegularExpression stopTag(QStringLiteral(
        "<stop offset=\"([^\"]+)\" stop-color=\"(#[0-9a-fA-F]{6})\" stop-opacity=\"([^\"]+)\" />"));
    QList<Stop> stops;
    qsizetype first = -1;
    qsizetype last = -1;
    for (auto it = stopTag.globalMatch(gradient); it.hasNext();) {
        const auto m = it.next();
        const QColor colour(m.captured(2));
        const double opacity = m.captured(3).toDouble();
        stops.append({m.captured(1).toDouble(),
                      {colour.red() * opacity, colour.green() * opacity, colour.blue() * opacity,
                       opacity * 255},
                      m.captured(0)});
        if (first < 0)
            first = m.capturedStart();
        last = m.capturedEnd();
    }
    if (stops.size() <= 2)
        return gradient;
    // Greedy: from each kept stop, the farthest stop the line to which covers those between.
    QStringList kept{stops.front().text};
    for (qsizetype from = 0; from < stops.size() - 1;) {
        qsizetype to = stops.size() - 1;
        while (to > from + 1 && !straight(stops, from, to))
            --to;
        kept.append(stops[to].text);
        from = to;
    }
    return gradient.left(first) + kept.join(QStringLiteral("\n    ")) + gradient.mid(last);
}

} // namespace

QByteArray tidySvg(const QByteArray &svg) {
    QString text = QString::fromUtf8(svg);
    QString out;
    out.reserve(text.size());
    // Gradients: fewer stops.
    static const QRegularExpression gradient(
        QStringLiteral("<(linearGradient|radialGradient)\\b.*?</\\1>"),
        QRegularExpression::DotMatchesEverythingOption);
    qsizetype at = 0;
    for (auto it = gradient.globalMatch(text); it.hasNext();) {
        const auto m = it.next();
        out += QStringView(text).mid(at, m.capturedStart() - at);
        out += fewerStops(m.captured(0));
        at = m.capturedEnd();
    }
    out += QStringView(text).mid(at);
    // Groups: no font (a <text> names its own).
    static const QRegularExpression groupFont(QStringLiteral(
        "(<g [^>]*?)\\s*font-family=\"[^\"]*\" font-size=\"[^\"]*\" font-weight=\"[^\"]*\" "
        "font-style=\"[^\"]*\"\\s*"));
    out.replace(groupFont, QStringLiteral("\\1 "));
    // Paths: two decimals.
    text.clear();
    static const QRegularExpression path(QStringLiteral(" d=\"[^\"]*\""));
    static const QRegularExpression digits(QStringLiteral("(\\.\\d\\d)\\d+"));
    at = 0;
    for (auto it = path.globalMatch(out); it.hasNext();) {
        const auto m = it.next();
        text += QStringView(out).mid(at, m.capturedStart() - at);
        text += m.captured(0).replace(digits, QStringLiteral("\\1"));
        at = m.capturedEnd();
    }
    text += QStringView(out).mid(at);
    return text.toUtf8();
}

} // namespace tihbat
