<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="pt_PT" sourcelanguage="en">
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
        <translation>Sul</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>North</source>
        <comment>side</comment>
        <extracomment>The player who sits at the top of the board</extracomment>
        <translation>Norte</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Beginner</source>
        <comment>level</comment>
        <extracomment>Computer player strength, the weakest</extracomment>
        <translation>Principiante</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Easy</source>
        <comment>level</comment>
        <extracomment>Computer player strength</extracomment>
        <translation>Fácil</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Medium</source>
        <comment>level</comment>
        <extracomment>Computer player strength</extracomment>
        <translation>Médio</translation>
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
        <translation>Perfeito</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>For first-time players: plays almost at random, so a young child often wins.</source>
        <comment>level suits</comment>
        <extracomment>Who the weakest computer level suits, one line in the New Game dialog</extracomment>
        <translation>Para quem joga pela primeira vez: joga quase ao acaso e uma criança pequena ganha muitas vezes.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>For families: plays well but gets it wrong now and then.</source>
        <comment>level suits</comment>
        <extracomment>Who the Medium computer level suits, one line in the New Game dialog</extracomment>
        <translation>Para famílias: joga bem, mas ainda se engana de vez em quando.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>For experts: never makes a mistake and punishes every mistake you make.</source>
        <comment>level suits</comment>
        <extracomment>Who the Perfect computer level suits, one line in the New Game dialog</extracomment>
        <translation>Para especialistas: nunca se engana e aproveita cada erro teu.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Computer (%1)</source>
        <comment>player</comment>
        <extracomment>A computer player without a name; %1 is its level, such as &quot;Easy&quot;</extracomment>
        <translation>Computador (%1)</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>The game is over. Start a new game to play again.</source>
        <extracomment>Said when someone clicks a pit after the end</extracomment>
        <translation>A partida acabou. Começa uma nova partida para jogares outra vez.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>There is no such pit.</source>
        <translation>Essa casa não existe.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Wait: it is %1&apos;s turn.</source>
        <extracomment>%1 is the computer player&apos;s name, or the friend&apos;s at another computer</extracomment>
        <translation>Espera: agora joga %1.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>That pit is %1&apos;s: play a pit on your side.</source>
        <extracomment>A network game: %1 is the friend&apos;s name (at the other computer)</extracomment>
        <translation>Essa casa é de %1: joga uma casa do teu lado.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>It is %1&apos;s turn: play a pit on your own side.</source>
        <extracomment>%1 is a player&apos;s name. Said when someone clicks the other player&apos;s pit</extracomment>
        <translation>Agora joga %1: escolhe uma casa do teu lado.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>It is %1&apos;s turn.</source>
        <extracomment>%1 is a player&apos;s name</extracomment>
        <translation>Agora joga %1.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>That pit is empty: choose a pit with counters.</source>
        <extracomment>Said when someone clicks a pit with no counters in it</extracomment>
        <translation>Essa casa está vazia: escolhe uma casa com sementes.</translation>
    </message>
    <message numerus="yes">
        <location line="+11"/>
        <source>You win by %n</source>
        <comment>hint</comment>
        <extracomment>Hint for one pit: if you play it and then play well, you win by %n counters</extracomment>
        <translation>
            <numerusform>Ganhas por %n</numerusform>
            <numerusform>Ganhas por %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>You lose by %n</source>
        <comment>hint</comment>
        <extracomment>Hint for one pit: even playing well afterwards, you lose by %n counters</extracomment>
        <translation>
            <numerusform>Perdes por %n</numerusform>
            <numerusform>Perdes por %n</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Draw</source>
        <comment>hint</comment>
        <extracomment>Hint for one pit: the game ends equal</extracomment>
        <translation>Empate</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>%1 to play</source>
        <extracomment>Status bar; %1 is a player&apos;s name</extracomment>
        <translation>A jogar: %1</translation>
    </message>
    <message>
        <location line="+39"/>
        <source>Captured: %1 %2 · %3 %4</source>
        <extracomment>Status bar; %1 and %3 are player names, %2 and %4 the numbers of counters they captured</extracomment>
        <translation>Capturadas: %1 %2 · %3 %4</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Counters at the end:
%1: %2
%3: %4</source>
        <comment>final score</comment>
        <extracomment>End of a game, one line each: %1 and %3 are player names, %2 and %4 the counters they end the game with</extracomment>
        <translation>Sementes no fim:
%1: %2
%3: %4</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Every counter has been captured.</source>
        <translation>Todas as sementes foram capturadas.</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>The same position came back, so the game stopped. The %n counters left on the board were shared equally.</source>
        <comment>end</comment>
        <extracomment>%n (always 2 or more, and even) counters were on the board; each player got half</extracomment>
        <translation>
            <numerusform>A mesma posição voltou a aparecer, por isso a partida parou. A %n semente que ficou no tabuleiro foi dividida em partes iguais.</numerusform>
            <numerusform>A mesma posição voltou a aparecer, por isso a partida parou. As %n sementes que ficaram no tabuleiro foram divididas em partes iguais.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+15"/>
        <source>The last move took the one counter from pit %1 and it fell back into the same pit: nothing on the board changed.</source>
        <comment>end</comment>
        <extracomment>After &quot;The same position came back…&quot; when the last move lifted a single counter: %1 is its pit (A, B, a or b)</extracomment>
        <translation>A última jogada tirou a única semente da casa %1 e ela voltou a cair na mesma casa: nada mudou no tabuleiro.</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Pit %1 has just one counter: it falls back into pit %1 and the board stays the same. This position was here before, so the game would end now. Choose pit %1 again to play it.</source>
        <extracomment>In a bubble by a pit holding one counter, before it is played; %1 is the pit (A, B, a or b). Choosing the pit a second time plays it.</extracomment>
        <translation>A casa %1 tem só uma semente: volta a cair na casa %1 e o tabuleiro fica igual. Esta posição já apareceu, por isso a partida acabaria agora. Escolhe a casa %1 outra vez para a jogares.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Playing pit %1 brings back an earlier position, so the game would end now and the counters left would be shared. Choose pit %1 again to play it.</source>
        <extracomment>In a bubble by a pit, before it is played: the move would make the four pits and the player to move the same as earlier in the game, which ends it (the counters still on the board are shared). %1 is the pit (A, B, a or b). Choosing the pit a second time plays it.</extracomment>
        <translation>Se jogares a casa %1, volta a aparecer uma posição anterior, por isso a partida acabaria agora e as sementes que ficam no tabuleiro seriam divididas em partes iguais. Escolhe a casa %1 outra vez para a jogares.</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>It is a draw, %1.</source>
        <extracomment>Against the computer, the game ended equal; %1 is the score (&quot;14–14&quot;)</extracomment>
        <translation>É um empate, %1.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>You win %1!</source>
        <extracomment>Against the computer, the person won: %1 is the score, theirs first (&quot;16–12&quot;)</extracomment>
        <translation>Ganhaste %1!</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The computer wins %1</source>
        <extracomment>Against the computer, the computer won: %1 is the score, the computer&apos;s first (&quot;16–12&quot;)</extracomment>
        <translation>O computador ganhou %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>It is a draw!</source>
        <extracomment>The game ended equal</extracomment>
        <translation>É um empate!</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 wins!</source>
        <extracomment>%1 is the winner&apos;s name</extracomment>
        <translation>%1 ganhou!</translation>
    </message>
    <message>
        <location line="-248"/>
        <source>For children who know the rules: often misses the best move.</source>
        <comment>level suits</comment>
        <extracomment>Who the Easy computer level suits, one line in the New Game dialog</extracomment>
        <translation>Para crianças que sabem as regras: falha muitas vezes a melhor jogada.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>For strong players: rarely slips; only careful play wins.</source>
        <comment>level suits</comment>
        <extracomment>Who the Hard computer level suits, one line in the New Game dialog</extracomment>
        <translation>Para jogadores fortes: raramente se engana; só ganhas se jogares com cuidado.</translation>
    </message>
    <message>
        <location line="+55"/>
        <source>Wait: it is the computer&apos;s turn.</source>
        <extracomment>Against the computer: the person clicked a pit while the computer is to move</extracomment>
        <translation>Espera: agora joga o computador.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>That pit is the computer&apos;s: play a pit on your side.</source>
        <extracomment>Against the computer: the person clicked one of the computer&apos;s pits</extracomment>
        <translation>Essa casa é do computador: escolhe uma casa do teu lado.</translation>
    </message>
    <message>
        <location line="+39"/>
        <source>Your turn</source>
        <extracomment>Status bar against the computer: the person is to move</extracomment>
        <translation>É a tua vez</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The computer&apos;s turn</source>
        <extracomment>Status bar against the computer: the computer is to move</extracomment>
        <translation>É a vez do computador</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>The computer&apos;s turn (paused)</source>
        <extracomment>Status bar against the computer: it is to move but the person paused it</extracomment>
        <translation>É a vez do computador (em pausa)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 to play (paused)</source>
        <extracomment>Status bar; %1 is the computer player&apos;s name</extracomment>
        <translation>A jogar: %1 (em pausa)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The computer is thinking…</source>
        <extracomment>Status bar against the computer while it chooses its move</extracomment>
        <translation>O computador está a pensar…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 is thinking…</source>
        <extracomment>Status bar; %1 is the computer player&apos;s name</extracomment>
        <translation>%1 está a pensar…</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>your turn</source>
        <comment>nameplate</comment>
        <extracomment>The pill on the person&apos;s name plate when it is their turn against the computer (short: a few words at most)</extracomment>
        <translation>a tua vez</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>You</source>
        <comment>final score</comment>
        <extracomment>Against the computer, the person&apos;s line in the final score (&quot;You: 16&quot;)</extracomment>
        <translation>Tu</translation>
    </message>
</context>
<context>
    <name>Lesson</name>
    <message>
        <location filename="../model/game/learn/lesson.cpp" line="+36"/>
        <source>The game is over.</source>
        <extracomment>Presentation caption at the end of a game</extracomment>
        <translation>A partida acabou.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 to move.</source>
        <extracomment>Presentation caption: %1 is the player to move (a player&apos;s name, or South or North)</extracomment>
        <translation>Vez de %1.</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>Guess! What will %1 play?</source>
        <extracomment>Presentation, a replay paused before a move for the class to guess it; %1 is the player to move (a player&apos;s name, or South or North)</extracomment>
        <translation>Adivinha! Que casa vai %1 jogar?</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>%1 sows pit %2. %3</source>
        <extracomment>Presentation caption of a move&apos;s first drop: %1 is the player (a player&apos;s name, or South or North), %2 the pit emptied, %3 the drop caption (&quot;1 of 7: into pit A&quot;)</extracomment>
        <translation>%1 semeia a casa %2. %3</translation>
    </message>
</context>
<context>
    <name>MoveWording</name>
    <message>
        <location filename="../model/game/words/move_wording.cpp" line="+27"/>
        <source>%1 played pit %2. %3</source>
        <extracomment>Presentation caption of the last step of a move, and what Read Aloud says of a move: %1 is the player (a player&apos;s name, or South or North), %2 the pit they emptied, %3 what the move did (&quot;The last counter made 4 in North&apos;s own pit: ...&quot;, one or more sentences)</extracomment>
        <translation>%1 jogou a casa %2. %3</translation>
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
            <numerusform>%1 de %n: para a casa %2</numerusform>
            <numerusform>%1 de %n: para a casa %2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+40"/>
        <source>The last counter made %n in your own pit: an odd number, so no capture.</source>
        <extracomment>After the person&apos;s own move, said to them: the last counter made an odd number (%n) in their own pit.</extracomment>
        <translation>
            <numerusform>A última semente caiu numa casa tua, que fica com %n semente: é um número ímpar, por isso não capturas nada.</numerusform>
            <numerusform>A última semente caiu numa casa tua, que fica com %n sementes: é um número ímpar, por isso não capturas nada.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>The last counter made %n in %1&apos;s own pit: an odd number, so no capture.</source>
        <extracomment>After a move, told to the class: the last counter made an odd number (%n) in the own pit of the mover, %1 (a player&apos;s name, or South or North). Name %1, never &quot;you&quot;.</extracomment>
        <translation>
            <numerusform>A última semente caiu numa casa de %1, que fica com %n semente: é um número ímpar, por isso não há captura.</numerusform>
            <numerusform>A última semente caiu numa casa de %1, que fica com %n sementes: é um número ímpar, por isso não há captura.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+7"/>
        <source>The last counter made %n in your own pit: more than 8, so no capture.</source>
        <extracomment>After the person&apos;s own move, said to them: the last counter made an even number over 8 (%n) in their own pit.</extracomment>
        <translation>
            <numerusform>A última semente caiu numa casa tua, que fica com %n semente: são mais de 8, por isso não capturas nada.</numerusform>
            <numerusform>A última semente caiu numa casa tua, que fica com %n sementes: são mais de 8, por isso não capturas nada.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>The last counter made %n in %1&apos;s own pit: more than 8, so no capture.</source>
        <extracomment>After a move, told to the class: the last counter made an even number over 8 (%n) in the own pit of the mover, %1 (a player&apos;s name, or South or North). Name %1, never &quot;you&quot;.</extracomment>
        <translation>
            <numerusform>A última semente caiu numa casa de %1, que fica com %n semente: são mais de 8, por isso não há captura.</numerusform>
            <numerusform>A última semente caiu numa casa de %1, que fica com %n sementes: são mais de 8, por isso não há captura.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+31"/>
        <source>Every counter has been captured: the game is over.</source>
        <extracomment>The game ends because no counter is left on the board.</extracomment>
        <translation>Todas as sementes foram capturadas: a partida acabou.</translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>This position has been seen before: the game ends and the %n counters left are shared, %1 each.</source>
        <extracomment>Repetition rule: the same position came back, so the counters still on the board (%n) are shared equally; %1 is each player&apos;s share.</extracomment>
        <translation>
            <numerusform>A mesma posição voltou a aparecer: a partida acaba e a %n semente que ficou no tabuleiro é dividida em partes iguais, %1 para cada jogador.</numerusform>
            <numerusform>A mesma posição voltou a aparecer: a partida acaba e as %n sementes que ficaram no tabuleiro são divididas em partes iguais, %1 para cada jogador.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+11"/>
        <source>It is a draw: %n counters each.</source>
        <extracomment>The end of a game: a draw, each side (South and North) ending with %n counters</extracomment>
        <translation>
            <numerusform>É um empate: cada jogador tem %n semente.</numerusform>
            <numerusform>É um empate: cada jogador tem %n sementes.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 wins with %2 counters against %3.</source>
        <extracomment>The end of a game: %1 is the winner (a player&apos;s name, or South or North), %2 and %3 the counters the winner and the other side end with</extracomment>
        <translation>%1 ganha com %2 sementes contra %3.</translation>
    </message>
    <message numerus="yes">
        <location line="-89"/>
        <source>The last counter made %n in your own pit: even and not more than 8, so you capture them and put all %n in your store.</source>
        <extracomment>After the person&apos;s own move, said to them: the last counter made %n counters in their own pit, which is captured. Rule: 2, 4, 6 or 8 counters there are captured; captured counters go into the mover&apos;s store (the long hollow on their right).</extracomment>
        <translation>
            <numerusform>A última semente caiu numa casa tua, que fica com %n semente: é par e não passa de 8, por isso capturas essa semente e pões %n semente no teu armazém.</numerusform>
            <numerusform>A última semente caiu numa casa tua, que fica com %n sementes: é um número par e não passa de 8, por isso capturas as %n e guarda-las no teu armazém.</numerusform>
        </translation>
    </message>
    <message>
        <location line="-11"/>
        <source>The last counter landed on %1&apos;s side: nothing is captured there.</source>
        <extracomment>After a move: the last counter fell on the opponent&apos;s side; %1 is that player&apos;s name (or South or North). Rule: only the mover&apos;s own side can be captured. Said to the class and to the person who moved alike: speak to nobody.</extracomment>
        <translation>A última semente caiu do lado de %1: aí não há captura.</translation>
    </message>
    <message numerus="yes">
        <location line="+19"/>
        <source>The last counter made %n in %1&apos;s own pit: even and not more than 8, so %1 captures all %n and puts them in their store.</source>
        <extracomment>After a move, told to the class: the last counter made %n counters in the own pit of the mover, %1 (a player&apos;s name, or South or North), who captures them. Rule: 2, 4, 6 or 8 counters there are captured; captured counters go into the mover&apos;s store (the long hollow on their right). Name %1, never &quot;you&quot;.</extracomment>
        <translation>
            <numerusform>A última semente caiu numa casa de %1, que fica com %n sementes: é um número par e não passa de 8, por isso %1 captura as %n e guarda-as no seu armazém.</numerusform>
            <numerusform>A última semente caiu numa casa de %1, que fica com %n sementes: é um número par e não passa de 8, por isso %1 captura as %n e guarda-as no seu armazém.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+36"/>
        <source>The pit before it, %2, holds %n: even and not more than 8, so you capture them too.</source>
        <extracomment>Chain capture option, said to the person after their own move: the pit sown just before the last one is captured too; %2 is its letter, %n its counters.</extracomment>
        <translation>
            <numerusform>A casa semeada antes dessa, %2, tem %n semente: é par e não passa de 8, por isso também a capturas.</numerusform>
            <numerusform>A casa semeada antes dessa, %2, tem %n sementes: é um número par e não passa de 8, por isso também as capturas.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+7"/>
        <source>The pit before it, %2, holds %n: even and not more than 8, so %1 captures them too.</source>
        <extracomment>Chain capture option, told to the class: the pit sown just before the last one is captured too by the mover, %1 (a player&apos;s name, or South or North); %2 is the pit&apos;s letter, %n its counters. Name %1, never &quot;you&quot;.</extracomment>
        <translation>
            <numerusform>A casa semeada antes dessa, %2, tem %n semente: é par e não passa de 8, por isso %1 também a captura.</numerusform>
            <numerusform>A casa semeada antes dessa, %2, tem %n sementes: é um número par e não passa de 8, por isso %1 também as captura.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1 has no counters in their pits and passes.</source>
        <extracomment>%1 is the player&apos;s name (or South or North): both their pits are empty (the store may hold counters), so the turn passes to the other side.</extracomment>
        <translation>%1 não tem sementes nas suas casas e passa a vez.</translation>
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
            <numerusform>Joga o %1: ganha daqui em diante mais %n semente do que o %2.</numerusform>
            <numerusform>Joga o %1: ganha daqui em diante mais %n sementes do que o %2.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Easy</source>
        <comment>puzzle difficulty</comment>
        <extracomment>A puzzle&apos;s difficulty</extracomment>
        <translation>Fácil</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Medium</source>
        <comment>puzzle difficulty</comment>
        <extracomment>A puzzle&apos;s difficulty</extracomment>
        <translation>Médio</translation>
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
            <numerusform>%1 · de uma partida com %n semente em cada casa</numerusform>
            <numerusform>%1 · de uma partida com %n sementes em cada casa</numerusform>
        </translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 of %2 solved</source>
        <comment>puzzles</comment>
        <extracomment>Puzzles: how many of all the puzzles the person has solved, e.g. &quot;37 of 286 solved&quot;</extracomment>
        <translation>%1 de %2 resolvidos</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Streak: %1 (best %2)</source>
        <comment>puzzles</comment>
        <extracomment>Puzzles: %1 puzzles solved at the first try in a row now, %2 the most ever in a row</extracomment>
        <translation>Série: %1 (recorde %2)</translation>
    </message>
    <message numerus="yes">
        <location line="+18"/>
        <location line="+5"/>
        <source>With best play from there, %1 wins %n more counters than %2.</source>
        <comment>puzzle</comment>
        <extracomment>After a puzzle move: %1 wins %n more counters than %2 from here on, with best play
----------
After a puzzle move: the other side, %1, wins %n more counters than the mover %2</extracomment>
        <translation>
            <numerusform>Com o melhor jogo a partir daí, o %1 ganha mais %n semente do que o %2.</numerusform>
            <numerusform>Com o melhor jogo a partir daí, o %1 ganha mais %n sementes do que o %2.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>With best play from there, %1 and %2 win the same number of counters.</source>
        <comment>puzzle</comment>
        <extracomment>After a puzzle move: neither side wins more of the counters still to be won</extracomment>
        <translation>Com o melhor jogo a partir daí, o %1 e o %2 ganham o mesmo número de sementes.</translation>
    </message>
    <message numerus="yes">
        <location line="+11"/>
        <source>With the best move you would instead win %n more counters than the other side. Have another go!</source>
        <comment>puzzle</comment>
        <extracomment>Puzzles, a wrong move: the last words, after the sentence on what the wrong move gains; %n is how many more counters than the other side the best move wins (not in addition)</extracomment>
        <translation>
            <numerusform>Com a melhor jogada, ganharias em vez disso mais %n semente do que o outro lado. Tenta outra vez!</numerusform>
            <numerusform>Com a melhor jogada, ganharias em vez disso mais %n sementes do que o outro lado. Tenta outra vez!</numerusform>
        </translation>
    </message>
    <message>
        <location line="-3"/>
        <source>Pit %1 is not the best move.</source>
        <comment>puzzle</comment>
        <extracomment>Puzzles, a wrong move: kind, first words; %1 is the pit tried (A, B, a or b)</extracomment>
        <translation>A casa %1 não é a melhor jogada.</translation>
    </message>
    <message>
        <location line="-26"/>
        <source>Find the best move: click one of your pits, or press %1 or %2.</source>
        <extracomment>Puzzles: what to do before the first try. %1 and %2 are the letters of the player&apos;s own pits (A and B, or a and b), which are also the keys that play them.</extracomment>
        <translation>Encontra a melhor jogada: clica numa das tuas casas ou carrega em %1 ou %2.</translation>
    </message>
    <message>
        <location line="+39"/>
        <source>Well done, pit %1 is the best move!</source>
        <comment>puzzle</comment>
        <extracomment>Puzzles: the right move was played; %1 is its pit (A, B, a or b)</extracomment>
        <translation>Muito bem, a casa %1 é a melhor jogada!</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The best move is pit %1.</source>
        <comment>puzzle</comment>
        <extracomment>Puzzles, Show me: the solution is played; %1 is its pit (A, B, a or b)</extracomment>
        <translation>A melhor jogada é a casa %1.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Pit %1 instead: %2</source>
        <comment>puzzle</comment>
        <extracomment>Puzzles, Show me: what the other move would have given; %1 is its pit, %2 the sentence on what it gains (&quot;With best play from there, ...&quot;)</extracomment>
        <translation>Com a casa %1: %2</translation>
    </message>
    <message numerus="yes">
        <location line="+17"/>
        <location filename="../ui/paper/worksheet_texts.cpp" line="+82"/>
        <source>%1 %2 capturing %n</source>
        <comment>puzzle solution move</comment>
        <translation>
            <numerusform>%1 %2 e captura %n</numerusform>
            <numerusform>%1 %2 e captura %n</numerusform>
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
        <translation>O melhor jogo a partir daqui: %1.</translation>
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
        <translation> ou </translation>
    </message>
    <message>
        <location line="+7"/>
        <source>A draw with perfect play</source>
        <translation>Empate com jogo perfeito</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%1 wins by %n with perfect play</source>
        <extracomment>The exact value of a position: %1 (a player&apos;s name, or South or North) finishes %n counters ahead.</extracomment>
        <translation>
            <numerusform>Vitória: %1, por %n, com jogo perfeito</numerusform>
            <numerusform>Vitória: %1, por %n, com jogo perfeito</numerusform>
        </translation>
    </message>
    <message>
        <location line="+18"/>
        <source>The game is over: a draw, %1.</source>
        <extracomment>The replayed game is over; %1 is the score such as 14–14.</extracomment>
        <translation>A partida acabou: empate, %1.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The game is over: %1 won %2.</source>
        <extracomment>The replayed game is over; %1 is the winner (a player&apos;s name, or South or North), %2 the score such as 16–12.</extracomment>
        <translation>A partida acabou. Vitória: %1, %2.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>&lt;b&gt;Now:&lt;/b&gt; %1. %2 to move; best: &lt;b&gt;%3&lt;/b&gt;.</source>
        <extracomment>The position on the board. %1 its value in words, %2 the side to move, %3 the best moves (&quot;A or B&quot;).</extracomment>
        <translation>&lt;b&gt;Agora:&lt;/b&gt; %1. Joga o %2; melhor jogada: &lt;b&gt;%3&lt;/b&gt;.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The start of the game.</source>
        <extracomment>Shown for the start of the game, where no move is selected.</extracomment>
        <translation>O início da partida.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The solver is working out the values of the moves…</source>
        <extracomment>In the replay&apos;s analysis box while the solver works out the values of the game.</extracomment>
        <translation>A calcular o valor de cada jogada…</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&lt;b&gt;Move %1, %2 by %3.&lt;/b&gt; Before it: %4; best: %5.</source>
        <extracomment>The verdict on the selected move. %1 move number, %2 the move (Bx4), %3 the player, %4 the value before it in words, %5 the best moves there (&quot;A or B&quot;).</extracomment>
        <translation>&lt;b&gt;Jogada %1, %2 do %3.&lt;/b&gt; Antes dela: %4; melhor jogada: %5.</translation>
    </message>
    <message numerus="yes">
        <location line="+8"/>
        <source>&lt;span style=&apos;color:#c02020&apos;&gt;%1 It gave away %n counters.&lt;/span&gt;</source>
        <extracomment>After the verdict on a move that was not the best. %1 is the mistake mark, &quot;?&quot; or &quot;??&quot;; %n the counters of the final score it gave away.</extracomment>
        <translation>
            <numerusform>&lt;span style=&apos;color:#c02020&apos;&gt;%1 Esta jogada custou %n semente.&lt;/span&gt;</numerusform>
            <numerusform>&lt;span style=&apos;color:#c02020&apos;&gt;%1 Esta jogada custou %n sementes.&lt;/span&gt;</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The best move.</source>
        <translation>A melhor jogada.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>One of the best moves.</source>
        <translation>Uma das melhores jogadas.</translation>
    </message>
</context>
<context>
    <name>SaveAsFlow</name>
    <message>
        <location filename="../ui/records/save_as_flow.cpp" line="+27"/>
        <source>Tihbat game records (*.tihbat)</source>
        <extracomment>File dialog filter; keep &quot;(*.tihbat)&quot; as it is</extracomment>
        <translation>Registos de partidas de Tihbat (*.tihbat)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The game could not be saved.</source>
        <extracomment>Message box when saving the game as a record failed; the reason follows</extracomment>
        <translation>Não foi possível guardar a partida.</translation>
    </message>
</context>
<context>
    <name>SavedGameQuestions</name>
    <message>
        <location filename="../ui/records/saved_game_questions.cpp" line="+40"/>
        <source>Your last game was not finished.</source>
        <extracomment>Asked at start when the last game was not finished</extracomment>
        <translation>A tua última partida não acabou.</translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>%1 against %2. Moves played: %n. Do you want to continue it?</source>
        <extracomment>%1 and %2 are player names, %n the number of moves played</extracomment>
        <translation>
            <numerusform>%1 contra %2. Jogadas feitas: %n. Queres continuar esta partida?</numerusform>
            <numerusform>%1 contra %2. Jogadas feitas: %n. Queres continuar esta partida?</numerusform>
        </translation>
    </message>
    <message>
        <location line="+8"/>
        <source>&amp;Continue Game</source>
        <extracomment>Button: continue the unfinished game</extracomment>
        <translation>&amp;Continuar a partida</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;New Game</source>
        <extracomment>Button: forget the unfinished game and start a new one</extracomment>
        <translation>&amp;Novo jogo</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Your last game could not be continued: its saved file could not be read.</source>
        <extracomment>At start, when the saved game cannot be read</extracomment>
        <translation>Não foi possível continuar a tua última partida: o ficheiro onde estava guardada não pôde ser lido.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1

The file was kept as %2. A new game starts now.</source>
        <extracomment>%1 is what is wrong with the file, %2 where the file was kept</extracomment>
        <translation>%1

O ficheiro ficou guardado como %2. Agora começa uma nova partida.</translation>
    </message>
</context>
<context>
    <name>ScoreSheetTexts</name>
    <message>
        <location filename="../ui/paper/score_sheet_texts.cpp" line="+13"/>
        <source>Score Sheet</source>
        <extracomment>Heading of the printed record of one game, its moves, values and result</extracomment>
        <translation>Folha de jogo</translation>
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
        <translation>Evento</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Site</source>
        <extracomment>Score sheet: where the game was played</extracomment>
        <translation>Local</translation>
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
        <translation>Regras</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Result</source>
        <extracomment>Score sheet: the final score</extracomment>
        <translation>Resultado</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Winner</source>
        <extracomment>Score sheet: the player who won, whose name follows</extracomment>
        <translation>Vencedor</translation>
    </message>
    <message numerus="yes">
        <location line="+11"/>
        <source>%n counters per pit</source>
        <extracomment>Score sheet, the rules: how many counters each pit held at the start</extracomment>
        <translation>
            <numerusform>%n semente por casa</numerusform>
            <numerusform>%n sementes por casa</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>chain capture</source>
        <translation>captura em cadeia</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>no chain capture</source>
        <translation>sem captura em cadeia</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 moves first</source>
        <extracomment>Score sheet, the rules: %1 is South or North</extracomment>
        <translation>%1 joga primeiro</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>from a set-up position</source>
        <extracomment>Score sheet, the rules: the game started from a position set up by hand</extracomment>
        <translation>a partir de uma posição preparada</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>not finished</source>
        <extracomment>Score sheet: the result of a game that was stopped before its end</extracomment>
        <translation>não terminado</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>A draw</source>
        <extracomment>Score sheet: the result of a game that ended equal</extracomment>
        <translation>Empate</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Value of the position</source>
        <extracomment>Score sheet: heading of the graph of the position&apos;s value move by move</extracomment>
        <translation>Valor da posição</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Values: the final score difference, South minus North, with perfect play from there on.</source>
        <extracomment>Score sheet: what the values in the graph and the move list mean</extracomment>
        <translation>Valores: a diferença final de pontos, Sul menos Norte, com jogo perfeito a partir daí.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Moves</source>
        <extracomment>Score sheet: heading of the list of moves</extracomment>
        <translation>Jogadas</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The board after the captures</source>
        <extracomment>Score sheet: heading of the board diagrams after the captures</extracomment>
        <translation>O tabuleiro depois das capturas</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>No.</source>
        <extracomment>Score sheet, move list column: the move&apos;s number</extracomment>
        <translation>N.º</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Player</source>
        <extracomment>Score sheet, move list column: South or North</extracomment>
        <translation>Jogador</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Move</source>
        <extracomment>Score sheet, move list column: the move in notation (Bx4)</extracomment>
        <translation>Jogada</translation>
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
        <translation>Veredito</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>best</source>
        <extracomment>Score sheet, a move&apos;s verdict: it kept the value (one of the best moves)</extracomment>
        <translation>a melhor</translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>%1 gave away %n</source>
        <extracomment>Score sheet, a move&apos;s verdict: %1 is the mistake mark, &quot;?&quot; or &quot;??&quot;; %n the counters of the final score it gave away</extracomment>
        <translation>
            <numerusform>%1 perdeu %n</numerusform>
            <numerusform>%1 perdeu %n</numerusform>
        </translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Move %1: %2 %3, value %4</source>
        <extracomment>Score sheet, under a board diagram: %1 the move&apos;s number, %2 South or North, %3 the move (Bx4), %4 the value after it (+2)</extracomment>
        <translation>Jogada %1: %2 %3, valor %4</translation>
    </message>
    <message numerus="yes">
        <location line="+9"/>
        <source>This position was on the board before, so the game ended: the %n counters left on the board were shared equally.</source>
        <extracomment>Score sheet, under the last diagram of a game that ended by repetition, when the earlier position was one a player passed in; %n counters were left on the board</extracomment>
        <translation>
            <numerusform>Esta posição já tinha estado no tabuleiro, por isso a partida acabou: a %n semente que ficou no tabuleiro foi dividida em partes iguais.</numerusform>
            <numerusform>Esta posição já tinha estado no tabuleiro, por isso a partida acabou: as %n sementes que ficaram no tabuleiro foram divididas em partes iguais.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>The starting position came back, so the game ended: the %n counters left on the board were shared equally.</source>
        <extracomment>Score sheet, under the last diagram of a game that ended by repetition: the board was as at the start; %n counters were left on the board</extracomment>
        <translation>
            <numerusform>A posição inicial voltou a aparecer, por isso a partida acabou: a %n semente que ficou no tabuleiro foi dividida em partes iguais.</numerusform>
            <numerusform>A posição inicial voltou a aparecer, por isso a partida acabou: as %n sementes que ficaram no tabuleiro foram divididas em partes iguais.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>The position after move %1 came back, so the game ended: the %n counters left on the board were shared equally.</source>
        <extracomment>Score sheet, under the last diagram of a game that ended by repetition: %1 is the number of the earlier move after which the board was the same; %n counters were left on the board</extracomment>
        <translation>
            <numerusform>A posição depois da jogada %1 voltou a aparecer, por isso a partida acabou: a %n semente que ficou no tabuleiro foi dividida em partes iguais.</numerusform>
            <numerusform>A posição depois da jogada %1 voltou a aparecer, por isso a partida acabou: as %n sementes que ficaram no tabuleiro foram divididas em partes iguais.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SoundOutputLoader</name>
    <message>
        <location filename="../ui/sound/sound_output_loader.cpp" line="+47"/>
        <source>Sound is off: the sound module %1 is not in %2.</source>
        <extracomment>On the terminal. %1 is a file name, %2 one or more folders.</extracomment>
        <translation>Som desligado: o módulo de som %1 não está em %2.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Sound is off: the sound module %1 cannot be loaded: %2</source>
        <extracomment>On the terminal. %1 is a file&apos;s path, %2 the reason from Qt (in English).</extracomment>
        <translation>Som desligado: não é possível carregar o módulo de som %1: %2</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Sound is off: %1 is a Qt plugin but not this game&apos;s sound module (%2).</source>
        <extracomment>On the terminal. %1 is a file&apos;s path, %2 the name of what it should provide.</extracomment>
        <translation>Som desligado: %1 é um plugin do Qt, mas não o módulo de som deste jogo (%2).</translation>
    </message>
</context>
<context>
    <name>Tutorial</name>
    <message>
        <location filename="../model/game/learn/tutorial.cpp" line="+64"/>
        <source>The board</source>
        <comment>lesson title</comment>
        <extracomment>Title of a lesson in Help &gt; Learn to Play</extracomment>
        <translation>O tabuleiro</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Taking out and sowing</source>
        <comment>lesson title</comment>
        <translation>Tirar e semear</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Round the board</source>
        <comment>lesson title</comment>
        <translation>À volta do tabuleiro</translation>
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
        <translation>Só do teu lado</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Passing</source>
        <comment>lesson title</comment>
        <translation>Passar a vez</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A position comes back</source>
        <comment>lesson title</comment>
        <translation>A mesma posição volta a aparecer</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Who wins?</source>
        <comment>lesson title</comment>
        <translation>Quem ganha?</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>The counters always go round the board the same way, counter-clockwise: from A to B, across to North&apos;s a and b, and back to A.</source>
        <comment>lesson</comment>
        <translation>As sementes andam sempre à volta do tabuleiro no mesmo sentido, contrário ao dos ponteiros do relógio: de A para B, para o outro lado, para a e b do Norte, e de volta a A.</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>If a position comes back (the same number of counters in every pit and the same player to move), the game ends at once, and the counters left on the board are shared equally.</source>
        <comment>lesson</comment>
        <translation>Se a mesma posição voltar a aparecer (o mesmo número de sementes em cada casa e o mesmo jogador a jogar), a partida acaba logo, e as sementes que ficaram no tabuleiro são divididas em partes iguais.</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>One of your moves leaves 2 counters in North&apos;s pit a, the other captures. Play the one that captures.</source>
        <comment>lesson task</comment>
        <extracomment>Lesson task</extracomment>
        <translation>Uma das tuas jogadas deixa 2 sementes na casa a do Norte, a outra captura. Joga a que captura.</translation>
    </message>
    <message>
        <location line="-45"/>
        <source>On your turn you take all the counters out of one of your pits and drop them one at a time, and the first one goes straight back into the pit you just emptied.</source>
        <comment>lesson</comment>
        <translation>Na tua vez, tiras todas as sementes de uma das tuas casas e pões-nas uma a uma, e a primeira volta logo para a casa que acabaste de esvaziar.</translation>
    </message>
    <message>
        <location line="-5"/>
        <source>Two players share this board: you are South, so the two pits at the bottom, A and B, are yours, and the two at the top, a and b, are North&apos;s; the long hollow on your right is your store, for the counters you capture.</source>
        <comment>lesson</comment>
        <extracomment>Lesson sentence. The learner is South; stores: the trays at the sides of the board</extracomment>
        <translation>Dois jogadores partilham este tabuleiro: tu és o Sul, por isso as duas casas de baixo, A e B, são tuas, e as duas de cima, a e b, são do Norte; a cova comprida à tua direita é o teu armazém, para as sementes que capturas.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>If your last counter lands in one of your own pits and that pit then holds 2, 4, 6 or 8 counters, you capture them all: they go into your store.</source>
        <comment>lesson</comment>
        <translation>Se a tua última semente cair numa das tuas casas e essa casa ficar então com 2, 4, 6 ou 8 sementes, capturas todas: vão para o teu armazém.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A last counter that lands on North&apos;s side never captures, even when it makes 2, 4, 6 or 8 there.</source>
        <comment>lesson</comment>
        <translation>Uma última semente que cai do lado do Norte nunca captura, mesmo quando faz 2, 4, 6 ou 8 nessa casa.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A player whose two pits are both empty cannot move: they pass, and the other player moves again.</source>
        <comment>lesson</comment>
        <translation>Um jogador com as duas casas vazias não pode jogar: passa a vez, e o outro jogador joga outra vez.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>At the end each player counts the counters in their store plus their share of the board: whoever has more wins, and the same number is a draw.</source>
        <comment>lesson</comment>
        <translation>No fim, cada jogador conta as sementes do seu armazém mais a sua parte do tabuleiro: quem tiver mais ganha, e, se tiverem o mesmo número, é um empate.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Click one of your own pits.</source>
        <comment>lesson task</comment>
        <extracomment>Lesson task</extracomment>
        <translation>Clica numa das tuas casas.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Take the counters out of pit %1 by clicking it, then click each pit where a counter goes, one by one.</source>
        <comment>lesson task</comment>
        <extracomment>Lesson task; %1 is a pit letter</extracomment>
        <translation>Tira as sementes da casa %1 clicando nela, depois clica, uma a uma, em cada casa onde cai uma semente.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Find the move that captures, and play it.</source>
        <comment>lesson task</comment>
        <extracomment>Lesson task</extracomment>
        <translation>Encontra a jogada que captura e joga-a.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>North has no counters. Play the move that keeps all your counters on your side, so that North must pass.</source>
        <comment>lesson task</comment>
        <extracomment>Lesson task</extracomment>
        <translation>O Norte não tem sementes. Faz a jogada que deixa todas as tuas sementes do teu lado, para que o Norte tenha de passar a vez.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Play the move that brings back this very position.</source>
        <comment>lesson task</comment>
        <extracomment>Lesson task</extracomment>
        <translation>Faz a jogada que faz voltar esta mesma posição.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>This position came back, so the game is over, and the %1 counters left on the board are shared equally. Who wins?</source>
        <comment>lesson task</comment>
        <extracomment>Lesson task; %1 is how many counters are left on the board (an even number)</extracomment>
        <translation>Esta posição voltou a aparecer, por isso a partida acabou, e as %1 sementes que ficaram no tabuleiro são divididas em partes iguais. Quem ganha?</translation>
    </message>
    <message>
        <location filename="../model/game/learn/tutorial_run.cpp" line="+195"/>
        <source>Your last counter made %1 in pit %2, but that pit is North&apos;s: you only capture in your own pits.</source>
        <extracomment>Lesson: the last counter made an even number on North&apos;s side; %1 the count, %2 the pit</extracomment>
        <translation>A tua última semente fez %1 na casa %2, mas essa casa é do Norte: só capturas nas tuas casas.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Your last counter fell into pit %1, on North&apos;s side, so nothing is captured.</source>
        <extracomment>Lesson: %1 is the pit on North&apos;s side where the last counter fell</extracomment>
        <translation>A tua última semente caiu na casa %1, do lado do Norte, por isso nada é capturado.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Your last counter made %1 in pit %2. That is not 2, 4, 6 or 8, so nothing is captured.</source>
        <extracomment>Lesson: %1 is the count the last counter made in the learner&apos;s own pit %2</extracomment>
        <translation>A tua última semente fez %1 na casa %2. Isso não é 2, 4, 6 nem 8, por isso nada é capturado.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>A counter went into North&apos;s pit %1, so North can move and does not pass.</source>
        <extracomment>Lesson: the learner&apos;s move put a counter in North&apos;s pit %1</extracomment>
        <translation>Uma semente foi para a casa %1 do Norte, por isso o Norte pode jogar e não passa a vez.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Your counters went into other pits, so the board changed and the game goes on. Think of a move that leaves every pit as it was.</source>
        <extracomment>Lesson: the learner&apos;s move changed the board instead of bringing it back</extracomment>
        <translation>As tuas sementes foram para outras casas, por isso o tabuleiro mudou e a partida continua. Pensa numa jogada que deixe cada casa como estava.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>That move does not do what the task asks.</source>
        <extracomment>Lesson: a move that did not do what the task asked (a fallback)</extracomment>
        <translation>Essa jogada não faz o que a tarefa pede.</translation>
    </message>
</context>
<context>
    <name>WorksheetTexts</name>
    <message>
        <location filename="../ui/paper/worksheet_texts.cpp" line="-74"/>
        <source>Tihbat puzzles</source>
        <extracomment>Worksheet: the title printed when the teacher gives none</extracomment>
        <translation>Problemas de Tihbat</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Name:</source>
        <extracomment>Worksheet: the pupil writes their name on the line after it</extracomment>
        <translation>Nome:</translation>
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
        <translation>Encontra a melhor jogada de quem joga em cada posição e escreve a letra da casa na linha.</translation>
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
        <translation>Melhor jogada:</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Answer key: %1</source>
        <extracomment>Worksheet: the heading of the answers page; %1 is the sheet&apos;s title</extracomment>
        <translation>Soluções: %1</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Page %1 of %2</source>
        <extracomment>Worksheet: at the foot of each page</extracomment>
        <translation>Página %1 de %2</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Sheet %1</source>
        <extracomment>Worksheet: at the foot of each page, the number that prints the same sheet again</extracomment>
        <translation>Ficha %1</translation>
    </message>
    <message numerus="yes">
        <location line="+13"/>
        <source>Pit %1 wins %n more counters than pit %2.</source>
        <comment>answer key</comment>
        <extracomment>Worksheet answer key: %1 the best move&apos;s pit, %2 the other pit, %n how many more counters the best move wins than the other with best play</extracomment>
        <translation>
            <numerusform>A casa %1 ganha mais %n semente do que a casa %2.</numerusform>
            <numerusform>A casa %1 ganha mais %n sementes do que a casa %2.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <location filename="../app/main.cpp" line="+79"/>
        <source>Tihbat, a tiny Moroccan mancala for children and families.</source>
        <extracomment>First line of &quot;tihbat --help&quot;</extracomment>
        <translation>Tihbat, um pequeno jogo de mancala marroquino para crianças e famílias.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Keep the game in progress in &lt;file&gt;.</source>
        <extracomment>&quot;tihbat --help&quot;: the --autosave-file option; keep &lt;file&gt; as it is</extracomment>
        <translation>Guardar a partida em curso em &lt;file&gt;.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Continue the saved game without asking.</source>
        <extracomment>&quot;tihbat --help&quot;: the --restore option</extracomment>
        <translation>Continuar a partida guardada sem perguntar.</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>file</source>
        <extracomment>&quot;tihbat --help&quot;: the FILE argument in the list of arguments; the same word as in &quot;[file...]&quot;</extracomment>
        <translation>ficheiro</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Game records (.tihbat) to show in the replay viewer.</source>
        <extracomment>&quot;tihbat --help&quot;: the optional FILE argument</extracomment>
        <translation>Registos de partidas (.tihbat) a abrir para rever.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>[file...]</source>
        <extracomment>&quot;tihbat --help&quot;: the FILE argument in the usage line; keep the brackets and dots</extracomment>
        <translation>[ficheiro...]</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>Tihbat is already running: its window is in front.</source>
        <translation>O Tihbat já está aberto: a sua janela está à frente.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Tihbat is already running: the game records open in its window.</source>
        <translation>O Tihbat já está aberto: os registos das partidas abrem-se na sua janela.</translation>
    </message>
</context>
<context>
    <name>tihbat::AboutDialog</name>
    <message>
        <location filename="../ui/help/about_dialog.cpp" line="+84"/>
        <source>About Tihbat</source>
        <comment>window title</comment>
        <extracomment>Window title</extracomment>
        <translation>Acerca do Tihbat</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&lt;p&gt;A tiny mancala game from Taourirt province in Morocco: four pits, seven counters in each, and a lot to think about.&lt;/p&gt;&lt;p&gt;Play against a friend on the same screen or against the computer, from Beginner to Perfect. The Perfect computer and the hints know the exact value of every position.&lt;/p&gt;</source>
        <extracomment>About box: what the game is (the heading above it shows the name and version)</extracomment>
        <translation>&lt;p&gt;Um pequeno jogo de mancala da província de Taourirt, em Marrocos: quatro casas, sete sementes em cada uma e muito que pensar.&lt;/p&gt;&lt;p&gt;Joga contra um amigo no mesmo ecrã ou contra o computador, do nível Principiante ao Perfeito. O computador Perfeito e as sugestões sabem o valor exato de cada posição.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Copyright © 2026 The Tihbat developers</source>
        <extracomment>About box: the copyright line; &quot;The Tihbat developers&quot; are the program&apos;s authors</extracomment>
        <translation>Direitos de autor © 2026 Os programadores do Tihbat</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&lt;p&gt;Tihbat is free software: you may share and change it under the terms of the GNU General Public License, version 3 or (at your option) any later version (GPL-3.0-or-later).&lt;/p&gt;&lt;p&gt;It comes with ABSOLUTELY NO WARRANTY. The Licence tab has the full text.&lt;/p&gt;</source>
        <extracomment>About box: the licence in short. Keep &quot;GNU General Public License&quot; and &quot;GPL-3.0-or-later&quot; as they are (the licence&apos;s own name); the full text follows in the Licence tab in English, the only legally binding version.</extracomment>
        <translation>&lt;p&gt;O Tihbat é software livre: podes partilhá-lo e alterá-lo nos termos da GNU General Public License, versão 3 ou (à tua escolha) qualquer versão posterior (GPL-3.0-or-later).&lt;/p&gt;&lt;p&gt;É distribuído SEM QUALQUER GARANTIA. O separador «Licença» tem o texto completo.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&lt;p&gt;&lt;b&gt;Game, solver, artwork and translations&lt;/b&gt;&lt;br&gt;The Tihbat developers&lt;/p&gt;&lt;p&gt;&lt;b&gt;The game&lt;/b&gt;&lt;br&gt;Tihbat as children play it in Taourirt province, Morocco&lt;/p&gt;&lt;p&gt;&lt;b&gt;Built with&lt;/b&gt;&lt;br&gt;Qt %1, under the GNU Lesser General Public License, version 3&lt;/p&gt;</source>
        <extracomment>About box, Credits tab; %1 is the version of Qt, e.g. 6.4.2</extracomment>
        <translation>&lt;p&gt;&lt;b&gt;Jogo, resolvedor, grafismo e traduções&lt;/b&gt;&lt;br&gt;Os programadores do Tihbat&lt;/p&gt;&lt;p&gt;&lt;b&gt;O jogo&lt;/b&gt;&lt;br&gt;O Tihbat tal como as crianças o jogam na província de Taourirt, em Marrocos&lt;/p&gt;&lt;p&gt;&lt;b&gt;Feito com&lt;/b&gt;&lt;br&gt;Qt %1, sob a GNU Lesser General Public License, versão 3&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>About</source>
        <comment>tab</comment>
        <extracomment>About box: tab title</extracomment>
        <translation>Acerca</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Credits</source>
        <comment>tab</comment>
        <extracomment>About box: tab title</extracomment>
        <translation>Créditos</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Licence</source>
        <comment>tab</comment>
        <extracomment>About box: tab title; the full licence text, in English</extracomment>
        <translation>Licença</translation>
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
A partida continua; o que mudares agora fica guardado até saíres.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Warning: settings and results are not being saved</source>
        <translation>Aviso: as definições e os resultados não estão a ser guardados</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>The finished game&apos;s saved copy could not be removed.
%1
Nothing is lost: the game is over. This warning goes when the next game is saved.</source>
        <translation>Não foi possível apagar a cópia guardada da partida terminada.
%1
Nada se perdeu: a partida acabou. Este aviso desaparece quando a próxima partida for guardada.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Warning: the finished game&apos;s saved copy could not be removed</source>
        <translation>Aviso: não foi possível apagar a cópia guardada da partida terminada</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Warning: the game is not being saved</source>
        <translation>Aviso: a partida não está a ser guardada</translation>
    </message>
    <message>
        <location line="-9"/>
        <source>The game is not being saved.
%1
Nothing is lost yet: Game &gt; Save As… can keep it somewhere else. This warning stays until saving works again.</source>
        <extracomment>A lasting warning above the board. %1 is the reason, e.g. &quot;Cannot save /home/ana/.local/share/Tihbat/autosave.json: no space left on device&quot;.</extracomment>
        <translation>A partida não está a ser guardada.
%1
Ainda nada se perdeu: Jogo &gt; Guardar como… pode guardá-la noutro sítio. Este aviso fica até que guardar volte a funcionar.</translation>
    </message>
</context>
<context>
    <name>tihbat::BetweenGamesCard</name>
    <message>
        <location filename="../ui/network/between_games_card.cpp" line="+46"/>
        <source>Well played! Your teacher has the final standings.</source>
        <translation>Muito bem jogado! A classificação final está com o teu professor.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Your teacher starts the next round. Your next game comes on this board.</source>
        <translation>O teu professor começa a próxima ronda. A tua próxima partida aparece neste tabuleiro.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Hide</source>
        <extracomment>The one button of the card a class tournament&apos;s pupil sees between games</extracomment>
        <translation>&amp;Esconder</translation>
    </message>
</context>
<context>
    <name>tihbat::BoardAccessibleTexts</name>
    <message>
        <location filename="../ui/board/board_accessible.cpp" line="+66"/>
        <source>Tihbat board</source>
        <extracomment>Screen reader: the name of the game board</extracomment>
        <translation>Tabuleiro de Tihbat</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>yours</source>
        <comment>pit owner</comment>
        <extracomment>Screen reader: whose a pit is, in &quot;Pit A, yours, 7 counters&quot;</extracomment>
        <translation>tua</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>opponent&apos;s</source>
        <comment>pit owner</comment>
        <translation>do adversário</translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>Pit %1, %2, %n counters</source>
        <extracomment>Screen reader: a pit. %1 is its letter (A, B, a, b), %2 whose it is (&quot;yours&quot;, &quot;opponent&apos;s&quot; or a player&apos;s name), %n how many counters are in it</extracomment>
        <translation>
            <numerusform>Casa %1, %2, %n semente</numerusform>
            <numerusform>Casa %1, %2, %n sementes</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>, playable</source>
        <extracomment>Screen reader: added to a pit&apos;s name when it can be played now</extracomment>
        <translation>, pode ser jogada</translation>
    </message>
    <message numerus="yes">
        <location line="+9"/>
        <source>%1&apos;s store, %n captured</source>
        <extracomment>Screen reader: a player&apos;s store of captured counters. %1 is the player&apos;s name, %n how many counters they have captured</extracomment>
        <translation>
            <numerusform>Armazém de %1, %n capturada</numerusform>
            <numerusform>Armazém de %1, %n capturadas</numerusform>
        </translation>
    </message>
    <message>
        <location line="+8"/>
        <source>South side</source>
        <translation>lado Sul</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>North side</source>
        <translation>lado Norte</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1, %2</source>
        <extracomment>Screen reader: a player&apos;s name plate. %1 is the name, %2 the side (&quot;South side&quot;)</extracomment>
        <translation>%1, %2</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Game over</source>
        <extracomment>Screen reader: the turn badge once the game has ended</extracomment>
        <translation>Fim da partida</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 to move</source>
        <extracomment>Screen reader: the turn badge. %1 is the name of the player to move</extracomment>
        <translation>Vez de %1</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1 played pit %2.</source>
        <extracomment>Screen reader, after a move: %1 is the player, %2 the pit letter</extracomment>
        <translation>%1 jogou a casa %2.</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>Captured %n.</source>
        <extracomment>Screen reader, after a move that captured: %n counters captured</extracomment>
        <translation>
            <numerusform>Capturou %n semente.</numerusform>
            <numerusform>Capturou %n sementes.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 passes.</source>
        <extracomment>Screen reader: the other player had no counters and passed. %1 is that player</extracomment>
        <translation>%1 passa a vez.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Game over: %1 %2, %3 %4.</source>
        <extracomment>Screen reader: the end of the game. %1 and %3 are the players, %2 and %4 their final scores</extracomment>
        <translation>Fim da partida: %1 %2, %3 %4.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 wins.</source>
        <extracomment>Screen reader: who won. %1 is the player</extracomment>
        <translation>%1 ganha.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A draw.</source>
        <extracomment>Screen reader: nobody won</extracomment>
        <translation>Empate.</translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+11"/>
        <source>%1 to move.</source>
        <extracomment>Screen reader, after a move: %1 is the player to move now</extracomment>
        <translation>Vez de %1.</translation>
    </message>
    <message>
        <location line="-48"/>
        <source>%1, %2</source>
        <comment>turn badge</comment>
        <extracomment>Screen reader: the turn badge when the window words the turn itself. %1 is the name of the player to move, %2 the words on their name plate (&quot;your turn&quot;)</extracomment>
        <translation>%1, %2</translation>
    </message>
    <message>
        <location line="-12"/>
        <source>%1, %2: %3</source>
        <extracomment>Screen reader: a player&apos;s name plate with a notice on it. %1 is the name, %2 the side (&quot;South side&quot;), %3 the notice (&quot;has left&quot;)</extracomment>
        <translation>%1, %2: %3</translation>
    </message>
</context>
<context>
    <name>tihbat::BoardLookActions</name>
    <message>
        <location filename="../ui/play/board_look_actions.cpp" line="+40"/>
        <source>&amp;High-Contrast Board</source>
        <extracomment>View menu: the board in flat, high-contrast colours (as in presentation mode)</extracomment>
        <translation>Tabuleiro de alto &amp;contraste</translation>
    </message>
</context>
<context>
    <name>tihbat::BoardPictureActions</name>
    <message>
        <location filename="../ui/print/board_picture_actions.cpp" line="+54"/>
        <source>&amp;Copy Board</source>
        <extracomment>Game menu: puts a picture of the board as it is shown on the clipboard</extracomment>
        <translation>Copiar o tabu&amp;leiro</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>E&amp;xport Board Picture…</source>
        <extracomment>Game menu: saves a picture of the board as a PNG or SVG file, at a size the person chooses</extracomment>
        <translation>E&amp;xportar imagem do tabuleiro…</translation>
    </message>
    <message>
        <location line="+68"/>
        <source>Export Board Picture</source>
        <extracomment>Title of the dialog that asks the size of an exported board picture</extracomment>
        <translation>Exportar imagem do tabuleiro</translation>
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
        <translation>Mostrar os &amp;valores das jogadas</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Show the &amp;names</source>
        <extracomment>Export Board Picture: the players&apos; name plates</extracomment>
        <translation>Mostrar os &amp;nomes</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&amp;Width:</source>
        <extracomment>Export Board Picture: the picture&apos;s width in pixels</extracomment>
        <translation>&amp;Largura:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Height:</source>
        <extracomment>Export Board Picture: the picture&apos;s height in pixels</extracomment>
        <translation>&amp;Altura:</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>PNG pictures (*.png)</source>
        <extracomment>Export Board Picture: a file type in the save dialog</extracomment>
        <translation>Imagens PNG (*.png)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>SVG drawings (*.svg)</source>
        <extracomment>Export Board Picture: a file type in the save dialog; drawings that stay sharp at any size</extracomment>
        <translation>Desenhos SVG (*.svg)</translation>
    </message>
    <message>
        <location line="-64"/>
        <source>A picture of the board is on the clipboard: paste it where you want it.</source>
        <extracomment>In the status bar after Copy Board</extracomment>
        <translation>Uma imagem do tabuleiro está na área de transferência: cola-a onde quiseres.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Board picture saved to %1</source>
        <extracomment>In the status bar after Export Board Picture; %1 is the file&apos;s full path</extracomment>
        <translation>Imagem do tabuleiro guardada em %1</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>The board keeps its shape inside this size; the rest is the table&apos;s colour.</source>
        <extracomment>Export Board Picture, under the width and height: what they are for</extracomment>
        <translation>O tabuleiro mantém a sua forma dentro deste tamanho; o resto fica com a cor da mesa.</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>board %1</source>
        <extracomment>Export Board Picture: the suggested file name; %1 is today&apos;s date</extracomment>
        <translation>tabuleiro %1</translation>
    </message>
</context>
<context>
    <name>tihbat::BoardScene</name>
    <message>
        <location filename="../ui/board/board_scene.cpp" line="+278"/>
        <source>ends with %1</source>
        <comment>nameplate</comment>
        <extracomment>On a player&apos;s nameplate after the end of a game: %1 is their final score</extracomment>
        <translation>termina com %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>to move</source>
        <comment>turn</comment>
        <translation>a jogar</translation>
    </message>
    <message>
        <location line="+87"/>
        <source>%1 passes</source>
        <extracomment>Shown on the board when a player has no counters and must pass; %1 is their name.</extracomment>
        <translation>%1 passa a vez</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Game over</source>
        <translation>Fim da partida</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>South</source>
        <comment>player</comment>
        <translation>Sul</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>North</source>
        <comment>player</comment>
        <translation>Norte</translation>
    </message>
</context>
<context>
    <name>tihbat::FileErrors</name>
    <message>
        <location filename="../model/text/file_error_text.cpp" line="+23"/>
        <source>no such file or folder</source>
        <extracomment>Why a file could not be opened or saved; reads after &quot;Cannot open FILE: &quot;</extracomment>
        <translation>o ficheiro ou a pasta não existe</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>permission denied</source>
        <extracomment>Why a file could not be opened or saved; reads after &quot;Cannot open FILE: &quot;</extracomment>
        <translation>permissão negada</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>no space left on device</source>
        <extracomment>Why a file could not be saved: the disk is full</extracomment>
        <translation>não há espaço livre no disco</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>disk quota exceeded</source>
        <extracomment>Why a file could not be saved: the user&apos;s disk quota is used up</extracomment>
        <translation>a quota do disco foi excedida</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>read-only file system</source>
        <extracomment>Why a file could not be saved: the disk or folder is mounted read-only</extracomment>
        <translation>o sistema de ficheiros é só de leitura</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>too many levels of symbolic links</source>
        <extracomment>Why a file could not be opened: symbolic links point at each other in a loop</extracomment>
        <translation>demasiados níveis de ligações simbólicas</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>a part of the path is not a folder</source>
        <extracomment>Why a file could not be opened or saved: a folder in its path is a file</extracomment>
        <translation>uma parte do caminho não é uma pasta</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the file name is too long</source>
        <translation>o nome do ficheiro é demasiado longo</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+25"/>
        <source>it is a folder, not a file</source>
        <translation>é uma pasta, não um ficheiro</translation>
    </message>
    <message>
        <location line="-22"/>
        <source>input/output error</source>
        <extracomment>Why a file could not be read or saved: the disk reported an error</extracomment>
        <translation>erro de entrada/saída</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>it is a named pipe (FIFO), not a file</source>
        <extracomment>A FIFO was given where a file was expected; reads after &quot;Cannot open FILE: &quot;</extracomment>
        <translation>é um pipe com nome (FIFO), não um ficheiro</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>it is a device, not a file</source>
        <extracomment>A device such as /dev/zero was given where a file was expected</extracomment>
        <translation>é um dispositivo, não um ficheiro</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>it is a socket, not a file</source>
        <translation>é um socket, não um ficheiro</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>it is larger than %L1 bytes</source>
        <extracomment>%L1 is a number of bytes</extracomment>
        <translation>tem mais de %L1 bytes</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Cannot read %1: %2</source>
        <extracomment>%1 is a file&apos;s full path, %2 the reason (&quot;input/output error&quot;)</extracomment>
        <translation>Não é possível ler %1: %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Cannot open %1: %2</source>
        <extracomment>%1 is a file&apos;s full path, %2 the reason (&quot;permission denied&quot;)</extracomment>
        <translation>Não é possível abrir %1: %2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Cannot replace %1: %2</source>
        <extracomment>The new file was written but could not take the old one&apos;s place. %1 is a path.</extracomment>
        <translation>Não é possível substituir %1: %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Cannot save %1: %2</source>
        <extracomment>%1 is a file&apos;s full path, %2 the reason (&quot;no space left on device&quot;)</extracomment>
        <translation>Não é possível guardar %1: %2</translation>
    </message>
</context>
<context>
    <name>tihbat::GameNameLabel</name>
    <message>
        <location filename="../ui/network/game_name_label.cpp" line="+66"/>
        <source>%1&apos;s game</source>
        <extracomment>The name of a network game, shown to those who joined it: %1 is the host&apos;s name</extracomment>
        <translation>Partida de %1</translation>
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
        <translation>Partida em rede: %1</translation>
    </message>
</context>
<context>
    <name>tihbat::GameToolBar</name>
    <message>
        <location filename="../ui/play/game_tool_bar.cpp" line="+103"/>
        <source>Game Toolbar</source>
        <extracomment>The toolbar&apos;s name, as a screen reader and the window&apos;s context menu say it</extracomment>
        <translation>Barra de ferramentas do jogo</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Show &amp;Toolbar</source>
        <extracomment>View menu and the toolbar&apos;s context menu: shows or hides the row of big buttons</extracomment>
        <translation>Mostrar a &amp;barra de ferramentas</translation>
    </message>
</context>
<context>
    <name>tihbat::HintPanel</name>
    <message>
        <location filename="../ui/play/hint_panel.cpp" line="+50"/>
        <source>Pit %1: %2</source>
        <extracomment>One pit in the hint: %1 is the pit&apos;s letter (A, B, a or b: never translated), %2 what playing it leads to, such as &quot;You win by 4&quot;</extracomment>
        <translation>Casa %1: %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Hint for %1 — %2</source>
        <extracomment>%1 is a player&apos;s name, %2 the list of pits with their results</extracomment>
        <translation>Sugestão para %1 — %2</translation>
    </message>
</context>
<context>
    <name>tihbat::HostPage</name>
    <message>
        <location filename="../ui/network/host_page.cpp" line="+185"/>
        <source>Your &amp;name:</source>
        <extracomment>Play over the Network, Host: the name the friend sees</extracomment>
        <translation>O teu &amp;nome:</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>You &amp;play:</source>
        <extracomment>Play over the Network, Host: the side of the board the host plays</extracomment>
        <translation>&amp;Jogas com:</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Ho&amp;st the Game</source>
        <extracomment>Play over the Network: starts hosting the game</extracomment>
        <translation>&amp;Criar a partida</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1&apos;s game</source>
        <extracomment>Play over the Network, hosting: %1 is the host&apos;s name</extracomment>
        <translation>Partida de %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Address %1, port %2</source>
        <extracomment>Play over the Network, hosting: where the friend joins; %1 is an address, %2 a port</extracomment>
        <translation>Endereço %1, porta %2</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>%1 has joined the game.</source>
        <translation>%1 entrou na partida.</translation>
    </message>
    <message>
        <location line="-10"/>
        <source>Join code</source>
        <extracomment>Play over the Network, hosting: the label over the code in large letters</extracomment>
        <translation>Código para entrar</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your friend needs the address and the port only if their list of games does not show this game.</source>
        <extracomment>Play over the Network, hosting: under the address and port</extracomment>
        <translation>O teu amigo só precisa do endereço e da porta se a lista de partidas dele não mostrar esta partida.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Tell your friend the join code. They choose your game in their list, write the code and press Join as Player. Waiting for them…</source>
        <translation>Diz ao teu amigo o código para entrar. Ele escolhe a tua partida na lista dele, escreve o código e carrega em «Entrar como jogador». À espera…</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>S&amp;top Hosting</source>
        <extracomment>Play over the Network, hosting: ends the network game; the game stays on this computer</extracomment>
        <translation>&amp;Parar a partida em rede</translation>
    </message>
</context>
<context>
    <name>tihbat::JoinPage</name>
    <message>
        <location filename="../ui/network/join_page.cpp" line="+56"/>
        <source>chain capture</source>
        <translation>captura em cadeia</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no chain capture</source>
        <translation>sem captura em cadeia</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>a player may join</source>
        <translation>pode entrar um jogador</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>for watchers only</source>
        <translation>só para espectadores</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1&apos;s game: %2 counters, %3, %4 starts; the host plays %5; %6</source>
        <extracomment>A game in the list of network games: %1 is the host&apos;s name, %2 the counters in each pit, %3 chain capture or not, %4 the side that starts, %5 the host&apos;s side, %6 the seat</extracomment>
        <translation>Partida de %1: %2 sementes, %3, começa o %4; quem a criou joga com o %5; %6</translation>
    </message>
    <message>
        <location line="+245"/>
        <source>&amp;Games on the local network:</source>
        <extracomment>Play over the Network, Join: the list of games hosted on the local network</extracomment>
        <translation>&amp;Partidas na rede local:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Address:</source>
        <translation>&amp;Endereço:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>P&amp;ort:</source>
        <translation>P&amp;orta:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Code:</source>
        <extracomment>Play over the Network, Join: the short code the host shows</extracomment>
        <translation>&amp;Código:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your &amp;name:</source>
        <translation>O teu &amp;nome:</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Join as &amp;Player</source>
        <translation>Entrar como &amp;jogador</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Join as &amp;Watcher</source>
        <translation>Entrar como espec&amp;tador</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Watch on the P&amp;rojector</source>
        <extracomment>Opens the game being watched in the presentation window (full screen, for a projector)</extracomment>
        <translation>Ver no p&amp;rojetor</translation>
    </message>
    <message>
        <location line="-8"/>
        <source>Filled in when you choose a game above</source>
        <extracomment>Play over the Network, Join: shown in the empty address field</extracomment>
        <translation>Preenchido quando escolhes uma partida acima</translation>
    </message>
    <message numerus="yes">
        <location line="-283"/>
        <source>%n pupil(s) joined</source>
        <extracomment>A class tournament in the list of network games: how many pupils have joined it</extracomment>
        <translation>
            <numerusform>%n aluno entrou</numerusform>
            <numerusform>%n alunos entraram</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>not started yet</source>
        <extracomment>A class tournament in the list of network games: it waits for its pupils</extracomment>
        <translation>ainda não começou</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>round %1 is being played</source>
        <translation>a decorrer a ronda %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Class tournament — %1&apos;s computer: %2, %3; %4 counters</source>
        <extracomment>A class tournament in the list of network games: %1 is the teacher&apos;s (or the teacher&apos;s computer&apos;s) name, %2 how many pupils joined, %3 whether it has started, %4 the counters in each pit</extracomment>
        <translation>Torneio da turma — computador de %1: %2, %3; %4 sementes</translation>
    </message>
    <message>
        <location line="+275"/>
        <source>The letters and digits on the host&apos;s screen</source>
        <extracomment>Play over the Network, Join: shown in the empty code field</extracomment>
        <translation>As letras e os algarismos no ecrã de quem criou a partida</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The name the others see</source>
        <extracomment>Play over the Network, Join: shown in the empty name field</extracomment>
        <translation>O nome que os outros veem</translation>
    </message>
</context>
<context>
    <name>tihbat::LanguageMenu</name>
    <message>
        <location filename="../ui/i18n/language_menu.cpp" line="+44"/>
        <source>&amp;Language</source>
        <comment>menu</comment>
        <extracomment>Menu title: the languages, each named in itself, are its items. Tip: add &quot;(Language)&quot; after your word so a person who cannot read it finds the way back to English.</extracomment>
        <translation>&amp;Idioma (Language)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;System Default</source>
        <comment>language</comment>
        <extracomment>Language menu: follow the language of the computer&apos;s system</extracomment>
        <translation>Idioma do &amp;sistema</translation>
    </message>
</context>
<context>
    <name>tihbat::LearnOfferBar</name>
    <message>
        <location filename="../ui/learn/learn_to_play.cpp" line="+29"/>
        <source>New to Tihbat? Learn to play in a few short lessons.</source>
        <extracomment>A bar above the board on the very first start</extracomment>
        <translation>Primeira vez no Tihbat? Aprende a jogar em poucas lições curtas.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Start the Lessons</source>
        <extracomment>Button in the first-start bar: opens Help &gt; Learn to Play</extracomment>
        <translation>Começar as lições</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>No, Thanks</source>
        <extracomment>Button in the first-start bar: closes the bar (the lessons stay in the Help menu)</extracomment>
        <translation>Agora não</translation>
    </message>
</context>
<context>
    <name>tihbat::LearnToPlay</name>
    <message>
        <location line="-14"/>
        <source>&amp;Learn to Play</source>
        <extracomment>Help menu: opens the interactive lessons</extracomment>
        <translation>Aprender a &amp;jogar</translation>
    </message>
</context>
<context>
    <name>tihbat::LearnWindow</name>
    <message>
        <location filename="../ui/learn/lesson_feedback.cpp" line="+72"/>
        <source>Nothing tried yet</source>
        <translation>Ainda não tentaste</translation>
    </message>
    <message>
        <location filename="../ui/learn/learn_window.cpp" line="+297"/>
        <source>game over</source>
        <comment>lesson nameplate</comment>
        <extracomment>On the name plate in the &quot;Who wins?&quot; lesson: the game shown has ended</extracomment>
        <translation>fim da partida</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>You know the rules now. Play your first game?</source>
        <extracomment>At the end of the lessons, after Finish, every lesson done</extracomment>
        <translation>Já sabes as regras. Jogas a tua primeira partida?</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Play Your First &amp;Game</source>
        <extracomment>Button at the end of the lessons: starts a game in the game window</extracomment>
        <translation>Jogar a tua primeira &amp;partida</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Close</source>
        <comment>lessons</comment>
        <extracomment>Button at the end of the lessons, once a first game has been offered</extracomment>
        <translation>&amp;Fechar</translation>
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
        <translation>%1, concluída</translation>
    </message>
    <message>
        <location filename="../ui/learn/learn_window.cpp" line="+8"/>
        <source>Learn to Play Tihbat</source>
        <extracomment>Window title of Help &gt; Learn to Play</extracomment>
        <translation>Aprender a jogar Tihbat</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Lessons:</source>
        <extracomment>Above the list of lessons</extracomment>
        <translation>&amp;Lições:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Lessons</source>
        <translation>Lições</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Lesson %1 of %2: %3</source>
        <extracomment>Above a lesson: %1 its number, %2 how many there are, %3 its title</extracomment>
        <translation>Lição %1 de %2: %3</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Lesson board</source>
        <translation>Tabuleiro da lição</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;South</source>
        <comment>answer</comment>
        <extracomment>Answer to &quot;Who wins?&quot; in a lesson</extracomment>
        <translation>&amp;Sul</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>N&amp;orth</source>
        <comment>answer</comment>
        <extracomment>Answer to &quot;Who wins?&quot; in a lesson</extracomment>
        <translation>&amp;Norte</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Draw</source>
        <comment>answer</comment>
        <extracomment>Answer to &quot;Who wins?&quot; in a lesson: nobody wins</extracomment>
        <translation>&amp;Empate</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&lt; &amp;Back</source>
        <extracomment>Button: the lesson before</extracomment>
        <translation>&lt; &amp;Anterior</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Try Again</source>
        <extracomment>Button: the lesson&apos;s board again after a wrong move</extracomment>
        <translation>&amp;Tentar de novo</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Next &gt;</source>
        <translation>Se&amp;guinte &gt;</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Finish</source>
        <translation>&amp;Concluir</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Keys: Tab and Space choose an answer.</source>
        <extracomment>Keys in the &quot;Who wins?&quot; lesson</extracomment>
        <translation>Teclas: Tab e Espaço escolhem uma resposta.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Keys: A or B plays that pit; Left, Right and Enter also work. After a try, Enter goes on.</source>
        <extracomment>Keys in a lesson where the learner plays a move</extracomment>
        <translation>Teclas: A ou B joga essa casa; Esquerda, Direita e Enter também funcionam. Depois de uma tentativa, Enter continua.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Keys: type a pit&apos;s letter (A, B with Shift; a, b without), or move with Left and Right and press Enter.</source>
        <extracomment>Keys in a lesson where the learner clicks pits: the letters are the pits&apos; names</extracomment>
        <translation>Teclas: escreve a letra de uma casa (A, B com Shift; a, b sem), ou anda com Esquerda e Direita e carrega em Enter.</translation>
    </message>
    <message>
        <location line="-66"/>
        <source>You have done %1 of the %2 lessons. The ones without a tick are still in the list. Play your first game?</source>
        <extracomment>At the end of the lessons, after Finish, when some were skipped: %1 lessons done of %2; the list beside shows a tick by each lesson done</extracomment>
        <translation>Fizeste %1 das %2 lições. As que não têm visto ainda estão na lista. Jogas a tua primeira partida?</translation>
    </message>
</context>
<context>
    <name>tihbat::LocalisedFileList</name>
    <message>
        <location filename="../ui/records/file_dialogs.cpp" line="+41"/>
        <source>Tihbat game record</source>
        <extracomment>The type of a .tihbat file in the file dialog&apos;s detail view</extracomment>
        <translation>Registo de partida de Tihbat</translation>
    </message>
</context>
<context>
    <name>tihbat::MainWindow</name>
    <message>
        <location filename="../ui/play/main_window.cpp" line="+262"/>
        <source>&amp;Game</source>
        <comment>menu</comment>
        <extracomment>Menu title</extracomment>
        <translation>&amp;Jogo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;New Game…</source>
        <translation>&amp;Novo jogo…</translation>
    </message>
    <message>
        <location filename="../ui/play/move_actions.cpp" line="+77"/>
        <source>&amp;Undo Move</source>
        <extracomment>Take back the last move (against the computer: back to your last turn)</extracomment>
        <translation>&amp;Desfazer jogada</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Redo Move</source>
        <extracomment>Play again a move that was taken back</extracomment>
        <translation>&amp;Refazer jogada</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Hint</source>
        <extracomment>Show how each move would end the game with perfect play</extracomment>
        <translation>&amp;Sugestão</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Pause Computer</source>
        <extracomment>Stop the computer from moving (to watch a computer-against-computer game step by step)</extracomment>
        <translation>&amp;Pausar o computador</translation>
    </message>
    <message>
        <location filename="../ui/play/main_window.cpp" line="+2"/>
        <source>&amp;Quit</source>
        <extracomment>Close the program</extracomment>
        <translation>Sa&amp;ir</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Open…</source>
        <extracomment>Opens a saved game record (.tihbat file) in the replay viewer</extracomment>
        <translation>&amp;Abrir…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Save</source>
        <extracomment>Saves the game in progress as a game record (.tihbat file)</extracomment>
        <translation>&amp;Guardar</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Save &amp;As…</source>
        <extracomment>Saves the game in progress as a game record under a new name</extracomment>
        <translation>Guardar &amp;como…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Re&amp;view This Game</source>
        <extracomment>Opens the game in progress (or just finished) in the replay viewer, move by move</extracomment>
        <translation>Re&amp;ver esta partida</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>&amp;View</source>
        <comment>menu</comment>
        <extracomment>Menu title</extracomment>
        <translation>&amp;Ver</translation>
    </message>
    <message>
        <location filename="../ui/play/view_actions.cpp" line="+85"/>
        <source>&amp;Full Screen</source>
        <translation>&amp;Ecrã inteiro</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>F&amp;lip Board</source>
        <extracomment>Turn the board round so North sits at the bottom</extracomment>
        <translation>&amp;Virar o tabuleiro</translation>
    </message>
    <message>
        <location filename="../ui/play/main_window.cpp" line="+4"/>
        <source>&amp;Presentation Mode</source>
        <extracomment>Classroom mode: the board full screen for a projector, moves explained step by step</extracomment>
        <translation>&amp;Modo de apresentação</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Se&amp;t Up Position…</source>
        <extracomment>Classroom mode: opens a dialog to set any position, then play from it or analyse it</extracomment>
        <translation>Mon&amp;tar uma posição…</translation>
    </message>
    <message>
        <location filename="../ui/play/view_actions.cpp" line="+4"/>
        <source>&amp;Animation Speed</source>
        <extracomment>Submenu: how fast the counters move</extracomment>
        <translation>Velocidade da &amp;animação</translation>
    </message>
    <message>
        <location filename="../ui/play/main_window.cpp" line="+6"/>
        <source>&amp;Help</source>
        <comment>menu</comment>
        <extracomment>Menu title</extracomment>
        <translation>&amp;Ajuda</translation>
    </message>
    <message>
        <location line="-142"/>
        <source>&amp;How to Play</source>
        <extracomment>Opens the rules text</extracomment>
        <translation>&amp;Como se joga</translation>
    </message>
    <message>
        <location line="+144"/>
        <source>&amp;About Tihbat</source>
        <extracomment>Opens the box with the version and a few words on the game</extracomment>
        <translation>&amp;Acerca do Tihbat</translation>
    </message>
    <message>
        <location filename="../ui/play/game_status.cpp" line="+85"/>
        <source>Game over. %1</source>
        <extracomment>Status bar after the end; %1 says who won or that it is a draw</extracomment>
        <translation>Fim da partida. %1</translation>
    </message>
    <message>
        <location filename="../ui/replay/record_files.cpp" line="+166"/>
        <source>The game record could not be opened.</source>
        <extracomment>Message box when a game record file cannot be read; the reason follows</extracomment>
        <translation>Não foi possível abrir o registo da partida.</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>Open Game Record</source>
        <extracomment>Title of the file dialog opening a game record</extracomment>
        <translation>Abrir um registo de partida</translation>
    </message>
    <message>
        <location line="-122"/>
        <source>Save Game</source>
        <extracomment>Title of the file dialog saving the game in progress</extracomment>
        <translation>Guardar a partida</translation>
    </message>
    <message>
        <location line="+50"/>
        <location filename="../ui/tournament/tournament_window.cpp" line="+391"/>
        <source>Saved to %1</source>
        <extracomment>In the status bar after Save; %1 is the file&apos;s full path</extracomment>
        <translation>Guardado em %1</translation>
    </message>
    <message numerus="yes">
        <location line="+54"/>
        <source>%n game records could not be opened.</source>
        <extracomment>Message box when several game records cannot be read; reasons follow</extracomment>
        <translation>
            <numerusform>Não foi possível abrir %n registo de partida.</numerusform>
            <numerusform>Não foi possível abrir %n registos de partidas.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+8"/>
        <source>And %n more.</source>
        <translation>
            <numerusform>E mais %n.</numerusform>
            <numerusform>E mais %n.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+46"/>
        <source>The game could not be opened in the replay viewer.</source>
        <translation>Não foi possível abrir a partida para a rever.</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>The file %1 no longer exists.</source>
        <extracomment>Message box when a file of the Open Recent menu is gone; %1 is its name</extracomment>
        <translation>O ficheiro %1 já não existe.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>It was in %1 and has been removed from the recent files.</source>
        <extracomment>Below &quot;The file ... no longer exists.&quot;; %1 is where it was</extracomment>
        <translation>Estava em %1 e foi retirado da lista de ficheiros recentes.</translation>
    </message>
    <message>
        <location filename="../ui/play/main_window.cpp" line="-22"/>
        <source>P&amp;rint and Export</source>
        <comment>menu</comment>
        <extracomment>Game menu: the submenu with the score sheet and the board picture (print, PDF, PNG, SVG)</extracomment>
        <translation>Imprimir e e&amp;xportar</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Move</source>
        <comment>menu</comment>
        <extracomment>Menu title (KDE games&apos; Move menu): Undo, Redo, Hint, Pause Computer</extracomment>
        <translation>Jo&amp;gadas</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Classroom</source>
        <comment>menu</comment>
        <extracomment>Menu title: what a teacher uses (projector, position editor, worksheets)</extracomment>
        <translation>&amp;Sala de aula</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Projector</source>
        <comment>toolbar</comment>
        <extracomment>The toolbar button of Presentation Mode (one short word under its picture)</extracomment>
        <translation>Projetor</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Settings</source>
        <comment>menu</comment>
        <extracomment>Menu title (KDE games&apos; Settings menu): speed, sound, language</extracomment>
        <translation>&amp;Definições</translation>
    </message>
</context>
<context>
    <name>tihbat::MoveTable</name>
    <message>
        <location filename="../ui/replay/move_table.cpp" line="+84"/>
        <source>Start</source>
        <extracomment>The first row of the move list: the position before any move.</extracomment>
        <translation>Início</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>%1 must pass</source>
        <extracomment>Tool tip of a move after which the opponent has no counters and passes. %1 is the player (a name, or South or North).</extracomment>
        <translation>%1 tem de passar a vez</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>The final score of %1 minus that of %2 with perfect play after the move</source>
        <extracomment>Tool tip of the move list&apos;s Value column. %1 is South&apos;s player (a name, or South), %2 North&apos;s.</extracomment>
        <translation>Sementes finais de %1 menos as de %2, com jogo perfeito depois da jogada</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>No.</source>
        <extracomment>Move list column: the move&apos;s number.</extracomment>
        <translation>N.º</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Player</source>
        <extracomment>Move list column: who played the move.</extracomment>
        <translation>Jogador</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Move</source>
        <extracomment>Move list column: the pit emptied and its captures, as in the file (Bx4).</extracomment>
        <translation>Jogada</translation>
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
        <translation>Custo</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Comment</source>
        <extracomment>Move list column: the comments after the move.</extracomment>
        <translation>Comentário</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>How much the move gave away against the best move (? a mistake, ?? a blunder)</source>
        <translation>Quanto a jogada custou em comparação com a melhor jogada (? um erro, ?? um erro grave)</translation>
    </message>
</context>
<context>
    <name>tihbat::NavigationBar</name>
    <message>
        <location filename="../ui/viewer/navigation_bar.cpp" line="+91"/>
        <source>Pause (Space)</source>
        <extracomment>Tool tip of the autoplay button; Space is its key.</extracomment>
        <translation>Pausa (Espaço)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Play the moves (Space)</source>
        <translation>Reproduzir as jogadas (Espaço)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pause</source>
        <translation>Pausa</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Play the moves</source>
        <translation>Reproduzir as jogadas</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Move %1 of %2</source>
        <extracomment>Where the replay is: %1 the move shown, %2 the number of moves.</extracomment>
        <translation>Jogada %1 de %2</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>To the start (Home)</source>
        <extracomment>Tool tips of the replay buttons; the key names in brackets are the shortcuts.</extracomment>
        <translation>Para o início (Home)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Previous move (Left, Page Up)</source>
        <translation>Jogada anterior (←, Page Up)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Next move (Right, Page Down)</source>
        <translation>Jogada seguinte (→, Page Down)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>To the last move (End)</source>
        <translation>Para a última jogada (End)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>To the start</source>
        <translation>Para o início</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Previous move</source>
        <translation>Jogada anterior</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Next move</source>
        <translation>Jogada seguinte</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>To the last move</source>
        <translation>Para a última jogada</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Move</source>
        <extracomment>Accessible name of the slider over the moves of the replayed game.</extracomment>
        <translation>Jogada</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>S&amp;peed:</source>
        <extracomment>Label of the autoplay speed choice.</extracomment>
        <translation>&amp;Velocidade:</translation>
    </message>
</context>
<context>
    <name>tihbat::NetworkActions</name>
    <message>
        <location filename="../ui/network/network_actions.cpp" line="+112"/>
        <source>The network game could not be hosted again (%1); it goes on here.</source>
        <extracomment>At start, a network game this computer hosted could not be hosted again; %1 is the system&apos;s reason (in English)</extracomment>
        <translation>Não foi possível criar de novo a partida em rede (%1); continua aqui.</translation>
    </message>
    <message>
        <location line="+77"/>
        <source>%1 does not want to take the move back.</source>
        <extracomment>A network game: %1 is the other player&apos;s name</extracomment>
        <translation>%1 não quer desfazer a jogada.</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>P&amp;lay over the Network…</source>
        <extracomment>Game menu: host a game or join one on another computer</extracomment>
        <translation>Jogar &amp;uma partida em rede…</translation>
    </message>
    <message>
        <location line="-147"/>
        <source>You stopped hosting; the game goes on here.</source>
        <translation>Paraste a partida em rede; ela continua aqui.</translation>
    </message>
    <message>
        <location line="+104"/>
        <source>%1 has joined the game.</source>
        <extracomment>Status bar of the host&apos;s window: %1 is the friend&apos;s name</extracomment>
        <translation>%1 entrou na partida.</translation>
    </message>
</context>
<context>
    <name>tihbat::NetworkDialog</name>
    <message>
        <location filename="../ui/network/network_dialog.cpp" line="+103"/>
        <source>The game could not be hosted: %1</source>
        <extracomment>Play over the Network: %1 is the system&apos;s reason (in English)</extracomment>
        <translation>Não foi possível criar a partida: %1</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>Choose a game in the list, or write the host&apos;s address.</source>
        <translation>Escolhe uma partida da lista, ou escreve o endereço de quem a criou.</translation>
    </message>
    <message>
        <location line="+68"/>
        <source>Play over the Network</source>
        <extracomment>Dialog title</extracomment>
        <translation>Jogar em rede</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Host</source>
        <extracomment>Play over the Network: the tab to host a game</extracomment>
        <translation>Cr&amp;iar</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Join</source>
        <extracomment>Play over the Network: the tab to join a game</extracomment>
        <translation>Entr&amp;ar</translation>
    </message>
    <message>
        <location line="-187"/>
        <source>Write your name: the others see it beside the board.</source>
        <extracomment>Play over the Network: the name field is empty</extracomment>
        <translation>Escreve o teu nome: os outros veem-no ao lado do tabuleiro.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Your name has a sign that cannot be sent. Use letters, digits and spaces.</source>
        <extracomment>Play over the Network: the name holds a sign that cannot be sent (an invisible or control character)</extracomment>
        <translation>O teu nome tem um sinal que não pode ser enviado. Usa letras, algarismos e espaços.</translation>
    </message>
    <message>
        <location line="+115"/>
        <source>Write the join code: the letters and digits on the host&apos;s screen.</source>
        <extracomment>Play over the Network, Join: the code field is empty</extracomment>
        <translation>Escreve o código para entrar: as letras e os algarismos no ecrã de quem criou a partida.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A join code has only letters and digits. Copy it as the host&apos;s screen shows it.</source>
        <extracomment>Play over the Network, Join: the code holds something a code cannot</extracomment>
        <translation>Um código para entrar só tem letras e algarismos. Copia-o tal como aparece no ecrã de quem criou a partida.</translation>
    </message>
</context>
<context>
    <name>tihbat::NetworkGame</name>
    <message>
        <location filename="../model/network_game/network_game.cpp" line="+366"/>
        <source>%1 has left; waiting for them to come back</source>
        <extracomment>A network game: %1 is the other player&apos;s name</extracomment>
        <translation>%1 saiu; à espera de que volte</translation>
    </message>
    <message>
        <location line="-326"/>
        <source>Waiting for your friend to join with the code %1</source>
        <extracomment>A network game being hosted, before the friend joins; %1 is the join code</extracomment>
        <translation>À espera de que o teu amigo entre com o código %1</translation>
    </message>
    <message>
        <location line="+58"/>
        <source>Waiting for your next game…</source>
        <translation>À espera da tua próxima partida…</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Joining %1&apos;s game again…</source>
        <extracomment>A network game this window was in, joined again after the program was started again; %1 is the host&apos;s name</extracomment>
        <translation>A voltar à partida de %1…</translation>
    </message>
    <message>
        <location line="+49"/>
        <source>you play South</source>
        <translation>jogas como Sul</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>you play North</source>
        <translation>jogas como Norte</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Your next game: against %1, %2</source>
        <extracomment>A class tournament&apos;s pupil: %1 is the other pupil&apos;s name, %2 &quot;you play South&quot; or &quot;you play North&quot;</extracomment>
        <translation>A tua próxima partida: contra %1, %2</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>place %1 of %2</source>
        <extracomment>A class tournament&apos;s pupil: %1 is its place (1 for the leader), %2 how many play</extracomment>
        <translation>lugar %1 de %2</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>The tournament is over — you have %n point(s), %1</source>
        <extracomment>A class tournament&apos;s pupil after the last game; %1 is &quot;place 2 of 9&quot;</extracomment>
        <translation>
            <numerusform>O torneio acabou — tens %n ponto, %1</numerusform>
            <numerusform>O torneio acabou — tens %n pontos, %1</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Waiting for the tournament to begin…</source>
        <translation>À espera de que o torneio comece…</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>Waiting for round %1 — you have %n point(s), %2</source>
        <extracomment>A class tournament&apos;s pupil between games; %1 is the next round&apos;s number, %2 is &quot;place 2 of 9&quot;</extracomment>
        <translation>
            <numerusform>À espera da ronda %1 — tens %n ponto, %2</numerusform>
            <numerusform>À espera da ronda %1 — tens %n pontos, %2</numerusform>
        </translation>
    </message>
    <message>
        <location line="+199"/>
        <source>The code is not right. Ask the host for the code and try again.</source>
        <extracomment>Joining a network game failed</extracomment>
        <translation>O código não está certo. Pede o código a quem criou a partida e tenta outra vez.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Someone is already playing this game. You can join it as a watcher.</source>
        <extracomment>Joining a network game failed: another player is already in the game</extracomment>
        <translation>Já alguém está a jogar esta partida. Podes entrar como espectador.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>This game has as many watchers as it can take.</source>
        <translation>Esta partida já tem todos os espectadores que pode ter.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The host plays with another version of Tihbat.</source>
        <translation>Quem criou a partida usa outra versão do Tihbat.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The host refused to let you join.</source>
        <translation>Quem criou a partida não te deixou entrar.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No answer from the host. Check the address and the port, and that the game is still hosted.</source>
        <translation>Sem resposta de quem criou a partida. Verifica o endereço e a porta, e se a partida ainda está aberta.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The other computer broke the rules of the network game; the link was closed.</source>
        <translation>O outro computador não cumpriu as regras do jogo em rede; a ligação foi fechada.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Check your name, the code and the port.</source>
        <translation>Verifica o teu nome, o código e a porta.</translation>
    </message>
    <message>
        <location line="-365"/>
        <source>Someone at %1 is trying codes. Tihbat slows them down.</source>
        <extracomment>A hosted network game: one computer keeps giving wrong join codes and is slowed down; %1 is its network address (192.168.1.23)</extracomment>
        <translation>Alguém em %1 está a tentar adivinhar códigos. O Tihbat está a fazê-lo esperar.</translation>
    </message>
    <message>
        <location line="+356"/>
        <source>Too many wrong codes came from this computer. Wait a minute, then try again.</source>
        <extracomment>Joining a network game failed: too many wrong codes came from this computer</extracomment>
        <translation>Chegaram demasiados códigos errados deste computador. Espera um minuto e tenta outra vez.</translation>
    </message>
    <message>
        <location line="-313"/>
        <source>The connection to the game was lost; trying again…</source>
        <extracomment>A network game being watched: the connection to the host&apos;s computer was lost</extracomment>
        <translation>A ligação à partida perdeu-se; a tentar outra vez…</translation>
    </message>
</context>
<context>
    <name>tihbat::NewGameCard</name>
    <message>
        <location filename="../ui/play/new_game_card.cpp" line="+191"/>
        <source>Cancel</source>
        <comment>new game card</comment>
        <extracomment>Button on the New Game card: puts the card away, the game on the board goes on</extracomment>
        <translation>Cancelar</translation>
    </message>
</context>
<context>
    <name>tihbat::NewGameDialog</name>
    <message>
        <location line="-42"/>
        <source>New Game</source>
        <extracomment>Title of the card (and once the dialog) that starts a game</extracomment>
        <translation>Novo jogo</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Play On from Here</source>
        <extracomment>Title of the card that continues a replayed game from the position shown: only the players are chosen, the rules are the game&apos;s</extracomment>
        <translation>Continuar a jogar daqui</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Person</source>
        <comment>player kind</comment>
        <extracomment>Who plays a side: a person at this computer</extracomment>
        <translation>Pessoa</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Computer</source>
        <comment>player kind</comment>
        <extracomment>Who plays a side: the program</extracomment>
        <translation>Computador</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>&amp;Counters in each pit:</source>
        <extracomment>Rule option: how many counters each pit holds at the start (7 is usual)</extracomment>
        <translation>&amp;Sementes em cada casa:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Chain capture (also take the pit before, on your own side)</source>
        <extracomment>Rule option: after a capture, the pit sown just before is captured too</extracomment>
        <translation>Captura em cadeia (capturas também a casa anterior, do teu lado)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Who starts:</source>
        <extracomment>Rule option: which side makes the first move</extracomment>
        <translation>&amp;Quem começa:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Play</source>
        <extracomment>Button that starts the game with the chosen settings</extracomment>
        <translation>Jo&amp;gar</translation>
    </message>
    <message>
        <location line="-32"/>
        <source>&amp;South (bottom)</source>
        <extracomment>The player at the bottom of the board. &amp;: its key (Alt+letter), unique on this card</extracomment>
        <translation>S&amp;ul (em baixo)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;North (top)</source>
        <extracomment>The player at the top of the board. &amp;: its key (Alt+letter), unique on this card</extracomment>
        <translation>&amp;Norte (em cima)</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Player:</source>
        <extracomment>Label of the choice between a person and the computer</extracomment>
        <translation>Jogador:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Level:</source>
        <extracomment>Label of the computer&apos;s strength</extracomment>
        <translation>Nível:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Name:</source>
        <extracomment>Label of the player&apos;s name</extracomment>
        <translation>Nome:</translation>
    </message>
</context>
<context>
    <name>tihbat::PairingsModel</name>
    <message>
        <location filename="../ui/tournament/tournament_tables.cpp" line="+140"/>
        <source>Playing</source>
        <extracomment>Class tournament: a game of the current round not yet over</extracomment>
        <translation>A decorrer</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Draw</source>
        <extracomment>Class tournament: how a game ended</extracomment>
        <translation>Empate</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 won</source>
        <extracomment>Class tournament: how a game ended; %1 is the winner&apos;s name</extracomment>
        <translation>Ganhou %1</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 (adjudicated)</source>
        <extracomment>Class tournament: a game the teacher ended, decided by the computer&apos;s exact value of the position; %1 says who won or that it is a draw</extracomment>
        <translation>%1 (decidido pelo computador)</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The tournament is over</source>
        <extracomment>Class tournament: all rounds are played</extracomment>
        <translation>O torneio acabou</translation>
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
        <translation>Sem partida nesta ronda: %1</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>Table %1</source>
        <extracomment>Class tournament: the number of a game (table) in the round</extracomment>
        <translation>Mesa %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>South</source>
        <translation>Sul</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>North</source>
        <translation>Norte</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Counters</source>
        <translation>Sementes</translation>
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
        <translation>A casa %1 não pode ter menos de 0 sementes.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A player cannot have captured fewer than 0 counters.</source>
        <translation>Um jogador não pode ter capturado menos de 0 sementes.</translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>There are %n counters on the board; a game never has more than %1.</source>
        <extracomment>Position editor: %n counters on the board, %1 the most a game can have (48)</extracomment>
        <translation>
            <numerusform>Há %n semente no tabuleiro; uma partida nunca tem mais de %1.</numerusform>
            <numerusform>Há %n sementes no tabuleiro; uma partida nunca tem mais de %1.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>There are %n counters on the board, an odd number: captures always take an even number from an even total, so the board always holds an even number.</source>
        <extracomment>Position editor. Rule: every capture takes 2, 4, 6 or 8 counters from an even total.</extracomment>
        <translation>
            <numerusform>Há %n semente no tabuleiro, um número ímpar: as capturas tiram sempre um número par de sementes de um total par, por isso o tabuleiro tem sempre um número par.</numerusform>
            <numerusform>Há %n sementes no tabuleiro, um número ímpar: as capturas tiram sempre um número par de sementes de um total par, por isso o tabuleiro tem sempre um número par.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+7"/>
        <source>%1 has captured %n counters, an odd number: every capture is 2, 4, 6 or 8.</source>
        <extracomment>Position editor: %1 is the side (South or North), %n what it captured</extracomment>
        <translation>
            <numerusform>O %1 capturou %n semente, um número ímpar: cada captura é de 2, 4, 6 ou 8.</numerusform>
            <numerusform>O %1 capturou %n sementes, um número ímpar: cada captura é de 2, 4, 6 ou 8.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+10"/>
        <source>The board and the captures hold %1 counters; a game with %2 per pit has %3.</source>
        <extracomment>Position editor: %1 counters on the board and captured together; a game with %2 per pit has %3 in all.</extracomment>
        <translation>O tabuleiro e as capturas têm %1 sementes ao todo; uma partida com %2 por casa tem %3.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>There are no counters on the board: the game would already be over.</source>
        <translation>Não há sementes no tabuleiro: a partida já teria acabado.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 has no counters to move and would pass at once: let the other side move.</source>
        <extracomment>Position editor: %1 is the side to move; a side without counters passes at once.</extracomment>
        <translation>O %1 não tem sementes para jogar e passaria logo a vez: escolhe o outro jogador para jogar.</translation>
    </message>
    <message>
        <location line="+68"/>
        <source>Set Up Position</source>
        <extracomment>Dialog title</extracomment>
        <translation>Montar uma posição</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Pit %1 (%2):</source>
        <extracomment>Position editor: %1 is the pit letter, %2 its owner (South or North)</extracomment>
        <translation>Casa %1 (%2):</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>To move:</source>
        <translation>A jogar:</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Captured by %1:</source>
        <extracomment>Position editor: counters the side (%1) has captured so far</extracomment>
        <translation>Capturadas pelo %1:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Counters per pit at the start:</source>
        <extracomment>Rule option: counters in each pit at the start of the game</extracomment>
        <translation>Sementes por casa no início:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Chain capture</source>
        <extracomment>Rule option</extracomment>
        <translation>Captura em cadeia</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Play from Here</source>
        <extracomment>Button: start a game from the position set up</extracomment>
        <translation>&amp;Jogar a partir daqui</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;What Is Best Here?</source>
        <extracomment>Button: show the value of every move in the position set up</extracomment>
        <translation>&amp;Qual é a melhor jogada aqui?</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
</context>
<context>
    <name>tihbat::PresenceOnBoard</name>
    <message>
        <location filename="../ui/network/presence_on_board.cpp" line="+34"/>
        <source>has left</source>
        <comment>nameplate</comment>
        <extracomment>On a player&apos;s name plate in a network game while they are gone (short: a few words)</extracomment>
        <translation>saiu</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>is back</source>
        <comment>nameplate</comment>
        <extracomment>On a player&apos;s name plate for a few seconds when they come back to a network game</extracomment>
        <translation>voltou</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>has joined</source>
        <comment>nameplate</comment>
        <extracomment>On a player&apos;s name plate for a few seconds when they first join a network game</extracomment>
        <translation>entrou</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>connection lost</source>
        <comment>nameplate</comment>
        <extracomment>On both name plates of a network game being watched when the connection to it is lost and this computer cannot tell which player hosts it</extracomment>
        <translation>ligação perdida</translation>
    </message>
</context>
<context>
    <name>tihbat::PresentationWindow</name>
    <message>
        <location filename="../ui/classroom/presentation_window.cpp" line="+195"/>
        <source>Next: PageDown, Right, Space. Back: PageUp, Left. B: blank. V: values. S: one drop per click. G: guess pauses. P: play on. +/−: speed. E: set up a position. Esc: leave.</source>
        <extracomment>Presentation mode&apos;s key help, shown in the caption bar (F1). Keep the key names short.</extracomment>
        <translation>Avançar: Page Down, →, Espaço. Voltar: Page Up, ←. B: ecrã em branco. V: valores. S: uma semente por clique. G: pausas para adivinhar. P: avançar sozinho até ao fim. +/−: velocidade. E: Montar uma posição. Esc: sair.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>M: sound on or off.</source>
        <extracomment>Presentation mode&apos;s key help, after the other keys: the M key</extracomment>
        <translation>M: som ligado ou desligado.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>R: read aloud on or off.</source>
        <extracomment>Presentation mode&apos;s key help, after the other keys: the R key turns Read Aloud (the captions spoken by the computer&apos;s voice) on or off</extracomment>
        <translation>R: leitura em voz alta ligada ou desligada.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>To play a pit, click it: one of the pits of the side to move.</source>
        <extracomment>Presentation mode&apos;s key help (F1), first line: how a move is made in the game played</extracomment>
        <translation>Para jogar uma casa, clica nela: uma das casas do lado que joga.</translation>
    </message>
    <message>
        <location line="+39"/>
        <source>Values: counters ahead at the end with best play.</source>
        <extracomment>Presentation caption when the values of the moves are shown: +n means the side to move ends n counters ahead with best play after that move.</extracomment>
        <translation>Valores: sementes de vantagem no fim, se os dois jogarem na perfeição.</translation>
    </message>
    <message>
        <location line="+109"/>
        <source>Tihbat presentation</source>
        <extracomment>Title of the full-screen presentation window (classroom mode)</extracomment>
        <translation>Apresentação do Tihbat</translation>
    </message>
</context>
<context>
    <name>tihbat::ProjectorWatchAction</name>
    <message>
        <location filename="../ui/network/projector_watch_action.cpp" line="+33"/>
        <source>&amp;Watch a Network Game on the Projector…</source>
        <extracomment>View menu, beside Presentation Mode: join a game hosted on the network as a watcher and show it full screen on the projector</extracomment>
        <translation>Ver uma partida em rede no p&amp;rojetor…</translation>
    </message>
</context>
<context>
    <name>tihbat::PuzzleWindow</name>
    <message>
        <location filename="../ui/puzzles/puzzle_window.cpp" line="+78"/>
        <source>Pit %1 is not yours: play one of %2&apos;s pits.</source>
        <comment>puzzle</comment>
        <extracomment>Puzzles: a click on the other side&apos;s pit; %1 is the pit, %2 the side to move</extracomment>
        <translation>A casa %1 não é tua: joga uma das casas do %2.</translation>
    </message>
    <message>
        <location line="+177"/>
        <source>Puzzles</source>
        <comment>window title</comment>
        <extracomment>Window title of the puzzles</extracomment>
        <translation>Problemas</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Show Me</source>
        <comment>puzzle</comment>
        <extracomment>Puzzles: play the solution and say why it is best</extracomment>
        <translation>&amp;Mostra-me</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Next Puzzle</source>
        <comment>puzzle</comment>
        <extracomment>Puzzles: go on to the next puzzle (the key N does it too)</extracomment>
        <translation>&amp;Próximo problema</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Puzzle board</source>
        <comment>puzzle</comment>
        <extracomment>The board of the puzzle window, for screen readers</extracomment>
        <translation>Tabuleiro do problema</translation>
    </message>
</context>
<context>
    <name>tihbat::PuzzlesAction</name>
    <message>
        <location filename="../ui/play/practice_actions.cpp" line="+30"/>
        <source>Pu&amp;zzles…</source>
        <comment>menu</comment>
        <extracomment>Game menu: opens the puzzles window</extracomment>
        <translation>Pro&amp;blemas…</translation>
    </message>
</context>
<context>
    <name>tihbat::ReadAloud</name>
    <message>
        <location filename="../ui/speech/read_aloud.cpp" line="+72"/>
        <source>en</source>
        <comment>language code</comment>
        <extracomment>The code of this translation&apos;s language, as the voices know it: el, hi, mn, sw, pt. Read Aloud chooses a voice of this language for every text; put your language&apos;s code.</extracomment>
        <translation>pt</translation>
    </message>
</context>
<context>
    <name>tihbat::RecentFilesMenu</name>
    <message>
        <location filename="../ui/records/recent_files_menu.cpp" line="+79"/>
        <source>Open R&amp;ecent</source>
        <extracomment>Submenu: the game record files opened or saved lately</extracomment>
        <translation>Abrir rec&amp;entes</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Clear Menu</source>
        <extracomment>Last item of the Open Recent submenu: forget the files listed</extracomment>
        <translation>&amp;Limpar a lista</translation>
    </message>
</context>
<context>
    <name>tihbat::RecordDetailsForm</name>
    <message>
        <location filename="../ui/replay/record_details_form.cpp" line="+84"/>
        <source>unknown</source>
        <extracomment>Placeholder of an empty tag field: the record does not say.</extracomment>
        <translation>desconhecido</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Rules: %1 counters per pit, chain capture %2, %3 moves first.</source>
        <extracomment>The rule options of the replayed game. %1 counters per pit, %2 chain capture on/off, %3 the side moving first.</extracomment>
        <translation>Regras: %1 sementes por casa, captura em cadeia %2, o %3 joga primeiro.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>on</source>
        <translation>ligada</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>off</source>
        <translation>desligada</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>A tag name is a Latin letter (A-Z, a-z) followed by Latin letters, digits or _, and not one of the game&apos;s own tags</source>
        <extracomment>Tool tip of a tag name that cannot be saved: the file format allows only these Latin letters, so say &quot;Latin&quot; in your language.</extracomment>
        <translation>O nome de uma etiqueta é uma letra latina (A-Z, a-z) seguida de letras latinas, algarismos ou _, e não pode ser uma das etiquetas que o Tihbat já usa</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>Event:</source>
        <extracomment>Game record tags, labels of the details form.</extracomment>
        <translation>Evento:</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Site:</source>
        <translation>Local:</translation>
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
        <translation>Sul:</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>North:</source>
        <translation>Norte:</translation>
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
        <translation>Outras etiquetas:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Name</source>
        <comment>tag name</comment>
        <extracomment>Headers of the other-tags table: a tag&apos;s name and its text.</extracomment>
        <translation>Nome</translation>
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
        <translation>Substituir a partida em curso?</translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>%n moves have been played in this game. If you replace it, it cannot be continued.</source>
        <extracomment>%n is the number of moves played in the game in progress</extracomment>
        <translation>
            <numerusform>Já foi feita %n jogada nesta partida. Se a substituíres, já não a poderás continuar.</numerusform>
            <numerusform>Já foram feitas %n jogadas nesta partida. Se a substituíres, já não a poderás continuar.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&amp;Replace Game</source>
        <extracomment>Button: end the game in progress and start the other one</extracomment>
        <translation>&amp;Substituir a partida</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Keep Playing</source>
        <extracomment>Button: do not start another game, go on with this one</extracomment>
        <translation>&amp;Continuar a jogar</translation>
    </message>
</context>
<context>
    <name>tihbat::ReplayModel</name>
    <message>
        <location filename="../model/game/session/replay_model.cpp" line="+57"/>
        <source>Game %1 is not a legal game: %2</source>
        <extracomment>%1 is the game&apos;s number in the file, %2 the rules&apos; reason (in English).</extracomment>
        <translation>A partida %1 não é uma partida válida: %2</translation>
    </message>
</context>
<context>
    <name>tihbat::ReplayWindow</name>
    <message>
        <location filename="../ui/replay/replay_window.cpp" line="+197"/>
        <source>&amp;Game:</source>
        <extracomment>Label of the combo box choosing one game of a file holding several.</extracomment>
        <translation>&amp;Partida:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Save</source>
        <extracomment>Save the game record (file) shown in the replay viewer.</extracomment>
        <translation>&amp;Guardar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Save &amp;As…</source>
        <translation>Guardar &amp;como…</translation>
    </message>
    <message>
        <location filename="../ui/replay/verdict_box.cpp" line="+49"/>
        <source>Analysis</source>
        <extracomment>Title of the replay&apos;s analysis box (the exact solver&apos;s verdict).</extracomment>
        <translation>Análise</translation>
    </message>
    <message>
        <location filename="../ui/replay/replay_window.cpp" line="+2"/>
        <source>&amp;Comment</source>
        <extracomment>Tab with the comment on the selected move.</extracomment>
        <translation>&amp;Comentário</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Details</source>
        <extracomment>Tab with the game&apos;s details (event, site, players...).</extracomment>
        <translation>&amp;Detalhes</translation>
    </message>
    <message>
        <location filename="../ui/replay/move_comment_editor.cpp" line="+33"/>
        <source>A comment on this move, saved with the game</source>
        <translation>Um comentário sobre esta jogada, guardado com a partida</translation>
    </message>
    <message>
        <location filename="../ui/replay/replay_window.cpp" line="+2"/>
        <source>Play on from here</source>
        <extracomment>Button: continue the replayed game as a new game from the position shown.</extracomment>
        <translation>Continuar a jogar daqui</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Start a new game from the position on the board</source>
        <translation>Começar uma nova partida a partir da posição no tabuleiro</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>The record holds no game.</source>
        <extracomment>A record file without any game in it.</extracomment>
        <translation>O registo não tem nenhuma partida.</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>There is no game to save.</source>
        <translation>Não há nenhuma partida para guardar.</translation>
    </message>
    <message>
        <location line="+109"/>
        <source>%1[*] – Replay</source>
        <extracomment>Title of the replay window; %1 is the file name, [*] marks unsaved changes. The game&apos;s name is added after it by the desktop (&quot;x.tihbat – Replay — Tihbat&quot;).</extracomment>
        <translation>%1[*] – Rever a partida</translation>
    </message>
    <message>
        <location line="-268"/>
        <source>Save game record</source>
        <extracomment>Title of the file dialog saving a game record.</extracomment>
        <translation>Guardar o registo da partida</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>game.tihbat</source>
        <translation>partida.tihbat</translation>
    </message>
    <message>
        <location filename="../ui/replay/game_chooser.cpp" line="+42"/>
        <source>%1. %2 – %3</source>
        <extracomment>An entry of the game chooser: its number, South&apos;s name, North&apos;s name (the event, if any, follows in brackets).</extracomment>
        <translation>%1. %2 – %3</translation>
    </message>
    <message>
        <location filename="../ui/replay/replay_window.cpp" line="+263"/>
        <source>Unsaved game</source>
        <extracomment>Title of the replay window when the game was not saved to a file yet.</extracomment>
        <translation>Partida não guardada</translation>
    </message>
</context>
<context>
    <name>tihbat::ResultCard</name>
    <message>
        <location filename="../ui/play/result_card.cpp" line="+48"/>
        <source>Play &amp;Again</source>
        <extracomment>Button at the end of a game: the same players and rules once more</extracomment>
        <translation>Jogar &amp;outra vez</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Close</source>
        <comment>result card</comment>
        <extracomment>Button on the card at the end of a game: puts the card away, the board stays</extracomment>
        <translation>&amp;Fechar</translation>
    </message>
</context>
<context>
    <name>tihbat::RulesWindow</name>
    <message>
        <location filename="../ui/help/rules_window.cpp" line="+48"/>
        <source>How to Play Tihbat</source>
        <extracomment>Window title of the rules text</extracomment>
        <translation>Como se joga o Tihbat</translation>
    </message>
</context>
<context>
    <name>tihbat::SaveChangesQuestion</name>
    <message>
        <location filename="../ui/replay/save_changes_question.cpp" line="+16"/>
        <source>Save the changes to this game record?</source>
        <extracomment>Asked before closing a game record with unsaved comments or tags</extracomment>
        <translation>Guardar as alterações a este registo da partida?</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Comments or tags have been changed. If you close without saving, the changes are lost.</source>
        <translation>Os comentários ou etiquetas foram alterados. Se fechares sem guardar, as alterações perdem-se.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Save</source>
        <extracomment>Button: save the game record, then close it</extracomment>
        <translation>&amp;Guardar</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Do&amp;n&apos;t Save</source>
        <extracomment>Button: close the game record and lose the changes</extracomment>
        <translation>&amp;Não guardar</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Cancel</source>
        <extracomment>Button: do not close the game record</extracomment>
        <translation>&amp;Cancelar</translation>
    </message>
</context>
<context>
    <name>tihbat::SavedGame</name>
    <message>
        <location filename="../model/game/session/saved_game.cpp" line="+58"/>
        <source>The field &quot;%1&quot; is missing.</source>
        <extracomment>%1 is a field name in a saved game file, such as &quot;rules.countersPerPit&quot;</extracomment>
        <translation>Falta o campo &quot;%1&quot;.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The field &quot;%1&quot; must be an object.</source>
        <extracomment>%1 is a field name in a saved game file</extracomment>
        <translation>O campo &quot;%1&quot; tem de ser um objeto.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The field &quot;%1&quot; must be a whole number from %2 to %3.</source>
        <extracomment>%1 is a field name in a saved game file; %2 and %3 are the allowed bounds</extracomment>
        <translation>O campo &quot;%1&quot; tem de ser um número inteiro de %2 a %3.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The field &quot;%1&quot; must be true or false.</source>
        <extracomment>%1 is a field name in a saved game file; true and false are written as they stand in the file</extracomment>
        <translation>O campo &quot;%1&quot; tem de ser true ou false (verdadeiro ou falso).</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The field &quot;%1&quot; must be a text of at most %2 characters.</source>
        <extracomment>%1 is a field name in a saved game file; %2 a number of characters</extracomment>
        <translation>O campo &quot;%1&quot; tem de ser um texto com %2 caracteres, no máximo.</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>The field &quot;%1&quot; must be &quot;S&quot; (South) or &quot;N&quot; (North).</source>
        <extracomment>%1 is a field name in a saved game file; S and N are written as they are</extracomment>
        <translation>O campo &quot;%1&quot; tem de ser &quot;S&quot; (Sul) ou &quot;N&quot; (Norte).</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>The field &quot;%1&quot; must be a list of two numbers.</source>
        <extracomment>%1 is a field name in a saved game file</extracomment>
        <translation>O campo &quot;%1&quot; tem de ser uma lista de dois números.</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>The field &quot;%1&quot; must be &quot;human&quot; or &quot;computer&quot;.</source>
        <extracomment>%1 is a field name; &quot;human&quot; and &quot;computer&quot; are written as they are in the file</extracomment>
        <translation>O campo &quot;%1&quot; tem de ser &quot;human&quot; (pessoa) ou &quot;computer&quot; (computador).</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The field &quot;%1&quot; must be one of beginner, easy, medium, hard, perfect.</source>
        <extracomment>%1 is a field name; the level names are written as they are in the file</extracomment>
        <translation>O campo &quot;%1&quot; tem de ser um destes: beginner, easy, medium, hard, perfect.</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>The field &quot;%1&quot; must be &quot;host&quot; or &quot;guest&quot;.</source>
        <extracomment>%1 is a field name; &quot;host&quot; and &quot;guest&quot; are written as they are in the file</extracomment>
        <translation>O campo &quot;%1&quot; tem de ser &quot;host&quot; (anfitrião) ou &quot;guest&quot; (convidado).</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>the game was already over</source>
        <translation>a partida já tinha acabado</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>it is not one of the pits A, B, a, b</source>
        <translation>não é nenhuma das casas A, B, a, b</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>it was South&apos;s turn</source>
        <translation>era a vez do Sul</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>it was North&apos;s turn</source>
        <translation>era a vez do Norte</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>that pit was empty</source>
        <translation>essa casa estava vazia</translation>
    </message>
    <message>
        <location line="+64"/>
        <source>The file is empty.</source>
        <translation>O ficheiro está vazio.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The file is damaged or cut short: %1 at byte %2 of %3.</source>
        <extracomment>%1 is the JSON parser&apos;s own description of the problem, %2 and %3 are byte counts</extracomment>
        <translation>O ficheiro está danificado ou incompleto: %1 no byte %2 de %3.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The file does not hold a saved game.</source>
        <translation>O ficheiro não contém nenhuma partida guardada.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The file is not a Tihbat saved game (its &quot;format&quot; is not &quot;%1&quot;).</source>
        <extracomment>%1 is the expected format name, written as it is</extracomment>
        <translation>O ficheiro não é uma partida guardada do Tihbat (o seu &quot;format&quot; não é &quot;%1&quot;).</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The file was saved by a newer Tihbat (format version %1; this one reads version %2).</source>
        <extracomment>%1 is the file&apos;s format version, %2 the version this program reads</extracomment>
        <translation>O ficheiro foi guardado por uma versão mais recente do Tihbat (versão %1 do formato; esta lê a versão %2).</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>The field &quot;start.pits&quot; must be a list of four numbers.</source>
        <translation>O campo &quot;start.pits&quot; tem de ser uma lista de quatro números.</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>The start position holds %1 counters in all, but the rules deal %2.</source>
        <extracomment>%1 and %2 are numbers of counters</extracomment>
        <translation>A posição inicial tem %1 sementes ao todo, mas as regras dão %2.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The field &quot;moves&quot; must be a list of pit letters.</source>
        <translation>O campo &quot;moves&quot; tem de ser uma lista de letras de casas.</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Move %1 (&quot;%2&quot;) cannot be played: %3.</source>
        <extracomment>%1 is the move&apos;s number (1 for the first move), %2 what was written, %3 why</extracomment>
        <translation>Não é possível fazer a jogada %1 (&quot;%2&quot;): %3.</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Cannot create the folder %1: %2</source>
        <extracomment>%1 is a folder, %2 the reason (&quot;permission denied&quot;)</extracomment>
        <translation>Não é possível criar a pasta %1: %2</translation>
    </message>
    <message>
        <location line="+59"/>
        <source>Cannot remove the finished game&apos;s saved copy %1: %2</source>
        <extracomment>The game just finished, so its saved copy (kept for continuing it) is removed, and that failed. %1 is the file&apos;s full path, %2 the reason (&quot;read-only file system&quot;)</extracomment>
        <translation>Não é possível apagar a cópia guardada da partida terminada %1: %2</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Cannot keep the game in progress in %1: %2</source>
        <extracomment>At start: the file chosen for the game in progress (tihbat --autosave-file) cannot be used. %1 is its full path, %2 the reason (&quot;it is a folder, not a file&quot;)</extracomment>
        <translation>Não é possível guardar a partida em curso em %1: %2</translation>
    </message>
</context>
<context>
    <name>tihbat::ScoreSheetActions</name>
    <message>
        <location filename="../ui/print/score_sheet_actions.cpp" line="+56"/>
        <source>Print Score Sheet…</source>
        <extracomment>Game menu: shows the game&apos;s score sheet (moves, values, result) as it will print. No mnemonic: every letter of the English words is taken in the Game menu.</extracomment>
        <translation>Imprimir folha de jogo…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Export Score Sheet as PD&amp;F…</source>
        <extracomment>Game menu: saves the game&apos;s score sheet as a PDF file</extracomment>
        <translation>Exportar folha de &amp;jogo como PDF…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Score Sheet</source>
        <extracomment>Replay window: the button with the score sheet&apos;s print and export</extracomment>
        <translation>Folha de jogo</translation>
    </message>
    <message>
        <location line="+74"/>
        <source>PDF documents (*.pdf)</source>
        <extracomment>Export Score Sheet as PDF: the file type in the save dialog</extracomment>
        <translation>Documentos PDF (*.pdf)</translation>
    </message>
    <message>
        <location line="-4"/>
        <source>%1 %2</source>
        <comment>score sheet file name</comment>
        <extracomment>Export Score Sheet as PDF: the suggested file name; %1 is the sheet&apos;s title, %2 today&apos;s date</extracomment>
        <translation>%1 %2</translation>
    </message>
    <message>
        <location line="+14"/>
        <location line="+27"/>
        <source>Score sheet saved to %1</source>
        <extracomment>In the status bar after Export Score Sheet as PDF; %1 is the file&apos;s full path</extracomment>
        <translation>Folha de jogo guardada em %1</translation>
    </message>
    <message>
        <location line="-3"/>
        <source>Score sheet sent to the printer %1</source>
        <translation>Folha de jogo enviada para a impressora %1</translation>
    </message>
</context>
<context>
    <name>tihbat::SettingsStore</name>
    <message>
        <location filename="../model/game/settings/settings_store.cpp" line="+175"/>
        <source>Your settings and results cannot be saved: %1 (%2).</source>
        <extracomment>A lasting warning above the board. %1 is the reason (&quot;no space left on device&quot;, &quot;it is a named pipe (FIFO), not a file&quot;), %2 the settings file&apos;s full path.</extracomment>
        <translation>As tuas definições e resultados não podem ser guardados: %1 (%2).</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Tihbat did not read that file and leaves it as it is; it starts with its usual settings.</source>
        <extracomment>After &quot;Your settings and results cannot be saved: ...&quot; when the settings file cannot be read safely (a named pipe, a folder, too large).</extracomment>
        <translation>O Tihbat não leu esse ficheiro e deixa-o como está; começa com as definições habituais.</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>the file could not be written</source>
        <extracomment>Why the settings could not be saved, when the system gave no reason</extracomment>
        <translation>não foi possível escrever o ficheiro</translation>
    </message>
</context>
<context>
    <name>tihbat::SingleInstance</name>
    <message>
        <location filename="../app/instance/single_instance.cpp" line="+98"/>
        <source>Tihbat is already running with this game but does not answer. Close it and start again.</source>
        <extracomment>When the program starts while another copy runs the same game and hangs</extracomment>
        <translation>O Tihbat já está aberto com esta partida, mas não responde. Fecha-o e volta a abri-lo.</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>The lock file %1 cannot be opened: %2</source>
        <extracomment>%1 is a file, %2 the system&apos;s reason</extracomment>
        <translation>Não é possível abrir o ficheiro de bloqueio %1: %2</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Later starts of Tihbat cannot reach this one through %1: %2</source>
        <extracomment>%1 is a file, %2 the reason</extracomment>
        <translation>Os Tihbat abertos depois não conseguem chegar a este através de %1: %2</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>The request is longer than %1 bytes.</source>
        <extracomment>Answer to another start of the program that sent too much; %1 is a number</extracomment>
        <translation>O pedido tem mais de %1 bytes.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The request is not a list of files (at byte %1).</source>
        <extracomment>Answer to another start of the program whose message was not understood</extracomment>
        <translation>O pedido não é uma lista de ficheiros (no byte %1).</translation>
    </message>
    <message numerus="yes">
        <location line="+8"/>
        <source>%n game records were given; Tihbat opens at most %1 at once.</source>
        <extracomment>Answer to another start of the program (opening game records from a file manager, say) that named too many; %1 is a number</extracomment>
        <translation>
            <numerusform>Foi dado %n registo de partida; o Tihbat abre no máximo %1 de cada vez.</numerusform>
            <numerusform>Foram dados %n registos de partidas; o Tihbat abre no máximo %1 de cada vez.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The request names a file that is not an absolute path.</source>
        <extracomment>Answer to another start of the program; &quot;absolute&quot; as in &quot;absolute path&quot;</extracomment>
        <translation>O pedido indica um ficheiro cujo caminho não é absoluto.</translation>
    </message>
    <message>
        <location line="-40"/>
        <source>The running game cannot be reached through %1: %2</source>
        <extracomment>When the program starts while another copy runs the same game; %1 is a file, %2 the system&apos;s reason</extracomment>
        <translation>Não é possível chegar ao jogo aberto através de %1: %2</translation>
    </message>
</context>
<context>
    <name>tihbat::SoundActions</name>
    <message>
        <location filename="../ui/sound/sound_actions.cpp" line="+66"/>
        <source>&amp;Sound</source>
        <extracomment>View menu: sounds of the counters and of the game on or off (the M key)</extracomment>
        <translation>&amp;Som</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Sound &amp;Volume</source>
        <extracomment>View menu: submenu choosing how loud the sounds are</extracomment>
        <translation>V&amp;olume do som</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%L1%</source>
        <extracomment>Sound volume in percent; %L1 is a number such as 50</extracomment>
        <translation>%L1%</translation>
    </message>
</context>
<context>
    <name>tihbat::SpeechActions</name>
    <message>
        <location filename="../ui/speech/speech_actions.cpp" line="+55"/>
        <source>&amp;Read Aloud</source>
        <extracomment>View menu, the projector&apos;s keys and the lessons: the game&apos;s sentences spoken by the computer&apos;s voice, on or off</extracomment>
        <translation>Ler em vo&amp;z alta</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>V&amp;oice Rate</source>
        <extracomment>View menu: submenu choosing how fast the voice of Read Aloud speaks</extracomment>
        <translation>Velocidade da fa&amp;la</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Slow</source>
        <comment>voice rate</comment>
        <extracomment>Voice Rate: slower than the voice&apos;s own</extracomment>
        <translation>Lenta</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Normal</source>
        <comment>voice rate</comment>
        <extracomment>Voice Rate: the voice&apos;s own rate</extracomment>
        <translation>Normal</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Fast</source>
        <comment>voice rate</comment>
        <extracomment>Voice Rate: faster than the voice&apos;s own</extracomment>
        <translation>Rápida</translation>
    </message>
</context>
<context>
    <name>tihbat::SpeechVoice</name>
    <message>
        <location filename="../ui/speech/speech_voice.cpp" line="+65"/>
        <location line="+24"/>
        <source>The speech service stopped, so nothing more is read aloud until Tihbat starts again.</source>
        <translation>O serviço de voz parou: nada mais é lido em voz alta até o Tihbat voltar a ser aberto.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>No speech service is running on this computer.</source>
        <extracomment>Why Read Aloud cannot speak: no speech service runs (on Linux, speech-dispatcher)</extracomment>
        <translation>Não há nenhum serviço de voz a funcionar neste computador.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>No %1 voice is installed on this computer.</source>
        <extracomment>Why Read Aloud cannot speak: %1 is the language of the interface, named in that language (&quot;Mongolian&quot;); no installed voice speaks it</extracomment>
        <translation>Não há nenhuma voz em %1 instalada neste computador.</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>Greek</source>
        <extracomment>A language&apos;s name in &quot;No %1 voice is installed on this computer.&quot;</extracomment>
        <translation>grego</translation>
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
        <translation>suaíli</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Portuguese</source>
        <extracomment>A language&apos;s name in &quot;No %1 voice is installed on this computer.&quot;</extracomment>
        <translation>português</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Arabic</source>
        <extracomment>A language&apos;s name in &quot;No %1 voice is installed on this computer.&quot;</extracomment>
        <translation>árabe</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>French</source>
        <extracomment>A language&apos;s name in &quot;No %1 voice is installed on this computer.&quot;</extracomment>
        <translation>francês</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Spanish</source>
        <extracomment>A language&apos;s name in &quot;No %1 voice is installed on this computer.&quot;</extracomment>
        <translation>espanhol</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Catalan</source>
        <extracomment>A language&apos;s name in &quot;No %1 voice is installed on this computer.&quot;</extracomment>
        <translation>catalão</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>English</source>
        <extracomment>A language&apos;s name in &quot;No %1 voice is installed on this computer.&quot;</extracomment>
        <translation>inglês</translation>
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
        <translation>&amp;Normal</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Normal</source>
        <translation>Normal</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Fast</source>
        <comment>animation speed</comment>
        <extracomment>Animation speed</extracomment>
        <translation>&amp;Rápida</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Fast</source>
        <translation>Rápida</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Instant</source>
        <comment>animation speed</comment>
        <extracomment>Animation speed: no animation at all</extracomment>
        <translation>&amp;Instantânea</translation>
    </message>
</context>
<context>
    <name>tihbat::StandingsModel</name>
    <message>
        <location filename="../ui/tournament/tournament_results.cpp" line="+68"/>
        <location filename="../ui/tournament/tournament_tables.cpp" line="-129"/>
        <source>Place</source>
        <extracomment>Class tournament standings: the column of the places (1st, 2nd, …)</extracomment>
        <translation>Lugar</translation>
    </message>
    <message>
        <location line="+0"/>
        <location filename="../ui/tournament/tournament_tables.cpp" line="+3"/>
        <source>Player</source>
        <extracomment>Class tournament standings: the column of the pupils&apos; names</extracomment>
        <translation>Jogador</translation>
    </message>
    <message>
        <location line="+87"/>
        <source>Crosstable</source>
        <extracomment>Class tournament results: the table of every pair&apos;s points against each other</extracomment>
        <translation>Tabela cruzada</translation>
    </message>
    <message>
        <location filename="../ui/tournament/tournament_tables.cpp" line="-78"/>
        <source>A win gives 2 points, a draw 1, a loss 0; a bye counts as a win. Between players on the same points, more counters captured comes first, then the games they played against each other.</source>
        <translation>Uma vitória dá 2 pontos, um empate 1, uma derrota 0; uma ronda sem partida conta como vitória. Entre jogadores com os mesmos pontos, fica à frente quem capturou mais sementes e, depois, contam as partidas que jogaram entre si.</translation>
    </message>
    <message>
        <location line="+81"/>
        <source>Won</source>
        <extracomment>Class tournament standings: games won (a bye counts as won)</extracomment>
        <translation>Vitórias</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Drawn</source>
        <translation>Empates</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Lost</source>
        <translation>Derrotas</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Points</source>
        <translation>Pontos</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Counters</source>
        <extracomment>Class tournament standings: counters captured in all games, the first tie-break</extracomment>
        <translation>Sementes</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Adjudicated</source>
        <extracomment>Class tournament standings: games the teacher ended, decided by the computer</extracomment>
        <translation>Decididas</translation>
    </message>
</context>
<context>
    <name>tihbat::StandingsProjector</name>
    <message>
        <location filename="../ui/tournament/standings_projector.cpp" line="+142"/>
        <source>Class Tournament</source>
        <extracomment>Title of the class tournament&apos;s standings on the projector</extracomment>
        <translation>Torneio da turma</translation>
    </message>
</context>
<context>
    <name>tihbat::StatisticsAction</name>
    <message>
        <location filename="../ui/play/practice_actions.cpp" line="-4"/>
        <source>Stat&amp;istics…</source>
        <extracomment>Game menu: opens the window with the wins, draws and losses against the computer</extracomment>
        <translation>Es&amp;tatísticas…</translation>
    </message>
</context>
<context>
    <name>tihbat::StatisticsWindow</name>
    <message>
        <location filename="../ui/statistics/statistics_window.cpp" line="+93"/>
        <source>Statistics</source>
        <extracomment>Window title of Game &gt; Statistics</extracomment>
        <translation>Estatísticas</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your games against the computer. Each game counts once, when it ends; games between two people do not count.</source>
        <extracomment>Statistics window: what is counted</extracomment>
        <translation>As tuas partidas contra o computador. Cada partida conta uma vez, quando acaba; as partidas entre duas pessoas não contam.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>By computer level</source>
        <extracomment>Statistics window: heading of the table with one row per computer level</extracomment>
        <translation>Por nível do computador</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>By counters per pit</source>
        <extracomment>Statistics window: heading of the table with one row per number of counters per pit</extracomment>
        <translation>Por número de sementes em cada casa</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No games yet. Play against the computer, and your results will show here.</source>
        <extracomment>Statistics window: shown instead of the second table before the first game</extracomment>
        <translation>Ainda não há partidas. Joga contra o computador e os teus resultados vão aparecer aqui.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Won</source>
        <comment>statistics column</comment>
        <extracomment>Statistics window: column of games the person won</extracomment>
        <translation>Vitórias</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Drawn</source>
        <comment>statistics column</comment>
        <extracomment>Statistics window: column of games that ended in a draw</extracomment>
        <translation>Empates</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Lost</source>
        <comment>statistics column</comment>
        <extracomment>Statistics window: column of games the person lost</extracomment>
        <translation>Derrotas</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Games</source>
        <comment>statistics column</comment>
        <extracomment>Statistics window: column of all games</extracomment>
        <translation>Partidas</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Reset…</source>
        <extracomment>Statistics window: forget every result (asks first)</extracomment>
        <translation>&amp;Repor…</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>All games</source>
        <comment>statistics row</comment>
        <extracomment>Statistics window: the last row, all games together</extracomment>
        <translation>Todas as partidas</translation>
    </message>
    <message numerus="yes">
        <location line="+7"/>
        <source>%n per pit</source>
        <comment>statistics row</comment>
        <extracomment>Statistics window: a row of the second table, games with %n counters in each pit at the start</extracomment>
        <translation>
            <numerusform>%n por casa</numerusform>
            <numerusform>%n por casa</numerusform>
        </translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Best winning streak: %1
Winning streak now: %2</source>
        <extracomment>Statistics window: wins in a row; %1 the longest run so far, %2 the run going on now</extracomment>
        <translation>Melhor série de vitórias: %1
Série de vitórias atual: %2</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Reset Statistics</source>
        <extracomment>Title of the question before the statistics are reset</extracomment>
        <translation>Repor as estatísticas</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Forget all your results against the computer?</source>
        <extracomment>Asked before the statistics are reset</extracomment>
        <translation>Apagar todos os teus resultados contra o computador?</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The wins, draws, losses and streaks go back to 0. This cannot be undone.</source>
        <translation>As vitórias, os empates, as derrotas e as séries voltam a 0. Isto não pode ser desfeito.</translation>
    </message>
</context>
<context>
    <name>tihbat::TableProjector</name>
    <message>
        <location filename="../ui/tournament/table_projector.cpp" line="+138"/>
        <source>Round %1, table %2: %3 plays South, %4 plays North</source>
        <extracomment>Over the projector&apos;s board, a game of a class tournament: %1 is the round, %2 the game&apos;s table (as the teacher&apos;s window numbers them), %3 and %4 the pupils&apos; names</extracomment>
        <translation>Ronda %1, mesa %2: %3 joga com o Sul, %4 joga com o Norte</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>%1 has left; the game waits for them to come back</source>
        <extracomment>Over the projector&apos;s board: a pupil&apos;s computer left the tournament&apos;s game; %1 is the pupil&apos;s name</extracomment>
        <translation>%1 saiu; a partida espera que volte</translation>
    </message>
</context>
<context>
    <name>tihbat::TournamentAction</name>
    <message>
        <location filename="../ui/tournament/tournament_action.cpp" line="+37"/>
        <source>Class Tour&amp;nament…</source>
        <extracomment>Classroom menu: a tournament of the class, each pupil on their own computer</extracomment>
        <translation>Torneio da t&amp;urma…</translation>
    </message>
</context>
<context>
    <name>tihbat::TournamentSetupPage</name>
    <message>
        <location filename="../ui/tournament/tournament_setup_page.cpp" line="+93"/>
        <source>Every pupil plays on their own computer, and this computer referees every game. Up to 8 pupils play everyone twice, once on each side; more play a Swiss tournament.</source>
        <translation>Cada aluno joga no seu próprio computador, e este computador arbitra todas as partidas. Até 8 alunos jogam todos contra todos duas vezes, uma vez de cada lado; mais alunos jogam um torneio suíço.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Join code:</source>
        <translation>Código para entrar:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Counters in each pit:</source>
        <translation>&amp;Sementes em cada casa:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Rounds for more than 8 pupils:</source>
        <extracomment>Class tournament: how many rounds a class of more than 8 pupils plays</extracomment>
        <translation>&amp;Rondas para mais de 8 alunos:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>As many as needed</source>
        <extracomment>Class tournament: the Swiss rounds chosen by the program from the number of pupils</extracomment>
        <translation>As que forem precisas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Open the Tournament</source>
        <translation>&amp;Abrir o torneio</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Contin&amp;ue the Saved Tournament</source>
        <translation>Contin&amp;uar o torneio guardado</translation>
    </message>
</context>
<context>
    <name>tihbat::TournamentWindow</name>
    <message>
        <location filename="../ui/tournament/tournament_window.cpp" line="-296"/>
        <source>Someone at %1 is trying codes.</source>
        <extracomment>Class tournament: someone gives wrong join codes; %1 is their network address</extracomment>
        <translation>Alguém em %1 está a experimentar códigos.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The tournament could not be saved: %1</source>
        <extracomment>Class tournament: the tournament could not be saved; %1 says why</extracomment>
        <translation>Não foi possível guardar o torneio: %1</translation>
    </message>
    <message>
        <location line="+66"/>
        <source>The tournament cannot start with these pupils and rounds.</source>
        <translation>O torneio não pode começar com estes alunos e estas rondas.</translation>
    </message>
    <message>
        <location line="+61"/>
        <source>The saved tournament in %1 cannot be read.</source>
        <extracomment>Class tournament: the saved tournament could not be read; %1 is the file</extracomment>
        <translation>Não é possível ler o torneio guardado em %1.</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>The tournament cannot be opened: %1</source>
        <extracomment>Class tournament: the computer could not wait for pupils; %1 says why</extracomment>
        <translation>Não é possível abrir o torneio: %1</translation>
    </message>
    <message>
        <location line="+72"/>
        <source>%1 (away)</source>
        <translation>%1 (ausente)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Pupils join with the code %1 (port %2).</source>
        <extracomment>Class tournament: %1 is the join code, %2 the port number</extracomment>
        <translation>Os alunos entram com o código %1 (porta %2).</translation>
    </message>
    <message numerus="yes">
        <location line="+8"/>
        <source>%n pupil(s) joined</source>
        <extracomment>Class tournament: before the start; %n is how many pupils have joined</extracomment>
        <translation>
            <numerusform>%n aluno entrou</numerusform>
            <numerusform>%n alunos entraram</numerusform>
        </translation>
    </message>
    <message>
        <location line="+16"/>
        <location line="+9"/>
        <source>Export the Results</source>
        <translation>Exportar os resultados</translation>
    </message>
    <message>
        <location line="-8"/>
        <source>CSV tables (*.csv)</source>
        <translation>Tabelas CSV (*.csv)</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+9"/>
        <source>tournament results</source>
        <translation>resultados do torneio</translation>
    </message>
    <message>
        <location line="-1"/>
        <source>PDF documents (*.pdf)</source>
        <translation>Documentos PDF (*.pdf)</translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+11"/>
        <location line="+30"/>
        <source>Class Tournament</source>
        <translation>Torneio da turma</translation>
    </message>
    <message>
        <location line="-35"/>
        <source>Save All Games</source>
        <translation>Guardar todas as partidas</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Tihbat games (*.tihbat)</source>
        <translation>Registos de partidas de Tihbat (*.tihbat)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>tournament games</source>
        <translation>partidas do torneio</translation>
    </message>
    <message>
        <location line="+43"/>
        <source>E&amp;xport CSV…</source>
        <translation>E&amp;xportar CSV…</translation>
    </message>
    <message>
        <location line="-8"/>
        <source>&amp;Pupils:</source>
        <translation>A&amp;lunos:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Start</source>
        <translation>&amp;Começar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Next Round</source>
        <translation>&amp;Próxima ronda</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Adjudicate the Selected Game</source>
        <extracomment>Class tournament: ends the selected unfinished game, decided by the computer&apos;s exact value of the position</extracomment>
        <translation>Decidir a partida escol&amp;hida pelo computador</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Standings on the Pro&amp;jector</source>
        <translation>Classificação no pro&amp;jetor</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Export P&amp;DF…</source>
        <translation>Exportar P&amp;DF…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Save All &amp;Games…</source>
        <translation>&amp;Guardar todas as partidas…</translation>
    </message>
</context>
<context>
    <name>tihbat::TutorialRun</name>
    <message>
        <location filename="../model/game/learn/tutorial_run.cpp" line="-143"/>
        <source>Yes! Pit %1 is yours. On your turn you play one of your own pits.</source>
        <extracomment>Lesson: the learner clicked their own pit; %1 is its letter</extracomment>
        <translation>Sim! A casa %1 é tua. Na tua vez, jogas uma das tuas casas.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Pit %1 is at the top, so it is North&apos;s. Your pits are the two at the bottom, A and B.</source>
        <extracomment>Lesson: the learner clicked North&apos;s pit; %1 is its letter</extracomment>
        <translation>A casa %1 está em cima, por isso é do Norte. As tuas casas são as duas de baixo, A e B.</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>Pit %1 is North&apos;s. Take the counters out of your own pit %2.</source>
        <translation>A casa %1 é do Norte. Tira as sementes da tua casa %2.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>That is pit %1. This time take the counters out of pit %2.</source>
        <extracomment>Lesson: %1 is the pit clicked, %2 the pit to take from</extracomment>
        <translation>Essa é a casa %1. Desta vez tira as sementes da casa %2.</translation>
    </message>
    <message numerus="yes">
        <location line="+12"/>
        <source>You are holding %n counter(s). Click the pit where the first one goes.</source>
        <extracomment>Lesson: the learner has just taken the counters out of a pit</extracomment>
        <translation>
            <numerusform>Tens %n semente na mão. Clica na casa onde vai a primeira.</numerusform>
            <numerusform>Tens %n sementes na mão. Clica na casa onde vai a primeira.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Not there: the first counter goes straight back into pit %1, the pit you just emptied.</source>
        <extracomment>Lesson: a wrong pit for the first counter; %1 is the pit just emptied</extracomment>
        <translation>Aí não: a primeira semente volta logo para a casa %1, a casa que acabaste de esvaziar.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Not there: the counters go round in the order A, B, a, b and then A again, so after pit %1 comes pit %2.</source>
        <extracomment>Lesson: a wrong pit for the next counter; %1 is the pit that got the last counter, %2 the pit after it</extracomment>
        <translation>Aí não: as sementes andam à volta pela ordem A, B, a, b e depois A outra vez, por isso depois da casa %1 vem a casa %2.</translation>
    </message>
    <message numerus="yes">
        <location line="+14"/>
        <source>Right! %n counter(s) left in your hand. Click the pit where the next one goes.</source>
        <extracomment>Lesson: a right pit during the learner&apos;s own sowing</extracomment>
        <translation>
            <numerusform>Certo! Fica-te %n semente na mão. Clica na casa onde vai a próxima.</numerusform>
            <numerusform>Certo! Ficam-te %n sementes na mão. Clica na casa onde vai a próxima.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+10"/>
        <source>Well done! You sowed all %n counters. The last one fell into pit %1.</source>
        <extracomment>Lesson: the learner sowed every counter; %1 is the pit the last one fell into</extracomment>
        <translation>
            <numerusform>Muito bem! Semeaste %n semente. Caiu na casa %1.</numerusform>
            <numerusform>Muito bem! Semeaste as %n sementes todas. A última caiu na casa %1.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+60"/>
        <source>Pit %1 is North&apos;s. You can only play your own pits, A and B.</source>
        <extracomment>Lesson: the learner tried to play North&apos;s pit %1</extracomment>
        <translation>A casa %1 é do Norte. Só podes jogar as tuas casas, A e B.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Pit %1 is empty: there is nothing to take out of it.</source>
        <extracomment>Lesson: the learner tried to play an empty pit %1</extracomment>
        <translation>A casa %1 está vazia: não há nada para tirar.</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>Well done! Your last counter made %1 in pit %2, so you captured them. They are in your store now.</source>
        <extracomment>Lesson: %1 counters captured from the learner&apos;s pit %2</extracomment>
        <translation>Muito bem! A tua última semente fez %1 na casa %2, por isso capturaste-as. Agora estão no teu armazém.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Well done! North has no counters, so North passes and it is your turn again.</source>
        <extracomment>Lesson: the learner made North pass</extracomment>
        <translation>Muito bem! O Norte não tem sementes, por isso passa a vez e voltas a jogar tu.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Well done! The same position came back, so the game is over. The %1 counters on the board are shared: %2 for you and %2 for North.</source>
        <extracomment>Lesson: the position came back; %1 counters are on the board, %2 go to each</extracomment>
        <translation>Muito bem! A mesma posição voltou a aparecer, por isso a partida acabou. As %1 sementes do tabuleiro são divididas: %2 para ti e %2 para o Norte.</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>South has %1 in the store and %2 from the board, %3 in all; North has %4 and %5, %6 in all.</source>
        <extracomment>Lesson: the final count. %1 South&apos;s store, %2 the share, %3 South&apos;s total; %4 North&apos;s store, %5 the share, %6 North&apos;s total</extracomment>
        <translation>O Sul tem %1 no armazém e %2 do tabuleiro, %3 ao todo; o Norte tem %4 e %5, %6 ao todo.</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Right, a draw! %1</source>
        <translation>Certo, é um empate! %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Right, %1 wins! %2</source>
        <extracomment>Lesson: the learner named the winner rightly; %1 is South or North, %2 the count</extracomment>
        <translation>Certo, ganha o %1! %2</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Not a draw: the two players do not have the same number. %1</source>
        <translation>Não é empate: os dois jogadores não têm o mesmo número. %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Not quite: the counters on the board are shared equally, whichever side they are on. %1</source>
        <extracomment>Lesson: the learner named the wrong winner. The counters left on the board are shared equally, so they do not count for the side they are on. %1 is the count.</extracomment>
        <translation>Não é bem assim: as sementes do tabuleiro são divididas em partes iguais, seja qual for o lado em que estejam. %1</translation>
    </message>
</context>
<context>
    <name>tihbat::UndoQuestion</name>
    <message>
        <location filename="../ui/network/undo_question.cpp" line="+88"/>
        <source>Let %1 take back their last move?</source>
        <extracomment>A network game: the other player asks to undo; %1 is their name</extracomment>
        <translation>Deixas %1 voltar atrás na última jogada?</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The game waits for your answer. If you agree, both boards go back to before their last move.</source>
        <extracomment>A network game: below the question whether the other player may take back their move</extracomment>
        <translation>A partida espera pela tua resposta. Se concordares, os dois tabuleiros voltam à posição de antes da última jogada.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&amp;Agree</source>
        <extracomment>Button: the other player of a network game may take back their last move</extracomment>
        <translation>&amp;Concordar</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Decline</source>
        <extracomment>Button: the other player of a network game may not take back their last move</extracomment>
        <translation>&amp;Recusar</translation>
    </message>
</context>
<context>
    <name>tihbat::ValueGraph</name>
    <message>
        <location filename="../ui/replay/value_graph.cpp" line="+31"/>
        <source>Value of the game after each move</source>
        <extracomment>Accessible name of the graph of the game&apos;s value over its moves.</extracomment>
        <translation>Valor da partida depois de cada jogada</translation>
    </message>
    <message>
        <location line="+51"/>
        <source>South ahead</source>
        <translation>Sul à frente</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>North ahead</source>
        <translation>Norte à frente</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 ahead</source>
        <extracomment>Graph label above or below the zero line: values there mean the player %1 (a name from the game record) finishes ahead.</extracomment>
        <translation>%1 à frente</translation>
    </message>
</context>
<context>
    <name>tihbat::WatchTableAction</name>
    <message>
        <location filename="../ui/tournament/watch_table_action.cpp" line="+58"/>
        <source>&amp;Watch on the Projector</source>
        <extracomment>Class tournament: shows the selected game, live, full screen on the projector</extracomment>
        <translation>&amp;Mostrar a partida no projetor</translation>
    </message>
</context>
<context>
    <name>tihbat::WorksheetActions</name>
    <message>
        <location filename="../ui/print/worksheet_actions.cpp" line="+35"/>
        <source>Export Worksheet as P&amp;DF…</source>
        <extracomment>Classroom menu: sets up a sheet of puzzles and saves it as a PDF file</extracomment>
        <translation>Exp&amp;ortar ficha de problemas em PDF…</translation>
    </message>
    <message>
        <location line="+60"/>
        <source>PDF documents (*.pdf)</source>
        <extracomment>Export Worksheet as PDF: the file type in the save dialog</extracomment>
        <translation>Documentos PDF (*.pdf)</translation>
    </message>
    <message>
        <location line="-62"/>
        <source>Print Work&amp;sheet…</source>
        <extracomment>Classroom menu: sets up a sheet of puzzles, shows it as it will print, and prints it</extracomment>
        <translation>Imprimir &amp;ficha de problemas…</translation>
    </message>
    <message>
        <location line="+42"/>
        <source>%1 %2</source>
        <comment>worksheet file name</comment>
        <extracomment>A worksheet&apos;s suggested file name: %1 its title, %2 its sheet number</extracomment>
        <translation>%1 %2</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Worksheet saved to %1</source>
        <extracomment>In the status bar after Export Worksheet as PDF; %1 is the file&apos;s full path</extracomment>
        <translation>Ficha de problemas guardada em %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Worksheet saved to %1; its answer key to %2</source>
        <extracomment>In the status bar after Export Worksheet as PDF with a separate answer key; %1 and %2 are the files&apos; full paths</extracomment>
        <translation>Ficha de problemas guardada em %1; as soluções em %2</translation>
    </message>
    <message>
        <location line="+64"/>
        <source>Worksheet and its answer key sent to the printer %1</source>
        <extracomment>In the status bar after printing a worksheet and its key; %1 is the printer&apos;s name</extracomment>
        <translation>Ficha de problemas e soluções enviadas para a impressora %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Worksheet sent to the printer %1</source>
        <extracomment>In the status bar after printing a worksheet; %1 is the printer&apos;s name</extracomment>
        <translation>Ficha de problemas enviada para a impressora %1</translation>
    </message>
</context>
<context>
    <name>tihbat::WorksheetDialog</name>
    <message>
        <location filename="../ui/print/worksheet_dialog.cpp" line="+49"/>
        <source>Puzzle Worksheet</source>
        <extracomment>Title of the dialog that sets up a puzzle worksheet to print</extracomment>
        <translation>Ficha de problemas</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Mixed</source>
        <extracomment>Worksheet: puzzles of every difficulty, easy ones first</extracomment>
        <translation>Misturados</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Any</source>
        <extracomment>Worksheet: puzzles from games with any number of counters per pit</extracomment>
        <translation>Qualquer</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Answer &amp;key as a separate document</source>
        <extracomment>Worksheet: the answers as a second document rather than the last page</extracomment>
        <translation>&amp;Soluções num documento à parte</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&amp;Puzzles:</source>
        <extracomment>Worksheet dialog: how many puzzles on the sheet</extracomment>
        <translation>&amp;Problemas:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Difficulty:</source>
        <extracomment>Worksheet dialog</extracomment>
        <translation>&amp;Dificuldade:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Counters per pit:</source>
        <extracomment>Worksheet dialog: puzzles from games with this many counters in each pit at the start</extracomment>
        <translation>S&amp;ementes por casa:</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&amp;Title:</source>
        <extracomment>Worksheet dialog: the title printed at the top of the sheet</extracomment>
        <translation>&amp;Título:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Language:</source>
        <extracomment>Worksheet dialog: the language of the sheet</extracomment>
        <translation>&amp;Língua:</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>P&amp;aper:</source>
        <extracomment>Worksheet dialog: the paper size</extracomment>
        <translation>P&amp;apel:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Sheet number:</source>
        <extracomment>Worksheet dialog: the same number prints the same sheet again</extracomment>
        <translation>&amp;Número da ficha:</translation>
    </message>
    <message>
        <location line="-13"/>
        <source>Puzzles from games that began with this many counters in each pit.</source>
        <extracomment>Worksheet dialog, under &quot;Counters per pit&quot;: what the choice is for</extracomment>
        <translation>Problemas de partidas que começaram com este número de sementes em cada casa.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The sheet&apos;s language, whatever the game&apos;s.</source>
        <extracomment>Worksheet dialog, under &quot;Language&quot;: what the choice is for</extracomment>
        <translation>A língua da ficha, seja qual for a do jogo.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The same number gives the same puzzles: note it to print this sheet again, or choose another for a new sheet.</source>
        <extracomment>Worksheet dialog, under &quot;Sheet number&quot;: what the number is for</extracomment>
        <translation>O mesmo número dá os mesmos problemas: aponta-o para voltar a imprimir esta ficha, ou escolhe outro para uma ficha nova.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Then the answers are not on the pupils&apos; pages: they are printed on their own, or saved beside the sheet with &quot;-key&quot; at the end of its name.</source>
        <extracomment>Worksheet dialog, under &quot;Answer key as a separate document&quot;</extracomment>
        <translation>Assim as soluções não ficam nas páginas dos alunos: são impressas à parte, ou guardadas ao lado da ficha com «-key» no fim do nome.</translation>
    </message>
</context>
</TS>
