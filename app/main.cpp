// SPDX-License-Identifier: GPL-3.0-or-later
// tihbat: the desktop game. Parses the command line and opens the main window; nothing else.
#include "board/board_scene.h"
#include "board/board_view.h"
#include "common/app_icon.h"
#include "core/notation.h"
#include "game/session/saved_game.h"
#include "i18n/language_manager.h"
#include "instance/handed_files.h"
#include "instance/single_instance.h"
#include "play/main_window.h"
#include "startup/first_paint_probe.h"
#include "startup/font_warm_up.h"
#include "startup/fontconfig_warm_up.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QDir>
#include <QStandardPaths>
#include <QTextStream>
#include <QTimer>
#include <cstdio>
#include <cstring>
#include <memory>
#include <optional>

namespace {

// For tests and scripts: the game as it stands after start, one fact a line.
void printState(const tihbat::GameModel &model) {
    QTextStream out(stdout);
    QStringList moves;
    for (int pit : model.game().moves())
        moves << QString(QChar::fromLatin1(tihbat::pitLetter(pit)));
    out << "moves: " << moves.join(u' ') << '\n'
        << "position: " << QString::fromStdString(tihbat::formatPosition(model.position())) << '\n'
        << "captured: " << model.state().captured[0] << ' ' << model.state().captured[1] << '\n';
}

// --help and --version only print: they need no display, so a plain QCoreApplication serves
// them (QCommandLineParser::process prints and exits before any window or setting is made).
bool onlyPrints(int argc, char *argv[]) {
    for (int i = 1; i < argc && std::strcmp(argv[i], "--") != 0; ++i) {
        for (const char *option : {"-h", "--help", "-?", "--help-all", "-v", "--version"})
            if (std::strcmp(argv[i], option) == 0)
                return true;
    }
    return false;
}

} // namespace

int main(int argc, char *argv[]) {
    const bool printing = onlyPrints(argc, argv);
    // From the first line, while Qt connects to the display; it uses no Qt, so it may outlive
    // the application.
    std::optional<tihbat::FontconfigWarmUp> fontconfigWarmUp;
    if (!printing)
        fontconfigWarmUp.emplace();
    const std::unique_ptr<QCoreApplication> app =
        printing ? std::make_unique<QCoreApplication>(argc, argv)
                 : std::make_unique<QApplication>(argc, argv);
    QApplication::setApplicationName(QStringLiteral("Tihbat"));
    QApplication::setOrganizationName(QStringLiteral("Tihbat"));
    QApplication::setApplicationVersion(QStringLiteral(TIHBAT_VERSION));
    QApplication::setApplicationDisplayName(QStringLiteral("Tihbat"));
    QApplication::setDesktopFileName(QStringLiteral(TIHBAT_APP_ID));
    // While the window is built (--help needs none); it ends before the application.
    std::optional<tihbat::FontWarmUp> fontWarmUp;
    if (fontconfigWarmUp)
        fontWarmUp.emplace(*fontconfigWarmUp);
    // Before any text is worded, --help included; the Language menu switches it later.
    tihbat::LanguageManager languages;
    languages.applySavedLanguage();

    QCommandLineParser parser;
    parser.setApplicationDescription(
        //: First line of "tihbat --help"
        QApplication::translate("main", "Tihbat, a tiny Moroccan mancala for children and "
                                        "families."));
    parser.addHelpOption();
    parser.addVersionOption();
    const QCommandLineOption autosaveOption(
        QStringLiteral("autosave-file"),
        //: "tihbat --help": the --autosave-file option; keep <file> as it is
        QApplication::translate("main", "Keep the game in progress in <file>."),
        QStringLiteral("file"));
    const QCommandLineOption restoreOption(
        QStringLiteral("restore"),
        //: "tihbat --help": the --restore option
        QApplication::translate("main", "Continue the saved game without asking."));
    // Hidden: for tests and demonstrations.
    QCommandLineOption playOption(QStringLiteral("play-moves"),
                                  QStringLiteral("Play these pits at start, e.g. \"A a B\"."),
                                  QStringLiteral("pits"));
    playOption.setFlags(QCommandLineOption::HiddenFromHelp);
    QCommandLineOption printOption(QStringLiteral("print-state"),
                                   QStringLiteral("Print the game after start and quit."));
    printOption.setFlags(QCommandLineOption::HiddenFromHelp);
    QCommandLineOption firstPaintOption(QStringLiteral("exit-after-first-paint"),
                                        QStringLiteral("Quit once the board has painted."));
    firstPaintOption.setFlags(QCommandLineOption::HiddenFromHelp);
    parser.addOptions({autosaveOption, restoreOption, playOption, printOption, firstPaintOption});
    parser.addPositionalArgument(
        //: "tihbat --help": the FILE argument in the list of arguments; the same word as in
        //: "[file...]"
        QApplication::translate("main", "file"),
        //: "tihbat --help": the optional FILE argument
        QApplication::translate("main", "Game records (.tihbat) to show in the replay viewer."),
        //: "tihbat --help": the FILE argument in the usage line; keep the brackets and dots
        QApplication::translate("main", "[file...]"));
    // A wrong command line is told and ends here, through main's return: process() would exit()
    // at once, under the font warm-ups' running threads (a crash now and then).
    if (!parser.parse(QCoreApplication::arguments())) {
        QTextStream(stderr) << QCoreApplication::applicationName() << ": " << parser.errorText()
                            << '\n';
        return 1;
    }
    parser.process(*app); // --help and --version: they print and exit, with no warm-up running

    tihbat::StartOptions options;
    options.autosavePath =
        parser.isSet(autosaveOption)
            ? parser.value(autosaveOption)
            : QDir(QStandardPaths::writableLocation(QStandardPaths::AppDataLocation))
                  .filePath(QStringLiteral("autosave.json"));
    // A folder, a named pipe or a device is never read, set aside or replaced: say so and stop.
    if (const QString unusable = tihbat::savedgame::unusablePath(options.autosavePath);
        !unusable.isEmpty()) {
        QTextStream(stderr) << unusable << '\n';
        return 2;
    }
    options.restoreWithoutAsking = parser.isSet(restoreOption);
    options.playMoves = parser.value(playOption).split(u' ', Qt::SkipEmptyParts);
    options.recordFiles = parser.positionalArguments();

    // One running game per saved game: a second start hands its records over and quits.
    tihbat::SingleInstance instance(options.autosavePath);
    switch (instance.claim(options.recordFiles)) {
    case tihbat::SingleInstance::Role::Running:
        break;
    case tihbat::SingleInstance::Role::HandedOver:
        QTextStream(stdout) << (options.recordFiles.isEmpty()
                                    //: Printed when a second start only raised the running game
                                    ? QApplication::translate("main", "Tihbat is already running: "
                                                                      "its window is in front.")
                                    //: Printed when a second start gave its files to the
                                    //: running game
                                    : QApplication::translate("main",
                                                              "Tihbat is already running: the "
                                                              "game records open in its window."))
                            << '\n';
        return 0;
    case tihbat::SingleInstance::Role::Failed:
        QTextStream(stderr) << instance.error() << '\n';
        return 1;
    }
    // Every window's icon, also where no icon theme has it (_NET_WM_ICON on X11).
    QApplication::setWindowIcon(tihbat::AppIcon::icon());
    tihbat::MainWindow window(&languages);
    window.board()->boardScene()->setArtCacheFolder(
        QDir(QStandardPaths::writableLocation(QStandardPaths::CacheLocation))
            .filePath(QStringLiteral("board")));
    window.start(options);
    if (parser.isSet(printOption)) {
        printState(*window.model());
        return 0;
    }
    if (parser.isSet(firstPaintOption))
        new tihbat::FirstPaintProbe(window.board()->viewport()); // owned by the viewport
    window.show();
    QObject::connect(
        &instance, &tihbat::SingleInstance::activationRequested, &window,
        [&window](const QStringList &files) { tihbat::showHandedFiles(window, files); });
    instance.startDelivering();
    return QApplication::exec();
}
