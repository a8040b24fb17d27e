<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="mn" sourcelanguage="en">
<context>
    <name>GameTexts</name>
    <message>
        <location filename="../model/game/words/game_texts.cpp" line="+11"/>
        <source>Tihbat</source>
        <comment>name of the game</comment>
        <extracomment>The name of the game: write it in your script (see translations/GLOSSARY.md)</extracomment>
        <translation>Тихбат</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>South</source>
        <comment>side</comment>
        <extracomment>The player who sits at the bottom of the board</extracomment>
        <translation>Өмнөд</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>North</source>
        <comment>side</comment>
        <extracomment>The player who sits at the top of the board</extracomment>
        <translation>Хойд</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Beginner</source>
        <comment>level</comment>
        <extracomment>Computer player strength, the weakest</extracomment>
        <translation>Анхан шат</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Easy</source>
        <comment>level</comment>
        <extracomment>Computer player strength</extracomment>
        <translation>Хялбар</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Medium</source>
        <comment>level</comment>
        <extracomment>Computer player strength</extracomment>
        <translation>Дунд</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Hard</source>
        <comment>level</comment>
        <extracomment>Computer player strength</extracomment>
        <translation>Хэцүү</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Perfect</source>
        <comment>level</comment>
        <extracomment>Computer player strength: never makes a mistake</extracomment>
        <translation>Төгс</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>For first-time players: plays almost at random, so a young child often wins.</source>
        <comment>level suits</comment>
        <extracomment>Who the weakest computer level suits, one line in the New Game dialog</extracomment>
        <translation>Анх удаа тоглож буй хүмүүст: бараг санамсаргүй нүүдэг тул бага насны хүүхэд ихэвчлэн ялдаг.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>For families: plays well but gets it wrong now and then.</source>
        <comment>level suits</comment>
        <extracomment>Who the Medium computer level suits, one line in the New Game dialog</extracomment>
        <translation>Гэр бүлийнхэнд: сайн тоглодог ч хааяа алдаа гаргадаг.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>For experts: never makes a mistake and punishes every mistake you make.</source>
        <comment>level suits</comment>
        <extracomment>Who the Perfect computer level suits, one line in the New Game dialog</extracomment>
        <translation>Мэргэжлийн тоглогчдод: хэзээ ч алддаггүй, чиний алдаа бүрийг ашигладаг.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Computer (%1)</source>
        <comment>player</comment>
        <extracomment>A computer player without a name; %1 is its level, such as &quot;Easy&quot;</extracomment>
        <translation>Компьютер (%1)</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>The game is over. Start a new game to play again.</source>
        <extracomment>Said when someone clicks a pit after the end</extracomment>
        <translation>Тоглоом дууссан. Дахин тоглох бол шинэ тоглоом эхлүүл.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>There is no such pit.</source>
        <translation>Ийм нүх байхгүй.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Wait: it is %1&apos;s turn.</source>
        <extracomment>%1 is the computer player&apos;s name, or the friend&apos;s at another computer</extracomment>
        <translation>Хүлээгээрэй: одоо %1 тоглогчийн ээлж.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>That pit is %1&apos;s: play a pit on your side.</source>
        <extracomment>A network game: %1 is the friend&apos;s name (at the other computer)</extracomment>
        <translation>Энэ нүх %1 тоглогчийнх: өөрийн талын нүхээр нүүгээрэй.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>It is %1&apos;s turn: play a pit on your own side.</source>
        <extracomment>%1 is a player&apos;s name. Said when someone clicks the other player&apos;s pit</extracomment>
        <translation>Одоо %1 тоглогчийн ээлж: өөрийн талын нүхийг тогло.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>It is %1&apos;s turn.</source>
        <extracomment>%1 is a player&apos;s name</extracomment>
        <translation>Одоо %1 тоглогчийн ээлж.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>That pit is empty: choose a pit with counters.</source>
        <extracomment>Said when someone clicks a pit with no counters in it</extracomment>
        <translation>Тэр нүх хоосон байна: чулуутай нүх сонго.</translation>
    </message>
    <message numerus="yes">
        <location line="+11"/>
        <source>You win by %n</source>
        <comment>hint</comment>
        <extracomment>Hint for one pit: if you play it and then play well, you win by %n counters</extracomment>
        <translation>
            <numerusform>Чи %n чулуугаар ялна</numerusform>
            <numerusform>Чи %n чулуугаар ялна</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>You lose by %n</source>
        <comment>hint</comment>
        <extracomment>Hint for one pit: even playing well afterwards, you lose by %n counters</extracomment>
        <translation>
            <numerusform>Чи %n чулуугаар ялагдана</numerusform>
            <numerusform>Чи %n чулуугаар ялагдана</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Draw</source>
        <comment>hint</comment>
        <extracomment>Hint for one pit: the game ends equal</extracomment>
        <translation>Тэнцээ</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>%1 to play</source>
        <extracomment>Status bar; %1 is a player&apos;s name</extracomment>
        <translation>Ээлж: %1</translation>
    </message>
    <message>
        <location line="+39"/>
        <source>Captured: %1 %2 · %3 %4</source>
        <extracomment>Status bar; %1 and %3 are player names, %2 and %4 the numbers of counters they captured</extracomment>
        <translation>Авсан чулуу: %1 %2 · %3 %4</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Counters at the end:
%1: %2
%3: %4</source>
        <comment>final score</comment>
        <extracomment>End of a game, one line each: %1 and %3 are player names, %2 and %4 the counters they end the game with</extracomment>
        <translation>Төгсгөлд хэн хэдэн чулуутай болсон бэ:
%1: %2
%3: %4</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Every counter has been captured.</source>
        <translation>Бүх чулууг авч дууслаа.</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>The same position came back, so the game stopped. The %n counters left on the board were shared equally.</source>
        <comment>end</comment>
        <extracomment>%n (always 2 or more, and even) counters were on the board; each player got half</extracomment>
        <translation>
            <numerusform>Нэг байрлал дахин давтагдсан тул тоглоом зогслоо. Самбар дээр үлдсэн %n чулууг тэнцүү хуваалаа.</numerusform>
            <numerusform>Нэг байрлал дахин давтагдсан тул тоглоом зогслоо. Самбар дээр үлдсэн %n чулууг тэнцүү хуваалаа.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+15"/>
        <source>The last move took the one counter from pit %1 and it fell back into the same pit: nothing on the board changed.</source>
        <comment>end</comment>
        <extracomment>After &quot;The same position came back…&quot; when the last move lifted a single counter: %1 is its pit (A, B, a or b)</extracomment>
        <translation>Сүүлчийн нүүдэл %1 нүхний ганц чулууг гаргасан бөгөөд тэр чулуу яг тэр нүх рүүгээ буцаж унасан: самбар дээр юу ч өөрчлөгдсөнгүй.</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Pit %1 has just one counter: it falls back into pit %1 and the board stays the same. This position was here before, so the game would end now. Choose pit %1 again to play it.</source>
        <extracomment>In a bubble by a pit holding one counter, before it is played; %1 is the pit (A, B, a or b). Choosing the pit a second time plays it.</extracomment>
        <translation>%1 нүхэнд ганцхан чулуу бий: тэр %1 нүх рүүгээ буцаж унах тул самбар өөрчлөгдөхгүй. Энэ байрлал өмнө нь гарсан тул тоглоом одоо дуусна. Нүүх бол %1 нүхийг дахин сонго.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Playing pit %1 brings back an earlier position, so the game would end now and the counters left would be shared. Choose pit %1 again to play it.</source>
        <extracomment>In a bubble by a pit, before it is played: the move would make the four pits and the player to move the same as earlier in the game, which ends it (the counters still on the board are shared). %1 is the pit (A, B, a or b). Choosing the pit a second time plays it.</extracomment>
        <translation>%1 нүхээр нүүвэл өмнө гарсан байрлал давтагдах тул тоглоом одоо дуусаж, самбар дээр үлдсэн чулуунуудыг тэнцүү хуваана. Нүүх бол %1 нүхийг дахин сонго.</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>It is a draw, %1.</source>
        <extracomment>Against the computer, the game ended equal; %1 is the score (&quot;14–14&quot;)</extracomment>
        <translation>Тэнцээ, %1.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>You win %1!</source>
        <extracomment>Against the computer, the person won: %1 is the score, theirs first (&quot;16–12&quot;)</extracomment>
        <translation>Чи %1 харьцаатай яллаа!</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The computer wins %1</source>
        <extracomment>Against the computer, the computer won: %1 is the score, the computer&apos;s first (&quot;16–12&quot;)</extracomment>
        <translation>Компьютер %1 харьцаатай яллаа</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>It is a draw!</source>
        <extracomment>The game ended equal</extracomment>
        <translation>Тэнцээ боллоо!</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 wins!</source>
        <extracomment>%1 is the winner&apos;s name</extracomment>
        <translation>%1 яллаа!</translation>
    </message>
    <message>
        <location line="-248"/>
        <source>For children who know the rules: often misses the best move.</source>
        <comment>level suits</comment>
        <extracomment>Who the Easy computer level suits, one line in the New Game dialog</extracomment>
        <translation>Дүрмийг мэддэг хүүхдүүдэд: хамгийн сайн нүүдлийг байнга алддаг.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>For strong players: rarely slips; only careful play wins.</source>
        <comment>level suits</comment>
        <extracomment>Who the Hard computer level suits, one line in the New Game dialog</extracomment>
        <translation>Чадварлаг тоглогчдод: ховорхон алддаг; зөвхөн анхааралтай тоглож байж ялна.</translation>
    </message>
    <message>
        <location line="+55"/>
        <source>Wait: it is the computer&apos;s turn.</source>
        <extracomment>Against the computer: the person clicked a pit while the computer is to move</extracomment>
        <translation>Хүлээгээрэй: одоо компьютерийн ээлж.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>That pit is the computer&apos;s: play a pit on your side.</source>
        <extracomment>Against the computer: the person clicked one of the computer&apos;s pits</extracomment>
        <translation>Тэр нүх компьютерийнх: өөрийн талын нүхийг тогло.</translation>
    </message>
    <message>
        <location line="+39"/>
        <source>Your turn</source>
        <extracomment>Status bar against the computer: the person is to move</extracomment>
        <translation>Чиний ээлж</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The computer&apos;s turn</source>
        <extracomment>Status bar against the computer: the computer is to move</extracomment>
        <translation>Компьютерийн ээлж</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>The computer&apos;s turn (paused)</source>
        <extracomment>Status bar against the computer: it is to move but the person paused it</extracomment>
        <translation>Компьютерийн ээлж (түр зогссон)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 to play (paused)</source>
        <extracomment>Status bar; %1 is the computer player&apos;s name</extracomment>
        <translation>Ээлж: %1 (түр зогссон)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The computer is thinking…</source>
        <extracomment>Status bar against the computer while it chooses its move</extracomment>
        <translation>Компьютер бодож байна…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 is thinking…</source>
        <extracomment>Status bar; %1 is the computer player&apos;s name</extracomment>
        <translation>%1 бодож байна…</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>your turn</source>
        <comment>nameplate</comment>
        <extracomment>The pill on the person&apos;s name plate when it is their turn against the computer (short: a few words at most)</extracomment>
        <translation>чиний ээлж</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>You</source>
        <comment>final score</comment>
        <extracomment>Against the computer, the person&apos;s line in the final score (&quot;You: 16&quot;)</extracomment>
        <translation>Чи</translation>
    </message>
</context>
<context>
    <name>Lesson</name>
    <message>
        <location filename="../model/game/learn/lesson.cpp" line="+36"/>
        <source>The game is over.</source>
        <extracomment>Presentation caption at the end of a game</extracomment>
        <translation>Тоглоом дууслаа.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 to move.</source>
        <extracomment>Presentation caption: %1 is the player to move (a player&apos;s name, or South or North)</extracomment>
        <translation>Одоо %1 тоглогчийн ээлж.</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>Guess! What will %1 play?</source>
        <extracomment>Presentation, a replay paused before a move for the class to guess it; %1 is the player to move (a player&apos;s name, or South or North)</extracomment>
        <translation>Тааж үз! %1 тоглогч аль нүхийг тоглох бол?</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>%1 sows pit %2. %3</source>
        <extracomment>Presentation caption of a move&apos;s first drop: %1 is the player (a player&apos;s name, or South or North), %2 the pit emptied, %3 the drop caption (&quot;1 of 7: into pit A&quot;)</extracomment>
        <translation>%1 %2 нүхний чулууг тарина. %3</translation>
    </message>
</context>
<context>
    <name>MoveWording</name>
    <message>
        <location filename="../model/game/words/move_wording.cpp" line="+27"/>
        <source>%1 played pit %2. %3</source>
        <extracomment>Presentation caption of the last step of a move, and what Read Aloud says of a move: %1 is the player (a player&apos;s name, or South or North), %2 the pit they emptied, %3 what the move did (&quot;The last counter made 4 in North&apos;s own pit: ...&quot;, one or more sentences)</extracomment>
        <translation>%1 %2 нүхээр нүүлээ. %3</translation>
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
            <numerusform>%1-р чулуу (нийт %n): %2 нүхэнд</numerusform>
            <numerusform>%1-р чулуу (нийт %n): %2 нүхэнд</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+40"/>
        <source>The last counter made %n in your own pit: an odd number, so no capture.</source>
        <extracomment>After the person&apos;s own move, said to them: the last counter made an odd number (%n) in their own pit.</extracomment>
        <translation>
            <numerusform>Сүүлчийн чулуу унаад чиний нүхэнд %n чулуу боллоо: сондгой тоо тул чулуу авахгүй.</numerusform>
            <numerusform>Сүүлчийн чулуу унаад чиний нүхэнд %n чулуу боллоо: сондгой тоо тул чулуу авахгүй.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>The last counter made %n in %1&apos;s own pit: an odd number, so no capture.</source>
        <extracomment>After a move, told to the class: the last counter made an odd number (%n) in the own pit of the mover, %1 (a player&apos;s name, or South or North). Name %1, never &quot;you&quot;.</extracomment>
        <translation>
            <numerusform>Сүүлчийн чулуу унаад %1 тоглогчийн өөрийн нүхэнд %n чулуу боллоо: сондгой тоо тул чулуу авахгүй.</numerusform>
            <numerusform>Сүүлчийн чулуу унаад %1 тоглогчийн өөрийн нүхэнд %n чулуу боллоо: сондгой тоо тул чулуу авахгүй.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+7"/>
        <source>The last counter made %n in your own pit: more than 8, so no capture.</source>
        <extracomment>After the person&apos;s own move, said to them: the last counter made an even number over 8 (%n) in their own pit.</extracomment>
        <translation>
            <numerusform>Сүүлчийн чулуу унаад чиний нүхэнд %n чулуу боллоо: 8-аас олон тул чулуу авахгүй.</numerusform>
            <numerusform>Сүүлчийн чулуу унаад чиний нүхэнд %n чулуу боллоо: 8-аас олон тул чулуу авахгүй.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>The last counter made %n in %1&apos;s own pit: more than 8, so no capture.</source>
        <extracomment>After a move, told to the class: the last counter made an even number over 8 (%n) in the own pit of the mover, %1 (a player&apos;s name, or South or North). Name %1, never &quot;you&quot;.</extracomment>
        <translation>
            <numerusform>Сүүлчийн чулуу унаад %1 тоглогчийн өөрийн нүхэнд %n чулуу боллоо: 8-аас олон тул чулуу авахгүй.</numerusform>
            <numerusform>Сүүлчийн чулуу унаад %1 тоглогчийн өөрийн нүхэнд %n чулуу боллоо: 8-аас олон тул чулуу авахгүй.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+31"/>
        <source>Every counter has been captured: the game is over.</source>
        <extracomment>The game ends because no counter is left on the board.</extracomment>
        <translation>Бүх чулууг авч дууссан тул тоглоом дууслаа.</translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>This position has been seen before: the game ends and the %n counters left are shared, %1 each.</source>
        <extracomment>Repetition rule: the same position came back, so the counters still on the board (%n) are shared equally; %1 is each player&apos;s share.</extracomment>
        <translation>
            <numerusform>Байрлал давтагдлаа: тоглоом дуусч, самбар дээр үлдсэн %n чулууг тэнцүү хуваана — тоглогч бүрд %1 чулуу.</numerusform>
            <numerusform>Байрлал давтагдлаа: тоглоом дуусч, самбар дээр үлдсэн %n чулууг тэнцүү хуваана — тоглогч бүрд %1 чулуу.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+11"/>
        <source>It is a draw: %n counters each.</source>
        <extracomment>The end of a game: a draw, each side (South and North) ending with %n counters</extracomment>
        <translation>
            <numerusform>Тэнцээ боллоо: тоглогч бүр %n чулуутай.</numerusform>
            <numerusform>Тэнцээ боллоо: тоглогч бүр %n чулуутай.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 wins with %2 counters against %3.</source>
        <extracomment>The end of a game: %1 is the winner (a player&apos;s name, or South or North), %2 and %3 the counters the winner and the other side end with</extracomment>
        <translation>%1 %2 чулуутай болж яллаа, нөгөө тоглогч %3 чулуутай.</translation>
    </message>
    <message numerus="yes">
        <location line="-89"/>
        <source>The last counter made %n in your own pit: even and not more than 8, so you capture them and put all %n in your store.</source>
        <extracomment>After the person&apos;s own move, said to them: the last counter made %n counters in their own pit, which is captured. Rule: 2, 4, 6 or 8 counters there are captured; captured counters go into the mover&apos;s store (the long hollow on their right).</extracomment>
        <translation>
            <numerusform>Сүүлчийн чулуу унаад чиний нүхэнд %n чулуу боллоо: тэгш тоо бөгөөд 8-аас ихгүй тул чи %n чулууг бүгдийг нь авч, агуулахдаа хийнэ.</numerusform>
            <numerusform>Сүүлчийн чулуу унаад чиний нүхэнд %n чулуу боллоо: тэгш тоо бөгөөд 8-аас ихгүй тул чи %n чулууг бүгдийг нь авч, агуулахдаа хийнэ.</numerusform>
        </translation>
    </message>
    <message>
        <location line="-11"/>
        <source>The last counter landed on %1&apos;s side: nothing is captured there.</source>
        <extracomment>After a move: the last counter fell on the opponent&apos;s side; %1 is that player&apos;s name (or South or North). Rule: only the mover&apos;s own side can be captured. Said to the class and to the person who moved alike: speak to nobody.</extracomment>
        <translation>Сүүлчийн чулуу %1 тоглогчийн талд унасан тул тэндээс чулуу авахгүй.</translation>
    </message>
    <message numerus="yes">
        <location line="+19"/>
        <source>The last counter made %n in %1&apos;s own pit: even and not more than 8, so %1 captures all %n and puts them in their store.</source>
        <extracomment>After a move, told to the class: the last counter made %n counters in the own pit of the mover, %1 (a player&apos;s name, or South or North), who captures them. Rule: 2, 4, 6 or 8 counters there are captured; captured counters go into the mover&apos;s store (the long hollow on their right). Name %1, never &quot;you&quot;.</extracomment>
        <translation>
            <numerusform>Сүүлчийн чулуу унаад %1 тоглогчийн өөрийн нүхэнд %n чулуу боллоо: тэгш тоо бөгөөд 8-аас ихгүй тул %1 тоглогч %n чулууг бүгдийг нь авч, агуулахдаа хийнэ.</numerusform>
            <numerusform>Сүүлчийн чулуу унаад %1 тоглогчийн өөрийн нүхэнд %n чулуу боллоо: тэгш тоо бөгөөд 8-аас ихгүй тул %1 тоглогч %n чулууг бүгдийг нь авч, агуулахдаа хийнэ.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+36"/>
        <source>The pit before it, %2, holds %n: even and not more than 8, so you capture them too.</source>
        <extracomment>Chain capture option, said to the person after their own move: the pit sown just before the last one is captured too; %2 is its letter, %n its counters.</extracomment>
        <translation>
            <numerusform>Түүний өмнөх %2 нүхэнд %n чулуу байна: тэгш тоо бөгөөд 8-аас ихгүй тул чи тэдгээрийг ч бас авна.</numerusform>
            <numerusform>Түүний өмнөх %2 нүхэнд %n чулуу байна: тэгш тоо бөгөөд 8-аас ихгүй тул чи тэдгээрийг ч бас авна.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+7"/>
        <source>The pit before it, %2, holds %n: even and not more than 8, so %1 captures them too.</source>
        <extracomment>Chain capture option, told to the class: the pit sown just before the last one is captured too by the mover, %1 (a player&apos;s name, or South or North); %2 is the pit&apos;s letter, %n its counters. Name %1, never &quot;you&quot;.</extracomment>
        <translation>
            <numerusform>Түүний өмнөх %2 нүхэнд %n чулуу байна: тэгш тоо бөгөөд 8-аас ихгүй тул %1 тоглогч тэдгээрийг ч бас авна.</numerusform>
            <numerusform>Түүний өмнөх %2 нүхэнд %n чулуу байна: тэгш тоо бөгөөд 8-аас ихгүй тул %1 тоглогч тэдгээрийг ч бас авна.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1 has no counters in their pits and passes.</source>
        <extracomment>%1 is the player&apos;s name (or South or North): both their pits are empty (the store may hold counters), so the turn passes to the other side.</extracomment>
        <translation>%1 тоглогчийн нүхнүүдэд чулуу алга тул ээлжээ өнжинө.</translation>
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
            <numerusform>%1 нүүнэ: эндээс хойш %2 талаас %n чулуу илүү хожоорой.</numerusform>
            <numerusform>%1 нүүнэ: эндээс хойш %2 талаас %n чулуу илүү хожоорой.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Easy</source>
        <comment>puzzle difficulty</comment>
        <extracomment>A puzzle&apos;s difficulty</extracomment>
        <translation>Хялбар</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Medium</source>
        <comment>puzzle difficulty</comment>
        <extracomment>A puzzle&apos;s difficulty</extracomment>
        <translation>Дунд</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Hard</source>
        <comment>puzzle difficulty</comment>
        <extracomment>A puzzle&apos;s difficulty</extracomment>
        <translation>Хэцүү</translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>%1 · from a game with %n counters in each pit</source>
        <comment>puzzle</comment>
        <extracomment>Under a puzzle: %1 is its difficulty (Easy, Medium, Hard); %n the counters in each pit at the start of the game the position comes from.</extracomment>
        <translation>
            <numerusform>%1 · нүх бүрт %n чулуутай тоглоомоос</numerusform>
            <numerusform>%1 · нүх бүрт %n чулуутай тоглоомоос</numerusform>
        </translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 of %2 solved</source>
        <comment>puzzles</comment>
        <extracomment>Puzzles: how many of all the puzzles the person has solved, e.g. &quot;37 of 286 solved&quot;</extracomment>
        <translation>Бодсон: %1 / %2</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Streak: %1 (best %2)</source>
        <comment>puzzles</comment>
        <extracomment>Puzzles: %1 puzzles solved at the first try in a row now, %2 the most ever in a row</extracomment>
        <translation>Дараалал: %1 (шилдэг нь %2)</translation>
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
            <numerusform>Тэндээс хоёулаа хамгийн сайнаар тоглоход %1 нь %2 талаас %n чулуу илүү хожно.</numerusform>
            <numerusform>Тэндээс хоёулаа хамгийн сайнаар тоглоход %1 нь %2 талаас %n чулуу илүү хожно.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>With best play from there, %1 and %2 win the same number of counters.</source>
        <comment>puzzle</comment>
        <extracomment>After a puzzle move: neither side wins more of the counters still to be won</extracomment>
        <translation>Тэндээс хоёулаа хамгийн сайнаар тоглоход %1, %2 хоёр тэнцүү тооны чулуу хожно.</translation>
    </message>
    <message numerus="yes">
        <location line="+11"/>
        <source>With the best move you would instead win %n more counters than the other side. Have another go!</source>
        <comment>puzzle</comment>
        <extracomment>Puzzles, a wrong move: the last words, after the sentence on what the wrong move gains; %n is how many more counters than the other side the best move wins (not in addition)</extracomment>
        <translation>
            <numerusform>Хамгийн сайн нүүдлээр чи харин нөгөө талаас %n чулуу илүү хожих байсан. Дахин оролдоод үз!</numerusform>
            <numerusform>Хамгийн сайн нүүдлээр чи харин нөгөө талаас %n чулуу илүү хожих байсан. Дахин оролдоод үз!</numerusform>
        </translation>
    </message>
    <message>
        <location line="-3"/>
        <source>Pit %1 is not the best move.</source>
        <comment>puzzle</comment>
        <extracomment>Puzzles, a wrong move: kind, first words; %1 is the pit tried (A, B, a or b)</extracomment>
        <translation>%1 нүх хамгийн сайн нүүдэл биш.</translation>
    </message>
    <message>
        <location line="-26"/>
        <source>Find the best move: click one of your pits, or press %1 or %2.</source>
        <extracomment>Puzzles: what to do before the first try. %1 and %2 are the letters of the player&apos;s own pits (A and B, or a and b), which are also the keys that play them.</extracomment>
        <translation>Хамгийн сайн нүүдлийг ол: өөрийн нэг нүхэн дээр дар, эсвэл %1 эсвэл %2 товчийг дар.</translation>
    </message>
    <message>
        <location line="+39"/>
        <source>Well done, pit %1 is the best move!</source>
        <comment>puzzle</comment>
        <extracomment>Puzzles: the right move was played; %1 is its pit (A, B, a or b)</extracomment>
        <translation>Гайхалтай! %1 нүх хамгийн сайн нүүдэл байна!</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The best move is pit %1.</source>
        <comment>puzzle</comment>
        <extracomment>Puzzles, Show me: the solution is played; %1 is its pit (A, B, a or b)</extracomment>
        <translation>Хамгийн сайн нүүдэл бол %1 нүх.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Pit %1 instead: %2</source>
        <comment>puzzle</comment>
        <extracomment>Puzzles, Show me: what the other move would have given; %1 is its pit, %2 the sentence on what it gains (&quot;With best play from there, ...&quot;)</extracomment>
        <translation>Оронд нь %1 нүх: %2</translation>
    </message>
    <message numerus="yes">
        <location line="+17"/>
        <location filename="../ui/paper/worksheet_texts.cpp" line="+82"/>
        <source>%1 %2 capturing %n</source>
        <comment>puzzle solution move</comment>
        <translation>
            <numerusform>%1 %2 (%n чулуу авна)</numerusform>
            <numerusform>%1 %2 (%n чулуу авна)</numerusform>
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
        <translation>Эндээс хамгийн сайн тоглолт: %1.</translation>
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
        <translation> эсвэл </translation>
    </message>
    <message>
        <location line="+7"/>
        <source>A draw with perfect play</source>
        <translation>Алдаагүй тоглобол тэнцээ</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%1 wins by %n with perfect play</source>
        <extracomment>The exact value of a position: %1 (a player&apos;s name, or South or North) finishes %n counters ahead.</extracomment>
        <translation>
            <numerusform>Алдаагүй тоглобол %1 %n чулуугаар ялна</numerusform>
            <numerusform>Алдаагүй тоглобол %1 %n чулуугаар ялна</numerusform>
        </translation>
    </message>
    <message>
        <location line="+18"/>
        <source>The game is over: a draw, %1.</source>
        <extracomment>The replayed game is over; %1 is the score such as 14–14.</extracomment>
        <translation>Тоглоом дууссан: тэнцээ, %1.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The game is over: %1 won %2.</source>
        <extracomment>The replayed game is over; %1 is the winner (a player&apos;s name, or South or North), %2 the score such as 16–12.</extracomment>
        <translation>Тоглоом дууссан: %1 ялсан, %2.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>&lt;b&gt;Now:&lt;/b&gt; %1. %2 to move; best: &lt;b&gt;%3&lt;/b&gt;.</source>
        <extracomment>The position on the board. %1 its value in words, %2 the side to move, %3 the best moves (&quot;A or B&quot;).</extracomment>
        <translation>&lt;b&gt;Одоо:&lt;/b&gt; %1. Ээлж: %2; хамгийн сайн нүүдэл: &lt;b&gt;%3&lt;/b&gt;.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The start of the game.</source>
        <extracomment>Shown for the start of the game, where no move is selected.</extracomment>
        <translation>Тоглоомын эхлэл.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The solver is working out the values of the moves…</source>
        <extracomment>In the replay&apos;s analysis box while the solver works out the values of the game.</extracomment>
        <translation>Нүүдэл бүрийн үнэлгээг тооцоолж байна…</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&lt;b&gt;Move %1, %2 by %3.&lt;/b&gt; Before it: %4; best: %5.</source>
        <extracomment>The verdict on the selected move. %1 move number, %2 the move (Bx4), %3 the player, %4 the value before it in words, %5 the best moves there (&quot;A or B&quot;).</extracomment>
        <translation>&lt;b&gt;Нүүдэл %1: %3 %2 тоглов.&lt;/b&gt; Үүнээс өмнө: %4; хамгийн сайн нүүдэл: %5.</translation>
    </message>
    <message numerus="yes">
        <location line="+8"/>
        <source>&lt;span style=&apos;color:#c02020&apos;&gt;%1 It gave away %n counters.&lt;/span&gt;</source>
        <extracomment>After the verdict on a move that was not the best. %1 is the mistake mark, &quot;?&quot; or &quot;??&quot;; %n the counters of the final score it gave away.</extracomment>
        <translation>
            <numerusform>&lt;span style=&apos;color:#c02020&apos;&gt;%1 Энэ нүүдлээр %n чулуу алдсан.&lt;/span&gt;</numerusform>
            <numerusform>&lt;span style=&apos;color:#c02020&apos;&gt;%1 Энэ нүүдлээр %n чулуу алдсан.&lt;/span&gt;</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The best move.</source>
        <translation>Хамгийн сайн нүүдэл.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>One of the best moves.</source>
        <translation>Хамгийн сайн нүүдлүүдийн нэг.</translation>
    </message>
</context>
<context>
    <name>SaveAsFlow</name>
    <message>
        <location filename="../ui/records/save_as_flow.cpp" line="+27"/>
        <source>Tihbat game records (*.tihbat)</source>
        <extracomment>File dialog filter; keep &quot;(*.tihbat)&quot; as it is</extracomment>
        <translation>Тихбатын тоглоомын бичлэг (*.tihbat)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The game could not be saved.</source>
        <extracomment>Message box when saving the game as a record failed; the reason follows</extracomment>
        <translation>Тоглоомыг хадгалж чадсангүй.</translation>
    </message>
</context>
<context>
    <name>SavedGameQuestions</name>
    <message>
        <location filename="../ui/records/saved_game_questions.cpp" line="+40"/>
        <source>Your last game was not finished.</source>
        <extracomment>Asked at start when the last game was not finished</extracomment>
        <translation>Чиний өмнөх тоглоом дуусаагүй байна.</translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>%1 against %2. Moves played: %n. Do you want to continue it?</source>
        <extracomment>%1 and %2 are player names, %n the number of moves played</extracomment>
        <translation>
            <numerusform>Тоглогчид: %1, %2. Хийсэн нүүдэл: %n. Чи үүнийг үргэлжлүүлэх үү?</numerusform>
            <numerusform>Тоглогчид: %1, %2. Хийсэн нүүдэл: %n. Чи үүнийг үргэлжлүүлэх үү?</numerusform>
        </translation>
    </message>
    <message>
        <location line="+8"/>
        <source>&amp;Continue Game</source>
        <extracomment>Button: continue the unfinished game</extracomment>
        <translation>Тоглоомыг &amp;үргэлжлүүлэх</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;New Game</source>
        <extracomment>Button: forget the unfinished game and start a new one</extracomment>
        <translation>&amp;Шинэ тоглоом</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Your last game could not be continued: its saved file could not be read.</source>
        <extracomment>At start, when the saved game cannot be read</extracomment>
        <translation>Чиний сүүлийн тоглоомыг үргэлжлүүлж чадсангүй: хадгалсан файлыг нь уншиж чадсангүй.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1

The file was kept as %2. A new game starts now.</source>
        <extracomment>%1 is what is wrong with the file, %2 where the file was kept</extracomment>
        <translation>%1

Файлыг %2 гэж хадгалж үлдээлээ. Одоо шинэ тоглоом эхэлнэ.</translation>
    </message>
</context>
<context>
    <name>ScoreSheetTexts</name>
    <message>
        <location filename="../ui/paper/score_sheet_texts.cpp" line="+13"/>
        <source>Score Sheet</source>
        <extracomment>Heading of the printed record of one game, its moves, values and result</extracomment>
        <translation>Тоглолтын хуудас</translation>
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
        <translation>Огноо</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Event</source>
        <extracomment>Score sheet: the tournament or occasion of the game</extracomment>
        <translation>Арга хэмжээ</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Site</source>
        <extracomment>Score sheet: where the game was played</extracomment>
        <translation>Газар</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Round</source>
        <extracomment>Score sheet: the round of a tournament</extracomment>
        <translation>Тойрог</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Rules</source>
        <extracomment>Score sheet: the rule options of the game</extracomment>
        <translation>Дүрэм</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Result</source>
        <extracomment>Score sheet: the final score</extracomment>
        <translation>Үр дүн</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Winner</source>
        <extracomment>Score sheet: the player who won, whose name follows</extracomment>
        <translation>Ялагч</translation>
    </message>
    <message numerus="yes">
        <location line="+11"/>
        <source>%n counters per pit</source>
        <extracomment>Score sheet, the rules: how many counters each pit held at the start</extracomment>
        <translation>
            <numerusform>нүх бүрт %n чулуу</numerusform>
            <numerusform>нүх бүрт %n чулуу</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>chain capture</source>
        <translation>гинжин авалт</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>no chain capture</source>
        <translation>гинжин авалтгүй</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 moves first</source>
        <extracomment>Score sheet, the rules: %1 is South or North</extracomment>
        <translation>%1 эхэлж нүүнэ</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>from a set-up position</source>
        <extracomment>Score sheet, the rules: the game started from a position set up by hand</extracomment>
        <translation>бэлтгэсэн байрлалаас</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>not finished</source>
        <extracomment>Score sheet: the result of a game that was stopped before its end</extracomment>
        <translation>дуусаагүй</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>A draw</source>
        <extracomment>Score sheet: the result of a game that ended equal</extracomment>
        <translation>Тэнцээ</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Value of the position</source>
        <extracomment>Score sheet: heading of the graph of the position&apos;s value move by move</extracomment>
        <translation>Байрлалын үнэлгээ</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Values: the final score difference, South minus North, with perfect play from there on.</source>
        <extracomment>Score sheet: what the values in the graph and the move list mean</extracomment>
        <translation>Үнэлгээ: эцсийн онооны зөрүү, Өмнөд хасах Хойд, тэндээс хойш төгс тоглолтоор.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Moves</source>
        <extracomment>Score sheet: heading of the list of moves</extracomment>
        <translation>Нүүдлүүд</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The board after the captures</source>
        <extracomment>Score sheet: heading of the board diagrams after the captures</extracomment>
        <translation>Авалтын дараах самбар</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>No.</source>
        <extracomment>Score sheet, move list column: the move&apos;s number</extracomment>
        <translation>№</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Player</source>
        <extracomment>Score sheet, move list column: South or North</extracomment>
        <translation>Тоглогч</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Move</source>
        <extracomment>Score sheet, move list column: the move in notation (Bx4)</extracomment>
        <translation>Нүүдэл</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Value</source>
        <extracomment>Score sheet, move list column: the position&apos;s value after the move</extracomment>
        <translation>Үнэлгээ</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Verdict</source>
        <extracomment>Score sheet, move list column: whether the move was best, or what it gave away</extracomment>
        <translation>Дүгнэлт</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>best</source>
        <extracomment>Score sheet, a move&apos;s verdict: it kept the value (one of the best moves)</extracomment>
        <translation>хамгийн сайн</translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>%1 gave away %n</source>
        <extracomment>Score sheet, a move&apos;s verdict: %1 is the mistake mark, &quot;?&quot; or &quot;??&quot;; %n the counters of the final score it gave away</extracomment>
        <translation>
            <numerusform>%1 %n алдсан</numerusform>
            <numerusform>%1 %n алдсан</numerusform>
        </translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Move %1: %2 %3, value %4</source>
        <extracomment>Score sheet, under a board diagram: %1 the move&apos;s number, %2 South or North, %3 the move (Bx4), %4 the value after it (+2)</extracomment>
        <translation>Нүүдэл %1: %2 %3, үнэлгээ %4</translation>
    </message>
    <message numerus="yes">
        <location line="+9"/>
        <source>This position was on the board before, so the game ended: the %n counters left on the board were shared equally.</source>
        <extracomment>Score sheet, under the last diagram of a game that ended by repetition, when the earlier position was one a player passed in; %n counters were left on the board</extracomment>
        <translation>
            <numerusform>Энэ байрлал өмнө нь самбар дээр байсан тул тоглоом дууслаа: самбар дээр үлдсэн %n чулууг тэнцүү хуваалаа.</numerusform>
            <numerusform>Энэ байрлал өмнө нь самбар дээр байсан тул тоглоом дууслаа: самбар дээр үлдсэн %n чулууг тэнцүү хуваалаа.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>The starting position came back, so the game ended: the %n counters left on the board were shared equally.</source>
        <extracomment>Score sheet, under the last diagram of a game that ended by repetition: the board was as at the start; %n counters were left on the board</extracomment>
        <translation>
            <numerusform>Эхний байрлал дахин давтагдсан тул тоглоом дууслаа: самбар дээр үлдсэн %n чулууг тэнцүү хуваалаа.</numerusform>
            <numerusform>Эхний байрлал дахин давтагдсан тул тоглоом дууслаа: самбар дээр үлдсэн %n чулууг тэнцүү хуваалаа.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>The position after move %1 came back, so the game ended: the %n counters left on the board were shared equally.</source>
        <extracomment>Score sheet, under the last diagram of a game that ended by repetition: %1 is the number of the earlier move after which the board was the same; %n counters were left on the board</extracomment>
        <translation>
            <numerusform>%1-р нүүдлийн дараах байрлал дахин давтагдсан тул тоглоом дууслаа: самбар дээр үлдсэн %n чулууг тэнцүү хуваалаа.</numerusform>
            <numerusform>%1-р нүүдлийн дараах байрлал дахин давтагдсан тул тоглоом дууслаа: самбар дээр үлдсэн %n чулууг тэнцүү хуваалаа.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SoundOutputLoader</name>
    <message>
        <location filename="../ui/sound/sound_output_loader.cpp" line="+47"/>
        <source>Sound is off: the sound module %1 is not in %2.</source>
        <extracomment>On the terminal. %1 is a file name, %2 one or more folders.</extracomment>
        <translation>Дуу унтарсан: дууны модуль %1 дараах хавтсанд алга: %2.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Sound is off: the sound module %1 cannot be loaded: %2</source>
        <extracomment>On the terminal. %1 is a file&apos;s path, %2 the reason from Qt (in English).</extracomment>
        <translation>Дуу унтарсан: дууны модуль %1 ачаалагдахгүй байна: %2</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Sound is off: %1 is a Qt plugin but not this game&apos;s sound module (%2).</source>
        <extracomment>On the terminal. %1 is a file&apos;s path, %2 the name of what it should provide.</extracomment>
        <translation>Дуу унтарсан: %1 нь Qt-ийн залгаас боловч энэ тоглоомын дууны модуль биш (%2).</translation>
    </message>
</context>
<context>
    <name>Tutorial</name>
    <message>
        <location filename="../model/game/learn/tutorial.cpp" line="+64"/>
        <source>The board</source>
        <comment>lesson title</comment>
        <extracomment>Title of a lesson in Help &gt; Learn to Play</extracomment>
        <translation>Самбар</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Taking out and sowing</source>
        <comment>lesson title</comment>
        <translation>Чулуугаа гаргаж тарих</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Round the board</source>
        <comment>lesson title</comment>
        <translation>Самбарыг тойрон</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Capturing</source>
        <comment>lesson title</comment>
        <translation>Авалт</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Only on your side</source>
        <comment>lesson title</comment>
        <translation>Зөвхөн өөрийн талд</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Passing</source>
        <comment>lesson title</comment>
        <translation>Ээлж өнжих</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A position comes back</source>
        <comment>lesson title</comment>
        <translation>Байрлал давтагдах</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Who wins?</source>
        <comment>lesson title</comment>
        <translation>Хэн ялах вэ?</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>The counters always go round the board the same way, counter-clockwise: from A to B, across to North&apos;s a and b, and back to A.</source>
        <comment>lesson</comment>
        <translation>Чулуу самбарыг үргэлж нэг л чиглэлд, цагийн зүүний эсрэг тойрно: A нүхнээс B нүх рүү, дараа нь Хойдын a, b нүх рүү, тэгээд буцаад A нүх рүү.</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>If a position comes back (the same number of counters in every pit and the same player to move), the game ends at once, and the counters left on the board are shared equally.</source>
        <comment>lesson</comment>
        <translation>Хэрэв байрлал давтагдвал (нүх бүрт яг ижил тооны чулуу, нүүх ээлж ижил тоглогчид), тоглоом тэр дороо дуусч, самбар дээр үлдсэн чулууг тэнцүү хуваана.</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>One of your moves leaves 2 counters in North&apos;s pit a, the other captures. Play the one that captures.</source>
        <comment>lesson task</comment>
        <extracomment>Lesson task</extracomment>
        <translation>Чиний нэг нүүдэл Хойдын a нүхэнд 2 чулуу үлдээнэ, нөгөө нь авалт хийнэ. Авалт хийдэг нүүдлийг хий.</translation>
    </message>
    <message>
        <location line="-45"/>
        <source>On your turn you take all the counters out of one of your pits and drop them one at a time, and the first one goes straight back into the pit you just emptied.</source>
        <comment>lesson</comment>
        <translation>Ээлж ирэхэд чи өөрийн нэг нүхний бүх чулууг гаргаж, нэг нэгээр нь хийнэ, эхний чулуу яг сая хоосолсон нүх рүүгээ шууд буцаж орно.</translation>
    </message>
    <message>
        <location line="-5"/>
        <source>Two players share this board: you are South, so the two pits at the bottom, A and B, are yours, and the two at the top, a and b, are North&apos;s; the long hollow on your right is your store, for the counters you capture.</source>
        <comment>lesson</comment>
        <extracomment>Lesson sentence. The learner is South; stores: the trays at the sides of the board</extracomment>
        <translation>Энэ самбар дээр хоёр тоглогч тоглоно: чи Өмнөд, тиймээс доод хоёр нүх, A болон B нь чинийх, харин дээд хоёр, a болон b нь Хойдынх; чиний баруун талын урт хонхор бол чиний агуулах, чиний авсан чулуунууд тэнд орно.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>If your last counter lands in one of your own pits and that pit then holds 2, 4, 6 or 8 counters, you capture them all: they go into your store.</source>
        <comment>lesson</comment>
        <translation>Хэрэв сүүлчийн чулуу чинь өөрийн чинь нэг нүхэнд орж, тэр нүхэнд 2, 4, 6 эсвэл 8 чулуу болбол чи бүгдийг нь авна: тэдгээр нь чиний агуулахад орно.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A last counter that lands on North&apos;s side never captures, even when it makes 2, 4, 6 or 8 there.</source>
        <comment>lesson</comment>
        <translation>Хойдын талд унасан сүүлчийн чулуу хэзээ ч авалт хийдэггүй, тэнд 2, 4, 6 эсвэл 8 болсон ч гэсэн.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A player whose two pits are both empty cannot move: they pass, and the other player moves again.</source>
        <comment>lesson</comment>
        <translation>Хоёр нүх нь хоёулаа хоосон тоглогч нүүж чадахгүй: тэр ээлжээ өнжиж, нөгөө тоглогч дахин нүүнэ.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>At the end each player counts the counters in their store plus their share of the board: whoever has more wins, and the same number is a draw.</source>
        <comment>lesson</comment>
        <translation>Төгсгөлд тоглогч бүр агуулахынхаа чулуу дээр самбараас ногдсон хувиа нэмж тоолно: аль олон нь ялж, тэнцүү бол тэнцээ болно.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Click one of your own pits.</source>
        <comment>lesson task</comment>
        <extracomment>Lesson task</extracomment>
        <translation>Өөрийн нэг нүхэн дээр дар.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Take the counters out of pit %1 by clicking it, then click each pit where a counter goes, one by one.</source>
        <comment>lesson task</comment>
        <extracomment>Lesson task; %1 is a pit letter</extracomment>
        <translation>%1 нүхэн дээр дарж чулууг нь гарга, дараа нь чулуу орох нүх бүрийг нэг нэгээр нь дар.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Find the move that captures, and play it.</source>
        <comment>lesson task</comment>
        <extracomment>Lesson task</extracomment>
        <translation>Авалт хийдэг нүүдлийг олоод хий.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>North has no counters. Play the move that keeps all your counters on your side, so that North must pass.</source>
        <comment>lesson task</comment>
        <extracomment>Lesson task</extracomment>
        <translation>Хойдод чулуу алга. Бүх чулуугаа өөрийн талдаа үлдээх нүүдлийг хий, тэгвэл Хойд ээлжээ өнжихөөс аргагүй.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Play the move that brings back this very position.</source>
        <comment>lesson task</comment>
        <extracomment>Lesson task</extracomment>
        <translation>Яг энэ байрлалыг давтагдуулах нүүдлийг хий.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>This position came back, so the game is over, and the %1 counters left on the board are shared equally. Who wins?</source>
        <comment>lesson task</comment>
        <extracomment>Lesson task; %1 is how many counters are left on the board (an even number)</extracomment>
        <translation>Энэ байрлал давтагдсан тул тоглоом дууссан, самбар дээр үлдсэн %1 чулууг тэнцүү хуваана. Хэн ялах вэ?</translation>
    </message>
    <message>
        <location filename="../model/game/learn/tutorial_run.cpp" line="+195"/>
        <source>Your last counter made %1 in pit %2, but that pit is North&apos;s: you only capture in your own pits.</source>
        <extracomment>Lesson: the last counter made an even number on North&apos;s side; %1 the count, %2 the pit</extracomment>
        <translation>Сүүлчийн чулуу чинь %2 нүхэнд %1 болгосон, гэхдээ тэр нүх Хойдынх: чи зөвхөн өөрийн нүхнээсээ авна.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Your last counter fell into pit %1, on North&apos;s side, so nothing is captured.</source>
        <extracomment>Lesson: %1 is the pit on North&apos;s side where the last counter fell</extracomment>
        <translation>Сүүлчийн чулуу чинь Хойдын талд, %1 нүхэнд унасан тул юу ч авахгүй.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Your last counter made %1 in pit %2. That is not 2, 4, 6 or 8, so nothing is captured.</source>
        <extracomment>Lesson: %1 is the count the last counter made in the learner&apos;s own pit %2</extracomment>
        <translation>Сүүлчийн чулуу чинь %2 нүхэнд %1 болгосон. Энэ нь 2, 4, 6 эсвэл 8 биш тул юу ч авахгүй.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>A counter went into North&apos;s pit %1, so North can move and does not pass.</source>
        <extracomment>Lesson: the learner&apos;s move put a counter in North&apos;s pit %1</extracomment>
        <translation>Нэг чулуу Хойдын %1 нүхэнд орсон тул Хойд нүүж чадна, ээлжээ өнжихгүй.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Your counters went into other pits, so the board changed and the game goes on. Think of a move that leaves every pit as it was.</source>
        <extracomment>Lesson: the learner&apos;s move changed the board instead of bringing it back</extracomment>
        <translation>Чулуу чинь өөр нүхнүүдэд орсон тул самбар өөрчлөгдөж, тоглоом үргэлжилнэ. Нүх бүрийг хэвээр нь үлдээх нүүдлийг бод.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>That move does not do what the task asks.</source>
        <extracomment>Lesson: a move that did not do what the task asked (a fallback)</extracomment>
        <translation>Энэ нүүдэл даалгаварт хэлсэн зүйлийг хийхгүй байна.</translation>
    </message>
</context>
<context>
    <name>WorksheetTexts</name>
    <message>
        <location filename="../ui/paper/worksheet_texts.cpp" line="-74"/>
        <source>Tihbat puzzles</source>
        <extracomment>Worksheet: the title printed when the teacher gives none</extracomment>
        <translation>Тихбатын бодлогууд</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Name:</source>
        <extracomment>Worksheet: the pupil writes their name on the line after it</extracomment>
        <translation>Нэр:</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Date:</source>
        <extracomment>Worksheet: the pupil writes the date on the line after it</extracomment>
        <translation>Огноо:</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Find the best move for the side to play in each position and write its pit letter on the line.</source>
        <extracomment>Worksheet: what to do, under the title</extracomment>
        <translation>Байрлал бүрт нүүх талын хамгийн сайн нүүдлийг олоод, түүний нүхний үсгийг зураас дээр бич.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Puzzle %1</source>
        <extracomment>Worksheet: over each board diagram; %1 is the puzzle&apos;s number on the sheet</extracomment>
        <translation>Бодлого %1</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Best move:</source>
        <extracomment>Worksheet: under each diagram, before the line where the pupil writes the pit letter</extracomment>
        <translation>Хамгийн сайн нүүдэл:</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Answer key: %1</source>
        <extracomment>Worksheet: the heading of the answers page; %1 is the sheet&apos;s title</extracomment>
        <translation>Хариу: %1</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Page %1 of %2</source>
        <extracomment>Worksheet: at the foot of each page</extracomment>
        <translation>Хуудас %1 / %2</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Sheet %1</source>
        <extracomment>Worksheet: at the foot of each page, the number that prints the same sheet again</extracomment>
        <translation>Хуудас №%1</translation>
    </message>
    <message numerus="yes">
        <location line="+13"/>
        <source>Pit %1 wins %n more counters than pit %2.</source>
        <comment>answer key</comment>
        <extracomment>Worksheet answer key: %1 the best move&apos;s pit, %2 the other pit, %n how many more counters the best move wins than the other with best play</extracomment>
        <translation>
            <numerusform>%1 нүх %2 нүхнээс %n чулуу илүү хожно.</numerusform>
            <numerusform>%1 нүх %2 нүхнээс %n чулуу илүү хожно.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <location filename="../app/main.cpp" line="+79"/>
        <source>Tihbat, a tiny Moroccan mancala for children and families.</source>
        <extracomment>First line of &quot;tihbat --help&quot;</extracomment>
        <translation>Тихбат — хүүхэд, гэр бүлд зориулсан Мароккогийн жижигхэн манкала тоглоом.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Keep the game in progress in &lt;file&gt;.</source>
        <extracomment>&quot;tihbat --help&quot;: the --autosave-file option; keep &lt;file&gt; as it is</extracomment>
        <translation>Үргэлжилж буй тоглоомыг &lt;file&gt; файлд хадгалах.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Continue the saved game without asking.</source>
        <extracomment>&quot;tihbat --help&quot;: the --restore option</extracomment>
        <translation>Хадгалсан тоглоомыг асуулгүйгээр үргэлжлүүлэх.</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>file</source>
        <extracomment>&quot;tihbat --help&quot;: the FILE argument in the list of arguments; the same word as in &quot;[file...]&quot;</extracomment>
        <translation>файл</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Game records (.tihbat) to show in the replay viewer.</source>
        <extracomment>&quot;tihbat --help&quot;: the optional FILE argument</extracomment>
        <translation>Дахин үзэх цонхонд харуулах тоглоомын бичлэгүүд (.tihbat).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>[file...]</source>
        <extracomment>&quot;tihbat --help&quot;: the FILE argument in the usage line; keep the brackets and dots</extracomment>
        <translation>[файл...]</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>Tihbat is already running: its window is in front.</source>
        <translation>Тихбат аль хэдийн ажиллаж байна: түүний цонх урд гарлаа.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Tihbat is already running: the game records open in its window.</source>
        <translation>Тихбат аль хэдийн ажиллаж байна: тоглоомын бичлэгүүд түүний цонхонд нээгдэнэ.</translation>
    </message>
</context>
<context>
    <name>tihbat::AboutDialog</name>
    <message>
        <location filename="../ui/help/about_dialog.cpp" line="+84"/>
        <source>About Tihbat</source>
        <comment>window title</comment>
        <extracomment>Window title</extracomment>
        <translation>Тихбатын тухай</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&lt;p&gt;A tiny mancala game from Taourirt province in Morocco: four pits, seven counters in each, and a lot to think about.&lt;/p&gt;&lt;p&gt;Play against a friend on the same screen or against the computer, from Beginner to Perfect. The Perfect computer and the hints know the exact value of every position.&lt;/p&gt;</source>
        <extracomment>About box: what the game is (the heading above it shows the name and version)</extracomment>
        <translation>&lt;p&gt;Мароккогийн Таурирт мужаас гаралтай жижигхэн манкала тоглоом: дөрвөн нүх, нүх бүрт долоон чулуу, бас бодох зүйл их.&lt;/p&gt;&lt;p&gt;Найзтайгаа нэг дэлгэц дээр эсвэл компьютерийн эсрэг тогло — Анхан шатаас Төгс хүртэл. Төгс компьютер болон зөвлөгөө байрлал бүрээс тоглоом яг яаж дуусахыг мэддэг.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Copyright © 2026 The Tihbat developers</source>
        <extracomment>About box: the copyright line; &quot;The Tihbat developers&quot; are the program&apos;s authors</extracomment>
        <translation>Зохиогчийн эрх © 2026 Тихбатын хөгжүүлэгчид</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&lt;p&gt;Tihbat is free software: you may share and change it under the terms of the GNU General Public License, version 3 or (at your option) any later version (GPL-3.0-or-later).&lt;/p&gt;&lt;p&gt;It comes with ABSOLUTELY NO WARRANTY. The Licence tab has the full text.&lt;/p&gt;</source>
        <extracomment>About box: the licence in short. Keep &quot;GNU General Public License&quot; and &quot;GPL-3.0-or-later&quot; as they are (the licence&apos;s own name); the full text follows in the Licence tab in English, the only legally binding version.</extracomment>
        <translation>&lt;p&gt;Тихбат бол чөлөөт программ хангамж: чи үүнийг GNU General Public License-ийн 3-р хувилбар эсвэл (өөрийн сонголтоор) түүнээс хойшхи аль ч хувилбарын (GPL-3.0-or-later) нөхцөлийн дагуу бусадтай хуваалцаж, өөрчилж болно.&lt;/p&gt;&lt;p&gt;Энэ программд ЯМАР Ч БАТАЛГАА БАЙХГҮЙ. Бүрэн эхийг «Лиценз» хуудаснаас хараарай.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&lt;p&gt;&lt;b&gt;Game, solver, artwork and translations&lt;/b&gt;&lt;br&gt;The Tihbat developers&lt;/p&gt;&lt;p&gt;&lt;b&gt;The game&lt;/b&gt;&lt;br&gt;Tihbat as children play it in Taourirt province, Morocco&lt;/p&gt;&lt;p&gt;&lt;b&gt;Built with&lt;/b&gt;&lt;br&gt;Qt %1, under the GNU Lesser General Public License, version 3&lt;/p&gt;</source>
        <extracomment>About box, Credits tab; %1 is the version of Qt, e.g. 6.4.2</extracomment>
        <translation>&lt;p&gt;&lt;b&gt;Тоглоом, шийдэгч, зураг, орчуулга&lt;/b&gt;&lt;br&gt;Тихбатын хөгжүүлэгчид&lt;/p&gt;&lt;p&gt;&lt;b&gt;Тоглоом&lt;/b&gt;&lt;br&gt;Мароккогийн Таурирт мужийн хүүхдүүдийн тоглодог Тихбат&lt;/p&gt;&lt;p&gt;&lt;b&gt;Ашигласан хэрэгсэл&lt;/b&gt;&lt;br&gt;Qt %1, GNU Lesser General Public License-ийн 3-р хувилбарын дагуу&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>About</source>
        <comment>tab</comment>
        <extracomment>About box: tab title</extracomment>
        <translation>Тухай</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Credits</source>
        <comment>tab</comment>
        <extracomment>About box: tab title</extracomment>
        <translation>Бүтээгчид</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Licence</source>
        <comment>tab</comment>
        <extracomment>About box: tab title; the full licence text, in English</extracomment>
        <translation>Лиценз</translation>
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
Тоглоом үргэлжилнэ; чиний одоо өөрчилсөн зүйл гарах хүртэл хадгалагдана.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Warning: settings and results are not being saved</source>
        <translation>Анхааруулга: тохиргоо болон үр дүн хадгалагдахгүй байна</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>The finished game&apos;s saved copy could not be removed.
%1
Nothing is lost: the game is over. This warning goes when the next game is saved.</source>
        <translation>Дууссан тоглоомын хадгалсан хуулбарыг устгаж чадсангүй.
%1
Юу ч алдагдаагүй: тоглоом дууссан. Дараагийн тоглоом хадгалагдахад энэ анхааруулга алга болно.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Warning: the finished game&apos;s saved copy could not be removed</source>
        <translation>Анхааруулга: дууссан тоглоомын хадгалсан хуулбарыг устгаж чадсангүй</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Warning: the game is not being saved</source>
        <translation>Анхааруулга: тоглоом хадгалагдахгүй байна</translation>
    </message>
    <message>
        <location line="-9"/>
        <source>The game is not being saved.
%1
Nothing is lost yet: Game &gt; Save As… can keep it somewhere else. This warning stays until saving works again.</source>
        <extracomment>A lasting warning above the board. %1 is the reason, e.g. &quot;Cannot save /home/ana/.local/share/Tihbat/autosave.json: no space left on device&quot;.</extracomment>
        <translation>Тоглоом хадгалагдахгүй байна.
%1
Одоохондоо юу ч алдагдаагүй: Тоглоом &gt; Өөр нэрээр хадгалах… ашиглан өөр газар хадгалж болно. Хадгалалт дахин амжилттай болтол энэ анхааруулга харагдсаар байна.</translation>
    </message>
</context>
<context>
    <name>tihbat::BetweenGamesCard</name>
    <message>
        <location filename="../ui/network/between_games_card.cpp" line="+46"/>
        <source>Well played! Your teacher has the final standings.</source>
        <translation>Сайн тоглолоо! Эцсийн байр суурийг багш чинь харуулна.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Your teacher starts the next round. Your next game comes on this board.</source>
        <translation>Дараагийн тойргийг багш чинь эхлүүлнэ. Дараагийн тоглоом чинь энэ самбар дээр гарна.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Hide</source>
        <extracomment>The one button of the card a class tournament&apos;s pupil sees between games</extracomment>
        <translation>&amp;Нуух</translation>
    </message>
</context>
<context>
    <name>tihbat::BoardAccessibleTexts</name>
    <message>
        <location filename="../ui/board/board_accessible.cpp" line="+66"/>
        <source>Tihbat board</source>
        <extracomment>Screen reader: the name of the game board</extracomment>
        <translation>Тихбат самбар</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>yours</source>
        <comment>pit owner</comment>
        <extracomment>Screen reader: whose a pit is, in &quot;Pit A, yours, 7 counters&quot;</extracomment>
        <translation>чинийх</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>opponent&apos;s</source>
        <comment>pit owner</comment>
        <translation>өрсөлдөгчийн</translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>Pit %1, %2, %n counters</source>
        <extracomment>Screen reader: a pit. %1 is its letter (A, B, a, b), %2 whose it is (&quot;yours&quot;, &quot;opponent&apos;s&quot; or a player&apos;s name), %n how many counters are in it</extracomment>
        <translation>
            <numerusform>Нүх %1, %2, %n чулуу</numerusform>
            <numerusform>Нүх %1, %2, %n чулуу</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>, playable</source>
        <extracomment>Screen reader: added to a pit&apos;s name when it can be played now</extracomment>
        <translation>, нүүж болно</translation>
    </message>
    <message numerus="yes">
        <location line="+9"/>
        <source>%1&apos;s store, %n captured</source>
        <extracomment>Screen reader: a player&apos;s store of captured counters. %1 is the player&apos;s name, %n how many counters they have captured</extracomment>
        <translation>
            <numerusform>Агуулах: %1, %n чулуу авсан</numerusform>
            <numerusform>Агуулах: %1, %n чулуу авсан</numerusform>
        </translation>
    </message>
    <message>
        <location line="+8"/>
        <source>South side</source>
        <translation>Өмнөд тал</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>North side</source>
        <translation>Хойд тал</translation>
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
        <translation>Тоглоом дууслаа</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 to move</source>
        <extracomment>Screen reader: the turn badge. %1 is the name of the player to move</extracomment>
        <translation>Нүүх ээлж: %1</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1 played pit %2.</source>
        <extracomment>Screen reader, after a move: %1 is the player, %2 the pit letter</extracomment>
        <translation>%1 %2 нүхээр нүүлээ.</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>Captured %n.</source>
        <extracomment>Screen reader, after a move that captured: %n counters captured</extracomment>
        <translation>
            <numerusform>%n чулуу авлаа.</numerusform>
            <numerusform>%n чулуу авлаа.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 passes.</source>
        <extracomment>Screen reader: the other player had no counters and passed. %1 is that player</extracomment>
        <translation>%1 ээлжээ өнжлөө.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Game over: %1 %2, %3 %4.</source>
        <extracomment>Screen reader: the end of the game. %1 and %3 are the players, %2 and %4 their final scores</extracomment>
        <translation>Тоглоом дууслаа: %1 %2, %3 %4.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 wins.</source>
        <extracomment>Screen reader: who won. %1 is the player</extracomment>
        <translation>Ялагч: %1.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A draw.</source>
        <extracomment>Screen reader: nobody won</extracomment>
        <translation>Тэнцээ.</translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+11"/>
        <source>%1 to move.</source>
        <extracomment>Screen reader, after a move: %1 is the player to move now</extracomment>
        <translation>Нүүх ээлж: %1.</translation>
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
        <translation>Өндөр к&amp;онтрасттай самбар</translation>
    </message>
</context>
<context>
    <name>tihbat::BoardPictureActions</name>
    <message>
        <location filename="../ui/print/board_picture_actions.cpp" line="+54"/>
        <source>&amp;Copy Board</source>
        <extracomment>Game menu: puts a picture of the board as it is shown on the clipboard</extracomment>
        <translation>Самбарыг х&amp;уулах</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>E&amp;xport Board Picture…</source>
        <extracomment>Game menu: saves a picture of the board as a PNG or SVG file, at a size the person chooses</extracomment>
        <translation>Самбарын зураг г&amp;аргах…</translation>
    </message>
    <message>
        <location line="+68"/>
        <source>Export Board Picture</source>
        <extracomment>Title of the dialog that asks the size of an exported board picture</extracomment>
        <translation>Самбарын зураг гаргах</translation>
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
        <translation>Нүүдлийн &amp;үнэлгээг харуулах</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Show the &amp;names</source>
        <extracomment>Export Board Picture: the players&apos; name plates</extracomment>
        <translation>&amp;Нэрсийг харуулах</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&amp;Width:</source>
        <extracomment>Export Board Picture: the picture&apos;s width in pixels</extracomment>
        <translation>&amp;Өргөн:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Height:</source>
        <extracomment>Export Board Picture: the picture&apos;s height in pixels</extracomment>
        <translation>Өн&amp;дөр:</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>PNG pictures (*.png)</source>
        <extracomment>Export Board Picture: a file type in the save dialog</extracomment>
        <translation>PNG зураг (*.png)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>SVG drawings (*.svg)</source>
        <extracomment>Export Board Picture: a file type in the save dialog; drawings that stay sharp at any size</extracomment>
        <translation>SVG зураглал (*.svg)</translation>
    </message>
    <message>
        <location line="-64"/>
        <source>A picture of the board is on the clipboard: paste it where you want it.</source>
        <extracomment>In the status bar after Copy Board</extracomment>
        <translation>Самбарын зураг түр санах ойд байна: хүссэн газраа буулгаарай.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Board picture saved to %1</source>
        <extracomment>In the status bar after Export Board Picture; %1 is the file&apos;s full path</extracomment>
        <translation>Самбарын зургийг %1 файлд хадгаллаа</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>The board keeps its shape inside this size; the rest is the table&apos;s colour.</source>
        <extracomment>Export Board Picture, under the width and height: what they are for</extracomment>
        <translation>Самбар энэ хэмжээнд багтаж хэлбэрээ хадгална; үлдсэн хэсэг нь ширээний өнгөтэй байна.</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>board %1</source>
        <extracomment>Export Board Picture: the suggested file name; %1 is today&apos;s date</extracomment>
        <translation>самбар %1</translation>
    </message>
</context>
<context>
    <name>tihbat::BoardScene</name>
    <message>
        <location filename="../ui/board/board_scene.cpp" line="+278"/>
        <source>ends with %1</source>
        <comment>nameplate</comment>
        <extracomment>On a player&apos;s nameplate after the end of a game: %1 is their final score</extracomment>
        <translation>эцэст нь %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>to move</source>
        <comment>turn</comment>
        <translation>нүүх ээлж</translation>
    </message>
    <message>
        <location line="+87"/>
        <source>%1 passes</source>
        <extracomment>Shown on the board when a player has no counters and must pass; %1 is their name.</extracomment>
        <translation>%1 ээлжээ өнжинө</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Game over</source>
        <translation>Тоглоом дууслаа</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>South</source>
        <comment>player</comment>
        <translation>Өмнөд</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>North</source>
        <comment>player</comment>
        <translation>Хойд</translation>
    </message>
</context>
<context>
    <name>tihbat::FileErrors</name>
    <message>
        <location filename="../model/text/file_error_text.cpp" line="+23"/>
        <source>no such file or folder</source>
        <extracomment>Why a file could not be opened or saved; reads after &quot;Cannot open FILE: &quot;</extracomment>
        <translation>ийм файл эсвэл хавтас байхгүй</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>permission denied</source>
        <extracomment>Why a file could not be opened or saved; reads after &quot;Cannot open FILE: &quot;</extracomment>
        <translation>зөвшөөрөлгүй</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>no space left on device</source>
        <extracomment>Why a file could not be saved: the disk is full</extracomment>
        <translation>дискэнд зай үлдээгүй</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>disk quota exceeded</source>
        <extracomment>Why a file could not be saved: the user&apos;s disk quota is used up</extracomment>
        <translation>дискний хязгаар хэтэрсэн</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>read-only file system</source>
        <extracomment>Why a file could not be saved: the disk or folder is mounted read-only</extracomment>
        <translation>файлын систем зөвхөн уншигдана</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>too many levels of symbolic links</source>
        <extracomment>Why a file could not be opened: symbolic links point at each other in a loop</extracomment>
        <translation>хэт олон түвшний симбол холбоос</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>a part of the path is not a folder</source>
        <extracomment>Why a file could not be opened or saved: a folder in its path is a file</extracomment>
        <translation>замын нэг хэсэг нь хавтас биш</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the file name is too long</source>
        <translation>файлын нэр хэт урт</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+25"/>
        <source>it is a folder, not a file</source>
        <translation>энэ нь файл биш, хавтас</translation>
    </message>
    <message>
        <location line="-22"/>
        <source>input/output error</source>
        <extracomment>Why a file could not be read or saved: the disk reported an error</extracomment>
        <translation>оролт/гаралтын алдаа</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>it is a named pipe (FIFO), not a file</source>
        <extracomment>A FIFO was given where a file was expected; reads after &quot;Cannot open FILE: &quot;</extracomment>
        <translation>энэ нь файл биш, нэртэй суваг (FIFO)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>it is a device, not a file</source>
        <extracomment>A device such as /dev/zero was given where a file was expected</extracomment>
        <translation>энэ нь файл биш, төхөөрөмж</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>it is a socket, not a file</source>
        <translation>энэ нь файл биш, сокет</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>it is larger than %L1 bytes</source>
        <extracomment>%L1 is a number of bytes</extracomment>
        <translation>энэ нь %L1 байтаас том</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Cannot read %1: %2</source>
        <extracomment>%1 is a file&apos;s full path, %2 the reason (&quot;input/output error&quot;)</extracomment>
        <translation>%1-г унших боломжгүй: %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Cannot open %1: %2</source>
        <extracomment>%1 is a file&apos;s full path, %2 the reason (&quot;permission denied&quot;)</extracomment>
        <translation>%1-г нээх боломжгүй: %2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Cannot replace %1: %2</source>
        <extracomment>The new file was written but could not take the old one&apos;s place. %1 is a path.</extracomment>
        <translation>%1-г солих боломжгүй: %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Cannot save %1: %2</source>
        <extracomment>%1 is a file&apos;s full path, %2 the reason (&quot;no space left on device&quot;)</extracomment>
        <translation>%1-г хадгалах боломжгүй: %2</translation>
    </message>
</context>
<context>
    <name>tihbat::GameNameLabel</name>
    <message>
        <location filename="../ui/network/game_name_label.cpp" line="+66"/>
        <source>%1&apos;s game</source>
        <extracomment>The name of a network game, shown to those who joined it: %1 is the host&apos;s name</extracomment>
        <translation>%1 тоглогчийн тоглоом</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 against %2</source>
        <extracomment>The name of a network game when the host is not known: %1 plays South, %2 North</extracomment>
        <translation>%1 – %2</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Network game: %1</source>
        <translation>Сүлжээний тоглоом: %1</translation>
    </message>
</context>
<context>
    <name>tihbat::GameToolBar</name>
    <message>
        <location filename="../ui/play/game_tool_bar.cpp" line="+103"/>
        <source>Game Toolbar</source>
        <extracomment>The toolbar&apos;s name, as a screen reader and the window&apos;s context menu say it</extracomment>
        <translation>Тоглоомын хэрэгслийн мөр</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Show &amp;Toolbar</source>
        <extracomment>View menu and the toolbar&apos;s context menu: shows or hides the row of big buttons</extracomment>
        <translation>Хэрэгслийн &amp;мөрийг харуулах</translation>
    </message>
</context>
<context>
    <name>tihbat::HintPanel</name>
    <message>
        <location filename="../ui/play/hint_panel.cpp" line="+50"/>
        <source>Pit %1: %2</source>
        <extracomment>One pit in the hint: %1 is the pit&apos;s letter (A, B, a or b: never translated), %2 what playing it leads to, such as &quot;You win by 4&quot;</extracomment>
        <translation>%1 нүх: %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Hint for %1 — %2</source>
        <extracomment>%1 is a player&apos;s name, %2 the list of pits with their results</extracomment>
        <translation>%1 тоглогчид зөвлөгөө — %2</translation>
    </message>
</context>
<context>
    <name>tihbat::HostPage</name>
    <message>
        <location filename="../ui/network/host_page.cpp" line="+185"/>
        <source>Your &amp;name:</source>
        <extracomment>Play over the Network, Host: the name the friend sees</extracomment>
        <translation>Чиний &amp;нэр:</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>You &amp;play:</source>
        <extracomment>Play over the Network, Host: the side of the board the host plays</extracomment>
        <translation>Чи &amp;тоглох тал:</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Ho&amp;st the Game</source>
        <extracomment>Play over the Network: starts hosting the game</extracomment>
        <translation>Тоглоом зохион &amp;байгуулах</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1&apos;s game</source>
        <extracomment>Play over the Network, hosting: %1 is the host&apos;s name</extracomment>
        <translation>%1 тоглогчийн тоглоом</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Address %1, port %2</source>
        <extracomment>Play over the Network, hosting: where the friend joins; %1 is an address, %2 a port</extracomment>
        <translation>Хаяг %1, порт %2</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>%1 has joined the game.</source>
        <translation>%1 тоглоомд нэгдлээ.</translation>
    </message>
    <message>
        <location line="-10"/>
        <source>Join code</source>
        <extracomment>Play over the Network, hosting: the label over the code in large letters</extracomment>
        <translation>Нэгдэх код</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your friend needs the address and the port only if their list of games does not show this game.</source>
        <extracomment>Play over the Network, hosting: under the address and port</extracomment>
        <translation>Найзын чинь тоглоомын жагсаалтад энэ тоглоом харагдахгүй бол л хаяг, порт хэрэгтэй.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Tell your friend the join code. They choose your game in their list, write the code and press Join as Player. Waiting for them…</source>
        <translation>Найздаа нэгдэх кодоо хэлээрэй. Тэр жагсаалтаасаа чиний тоглоомыг сонгоод, кодыг бичиж «Тоглогчоор нэгдэх»-ийг дарна. Хүлээж байна…</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>S&amp;top Hosting</source>
        <extracomment>Play over the Network, hosting: ends the network game; the game stays on this computer</extracomment>
        <translation>Зохион байгуулахаа &amp;зогсоох</translation>
    </message>
</context>
<context>
    <name>tihbat::JoinPage</name>
    <message>
        <location filename="../ui/network/join_page.cpp" line="+56"/>
        <source>chain capture</source>
        <translation>гинжин авалт</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no chain capture</source>
        <translation>гинжин авалтгүй</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>a player may join</source>
        <translation>тоглогч нэгдэж болно</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>for watchers only</source>
        <translation>зөвхөн үзэгчдэд</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1&apos;s game: %2 counters, %3, %4 starts; the host plays %5; %6</source>
        <extracomment>A game in the list of network games: %1 is the host&apos;s name, %2 the counters in each pit, %3 chain capture or not, %4 the side that starts, %5 the host&apos;s side, %6 the seat</extracomment>
        <translation>%1 тоглогчийн тоглоом: %2 чулуу, %3, %4 эхэлнэ; зохион байгуулагч %5 талаар тоглоно; %6</translation>
    </message>
    <message>
        <location line="+245"/>
        <source>&amp;Games on the local network:</source>
        <extracomment>Play over the Network, Join: the list of games hosted on the local network</extracomment>
        <translation>Дотоод сүлжээн дэх &amp;тоглоомууд:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Address:</source>
        <translation>&amp;Хаяг:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>P&amp;ort:</source>
        <translation>П&amp;орт:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Code:</source>
        <extracomment>Play over the Network, Join: the short code the host shows</extracomment>
        <translation>&amp;Код:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your &amp;name:</source>
        <translation>Чиний &amp;нэр:</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Join as &amp;Player</source>
        <translation>Тог&amp;логчоор нэгдэх</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Join as &amp;Watcher</source>
        <translation>&amp;Үзэгчээр нэгдэх</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Watch on the P&amp;rojector</source>
        <extracomment>Opens the game being watched in the presentation window (full screen, for a projector)</extracomment>
        <translation>П&amp;роектор дээр үзэх</translation>
    </message>
    <message>
        <location line="-8"/>
        <source>Filled in when you choose a game above</source>
        <extracomment>Play over the Network, Join: shown in the empty address field</extracomment>
        <translation>Дээрээс тоглоом сонгоход өөрөө бөглөгдөнө</translation>
    </message>
    <message numerus="yes">
        <location line="-283"/>
        <source>%n pupil(s) joined</source>
        <extracomment>A class tournament in the list of network games: how many pupils have joined it</extracomment>
        <translation>
            <numerusform>%n сурагч нэгдсэн</numerusform>
            <numerusform>%n сурагч нэгдсэн</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>not started yet</source>
        <extracomment>A class tournament in the list of network games: it waits for its pupils</extracomment>
        <translation>хараахан эхлээгүй</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>round %1 is being played</source>
        <translation>%1-р тойрог явагдаж байна</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Class tournament — %1&apos;s computer: %2, %3; %4 counters</source>
        <extracomment>A class tournament in the list of network games: %1 is the teacher&apos;s (or the teacher&apos;s computer&apos;s) name, %2 how many pupils joined, %3 whether it has started, %4 the counters in each pit</extracomment>
        <translation>Ангийн тэмцээн (компьютер: %1): %2, %3; %4 чулуу</translation>
    </message>
    <message>
        <location line="+275"/>
        <source>The letters and digits on the host&apos;s screen</source>
        <extracomment>Play over the Network, Join: shown in the empty code field</extracomment>
        <translation>Зохион байгуулагчийн дэлгэц дээрх үсэг, тоо</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The name the others see</source>
        <extracomment>Play over the Network, Join: shown in the empty name field</extracomment>
        <translation>Бусдад харагдах нэр</translation>
    </message>
</context>
<context>
    <name>tihbat::LanguageMenu</name>
    <message>
        <location filename="../ui/i18n/language_menu.cpp" line="+44"/>
        <source>&amp;Language</source>
        <comment>menu</comment>
        <extracomment>Menu title: the languages, each named in itself, are its items. Tip: add &quot;(Language)&quot; after your word so a person who cannot read it finds the way back to English.</extracomment>
        <translation>Х&amp;эл (Language)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;System Default</source>
        <comment>language</comment>
        <extracomment>Language menu: follow the language of the computer&apos;s system</extracomment>
        <translation>&amp;Системийн хэлээр</translation>
    </message>
</context>
<context>
    <name>tihbat::LearnOfferBar</name>
    <message>
        <location filename="../ui/learn/learn_to_play.cpp" line="+29"/>
        <source>New to Tihbat? Learn to play in a few short lessons.</source>
        <extracomment>A bar above the board on the very first start</extracomment>
        <translation>Тихбатыг анх удаа тоглож байна уу? Хэдхэн богино хичээлээр тоглож сур.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Start the Lessons</source>
        <extracomment>Button in the first-start bar: opens Help &gt; Learn to Play</extracomment>
        <translation>Хичээл эхлүүлэх</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>No, Thanks</source>
        <extracomment>Button in the first-start bar: closes the bar (the lessons stay in the Help menu)</extracomment>
        <translation>Үгүй, баярлалаа</translation>
    </message>
</context>
<context>
    <name>tihbat::LearnToPlay</name>
    <message>
        <location line="-14"/>
        <source>&amp;Learn to Play</source>
        <extracomment>Help menu: opens the interactive lessons</extracomment>
        <translation>Тоглож &amp;сурах</translation>
    </message>
</context>
<context>
    <name>tihbat::LearnWindow</name>
    <message>
        <location filename="../ui/learn/lesson_feedback.cpp" line="+72"/>
        <source>Nothing tried yet</source>
        <translation>Одоогоор оролдлого алга</translation>
    </message>
    <message>
        <location filename="../ui/learn/learn_window.cpp" line="+297"/>
        <source>game over</source>
        <comment>lesson nameplate</comment>
        <extracomment>On the name plate in the &quot;Who wins?&quot; lesson: the game shown has ended</extracomment>
        <translation>тоглоом дууссан</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>You know the rules now. Play your first game?</source>
        <extracomment>At the end of the lessons, after Finish, every lesson done</extracomment>
        <translation>Чи одоо дүрмийг мэднэ. Анхны тоглоомоо тоглох уу?</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Play Your First &amp;Game</source>
        <extracomment>Button at the end of the lessons: starts a game in the game window</extracomment>
        <translation>&amp;Анхны тоглоомоо тоглох</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Close</source>
        <comment>lessons</comment>
        <extracomment>Button at the end of the lessons, once a first game has been offered</extracomment>
        <translation>&amp;Хаах</translation>
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
        <translation>%1, дууссан</translation>
    </message>
    <message>
        <location filename="../ui/learn/learn_window.cpp" line="+8"/>
        <source>Learn to Play Tihbat</source>
        <extracomment>Window title of Help &gt; Learn to Play</extracomment>
        <translation>Тихбат тоглож сурах</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Lessons:</source>
        <extracomment>Above the list of lessons</extracomment>
        <translation>Хичээ&amp;лүүд:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Lessons</source>
        <translation>Хичээлүүд</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Lesson %1 of %2: %3</source>
        <extracomment>Above a lesson: %1 its number, %2 how many there are, %3 its title</extracomment>
        <translation>Хичээл %1/%2: %3</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Lesson board</source>
        <translation>Хичээлийн самбар</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;South</source>
        <comment>answer</comment>
        <extracomment>Answer to &quot;Who wins?&quot; in a lesson</extracomment>
        <translation>&amp;Өмнөд</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>N&amp;orth</source>
        <comment>answer</comment>
        <extracomment>Answer to &quot;Who wins?&quot; in a lesson</extracomment>
        <translation>Хо&amp;йд</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Draw</source>
        <comment>answer</comment>
        <extracomment>Answer to &quot;Who wins?&quot; in a lesson: nobody wins</extracomment>
        <translation>&amp;Тэнцээ</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&lt; &amp;Back</source>
        <extracomment>Button: the lesson before</extracomment>
        <translation>&lt; &amp;Буцах</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Try Again</source>
        <extracomment>Button: the lesson&apos;s board again after a wrong move</extracomment>
        <translation>Дахин &amp;оролдох</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Next &gt;</source>
        <translation>&amp;Дараах &gt;</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Finish</source>
        <translation>Дуу&amp;сгах</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Keys: Tab and Space choose an answer.</source>
        <extracomment>Keys in the &quot;Who wins?&quot; lesson</extracomment>
        <translation>Товчлуур: Tab, Space-ээр хариултаа сонго.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Keys: A or B plays that pit; Left, Right and Enter also work. After a try, Enter goes on.</source>
        <extracomment>Keys in a lesson where the learner plays a move</extracomment>
        <translation>Товчлуур: A эсвэл B тэр нүхээр нүүнэ; Зүүн, Баруун сум болон Enter бас ажиллана. Оролдлогын дараа Enter дарж үргэлжлүүл.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Keys: type a pit&apos;s letter (A, B with Shift; a, b without), or move with Left and Right and press Enter.</source>
        <extracomment>Keys in a lesson where the learner clicks pits: the letters are the pits&apos; names</extracomment>
        <translation>Товчлуур: нүхний үсгийг бич (A, B-г Shift-тэй; a, b-г Shift-гүй), эсвэл Зүүн, Баруун сумаар сонгоод Enter дар.</translation>
    </message>
    <message>
        <location line="-66"/>
        <source>You have done %1 of the %2 lessons. The ones without a tick are still in the list. Play your first game?</source>
        <extracomment>At the end of the lessons, after Finish, when some were skipped: %1 lessons done of %2; the list beside shows a tick by each lesson done</extracomment>
        <translation>Чи %2 хичээлээс %1-ийг нь хийлээ. Тэмдэггүй хичээлүүд жагсаалтад хэвээр байна. Анхны тоглоомоо тоглох уу?</translation>
    </message>
</context>
<context>
    <name>tihbat::LocalisedFileList</name>
    <message>
        <location filename="../ui/records/file_dialogs.cpp" line="+41"/>
        <source>Tihbat game record</source>
        <extracomment>The type of a .tihbat file in the file dialog&apos;s detail view</extracomment>
        <translation>Тихбатын тоглоомын бичлэг</translation>
    </message>
</context>
<context>
    <name>tihbat::MainWindow</name>
    <message>
        <location filename="../ui/play/main_window.cpp" line="+262"/>
        <source>&amp;Game</source>
        <comment>menu</comment>
        <extracomment>Menu title</extracomment>
        <translation>&amp;Тоглоом</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;New Game…</source>
        <translation>&amp;Шинэ тоглоом…</translation>
    </message>
    <message>
        <location filename="../ui/play/move_actions.cpp" line="+77"/>
        <source>&amp;Undo Move</source>
        <extracomment>Take back the last move (against the computer: back to your last turn)</extracomment>
        <translation>Нүүдэл &amp;буцаах</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Redo Move</source>
        <extracomment>Play again a move that was taken back</extracomment>
        <translation>Нүүдлийг &amp;дахин хийх</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Hint</source>
        <extracomment>Show how each move would end the game with perfect play</extracomment>
        <translation>&amp;Зөвлөгөө</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Pause Computer</source>
        <extracomment>Stop the computer from moving (to watch a computer-against-computer game step by step)</extracomment>
        <translation>Компьютерийг &amp;түр зогсоох</translation>
    </message>
    <message>
        <location filename="../ui/play/main_window.cpp" line="+2"/>
        <source>&amp;Quit</source>
        <extracomment>Close the program</extracomment>
        <translation>&amp;Гарах</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Open…</source>
        <extracomment>Opens a saved game record (.tihbat file) in the replay viewer</extracomment>
        <translation>&amp;Нээх…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Save</source>
        <extracomment>Saves the game in progress as a game record (.tihbat file)</extracomment>
        <translation>&amp;Хадгалах</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Save &amp;As…</source>
        <extracomment>Saves the game in progress as a game record under a new name</extracomment>
        <translation>Өө&amp;р нэрээр хадгалах…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Re&amp;view This Game</source>
        <extracomment>Opens the game in progress (or just finished) in the replay viewer, move by move</extracomment>
        <translation>Энэ тоглоомыг дахин &amp;үзэх</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>&amp;View</source>
        <comment>menu</comment>
        <extracomment>Menu title</extracomment>
        <translation>&amp;Харах</translation>
    </message>
    <message>
        <location filename="../ui/play/view_actions.cpp" line="+85"/>
        <source>&amp;Full Screen</source>
        <translation>&amp;Бүтэн дэлгэц</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>F&amp;lip Board</source>
        <extracomment>Turn the board round so North sits at the bottom</extracomment>
        <translation>Самбарыг &amp;эргүүлэх</translation>
    </message>
    <message>
        <location filename="../ui/play/main_window.cpp" line="+4"/>
        <source>&amp;Presentation Mode</source>
        <extracomment>Classroom mode: the board full screen for a projector, moves explained step by step</extracomment>
        <translation>&amp;Танилцуулгын горим</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Se&amp;t Up Position…</source>
        <extracomment>Classroom mode: opens a dialog to set any position, then play from it or analyse it</extracomment>
        <translation>Байрлал т&amp;охируулах…</translation>
    </message>
    <message>
        <location filename="../ui/play/view_actions.cpp" line="+4"/>
        <source>&amp;Animation Speed</source>
        <extracomment>Submenu: how fast the counters move</extracomment>
        <translation>Хөдөлгөөний &amp;хурд</translation>
    </message>
    <message>
        <location filename="../ui/play/main_window.cpp" line="+6"/>
        <source>&amp;Help</source>
        <comment>menu</comment>
        <extracomment>Menu title</extracomment>
        <translation>Т&amp;усламж</translation>
    </message>
    <message>
        <location line="-142"/>
        <source>&amp;How to Play</source>
        <extracomment>Opens the rules text</extracomment>
        <translation>&amp;Хэрхэн тоглох вэ</translation>
    </message>
    <message>
        <location line="+144"/>
        <source>&amp;About Tihbat</source>
        <extracomment>Opens the box with the version and a few words on the game</extracomment>
        <translation>&amp;Тихбатын тухай</translation>
    </message>
    <message>
        <location filename="../ui/play/game_status.cpp" line="+85"/>
        <source>Game over. %1</source>
        <extracomment>Status bar after the end; %1 says who won or that it is a draw</extracomment>
        <translation>Тоглоом дууслаа. %1</translation>
    </message>
    <message>
        <location filename="../ui/replay/record_files.cpp" line="+166"/>
        <source>The game record could not be opened.</source>
        <extracomment>Message box when a game record file cannot be read; the reason follows</extracomment>
        <translation>Тоглоомын бичлэгийг нээж чадсангүй.</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>Open Game Record</source>
        <extracomment>Title of the file dialog opening a game record</extracomment>
        <translation>Тоглоомын бичлэг нээх</translation>
    </message>
    <message>
        <location line="-122"/>
        <source>Save Game</source>
        <extracomment>Title of the file dialog saving the game in progress</extracomment>
        <translation>Тоглоом хадгалах</translation>
    </message>
    <message>
        <location line="+50"/>
        <location filename="../ui/tournament/tournament_window.cpp" line="+391"/>
        <source>Saved to %1</source>
        <extracomment>In the status bar after Save; %1 is the file&apos;s full path</extracomment>
        <translation>%1 файлд хадгаллаа</translation>
    </message>
    <message numerus="yes">
        <location line="+54"/>
        <source>%n game records could not be opened.</source>
        <extracomment>Message box when several game records cannot be read; reasons follow</extracomment>
        <translation>
            <numerusform>%n тоглоомын бичлэгийг нээж чадсангүй.</numerusform>
            <numerusform>%n тоглоомын бичлэгийг нээж чадсангүй.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+8"/>
        <source>And %n more.</source>
        <translation>
            <numerusform>Мөн өөр %n.</numerusform>
            <numerusform>Мөн өөр %n.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+46"/>
        <source>The game could not be opened in the replay viewer.</source>
        <translation>Тоглоомыг дахин үзэх цонхонд нээж чадсангүй.</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>The file %1 no longer exists.</source>
        <extracomment>Message box when a file of the Open Recent menu is gone; %1 is its name</extracomment>
        <translation>%1 файл байхгүй болсон байна.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>It was in %1 and has been removed from the recent files.</source>
        <extracomment>Below &quot;The file ... no longer exists.&quot;; %1 is where it was</extracomment>
        <translation>Энэ файл %1 хавтаст байсан. Түүнийг сүүлд нээсэн файлуудын жагсаалтаас хаслаа.</translation>
    </message>
    <message>
        <location filename="../ui/play/main_window.cpp" line="-22"/>
        <source>P&amp;rint and Export</source>
        <comment>menu</comment>
        <extracomment>Game menu: the submenu with the score sheet and the board picture (print, PDF, PNG, SVG)</extracomment>
        <translation>Хэ&amp;влэх ба гаргах</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Move</source>
        <comment>menu</comment>
        <extracomment>Menu title (KDE games&apos; Move menu): Undo, Redo, Hint, Pause Computer</extracomment>
        <translation>&amp;Нүүдэл</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Classroom</source>
        <comment>menu</comment>
        <extracomment>Menu title: what a teacher uses (projector, position editor, worksheets)</extracomment>
        <translation>Ан&amp;ги</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Projector</source>
        <comment>toolbar</comment>
        <extracomment>The toolbar button of Presentation Mode (one short word under its picture)</extracomment>
        <translation>Проектор</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Settings</source>
        <comment>menu</comment>
        <extracomment>Menu title (KDE games&apos; Settings menu): speed, sound, language</extracomment>
        <translation>Т&amp;охиргоо</translation>
    </message>
</context>
<context>
    <name>tihbat::MoveTable</name>
    <message>
        <location filename="../ui/replay/move_table.cpp" line="+84"/>
        <source>Start</source>
        <extracomment>The first row of the move list: the position before any move.</extracomment>
        <translation>Эхлэл</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>%1 must pass</source>
        <extracomment>Tool tip of a move after which the opponent has no counters and passes. %1 is the player (a name, or South or North).</extracomment>
        <translation>%1 ээлжээ өнжинө</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>The final score of %1 minus that of %2 with perfect play after the move</source>
        <extracomment>Tool tip of the move list&apos;s Value column. %1 is South&apos;s player (a name, or South), %2 North&apos;s.</extracomment>
        <translation>Нүүдлийн дараа хоёулаа алдаагүй тоглосон бол %1 тоглогчийн эцсийн чулуунаас %2 тоглогчийн эцсийн чулууг хассан тоо</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>No.</source>
        <extracomment>Move list column: the move&apos;s number.</extracomment>
        <translation>№</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Player</source>
        <extracomment>Move list column: who played the move.</extracomment>
        <translation>Тоглогч</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Move</source>
        <extracomment>Move list column: the pit emptied and its captures, as in the file (Bx4).</extracomment>
        <translation>Нүүдэл</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Value</source>
        <comment>game value</comment>
        <extracomment>Move list column: the game&apos;s value after the move (South minus North, perfect play).</extracomment>
        <translation>Утга</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Given away</source>
        <extracomment>Move list column: how many counters the move gave away compared with the best move.</extracomment>
        <translation>Алдсан</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Comment</source>
        <extracomment>Move list column: the comments after the move.</extracomment>
        <translation>Тайлбар</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>How much the move gave away against the best move (? a mistake, ?? a blunder)</source>
        <translation>Энэ нүүдэл хамгийн сайн нүүдлээс хэдэн чулуу алдсан бэ (? алдаа, ?? том алдаа)</translation>
    </message>
</context>
<context>
    <name>tihbat::NavigationBar</name>
    <message>
        <location filename="../ui/viewer/navigation_bar.cpp" line="+91"/>
        <source>Pause (Space)</source>
        <extracomment>Tool tip of the autoplay button; Space is its key.</extracomment>
        <translation>Түр зогсоох (Space)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Play the moves (Space)</source>
        <translation>Нүүдлүүдийг тоглуулах (Space)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pause</source>
        <translation>Түр зогсоох</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Play the moves</source>
        <translation>Нүүдлүүдийг тоглуулах</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Move %1 of %2</source>
        <extracomment>Where the replay is: %1 the move shown, %2 the number of moves.</extracomment>
        <translation>Нүүдэл %1 / %2</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>To the start (Home)</source>
        <extracomment>Tool tips of the replay buttons; the key names in brackets are the shortcuts.</extracomment>
        <translation>Эхлэл рүү (Home)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Previous move (Left, Page Up)</source>
        <translation>Өмнөх нүүдэл (зүүн сум, Page Up)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Next move (Right, Page Down)</source>
        <translation>Дараагийн нүүдэл (баруун сум, Page Down)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>To the last move (End)</source>
        <translation>Сүүлчийн нүүдэл рүү (End)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>To the start</source>
        <translation>Эхлэл рүү</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Previous move</source>
        <translation>Өмнөх нүүдэл</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Next move</source>
        <translation>Дараагийн нүүдэл</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>To the last move</source>
        <translation>Сүүлчийн нүүдэл рүү</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Move</source>
        <extracomment>Accessible name of the slider over the moves of the replayed game.</extracomment>
        <translation>Нүүдэл</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>S&amp;peed:</source>
        <extracomment>Label of the autoplay speed choice.</extracomment>
        <translation>Х&amp;урд:</translation>
    </message>
</context>
<context>
    <name>tihbat::NetworkActions</name>
    <message>
        <location filename="../ui/network/network_actions.cpp" line="+112"/>
        <source>The network game could not be hosted again (%1); it goes on here.</source>
        <extracomment>At start, a network game this computer hosted could not be hosted again; %1 is the system&apos;s reason (in English)</extracomment>
        <translation>Сүлжээний тоглоомыг дахин зохион байгуулж чадсангүй (%1); энд үргэлжилнэ.</translation>
    </message>
    <message>
        <location line="+77"/>
        <source>%1 does not want to take the move back.</source>
        <extracomment>A network game: %1 is the other player&apos;s name</extracomment>
        <translation>%1 нүүдлийг буцаахыг хүсэхгүй байна.</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>P&amp;lay over the Network…</source>
        <extracomment>Game menu: host a game or join one on another computer</extracomment>
        <translation>Сүл&amp;жээгээр тоглох…</translation>
    </message>
    <message>
        <location line="-147"/>
        <source>You stopped hosting; the game goes on here.</source>
        <translation>Чи зохион байгуулахаа зогсоолоо; тоглоом энд үргэлжилнэ.</translation>
    </message>
    <message>
        <location line="+104"/>
        <source>%1 has joined the game.</source>
        <extracomment>Status bar of the host&apos;s window: %1 is the friend&apos;s name</extracomment>
        <translation>%1 тоглоомд нэгдлээ.</translation>
    </message>
</context>
<context>
    <name>tihbat::NetworkDialog</name>
    <message>
        <location filename="../ui/network/network_dialog.cpp" line="+103"/>
        <source>The game could not be hosted: %1</source>
        <extracomment>Play over the Network: %1 is the system&apos;s reason (in English)</extracomment>
        <translation>Тоглоомыг зохион байгуулж чадсангүй: %1</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>Choose a game in the list, or write the host&apos;s address.</source>
        <translation>Жагсаалтаас тоглоом сонго, эсвэл зохион байгуулагчийн хаягийг бичээрэй.</translation>
    </message>
    <message>
        <location line="+68"/>
        <source>Play over the Network</source>
        <extracomment>Dialog title</extracomment>
        <translation>Сүлжээгээр тоглох</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Host</source>
        <extracomment>Play over the Network: the tab to host a game</extracomment>
        <translation>&amp;Зохион байгуулах</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Join</source>
        <extracomment>Play over the Network: the tab to join a game</extracomment>
        <translation>Нэ&amp;гдэх</translation>
    </message>
    <message>
        <location line="-187"/>
        <source>Write your name: the others see it beside the board.</source>
        <extracomment>Play over the Network: the name field is empty</extracomment>
        <translation>Нэрээ бичээрэй: бусад нь үүнийг самбарын хажууд харна.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Your name has a sign that cannot be sent. Use letters, digits and spaces.</source>
        <extracomment>Play over the Network: the name holds a sign that cannot be sent (an invisible or control character)</extracomment>
        <translation>Нэрэнд чинь илгээж болохгүй тэмдэг байна. Үсэг, тоо, зай ашиглаарай.</translation>
    </message>
    <message>
        <location line="+115"/>
        <source>Write the join code: the letters and digits on the host&apos;s screen.</source>
        <extracomment>Play over the Network, Join: the code field is empty</extracomment>
        <translation>Нэгдэх кодыг бичээрэй: зохион байгуулагчийн дэлгэц дээрх үсэг, тоо.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A join code has only letters and digits. Copy it as the host&apos;s screen shows it.</source>
        <extracomment>Play over the Network, Join: the code holds something a code cannot</extracomment>
        <translation>Нэгдэх код зөвхөн үсэг, тооноос бүрдэнэ. Зохион байгуулагчийн дэлгэц дээр харагдаж буйгаар нь бичээрэй.</translation>
    </message>
</context>
<context>
    <name>tihbat::NetworkGame</name>
    <message>
        <location filename="../model/network_game/network_game.cpp" line="+366"/>
        <source>%1 has left; waiting for them to come back</source>
        <extracomment>A network game: %1 is the other player&apos;s name</extracomment>
        <translation>%1 гарлаа; буцаж ирэхийг хүлээж байна</translation>
    </message>
    <message>
        <location line="-326"/>
        <source>Waiting for your friend to join with the code %1</source>
        <extracomment>A network game being hosted, before the friend joins; %1 is the join code</extracomment>
        <translation>Найзыгаа %1 кодоор нэгдэхийг хүлээж байна</translation>
    </message>
    <message>
        <location line="+58"/>
        <source>Waiting for your next game…</source>
        <translation>Дараагийн тоглоомоо хүлээж байна…</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Joining %1&apos;s game again…</source>
        <extracomment>A network game this window was in, joined again after the program was started again; %1 is the host&apos;s name</extracomment>
        <translation>%1 тоглогчийн тоглоомд дахин нэгдэж байна…</translation>
    </message>
    <message>
        <location line="+49"/>
        <source>you play South</source>
        <translation>чи Өмнөд талаар тоглоно</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>you play North</source>
        <translation>чи Хойд талаар тоглоно</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Your next game: against %1, %2</source>
        <extracomment>A class tournament&apos;s pupil: %1 is the other pupil&apos;s name, %2 &quot;you play South&quot; or &quot;you play North&quot;</extracomment>
        <translation>Дараагийн тоглоом чинь: %1 тоглогчийн эсрэг, %2</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>place %1 of %2</source>
        <extracomment>A class tournament&apos;s pupil: %1 is its place (1 for the leader), %2 how many play</extracomment>
        <translation>%2 тоглогчоос %1-р байр</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>The tournament is over — you have %n point(s), %1</source>
        <extracomment>A class tournament&apos;s pupil after the last game; %1 is &quot;place 2 of 9&quot;</extracomment>
        <translation>
            <numerusform>Тэмцээн дууслаа — чи %n онотой, %1</numerusform>
            <numerusform>Тэмцээн дууслаа — чи %n онотой, %1</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Waiting for the tournament to begin…</source>
        <translation>Тэмцээн эхлэхийг хүлээж байна…</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>Waiting for round %1 — you have %n point(s), %2</source>
        <extracomment>A class tournament&apos;s pupil between games; %1 is the next round&apos;s number, %2 is &quot;place 2 of 9&quot;</extracomment>
        <translation>
            <numerusform>%1-р тойргийг хүлээж байна — чи %n онотой, %2</numerusform>
            <numerusform>%1-р тойргийг хүлээж байна — чи %n онотой, %2</numerusform>
        </translation>
    </message>
    <message>
        <location line="+199"/>
        <source>The code is not right. Ask the host for the code and try again.</source>
        <extracomment>Joining a network game failed</extracomment>
        <translation>Код буруу байна. Тоглоом зохион байгуулагчаас кодыг асуугаад дахин оролдоорой.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Someone is already playing this game. You can join it as a watcher.</source>
        <extracomment>Joining a network game failed: another player is already in the game</extracomment>
        <translation>Энэ тоглоомд өөр хүн аль хэдийн тоглож байна. Чи үзэгчээр нэгдэж болно.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>This game has as many watchers as it can take.</source>
        <translation>Энэ тоглоомд үзэгчийн тоо дүүрсэн байна.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The host plays with another version of Tihbat.</source>
        <translation>Зохион байгуулагч Тихбатын өөр хувилбар ашиглаж байна.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The host refused to let you join.</source>
        <translation>Зохион байгуулагч чамайг нэгдүүлэхээс татгалзлаа.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No answer from the host. Check the address and the port, and that the game is still hosted.</source>
        <translation>Зохион байгуулагчаас хариу ирсэнгүй. Хаяг, портоо шалгаад тоглоом нээлттэй хэвээр байгааг шалгаарай.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The other computer broke the rules of the network game; the link was closed.</source>
        <translation>Нөгөө компьютер сүлжээний тоглоомын дүрмийг зөрчсөн тул холболтыг хаалаа.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Check your name, the code and the port.</source>
        <translation>Нэр, код, портоо шалгаарай.</translation>
    </message>
    <message>
        <location line="-365"/>
        <source>Someone at %1 is trying codes. Tihbat slows them down.</source>
        <extracomment>A hosted network game: one computer keeps giving wrong join codes and is slowed down; %1 is its network address (192.168.1.23)</extracomment>
        <translation>%1 хаягаас хэн нэгэн код таахыг оролдож байна. Тихбат түүнийг удаашруулж байна.</translation>
    </message>
    <message>
        <location line="+356"/>
        <source>Too many wrong codes came from this computer. Wait a minute, then try again.</source>
        <extracomment>Joining a network game failed: too many wrong codes came from this computer</extracomment>
        <translation>Энэ компьютерээс хэт олон буруу код ирлээ. Нэг минут хүлээгээд дахин оролдоорой.</translation>
    </message>
    <message>
        <location line="-313"/>
        <source>The connection to the game was lost; trying again…</source>
        <extracomment>A network game being watched: the connection to the host&apos;s computer was lost</extracomment>
        <translation>Тоглоомтой холболт тасарлаа; дахин оролдож байна…</translation>
    </message>
</context>
<context>
    <name>tihbat::NewGameCard</name>
    <message>
        <location filename="../ui/play/new_game_card.cpp" line="+191"/>
        <source>Cancel</source>
        <comment>new game card</comment>
        <extracomment>Button on the New Game card: puts the card away, the game on the board goes on</extracomment>
        <translation>Болих</translation>
    </message>
</context>
<context>
    <name>tihbat::NewGameDialog</name>
    <message>
        <location line="-42"/>
        <source>New Game</source>
        <extracomment>Title of the card (and once the dialog) that starts a game</extracomment>
        <translation>Шинэ тоглоом</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Play On from Here</source>
        <extracomment>Title of the card that continues a replayed game from the position shown: only the players are chosen, the rules are the game&apos;s</extracomment>
        <translation>Эндээс үргэлжлүүлэн тоглох</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Person</source>
        <comment>player kind</comment>
        <extracomment>Who plays a side: a person at this computer</extracomment>
        <translation>Хүн</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Computer</source>
        <comment>player kind</comment>
        <extracomment>Who plays a side: the program</extracomment>
        <translation>Компьютер</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>&amp;Counters in each pit:</source>
        <extracomment>Rule option: how many counters each pit holds at the start (7 is usual)</extracomment>
        <translation>Нүх бүрт хэдэн &amp;чулуу:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Chain capture (also take the pit before, on your own side)</source>
        <extracomment>Rule option: after a capture, the pit sown just before is captured too</extracomment>
        <translation>Гинжин авалт (өмнөх нүх чиний талд байвал түүнийг ч бас авна)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Who starts:</source>
        <extracomment>Rule option: which side makes the first move</extracomment>
        <translation>&amp;Хэн түрүүлж нүүх:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Play</source>
        <extracomment>Button that starts the game with the chosen settings</extracomment>
        <translation>&amp;Тоглох</translation>
    </message>
    <message>
        <location line="-32"/>
        <source>&amp;South (bottom)</source>
        <extracomment>The player at the bottom of the board. &amp;: its key (Alt+letter), unique on this card</extracomment>
        <translation>&amp;Өмнөд (доод тал)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;North (top)</source>
        <extracomment>The player at the top of the board. &amp;: its key (Alt+letter), unique on this card</extracomment>
        <translation>Х&amp;ойд (дээд тал)</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Player:</source>
        <extracomment>Label of the choice between a person and the computer</extracomment>
        <translation>Тоглогч:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Level:</source>
        <extracomment>Label of the computer&apos;s strength</extracomment>
        <translation>Түвшин:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Name:</source>
        <extracomment>Label of the player&apos;s name</extracomment>
        <translation>Нэр:</translation>
    </message>
</context>
<context>
    <name>tihbat::PairingsModel</name>
    <message>
        <location filename="../ui/tournament/tournament_tables.cpp" line="+140"/>
        <source>Playing</source>
        <extracomment>Class tournament: a game of the current round not yet over</extracomment>
        <translation>Тоглож байна</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Draw</source>
        <extracomment>Class tournament: how a game ended</extracomment>
        <translation>Тэнцээ</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 won</source>
        <extracomment>Class tournament: how a game ended; %1 is the winner&apos;s name</extracomment>
        <translation>%1 тоглогч ялсан</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 (adjudicated)</source>
        <extracomment>Class tournament: a game the teacher ended, decided by the computer&apos;s exact value of the position; %1 says who won or that it is a draw</extracomment>
        <translation>%1 (компьютер шийдсэн)</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The tournament is over</source>
        <extracomment>Class tournament: all rounds are played</extracomment>
        <translation>Тэмцээн дууслаа</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Round %1 of %2</source>
        <extracomment>Class tournament: %1 is the current round, %2 how many there are</extracomment>
        <translation>Тойрог %1 (нийт %2)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>No game this round: %1</source>
        <extracomment>Class tournament: the player who has no game this round; %1 is the name</extracomment>
        <translation>Энэ тойрогт тоглохгүй: %1</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>Table %1</source>
        <extracomment>Class tournament: the number of a game (table) in the round</extracomment>
        <translation>Ширээ %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>South</source>
        <translation>Өмнөд</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>North</source>
        <translation>Хойд</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Counters</source>
        <translation>Чулуу</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Game</source>
        <extracomment>Class tournament: the column saying whether a game is still being played</extracomment>
        <translation>Тоглоом</translation>
    </message>
</context>
<context>
    <name>tihbat::PositionEditor</name>
    <message>
        <location filename="../ui/classroom/position_editor.cpp" line="+141"/>
        <source>Pit %1 cannot hold fewer than 0 counters.</source>
        <extracomment>Position editor: %1 is the pit letter</extracomment>
        <translation>%1 нүхэнд 0-ээс цөөн чулуу байж болохгүй.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A player cannot have captured fewer than 0 counters.</source>
        <translation>Тоглогчийн авсан чулуу 0-ээс цөөн байж болохгүй.</translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>There are %n counters on the board; a game never has more than %1.</source>
        <extracomment>Position editor: %n counters on the board, %1 the most a game can have (48)</extracomment>
        <translation>
            <numerusform>Самбар дээр %n чулуу байна; нэг тоглоомд хамгийн ихдээ %1 чулуу л байдаг.</numerusform>
            <numerusform>Самбар дээр %n чулуу байна; нэг тоглоомд хамгийн ихдээ %1 чулуу л байдаг.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>There are %n counters on the board, an odd number: captures always take an even number from an even total, so the board always holds an even number.</source>
        <extracomment>Position editor. Rule: every capture takes 2, 4, 6 or 8 counters from an even total.</extracomment>
        <translation>
            <numerusform>Самбар дээр %n чулуу байна — энэ сондгой тоо. Нийт чулуу тэгш тоотой бөгөөд авалт бүр тэгш тооны чулуу авдаг тул самбар дээр үргэлж тэгш тооны чулуу байдаг.</numerusform>
            <numerusform>Самбар дээр %n чулуу байна — энэ сондгой тоо. Нийт чулуу тэгш тоотой бөгөөд авалт бүр тэгш тооны чулуу авдаг тул самбар дээр үргэлж тэгш тооны чулуу байдаг.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+7"/>
        <source>%1 has captured %n counters, an odd number: every capture is 2, 4, 6 or 8.</source>
        <extracomment>Position editor: %1 is the side (South or North), %n what it captured</extracomment>
        <translation>
            <numerusform>%1 тоглогчийн авсан чулуу %n байна — энэ сондгой тоо. Авалт бүрт 2, 4, 6 эсвэл 8 чулуу авдаг.</numerusform>
            <numerusform>%1 тоглогчийн авсан чулуу %n байна — энэ сондгой тоо. Авалт бүрт 2, 4, 6 эсвэл 8 чулуу авдаг.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+10"/>
        <source>The board and the captures hold %1 counters; a game with %2 per pit has %3.</source>
        <extracomment>Position editor: %1 counters on the board and captured together; a game with %2 per pit has %3 in all.</extracomment>
        <translation>Самбар дээрх болон авсан чулуу нийлээд %1 байна; нүх бүрт %2 чулуутай тоглоомд нийт %3 чулуу байдаг.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>There are no counters on the board: the game would already be over.</source>
        <translation>Самбар дээр чулуу алга: тоглоом аль хэдийн дууссан байх байсан.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 has no counters to move and would pass at once: let the other side move.</source>
        <extracomment>Position editor: %1 is the side to move; a side without counters passes at once.</extracomment>
        <translation>%1 тоглогчид нүүх чулуу алга тул шууд ээлжээ өнжих байсан: нүүх ээлжийг нөгөө тоглогчид өг.</translation>
    </message>
    <message>
        <location line="+68"/>
        <source>Set Up Position</source>
        <extracomment>Dialog title</extracomment>
        <translation>Байрлал тохируулах</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Pit %1 (%2):</source>
        <extracomment>Position editor: %1 is the pit letter, %2 its owner (South or North)</extracomment>
        <translation>%1 нүх (%2):</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>To move:</source>
        <translation>Нүүх ээлж:</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Captured by %1:</source>
        <extracomment>Position editor: counters the side (%1) has captured so far</extracomment>
        <translation>%1 тоглогчийн авсан чулуу:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Counters per pit at the start:</source>
        <extracomment>Rule option: counters in each pit at the start of the game</extracomment>
        <translation>Эхлэхэд нүх бүрт хэдэн чулуу:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Chain capture</source>
        <extracomment>Rule option</extracomment>
        <translation>Гинжин авалт</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Play from Here</source>
        <extracomment>Button: start a game from the position set up</extracomment>
        <translation>Эндээс &amp;тоглох</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;What Is Best Here?</source>
        <extracomment>Button: show the value of every move in the position set up</extracomment>
        <translation>Энд юу хамгийн &amp;сайн бэ?</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cancel</source>
        <translation>Болих</translation>
    </message>
</context>
<context>
    <name>tihbat::PresenceOnBoard</name>
    <message>
        <location filename="../ui/network/presence_on_board.cpp" line="+34"/>
        <source>has left</source>
        <comment>nameplate</comment>
        <extracomment>On a player&apos;s name plate in a network game while they are gone (short: a few words)</extracomment>
        <translation>гарлаа</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>is back</source>
        <comment>nameplate</comment>
        <extracomment>On a player&apos;s name plate for a few seconds when they come back to a network game</extracomment>
        <translation>буцаж ирлээ</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>has joined</source>
        <comment>nameplate</comment>
        <extracomment>On a player&apos;s name plate for a few seconds when they first join a network game</extracomment>
        <translation>нэгдлээ</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>connection lost</source>
        <comment>nameplate</comment>
        <extracomment>On both name plates of a network game being watched when the connection to it is lost and this computer cannot tell which player hosts it</extracomment>
        <translation>холболт тасарлаа</translation>
    </message>
</context>
<context>
    <name>tihbat::PresentationWindow</name>
    <message>
        <location filename="../ui/classroom/presentation_window.cpp" line="+195"/>
        <source>Next: PageDown, Right, Space. Back: PageUp, Left. B: blank. V: values. S: one drop per click. G: guess pauses. P: play on. +/−: speed. E: set up a position. Esc: leave.</source>
        <extracomment>Presentation mode&apos;s key help, shown in the caption bar (F1). Keep the key names short.</extracomment>
        <translation>Цааш: PageDown, баруун сум, Space. Буцах: PageUp, зүүн сум. B: хар дэлгэц. V: утга. S: нэг даралтад нэг чулуу. G: таах завсарлага. P: төгсгөл хүртэл өөрөө явуулах. +/−: хурд. E: Байрлал тохируулах. Esc: гарах.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>M: sound on or off.</source>
        <extracomment>Presentation mode&apos;s key help, after the other keys: the M key</extracomment>
        <translation>M: дуу асаах эсвэл унтраах.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>R: read aloud on or off.</source>
        <extracomment>Presentation mode&apos;s key help, after the other keys: the R key turns Read Aloud (the captions spoken by the computer&apos;s voice) on or off</extracomment>
        <translation>R: чангаар уншихыг асаах эсвэл унтраах.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>To play a pit, click it: one of the pits of the side to move.</source>
        <extracomment>Presentation mode&apos;s key help (F1), first line: how a move is made in the game played</extracomment>
        <translation>Нүх тоглохын тулд түүн дээр дар: нүүх ээлжтэй талын нүхнүүдийн нэг.</translation>
    </message>
    <message>
        <location line="+39"/>
        <source>Values: counters ahead at the end with best play.</source>
        <extracomment>Presentation caption when the values of the moves are shown: +n means the side to move ends n counters ahead with best play after that move.</extracomment>
        <translation>Утга: алдаагүй тоглобол төгсгөлд хэдэн чулуугаар илүү гарах вэ.</translation>
    </message>
    <message>
        <location line="+109"/>
        <source>Tihbat presentation</source>
        <extracomment>Title of the full-screen presentation window (classroom mode)</extracomment>
        <translation>Тихбат танилцуулга</translation>
    </message>
</context>
<context>
    <name>tihbat::ProjectorWatchAction</name>
    <message>
        <location filename="../ui/network/projector_watch_action.cpp" line="+33"/>
        <source>&amp;Watch a Network Game on the Projector…</source>
        <extracomment>View menu, beside Presentation Mode: join a game hosted on the network as a watcher and show it full screen on the projector</extracomment>
        <translation>&amp;Сүлжээний тоглоомыг проектор дээр үзэх…</translation>
    </message>
</context>
<context>
    <name>tihbat::PuzzleWindow</name>
    <message>
        <location filename="../ui/puzzles/puzzle_window.cpp" line="+78"/>
        <source>Pit %1 is not yours: play one of %2&apos;s pits.</source>
        <comment>puzzle</comment>
        <extracomment>Puzzles: a click on the other side&apos;s pit; %1 is the pit, %2 the side to move</extracomment>
        <translation>%1 нүх чинийх биш: %2 талын нэг нүхээс нүү.</translation>
    </message>
    <message>
        <location line="+177"/>
        <source>Puzzles</source>
        <comment>window title</comment>
        <extracomment>Window title of the puzzles</extracomment>
        <translation>Бодлогууд</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Show Me</source>
        <comment>puzzle</comment>
        <extracomment>Puzzles: play the solution and say why it is best</extracomment>
        <translation>&amp;Харуул</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Next Puzzle</source>
        <comment>puzzle</comment>
        <extracomment>Puzzles: go on to the next puzzle (the key N does it too)</extracomment>
        <translation>&amp;Дараагийн бодлого</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Puzzle board</source>
        <comment>puzzle</comment>
        <extracomment>The board of the puzzle window, for screen readers</extracomment>
        <translation>Бодлогын самбар</translation>
    </message>
</context>
<context>
    <name>tihbat::PuzzlesAction</name>
    <message>
        <location filename="../ui/play/practice_actions.cpp" line="+30"/>
        <source>Pu&amp;zzles…</source>
        <comment>menu</comment>
        <extracomment>Game menu: opens the puzzles window</extracomment>
        <translation>Бод&amp;логууд…</translation>
    </message>
</context>
<context>
    <name>tihbat::ReadAloud</name>
    <message>
        <location filename="../ui/speech/read_aloud.cpp" line="+72"/>
        <source>en</source>
        <comment>language code</comment>
        <extracomment>The code of this translation&apos;s language, as the voices know it: el, hi, mn, sw, pt. Read Aloud chooses a voice of this language for every text; put your language&apos;s code.</extracomment>
        <translation>mn</translation>
    </message>
</context>
<context>
    <name>tihbat::RecentFilesMenu</name>
    <message>
        <location filename="../ui/records/recent_files_menu.cpp" line="+79"/>
        <source>Open R&amp;ecent</source>
        <extracomment>Submenu: the game record files opened or saved lately</extracomment>
        <translation>Сүүлд нээсэн &amp;файлууд</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Clear Menu</source>
        <extracomment>Last item of the Open Recent submenu: forget the files listed</extracomment>
        <translation>Жагсаалтыг &amp;цэвэрлэх</translation>
    </message>
</context>
<context>
    <name>tihbat::RecordDetailsForm</name>
    <message>
        <location filename="../ui/replay/record_details_form.cpp" line="+84"/>
        <source>unknown</source>
        <extracomment>Placeholder of an empty tag field: the record does not say.</extracomment>
        <translation>тодорхойгүй</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Rules: %1 counters per pit, chain capture %2, %3 moves first.</source>
        <extracomment>The rule options of the replayed game. %1 counters per pit, %2 chain capture on/off, %3 the side moving first.</extracomment>
        <translation>Дүрэм: нүх бүрт %1 чулуу, гинжин авалт %2, %3 түрүүлж нүүнэ.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>on</source>
        <translation>асаалттай</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>off</source>
        <translation>унтраалттай</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>A tag name is a Latin letter (A-Z, a-z) followed by Latin letters, digits or _, and not one of the game&apos;s own tags</source>
        <extracomment>Tool tip of a tag name that cannot be saved: the file format allows only these Latin letters, so say &quot;Latin&quot; in your language.</extracomment>
        <translation>Шошгын нэр латин үсгээр (A-Z, a-z) эхэлж, цааш нь латин үсэг, цифр эсвэл _ тэмдэгтээс бүрдэх ёстой бөгөөд тоглоомын өөрийн шошгын нэг байж болохгүй</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>Event:</source>
        <extracomment>Game record tags, labels of the details form.</extracomment>
        <translation>Тэмцээн:</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Site:</source>
        <translation>Газар:</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Date:</source>
        <translation>Огноо:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Round:</source>
        <translation>Тойрог:</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>South:</source>
        <translation>Өмнөд:</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>North:</source>
        <translation>Хойд:</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>YYYY.MM.DD</source>
        <extracomment>Placeholder of the Date field: the record&apos;s form of a date.</extracomment>
        <translation>ОООО.СС.ӨӨ</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Other tags:</source>
        <extracomment>Label of the table of the record&apos;s other tags (name and value).</extracomment>
        <translation>Бусад шошго:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Name</source>
        <comment>tag name</comment>
        <extracomment>Headers of the other-tags table: a tag&apos;s name and its text.</extracomment>
        <translation>Нэр</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Value</source>
        <comment>tag value</comment>
        <translation>Утга</translation>
    </message>
</context>
<context>
    <name>tihbat::ReplaceGameQuestion</name>
    <message>
        <location filename="../ui/records/replace_game_question.cpp" line="+56"/>
        <source>Replace the game in progress?</source>
        <extracomment>Asked before a new game (or a game from a record or a set-up position) takes the place of the game being played</extracomment>
        <translation>Одоо тоглож буй тоглоомыг солих уу?</translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>%n moves have been played in this game. If you replace it, it cannot be continued.</source>
        <extracomment>%n is the number of moves played in the game in progress</extracomment>
        <translation>
            <numerusform>Энэ тоглоомд %n нүүдэл хийгдсэн. Солих юм бол үүнийг үргэлжлүүлэх боломжгүй.</numerusform>
            <numerusform>Энэ тоглоомд %n нүүдэл хийгдсэн. Солих юм бол үүнийг үргэлжлүүлэх боломжгүй.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&amp;Replace Game</source>
        <extracomment>Button: end the game in progress and start the other one</extracomment>
        <translation>Тоглоомыг &amp;солих</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Keep Playing</source>
        <extracomment>Button: do not start another game, go on with this one</extracomment>
        <translation>&amp;Үргэлжлүүлэн тоглох</translation>
    </message>
</context>
<context>
    <name>tihbat::ReplayModel</name>
    <message>
        <location filename="../model/game/session/replay_model.cpp" line="+57"/>
        <source>Game %1 is not a legal game: %2</source>
        <extracomment>%1 is the game&apos;s number in the file, %2 the rules&apos; reason (in English).</extracomment>
        <translation>Тоглоом %1 дүрмийн дагуу биш байна: %2</translation>
    </message>
</context>
<context>
    <name>tihbat::ReplayWindow</name>
    <message>
        <location filename="../ui/replay/replay_window.cpp" line="+197"/>
        <source>&amp;Game:</source>
        <extracomment>Label of the combo box choosing one game of a file holding several.</extracomment>
        <translation>&amp;Тоглоом:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Save</source>
        <extracomment>Save the game record (file) shown in the replay viewer.</extracomment>
        <translation>&amp;Хадгалах</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Save &amp;As…</source>
        <translation>Өөр &amp;нэрээр хадгалах…</translation>
    </message>
    <message>
        <location filename="../ui/replay/verdict_box.cpp" line="+49"/>
        <source>Analysis</source>
        <extracomment>Title of the replay&apos;s analysis box (the exact solver&apos;s verdict).</extracomment>
        <translation>Шинжилгээ</translation>
    </message>
    <message>
        <location filename="../ui/replay/replay_window.cpp" line="+2"/>
        <source>&amp;Comment</source>
        <extracomment>Tab with the comment on the selected move.</extracomment>
        <translation>Т&amp;айлбар</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Details</source>
        <extracomment>Tab with the game&apos;s details (event, site, players...).</extracomment>
        <translation>&amp;Дэлгэрэнгүй</translation>
    </message>
    <message>
        <location filename="../ui/replay/move_comment_editor.cpp" line="+33"/>
        <source>A comment on this move, saved with the game</source>
        <translation>Энэ нүүдлийн тайлбар; тоглоомтой хамт хадгалагдана</translation>
    </message>
    <message>
        <location filename="../ui/replay/replay_window.cpp" line="+2"/>
        <source>Play on from here</source>
        <extracomment>Button: continue the replayed game as a new game from the position shown.</extracomment>
        <translation>Эндээс үргэлжлүүлэн тоглох</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Start a new game from the position on the board</source>
        <translation>Самбар дээрх байрлалаас шинэ тоглоом эхлүүлэх</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>The record holds no game.</source>
        <extracomment>A record file without any game in it.</extracomment>
        <translation>Энэ бичлэгт тоглоом алга.</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>There is no game to save.</source>
        <translation>Хадгалах тоглоом алга.</translation>
    </message>
    <message>
        <location line="+109"/>
        <source>%1[*] – Replay</source>
        <extracomment>Title of the replay window; %1 is the file name, [*] marks unsaved changes. The game&apos;s name is added after it by the desktop (&quot;x.tihbat – Replay — Tihbat&quot;).</extracomment>
        <translation>%1[*] – Дахин үзэх</translation>
    </message>
    <message>
        <location line="-268"/>
        <source>Save game record</source>
        <extracomment>Title of the file dialog saving a game record.</extracomment>
        <translation>Тоглоомын бичлэг хадгалах</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>game.tihbat</source>
        <translation>тоглоом.tihbat</translation>
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
        <translation>Хадгалаагүй тоглоом</translation>
    </message>
</context>
<context>
    <name>tihbat::ResultCard</name>
    <message>
        <location filename="../ui/play/result_card.cpp" line="+48"/>
        <source>Play &amp;Again</source>
        <extracomment>Button at the end of a game: the same players and rules once more</extracomment>
        <translation>&amp;Дахин тоглох</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Close</source>
        <comment>result card</comment>
        <extracomment>Button on the card at the end of a game: puts the card away, the board stays</extracomment>
        <translation>&amp;Хаах</translation>
    </message>
</context>
<context>
    <name>tihbat::RulesWindow</name>
    <message>
        <location filename="../ui/help/rules_window.cpp" line="+48"/>
        <source>How to Play Tihbat</source>
        <extracomment>Window title of the rules text</extracomment>
        <translation>Тихбат хэрхэн тоглох вэ</translation>
    </message>
</context>
<context>
    <name>tihbat::SaveChangesQuestion</name>
    <message>
        <location filename="../ui/replay/save_changes_question.cpp" line="+16"/>
        <source>Save the changes to this game record?</source>
        <extracomment>Asked before closing a game record with unsaved comments or tags</extracomment>
        <translation>Энэ тоглоомын бичлэгийн өөрчлөлтийг хадгалах уу?</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Comments or tags have been changed. If you close without saving, the changes are lost.</source>
        <translation>Тайлбар эсвэл шошго өөрчлөгдсөн. Хадгалахгүйгээр хаавал өөрчлөлт алга болно.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Save</source>
        <extracomment>Button: save the game record, then close it</extracomment>
        <translation>&amp;Хадгалах</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Do&amp;n&apos;t Save</source>
        <extracomment>Button: close the game record and lose the changes</extracomment>
        <translation>Х&amp;адгалахгүй</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Cancel</source>
        <extracomment>Button: do not close the game record</extracomment>
        <translation>&amp;Болих</translation>
    </message>
</context>
<context>
    <name>tihbat::SavedGame</name>
    <message>
        <location filename="../model/game/session/saved_game.cpp" line="+58"/>
        <source>The field &quot;%1&quot; is missing.</source>
        <extracomment>%1 is a field name in a saved game file, such as &quot;rules.countersPerPit&quot;</extracomment>
        <translation>«%1» талбар байхгүй байна.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The field &quot;%1&quot; must be an object.</source>
        <extracomment>%1 is a field name in a saved game file</extracomment>
        <translation>«%1» талбар объект байх ёстой.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The field &quot;%1&quot; must be a whole number from %2 to %3.</source>
        <extracomment>%1 is a field name in a saved game file; %2 and %3 are the allowed bounds</extracomment>
        <translation>«%1» талбар бүхэл тоо байх ёстой: хамгийн багадаа %2, хамгийн ихдээ %3.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The field &quot;%1&quot; must be true or false.</source>
        <extracomment>%1 is a field name in a saved game file; true and false are written as they stand in the file</extracomment>
        <translation>«%1» талбар true (үнэн) эсвэл false (худал) байх ёстой.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The field &quot;%1&quot; must be a text of at most %2 characters.</source>
        <extracomment>%1 is a field name in a saved game file; %2 a number of characters</extracomment>
        <translation>«%1» талбар хамгийн ихдээ %2 тэмдэгттэй бичвэр байх ёстой.</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>The field &quot;%1&quot; must be &quot;S&quot; (South) or &quot;N&quot; (North).</source>
        <extracomment>%1 is a field name in a saved game file; S and N are written as they are</extracomment>
        <translation>«%1» талбар «S» (Өмнөд) эсвэл «N» (Хойд) байх ёстой.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>The field &quot;%1&quot; must be a list of two numbers.</source>
        <extracomment>%1 is a field name in a saved game file</extracomment>
        <translation>«%1» талбар хоёр тооны жагсаалт байх ёстой.</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>The field &quot;%1&quot; must be &quot;human&quot; or &quot;computer&quot;.</source>
        <extracomment>%1 is a field name; &quot;human&quot; and &quot;computer&quot; are written as they are in the file</extracomment>
        <translation>«%1» талбар «human» (хүн) эсвэл «computer» (компьютер) байх ёстой.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The field &quot;%1&quot; must be one of beginner, easy, medium, hard, perfect.</source>
        <extracomment>%1 is a field name; the level names are written as they are in the file</extracomment>
        <translation>«%1» талбар beginner, easy, medium, hard, perfect гэсэн утгын аль нэг байх ёстой.</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>The field &quot;%1&quot; must be &quot;host&quot; or &quot;guest&quot;.</source>
        <extracomment>%1 is a field name; &quot;host&quot; and &quot;guest&quot; are written as they are in the file</extracomment>
        <translation>«%1» талбар «host» (зохион байгуулагч) эсвэл «guest» (зочин) байх ёстой.</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>the game was already over</source>
        <translation>тоглоом аль хэдийн дууссан байсан</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>it is not one of the pits A, B, a, b</source>
        <translation>энэ нь A, B, a, b нүхний аль нь ч биш</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>it was South&apos;s turn</source>
        <translation>Өмнөдийн ээлж байсан</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>it was North&apos;s turn</source>
        <translation>Хойдын ээлж байсан</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>that pit was empty</source>
        <translation>тэр нүх хоосон байсан</translation>
    </message>
    <message>
        <location line="+64"/>
        <source>The file is empty.</source>
        <translation>Файл хоосон байна.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The file is damaged or cut short: %1 at byte %2 of %3.</source>
        <extracomment>%1 is the JSON parser&apos;s own description of the problem, %2 and %3 are byte counts</extracomment>
        <translation>Файл гэмтсэн эсвэл дутуу байна: %1 (байт: %2 / %3).</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The file does not hold a saved game.</source>
        <translation>Энэ файлд хадгалсан тоглоом алга.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The file is not a Tihbat saved game (its &quot;format&quot; is not &quot;%1&quot;).</source>
        <extracomment>%1 is the expected format name, written as it is</extracomment>
        <translation>Энэ файл Тихбатын хадгалсан тоглоом биш байна («format» нь «%1» биш).</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The file was saved by a newer Tihbat (format version %1; this one reads version %2).</source>
        <extracomment>%1 is the file&apos;s format version, %2 the version this program reads</extracomment>
        <translation>Энэ файлыг Тихбатын шинэ хувилбар хадгалсан байна (форматын хувилбар %1; энэ програм %2 хувилбарыг уншдаг).</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>The field &quot;start.pits&quot; must be a list of four numbers.</source>
        <translation>«start.pits» талбар дөрвөн тооны жагсаалт байх ёстой.</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>The start position holds %1 counters in all, but the rules deal %2.</source>
        <extracomment>%1 and %2 are numbers of counters</extracomment>
        <translation>Эхлэлийн байрлалд нийт %1 чулуу байна, харин дүрмээр %2 чулуу байх ёстой.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The field &quot;moves&quot; must be a list of pit letters.</source>
        <translation>«moves» талбар нүхний үсгүүдийн жагсаалт байх ёстой.</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Move %1 (&quot;%2&quot;) cannot be played: %3.</source>
        <extracomment>%1 is the move&apos;s number (1 for the first move), %2 what was written, %3 why</extracomment>
        <translation>Нүүдэл %1 («%2») хийх боломжгүй: %3.</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Cannot create the folder %1: %2</source>
        <extracomment>%1 is a folder, %2 the reason (&quot;permission denied&quot;)</extracomment>
        <translation>%1 хавтсыг үүсгэх боломжгүй: %2</translation>
    </message>
    <message>
        <location line="+59"/>
        <source>Cannot remove the finished game&apos;s saved copy %1: %2</source>
        <extracomment>The game just finished, so its saved copy (kept for continuing it) is removed, and that failed. %1 is the file&apos;s full path, %2 the reason (&quot;read-only file system&quot;)</extracomment>
        <translation>Дууссан тоглоомын хадгалсан хуулбар %1-г устгах боломжгүй: %2</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Cannot keep the game in progress in %1: %2</source>
        <extracomment>At start: the file chosen for the game in progress (tihbat --autosave-file) cannot be used. %1 is its full path, %2 the reason (&quot;it is a folder, not a file&quot;)</extracomment>
        <translation>Явагдаж буй тоглоомыг %1-д хадгалах боломжгүй: %2</translation>
    </message>
</context>
<context>
    <name>tihbat::ScoreSheetActions</name>
    <message>
        <location filename="../ui/print/score_sheet_actions.cpp" line="+56"/>
        <source>Print Score Sheet…</source>
        <extracomment>Game menu: shows the game&apos;s score sheet (moves, values, result) as it will print. No mnemonic: every letter of the English words is taken in the Game menu.</extracomment>
        <translation>Тоглолтын хуудас хэвлэх…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Export Score Sheet as PD&amp;F…</source>
        <extracomment>Game menu: saves the game&apos;s score sheet as a PDF file</extracomment>
        <translation>Тоглолтын хуудсыг PD&amp;F болгон гаргах…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Score Sheet</source>
        <extracomment>Replay window: the button with the score sheet&apos;s print and export</extracomment>
        <translation>Тоглолтын хуудас</translation>
    </message>
    <message>
        <location line="+74"/>
        <source>PDF documents (*.pdf)</source>
        <extracomment>Export Score Sheet as PDF: the file type in the save dialog</extracomment>
        <translation>PDF баримт (*.pdf)</translation>
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
        <translation>Тоглолтын хуудсыг %1 файлд хадгаллаа</translation>
    </message>
    <message>
        <location line="-3"/>
        <source>Score sheet sent to the printer %1</source>
        <translation>Тоглолтын хуудсыг %1 хэвлэгч рүү илгээлээ</translation>
    </message>
</context>
<context>
    <name>tihbat::SettingsStore</name>
    <message>
        <location filename="../model/game/settings/settings_store.cpp" line="+175"/>
        <source>Your settings and results cannot be saved: %1 (%2).</source>
        <extracomment>A lasting warning above the board. %1 is the reason (&quot;no space left on device&quot;, &quot;it is a named pipe (FIFO), not a file&quot;), %2 the settings file&apos;s full path.</extracomment>
        <translation>Чиний тохиргоо болон үр дүнг хадгалах боломжгүй: %1 (%2).</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Tihbat did not read that file and leaves it as it is; it starts with its usual settings.</source>
        <extracomment>After &quot;Your settings and results cannot be saved: ...&quot; when the settings file cannot be read safely (a named pipe, a folder, too large).</extracomment>
        <translation>Тихбат тэр файлыг уншаагүй бөгөөд хэвээр нь үлдээнэ; өөрийн ердийн тохиргоогоор эхэлнэ.</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>the file could not be written</source>
        <extracomment>Why the settings could not be saved, when the system gave no reason</extracomment>
        <translation>файлыг бичиж чадсангүй</translation>
    </message>
</context>
<context>
    <name>tihbat::SingleInstance</name>
    <message>
        <location filename="../app/instance/single_instance.cpp" line="+98"/>
        <source>Tihbat is already running with this game but does not answer. Close it and start again.</source>
        <extracomment>When the program starts while another copy runs the same game and hangs</extracomment>
        <translation>Тихбат энэ тоглоомтой аль хэдийн ажиллаж байгаа ч хариу өгөхгүй байна. Түүнийг хаагаад дахин эхлүүл.</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>The lock file %1 cannot be opened: %2</source>
        <extracomment>%1 is a file, %2 the system&apos;s reason</extracomment>
        <translation>Түгжээний файл %1-г нээж чадахгүй байна: %2</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Later starts of Tihbat cannot reach this one through %1: %2</source>
        <extracomment>%1 is a file, %2 the reason</extracomment>
        <translation>Дараа нь эхлүүлсэн Тихбат үүнд %1-ээр хүрч чадахгүй: %2</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>The request is longer than %1 bytes.</source>
        <extracomment>Answer to another start of the program that sent too much; %1 is a number</extracomment>
        <translation>Хүсэлт %1 байтаас урт байна.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The request is not a list of files (at byte %1).</source>
        <extracomment>Answer to another start of the program whose message was not understood</extracomment>
        <translation>Хүсэлт файлуудын жагсаалт биш байна (%1-р байт).</translation>
    </message>
    <message numerus="yes">
        <location line="+8"/>
        <source>%n game records were given; Tihbat opens at most %1 at once.</source>
        <extracomment>Answer to another start of the program (opening game records from a file manager, say) that named too many; %1 is a number</extracomment>
        <translation>
            <numerusform>%n тоглоомын бичлэг өгсөн; Тихбат нэг удаад хамгийн ихдээ %1-ийг нээнэ.</numerusform>
            <numerusform>%n тоглоомын бичлэг өгсөн; Тихбат нэг удаад хамгийн ихдээ %1-ийг нээнэ.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The request names a file that is not an absolute path.</source>
        <extracomment>Answer to another start of the program; &quot;absolute&quot; as in &quot;absolute path&quot;</extracomment>
        <translation>Хүсэлтэд бүтэн зам биш файл байна.</translation>
    </message>
    <message>
        <location line="-40"/>
        <source>The running game cannot be reached through %1: %2</source>
        <extracomment>When the program starts while another copy runs the same game; %1 is a file, %2 the system&apos;s reason</extracomment>
        <translation>Ажиллаж буй тоглоомд %1-ээр хүрч чадахгүй байна: %2</translation>
    </message>
</context>
<context>
    <name>tihbat::SoundActions</name>
    <message>
        <location filename="../ui/sound/sound_actions.cpp" line="+66"/>
        <source>&amp;Sound</source>
        <extracomment>View menu: sounds of the counters and of the game on or off (the M key)</extracomment>
        <translation>&amp;Дуу авиа</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Sound &amp;Volume</source>
        <extracomment>View menu: submenu choosing how loud the sounds are</extracomment>
        <translation>Дууны хэ&amp;мжээ</translation>
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
        <translation>&amp;Чангаар унших</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>V&amp;oice Rate</source>
        <extracomment>View menu: submenu choosing how fast the voice of Read Aloud speaks</extracomment>
        <translation>&amp;Ярианы хурд</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Slow</source>
        <comment>voice rate</comment>
        <extracomment>Voice Rate: slower than the voice&apos;s own</extracomment>
        <translation>Удаан</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Normal</source>
        <comment>voice rate</comment>
        <extracomment>Voice Rate: the voice&apos;s own rate</extracomment>
        <translation>Энгийн</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Fast</source>
        <comment>voice rate</comment>
        <extracomment>Voice Rate: faster than the voice&apos;s own</extracomment>
        <translation>Хурдан</translation>
    </message>
</context>
<context>
    <name>tihbat::SpeechVoice</name>
    <message>
        <location filename="../ui/speech/speech_voice.cpp" line="+65"/>
        <location line="+24"/>
        <source>The speech service stopped, so nothing more is read aloud until Tihbat starts again.</source>
        <translation>Ярианы үйлчилгээ зогссон тул Тихбат дахин эхлэх хүртэл юу ч чангаар уншихгүй.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>No speech service is running on this computer.</source>
        <extracomment>Why Read Aloud cannot speak: no speech service runs (on Linux, speech-dispatcher)</extracomment>
        <translation>Энэ компьютер дээр ярианы үйлчилгээ ажиллахгүй байна.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>No %1 voice is installed on this computer.</source>
        <extracomment>Why Read Aloud cannot speak: %1 is the language of the interface, named in that language (&quot;Mongolian&quot;); no installed voice speaks it</extracomment>
        <translation>Энэ компьютерт %1 хэлний дуу хоолой суулгаагүй байна.</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>Greek</source>
        <extracomment>A language&apos;s name in &quot;No %1 voice is installed on this computer.&quot;</extracomment>
        <translation>грек</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Hindi</source>
        <extracomment>A language&apos;s name in &quot;No %1 voice is installed on this computer.&quot;</extracomment>
        <translation>хинди</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Mongolian</source>
        <extracomment>A language&apos;s name in &quot;No %1 voice is installed on this computer.&quot;</extracomment>
        <translation>монгол</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Swahili</source>
        <extracomment>A language&apos;s name in &quot;No %1 voice is installed on this computer.&quot;</extracomment>
        <translation>суахили</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Portuguese</source>
        <extracomment>A language&apos;s name in &quot;No %1 voice is installed on this computer.&quot;</extracomment>
        <translation>португал</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Arabic</source>
        <extracomment>A language&apos;s name in &quot;No %1 voice is installed on this computer.&quot;</extracomment>
        <translation>араб</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>French</source>
        <extracomment>A language&apos;s name in &quot;No %1 voice is installed on this computer.&quot;</extracomment>
        <translation>франц</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Spanish</source>
        <extracomment>A language&apos;s name in &quot;No %1 voice is installed on this computer.&quot;</extracomment>
        <translation>испани</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Catalan</source>
        <extracomment>A language&apos;s name in &quot;No %1 voice is installed on this computer.&quot;</extracomment>
        <translation>каталон</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>English</source>
        <extracomment>A language&apos;s name in &quot;No %1 voice is installed on this computer.&quot;</extracomment>
        <translation>англи</translation>
    </message>
</context>
<context>
    <name>tihbat::SpeedChoice</name>
    <message>
        <location filename="../ui/viewer/speed_choice.cpp" line="+32"/>
        <source>&amp;Slow</source>
        <comment>animation speed</comment>
        <extracomment>Animation speed</extracomment>
        <translation>&amp;Удаан</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Slow</source>
        <translation>Удаан</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Normal</source>
        <comment>animation speed</comment>
        <extracomment>Animation speed</extracomment>
        <translation>&amp;Ердийн</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Normal</source>
        <translation>Ердийн</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Fast</source>
        <comment>animation speed</comment>
        <extracomment>Animation speed</extracomment>
        <translation>&amp;Хурдан</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Fast</source>
        <translation>Хурдан</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Instant</source>
        <comment>animation speed</comment>
        <extracomment>Animation speed: no animation at all</extracomment>
        <translation>&amp;Шууд</translation>
    </message>
</context>
<context>
    <name>tihbat::StandingsModel</name>
    <message>
        <location filename="../ui/tournament/tournament_results.cpp" line="+68"/>
        <location filename="../ui/tournament/tournament_tables.cpp" line="-129"/>
        <source>Place</source>
        <extracomment>Class tournament standings: the column of the places (1st, 2nd, …)</extracomment>
        <translation>Байр</translation>
    </message>
    <message>
        <location line="+0"/>
        <location filename="../ui/tournament/tournament_tables.cpp" line="+3"/>
        <source>Player</source>
        <extracomment>Class tournament standings: the column of the pupils&apos; names</extracomment>
        <translation>Тоглогч</translation>
    </message>
    <message>
        <location line="+87"/>
        <source>Crosstable</source>
        <extracomment>Class tournament results: the table of every pair&apos;s points against each other</extracomment>
        <translation>Хоорондын үр дүнгийн хүснэгт</translation>
    </message>
    <message>
        <location filename="../ui/tournament/tournament_tables.cpp" line="-78"/>
        <source>A win gives 2 points, a draw 1, a loss 0; a bye counts as a win. Between players on the same points, more counters captured comes first, then the games they played against each other.</source>
        <translation>Ялалт 2 оноо, тэнцээ 1, ялагдал 0; тоглолтгүй тойрог ялалтад тооцогдоно. Ижил оноотой тоглогчдын дундаас илүү олон чулуу авсан нь түрүүлнэ, дараа нь тэдний хоорондын тоглоомыг харна.</translation>
    </message>
    <message>
        <location line="+81"/>
        <source>Won</source>
        <extracomment>Class tournament standings: games won (a bye counts as won)</extracomment>
        <translation>Ялсан</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Drawn</source>
        <translation>Тэнцсэн</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Lost</source>
        <translation>Ялагдсан</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Points</source>
        <translation>Оноо</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Counters</source>
        <extracomment>Class tournament standings: counters captured in all games, the first tie-break</extracomment>
        <translation>Чулуу</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Adjudicated</source>
        <extracomment>Class tournament standings: games the teacher ended, decided by the computer</extracomment>
        <translation>Компьютер шийдсэн</translation>
    </message>
</context>
<context>
    <name>tihbat::StandingsProjector</name>
    <message>
        <location filename="../ui/tournament/standings_projector.cpp" line="+142"/>
        <source>Class Tournament</source>
        <extracomment>Title of the class tournament&apos;s standings on the projector</extracomment>
        <translation>Ангийн тэмцээн</translation>
    </message>
</context>
<context>
    <name>tihbat::StatisticsAction</name>
    <message>
        <location filename="../ui/play/practice_actions.cpp" line="-4"/>
        <source>Stat&amp;istics…</source>
        <extracomment>Game menu: opens the window with the wins, draws and losses against the computer</extracomment>
        <translation>&amp;Статистик…</translation>
    </message>
</context>
<context>
    <name>tihbat::StatisticsWindow</name>
    <message>
        <location filename="../ui/statistics/statistics_window.cpp" line="+93"/>
        <source>Statistics</source>
        <extracomment>Window title of Game &gt; Statistics</extracomment>
        <translation>Статистик</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your games against the computer. Each game counts once, when it ends; games between two people do not count.</source>
        <extracomment>Statistics window: what is counted</extracomment>
        <translation>Компьютертэй тоглосон чиний тоглоомууд. Тоглоом бүр дуусахдаа ганц л удаа тоологдоно; хоёр хүний хооронд тоглосон тоглоом тоологдохгүй.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>By computer level</source>
        <extracomment>Statistics window: heading of the table with one row per computer level</extracomment>
        <translation>Компьютерийн түвшнээр</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>By counters per pit</source>
        <extracomment>Statistics window: heading of the table with one row per number of counters per pit</extracomment>
        <translation>Нүх бүрийн чулууны тоогоор</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No games yet. Play against the computer, and your results will show here.</source>
        <extracomment>Statistics window: shown instead of the second table before the first game</extracomment>
        <translation>Одоогоор тоглоом алга. Компьютертэй тогло, тэгвэл үр дүн чинь энд харагдана.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Won</source>
        <comment>statistics column</comment>
        <extracomment>Statistics window: column of games the person won</extracomment>
        <translation>Ялалт</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Drawn</source>
        <comment>statistics column</comment>
        <extracomment>Statistics window: column of games that ended in a draw</extracomment>
        <translation>Тэнцээ</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Lost</source>
        <comment>statistics column</comment>
        <extracomment>Statistics window: column of games the person lost</extracomment>
        <translation>Ялагдал</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Games</source>
        <comment>statistics column</comment>
        <extracomment>Statistics window: column of all games</extracomment>
        <translation>Тоглоом</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Reset…</source>
        <extracomment>Statistics window: forget every result (asks first)</extracomment>
        <translation>&amp;Тэглэх…</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>All games</source>
        <comment>statistics row</comment>
        <extracomment>Statistics window: the last row, all games together</extracomment>
        <translation>Бүх тоглоом</translation>
    </message>
    <message numerus="yes">
        <location line="+7"/>
        <source>%n per pit</source>
        <comment>statistics row</comment>
        <extracomment>Statistics window: a row of the second table, games with %n counters in each pit at the start</extracomment>
        <translation>
            <numerusform>Нүх бүрт %n</numerusform>
            <numerusform>Нүх бүрт %n</numerusform>
        </translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Best winning streak: %1
Winning streak now: %2</source>
        <extracomment>Statistics window: wins in a row; %1 the longest run so far, %2 the run going on now</extracomment>
        <translation>Дараалсан ялалтын дээд амжилт: %1
Одоогийн дараалсан ялалт: %2</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Reset Statistics</source>
        <extracomment>Title of the question before the statistics are reset</extracomment>
        <translation>Статистикийг тэглэх</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Forget all your results against the computer?</source>
        <extracomment>Asked before the statistics are reset</extracomment>
        <translation>Компьютертэй тоглосон бүх үр дүнгээ арилгах уу?</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The wins, draws, losses and streaks go back to 0. This cannot be undone.</source>
        <translation>Ялалт, тэнцээ, ялагдал болон дараалсан ялалтын тоо 0 болно. Үүнийг буцаах боломжгүй.</translation>
    </message>
</context>
<context>
    <name>tihbat::TableProjector</name>
    <message>
        <location filename="../ui/tournament/table_projector.cpp" line="+138"/>
        <source>Round %1, table %2: %3 plays South, %4 plays North</source>
        <extracomment>Over the projector&apos;s board, a game of a class tournament: %1 is the round, %2 the game&apos;s table (as the teacher&apos;s window numbers them), %3 and %4 the pupils&apos; names</extracomment>
        <translation>%1-р тойрог, %2-р ширээ: Өмнөд: %3, Хойд: %4</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>%1 has left; the game waits for them to come back</source>
        <extracomment>Over the projector&apos;s board: a pupil&apos;s computer left the tournament&apos;s game; %1 is the pupil&apos;s name</extracomment>
        <translation>%1 гарлаа; тоглоом түүнийг буцаж ирэхийг хүлээж байна</translation>
    </message>
</context>
<context>
    <name>tihbat::TournamentAction</name>
    <message>
        <location filename="../ui/tournament/tournament_action.cpp" line="+37"/>
        <source>Class Tour&amp;nament…</source>
        <extracomment>Classroom menu: a tournament of the class, each pupil on their own computer</extracomment>
        <translation>&amp;Ангийн тэмцээн…</translation>
    </message>
</context>
<context>
    <name>tihbat::TournamentSetupPage</name>
    <message>
        <location filename="../ui/tournament/tournament_setup_page.cpp" line="+93"/>
        <source>Every pupil plays on their own computer, and this computer referees every game. Up to 8 pupils play everyone twice, once on each side; more play a Swiss tournament.</source>
        <translation>Сурагч бүр өөрийн компьютер дээр тоглох ба энэ компьютер тоглоом бүрийг шүүнэ. 8 хүртэлх сурагч бүгд хоорондоо хоёр удаа, тал бүрээр нэг удаа тоглоно; түүнээс олон бол Швейцарь системээр тоглоно.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Join code:</source>
        <translation>Нэгдэх код:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Counters in each pit:</source>
        <translation>Нүх бүрт &amp;чулуу:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Rounds for more than 8 pupils:</source>
        <extracomment>Class tournament: how many rounds a class of more than 8 pupils plays</extracomment>
        <translation>8-аас олон сурагчийн &amp;тойрог:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>As many as needed</source>
        <extracomment>Class tournament: the Swiss rounds chosen by the program from the number of pupils</extracomment>
        <translation>Хэрэгтэй хэмжээгээр</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Open the Tournament</source>
        <translation>Тэмцээнийг &amp;нээх</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Contin&amp;ue the Saved Tournament</source>
        <translation>Хадгалсан тэмцээнийг &amp;үргэлжлүүлэх</translation>
    </message>
</context>
<context>
    <name>tihbat::TournamentWindow</name>
    <message>
        <location filename="../ui/tournament/tournament_window.cpp" line="-296"/>
        <source>Someone at %1 is trying codes.</source>
        <extracomment>Class tournament: someone gives wrong join codes; %1 is their network address</extracomment>
        <translation>%1 хаягаас хэн нэгэн код таахыг оролдож байна.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The tournament could not be saved: %1</source>
        <extracomment>Class tournament: the tournament could not be saved; %1 says why</extracomment>
        <translation>Тэмцээнийг хадгалж чадсангүй: %1</translation>
    </message>
    <message>
        <location line="+66"/>
        <source>The tournament cannot start with these pupils and rounds.</source>
        <translation>Эдгээр сурагч, тойргоор тэмцээн эхлэх боломжгүй.</translation>
    </message>
    <message>
        <location line="+61"/>
        <source>The saved tournament in %1 cannot be read.</source>
        <extracomment>Class tournament: the saved tournament could not be read; %1 is the file</extracomment>
        <translation>%1 дотор хадгалсан тэмцээнийг уншиж чадсангүй.</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>The tournament cannot be opened: %1</source>
        <extracomment>Class tournament: the computer could not wait for pupils; %1 says why</extracomment>
        <translation>Тэмцээнийг нээж чадсангүй: %1</translation>
    </message>
    <message>
        <location line="+72"/>
        <source>%1 (away)</source>
        <translation>%1 (байхгүй)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Pupils join with the code %1 (port %2).</source>
        <extracomment>Class tournament: %1 is the join code, %2 the port number</extracomment>
        <translation>Сурагчид %1 кодоор нэгдэнэ (порт %2).</translation>
    </message>
    <message numerus="yes">
        <location line="+8"/>
        <source>%n pupil(s) joined</source>
        <extracomment>Class tournament: before the start; %n is how many pupils have joined</extracomment>
        <translation>
            <numerusform>%n сурагч нэгдсэн</numerusform>
            <numerusform>%n сурагч нэгдсэн</numerusform>
        </translation>
    </message>
    <message>
        <location line="+16"/>
        <location line="+9"/>
        <source>Export the Results</source>
        <translation>Үр дүнг гаргах</translation>
    </message>
    <message>
        <location line="-8"/>
        <source>CSV tables (*.csv)</source>
        <translation>CSV хүснэгт (*.csv)</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+9"/>
        <source>tournament results</source>
        <translation>тэмцээний үр дүн</translation>
    </message>
    <message>
        <location line="-1"/>
        <source>PDF documents (*.pdf)</source>
        <translation>PDF баримт (*.pdf)</translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+11"/>
        <location line="+30"/>
        <source>Class Tournament</source>
        <translation>Ангийн тэмцээн</translation>
    </message>
    <message>
        <location line="-35"/>
        <source>Save All Games</source>
        <translation>Бүх тоглоомыг хадгалах</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Tihbat games (*.tihbat)</source>
        <translation>Тихбатын тоглоомын бичлэг (*.tihbat)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>tournament games</source>
        <translation>тэмцээний тоглоомууд</translation>
    </message>
    <message>
        <location line="+43"/>
        <source>E&amp;xport CSV…</source>
        <translation>CSV &amp;гаргах…</translation>
    </message>
    <message>
        <location line="-8"/>
        <source>&amp;Pupils:</source>
        <translation>&amp;Сурагчид:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Start</source>
        <translation>&amp;Эхлэх</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Next Round</source>
        <translation>&amp;Дараагийн тойрог</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Adjudicate the Selected Game</source>
        <extracomment>Class tournament: ends the selected unfinished game, decided by the computer&apos;s exact value of the position</extracomment>
        <translation>Сонгосон тоглоомыг компьютераар &amp;шийдүүлэх</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Standings on the Pro&amp;jector</source>
        <translation>Онооны хүснэгт &amp;проекторт</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Export P&amp;DF…</source>
        <translation>P&amp;DF гаргах…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Save All &amp;Games…</source>
        <translation>Бүх тоглоомыг &amp;хадгалах…</translation>
    </message>
</context>
<context>
    <name>tihbat::TutorialRun</name>
    <message>
        <location filename="../model/game/learn/tutorial_run.cpp" line="-143"/>
        <source>Yes! Pit %1 is yours. On your turn you play one of your own pits.</source>
        <extracomment>Lesson: the learner clicked their own pit; %1 is its letter</extracomment>
        <translation>Тийм! %1 нүх чинийх. Ээлжээрээ чи өөрийн нэг нүхээр нүүнэ.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Pit %1 is at the top, so it is North&apos;s. Your pits are the two at the bottom, A and B.</source>
        <extracomment>Lesson: the learner clicked North&apos;s pit; %1 is its letter</extracomment>
        <translation>%1 нүх дээд талд байгаа тул Хойдынх. Чиний нүхнүүд бол доод хоёр, A болон B.</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>Pit %1 is North&apos;s. Take the counters out of your own pit %2.</source>
        <translation>%1 нүх Хойдынх. Өөрийн %2 нүхнийхээ чулууг гарга.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>That is pit %1. This time take the counters out of pit %2.</source>
        <extracomment>Lesson: %1 is the pit clicked, %2 the pit to take from</extracomment>
        <translation>Энэ бол %1 нүх. Энэ удаа %2 нүхний чулууг гарга.</translation>
    </message>
    <message numerus="yes">
        <location line="+12"/>
        <source>You are holding %n counter(s). Click the pit where the first one goes.</source>
        <extracomment>Lesson: the learner has just taken the counters out of a pit</extracomment>
        <translation>
            <numerusform>Чиний гарт %n чулуу байна. Эхний чулуу орох нүхэн дээр дар.</numerusform>
            <numerusform>Чиний гарт %n чулуу байна. Эхний чулуу орох нүхэн дээр дар.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Not there: the first counter goes straight back into pit %1, the pit you just emptied.</source>
        <extracomment>Lesson: a wrong pit for the first counter; %1 is the pit just emptied</extracomment>
        <translation>Тэнд биш: эхний чулуу яг сая хоосолсон %1 нүх рүүгээ шууд буцаж орно.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Not there: the counters go round in the order A, B, a, b and then A again, so after pit %1 comes pit %2.</source>
        <extracomment>Lesson: a wrong pit for the next counter; %1 is the pit that got the last counter, %2 the pit after it</extracomment>
        <translation>Тэнд биш: чулуу A, B, a, b, дараа нь дахин A гэсэн дарааллаар тойрно, тиймээс %1 нүхний дараа %2 нүх ирнэ.</translation>
    </message>
    <message numerus="yes">
        <location line="+14"/>
        <source>Right! %n counter(s) left in your hand. Click the pit where the next one goes.</source>
        <extracomment>Lesson: a right pit during the learner&apos;s own sowing</extracomment>
        <translation>
            <numerusform>Зөв! Гарт чинь %n чулуу үлдлээ. Дараагийн чулуу орох нүхэн дээр дар.</numerusform>
            <numerusform>Зөв! Гарт чинь %n чулуу үлдлээ. Дараагийн чулуу орох нүхэн дээр дар.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+10"/>
        <source>Well done! You sowed all %n counters. The last one fell into pit %1.</source>
        <extracomment>Lesson: the learner sowed every counter; %1 is the pit the last one fell into</extracomment>
        <translation>
            <numerusform>Сайн байна! Чи бүх %n чулуугаа тарилаа. Сүүлийнх нь %1 нүхэнд унав.</numerusform>
            <numerusform>Сайн байна! Чи бүх %n чулуугаа тарилаа. Сүүлийнх нь %1 нүхэнд унав.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+60"/>
        <source>Pit %1 is North&apos;s. You can only play your own pits, A and B.</source>
        <extracomment>Lesson: the learner tried to play North&apos;s pit %1</extracomment>
        <translation>%1 нүх Хойдынх. Чи зөвхөн өөрийн A болон B нүхээр нүүж болно.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Pit %1 is empty: there is nothing to take out of it.</source>
        <extracomment>Lesson: the learner tried to play an empty pit %1</extracomment>
        <translation>%1 нүх хоосон: тэндээс гаргах чулуу алга.</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>Well done! Your last counter made %1 in pit %2, so you captured them. They are in your store now.</source>
        <extracomment>Lesson: %1 counters captured from the learner&apos;s pit %2</extracomment>
        <translation>Сайн байна! Сүүлчийн чулуу чинь %2 нүхэнд %1 болгосон тул чи тэдгээрийг авлаа. Одоо тэдгээр нь чиний агуулахад байна.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Well done! North has no counters, so North passes and it is your turn again.</source>
        <extracomment>Lesson: the learner made North pass</extracomment>
        <translation>Сайн байна! Хойдод чулуу алга тул Хойд ээлжээ өнжиж, дахиад чиний ээлж боллоо.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Well done! The same position came back, so the game is over. The %1 counters on the board are shared: %2 for you and %2 for North.</source>
        <extracomment>Lesson: the position came back; %1 counters are on the board, %2 go to each</extracomment>
        <translation>Сайн байна! Ижил байрлал давтагдсан тул тоглоом дууслаа. Самбар дээрх %1 чулууг хуваана: %2 нь чинийх, %2 нь Хойдынх.</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>South has %1 in the store and %2 from the board, %3 in all; North has %4 and %5, %6 in all.</source>
        <extracomment>Lesson: the final count. %1 South&apos;s store, %2 the share, %3 South&apos;s total; %4 North&apos;s store, %5 the share, %6 North&apos;s total</extracomment>
        <translation>Өмнөд агуулахдаа %1, самбараас %2, нийт %3 чулуутай; Хойд %4 ба %5, нийт %6 чулуутай.</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Right, a draw! %1</source>
        <translation>Зөв, тэнцээ! %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Right, %1 wins! %2</source>
        <extracomment>Lesson: the learner named the winner rightly; %1 is South or North, %2 the count</extracomment>
        <translation>Зөв, %1 ялна! %2</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Not a draw: the two players do not have the same number. %1</source>
        <translation>Тэнцээ биш: хоёр тоглогчийн чулууны тоо ижил биш. %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Not quite: the counters on the board are shared equally, whichever side they are on. %1</source>
        <extracomment>Lesson: the learner named the wrong winner. The counters left on the board are shared equally, so they do not count for the side they are on. %1 is the count.</extracomment>
        <translation>Тийм ч биш: самбар дээрх чулууг аль талд байгаагаас үл хамааран тэнцүү хуваана. %1</translation>
    </message>
</context>
<context>
    <name>tihbat::UndoQuestion</name>
    <message>
        <location filename="../ui/network/undo_question.cpp" line="+88"/>
        <source>Let %1 take back their last move?</source>
        <extracomment>A network game: the other player asks to undo; %1 is their name</extracomment>
        <translation>%1 тоглогчид сүүлийн нүүдлээ буцаахыг зөвшөөрөх үү?</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The game waits for your answer. If you agree, both boards go back to before their last move.</source>
        <extracomment>A network game: below the question whether the other player may take back their move</extracomment>
        <translation>Тоглоом чиний хариуг хүлээж байна. Зөвшөөрвөл хоёр самбар хоёулаа түүний сүүлийн нүүдлийн өмнөх байдалдаа буцна.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&amp;Agree</source>
        <extracomment>Button: the other player of a network game may take back their last move</extracomment>
        <translation>&amp;Зөвшөөрөх</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Decline</source>
        <extracomment>Button: the other player of a network game may not take back their last move</extracomment>
        <translation>Т&amp;атгалзах</translation>
    </message>
</context>
<context>
    <name>tihbat::ValueGraph</name>
    <message>
        <location filename="../ui/replay/value_graph.cpp" line="+31"/>
        <source>Value of the game after each move</source>
        <extracomment>Accessible name of the graph of the game&apos;s value over its moves.</extracomment>
        <translation>Нүүдэл бүрийн дараах тоглоомын үнэлгээ</translation>
    </message>
    <message>
        <location line="+51"/>
        <source>South ahead</source>
        <translation>Өмнөд тэргүүлнэ</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>North ahead</source>
        <translation>Хойд тэргүүлнэ</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 ahead</source>
        <extracomment>Graph label above or below the zero line: values there mean the player %1 (a name from the game record) finishes ahead.</extracomment>
        <translation>%1 тэргүүлнэ</translation>
    </message>
</context>
<context>
    <name>tihbat::WatchTableAction</name>
    <message>
        <location filename="../ui/tournament/watch_table_action.cpp" line="+58"/>
        <source>&amp;Watch on the Projector</source>
        <extracomment>Class tournament: shows the selected game, live, full screen on the projector</extracomment>
        <translation>Тогл&amp;оомыг проекторт харуулах</translation>
    </message>
</context>
<context>
    <name>tihbat::WorksheetActions</name>
    <message>
        <location filename="../ui/print/worksheet_actions.cpp" line="+35"/>
        <source>Export Worksheet as P&amp;DF…</source>
        <extracomment>Classroom menu: sets up a sheet of puzzles and saves it as a PDF file</extracomment>
        <translation>Бодлогын хуудсыг P&amp;DF болгох…</translation>
    </message>
    <message>
        <location line="+60"/>
        <source>PDF documents (*.pdf)</source>
        <extracomment>Export Worksheet as PDF: the file type in the save dialog</extracomment>
        <translation>PDF баримт (*.pdf)</translation>
    </message>
    <message>
        <location line="-62"/>
        <source>Print Work&amp;sheet…</source>
        <extracomment>Classroom menu: sets up a sheet of puzzles, shows it as it will print, and prints it</extracomment>
        <translation>Бодлогын хуудас х&amp;эвлэх…</translation>
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
        <translation>Бодлогын хуудсыг %1 файлд хадгаллаа</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Worksheet saved to %1; its answer key to %2</source>
        <extracomment>In the status bar after Export Worksheet as PDF with a separate answer key; %1 and %2 are the files&apos; full paths</extracomment>
        <translation>Бодлогын хуудсыг %1 файлд, хариуг нь %2 файлд хадгаллаа</translation>
    </message>
    <message>
        <location line="+64"/>
        <source>Worksheet and its answer key sent to the printer %1</source>
        <extracomment>In the status bar after printing a worksheet and its key; %1 is the printer&apos;s name</extracomment>
        <translation>Бодлогын хуудас болон хариуг %1 хэвлэгч рүү илгээлээ</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Worksheet sent to the printer %1</source>
        <extracomment>In the status bar after printing a worksheet; %1 is the printer&apos;s name</extracomment>
        <translation>Бодлогын хуудсыг %1 хэвлэгч рүү илгээлээ</translation>
    </message>
</context>
<context>
    <name>tihbat::WorksheetDialog</name>
    <message>
        <location filename="../ui/print/worksheet_dialog.cpp" line="+49"/>
        <source>Puzzle Worksheet</source>
        <extracomment>Title of the dialog that sets up a puzzle worksheet to print</extracomment>
        <translation>Бодлогын хуудас</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Mixed</source>
        <extracomment>Worksheet: puzzles of every difficulty, easy ones first</extracomment>
        <translation>Холимог</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Any</source>
        <extracomment>Worksheet: puzzles from games with any number of counters per pit</extracomment>
        <translation>Дурын</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Answer &amp;key as a separate document</source>
        <extracomment>Worksheet: the answers as a second document rather than the last page</extracomment>
        <translation>Хариуг &amp;тусдаа баримтаар</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&amp;Puzzles:</source>
        <extracomment>Worksheet dialog: how many puzzles on the sheet</extracomment>
        <translation>&amp;Бодлого:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Difficulty:</source>
        <extracomment>Worksheet dialog</extracomment>
        <translation>&amp;Хүндрэл:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Counters per pit:</source>
        <extracomment>Worksheet dialog: puzzles from games with this many counters in each pit at the start</extracomment>
        <translation>Нүх бүрийн &amp;чулуу:</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&amp;Title:</source>
        <extracomment>Worksheet dialog: the title printed at the top of the sheet</extracomment>
        <translation>&amp;Гарчиг:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Language:</source>
        <extracomment>Worksheet dialog: the language of the sheet</extracomment>
        <translation>Х&amp;эл:</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>P&amp;aper:</source>
        <extracomment>Worksheet dialog: the paper size</extracomment>
        <translation>&amp;Цаас:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Sheet number:</source>
        <extracomment>Worksheet dialog: the same number prints the same sheet again</extracomment>
        <translation>Хуудасны &amp;дугаар:</translation>
    </message>
    <message>
        <location line="-13"/>
        <source>Puzzles from games that began with this many counters in each pit.</source>
        <extracomment>Worksheet dialog, under &quot;Counters per pit&quot;: what the choice is for</extracomment>
        <translation>Нүх бүрт ийм тооны чулуутай эхэлсэн тоглоомуудын бодлогууд.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The sheet&apos;s language, whatever the game&apos;s.</source>
        <extracomment>Worksheet dialog, under &quot;Language&quot;: what the choice is for</extracomment>
        <translation>Хуудасны хэл, тоглоомын хэлнээс үл хамааран.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The same number gives the same puzzles: note it to print this sheet again, or choose another for a new sheet.</source>
        <extracomment>Worksheet dialog, under &quot;Sheet number&quot;: what the number is for</extracomment>
        <translation>Ижил дугаар ижил бодлогуудыг өгнө: энэ хуудсыг дахин хэвлэхийн тулд тэмдэглээд ав, эсвэл шинэ хуудас авахын тулд өөр дугаар сонго.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Then the answers are not on the pupils&apos; pages: they are printed on their own, or saved beside the sheet with &quot;-key&quot; at the end of its name.</source>
        <extracomment>Worksheet dialog, under &quot;Answer key as a separate document&quot;</extracomment>
        <translation>Ингэхэд хариу нь сурагчдын хуудсан дээр гарахгүй: тусад нь хэвлэгдэх эсвэл хуудасны дэргэд нэрийнх нь төгсгөлд &quot;-key&quot; нэмж хадгалагдана.</translation>
    </message>
</context>
</TS>
