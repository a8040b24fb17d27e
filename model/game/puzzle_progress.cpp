// SPDX-License-Identifier: GPL-3.0-or-later
#include "puzzle_progress.h"

#include <QSettings>
#include <QStringList>
#include <algorithm>

namespace tihbat {

namespace {

QString key(const QString &group, const char *name) {
    return group + u'/' + QLatin1String(name);
}

} // namespace

PuzzleProgress::PuzzleProgress(QString group)
    : m_group(std::move(group)) {
    const QSettings settings;
    // Written as "1 5 12": stray words from an edited settings file are skipped, not trusted.
    const QStringList solved =
        settings.value(key(m_group, "solved")).toString().split(u' ', Qt::SkipEmptyParts);
    for (const QString &word : solved) {
        bool ok = false;
        const int id = word.toInt(&ok);
        if (ok && id > 0)
            m_solved.insert(id);
    }
    m_streak = std::max(0, settings.value(key(m_group, "streak")).toInt());
    m_bestStreak = std::max(m_streak, settings.value(key(m_group, "bestStreak")).toInt());
    m_currentId = std::max(0, settings.value(key(m_group, "current")).toInt());
}

void PuzzleProgress::setCurrentId(int id) {
    m_currentId = id;
    save();
}

void PuzzleProgress::recordSolved(int id, bool firstTry) {
    m_solved.insert(id);
    if (firstTry) {
        ++m_streak;
        m_bestStreak = std::max(m_bestStreak, m_streak);
    }
    save();
}

void PuzzleProgress::recordMiss() {
    m_streak = 0;
    save();
}

int PuzzleProgress::nextPuzzle(const std::vector<Puzzle> &puzzles, int afterId) const {
    if (puzzles.empty())
        return 0;
    const auto after = std::find_if(puzzles.begin(), puzzles.end(),
                                    [afterId](const Puzzle &p) { return p.id == afterId; });
    const std::size_t start = after == puzzles.end() ? 0 : std::size_t(after - puzzles.begin()) + 1;
    for (std::size_t i = 0; i < puzzles.size(); ++i) {
        const Puzzle &p = puzzles[(start + i) % puzzles.size()];
        if (!isSolved(p.id))
            return p.id;
    }
    return puzzles[start % puzzles.size()].id;
}

void PuzzleProgress::save() const {
    QStringList solved;
    for (const int id : m_solved)
        solved.append(QString::number(id));
    QSettings settings;
    settings.setValue(key(m_group, "solved"), solved.join(u' '));
    settings.setValue(key(m_group, "streak"), m_streak);
    settings.setValue(key(m_group, "bestStreak"), m_bestStreak);
    settings.setValue(key(m_group, "current"), m_currentId);
}

} // namespace tihbat
