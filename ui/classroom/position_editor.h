// SPDX-License-Identifier: GPL-3.0-or-later
// The position editor for demonstrations: any position (counters per pit, side to move, counters
// captured so far), checked against the rules, then played from or analysed ("What is best
// here?" shows the solver's value of every move over its pit on a preview board).
#pragma once

#include "core/game.h"

#include <QDialog>
#include <QPointer>
#include <array>

class QCheckBox;
class QComboBox;
class QLabel;
class QPushButton;
class QSpinBox;

namespace tihbat {

class AnalysisService;
class GameModel;
class BoardView;

class PositionEditor : public QDialog {
    Q_OBJECT
public:
    explicit PositionEditor(QWidget *parent = nullptr);
    // The one way the windows open it: on the game's position, not modal, deleted when closed;
    // Play From Here continues the game from the position set up, same players.
    static PositionEditor *openOn(GameModel *model, QWidget *parent);

    void setStart(const RuleOptions &options, const GameState &state);
    RuleOptions options() const;
    GameState state() const;

    // Why a position cannot happen in a game with these options, in one sentence for the
    // person who set it up; empty when it can.
    static QString problem(const RuleOptions &options, const GameState &state);

    // Plays from the position: emits playRequested and closes, or refuses with the problem
    // shown in the dialog, or stays open when the person keeps the game in progress that it
    // would replace (see ReplaceGameQuestion). Returns whether it played.
    bool playFromHere();
    // Shows the value of every move on the preview (worked out off the GUI thread: bestShown
    // says when they are there); refuses like playFromHere.
    bool showBest();
    QString message() const;

    QSpinBox *pitBox(int pit) const { return m_pits[static_cast<std::size_t>(pit)]; }
    QSpinBox *capturedBox(Side side) const { return m_captured[sideIndex(side)]; }
    QSpinBox *countersPerPitBox() const { return m_perPit; }
    QComboBox *sideBox() const { return m_side; }
    BoardView *preview() const { return m_preview; }

signals:
    void playRequested(const tihbat::Game &game);
    void bestShown();

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslateUi();
    void refresh();
    bool check();

    std::array<QSpinBox *, PitCount> m_pits{};
    std::array<QSpinBox *, 2> m_captured{};
    std::array<QLabel *, PitCount> m_pitLabels{};
    std::array<QLabel *, 2> m_capturedLabels{};
    QSpinBox *m_perPit = nullptr;
    QLabel *m_perPitLabel = nullptr;
    QCheckBox *m_chain = nullptr;
    QComboBox *m_side = nullptr;
    QLabel *m_sideLabel = nullptr;
    QLabel *m_message = nullptr;
    QPushButton *m_play = nullptr;
    QPushButton *m_best = nullptr;
    QPushButton *m_cancel = nullptr;
    BoardView *m_preview = nullptr;
    AnalysisService *m_analysis = nullptr; // child: "what is best here" off the GUI thread
    quint64 m_bestTicket = 0;              // the values asked for the position shown, or 0
    bool m_filling = false;
    QPointer<GameModel> m_replaces; // the game Play from Here replaces (openOn), if any
};

} // namespace tihbat
