// SPDX-License-Identifier: GPL-3.0-or-later
// Every setting the game remembers, each with its key and default in one place and one typed
// accessor; what is read is checked (a number out of range becomes the default). The keys are
// the ones on disk since the first version and never change:
//
//   view/dropDuration       int, ms per dropped counter     220 (AnimationSpeed::Normal)
//   view/flipped            bool, North at the bottom        false
//   view/highContrastBoard  bool                             false
//   view/toolbar            bool, the game window's toolbar shown   true
//   sound/enabled           bool                             true
//   sound/volume            int, 0 to 100                    70
//   speech/enabled          bool, Read Aloud                 false
//   speech/rate             int, -100 to 100 (% of the voice's range, 0 its normal)   0
//   ui/language             QString, "el", "pt"…; empty: the system's language
//   files/lastFolder        QString, where Save As opened last
//   files/recent            QStringList, most recent first
//   files/exportFolder      QString, where the last export or worksheet was written
//   worksheet/…             the worksheet dialog's last choice: puzzles, difficulty (-1 mixed),
//                           countersPerPit (0 any), title, language, paper, sheet, separateKey
//   boardPicture/…          Export Board Picture's last choice: width, height, values, names
//   <window>/geometry       QByteArray (QWidget::saveGeometry) per window name
//   newGame/…               the new game choices: south|north/{kind, level, name},
//                           countersPerPit, chainCapture, firstToMove ("S" or "N")
//   learn/doneLessons, learn/currentLesson, learn/offered   the lessons (TutorialProgress)
//   network/…               Play over the Network's last choices: name, countersPerPit,
//                           chainCapture, firstToMove and hostSide ("S" or "N"), address,
//                           port, joinAs ("player", "watcher" or "projector"), page ("host"
//                           or "join": the last one used); never a code
//   statistics/…            results against the computer (PlayStatistics owns the group)
//   puzzles/…               the puzzles solved (PuzzleProgress owns the group)
//
// Writes go through SettingsStore::shared(): checked, and the person told once if they fail.
#pragma once

#include "game/session/game_model.h"

#include <QByteArray>
#include <QString>
#include <QStringList>

namespace tihbat {

// The worksheet dialog's choice, kept as plain values (the dialog turns them into its own).
struct WorksheetSettings {
    int puzzles = 12;
    int difficulty = -1;    // -1: mixed, else a PuzzleDifficulty
    int countersPerPit = 0; // 0: any
    QString title;          // empty: the default title
    QString language;       // empty: the window's
    QString paper;          // "A4" or "Letter"; empty: the system's
    int sheet = 1;          // the same number gives the same puzzles
    bool separateKey = false;
};

// Export Board Picture's choice; an empty size: twice the board as shown.
struct BoardPictureSettings {
    int width = 0;
    int height = 0;
    bool values = true;
    bool names = true;
};

// Play over the Network's choices, kept between uses (settings_network.cpp). No join code: a
// code belongs to one hosted game, and is drawn anew for the next.
struct NetworkChoices {
    enum class JoinAs : std::uint8_t { Player, Watcher, Projector };
    QString name;
    RuleOptions rules;
    Side hostSide = Side::South;
    QString address;
    int port = 0; // 0: the game's usual port
    JoinAs joinAs = JoinAs::Player;
    bool joinedLast = false; // the last use joined a game (the dialog opens on Join)
};

class Settings {
public:
    Settings() = delete;

    static int dropDuration();
    static void setDropDuration(int ms);
    static bool boardFlipped();
    static void setBoardFlipped(bool flipped);
    static bool highContrastBoard();
    static void setHighContrastBoard(bool on);

    static bool toolbarVisible();
    static void setToolbarVisible(bool visible);

    static bool soundEnabled();
    static void setSoundEnabled(bool enabled);
    static int soundVolume();
    static void setSoundVolume(int percent);

    // Read Aloud (View menu): off unless the person, a teacher or a kiosk switched it on
    // ([speech] enabled=true in the settings file).
    static bool readAloud();
    static void setReadAloud(bool enabled);
    // The voice's rate, -100 (slowest) to 100 (fastest); 0 is the voice's own.
    static int speechRate();
    static void setSpeechRate(int percent);

    static QString language();
    static void setLanguage(const QString &code);

    static QString lastFolder();
    static void setLastFolder(const QString &folder);
    static QStringList recentFiles();
    static void setRecentFiles(const QStringList &paths);

    static QString exportFolder();
    static void setExportFolder(const QString &folder);
    static WorksheetSettings worksheet();
    static void setWorksheet(const WorksheetSettings &choice);
    static BoardPictureSettings boardPicture();
    static void setBoardPicture(const BoardPictureSettings &choice);

    // `window` names the window ("window" for the game's, "puzzleWindow", …).
    static QByteArray windowGeometry(const QString &window);
    static void setWindowGeometry(const QString &window, const QByteArray &geometry);

    // The first run's choice: a child against a gentle computer.
    static GameSetup defaultSetup();
    // What was chosen last; anything missing or out of range is the default.
    static GameSetup newGameSetup();
    static void setNewGameSetup(const GameSetup &setup);

    static QStringList doneLessons();
    static void setDoneLessons(const QStringList &ids);
    static QString currentLesson();
    static void setCurrentLesson(const QString &id);
    static bool lessonsOffered();
    static void setLessonsOffered(bool offered);

    // What was chosen last in Play over the Network; anything missing or out of range is the
    // default.
    static NetworkChoices networkChoices();
    static void setNetworkChoices(const NetworkChoices &choices);

    // The longest player name kept.
    static constexpr int MaxNameLength = 100;

private:
    static void write(const QString &key, const QVariant &value);
};

} // namespace tihbat
