<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ca" sourcelanguage="en">
<context>
    <name>GameTexts</name>
    <message>
        <location filename="../model/game/words/game_texts.cpp" line="+11"/>
        <source>Tihbat</source>
        <comment>name of the game</comment>
        <extracomment>The name of the game: write it in your script (see translations/GLOSSARY.md)</extracomment>
        <translation>Tihbat</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>South</source>
        <comment>side</comment>
        <extracomment>The player who sits at the bottom of the board</extracomment>
        <translation>Sud</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>North</source>
        <comment>side</comment>
        <extracomment>The player who sits at the top of the board</extracomment>
        <translation>Nord</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Beginner</source>
        <comment>level</comment>
        <extracomment>Computer player strength, the weakest</extracomment>
        <translation>Principiant</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Easy</source>
        <comment>level</comment>
        <extracomment>Computer player strength</extracomment>
        <translation>Fàcil</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Medium</source>
        <comment>level</comment>
        <extracomment>Computer player strength</extracomment>
        <translation>Mitjà</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Hard</source>
        <comment>level</comment>
        <extracomment>Computer player strength</extracomment>
        <translation>Difícil</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Perfect</source>
        <comment>level</comment>
        <extracomment>Computer player strength: never makes a mistake</extracomment>
        <translation>Perfecte</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>For first-time players: plays almost at random, so a young child often wins.</source>
        <comment>level suits</comment>
        <extracomment>Who the weakest computer level suits, one line in the New Game dialog</extracomment>
        <translation>Per a qui hi juga per primera vegada: juga gairebé a l&apos;atzar, i sovint guanya un infant petit.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>For children who know the rules: often misses the best move.</source>
        <comment>level suits</comment>
        <extracomment>Who the Easy computer level suits, one line in the New Game dialog</extracomment>
        <translation>Per als infants que ja saben les regles: sovint no troba la millor jugada.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>For families: plays well but gets it wrong now and then.</source>
        <comment>level suits</comment>
        <extracomment>Who the Medium computer level suits, one line in the New Game dialog</extracomment>
        <translation>Per a famílies: juga bé, però de tant en tant s&apos;equivoca.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>For strong players: rarely slips; only careful play wins.</source>
        <comment>level suits</comment>
        <extracomment>Who the Hard computer level suits, one line in the New Game dialog</extracomment>
        <translation>Per a bons jugadors: gairebé mai no s&apos;equivoca; només es guanya jugant amb molta atenció.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>For experts: never makes a mistake and punishes every mistake you make.</source>
        <comment>level suits</comment>
        <extracomment>Who the Perfect computer level suits, one line in the New Game dialog</extracomment>
        <translation>Per a experts: mai no s&apos;equivoca i aprofita cada error que facis.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Computer (%1)</source>
        <comment>player</comment>
        <extracomment>A computer player without a name; %1 is its level, such as &quot;Easy&quot;</extracomment>
        <translation>Ordinador (%1)</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>The game is over. Start a new game to play again.</source>
        <extracomment>Said when someone clicks a pit after the end</extracomment>
        <translation>La partida s&apos;ha acabat. Comença una partida nova per tornar a jugar.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>There is no such pit.</source>
        <translation>Aquest forat no existeix.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Wait: it is the computer&apos;s turn.</source>
        <extracomment>Against the computer: the person clicked a pit while the computer is to move</extracomment>
        <translation>Espera: és el torn de l&apos;ordinador.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>That pit is the computer&apos;s: play a pit on your side.</source>
        <extracomment>Against the computer: the person clicked one of the computer&apos;s pits</extracomment>
        <translation>Aquest forat és de l&apos;ordinador: juga un forat del teu costat.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Wait: it is %1&apos;s turn.</source>
        <extracomment>%1 is the computer player&apos;s name, or the friend&apos;s at another computer</extracomment>
        <translation>Espera: li toca a %1.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>That pit is %1&apos;s: play a pit on your side.</source>
        <extracomment>A network game: %1 is the friend&apos;s name (at the other computer)</extracomment>
        <translation>Aquest forat pertany a %1: juga un forat del teu costat.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>It is %1&apos;s turn: play a pit on your own side.</source>
        <extracomment>%1 is a player&apos;s name. Said when someone clicks the other player&apos;s pit</extracomment>
        <translation>Li toca a %1, que ha de jugar un forat del seu costat.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>It is %1&apos;s turn.</source>
        <extracomment>%1 is a player&apos;s name</extracomment>
        <translation>Li toca a %1.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>That pit is empty: choose a pit with counters.</source>
        <extracomment>Said when someone clicks a pit with no counters in it</extracomment>
        <translation>Aquest forat és buit: tria un forat amb pedretes.</translation>
    </message>
    <message numerus="yes">
        <location line="+11"/>
        <source>You win by %n</source>
        <comment>hint</comment>
        <extracomment>Hint for one pit: if you play it and then play well, you win by %n counters</extracomment>
        <translation>
            <numerusform>Guanyes per %n</numerusform>
            <numerusform>Guanyes per %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>You lose by %n</source>
        <comment>hint</comment>
        <extracomment>Hint for one pit: even playing well afterwards, you lose by %n counters</extracomment>
        <translation>
            <numerusform>Perds per %n</numerusform>
            <numerusform>Perds per %n</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Draw</source>
        <comment>hint</comment>
        <extracomment>Hint for one pit: the game ends equal</extracomment>
        <translation>Empat</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Your turn</source>
        <extracomment>Status bar against the computer: the person is to move</extracomment>
        <translation>És el teu torn</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The computer&apos;s turn</source>
        <extracomment>Status bar against the computer: the computer is to move</extracomment>
        <translation>És el torn de l&apos;ordinador</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 to play</source>
        <extracomment>Status bar; %1 is a player&apos;s name</extracomment>
        <translation>Li toca a %1</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>The computer&apos;s turn (paused)</source>
        <extracomment>Status bar against the computer: it is to move but the person paused it</extracomment>
        <translation>És el torn de l&apos;ordinador (en pausa)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 to play (paused)</source>
        <extracomment>Status bar; %1 is the computer player&apos;s name</extracomment>
        <translation>Li toca a %1 (en pausa)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The computer is thinking…</source>
        <extracomment>Status bar against the computer while it chooses its move</extracomment>
        <translation>L&apos;ordinador està pensant…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 is thinking…</source>
        <extracomment>Status bar; %1 is the computer player&apos;s name</extracomment>
        <translation>%1 està pensant…</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>your turn</source>
        <comment>nameplate</comment>
        <extracomment>The pill on the person&apos;s name plate when it is their turn against the computer (short: a few words at most)</extracomment>
        <translation>et toca</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Captured: %1 %2 · %3 %4</source>
        <extracomment>Status bar; %1 and %3 are player names, %2 and %4 the numbers of counters they captured</extracomment>
        <translation>Capturades: %1 %2 · %3 %4</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Counters at the end:
%1: %2
%3: %4</source>
        <comment>final score</comment>
        <extracomment>End of a game, one line each: %1 and %3 are player names, %2 and %4 the counters they end the game with</extracomment>
        <translation>Pedretes al final:
%1: %2
%3: %4</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>You</source>
        <comment>final score</comment>
        <extracomment>Against the computer, the person&apos;s line in the final score (&quot;You: 16&quot;)</extracomment>
        <translation>Tu</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Every counter has been captured.</source>
        <translation>S&apos;han capturat totes les pedretes.</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>The same position came back, so the game stopped. The %n counters left on the board were shared equally.</source>
        <comment>end</comment>
        <extracomment>%n (always 2 or more, and even) counters were on the board; each player got half</extracomment>
        <translation>
            <numerusform>La mateixa posició ha tornat a aparèixer i la partida s&apos;ha aturat. La %n pedreta que quedava al tauler s&apos;ha repartit a parts iguals.</numerusform>
            <numerusform>La mateixa posició ha tornat a aparèixer i la partida s&apos;ha aturat. Les %n pedretes que quedaven al tauler s&apos;han repartit a parts iguals.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+15"/>
        <source>The last move took the one counter from pit %1 and it fell back into the same pit: nothing on the board changed.</source>
        <comment>end</comment>
        <extracomment>After &quot;The same position came back…&quot; when the last move lifted a single counter: %1 is its pit (A, B, a or b)</extracomment>
        <translation>L&apos;última jugada ha tret l&apos;única pedreta del forat %1, que ha tornat a caure al mateix forat: el tauler no ha canviat gens.</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Pit %1 has just one counter: it falls back into pit %1 and the board stays the same. This position was here before, so the game would end now. Choose pit %1 again to play it.</source>
        <extracomment>In a bubble by a pit holding one counter, before it is played; %1 is the pit (A, B, a or b). Choosing the pit a second time plays it.</extracomment>
        <translation>El forat %1 només té una pedreta: torna a caure al forat %1 i el tauler queda igual. Aquesta posició ja ha aparegut abans, així que la partida s&apos;acabaria ara. Torna a triar el forat %1 per jugar-lo.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Playing pit %1 brings back an earlier position, so the game would end now and the counters left would be shared. Choose pit %1 again to play it.</source>
        <extracomment>In a bubble by a pit, before it is played: the move would make the four pits and the player to move the same as earlier in the game, which ends it (the counters still on the board are shared). %1 is the pit (A, B, a or b). Choosing the pit a second time plays it.</extracomment>
        <translation>Si jugues el forat %1, torna a aparèixer una posició d&apos;abans: la partida s&apos;acabaria ara i les pedretes que queden es repartirien. Torna a triar el forat %1 per jugar-lo.</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>It is a draw, %1.</source>
        <extracomment>Against the computer, the game ended equal; %1 is the score (&quot;14–14&quot;)</extracomment>
        <translation>És un empat, %1.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>You win %1!</source>
        <extracomment>Against the computer, the person won: %1 is the score, theirs first (&quot;16–12&quot;)</extracomment>
        <translation>Guanyes %1!</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The computer wins %1</source>
        <extracomment>Against the computer, the computer won: %1 is the score, the computer&apos;s first (&quot;16–12&quot;)</extracomment>
        <translation>Guanya l&apos;ordinador %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>It is a draw!</source>
        <extracomment>The game ended equal</extracomment>
        <translation>És un empat!</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 wins!</source>
        <extracomment>%1 is the winner&apos;s name</extracomment>
        <translation>Guanya %1!</translation>
    </message>
</context>
<context>
    <name>Lesson</name>
    <message>
        <location filename="../model/game/learn/lesson.cpp" line="+36"/>
        <source>The game is over.</source>
        <extracomment>Presentation caption at the end of a game</extracomment>
        <translation>La partida s&apos;ha acabat.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 to move.</source>
        <extracomment>Presentation caption: %1 is the player to move (a player&apos;s name, or South or North)</extracomment>
        <translation>Li toca a %1.</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>Guess! What will %1 play?</source>
        <extracomment>Presentation, a replay paused before a move for the class to guess it; %1 is the player to move (a player&apos;s name, or South or North)</extracomment>
        <translation>Endevina-ho! Quin forat jugarà %1?</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>%1 sows pit %2. %3</source>
        <extracomment>Presentation caption of a move&apos;s first drop: %1 is the player (a player&apos;s name, or South or North), %2 the pit emptied, %3 the drop caption (&quot;1 of 7: into pit A&quot;)</extracomment>
        <translation>%1 sembra des del forat %2. %3</translation>
    </message>
</context>
<context>
    <name>MoveWording</name>
    <message>
        <location filename="../model/game/words/move_wording.cpp" line="+27"/>
        <source>%1 played pit %2. %3</source>
        <extracomment>Presentation caption of the last step of a move, and what Read Aloud says of a move: %1 is the player (a player&apos;s name, or South or North), %2 the pit they emptied, %3 what the move did (&quot;The last counter made 4 in North&apos;s own pit: ...&quot;, one or more sentences)</extracomment>
        <translation>%1 ha jugat el forat %2. %3</translation>
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
            <numerusform>%1 de %n: al forat %2</numerusform>
            <numerusform>%1 de %n: al forat %2</numerusform>
        </translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The last counter landed on %1&apos;s side: nothing is captured there.</source>
        <extracomment>After a move: the last counter fell on the opponent&apos;s side; %1 is that player&apos;s name (or South or North). Rule: only the mover&apos;s own side can be captured. Said to the class and to the person who moved alike: speak to nobody.</extracomment>
        <translation>L&apos;última pedreta ha caigut al costat de l&apos;altre jugador, %1: allà no es captura res.</translation>
    </message>
    <message numerus="yes">
        <location line="+11"/>
        <source>The last counter made %n in your own pit: even and not more than 8, so you capture them and put all %n in your store.</source>
        <extracomment>After the person&apos;s own move, said to them: the last counter made %n counters in their own pit, which is captured. Rule: 2, 4, 6 or 8 counters there are captured; captured counters go into the mover&apos;s store (the long hollow on their right).</extracomment>
        <translation>
            <numerusform>Has deixat l&apos;última pedreta en un forat teu, que ara en té %n: és un nombre parell i no passa de 8, així que les captures i poses les %n al teu magatzem.</numerusform>
            <numerusform>Has deixat l&apos;última pedreta en un forat teu, que ara en té %n: és un nombre parell i no passa de 8, així que les captures i poses les %n al teu magatzem.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+8"/>
        <source>The last counter made %n in %1&apos;s own pit: even and not more than 8, so %1 captures all %n and puts them in their store.</source>
        <extracomment>After a move, told to the class: the last counter made %n counters in the own pit of the mover, %1 (a player&apos;s name, or South or North), who captures them. Rule: 2, 4, 6 or 8 counters there are captured; captured counters go into the mover&apos;s store (the long hollow on their right). Name %1, never &quot;you&quot;.</extracomment>
        <translation>
            <numerusform>%1 ha deixat l&apos;última pedreta en un forat seu, que ara en té %n: és un nombre parell i no passa de 8, així que %1 les captura totes %n i les posa al seu magatzem.</numerusform>
            <numerusform>%1 ha deixat l&apos;última pedreta en un forat seu, que ara en té %n: és un nombre parell i no passa de 8, així que %1 les captura totes %n i les posa al seu magatzem.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+12"/>
        <source>The last counter made %n in your own pit: an odd number, so no capture.</source>
        <extracomment>After the person&apos;s own move, said to them: the last counter made an odd number (%n) in their own pit.</extracomment>
        <translation>
            <numerusform>Has deixat l&apos;última pedreta en un forat teu, que ara en té %n: és un nombre senar, així que no hi ha captura.</numerusform>
            <numerusform>Has deixat l&apos;última pedreta en un forat teu, que ara en té %n: és un nombre senar, així que no hi ha captura.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>The last counter made %n in %1&apos;s own pit: an odd number, so no capture.</source>
        <extracomment>After a move, told to the class: the last counter made an odd number (%n) in the own pit of the mover, %1 (a player&apos;s name, or South or North). Name %1, never &quot;you&quot;.</extracomment>
        <translation>
            <numerusform>%1 ha deixat l&apos;última pedreta en un forat seu, que ara en té %n: és un nombre senar, així que no hi ha captura.</numerusform>
            <numerusform>%1 ha deixat l&apos;última pedreta en un forat seu, que ara en té %n: és un nombre senar, així que no hi ha captura.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+7"/>
        <source>The last counter made %n in your own pit: more than 8, so no capture.</source>
        <extracomment>After the person&apos;s own move, said to them: the last counter made an even number over 8 (%n) in their own pit.</extracomment>
        <translation>
            <numerusform>Has deixat l&apos;última pedreta en un forat teu, que ara en té %n: són més de 8, així que no hi ha captura.</numerusform>
            <numerusform>Has deixat l&apos;última pedreta en un forat teu, que ara en té %n: són més de 8, així que no hi ha captura.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>The last counter made %n in %1&apos;s own pit: more than 8, so no capture.</source>
        <extracomment>After a move, told to the class: the last counter made an even number over 8 (%n) in the own pit of the mover, %1 (a player&apos;s name, or South or North). Name %1, never &quot;you&quot;.</extracomment>
        <translation>
            <numerusform>%1 ha deixat l&apos;última pedreta en un forat seu, que ara en té %n: són més de 8, així que no hi ha captura.</numerusform>
            <numerusform>%1 ha deixat l&apos;última pedreta en un forat seu, que ara en té %n: són més de 8, així que no hi ha captura.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+9"/>
        <source>The pit before it, %2, holds %n: even and not more than 8, so you capture them too.</source>
        <extracomment>Chain capture option, said to the person after their own move: the pit sown just before the last one is captured too; %2 is its letter, %n its counters.</extracomment>
        <translation>
            <numerusform>El forat d&apos;abans (%2) en té %n: és un nombre parell i no passa de 8, així que també les captures.</numerusform>
            <numerusform>El forat d&apos;abans (%2) en té %n: és un nombre parell i no passa de 8, així que també les captures.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+7"/>
        <source>The pit before it, %2, holds %n: even and not more than 8, so %1 captures them too.</source>
        <extracomment>Chain capture option, told to the class: the pit sown just before the last one is captured too by the mover, %1 (a player&apos;s name, or South or North); %2 is the pit&apos;s letter, %n its counters. Name %1, never &quot;you&quot;.</extracomment>
        <translation>
            <numerusform>El forat d&apos;abans (%2) en té %n: és un nombre parell i no passa de 8, així que %1 també les captura.</numerusform>
            <numerusform>El forat d&apos;abans (%2) en té %n: és un nombre parell i no passa de 8, així que %1 també les captura.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1 has no counters in their pits and passes.</source>
        <extracomment>%1 is the player&apos;s name (or South or North): both their pits are empty (the store may hold counters), so the turn passes to the other side.</extracomment>
        <translation>%1 no té pedretes als seus forats i passa el torn.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Every counter has been captured: the game is over.</source>
        <extracomment>The game ends because no counter is left on the board.</extracomment>
        <translation>S&apos;han capturat totes les pedretes: la partida s&apos;ha acabat.</translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>This position has been seen before: the game ends and the %n counters left are shared, %1 each.</source>
        <extracomment>Repetition rule: the same position came back, so the counters still on the board (%n) are shared equally; %1 is each player&apos;s share.</extracomment>
        <translation>
            <numerusform>Aquesta posició ja ha aparegut abans: la partida s&apos;acaba i la %n pedreta que queda es reparteix, %1 per a cadascú.</numerusform>
            <numerusform>Aquesta posició ja ha aparegut abans: la partida s&apos;acaba i les %n pedretes que queden es reparteixen, %1 per a cadascú.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+11"/>
        <source>It is a draw: %n counters each.</source>
        <extracomment>The end of a game: a draw, each side (South and North) ending with %n counters</extracomment>
        <translation>
            <numerusform>És un empat: %n pedreta per a cadascú.</numerusform>
            <numerusform>És un empat: %n pedretes per a cadascú.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 wins with %2 counters against %3.</source>
        <extracomment>The end of a game: %1 is the winner (a player&apos;s name, or South or North), %2 and %3 the counters the winner and the other side end with</extracomment>
        <translation>Guanya %1 amb %2 pedretes contra %3.</translation>
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
            <numerusform>%1 juga i guanya, a partir d&apos;aquí, %n pedreta més que %2.</numerusform>
            <numerusform>%1 juga i guanya, a partir d&apos;aquí, %n pedretes més que %2.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Easy</source>
        <comment>puzzle difficulty</comment>
        <extracomment>A puzzle&apos;s difficulty</extracomment>
        <translation>Fàcil</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Medium</source>
        <comment>puzzle difficulty</comment>
        <extracomment>A puzzle&apos;s difficulty</extracomment>
        <translation>Mitjà</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Hard</source>
        <comment>puzzle difficulty</comment>
        <extracomment>A puzzle&apos;s difficulty</extracomment>
        <translation>Difícil</translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>%1 · from a game with %n counters in each pit</source>
        <comment>puzzle</comment>
        <extracomment>Under a puzzle: %1 is its difficulty (Easy, Medium, Hard); %n the counters in each pit at the start of the game the position comes from.</extracomment>
        <translation>
            <numerusform>%1 · d&apos;una partida amb %n pedreta a cada forat</numerusform>
            <numerusform>%1 · d&apos;una partida amb %n pedretes a cada forat</numerusform>
        </translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 of %2 solved</source>
        <comment>puzzles</comment>
        <extracomment>Puzzles: how many of all the puzzles the person has solved, e.g. &quot;37 of 286 solved&quot;</extracomment>
        <translation>%1 de %2 resolts</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Streak: %1 (best %2)</source>
        <comment>puzzles</comment>
        <extracomment>Puzzles: %1 puzzles solved at the first try in a row now, %2 the most ever in a row</extracomment>
        <translation>Ratxa: %1 (rècord: %2)</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Find the best move: click one of your pits, or press %1 or %2.</source>
        <extracomment>Puzzles: what to do before the first try. %1 and %2 are the letters of the player&apos;s own pits (A and B, or a and b), which are also the keys that play them.</extracomment>
        <translation>Troba la millor jugada: fes clic en un dels teus forats, o prem %1 o %2.</translation>
    </message>
    <message numerus="yes">
        <location line="+9"/>
        <location line="+5"/>
        <source>With best play from there, %1 wins %n more counters than %2.</source>
        <comment>puzzle</comment>
        <extracomment>After a puzzle move: %1 wins %n more counters than %2 from here on, with best play
----------
After a puzzle move: the other side, %1, wins %n more counters than the mover %2</extracomment>
        <translation>
            <numerusform>Jugant el millor possible a partir d&apos;aquí, %1 guanya %n pedreta més que %2.</numerusform>
            <numerusform>Jugant el millor possible a partir d&apos;aquí, %1 guanya %n pedretes més que %2.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>With best play from there, %1 and %2 win the same number of counters.</source>
        <comment>puzzle</comment>
        <extracomment>After a puzzle move: neither side wins more of the counters still to be won</extracomment>
        <translation>Jugant el millor possible a partir d&apos;aquí, %1 i %2 guanyen el mateix nombre de pedretes.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Pit %1 is not the best move.</source>
        <comment>puzzle</comment>
        <extracomment>Puzzles, a wrong move: kind, first words; %1 is the pit tried (A, B, a or b)</extracomment>
        <translation>El forat %1 no és la millor jugada.</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>With the best move you would instead win %n more counters than the other side. Have another go!</source>
        <comment>puzzle</comment>
        <extracomment>Puzzles, a wrong move: the last words, after the sentence on what the wrong move gains; %n is how many more counters than the other side the best move wins (not in addition)</extracomment>
        <translation>
            <numerusform>Amb la millor jugada, en canvi, guanyaries %n pedreta més que l&apos;altre jugador. Torna-ho a provar!</numerusform>
            <numerusform>Amb la millor jugada, en canvi, guanyaries %n pedretes més que l&apos;altre jugador. Torna-ho a provar!</numerusform>
        </translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Well done, pit %1 is the best move!</source>
        <comment>puzzle</comment>
        <extracomment>Puzzles: the right move was played; %1 is its pit (A, B, a or b)</extracomment>
        <translation>Molt bé, el forat %1 és la millor jugada!</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The best move is pit %1.</source>
        <comment>puzzle</comment>
        <extracomment>Puzzles, Show me: the solution is played; %1 is its pit (A, B, a or b)</extracomment>
        <translation>La millor jugada és el forat %1.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Pit %1 instead: %2</source>
        <comment>puzzle</comment>
        <extracomment>Puzzles, Show me: what the other move would have given; %1 is its pit, %2 the sentence on what it gains (&quot;With best play from there, ...&quot;)</extracomment>
        <translation>En canvi, el forat %1: %2</translation>
    </message>
    <message numerus="yes">
        <location line="+17"/>
        <location filename="../ui/paper/worksheet_texts.cpp" line="+82"/>
        <source>%1 %2 capturing %n</source>
        <comment>puzzle solution move</comment>
        <translation>
            <numerusform>%1 %2 (en captura %n)</numerusform>
            <numerusform>%1 %2 (en captura %n)</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../ui/paper/worksheet_texts.cpp" line="+3"/>
        <source>%1 %2</source>
        <comment>puzzle solution move</comment>
        <translation>%1 %2</translation>
    </message>
    <message>
        <location line="+4"/>
        <location filename="../ui/paper/worksheet_texts.cpp" line="+2"/>
        <source>Best play from here: %1.</source>
        <comment>puzzle</comment>
        <extracomment>Puzzles, Show me: the moves of best play, %1 is the list (&quot;South A, North b, South B capturing 4&quot;)</extracomment>
        <translation>Les millors jugades a partir d&apos;aquí: %1.</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>, </source>
        <comment>list separator</comment>
        <translation>, </translation>
    </message>
</context>
<context>
    <name>ReplayVerdicts</name>
    <message>
        <location filename="../ui/replay/replay_verdicts.cpp" line="+22"/>
        <source> or </source>
        <extracomment>Separates equally good moves: &quot;A or B&quot;.</extracomment>
        <translation> o </translation>
    </message>
    <message>
        <location line="+7"/>
        <source>A draw with perfect play</source>
        <translation>Empat si es juga perfectament</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%1 wins by %n with perfect play</source>
        <extracomment>The exact value of a position: %1 (a player&apos;s name, or South or North) finishes %n counters ahead.</extracomment>
        <translation>
            <numerusform>%1 guanya per %n si es juga perfectament</numerusform>
            <numerusform>%1 guanya per %n si es juga perfectament</numerusform>
        </translation>
    </message>
    <message>
        <location line="+18"/>
        <source>The game is over: a draw, %1.</source>
        <extracomment>The replayed game is over; %1 is the score such as 14–14.</extracomment>
        <translation>La partida s&apos;ha acabat: empat, %1.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The game is over: %1 won %2.</source>
        <extracomment>The replayed game is over; %1 is the winner (a player&apos;s name, or South or North), %2 the score such as 16–12.</extracomment>
        <translation>La partida s&apos;ha acabat: ha guanyat %1, %2.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>&lt;b&gt;Now:&lt;/b&gt; %1. %2 to move; best: &lt;b&gt;%3&lt;/b&gt;.</source>
        <extracomment>The position on the board. %1 its value in words, %2 the side to move, %3 the best moves (&quot;A or B&quot;).</extracomment>
        <translation>&lt;b&gt;Ara:&lt;/b&gt; %1. Li toca a %2; millor: &lt;b&gt;%3&lt;/b&gt;.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The start of the game.</source>
        <extracomment>Shown for the start of the game, where no move is selected.</extracomment>
        <translation>L&apos;inici de la partida.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The solver is working out the values of the moves…</source>
        <extracomment>In the replay&apos;s analysis box while the solver works out the values of the game.</extracomment>
        <translation>El resolutor està calculant el valor de les jugades…</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&lt;b&gt;Move %1, %2 by %3.&lt;/b&gt; Before it: %4; best: %5.</source>
        <extracomment>The verdict on the selected move. %1 move number, %2 the move (Bx4), %3 the player, %4 the value before it in words, %5 the best moves there (&quot;A or B&quot;).</extracomment>
        <translation>&lt;b&gt;Jugada %1: %3 juga %2.&lt;/b&gt; Abans: %4; millor: %5.</translation>
    </message>
    <message numerus="yes">
        <location line="+8"/>
        <source>&lt;span style=&apos;color:#c02020&apos;&gt;%1 It gave away %n counters.&lt;/span&gt;</source>
        <extracomment>After the verdict on a move that was not the best. %1 is the mistake mark, &quot;?&quot; or &quot;??&quot;; %n the counters of the final score it gave away.</extracomment>
        <translation>
            <numerusform>&lt;span style=&apos;color:#c02020&apos;&gt;%1 Ha regalat %n pedreta.&lt;/span&gt;</numerusform>
            <numerusform>&lt;span style=&apos;color:#c02020&apos;&gt;%1 Ha regalat %n pedretes.&lt;/span&gt;</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The best move.</source>
        <translation>La millor jugada.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>One of the best moves.</source>
        <translation>Una de les millors jugades.</translation>
    </message>
</context>
<context>
    <name>SaveAsFlow</name>
    <message>
        <location filename="../ui/records/save_as_flow.cpp" line="+27"/>
        <source>Tihbat game records (*.tihbat)</source>
        <extracomment>File dialog filter; keep &quot;(*.tihbat)&quot; as it is</extracomment>
        <translation>Partides de Tihbat desades (*.tihbat)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The game could not be saved.</source>
        <extracomment>Message box when saving the game as a record failed; the reason follows</extracomment>
        <translation>No s&apos;ha pogut desar la partida.</translation>
    </message>
</context>
<context>
    <name>SavedGameQuestions</name>
    <message>
        <location filename="../ui/records/saved_game_questions.cpp" line="+40"/>
        <source>Your last game was not finished.</source>
        <extracomment>Asked at start when the last game was not finished</extracomment>
        <translation>La teva última partida no es va acabar.</translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>%1 against %2. Moves played: %n. Do you want to continue it?</source>
        <extracomment>%1 and %2 are player names, %n the number of moves played</extracomment>
        <translation>
            <numerusform>%1 contra %2. Jugades fetes: %n. Vols continuar-la?</numerusform>
            <numerusform>%1 contra %2. Jugades fetes: %n. Vols continuar-la?</numerusform>
        </translation>
    </message>
    <message>
        <location line="+8"/>
        <source>&amp;Continue Game</source>
        <extracomment>Button: continue the unfinished game</extracomment>
        <translation>&amp;Continua la partida</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;New Game</source>
        <extracomment>Button: forget the unfinished game and start a new one</extracomment>
        <translation>Partida &amp;nova</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Your last game could not be continued: its saved file could not be read.</source>
        <extracomment>At start, when the saved game cannot be read</extracomment>
        <translation>No s&apos;ha pogut continuar la teva última partida: no s&apos;ha pogut llegir el fitxer on es va desar.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1

The file was kept as %2. A new game starts now.</source>
        <extracomment>%1 is what is wrong with the file, %2 where the file was kept</extracomment>
        <translation>%1

S&apos;ha conservat el fitxer com a %2. Ara comença una partida nova.</translation>
    </message>
</context>
<context>
    <name>ScoreSheetTexts</name>
    <message>
        <location filename="../ui/paper/score_sheet_texts.cpp" line="+13"/>
        <source>Score Sheet</source>
        <extracomment>Heading of the printed record of one game, its moves, values and result</extracomment>
        <translation>Full de la partida</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1:</source>
        <extracomment>Score sheet: a label before its value, as in &quot;Date: 3 November 2026&quot;</extracomment>
        <translation>%1:</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Date</source>
        <extracomment>Score sheet: the day the game was played</extracomment>
        <translation>Data</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Event</source>
        <extracomment>Score sheet: the tournament or occasion of the game</extracomment>
        <translation>Esdeveniment</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Site</source>
        <extracomment>Score sheet: where the game was played</extracomment>
        <translation>Lloc</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Round</source>
        <extracomment>Score sheet: the round of a tournament</extracomment>
        <translation>Ronda</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Rules</source>
        <extracomment>Score sheet: the rule options of the game</extracomment>
        <translation>Regles</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Result</source>
        <extracomment>Score sheet: the final score</extracomment>
        <translation>Resultat</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Winner</source>
        <extracomment>Score sheet: the player who won, whose name follows</extracomment>
        <translation>Guanyador</translation>
    </message>
    <message numerus="yes">
        <location line="+11"/>
        <source>%n counters per pit</source>
        <extracomment>Score sheet, the rules: how many counters each pit held at the start</extracomment>
        <translation>
            <numerusform>%n pedreta per forat</numerusform>
            <numerusform>%n pedretes per forat</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>chain capture</source>
        <translation>captura en cadena</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>no chain capture</source>
        <translation>sense captura en cadena</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 moves first</source>
        <extracomment>Score sheet, the rules: %1 is South or North</extracomment>
        <translation>comença %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>from a set-up position</source>
        <extracomment>Score sheet, the rules: the game started from a position set up by hand</extracomment>
        <translation>des d&apos;una posició preparada</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>not finished</source>
        <extracomment>Score sheet: the result of a game that was stopped before its end</extracomment>
        <translation>no acabada</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>A draw</source>
        <extracomment>Score sheet: the result of a game that ended equal</extracomment>
        <translation>Empat</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Value of the position</source>
        <extracomment>Score sheet: heading of the graph of the position&apos;s value move by move</extracomment>
        <translation>Valor de la posició</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Values: the final score difference, South minus North, with perfect play from there on.</source>
        <extracomment>Score sheet: what the values in the graph and the move list mean</extracomment>
        <translation>Valors: la diferència final de pedretes, Sud menys Nord, si tots dos juguen perfectament a partir d&apos;aquí.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Moves</source>
        <extracomment>Score sheet: heading of the list of moves</extracomment>
        <translation>Jugades</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The board after the captures</source>
        <extracomment>Score sheet: heading of the board diagrams after the captures</extracomment>
        <translation>El tauler després de les captures</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>No.</source>
        <extracomment>Score sheet, move list column: the move&apos;s number</extracomment>
        <translation>Núm.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Player</source>
        <extracomment>Score sheet, move list column: South or North</extracomment>
        <translation>Jugador</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Move</source>
        <extracomment>Score sheet, move list column: the move in notation (Bx4)</extracomment>
        <translation>Jugada</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Value</source>
        <extracomment>Score sheet, move list column: the position&apos;s value after the move</extracomment>
        <translation>Valor</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Verdict</source>
        <extracomment>Score sheet, move list column: whether the move was best, or what it gave away</extracomment>
        <translation>Valoració</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>best</source>
        <extracomment>Score sheet, a move&apos;s verdict: it kept the value (one of the best moves)</extracomment>
        <translation>millor</translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>%1 gave away %n</source>
        <extracomment>Score sheet, a move&apos;s verdict: %1 is the mistake mark, &quot;?&quot; or &quot;??&quot;; %n the counters of the final score it gave away</extracomment>
        <translation>
            <numerusform>%1 n&apos;ha regalat %n</numerusform>
            <numerusform>%1 n&apos;ha regalat %n</numerusform>
        </translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Move %1: %2 %3, value %4</source>
        <extracomment>Score sheet, under a board diagram: %1 the move&apos;s number, %2 South or North, %3 the move (Bx4), %4 the value after it (+2)</extracomment>
        <translation>Jugada %1: %2 %3, valor %4</translation>
    </message>
    <message numerus="yes">
        <location line="+9"/>
        <source>This position was on the board before, so the game ended: the %n counters left on the board were shared equally.</source>
        <extracomment>Score sheet, under the last diagram of a game that ended by repetition, when the earlier position was one a player passed in; %n counters were left on the board</extracomment>
        <translation>
            <numerusform>Aquesta posició ja havia estat al tauler, així que la partida es va acabar: la %n pedreta que quedava al tauler es va repartir a parts iguals.</numerusform>
            <numerusform>Aquesta posició ja havia estat al tauler, així que la partida es va acabar: les %n pedretes que quedaven al tauler es van repartir a parts iguals.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>The starting position came back, so the game ended: the %n counters left on the board were shared equally.</source>
        <extracomment>Score sheet, under the last diagram of a game that ended by repetition: the board was as at the start; %n counters were left on the board</extracomment>
        <translation>
            <numerusform>La posició inicial va tornar a aparèixer, així que la partida es va acabar: la %n pedreta que quedava al tauler es va repartir a parts iguals.</numerusform>
            <numerusform>La posició inicial va tornar a aparèixer, així que la partida es va acabar: les %n pedretes que quedaven al tauler es van repartir a parts iguals.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>The position after move %1 came back, so the game ended: the %n counters left on the board were shared equally.</source>
        <extracomment>Score sheet, under the last diagram of a game that ended by repetition: %1 is the number of the earlier move after which the board was the same; %n counters were left on the board</extracomment>
        <translation>
            <numerusform>La posició de després de la jugada %1 va tornar a aparèixer, així que la partida es va acabar: la %n pedreta que quedava al tauler es va repartir a parts iguals.</numerusform>
            <numerusform>La posició de després de la jugada %1 va tornar a aparèixer, així que la partida es va acabar: les %n pedretes que quedaven al tauler es van repartir a parts iguals.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SoundOutputLoader</name>
    <message>
        <location filename="../ui/sound/sound_output_loader.cpp" line="+47"/>
        <source>Sound is off: the sound module %1 is not in %2.</source>
        <extracomment>On the terminal. %1 is a file name, %2 one or more folders.</extracomment>
        <translation>El so està desactivat: el mòdul de so %1 no és a %2.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Sound is off: the sound module %1 cannot be loaded: %2</source>
        <extracomment>On the terminal. %1 is a file&apos;s path, %2 the reason from Qt (in English).</extracomment>
        <translation>El so està desactivat: no es pot carregar el mòdul de so %1: %2</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Sound is off: %1 is a Qt plugin but not this game&apos;s sound module (%2).</source>
        <extracomment>On the terminal. %1 is a file&apos;s path, %2 the name of what it should provide.</extracomment>
        <translation>El so està desactivat: %1 és un connector de Qt, però no el mòdul de so d&apos;aquest joc (%2).</translation>
    </message>
</context>
<context>
    <name>Tutorial</name>
    <message>
        <location filename="../model/game/learn/tutorial.cpp" line="+64"/>
        <source>The board</source>
        <comment>lesson title</comment>
        <extracomment>Title of a lesson in Help &gt; Learn to Play</extracomment>
        <translation>El tauler</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Taking out and sowing</source>
        <comment>lesson title</comment>
        <translation>Treure i sembrar</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Round the board</source>
        <comment>lesson title</comment>
        <translation>La volta al tauler</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Capturing</source>
        <comment>lesson title</comment>
        <translation>Capturar</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Only on your side</source>
        <comment>lesson title</comment>
        <translation>Només al teu costat</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Passing</source>
        <comment>lesson title</comment>
        <translation>Passar el torn</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A position comes back</source>
        <comment>lesson title</comment>
        <translation>Una posició torna a aparèixer</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Who wins?</source>
        <comment>lesson title</comment>
        <translation>Qui guanya?</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Two players share this board: you are South, so the two pits at the bottom, A and B, are yours, and the two at the top, a and b, are North&apos;s; the long hollow on your right is your store, for the counters you capture.</source>
        <comment>lesson</comment>
        <extracomment>Lesson sentence. The learner is South; stores: the trays at the sides of the board</extracomment>
        <translation>Dos jugadors comparteixen aquest tauler: tu ets Sud, així que els dos forats de baix, A i B, són teus, i els dos de dalt, a i b, són de Nord; l&apos;espai llarg de la teva dreta és el teu magatzem, per a les pedretes que capturis.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>On your turn you take all the counters out of one of your pits and drop them one at a time, and the first one goes straight back into the pit you just emptied.</source>
        <comment>lesson</comment>
        <translation>Quan et toca, treus totes les pedretes d&apos;un dels teus forats i les deixes caure d&apos;una en una; la primera torna directament al forat que acabes de buidar.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The counters always go round the board the same way, counter-clockwise: from A to B, across to North&apos;s a and b, and back to A.</source>
        <comment>lesson</comment>
        <translation>Les pedretes sempre donen la volta al tauler en el mateix sentit, en sentit contrari a les agulles del rellotge: del forat A al B, després passen als forats a i b de Nord, i tornen al forat A.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>If your last counter lands in one of your own pits and that pit then holds 2, 4, 6 or 8 counters, you capture them all: they go into your store.</source>
        <comment>lesson</comment>
        <translation>Si la teva última pedreta cau en un dels teus forats i aquest forat llavors en té 2, 4, 6 o 8, les captures totes: van al teu magatzem.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A last counter that lands on North&apos;s side never captures, even when it makes 2, 4, 6 or 8 there.</source>
        <comment>lesson</comment>
        <translation>Una última pedreta que cau al costat de Nord no captura mai, encara que hi faci 2, 4, 6 o 8.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A player whose two pits are both empty cannot move: they pass, and the other player moves again.</source>
        <comment>lesson</comment>
        <translation>Un jugador que té els dos forats buits no pot jugar: passa el torn, i l&apos;altre jugador torna a jugar.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>If a position comes back (the same number of counters in every pit and the same player to move), the game ends at once, and the counters left on the board are shared equally.</source>
        <comment>lesson</comment>
        <translation>Si una posició torna a aparèixer (el mateix nombre de pedretes a cada forat i el torn del mateix jugador), la partida s&apos;acaba de seguida i les pedretes que queden al tauler es reparteixen a parts iguals.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>At the end each player counts the counters in their store plus their share of the board: whoever has more wins, and the same number is a draw.</source>
        <comment>lesson</comment>
        <translation>Al final, cada jugador compta les pedretes del seu magatzem més la seva part del tauler: guanya qui en té més, i si en tenen el mateix nombre és un empat.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Click one of your own pits.</source>
        <comment>lesson task</comment>
        <extracomment>Lesson task</extracomment>
        <translation>Fes clic en un dels teus forats.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Take the counters out of pit %1 by clicking it, then click each pit where a counter goes, one by one.</source>
        <comment>lesson task</comment>
        <extracomment>Lesson task; %1 is a pit letter</extracomment>
        <translation>Treu les pedretes del forat %1 fent-hi clic, i després fes clic a cada forat on va una pedreta, d&apos;un en un.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>One of your moves leaves 2 counters in North&apos;s pit a, the other captures. Play the one that captures.</source>
        <comment>lesson task</comment>
        <extracomment>Lesson task</extracomment>
        <translation>Una de les teves jugades deixa 2 pedretes al forat a de Nord; l&apos;altra captura. Fes la que captura.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Find the move that captures, and play it.</source>
        <comment>lesson task</comment>
        <extracomment>Lesson task</extracomment>
        <translation>Troba la jugada que captura i fes-la.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>North has no counters. Play the move that keeps all your counters on your side, so that North must pass.</source>
        <comment>lesson task</comment>
        <extracomment>Lesson task</extracomment>
        <translation>Nord no té pedretes. Fes la jugada que deixa totes les teves pedretes al teu costat, perquè Nord hagi de passar el torn.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Play the move that brings back this very position.</source>
        <comment>lesson task</comment>
        <extracomment>Lesson task</extracomment>
        <translation>Fes la jugada que fa tornar aquesta mateixa posició.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>This position came back, so the game is over, and the %1 counters left on the board are shared equally. Who wins?</source>
        <comment>lesson task</comment>
        <extracomment>Lesson task; %1 is how many counters are left on the board (an even number)</extracomment>
        <translation>Aquesta posició ha tornat a aparèixer, així que la partida s&apos;ha acabat, i les %1 pedretes que queden al tauler es reparteixen a parts iguals. Qui guanya?</translation>
    </message>
    <message>
        <location filename="../model/game/learn/tutorial_run.cpp" line="+195"/>
        <source>Your last counter made %1 in pit %2, but that pit is North&apos;s: you only capture in your own pits.</source>
        <extracomment>Lesson: the last counter made an even number on North&apos;s side; %1 the count, %2 the pit</extracomment>
        <translation>Amb la teva última pedreta, el forat %2 en té %1, però aquest forat és de Nord: només captures als teus forats.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Your last counter fell into pit %1, on North&apos;s side, so nothing is captured.</source>
        <extracomment>Lesson: %1 is the pit on North&apos;s side where the last counter fell</extracomment>
        <translation>La teva última pedreta ha caigut al forat %1, al costat de Nord, així que no es captura res.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Your last counter made %1 in pit %2. That is not 2, 4, 6 or 8, so nothing is captured.</source>
        <extracomment>Lesson: %1 is the count the last counter made in the learner&apos;s own pit %2</extracomment>
        <translation>Amb la teva última pedreta, el forat %2 en té %1. No són 2, 4, 6 ni 8, així que no es captura res.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>A counter went into North&apos;s pit %1, so North can move and does not pass.</source>
        <extracomment>Lesson: the learner&apos;s move put a counter in North&apos;s pit %1</extracomment>
        <translation>Una pedreta ha anat al forat %1 de Nord, així que Nord pot jugar i no passa el torn.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Your counters went into other pits, so the board changed and the game goes on. Think of a move that leaves every pit as it was.</source>
        <extracomment>Lesson: the learner&apos;s move changed the board instead of bringing it back</extracomment>
        <translation>Les teves pedretes han anat a altres forats, així que el tauler ha canviat i la partida continua. Pensa una jugada que deixi cada forat tal com estava.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>That move does not do what the task asks.</source>
        <extracomment>Lesson: a move that did not do what the task asked (a fallback)</extracomment>
        <translation>Aquesta jugada no fa el que demana la tasca.</translation>
    </message>
</context>
<context>
    <name>WorksheetTexts</name>
    <message>
        <location filename="../ui/paper/worksheet_texts.cpp" line="-74"/>
        <source>Tihbat puzzles</source>
        <extracomment>Worksheet: the title printed when the teacher gives none</extracomment>
        <translation>Problemes de Tihbat</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Name:</source>
        <extracomment>Worksheet: the pupil writes their name on the line after it</extracomment>
        <translation>Nom:</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Date:</source>
        <extracomment>Worksheet: the pupil writes the date on the line after it</extracomment>
        <translation>Data:</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Find the best move for the side to play in each position and write its pit letter on the line.</source>
        <extracomment>Worksheet: what to do, under the title</extracomment>
        <translation>En cada posició, troba la millor jugada per al jugador a qui toca jugar i escriu la lletra del forat a la línia.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Puzzle %1</source>
        <extracomment>Worksheet: over each board diagram; %1 is the puzzle&apos;s number on the sheet</extracomment>
        <translation>Problema %1</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Best move:</source>
        <extracomment>Worksheet: under each diagram, before the line where the pupil writes the pit letter</extracomment>
        <translation>Millor jugada:</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Answer key: %1</source>
        <extracomment>Worksheet: the heading of the answers page; %1 is the sheet&apos;s title</extracomment>
        <translation>Solucions: %1</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Page %1 of %2</source>
        <extracomment>Worksheet: at the foot of each page</extracomment>
        <translation>Pàgina %1 de %2</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Sheet %1</source>
        <extracomment>Worksheet: at the foot of each page, the number that prints the same sheet again</extracomment>
        <translation>Full %1</translation>
    </message>
    <message numerus="yes">
        <location line="+13"/>
        <source>Pit %1 wins %n more counters than pit %2.</source>
        <comment>answer key</comment>
        <extracomment>Worksheet answer key: %1 the best move&apos;s pit, %2 the other pit, %n how many more counters the best move wins than the other with best play</extracomment>
        <translation>
            <numerusform>El forat %1 guanya %n pedreta més que el forat %2.</numerusform>
            <numerusform>El forat %1 guanya %n pedretes més que el forat %2.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <location filename="../app/main.cpp" line="+79"/>
        <source>Tihbat, a tiny Moroccan mancala for children and families.</source>
        <extracomment>First line of &quot;tihbat --help&quot;</extracomment>
        <translation>Tihbat, un petit mancala marroquí per a infants i famílies.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Keep the game in progress in &lt;file&gt;.</source>
        <extracomment>&quot;tihbat --help&quot;: the --autosave-file option; keep &lt;file&gt; as it is</extracomment>
        <translation>Desa la partida en curs a &lt;file&gt;.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Continue the saved game without asking.</source>
        <extracomment>&quot;tihbat --help&quot;: the --restore option</extracomment>
        <translation>Continua la partida desada sense preguntar.</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>file</source>
        <extracomment>&quot;tihbat --help&quot;: the FILE argument in the list of arguments; the same word as in &quot;[file...]&quot;</extracomment>
        <translation>fitxer</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Game records (.tihbat) to show in the replay viewer.</source>
        <extracomment>&quot;tihbat --help&quot;: the optional FILE argument</extracomment>
        <translation>Partides desades (.tihbat) per mostrar al visor de partides.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>[file...]</source>
        <extracomment>&quot;tihbat --help&quot;: the FILE argument in the usage line; keep the brackets and dots</extracomment>
        <translation>[fitxer...]</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>Tihbat is already running: its window is in front.</source>
        <translation>El Tihbat ja s&apos;està executant: la seva finestra és al davant.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Tihbat is already running: the game records open in its window.</source>
        <translation>El Tihbat ja s&apos;està executant: les partides desades s&apos;obren a la seva finestra.</translation>
    </message>
</context>
<context>
    <name>tihbat::AboutDialog</name>
    <message>
        <location filename="../ui/help/about_dialog.cpp" line="+84"/>
        <source>About Tihbat</source>
        <comment>window title</comment>
        <extracomment>Window title</extracomment>
        <translation>Quant al Tihbat</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&lt;p&gt;A tiny mancala game from Taourirt province in Morocco: four pits, seven counters in each, and a lot to think about.&lt;/p&gt;&lt;p&gt;Play against a friend on the same screen or against the computer, from Beginner to Perfect. The Perfect computer and the hints know the exact value of every position.&lt;/p&gt;</source>
        <extracomment>About box: what the game is (the heading above it shows the name and version)</extracomment>
        <translation>&lt;p&gt;Un petit joc de mancala de la província de Taourirt, al Marroc: quatre forats, set pedretes a cadascun i molt per pensar.&lt;/p&gt;&lt;p&gt;Juga contra algú altre a la mateixa pantalla o contra l&apos;ordinador, des de Principiant fins a Perfecte. L&apos;ordinador Perfecte i les pistes coneixen el valor exacte de cada posició.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Copyright © 2026 The Tihbat developers</source>
        <extracomment>About box: the copyright line; &quot;The Tihbat developers&quot; are the program&apos;s authors</extracomment>
        <translation>Copyright © 2026 Els desenvolupadors del Tihbat</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&lt;p&gt;Tihbat is free software: you may share and change it under the terms of the GNU General Public License, version 3 or (at your option) any later version (GPL-3.0-or-later).&lt;/p&gt;&lt;p&gt;It comes with ABSOLUTELY NO WARRANTY. The Licence tab has the full text.&lt;/p&gt;</source>
        <extracomment>About box: the licence in short. Keep &quot;GNU General Public License&quot; and &quot;GPL-3.0-or-later&quot; as they are (the licence&apos;s own name); the full text follows in the Licence tab in English, the only legally binding version.</extracomment>
        <translation>&lt;p&gt;El Tihbat és programari lliure: el pots compartir i modificar d&apos;acord amb els termes de la GNU General Public License, versió 3 o (si ho prefereixes) qualsevol versió posterior (GPL-3.0-or-later).&lt;/p&gt;&lt;p&gt;No té ABSOLUTAMENT CAP GARANTIA. A la pestanya Llicència hi ha el text complet.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&lt;p&gt;&lt;b&gt;Game, solver, artwork and translations&lt;/b&gt;&lt;br&gt;The Tihbat developers&lt;/p&gt;&lt;p&gt;&lt;b&gt;The game&lt;/b&gt;&lt;br&gt;Tihbat as children play it in Taourirt province, Morocco&lt;/p&gt;&lt;p&gt;&lt;b&gt;Built with&lt;/b&gt;&lt;br&gt;Qt %1, under the GNU Lesser General Public License, version 3&lt;/p&gt;</source>
        <extracomment>About box, Credits tab; %1 is the version of Qt, e.g. 6.4.2</extracomment>
        <translation>&lt;p&gt;&lt;b&gt;Joc, resolutor, dibuixos i traduccions&lt;/b&gt;&lt;br&gt;Els desenvolupadors del Tihbat&lt;/p&gt;&lt;p&gt;&lt;b&gt;El joc&lt;/b&gt;&lt;br&gt;El Tihbat tal com hi juguen els infants de la província de Taourirt, al Marroc&lt;/p&gt;&lt;p&gt;&lt;b&gt;Fet amb&lt;/b&gt;&lt;br&gt;Qt %1, sota la GNU Lesser General Public License, versió 3&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>About</source>
        <comment>tab</comment>
        <extracomment>About box: tab title</extracomment>
        <translation>Quant a</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Credits</source>
        <comment>tab</comment>
        <extracomment>About box: tab title</extracomment>
        <translation>Crèdits</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Licence</source>
        <comment>tab</comment>
        <extracomment>About box: tab title; the full licence text, in English</extracomment>
        <translation>Llicència</translation>
    </message>
</context>
<context>
    <name>tihbat::AutosaveWarning</name>
    <message>
        <location filename="../ui/common/autosave_warning.cpp" line="+17"/>
        <source>%1
The game goes on; what you change now is kept until you quit.</source>
        <extracomment>A lasting warning above the board. %1 is the reason, e.g. &quot;Your settings and results cannot be saved: no space left on device (/home/ana/.config/Tihbat/Tihbat.conf).&quot;</extracomment>
        <translation>%1
La partida continua; el que canviïs ara es conserva fins que surtis.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Warning: settings and results are not being saved</source>
        <translation>Avís: la configuració i els resultats no s&apos;estan desant</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>The finished game&apos;s saved copy could not be removed.
%1
Nothing is lost: the game is over. This warning goes when the next game is saved.</source>
        <translation>No s&apos;ha pogut esborrar la còpia desada de la partida acabada.
%1
No es perd res: la partida s&apos;ha acabat. Aquest avís desapareix quan es desi la partida següent.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The game is not being saved.
%1
Nothing is lost yet: Game &gt; Save As… can keep it somewhere else. This warning stays until saving works again.</source>
        <extracomment>A lasting warning above the board. %1 is the reason, e.g. &quot;Cannot save /home/ana/.local/share/Tihbat/autosave.json: no space left on device&quot;.</extracomment>
        <translation>La partida no s&apos;està desant.
%1
Encara no es perd res: amb Partida &gt; Desa com a… la pots guardar en un altre lloc. Aquest avís es manté fins que es torni a poder desar.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Warning: the finished game&apos;s saved copy could not be removed</source>
        <translation>Avís: no s&apos;ha pogut esborrar la còpia desada de la partida acabada</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Warning: the game is not being saved</source>
        <translation>Avís: la partida no s&apos;està desant</translation>
    </message>
</context>
<context>
    <name>tihbat::BetweenGamesCard</name>
    <message>
        <location filename="../ui/network/between_games_card.cpp" line="+46"/>
        <source>Well played! Your teacher has the final standings.</source>
        <translation>Ben jugat! El teu mestre o la teva mestra té la classificació final.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Your teacher starts the next round. Your next game comes on this board.</source>
        <translation>El teu mestre o la teva mestra comença la ronda següent. La teva propera partida apareixerà en aquest tauler.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Hide</source>
        <extracomment>The one button of the card a class tournament&apos;s pupil sees between games</extracomment>
        <translation>&amp;Amaga</translation>
    </message>
</context>
<context>
    <name>tihbat::BoardAccessibleTexts</name>
    <message>
        <location filename="../ui/board/board_accessible.cpp" line="+66"/>
        <source>Tihbat board</source>
        <extracomment>Screen reader: the name of the game board</extracomment>
        <translation>Tauler del Tihbat</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>yours</source>
        <comment>pit owner</comment>
        <extracomment>Screen reader: whose a pit is, in &quot;Pit A, yours, 7 counters&quot;</extracomment>
        <translation>teu</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>opponent&apos;s</source>
        <comment>pit owner</comment>
        <translation>de l&apos;altre jugador</translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>Pit %1, %2, %n counters</source>
        <extracomment>Screen reader: a pit. %1 is its letter (A, B, a, b), %2 whose it is (&quot;yours&quot;, &quot;opponent&apos;s&quot; or a player&apos;s name), %n how many counters are in it</extracomment>
        <translation>
            <numerusform>Forat %1, %2, %n pedreta</numerusform>
            <numerusform>Forat %1, %2, %n pedretes</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>, playable</source>
        <extracomment>Screen reader: added to a pit&apos;s name when it can be played now</extracomment>
        <translation>, es pot jugar</translation>
    </message>
    <message numerus="yes">
        <location line="+9"/>
        <source>%1&apos;s store, %n captured</source>
        <extracomment>Screen reader: a player&apos;s store of captured counters. %1 is the player&apos;s name, %n how many counters they have captured</extracomment>
        <translation>
            <numerusform>%1: magatzem, %n pedreta capturada</numerusform>
            <numerusform>%1: magatzem, %n pedretes capturades</numerusform>
        </translation>
    </message>
    <message>
        <location line="+8"/>
        <source>South side</source>
        <translation>Costat de Sud</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>North side</source>
        <translation>Costat de Nord</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1, %2: %3</source>
        <extracomment>Screen reader: a player&apos;s name plate with a notice on it. %1 is the name, %2 the side (&quot;South side&quot;), %3 the notice (&quot;has left&quot;)</extracomment>
        <translation>%1, %2: %3</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1, %2</source>
        <extracomment>Screen reader: a player&apos;s name plate. %1 is the name, %2 the side (&quot;South side&quot;)</extracomment>
        <translation>%1, %2</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Game over</source>
        <extracomment>Screen reader: the turn badge once the game has ended</extracomment>
        <translation>Fi de la partida</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1, %2</source>
        <comment>turn badge</comment>
        <extracomment>Screen reader: the turn badge when the window words the turn itself. %1 is the name of the player to move, %2 the words on their name plate (&quot;your turn&quot;)</extracomment>
        <translation>%1, %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 to move</source>
        <extracomment>Screen reader: the turn badge. %1 is the name of the player to move</extracomment>
        <translation>Li toca a %1</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1 played pit %2.</source>
        <extracomment>Screen reader, after a move: %1 is the player, %2 the pit letter</extracomment>
        <translation>%1 ha jugat el forat %2.</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>Captured %n.</source>
        <extracomment>Screen reader, after a move that captured: %n counters captured</extracomment>
        <translation>
            <numerusform>N&apos;ha capturat %n.</numerusform>
            <numerusform>N&apos;ha capturat %n.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 passes.</source>
        <extracomment>Screen reader: the other player had no counters and passed. %1 is that player</extracomment>
        <translation>%1 passa el torn.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Game over: %1 %2, %3 %4.</source>
        <extracomment>Screen reader: the end of the game. %1 and %3 are the players, %2 and %4 their final scores</extracomment>
        <translation>Fi de la partida: %1 %2, %3 %4.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 wins.</source>
        <extracomment>Screen reader: who won. %1 is the player</extracomment>
        <translation>Guanya %1.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A draw.</source>
        <extracomment>Screen reader: nobody won</extracomment>
        <translation>Empat.</translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+11"/>
        <source>%1 to move.</source>
        <extracomment>Screen reader, after a move: %1 is the player to move now</extracomment>
        <translation>Li toca a %1.</translation>
    </message>
</context>
<context>
    <name>tihbat::BoardLookActions</name>
    <message>
        <location filename="../ui/play/board_look_actions.cpp" line="+40"/>
        <source>&amp;High-Contrast Board</source>
        <extracomment>View menu: the board in flat, high-contrast colours (as in presentation mode)</extracomment>
        <translation>Tauler amb &amp;alt contrast</translation>
    </message>
</context>
<context>
    <name>tihbat::BoardPictureActions</name>
    <message>
        <location filename="../ui/print/board_picture_actions.cpp" line="+54"/>
        <source>&amp;Copy Board</source>
        <extracomment>Game menu: puts a picture of the board as it is shown on the clipboard</extracomment>
        <translation>&amp;Copia el tauler</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>E&amp;xport Board Picture…</source>
        <extracomment>Game menu: saves a picture of the board as a PNG or SVG file, at a size the person chooses</extracomment>
        <translation>E&amp;xporta la imatge del tauler…</translation>
    </message>
    <message>
        <location line="+55"/>
        <source>A picture of the board is on the clipboard: paste it where you want it.</source>
        <extracomment>In the status bar after Copy Board</extracomment>
        <translation>Hi ha una imatge del tauler al porta-retalls: enganxa-la on vulguis.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Board picture saved to %1</source>
        <extracomment>In the status bar after Export Board Picture; %1 is the file&apos;s full path</extracomment>
        <translation>S&apos;ha desat la imatge del tauler a %1</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Export Board Picture</source>
        <extracomment>Title of the dialog that asks the size of an exported board picture</extracomment>
        <translation>Exporta la imatge del tauler</translation>
    </message>
    <message>
        <location line="+12"/>
        <location line="+1"/>
        <source> px</source>
        <extracomment>Export Board Picture: a unit after the width and height</extracomment>
        <translation> px</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Show the move &amp;values</source>
        <extracomment>Export Board Picture: the value of each move over its pit, as the hint shows it</extracomment>
        <translation>Mostra els &amp;valors de les jugades</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Show the &amp;names</source>
        <extracomment>Export Board Picture: the players&apos; name plates</extracomment>
        <translation>Mostra els &amp;noms</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&amp;Width:</source>
        <extracomment>Export Board Picture: the picture&apos;s width in pixels</extracomment>
        <translation>&amp;Amplada:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Height:</source>
        <extracomment>Export Board Picture: the picture&apos;s height in pixels</extracomment>
        <translation>A&amp;lçada:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The board keeps its shape inside this size; the rest is the table&apos;s colour.</source>
        <extracomment>Export Board Picture, under the width and height: what they are for</extracomment>
        <translation>El tauler conserva la seva forma dins d&apos;aquesta mida; la resta és del color de la taula.</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>PNG pictures (*.png)</source>
        <extracomment>Export Board Picture: a file type in the save dialog</extracomment>
        <translation>Imatges PNG (*.png)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>SVG drawings (*.svg)</source>
        <extracomment>Export Board Picture: a file type in the save dialog; drawings that stay sharp at any size</extracomment>
        <translation>Dibuixos SVG (*.svg)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>board %1</source>
        <extracomment>Export Board Picture: the suggested file name; %1 is today&apos;s date</extracomment>
        <translation>tauler %1</translation>
    </message>
</context>
<context>
    <name>tihbat::BoardScene</name>
    <message>
        <location filename="../ui/board/board_scene.cpp" line="+278"/>
        <source>ends with %1</source>
        <comment>nameplate</comment>
        <extracomment>On a player&apos;s nameplate after the end of a game: %1 is their final score</extracomment>
        <translation>acaba amb %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>to move</source>
        <comment>turn</comment>
        <translation>li toca</translation>
    </message>
    <message>
        <location line="+87"/>
        <source>%1 passes</source>
        <extracomment>Shown on the board when a player has no counters and must pass; %1 is their name.</extracomment>
        <translation>%1 passa el torn</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Game over</source>
        <translation>Fi de la partida</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>South</source>
        <comment>player</comment>
        <translation>Sud</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>North</source>
        <comment>player</comment>
        <translation>Nord</translation>
    </message>
</context>
<context>
    <name>tihbat::FileErrors</name>
    <message>
        <location filename="../model/text/file_error_text.cpp" line="+23"/>
        <source>no such file or folder</source>
        <extracomment>Why a file could not be opened or saved; reads after &quot;Cannot open FILE: &quot;</extracomment>
        <translation>no existeix el fitxer o la carpeta</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>permission denied</source>
        <extracomment>Why a file could not be opened or saved; reads after &quot;Cannot open FILE: &quot;</extracomment>
        <translation>permís denegat</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>no space left on device</source>
        <extracomment>Why a file could not be saved: the disk is full</extracomment>
        <translation>no queda espai al dispositiu</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>disk quota exceeded</source>
        <extracomment>Why a file could not be saved: the user&apos;s disk quota is used up</extracomment>
        <translation>s&apos;ha superat la quota de disc</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>read-only file system</source>
        <extracomment>Why a file could not be saved: the disk or folder is mounted read-only</extracomment>
        <translation>sistema de fitxers només de lectura</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>too many levels of symbolic links</source>
        <extracomment>Why a file could not be opened: symbolic links point at each other in a loop</extracomment>
        <translation>hi ha massa nivells d&apos;enllaços simbòlics</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>a part of the path is not a folder</source>
        <extracomment>Why a file could not be opened or saved: a folder in its path is a file</extracomment>
        <translation>una part del camí no és una carpeta</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the file name is too long</source>
        <translation>el nom del fitxer és massa llarg</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+25"/>
        <source>it is a folder, not a file</source>
        <translation>és una carpeta, no un fitxer</translation>
    </message>
    <message>
        <location line="-22"/>
        <source>input/output error</source>
        <extracomment>Why a file could not be read or saved: the disk reported an error</extracomment>
        <translation>error d&apos;entrada/sortida</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>it is a named pipe (FIFO), not a file</source>
        <extracomment>A FIFO was given where a file was expected; reads after &quot;Cannot open FILE: &quot;</extracomment>
        <translation>és una canonada amb nom (FIFO), no un fitxer</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>it is a device, not a file</source>
        <extracomment>A device such as /dev/zero was given where a file was expected</extracomment>
        <translation>és un dispositiu, no un fitxer</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>it is a socket, not a file</source>
        <translation>és un sòcol, no un fitxer</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>it is larger than %L1 bytes</source>
        <extracomment>%L1 is a number of bytes</extracomment>
        <translation>fa més de %L1 bytes</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Cannot read %1: %2</source>
        <extracomment>%1 is a file&apos;s full path, %2 the reason (&quot;input/output error&quot;)</extracomment>
        <translation>No es pot llegir %1: %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Cannot open %1: %2</source>
        <extracomment>%1 is a file&apos;s full path, %2 the reason (&quot;permission denied&quot;)</extracomment>
        <translation>No es pot obrir %1: %2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Cannot replace %1: %2</source>
        <extracomment>The new file was written but could not take the old one&apos;s place. %1 is a path.</extracomment>
        <translation>No es pot substituir %1: %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Cannot save %1: %2</source>
        <extracomment>%1 is a file&apos;s full path, %2 the reason (&quot;no space left on device&quot;)</extracomment>
        <translation>No es pot desar %1: %2</translation>
    </message>
</context>
<context>
    <name>tihbat::GameNameLabel</name>
    <message>
        <location filename="../ui/network/game_name_label.cpp" line="+66"/>
        <source>%1&apos;s game</source>
        <extracomment>The name of a network game, shown to those who joined it: %1 is the host&apos;s name</extracomment>
        <translation>Partida que organitza %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 against %2</source>
        <extracomment>The name of a network game when the host is not known: %1 plays South, %2 North</extracomment>
        <translation>%1 contra %2</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Network game: %1</source>
        <translation>Partida en xarxa: %1</translation>
    </message>
</context>
<context>
    <name>tihbat::GameToolBar</name>
    <message>
        <location filename="../ui/play/game_tool_bar.cpp" line="+103"/>
        <source>Game Toolbar</source>
        <extracomment>The toolbar&apos;s name, as a screen reader and the window&apos;s context menu say it</extracomment>
        <translation>Barra d&apos;eines de la partida</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Show &amp;Toolbar</source>
        <extracomment>View menu and the toolbar&apos;s context menu: shows or hides the row of big buttons</extracomment>
        <translation>Mostra la barra d&apos;&amp;eines</translation>
    </message>
</context>
<context>
    <name>tihbat::HintPanel</name>
    <message>
        <location filename="../ui/play/hint_panel.cpp" line="+50"/>
        <source>Pit %1: %2</source>
        <extracomment>One pit in the hint: %1 is the pit&apos;s letter (A, B, a or b: never translated), %2 what playing it leads to, such as &quot;You win by 4&quot;</extracomment>
        <translation>Forat %1: %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Hint for %1 — %2</source>
        <extracomment>%1 is a player&apos;s name, %2 the list of pits with their results</extracomment>
        <translation>Pista per a %1 — %2</translation>
    </message>
</context>
<context>
    <name>tihbat::HostPage</name>
    <message>
        <location filename="../ui/network/host_page.cpp" line="+185"/>
        <source>Your &amp;name:</source>
        <extracomment>Play over the Network, Host: the name the friend sees</extracomment>
        <translation>El teu &amp;nom:</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>You &amp;play:</source>
        <extracomment>Play over the Network, Host: the side of the board the host plays</extracomment>
        <translation>Jugues &amp;com a:</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Ho&amp;st the Game</source>
        <extracomment>Play over the Network: starts hosting the game</extracomment>
        <translation>Organit&amp;za la partida</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1&apos;s game</source>
        <extracomment>Play over the Network, hosting: %1 is the host&apos;s name</extracomment>
        <translation>Partida que organitza %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Address %1, port %2</source>
        <extracomment>Play over the Network, hosting: where the friend joins; %1 is an address, %2 a port</extracomment>
        <translation>Adreça %1, port %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Join code</source>
        <extracomment>Play over the Network, hosting: the label over the code in large letters</extracomment>
        <translation>Codi per unir-se</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your friend needs the address and the port only if their list of games does not show this game.</source>
        <extracomment>Play over the Network, hosting: under the address and port</extracomment>
        <translation>L&apos;altra persona només necessita l&apos;adreça i el port si a la seva llista de partides no hi surt aquesta partida.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Tell your friend the join code. They choose your game in their list, write the code and press Join as Player. Waiting for them…</source>
        <translation>Digues a la persona amb qui vols jugar el codi per unir-se. Ha de triar la teva partida a la seva llista, escriure el codi i prémer Uneix-t&apos;hi com a jugador. S&apos;està esperant…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 has joined the game.</source>
        <translation>%1 s&apos;ha unit a la partida.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>S&amp;top Hosting</source>
        <extracomment>Play over the Network, hosting: ends the network game; the game stays on this computer</extracomment>
        <translation>A&amp;tura la partida en xarxa</translation>
    </message>
</context>
<context>
    <name>tihbat::JoinPage</name>
    <message numerus="yes">
        <location filename="../ui/network/join_page.cpp" line="+34"/>
        <source>%n pupil(s) joined</source>
        <extracomment>A class tournament in the list of network games: how many pupils have joined it</extracomment>
        <translation>
            <numerusform>s&apos;hi ha unit %n alumne</numerusform>
            <numerusform>s&apos;hi han unit %n alumnes</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>not started yet</source>
        <extracomment>A class tournament in the list of network games: it waits for its pupils</extracomment>
        <translation>encara no ha començat</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>round %1 is being played</source>
        <translation>s&apos;està jugant la ronda %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Class tournament — %1&apos;s computer: %2, %3; %4 counters</source>
        <extracomment>A class tournament in the list of network games: %1 is the teacher&apos;s (or the teacher&apos;s computer&apos;s) name, %2 how many pupils joined, %3 whether it has started, %4 the counters in each pit</extracomment>
        <translation>Torneig de la classe (ordinador: %1): %2, %3; %4 pedretes</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>chain capture</source>
        <translation>captura en cadena</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no chain capture</source>
        <translation>sense captura en cadena</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>a player may join</source>
        <translation>s&apos;hi pot unir un jugador</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>for watchers only</source>
        <translation>només per mirar</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1&apos;s game: %2 counters, %3, %4 starts; the host plays %5; %6</source>
        <extracomment>A game in the list of network games: %1 is the host&apos;s name, %2 the counters in each pit, %3 chain capture or not, %4 the side that starts, %5 the host&apos;s side, %6 the seat</extracomment>
        <translation>Partida que organitza %1: %2 pedretes, %3, comença %4; qui organitza juga com a %5; %6</translation>
    </message>
    <message>
        <location line="+245"/>
        <source>&amp;Games on the local network:</source>
        <extracomment>Play over the Network, Join: the list of games hosted on the local network</extracomment>
        <translation>&amp;Partides de la xarxa local:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Address:</source>
        <translation>&amp;Adreça:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>P&amp;ort:</source>
        <translation>Número de po&amp;rt:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Code:</source>
        <extracomment>Play over the Network, Join: the short code the host shows</extracomment>
        <translation>&amp;Codi:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your &amp;name:</source>
        <translation>El teu &amp;nom:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Filled in when you choose a game above</source>
        <extracomment>Play over the Network, Join: shown in the empty address field</extracomment>
        <translation>S&apos;omple quan tries una partida de dalt</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The letters and digits on the host&apos;s screen</source>
        <extracomment>Play over the Network, Join: shown in the empty code field</extracomment>
        <translation>Les lletres i xifres de la pantalla de qui organitza la partida</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The name the others see</source>
        <extracomment>Play over the Network, Join: shown in the empty name field</extracomment>
        <translation>El nom que veuen els altres</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Join as &amp;Player</source>
        <translation>Uneix-t&apos;hi com a &amp;jugador</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Join as &amp;Watcher</source>
        <translation>Uneix-t&apos;hi per &amp;mirar</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Watch on the P&amp;rojector</source>
        <extracomment>Opens the game being watched in the presentation window (full screen, for a projector)</extracomment>
        <translation>Mira-la al projec&amp;tor</translation>
    </message>
</context>
<context>
    <name>tihbat::LanguageMenu</name>
    <message>
        <location filename="../ui/i18n/language_menu.cpp" line="+44"/>
        <source>&amp;Language</source>
        <comment>menu</comment>
        <extracomment>Menu title: the languages, each named in itself, are its items. Tip: add &quot;(Language)&quot; after your word so a person who cannot read it finds the way back to English.</extracomment>
        <translation>&amp;Llengua (Language)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;System Default</source>
        <comment>language</comment>
        <extracomment>Language menu: follow the language of the computer&apos;s system</extracomment>
        <translation>La del &amp;sistema</translation>
    </message>
</context>
<context>
    <name>tihbat::LearnOfferBar</name>
    <message>
        <location filename="../ui/learn/learn_to_play.cpp" line="+29"/>
        <source>New to Tihbat? Learn to play in a few short lessons.</source>
        <extracomment>A bar above the board on the very first start</extracomment>
        <translation>És la primera vegada que jugues al Tihbat? Aprèn a jugar amb unes quantes lliçons curtes.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Start the Lessons</source>
        <extracomment>Button in the first-start bar: opens Help &gt; Learn to Play</extracomment>
        <translation>Comença les lliçons</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>No, Thanks</source>
        <extracomment>Button in the first-start bar: closes the bar (the lessons stay in the Help menu)</extracomment>
        <translation>No, gràcies</translation>
    </message>
</context>
<context>
    <name>tihbat::LearnToPlay</name>
    <message>
        <location line="-14"/>
        <source>&amp;Learn to Play</source>
        <extracomment>Help menu: opens the interactive lessons</extracomment>
        <translation>&amp;Aprèn a jugar</translation>
    </message>
</context>
<context>
    <name>tihbat::LearnWindow</name>
    <message>
        <location filename="../ui/learn/learn_window.cpp" line="+297"/>
        <source>game over</source>
        <comment>lesson nameplate</comment>
        <extracomment>On the name plate in the &quot;Who wins?&quot; lesson: the game shown has ended</extracomment>
        <translation>fi de la partida</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>You know the rules now. Play your first game?</source>
        <extracomment>At the end of the lessons, after Finish, every lesson done</extracomment>
        <translation>Ara ja saps les regles. Vols jugar la teva primera partida?</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>You have done %1 of the %2 lessons. The ones without a tick are still in the list. Play your first game?</source>
        <extracomment>At the end of the lessons, after Finish, when some were skipped: %1 lessons done of %2; the list beside shows a tick by each lesson done</extracomment>
        <translation>Has fet %1 de les %2 lliçons. Les que no tenen la marca encara són a la llista. Vols jugar la teva primera partida?</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Play Your First &amp;Game</source>
        <extracomment>Button at the end of the lessons: starts a game in the game window</extracomment>
        <translation>Juga la teva primera &amp;partida</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Close</source>
        <comment>lessons</comment>
        <extracomment>Button at the end of the lessons, once a first game has been offered</extracomment>
        <translation>Tan&amp;ca</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Learn to Play Tihbat</source>
        <extracomment>Window title of Help &gt; Learn to Play</extracomment>
        <translation>Aprèn a jugar al Tihbat</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Lessons:</source>
        <extracomment>Above the list of lessons</extracomment>
        <translation>Ll&amp;içons:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Lessons</source>
        <translation>Lliçons</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Lesson %1 of %2: %3</source>
        <extracomment>Above a lesson: %1 its number, %2 how many there are, %3 its title</extracomment>
        <translation>Lliçó %1 de %2: %3</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Lesson board</source>
        <translation>Tauler de la lliçó</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;South</source>
        <comment>answer</comment>
        <extracomment>Answer to &quot;Who wins?&quot; in a lesson</extracomment>
        <translation>&amp;Sud</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>N&amp;orth</source>
        <comment>answer</comment>
        <extracomment>Answer to &quot;Who wins?&quot; in a lesson</extracomment>
        <translation>N&amp;ord</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Draw</source>
        <comment>answer</comment>
        <extracomment>Answer to &quot;Who wins?&quot; in a lesson: nobody wins</extracomment>
        <translation>&amp;Empat</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&lt; &amp;Back</source>
        <extracomment>Button: the lesson before</extracomment>
        <translation>&lt; Ante&amp;rior</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Try Again</source>
        <extracomment>Button: the lesson&apos;s board again after a wrong move</extracomment>
        <translation>&amp;Torna-ho a provar</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Next &gt;</source>
        <translation>Se&amp;güent &gt;</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Finish</source>
        <translation>&amp;Acaba</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Keys: Tab and Space choose an answer.</source>
        <extracomment>Keys in the &quot;Who wins?&quot; lesson</extracomment>
        <translation>Tecles: el tabulador i l&apos;espai trien una resposta.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Keys: A or B plays that pit; Left, Right and Enter also work. After a try, Enter goes on.</source>
        <extracomment>Keys in a lesson where the learner plays a move</extracomment>
        <translation>Tecles: A o B juga aquell forat; també funcionen Esquerra, Dreta i Retorn. Després d&apos;un intent, Retorn continua.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Keys: type a pit&apos;s letter (A, B with Shift; a, b without), or move with Left and Right and press Enter.</source>
        <extracomment>Keys in a lesson where the learner clicks pits: the letters are the pits&apos; names</extracomment>
        <translation>Tecles: escriu la lletra d&apos;un forat (A, B amb Maj; a, b sense), o mou-te amb Esquerra i Dreta i prem Retorn.</translation>
    </message>
    <message>
        <location filename="../ui/learn/lesson_feedback.cpp" line="+72"/>
        <source>Nothing tried yet</source>
        <translation>Encara no has provat res</translation>
    </message>
    <message>
        <location filename="../ui/learn/lesson_list.cpp" line="+33"/>
        <source>%1. %2</source>
        <extracomment>The list of lessons: %1 is the lesson&apos;s number, %2 its title</extracomment>
        <translation>%1. %2</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1, done</source>
        <extracomment>How a screen reader names a lesson done in the list; %1 is its title</extracomment>
        <translation>%1, feta</translation>
    </message>
</context>
<context>
    <name>tihbat::LocalisedFileList</name>
    <message>
        <location filename="../ui/records/file_dialogs.cpp" line="+41"/>
        <source>Tihbat game record</source>
        <extracomment>The type of a .tihbat file in the file dialog&apos;s detail view</extracomment>
        <translation>Partida de Tihbat desada</translation>
    </message>
</context>
<context>
    <name>tihbat::MainWindow</name>
    <message>
        <location filename="../ui/play/game_status.cpp" line="+85"/>
        <source>Game over. %1</source>
        <extracomment>Status bar after the end; %1 says who won or that it is a draw</extracomment>
        <translation>Fi de la partida. %1</translation>
    </message>
    <message>
        <location filename="../ui/play/main_window.cpp" line="+153"/>
        <source>&amp;How to Play</source>
        <extracomment>Opens the rules text</extracomment>
        <translation>&amp;Com es juga</translation>
    </message>
    <message>
        <location line="+109"/>
        <source>&amp;Game</source>
        <comment>menu</comment>
        <extracomment>Menu title</extracomment>
        <translation>&amp;Partida</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;New Game…</source>
        <translation>Partida &amp;nova…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Quit</source>
        <extracomment>Close the program</extracomment>
        <translation>&amp;Surt</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Open…</source>
        <extracomment>Opens a saved game record (.tihbat file) in the replay viewer</extracomment>
        <translation>&amp;Obre…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Save</source>
        <extracomment>Saves the game in progress as a game record (.tihbat file)</extracomment>
        <translation>&amp;Desa</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Save &amp;As…</source>
        <extracomment>Saves the game in progress as a game record under a new name</extracomment>
        <translation>Desa &amp;com a…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Re&amp;view This Game</source>
        <extracomment>Opens the game in progress (or just finished) in the replay viewer, move by move</extracomment>
        <translation>&amp;Torna a veure aquesta partida</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>P&amp;rint and Export</source>
        <comment>menu</comment>
        <extracomment>Game menu: the submenu with the score sheet and the board picture (print, PDF, PNG, SVG)</extracomment>
        <translation>&amp;Imprimeix i exporta</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Move</source>
        <comment>menu</comment>
        <extracomment>Menu title (KDE games&apos; Move menu): Undo, Redo, Hint, Pause Computer</extracomment>
        <translation>&amp;Jugada</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;View</source>
        <comment>menu</comment>
        <extracomment>Menu title</extracomment>
        <translation>&amp;Visualitza</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Classroom</source>
        <comment>menu</comment>
        <extracomment>Menu title: what a teacher uses (projector, position editor, worksheets)</extracomment>
        <translation>&amp;Aula</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Presentation Mode</source>
        <extracomment>Classroom mode: the board full screen for a projector, moves explained step by step</extracomment>
        <translation>Mode &amp;presentació</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Projector</source>
        <comment>toolbar</comment>
        <extracomment>The toolbar button of Presentation Mode (one short word under its picture)</extracomment>
        <translation>Projecta</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Se&amp;t Up Position…</source>
        <extracomment>Classroom mode: opens a dialog to set any position, then play from it or analyse it</extracomment>
        <translation>Prepara una p&amp;osició…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Settings</source>
        <comment>menu</comment>
        <extracomment>Menu title (KDE games&apos; Settings menu): speed, sound, language</extracomment>
        <translation>&amp;Configuració</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Help</source>
        <comment>menu</comment>
        <extracomment>Menu title</extracomment>
        <translation>Aj&amp;uda</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;About Tihbat</source>
        <extracomment>Opens the box with the version and a few words on the game</extracomment>
        <translation>&amp;Quant al Tihbat</translation>
    </message>
    <message>
        <location filename="../ui/play/move_actions.cpp" line="+77"/>
        <source>&amp;Undo Move</source>
        <extracomment>Take back the last move (against the computer: back to your last turn)</extracomment>
        <translation>&amp;Desfés la jugada</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Redo Move</source>
        <extracomment>Play again a move that was taken back</extracomment>
        <translation>&amp;Refés la jugada</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Hint</source>
        <extracomment>Show how each move would end the game with perfect play</extracomment>
        <translation>P&amp;ista</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Pause Computer</source>
        <extracomment>Stop the computer from moving (to watch a computer-against-computer game step by step)</extracomment>
        <translation>&amp;Posa en pausa l&apos;ordinador</translation>
    </message>
    <message>
        <location filename="../ui/play/view_actions.cpp" line="+85"/>
        <source>&amp;Full Screen</source>
        <translation>Pantalla &amp;completa</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>F&amp;lip Board</source>
        <extracomment>Turn the board round so North sits at the bottom</extracomment>
        <translation>&amp;Gira el tauler</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Animation Speed</source>
        <extracomment>Submenu: how fast the counters move</extracomment>
        <translation>&amp;Velocitat de l&apos;animació</translation>
    </message>
    <message>
        <location filename="../ui/replay/record_files.cpp" line="+74"/>
        <source>Save Game</source>
        <extracomment>Title of the file dialog saving the game in progress</extracomment>
        <translation>Desa la partida</translation>
    </message>
    <message>
        <location line="+50"/>
        <location filename="../ui/tournament/tournament_window.cpp" line="+391"/>
        <source>Saved to %1</source>
        <extracomment>In the status bar after Save; %1 is the file&apos;s full path</extracomment>
        <translation>S&apos;ha desat a %1</translation>
    </message>
    <message>
        <location line="+42"/>
        <source>The game record could not be opened.</source>
        <extracomment>Message box when a game record file cannot be read; the reason follows</extracomment>
        <translation>No s&apos;ha pogut obrir la partida desada.</translation>
    </message>
    <message numerus="yes">
        <location line="+12"/>
        <source>%n game records could not be opened.</source>
        <extracomment>Message box when several game records cannot be read; reasons follow</extracomment>
        <translation>
            <numerusform>No s&apos;ha pogut obrir %n partida desada.</numerusform>
            <numerusform>No s&apos;han pogut obrir %n partides desades.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+8"/>
        <source>And %n more.</source>
        <translation>
            <numerusform>I %n més.</numerusform>
            <numerusform>I %n més.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Open Game Record</source>
        <extracomment>Title of the file dialog opening a game record</extracomment>
        <translation>Obre una partida desada</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>The game could not be opened in the replay viewer.</source>
        <translation>No s&apos;ha pogut obrir la partida al visor de partides.</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>The file %1 no longer exists.</source>
        <extracomment>Message box when a file of the Open Recent menu is gone; %1 is its name</extracomment>
        <translation>El fitxer %1 ja no existeix.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>It was in %1 and has been removed from the recent files.</source>
        <extracomment>Below &quot;The file ... no longer exists.&quot;; %1 is where it was</extracomment>
        <translation>Era a %1 i s&apos;ha tret dels fitxers recents.</translation>
    </message>
</context>
<context>
    <name>tihbat::MoveTable</name>
    <message>
        <location filename="../ui/replay/move_table.cpp" line="+84"/>
        <source>Start</source>
        <extracomment>The first row of the move list: the position before any move.</extracomment>
        <translation>Inici</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>%1 must pass</source>
        <extracomment>Tool tip of a move after which the opponent has no counters and passes. %1 is the player (a name, or South or North).</extracomment>
        <translation>%1 ha de passar el torn</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>The final score of %1 minus that of %2 with perfect play after the move</source>
        <extracomment>Tool tip of the move list&apos;s Value column. %1 is South&apos;s player (a name, or South), %2 North&apos;s.</extracomment>
        <translation>Pedretes finals: %1 menys %2, si es juga perfectament després de la jugada</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>No.</source>
        <extracomment>Move list column: the move&apos;s number.</extracomment>
        <translation>Núm.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Player</source>
        <extracomment>Move list column: who played the move.</extracomment>
        <translation>Jugador</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Move</source>
        <extracomment>Move list column: the pit emptied and its captures, as in the file (Bx4).</extracomment>
        <translation>Jugada</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Value</source>
        <comment>game value</comment>
        <extracomment>Move list column: the game&apos;s value after the move (South minus North, perfect play).</extracomment>
        <translation>Valor</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Given away</source>
        <extracomment>Move list column: how many counters the move gave away compared with the best move.</extracomment>
        <translation>Regalades</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Comment</source>
        <extracomment>Move list column: the comments after the move.</extracomment>
        <translation>Comentari</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>How much the move gave away against the best move (? a mistake, ?? a blunder)</source>
        <translation>Quantes pedretes ha regalat la jugada respecte a la millor jugada (? un error, ?? un error greu)</translation>
    </message>
</context>
<context>
    <name>tihbat::NavigationBar</name>
    <message>
        <location filename="../ui/viewer/navigation_bar.cpp" line="+91"/>
        <source>Pause (Space)</source>
        <extracomment>Tool tip of the autoplay button; Space is its key.</extracomment>
        <translation>Pausa (Espai)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Play the moves (Space)</source>
        <translation>Reprodueix les jugades (Espai)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pause</source>
        <translation>Pausa</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Play the moves</source>
        <translation>Reprodueix les jugades</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Move %1 of %2</source>
        <extracomment>Where the replay is: %1 the move shown, %2 the number of moves.</extracomment>
        <translation>Jugada %1 de %2</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>To the start (Home)</source>
        <extracomment>Tool tips of the replay buttons; the key names in brackets are the shortcuts.</extracomment>
        <translation>A l&apos;inici (Inici)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Previous move (Left, Page Up)</source>
        <translation>Jugada anterior (Esquerra, Re Pàg)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Next move (Right, Page Down)</source>
        <translation>Jugada següent (Dreta, Av Pàg)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>To the last move (End)</source>
        <translation>A l&apos;última jugada (Fi)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>To the start</source>
        <translation>A l&apos;inici</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Previous move</source>
        <translation>Jugada anterior</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Next move</source>
        <translation>Jugada següent</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>To the last move</source>
        <translation>A l&apos;última jugada</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Move</source>
        <extracomment>Accessible name of the slider over the moves of the replayed game.</extracomment>
        <translation>Jugada</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>S&amp;peed:</source>
        <extracomment>Label of the autoplay speed choice.</extracomment>
        <translation>&amp;Velocitat:</translation>
    </message>
</context>
<context>
    <name>tihbat::NetworkActions</name>
    <message>
        <location filename="../ui/network/network_actions.cpp" line="+79"/>
        <source>You stopped hosting; the game goes on here.</source>
        <translation>Has deixat d&apos;organitzar la partida en xarxa; la partida continua aquí.</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>The network game could not be hosted again (%1); it goes on here.</source>
        <extracomment>At start, a network game this computer hosted could not be hosted again; %1 is the system&apos;s reason (in English)</extracomment>
        <translation>No s&apos;ha pogut tornar a organitzar la partida en xarxa (%1); continua aquí.</translation>
    </message>
    <message>
        <location line="+71"/>
        <source>%1 has joined the game.</source>
        <extracomment>Status bar of the host&apos;s window: %1 is the friend&apos;s name</extracomment>
        <translation>%1 s&apos;ha unit a la partida.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 does not want to take the move back.</source>
        <extracomment>A network game: %1 is the other player&apos;s name</extracomment>
        <translation>%1 no vol desfer la jugada.</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>P&amp;lay over the Network…</source>
        <extracomment>Game menu: host a game or join one on another computer</extracomment>
        <translation>Juga en &amp;xarxa…</translation>
    </message>
</context>
<context>
    <name>tihbat::NetworkDialog</name>
    <message>
        <location filename="../ui/network/network_dialog.cpp" line="+26"/>
        <source>Write your name: the others see it beside the board.</source>
        <extracomment>Play over the Network: the name field is empty</extracomment>
        <translation>Escriu el teu nom: els altres el veuen al costat del tauler.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Your name has a sign that cannot be sent. Use letters, digits and spaces.</source>
        <extracomment>Play over the Network: the name holds a sign that cannot be sent (an invisible or control character)</extracomment>
        <translation>El teu nom té un signe que no es pot enviar. Fes servir lletres, xifres i espais.</translation>
    </message>
    <message>
        <location line="+73"/>
        <source>The game could not be hosted: %1</source>
        <extracomment>Play over the Network: %1 is the system&apos;s reason (in English)</extracomment>
        <translation>No s&apos;ha pogut organitzar la partida: %1</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>Choose a game in the list, or write the host&apos;s address.</source>
        <translation>Tria una partida de la llista, o escriu l&apos;adreça de qui l&apos;organitza.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Write the join code: the letters and digits on the host&apos;s screen.</source>
        <extracomment>Play over the Network, Join: the code field is empty</extracomment>
        <translation>Escriu el codi per unir-te: les lletres i xifres de la pantalla de qui organitza la partida.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A join code has only letters and digits. Copy it as the host&apos;s screen shows it.</source>
        <extracomment>Play over the Network, Join: the code holds something a code cannot</extracomment>
        <translation>Un codi per unir-se només té lletres i xifres. Copia&apos;l tal com surt a la pantalla de qui organitza la partida.</translation>
    </message>
    <message>
        <location line="+60"/>
        <source>Play over the Network</source>
        <extracomment>Dialog title</extracomment>
        <translation>Juga en xarxa</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Host</source>
        <extracomment>Play over the Network: the tab to host a game</extracomment>
        <translation>&amp;Organitza</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Join</source>
        <extracomment>Play over the Network: the tab to join a game</extracomment>
        <translation>&amp;Uneix-t&apos;hi</translation>
    </message>
</context>
<context>
    <name>tihbat::NetworkGame</name>
    <message>
        <location filename="../model/network_game/network_game.cpp" line="+36"/>
        <source>Someone at %1 is trying codes. Tihbat slows them down.</source>
        <extracomment>A hosted network game: one computer keeps giving wrong join codes and is slowed down; %1 is its network address (192.168.1.23)</extracomment>
        <translation>Algú des de %1 està provant codis. El Tihbat l&apos;alenteix.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Waiting for your friend to join with the code %1</source>
        <extracomment>A network game being hosted, before the friend joins; %1 is the join code</extracomment>
        <translation>S&apos;està esperant que l&apos;altra persona s&apos;uneixi amb el codi %1</translation>
    </message>
    <message>
        <location line="+39"/>
        <source>The connection to the game was lost; trying again…</source>
        <extracomment>A network game being watched: the connection to the host&apos;s computer was lost</extracomment>
        <translation>S&apos;ha perdut la connexió amb la partida; s&apos;està tornant a provar…</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Waiting for your next game…</source>
        <translation>S&apos;està esperant la teva propera partida…</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Joining %1&apos;s game again…</source>
        <extracomment>A network game this window was in, joined again after the program was started again; %1 is the host&apos;s name</extracomment>
        <translation>S&apos;està tornant a entrar a la partida que organitza %1…</translation>
    </message>
    <message>
        <location line="+49"/>
        <source>you play South</source>
        <translation>ets Sud</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>you play North</source>
        <translation>ets Nord</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Your next game: against %1, %2</source>
        <extracomment>A class tournament&apos;s pupil: %1 is the other pupil&apos;s name, %2 &quot;you play South&quot; or &quot;you play North&quot;</extracomment>
        <translation>La teva propera partida: contra %1, %2</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>place %1 of %2</source>
        <extracomment>A class tournament&apos;s pupil: %1 is its place (1 for the leader), %2 how many play</extracomment>
        <translation>posició %1 de %2</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>The tournament is over — you have %n point(s), %1</source>
        <extracomment>A class tournament&apos;s pupil after the last game; %1 is &quot;place 2 of 9&quot;</extracomment>
        <translation>
            <numerusform>El torneig s&apos;ha acabat — tens %n punt, %1</numerusform>
            <numerusform>El torneig s&apos;ha acabat — tens %n punts, %1</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Waiting for the tournament to begin…</source>
        <translation>S&apos;està esperant que comenci el torneig…</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>Waiting for round %1 — you have %n point(s), %2</source>
        <extracomment>A class tournament&apos;s pupil between games; %1 is the next round&apos;s number, %2 is &quot;place 2 of 9&quot;</extracomment>
        <translation>
            <numerusform>S&apos;està esperant la ronda %1 — tens %n punt, %2</numerusform>
            <numerusform>S&apos;està esperant la ronda %1 — tens %n punts, %2</numerusform>
        </translation>
    </message>
    <message>
        <location line="+183"/>
        <source>%1 has left; waiting for them to come back</source>
        <extracomment>A network game: %1 is the other player&apos;s name</extracomment>
        <translation>%1 ha marxat; s&apos;està esperant que torni</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>The code is not right. Ask the host for the code and try again.</source>
        <extracomment>Joining a network game failed</extracomment>
        <translation>El codi no és correcte. Demana el codi a qui organitza la partida i torna-ho a provar.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Someone is already playing this game. You can join it as a watcher.</source>
        <extracomment>Joining a network game failed: another player is already in the game</extracomment>
        <translation>Algú ja està jugant aquesta partida. T&apos;hi pots unir per mirar.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>This game has as many watchers as it can take.</source>
        <translation>Aquesta partida ja té tots els espectadors que hi caben.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The host plays with another version of Tihbat.</source>
        <translation>Qui organitza la partida juga amb una altra versió del Tihbat.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Too many wrong codes came from this computer. Wait a minute, then try again.</source>
        <extracomment>Joining a network game failed: too many wrong codes came from this computer</extracomment>
        <translation>Des d&apos;aquest ordinador han arribat massa codis equivocats. Espera un minut i torna-ho a provar.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The host refused to let you join.</source>
        <translation>Qui organitza la partida no t&apos;ha deixat entrar.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No answer from the host. Check the address and the port, and that the game is still hosted.</source>
        <translation>No hi ha resposta de qui organitza la partida. Comprova l&apos;adreça i el port, i que la partida encara estigui organitzada.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The other computer broke the rules of the network game; the link was closed.</source>
        <translation>L&apos;altre ordinador no ha seguit les regles de la partida en xarxa; s&apos;ha tancat la connexió.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Check your name, the code and the port.</source>
        <translation>Comprova el teu nom, el codi i el port.</translation>
    </message>
</context>
<context>
    <name>tihbat::NewGameCard</name>
    <message>
        <location filename="../ui/play/new_game_card.cpp" line="+191"/>
        <source>Cancel</source>
        <comment>new game card</comment>
        <extracomment>Button on the New Game card: puts the card away, the game on the board goes on</extracomment>
        <translation>Cancel·la</translation>
    </message>
</context>
<context>
    <name>tihbat::NewGameDialog</name>
    <message>
        <location line="-42"/>
        <source>New Game</source>
        <extracomment>Title of the card (and once the dialog) that starts a game</extracomment>
        <translation>Partida nova</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Play On from Here</source>
        <extracomment>Title of the card that continues a replayed game from the position shown: only the players are chosen, the rules are the game&apos;s</extracomment>
        <translation>Continua jugant des d&apos;aquí</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;South (bottom)</source>
        <extracomment>The player at the bottom of the board. &amp;: its key (Alt+letter), unique on this card</extracomment>
        <translation>&amp;Sud (a baix)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;North (top)</source>
        <extracomment>The player at the top of the board. &amp;: its key (Alt+letter), unique on this card</extracomment>
        <translation>&amp;Nord (a dalt)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Person</source>
        <comment>player kind</comment>
        <extracomment>Who plays a side: a person at this computer</extracomment>
        <translation>Persona</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Computer</source>
        <comment>player kind</comment>
        <extracomment>Who plays a side: the program</extracomment>
        <translation>Ordinador</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Player:</source>
        <extracomment>Label of the choice between a person and the computer</extracomment>
        <translation>Jugador:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Level:</source>
        <extracomment>Label of the computer&apos;s strength</extracomment>
        <translation>Nivell:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Name:</source>
        <extracomment>Label of the player&apos;s name</extracomment>
        <translation>Nom:</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Counters in each pit:</source>
        <extracomment>Rule option: how many counters each pit holds at the start (7 is usual)</extracomment>
        <translation>&amp;Pedretes a cada forat:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Chain capture (also take the pit before, on your own side)</source>
        <extracomment>Rule option: after a capture, the pit sown just before is captured too</extracomment>
        <translation>Captura en cadena (també captures el forat d&apos;abans, al teu costat)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Who starts:</source>
        <extracomment>Rule option: which side makes the first move</extracomment>
        <translation>&amp;Qui comença:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Play</source>
        <extracomment>Button that starts the game with the chosen settings</extracomment>
        <translation>&amp;Juga</translation>
    </message>
</context>
<context>
    <name>tihbat::PairingsModel</name>
    <message>
        <location filename="../ui/tournament/tournament_tables.cpp" line="+140"/>
        <source>Playing</source>
        <extracomment>Class tournament: a game of the current round not yet over</extracomment>
        <translation>En joc</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Draw</source>
        <extracomment>Class tournament: how a game ended</extracomment>
        <translation>Empat</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 won</source>
        <extracomment>Class tournament: how a game ended; %1 is the winner&apos;s name</extracomment>
        <translation>Ha guanyat %1</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 (adjudicated)</source>
        <extracomment>Class tournament: a game the teacher ended, decided by the computer&apos;s exact value of the position; %1 says who won or that it is a draw</extracomment>
        <translation>%1 (decidit per l&apos;ordinador)</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The tournament is over</source>
        <extracomment>Class tournament: all rounds are played</extracomment>
        <translation>El torneig s&apos;ha acabat</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Round %1 of %2</source>
        <extracomment>Class tournament: %1 is the current round, %2 how many there are</extracomment>
        <translation>Ronda %1 de %2</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>No game this round: %1</source>
        <extracomment>Class tournament: the player who has no game this round; %1 is the name</extracomment>
        <translation>Sense partida en aquesta ronda: %1</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>Table %1</source>
        <extracomment>Class tournament: the number of a game (table) in the round</extracomment>
        <translation>Taula %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>South</source>
        <translation>Sud</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>North</source>
        <translation>Nord</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Counters</source>
        <translation>Pedretes</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Game</source>
        <extracomment>Class tournament: the column saying whether a game is still being played</extracomment>
        <translation>Partida</translation>
    </message>
</context>
<context>
    <name>tihbat::PositionEditor</name>
    <message>
        <location filename="../ui/classroom/position_editor.cpp" line="+141"/>
        <source>Pit %1 cannot hold fewer than 0 counters.</source>
        <extracomment>Position editor: %1 is the pit letter</extracomment>
        <translation>El forat %1 no pot tenir menys de 0 pedretes.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A player cannot have captured fewer than 0 counters.</source>
        <translation>Un jugador no pot haver capturat menys de 0 pedretes.</translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>There are %n counters on the board; a game never has more than %1.</source>
        <extracomment>Position editor: %n counters on the board, %1 the most a game can have (48)</extracomment>
        <translation>
            <numerusform>Hi ha %n pedreta al tauler; una partida mai no en té més de %1.</numerusform>
            <numerusform>Hi ha %n pedretes al tauler; una partida mai no en té més de %1.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>There are %n counters on the board, an odd number: captures always take an even number from an even total, so the board always holds an even number.</source>
        <extracomment>Position editor. Rule: every capture takes 2, 4, 6 or 8 counters from an even total.</extracomment>
        <translation>
            <numerusform>Hi ha %n pedreta al tauler, un nombre senar: les captures sempre treuen un nombre parell d&apos;un total parell, així que al tauler sempre hi ha un nombre parell.</numerusform>
            <numerusform>Hi ha %n pedretes al tauler, un nombre senar: les captures sempre treuen un nombre parell d&apos;un total parell, així que al tauler sempre hi ha un nombre parell.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+7"/>
        <source>%1 has captured %n counters, an odd number: every capture is 2, 4, 6 or 8.</source>
        <extracomment>Position editor: %1 is the side (South or North), %n what it captured</extracomment>
        <translation>
            <numerusform>%1 ha capturat %n pedreta, un nombre senar: cada captura és de 2, 4, 6 o 8.</numerusform>
            <numerusform>%1 ha capturat %n pedretes, un nombre senar: cada captura és de 2, 4, 6 o 8.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+10"/>
        <source>The board and the captures hold %1 counters; a game with %2 per pit has %3.</source>
        <extracomment>Position editor: %1 counters on the board and captured together; a game with %2 per pit has %3 in all.</extracomment>
        <translation>Entre el tauler i les captures hi ha %1 pedretes; una partida amb %2 per forat en té %3.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>There are no counters on the board: the game would already be over.</source>
        <translation>No hi ha pedretes al tauler: la partida ja s&apos;hauria acabat.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 has no counters to move and would pass at once: let the other side move.</source>
        <extracomment>Position editor: %1 is the side to move; a side without counters passes at once.</extracomment>
        <translation>%1 no té pedretes per jugar i passaria el torn de seguida: fes que jugui l&apos;altre jugador.</translation>
    </message>
    <message>
        <location line="+68"/>
        <source>Set Up Position</source>
        <extracomment>Dialog title</extracomment>
        <translation>Prepara una posició</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Pit %1 (%2):</source>
        <extracomment>Position editor: %1 is the pit letter, %2 its owner (South or North)</extracomment>
        <translation>Forat %1 (%2):</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>To move:</source>
        <translation>Li toca a:</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Captured by %1:</source>
        <extracomment>Position editor: counters the side (%1) has captured so far</extracomment>
        <translation>Capturades per %1:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Counters per pit at the start:</source>
        <extracomment>Rule option: counters in each pit at the start of the game</extracomment>
        <translation>Pedretes per forat a l&apos;inici:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Chain capture</source>
        <extracomment>Rule option</extracomment>
        <translation>Captura en cadena</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Play from Here</source>
        <extracomment>Button: start a game from the position set up</extracomment>
        <translation>&amp;Juga des d&apos;aquí</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;What Is Best Here?</source>
        <extracomment>Button: show the value of every move in the position set up</extracomment>
        <translation>&amp;Què és millor aquí?</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cancel</source>
        <translation>Cancel·la</translation>
    </message>
</context>
<context>
    <name>tihbat::PresenceOnBoard</name>
    <message>
        <location filename="../ui/network/presence_on_board.cpp" line="+34"/>
        <source>has left</source>
        <comment>nameplate</comment>
        <extracomment>On a player&apos;s name plate in a network game while they are gone (short: a few words)</extracomment>
        <translation>ha marxat</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>is back</source>
        <comment>nameplate</comment>
        <extracomment>On a player&apos;s name plate for a few seconds when they come back to a network game</extracomment>
        <translation>ha tornat</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>has joined</source>
        <comment>nameplate</comment>
        <extracomment>On a player&apos;s name plate for a few seconds when they first join a network game</extracomment>
        <translation>s&apos;hi ha unit</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>connection lost</source>
        <comment>nameplate</comment>
        <extracomment>On both name plates of a network game being watched when the connection to it is lost and this computer cannot tell which player hosts it</extracomment>
        <translation>connexió perduda</translation>
    </message>
</context>
<context>
    <name>tihbat::PresentationWindow</name>
    <message>
        <location filename="../ui/classroom/presentation_window.cpp" line="+195"/>
        <source>Next: PageDown, Right, Space. Back: PageUp, Left. B: blank. V: values. S: one drop per click. G: guess pauses. P: play on. +/−: speed. E: set up a position. Esc: leave.</source>
        <extracomment>Presentation mode&apos;s key help, shown in the caption bar (F1). Keep the key names short.</extracomment>
        <translation>Següent: Av Pàg, Dreta, Espai. Enrere: Re Pàg, Esquerra. B: pantalla en blanc. V: valors. S: una pedreta per clic. G: pauses per endevinar. P: avança tot sol fins al final. +/−: velocitat. E: prepara una posició. Esc: surt.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>M: sound on or off.</source>
        <extracomment>Presentation mode&apos;s key help, after the other keys: the M key</extracomment>
        <translation>M: so activat o desactivat.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>R: read aloud on or off.</source>
        <extracomment>Presentation mode&apos;s key help, after the other keys: the R key turns Read Aloud (the captions spoken by the computer&apos;s voice) on or off</extracomment>
        <translation>R: lectura en veu alta activada o desactivada.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>To play a pit, click it: one of the pits of the side to move.</source>
        <extracomment>Presentation mode&apos;s key help (F1), first line: how a move is made in the game played</extracomment>
        <translation>Per jugar un forat, fes-hi clic: un dels forats del jugador a qui toca.</translation>
    </message>
    <message>
        <location line="+39"/>
        <source>Values: counters ahead at the end with best play.</source>
        <extracomment>Presentation caption when the values of the moves are shown: +n means the side to move ends n counters ahead with best play after that move.</extracomment>
        <translation>Valors: pedretes d&apos;avantatge al final si es juga el millor possible.</translation>
    </message>
    <message>
        <location line="+109"/>
        <source>Tihbat presentation</source>
        <extracomment>Title of the full-screen presentation window (classroom mode)</extracomment>
        <translation>Presentació del Tihbat</translation>
    </message>
</context>
<context>
    <name>tihbat::ProjectorWatchAction</name>
    <message>
        <location filename="../ui/network/projector_watch_action.cpp" line="+33"/>
        <source>&amp;Watch a Network Game on the Projector…</source>
        <extracomment>View menu, beside Presentation Mode: join a game hosted on the network as a watcher and show it full screen on the projector</extracomment>
        <translation>&amp;Mira una partida en xarxa al projector…</translation>
    </message>
</context>
<context>
    <name>tihbat::PuzzleWindow</name>
    <message>
        <location filename="../ui/puzzles/puzzle_window.cpp" line="+78"/>
        <source>Pit %1 is not yours: play one of %2&apos;s pits.</source>
        <comment>puzzle</comment>
        <extracomment>Puzzles: a click on the other side&apos;s pit; %1 is the pit, %2 the side to move</extracomment>
        <translation>El forat %1 no és teu: juga un dels forats de %2.</translation>
    </message>
    <message>
        <location line="+177"/>
        <source>Puzzles</source>
        <comment>window title</comment>
        <extracomment>Window title of the puzzles</extracomment>
        <translation>Problemes</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Show Me</source>
        <comment>puzzle</comment>
        <extracomment>Puzzles: play the solution and say why it is best</extracomment>
        <translation>&amp;Mostra-m&apos;ho</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Next Puzzle</source>
        <comment>puzzle</comment>
        <extracomment>Puzzles: go on to the next puzzle (the key N does it too)</extracomment>
        <translation>Problema &amp;següent</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Puzzle board</source>
        <comment>puzzle</comment>
        <extracomment>The board of the puzzle window, for screen readers</extracomment>
        <translation>Tauler del problema</translation>
    </message>
</context>
<context>
    <name>tihbat::PuzzlesAction</name>
    <message>
        <location filename="../ui/play/practice_actions.cpp" line="+30"/>
        <source>Pu&amp;zzles…</source>
        <comment>menu</comment>
        <extracomment>Game menu: opens the puzzles window</extracomment>
        <translation>&amp;Problemes…</translation>
    </message>
</context>
<context>
    <name>tihbat::ReadAloud</name>
    <message>
        <location filename="../ui/speech/read_aloud.cpp" line="+72"/>
        <source>en</source>
        <comment>language code</comment>
        <extracomment>The code of this translation&apos;s language, as the voices know it: el, hi, mn, sw, pt. Read Aloud chooses a voice of this language for every text; put your language&apos;s code.</extracomment>
        <translation>ca</translation>
    </message>
</context>
<context>
    <name>tihbat::RecentFilesMenu</name>
    <message>
        <location filename="../ui/records/recent_files_menu.cpp" line="+79"/>
        <source>Open R&amp;ecent</source>
        <extracomment>Submenu: the game record files opened or saved lately</extracomment>
        <translation>Obre &amp;recents</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Clear Menu</source>
        <extracomment>Last item of the Open Recent submenu: forget the files listed</extracomment>
        <translation>&amp;Buida el menú</translation>
    </message>
</context>
<context>
    <name>tihbat::RecordDetailsForm</name>
    <message>
        <location filename="../ui/replay/record_details_form.cpp" line="+84"/>
        <source>unknown</source>
        <extracomment>Placeholder of an empty tag field: the record does not say.</extracomment>
        <translation>desconegut</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Rules: %1 counters per pit, chain capture %2, %3 moves first.</source>
        <extracomment>The rule options of the replayed game. %1 counters per pit, %2 chain capture on/off, %3 the side moving first.</extracomment>
        <translation>Regles: %1 pedretes per forat, captura en cadena %2, comença %3.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>on</source>
        <translation>activada</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>off</source>
        <translation>desactivada</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>A tag name is a Latin letter (A-Z, a-z) followed by Latin letters, digits or _, and not one of the game&apos;s own tags</source>
        <extracomment>Tool tip of a tag name that cannot be saved: the file format allows only these Latin letters, so say &quot;Latin&quot; in your language.</extracomment>
        <translation>El nom d&apos;una etiqueta és una lletra llatina (A-Z, a-z) seguida de lletres llatines, xifres o _, i no pot ser cap de les etiquetes pròpies del joc</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>Event:</source>
        <extracomment>Game record tags, labels of the details form.</extracomment>
        <translation>Esdeveniment:</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Site:</source>
        <translation>Lloc:</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Date:</source>
        <translation>Data:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Round:</source>
        <translation>Ronda:</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>South:</source>
        <translation>Sud:</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>North:</source>
        <translation>Nord:</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>YYYY.MM.DD</source>
        <extracomment>Placeholder of the Date field: the record&apos;s form of a date.</extracomment>
        <translation>AAAA.MM.DD</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Other tags:</source>
        <extracomment>Label of the table of the record&apos;s other tags (name and value).</extracomment>
        <translation>Altres etiquetes:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Name</source>
        <comment>tag name</comment>
        <extracomment>Headers of the other-tags table: a tag&apos;s name and its text.</extracomment>
        <translation>Nom</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Value</source>
        <comment>tag value</comment>
        <translation>Valor</translation>
    </message>
</context>
<context>
    <name>tihbat::ReplaceGameQuestion</name>
    <message>
        <location filename="../ui/records/replace_game_question.cpp" line="+56"/>
        <source>Replace the game in progress?</source>
        <extracomment>Asked before a new game (or a game from a record or a set-up position) takes the place of the game being played</extracomment>
        <translation>Vols substituir la partida en curs?</translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>%n moves have been played in this game. If you replace it, it cannot be continued.</source>
        <extracomment>%n is the number of moves played in the game in progress</extracomment>
        <translation>
            <numerusform>En aquesta partida s&apos;ha fet %n jugada. Si la substitueixes, ja no la podràs continuar.</numerusform>
            <numerusform>En aquesta partida s&apos;han fet %n jugades. Si la substitueixes, ja no la podràs continuar.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&amp;Replace Game</source>
        <extracomment>Button: end the game in progress and start the other one</extracomment>
        <translation>&amp;Substitueix la partida</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Keep Playing</source>
        <extracomment>Button: do not start another game, go on with this one</extracomment>
        <translation>&amp;Continua jugant</translation>
    </message>
</context>
<context>
    <name>tihbat::ReplayModel</name>
    <message>
        <location filename="../model/game/session/replay_model.cpp" line="+57"/>
        <source>Game %1 is not a legal game: %2</source>
        <extracomment>%1 is the game&apos;s number in the file, %2 the rules&apos; reason (in English).</extracomment>
        <translation>La partida %1 no és una partida vàlida: %2</translation>
    </message>
</context>
<context>
    <name>tihbat::ReplayWindow</name>
    <message>
        <location filename="../ui/replay/game_chooser.cpp" line="+42"/>
        <source>%1. %2 – %3</source>
        <extracomment>An entry of the game chooser: its number, South&apos;s name, North&apos;s name (the event, if any, follows in brackets).</extracomment>
        <translation>%1. %2 – %3</translation>
    </message>
    <message>
        <location filename="../ui/replay/move_comment_editor.cpp" line="+33"/>
        <source>A comment on this move, saved with the game</source>
        <translation>Un comentari sobre aquesta jugada, que es desa amb la partida</translation>
    </message>
    <message>
        <location filename="../ui/replay/replay_window.cpp" line="+91"/>
        <source>Save game record</source>
        <extracomment>Title of the file dialog saving a game record.</extracomment>
        <translation>Desa la partida</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>game.tihbat</source>
        <translation>partida.tihbat</translation>
    </message>
    <message>
        <location line="+106"/>
        <source>&amp;Game:</source>
        <extracomment>Label of the combo box choosing one game of a file holding several.</extracomment>
        <translation>&amp;Partida:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Save</source>
        <extracomment>Save the game record (file) shown in the replay viewer.</extracomment>
        <translation>&amp;Desa</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Save &amp;As…</source>
        <translation>Desa &amp;com a…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Comment</source>
        <extracomment>Tab with the comment on the selected move.</extracomment>
        <translation>C&amp;omentari</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Details</source>
        <extracomment>Tab with the game&apos;s details (event, site, players...).</extracomment>
        <translation>De&amp;talls</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Play on from here</source>
        <extracomment>Button: continue the replayed game as a new game from the position shown.</extracomment>
        <translation>Continua jugant des d&apos;aquí</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Start a new game from the position on the board</source>
        <translation>Comença una partida nova des de la posició del tauler</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>The record holds no game.</source>
        <extracomment>A record file without any game in it.</extracomment>
        <translation>El fitxer no conté cap partida.</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>There is no game to save.</source>
        <translation>No hi ha cap partida per desar.</translation>
    </message>
    <message>
        <location line="+104"/>
        <source>Unsaved game</source>
        <extracomment>Title of the replay window when the game was not saved to a file yet.</extracomment>
        <translation>Partida sense desar</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1[*] – Replay</source>
        <extracomment>Title of the replay window; %1 is the file name, [*] marks unsaved changes. The game&apos;s name is added after it by the desktop (&quot;x.tihbat – Replay — Tihbat&quot;).</extracomment>
        <translation>%1[*] – Torna a veure</translation>
    </message>
    <message>
        <location filename="../ui/replay/verdict_box.cpp" line="+49"/>
        <source>Analysis</source>
        <extracomment>Title of the replay&apos;s analysis box (the exact solver&apos;s verdict).</extracomment>
        <translation>Anàlisi</translation>
    </message>
</context>
<context>
    <name>tihbat::ResultCard</name>
    <message>
        <location filename="../ui/play/result_card.cpp" line="+48"/>
        <source>Play &amp;Again</source>
        <extracomment>Button at the end of a game: the same players and rules once more</extracomment>
        <translation>&amp;Torna a jugar</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Close</source>
        <comment>result card</comment>
        <extracomment>Button on the card at the end of a game: puts the card away, the board stays</extracomment>
        <translation>Ta&amp;nca</translation>
    </message>
</context>
<context>
    <name>tihbat::RulesWindow</name>
    <message>
        <location filename="../ui/help/rules_window.cpp" line="+48"/>
        <source>How to Play Tihbat</source>
        <extracomment>Window title of the rules text</extracomment>
        <translation>Com es juga al Tihbat</translation>
    </message>
</context>
<context>
    <name>tihbat::SaveChangesQuestion</name>
    <message>
        <location filename="../ui/replay/save_changes_question.cpp" line="+16"/>
        <source>Save the changes to this game record?</source>
        <extracomment>Asked before closing a game record with unsaved comments or tags</extracomment>
        <translation>Vols desar els canvis d&apos;aquesta partida?</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Comments or tags have been changed. If you close without saving, the changes are lost.</source>
        <translation>S&apos;han canviat comentaris o etiquetes. Si la tanques sense desar, es perdran els canvis.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Save</source>
        <extracomment>Button: save the game record, then close it</extracomment>
        <translation>&amp;Desa</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Do&amp;n&apos;t Save</source>
        <extracomment>Button: close the game record and lose the changes</extracomment>
        <translation>&amp;No desis</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Cancel</source>
        <extracomment>Button: do not close the game record</extracomment>
        <translation>&amp;Cancel·la</translation>
    </message>
</context>
<context>
    <name>tihbat::SavedGame</name>
    <message>
        <location filename="../model/game/session/saved_game.cpp" line="+58"/>
        <source>The field &quot;%1&quot; is missing.</source>
        <extracomment>%1 is a field name in a saved game file, such as &quot;rules.countersPerPit&quot;</extracomment>
        <translation>Falta el camp «%1».</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The field &quot;%1&quot; must be an object.</source>
        <extracomment>%1 is a field name in a saved game file</extracomment>
        <translation>El camp «%1» ha de ser un objecte.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The field &quot;%1&quot; must be a whole number from %2 to %3.</source>
        <extracomment>%1 is a field name in a saved game file; %2 and %3 are the allowed bounds</extracomment>
        <translation>El camp «%1» ha de ser un nombre enter de %2 a %3.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The field &quot;%1&quot; must be true or false.</source>
        <extracomment>%1 is a field name in a saved game file; true and false are written as they stand in the file</extracomment>
        <translation>El camp «%1» ha de ser true o false.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The field &quot;%1&quot; must be a text of at most %2 characters.</source>
        <extracomment>%1 is a field name in a saved game file; %2 a number of characters</extracomment>
        <translation>El camp «%1» ha de ser un text de %2 caràcters com a màxim.</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>The field &quot;%1&quot; must be &quot;S&quot; (South) or &quot;N&quot; (North).</source>
        <extracomment>%1 is a field name in a saved game file; S and N are written as they are</extracomment>
        <translation>El camp «%1» ha de ser «S» (Sud) o «N» (Nord).</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>The field &quot;%1&quot; must be a list of two numbers.</source>
        <extracomment>%1 is a field name in a saved game file</extracomment>
        <translation>El camp «%1» ha de ser una llista de dos nombres.</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>The field &quot;%1&quot; must be &quot;human&quot; or &quot;computer&quot;.</source>
        <extracomment>%1 is a field name; &quot;human&quot; and &quot;computer&quot; are written as they are in the file</extracomment>
        <translation>El camp «%1» ha de ser «human» o «computer».</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The field &quot;%1&quot; must be one of beginner, easy, medium, hard, perfect.</source>
        <extracomment>%1 is a field name; the level names are written as they are in the file</extracomment>
        <translation>El camp «%1» ha de ser un d&apos;aquests: beginner, easy, medium, hard, perfect.</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>The field &quot;%1&quot; must be &quot;host&quot; or &quot;guest&quot;.</source>
        <extracomment>%1 is a field name; &quot;host&quot; and &quot;guest&quot; are written as they are in the file</extracomment>
        <translation>El camp «%1» ha de ser «host» o «guest».</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>the game was already over</source>
        <translation>la partida ja s&apos;havia acabat</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>it is not one of the pits A, B, a, b</source>
        <translation>no és cap dels forats A, B, a, b</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>it was South&apos;s turn</source>
        <translation>era el torn de Sud</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>it was North&apos;s turn</source>
        <translation>era el torn de Nord</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>that pit was empty</source>
        <translation>aquest forat era buit</translation>
    </message>
    <message>
        <location line="+64"/>
        <source>The file is empty.</source>
        <translation>El fitxer és buit.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The file is damaged or cut short: %1 at byte %2 of %3.</source>
        <extracomment>%1 is the JSON parser&apos;s own description of the problem, %2 and %3 are byte counts</extracomment>
        <translation>El fitxer està malmès o tallat: %1 al byte %2 de %3.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The file does not hold a saved game.</source>
        <translation>El fitxer no conté cap partida desada.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The file is not a Tihbat saved game (its &quot;format&quot; is not &quot;%1&quot;).</source>
        <extracomment>%1 is the expected format name, written as it is</extracomment>
        <translation>El fitxer no és una partida desada del Tihbat (el seu «format» no és «%1»).</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The file was saved by a newer Tihbat (format version %1; this one reads version %2).</source>
        <extracomment>%1 is the file&apos;s format version, %2 the version this program reads</extracomment>
        <translation>El fitxer es va desar amb un Tihbat més nou (versió de format %1; aquest llegeix la versió %2).</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>The field &quot;start.pits&quot; must be a list of four numbers.</source>
        <translation>El camp «start.pits» ha de ser una llista de quatre nombres.</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>The start position holds %1 counters in all, but the rules deal %2.</source>
        <extracomment>%1 and %2 are numbers of counters</extracomment>
        <translation>La posició inicial té %1 pedretes en total, però les regles en reparteixen %2.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The field &quot;moves&quot; must be a list of pit letters.</source>
        <translation>El camp «moves» ha de ser una llista de lletres de forats.</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Move %1 (&quot;%2&quot;) cannot be played: %3.</source>
        <extracomment>%1 is the move&apos;s number (1 for the first move), %2 what was written, %3 why</extracomment>
        <translation>La jugada %1 («%2») no es pot jugar: %3.</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Cannot create the folder %1: %2</source>
        <extracomment>%1 is a folder, %2 the reason (&quot;permission denied&quot;)</extracomment>
        <translation>No es pot crear la carpeta %1: %2</translation>
    </message>
    <message>
        <location line="+59"/>
        <source>Cannot remove the finished game&apos;s saved copy %1: %2</source>
        <extracomment>The game just finished, so its saved copy (kept for continuing it) is removed, and that failed. %1 is the file&apos;s full path, %2 the reason (&quot;read-only file system&quot;)</extracomment>
        <translation>No es pot esborrar la còpia desada de la partida acabada %1: %2</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Cannot keep the game in progress in %1: %2</source>
        <extracomment>At start: the file chosen for the game in progress (tihbat --autosave-file) cannot be used. %1 is its full path, %2 the reason (&quot;it is a folder, not a file&quot;)</extracomment>
        <translation>No es pot guardar la partida en curs a %1: %2</translation>
    </message>
</context>
<context>
    <name>tihbat::ScoreSheetActions</name>
    <message>
        <location filename="../ui/print/score_sheet_actions.cpp" line="+56"/>
        <source>Print Score Sheet…</source>
        <extracomment>Game menu: shows the game&apos;s score sheet (moves, values, result) as it will print. No mnemonic: every letter of the English words is taken in the Game menu.</extracomment>
        <translation>Imprimeix el full de la partida…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Export Score Sheet as PD&amp;F…</source>
        <extracomment>Game menu: saves the game&apos;s score sheet as a PDF file</extracomment>
        <translation>Exporta el full de la partida en PD&amp;F…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Score Sheet</source>
        <extracomment>Replay window: the button with the score sheet&apos;s print and export</extracomment>
        <translation>Full de la partida</translation>
    </message>
    <message>
        <location line="+70"/>
        <source>%1 %2</source>
        <comment>score sheet file name</comment>
        <extracomment>Export Score Sheet as PDF: the suggested file name; %1 is the sheet&apos;s title, %2 today&apos;s date</extracomment>
        <translation>%1 %2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>PDF documents (*.pdf)</source>
        <extracomment>Export Score Sheet as PDF: the file type in the save dialog</extracomment>
        <translation>Documents PDF (*.pdf)</translation>
    </message>
    <message>
        <location line="+10"/>
        <location line="+27"/>
        <source>Score sheet saved to %1</source>
        <extracomment>In the status bar after Export Score Sheet as PDF; %1 is the file&apos;s full path</extracomment>
        <translation>S&apos;ha desat el full de la partida a %1</translation>
    </message>
    <message>
        <location line="-3"/>
        <source>Score sheet sent to the printer %1</source>
        <translation>S&apos;ha enviat el full de la partida a la impressora %1</translation>
    </message>
</context>
<context>
    <name>tihbat::SettingsStore</name>
    <message>
        <location filename="../model/game/settings/settings_store.cpp" line="+175"/>
        <source>Your settings and results cannot be saved: %1 (%2).</source>
        <extracomment>A lasting warning above the board. %1 is the reason (&quot;no space left on device&quot;, &quot;it is a named pipe (FIFO), not a file&quot;), %2 the settings file&apos;s full path.</extracomment>
        <translation>No es poden desar la teva configuració i els teus resultats: %1 (%2).</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Tihbat did not read that file and leaves it as it is; it starts with its usual settings.</source>
        <extracomment>After &quot;Your settings and results cannot be saved: ...&quot; when the settings file cannot be read safely (a named pipe, a folder, too large).</extracomment>
        <translation>El Tihbat no ha llegit aquest fitxer i el deixa tal com està; comença amb la configuració habitual.</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>the file could not be written</source>
        <extracomment>Why the settings could not be saved, when the system gave no reason</extracomment>
        <translation>no s&apos;ha pogut escriure el fitxer</translation>
    </message>
</context>
<context>
    <name>tihbat::SingleInstance</name>
    <message>
        <location filename="../app/instance/single_instance.cpp" line="+98"/>
        <source>Tihbat is already running with this game but does not answer. Close it and start again.</source>
        <extracomment>When the program starts while another copy runs the same game and hangs</extracomment>
        <translation>El Tihbat ja s&apos;està executant amb aquesta partida, però no respon. Tanca&apos;l i torna&apos;l a obrir.</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>The lock file %1 cannot be opened: %2</source>
        <extracomment>%1 is a file, %2 the system&apos;s reason</extracomment>
        <translation>No es pot obrir el fitxer de bloqueig %1: %2</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Later starts of Tihbat cannot reach this one through %1: %2</source>
        <extracomment>%1 is a file, %2 the reason</extracomment>
        <translation>Les properes execucions del Tihbat no poden arribar a aquesta a través de %1: %2</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>The running game cannot be reached through %1: %2</source>
        <extracomment>When the program starts while another copy runs the same game; %1 is a file, %2 the system&apos;s reason</extracomment>
        <translation>No es pot arribar a la partida en curs a través de %1: %2</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>The request is longer than %1 bytes.</source>
        <extracomment>Answer to another start of the program that sent too much; %1 is a number</extracomment>
        <translation>La petició fa més de %1 bytes.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The request is not a list of files (at byte %1).</source>
        <extracomment>Answer to another start of the program whose message was not understood</extracomment>
        <translation>La petició no és una llista de fitxers (al byte %1).</translation>
    </message>
    <message numerus="yes">
        <location line="+8"/>
        <source>%n game records were given; Tihbat opens at most %1 at once.</source>
        <extracomment>Answer to another start of the program (opening game records from a file manager, say) that named too many; %1 is a number</extracomment>
        <translation>
            <numerusform>S&apos;ha donat %n partida desada; el Tihbat n&apos;obre com a màxim %1 alhora.</numerusform>
            <numerusform>S&apos;han donat %n partides desades; el Tihbat n&apos;obre com a màxim %1 alhora.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The request names a file that is not an absolute path.</source>
        <extracomment>Answer to another start of the program; &quot;absolute&quot; as in &quot;absolute path&quot;</extracomment>
        <translation>La petició esmenta un fitxer que no és un camí absolut.</translation>
    </message>
</context>
<context>
    <name>tihbat::SoundActions</name>
    <message>
        <location filename="../ui/sound/sound_actions.cpp" line="+66"/>
        <source>&amp;Sound</source>
        <extracomment>View menu: sounds of the counters and of the game on or off (the M key)</extracomment>
        <translation>&amp;So</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Sound &amp;Volume</source>
        <extracomment>View menu: submenu choosing how loud the sounds are</extracomment>
        <translation>V&amp;olum del so</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%L1%</source>
        <extracomment>Sound volume in percent; %L1 is a number such as 50</extracomment>
        <translation>%L1&#xa0;%</translation>
    </message>
</context>
<context>
    <name>tihbat::SpeechActions</name>
    <message>
        <location filename="../ui/speech/speech_actions.cpp" line="+55"/>
        <source>&amp;Read Aloud</source>
        <extracomment>View menu, the projector&apos;s keys and the lessons: the game&apos;s sentences spoken by the computer&apos;s voice, on or off</extracomment>
        <translation>&amp;Lectura en veu alta</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>V&amp;oice Rate</source>
        <extracomment>View menu: submenu choosing how fast the voice of Read Aloud speaks</extracomment>
        <translation>&amp;Ritme de la veu</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Slow</source>
        <comment>voice rate</comment>
        <extracomment>Voice Rate: slower than the voice&apos;s own</extracomment>
        <translation>Lent</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Normal</source>
        <comment>voice rate</comment>
        <extracomment>Voice Rate: the voice&apos;s own rate</extracomment>
        <translation>Habitual</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Fast</source>
        <comment>voice rate</comment>
        <extracomment>Voice Rate: faster than the voice&apos;s own</extracomment>
        <translation>Ràpid</translation>
    </message>
</context>
<context>
    <name>tihbat::SpeechVoice</name>
    <message>
        <location filename="../ui/speech/speech_voice.cpp" line="+65"/>
        <location line="+24"/>
        <source>The speech service stopped, so nothing more is read aloud until Tihbat starts again.</source>
        <translation>El servei de veu s&apos;ha aturat, així que no es llegirà res més en veu alta fins que el Tihbat es torni a obrir.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>No speech service is running on this computer.</source>
        <extracomment>Why Read Aloud cannot speak: no speech service runs (on Linux, speech-dispatcher)</extracomment>
        <translation>En aquest ordinador no s&apos;executa cap servei de veu.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>No %1 voice is installed on this computer.</source>
        <extracomment>Why Read Aloud cannot speak: %1 is the language of the interface, named in that language (&quot;Mongolian&quot;); no installed voice speaks it</extracomment>
        <translation>En aquest ordinador no hi ha instal·lada cap veu en %1.</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>Greek</source>
        <extracomment>A language&apos;s name in &quot;No %1 voice is installed on this computer.&quot;</extracomment>
        <translation>grec</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Hindi</source>
        <extracomment>A language&apos;s name in &quot;No %1 voice is installed on this computer.&quot;</extracomment>
        <translation>hindi</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Mongolian</source>
        <extracomment>A language&apos;s name in &quot;No %1 voice is installed on this computer.&quot;</extracomment>
        <translation>mongol</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Swahili</source>
        <extracomment>A language&apos;s name in &quot;No %1 voice is installed on this computer.&quot;</extracomment>
        <translation>suahili</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Portuguese</source>
        <extracomment>A language&apos;s name in &quot;No %1 voice is installed on this computer.&quot;</extracomment>
        <translation>portuguès</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Arabic</source>
        <extracomment>A language&apos;s name in &quot;No %1 voice is installed on this computer.&quot;</extracomment>
        <translation>àrab</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>French</source>
        <extracomment>A language&apos;s name in &quot;No %1 voice is installed on this computer.&quot;</extracomment>
        <translation>francès</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Spanish</source>
        <extracomment>A language&apos;s name in &quot;No %1 voice is installed on this computer.&quot;</extracomment>
        <translation>castellà</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Catalan</source>
        <extracomment>A language&apos;s name in &quot;No %1 voice is installed on this computer.&quot;</extracomment>
        <translation>català</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>English</source>
        <extracomment>A language&apos;s name in &quot;No %1 voice is installed on this computer.&quot;</extracomment>
        <translation>anglès</translation>
    </message>
</context>
<context>
    <name>tihbat::SpeedChoice</name>
    <message>
        <location filename="../ui/viewer/speed_choice.cpp" line="+32"/>
        <source>&amp;Slow</source>
        <comment>animation speed</comment>
        <extracomment>Animation speed</extracomment>
        <translation>&amp;Lenta</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Slow</source>
        <translation>Lenta</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Normal</source>
        <comment>animation speed</comment>
        <extracomment>Animation speed</extracomment>
        <translation>&amp;Mitjana</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Normal</source>
        <translation>Mitjana</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Fast</source>
        <comment>animation speed</comment>
        <extracomment>Animation speed</extracomment>
        <translation>&amp;Ràpida</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Fast</source>
        <translation>Ràpida</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Instant</source>
        <comment>animation speed</comment>
        <extracomment>Animation speed: no animation at all</extracomment>
        <translation>&amp;Instantània</translation>
    </message>
</context>
<context>
    <name>tihbat::StandingsModel</name>
    <message>
        <location filename="../ui/tournament/tournament_results.cpp" line="+68"/>
        <location filename="../ui/tournament/tournament_tables.cpp" line="-129"/>
        <source>Place</source>
        <extracomment>Class tournament standings: the column of the places (1st, 2nd, …)</extracomment>
        <translation>Posició</translation>
    </message>
    <message>
        <location line="+0"/>
        <location filename="../ui/tournament/tournament_tables.cpp" line="+3"/>
        <source>Player</source>
        <extracomment>Class tournament standings: the column of the pupils&apos; names</extracomment>
        <translation>Jugador</translation>
    </message>
    <message>
        <location line="+87"/>
        <source>Crosstable</source>
        <extracomment>Class tournament results: the table of every pair&apos;s points against each other</extracomment>
        <translation>Taula creuada</translation>
    </message>
    <message>
        <location filename="../ui/tournament/tournament_tables.cpp" line="-78"/>
        <source>A win gives 2 points, a draw 1, a loss 0; a bye counts as a win. Between players on the same points, more counters captured comes first, then the games they played against each other.</source>
        <translation>Una victòria dona 2 punts, un empat 1 i una derrota 0; una ronda sense partida compta com a victòria. Entre jugadors amb els mateixos punts, passa davant qui ha capturat més pedretes i, després, compten les partides que han jugat entre ells.</translation>
    </message>
    <message>
        <location line="+81"/>
        <source>Won</source>
        <extracomment>Class tournament standings: games won (a bye counts as won)</extracomment>
        <translation>Guanyades</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Drawn</source>
        <translation>Empatades</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Lost</source>
        <translation>Perdudes</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Points</source>
        <translation>Punts</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Counters</source>
        <extracomment>Class tournament standings: counters captured in all games, the first tie-break</extracomment>
        <translation>Pedretes</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Adjudicated</source>
        <extracomment>Class tournament standings: games the teacher ended, decided by the computer</extracomment>
        <translation>Decidides per l&apos;ordinador</translation>
    </message>
</context>
<context>
    <name>tihbat::StandingsProjector</name>
    <message>
        <location filename="../ui/tournament/standings_projector.cpp" line="+142"/>
        <source>Class Tournament</source>
        <extracomment>Title of the class tournament&apos;s standings on the projector</extracomment>
        <translation>Torneig de la classe</translation>
    </message>
</context>
<context>
    <name>tihbat::StatisticsAction</name>
    <message>
        <location filename="../ui/play/practice_actions.cpp" line="-4"/>
        <source>Stat&amp;istics…</source>
        <extracomment>Game menu: opens the window with the wins, draws and losses against the computer</extracomment>
        <translation>&amp;Estadístiques…</translation>
    </message>
</context>
<context>
    <name>tihbat::StatisticsWindow</name>
    <message>
        <location filename="../ui/statistics/statistics_window.cpp" line="+93"/>
        <source>Statistics</source>
        <extracomment>Window title of Game &gt; Statistics</extracomment>
        <translation>Estadístiques</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your games against the computer. Each game counts once, when it ends; games between two people do not count.</source>
        <extracomment>Statistics window: what is counted</extracomment>
        <translation>Les teves partides contra l&apos;ordinador. Cada partida compta un sol cop, quan s&apos;acaba; les partides entre dues persones no compten.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>By computer level</source>
        <extracomment>Statistics window: heading of the table with one row per computer level</extracomment>
        <translation>Per nivell de l&apos;ordinador</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>By counters per pit</source>
        <extracomment>Statistics window: heading of the table with one row per number of counters per pit</extracomment>
        <translation>Per pedretes a cada forat</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No games yet. Play against the computer, and your results will show here.</source>
        <extracomment>Statistics window: shown instead of the second table before the first game</extracomment>
        <translation>Encara no hi ha partides. Juga contra l&apos;ordinador i els teus resultats sortiran aquí.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Won</source>
        <comment>statistics column</comment>
        <extracomment>Statistics window: column of games the person won</extracomment>
        <translation>Guanyades</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Drawn</source>
        <comment>statistics column</comment>
        <extracomment>Statistics window: column of games that ended in a draw</extracomment>
        <translation>Empatades</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Lost</source>
        <comment>statistics column</comment>
        <extracomment>Statistics window: column of games the person lost</extracomment>
        <translation>Perdudes</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Games</source>
        <comment>statistics column</comment>
        <extracomment>Statistics window: column of all games</extracomment>
        <translation>Partides</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Reset…</source>
        <extracomment>Statistics window: forget every result (asks first)</extracomment>
        <translation>&amp;Reinicia…</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>All games</source>
        <comment>statistics row</comment>
        <extracomment>Statistics window: the last row, all games together</extracomment>
        <translation>Totes les partides</translation>
    </message>
    <message numerus="yes">
        <location line="+7"/>
        <source>%n per pit</source>
        <comment>statistics row</comment>
        <extracomment>Statistics window: a row of the second table, games with %n counters in each pit at the start</extracomment>
        <translation>
            <numerusform>%n per forat</numerusform>
            <numerusform>%n per forat</numerusform>
        </translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Best winning streak: %1
Winning streak now: %2</source>
        <extracomment>Statistics window: wins in a row; %1 the longest run so far, %2 the run going on now</extracomment>
        <translation>Millor ratxa de victòries: %1
Ratxa de victòries actual: %2</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Reset Statistics</source>
        <extracomment>Title of the question before the statistics are reset</extracomment>
        <translation>Reinicia les estadístiques</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Forget all your results against the computer?</source>
        <extracomment>Asked before the statistics are reset</extracomment>
        <translation>Vols oblidar tots els teus resultats contra l&apos;ordinador?</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The wins, draws, losses and streaks go back to 0. This cannot be undone.</source>
        <translation>Les victòries, els empats, les derrotes i les ratxes tornen a 0. No es pot desfer.</translation>
    </message>
</context>
<context>
    <name>tihbat::TableProjector</name>
    <message>
        <location filename="../ui/tournament/table_projector.cpp" line="+138"/>
        <source>Round %1, table %2: %3 plays South, %4 plays North</source>
        <extracomment>Over the projector&apos;s board, a game of a class tournament: %1 is the round, %2 the game&apos;s table (as the teacher&apos;s window numbers them), %3 and %4 the pupils&apos; names</extracomment>
        <translation>Ronda %1, taula %2: %3 juga com a Sud, %4 juga com a Nord</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>%1 has left; the game waits for them to come back</source>
        <extracomment>Over the projector&apos;s board: a pupil&apos;s computer left the tournament&apos;s game; %1 is the pupil&apos;s name</extracomment>
        <translation>%1 ha marxat; la partida espera que torni</translation>
    </message>
</context>
<context>
    <name>tihbat::TournamentAction</name>
    <message>
        <location filename="../ui/tournament/tournament_action.cpp" line="+37"/>
        <source>Class Tour&amp;nament…</source>
        <extracomment>Classroom menu: a tournament of the class, each pupil on their own computer</extracomment>
        <translation>&amp;Torneig de la classe…</translation>
    </message>
</context>
<context>
    <name>tihbat::TournamentSetupPage</name>
    <message>
        <location filename="../ui/tournament/tournament_setup_page.cpp" line="+93"/>
        <source>Every pupil plays on their own computer, and this computer referees every game. Up to 8 pupils play everyone twice, once on each side; more play a Swiss tournament.</source>
        <translation>Cada alumne juga al seu propi ordinador, i aquest ordinador fa d&apos;àrbitre de totes les partides. Si són 8 alumnes o menys, cadascú juga dues vegades contra tots els altres, una vegada a cada costat; si en són més, juguen un torneig suís.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Join code:</source>
        <translation>Codi per unir-se:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Counters in each pit:</source>
        <translation>&amp;Pedretes a cada forat:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Rounds for more than 8 pupils:</source>
        <extracomment>Class tournament: how many rounds a class of more than 8 pupils plays</extracomment>
        <translation>&amp;Rondes per a més de 8 alumnes:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>As many as needed</source>
        <extracomment>Class tournament: the Swiss rounds chosen by the program from the number of pupils</extracomment>
        <translation>Les que calguin</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Open the Tournament</source>
        <translation>&amp;Obre el torneig</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Contin&amp;ue the Saved Tournament</source>
        <translation>Contin&amp;ua el torneig desat</translation>
    </message>
</context>
<context>
    <name>tihbat::TournamentWindow</name>
    <message>
        <location filename="../ui/tournament/tournament_window.cpp" line="-296"/>
        <source>Someone at %1 is trying codes.</source>
        <extracomment>Class tournament: someone gives wrong join codes; %1 is their network address</extracomment>
        <translation>Algú des de %1 està provant codis.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The tournament could not be saved: %1</source>
        <extracomment>Class tournament: the tournament could not be saved; %1 says why</extracomment>
        <translation>No s&apos;ha pogut desar el torneig: %1</translation>
    </message>
    <message>
        <location line="+66"/>
        <source>The tournament cannot start with these pupils and rounds.</source>
        <translation>El torneig no pot començar amb aquests alumnes i aquestes rondes.</translation>
    </message>
    <message>
        <location line="+61"/>
        <source>The saved tournament in %1 cannot be read.</source>
        <extracomment>Class tournament: the saved tournament could not be read; %1 is the file</extracomment>
        <translation>No es pot llegir el torneig desat a %1.</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>The tournament cannot be opened: %1</source>
        <extracomment>Class tournament: the computer could not wait for pupils; %1 says why</extracomment>
        <translation>No es pot obrir el torneig: %1</translation>
    </message>
    <message>
        <location line="+72"/>
        <source>%1 (away)</source>
        <translation>%1 (absent)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Pupils join with the code %1 (port %2).</source>
        <extracomment>Class tournament: %1 is the join code, %2 the port number</extracomment>
        <translation>Els alumnes s&apos;hi uneixen amb el codi %1 (port %2).</translation>
    </message>
    <message numerus="yes">
        <location line="+8"/>
        <source>%n pupil(s) joined</source>
        <extracomment>Class tournament: before the start; %n is how many pupils have joined</extracomment>
        <translation>
            <numerusform>S&apos;hi ha unit %n alumne</numerusform>
            <numerusform>S&apos;hi han unit %n alumnes</numerusform>
        </translation>
    </message>
    <message>
        <location line="+16"/>
        <location line="+9"/>
        <source>Export the Results</source>
        <translation>Exporta els resultats</translation>
    </message>
    <message>
        <location line="-8"/>
        <source>CSV tables (*.csv)</source>
        <translation>Taules CSV (*.csv)</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+9"/>
        <source>tournament results</source>
        <translation>resultats del torneig</translation>
    </message>
    <message>
        <location line="-1"/>
        <source>PDF documents (*.pdf)</source>
        <translation>Documents PDF (*.pdf)</translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+11"/>
        <location line="+30"/>
        <source>Class Tournament</source>
        <translation>Torneig de la classe</translation>
    </message>
    <message>
        <location line="-35"/>
        <source>Save All Games</source>
        <translation>Desa totes les partides</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Tihbat games (*.tihbat)</source>
        <translation>Partides del Tihbat (*.tihbat)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>tournament games</source>
        <translation>partides del torneig</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>&amp;Pupils:</source>
        <translation>A&amp;lumnes:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Start</source>
        <translation>&amp;Comença</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Next Round</source>
        <translation>Ronda &amp;següent</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Adjudicate the Selected Game</source>
        <extracomment>Class tournament: ends the selected unfinished game, decided by the computer&apos;s exact value of the position</extracomment>
        <translation>&amp;Acaba la partida triada (decideix l&apos;ordinador)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Standings on the Pro&amp;jector</source>
        <translation>Classificació al pro&amp;jector</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>E&amp;xport CSV…</source>
        <translation>E&amp;xporta en CSV…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Export P&amp;DF…</source>
        <translation>Exporta en P&amp;DF…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Save All &amp;Games…</source>
        <translation>Desa &amp;totes les partides…</translation>
    </message>
</context>
<context>
    <name>tihbat::TutorialRun</name>
    <message>
        <location filename="../model/game/learn/tutorial_run.cpp" line="-143"/>
        <source>Yes! Pit %1 is yours. On your turn you play one of your own pits.</source>
        <extracomment>Lesson: the learner clicked their own pit; %1 is its letter</extracomment>
        <translation>Sí! El forat %1 és teu. Quan et toca, jugues un dels teus forats.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Pit %1 is at the top, so it is North&apos;s. Your pits are the two at the bottom, A and B.</source>
        <extracomment>Lesson: the learner clicked North&apos;s pit; %1 is its letter</extracomment>
        <translation>El forat %1 és a dalt, així que és de Nord. Els teus forats són els dos de baix, A i B.</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>Pit %1 is North&apos;s. Take the counters out of your own pit %2.</source>
        <translation>El forat %1 és de Nord. Treu les pedretes del teu forat %2.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>That is pit %1. This time take the counters out of pit %2.</source>
        <extracomment>Lesson: %1 is the pit clicked, %2 the pit to take from</extracomment>
        <translation>Aquest és el forat %1. Aquesta vegada treu les pedretes del forat %2.</translation>
    </message>
    <message numerus="yes">
        <location line="+12"/>
        <source>You are holding %n counter(s). Click the pit where the first one goes.</source>
        <extracomment>Lesson: the learner has just taken the counters out of a pit</extracomment>
        <translation>
            <numerusform>Tens %n pedreta a la mà. Fes clic al forat on va la primera.</numerusform>
            <numerusform>Tens %n pedretes a la mà. Fes clic al forat on va la primera.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Not there: the first counter goes straight back into pit %1, the pit you just emptied.</source>
        <extracomment>Lesson: a wrong pit for the first counter; %1 is the pit just emptied</extracomment>
        <translation>Aquí no: la primera pedreta torna directament al forat %1, el forat que acabes de buidar.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Not there: the counters go round in the order A, B, a, b and then A again, so after pit %1 comes pit %2.</source>
        <extracomment>Lesson: a wrong pit for the next counter; %1 is the pit that got the last counter, %2 the pit after it</extracomment>
        <translation>Aquí no: les pedretes donen la volta en l&apos;ordre A, B, a, b i després altra vegada A, així que després del forat %1 ve el forat %2.</translation>
    </message>
    <message numerus="yes">
        <location line="+14"/>
        <source>Right! %n counter(s) left in your hand. Click the pit where the next one goes.</source>
        <extracomment>Lesson: a right pit during the learner&apos;s own sowing</extracomment>
        <translation>
            <numerusform>Correcte! Et queda %n pedreta a la mà. Fes clic al forat on va la següent.</numerusform>
            <numerusform>Correcte! Et queden %n pedretes a la mà. Fes clic al forat on va la següent.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+10"/>
        <source>Well done! You sowed all %n counters. The last one fell into pit %1.</source>
        <extracomment>Lesson: the learner sowed every counter; %1 is the pit the last one fell into</extracomment>
        <translation>
            <numerusform>Molt bé! Has sembrat la pedreta. Ha caigut al forat %1.</numerusform>
            <numerusform>Molt bé! Has sembrat totes les %n pedretes. L&apos;última ha caigut al forat %1.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+60"/>
        <source>Pit %1 is North&apos;s. You can only play your own pits, A and B.</source>
        <extracomment>Lesson: the learner tried to play North&apos;s pit %1</extracomment>
        <translation>El forat %1 és de Nord. Només pots jugar els teus forats, A i B.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Pit %1 is empty: there is nothing to take out of it.</source>
        <extracomment>Lesson: the learner tried to play an empty pit %1</extracomment>
        <translation>El forat %1 és buit: no se&apos;n pot treure res.</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>Well done! Your last counter made %1 in pit %2, so you captured them. They are in your store now.</source>
        <extracomment>Lesson: %1 counters captured from the learner&apos;s pit %2</extracomment>
        <translation>Molt bé! Amb la teva última pedreta, el forat %2 en té %1, així que les has capturat. Ara són al teu magatzem.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Well done! North has no counters, so North passes and it is your turn again.</source>
        <extracomment>Lesson: the learner made North pass</extracomment>
        <translation>Molt bé! Nord no té pedretes, així que Nord passa el torn i tornes a jugar tu.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Well done! The same position came back, so the game is over. The %1 counters on the board are shared: %2 for you and %2 for North.</source>
        <extracomment>Lesson: the position came back; %1 counters are on the board, %2 go to each</extracomment>
        <translation>Molt bé! La mateixa posició ha tornat a aparèixer, així que la partida s&apos;ha acabat. Les %1 pedretes del tauler es reparteixen: %2 per a tu i %2 per a Nord.</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>South has %1 in the store and %2 from the board, %3 in all; North has %4 and %5, %6 in all.</source>
        <extracomment>Lesson: the final count. %1 South&apos;s store, %2 the share, %3 South&apos;s total; %4 North&apos;s store, %5 the share, %6 North&apos;s total</extracomment>
        <translation>Sud té %1 al magatzem i %2 del tauler, %3 en total; Nord en té %4 i %5, %6 en total.</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Right, a draw! %1</source>
        <translation>Correcte, és un empat! %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Right, %1 wins! %2</source>
        <extracomment>Lesson: the learner named the winner rightly; %1 is South or North, %2 the count</extracomment>
        <translation>Correcte, guanya %1! %2</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Not a draw: the two players do not have the same number. %1</source>
        <translation>No és un empat: els dos jugadors no tenen el mateix nombre de pedretes. %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Not quite: the counters on the board are shared equally, whichever side they are on. %1</source>
        <extracomment>Lesson: the learner named the wrong winner. The counters left on the board are shared equally, so they do not count for the side they are on. %1 is the count.</extracomment>
        <translation>No ben bé: les pedretes del tauler es reparteixen a parts iguals, siguin del costat que siguin. %1</translation>
    </message>
</context>
<context>
    <name>tihbat::UndoQuestion</name>
    <message>
        <location filename="../ui/network/undo_question.cpp" line="+88"/>
        <source>Let %1 take back their last move?</source>
        <extracomment>A network game: the other player asks to undo; %1 is their name</extracomment>
        <translation>Deixes que %1 desfaci la seva última jugada?</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The game waits for your answer. If you agree, both boards go back to before their last move.</source>
        <extracomment>A network game: below the question whether the other player may take back their move</extracomment>
        <translation>La partida espera la teva resposta. Si hi estàs d&apos;acord, els dos taulers tornen a abans de la seva última jugada.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&amp;Agree</source>
        <extracomment>Button: the other player of a network game may take back their last move</extracomment>
        <translation>&amp;D&apos;acord</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Decline</source>
        <extracomment>Button: the other player of a network game may not take back their last move</extracomment>
        <translation>&amp;Rebutja</translation>
    </message>
</context>
<context>
    <name>tihbat::ValueGraph</name>
    <message>
        <location filename="../ui/replay/value_graph.cpp" line="+31"/>
        <source>Value of the game after each move</source>
        <extracomment>Accessible name of the graph of the game&apos;s value over its moves.</extracomment>
        <translation>Valor de la partida després de cada jugada</translation>
    </message>
    <message>
        <location line="+51"/>
        <source>South ahead</source>
        <translation>Sud va davant</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>North ahead</source>
        <translation>Nord va davant</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 ahead</source>
        <extracomment>Graph label above or below the zero line: values there mean the player %1 (a name from the game record) finishes ahead.</extracomment>
        <translation>%1 va davant</translation>
    </message>
</context>
<context>
    <name>tihbat::WatchTableAction</name>
    <message>
        <location filename="../ui/tournament/watch_table_action.cpp" line="+58"/>
        <source>&amp;Watch on the Projector</source>
        <extracomment>Class tournament: shows the selected game, live, full screen on the projector</extracomment>
        <translation>&amp;Mostra la partida al projector</translation>
    </message>
</context>
<context>
    <name>tihbat::WorksheetActions</name>
    <message>
        <location filename="../ui/print/worksheet_actions.cpp" line="+33"/>
        <source>Print Work&amp;sheet…</source>
        <extracomment>Classroom menu: sets up a sheet of puzzles, shows it as it will print, and prints it</extracomment>
        <translation>Imprimeix un &amp;full de problemes…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Export Worksheet as P&amp;DF…</source>
        <extracomment>Classroom menu: sets up a sheet of puzzles and saves it as a PDF file</extracomment>
        <translation>Exporta un full de problemes en P&amp;DF…</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>%1 %2</source>
        <comment>worksheet file name</comment>
        <extracomment>A worksheet&apos;s suggested file name: %1 its title, %2 its sheet number</extracomment>
        <translation>%1 %2</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Worksheet saved to %1</source>
        <extracomment>In the status bar after Export Worksheet as PDF; %1 is the file&apos;s full path</extracomment>
        <translation>S&apos;ha desat el full de problemes a %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Worksheet saved to %1; its answer key to %2</source>
        <extracomment>In the status bar after Export Worksheet as PDF with a separate answer key; %1 and %2 are the files&apos; full paths</extracomment>
        <translation>S&apos;ha desat el full de problemes a %1, i les solucions a %2</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>PDF documents (*.pdf)</source>
        <extracomment>Export Worksheet as PDF: the file type in the save dialog</extracomment>
        <translation>Documents PDF (*.pdf)</translation>
    </message>
    <message>
        <location line="+54"/>
        <source>Worksheet and its answer key sent to the printer %1</source>
        <extracomment>In the status bar after printing a worksheet and its key; %1 is the printer&apos;s name</extracomment>
        <translation>S&apos;han enviat el full de problemes i les solucions a la impressora %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Worksheet sent to the printer %1</source>
        <extracomment>In the status bar after printing a worksheet; %1 is the printer&apos;s name</extracomment>
        <translation>S&apos;ha enviat el full de problemes a la impressora %1</translation>
    </message>
</context>
<context>
    <name>tihbat::WorksheetDialog</name>
    <message>
        <location filename="../ui/print/worksheet_dialog.cpp" line="+49"/>
        <source>Puzzle Worksheet</source>
        <extracomment>Title of the dialog that sets up a puzzle worksheet to print</extracomment>
        <translation>Full de problemes</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Mixed</source>
        <extracomment>Worksheet: puzzles of every difficulty, easy ones first</extracomment>
        <translation>Barrejats</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Any</source>
        <extracomment>Worksheet: puzzles from games with any number of counters per pit</extracomment>
        <translation>Qualsevol</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Answer &amp;key as a separate document</source>
        <extracomment>Worksheet: the answers as a second document rather than the last page</extracomment>
        <translation>&amp;Solucions en un document a part</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&amp;Puzzles:</source>
        <extracomment>Worksheet dialog: how many puzzles on the sheet</extracomment>
        <translation>&amp;Problemes:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Difficulty:</source>
        <extracomment>Worksheet dialog</extracomment>
        <translation>&amp;Dificultat:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Counters per pit:</source>
        <extracomment>Worksheet dialog: puzzles from games with this many counters in each pit at the start</extracomment>
        <translation>P&amp;edretes per forat:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Puzzles from games that began with this many counters in each pit.</source>
        <extracomment>Worksheet dialog, under &quot;Counters per pit&quot;: what the choice is for</extracomment>
        <translation>Problemes de partides que van començar amb aquest nombre de pedretes a cada forat.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Title:</source>
        <extracomment>Worksheet dialog: the title printed at the top of the sheet</extracomment>
        <translation>&amp;Títol:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Language:</source>
        <extracomment>Worksheet dialog: the language of the sheet</extracomment>
        <translation>&amp;Llengua:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The sheet&apos;s language, whatever the game&apos;s.</source>
        <extracomment>Worksheet dialog, under &quot;Language&quot;: what the choice is for</extracomment>
        <translation>La llengua del full, sigui quina sigui la del joc.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>P&amp;aper:</source>
        <extracomment>Worksheet dialog: the paper size</extracomment>
        <translation>Mida del p&amp;aper:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Sheet number:</source>
        <extracomment>Worksheet dialog: the same number prints the same sheet again</extracomment>
        <translation>&amp;Número de full:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The same number gives the same puzzles: note it to print this sheet again, or choose another for a new sheet.</source>
        <extracomment>Worksheet dialog, under &quot;Sheet number&quot;: what the number is for</extracomment>
        <translation>El mateix número dona els mateixos problemes: anota&apos;l per tornar a imprimir aquest full, o tria&apos;n un altre per a un full nou.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Then the answers are not on the pupils&apos; pages: they are printed on their own, or saved beside the sheet with &quot;-key&quot; at the end of its name.</source>
        <extracomment>Worksheet dialog, under &quot;Answer key as a separate document&quot;</extracomment>
        <translation>Així les solucions no surten a les pàgines dels alumnes: s&apos;imprimeixen a part, o es desen al costat del full amb «-key» al final del nom.</translation>
    </message>
</context>
</TS>
