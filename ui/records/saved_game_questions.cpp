// SPDX-License-Identifier: GPL-3.0-or-later
#include "records/saved_game_questions.h"

#include "common/plain_text.h"
#include "game/words/game_texts.h"
#include "i18n/message_wording.h"

#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QMessageBox>
#include <QTimer>

namespace tihbat {

std::optional<SavedGameQuestions::UnfinishedGame>
SavedGameQuestions::unfinishedGame(QWidget *window, const QString &path, bool withoutAsking) {
    // A link that leads nowhere (a loop) is not "no saved game": reading it says why.
    if (path.isEmpty() || !(QFileInfo::exists(path) || QFileInfo(path).isSymLink()))
        return std::nullopt;
    QString error;
    std::optional<SavedGame> saved = savedgame::read(path, &error);
    if (!saved) {
        setDamagedAside(window, path, error);
        return std::nullopt;
    }
    // A finished game whose saved copy could not be removed (a read-only disk) is not "not
    // finished": a new game starts and replaces the copy at its first save.
    if (saved->game.isOver())
        return std::nullopt;
    // A game without a move is nothing to ask about: it simply goes on. Nor is a network game
    // the program ended in: the other player may be waiting for it to come back.
    const bool ask = saved->game.plies() > 0 && !withoutAsking && !saved->network;
    return UnfinishedGame{std::move(*saved), ask};
}

QString SavedGameQuestions::continueQuestion() {
    //: Asked at start when the last game was not finished
    return tr("Your last game was not finished.");
}

QString SavedGameQuestions::continueDetails(const SavedGame &saved) {
    //: %1 and %2 are player names, %n the number of moves played
    return tr("%1 against %2. Moves played: %n. Do you want to continue it?", nullptr,
              saved.game.plies())
        .arg(GameTexts::sentenceName(saved.setup, Side::South),
             GameTexts::sentenceName(saved.setup, Side::North));
}

QString SavedGameQuestions::continueAnswer() {
    //: Button: continue the unfinished game
    return tr("&Continue Game");
}

QString SavedGameQuestions::newGameAnswer() {
    //: Button: forget the unfinished game and start a new one
    return tr("&New Game");
}

void SavedGameQuestions::setDamagedAside(QWidget *window, const QString &path,
                                         const QString &error) {
    // Never delete what the user made: the damaged file is kept beside the new one.
    const QString aside =
        path + QDateTime::currentDateTime().toString(".'damaged'-yyyyMMdd-hhmmss");
    // Only a file is set aside: a folder or a named pipe given as the autosave is no saved game.
    const QString kept = QFileInfo(path).isFile() && QFile::rename(path, aside)
                             ? QDir::toNativeSeparators(aside)
                             : QString();
    auto *box =
        new QMessageBox(QMessageBox::Warning, QString(), QString(), QMessageBox::Ok, window);
    box->setObjectName("damagedAutosaveMessage");
    box->setAttribute(Qt::WA_DeleteOnClose);
    // Worded again on a language switch; the reason stays in the language it was read in: the
    // file is gone from where it was.
    MessageWording::attach(box, [error, kept](QMessageBox &shown) {
        shown.setWindowTitle(GameTexts::gameName());
        //: At start, when the saved game cannot be read
        shown.setText(tr("Your last game could not be continued: its saved file "
                         "could not be read."));
        //: %1 is what is wrong with the file, %2 where the file was kept
        shown.setInformativeText(
            kept.isEmpty()
                ? error
                : tr("%1\n\nThe file was kept as %2. A new game starts now.").arg(error, kept));
        keepMessagePlain(&shown);
    });
    // Not modal for the program: the new game is there behind it.
    QTimer::singleShot(0, box, [box] { box->open(); });
}

} // namespace tihbat
