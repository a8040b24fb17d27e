// SPDX-License-Identifier: GPL-3.0-or-later
#include "game_model.h"

#include "analysis_service.h"
#include "saved_game.h"

#include <QFutureWatcher>
#include <QtConcurrent>

namespace tihbat {

namespace {

// What a computer player thought, with its randomness advanced, so the model can keep it.
struct ComputerAnswer {
    int pit = -1;
    std::optional<ComputerPlayer> player;
};

} // namespace

GameModel::GameModel(QObject *parent)
    : QObject(parent) {
    qRegisterMetaType<tihbat::MoveStory>();
    qRegisterMetaType<tihbat::Outcome>();
    qRegisterMetaType<tihbat::MoveError>();
    qRegisterMetaType<tihbat::GameSetup>();
    qRegisterMetaType<std::vector<tihbat::MoveValue>>();
    m_analysis = new AnalysisService(this);
    connect(m_analysis, &AnalysisService::movesValued, this,
            [this](quint64 ticket, const std::vector<MoveValue> &values) {
                if (ticket != m_hintTicket)
                    return; // asked for a position the game has left
                m_hintTicket = 0;
                emit hintReady(values);
            });
    reset(m_setup, Game(m_setup.rules));
}

GameModel::~GameModel() = default;

bool GameModel::isComputerToMove() const {
    return !m_game.isOver() && player(m_game.position().toMove).kind == PlayerKind::Computer;
}

int GameModel::pliesToUndo() const {
    const auto &stories = m_game.stories();
    if (stories.empty())
        return 0;
    if (!isHuman(Side::South) && !isHuman(Side::North))
        return 1;
    // Back to the latest position where a person was to move.
    for (std::size_t i = stories.size(); i-- > 0;)
        if (isHuman(stories[i].before.position.toMove))
            return static_cast<int>(stories.size() - i);
    return 0;
}

bool GameModel::canUndo() const {
    return pliesToUndo() > 0;
}

bool GameModel::canRedo() const {
    // A network game goes only forward, by the host's moves.
    return !m_relay && m_game.canRedo();
}

void GameModel::setComputerSeed(std::uint32_t seed) {
    m_seed = seed;
    for (int i = 0; i < 2; ++i)
        if (m_computers[i])
            m_computers[i] = std::make_unique<ComputerPlayer>(m_computers[i]->level(), seed + i);
}

void GameModel::setAutosavePath(const QString &path) {
    if (path == m_autosavePath)
        return;
    m_autosavePath = path;
    // A failure was about the old place; the next save tells about the new one.
    if (m_autosaveFailing) {
        m_autosaveFailing = false;
        emit autosaveRecovered();
    }
}

bool GameModel::restoreAutosave(const QString &path, QString *error) {
    std::optional<SavedGame> saved = savedgame::read(path, error);
    if (!saved)
        return false;
    reset(saved->setup, saved->game);
    return true;
}

void GameModel::newGame(const GameSetup &setup) {
    reset(setup, Game(setup.rules));
}

void GameModel::continueGame(const GameSetup &setup, const Game &game) {
    reset(setup, game);
}

void GameModel::reset(const GameSetup &setup, const Game &game) {
    m_setup = setup;
    m_game = game;
    if (setup.players[0].kind != PlayerKind::Remote && setup.players[1].kind != PlayerKind::Remote)
        m_relay = nullptr;
    for (int i = 0; i < 2; ++i) {
        const PlayerSetup &p = m_setup.players[i];
        m_computers[i] = p.kind == PlayerKind::Computer
                             ? std::make_unique<ComputerPlayer>(p.level, m_seed + i)
                             : nullptr;
    }
    changed();
    emit gameReset();
    emit stateChanged();
}

bool GameModel::playPit(int pit) {
    MoveError error = m_game.check(pit);
    // A person never plays the computer's pits.
    if (error == MoveError::None && !isHuman(m_game.position().toMove))
        error = MoveError::WrongSide;
    if (error != MoveError::None) {
        emit moveRefused(pit, error);
        return false;
    }
    if (m_relay) {
        error = m_relay->relayPit(pit);
        if (error != MoveError::None)
            emit moveRefused(pit, error);
        return error == MoveError::None;
    }
    afterMove(std::get<MoveStory>(m_game.play(pit)));
    return true;
}

bool GameModel::playRelayed(int pit) {
    if (m_game.check(pit) != MoveError::None || isComputerToMove())
        return false;
    afterMove(std::get<MoveStory>(m_game.play(pit)));
    return true;
}

void GameModel::takeBack(int plies) {
    std::vector<MoveStory> undone;
    for (int i = 0; i < plies && !m_game.stories().empty(); ++i)
        undone.push_back(*m_game.undo());
    if (undone.empty())
        return;
    changed();
    for (const MoveStory &story : undone)
        emit moveUndone(story);
    emit stateChanged();
}

void GameModel::afterMove(const MoveStory &story) {
    changed();
    emit moveMade(story);
    emit stateChanged();
    if (story.end != GameEnd::None)
        emit gameOver(*m_game.outcome());
}

void GameModel::undo() {
    const int plies = pliesToUndo();
    if (plies == 0)
        return;
    if (m_relay) { // the other player is asked; the moves go when they agree (takeBack)
        m_relay->relayUndo();
        return;
    }
    std::vector<MoveStory> undone;
    for (int i = 0; i < plies; ++i)
        undone.push_back(*m_game.undo());
    changed();
    for (const MoveStory &story : undone)
        emit moveUndone(story);
    emit stateChanged();
}

void GameModel::redo() {
    if (!canRedo())
        return;
    const bool anyHuman = isHuman(Side::South) || isHuman(Side::North);
    std::vector<MoveStory> redone;
    // Mirror of undo: on to the next position where a person is to move.
    do {
        redone.push_back(*m_game.redo());
    } while (anyHuman && m_game.canRedo() && !m_game.isOver() &&
             !isHuman(m_game.position().toMove));
    changed();
    for (const MoveStory &story : redone)
        emit moveMade(story);
    emit stateChanged();
    if (m_game.isOver())
        emit gameOver(*m_game.outcome());
}

void GameModel::requestComputerMove() {
    if (!isComputerToMove() || m_thinking)
        return;
    const int side = sideIndex(m_game.position().toMove);
    m_thinking = true;
    emit computerThinkingChanged(true);
    emit stateChanged();

    const quint64 generation = m_generation;
    auto *watcher = new QFutureWatcher<ComputerAnswer>(this);
    connect(watcher, &QFutureWatcher<ComputerAnswer>::finished, this, [this, watcher, generation] {
        const ComputerAnswer answer = watcher->result();
        watcher->deleteLater();
        onComputerAnswer(generation, answer.pit, *answer.player);
    });
    // The thread works on copies, so nothing it touches can change or vanish meanwhile.
    watcher->setFuture(QtConcurrent::run([game = m_game, player = *m_computers[side]]() mutable {
        ComputerAnswer answer;
        answer.pit = player.chooseMove(game);
        answer.player = player;
        return answer;
    }));
}

void GameModel::onComputerAnswer(quint64 generation, int pit, const ComputerPlayer &player) {
    if (generation != m_generation)
        return; // the game changed while the computer was thinking
    m_thinking = false;
    emit computerThinkingChanged(false);
    m_computers[sideIndex(m_game.position().toMove)] = std::make_unique<ComputerPlayer>(player);
    auto result = m_game.play(pit);
    Q_ASSERT(std::holds_alternative<MoveStory>(result));
    afterMove(std::get<MoveStory>(result));
}

void GameModel::requestHint() {
    if (m_game.isOver()) {
        emit hintReady({});
        return;
    }
    m_hintTicket = m_analysis->valueMoves(m_game);
}

void GameModel::cancelComputerMove() {
    if (!m_thinking)
        return;
    m_thinking = false;
    emit computerThinkingChanged(false);
}

void GameModel::changed() {
    ++m_generation;
    m_hintTicket = 0;
    cancelComputerMove();
    saveAutosave();
}

void GameModel::saveAutosave() {
    if (m_autosavePath.isEmpty())
        return;
    QString error;
    // A finished game is not offered for continuing: its autosave goes (records keep games).
    const bool removing = m_game.isOver();
    const bool saved = removing ? savedgame::remove(m_autosavePath, &error)
                                : savedgame::write(m_autosavePath, m_setup, m_game, &error,
                                                   m_relay ? m_relay->seat() : std::nullopt);
    if (!saved) {
        m_autosaveFailing = true;
        if (removing)
            emit autosaveNotRemoved(error);
        else
            emit autosaveFailed(error);
    } else if (m_autosaveFailing) {
        m_autosaveFailing = false;
        emit autosaveRecovered();
    }
}

} // namespace tihbat
