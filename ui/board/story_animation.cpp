// SPDX-License-Identifier: GPL-3.0-or-later
#include "story_animation.h"

#include "board_geometry.h"
#include "caption_item.h"
#include "count_badge_item.h"
#include "counter_item.h"
#include "function_animation.h"
#include "pebble_layout.h"
#include "pit_item.h"
#include "tray_item.h"

#include <QHash>
#include <QParallelAnimationGroup>
#include <QPropertyAnimation>
#include <algorithm>
#include <utility>

namespace tihbat {

namespace {

QPropertyAnimation *glide(CounterItem *counter, QPointF from, QPointF to, int ms) {
    auto *animation = new QPropertyAnimation(counter, "pos");
    animation->setDuration(ms);
    animation->setStartValue(from);
    animation->setEndValue(to);
    animation->setEasingCurve(QEasingCurve::InOutCubic);
    return animation;
}

// A short throw: up and over, then down into place (screen up, whichever way the board faces).
QPropertyAnimation *arc(CounterItem *counter, QPointF from, QPointF to, int ms) {
    auto *animation = new QPropertyAnimation(counter, "pos");
    animation->setDuration(ms);
    const qreal height = 36 + 0.22 * QLineF(from, to).length();
    const QPointF control = (from + to) / 2 - QPointF(0, 2 * height);
    constexpr int Steps = 12;
    for (int i = 0; i <= Steps; ++i) {
        const qreal t = static_cast<qreal>(i) / Steps;
        const QPointF p = (1 - t) * (1 - t) * from + 2 * t * (1 - t) * control + t * t * to;
        animation->setKeyValueAt(t, p);
    }
    animation->setEasingCurve(QEasingCurve::InOutSine);
    return animation;
}

QPropertyAnimation *liftCurve(CounterItem *counter, qreal from, qreal top, qreal to, int ms) {
    auto *animation = new QPropertyAnimation(counter, "lift");
    animation->setDuration(ms);
    animation->setKeyValueAt(0, from);
    animation->setKeyValueAt(0.5, top);
    animation->setKeyValueAt(1, to);
    return animation;
}

QPropertyAnimation *resize(CounterItem *counter, qreal from, qreal to, int ms) {
    auto *animation = new QPropertyAnimation(counter, "radius");
    animation->setDuration(ms);
    animation->setStartValue(from);
    animation->setEndValue(to);
    return animation;
}

// Up to its peak when the counter lands (at `landing`), then fading.
qreal landingGlow(qreal p, qreal landing) {
    if (p <= 0 || p >= 1)
        return 0;
    return p < landing ? p / landing : (1 - p) / (1 - landing);
}

} // namespace

StoryAnimation::StoryAnimation(const MoveStory &story, int dropMs, BoardParts &parts,
                               const BoardGeometry &geometry, QObject *parent)
    : QSequentialAnimationGroup(parent) {
    // Where each moving counter will be when the previous step ends, so that every animation
    // has explicit start values and jumping to any time gives the same picture.
    QHash<CounterItem *, QPointF> at;
    QHash<CounterItem *, qreal> size;
    for (CounterItem *counter : parts.counters) {
        at[counter] = counter->pos();
        size[counter] = counter->radius();
    }
    const int ms = dropMs;

    // 1. The whole pit is lifted into the hand, which keeps its shape as it travels.
    auto &origin = parts.inPit[story.pit];
    std::vector<CounterItem *> hand = std::move(origin);
    origin.clear();
    const pebbles::Layout handShape =
        pebbles::inCircle(story.lifted, BoardGeometry::PitRoom, BoardGeometry::MaxPebble);
    {
        auto *step = new QParallelAnimationGroup;
        for (std::size_t i = 0; i < hand.size(); ++i) {
            CounterItem *counter = hand[i];
            const QPointF to = geometry.handCentre(story.pit) + handShape.points[i];
            step->addAnimation(glide(counter, at[counter], to, ms));
            auto *rise = new QPropertyAnimation(counter, "lift");
            rise->setDuration(ms);
            rise->setStartValue(0.0);
            rise->setEndValue(1.0);
            step->addAnimation(rise);
            counter->setZValue(30 + 0.01 * static_cast<qreal>(i));
            at[counter] = to;
        }
        CountBadgeItem *badge = parts.pitBadges[story.pit];
        const int lifted = story.lifted;
        step->addAnimation(new FunctionAnimation(
            ms, [badge, lifted](qreal p) { badge->setCount(p < 0.3 ? lifted : 0); }));
        addAnimation(step);
    }

    // 2. One counter per drop, origin first; the rest of the hand moves on with it.
    std::array<int, PitCount> counts = story.before.position.pits;
    counts[story.pit] = 0;
    int handOver = story.pit;
    for (int target : story.drops) {
        auto *step = new QParallelAnimationGroup;
        CounterItem *dropped = hand.back();
        hand.pop_back();
        auto &pitList = parts.inPit[target];
        pitList.push_back(dropped);
        qreal radius = 0;
        const auto spots = geometry.pitSlots(target, static_cast<int>(pitList.size()), &radius);
        // The counters already there make room, as real pebbles shift when one falls in.
        for (std::size_t j = 0; j < pitList.size(); ++j) {
            CounterItem *counter = pitList[j];
            if (counter == dropped) {
                step->addAnimation(arc(counter, at[counter], spots[j], ms));
                step->addAnimation(liftCurve(counter, 1, 1.4, 0, ms));
            } else if (QLineF(at[counter], spots[j]).length() > 0.5) {
                step->addAnimation(glide(counter, at[counter], spots[j], ms));
            }
            if (!qFuzzyCompare(size[counter], radius)) {
                step->addAnimation(resize(counter, size[counter], radius, ms));
                size[counter] = radius;
            }
            at[counter] = spots[j];
        }
        if (target != handOver) {
            for (std::size_t i = 0; i < hand.size(); ++i) {
                const QPointF to = geometry.handCentre(target) + handShape.points[i];
                step->addAnimation(glide(hand[i], at[hand[i]], to, ms));
                at[hand[i]] = to;
            }
            handOver = target;
        }
        CountBadgeItem *badge = parts.pitBadges[target];
        PitItem *pit = parts.pits[target];
        const int before = counts[target];
        ++counts[target];
        step->addAnimation(new FunctionAnimation(
            ms, [this, badge, pit, before, target, landed = false](qreal p) mutable {
                constexpr qreal Landing = 0.8;
                badge->setCount(p < Landing ? before : before + 1);
                pit->setGlow(landingGlow(p, Landing));
                if (p >= Landing && !std::exchange(landed, true))
                    emit beat(MoveBeat::Drop, target);
            }));
        addAnimation(step);
    }

    // 3. Captured counters fly to the mover's tray, one after another.
    if (!story.captures.empty()) {
        auto *step = new QParallelAnimationGroup;
        auto &tray = parts.inTray[sideIndex(story.mover)];
        const int trayBefore = static_cast<int>(tray.size());
        std::vector<CounterItem *> flying;
        for (const Capture &capture : story.captures) {
            auto &pitList = parts.inPit[capture.pit];
            flying.insert(flying.end(), pitList.begin(), pitList.end());
            pitList.clear();
        }
        tray.insert(tray.end(), flying.begin(), flying.end());
        qreal radius = 0;
        const auto spots = geometry.traySlots(story.mover, static_cast<int>(tray.size()), &radius);
        const int stagger = std::max(1, ms / 5);
        const int flight = ms * 3 / 2;
        for (std::size_t i = 0; i < flying.size(); ++i) {
            CounterItem *counter = flying[i];
            const QPointF to = spots[static_cast<std::size_t>(trayBefore) + i];
            auto *one = new QSequentialAnimationGroup;
            if (i > 0)
                one->addPause(static_cast<int>(i) * stagger);
            auto *move = new QParallelAnimationGroup;
            move->addAnimation(arc(counter, at[counter], to, flight));
            move->addAnimation(liftCurve(counter, 0, 1.3, 0, flight));
            move->addAnimation(resize(counter, size[counter], radius, flight));
            one->addAnimation(move);
            step->addAnimation(one);
            counter->setZValue(35);
            at[counter] = to;
        }
        std::vector<std::pair<CountBadgeItem *, int>> emptied;
        for (const Capture &capture : story.captures)
            emptied.emplace_back(parts.pitBadges[capture.pit], capture.counters);
        TrayItem *trayItem = parts.trays[sideIndex(story.mover)];
        const int total = static_cast<int>(flying.size()) * stagger + flight;
        const int count = static_cast<int>(flying.size());
        step->addAnimation(
            new FunctionAnimation(total, [=, this, started = false](qreal p) mutable {
                if (p > 0 && !std::exchange(started, true))
                    emit beat(MoveBeat::Capture, count);
                const int elapsed = qRound(p * total);
                for (const auto &[badge, counters] : emptied)
                    badge->setCount(elapsed <= 0 ? counters : 0);
                // A counter counts once it lands.
                int landed = 0;
                for (int i = 0; i < count; ++i)
                    landed += (i * stagger + flight <= elapsed) ? 1 : 0;
                trayItem->setCount(trayBefore + landed);
            }));
        addAnimation(step);
    }

    // 4. The opponent could not move: say so on the board.
    if (story.passFollows) {
        CaptionItem *caption = parts.caption; // worded by the scene, hidden until then
        addAnimation(new FunctionAnimation(
            std::max(900, ms * 6), [this, caption, shown = false](qreal p) mutable {
                caption->setVisible(p > 0 && p < 1);
                caption->setOpacity(std::clamp(std::min(p, 1 - p) * 6, 0.0, 1.0));
                if (p > 0 && !std::exchange(shown, true))
                    emit beat(MoveBeat::Pass, 0);
            }));
    }

    // 5. The game ended with this move: the last moment of the animation.
    if (const auto end = endBeat(story)) {
        const int margin = story.after.capturedDifference();
        addAnimation(new FunctionAnimation(1, [this, end, margin, said = false](qreal p) mutable {
            if (p >= 1 && !std::exchange(said, true))
                emit beat(*end, margin);
        }));
    }
}

} // namespace tihbat
