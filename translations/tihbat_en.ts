<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en" sourcelanguage="en">
<context>
    <name>GameTexts</name>
    <message numerus="yes">
        <location filename="../ui/game_texts.cpp" line="+86"/>
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
    <name>tihbat::MainWindow</name>
    <message numerus="yes">
        <location filename="../ui/main_window.cpp" line="+370"/>
        <source>%1 against %2. Moves played: %n. Do you want to continue it?</source>
        <extracomment>%1 and %2 are player names, %n the number of moves played</extracomment>
        <translation>
            <numerusform>%1 against %2. Moves played: %n. Do you want to continue it?</numerusform>
            <numerusform>%1 against %2. Moves played: %n. Do you want to continue it?</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>tihbat::ReplayWindow</name>
    <message numerus="yes">
        <location filename="../ui/replay/replay_window.cpp" line="+105"/>
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
        <location line="+797"/>
        <source>&lt;span style=&apos;color:#c02020&apos;&gt;%1 It gave away %n.&lt;/span&gt;</source>
        <extracomment>After the verdict on a move that was not the best: %n counters given away.</extracomment>
        <translation>
            <numerusform>&lt;span style=&apos;color:#c02020&apos;&gt;%1 It gave away %n.&lt;/span&gt;</numerusform>
            <numerusform>&lt;span style=&apos;color:#c02020&apos;&gt;%1 It gave away %n.&lt;/span&gt;</numerusform>
        </translation>
    </message>
</context>
</TS>
