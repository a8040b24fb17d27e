// SPDX-License-Identifier: GPL-3.0-or-later
#include "replay/record_files.h"

#include "common/plain_text.h"
#include "common/standard_action.h"
#include "game/session/game_model.h"
#include "game/session/record_file.h"
#include "game/session/saved_game.h"
#include "game/words/game_texts.h"
#include "i18n/message_wording.h"
#include "records/file_dialogs.h"
#include "records/recent_files_menu.h"
#include "records/save_as_flow.h"
#include "records/save_flow.h"
#include "replay/replay_windows.h"
#include "text/isolated_text.h"

#include <QAction>
#include <QCoreApplication>
#include <QDate>
#include <QDir>
#include <QDropEvent>
#include <QFileInfo>
#include <QMainWindow>
#include <QMessageBox>
#include <QMimeData>
#include <QStatusBar>
#include <QWidget>

// The words here keep the context they were translated in, the game window's.

namespace tihbat {

namespace {

// The local .tihbat files among dragged urls.
QStringList recordFilesIn(const QMimeData *mime) {
    QStringList paths;
    if (!mime || !mime->hasUrls())
        return paths;
    for (const QUrl &url : mime->urls()) {
        const QString path = url.toLocalFile();
        if (url.isLocalFile() &&
            QFileInfo(path).suffix().compare(QStringLiteral("tihbat"), Qt::CaseInsensitive) == 0)
            paths << path;
    }
    return paths;
}

constexpr int SavedMessageTimeout = 8000; // ms "Saved to" stays in the status bar

PlayedGameTags tagsOf(const GameModel &model) {
    PlayedGameTags tags;
    for (const Side side : {Side::South, Side::North})
        tags.defaultNames[sideIndex(side)] = GameTexts::playerName(model.setup(), side);
    return tags;
}

} // namespace

RecordFiles::RecordFiles(GameModel *model, QWidget *window)
    : QObject(window)
    , m_model(model)
    , m_window(window)
    , m_replays(new ReplayWindows(this)) {
    m_openAction = new QAction(window);
    m_openAction->setObjectName("openAction");
    makeStandard(m_openAction, QKeySequence::Open, QStringLiteral("document-open"));
    connect(m_openAction, &QAction::triggered, this, &RecordFiles::showOpenDialog);

    m_saveFlow = new SaveFlow(
        window, [this](const QString &path) { return writeGame(path); },
        //: Title of the file dialog saving the game in progress
        [] { return QCoreApplication::translate("tihbat::MainWindow", "Save Game"); },
        [] { return QDate::currentDate().toString("'tihbat-'yyyy-MM-dd'.tihbat'"); });
    // Another game: Save asks where.
    connect(m_model, &GameModel::gameReset, m_saveFlow, [this] {
        m_saveFlow->setPath({});
        m_window->setWindowModified(false);
    });
    // The title names the file Save writes to, marked while the game has moves it does not.
    connect(m_saveFlow, &SaveFlow::pathChanged, this, &RecordFiles::refreshTitle);
    connect(m_saveFlow, &SaveFlow::saved, this, &RecordFiles::tellSaved);
    for (const auto changed : {&GameModel::moveMade, &GameModel::moveUndone})
        connect(m_model, changed, this, [this] {
            if (!m_saveFlow->path().isEmpty())
                m_window->setWindowModified(true);
        });
    refreshTitle();

    m_reviewAction = new QAction(window);
    m_reviewAction->setObjectName("reviewAction");
    m_reviewAction->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_R));
    connect(m_reviewAction, &QAction::triggered, this, &RecordFiles::reviewGame);

    m_recentMenu = new RecentFilesMenu(window);
    connect(m_recentMenu, &RecentFilesMenu::fileChosen, this, &RecordFiles::openRecent);
    connect(m_saveFlow, &SaveFlow::saved, m_recentMenu, &RecentFilesMenu::add);
    connect(m_replays, &ReplayWindows::fileSaved, m_recentMenu, &RecentFilesMenu::add);

    // Game records dropped from a file manager open in the replay viewer.
    window->setAcceptDrops(true);
    window->installEventFilter(this);
}

// The platform's way: the window's file (windowFilePath) and its name with the modified mark
// [*], the game's name added by Qt (QGuiApplication::applicationDisplayName); the game's name
// alone before the game is saved. The name is isolated, as in the replay's title, so that a
// right-to-left name cannot carry the rest along. Set as the title rather than left for Qt to
// derive from the path: a title set empty would reach the desktop empty.
void RecordFiles::refreshTitle() {
    const QString path = m_saveFlow->path();
    m_window->setWindowFilePath(path);
    m_window->setWindowTitle(path.isEmpty()
                                 ? GameTexts::gameName()
                                 : isolated(QFileInfo(path).fileName()) + QStringLiteral("[*]"));
}

void RecordFiles::tellSaved(const QString &path) {
    m_window->setWindowModified(false);
    if (auto *mainWindow = qobject_cast<QMainWindow *>(m_window))
        //: In the status bar after Save; %1 is the file's full path
        mainWindow->statusBar()->showMessage(
            QCoreApplication::translate("tihbat::MainWindow", "Saved to %1")
                .arg(isolated(QDir::toNativeSeparators(QFileInfo(path).absoluteFilePath()))),
            SavedMessageTimeout);
}

QAction *RecordFiles::saveAction() const {
    return m_saveFlow->saveAction();
}

QAction *RecordFiles::saveAsAction() const {
    return m_saveFlow->saveAsAction();
}

ReplayWindow *RecordFiles::open(const QString &path, QString *error) {
    ReplayWindow *window = m_replays->open(path, error);
    if (window)
        m_recentMenu->add(path);
    return window;
}

void RecordFiles::openOrReport(const QString &path) {
    openOrReport(QStringList{path});
}

void RecordFiles::openOrReport(const QStringList &paths) {
    QStringList errors;
    for (const QString &path : paths) {
        // A file that is not there is reported as the viewer would, without building one.
        if (!QFileInfo::exists(path)) {
            if (RecordFileResult missing = loadRecordFile(path); !missing.ok()) {
                errors << missing.error;
                continue;
            }
        }
        QString error;
        if (!open(path, &error))
            errors << error;
    }
    if (errors.size() == 1) {
        showFileProblem(
            [] {
                //: Message box when a game record file cannot be read; the reason follows
                return QCoreApplication::translate("tihbat::MainWindow",
                                                   "The game record could not be opened.");
            },
            [error = errors.first()] { return error; });
    } else if (!errors.isEmpty()) {
        // One message however many (a file manager may hand over a hundred): a few reasons,
        // the rest counted.
        constexpr qsizetype Named = 5;
        const int count = int(errors.size());
        showFileProblem(
            [count] {
                //: Message box when several game records cannot be read; reasons follow
                return QCoreApplication::translate(
                    "tihbat::MainWindow", "%n game records could not be opened.", "", count);
            },
            [named = errors.mid(0, Named), count] {
                QString text = named.join(u'\n');
                if (count > named.size())
                    //: After the reasons why the first game records could not be opened
                    text +=
                        u'\n' + QCoreApplication::translate("tihbat::MainWindow", "And %n more.",
                                                            "", count - int(named.size()));
                return text;
            });
    }
}

void RecordFiles::showOpenDialog() {
    const QString path = FileDialogs::openFileName(
        //: Title of the file dialog opening a game record
        m_window, QCoreApplication::translate("tihbat::MainWindow", "Open Game Record"),
        SaveAsFlow::lastFolder(), SaveAsFlow::recordFilter());
    if (path.isEmpty())
        return;
    SaveAsFlow::rememberFolderOf(path);
    openOrReport(path);
}

record::GameRecord RecordFiles::recordOfGame() const {
    return recordOfPlayedGame(*m_model, tagsOf(*m_model));
}

QString RecordFiles::writeGame(const QString &path) const {
    const record::GameRecord game = recordOfGame();
    return saveRecordFile(path, {&game, 1});
}

QString RecordFiles::saveGameTo(const QString &path) {
    return m_saveFlow->saveTo(path);
}

bool RecordFiles::saveGame() {
    return m_saveFlow->save();
}

bool RecordFiles::saveGameAs() {
    return m_saveFlow->saveAs();
}

ReplayWindow *RecordFiles::reviewGame() {
    QString problem;
    ReplayWindow *window = m_replays->review({recordOfGame()}, &problem);
    if (!window)
        // Cannot happen for a game the rules core played; said rather than hidden all the same.
        showFileProblem(
            [] {
                return QCoreApplication::translate(
                    "tihbat::MainWindow", "The game could not be opened in the replay viewer.");
            },
            [problem] { return problem; });
    return window;
}

void RecordFiles::openRecent(const QString &path) {
    // A link that leads nowhere is there: opening it says why (a loop, say).
    if (!QFileInfo::exists(path) && !QFileInfo(path).isSymLink()) {
        m_recentMenu->remove(path);
        const QFileInfo gone(path);
        showFileProblem(
            [gone] {
                //: Message box when a file of the Open Recent menu is gone; %1 is its name
                return QCoreApplication::translate("tihbat::MainWindow",
                                                   "The file %1 no longer exists.")
                    .arg(isolated(gone.fileName()));
            },
            [gone] {
                //: Below "The file ... no longer exists."; %1 is where it was
                return QCoreApplication::translate(
                           "tihbat::MainWindow",
                           "It was in %1 and has been removed from the recent files.")
                    .arg(isolated(QDir::toNativeSeparators(gone.absolutePath())));
            });
        return;
    }
    openOrReport(path);
}

// Not modal for the program: whatever was going on goes on behind it. Worded again on a language
// switch; the reason a file gave stays in the language it was given in.
void RecordFiles::showFileProblem(const std::function<QString()> &text,
                                  const std::function<QString()> &detail) {
    auto *box =
        new QMessageBox(QMessageBox::Warning, QString(), QString(), QMessageBox::Ok, m_window);
    box->setObjectName("fileProblemMessage");
    box->setAttribute(Qt::WA_DeleteOnClose);
    MessageWording::attach(box, [text, detail](QMessageBox &shown) {
        shown.setWindowTitle(GameTexts::gameName());
        shown.setText(text());
        shown.setInformativeText(detail());
    });
    keepMessagePlain(box);
    box->open();
}

bool RecordFiles::eventFilter(QObject *watched, QEvent *event) {
    const auto type = event->type();
    if (watched == m_window && type == QEvent::LanguageChange)
        refreshTitle(); // the game's name is written in the script of the language
    if (watched == m_window &&
        (type == QEvent::DragEnter || type == QEvent::DragMove || type == QEvent::Drop)) {
        auto *drop = static_cast<QDropEvent *>(event);
        const QStringList paths = recordFilesIn(drop->mimeData());
        if (paths.isEmpty())
            return false;
        drop->acceptProposedAction();
        if (type == QEvent::Drop) {
            openOrReport(paths);
        }
        return true;
    }
    return QObject::eventFilter(watched, event);
}

} // namespace tihbat
