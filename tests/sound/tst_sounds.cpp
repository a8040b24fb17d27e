// SPDX-License-Identifier: GPL-3.0-or-later
// Sound: the board's beats in time with its animation, the sounds chosen for them, the
// settings, the View menu, and a silent, quiet start where no sound server runs.
#include "board/board_scene.h"
#include "board/board_view.h"
#include "board/items.h"
#include "classroom/presentation_window.h"
#include "core/game.h"
#include "game/settings/settings.h"
#include "isolated_settings.h"
#include "play/main_window.h"
#include "sound/game_sounds.h"
#include "sound/sound_output.h"

#include <QAction>
#include <QDir>
#include <QFile>
#include <QMenu>
#include <QPluginLoader>
#include <QSequentialAnimationGroup>
#include <QSettings>
#include <QSignalSpy>
#include <QSoundEffect>
#include <QTemporaryDir>
#include <QtTest>
#include <cstdio>
#include <functional>

using namespace tihbat;

namespace {

struct HeardBeat {
    MoveBeat beat;
    int amount;
    int animationTime; // ms into the move's animation when it was sent; -1 without one
    int badgeCount;    // what the dropped-into pit's badge showed then (drops only)
};

// Plays from the start, always the first legal pit unless `choose` picks another, until a
// move's story satisfies `wanted`; the game is left after that move.
MoveStory findStory(Game &game, const std::function<bool(const MoveStory &)> &wanted) {
    int turn = 0;
    while (!game.isOver()) {
        const auto moves = game.legalMoves();
        // Alternate the first and last legal pit, so the games are not all alike.
        const int pit = (turn++ % 3 == 0) ? moves.back() : moves.front();
        const MoveStory story = std::get<MoveStory>(game.play(pit));
        if (wanted(story))
            return story;
    }
    return {};
}

MoveStory captureStory(Game &game) {
    return findStory(game, [](const MoveStory &s) { return !s.captures.empty(); });
}

MoveStory endingStory(Game &game) {
    return findStory(game, [](const MoveStory &s) { return s.end != GameEnd::None; });
}

std::vector<HeardBeat> listen(BoardView &view, const MoveStory &story) {
    std::vector<HeardBeat> heard;
    auto connection = QObject::connect(&view, &BoardView::beat, [&](MoveBeat beat, int amount) {
        auto *group = view.boardScene()->findChild<QSequentialAnimationGroup *>();
        const int badge =
            beat == MoveBeat::Drop ? view.boardScene()->pitBadge(amount)->count() : -1;
        heard.push_back({beat, amount, group ? group->currentTime() : -1, badge});
    });
    QSignalSpy finished(&view, &BoardView::animationFinished);
    view.playStory(story);
    // Walk the animation's clock by hand, a millisecond at a time, so that each beat's time
    // is exact whatever the machine's load.
    if (auto *group = view.boardScene()->findChild<QSequentialAnimationGroup *>()) {
        group->pause();
        for (int t = 1; t <= group->totalDuration() && finished.isEmpty(); ++t)
            group->setCurrentTime(t);
    }
    QObject::disconnect(connection);
    return heard;
}

// Sets an environment variable while it lives, then puts back what was there.
class ScopedVariable {
public:
    ScopedVariable(const char *name, const QByteArray &value)
        : m_name(name)
        , m_wasSet(qEnvironmentVariableIsSet(name))
        , m_old(qgetenv(name)) {
        qputenv(name, value);
    }
    ~ScopedVariable() {
        if (m_wasSet)
            qputenv(m_name, m_old);
        else
            qunsetenv(m_name);
    }
    ScopedVariable(const ScopedVariable &) = delete;
    ScopedVariable &operator=(const ScopedVariable &) = delete;

private:
    const char *m_name;
    bool m_wasSet;
    QByteArray m_old;
};

// Every message Qt prints while it lives: still printed, and kept to be looked at.
class MessageCatcher {
public:
    MessageCatcher()
        : m_previous(qInstallMessageHandler(&MessageCatcher::catchOne)) {
        s_caught.clear();
    }
    ~MessageCatcher() { qInstallMessageHandler(m_previous); }
    MessageCatcher(const MessageCatcher &) = delete;
    MessageCatcher &operator=(const MessageCatcher &) = delete;
    const QStringList &caught() const { return s_caught; }

private:
    static void catchOne(QtMsgType, const QMessageLogContext &, const QString &text) {
        s_caught << text;
        std::fprintf(stderr, "%s\n", qPrintable(text));
    }
    static inline QStringList s_caught;
    QtMessageHandler m_previous;
};

// A whole game (each side plays its first legal pit) shown at once on a board `sounds`
// follows; returns how many sounds were played.
qsizetype playWholeGame(GameSounds &sounds) {
    BoardView view;
    view.setDropDuration(0);
    view.show();
    sounds.follow(&view);
    QSignalSpy played(&sounds, &GameSounds::played);
    Game game;
    while (!game.isOver())
        view.playStory(std::get<MoveStory>(game.play(game.legalMoves().front())));
    return played.size();
}

} // namespace

class TestSounds : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() {
        IsolatedSettings::forThisTest(QStringLiteral("TihbatSoundTest"));
        // Without a sound server (tst_sounds_with_server starts one and says so): the game
        // must stay silent and say nothing about it.
        m_serverRequired = qEnvironmentVariableIsSet("TIHBAT_SOUND_SERVER_REQUIRED");
        if (!m_serverRequired) {
            qunsetenv("PULSE_SERVER");
            QVERIFY(m_runtime.isValid());
            qputenv("XDG_RUNTIME_DIR", m_runtime.path().toLocal8Bit());
        }
    }
    void init() { QSettings().clear(); }

    void dropBeatsLandWithTheCounters_data() {
        QTest::addColumn<int>("dropMs");
        QTest::newRow("fast") << 40;
        QTest::newRow("normal") << 220;
        QTest::newRow("slow") << 450;
    }
    void dropBeatsLandWithTheCounters() {
        QFETCH(int, dropMs);
        Game game;
        const MoveStory story = captureStory(game);
        QVERIFY(!story.captures.empty());
        BoardView view;
        view.resize(800, 600);
        view.show();
        view.showState(story.before, false);
        view.setDropDuration(dropMs);
        const auto heard = listen(view, story);

        // One drop beat per counter, in the story's order, then the capture.
        QCOMPARE(heard.size(), story.drops.size() + 1);
        std::array<int, PitCount> counts = story.before.position.pits;
        counts[story.pit] = 0;
        for (std::size_t i = 0; i < story.drops.size(); ++i) {
            const HeardBeat &beat = heard[i];
            QCOMPARE(beat.beat, MoveBeat::Drop);
            QCOMPARE(beat.amount, story.drops[i]);
            // Heard as the badge counts the counter: in this drop's step of the animation
            // (after the lift, one step, and i earlier drops), when the counter lands at 80 %.
            QCOMPARE(beat.badgeCount, ++counts[story.drops[i]]);
            const int landing = dropMs + static_cast<int>(i) * dropMs + (dropMs * 8 + 9) / 10;
            QCOMPARE(beat.animationTime, landing);
        }
        const HeardBeat &capture = heard.back();
        QCOMPARE(capture.beat, MoveBeat::Capture);
        QCOMPARE(capture.amount, story.capturedCounters());
        // The first moment of the capture's flight, right after the last drop's step.
        const int dropsEnd = dropMs * (1 + static_cast<int>(story.drops.size()));
        QCOMPARE(capture.animationTime, dropsEnd + 1);
    }

    void instantMovesGiveOneSummary() {
        Game game;
        const MoveStory capture = captureStory(game);
        Game other;
        const MoveStory first = std::get<MoveStory>(other.play(other.legalMoves().front()));
        QVERIFY(first.captures.empty());
        Game last;
        const MoveStory ending = endingStory(last);
        QVERIFY(ending.end == GameEnd::Repetition);

        BoardView view;
        view.setDropDuration(0);
        auto heard = listen(view, capture);
        QCOMPARE(heard.size(), std::size_t(1));
        QCOMPARE(heard[0].beat, MoveBeat::Capture);
        QCOMPARE(heard[0].amount, capture.capturedCounters());

        heard = listen(view, first);
        QCOMPARE(heard.size(), std::size_t(1));
        QCOMPARE(heard[0].beat, MoveBeat::Drop);
        QCOMPARE(heard[0].amount, first.lastPit());

        heard = listen(view, ending);
        QCOMPARE(heard.size(), std::size_t(2));
        QCOMPARE(heard[1].beat, MoveBeat::Repetition);
        QCOMPARE(heard[1].amount, ending.after.capturedDifference());
    }

    void theEndSoundsForThePerson_data() {
        QTest::addColumn<int>("person"); // -1: nobody (two people), else the side's index
        QTest::newRow("two people") << -1;
        QTest::newRow("South against the computer") << 0;
        QTest::newRow("North against the computer") << 1;
    }
    void theEndSoundsForThePerson() {
        QFETCH(int, person);
        Game game;
        const MoveStory ending = endingStory(game);
        QVERIFY(game.outcome().has_value());
        const auto outcome = *game.outcome();

        BoardView view;
        view.resize(640, 480);
        view.show();
        view.showState(ending.before, false);
        view.setDropDuration(30);
        GameSounds sounds;
        sounds.follow(&view);
        if (person >= 0)
            sounds.setPerson(Side(person));
        QSignalSpy played(&sounds, &GameSounds::played);
        QSignalSpy finished(&view, &BoardView::animationFinished);
        view.playStory(ending);
        QVERIFY(finished.wait(10000));

        // What the rules say of the end, worked out from the game's own outcome.
        const int south = outcome.finalScore[0];
        const int north = outcome.finalScore[1];
        Sound result = Sound::Draw;
        if (south != north) {
            const Side winner = south > north ? Side::South : Side::North;
            result = (person >= 0 && Side(person) != winner) ? Sound::Loss : Sound::Win;
        }
        QTRY_COMPARE(played.size(),
                     static_cast<int>(ending.drops.size()) + (ending.captures.empty() ? 0 : 1) + 2);
        QCOMPARE(played.at(played.size() - 2).at(0).value<Sound>(), Sound::Repetition);
        QCOMPARE(played.last().at(0).value<Sound>(), result);
    }

    void captureSoundsGrowWithTheCapture() {
        Game game;
        const MoveStory story = captureStory(game);
        BoardView view;
        view.setDropDuration(0);
        GameSounds sounds;
        sounds.follow(&view);
        view.show();
        QSignalSpy played(&sounds, &GameSounds::played);
        view.playStory(story);
        QCOMPARE(played.size(), 1);
        const int n = story.capturedCounters();
        const Sound expected = n >= 8   ? Sound::Capture8
                               : n >= 6 ? Sound::Capture6
                               : n >= 4 ? Sound::Capture4
                                        : Sound::Capture2;
        QCOMPARE(played[0][0].value<Sound>(), expected);
    }

    void fastAnimationUsesTheShortClick() {
        Game game;
        const MoveStory story = std::get<MoveStory>(game.play(game.legalMoves().front()));
        for (int ms : {90, 220}) {
            BoardView view;
            view.resize(640, 480);
            view.show();
            view.showState(story.before, false);
            view.setDropDuration(ms);
            GameSounds sounds;
            sounds.follow(&view);
            QSignalSpy played(&sounds, &GameSounds::played);
            QSignalSpy finished(&view, &BoardView::animationFinished);
            view.playStory(story);
            QVERIFY(finished.wait(10000));
            QCOMPARE(played.size(), static_cast<int>(story.drops.size()));
            for (const auto &args : played)
                QCOMPARE(args[0].value<Sound>(), ms < 150 ? Sound::QuickDrop : Sound::Drop);
        }
    }

    void refusedClicksSayNo() {
        BoardView view;
        view.resize(640, 480);
        view.show();
        Game game;
        view.showState(game.state(), false);
        view.setInteractiveSides(true, false);
        GameSounds sounds;
        sounds.follow(&view);
        QSignalSpy played(&sounds, &GameSounds::played);
        // North's pit a, while only South may play.
        QTest::mouseClick(view.viewport(), Qt::LeftButton, {},
                          view.mapFromScene(view.boardScene()->pitCentre(Pita)));
        QCOMPARE(played.size(), 1);
        QCOMPARE(played[0][0].value<Sound>(), Sound::Refused);
    }

    void onlyTheBoardInFrontIsHeard() {
        Game game;
        const MoveStory story = std::get<MoveStory>(game.play(game.legalMoves().front()));
        BoardView main;
        BoardView projector;
        for (BoardView *view : {&main, &projector}) {
            view->setDropDuration(0);
            view->show();
        }
        GameSounds sounds;
        sounds.follow(&main);
        sounds.follow(&projector);
        QSignalSpy played(&sounds, &GameSounds::played);
        // Both show the move; the newest shown board (the projector) is the one heard.
        main.playStory(story);
        projector.playStory(story);
        QCOMPARE(played.size(), 1);
        // Once the projector is closed, the main board is heard again.
        projector.hide();
        main.playStory(story);
        QCOMPARE(played.size(), 2);
    }

    void mutedIsSilentAndRemembered() {
        Game game;
        const MoveStory story = std::get<MoveStory>(game.play(game.legalMoves().front()));
        {
            BoardView view;
            view.setDropDuration(0);
            view.show();
            GameSounds sounds;
            QVERIFY(sounds.isEnabled());
            QCOMPARE(sounds.volume(), 70);
            sounds.follow(&view);
            QSignalSpy played(&sounds, &GameSounds::played);
            sounds.setEnabled(false);
            sounds.setVolume(130);
            view.playStory(story);
            QCOMPARE(played.size(), 0);
            QCOMPARE(sounds.volume(), 100);
        }
        GameSounds again;
        QVERIFY(!again.isEnabled());
        QCOMPARE(again.volume(), 100);
    }

    void settingsMenuAndMKey() {
        MainWindow window;
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        GameSounds *sounds = window.sounds();
        QVERIFY(sounds->isEnabled());
        auto *toggle = window.findChild<QAction *>("soundAction");
        QVERIFY(toggle);
        auto *settingsMenu = window.findChild<QMenu *>("settingsMenu");
        QVERIFY(settingsMenu->actions().contains(toggle));
        QVERIFY(toggle->isChecked());
        QTest::keyClick(&window, Qt::Key_M);
        QVERIFY(!sounds->isEnabled());
        QVERIFY(!toggle->isChecked());
        QTest::keyClick(&window, Qt::Key_M);
        QVERIFY(sounds->isEnabled());
        window.findChild<QAction *>("volumeAction25")->trigger();
        QCOMPARE(sounds->volume(), 25);
        QCOMPARE(QSettings().value("sound/volume").toInt(), 25);
    }

    void presentationStepsAreHeard() {
        // Two people on the projector: each drop heard as its picture comes, step by step; the
        // capture with its sentence; M mutes.
        QSettings settings;
        GameSetup twoPeople;
        Settings::setNewGameSetup(twoPeople);
        MainWindow main;
        main.start({});
        main.findChild<QAction *>("presentAction")->trigger();
        auto *presentation = main.findChild<PresentationWindow *>();
        QVERIFY(presentation);
        QVERIFY(QTest::qWaitForWindowExposed(presentation));
        presentation->setPace(10);
        GameSounds *sounds = main.sounds();
        QSignalSpy played(sounds, &GameSounds::played);

        // A game with a capture, played on the model; the projector follows it.
        Game game;
        const MoveStory capture = captureStory(game);
        QVERIFY(!capture.captures.empty());
        for (int pit : game.moves())
            QVERIFY(main.model()->playPit(pit));
        QTRY_VERIFY_WITH_TIMEOUT(!presentation->isWalking() &&
                                     presentation->board()->boardScene()->state() == game.state(),
                                 10000);
        // Walked forward frame by frame: every drop of every move and each capture heard.
        int drops = 0;
        int captures = 0;
        for (const MoveStory &story : game.stories()) {
            drops += static_cast<int>(story.drops.size());
            captures += story.captures.empty() ? 0 : 1;
        }
        QCOMPARE(played.count(), drops + captures);
        QCOMPARE(played.last().at(0).value<Sound>(),
                 capture.capturedCounters() >= 8   ? Sound::Capture8
                 : capture.capturedCounters() >= 6 ? Sound::Capture6
                 : capture.capturedCounters() >= 4 ? Sound::Capture4
                                                   : Sound::Capture2);
        // A step back is silent; M on the projector mutes the game's sounds.
        played.clear();
        QTest::keyClick(presentation, Qt::Key_Left);
        QCOMPARE(played.count(), 0);
        QVERIFY(sounds->isEnabled());
        QTest::keyClick(presentation, Qt::Key_M);
        QVERIFY(!sounds->isEnabled());
        QTest::keyClick(presentation, Qt::Key_Right);
        QCOMPARE(played.count(), 0);
    }

    void noSoundServerNoNoise() {
        // Nothing of Qt Multimedia is opened and nothing is printed, over a whole game.
        const MessageCatcher messages;
        {
            GameSounds sounds;
            QVERIFY(!sounds.canPlay());
            QVERIFY(playWholeGame(sounds) > 0);
            QVERIFY(sounds.findChildren<QSoundEffect *>().isEmpty());
        }
        QVERIFY2(messages.caught().isEmpty(), qPrintable(messages.caught().join('\n')));
    }

    void soundsReachTheServer() {
        if (!m_serverRequired)
            QSKIP("needs a sound server: ctest's tst_sounds_with_server runs this with one");
        const MessageCatcher messages;
        GameSounds sounds;
        QVERIFY(sounds.canPlay());
        sounds.prepare();
        const auto effects = sounds.findChildren<QSoundEffect *>();
        QVERIFY(!effects.isEmpty());
        QList<QSoundEffect *> started;
        for (QSoundEffect *effect : effects) {
            connect(effect, &QSoundEffect::playingChanged, this, [&started, effect] {
                if (effect->isPlaying())
                    started << effect;
            });
        }
        BoardView view;
        view.setDropDuration(0);
        view.show();
        sounds.follow(&view);
        Game game;
        view.playStory(std::get<MoveStory>(game.play(game.legalMoves().front())));
        // The click is decoded and played by the server, without a word on the console.
        QTRY_VERIFY_WITH_TIMEOUT(!started.isEmpty(), 5000);
        QVERIFY(started.first()->source().toString().contains(QLatin1String("drop")));
        for (QSoundEffect *effect : effects)
            QVERIFY(effect->status() != QSoundEffect::Error);
        QVERIFY2(messages.caught().isEmpty(), qPrintable(messages.caught().join('\n')));
    }

    void aModuleThatCannotBeLoadedLeavesTheGameSilent_data() {
        QTest::addColumn<QString>("standIn"); // what lies where the module should be
        QTest::newRow("missing") << QString();
        QTest::newRow("not a library") << QStringLiteral("text");
        QTest::newRow("a library, not a Qt plugin") << QStringLiteral(TIHBAT_TEST_PLAIN_LIBRARY);
        QTest::newRow("a plugin of an older interface")
            << QStringLiteral(TIHBAT_TEST_OLD_SOUND_PLUGIN);
    }
    void aModuleThatCannotBeLoadedLeavesTheGameSilent() {
        QFETCH(QString, standIn);
        // A sound server is said to be there, so the game does try to load its module; it
        // fails before anything talks to the server.
        QTemporaryDir folder;
        QVERIFY(folder.isValid());
        const ScopedVariable server(
            "PULSE_SERVER", "unix:" + folder.filePath(QStringLiteral("no-server")).toLocal8Bit());
        const ScopedVariable modules("TIHBAT_MODULE_DIR", folder.path().toLocal8Bit());
        const QString modulePath = folder.filePath(QStringLiteral(TIHBAT_SOUND_MODULE_FILE));
        if (standIn == QLatin1String("text")) {
            QFile file(modulePath);
            QVERIFY(file.open(QIODevice::WriteOnly));
            file.write("not a shared library\n");
        } else if (!standIn.isEmpty()) {
            QVERIFY(QFile::copy(standIn, modulePath));
        }

        const MessageCatcher messages;
        GameSounds sounds;
        QVERIFY(sounds.canPlay()); // a server is reachable: nothing has been tried yet
        QVERIFY(messages.caught().isEmpty());
        sounds.prepare();
        QVERIFY(!sounds.canPlay());
        // One line that names the file and why it cannot be used.
        QCOMPARE(messages.caught().size(), 1);
        const QString warning = messages.caught().first();
        QVERIFY2(!warning.contains(QLatin1Char('\n')), qPrintable(warning));
        if (standIn.isEmpty()) {
            QVERIFY2(warning.contains(QStringLiteral(TIHBAT_SOUND_MODULE_FILE)) &&
                         warning.contains(QDir::toNativeSeparators(folder.path())),
                     qPrintable(warning));
        } else {
            QVERIFY2(warning.contains(QDir::toNativeSeparators(modulePath)), qPrintable(warning));
            // Qt's own reason, as a loader of the same file gives it.
            QPluginLoader loader(modulePath);
            if (loader.instance()) {
                QVERIFY(!qobject_cast<SoundOutputModule *>(loader.instance()));
                QVERIFY2(warning.contains(QLatin1String(TIHBAT_SOUND_OUTPUT_MODULE_IID)),
                         qPrintable(warning));
            } else {
                QVERIFY2(warning.contains(loader.errorString()),
                         qPrintable(warning + QLatin1String(" / ") + loader.errorString()));
            }
        }

        // The game goes on in silence: every beat is followed, nothing more is said or loaded.
        QVERIFY(playWholeGame(sounds) > 0);
        sounds.prepare();
        QVERIFY(sounds.findChildren<QSoundEffect *>().isEmpty());
        QCOMPARE(messages.caught().size(), 1);
    }

    void theModuleIsLoadedAfterTheFirstPaint() {
        // With a server said to be there and no module, the attempt shows as its warning.
        QTemporaryDir folder;
        QVERIFY(folder.isValid());
        const ScopedVariable server(
            "PULSE_SERVER", "unix:" + folder.filePath(QStringLiteral("no-server")).toLocal8Bit());
        const ScopedVariable modules("TIHBAT_MODULE_DIR", folder.path().toLocal8Bit());
        const MessageCatcher messages;
        GameSounds sounds;
        BoardView view;
        sounds.follow(&view);
        QCoreApplication::processEvents();
        QVERIFY(messages.caught().isEmpty()); // nothing tried while nothing is on the screen
        view.show();
        QTRY_COMPARE_WITH_TIMEOUT(messages.caught().size(), 1, 10000);
        QVERIFY(messages.caught().first().contains(folder.path()));
        QVERIFY(!sounds.canPlay());
    }

private:
    QTemporaryDir m_runtime;
    bool m_serverRequired = false;
};

QTEST_MAIN(TestSounds)
#include "tst_sounds.moc"
