<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en" sourcelanguage="en">
<context>
    <name>GameTexts</name>
    <message numerus="yes">
        <location filename="../model/game/game_texts.cpp" line="+111"/>
        <source>You win by %n</source>
        <comment>hint</comment>
        <extracomment>Hint for one pit: if you play it and then play well, you win by %n counters</extracomment>
        <translation>
            <numerusform>You win by %n</numerusform>
            <numerusform>You win by %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>You lose by %n</source>
        <comment>hint</comment>
        <extracomment>Hint for one pit: even playing well afterwards, you lose by %n counters</extracomment>
        <translation>
            <numerusform>You lose by %n</numerusform>
            <numerusform>You lose by %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+37"/>
        <source>The same position came back, so the game stopped. The %n counters left on the board were shared equally.</source>
        <comment>end</comment>
        <extracomment>%n (always 2 or more, and even) counters were on the board; each player got half</extracomment>
        <translation>
            <numerusform>The same position came back, so the game stopped. The %n counters left on the board were shared equally.</numerusform>
            <numerusform>The same position came back, so the game stopped. The %n counters left on the board were shared equally.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Narrator</name>
    <message numerus="yes">
        <location filename="../model/game/narrator.cpp" line="+15"/>
        <source>%1 of %n: into pit %2</source>
        <comment>sowing</comment>
        <extracomment>Caption while sowing step by step: %1 is which counter (1 for the first), %n how many were lifted, %2 the pit letter it is dropped into (A, B, a or b; never translated).</extracomment>
        <translation>
            <numerusform>%1 of %n: into pit %2</numerusform>
            <numerusform>%1 of %n: into pit %2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+14"/>
        <source>The last counter made %n in your own pit: even and not more than 8, so you capture %n.</source>
        <extracomment>After a move: the last counter made %n counters in the mover&apos;s own pit, which is captured. Rule: 2, 4, 6 or 8 counters there are captured.</extracomment>
        <translation>
            <numerusform>The last counter made %n in your own pit: even and not more than 8, so you capture %n.</numerusform>
            <numerusform>The last counter made %n in your own pit: even and not more than 8, so you capture %n.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+9"/>
        <source>The last counter made %n in your own pit: an odd number, so no capture.</source>
        <extracomment>After a move: the last counter made an odd number (%n) in the mover&apos;s own pit.</extracomment>
        <translation>
            <numerusform>The last counter made %n in your own pit: an odd number, so no capture.</numerusform>
            <numerusform>The last counter made %n in your own pit: an odd number, so no capture.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>The last counter made %n in your own pit: more than 8, so no capture.</source>
        <extracomment>After a move: the last counter made an even number over 8 (%n) in the mover&apos;s own pit.</extracomment>
        <translation>
            <numerusform>The last counter made %n in your own pit: more than 8, so no capture.</numerusform>
            <numerusform>The last counter made %n in your own pit: more than 8, so no capture.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+7"/>
        <source>The pit before it, %2, holds %n: even and not more than 8, so you capture it too.</source>
        <extracomment>Chain capture option: the pit sown just before the last one is captured too; %2 is its letter, %n its counters.</extracomment>
        <translation>
            <numerusform>The pit before it, %2, holds %n: even and not more than 8, so you capture it too.</numerusform>
            <numerusform>The pit before it, %2, holds %n: even and not more than 8, so you capture it too.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+18"/>
        <source>This position has been seen before: the game ends and the %n counters left are shared, %1 each.</source>
        <extracomment>Repetition rule: the same position came back, so the counters still on the board (%n) are shared equally; %1 is each player&apos;s share.</extracomment>
        <translation>
            <numerusform>This position has been seen before: the game ends and the %n counter left is shared, %1 each.</numerusform>
            <numerusform>This position has been seen before: the game ends and the %n counters left are shared, %1 each.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+11"/>
        <source>It is a draw: %n counters each.</source>
        <extracomment>The end of a game: a draw, each side (South and North) ending with %n counters</extracomment>
        <translation>
            <numerusform>It is a draw: %n counter each.</numerusform>
            <numerusform>It is a draw: %n counters each.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ReplayVerdicts</name>
    <message numerus="yes">
        <location filename="../ui/replay/replay_verdicts.cpp" line="+28"/>
        <source>South wins by %n with perfect play</source>
        <extracomment>The exact value of a position: South finishes %n counters ahead.</extracomment>
        <translation>
            <numerusform>South wins by %n with perfect play</numerusform>
            <numerusform>South wins by %n with perfect play</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>North wins by %n with perfect play</source>
        <translation>
            <numerusform>North wins by %n with perfect play</numerusform>
            <numerusform>North wins by %n with perfect play</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+47"/>
        <source>&lt;span style=&apos;color:#c02020&apos;&gt;%1 It gave away %n counters.&lt;/span&gt;</source>
        <extracomment>After the verdict on a move that was not the best. %1 is the mistake mark, &quot;?&quot; or &quot;??&quot;; %n the counters of the final score it gave away.</extracomment>
        <translation>
            <numerusform>&lt;span style=&apos;color:#c02020&apos;&gt;%1 It gave away %n counter.&lt;/span&gt;</numerusform>
            <numerusform>&lt;span style=&apos;color:#c02020&apos;&gt;%1 It gave away %n counters.&lt;/span&gt;</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SavedGameQuestions</name>
    <message numerus="yes">
        <location filename="../ui/saved_game_questions.cpp" line="+37"/>
        <source>%1 against %2. Moves played: %n. Do you want to continue it?</source>
        <extracomment>%1 and %2 are player names, %n the number of moves played</extracomment>
        <translation>
            <numerusform>%1 against %2. Moves played: %n. Do you want to continue it?</numerusform>
            <numerusform>%1 against %2. Moves played: %n. Do you want to continue it?</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>tihbat::BoardAccessibleTexts</name>
    <message numerus="yes">
        <location filename="../ui/board/board_accessible.cpp" line="+90"/>
        <source>Pit %1, %2, %n counters</source>
        <extracomment>Screen reader: a pit. %1 is its letter (A, B, a, b), %2 whose it is (&quot;yours&quot;, &quot;opponent&apos;s&quot; or a player&apos;s name), %n how many counters are in it</extracomment>
        <translation>
            <numerusform>Pit %1, %2, %n counter</numerusform>
            <numerusform>Pit %1, %2, %n counters</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+12"/>
        <source>%1&apos;s store, %n captured</source>
        <extracomment>Screen reader: a player&apos;s store of captured counters. %1 is the player&apos;s name, %n how many counters they have captured</extracomment>
        <translation>
            <numerusform>%1&apos;s store, %n captured</numerusform>
            <numerusform>%1&apos;s store, %n captured</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+31"/>
        <source>Captured %n.</source>
        <extracomment>Screen reader, after a move that captured: %n counters captured</extracomment>
        <translation>
            <numerusform>Captured %n.</numerusform>
            <numerusform>Captured %n.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>tihbat::PositionEditor</name>
    <message numerus="yes">
        <location filename="../ui/classroom/position_editor.cpp" line="+146"/>
        <source>There are %n counters on the board; a game never has more than %1.</source>
        <extracomment>Position editor: %n counters on the board, %1 the most a game can have (48)</extracomment>
        <translation>
            <numerusform>There is %n counter on the board; a game never has more than %1.</numerusform>
            <numerusform>There are %n counters on the board; a game never has more than %1.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>There are %n counters on the board, an odd number: captures always take an even number from an even total, so the board always holds an even number.</source>
        <extracomment>Position editor. Rule: every capture takes 2, 4, 6 or 8 counters from an even total.</extracomment>
        <translation>
            <numerusform>There is %n counter on the board, an odd number: captures always take an even number from an even total, so the board always holds an even number.</numerusform>
            <numerusform>There are %n counters on the board, an odd number: captures always take an even number from an even total, so the board always holds an even number.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+7"/>
        <source>%1 has captured %n counters, an odd number: every capture is 2, 4, 6 or 8.</source>
        <extracomment>Position editor: %1 is the side (South or North), %n what it captured</extracomment>
        <translation>
            <numerusform>%1 has captured %n counter, an odd number: every capture is 2, 4, 6 or 8.</numerusform>
            <numerusform>%1 has captured %n counters, an odd number: every capture is 2, 4, 6 or 8.</numerusform>
        </translation>
    </message>
</context>
</TS>
