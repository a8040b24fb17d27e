// SPDX-License-Identifier: GPL-3.0-or-later
#include "puzzle_progress.h"

#include "game/settings/log.h"
#include "game/settings/settings_store.h"

#include <QStringList>
#include <algorithm>

namespace tihbat {

namespace {

QString key(const QString &group, const char *name) {
    return group + u'/' + QLatin1String(name);
}

bool isShipped(int id) {
    const std::vector<Puzzle> &puzzles = shippedPuzzles();
    return std::any_of(puzzles.begin(), puzzles.end(),
                       [id](const Puzzle &p) { return p.id == id; });
}

// A streak from the settings: a whole number from 0 to PuzzleProgress::MaxStreak.
int readStreak(const QString &key) {
    bool ok = false;
    const qlonglong streak = SettingsStore::shared().value(key).toLongLong(&ok);
    return ok ? int(std::clamp<qlonglong>(streak, 0, PuzzleProgress::MaxStreak)) : 0;
}

} // namespace

PuzzleProgress::PuzzleProgress(QString group)
    : m_group(std::move(group)) {
    const SettingsStore &store = SettingsStore::shared();
    // Written as "1 5 12": only the ids of puzzles the game has count; stray words or numbers
    // from an edited settings file are skipped, not trusted.
    const QStringList solved =
        store.value(key(m_group, "solved")).toString().split(u' ', Qt::SkipEmptyParts);
    int ignored = 0;
    for (const QString &word : solved) {
        bool ok = false;
        const int id = word.toInt(&ok);
        if (ok && isShipped(id))
            m_solved.insert(id);
        else
            ++ignored;
    }
    if (ignored > 0)
        qCWarning(lcSettings).noquote()
            << QStringLiteral("Puzzles: ignoring %1 solved puzzle(s) in %2 that the game does "
                              "not have (%3)")
                   .arg(ignored)
                   .arg(store.path(), key(m_group, "solved"));
    m_streak = readStreak(key(m_group, "streak"));
    m_bestStreak = std::max(m_streak, readStreak(key(m_group, "bestStreak")));
    const int current = store.value(key(m_group, "current")).toInt();
    m_currentId = isShipped(current) ? current : 0;
}

void PuzzleProgress::setCurrentId(int id) {
    m_currentId = id;
    save();
}

void PuzzleProgress::recordSolved(int id, bool firstTry) {
    m_solved.insert(id);
    if (firstTry) {
        m_streak = std::min(m_streak + 1, MaxStreak);
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
    SettingsStore &store = SettingsStore::shared();
    store.setValue(key(m_group, "solved"), solved.join(u' '));
    store.setValue(key(m_group, "streak"), m_streak);
    store.setValue(key(m_group, "bestStreak"), m_bestStreak);
    store.setValue(key(m_group, "current"), m_currentId);
    if (!store.save())
        qCDebug(lcSettings) << "puzzle progress not saved";
}

} // namespace tihbat
