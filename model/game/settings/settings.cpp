// SPDX-License-Identifier: GPL-3.0-or-later
#include "settings.h"

#include "game/session/animation_speed.h"
#include "log.h"
#include "settings_store.h"

#include <algorithm>

namespace tihbat {

namespace {

const QString DropDurationKey = QStringLiteral("view/dropDuration");
const QString FlippedKey = QStringLiteral("view/flipped");
const QString HighContrastKey = QStringLiteral("view/highContrastBoard");
const QString ToolbarKey = QStringLiteral("view/toolbar");
const QString ExportFolderKey = QStringLiteral("files/exportFolder");
const QString WorksheetGroup = QStringLiteral("worksheet/");
const QString BoardPictureGroup = QStringLiteral("boardPicture/");
const QString SoundEnabledKey = QStringLiteral("sound/enabled");
const QString SoundVolumeKey = QStringLiteral("sound/volume");
const QString SpeechEnabledKey = QStringLiteral("speech/enabled");
const QString SpeechRateKey = QStringLiteral("speech/rate");
const QString LanguageKey = QStringLiteral("ui/language");
const QString LastFolderKey = QStringLiteral("files/lastFolder");
const QString RecentFilesKey = QStringLiteral("files/recent");
const QString GeometryKey = QStringLiteral("%1/geometry");
const QString NewGameGroup = QStringLiteral("newGame/");
const QString DoneLessonsKey = QStringLiteral("learn/doneLessons");
const QString CurrentLessonKey = QStringLiteral("learn/currentLesson");
const QString LessonsOfferedKey = QStringLiteral("learn/offered");

constexpr int DefaultVolume = 70;
constexpr int SlowestDropMs = dropDuration(AnimationSpeed::Slow);

SettingsStore &store() {
    return SettingsStore::shared();
}

// A whole number from `low` to `high`, else `fallback`.
int readInt(const QString &key, int low, int high, int fallback) {
    bool ok = false;
    const int value = store().value(key).toInt(&ok);
    return ok && value >= low && value <= high ? value : fallback;
}

QString sideGroup(Side side) {
    return NewGameGroup +
           (side == Side::South ? QStringLiteral("south/") : QStringLiteral("north/"));
}

} // namespace

void Settings::write(const QString &key, const QVariant &value) {
    store().setValue(key, value);
    if (!store().save())
        qCDebug(lcSettings) << "not saved:" << key;
}

int Settings::dropDuration() {
    return readInt(DropDurationKey, 0, SlowestDropMs, tihbat::dropDuration(AnimationSpeed::Normal));
}
void Settings::setDropDuration(int ms) {
    write(DropDurationKey, std::clamp(ms, 0, SlowestDropMs));
}
bool Settings::boardFlipped() {
    return store().value(FlippedKey, false).toBool();
}
void Settings::setBoardFlipped(bool flipped) {
    write(FlippedKey, flipped);
}
bool Settings::highContrastBoard() {
    return store().value(HighContrastKey, false).toBool();
}
void Settings::setHighContrastBoard(bool on) {
    write(HighContrastKey, on);
}

bool Settings::toolbarVisible() {
    return store().value(ToolbarKey, true).toBool();
}
void Settings::setToolbarVisible(bool visible) {
    write(ToolbarKey, visible);
}

bool Settings::soundEnabled() {
    return store().value(SoundEnabledKey, true).toBool();
}
void Settings::setSoundEnabled(bool enabled) {
    write(SoundEnabledKey, enabled);
}
int Settings::soundVolume() {
    bool ok = false;
    const int volume = store().value(SoundVolumeKey).toInt(&ok);
    return ok ? std::clamp(volume, 0, 100) : DefaultVolume;
}
void Settings::setSoundVolume(int percent) {
    write(SoundVolumeKey, std::clamp(percent, 0, 100));
}

bool Settings::readAloud() {
    return store().value(SpeechEnabledKey, false).toBool();
}
void Settings::setReadAloud(bool enabled) {
    write(SpeechEnabledKey, enabled);
}
int Settings::speechRate() {
    return readInt(SpeechRateKey, -100, 100, 0);
}
void Settings::setSpeechRate(int percent) {
    write(SpeechRateKey, std::clamp(percent, -100, 100));
}

QString Settings::language() {
    return store().value(LanguageKey).toString();
}
void Settings::setLanguage(const QString &code) {
    write(LanguageKey, code);
}

QString Settings::lastFolder() {
    return store().value(LastFolderKey).toString();
}
void Settings::setLastFolder(const QString &folder) {
    write(LastFolderKey, folder);
}
QStringList Settings::recentFiles() {
    return store().value(RecentFilesKey).toStringList();
}
void Settings::setRecentFiles(const QStringList &paths) {
    write(RecentFilesKey, paths);
}

QString Settings::exportFolder() {
    return store().value(ExportFolderKey).toString();
}
void Settings::setExportFolder(const QString &folder) {
    write(ExportFolderKey, folder);
}

WorksheetSettings Settings::worksheet() {
    WorksheetSettings choice;
    const auto key = [](const char *name) { return WorksheetGroup + QLatin1String(name); };
    // The dialog's own ranges are checked again where the values are used.
    choice.puzzles = readInt(key("puzzles"), 1, 100, choice.puzzles);
    choice.difficulty = readInt(key("difficulty"), -1, 100, choice.difficulty);
    choice.countersPerPit =
        readInt(key("countersPerPit"), 0, RuleOptions::MaxCountersPerPit, choice.countersPerPit);
    choice.title = store().value(key("title")).toString().left(MaxNameLength);
    choice.language = store().value(key("language")).toString().left(16);
    choice.paper = store().value(key("paper")).toString().left(16);
    choice.sheet = readInt(key("sheet"), 1, 999999, choice.sheet);
    choice.separateKey = store().value(key("separateKey"), false).toBool();
    return choice;
}
void Settings::setWorksheet(const WorksheetSettings &choice) {
    const auto key = [](const char *name) { return WorksheetGroup + QLatin1String(name); };
    store().setValue(key("puzzles"), choice.puzzles);
    store().setValue(key("difficulty"), choice.difficulty);
    store().setValue(key("countersPerPit"), choice.countersPerPit);
    store().setValue(key("title"), choice.title);
    store().setValue(key("language"), choice.language);
    store().setValue(key("paper"), choice.paper);
    store().setValue(key("sheet"), choice.sheet);
    write(key("separateKey"), choice.separateKey);
}

BoardPictureSettings Settings::boardPicture() {
    BoardPictureSettings choice;
    const auto key = [](const char *name) { return BoardPictureGroup + QLatin1String(name); };
    choice.width = readInt(key("width"), 0, 100000, 0);
    choice.height = readInt(key("height"), 0, 100000, 0);
    choice.values = store().value(key("values"), true).toBool();
    choice.names = store().value(key("names"), true).toBool();
    return choice;
}
void Settings::setBoardPicture(const BoardPictureSettings &choice) {
    const auto key = [](const char *name) { return BoardPictureGroup + QLatin1String(name); };
    store().setValue(key("width"), choice.width);
    store().setValue(key("height"), choice.height);
    store().setValue(key("values"), choice.values);
    write(key("names"), choice.names);
}

QByteArray Settings::windowGeometry(const QString &window) {
    return store().value(GeometryKey.arg(window)).toByteArray();
}
void Settings::setWindowGeometry(const QString &window, const QByteArray &geometry) {
    write(GeometryKey.arg(window), geometry);
}

GameSetup Settings::defaultSetup() {
    GameSetup setup;
    setup.players[sideIndex(Side::South)] = {PlayerKind::Human, Level::Easy, QString()};
    setup.players[sideIndex(Side::North)] = {PlayerKind::Computer, Level::Easy, QString()};
    return setup;
}

GameSetup Settings::newGameSetup() {
    GameSetup setup = defaultSetup();
    for (const Side side : {Side::South, Side::North}) {
        PlayerSetup &player = setup.players[sideIndex(side)];
        const QString group = sideGroup(side);
        const QString kind = store().value(group + QStringLiteral("kind")).toString();
        if (kind == QLatin1String("human"))
            player.kind = PlayerKind::Human;
        else if (kind == QLatin1String("computer"))
            player.kind = PlayerKind::Computer;
        player.level =
            levelFromKey(store().value(group + QStringLiteral("level")).toString().toStdString())
                .value_or(player.level);
        player.name = store()
                          .value(group + QStringLiteral("name"), player.name)
                          .toString()
                          .left(MaxNameLength);
    }
    setup.rules.countersPerPit =
        readInt(NewGameGroup + QStringLiteral("countersPerPit"), RuleOptions::MinCountersPerPit,
                RuleOptions::MaxCountersPerPit, setup.rules.countersPerPit);
    setup.rules.chainCapture =
        store().value(NewGameGroup + QStringLiteral("chainCapture"), false).toBool();
    setup.rules.firstToMove =
        store().value(NewGameGroup + QStringLiteral("firstToMove")).toString() == QLatin1String("N")
            ? Side::North
            : Side::South;
    return setup;
}

void Settings::setNewGameSetup(const GameSetup &setup) {
    for (const Side side : {Side::South, Side::North}) {
        const PlayerSetup &player = setup.players[sideIndex(side)];
        const QString group = sideGroup(side);
        store().setValue(group + QStringLiteral("kind"), player.kind == PlayerKind::Human
                                                             ? QStringLiteral("human")
                                                             : QStringLiteral("computer"));
        const std::string_view level = levelKey(player.level);
        store().setValue(group + QStringLiteral("level"),
                         QString::fromLatin1(level.data(), qsizetype(level.size())));
        store().setValue(group + QStringLiteral("name"), player.name);
    }
    store().setValue(NewGameGroup + QStringLiteral("countersPerPit"), setup.rules.countersPerPit);
    store().setValue(NewGameGroup + QStringLiteral("chainCapture"), setup.rules.chainCapture);
    write(NewGameGroup + QStringLiteral("firstToMove"),
          setup.rules.firstToMove == Side::North ? QStringLiteral("N") : QStringLiteral("S"));
}

QStringList Settings::doneLessons() {
    return store().value(DoneLessonsKey).toStringList();
}
void Settings::setDoneLessons(const QStringList &ids) {
    write(DoneLessonsKey, ids);
}
QString Settings::currentLesson() {
    return store().value(CurrentLessonKey).toString();
}
void Settings::setCurrentLesson(const QString &id) {
    write(CurrentLessonKey, id);
}
bool Settings::lessonsOffered() {
    return store().value(LessonsOfferedKey, false).toBool();
}
void Settings::setLessonsOffered(bool offered) {
    write(LessonsOfferedKey, offered);
}

} // namespace tihbat
