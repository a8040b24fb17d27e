// SPDX-License-Identifier: GPL-3.0-or-later
#include "replay/game_chooser.h"

#include "game/session/replay_model.h"
#include "replay/record_players.h"
#include "text/isolated_text.h"

#include <QCoreApplication>
#include <QEvent>
#include <QSignalBlocker>

namespace tihbat {

GameChooser::GameChooser(ReplayModel *model, QWidget *parent)
    : QComboBox(parent)
    , m_model(model) {
    setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    setMinimumContentsLength(20);
    connect(m_model, &ReplayModel::gameChanged, this, &GameChooser::fill);
    connect(m_model, &ReplayModel::tagsChanged, this, &GameChooser::fill);
    connect(this, &QComboBox::currentIndexChanged, this, [this](int game) {
        if (game >= 0)
            m_model->selectGame(game);
    });
    fill();
}

void GameChooser::changeEvent(QEvent *event) {
    if (event->type() == QEvent::LanguageChange && !m_model->isEmpty())
        fill();
    QComboBox::changeEvent(event);
}

void GameChooser::fill() {
    const QSignalBlocker blocker(this);
    clear();
    for (int i = 0; i < m_model->gameCount(); ++i) {
        const record::GameRecord &game = m_model->games()[static_cast<std::size_t>(i)];
        // Worded in the replay window's context, where it was translated.
        //: An entry of the game chooser: its number, South's name, North's name (the event,
        //: if any, follows in brackets).
        QString text = QCoreApplication::translate("tihbat::ReplayWindow", "%1. %2 \u2013 %3")
                           .arg(i + 1)
                           .arg(RecordPlayers::inSentence(game, Side::South),
                                RecordPlayers::inSentence(game, Side::North));
        if (const QString event = shownTagValue(game, "Event"); !event.isEmpty())
            text += QStringLiteral(" (%1)").arg(isolated(event));
        addItem(text);
    }
    setCurrentIndex(m_model->currentGame());
    setEnabled(m_model->gameCount() > 1);
}

} // namespace tihbat
