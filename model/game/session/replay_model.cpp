// SPDX-License-Identifier: GPL-3.0-or-later
#include "replay_model.h"

#include "analysis_service.h"

#include <QRegularExpression>
#include <QStringList>
#include <algorithm>

namespace tihbat {

namespace {

bool isRosterTag(const std::string &name) {
    for (const record::Tag &tag : record::defaultRoster()) {
        if (tag.name == name)
            return true;
    }
    return false;
}

} // namespace

Game startOfRecord(const record::GameRecord &record) {
    return record.setup ? Game(record.options, *record.setup) : Game(record.options);
}

QString shownTagValue(const record::GameRecord &record, const std::string &name) {
    const std::optional<std::string> value = record.tag(name);
    if (!value)
        return {};
    const QString text = QString::fromStdString(*value);
    static const QRegularExpression unknown(QStringLiteral("^[?.]*$"));
    return unknown.match(text).hasMatch() ? QString() : text;
}

ReplayModel::ReplayModel(QObject *parent)
    : MoveLine(parent)
    , m_analysisService(new AnalysisService(this)) {
    connect(m_analysisService, &AnalysisService::lineAnalysed, this,
            [this](quint64 ticket, const std::vector<PositionAnalysis> &analysis) {
                if (ticket != m_analysisTicket)
                    return; // for a game no longer replayed
                m_analysisTicket = 0;
                m_analysis = analysis;
                m_analysed = true;
                emit analysisReady();
            });
    replayCurrent();
}

QString ReplayModel::setGames(std::vector<record::GameRecord> games) {
    for (std::size_t i = 0; i < games.size(); ++i) {
        const record::Replay replay = record::gameOf(games[i]);
        if (!replay.game)
            //: %1 is the game's number in the file, %2 the rules' reason (in English).
            return tr("Game %1 is not a legal game: %2")
                .arg(i + 1)
                .arg(QString::fromStdString(replay.problem));
    }
    m_games = std::move(games);
    m_current = 0;
    replayCurrent();
    setModified(false);
    emit gameChanged();
    emit lineChanged();
    return {};
}

void ReplayModel::selectGame(int game) {
    if (game < 0 || game >= gameCount() || game == m_current)
        return;
    m_current = game;
    replayCurrent();
    emit gameChanged();
    emit lineChanged();
}

void ReplayModel::replayCurrent() {
    m_index = 0;
    m_game = Game();
    if (!m_games.empty()) {
        m_game = startOfRecord(record());
        for (const record::RecordedMove &move : record().moves)
            m_game.play(move.pit); // legal: checked by setGames
    }
    // The verdicts come later, from the worker thread; until then, none.
    m_analysed = false;
    m_analysis.assign(static_cast<std::size_t>(m_game.plies()) + 1, PositionAnalysis{});
    m_analysisTicket = m_analysisService->analyseLine(m_game);
}

const GameState &ReplayModel::stateAt(int index) const {
    index = std::clamp(index, 0, moveCount());
    return index == 0 ? m_game.start()
                      : m_game.stories()[static_cast<std::size_t>(index - 1)].after;
}

bool ReplayModel::isOverAt(int index) const {
    // A game cannot go on after its end, so only the last position can be a finished one.
    return index >= moveCount() && m_game.isOver();
}

const MoveStory &ReplayModel::storyOf(int move) const {
    return m_game.stories()[static_cast<std::size_t>(std::clamp(move, 1, moveCount()) - 1)];
}

const PositionAnalysis &ReplayModel::analysisAt(int index) const {
    return m_analysis[static_cast<std::size_t>(std::clamp(index, 0, moveCount()))];
}

int ReplayModel::lossOf(int move) const {
    if (!m_analysed)
        return 0;
    const int before = analysisAt(move - 1).value;
    const int after = analysisAt(move).value;
    return storyOf(move).mover == Side::South ? before - after : after - before;
}

Game ReplayModel::gameUpTo(int index) const {
    if (m_games.empty())
        return Game();
    return m_game.prefix(index);
}

QString ReplayModel::commentAt(int index) const {
    if (m_games.empty())
        return {};
    const std::vector<std::string> &comments =
        index <= 0 ? record().commentsBefore
                   : record()
                         .moves[static_cast<std::size_t>(std::min(index, moveCount()) - 1)]
                         .commentsAfter;
    QStringList lines;
    for (const std::string &comment : comments)
        lines.append(QString::fromStdString(comment));
    return lines.join(u'\n');
}

void ReplayModel::goTo(int index) {
    index = std::clamp(index, 0, moveCount());
    if (index == m_index)
        return;
    const int previous = m_index;
    m_index = index;
    emit positionChanged(m_index, previous);
}

void ReplayModel::setComment(int index, const QString &text) {
    if (m_games.empty() || index < 0 || index > moveCount() || text == commentAt(index))
        return;
    std::vector<std::string> &comments =
        index == 0 ? editableRecord().commentsBefore
                   : editableRecord().moves[static_cast<std::size_t>(index - 1)].commentsAfter;
    comments.clear();
    if (!text.trimmed().isEmpty())
        comments.push_back(text.toStdString());
    setModified(true);
    emit commentChanged(index);
}

bool ReplayModel::setTag(const QString &name, const QString &value) {
    const std::string key = name.toStdString();
    if (m_games.empty() || !record::isValidTagName(key) || record::isInterpretedTag(key))
        return false;
    const std::string text = value.trimmed().toStdString();
    if (text.empty() && !isRosterTag(key))
        return removeTag(name);
    const std::string stored = text.empty() ? "?" : text;
    if (record().tag(key) == stored)
        return true;
    editableRecord().setTag(key, stored);
    setModified(true);
    emit tagsChanged();
    return true;
}

bool ReplayModel::removeTag(const QString &name) {
    if (m_games.empty())
        return false;
    const std::string key = name.toStdString();
    const auto removed = std::erase_if(editableRecord().tags,
                                       [&key](const record::Tag &tag) { return tag.name == key; });
    if (removed == 0)
        return false;
    setModified(true);
    emit tagsChanged();
    return true;
}

void ReplayModel::setModified(bool modified) {
    if (modified == m_modified)
        return;
    m_modified = modified;
    emit modifiedChanged(modified);
}

} // namespace tihbat
