// SPDX-License-Identifier: GPL-3.0-or-later
// An animation that calls a function with its progress (0..1): for what is not a property of a
// QObject (labels, highlights), written so that any jump in time gives the right picture.
#pragma once

#include <QAbstractAnimation>
#include <algorithm>
#include <functional>
#include <utility>

namespace tihbat {

class FunctionAnimation : public QAbstractAnimation {
public:
    FunctionAnimation(int ms, std::function<void(qreal)> apply)
        : m_ms(std::max(1, ms))
        , m_apply(std::move(apply)) {}
    int duration() const override { return m_ms; }

protected:
    void updateCurrentTime(int currentTime) override {
        m_apply(static_cast<qreal>(currentTime) / m_ms);
    }

private:
    int m_ms;
    std::function<void(qreal)> m_apply;
};

} // namespace tihbat
