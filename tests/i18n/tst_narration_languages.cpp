// SPDX-License-Identifier: GPL-3.0-or-later
// The narration by mover in all six languages, with the catalogues the game ships: told to a
// class, North's capture names North (or the player's name) in the language and never says
// "you"; told to the person, their own capture does. The third-person sentences may not be in
// the catalogues yet (the lead updates the .ts files after a merge), so outside English the
// assertions hold for the translated sentence and for the English one alike.
#include "game/learn/lesson.h"
#include "game/settings/languages.h"
#include "game/words/game_texts.h"
#include "game/words/narrator.h"

#include <QRegularExpression>
#include <QTest>
#include <QTranslator>

using namespace tihbat;

namespace {

// The second person of each language, as the translations of the person's narration write it
// (translations/GLOSSARY.md: el εσύ, hi तुम, mn чи, sw wewe, pt tu, ar أنتَ, fr tu, es tú, ca tu).
QRegularExpression secondPerson(const QString &language) {
    static const QHash<QString, QString> words = {
        {"en", R"(\byour?\b)"},
        {"el", R"(\bσου\b|μαζεύεις)"},
        {"hi", R"(तुम)"},
        {"mn", R"(\bчи(ний)?\b)"},
        {"sw", R"(\blako\b|\bhuli\b|\buna(zi|i)?la\b)"},
        {"pt", R"(\btua\b|\bteu\b|\bcapturas\b)"},
        {"ar", R"(حفرتك|مخزنك|جهتك|دورك|أنت)"},
        {"fr", R"(\btu\b|\bton\b|\bta\b|\btes\b|\btoi\b)"},
        {"es", R"(\btus?\b|\btú\b|\bcapturas\b)"},
        {"ca", R"(\bte(u|va|us|ves)\b|\bcaptures\b)"},
    };
    return QRegularExpression(words.value(language),
                              QRegularExpression::CaseInsensitiveOption |
                                  QRegularExpression::UseUnicodePropertiesOption);
}

RuleOptions twoPerPit(bool chain) {
    RuleOptions options;
    options.countersPerPit = 2;
    options.chainCapture = chain;
    return options;
}

GameState stateOf(std::array<int, 4> pits, Side toMove) {
    GameState state;
    state.position.pits = pits;
    state.position.toMove = toMove;
    return state;
}

// 2 1 2 3 N, North plays a: a, b; b makes 4 on North's side and is captured.
MoveStory northCapturesFour() {
    Game game(twoPerPit(false), stateOf({2, 1, 2, 3}, Side::North));
    return std::get<MoveStory>(game.play(Pita));
}

// 0 0 6 2 N with chain capture, North plays a: a b A B a b; b makes 4, a before it 2.
MoveStory northChainCaptures() {
    Game game(twoPerPit(true), stateOf({0, 0, 6, 2}, Side::North));
    return std::get<MoveStory>(game.play(Pita));
}

// 1 1 2 4 N, North plays a: a, b; b makes 5 on North's side, an odd number.
MoveStory northMakesFive() {
    Game game(twoPerPit(false), stateOf({1, 1, 2, 4}, Side::North));
    return std::get<MoveStory>(game.play(Pita));
}

// 1 1 3 3 N, North plays b: b, A, B; the last counter falls on South's side.
MoveStory northLandsOnSouth() {
    Game game(twoPerPit(false), stateOf({1, 1, 3, 3}, Side::North));
    return std::get<MoveStory>(game.play(Pitb));
}

} // namespace

class TestNarrationLanguages : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() {
        const MoveStory capture = northCapturesFour();
        QCOMPARE(capture.capturedCounters(), 4);
        const MoveStory chain = northChainCaptures();
        QCOMPARE(static_cast<int>(chain.captures.size()), 2);
        QCOMPARE(chain.captures[1].counters, 2);
        const MoveStory odd = northMakesFive();
        QVERIFY(odd.captures.empty());
        QCOMPARE(odd.after.position.pits[Pitb], 5);
        QCOMPARE(northLandsOnSouth().lastPit(), PitB);
    }

    void englishSentences() {
        const NarrationVoice projector;
        const NarrationVoice names =
            NarrationVoice::naming(QStringLiteral("Amina"), QStringLiteral("Youssef"));
        const MoveStory capture = northCapturesFour();
        QCOMPARE(Narrator::landingSentence(capture, projector),
                 QString("The last counter made 4 in North's own pit: even and not more than 8, "
                         "so North captures all 4 and puts them in their store."));
        QCOMPARE(Narrator::landingSentence(capture, names),
                 QString("The last counter made 4 in Youssef's own pit: even and not more than "
                         "8, so Youssef captures all 4 and puts them in their store."));
        QCOMPARE(Narrator::landingSentence(capture, projector.speakingTo(Side::North)),
                 QString("The last counter made 4 in your own pit: even and not more than 8, so "
                         "you capture them and put all 4 in your store."));
        const MoveStory chain = northChainCaptures();
        QCOMPARE(Narrator::chainSentence(chain.captures[1], Side::North, names),
                 QString("The pit before it, a, holds 2: even and not more than 8, so Youssef "
                         "captures them too."));
    }

    void byMover_data() {
        QTest::addColumn<QString>("language");
        for (const QString &language : languageCodes())
            QTest::newRow(qPrintable(language)) << language;
    }

    void byMover() {
        QFETCH(QString, language);
        QTranslator translator;
        if (language != "en") {
            QVERIFY(translator.load(":/i18n/tihbat_" + language + ".qm"));
            QVERIFY(QCoreApplication::installTranslator(&translator));
        }
        const auto uninstall =
            qScopeGuard([&] { QCoreApplication::removeTranslator(&translator); });
        const QRegularExpression you = secondPerson(language);
        QVERIFY(you.isValid());
        const QString north = GameTexts::sideName(Side::North);
        if (language != "en")
            QVERIFY2(north != "North", "the catalogue names North in the language");

        const NarrationVoice projector;
        const NarrationVoice names =
            NarrationVoice::naming(QStringLiteral("Amina"), QStringLiteral("Youssef"));
        const NarrationVoice person = projector.speakingTo(Side::North);
        const MoveStory capture = northCapturesFour();
        const MoveStory chain = northChainCaptures();
        const MoveStory odd = northMakesFive();

        // Said to the person who moved, the old sentences say "you": the marker is real.
        for (const QString &sentence :
             {Narrator::landingSentence(capture, person), Narrator::landingSentence(odd, person),
              Narrator::chainSentence(chain.captures[1], Side::North, person)}) {
            QVERIFY2(you.match(sentence).hasMatch(), qPrintable(sentence));
            QVERIFY2(!sentence.contains(north), qPrintable(sentence));
        }
        // Told to the class: named, never "you"; with the players' names, by the name.
        const QList<std::pair<NarrationVoice, QString>> classes = {{projector, north},
                                                                   {names, "Youssef"}};
        for (const auto &[voice, name] : classes) {
            QStringList sentences{Narrator::landingSentence(capture, voice),
                                  Narrator::landingSentence(odd, voice),
                                  Narrator::chainSentence(chain.captures[1], Side::North, voice)};
            Game game(twoPerPit(false), stateOf({2, 1, 2, 3}, Side::North));
            game.play(Pita);
            for (const LessonFrame &frame : Lesson::frames(game, true, voice))
                sentences << Lesson::caption(frame);
            for (const QString &sentence : sentences) {
                QVERIFY2(!you.match(sentence).hasMatch(), qPrintable(sentence));
                if (name == "Youssef")
                    QVERIFY2(!sentence.contains(north), qPrintable(sentence));
            }
            for (int i = 0; i < 3; ++i)
                QVERIFY2(sentences[i].contains(name), qPrintable(sentences[i]));
            QVERIFY2(sentences[0].contains(u'4'), qPrintable(sentences[0]));
            QVERIFY2(sentences[1].contains(u'5'), qPrintable(sentences[1]));
        }
        // Where nothing can be captured the sentence speaks to nobody, whoever hears it, and
        // names the side the counter fell on.
        const MoveStory across = northLandsOnSouth();
        const QList<std::pair<NarrationVoice, QString>> voices = {
            {projector, GameTexts::sideName(Side::South)},
            {person, GameTexts::sideName(Side::South)},
            {names, "Amina"}};
        for (const auto &[voice, south] : voices) {
            const QString sentence = Narrator::landingSentence(across, voice);
            QVERIFY2(!you.match(sentence).hasMatch(), qPrintable(sentence));
            QVERIFY2(sentence.contains(south), qPrintable(sentence));
        }
    }
};

QTEST_GUILESS_MAIN(TestNarrationLanguages)
#include "tst_narration_languages.moc"
