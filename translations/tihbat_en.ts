<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en" sourcelanguage="en">
<context>
    <name>GameTexts</name>
    <message numerus="yes">
        <location filename="../model/game/words/game_texts.cpp" line="+142"/>
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
        <location line="+86"/>
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
        <location filename="../model/game/words/narrator.cpp" line="+17"/>
        <source>%1 of %n: into pit %2</source>
        <comment>sowing</comment>
        <extracomment>Caption while sowing step by step: %1 is which counter (1 for the first), %n how many were taken out of the pit, %2 the pit letter it is dropped into (A, B, a or b; never translated).</extracomment>
        <translation>
            <numerusform>%1 of %n: into pit %2</numerusform>
            <numerusform>%1 of %n: into pit %2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+28"/>
        <source>The last counter made %n in %1&apos;s own pit: even and not more than 8, so %1 captures all %n and puts them in their store.</source>
        <extracomment>After a move, told to the class: the last counter made %n counters in the own pit of the mover, %1 (a player&apos;s name, or South or North), who captures them. Rule: 2, 4, 6 or 8 counters there are captured; captured counters go into the mover&apos;s store (the long hollow on their right). Name %1, never &quot;you&quot;.</extracomment>
        <translation>
            <numerusform>The last counter made %n in %1&apos;s own pit: even and not more than 8, so %1 captures all %n and puts them in their store.</numerusform>
            <numerusform>The last counter made %n in %1&apos;s own pit: even and not more than 8, so %1 captures all %n and puts them in their store.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+12"/>
        <source>The last counter made %n in your own pit: an odd number, so no capture.</source>
        <extracomment>After the person&apos;s own move, said to them: the last counter made an odd number (%n) in their own pit.</extracomment>
        <translation>
            <numerusform>The last counter made %n in your own pit: an odd number, so no capture.</numerusform>
            <numerusform>The last counter made %n in your own pit: an odd number, so no capture.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>The last counter made %n in %1&apos;s own pit: an odd number, so no capture.</source>
        <extracomment>After a move, told to the class: the last counter made an odd number (%n) in the own pit of the mover, %1 (a player&apos;s name, or South or North). Name %1, never &quot;you&quot;.</extracomment>
        <translation>
            <numerusform>The last counter made %n in %1&apos;s own pit: an odd number, so no capture.</numerusform>
            <numerusform>The last counter made %n in %1&apos;s own pit: an odd number, so no capture.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+7"/>
        <source>The last counter made %n in your own pit: more than 8, so no capture.</source>
        <extracomment>After the person&apos;s own move, said to them: the last counter made an even number over 8 (%n) in their own pit.</extracomment>
        <translation>
            <numerusform>The last counter made %n in your own pit: more than 8, so no capture.</numerusform>
            <numerusform>The last counter made %n in your own pit: more than 8, so no capture.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>The last counter made %n in %1&apos;s own pit: more than 8, so no capture.</source>
        <extracomment>After a move, told to the class: the last counter made an even number over 8 (%n) in the own pit of the mover, %1 (a player&apos;s name, or South or North). Name %1, never &quot;you&quot;.</extracomment>
        <translation>
            <numerusform>The last counter made %n in %1&apos;s own pit: more than 8, so no capture.</numerusform>
            <numerusform>The last counter made %n in %1&apos;s own pit: more than 8, so no capture.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+9"/>
        <source>The pit before it, %2, holds %n: even and not more than 8, so you capture them too.</source>
        <extracomment>Chain capture option, said to the person after their own move: the pit sown just before the last one is captured too; %2 is its letter, %n its counters.</extracomment>
        <translation>
            <numerusform>The pit before it, %2, holds %n: even and not more than 8, so you capture them too.</numerusform>
            <numerusform>The pit before it, %2, holds %n: even and not more than 8, so you capture them too.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+7"/>
        <source>The pit before it, %2, holds %n: even and not more than 8, so %1 captures them too.</source>
        <extracomment>Chain capture option, told to the class: the pit sown just before the last one is captured too by the mover, %1 (a player&apos;s name, or South or North); %2 is the pit&apos;s letter, %n its counters. Name %1, never &quot;you&quot;.</extracomment>
        <translation>
            <numerusform>The pit before it, %2, holds %n: even and not more than 8, so %1 captures them too.</numerusform>
            <numerusform>The pit before it, %2, holds %n: even and not more than 8, so %1 captures them too.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+20"/>
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
    <message numerus="yes">
        <location line="-82"/>
        <source>The last counter made %n in your own pit: even and not more than 8, so you capture them and put all %n in your store.</source>
        <extracomment>After the person&apos;s own move, said to them: the last counter made %n counters in their own pit, which is captured. Rule: 2, 4, 6 or 8 counters there are captured; captured counters go into the mover&apos;s store (the long hollow on their right).</extracomment>
        <translation>
            <numerusform>The last counter made %n in your own pit: even and not more than 8, so you capture them and put all %n in your store.</numerusform>
            <numerusform>The last counter made %n in your own pit: even and not more than 8, so you capture them and put all %n in your store.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PuzzleTexts</name>
    <message numerus="yes">
        <location filename="../model/game/puzzles/puzzle_texts.cpp" line="+31"/>
        <source>%1 to play and win %n more counters than %2 from here.</source>
        <comment>puzzle</comment>
        <extracomment>A puzzle&apos;s task in one sentence. %1 is the side to move (South or North), %2 the other side; %n counters is how many more than the other side the best move wins from this position on (captures still to come and the share at the end), with best play.</extracomment>
        <translation>
            <numerusform>%1 to play and win %n more counter than %2 from here.</numerusform>
            <numerusform>%1 to play and win %n more counters than %2 from here.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+22"/>
        <source>%1 · from a game with %n counters in each pit</source>
        <comment>puzzle</comment>
        <extracomment>Under a puzzle: %1 is its difficulty (Easy, Medium, Hard); %n the counters in each pit at the start of the game the position comes from.</extracomment>
        <translation>
            <numerusform>%1 · from a game with %n counter in each pit</numerusform>
            <numerusform>%1 · from a game with %n counters in each pit</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+29"/>
        <location line="+5"/>
        <source>With best play from there, %1 wins %n more counters than %2.</source>
        <comment>puzzle</comment>
        <extracomment>After a puzzle move: %1 wins %n more counters than %2 from here on, with best play
----------
After a puzzle move: the other side, %1, wins %n more counters than the mover %2</extracomment>
        <translation>
            <numerusform>With best play from there, %1 wins %n more counter than %2.</numerusform>
            <numerusform>With best play from there, %1 wins %n more counters than %2.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+15"/>
        <source>With the best move you would instead win %n more counters than the other side. Have another go!</source>
        <comment>puzzle</comment>
        <extracomment>Puzzles, a wrong move: the last words, after the sentence on what the wrong move gains; %n is how many more counters than the other side the best move wins (not in addition)</extracomment>
        <translation>
            <numerusform>With the best move you would instead win %n more counter than the other side. Have another go!</numerusform>
            <numerusform>With the best move you would instead win %n more counters than the other side. Have another go!</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+42"/>
        <location filename="../ui/paper/worksheet_texts.cpp" line="+82"/>
        <source>%1 %2 capturing %n</source>
        <comment>puzzle solution move</comment>
        <translation>
            <numerusform>%1 %2 capturing %n</numerusform>
            <numerusform>%1 %2 capturing %n</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ReplayVerdicts</name>
    <message numerus="yes">
        <location filename="../ui/replay/replay_verdicts.cpp" line="+32"/>
        <source>%1 wins by %n with perfect play</source>
        <extracomment>The exact value of a position: %1 (a player&apos;s name, or South or North) finishes %n counters ahead.</extracomment>
        <translation>
            <numerusform>%1 wins by %n with perfect play</numerusform>
            <numerusform>%1 wins by %n with perfect play</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+55"/>
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
        <location filename="../ui/records/saved_game_questions.cpp" line="+45"/>
        <source>%1 against %2. Moves played: %n. Do you want to continue it?</source>
        <extracomment>%1 and %2 are player names, %n the number of moves played</extracomment>
        <translation>
            <numerusform>%1 against %2. Moves played: %n. Do you want to continue it?</numerusform>
            <numerusform>%1 against %2. Moves played: %n. Do you want to continue it?</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ScoreSheetTexts</name>
    <message numerus="yes">
        <location filename="../ui/paper/score_sheet_texts.cpp" line="+64"/>
        <source>%n counters per pit</source>
        <extracomment>Score sheet, the rules: how many counters each pit held at the start</extracomment>
        <translation>
            <numerusform>%n counter per pit</numerusform>
            <numerusform>%n counters per pit</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+88"/>
        <source>%1 gave away %n</source>
        <extracomment>Score sheet, a move&apos;s verdict: %1 is the mistake mark, &quot;?&quot; or &quot;??&quot;; %n the counters of the final score it gave away</extracomment>
        <translation>
            <numerusform>%1 gave away %n</numerusform>
            <numerusform>%1 gave away %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+15"/>
        <source>This position was on the board before, so the game ended: the %n counters left on the board were shared equally.</source>
        <extracomment>Score sheet, under the last diagram of a game that ended by repetition, when the earlier position was one a player passed in; %n counters were left on the board</extracomment>
        <translation>
            <numerusform>This position was on the board before, so the game ended: the %n counter left on the board was shared equally.</numerusform>
            <numerusform>This position was on the board before, so the game ended: the %n counters left on the board were shared equally.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>The starting position came back, so the game ended: the %n counters left on the board were shared equally.</source>
        <extracomment>Score sheet, under the last diagram of a game that ended by repetition: the board was as at the start; %n counters were left on the board</extracomment>
        <translation>
            <numerusform>The starting position came back, so the game ended: the %n counter left on the board was shared equally.</numerusform>
            <numerusform>The starting position came back, so the game ended: the %n counters left on the board were shared equally.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>The position after move %1 came back, so the game ended: the %n counters left on the board were shared equally.</source>
        <extracomment>Score sheet, under the last diagram of a game that ended by repetition: %1 is the number of the earlier move after which the board was the same; %n counters were left on the board</extracomment>
        <translation>
            <numerusform>The position after move %1 came back, so the game ended: the %n counter left on the board was shared equally.</numerusform>
            <numerusform>The position after move %1 came back, so the game ended: the %n counters left on the board were shared equally.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>WorksheetTexts</name>
    <message numerus="yes">
        <location filename="../ui/paper/worksheet_texts.cpp" line="-15"/>
        <source>Pit %1 wins %n more counters than pit %2.</source>
        <comment>answer key</comment>
        <extracomment>Worksheet answer key: %1 the best move&apos;s pit, %2 the other pit, %n how many more counters the best move wins than the other with best play</extracomment>
        <translation>
            <numerusform>Pit %1 wins %n more counter than pit %2.</numerusform>
            <numerusform>Pit %1 wins %n more counters than pit %2.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>tihbat::BoardAccessibleTexts</name>
    <message numerus="yes">
        <location filename="../ui/board/board_accessible.cpp" line="+91"/>
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
        <location line="+39"/>
        <source>Captured %n.</source>
        <extracomment>Screen reader, after a move that captured: %n counters captured</extracomment>
        <translation>
            <numerusform>Captured %n.</numerusform>
            <numerusform>Captured %n.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>tihbat::JoinPage</name>
    <message numerus="yes">
        <location filename="../ui/network/join_page.cpp" line="+34"/>
        <source>%n pupil(s) joined</source>
        <extracomment>A class tournament in the list of network games: how many pupils have joined it</extracomment>
        <translation>
            <numerusform>%n pupil joined</numerusform>
            <numerusform>%n pupils joined</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>tihbat::MainWindow</name>
    <message numerus="yes">
        <location filename="../ui/replay/record_files.cpp" line="+178"/>
        <source>%n game records could not be opened.</source>
        <extracomment>Message box when several game records cannot be read; reasons follow</extracomment>
        <translation>
            <numerusform>%n game record could not be opened.</numerusform>
            <numerusform>%n game records could not be opened.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+8"/>
        <source>And %n more.</source>
        <translation>
            <numerusform>And %n more.</numerusform>
            <numerusform>And %n more.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>tihbat::NetworkGame</name>
    <message numerus="yes">
        <location filename="../model/network_game/network_game.cpp" line="+177"/>
        <source>The tournament is over — you have %n point(s), %1</source>
        <extracomment>A class tournament&apos;s pupil after the last game; %1 is &quot;place 2 of 9&quot;</extracomment>
        <translation>
            <numerusform>The tournament is over — you have %n point, %1</numerusform>
            <numerusform>The tournament is over — you have %n points, %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>Waiting for round %1 — you have %n point(s), %2</source>
        <extracomment>A class tournament&apos;s pupil between games; %1 is the next round&apos;s number, %2 is &quot;place 2 of 9&quot;</extracomment>
        <translation>
            <numerusform>Waiting for round %1 — you have %n point, %2</numerusform>
            <numerusform>Waiting for round %1 — you have %n points, %2</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>tihbat::PositionEditor</name>
    <message numerus="yes">
        <location filename="../ui/classroom/position_editor.cpp" line="+149"/>
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
<context>
    <name>tihbat::ReplaceGameQuestion</name>
    <message numerus="yes">
        <location filename="../ui/records/replace_game_question.cpp" line="+61"/>
        <source>%n moves have been played in this game. If you replace it, it cannot be continued.</source>
        <extracomment>%n is the number of moves played in the game in progress</extracomment>
        <translation>
            <numerusform>%n move has been played in this game. If you replace it, it cannot be continued.</numerusform>
            <numerusform>%n moves have been played in this game. If you replace it, it cannot be continued.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>tihbat::SingleInstance</name>
    <message numerus="yes">
        <location filename="../app/instance/single_instance.cpp" line="+188"/>
        <source>%n game records were given; Tihbat opens at most %1 at once.</source>
        <extracomment>Answer to another start of the program (opening game records from a file manager, say) that named too many; %1 is a number</extracomment>
        <translation>
            <numerusform>%n game record was given; Tihbat opens at most %1 at once.</numerusform>
            <numerusform>%n game records were given; Tihbat opens at most %1 at once.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>tihbat::StatisticsWindow</name>
    <message numerus="yes">
        <location filename="../ui/statistics/statistics_window.cpp" line="+134"/>
        <source>%n per pit</source>
        <comment>statistics row</comment>
        <extracomment>Statistics window: a row of the second table, games with %n counters in each pit at the start</extracomment>
        <translation>
            <numerusform>%n per pit</numerusform>
            <numerusform>%n per pit</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>tihbat::TournamentWindow</name>
    <message numerus="yes">
        <location filename="../ui/tournament/tournament_window.cpp" line="+340"/>
        <source>%n pupil(s) joined</source>
        <extracomment>Class tournament: before the start; %n is how many pupils have joined</extracomment>
        <translation>
            <numerusform>%n pupil joined</numerusform>
            <numerusform>%n pupils joined</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>tihbat::TutorialRun</name>
    <message numerus="yes">
        <location filename="../model/game/learn/tutorial_run.cpp" line="+133"/>
        <source>You are holding %n counter(s). Click the pit where the first one goes.</source>
        <extracomment>Lesson: the learner has just taken the counters out of a pit</extracomment>
        <translation>
            <numerusform>You are holding %n counter. Click the pit where it goes.</numerusform>
            <numerusform>You are holding %n counters. Click the pit where the first one goes.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+33"/>
        <source>Right! %n counter(s) left in your hand. Click the pit where the next one goes.</source>
        <extracomment>Lesson: a right pit during the learner&apos;s own sowing</extracomment>
        <translation>
            <numerusform>Right! %n counter left in your hand. Click the pit where it goes.</numerusform>
            <numerusform>Right! %n counters left in your hand. Click the pit where the next one goes.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+10"/>
        <source>Well done! You sowed all %n counters. The last one fell into pit %1.</source>
        <extracomment>Lesson: the learner sowed every counter; %1 is the pit the last one fell into</extracomment>
        <translation>
            <numerusform>Well done! You sowed your %n counter. It fell into pit %1.</numerusform>
            <numerusform>Well done! You sowed all %n counters. The last one fell into pit %1.</numerusform>
        </translation>
    </message>
</context>
</TS>
