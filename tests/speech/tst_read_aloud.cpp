// SPDX-License-Identifier: GPL-3.0-or-later
// Read Aloud on the real thing: a speech-dispatcher of the test's own with the espeak-ng voices
// (with_speech_service.sh), its log read for every text it was asked to say and the audio the
// voice produced, and the sound server's recording for what was played. Off, nothing is sent;
// a game against the computer in Hindi sends both moves' sentences as the projector's captions
// show them and audio comes back; a lesson's task is spoken; a quick second move cancels the
// first sentence; Mongolian, which espeak-ng has no voice for, sends nothing and the menu says
// why; on the projector each sentence is heard whole before the next move; a screen reader
// keeps a remembered "on" off until the person turns it on; and the service killed mid-game
// leaves the game playable, said once.
#include "classroom/presentation_window.h"
#include "game/learn/lesson.h"
#include "game/learn/tutorial.h"
#include "game/session/game_session.h"
#include "game/settings/settings.h"
#include "i18n/language_manager.h"
#include "isolated_settings.h"
#include "learn/learn_window.h"
#include "play/main_window.h"
#include "speech/read_aloud.h"
#include "speech/speech_actions.h"
#include "speech/speech_voice.h"
#include "speech_log.h"

#include <QAction>
#include <QFile>
#include <QMenu>
#include <QPointer>
#include <QPushButton>
#include <QScopeGuard>
#include <QSignalSpy>
#include <QStatusBar>
#include <QTest>
#include <csignal>
#include <sys/types.h>

using namespace tihbat;

namespace {

GameSetup againstComputer() {
    GameSetup setup;
    setup.players[sideIndex(Side::North)] = {PlayerKind::Computer, Level::Easy, QString()};
    return setup;
}

// The captions that stay after each move on the projector (Lesson's stop frames), for the game
// as it stands: what the voice must say, word for word.
QStringList captionsOfMoves(const GameModel &model) {
    QStringList captions;
    for (const LessonFrame &frame :
         Lesson::frames(model.game(), false, NarrationVoice::naming(model.setup()))) {
        if (frame.kind == LessonFrame::Kind::Step && frame.stop)
            captions << frame.text;
    }
    return captions;
}

// With TIHBAT_SHOTS_DIR set, keeps `widget` as NAME.png there for a person to look at.
void keepShot(QWidget *widget, const QString &name) {
    const QString dir = qEnvironmentVariable("TIHBAT_SHOTS_DIR");
    if (dir.isEmpty() || !widget)
        return;
    widget->adjustSize();
    QVERIFY(widget->grab().save(dir + u'/' + name + QStringLiteral(".png")));
}

bool hasDevanagari(const QString &text) {
    return std::any_of(text.begin(), text.end(),
                       [](QChar c) { return c.unicode() >= 0x0900 && c.unicode() <= 0x097F; });
}

// Whether process `pid` has ended: gone, or a zombie its parent has not yet waited for.
bool serviceIsDead(pid_t pid) {
    QFile stat(QStringLiteral("/proc/%1/stat").arg(pid));
    if (!stat.open(QIODevice::ReadOnly))
        return true;
    const QByteArray fields = stat.readAll();
    const qsizetype afterName = fields.lastIndexOf(')');
    return afterName >= 0 && fields.mid(afterName + 2, 1) == "Z";
}

} // namespace

class TestReadAloud : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() {
        IsolatedSettings::forThisTest(QStringLiteral("TihbatReadAloudTest"));
        if (!SpeechLog::available())
            QSKIP("needs a speech service of its own: run through with_speech_service.sh");
        Settings::setDropDuration(0);
    }

    // Off (the default): nothing reaches the service, not even a connection.
    void offSendsNothing() {
        QVERIFY(!Settings::readAloud());
        SpeechLog log;
        LanguageManager languages;
        languages.setLanguage("en");
        Settings::setNewGameSetup(againstComputer());
        MainWindow main(&languages);
        main.start({});
        GameModel *model = main.model();
        QSignalSpy made(model, &GameModel::moveMade);
        QVERIFY(model->playPit(PitA));
        QTRY_COMPARE_WITH_TIMEOUT(made.count(), 2, 10000);
        QTest::qWait(300); // a sentence sent would be in the log by now (it takes ~1 ms)
        QVERIFY(!ReadAloud::shared().isOn());
        QVERIFY2(log.messages().isEmpty(), qPrintable(log.messages().join(u'\n')));
        QVERIFY(!log.text().contains(QLatin1String("Adding client")));
    }

    void hindiGameAgainstComputerIsHeard() {
        LanguageManager languages;
        languages.setLanguage("hi");
        ReadAloud &readAloud = ReadAloud::shared();
        readAloud.setOn(true);
        QVERIFY2(readAloud.problem().isEmpty(), qPrintable(readAloud.problem()));
        SpeechLog log;
        PlayedSound played;
        Settings::setNewGameSetup(againstComputer());
        MainWindow main(&languages);
        main.start({});
        GameModel *model = main.model();
        QSignalSpy made(model, &GameModel::moveMade);
        QSignalSpy said(&readAloud, &ReadAloud::said);
        QVERIFY(model->playPit(PitB));
        QTRY_COMPARE_WITH_TIMEOUT(made.count(), 2, 10000);
        QTRY_COMPARE_WITH_TIMEOUT(said.count(), 2, 10000);
        const QStringList captions = captionsOfMoves(*model);
        QCOMPARE(captions.size(), 2);
        QVERIFY2(hasDevanagari(captions[0]) && hasDevanagari(captions[1]),
                 qPrintable(captions.join(u'\n')));
        // Both moves' sentences, the person's and the computer's, exactly as the captions.
        QTRY_COMPARE_WITH_TIMEOUT(log.messages(), captions, 5000);
        // The voice made audio for them, and the sound server played it: not silence.
        QTRY_VERIFY_WITH_TIMEOUT(log.audioSeconds(captions[0]) > 2.0, 20000);
        QTRY_VERIFY_WITH_TIMEOUT(played.audibleSeconds() > 1.0, 20000);
        keepShot(main.findChild<QMenu *>("viewMenu"), QStringLiteral("view-menu-hi"));
        qInfo().noquote() << "hi: said" << log.messages() << "\n  audio from the voice"
                          << log.audioSeconds(captions[0]) << "s; played" << played.seconds()
                          << "s, of which audible" << played.audibleSeconds() << "s, rms"
                          << played.rms();
    }

    // Every language that has a voice reads a move in its own language.
    void everyLanguageWithAVoice_data() {
        QTest::addColumn<QString>("language");
        for (const char *code : {"en", "el", "sw", "pt", "ar", "fr", "es", "ca"})
            QTest::newRow(code) << QString::fromLatin1(code);
    }
    void everyLanguageWithAVoice() {
        QFETCH(QString, language);
        LanguageManager languages;
        languages.setLanguage(language);
        ReadAloud &readAloud = ReadAloud::shared();
        readAloud.setOn(true);
        QCoreApplication::processEvents(); // the language change reaches Read Aloud
        QVERIFY2(readAloud.problem().isEmpty(), qPrintable(readAloud.problem()));
        SpeechLog log;
        PlayedSound played;
        Settings::setNewGameSetup(GameSetup{});
        MainWindow main(&languages);
        main.start({});
        QVERIFY(main.model()->playPit(PitA));
        const QStringList captions = captionsOfMoves(*main.model());
        QTRY_COMPARE_WITH_TIMEOUT(log.messages(), captions, 5000);
        // Said with the voice of the language, and heard.
        QTRY_VERIFY_WITH_TIMEOUT(log.audioSeconds(captions[0]) > 1.0, 20000);
        // The client chose a voice of the text's language ("el-Grek-GR") before saying it.
        const QString chosen = QStringLiteral("SET SELF LANGUAGE %1-").arg(language);
        QVERIFY2(log.text().indexOf(chosen) >= 0 &&
                     log.text().indexOf(chosen) < log.messageAt(captions[0]),
                 qPrintable(language));
        qInfo().noquote() << language << ": said" << log.messages() << "\n  audio from the voice"
                          << log.audioSeconds(captions[0]) << "s; played" << played.seconds()
                          << "s, of which audible" << played.audibleSeconds() << "s, rms"
                          << played.rms();
    }

    void lessonTaskIsSpoken() {
        LanguageManager languages;
        languages.setLanguage("en");
        QCoreApplication::processEvents();
        ReadAloud::shared().setOn(true);
        SpeechLog log;
        LearnWindow learn;
        learn.show();
        const int lesson = 0;
        auto *next = learn.findChild<QPushButton *>("lessonNext");
        QVERIFY(next);
        // The lesson shown first, then the next one: each lesson's sentence and task.
        const QString first = Tutorial::sentence(lesson) + u' ' + Tutorial::task(lesson);
        QTRY_VERIFY_WITH_TIMEOUT(log.messages().contains(first), 5000);
        next->click();
        const QString second = Tutorial::sentence(lesson + 1) + u' ' + Tutorial::task(lesson + 1);
        QTRY_VERIFY_WITH_TIMEOUT(log.messages().contains(second), 5000);
        // The lesson panel's button is Read Aloud: off, the next lesson says nothing.
        auto *button = learn.findChild<QPushButton *>("lessonReadAloud");
        QVERIFY(button && button->isChecked());
        keepShot(&learn, QStringLiteral("learn-read-aloud-en"));
        button->click();
        QVERIFY(!ReadAloud::shared().isOn());
        const int before = static_cast<int>(log.messages().size());
        next->click();
        QTest::qWait(300);
        QCOMPARE(log.messages().size(), before);
        button->click();
        QVERIFY(ReadAloud::shared().isOn());
    }

    // Two people, moves faster than the sentences: the second cancels the first.
    void quickSecondMoveCancelsTheFirst() {
        LanguageManager languages;
        languages.setLanguage("en");
        QCoreApplication::processEvents();
        ReadAloud::shared().setOn(true);
        // The slow voice: the first sentence lasts seconds, so the second move comes while it is
        // said, on a machine as busy as CI's too.
        ReadAloud::shared().setRate(SpeechActions::Rates.front());
        const auto normalRate = qScopeGuard([] { ReadAloud::shared().setRate(0); });
        SpeechLog log;
        Settings::setNewGameSetup(GameSetup{});
        MainWindow main(&languages);
        main.start({});
        GameModel *model = main.model();
        QVERIFY(model->playPit(PitA));
        const QString first = captionsOfMoves(*model).value(0);
        QTRY_VERIFY_WITH_TIMEOUT(log.messages().contains(first), 5000);
        QTRY_VERIFY_WITH_TIMEOUT(log.audioSeconds(first) > 0, 5000); // it is being said
        // The cancel of the previous test's sentence, reported after this one was sent, did
        // not end it.
        QVERIFY2(ReadAloud::shared().isSpeaking(),
                 "the first sentence ended before the second move");
        QVERIFY(model->playPit(Pita));
        const QString second = captionsOfMoves(*model).value(1);
        QTRY_VERIFY_WITH_TIMEOUT(log.messages().contains(second), 5000);
        const qsizetype firstAt = log.messageAt(first);
        const qsizetype secondAt = log.messageAt(second);
        QVERIFY(firstAt >= 0 && secondAt > firstAt);
        const auto cancels = log.cancels();
        QVERIFY2(std::any_of(cancels.begin(), cancels.end(),
                             [&](qsizetype at) { return at > firstAt && at < secondAt; }),
                 "no cancel between the two sentences");
    }

    void mongolianSendsNothingAndTheMenuSaysWhy() {
        LanguageManager languages;
        languages.setLanguage("mn");
        QCoreApplication::processEvents();
        ReadAloud &readAloud = ReadAloud::shared();
        readAloud.setOn(true);
        SpeechLog log;
        Settings::setNewGameSetup(GameSetup{});
        MainWindow main(&languages);
        main.start({});
        QTRY_VERIFY(!readAloud.problem().isEmpty());
        QVERIFY2(readAloud.problem().contains(SpeechVoice::languageName("mn")),
                 qPrintable(readAloud.problem()));
        auto *toggle = main.findChild<QAction *>("readAloudAction");
        auto *reason = main.findChild<QAction *>("readAloudReasonAction");
        QVERIFY(toggle && reason);
        QVERIFY(!toggle->isEnabled());
        QVERIFY(reason->isVisible());
        QCOMPARE(reason->text(), readAloud.problem());
        QSignalSpy said(&readAloud, &ReadAloud::said);
        QVERIFY(main.model()->playPit(PitA));
        QVERIFY(main.model()->playPit(Pita));
        QTest::qWait(300);
        QCOMPARE(said.count(), 0);
        QVERIFY2(log.messages().isEmpty(), qPrintable(log.messages().join(u'\n')));
        keepShot(main.findChild<QMenu *>("viewMenu"), QStringLiteral("view-menu-mn"));
        qInfo().noquote() << "mn: nothing said; the menu says:" << reason->text();
        // In English again the voice is back, and the menu with it.
        languages.setLanguage("en");
        QCoreApplication::processEvents();
        QVERIFY(readAloud.problem().isEmpty());
        QVERIFY(toggle->isEnabled() && toggle->isChecked());
        QVERIFY(!reason->isVisible());
    }

    // On the projector the caption that stays after a move is heard, word for word, once (the
    // main window's game says nothing more meanwhile); R turns Read Aloud off there.
    void projectorSaysItsCaption() {
        LanguageManager languages;
        languages.setLanguage("en");
        QCoreApplication::processEvents();
        ReadAloud &readAloud = ReadAloud::shared();
        readAloud.setOn(true);
        SpeechLog log;
        Settings::setNewGameSetup(GameSetup{});
        MainWindow main(&languages);
        main.start({});
        main.findChild<QAction *>("presentAction")->trigger();
        QPointer<PresentationWindow> w = main.findChild<PresentationWindow *>();
        QVERIFY(w);
        w->setPace(20);
        QVERIFY(main.model()->playPit(PitB));
        QTRY_VERIFY_WITH_TIMEOUT(!w->isWalking() && w->captionText().contains("played pit B"),
                                 10000);
        QTRY_COMPARE_WITH_TIMEOUT(log.messages(), QStringList{w->captionText()}, 5000);
        QTest::keyClick(w, Qt::Key_R);
        QVERIFY(!readAloud.isOn());
        QVERIFY(main.model()->playPit(Pita));
        QTRY_VERIFY_WITH_TIMEOUT(!w->isWalking() && w->captionText().contains("played pit a"),
                                 10000);
        QTest::qWait(200);
        QCOMPARE(log.messages().size(), 1);
        QTest::keyClick(w, Qt::Key_R);
        QVERIFY(readAloud.isOn());
        w->close();
    }

    // At the projector's pace the next move waits for the sentence: two moves made at once are
    // both heard whole, with no cancel between them (the main window's game cuts off instead).
    void projectorHearsEachSentenceWhole() {
        LanguageManager languages;
        languages.setLanguage("en");
        QCoreApplication::processEvents();
        ReadAloud &readAloud = ReadAloud::shared();
        readAloud.setOn(true);
        SpeechLog log;
        Settings::setNewGameSetup(GameSetup{});
        MainWindow main(&languages);
        main.start({});
        main.findChild<QAction *>("presentAction")->trigger();
        QPointer<PresentationWindow> w = main.findChild<PresentationWindow *>();
        QVERIFY(w);
        w->setPace(20); // far quicker than a sentence: without waiting, the second cuts it off
        readAloud.setRate(100); // the quickest voice: the test waits for both sentences
        QSignalSpy ended(&readAloud, &ReadAloud::sentenceEnded);
        QSignalSpy said(&readAloud, &ReadAloud::said);
        QVERIFY(main.model()->playPit(PitB));
        QVERIFY(main.model()->playPit(Pita));
        const QStringList moves = captionsOfMoves(*main.model());
        QCOMPARE(moves.size(), 2);
        // The walk waits at the first move's stop while its sentence (the caption) is heard.
        QTRY_VERIFY_WITH_TIMEOUT(w->lesson()->isHeld(), 10000);
        QVERIFY(w->captionText().startsWith(moves[0]));
        QVERIFY(readAloud.isSpeaking());
        QCOMPARE(said.count(), 1);
        const QString first = w->captionText();
        QTRY_COMPARE_WITH_TIMEOUT(said.count(), 2, 20000);
        QVERIFY(w->captionText().startsWith(moves[1]));
        const QStringList captions{first, w->captionText()};
        QTRY_COMPARE_WITH_TIMEOUT(log.messages(), captions, 5000);
        QTRY_VERIFY_WITH_TIMEOUT(!w->isWalking() && !readAloud.isSpeaking(), 20000);
        QVERIFY(ended.count() >= 2);
        QVERIFY2(log.cancels().empty(), qPrintable(log.text().right(2000)));
        // Each was heard whole: audio for the first before the second was queued, and for both.
        const double both = log.audioSeconds(captions[0]);
        const double second = log.audioSeconds(captions[1]);
        QVERIFY2(both - second > 0.5 && second > 0.5,
                 qPrintable(QStringLiteral("%1 s, %2 s").arg(both - second).arg(second)));
        qInfo().noquote() << "projector: heard whole" << captions << "audio" << both - second
                          << "s and" << second << "s";
        readAloud.setRate(0);
        w->close();
    }

    // A screen reader speaks already: a remembered "on" does not talk over it (still
    // remembered); the person can still turn Read Aloud on, and then it speaks.
    void screenReaderKeepsRememberedOnOff() {
        LanguageManager languages;
        languages.setLanguage("en");
        QCoreApplication::processEvents();
        ReadAloud::shared().setOn(false);
        Settings::setReadAloud(true);
        ReadAloud readAloud(nullptr); // the start of another day, set on by a kiosk
        QVERIFY(readAloud.isOn());
        SpeechLog log;
        QSignalSpy said(&readAloud, &ReadAloud::said);
        // The screen reader's bridge comes up, as it does on Linux once the event loop runs.
        QAccessible::setActive(true);
        QVERIFY(!readAloud.isOn());
        QVERIFY(Settings::readAloud());
        readAloud.say(QStringLiteral("Amina played pit B."));
        QTest::qWait(300); // a sentence sent would be in the log by now (it takes ~1 ms)
        QCOMPARE(said.count(), 0);
        QVERIFY2(log.messages().isEmpty(), qPrintable(log.messages().join(u'\n')));
        // The person turns it on: it stays on with the screen reader, and speaks.
        readAloud.setOn(true);
        QAccessible::setActive(true);
        QVERIFY(readAloud.isOn());
        readAloud.say(QStringLiteral("Amina played pit B."));
        QCOMPARE(said.count(), 1);
        QTRY_COMPARE_WITH_TIMEOUT(log.messages(), QStringList{"Amina played pit B."}, 5000);
        readAloud.stop();
        QAccessible::setActive(false);
        ReadAloud::shared().setOn(true);
    }

    // Last: the service is killed mid-game; the game plays on to its end and says why once.
    void serviceKilledMidGameLeavesTheGamePlayable() {
        LanguageManager languages;
        languages.setLanguage("en");
        QCoreApplication::processEvents();
        ReadAloud &readAloud = ReadAloud::shared();
        readAloud.setOn(true);
        Settings::setNewGameSetup(againstComputer());
        MainWindow main(&languages);
        main.start({});
        GameModel *model = main.model();
        QSignalSpy made(model, &GameModel::moveMade);
        QSignalSpy said(&readAloud, &ReadAloud::said);
        QSignalSpy notices(&readAloud, &ReadAloud::notice);
        QVERIFY(model->playPit(PitA));
        QTRY_COMPARE_WITH_TIMEOUT(said.count(), 2, 10000);
        const pid_t service = static_cast<pid_t>(qEnvironmentVariableIntValue("TIHBAT_SPEECH_PID"));
        QVERIFY(service > 0);
        QCOMPARE(::kill(service, SIGKILL), 0);
        // Its socket is closed once it is dead (gone or a zombie): the next write must find it so.
        QTRY_VERIFY_WITH_TIMEOUT(serviceIsDead(service), 10000);
        // The person plays on against the computer to the end of the game.
        for (int guard = 0; !model->isOver() && guard < 200; ++guard) {
            const int before = static_cast<int>(made.count());
            const Position &p = model->position();
            const int pit = p.pits[PitA] > 0 ? PitA : PitB;
            if (p.toMove == Side::South && p.pits[pit] > 0)
                QVERIFY(model->playPit(pit));
            QTRY_VERIFY_WITH_TIMEOUT(made.count() > before || model->isOver(), 10000);
        }
        QVERIFY(model->isOver());
        QTRY_COMPARE_WITH_TIMEOUT(notices.count(), 1, 10000);
        QVERIFY(!readAloud.problem().isEmpty());
        QCOMPARE(main.findChild<QAction *>("readAloudReasonAction")->text(), readAloud.problem());
        qInfo().noquote() << "killed: the game played on to its end; said once:"
                          << notices.at(0).at(0).toString();
    }
};

QTEST_MAIN(TestReadAloud)
#include "tst_read_aloud.moc"
