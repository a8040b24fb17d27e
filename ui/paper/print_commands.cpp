// SPDX-License-Identifier: GPL-3.0-or-later
#include "print_commands.h"

#include "board/board_art.h"
#include "board/board_background.h"
#include "cli/arguments.h"
#include "cli/cli.h"
#include "cli/option_parser.h"
#include "core/game.h"
#include "game/session/analysis_service.h"
#include "game/session/record_file.h"
#include "picture_file.h"
#include "print_language.h"
#include "score_sheet_pdf.h"
#include "worksheet_pdf.h"

#include <charconv>
#include <filesystem>
#include <map>
#include <optional>
#include <ostream>
#include <set>

namespace tihbat::print {

namespace {

using cli::UsageError;

// The options of one print command, by name (a flag's value is empty), read by tihbat-cli's
// OptionParser; print commands word an unknown option and an operand as they always have.
// With `operand`, one argument that is not an option is allowed and goes there.
std::map<std::string, std::string> parseOptions(const std::vector<std::string> &args,
                                                const std::set<std::string> &valued,
                                                const std::set<std::string> &flags,
                                                std::optional<std::string> *operand = nullptr) {
    std::vector<cli::OptionSpec> specs;
    for (const std::string &name : valued)
        specs.push_back({name, true});
    for (const std::string &name : flags)
        specs.push_back({name, false});
    std::map<std::string, std::string> options;
    try {
        cli::OptionParser(args.at(0), std::move(specs))
            .parse(
                args,
                [&](std::string_view name, std::string_view value) {
                    options[std::string(name)] = std::string(value);
                },
                [&](const std::string &argument) {
                    if (!operand || *operand)
                        throw UsageError("unexpected argument '" + argument + "' (the " + args[0] +
                                         " command takes options only)");
                    *operand = argument;
                });
    } catch (const cli::UnknownOption &unknown) {
        throw UsageError("unknown option " + unknown.name() + " for " + args[0]);
    }
    return options;
}

long long wholeNumber(const std::string &option, const std::string &text, long long low,
                      long long high) {
    long long number = 0;
    const auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), number);
    if (text.empty() || error != std::errc() || end != text.data() + text.size() || number < low ||
        number > high)
        throw UsageError("option " + option + ": '" + text + "' is not a whole number from " +
                         std::to_string(low) + " to " + std::to_string(high));
    return number;
}

std::string required(const std::map<std::string, std::string> &options, const std::string &name) {
    const auto it = options.find(name);
    if (it == options.end())
        throw UsageError("option " + name + " is required");
    if (it->second.empty())
        throw UsageError("option " + name + ": the file name is empty");
    return it->second;
}

// The language option, checked, as a code PrintLanguage knows.
QString languageOption(const std::map<std::string, std::string> &options) {
    const auto it = options.find("--language");
    if (it == options.end())
        return QStringLiteral("en");
    const QString code = QString::fromStdString(it->second);
    if (!PrintLanguage::codes().contains(code))
        throw UsageError("option --language: '" + it->second + "' is not one of " +
                         PrintLanguage::codes().join(QStringLiteral(", ")).toStdString());
    return code;
}

// A file's folder must exist before anything is drawn, so the message comes at once.
void checkFolder(const std::string &option, const std::string &path) {
    const std::filesystem::path folder = std::filesystem::path(path).parent_path();
    std::error_code error;
    if (!folder.empty() && !std::filesystem::is_directory(folder, error))
        throw UsageError("option " + option + ": cannot write " + path + ": the folder " +
                         folder.string() + " does not exist");
}

void writeFile(const std::string &option, const std::string &path, const QByteArray &bytes) {
    cli::writeOutputFile(option, path,
                         std::string_view(bytes.constData(), std::size_t(bytes.size())));
}

QPageSize::PageSizeId paperOption(const std::map<std::string, std::string> &options) {
    const auto it = options.find("--paper");
    if (it == options.end())
        return paperOfLocale(QLocale::system());
    if (it->second == "a4")
        return QPageSize::A4;
    if (it->second == "letter")
        return QPageSize::Letter;
    throw UsageError("option --paper: '" + it->second + "' is not a4 or letter");
}

WorksheetChoice worksheetChoice(const std::map<std::string, std::string> &options) {
    WorksheetChoice choice;
    choice.language = languageOption(options);
    if (const auto it = options.find("--puzzles"); it != options.end())
        choice.puzzles = int(wholeNumber(it->first, it->second, WorksheetChoice::MinPuzzles,
                                         WorksheetChoice::MaxPuzzles));
    if (const auto it = options.find("--difficulty");
        it != options.end() && it->second != "mixed") {
        choice.difficulty = difficultyNamed(it->second);
        if (!choice.difficulty)
            throw UsageError("option --difficulty: '" + it->second +
                             "' is not one of easy, medium, hard, mixed");
    }
    if (const auto it = options.find("--counters"); it != options.end() && it->second != "any") {
        const std::vector<int> counts = puzzleCounterCounts();
        const int k = int(wholeNumber(it->first, it->second, 1, 12));
        if (std::find(counts.begin(), counts.end(), k) == counts.end()) {
            std::string list;
            for (const int c : counts)
                list += (list.empty() ? "" : ", ") + std::to_string(c);
            throw UsageError("option --counters: there are no puzzles with " + std::to_string(k) +
                             " counters per pit (there are with " + list + ", or any)");
        }
        choice.countersPerPit = k;
    }
    if (const auto it = options.find("--seed"); it != options.end())
        choice.seed = std::uint32_t(wholeNumber(it->first, it->second, 0, 4294967295LL));
    if (const auto it = options.find("--title"); it != options.end())
        choice.title = QString::fromStdString(it->second);
    choice.paper = paperOption(options);
    return choice;
}

void worksheet(const std::vector<std::string> &args) {
    const auto options = parseOptions(args,
                                      {"--puzzles", "--difficulty", "--counters", "--language",
                                       "--seed", "--title", "--paper", "--output", "--answers"},
                                      {});
    const WorksheetChoice choice = worksheetChoice(options);
    const std::string output = required(options, "--output");
    std::optional<std::string> answers;
    if (options.count("--answers") > 0)
        answers = required(options, "--answers");
    if (answers && std::filesystem::path(*answers) == std::filesystem::path(output))
        throw UsageError("options --output and --answers name the same file");
    checkFolder("--output", output);
    if (answers)
        checkFolder("--answers", *answers);

    const PrintLanguage language(choice.language);
    if (!language.loaded())
        throw std::runtime_error("the catalogue of " + choice.language.toStdString() +
                                 " is missing from the program");
    Worksheet sheet;
    try {
        sheet = makeWorksheet(choice);
    } catch (const WorksheetChoiceError &error) {
        throw UsageError(std::string("option --puzzles: ") + error.what());
    }
    const QByteArray pdf =
        worksheetPdf(sheet, answers ? WorksheetPart::Puzzles : WorksheetPart::Both);
    const QByteArray key = answers ? worksheetPdf(sheet, WorksheetPart::Answers) : QByteArray();
    std::error_code ignored;
    const bool outputExisted = std::filesystem::exists(output, ignored);
    writeFile("--output", output, pdf);
    if (answers) {
        try {
            writeFile("--answers", *answers, key);
        } catch (const UsageError &) {
            // A sheet without its key is half the job: take back a sheet this run made.
            if (!outputExisted)
                std::filesystem::remove(output, ignored);
            throw;
        }
    }
}

QSize sizeOption(const std::map<std::string, std::string> &options) {
    const auto it = options.find("--size");
    if (it == options.end())
        return {960, 600};
    const std::string &text = it->second;
    const auto x = text.find('x');
    if (x == std::string::npos)
        throw UsageError("option --size: '" + text + "' is not WIDTHxHEIGHT, e.g. 960x600");
    const int width = int(wholeNumber("--size", text.substr(0, x), 16, 8000));
    const int height = int(wholeNumber("--size", text.substr(x + 1), 16, 8000));
    return {width, height};
}

void picture(const std::vector<std::string> &args) {
    const auto options = parseOptions(
        args,
        {"--position", "--captured", "--size", "--palette", "--language", "--format", "--output"},
        {"--values"});
    const auto position = options.find("--position");
    if (position == options.end())
        throw UsageError("option --position is required");
    const auto captured = options.find("--captured");
    BoardPicture picture;
    picture.state =
        cli::parseSetUp(position->second, captured == options.end()
                                              ? std::nullopt
                                              : std::optional<std::string_view>(captured->second));
    const QSize size = sizeOption(options);
    if (const auto it = options.find("--palette"); it != options.end()) {
        if (it->second == "wood")
            picture.palette = BoardPalette::Wood;
        else if (it->second == "projector")
            picture.palette = BoardPalette::Projector;
        else if (it->second == "night")
            picture.palette = BoardPalette::Night;
        else
            throw UsageError("option --palette: '" + it->second +
                             "' is not one of wood, projector, night");
    }
    const std::string output = required(options, "--output");
    PictureFile::Format format = PictureFile::formatOf(QString::fromStdString(output));
    if (const auto it = options.find("--format"); it != options.end()) {
        const auto named = PictureFile::formatNamed(QString::fromStdString(it->second));
        if (!named)
            throw UsageError("option --format: '" + it->second + "' is not png or svg");
        format = *named;
    }
    checkFolder("--output", output);
    const PrintLanguage language(languageOption(options));
    if (options.count("--values") > 0) {
        const Game game(RuleOptions{}, picture.state);
        picture.values = AnalysisService::valueMovesNow(game);
    }
    const QByteArray bytes = PictureFile::encode(
        format, size, background::edgeColour(picture.palette),
        [&](QPainter *painter) { paintBoard(painter, picture, QRectF(QPointF(), QSizeF(size))); });
    writeFile("--output", output, bytes);
}

void scoreSheet(const std::vector<std::string> &args) {
    std::optional<std::string> file;
    const auto options =
        parseOptions(args, {"--game", "--language", "--paper", "--output"}, {}, &file);
    if (!file)
        throw UsageError("scoresheet needs a record file: scoresheet FILE.tihbat --output OUT.pdf");
    const QString code = languageOption(options);
    const QPageSize::PageSizeId paper = paperOption(options);
    const std::string output = required(options, "--output");
    if (std::filesystem::path(output) == std::filesystem::path(*file))
        throw UsageError("option --output names the record file itself");
    checkFolder("--output", output);
    const RecordFileResult read = loadRecordFile(QString::fromStdString(*file));
    if (!read.ok())
        throw UsageError("cannot read the record: " + read.error.toStdString());
    if (read.games.empty())
        throw UsageError("the record " + *file + " holds no game");
    int game = 1;
    if (const auto it = options.find("--game"); it != options.end())
        game = int(wholeNumber(it->first, it->second, 1, record::MaxGamesPerFile));
    if (game > int(read.games.size()))
        throw UsageError("option --game: " + *file + " holds " + std::to_string(read.games.size()) +
                         " game" + (read.games.size() == 1 ? "" : "s") + ", not " +
                         std::to_string(game));
    const record::GameRecord &record = read.games[std::size_t(game - 1)];
    const record::Replay replay = record::gameOf(record);
    if (!replay.game)
        throw UsageError("game " + std::to_string(game) + " of " + *file +
                         " is not a legal game: " + replay.problem);
    const PrintLanguage language(code);
    if (!language.loaded())
        throw std::runtime_error("the catalogue of " + code.toStdString() +
                                 " is missing from the program");
    const ScoreSheet sheet =
        makeScoreSheet(record, AnalysisService::analyseLineNow(*replay.game), paper);
    writeFile("--output", output, scoreSheetPdf(sheet));
}

} // namespace

int runPrintCommand(const std::vector<std::string> &args, std::ostream &err) {
    return cli::runReporting(
        [&] {
            if (args.at(0) == "worksheet")
                worksheet(args);
            else if (args.at(0) == "scoresheet")
                scoreSheet(args);
            else
                picture(args);
        },
        err);
}

} // namespace tihbat::print
