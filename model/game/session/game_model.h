// SPDX-License-Identifier: GPL-3.0-or-later
// The QObject face of a game in progress: wraps the rules core and the computer players, owns
// the game state, and tells views what happened through signals. It changes state at once and
// never waits for a view; a view animates from the stories it is sent.
#pragma once

#include "core/computer_player.h"
#include "core/game.h"
#include "network_seat.h"

#include <QObject>
#include <QString>
#include <array>
#include <memory>
#include <optional>
#include <vector>

namespace tihbat {

class AnalysisService;

// Remote: a player at another computer (a network game); their moves arrive through the model's
// MoveRelay, and nobody plays them here, neither a person nor the computer.
enum class PlayerKind : std::uint8_t { Human, Computer, Remote };

// Where a network game's own moves and undo requests go instead of into the model: the game is
// someone else's (the host's), and each move comes back through GameModel::playRelayed.
class MoveRelay {
public:
    virtual ~MoveRelay() = default;
    // Sends the person's pit; None when sent, else why not (nothing was sent).
    virtual MoveError relayPit(int pit) = 0;
    // Asks the other player to take moves back; false if it cannot be asked now.
    virtual bool relayUndo() = 0;
    // This side's place in the network game, saved with the game so a start after a crash
    // goes back to it; nothing when there is no place to go back to.
    virtual std::optional<NetworkSeat> seat() const { return std::nullopt; }
};

struct PlayerSetup {
    PlayerKind kind = PlayerKind::Human;
    Level level = Level::Medium; // for a computer player
    QString name;                // empty: the view words a default ("South", "Computer")
    bool operator==(const PlayerSetup &) const = default;
};

struct GameSetup {
    RuleOptions rules;
    std::array<PlayerSetup, 2> players; // by sideIndex
    bool operator==(const GameSetup &) const = default;
};

class GameModel : public QObject {
    Q_OBJECT
public:
    explicit GameModel(QObject *parent = nullptr);
    ~GameModel() override;

    const Game &game() const { return m_game; }
    const GameSetup &setup() const { return m_setup; }
    const Position &position() const { return m_game.position(); }
    const GameState &state() const { return m_game.state(); }
    bool isOver() const { return m_game.isOver(); }
    std::optional<Outcome> outcome() const { return m_game.outcome(); }
    const PlayerSetup &player(Side side) const { return m_setup.players[sideIndex(side)]; }
    bool isComputerToMove() const;
    bool isComputerThinking() const { return m_thinking; }
    bool canUndo() const;
    bool canRedo() const;

    // Seeds the computer players' randomness (tests and reproducible demonstrations).
    void setComputerSeed(std::uint32_t seed);

    // A network game: the person's pits and undo go to `relay` (not owned; it outlives the
    // game or is cleared first), and moves are played by playRelayed. Cleared by any game that
    // has no remote player.
    void setRelay(MoveRelay *relay) { m_relay = relay; }
    MoveRelay *relay() const { return m_relay; }

    // Where the game in progress is saved after every change; empty turns autosave off.
    void setAutosavePath(const QString &path);
    QString autosavePath() const { return m_autosavePath; }
    // Whether the last autosave attempt failed (and none has succeeded since).
    bool isAutosaveFailing() const { return m_autosaveFailing; }
    // Restores a saved game in progress. On failure nothing changes and `error` says what was
    // wrong with the file and where.
    [[nodiscard]] bool restoreAutosave(const QString &path, QString *error);

public slots:
    void newGame(const tihbat::GameSetup &setup);
    // Continues a given game (a replay's position, a set-up position) as a new game.
    void continueGame(const tihbat::GameSetup &setup, const tihbat::Game &game);
    // Plays a pit for the side to move (a human's move). A refused move changes nothing and
    // emits moveRefused with the reason. Returns whether it was played (in a network game:
    // sent to the relay, played when it comes back).
    bool playPit(int pit);
    // A network game's move as the host played it (either side's): played and shown as any
    // move. False, changing nothing, if the game here does not allow it.
    bool playRelayed(int pit);
    // Takes back exactly `plies` moves (an undo both players of a network game agreed to).
    void takeBack(int plies);
    // Undo: against the computer, back to the human's previous turn. Redo is its mirror.
    void undo();
    void redo();
    // Asks the computer to move if it is its turn; the move arrives by moveMade.
    void requestComputerMove();
    // Emits hintReady with every legal move's exact value (final score difference), worked out
    // off the GUI thread; a hint for a position the game has left is dropped.
    void requestHint();

signals:
    // A move was made (by a person or the computer): its full story, for animation.
    void moveMade(const tihbat::MoveStory &story);
    // A move was taken back.
    void moveUndone(const tihbat::MoveStory &story);
    // A new, continued or restored game: views show the state as it is, without animation.
    void gameReset();
    // Anything a view shows changed (board, captures, turn, undo/redo, thinking).
    void stateChanged();
    void moveRefused(int pit, tihbat::MoveError error);
    void gameOver(const tihbat::Outcome &outcome);
    void computerThinkingChanged(bool thinking);
    void hintReady(const std::vector<tihbat::MoveValue> &values);
    // Saving the game in progress failed (disk full, no permission); says why. Emitted on every
    // failed attempt while the failure lasts.
    void autosaveFailed(const QString &error);
    // The game ended and its autosave, no longer wanted, could not be removed (a read-only disk;
    // a folder or a named pipe in its place); says which and why. Nothing of the game is lost.
    void autosaveNotRemoved(const QString &error);
    // The first autosave that succeeded after one or more failures: the game is saved again.
    void autosaveRecovered();

private:
    void afterMove(const MoveStory &story);
    void reset(const GameSetup &setup, const Game &game);
    void saveAutosave();
    void cancelComputerMove();
    // Every change: a computer answer still on its way is for a game that no longer exists.
    void changed();
    void onComputerAnswer(quint64 generation, int pit, const ComputerPlayer &player);
    bool isHuman(Side side) const { return player(side).kind == PlayerKind::Human; }
    // How many plies undo/redo take: to the human's turn against the computer, else one.
    int pliesToUndo() const;

    GameSetup m_setup;
    Game m_game;
    std::array<std::unique_ptr<ComputerPlayer>, 2> m_computers;
    std::uint32_t m_seed = 0;
    bool m_thinking = false;
    quint64 m_generation = 0; // bumped on every change, so a late computer answer is dropped
    QString m_autosavePath;
    bool m_autosaveFailing = false; // the last attempt failed: the next success is a recovery
    MoveRelay *m_relay = nullptr;   // a network game's, not owned
    AnalysisService *m_analysis = nullptr; // child
    quint64 m_hintTicket = 0;              // the hint asked for the game as it is, or 0
};

} // namespace tihbat

Q_DECLARE_METATYPE(tihbat::MoveStory)
Q_DECLARE_METATYPE(tihbat::Outcome)
// MoveError, GameSetup and std::vector<MoveValue> need no declaration in Qt 6
// (QMetaType::fromType); declaring MoveError here would clash with board_view.h's signals, compiled
// without this header.
