// SPDX-License-Identifier: GPL-3.0-or-later
#include "network/undo_question.h"

#include "common/question_card.h"
#include "game/session/game_model.h"
#include "game/session/game_session.h"
#include "net/game_host.h"
#include "net/game_link.h"
#include "network_game/network_game.h"
#include "text/isolated_text.h"

#include <QLabel>
#include <QPointer>

namespace tihbat {

namespace {

// Whether the host (hosting) or the link (joined) still waits for this side's answer.
bool isStillAsked(const NetworkGame *game) {
    if (!game)
        return false;
    if (const net::GameHost *host = game->host())
        return host->isUndoPending();
    const net::GameLink *link = game->link();
    return link && link->isUndoPending();
}

} // namespace

QuestionCard *UndoQuestion::makeCard(BoardView *board, const QString &name) {
    auto *card = new QuestionCard(board, "undoQuestion", "agreeUndoButton", "declineUndoButton");
    // Declining changes nothing: Escape says no.
    card->setEscape(card->otherButton());
    card->setWording([name](QuestionCard &shown) {
        shown.question()->setText(question(name));
        shown.details()->setText(details());
        shown.defaultButton()->setText(agreeAnswer());
        shown.otherButton()->setText(declineAnswer());
    });
    return card;
}

QuestionCard *UndoQuestion::ask(NetworkGame *game, BoardView *board) {
    QuestionCard *card = makeCard(board, game->otherName());
    QPointer<NetworkGame> asked(game);
    // The buttons close the card first (QuestionCard), then answer.
    QObject::connect(card->defaultButton(), &QPushButton::clicked, card, [asked] {
        if (asked)
            asked->answerUndo(true);
    });
    QObject::connect(card->otherButton(), &QPushButton::clicked, card, [asked] {
        if (asked)
            asked->answerUndo(false);
    });

    // Nothing stale stays asked.
    const auto close = [card] { card->close(); };
    const auto closeIfWithdrawn = [card, asked] {
        if (!isStillAsked(asked))
            card->close();
    };
    QObject::connect(game, &QObject::destroyed, card, close);
    QObject::connect(game, &NetworkGame::ended, card, close);
    if (net::GameHost *host = game->host()) {
        QObject::connect(host, &net::GameHost::guestLeft, card, closeIfWithdrawn);
        QObject::connect(host, &net::GameHost::undone, card, closeIfWithdrawn);
        QObject::connect(host, &net::GameHost::movePlayed, card, closeIfWithdrawn);
    }
    if (net::GameLink *link = game->link()) {
        QObject::connect(link, &net::GameLink::connectionLost, card, closeIfWithdrawn);
        QObject::connect(link, &net::GameLink::welcomed, card, closeIfWithdrawn);
        QObject::connect(link, &net::GameLink::failed, card, closeIfWithdrawn);
        QObject::connect(link, &net::GameLink::undone, card, closeIfWithdrawn);
        QObject::connect(link, &net::GameLink::movePlayed, card, closeIfWithdrawn);
    }
    // The session's game changed under the question (another game, a move, a take-back).
    const GameModel *model = game->session()->model();
    QObject::connect(model, &GameModel::gameReset, card, close);
    QObject::connect(model, &GameModel::moveMade, card, close);
    QObject::connect(model, &GameModel::moveUndone, card, close);
    card->present();
    return card;
}

QString UndoQuestion::question(const QString &name) {
    //: A network game: the other player asks to undo; %1 is their name
    return tr("Let %1 take back their last move?").arg(isolated(name));
}

QString UndoQuestion::details() {
    //: A network game: below the question whether the other player may take back their move
    return tr("The game waits for your answer. If you agree, both boards go back to before "
              "their last move.");
}

QString UndoQuestion::agreeAnswer() {
    //: Button: the other player of a network game may take back their last move
    return tr("&Agree");
}

QString UndoQuestion::declineAnswer() {
    //: Button: the other player of a network game may not take back their last move
    return tr("&Decline");
}

} // namespace tihbat
