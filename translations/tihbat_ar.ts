<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ar" sourcelanguage="en">
<context>
    <name>GameTexts</name>
    <message>
        <location filename="../model/game/words/game_texts.cpp" line="+11"/>
        <source>Tihbat</source>
        <comment>name of the game</comment>
        <extracomment>The name of the game: write it in your script (see translations/GLOSSARY.md)</extracomment>
        <translation>تيهبات</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>South</source>
        <comment>side</comment>
        <extracomment>The player who sits at the bottom of the board</extracomment>
        <translation>الجنوب</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>North</source>
        <comment>side</comment>
        <extracomment>The player who sits at the top of the board</extracomment>
        <translation>الشمال</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Beginner</source>
        <comment>level</comment>
        <extracomment>Computer player strength, the weakest</extracomment>
        <translation>مبتدئ</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Easy</source>
        <comment>level</comment>
        <extracomment>Computer player strength</extracomment>
        <translation>سهل</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Medium</source>
        <comment>level</comment>
        <extracomment>Computer player strength</extracomment>
        <translation>متوسط</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Hard</source>
        <comment>level</comment>
        <extracomment>Computer player strength</extracomment>
        <translation>صعب</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Perfect</source>
        <comment>level</comment>
        <extracomment>Computer player strength: never makes a mistake</extracomment>
        <translation>مثالي</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>For first-time players: plays almost at random, so a young child often wins.</source>
        <comment>level suits</comment>
        <extracomment>Who the weakest computer level suits, one line in the New Game dialog</extracomment>
        <translation>لمن يلعب أول مرة: يلعب بشكل شبه عشوائي، لذا يفوز عليه الطفل الصغير غالبًا.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>For children who know the rules: often misses the best move.</source>
        <comment>level suits</comment>
        <extracomment>Who the Easy computer level suits, one line in the New Game dialog</extracomment>
        <translation>للأطفال الذين يعرفون القواعد: كثيرًا ما تفوته أفضل نقلة.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>For families: plays well but gets it wrong now and then.</source>
        <comment>level suits</comment>
        <extracomment>Who the Medium computer level suits, one line in the New Game dialog</extracomment>
        <translation>للعائلات: يلعب جيدًا لكنه يخطئ من حين لآخر.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>For strong players: rarely slips; only careful play wins.</source>
        <comment>level suits</comment>
        <extracomment>Who the Hard computer level suits, one line in the New Game dialog</extracomment>
        <translation>للاعبين الأقوياء: نادرًا ما يخطئ، ولا يفوز عليه إلا اللعب المتأنّي.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>For experts: never makes a mistake and punishes every mistake you make.</source>
        <comment>level suits</comment>
        <extracomment>Who the Perfect computer level suits, one line in the New Game dialog</extracomment>
        <translation>للخبراء: لا يخطئ أبدًا، ويعاقب كل خطأ ترتكبه.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Computer (%1)</source>
        <comment>player</comment>
        <extracomment>A computer player without a name; %1 is its level, such as &quot;Easy&quot;</extracomment>
        <translation>الحاسوب (%1)</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>The game is over. Start a new game to play again.</source>
        <extracomment>Said when someone clicks a pit after the end</extracomment>
        <translation>انتهت المباراة. ابدأ مباراة جديدة لتلعب من جديد.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>There is no such pit.</source>
        <translation>لا توجد حفرة بهذا الاسم.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Wait: it is the computer&apos;s turn.</source>
        <extracomment>Against the computer: the person clicked a pit while the computer is to move</extracomment>
        <translation>انتظر: الدور للحاسوب.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>That pit is the computer&apos;s: play a pit on your side.</source>
        <extracomment>Against the computer: the person clicked one of the computer&apos;s pits</extracomment>
        <translation>هذه الحفرة للحاسوب: العب حفرة من جهتك.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Wait: it is %1&apos;s turn.</source>
        <extracomment>%1 is the computer player&apos;s name, or the friend&apos;s at another computer</extracomment>
        <translation>انتظر: إنه دور %1.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>That pit is %1&apos;s: play a pit on your side.</source>
        <extracomment>A network game: %1 is the friend&apos;s name (at the other computer)</extracomment>
        <translation>هذه الحفرة من حفر %1: العب حفرة من جهتك.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>It is %1&apos;s turn: play a pit on your own side.</source>
        <extracomment>%1 is a player&apos;s name. Said when someone clicks the other player&apos;s pit</extracomment>
        <translation>إنه دور %1: العب حفرة من جهتك أنت.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>It is %1&apos;s turn.</source>
        <extracomment>%1 is a player&apos;s name</extracomment>
        <translation>إنه دور %1.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>That pit is empty: choose a pit with counters.</source>
        <extracomment>Said when someone clicks a pit with no counters in it</extracomment>
        <translation>هذه الحفرة فارغة: اختر حفرة فيها حصيات.</translation>
    </message>
    <message numerus="yes">
        <location line="+11"/>
        <source>You win by %n</source>
        <comment>hint</comment>
        <extracomment>Hint for one pit: if you play it and then play well, you win by %n counters</extracomment>
        <translation>
            <numerusform>تفوز بفارق %n</numerusform>
            <numerusform>تفوز بفارق حصاة واحدة</numerusform>
            <numerusform>تفوز بفارق حصاتين</numerusform>
            <numerusform>تفوز بفارق %n</numerusform>
            <numerusform>تفوز بفارق %n</numerusform>
            <numerusform>تفوز بفارق %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>You lose by %n</source>
        <comment>hint</comment>
        <extracomment>Hint for one pit: even playing well afterwards, you lose by %n counters</extracomment>
        <translation>
            <numerusform>تخسر بفارق %n</numerusform>
            <numerusform>تخسر بفارق حصاة واحدة</numerusform>
            <numerusform>تخسر بفارق حصاتين</numerusform>
            <numerusform>تخسر بفارق %n</numerusform>
            <numerusform>تخسر بفارق %n</numerusform>
            <numerusform>تخسر بفارق %n</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Draw</source>
        <comment>hint</comment>
        <extracomment>Hint for one pit: the game ends equal</extracomment>
        <translation>تعادل</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Your turn</source>
        <extracomment>Status bar against the computer: the person is to move</extracomment>
        <translation>دورك</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The computer&apos;s turn</source>
        <extracomment>Status bar against the computer: the computer is to move</extracomment>
        <translation>دور الحاسوب</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 to play</source>
        <extracomment>Status bar; %1 is a player&apos;s name</extracomment>
        <translation>دور %1</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>The computer&apos;s turn (paused)</source>
        <extracomment>Status bar against the computer: it is to move but the person paused it</extracomment>
        <translation>دور الحاسوب (متوقف مؤقتًا)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 to play (paused)</source>
        <extracomment>Status bar; %1 is the computer player&apos;s name</extracomment>
        <translation>دور %1 (متوقف مؤقتًا)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The computer is thinking…</source>
        <extracomment>Status bar against the computer while it chooses its move</extracomment>
        <translation>الحاسوب يفكّر…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 is thinking…</source>
        <extracomment>Status bar; %1 is the computer player&apos;s name</extracomment>
        <translation>%1 يفكّر…</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>your turn</source>
        <comment>nameplate</comment>
        <extracomment>The pill on the person&apos;s name plate when it is their turn against the computer (short: a few words at most)</extracomment>
        <translation>دورك</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Captured: %1 %2 · %3 %4</source>
        <extracomment>Status bar; %1 and %3 are player names, %2 and %4 the numbers of counters they captured</extracomment>
        <translation>الحصيات المأخوذة: %1 %2 · %3 %4</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Counters at the end:
%1: %2
%3: %4</source>
        <comment>final score</comment>
        <extracomment>End of a game, one line each: %1 and %3 are player names, %2 and %4 the counters they end the game with</extracomment>
        <translation>الحصيات في النهاية:
%1: %2
%3: %4</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>You</source>
        <comment>final score</comment>
        <extracomment>Against the computer, the person&apos;s line in the final score (&quot;You: 16&quot;)</extracomment>
        <translation>أنت</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Every counter has been captured.</source>
        <translation>أُخذت كل الحصيات.</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>The same position came back, so the game stopped. The %n counters left on the board were shared equally.</source>
        <comment>end</comment>
        <extracomment>%n (always 2 or more, and even) counters were on the board; each player got half</extracomment>
        <translation>
            <numerusform>عادت الوضعية نفسها، فتوقفت المباراة. قُسمت %n حصاة بقيت على اللوحة بالتساوي.</numerusform>
            <numerusform>عادت الوضعية نفسها، فتوقفت المباراة. قُسمت الحصاة الباقية على اللوحة بالتساوي.</numerusform>
            <numerusform>عادت الوضعية نفسها، فتوقفت المباراة. قُسمت الحصاتان الباقيتان على اللوحة بالتساوي.</numerusform>
            <numerusform>عادت الوضعية نفسها، فتوقفت المباراة. قُسمت %n حصيات بقيت على اللوحة بالتساوي.</numerusform>
            <numerusform>عادت الوضعية نفسها، فتوقفت المباراة. قُسمت %n حصاة بقيت على اللوحة بالتساوي.</numerusform>
            <numerusform>عادت الوضعية نفسها، فتوقفت المباراة. قُسمت %n حصاة بقيت على اللوحة بالتساوي.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+15"/>
        <source>The last move took the one counter from pit %1 and it fell back into the same pit: nothing on the board changed.</source>
        <comment>end</comment>
        <extracomment>After &quot;The same position came back…&quot; when the last move lifted a single counter: %1 is its pit (A, B, a or b)</extracomment>
        <translation>أخرجت النقلة الأخيرة الحصاة الوحيدة من الحفرة %1 فعادت إلى الحفرة نفسها: لم يتغيّر شيء على اللوحة.</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Pit %1 has just one counter: it falls back into pit %1 and the board stays the same. This position was here before, so the game would end now. Choose pit %1 again to play it.</source>
        <extracomment>In a bubble by a pit holding one counter, before it is played; %1 is the pit (A, B, a or b). Choosing the pit a second time plays it.</extracomment>
        <translation>في الحفرة %1 حصاة واحدة فقط: ستعود إلى الحفرة %1 وتبقى اللوحة كما هي. هذه الوضعية ظهرت من قبل، لذا ستنتهي المباراة الآن. اختر الحفرة %1 مرة أخرى لتلعبها.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Playing pit %1 brings back an earlier position, so the game would end now and the counters left would be shared. Choose pit %1 again to play it.</source>
        <extracomment>In a bubble by a pit, before it is played: the move would make the four pits and the player to move the same as earlier in the game, which ends it (the counters still on the board are shared). %1 is the pit (A, B, a or b). Choosing the pit a second time plays it.</extracomment>
        <translation>لعب الحفرة %1 يعيد وضعية سابقة، لذا ستنتهي المباراة الآن وتُقسَم الحصيات الباقية. اختر الحفرة %1 مرة أخرى لتلعبها.</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>It is a draw, %1.</source>
        <extracomment>Against the computer, the game ended equal; %1 is the score (&quot;14–14&quot;)</extracomment>
        <translation>تعادل، %1.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>You win %1!</source>
        <extracomment>Against the computer, the person won: %1 is the score, theirs first (&quot;16–12&quot;)</extracomment>
        <translation>فزت %1!</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The computer wins %1</source>
        <extracomment>Against the computer, the computer won: %1 is the score, the computer&apos;s first (&quot;16–12&quot;)</extracomment>
        <translation>فاز الحاسوب %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>It is a draw!</source>
        <extracomment>The game ended equal</extracomment>
        <translation>تعادل!</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 wins!</source>
        <extracomment>%1 is the winner&apos;s name</extracomment>
        <translation>الفائز: %1!</translation>
    </message>
</context>
<context>
    <name>Lesson</name>
    <message>
        <location filename="../model/game/learn/lesson.cpp" line="+36"/>
        <source>The game is over.</source>
        <extracomment>Presentation caption at the end of a game</extracomment>
        <translation>انتهت المباراة.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 to move.</source>
        <extracomment>Presentation caption: %1 is the player to move (a player&apos;s name, or South or North)</extracomment>
        <translation>دور %1.</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>Guess! What will %1 play?</source>
        <extracomment>Presentation, a replay paused before a move for the class to guess it; %1 is the player to move (a player&apos;s name, or South or North)</extracomment>
        <translation>خمّن! ما نقلة %1 القادمة؟</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>%1 sows pit %2. %3</source>
        <extracomment>Presentation caption of a move&apos;s first drop: %1 is the player (a player&apos;s name, or South or North), %2 the pit emptied, %3 the drop caption (&quot;1 of 7: into pit A&quot;)</extracomment>
        <translation>نقلة %1: توزيع حصيات الحفرة %2. %3</translation>
    </message>
</context>
<context>
    <name>MoveWording</name>
    <message>
        <location filename="../model/game/words/move_wording.cpp" line="+27"/>
        <source>%1 played pit %2. %3</source>
        <extracomment>Presentation caption of the last step of a move, and what Read Aloud says of a move: %1 is the player (a player&apos;s name, or South or North), %2 the pit they emptied, %3 what the move did (&quot;The last counter made 4 in North&apos;s own pit: ...&quot;, one or more sentences)</extracomment>
        <translation>نقلة %1: الحفرة %2. %3</translation>
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
            <numerusform>%1 من %n: في الحفرة %2</numerusform>
            <numerusform>%1 من %n: في الحفرة %2</numerusform>
            <numerusform>%1 من %n: في الحفرة %2</numerusform>
            <numerusform>%1 من %n: في الحفرة %2</numerusform>
            <numerusform>%1 من %n: في الحفرة %2</numerusform>
            <numerusform>%1 من %n: في الحفرة %2</numerusform>
        </translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The last counter landed on %1&apos;s side: nothing is captured there.</source>
        <extracomment>After a move: the last counter fell on the opponent&apos;s side; %1 is that player&apos;s name (or South or North). Rule: only the mover&apos;s own side can be captured. Said to the class and to the person who moved alike: speak to nobody.</extracomment>
        <translation>سقطت الحصاة الأخيرة في جهة %1: لا أخذ هناك.</translation>
    </message>
    <message numerus="yes">
        <location line="+11"/>
        <source>The last counter made %n in your own pit: even and not more than 8, so you capture them and put all %n in your store.</source>
        <extracomment>After the person&apos;s own move, said to them: the last counter made %n counters in their own pit, which is captured. Rule: 2, 4, 6 or 8 counters there are captured; captured counters go into the mover&apos;s store (the long hollow on their right).</extracomment>
        <translation>
            <numerusform>بالحصاة الأخيرة صار في حفرتك %n حصاة: عدد زوجي لا يزيد على 8، فتأخذها كلها وتضعها في مخزنك.</numerusform>
            <numerusform>بالحصاة الأخيرة صارت في حفرتك حصاة واحدة: عدد زوجي لا يزيد على 8، فتأخذها وتضعها في مخزنك.</numerusform>
            <numerusform>بالحصاة الأخيرة صارت في حفرتك حصاتان: عدد زوجي لا يزيد على 8، فتأخذهما وتضعهما في مخزنك.</numerusform>
            <numerusform>بالحصاة الأخيرة صارت في حفرتك %n حصيات: عدد زوجي لا يزيد على 8، فتأخذها كلها وتضعها في مخزنك.</numerusform>
            <numerusform>بالحصاة الأخيرة صار في حفرتك %n حصاة: عدد زوجي لا يزيد على 8، فتأخذها كلها وتضعها في مخزنك.</numerusform>
            <numerusform>بالحصاة الأخيرة صار في حفرتك %n حصاة: عدد زوجي لا يزيد على 8، فتأخذها كلها وتضعها في مخزنك.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+8"/>
        <source>The last counter made %n in %1&apos;s own pit: even and not more than 8, so %1 captures all %n and puts them in their store.</source>
        <extracomment>After a move, told to the class: the last counter made %n counters in the own pit of the mover, %1 (a player&apos;s name, or South or North), who captures them. Rule: 2, 4, 6 or 8 counters there are captured; captured counters go into the mover&apos;s store (the long hollow on their right). Name %1, never &quot;you&quot;.</extracomment>
        <translation>
            <numerusform>بالحصاة الأخيرة صار في حفرة %1 %n حصاة: عدد زوجي لا يزيد على 8، فتذهب كلها إلى مخزن %1.</numerusform>
            <numerusform>بالحصاة الأخيرة صارت في حفرة %1 حصاة واحدة: عدد زوجي لا يزيد على 8، فتذهب إلى مخزن %1.</numerusform>
            <numerusform>بالحصاة الأخيرة صارت في حفرة %1 حصاتان: عدد زوجي لا يزيد على 8، فتذهبان إلى مخزن %1.</numerusform>
            <numerusform>بالحصاة الأخيرة صارت في حفرة %1 %n حصيات: عدد زوجي لا يزيد على 8، فتذهب كلها إلى مخزن %1.</numerusform>
            <numerusform>بالحصاة الأخيرة صار في حفرة %1 %n حصاة: عدد زوجي لا يزيد على 8، فتذهب كلها إلى مخزن %1.</numerusform>
            <numerusform>بالحصاة الأخيرة صار في حفرة %1 %n حصاة: عدد زوجي لا يزيد على 8، فتذهب كلها إلى مخزن %1.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+12"/>
        <source>The last counter made %n in your own pit: an odd number, so no capture.</source>
        <extracomment>After the person&apos;s own move, said to them: the last counter made an odd number (%n) in their own pit.</extracomment>
        <translation>
            <numerusform>بالحصاة الأخيرة صار في حفرتك %n حصاة: عدد فردي، فلا أخذ.</numerusform>
            <numerusform>بالحصاة الأخيرة صارت في حفرتك حصاة واحدة: عدد فردي، فلا أخذ.</numerusform>
            <numerusform>بالحصاة الأخيرة صارت في حفرتك حصاتان: عدد فردي، فلا أخذ.</numerusform>
            <numerusform>بالحصاة الأخيرة صارت في حفرتك %n حصيات: عدد فردي، فلا أخذ.</numerusform>
            <numerusform>بالحصاة الأخيرة صار في حفرتك %n حصاة: عدد فردي، فلا أخذ.</numerusform>
            <numerusform>بالحصاة الأخيرة صار في حفرتك %n حصاة: عدد فردي، فلا أخذ.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>The last counter made %n in %1&apos;s own pit: an odd number, so no capture.</source>
        <extracomment>After a move, told to the class: the last counter made an odd number (%n) in the own pit of the mover, %1 (a player&apos;s name, or South or North). Name %1, never &quot;you&quot;.</extracomment>
        <translation>
            <numerusform>بالحصاة الأخيرة صار في حفرة %1 %n حصاة: عدد فردي، فلا أخذ.</numerusform>
            <numerusform>بالحصاة الأخيرة صارت في حفرة %1 حصاة واحدة: عدد فردي، فلا أخذ.</numerusform>
            <numerusform>بالحصاة الأخيرة صارت في حفرة %1 حصاتان: عدد فردي، فلا أخذ.</numerusform>
            <numerusform>بالحصاة الأخيرة صارت في حفرة %1 %n حصيات: عدد فردي، فلا أخذ.</numerusform>
            <numerusform>بالحصاة الأخيرة صار في حفرة %1 %n حصاة: عدد فردي، فلا أخذ.</numerusform>
            <numerusform>بالحصاة الأخيرة صار في حفرة %1 %n حصاة: عدد فردي، فلا أخذ.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+7"/>
        <source>The last counter made %n in your own pit: more than 8, so no capture.</source>
        <extracomment>After the person&apos;s own move, said to them: the last counter made an even number over 8 (%n) in their own pit.</extracomment>
        <translation>
            <numerusform>بالحصاة الأخيرة صار في حفرتك %n حصاة: أكثر من 8، فلا أخذ.</numerusform>
            <numerusform>بالحصاة الأخيرة صارت في حفرتك حصاة واحدة: أكثر من 8، فلا أخذ.</numerusform>
            <numerusform>بالحصاة الأخيرة صارت في حفرتك حصاتان: أكثر من 8، فلا أخذ.</numerusform>
            <numerusform>بالحصاة الأخيرة صارت في حفرتك %n حصيات: أكثر من 8، فلا أخذ.</numerusform>
            <numerusform>بالحصاة الأخيرة صار في حفرتك %n حصاة: أكثر من 8، فلا أخذ.</numerusform>
            <numerusform>بالحصاة الأخيرة صار في حفرتك %n حصاة: أكثر من 8، فلا أخذ.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>The last counter made %n in %1&apos;s own pit: more than 8, so no capture.</source>
        <extracomment>After a move, told to the class: the last counter made an even number over 8 (%n) in the own pit of the mover, %1 (a player&apos;s name, or South or North). Name %1, never &quot;you&quot;.</extracomment>
        <translation>
            <numerusform>بالحصاة الأخيرة صار في حفرة %1 %n حصاة: أكثر من 8، فلا أخذ.</numerusform>
            <numerusform>بالحصاة الأخيرة صارت في حفرة %1 حصاة واحدة: أكثر من 8، فلا أخذ.</numerusform>
            <numerusform>بالحصاة الأخيرة صارت في حفرة %1 حصاتان: أكثر من 8، فلا أخذ.</numerusform>
            <numerusform>بالحصاة الأخيرة صارت في حفرة %1 %n حصيات: أكثر من 8، فلا أخذ.</numerusform>
            <numerusform>بالحصاة الأخيرة صار في حفرة %1 %n حصاة: أكثر من 8، فلا أخذ.</numerusform>
            <numerusform>بالحصاة الأخيرة صار في حفرة %1 %n حصاة: أكثر من 8، فلا أخذ.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+9"/>
        <source>The pit before it, %2, holds %n: even and not more than 8, so you capture them too.</source>
        <extracomment>Chain capture option, said to the person after their own move: the pit sown just before the last one is captured too; %2 is its letter, %n its counters.</extracomment>
        <translation>
            <numerusform>والحفرة التي قبلها، %2، فيها %n حصاة: عدد زوجي لا يزيد على 8، فتأخذها أنت أيضًا.</numerusform>
            <numerusform>والحفرة التي قبلها، %2، فيها حصاة واحدة: عدد زوجي لا يزيد على 8، فتأخذها أنت أيضًا.</numerusform>
            <numerusform>والحفرة التي قبلها، %2، فيها حصاتان: عدد زوجي لا يزيد على 8، فتأخذهما أنت أيضًا.</numerusform>
            <numerusform>والحفرة التي قبلها، %2، فيها %n حصيات: عدد زوجي لا يزيد على 8، فتأخذها أنت أيضًا.</numerusform>
            <numerusform>والحفرة التي قبلها، %2، فيها %n حصاة: عدد زوجي لا يزيد على 8، فتأخذها أنت أيضًا.</numerusform>
            <numerusform>والحفرة التي قبلها، %2، فيها %n حصاة: عدد زوجي لا يزيد على 8، فتأخذها أنت أيضًا.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+7"/>
        <source>The pit before it, %2, holds %n: even and not more than 8, so %1 captures them too.</source>
        <extracomment>Chain capture option, told to the class: the pit sown just before the last one is captured too by the mover, %1 (a player&apos;s name, or South or North); %2 is the pit&apos;s letter, %n its counters. Name %1, never &quot;you&quot;.</extracomment>
        <translation>
            <numerusform>والحفرة التي قبلها، %2، فيها %n حصاة: عدد زوجي لا يزيد على 8، فتذهب هي أيضًا إلى مخزن %1.</numerusform>
            <numerusform>والحفرة التي قبلها، %2، فيها حصاة واحدة: عدد زوجي لا يزيد على 8، فتذهب هي أيضًا إلى مخزن %1.</numerusform>
            <numerusform>والحفرة التي قبلها، %2، فيها حصاتان: عدد زوجي لا يزيد على 8، فتذهبان هما أيضًا إلى مخزن %1.</numerusform>
            <numerusform>والحفرة التي قبلها، %2، فيها %n حصيات: عدد زوجي لا يزيد على 8، فتذهب هي أيضًا إلى مخزن %1.</numerusform>
            <numerusform>والحفرة التي قبلها، %2، فيها %n حصاة: عدد زوجي لا يزيد على 8، فتذهب هي أيضًا إلى مخزن %1.</numerusform>
            <numerusform>والحفرة التي قبلها، %2، فيها %n حصاة: عدد زوجي لا يزيد على 8، فتذهب هي أيضًا إلى مخزن %1.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1 has no counters in their pits and passes.</source>
        <extracomment>%1 is the player&apos;s name (or South or North): both their pits are empty (the store may hold counters), so the turn passes to the other side.</extracomment>
        <translation>لا حصيات في حفرتي %1، فيمرّ الدور إلى الخصم.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Every counter has been captured: the game is over.</source>
        <extracomment>The game ends because no counter is left on the board.</extracomment>
        <translation>أُخذت كل الحصيات: انتهت المباراة.</translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>This position has been seen before: the game ends and the %n counters left are shared, %1 each.</source>
        <extracomment>Repetition rule: the same position came back, so the counters still on the board (%n) are shared equally; %1 is each player&apos;s share.</extracomment>
        <translation>
            <numerusform>هذه الوضعية ظهرت من قبل: تنتهي المباراة وتُقسَم %n حصاة باقية، %1 لكل لاعب.</numerusform>
            <numerusform>هذه الوضعية ظهرت من قبل: تنتهي المباراة وتُقسَم الحصاة الباقية، %1 لكل لاعب.</numerusform>
            <numerusform>هذه الوضعية ظهرت من قبل: تنتهي المباراة وتُقسَم الحصاتان الباقيتان، %1 لكل لاعب.</numerusform>
            <numerusform>هذه الوضعية ظهرت من قبل: تنتهي المباراة وتُقسَم %n حصيات باقية، %1 لكل لاعب.</numerusform>
            <numerusform>هذه الوضعية ظهرت من قبل: تنتهي المباراة وتُقسَم %n حصاة باقية، %1 لكل لاعب.</numerusform>
            <numerusform>هذه الوضعية ظهرت من قبل: تنتهي المباراة وتُقسَم %n حصاة باقية، %1 لكل لاعب.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+11"/>
        <source>It is a draw: %n counters each.</source>
        <extracomment>The end of a game: a draw, each side (South and North) ending with %n counters</extracomment>
        <translation>
            <numerusform>تعادل: لكل لاعب %n حصاة.</numerusform>
            <numerusform>تعادل: لكل لاعب حصاة واحدة.</numerusform>
            <numerusform>تعادل: لكل لاعب حصاتان.</numerusform>
            <numerusform>تعادل: لكل لاعب %n حصيات.</numerusform>
            <numerusform>تعادل: لكل لاعب %n حصاة.</numerusform>
            <numerusform>تعادل: لكل لاعب %n حصاة.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 wins with %2 counters against %3.</source>
        <extracomment>The end of a game: %1 is the winner (a player&apos;s name, or South or North), %2 and %3 the counters the winner and the other side end with</extracomment>
        <translation>الفائز %1 بنتيجة %2 مقابل %3.</translation>
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
            <numerusform>دور %1: العب لتكسب من هنا عددًا من الحصيات مثل ما يكسبه %2.</numerusform>
            <numerusform>دور %1: العب لتكسب من هنا حصاة واحدة أكثر من %2.</numerusform>
            <numerusform>دور %1: العب لتكسب من هنا حصاتين أكثر من %2.</numerusform>
            <numerusform>دور %1: العب لتكسب من هنا %n حصيات أكثر من %2.</numerusform>
            <numerusform>دور %1: العب لتكسب من هنا %n حصاة أكثر من %2.</numerusform>
            <numerusform>دور %1: العب لتكسب من هنا %n حصاة أكثر من %2.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Easy</source>
        <comment>puzzle difficulty</comment>
        <extracomment>A puzzle&apos;s difficulty</extracomment>
        <translation>سهل</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Medium</source>
        <comment>puzzle difficulty</comment>
        <extracomment>A puzzle&apos;s difficulty</extracomment>
        <translation>متوسط</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Hard</source>
        <comment>puzzle difficulty</comment>
        <extracomment>A puzzle&apos;s difficulty</extracomment>
        <translation>صعب</translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>%1 · from a game with %n counters in each pit</source>
        <comment>puzzle</comment>
        <extracomment>Under a puzzle: %1 is its difficulty (Easy, Medium, Hard); %n the counters in each pit at the start of the game the position comes from.</extracomment>
        <translation>
            <numerusform>%1 · من مباراة فيها %n حصاة في كل حفرة</numerusform>
            <numerusform>%1 · من مباراة فيها حصاة واحدة في كل حفرة</numerusform>
            <numerusform>%1 · من مباراة فيها حصاتان في كل حفرة</numerusform>
            <numerusform>%1 · من مباراة فيها %n حصيات في كل حفرة</numerusform>
            <numerusform>%1 · من مباراة فيها %n حصاة في كل حفرة</numerusform>
            <numerusform>%1 · من مباراة فيها %n حصاة في كل حفرة</numerusform>
        </translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 of %2 solved</source>
        <comment>puzzles</comment>
        <extracomment>Puzzles: how many of all the puzzles the person has solved, e.g. &quot;37 of 286 solved&quot;</extracomment>
        <translation>حُلّ %1 من %2</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Streak: %1 (best %2)</source>
        <comment>puzzles</comment>
        <extracomment>Puzzles: %1 puzzles solved at the first try in a row now, %2 the most ever in a row</extracomment>
        <translation>حلول متتالية: %1 (الأفضل: %2)</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Find the best move: click one of your pits, or press %1 or %2.</source>
        <extracomment>Puzzles: what to do before the first try. %1 and %2 are the letters of the player&apos;s own pits (A and B, or a and b), which are also the keys that play them.</extracomment>
        <translation>جِد أفضل نقلة: انقر على إحدى حفرتيك، أو اضغط %1 أو %2.</translation>
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
            <numerusform>مع أفضل لعب من هناك، يكسب %1 %n حصاة أكثر من %2.</numerusform>
            <numerusform>مع أفضل لعب من هناك، يكسب %1 حصاة واحدة أكثر من %2.</numerusform>
            <numerusform>مع أفضل لعب من هناك، يكسب %1 حصاتين أكثر من %2.</numerusform>
            <numerusform>مع أفضل لعب من هناك، يكسب %1 %n حصيات أكثر من %2.</numerusform>
            <numerusform>مع أفضل لعب من هناك، يكسب %1 %n حصاة أكثر من %2.</numerusform>
            <numerusform>مع أفضل لعب من هناك، يكسب %1 %n حصاة أكثر من %2.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>With best play from there, %1 and %2 win the same number of counters.</source>
        <comment>puzzle</comment>
        <extracomment>After a puzzle move: neither side wins more of the counters still to be won</extracomment>
        <translation>مع أفضل لعب من هناك، يكسب %1 و%2 العدد نفسه من الحصيات.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Pit %1 is not the best move.</source>
        <comment>puzzle</comment>
        <extracomment>Puzzles, a wrong move: kind, first words; %1 is the pit tried (A, B, a or b)</extracomment>
        <translation>الحفرة %1 ليست أفضل نقلة.</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>With the best move you would instead win %n more counters than the other side. Have another go!</source>
        <comment>puzzle</comment>
        <extracomment>Puzzles, a wrong move: the last words, after the sentence on what the wrong move gains; %n is how many more counters than the other side the best move wins (not in addition)</extracomment>
        <translation>
            <numerusform>بأفضل نقلة كنت ستكسب من الحصيات مثل ما يكسبه الطرف الآخر. حاول مرة أخرى!</numerusform>
            <numerusform>بأفضل نقلة كنت ستكسب حصاة واحدة أكثر من الطرف الآخر. حاول مرة أخرى!</numerusform>
            <numerusform>بأفضل نقلة كنت ستكسب حصاتين أكثر من الطرف الآخر. حاول مرة أخرى!</numerusform>
            <numerusform>بأفضل نقلة كنت ستكسب %n حصيات أكثر من الطرف الآخر. حاول مرة أخرى!</numerusform>
            <numerusform>بأفضل نقلة كنت ستكسب %n حصاة أكثر من الطرف الآخر. حاول مرة أخرى!</numerusform>
            <numerusform>بأفضل نقلة كنت ستكسب %n حصاة أكثر من الطرف الآخر. حاول مرة أخرى!</numerusform>
        </translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Well done, pit %1 is the best move!</source>
        <comment>puzzle</comment>
        <extracomment>Puzzles: the right move was played; %1 is its pit (A, B, a or b)</extracomment>
        <translation>أحسنت، الحفرة %1 هي أفضل نقلة!</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The best move is pit %1.</source>
        <comment>puzzle</comment>
        <extracomment>Puzzles, Show me: the solution is played; %1 is its pit (A, B, a or b)</extracomment>
        <translation>أفضل نقلة هي الحفرة %1.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Pit %1 instead: %2</source>
        <comment>puzzle</comment>
        <extracomment>Puzzles, Show me: what the other move would have given; %1 is its pit, %2 the sentence on what it gains (&quot;With best play from there, ...&quot;)</extracomment>
        <translation>ولو لعبت الحفرة %1 بدلًا منها: %2</translation>
    </message>
    <message numerus="yes">
        <location line="+17"/>
        <location filename="../ui/paper/worksheet_texts.cpp" line="+82"/>
        <source>%1 %2 capturing %n</source>
        <comment>puzzle solution move</comment>
        <translation>
            <numerusform>%1 %2 مع أخذ %n</numerusform>
            <numerusform>%1 %2 مع أخذ حصاة واحدة</numerusform>
            <numerusform>%1 %2 مع أخذ حصاتين</numerusform>
            <numerusform>%1 %2 مع أخذ %n</numerusform>
            <numerusform>%1 %2 مع أخذ %n</numerusform>
            <numerusform>%1 %2 مع أخذ %n</numerusform>
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
        <translation>أفضل لعب من هنا: %1.</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>, </source>
        <comment>list separator</comment>
        <translation>، </translation>
    </message>
</context>
<context>
    <name>ReplayVerdicts</name>
    <message>
        <location filename="../ui/replay/replay_verdicts.cpp" line="+22"/>
        <source> or </source>
        <extracomment>Separates equally good moves: &quot;A or B&quot;.</extracomment>
        <translation> أو </translation>
    </message>
    <message>
        <location line="+7"/>
        <source>A draw with perfect play</source>
        <translation>تعادل مع لعب مثالي</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%1 wins by %n with perfect play</source>
        <extracomment>The exact value of a position: %1 (a player&apos;s name, or South or North) finishes %n counters ahead.</extracomment>
        <translation>
            <numerusform>يفوز %1 بفارق %n مع لعب مثالي</numerusform>
            <numerusform>يفوز %1 بفارق حصاة واحدة مع لعب مثالي</numerusform>
            <numerusform>يفوز %1 بفارق حصاتين مع لعب مثالي</numerusform>
            <numerusform>يفوز %1 بفارق %n مع لعب مثالي</numerusform>
            <numerusform>يفوز %1 بفارق %n مع لعب مثالي</numerusform>
            <numerusform>يفوز %1 بفارق %n مع لعب مثالي</numerusform>
        </translation>
    </message>
    <message>
        <location line="+18"/>
        <source>The game is over: a draw, %1.</source>
        <extracomment>The replayed game is over; %1 is the score such as 14–14.</extracomment>
        <translation>انتهت المباراة: تعادل، %1.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The game is over: %1 won %2.</source>
        <extracomment>The replayed game is over; %1 is the winner (a player&apos;s name, or South or North), %2 the score such as 16–12.</extracomment>
        <translation>انتهت المباراة: الفائز %1 بنتيجة %2.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>&lt;b&gt;Now:&lt;/b&gt; %1. %2 to move; best: &lt;b&gt;%3&lt;/b&gt;.</source>
        <extracomment>The position on the board. %1 its value in words, %2 the side to move, %3 the best moves (&quot;A or B&quot;).</extracomment>
        <translation>&lt;b&gt;الآن:&lt;/b&gt; %1. دور %2؛ الأفضل: &lt;b&gt;%3&lt;/b&gt;.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The start of the game.</source>
        <extracomment>Shown for the start of the game, where no move is selected.</extracomment>
        <translation>بداية المباراة.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The solver is working out the values of the moves…</source>
        <extracomment>In the replay&apos;s analysis box while the solver works out the values of the game.</extracomment>
        <translation>البرنامج يحسب قيم النقلات…</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&lt;b&gt;Move %1, %2 by %3.&lt;/b&gt; Before it: %4; best: %5.</source>
        <extracomment>The verdict on the selected move. %1 move number, %2 the move (Bx4), %3 the player, %4 the value before it in words, %5 the best moves there (&quot;A or B&quot;).</extracomment>
        <translation>&lt;b&gt;النقلة %1، %2، لعبها %3.&lt;/b&gt; قبلها: %4؛ الأفضل: %5.</translation>
    </message>
    <message numerus="yes">
        <location line="+8"/>
        <source>&lt;span style=&apos;color:#c02020&apos;&gt;%1 It gave away %n counters.&lt;/span&gt;</source>
        <extracomment>After the verdict on a move that was not the best. %1 is the mistake mark, &quot;?&quot; or &quot;??&quot;; %n the counters of the final score it gave away.</extracomment>
        <translation>
            <numerusform>&lt;span style=&apos;color:#c02020&apos;&gt;%1 أضاعت %n حصاة.&lt;/span&gt;</numerusform>
            <numerusform>&lt;span style=&apos;color:#c02020&apos;&gt;%1 أضاعت حصاة واحدة.&lt;/span&gt;</numerusform>
            <numerusform>&lt;span style=&apos;color:#c02020&apos;&gt;%1 أضاعت حصاتين.&lt;/span&gt;</numerusform>
            <numerusform>&lt;span style=&apos;color:#c02020&apos;&gt;%1 أضاعت %n حصيات.&lt;/span&gt;</numerusform>
            <numerusform>&lt;span style=&apos;color:#c02020&apos;&gt;%1 أضاعت %n حصاة.&lt;/span&gt;</numerusform>
            <numerusform>&lt;span style=&apos;color:#c02020&apos;&gt;%1 أضاعت %n حصاة.&lt;/span&gt;</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The best move.</source>
        <translation>أفضل نقلة.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>One of the best moves.</source>
        <translation>إحدى أفضل النقلات.</translation>
    </message>
</context>
<context>
    <name>SaveAsFlow</name>
    <message>
        <location filename="../ui/records/save_as_flow.cpp" line="+27"/>
        <source>Tihbat game records (*.tihbat)</source>
        <extracomment>File dialog filter; keep &quot;(*.tihbat)&quot; as it is</extracomment>
        <translation>سجلات مباريات تيهبات (*.tihbat)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The game could not be saved.</source>
        <extracomment>Message box when saving the game as a record failed; the reason follows</extracomment>
        <translation>تعذّر حفظ المباراة.</translation>
    </message>
</context>
<context>
    <name>SavedGameQuestions</name>
    <message>
        <location filename="../ui/records/saved_game_questions.cpp" line="+40"/>
        <source>Your last game was not finished.</source>
        <extracomment>Asked at start when the last game was not finished</extracomment>
        <translation>مباراتك الأخيرة لم تنتهِ.</translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>%1 against %2. Moves played: %n. Do you want to continue it?</source>
        <extracomment>%1 and %2 are player names, %n the number of moves played</extracomment>
        <translation>
            <numerusform>%1 ضد %2. النقلات الملعوبة: %n. هل تريد متابعتها؟</numerusform>
            <numerusform>%1 ضد %2. النقلات الملعوبة: %n. هل تريد متابعتها؟</numerusform>
            <numerusform>%1 ضد %2. النقلات الملعوبة: %n. هل تريد متابعتها؟</numerusform>
            <numerusform>%1 ضد %2. النقلات الملعوبة: %n. هل تريد متابعتها؟</numerusform>
            <numerusform>%1 ضد %2. النقلات الملعوبة: %n. هل تريد متابعتها؟</numerusform>
            <numerusform>%1 ضد %2. النقلات الملعوبة: %n. هل تريد متابعتها؟</numerusform>
        </translation>
    </message>
    <message>
        <location line="+8"/>
        <source>&amp;Continue Game</source>
        <extracomment>Button: continue the unfinished game</extracomment>
        <translation>&amp;تابع المباراة</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;New Game</source>
        <extracomment>Button: forget the unfinished game and start a new one</extracomment>
        <translation>مباراة &amp;جديدة</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Your last game could not be continued: its saved file could not be read.</source>
        <extracomment>At start, when the saved game cannot be read</extracomment>
        <translation>تعذّرت متابعة مباراتك الأخيرة: تعذّرت قراءة ملفها المحفوظ.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1

The file was kept as %2. A new game starts now.</source>
        <extracomment>%1 is what is wrong with the file, %2 where the file was kept</extracomment>
        <translation>%1

حُفظ الملف باسم %2. تبدأ الآن مباراة جديدة.</translation>
    </message>
</context>
<context>
    <name>ScoreSheetTexts</name>
    <message>
        <location filename="../ui/paper/score_sheet_texts.cpp" line="+13"/>
        <source>Score Sheet</source>
        <extracomment>Heading of the printed record of one game, its moves, values and result</extracomment>
        <translation>ورقة المباراة</translation>
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
        <translation>التاريخ</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Event</source>
        <extracomment>Score sheet: the tournament or occasion of the game</extracomment>
        <translation>المناسبة</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Site</source>
        <extracomment>Score sheet: where the game was played</extracomment>
        <translation>المكان</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Round</source>
        <extracomment>Score sheet: the round of a tournament</extracomment>
        <translation>الجولة</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Rules</source>
        <extracomment>Score sheet: the rule options of the game</extracomment>
        <translation>القواعد</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Result</source>
        <extracomment>Score sheet: the final score</extracomment>
        <translation>النتيجة</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Winner</source>
        <extracomment>Score sheet: the player who won, whose name follows</extracomment>
        <translation>الفائز</translation>
    </message>
    <message numerus="yes">
        <location line="+11"/>
        <source>%n counters per pit</source>
        <extracomment>Score sheet, the rules: how many counters each pit held at the start</extracomment>
        <translation>
            <numerusform>%n حصاة في كل حفرة</numerusform>
            <numerusform>حصاة واحدة في كل حفرة</numerusform>
            <numerusform>حصاتان في كل حفرة</numerusform>
            <numerusform>%n حصيات في كل حفرة</numerusform>
            <numerusform>%n حصاة في كل حفرة</numerusform>
            <numerusform>%n حصاة في كل حفرة</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>chain capture</source>
        <translation>الأخذ المتسلسل</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>no chain capture</source>
        <translation>بدون أخذ متسلسل</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 moves first</source>
        <extracomment>Score sheet, the rules: %1 is South or North</extracomment>
        <translation>يبدأ %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>from a set-up position</source>
        <extracomment>Score sheet, the rules: the game started from a position set up by hand</extracomment>
        <translation>من وضعية أُعدّت باليد</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>not finished</source>
        <extracomment>Score sheet: the result of a game that was stopped before its end</extracomment>
        <translation>لم تنتهِ</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>A draw</source>
        <extracomment>Score sheet: the result of a game that ended equal</extracomment>
        <translation>تعادل</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Value of the position</source>
        <extracomment>Score sheet: heading of the graph of the position&apos;s value move by move</extracomment>
        <translation>قيمة الوضعية</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Values: the final score difference, South minus North, with perfect play from there on.</source>
        <extracomment>Score sheet: what the values in the graph and the move list mean</extracomment>
        <translation>القيم: الفرق في النتيجة النهائية، الجنوب ناقص الشمال، مع لعب مثالي من تلك اللحظة.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Moves</source>
        <extracomment>Score sheet: heading of the list of moves</extracomment>
        <translation>النقلات</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The board after the captures</source>
        <extracomment>Score sheet: heading of the board diagrams after the captures</extracomment>
        <translation>اللوحة بعد كل أخذ</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>No.</source>
        <extracomment>Score sheet, move list column: the move&apos;s number</extracomment>
        <translation>رقم</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Player</source>
        <extracomment>Score sheet, move list column: South or North</extracomment>
        <translation>اللاعب</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Move</source>
        <extracomment>Score sheet, move list column: the move in notation (Bx4)</extracomment>
        <translation>النقلة</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Value</source>
        <extracomment>Score sheet, move list column: the position&apos;s value after the move</extracomment>
        <translation>القيمة</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Verdict</source>
        <extracomment>Score sheet, move list column: whether the move was best, or what it gave away</extracomment>
        <translation>الحكم</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>best</source>
        <extracomment>Score sheet, a move&apos;s verdict: it kept the value (one of the best moves)</extracomment>
        <translation>الأفضل</translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>%1 gave away %n</source>
        <extracomment>Score sheet, a move&apos;s verdict: %1 is the mistake mark, &quot;?&quot; or &quot;??&quot;; %n the counters of the final score it gave away</extracomment>
        <translation>
            <numerusform>%1 أضاعت %n</numerusform>
            <numerusform>%1 أضاعت %n</numerusform>
            <numerusform>%1 أضاعت %n</numerusform>
            <numerusform>%1 أضاعت %n</numerusform>
            <numerusform>%1 أضاعت %n</numerusform>
            <numerusform>%1 أضاعت %n</numerusform>
        </translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Move %1: %2 %3, value %4</source>
        <extracomment>Score sheet, under a board diagram: %1 the move&apos;s number, %2 South or North, %3 the move (Bx4), %4 the value after it (+2)</extracomment>
        <translation>النقلة %1: %2 %3، القيمة %4</translation>
    </message>
    <message numerus="yes">
        <location line="+9"/>
        <source>This position was on the board before, so the game ended: the %n counters left on the board were shared equally.</source>
        <extracomment>Score sheet, under the last diagram of a game that ended by repetition, when the earlier position was one a player passed in; %n counters were left on the board</extracomment>
        <translation>
            <numerusform>هذه الوضعية كانت على اللوحة من قبل، فانتهت المباراة: قُسمت %n حصاة بقيت على اللوحة بالتساوي.</numerusform>
            <numerusform>هذه الوضعية كانت على اللوحة من قبل، فانتهت المباراة: قُسمت الحصاة الباقية على اللوحة بالتساوي.</numerusform>
            <numerusform>هذه الوضعية كانت على اللوحة من قبل، فانتهت المباراة: قُسمت الحصاتان الباقيتان على اللوحة بالتساوي.</numerusform>
            <numerusform>هذه الوضعية كانت على اللوحة من قبل، فانتهت المباراة: قُسمت %n حصيات بقيت على اللوحة بالتساوي.</numerusform>
            <numerusform>هذه الوضعية كانت على اللوحة من قبل، فانتهت المباراة: قُسمت %n حصاة بقيت على اللوحة بالتساوي.</numerusform>
            <numerusform>هذه الوضعية كانت على اللوحة من قبل، فانتهت المباراة: قُسمت %n حصاة بقيت على اللوحة بالتساوي.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>The starting position came back, so the game ended: the %n counters left on the board were shared equally.</source>
        <extracomment>Score sheet, under the last diagram of a game that ended by repetition: the board was as at the start; %n counters were left on the board</extracomment>
        <translation>
            <numerusform>عادت وضعية البداية، فانتهت المباراة: قُسمت %n حصاة بقيت على اللوحة بالتساوي.</numerusform>
            <numerusform>عادت وضعية البداية، فانتهت المباراة: قُسمت الحصاة الباقية على اللوحة بالتساوي.</numerusform>
            <numerusform>عادت وضعية البداية، فانتهت المباراة: قُسمت الحصاتان الباقيتان على اللوحة بالتساوي.</numerusform>
            <numerusform>عادت وضعية البداية، فانتهت المباراة: قُسمت %n حصيات بقيت على اللوحة بالتساوي.</numerusform>
            <numerusform>عادت وضعية البداية، فانتهت المباراة: قُسمت %n حصاة بقيت على اللوحة بالتساوي.</numerusform>
            <numerusform>عادت وضعية البداية، فانتهت المباراة: قُسمت %n حصاة بقيت على اللوحة بالتساوي.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>The position after move %1 came back, so the game ended: the %n counters left on the board were shared equally.</source>
        <extracomment>Score sheet, under the last diagram of a game that ended by repetition: %1 is the number of the earlier move after which the board was the same; %n counters were left on the board</extracomment>
        <translation>
            <numerusform>عادت الوضعية التي كانت بعد النقلة %1، فانتهت المباراة: قُسمت %n حصاة بقيت على اللوحة بالتساوي.</numerusform>
            <numerusform>عادت الوضعية التي كانت بعد النقلة %1، فانتهت المباراة: قُسمت الحصاة الباقية على اللوحة بالتساوي.</numerusform>
            <numerusform>عادت الوضعية التي كانت بعد النقلة %1، فانتهت المباراة: قُسمت الحصاتان الباقيتان على اللوحة بالتساوي.</numerusform>
            <numerusform>عادت الوضعية التي كانت بعد النقلة %1، فانتهت المباراة: قُسمت %n حصيات بقيت على اللوحة بالتساوي.</numerusform>
            <numerusform>عادت الوضعية التي كانت بعد النقلة %1، فانتهت المباراة: قُسمت %n حصاة بقيت على اللوحة بالتساوي.</numerusform>
            <numerusform>عادت الوضعية التي كانت بعد النقلة %1، فانتهت المباراة: قُسمت %n حصاة بقيت على اللوحة بالتساوي.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SoundOutputLoader</name>
    <message>
        <location filename="../ui/sound/sound_output_loader.cpp" line="+47"/>
        <source>Sound is off: the sound module %1 is not in %2.</source>
        <extracomment>On the terminal. %1 is a file name, %2 one or more folders.</extracomment>
        <translation>الصوت معطّل: وحدة الصوت %1 غير موجودة في %2.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Sound is off: the sound module %1 cannot be loaded: %2</source>
        <extracomment>On the terminal. %1 is a file&apos;s path, %2 the reason from Qt (in English).</extracomment>
        <translation>الصوت معطّل: تعذّر تحميل وحدة الصوت %1: %2</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Sound is off: %1 is a Qt plugin but not this game&apos;s sound module (%2).</source>
        <extracomment>On the terminal. %1 is a file&apos;s path, %2 the name of what it should provide.</extracomment>
        <translation>الصوت معطّل: %1 إضافة Qt لكنها ليست وحدة الصوت الخاصة بهذه اللعبة (%2).</translation>
    </message>
</context>
<context>
    <name>Tutorial</name>
    <message>
        <location filename="../model/game/learn/tutorial.cpp" line="+64"/>
        <source>The board</source>
        <comment>lesson title</comment>
        <extracomment>Title of a lesson in Help &gt; Learn to Play</extracomment>
        <translation>اللوحة</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Taking out and sowing</source>
        <comment>lesson title</comment>
        <translation>الإخراج والتوزيع</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Round the board</source>
        <comment>lesson title</comment>
        <translation>الدوران حول اللوحة</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Capturing</source>
        <comment>lesson title</comment>
        <translation>الأخذ</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Only on your side</source>
        <comment>lesson title</comment>
        <translation>في جهتك فقط</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Passing</source>
        <comment>lesson title</comment>
        <translation>تمرير الدور</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A position comes back</source>
        <comment>lesson title</comment>
        <translation>وضعية تعود</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Who wins?</source>
        <comment>lesson title</comment>
        <translation>من يفوز؟</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Two players share this board: you are South, so the two pits at the bottom, A and B, are yours, and the two at the top, a and b, are North&apos;s; the long hollow on your right is your store, for the counters you capture.</source>
        <comment>lesson</comment>
        <extracomment>Lesson sentence. The learner is South; stores: the trays at the sides of the board</extracomment>
        <translation>لاعبان يتقاسمان هذه اللوحة: أنت الجنوب، فالحفرتان في الأسفل، A وB، لك، والحفرتان في الأعلى، a وb، للشمال؛ والتجويف الطويل على يمينك هو مخزنك، تضع فيه الحصيات التي تأخذها.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>On your turn you take all the counters out of one of your pits and drop them one at a time, and the first one goes straight back into the pit you just emptied.</source>
        <comment>lesson</comment>
        <translation>في دورك تُخرج كل الحصيات من إحدى حفرتيك وتضعها في الحفر واحدة واحدة، والأولى تعود مباشرة إلى الحفرة التي أفرغتها للتو.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The counters always go round the board the same way, counter-clockwise: from A to B, across to North&apos;s a and b, and back to A.</source>
        <comment>lesson</comment>
        <translation>تدور الحصيات حول اللوحة دائمًا في الاتجاه نفسه، عكس اتجاه عقارب الساعة: من A إلى B، ثم إلى a وb عند الشمال، ثم تعود إلى A.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>If your last counter lands in one of your own pits and that pit then holds 2, 4, 6 or 8 counters, you capture them all: they go into your store.</source>
        <comment>lesson</comment>
        <translation>إذا سقطت حصاتك الأخيرة في إحدى حفرتيك وصار فيها 2 أو 4 أو 6 أو 8 حصيات، فإنك تأخذها كلها: تذهب إلى مخزنك.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A last counter that lands on North&apos;s side never captures, even when it makes 2, 4, 6 or 8 there.</source>
        <comment>lesson</comment>
        <translation>الحصاة الأخيرة التي تسقط في جهة الشمال لا تأخذ شيئًا أبدًا، حتى لو صار هناك 2 أو 4 أو 6 أو 8.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A player whose two pits are both empty cannot move: they pass, and the other player moves again.</source>
        <comment>lesson</comment>
        <translation>اللاعب الذي تكون حفرتاه فارغتين لا يستطيع أن يلعب: يمرّ دوره، ويلعب اللاعب الآخر مرة أخرى.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>If a position comes back (the same number of counters in every pit and the same player to move), the game ends at once, and the counters left on the board are shared equally.</source>
        <comment>lesson</comment>
        <translation>إذا عادت وضعية (العدد نفسه من الحصيات في كل حفرة والدور للاعب نفسه)، تنتهي المباراة فورًا، وتُقسَم الحصيات الباقية على اللوحة بالتساوي.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>At the end each player counts the counters in their store plus their share of the board: whoever has more wins, and the same number is a draw.</source>
        <comment>lesson</comment>
        <translation>في النهاية يعدّ كل لاعب الحصيات التي في مخزنه مع نصيبه من اللوحة: من عنده أكثر يفوز، وإذا تساوى العددان فهو تعادل.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Click one of your own pits.</source>
        <comment>lesson task</comment>
        <extracomment>Lesson task</extracomment>
        <translation>انقر على إحدى حفرتيك.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Take the counters out of pit %1 by clicking it, then click each pit where a counter goes, one by one.</source>
        <comment>lesson task</comment>
        <extracomment>Lesson task; %1 is a pit letter</extracomment>
        <translation>أخرِج الحصيات من الحفرة %1 بالنقر عليها، ثم انقر على كل حفرة تذهب إليها حصاة، واحدة واحدة.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>One of your moves leaves 2 counters in North&apos;s pit a, the other captures. Play the one that captures.</source>
        <comment>lesson task</comment>
        <extracomment>Lesson task</extracomment>
        <translation>إحدى نقلتيك تترك حصاتين في الحفرة a عند الشمال، والأخرى تأخذ. العب النقلة التي تأخذ.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Find the move that captures, and play it.</source>
        <comment>lesson task</comment>
        <extracomment>Lesson task</extracomment>
        <translation>جِد النقلة التي تأخذ، والعبها.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>North has no counters. Play the move that keeps all your counters on your side, so that North must pass.</source>
        <comment>lesson task</comment>
        <extracomment>Lesson task</extracomment>
        <translation>لا حصيات عند الشمال. العب النقلة التي تُبقي كل حصياتك في جهتك، حتى يمرّ دور الشمال.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Play the move that brings back this very position.</source>
        <comment>lesson task</comment>
        <extracomment>Lesson task</extracomment>
        <translation>العب النقلة التي تعيد هذه الوضعية بالضبط.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>This position came back, so the game is over, and the %1 counters left on the board are shared equally. Who wins?</source>
        <comment>lesson task</comment>
        <extracomment>Lesson task; %1 is how many counters are left on the board (an even number)</extracomment>
        <translation>عادت هذه الوضعية، فانتهت المباراة، وتُقسَم الحصيات الباقية على اللوحة (%1) بالتساوي. من يفوز؟</translation>
    </message>
    <message>
        <location filename="../model/game/learn/tutorial_run.cpp" line="+195"/>
        <source>Your last counter made %1 in pit %2, but that pit is North&apos;s: you only capture in your own pits.</source>
        <extracomment>Lesson: the last counter made an even number on North&apos;s side; %1 the count, %2 the pit</extracomment>
        <translation>بحصاتك الأخيرة صار عدد الحصيات في الحفرة %2 هو %1، لكن هذه الحفرة للشمال: لا تأخذ إلا في حفرتيك.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Your last counter fell into pit %1, on North&apos;s side, so nothing is captured.</source>
        <extracomment>Lesson: %1 is the pit on North&apos;s side where the last counter fell</extracomment>
        <translation>سقطت حصاتك الأخيرة في الحفرة %1، في جهة الشمال، فلا أخذ.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Your last counter made %1 in pit %2. That is not 2, 4, 6 or 8, so nothing is captured.</source>
        <extracomment>Lesson: %1 is the count the last counter made in the learner&apos;s own pit %2</extracomment>
        <translation>بحصاتك الأخيرة صار عدد الحصيات في الحفرة %2 هو %1. هذا ليس 2 ولا 4 ولا 6 ولا 8، فلا أخذ.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>A counter went into North&apos;s pit %1, so North can move and does not pass.</source>
        <extracomment>Lesson: the learner&apos;s move put a counter in North&apos;s pit %1</extracomment>
        <translation>ذهبت حصاة إلى الحفرة %1 عند الشمال، فيستطيع الشمال أن يلعب ولا يمرّ دوره.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Your counters went into other pits, so the board changed and the game goes on. Think of a move that leaves every pit as it was.</source>
        <extracomment>Lesson: the learner&apos;s move changed the board instead of bringing it back</extracomment>
        <translation>ذهبت حصياتك إلى حفر أخرى، فتغيّرت اللوحة والمباراة مستمرة. فكّر في نقلة تترك كل حفرة كما كانت.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>That move does not do what the task asks.</source>
        <extracomment>Lesson: a move that did not do what the task asked (a fallback)</extracomment>
        <translation>هذه النقلة لا تفعل ما تطلبه المهمة.</translation>
    </message>
</context>
<context>
    <name>WorksheetTexts</name>
    <message>
        <location filename="../ui/paper/worksheet_texts.cpp" line="-74"/>
        <source>Tihbat puzzles</source>
        <extracomment>Worksheet: the title printed when the teacher gives none</extracomment>
        <translation>ألغاز تيهبات</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Name:</source>
        <extracomment>Worksheet: the pupil writes their name on the line after it</extracomment>
        <translation>الاسم:</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Date:</source>
        <extracomment>Worksheet: the pupil writes the date on the line after it</extracomment>
        <translation>التاريخ:</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Find the best move for the side to play in each position and write its pit letter on the line.</source>
        <extracomment>Worksheet: what to do, under the title</extracomment>
        <translation>جِد أفضل نقلة للطرف الذي عليه الدور في كل وضعية، واكتب حرف حفرتها على السطر.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Puzzle %1</source>
        <extracomment>Worksheet: over each board diagram; %1 is the puzzle&apos;s number on the sheet</extracomment>
        <translation>اللغز %1</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Best move:</source>
        <extracomment>Worksheet: under each diagram, before the line where the pupil writes the pit letter</extracomment>
        <translation>أفضل نقلة:</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Answer key: %1</source>
        <extracomment>Worksheet: the heading of the answers page; %1 is the sheet&apos;s title</extracomment>
        <translation>مفتاح الأجوبة: %1</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Page %1 of %2</source>
        <extracomment>Worksheet: at the foot of each page</extracomment>
        <translation>الصفحة %1 من %2</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Sheet %1</source>
        <extracomment>Worksheet: at the foot of each page, the number that prints the same sheet again</extracomment>
        <translation>الورقة %1</translation>
    </message>
    <message numerus="yes">
        <location line="+13"/>
        <source>Pit %1 wins %n more counters than pit %2.</source>
        <comment>answer key</comment>
        <extracomment>Worksheet answer key: %1 the best move&apos;s pit, %2 the other pit, %n how many more counters the best move wins than the other with best play</extracomment>
        <translation>
            <numerusform>الحفرة %1 تكسب %n حصاة أكثر من الحفرة %2.</numerusform>
            <numerusform>الحفرة %1 تكسب حصاة واحدة أكثر من الحفرة %2.</numerusform>
            <numerusform>الحفرة %1 تكسب حصاتين أكثر من الحفرة %2.</numerusform>
            <numerusform>الحفرة %1 تكسب %n حصيات أكثر من الحفرة %2.</numerusform>
            <numerusform>الحفرة %1 تكسب %n حصاة أكثر من الحفرة %2.</numerusform>
            <numerusform>الحفرة %1 تكسب %n حصاة أكثر من الحفرة %2.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <location filename="../app/main.cpp" line="+79"/>
        <source>Tihbat, a tiny Moroccan mancala for children and families.</source>
        <extracomment>First line of &quot;tihbat --help&quot;</extracomment>
        <translation>تيهبات، لعبة منقلة مغربية صغيرة للأطفال والعائلات.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Keep the game in progress in &lt;file&gt;.</source>
        <extracomment>&quot;tihbat --help&quot;: the --autosave-file option; keep &lt;file&gt; as it is</extracomment>
        <translation>احفظ المباراة الجارية في &lt;file&gt;.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Continue the saved game without asking.</source>
        <extracomment>&quot;tihbat --help&quot;: the --restore option</extracomment>
        <translation>تابع المباراة المحفوظة دون سؤال.</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>file</source>
        <extracomment>&quot;tihbat --help&quot;: the FILE argument in the list of arguments; the same word as in &quot;[file...]&quot;</extracomment>
        <translation>ملف</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Game records (.tihbat) to show in the replay viewer.</source>
        <extracomment>&quot;tihbat --help&quot;: the optional FILE argument</extracomment>
        <translation>سجلات مباريات (.tihbat) لعرضها في نافذة إعادة العرض.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>[file...]</source>
        <extracomment>&quot;tihbat --help&quot;: the FILE argument in the usage line; keep the brackets and dots</extracomment>
        <translation>[ملف...]</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>Tihbat is already running: its window is in front.</source>
        <translation>تيهبات قيد التشغيل بالفعل: نافذتها في المقدمة.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Tihbat is already running: the game records open in its window.</source>
        <translation>تيهبات قيد التشغيل بالفعل: تُفتح سجلات المباريات في نافذتها.</translation>
    </message>
</context>
<context>
    <name>tihbat::AboutDialog</name>
    <message>
        <location filename="../ui/help/about_dialog.cpp" line="+84"/>
        <source>About Tihbat</source>
        <comment>window title</comment>
        <extracomment>Window title</extracomment>
        <translation>حول تيهبات</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&lt;p&gt;A tiny mancala game from Taourirt province in Morocco: four pits, seven counters in each, and a lot to think about.&lt;/p&gt;&lt;p&gt;Play against a friend on the same screen or against the computer, from Beginner to Perfect. The Perfect computer and the hints know the exact value of every position.&lt;/p&gt;</source>
        <extracomment>About box: what the game is (the heading above it shows the name and version)</extracomment>
        <translation>&lt;p&gt;لعبة منقلة صغيرة من إقليم تاوريرت في المغرب: أربع حفر، في كل واحدة سبع حصيات، والكثير مما يستحق التفكير.&lt;/p&gt;&lt;p&gt;العب ضد صديق على الشاشة نفسها أو ضد الحاسوب، من مستوى مبتدئ إلى مستوى مثالي. الحاسوب المثالي والتلميحات تعرف القيمة الدقيقة لكل وضعية.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Copyright © 2026 The Tihbat developers</source>
        <extracomment>About box: the copyright line; &quot;The Tihbat developers&quot; are the program&apos;s authors</extracomment>
        <translation>حقوق النشر © 2026 مطوّرو تيهبات</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&lt;p&gt;Tihbat is free software: you may share and change it under the terms of the GNU General Public License, version 3 or (at your option) any later version (GPL-3.0-or-later).&lt;/p&gt;&lt;p&gt;It comes with ABSOLUTELY NO WARRANTY. The Licence tab has the full text.&lt;/p&gt;</source>
        <extracomment>About box: the licence in short. Keep &quot;GNU General Public License&quot; and &quot;GPL-3.0-or-later&quot; as they are (the licence&apos;s own name); the full text follows in the Licence tab in English, the only legally binding version.</extracomment>
        <translation>&lt;p&gt;تيهبات برنامج حرّ: يمكنك أن تنشره وتغيّره وفق شروط رخصة GNU General Public License، الإصدار 3 أو (حسب اختيارك) أي إصدار لاحق (GPL-3.0-or-later).&lt;/p&gt;&lt;p&gt;يأتي البرنامج دون أي ضمان على الإطلاق. النص الكامل في تبويب الرخصة.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&lt;p&gt;&lt;b&gt;Game, solver, artwork and translations&lt;/b&gt;&lt;br&gt;The Tihbat developers&lt;/p&gt;&lt;p&gt;&lt;b&gt;The game&lt;/b&gt;&lt;br&gt;Tihbat as children play it in Taourirt province, Morocco&lt;/p&gt;&lt;p&gt;&lt;b&gt;Built with&lt;/b&gt;&lt;br&gt;Qt %1, under the GNU Lesser General Public License, version 3&lt;/p&gt;</source>
        <extracomment>About box, Credits tab; %1 is the version of Qt, e.g. 6.4.2</extracomment>
        <translation>&lt;p&gt;&lt;b&gt;اللعبة والمحلّل والرسوم والترجمات&lt;/b&gt;&lt;br&gt;مطوّرو تيهبات&lt;/p&gt;&lt;p&gt;&lt;b&gt;اللعبة&lt;/b&gt;&lt;br&gt;تيهبات كما يلعبها الأطفال في إقليم تاوريرت بالمغرب&lt;/p&gt;&lt;p&gt;&lt;b&gt;صُنع باستخدام&lt;/b&gt;&lt;br&gt;Qt %1، وفق رخصة GNU Lesser General Public License، الإصدار 3&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>About</source>
        <comment>tab</comment>
        <extracomment>About box: tab title</extracomment>
        <translation>حول</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Credits</source>
        <comment>tab</comment>
        <extracomment>About box: tab title</extracomment>
        <translation>شكر وتقدير</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Licence</source>
        <comment>tab</comment>
        <extracomment>About box: tab title; the full licence text, in English</extracomment>
        <translation>الرخصة</translation>
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
المباراة مستمرة؛ ما تغيّره الآن يبقى إلى أن تُغلق اللعبة.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Warning: settings and results are not being saved</source>
        <translation>تنبيه: الإعدادات والنتائج لا تُحفظ</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>The finished game&apos;s saved copy could not be removed.
%1
Nothing is lost: the game is over. This warning goes when the next game is saved.</source>
        <translation>تعذّر حذف النسخة المحفوظة من المباراة المنتهية.
%1
لم يضِع شيء: المباراة انتهت. يختفي هذا التنبيه عند حفظ المباراة التالية.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The game is not being saved.
%1
Nothing is lost yet: Game &gt; Save As… can keep it somewhere else. This warning stays until saving works again.</source>
        <extracomment>A lasting warning above the board. %1 is the reason, e.g. &quot;Cannot save /home/ana/.local/share/Tihbat/autosave.json: no space left on device&quot;.</extracomment>
        <translation>المباراة لا تُحفظ.
%1
لم يضِع شيء بعد: يمكنك حفظها في مكان آخر (مباراة &gt; حفظ باسم…). يبقى هذا التنبيه إلى أن يعود الحفظ إلى العمل.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Warning: the finished game&apos;s saved copy could not be removed</source>
        <translation>تنبيه: تعذّر حذف النسخة المحفوظة من المباراة المنتهية</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Warning: the game is not being saved</source>
        <translation>تنبيه: المباراة لا تُحفظ</translation>
    </message>
</context>
<context>
    <name>tihbat::BetweenGamesCard</name>
    <message>
        <location filename="../ui/network/between_games_card.cpp" line="+46"/>
        <source>Well played! Your teacher has the final standings.</source>
        <translation>أحسنت اللعب! الترتيب النهائي عند معلّمك.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Your teacher starts the next round. Your next game comes on this board.</source>
        <translation>يبدأ معلّمك الجولة التالية. ستظهر مباراتك التالية على هذه اللوحة.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Hide</source>
        <extracomment>The one button of the card a class tournament&apos;s pupil sees between games</extracomment>
        <translation>إ&amp;خفاء</translation>
    </message>
</context>
<context>
    <name>tihbat::BoardAccessibleTexts</name>
    <message>
        <location filename="../ui/board/board_accessible.cpp" line="+66"/>
        <source>Tihbat board</source>
        <extracomment>Screen reader: the name of the game board</extracomment>
        <translation>لوحة تيهبات</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>yours</source>
        <comment>pit owner</comment>
        <extracomment>Screen reader: whose a pit is, in &quot;Pit A, yours, 7 counters&quot;</extracomment>
        <translation>لك</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>opponent&apos;s</source>
        <comment>pit owner</comment>
        <translation>للخصم</translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>Pit %1, %2, %n counters</source>
        <extracomment>Screen reader: a pit. %1 is its letter (A, B, a, b), %2 whose it is (&quot;yours&quot;, &quot;opponent&apos;s&quot; or a player&apos;s name), %n how many counters are in it</extracomment>
        <translation>
            <numerusform>الحفرة %1، %2، فارغة</numerusform>
            <numerusform>الحفرة %1، %2، حصاة واحدة</numerusform>
            <numerusform>الحفرة %1، %2، حصاتان</numerusform>
            <numerusform>الحفرة %1، %2، %n حصيات</numerusform>
            <numerusform>الحفرة %1، %2، %n حصاة</numerusform>
            <numerusform>الحفرة %1، %2، %n حصاة</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>, playable</source>
        <extracomment>Screen reader: added to a pit&apos;s name when it can be played now</extracomment>
        <translation>، يمكن لعبها</translation>
    </message>
    <message numerus="yes">
        <location line="+9"/>
        <source>%1&apos;s store, %n captured</source>
        <extracomment>Screen reader: a player&apos;s store of captured counters. %1 is the player&apos;s name, %n how many counters they have captured</extracomment>
        <translation>
            <numerusform>مخزن %1، فارغ</numerusform>
            <numerusform>مخزن %1، حصاة واحدة مأخوذة</numerusform>
            <numerusform>مخزن %1، حصاتان مأخوذتان</numerusform>
            <numerusform>مخزن %1، %n حصيات مأخوذة</numerusform>
            <numerusform>مخزن %1، %n حصاة مأخوذة</numerusform>
            <numerusform>مخزن %1، %n حصاة مأخوذة</numerusform>
        </translation>
    </message>
    <message>
        <location line="+8"/>
        <source>South side</source>
        <translation>جهة الجنوب</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>North side</source>
        <translation>جهة الشمال</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1, %2: %3</source>
        <extracomment>Screen reader: a player&apos;s name plate with a notice on it. %1 is the name, %2 the side (&quot;South side&quot;), %3 the notice (&quot;has left&quot;)</extracomment>
        <translation>%1، %2: %3</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1, %2</source>
        <extracomment>Screen reader: a player&apos;s name plate. %1 is the name, %2 the side (&quot;South side&quot;)</extracomment>
        <translation>%1، %2</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Game over</source>
        <extracomment>Screen reader: the turn badge once the game has ended</extracomment>
        <translation>انتهت المباراة</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1, %2</source>
        <comment>turn badge</comment>
        <extracomment>Screen reader: the turn badge when the window words the turn itself. %1 is the name of the player to move, %2 the words on their name plate (&quot;your turn&quot;)</extracomment>
        <translation>%1، %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 to move</source>
        <extracomment>Screen reader: the turn badge. %1 is the name of the player to move</extracomment>
        <translation>دور %1</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1 played pit %2.</source>
        <extracomment>Screen reader, after a move: %1 is the player, %2 the pit letter</extracomment>
        <translation>نقلة %1: الحفرة %2.</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>Captured %n.</source>
        <extracomment>Screen reader, after a move that captured: %n counters captured</extracomment>
        <translation>
            <numerusform>أُخذت %n حصاة.</numerusform>
            <numerusform>أُخذت حصاة واحدة.</numerusform>
            <numerusform>أُخذت حصاتان.</numerusform>
            <numerusform>أُخذت %n حصيات.</numerusform>
            <numerusform>أُخذت %n حصاة.</numerusform>
            <numerusform>أُخذت %n حصاة.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 passes.</source>
        <extracomment>Screen reader: the other player had no counters and passed. %1 is that player</extracomment>
        <translation>مرّ دور %1.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Game over: %1 %2, %3 %4.</source>
        <extracomment>Screen reader: the end of the game. %1 and %3 are the players, %2 and %4 their final scores</extracomment>
        <translation>انتهت المباراة: %1 %2، %3 %4.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 wins.</source>
        <extracomment>Screen reader: who won. %1 is the player</extracomment>
        <translation>الفائز: %1.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A draw.</source>
        <extracomment>Screen reader: nobody won</extracomment>
        <translation>تعادل.</translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+11"/>
        <source>%1 to move.</source>
        <extracomment>Screen reader, after a move: %1 is the player to move now</extracomment>
        <translation>دور %1.</translation>
    </message>
</context>
<context>
    <name>tihbat::BoardLookActions</name>
    <message>
        <location filename="../ui/play/board_look_actions.cpp" line="+40"/>
        <source>&amp;High-Contrast Board</source>
        <extracomment>View menu: the board in flat, high-contrast colours (as in presentation mode)</extracomment>
        <translation>لوحة عالية التبا&amp;ين</translation>
    </message>
</context>
<context>
    <name>tihbat::BoardPictureActions</name>
    <message>
        <location filename="../ui/print/board_picture_actions.cpp" line="+54"/>
        <source>&amp;Copy Board</source>
        <extracomment>Game menu: puts a picture of the board as it is shown on the clipboard</extracomment>
        <translation>&amp;نسخ اللوحة</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>E&amp;xport Board Picture…</source>
        <extracomment>Game menu: saves a picture of the board as a PNG or SVG file, at a size the person chooses</extracomment>
        <translation>&amp;تصدير صورة اللوحة…</translation>
    </message>
    <message>
        <location line="+55"/>
        <source>A picture of the board is on the clipboard: paste it where you want it.</source>
        <extracomment>In the status bar after Copy Board</extracomment>
        <translation>صورة اللوحة في الحافظة: الصقها حيث تريد.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Board picture saved to %1</source>
        <extracomment>In the status bar after Export Board Picture; %1 is the file&apos;s full path</extracomment>
        <translation>حُفظت صورة اللوحة في %1</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Export Board Picture</source>
        <extracomment>Title of the dialog that asks the size of an exported board picture</extracomment>
        <translation>تصدير صورة اللوحة</translation>
    </message>
    <message>
        <location line="+12"/>
        <location line="+1"/>
        <source> px</source>
        <extracomment>Export Board Picture: a unit after the width and height</extracomment>
        <translation> بكسل</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Show the move &amp;values</source>
        <extracomment>Export Board Picture: the value of each move over its pit, as the hint shows it</extracomment>
        <translation>إظهار &amp;قيم النقلات</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Show the &amp;names</source>
        <extracomment>Export Board Picture: the players&apos; name plates</extracomment>
        <translation>إظهار الأ&amp;سماء</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&amp;Width:</source>
        <extracomment>Export Board Picture: the picture&apos;s width in pixels</extracomment>
        <translation>العر&amp;ض:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Height:</source>
        <extracomment>Export Board Picture: the picture&apos;s height in pixels</extracomment>
        <translation>الا&amp;رتفاع:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The board keeps its shape inside this size; the rest is the table&apos;s colour.</source>
        <extracomment>Export Board Picture, under the width and height: what they are for</extracomment>
        <translation>تحافظ اللوحة على شكلها داخل هذا الحجم؛ والباقي بلون الطاولة.</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>PNG pictures (*.png)</source>
        <extracomment>Export Board Picture: a file type in the save dialog</extracomment>
        <translation>صور PNG (*.png)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>SVG drawings (*.svg)</source>
        <extracomment>Export Board Picture: a file type in the save dialog; drawings that stay sharp at any size</extracomment>
        <translation>رسوم SVG (*.svg)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>board %1</source>
        <extracomment>Export Board Picture: the suggested file name; %1 is today&apos;s date</extracomment>
        <translation>لوحة %1</translation>
    </message>
</context>
<context>
    <name>tihbat::BoardScene</name>
    <message>
        <location filename="../ui/board/board_scene.cpp" line="+278"/>
        <source>ends with %1</source>
        <comment>nameplate</comment>
        <extracomment>On a player&apos;s nameplate after the end of a game: %1 is their final score</extracomment>
        <translation>في النهاية %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>to move</source>
        <comment>turn</comment>
        <translation>الدور الآن</translation>
    </message>
    <message>
        <location line="+87"/>
        <source>%1 passes</source>
        <extracomment>Shown on the board when a player has no counters and must pass; %1 is their name.</extracomment>
        <translation>مرّ دور %1</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Game over</source>
        <translation>انتهت المباراة</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>South</source>
        <comment>player</comment>
        <translation>الجنوب</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>North</source>
        <comment>player</comment>
        <translation>الشمال</translation>
    </message>
</context>
<context>
    <name>tihbat::FileErrors</name>
    <message>
        <location filename="../model/text/file_error_text.cpp" line="+23"/>
        <source>no such file or folder</source>
        <extracomment>Why a file could not be opened or saved; reads after &quot;Cannot open FILE: &quot;</extracomment>
        <translation>لا يوجد ملف أو مجلد بهذا الاسم</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>permission denied</source>
        <extracomment>Why a file could not be opened or saved; reads after &quot;Cannot open FILE: &quot;</extracomment>
        <translation>الإذن مرفوض</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>no space left on device</source>
        <extracomment>Why a file could not be saved: the disk is full</extracomment>
        <translation>لا توجد مساحة كافية على القرص</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>disk quota exceeded</source>
        <extracomment>Why a file could not be saved: the user&apos;s disk quota is used up</extracomment>
        <translation>تم تجاوز الحصة المسموح بها على القرص</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>read-only file system</source>
        <extracomment>Why a file could not be saved: the disk or folder is mounted read-only</extracomment>
        <translation>نظام الملفات للقراءة فقط</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>too many levels of symbolic links</source>
        <extracomment>Why a file could not be opened: symbolic links point at each other in a loop</extracomment>
        <translation>مستويات كثيرة جدًا من الروابط الرمزية</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>a part of the path is not a folder</source>
        <extracomment>Why a file could not be opened or saved: a folder in its path is a file</extracomment>
        <translation>جزء من المسار ليس مجلدًا</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the file name is too long</source>
        <translation>اسم الملف طويل جدًا</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+25"/>
        <source>it is a folder, not a file</source>
        <translation>هذا مجلد وليس ملفًا</translation>
    </message>
    <message>
        <location line="-22"/>
        <source>input/output error</source>
        <extracomment>Why a file could not be read or saved: the disk reported an error</extracomment>
        <translation>خطأ في الإدخال/الإخراج</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>it is a named pipe (FIFO), not a file</source>
        <extracomment>A FIFO was given where a file was expected; reads after &quot;Cannot open FILE: &quot;</extracomment>
        <translation>هذا أنبوب مسمّى (FIFO) وليس ملفًا</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>it is a device, not a file</source>
        <extracomment>A device such as /dev/zero was given where a file was expected</extracomment>
        <translation>هذا جهاز وليس ملفًا</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>it is a socket, not a file</source>
        <translation>هذا مقبس (socket) وليس ملفًا</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>it is larger than %L1 bytes</source>
        <extracomment>%L1 is a number of bytes</extracomment>
        <translation>حجمه أكبر من %L1 بايت</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Cannot read %1: %2</source>
        <extracomment>%1 is a file&apos;s full path, %2 the reason (&quot;input/output error&quot;)</extracomment>
        <translation>تعذّرت قراءة %1: %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Cannot open %1: %2</source>
        <extracomment>%1 is a file&apos;s full path, %2 the reason (&quot;permission denied&quot;)</extracomment>
        <translation>تعذّر فتح %1: %2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Cannot replace %1: %2</source>
        <extracomment>The new file was written but could not take the old one&apos;s place. %1 is a path.</extracomment>
        <translation>تعذّر استبدال %1: %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Cannot save %1: %2</source>
        <extracomment>%1 is a file&apos;s full path, %2 the reason (&quot;no space left on device&quot;)</extracomment>
        <translation>تعذّر حفظ %1: %2</translation>
    </message>
</context>
<context>
    <name>tihbat::GameNameLabel</name>
    <message>
        <location filename="../ui/network/game_name_label.cpp" line="+66"/>
        <source>%1&apos;s game</source>
        <extracomment>The name of a network game, shown to those who joined it: %1 is the host&apos;s name</extracomment>
        <translation>مباراة %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 against %2</source>
        <extracomment>The name of a network game when the host is not known: %1 plays South, %2 North</extracomment>
        <translation>%1 ضد %2</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Network game: %1</source>
        <translation>مباراة عبر الشبكة: %1</translation>
    </message>
</context>
<context>
    <name>tihbat::GameToolBar</name>
    <message>
        <location filename="../ui/play/game_tool_bar.cpp" line="+103"/>
        <source>Game Toolbar</source>
        <extracomment>The toolbar&apos;s name, as a screen reader and the window&apos;s context menu say it</extracomment>
        <translation>شريط أدوات المباراة</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Show &amp;Toolbar</source>
        <extracomment>View menu and the toolbar&apos;s context menu: shows or hides the row of big buttons</extracomment>
        <translation>إظهار شريط الأ&amp;دوات</translation>
    </message>
</context>
<context>
    <name>tihbat::HintPanel</name>
    <message>
        <location filename="../ui/play/hint_panel.cpp" line="+50"/>
        <source>Pit %1: %2</source>
        <extracomment>One pit in the hint: %1 is the pit&apos;s letter (A, B, a or b: never translated), %2 what playing it leads to, such as &quot;You win by 4&quot;</extracomment>
        <translation>الحفرة %1: %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Hint for %1 — %2</source>
        <extracomment>%1 is a player&apos;s name, %2 the list of pits with their results</extracomment>
        <translation>تلميح في دور %1 — %2</translation>
    </message>
</context>
<context>
    <name>tihbat::HostPage</name>
    <message>
        <location filename="../ui/network/host_page.cpp" line="+185"/>
        <source>Your &amp;name:</source>
        <extracomment>Play over the Network, Host: the name the friend sees</extracomment>
        <translation>ا&amp;سمك:</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>You &amp;play:</source>
        <extracomment>Play over the Network, Host: the side of the board the host plays</extracomment>
        <translation>&amp;تلعب:</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Ho&amp;st the Game</source>
        <extracomment>Play over the Network: starts hosting the game</extracomment>
        <translation>استضف المبا&amp;راة</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1&apos;s game</source>
        <extracomment>Play over the Network, hosting: %1 is the host&apos;s name</extracomment>
        <translation>مباراة %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Address %1, port %2</source>
        <extracomment>Play over the Network, hosting: where the friend joins; %1 is an address, %2 a port</extracomment>
        <translation>العنوان %1، المنفذ %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Join code</source>
        <extracomment>Play over the Network, hosting: the label over the code in large letters</extracomment>
        <translation>رمز الانضمام</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your friend needs the address and the port only if their list of games does not show this game.</source>
        <extracomment>Play over the Network, hosting: under the address and port</extracomment>
        <translation>يحتاج صديقك إلى العنوان والمنفذ فقط إذا لم تظهر هذه المباراة في قائمة مبارياته.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Tell your friend the join code. They choose your game in their list, write the code and press Join as Player. Waiting for them…</source>
        <translation>أخبر صديقك برمز الانضمام. يختار مباراتك من قائمته، ويكتب الرمز ويضغط «انضمّ كلاعب». في انتظاره…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 has joined the game.</source>
        <translation>انضمّ %1 إلى المباراة.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>S&amp;top Hosting</source>
        <extracomment>Play over the Network, hosting: ends the network game; the game stays on this computer</extracomment>
        <translation>أ&amp;وقف الاستضافة</translation>
    </message>
</context>
<context>
    <name>tihbat::JoinPage</name>
    <message numerus="yes">
        <location filename="../ui/network/join_page.cpp" line="+34"/>
        <source>%n pupil(s) joined</source>
        <extracomment>A class tournament in the list of network games: how many pupils have joined it</extracomment>
        <translation>
            <numerusform>لم ينضمّ أي تلميذ</numerusform>
            <numerusform>انضمّ تلميذ واحد</numerusform>
            <numerusform>انضمّ تلميذان</numerusform>
            <numerusform>انضمّ %n تلاميذ</numerusform>
            <numerusform>انضمّ %n تلميذًا</numerusform>
            <numerusform>انضمّ %n تلميذ</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>not started yet</source>
        <extracomment>A class tournament in the list of network games: it waits for its pupils</extracomment>
        <translation>لم تبدأ بعد</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>round %1 is being played</source>
        <translation>الجولة %1 جارية</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Class tournament — %1&apos;s computer: %2, %3; %4 counters</source>
        <extracomment>A class tournament in the list of network games: %1 is the teacher&apos;s (or the teacher&apos;s computer&apos;s) name, %2 how many pupils joined, %3 whether it has started, %4 the counters in each pit</extracomment>
        <translation>بطولة القسم — حاسوب %1: %2، %3؛ %4 في كل حفرة</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>chain capture</source>
        <translation>الأخذ المتسلسل</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no chain capture</source>
        <translation>بدون أخذ متسلسل</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>a player may join</source>
        <translation>يمكن للاعب أن ينضمّ</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>for watchers only</source>
        <translation>للمتفرجين فقط</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1&apos;s game: %2 counters, %3, %4 starts; the host plays %5; %6</source>
        <extracomment>A game in the list of network games: %1 is the host&apos;s name, %2 the counters in each pit, %3 chain capture or not, %4 the side that starts, %5 the host&apos;s side, %6 the seat</extracomment>
        <translation>مباراة %1: %2 في كل حفرة، %3، يبدأ %4؛ المضيف يلعب %5؛ %6</translation>
    </message>
    <message>
        <location line="+245"/>
        <source>&amp;Games on the local network:</source>
        <extracomment>Play over the Network, Join: the list of games hosted on the local network</extracomment>
        <translation>المباريات &amp;على الشبكة المحلية:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Address:</source>
        <translation>العنوا&amp;ن:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>P&amp;ort:</source>
        <translation>ا&amp;لمنفذ:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Code:</source>
        <extracomment>Play over the Network, Join: the short code the host shows</extracomment>
        <translation>الر&amp;مز:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your &amp;name:</source>
        <translation>ا&amp;سمك:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Filled in when you choose a game above</source>
        <extracomment>Play over the Network, Join: shown in the empty address field</extracomment>
        <translation>يُملأ عندما تختار مباراة أعلاه</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The letters and digits on the host&apos;s screen</source>
        <extracomment>Play over the Network, Join: shown in the empty code field</extracomment>
        <translation>الحروف والأرقام التي على شاشة المضيف</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The name the others see</source>
        <extracomment>Play over the Network, Join: shown in the empty name field</extracomment>
        <translation>الاسم الذي يراه الآخرون</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Join as &amp;Player</source>
        <translation>انضمّ &amp;كلاعب</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Join as &amp;Watcher</source>
        <translation>انضمّ كمتفر&amp;ج</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Watch on the P&amp;rojector</source>
        <extracomment>Opens the game being watched in the presentation window (full screen, for a projector)</extracomment>
        <translation>شاهد على جها&amp;ز العرض</translation>
    </message>
</context>
<context>
    <name>tihbat::LanguageMenu</name>
    <message>
        <location filename="../ui/i18n/language_menu.cpp" line="+44"/>
        <source>&amp;Language</source>
        <comment>menu</comment>
        <extracomment>Menu title: the languages, each named in itself, are its items. Tip: add &quot;(Language)&quot; after your word so a person who cannot read it finds the way back to English.</extracomment>
        <translation>&amp;اللغة (Language)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;System Default</source>
        <comment>language</comment>
        <extracomment>Language menu: follow the language of the computer&apos;s system</extracomment>
        <translation>&amp;لغة النظام</translation>
    </message>
</context>
<context>
    <name>tihbat::LearnOfferBar</name>
    <message>
        <location filename="../ui/learn/learn_to_play.cpp" line="+29"/>
        <source>New to Tihbat? Learn to play in a few short lessons.</source>
        <extracomment>A bar above the board on the very first start</extracomment>
        <translation>جديد على تيهبات؟ تعلّم اللعب في بضعة دروس قصيرة.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Start the Lessons</source>
        <extracomment>Button in the first-start bar: opens Help &gt; Learn to Play</extracomment>
        <translation>ابدأ الدروس</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>No, Thanks</source>
        <extracomment>Button in the first-start bar: closes the bar (the lessons stay in the Help menu)</extracomment>
        <translation>لا، شكرًا</translation>
    </message>
</context>
<context>
    <name>tihbat::LearnToPlay</name>
    <message>
        <location line="-14"/>
        <source>&amp;Learn to Play</source>
        <extracomment>Help menu: opens the interactive lessons</extracomment>
        <translation>&amp;تعلّم اللعب</translation>
    </message>
</context>
<context>
    <name>tihbat::LearnWindow</name>
    <message>
        <location filename="../ui/learn/learn_window.cpp" line="+297"/>
        <source>game over</source>
        <comment>lesson nameplate</comment>
        <extracomment>On the name plate in the &quot;Who wins?&quot; lesson: the game shown has ended</extracomment>
        <translation>انتهت المباراة</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>You know the rules now. Play your first game?</source>
        <extracomment>At the end of the lessons, after Finish, every lesson done</extracomment>
        <translation>أنت تعرف القواعد الآن. هل تلعب مباراتك الأولى؟</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>You have done %1 of the %2 lessons. The ones without a tick are still in the list. Play your first game?</source>
        <extracomment>At the end of the lessons, after Finish, when some were skipped: %1 lessons done of %2; the list beside shows a tick by each lesson done</extracomment>
        <translation>عدد الدروس التي أنهيتها: %1 من %2. الدروس التي ليس بجانبها علامة ما زالت في القائمة. هل تلعب مباراتك الأولى؟</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Play Your First &amp;Game</source>
        <extracomment>Button at the end of the lessons: starts a game in the game window</extracomment>
        <translation>العب &amp;مباراتك الأولى</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Close</source>
        <comment>lessons</comment>
        <extracomment>Button at the end of the lessons, once a first game has been offered</extracomment>
        <translation>أ&amp;غلق</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Learn to Play Tihbat</source>
        <extracomment>Window title of Help &gt; Learn to Play</extracomment>
        <translation>تعلّم لعب تيهبات</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Lessons:</source>
        <extracomment>Above the list of lessons</extracomment>
        <translation>الد&amp;روس:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Lessons</source>
        <translation>الدروس</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Lesson %1 of %2: %3</source>
        <extracomment>Above a lesson: %1 its number, %2 how many there are, %3 its title</extracomment>
        <translation>الدرس %1 من %2: %3</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Lesson board</source>
        <translation>لوحة الدرس</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;South</source>
        <comment>answer</comment>
        <extracomment>Answer to &quot;Who wins?&quot; in a lesson</extracomment>
        <translation>&amp;الجنوب</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>N&amp;orth</source>
        <comment>answer</comment>
        <extracomment>Answer to &quot;Who wins?&quot; in a lesson</extracomment>
        <translation>الشما&amp;ل</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Draw</source>
        <comment>answer</comment>
        <extracomment>Answer to &quot;Who wins?&quot; in a lesson: nobody wins</extracomment>
        <translation>&amp;تعادل</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&lt; &amp;Back</source>
        <extracomment>Button: the lesson before</extracomment>
        <translation>&lt; السا&amp;بق</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Try Again</source>
        <extracomment>Button: the lesson&apos;s board again after a wrong move</extracomment>
        <translation>&amp;حاول من جديد</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Next &gt;</source>
        <translation>التا&amp;لي &gt;</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Finish</source>
        <translation>&amp;إنهاء</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Keys: Tab and Space choose an answer.</source>
        <extracomment>Keys in the &quot;Who wins?&quot; lesson</extracomment>
        <translation>المفاتيح: Tab والمسافة لاختيار جواب.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Keys: A or B plays that pit; Left, Right and Enter also work. After a try, Enter goes on.</source>
        <extracomment>Keys in a lesson where the learner plays a move</extracomment>
        <translation>المفاتيح: A أو B لِلعب تلك الحفرة؛ وتعمل أيضًا أسهم اليسار واليمين وEnter. بعد المحاولة، Enter للمتابعة.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Keys: type a pit&apos;s letter (A, B with Shift; a, b without), or move with Left and Right and press Enter.</source>
        <extracomment>Keys in a lesson where the learner clicks pits: the letters are the pits&apos; names</extracomment>
        <translation>المفاتيح: اكتب حرف الحفرة (A وB مع Shift؛ a وb بدونه)، أو تحرّك بسهمي اليسار واليمين واضغط Enter.</translation>
    </message>
    <message>
        <location filename="../ui/learn/lesson_feedback.cpp" line="+72"/>
        <source>Nothing tried yet</source>
        <translation>لم تجرّب شيئًا بعد</translation>
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
        <translation>%1، أُنجز</translation>
    </message>
</context>
<context>
    <name>tihbat::LocalisedFileList</name>
    <message>
        <location filename="../ui/records/file_dialogs.cpp" line="+41"/>
        <source>Tihbat game record</source>
        <extracomment>The type of a .tihbat file in the file dialog&apos;s detail view</extracomment>
        <translation>سجل مباراة تيهبات</translation>
    </message>
</context>
<context>
    <name>tihbat::MainWindow</name>
    <message>
        <location filename="../ui/play/game_status.cpp" line="+85"/>
        <source>Game over. %1</source>
        <extracomment>Status bar after the end; %1 says who won or that it is a draw</extracomment>
        <translation>انتهت المباراة. %1</translation>
    </message>
    <message>
        <location filename="../ui/play/main_window.cpp" line="+153"/>
        <source>&amp;How to Play</source>
        <extracomment>Opens the rules text</extracomment>
        <translation>&amp;كيف تلعب</translation>
    </message>
    <message>
        <location line="+109"/>
        <source>&amp;Game</source>
        <comment>menu</comment>
        <extracomment>Menu title</extracomment>
        <translation>&amp;مباراة</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;New Game…</source>
        <translation>مباراة &amp;جديدة…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Quit</source>
        <extracomment>Close the program</extracomment>
        <translation>&amp;خروج</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Open…</source>
        <extracomment>Opens a saved game record (.tihbat file) in the replay viewer</extracomment>
        <translation>&amp;فتح…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Save</source>
        <extracomment>Saves the game in progress as a game record (.tihbat file)</extracomment>
        <translation>&amp;حفظ</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Save &amp;As…</source>
        <extracomment>Saves the game in progress as a game record under a new name</extracomment>
        <translation>حفظ &amp;باسم…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Re&amp;view This Game</source>
        <extracomment>Opens the game in progress (or just finished) in the replay viewer, move by move</extracomment>
        <translation>&amp;مراجعة هذه المباراة</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>P&amp;rint and Export</source>
        <comment>menu</comment>
        <extracomment>Game menu: the submenu with the score sheet and the board picture (print, PDF, PNG, SVG)</extracomment>
        <translation>&amp;طباعة وتصدير</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Move</source>
        <comment>menu</comment>
        <extracomment>Menu title (KDE games&apos; Move menu): Undo, Redo, Hint, Pause Computer</extracomment>
        <translation>&amp;نقلة</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;View</source>
        <comment>menu</comment>
        <extracomment>Menu title</extracomment>
        <translation>عر&amp;ض</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Classroom</source>
        <comment>menu</comment>
        <extracomment>Menu title: what a teacher uses (projector, position editor, worksheets)</extracomment>
        <translation>&amp;القسم</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Presentation Mode</source>
        <extracomment>Classroom mode: the board full screen for a projector, moves explained step by step</extracomment>
        <translation>&amp;وضع العرض</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Projector</source>
        <comment>toolbar</comment>
        <extracomment>The toolbar button of Presentation Mode (one short word under its picture)</extracomment>
        <translation>جهاز العرض</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Se&amp;t Up Position…</source>
        <extracomment>Classroom mode: opens a dialog to set any position, then play from it or analyse it</extracomment>
        <translation>إ&amp;عداد وضعية…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Settings</source>
        <comment>menu</comment>
        <extracomment>Menu title (KDE games&apos; Settings menu): speed, sound, language</extracomment>
        <translation>إعدادا&amp;ت</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Help</source>
        <comment>menu</comment>
        <extracomment>Menu title</extracomment>
        <translation>مسا&amp;عدة</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;About Tihbat</source>
        <extracomment>Opens the box with the version and a few words on the game</extracomment>
        <translation>&amp;حول تيهبات</translation>
    </message>
    <message>
        <location filename="../ui/play/move_actions.cpp" line="+77"/>
        <source>&amp;Undo Move</source>
        <extracomment>Take back the last move (against the computer: back to your last turn)</extracomment>
        <translation>تر&amp;اجع عن النقلة</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Redo Move</source>
        <extracomment>Play again a move that was taken back</extracomment>
        <translation>أ&amp;عد النقلة</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Hint</source>
        <extracomment>Show how each move would end the game with perfect play</extracomment>
        <translation>&amp;تلميح</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Pause Computer</source>
        <extracomment>Stop the computer from moving (to watch a computer-against-computer game step by step)</extracomment>
        <translation>أو&amp;قف الحاسوب مؤقتًا</translation>
    </message>
    <message>
        <location filename="../ui/play/view_actions.cpp" line="+85"/>
        <source>&amp;Full Screen</source>
        <translation>ملء الشا&amp;شة</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>F&amp;lip Board</source>
        <extracomment>Turn the board round so North sits at the bottom</extracomment>
        <translation>ا&amp;قلب اللوحة</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Animation Speed</source>
        <extracomment>Submenu: how fast the counters move</extracomment>
        <translation>سرعة الحر&amp;كة</translation>
    </message>
    <message>
        <location filename="../ui/replay/record_files.cpp" line="+74"/>
        <source>Save Game</source>
        <extracomment>Title of the file dialog saving the game in progress</extracomment>
        <translation>حفظ المباراة</translation>
    </message>
    <message>
        <location line="+50"/>
        <location filename="../ui/tournament/tournament_window.cpp" line="+391"/>
        <source>Saved to %1</source>
        <extracomment>In the status bar after Save; %1 is the file&apos;s full path</extracomment>
        <translation>حُفظت في %1</translation>
    </message>
    <message>
        <location line="+42"/>
        <source>The game record could not be opened.</source>
        <extracomment>Message box when a game record file cannot be read; the reason follows</extracomment>
        <translation>تعذّر فتح سجل المباراة.</translation>
    </message>
    <message numerus="yes">
        <location line="+12"/>
        <source>%n game records could not be opened.</source>
        <extracomment>Message box when several game records cannot be read; reasons follow</extracomment>
        <translation>
            <numerusform>تعذّر فتح %n سجل مباراة.</numerusform>
            <numerusform>تعذّر فتح سجل مباراة واحد.</numerusform>
            <numerusform>تعذّر فتح سجلّي مباراتين.</numerusform>
            <numerusform>تعذّر فتح %n سجلات مباريات.</numerusform>
            <numerusform>تعذّر فتح %n سجل مباراة.</numerusform>
            <numerusform>تعذّر فتح %n سجل مباراة.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+8"/>
        <source>And %n more.</source>
        <translation>
            <numerusform>و%n أخرى.</numerusform>
            <numerusform>وواحد آخر.</numerusform>
            <numerusform>واثنان آخران.</numerusform>
            <numerusform>و%n أخرى.</numerusform>
            <numerusform>و%n أخرى.</numerusform>
            <numerusform>و%n أخرى.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Open Game Record</source>
        <extracomment>Title of the file dialog opening a game record</extracomment>
        <translation>فتح سجل مباراة</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>The game could not be opened in the replay viewer.</source>
        <translation>تعذّر فتح المباراة في نافذة إعادة العرض.</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>The file %1 no longer exists.</source>
        <extracomment>Message box when a file of the Open Recent menu is gone; %1 is its name</extracomment>
        <translation>الملف %1 لم يعد موجودًا.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>It was in %1 and has been removed from the recent files.</source>
        <extracomment>Below &quot;The file ... no longer exists.&quot;; %1 is where it was</extracomment>
        <translation>كان في %1 وقد حُذف من الملفات الأخيرة.</translation>
    </message>
</context>
<context>
    <name>tihbat::MoveTable</name>
    <message>
        <location filename="../ui/replay/move_table.cpp" line="+84"/>
        <source>Start</source>
        <extracomment>The first row of the move list: the position before any move.</extracomment>
        <translation>البداية</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>%1 must pass</source>
        <extracomment>Tool tip of a move after which the opponent has no counters and passes. %1 is the player (a name, or South or North).</extracomment>
        <translation>سيمرّ دور %1</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>The final score of %1 minus that of %2 with perfect play after the move</source>
        <extracomment>Tool tip of the move list&apos;s Value column. %1 is South&apos;s player (a name, or South), %2 North&apos;s.</extracomment>
        <translation>نتيجة %1 النهائية ناقص نتيجة %2 مع لعب مثالي بعد النقلة</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>No.</source>
        <extracomment>Move list column: the move&apos;s number.</extracomment>
        <translation>رقم</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Player</source>
        <extracomment>Move list column: who played the move.</extracomment>
        <translation>اللاعب</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Move</source>
        <extracomment>Move list column: the pit emptied and its captures, as in the file (Bx4).</extracomment>
        <translation>النقلة</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Value</source>
        <comment>game value</comment>
        <extracomment>Move list column: the game&apos;s value after the move (South minus North, perfect play).</extracomment>
        <translation>القيمة</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Given away</source>
        <extracomment>Move list column: how many counters the move gave away compared with the best move.</extracomment>
        <translation>الضائع</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Comment</source>
        <extracomment>Move list column: the comments after the move.</extracomment>
        <translation>تعليق</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>How much the move gave away against the best move (? a mistake, ?? a blunder)</source>
        <translation>كم أضاعت النقلة مقارنة بأفضل نقلة (? خطأ، ?? خطأ فادح)</translation>
    </message>
</context>
<context>
    <name>tihbat::NavigationBar</name>
    <message>
        <location filename="../ui/viewer/navigation_bar.cpp" line="+91"/>
        <source>Pause (Space)</source>
        <extracomment>Tool tip of the autoplay button; Space is its key.</extracomment>
        <translation>إيقاف مؤقت (المسافة)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Play the moves (Space)</source>
        <translation>تشغيل النقلات (المسافة)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pause</source>
        <translation>إيقاف مؤقت</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Play the moves</source>
        <translation>تشغيل النقلات</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Move %1 of %2</source>
        <extracomment>Where the replay is: %1 the move shown, %2 the number of moves.</extracomment>
        <translation>النقلة %1 من %2</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>To the start (Home)</source>
        <extracomment>Tool tips of the replay buttons; the key names in brackets are the shortcuts.</extracomment>
        <translation>إلى البداية (Home)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Previous move (Left, Page Up)</source>
        <translation>النقلة السابقة (السهم الأيمن، Page Up)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Next move (Right, Page Down)</source>
        <translation>النقلة التالية (السهم الأيسر، Page Down)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>To the last move (End)</source>
        <translation>إلى النقلة الأخيرة (End)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>To the start</source>
        <translation>إلى البداية</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Previous move</source>
        <translation>النقلة السابقة</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Next move</source>
        <translation>النقلة التالية</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>To the last move</source>
        <translation>إلى النقلة الأخيرة</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Move</source>
        <extracomment>Accessible name of the slider over the moves of the replayed game.</extracomment>
        <translation>النقلة</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>S&amp;peed:</source>
        <extracomment>Label of the autoplay speed choice.</extracomment>
        <translation>السر&amp;عة:</translation>
    </message>
</context>
<context>
    <name>tihbat::NetworkActions</name>
    <message>
        <location filename="../ui/network/network_actions.cpp" line="+79"/>
        <source>You stopped hosting; the game goes on here.</source>
        <translation>أوقفت الاستضافة؛ المباراة مستمرة هنا.</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>The network game could not be hosted again (%1); it goes on here.</source>
        <extracomment>At start, a network game this computer hosted could not be hosted again; %1 is the system&apos;s reason (in English)</extracomment>
        <translation>تعذّرت استضافة المباراة عبر الشبكة من جديد (%1)؛ وهي مستمرة هنا.</translation>
    </message>
    <message>
        <location line="+71"/>
        <source>%1 has joined the game.</source>
        <extracomment>Status bar of the host&apos;s window: %1 is the friend&apos;s name</extracomment>
        <translation>انضمّ %1 إلى المباراة.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 does not want to take the move back.</source>
        <extracomment>A network game: %1 is the other player&apos;s name</extracomment>
        <translation>لا يوافق %1 على التراجع عن النقلة.</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>P&amp;lay over the Network…</source>
        <extracomment>Game menu: host a game or join one on another computer</extracomment>
        <translation>اللعب &amp;عبر الشبكة…</translation>
    </message>
</context>
<context>
    <name>tihbat::NetworkDialog</name>
    <message>
        <location filename="../ui/network/network_dialog.cpp" line="+26"/>
        <source>Write your name: the others see it beside the board.</source>
        <extracomment>Play over the Network: the name field is empty</extracomment>
        <translation>اكتب اسمك: يراه الآخرون بجانب اللوحة.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Your name has a sign that cannot be sent. Use letters, digits and spaces.</source>
        <extracomment>Play over the Network: the name holds a sign that cannot be sent (an invisible or control character)</extracomment>
        <translation>في اسمك علامة لا يمكن إرسالها. استعمل الحروف والأرقام والمسافات.</translation>
    </message>
    <message>
        <location line="+73"/>
        <source>The game could not be hosted: %1</source>
        <extracomment>Play over the Network: %1 is the system&apos;s reason (in English)</extracomment>
        <translation>تعذّرت استضافة المباراة: %1</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>Choose a game in the list, or write the host&apos;s address.</source>
        <translation>اختر مباراة من القائمة، أو اكتب عنوان المضيف.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Write the join code: the letters and digits on the host&apos;s screen.</source>
        <extracomment>Play over the Network, Join: the code field is empty</extracomment>
        <translation>اكتب رمز الانضمام: الحروف والأرقام التي على شاشة المضيف.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A join code has only letters and digits. Copy it as the host&apos;s screen shows it.</source>
        <extracomment>Play over the Network, Join: the code holds something a code cannot</extracomment>
        <translation>رمز الانضمام فيه حروف وأرقام فقط. انسخه كما يظهر على شاشة المضيف.</translation>
    </message>
    <message>
        <location line="+60"/>
        <source>Play over the Network</source>
        <extracomment>Dialog title</extracomment>
        <translation>اللعب عبر الشبكة</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Host</source>
        <extracomment>Play over the Network: the tab to host a game</extracomment>
        <translation>استضا&amp;فة</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Join</source>
        <extracomment>Play over the Network: the tab to join a game</extracomment>
        <translation>&amp;انضمام</translation>
    </message>
</context>
<context>
    <name>tihbat::NetworkGame</name>
    <message>
        <location filename="../model/network_game/network_game.cpp" line="+36"/>
        <source>Someone at %1 is trying codes. Tihbat slows them down.</source>
        <extracomment>A hosted network game: one computer keeps giving wrong join codes and is slowed down; %1 is its network address (192.168.1.23)</extracomment>
        <translation>شخص ما على %1 يجرّب رموزًا. تيهبات تبطئه.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Waiting for your friend to join with the code %1</source>
        <extracomment>A network game being hosted, before the friend joins; %1 is the join code</extracomment>
        <translation>في انتظار انضمام صديقك بالرمز %1</translation>
    </message>
    <message>
        <location line="+39"/>
        <source>The connection to the game was lost; trying again…</source>
        <extracomment>A network game being watched: the connection to the host&apos;s computer was lost</extracomment>
        <translation>انقطع الاتصال بالمباراة؛ جارٍ إعادة المحاولة…</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Waiting for your next game…</source>
        <translation>في انتظار مباراتك التالية…</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Joining %1&apos;s game again…</source>
        <extracomment>A network game this window was in, joined again after the program was started again; %1 is the host&apos;s name</extracomment>
        <translation>جارٍ الانضمام من جديد إلى مباراة %1…</translation>
    </message>
    <message>
        <location line="+49"/>
        <source>you play South</source>
        <translation>تلعب في جهة الجنوب</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>you play North</source>
        <translation>تلعب في جهة الشمال</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Your next game: against %1, %2</source>
        <extracomment>A class tournament&apos;s pupil: %1 is the other pupil&apos;s name, %2 &quot;you play South&quot; or &quot;you play North&quot;</extracomment>
        <translation>مباراتك التالية: ضد %1، %2</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>place %1 of %2</source>
        <extracomment>A class tournament&apos;s pupil: %1 is its place (1 for the leader), %2 how many play</extracomment>
        <translation>المرتبة %1 من %2</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>The tournament is over — you have %n point(s), %1</source>
        <extracomment>A class tournament&apos;s pupil after the last game; %1 is &quot;place 2 of 9&quot;</extracomment>
        <translation>
            <numerusform>انتهت البطولة — ليست لديك أي نقطة، %1</numerusform>
            <numerusform>انتهت البطولة — لديك نقطة واحدة، %1</numerusform>
            <numerusform>انتهت البطولة — لديك نقطتان، %1</numerusform>
            <numerusform>انتهت البطولة — لديك %n نقاط، %1</numerusform>
            <numerusform>انتهت البطولة — لديك %n نقطة، %1</numerusform>
            <numerusform>انتهت البطولة — لديك %n نقطة، %1</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Waiting for the tournament to begin…</source>
        <translation>في انتظار بدء البطولة…</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>Waiting for round %1 — you have %n point(s), %2</source>
        <extracomment>A class tournament&apos;s pupil between games; %1 is the next round&apos;s number, %2 is &quot;place 2 of 9&quot;</extracomment>
        <translation>
            <numerusform>في انتظار الجولة %1 — ليست لديك أي نقطة، %2</numerusform>
            <numerusform>في انتظار الجولة %1 — لديك نقطة واحدة، %2</numerusform>
            <numerusform>في انتظار الجولة %1 — لديك نقطتان، %2</numerusform>
            <numerusform>في انتظار الجولة %1 — لديك %n نقاط، %2</numerusform>
            <numerusform>في انتظار الجولة %1 — لديك %n نقطة، %2</numerusform>
            <numerusform>في انتظار الجولة %1 — لديك %n نقطة، %2</numerusform>
        </translation>
    </message>
    <message>
        <location line="+183"/>
        <source>%1 has left; waiting for them to come back</source>
        <extracomment>A network game: %1 is the other player&apos;s name</extracomment>
        <translation>غادر %1؛ في انتظار عودته</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>The code is not right. Ask the host for the code and try again.</source>
        <extracomment>Joining a network game failed</extracomment>
        <translation>الرمز غير صحيح. اطلب الرمز من المضيف وحاول من جديد.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Someone is already playing this game. You can join it as a watcher.</source>
        <extracomment>Joining a network game failed: another player is already in the game</extracomment>
        <translation>هناك من يلعب هذه المباراة بالفعل. يمكنك الانضمام إليها كمتفرج.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>This game has as many watchers as it can take.</source>
        <translation>هذه المباراة فيها أكبر عدد ممكن من المتفرجين.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The host plays with another version of Tihbat.</source>
        <translation>المضيف يلعب بإصدار آخر من تيهبات.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Too many wrong codes came from this computer. Wait a minute, then try again.</source>
        <extracomment>Joining a network game failed: too many wrong codes came from this computer</extracomment>
        <translation>جاءت رموز خاطئة كثيرة من هذا الحاسوب. انتظر دقيقة، ثم حاول من جديد.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The host refused to let you join.</source>
        <translation>رفض المضيف انضمامك.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No answer from the host. Check the address and the port, and that the game is still hosted.</source>
        <translation>لا جواب من المضيف. تحقّق من العنوان والمنفذ، ومن أن المباراة ما زالت مستضافة.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The other computer broke the rules of the network game; the link was closed.</source>
        <translation>خالف الحاسوب الآخر قواعد اللعب عبر الشبكة؛ فأُغلق الاتصال.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Check your name, the code and the port.</source>
        <translation>تحقّق من اسمك والرمز والمنفذ.</translation>
    </message>
</context>
<context>
    <name>tihbat::NewGameCard</name>
    <message>
        <location filename="../ui/play/new_game_card.cpp" line="+191"/>
        <source>Cancel</source>
        <comment>new game card</comment>
        <extracomment>Button on the New Game card: puts the card away, the game on the board goes on</extracomment>
        <translation>إلغاء</translation>
    </message>
</context>
<context>
    <name>tihbat::NewGameDialog</name>
    <message>
        <location line="-42"/>
        <source>New Game</source>
        <extracomment>Title of the card (and once the dialog) that starts a game</extracomment>
        <translation>مباراة جديدة</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Play On from Here</source>
        <extracomment>Title of the card that continues a replayed game from the position shown: only the players are chosen, the rules are the game&apos;s</extracomment>
        <translation>تابع اللعب من هنا</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;South (bottom)</source>
        <extracomment>The player at the bottom of the board. &amp;: its key (Alt+letter), unique on this card</extracomment>
        <translation>الجنو&amp;ب (في الأسفل)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;North (top)</source>
        <extracomment>The player at the top of the board. &amp;: its key (Alt+letter), unique on this card</extracomment>
        <translation>الشما&amp;ل (في الأعلى)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Person</source>
        <comment>player kind</comment>
        <extracomment>Who plays a side: a person at this computer</extracomment>
        <translation>شخص</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Computer</source>
        <comment>player kind</comment>
        <extracomment>Who plays a side: the program</extracomment>
        <translation>الحاسوب</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Player:</source>
        <extracomment>Label of the choice between a person and the computer</extracomment>
        <translation>اللاعب:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Level:</source>
        <extracomment>Label of the computer&apos;s strength</extracomment>
        <translation>المستوى:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Name:</source>
        <extracomment>Label of the player&apos;s name</extracomment>
        <translation>الاسم:</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Counters in each pit:</source>
        <extracomment>Rule option: how many counters each pit holds at the start (7 is usual)</extracomment>
        <translation>&amp;عدد الحصيات في كل حفرة:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Chain capture (also take the pit before, on your own side)</source>
        <extracomment>Rule option: after a capture, the pit sown just before is captured too</extracomment>
        <translation>الأخذ المتسلسل (خذ أيضًا الحفرة التي قبلها، في جهتك)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Who starts:</source>
        <extracomment>Rule option: which side makes the first move</extracomment>
        <translation>&amp;من يبدأ:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Play</source>
        <extracomment>Button that starts the game with the chosen settings</extracomment>
        <translation>&amp;العب</translation>
    </message>
</context>
<context>
    <name>tihbat::PairingsModel</name>
    <message>
        <location filename="../ui/tournament/tournament_tables.cpp" line="+140"/>
        <source>Playing</source>
        <extracomment>Class tournament: a game of the current round not yet over</extracomment>
        <translation>جارية</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Draw</source>
        <extracomment>Class tournament: how a game ended</extracomment>
        <translation>تعادل</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 won</source>
        <extracomment>Class tournament: how a game ended; %1 is the winner&apos;s name</extracomment>
        <translation>فوز %1</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 (adjudicated)</source>
        <extracomment>Class tournament: a game the teacher ended, decided by the computer&apos;s exact value of the position; %1 says who won or that it is a draw</extracomment>
        <translation>%1 (بحكم الحاسوب)</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The tournament is over</source>
        <extracomment>Class tournament: all rounds are played</extracomment>
        <translation>انتهت البطولة</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Round %1 of %2</source>
        <extracomment>Class tournament: %1 is the current round, %2 how many there are</extracomment>
        <translation>الجولة %1 من %2</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>No game this round: %1</source>
        <extracomment>Class tournament: the player who has no game this round; %1 is the name</extracomment>
        <translation>بلا مباراة في هذه الجولة: %1</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>Table %1</source>
        <extracomment>Class tournament: the number of a game (table) in the round</extracomment>
        <translation>الطاولة %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>South</source>
        <translation>الجنوب</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>North</source>
        <translation>الشمال</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Counters</source>
        <translation>الحصيات</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Game</source>
        <extracomment>Class tournament: the column saying whether a game is still being played</extracomment>
        <translation>المباراة</translation>
    </message>
</context>
<context>
    <name>tihbat::PositionEditor</name>
    <message>
        <location filename="../ui/classroom/position_editor.cpp" line="+141"/>
        <source>Pit %1 cannot hold fewer than 0 counters.</source>
        <extracomment>Position editor: %1 is the pit letter</extracomment>
        <translation>لا يمكن أن يكون في الحفرة %1 أقل من 0 حصاة.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A player cannot have captured fewer than 0 counters.</source>
        <translation>لا يمكن أن يكون اللاعب قد أخذ أقل من 0 حصاة.</translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>There are %n counters on the board; a game never has more than %1.</source>
        <extracomment>Position editor: %n counters on the board, %1 the most a game can have (48)</extracomment>
        <translation>
            <numerusform>على اللوحة %n حصاة؛ والمباراة لا يكون فيها أبدًا أكثر من %1.</numerusform>
            <numerusform>على اللوحة حصاة واحدة؛ والمباراة لا يكون فيها أبدًا أكثر من %1.</numerusform>
            <numerusform>على اللوحة حصاتان؛ والمباراة لا يكون فيها أبدًا أكثر من %1.</numerusform>
            <numerusform>على اللوحة %n حصيات؛ والمباراة لا يكون فيها أبدًا أكثر من %1.</numerusform>
            <numerusform>على اللوحة %n حصاة؛ والمباراة لا يكون فيها أبدًا أكثر من %1.</numerusform>
            <numerusform>على اللوحة %n حصاة؛ والمباراة لا يكون فيها أبدًا أكثر من %1.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>There are %n counters on the board, an odd number: captures always take an even number from an even total, so the board always holds an even number.</source>
        <extracomment>Position editor. Rule: every capture takes 2, 4, 6 or 8 counters from an even total.</extracomment>
        <translation>
            <numerusform>على اللوحة %n حصاة، وهذا عدد فردي: كل أخذ يأخذ عددًا زوجيًا من مجموع زوجي، لذا يكون على اللوحة دائمًا عدد زوجي.</numerusform>
            <numerusform>على اللوحة حصاة واحدة، وهذا عدد فردي: كل أخذ يأخذ عددًا زوجيًا من مجموع زوجي، لذا يكون على اللوحة دائمًا عدد زوجي.</numerusform>
            <numerusform>على اللوحة حصاتان، وهذا عدد فردي: كل أخذ يأخذ عددًا زوجيًا من مجموع زوجي، لذا يكون على اللوحة دائمًا عدد زوجي.</numerusform>
            <numerusform>على اللوحة %n حصيات، وهذا عدد فردي: كل أخذ يأخذ عددًا زوجيًا من مجموع زوجي، لذا يكون على اللوحة دائمًا عدد زوجي.</numerusform>
            <numerusform>على اللوحة %n حصاة، وهذا عدد فردي: كل أخذ يأخذ عددًا زوجيًا من مجموع زوجي، لذا يكون على اللوحة دائمًا عدد زوجي.</numerusform>
            <numerusform>على اللوحة %n حصاة، وهذا عدد فردي: كل أخذ يأخذ عددًا زوجيًا من مجموع زوجي، لذا يكون على اللوحة دائمًا عدد زوجي.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+7"/>
        <source>%1 has captured %n counters, an odd number: every capture is 2, 4, 6 or 8.</source>
        <extracomment>Position editor: %1 is the side (South or North), %n what it captured</extracomment>
        <translation>
            <numerusform>أخذ %1 %n حصاة، وهذا عدد فردي: كل أخذ هو 2 أو 4 أو 6 أو 8.</numerusform>
            <numerusform>أخذ %1 حصاة واحدة، وهذا عدد فردي: كل أخذ هو 2 أو 4 أو 6 أو 8.</numerusform>
            <numerusform>أخذ %1 حصاتين، وهذا عدد فردي: كل أخذ هو 2 أو 4 أو 6 أو 8.</numerusform>
            <numerusform>أخذ %1 %n حصيات، وهذا عدد فردي: كل أخذ هو 2 أو 4 أو 6 أو 8.</numerusform>
            <numerusform>أخذ %1 %n حصاة، وهذا عدد فردي: كل أخذ هو 2 أو 4 أو 6 أو 8.</numerusform>
            <numerusform>أخذ %1 %n حصاة، وهذا عدد فردي: كل أخذ هو 2 أو 4 أو 6 أو 8.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+10"/>
        <source>The board and the captures hold %1 counters; a game with %2 per pit has %3.</source>
        <extracomment>Position editor: %1 counters on the board and captured together; a game with %2 per pit has %3 in all.</extracomment>
        <translation>عدد الحصيات على اللوحة والمأخوذة معًا %1؛ والمباراة التي يكون في كل حفرة منها %2 عند البداية فيها %3.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>There are no counters on the board: the game would already be over.</source>
        <translation>لا حصيات على اللوحة: ستكون المباراة قد انتهت.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 has no counters to move and would pass at once: let the other side move.</source>
        <extracomment>Position editor: %1 is the side to move; a side without counters passes at once.</extracomment>
        <translation>لا حصيات عند %1 ليلعبها، فسيمرّ دوره فورًا: اجعل الدور للطرف الآخر.</translation>
    </message>
    <message>
        <location line="+68"/>
        <source>Set Up Position</source>
        <extracomment>Dialog title</extracomment>
        <translation>إعداد وضعية</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Pit %1 (%2):</source>
        <extracomment>Position editor: %1 is the pit letter, %2 its owner (South or North)</extracomment>
        <translation>الحفرة %1 (%2):</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>To move:</source>
        <translation>من عليه الدور:</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Captured by %1:</source>
        <extracomment>Position editor: counters the side (%1) has captured so far</extracomment>
        <translation>ما أخذه %1:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Counters per pit at the start:</source>
        <extracomment>Rule option: counters in each pit at the start of the game</extracomment>
        <translation>الحصيات في كل حفرة عند البداية:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Chain capture</source>
        <extracomment>Rule option</extracomment>
        <translation>الأخذ المتسلسل</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Play from Here</source>
        <extracomment>Button: start a game from the position set up</extracomment>
        <translation>العب من &amp;هنا</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;What Is Best Here?</source>
        <extracomment>Button: show the value of every move in the position set up</extracomment>
        <translation>&amp;ما الأفضل هنا؟</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cancel</source>
        <translation>إلغاء</translation>
    </message>
</context>
<context>
    <name>tihbat::PresenceOnBoard</name>
    <message>
        <location filename="../ui/network/presence_on_board.cpp" line="+34"/>
        <source>has left</source>
        <comment>nameplate</comment>
        <extracomment>On a player&apos;s name plate in a network game while they are gone (short: a few words)</extracomment>
        <translation>غادر</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>is back</source>
        <comment>nameplate</comment>
        <extracomment>On a player&apos;s name plate for a few seconds when they come back to a network game</extracomment>
        <translation>عاد</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>has joined</source>
        <comment>nameplate</comment>
        <extracomment>On a player&apos;s name plate for a few seconds when they first join a network game</extracomment>
        <translation>انضمّ</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>connection lost</source>
        <comment>nameplate</comment>
        <extracomment>On both name plates of a network game being watched when the connection to it is lost and this computer cannot tell which player hosts it</extracomment>
        <translation>انقطع الاتصال</translation>
    </message>
</context>
<context>
    <name>tihbat::PresentationWindow</name>
    <message>
        <location filename="../ui/classroom/presentation_window.cpp" line="+195"/>
        <source>Next: PageDown, Right, Space. Back: PageUp, Left. B: blank. V: values. S: one drop per click. G: guess pauses. P: play on. +/−: speed. E: set up a position. Esc: leave.</source>
        <extracomment>Presentation mode&apos;s key help, shown in the caption bar (F1). Keep the key names short.</extracomment>
        <translation>التالي: PageDown، السهم الأيمن، المسافة. السابق: PageUp، السهم الأيسر. B: شاشة فارغة. V: القيم. S: حصاة واحدة في كل نقرة. G: توقّف للتخمين. P: تشغيل تلقائي حتى النهاية. +/−: السرعة. E: إعداد وضعية. Esc: خروج.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>M: sound on or off.</source>
        <extracomment>Presentation mode&apos;s key help, after the other keys: the M key</extracomment>
        <translation>M: تشغيل الصوت أو إيقافه.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>R: read aloud on or off.</source>
        <extracomment>Presentation mode&apos;s key help, after the other keys: the R key turns Read Aloud (the captions spoken by the computer&apos;s voice) on or off</extracomment>
        <translation>R: تشغيل القراءة بصوت عالٍ أو إيقافها.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>To play a pit, click it: one of the pits of the side to move.</source>
        <extracomment>Presentation mode&apos;s key help (F1), first line: how a move is made in the game played</extracomment>
        <translation>لتلعب حفرة، انقر عليها: إحدى حفرتي الطرف الذي عليه الدور.</translation>
    </message>
    <message>
        <location line="+39"/>
        <source>Values: counters ahead at the end with best play.</source>
        <extracomment>Presentation caption when the values of the moves are shown: +n means the side to move ends n counters ahead with best play after that move.</extracomment>
        <translation>القيم: عدد الحصيات التي يتقدّم بها في النهاية مع أفضل لعب.</translation>
    </message>
    <message>
        <location line="+109"/>
        <source>Tihbat presentation</source>
        <extracomment>Title of the full-screen presentation window (classroom mode)</extracomment>
        <translation>عرض تيهبات</translation>
    </message>
</context>
<context>
    <name>tihbat::ProjectorWatchAction</name>
    <message>
        <location filename="../ui/network/projector_watch_action.cpp" line="+33"/>
        <source>&amp;Watch a Network Game on the Projector…</source>
        <extracomment>View menu, beside Presentation Mode: join a game hosted on the network as a watcher and show it full screen on the projector</extracomment>
        <translation>شاهد مباراة عبر الشبكة على جهاز العر&amp;ض…</translation>
    </message>
</context>
<context>
    <name>tihbat::PuzzleWindow</name>
    <message>
        <location filename="../ui/puzzles/puzzle_window.cpp" line="+78"/>
        <source>Pit %1 is not yours: play one of %2&apos;s pits.</source>
        <comment>puzzle</comment>
        <extracomment>Puzzles: a click on the other side&apos;s pit; %1 is the pit, %2 the side to move</extracomment>
        <translation>الحفرة %1 ليست لك: العب إحدى حفرتي %2.</translation>
    </message>
    <message>
        <location line="+177"/>
        <source>Puzzles</source>
        <comment>window title</comment>
        <extracomment>Window title of the puzzles</extracomment>
        <translation>ألغاز</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Show Me</source>
        <comment>puzzle</comment>
        <extracomment>Puzzles: play the solution and say why it is best</extracomment>
        <translation>أ&amp;رني</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Next Puzzle</source>
        <comment>puzzle</comment>
        <extracomment>Puzzles: go on to the next puzzle (the key N does it too)</extracomment>
        <translation>اللغز التا&amp;لي</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Puzzle board</source>
        <comment>puzzle</comment>
        <extracomment>The board of the puzzle window, for screen readers</extracomment>
        <translation>لوحة اللغز</translation>
    </message>
</context>
<context>
    <name>tihbat::PuzzlesAction</name>
    <message>
        <location filename="../ui/play/practice_actions.cpp" line="+30"/>
        <source>Pu&amp;zzles…</source>
        <comment>menu</comment>
        <extracomment>Game menu: opens the puzzles window</extracomment>
        <translation>ألغا&amp;ز…</translation>
    </message>
</context>
<context>
    <name>tihbat::ReadAloud</name>
    <message>
        <location filename="../ui/speech/read_aloud.cpp" line="+72"/>
        <source>en</source>
        <comment>language code</comment>
        <extracomment>The code of this translation&apos;s language, as the voices know it: el, hi, mn, sw, pt. Read Aloud chooses a voice of this language for every text; put your language&apos;s code.</extracomment>
        <translation>ar</translation>
    </message>
</context>
<context>
    <name>tihbat::RecentFilesMenu</name>
    <message>
        <location filename="../ui/records/recent_files_menu.cpp" line="+79"/>
        <source>Open R&amp;ecent</source>
        <extracomment>Submenu: the game record files opened or saved lately</extracomment>
        <translation>الملفات الأخير&amp;ة</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Clear Menu</source>
        <extracomment>Last item of the Open Recent submenu: forget the files listed</extracomment>
        <translation>&amp;مسح القائمة</translation>
    </message>
</context>
<context>
    <name>tihbat::RecordDetailsForm</name>
    <message>
        <location filename="../ui/replay/record_details_form.cpp" line="+84"/>
        <source>unknown</source>
        <extracomment>Placeholder of an empty tag field: the record does not say.</extracomment>
        <translation>غير معروف</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Rules: %1 counters per pit, chain capture %2, %3 moves first.</source>
        <extracomment>The rule options of the replayed game. %1 counters per pit, %2 chain capture on/off, %3 the side moving first.</extracomment>
        <translation>القواعد: %1 في كل حفرة، الأخذ المتسلسل %2، يبدأ %3.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>on</source>
        <translation>مُفعَّل</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>off</source>
        <translation>مُعطَّل</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>A tag name is a Latin letter (A-Z, a-z) followed by Latin letters, digits or _, and not one of the game&apos;s own tags</source>
        <extracomment>Tool tip of a tag name that cannot be saved: the file format allows only these Latin letters, so say &quot;Latin&quot; in your language.</extracomment>
        <translation>اسم الوسم حرف لاتيني (A-Z، a-z) تليه حروف لاتينية أو أرقام أو _، وليس أحد الوسوم الخاصة باللعبة</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>Event:</source>
        <extracomment>Game record tags, labels of the details form.</extracomment>
        <translation>المناسبة:</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Site:</source>
        <translation>المكان:</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Date:</source>
        <translation>التاريخ:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Round:</source>
        <translation>الجولة:</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>South:</source>
        <translation>الجنوب:</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>North:</source>
        <translation>الشمال:</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>YYYY.MM.DD</source>
        <extracomment>Placeholder of the Date field: the record&apos;s form of a date.</extracomment>
        <translation>YYYY.MM.DD</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Other tags:</source>
        <extracomment>Label of the table of the record&apos;s other tags (name and value).</extracomment>
        <translation>وسوم أخرى:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Name</source>
        <comment>tag name</comment>
        <extracomment>Headers of the other-tags table: a tag&apos;s name and its text.</extracomment>
        <translation>الاسم</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Value</source>
        <comment>tag value</comment>
        <translation>القيمة</translation>
    </message>
</context>
<context>
    <name>tihbat::ReplaceGameQuestion</name>
    <message>
        <location filename="../ui/records/replace_game_question.cpp" line="+56"/>
        <source>Replace the game in progress?</source>
        <extracomment>Asked before a new game (or a game from a record or a set-up position) takes the place of the game being played</extracomment>
        <translation>هل تستبدل المباراة الجارية؟</translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>%n moves have been played in this game. If you replace it, it cannot be continued.</source>
        <extracomment>%n is the number of moves played in the game in progress</extracomment>
        <translation>
            <numerusform>لُعبت %n نقلة في هذه المباراة. إذا استبدلتها فلن يمكن متابعتها.</numerusform>
            <numerusform>لُعبت نقلة واحدة في هذه المباراة. إذا استبدلتها فلن يمكن متابعتها.</numerusform>
            <numerusform>لُعبت نقلتان في هذه المباراة. إذا استبدلتها فلن يمكن متابعتها.</numerusform>
            <numerusform>لُعبت %n نقلات في هذه المباراة. إذا استبدلتها فلن يمكن متابعتها.</numerusform>
            <numerusform>لُعبت %n نقلة في هذه المباراة. إذا استبدلتها فلن يمكن متابعتها.</numerusform>
            <numerusform>لُعبت %n نقلة في هذه المباراة. إذا استبدلتها فلن يمكن متابعتها.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&amp;Replace Game</source>
        <extracomment>Button: end the game in progress and start the other one</extracomment>
        <translation>ا&amp;ستبدل المباراة</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Keep Playing</source>
        <extracomment>Button: do not start another game, go on with this one</extracomment>
        <translation>&amp;واصل اللعب</translation>
    </message>
</context>
<context>
    <name>tihbat::ReplayModel</name>
    <message>
        <location filename="../model/game/session/replay_model.cpp" line="+57"/>
        <source>Game %1 is not a legal game: %2</source>
        <extracomment>%1 is the game&apos;s number in the file, %2 the rules&apos; reason (in English).</extracomment>
        <translation>المباراة %1 ليست مباراة صحيحة: %2</translation>
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
        <translation>تعليق على هذه النقلة، يُحفظ مع المباراة</translation>
    </message>
    <message>
        <location filename="../ui/replay/replay_window.cpp" line="+91"/>
        <source>Save game record</source>
        <extracomment>Title of the file dialog saving a game record.</extracomment>
        <translation>حفظ سجل المباراة</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>game.tihbat</source>
        <translation>مباراة.tihbat</translation>
    </message>
    <message>
        <location line="+106"/>
        <source>&amp;Game:</source>
        <extracomment>Label of the combo box choosing one game of a file holding several.</extracomment>
        <translation>المبا&amp;راة:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Save</source>
        <extracomment>Save the game record (file) shown in the replay viewer.</extracomment>
        <translation>&amp;حفظ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Save &amp;As…</source>
        <translation>حفظ &amp;باسم…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Comment</source>
        <extracomment>Tab with the comment on the selected move.</extracomment>
        <translation>&amp;تعليق</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Details</source>
        <extracomment>Tab with the game&apos;s details (event, site, players...).</extracomment>
        <translation>التفا&amp;صيل</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Play on from here</source>
        <extracomment>Button: continue the replayed game as a new game from the position shown.</extracomment>
        <translation>تابع اللعب من هنا</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Start a new game from the position on the board</source>
        <translation>ابدأ مباراة جديدة من الوضعية التي على اللوحة</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>The record holds no game.</source>
        <extracomment>A record file without any game in it.</extracomment>
        <translation>لا يحتوي السجل على أي مباراة.</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>There is no game to save.</source>
        <translation>لا توجد مباراة لحفظها.</translation>
    </message>
    <message>
        <location line="+104"/>
        <source>Unsaved game</source>
        <extracomment>Title of the replay window when the game was not saved to a file yet.</extracomment>
        <translation>مباراة غير محفوظة</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1[*] – Replay</source>
        <extracomment>Title of the replay window; %1 is the file name, [*] marks unsaved changes. The game&apos;s name is added after it by the desktop (&quot;x.tihbat – Replay — Tihbat&quot;).</extracomment>
        <translation>%1[*] – إعادة العرض</translation>
    </message>
    <message>
        <location filename="../ui/replay/verdict_box.cpp" line="+49"/>
        <source>Analysis</source>
        <extracomment>Title of the replay&apos;s analysis box (the exact solver&apos;s verdict).</extracomment>
        <translation>التحليل</translation>
    </message>
</context>
<context>
    <name>tihbat::ResultCard</name>
    <message>
        <location filename="../ui/play/result_card.cpp" line="+48"/>
        <source>Play &amp;Again</source>
        <extracomment>Button at the end of a game: the same players and rules once more</extracomment>
        <translation>العب &amp;مرة أخرى</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Close</source>
        <comment>result card</comment>
        <extracomment>Button on the card at the end of a game: puts the card away, the board stays</extracomment>
        <translation>أ&amp;غلق</translation>
    </message>
</context>
<context>
    <name>tihbat::RulesWindow</name>
    <message>
        <location filename="../ui/help/rules_window.cpp" line="+48"/>
        <source>How to Play Tihbat</source>
        <extracomment>Window title of the rules text</extracomment>
        <translation>كيف تلعب تيهبات</translation>
    </message>
</context>
<context>
    <name>tihbat::SaveChangesQuestion</name>
    <message>
        <location filename="../ui/replay/save_changes_question.cpp" line="+16"/>
        <source>Save the changes to this game record?</source>
        <extracomment>Asked before closing a game record with unsaved comments or tags</extracomment>
        <translation>هل تحفظ التغييرات في سجل المباراة هذا؟</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Comments or tags have been changed. If you close without saving, the changes are lost.</source>
        <translation>تغيّرت التعليقات أو الوسوم. إذا أغلقت دون حفظ، تضيع التغييرات.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Save</source>
        <extracomment>Button: save the game record, then close it</extracomment>
        <translation>ا&amp;حفظ</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Do&amp;n&apos;t Save</source>
        <extracomment>Button: close the game record and lose the changes</extracomment>
        <translation>&amp;لا تحفظ</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Cancel</source>
        <extracomment>Button: do not close the game record</extracomment>
        <translation>&amp;إلغاء</translation>
    </message>
</context>
<context>
    <name>tihbat::SavedGame</name>
    <message>
        <location filename="../model/game/session/saved_game.cpp" line="+58"/>
        <source>The field &quot;%1&quot; is missing.</source>
        <extracomment>%1 is a field name in a saved game file, such as &quot;rules.countersPerPit&quot;</extracomment>
        <translation>الحقل &quot;%1&quot; غير موجود.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The field &quot;%1&quot; must be an object.</source>
        <extracomment>%1 is a field name in a saved game file</extracomment>
        <translation>الحقل &quot;%1&quot; يجب أن يكون كائنًا (object).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The field &quot;%1&quot; must be a whole number from %2 to %3.</source>
        <extracomment>%1 is a field name in a saved game file; %2 and %3 are the allowed bounds</extracomment>
        <translation>الحقل &quot;%1&quot; يجب أن يكون عددًا صحيحًا من %2 إلى %3.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The field &quot;%1&quot; must be true or false.</source>
        <extracomment>%1 is a field name in a saved game file; true and false are written as they stand in the file</extracomment>
        <translation>الحقل &quot;%1&quot; يجب أن يكون true أو false.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The field &quot;%1&quot; must be a text of at most %2 characters.</source>
        <extracomment>%1 is a field name in a saved game file; %2 a number of characters</extracomment>
        <translation>الحقل &quot;%1&quot; يجب أن يكون نصًا من %2 حرفًا على الأكثر.</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>The field &quot;%1&quot; must be &quot;S&quot; (South) or &quot;N&quot; (North).</source>
        <extracomment>%1 is a field name in a saved game file; S and N are written as they are</extracomment>
        <translation>الحقل &quot;%1&quot; يجب أن يكون &quot;S&quot; (الجنوب) أو &quot;N&quot; (الشمال).</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>The field &quot;%1&quot; must be a list of two numbers.</source>
        <extracomment>%1 is a field name in a saved game file</extracomment>
        <translation>الحقل &quot;%1&quot; يجب أن يكون قائمة من عددين.</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>The field &quot;%1&quot; must be &quot;human&quot; or &quot;computer&quot;.</source>
        <extracomment>%1 is a field name; &quot;human&quot; and &quot;computer&quot; are written as they are in the file</extracomment>
        <translation>الحقل &quot;%1&quot; يجب أن يكون &quot;human&quot; أو &quot;computer&quot;.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The field &quot;%1&quot; must be one of beginner, easy, medium, hard, perfect.</source>
        <extracomment>%1 is a field name; the level names are written as they are in the file</extracomment>
        <translation>الحقل &quot;%1&quot; يجب أن يكون واحدًا من beginner، easy، medium، hard، perfect.</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>The field &quot;%1&quot; must be &quot;host&quot; or &quot;guest&quot;.</source>
        <extracomment>%1 is a field name; &quot;host&quot; and &quot;guest&quot; are written as they are in the file</extracomment>
        <translation>الحقل &quot;%1&quot; يجب أن يكون &quot;host&quot; أو &quot;guest&quot;.</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>the game was already over</source>
        <translation>كانت المباراة قد انتهت</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>it is not one of the pits A, B, a, b</source>
        <translation>ليست إحدى الحفر A وB وa وb</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>it was South&apos;s turn</source>
        <translation>كان الدور للجنوب</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>it was North&apos;s turn</source>
        <translation>كان الدور للشمال</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>that pit was empty</source>
        <translation>كانت تلك الحفرة فارغة</translation>
    </message>
    <message>
        <location line="+64"/>
        <source>The file is empty.</source>
        <translation>الملف فارغ.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The file is damaged or cut short: %1 at byte %2 of %3.</source>
        <extracomment>%1 is the JSON parser&apos;s own description of the problem, %2 and %3 are byte counts</extracomment>
        <translation>الملف تالف أو مقطوع: %1 عند البايت %2 من %3.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The file does not hold a saved game.</source>
        <translation>الملف لا يحتوي على مباراة محفوظة.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The file is not a Tihbat saved game (its &quot;format&quot; is not &quot;%1&quot;).</source>
        <extracomment>%1 is the expected format name, written as it is</extracomment>
        <translation>الملف ليس مباراة محفوظة من تيهبات (قيمة &quot;format&quot; فيه ليست &quot;%1&quot;).</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The file was saved by a newer Tihbat (format version %1; this one reads version %2).</source>
        <extracomment>%1 is the file&apos;s format version, %2 the version this program reads</extracomment>
        <translation>حُفظ الملف بإصدار أحدث من تيهبات (إصدار الصيغة %1؛ وهذا البرنامج يقرأ الإصدار %2).</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>The field &quot;start.pits&quot; must be a list of four numbers.</source>
        <translation>الحقل &quot;start.pits&quot; يجب أن يكون قائمة من أربعة أعداد.</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>The start position holds %1 counters in all, but the rules deal %2.</source>
        <extracomment>%1 and %2 are numbers of counters</extracomment>
        <translation>مجموع الحصيات في وضعية البداية %1، لكن مجموعها حسب القواعد %2.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The field &quot;moves&quot; must be a list of pit letters.</source>
        <translation>الحقل &quot;moves&quot; يجب أن يكون قائمة من حروف الحفر.</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Move %1 (&quot;%2&quot;) cannot be played: %3.</source>
        <extracomment>%1 is the move&apos;s number (1 for the first move), %2 what was written, %3 why</extracomment>
        <translation>لا يمكن لعب النقلة %1 (&quot;%2&quot;): %3.</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Cannot create the folder %1: %2</source>
        <extracomment>%1 is a folder, %2 the reason (&quot;permission denied&quot;)</extracomment>
        <translation>تعذّر إنشاء المجلد %1: %2</translation>
    </message>
    <message>
        <location line="+59"/>
        <source>Cannot remove the finished game&apos;s saved copy %1: %2</source>
        <extracomment>The game just finished, so its saved copy (kept for continuing it) is removed, and that failed. %1 is the file&apos;s full path, %2 the reason (&quot;read-only file system&quot;)</extracomment>
        <translation>تعذّر حذف النسخة المحفوظة من المباراة المنتهية %1: %2</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Cannot keep the game in progress in %1: %2</source>
        <extracomment>At start: the file chosen for the game in progress (tihbat --autosave-file) cannot be used. %1 is its full path, %2 the reason (&quot;it is a folder, not a file&quot;)</extracomment>
        <translation>تعذّر الاحتفاظ بالمباراة الجارية في %1: %2</translation>
    </message>
</context>
<context>
    <name>tihbat::ScoreSheetActions</name>
    <message>
        <location filename="../ui/print/score_sheet_actions.cpp" line="+56"/>
        <source>Print Score Sheet…</source>
        <extracomment>Game menu: shows the game&apos;s score sheet (moves, values, result) as it will print. No mnemonic: every letter of the English words is taken in the Game menu.</extracomment>
        <translation>طباعة ورقة المباراة…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Export Score Sheet as PD&amp;F…</source>
        <extracomment>Game menu: saves the game&apos;s score sheet as a PDF file</extracomment>
        <translation>تصدير ورقة المباراة بصيغة PD&amp;F…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Score Sheet</source>
        <extracomment>Replay window: the button with the score sheet&apos;s print and export</extracomment>
        <translation>ورقة المباراة</translation>
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
        <translation>مستندات PDF (*.pdf)</translation>
    </message>
    <message>
        <location line="+10"/>
        <location line="+27"/>
        <source>Score sheet saved to %1</source>
        <extracomment>In the status bar after Export Score Sheet as PDF; %1 is the file&apos;s full path</extracomment>
        <translation>حُفظت ورقة المباراة في %1</translation>
    </message>
    <message>
        <location line="-3"/>
        <source>Score sheet sent to the printer %1</source>
        <translation>أُرسلت ورقة المباراة إلى الطابعة %1</translation>
    </message>
</context>
<context>
    <name>tihbat::SettingsStore</name>
    <message>
        <location filename="../model/game/settings/settings_store.cpp" line="+175"/>
        <source>Your settings and results cannot be saved: %1 (%2).</source>
        <extracomment>A lasting warning above the board. %1 is the reason (&quot;no space left on device&quot;, &quot;it is a named pipe (FIFO), not a file&quot;), %2 the settings file&apos;s full path.</extracomment>
        <translation>تعذّر حفظ إعداداتك ونتائجك: %1 (%2).</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Tihbat did not read that file and leaves it as it is; it starts with its usual settings.</source>
        <extracomment>After &quot;Your settings and results cannot be saved: ...&quot; when the settings file cannot be read safely (a named pipe, a folder, too large).</extracomment>
        <translation>لم تقرأ تيهبات ذلك الملف وتتركه كما هو؛ وتبدأ بإعداداتها المعتادة.</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>the file could not be written</source>
        <extracomment>Why the settings could not be saved, when the system gave no reason</extracomment>
        <translation>تعذّرت كتابة الملف</translation>
    </message>
</context>
<context>
    <name>tihbat::SingleInstance</name>
    <message>
        <location filename="../app/instance/single_instance.cpp" line="+98"/>
        <source>Tihbat is already running with this game but does not answer. Close it and start again.</source>
        <extracomment>When the program starts while another copy runs the same game and hangs</extracomment>
        <translation>تيهبات قيد التشغيل بالفعل بهذه المباراة لكنها لا تستجيب. أغلقها وابدأ من جديد.</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>The lock file %1 cannot be opened: %2</source>
        <extracomment>%1 is a file, %2 the system&apos;s reason</extracomment>
        <translation>تعذّر فتح ملف القفل %1: %2</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Later starts of Tihbat cannot reach this one through %1: %2</source>
        <extracomment>%1 is a file, %2 the reason</extracomment>
        <translation>لن تتمكن نسخ تيهبات التي تُشغَّل لاحقًا من الوصول إلى هذه النسخة عبر %1: %2</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>The running game cannot be reached through %1: %2</source>
        <extracomment>When the program starts while another copy runs the same game; %1 is a file, %2 the system&apos;s reason</extracomment>
        <translation>تعذّر الوصول إلى المباراة الجارية عبر %1: %2</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>The request is longer than %1 bytes.</source>
        <extracomment>Answer to another start of the program that sent too much; %1 is a number</extracomment>
        <translation>الطلب أطول من %1 بايت.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The request is not a list of files (at byte %1).</source>
        <extracomment>Answer to another start of the program whose message was not understood</extracomment>
        <translation>الطلب ليس قائمة ملفات (عند البايت %1).</translation>
    </message>
    <message numerus="yes">
        <location line="+8"/>
        <source>%n game records were given; Tihbat opens at most %1 at once.</source>
        <extracomment>Answer to another start of the program (opening game records from a file manager, say) that named too many; %1 is a number</extracomment>
        <translation>
            <numerusform>أُعطي %n سجل مباراة؛ وتيهبات تفتح %1 على الأكثر في المرة الواحدة.</numerusform>
            <numerusform>أُعطي سجل مباراة واحد؛ وتيهبات تفتح %1 على الأكثر في المرة الواحدة.</numerusform>
            <numerusform>أُعطي سجلّا مباراتين؛ وتيهبات تفتح %1 على الأكثر في المرة الواحدة.</numerusform>
            <numerusform>أُعطيت %n سجلات مباريات؛ وتيهبات تفتح %1 على الأكثر في المرة الواحدة.</numerusform>
            <numerusform>أُعطي %n سجل مباراة؛ وتيهبات تفتح %1 على الأكثر في المرة الواحدة.</numerusform>
            <numerusform>أُعطي %n سجل مباراة؛ وتيهبات تفتح %1 على الأكثر في المرة الواحدة.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The request names a file that is not an absolute path.</source>
        <extracomment>Answer to another start of the program; &quot;absolute&quot; as in &quot;absolute path&quot;</extracomment>
        <translation>الطلب يذكر ملفًا ليس مساره مطلقًا.</translation>
    </message>
</context>
<context>
    <name>tihbat::SoundActions</name>
    <message>
        <location filename="../ui/sound/sound_actions.cpp" line="+66"/>
        <source>&amp;Sound</source>
        <extracomment>View menu: sounds of the counters and of the game on or off (the M key)</extracomment>
        <translation>الصو&amp;ت</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Sound &amp;Volume</source>
        <extracomment>View menu: submenu choosing how loud the sounds are</extracomment>
        <translation>&amp;مستوى الصوت</translation>
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
        <translation>القراءة بصوت &amp;عالٍ</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>V&amp;oice Rate</source>
        <extracomment>View menu: submenu choosing how fast the voice of Read Aloud speaks</extracomment>
        <translation>&amp;سرعة النطق</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Slow</source>
        <comment>voice rate</comment>
        <extracomment>Voice Rate: slower than the voice&apos;s own</extracomment>
        <translation>بطيئة</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Normal</source>
        <comment>voice rate</comment>
        <extracomment>Voice Rate: the voice&apos;s own rate</extracomment>
        <translation>عادية</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Fast</source>
        <comment>voice rate</comment>
        <extracomment>Voice Rate: faster than the voice&apos;s own</extracomment>
        <translation>سريعة</translation>
    </message>
</context>
<context>
    <name>tihbat::SpeechVoice</name>
    <message>
        <location filename="../ui/speech/speech_voice.cpp" line="+65"/>
        <location line="+24"/>
        <source>The speech service stopped, so nothing more is read aloud until Tihbat starts again.</source>
        <translation>توقفت خدمة النطق، فلن يُقرأ شيء بصوت عالٍ حتى تُشغَّل تيهبات من جديد.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>No speech service is running on this computer.</source>
        <extracomment>Why Read Aloud cannot speak: no speech service runs (on Linux, speech-dispatcher)</extracomment>
        <translation>لا توجد خدمة نطق تعمل على هذا الحاسوب.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>No %1 voice is installed on this computer.</source>
        <extracomment>Why Read Aloud cannot speak: %1 is the language of the interface, named in that language (&quot;Mongolian&quot;); no installed voice speaks it</extracomment>
        <translation>لا يوجد على هذا الحاسوب صوت يتكلم %1.</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>Greek</source>
        <extracomment>A language&apos;s name in &quot;No %1 voice is installed on this computer.&quot;</extracomment>
        <translation>اليونانية</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Hindi</source>
        <extracomment>A language&apos;s name in &quot;No %1 voice is installed on this computer.&quot;</extracomment>
        <translation>الهندية</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Mongolian</source>
        <extracomment>A language&apos;s name in &quot;No %1 voice is installed on this computer.&quot;</extracomment>
        <translation>المنغولية</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Swahili</source>
        <extracomment>A language&apos;s name in &quot;No %1 voice is installed on this computer.&quot;</extracomment>
        <translation>السواحيلية</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Portuguese</source>
        <extracomment>A language&apos;s name in &quot;No %1 voice is installed on this computer.&quot;</extracomment>
        <translation>البرتغالية</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Arabic</source>
        <extracomment>A language&apos;s name in &quot;No %1 voice is installed on this computer.&quot;</extracomment>
        <translation>العربية</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>French</source>
        <extracomment>A language&apos;s name in &quot;No %1 voice is installed on this computer.&quot;</extracomment>
        <translation>الفرنسية</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Spanish</source>
        <extracomment>A language&apos;s name in &quot;No %1 voice is installed on this computer.&quot;</extracomment>
        <translation>الإسبانية</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Catalan</source>
        <extracomment>A language&apos;s name in &quot;No %1 voice is installed on this computer.&quot;</extracomment>
        <translation>الكتالانية</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>English</source>
        <extracomment>A language&apos;s name in &quot;No %1 voice is installed on this computer.&quot;</extracomment>
        <translation>الإنجليزية</translation>
    </message>
</context>
<context>
    <name>tihbat::SpeedChoice</name>
    <message>
        <location filename="../ui/viewer/speed_choice.cpp" line="+32"/>
        <source>&amp;Slow</source>
        <comment>animation speed</comment>
        <extracomment>Animation speed</extracomment>
        <translation>&amp;بطيئة</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Slow</source>
        <translation>بطيئة</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Normal</source>
        <comment>animation speed</comment>
        <extracomment>Animation speed</extracomment>
        <translation>&amp;عادية</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Normal</source>
        <translation>عادية</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Fast</source>
        <comment>animation speed</comment>
        <extracomment>Animation speed</extracomment>
        <translation>&amp;سريعة</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Fast</source>
        <translation>سريعة</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Instant</source>
        <comment>animation speed</comment>
        <extracomment>Animation speed: no animation at all</extracomment>
        <translation>&amp;فورية</translation>
    </message>
</context>
<context>
    <name>tihbat::StandingsModel</name>
    <message>
        <location filename="../ui/tournament/tournament_results.cpp" line="+68"/>
        <location filename="../ui/tournament/tournament_tables.cpp" line="-129"/>
        <source>Place</source>
        <extracomment>Class tournament standings: the column of the places (1st, 2nd, …)</extracomment>
        <translation>المرتبة</translation>
    </message>
    <message>
        <location line="+0"/>
        <location filename="../ui/tournament/tournament_tables.cpp" line="+3"/>
        <source>Player</source>
        <extracomment>Class tournament standings: the column of the pupils&apos; names</extracomment>
        <translation>اللاعب</translation>
    </message>
    <message>
        <location line="+87"/>
        <source>Crosstable</source>
        <extracomment>Class tournament results: the table of every pair&apos;s points against each other</extracomment>
        <translation>جدول المواجهات</translation>
    </message>
    <message>
        <location filename="../ui/tournament/tournament_tables.cpp" line="-78"/>
        <source>A win gives 2 points, a draw 1, a loss 0; a bye counts as a win. Between players on the same points, more counters captured comes first, then the games they played against each other.</source>
        <translation>الفوز يعطي نقطتين، والتعادل نقطة واحدة، والخسارة لا شيء؛ والجولة بلا مباراة تُحسب فوزًا. وبين اللاعبين المتساوين في النقاط، يتقدّم من أخذ حصيات أكثر، ثم تُحسب المباريات التي لعبوها فيما بينهم.</translation>
    </message>
    <message>
        <location line="+81"/>
        <source>Won</source>
        <extracomment>Class tournament standings: games won (a bye counts as won)</extracomment>
        <translation>فوز</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Drawn</source>
        <translation>تعادل</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Lost</source>
        <translation>خسارة</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Points</source>
        <translation>النقاط</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Counters</source>
        <extracomment>Class tournament standings: counters captured in all games, the first tie-break</extracomment>
        <translation>الحصيات</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Adjudicated</source>
        <extracomment>Class tournament standings: games the teacher ended, decided by the computer</extracomment>
        <translation>بحكم الحاسوب</translation>
    </message>
</context>
<context>
    <name>tihbat::StandingsProjector</name>
    <message>
        <location filename="../ui/tournament/standings_projector.cpp" line="+142"/>
        <source>Class Tournament</source>
        <extracomment>Title of the class tournament&apos;s standings on the projector</extracomment>
        <translation>بطولة القسم</translation>
    </message>
</context>
<context>
    <name>tihbat::StatisticsAction</name>
    <message>
        <location filename="../ui/play/practice_actions.cpp" line="-4"/>
        <source>Stat&amp;istics…</source>
        <extracomment>Game menu: opens the window with the wins, draws and losses against the computer</extracomment>
        <translation>إحصا&amp;ئيات…</translation>
    </message>
</context>
<context>
    <name>tihbat::StatisticsWindow</name>
    <message>
        <location filename="../ui/statistics/statistics_window.cpp" line="+93"/>
        <source>Statistics</source>
        <extracomment>Window title of Game &gt; Statistics</extracomment>
        <translation>إحصائيات</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your games against the computer. Each game counts once, when it ends; games between two people do not count.</source>
        <extracomment>Statistics window: what is counted</extracomment>
        <translation>مبارياتك ضد الحاسوب. كل مباراة تُحسب مرة واحدة، عندما تنتهي؛ والمباريات بين شخصين لا تُحسب.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>By computer level</source>
        <extracomment>Statistics window: heading of the table with one row per computer level</extracomment>
        <translation>حسب مستوى الحاسوب</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>By counters per pit</source>
        <extracomment>Statistics window: heading of the table with one row per number of counters per pit</extracomment>
        <translation>حسب عدد الحصيات في كل حفرة</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No games yet. Play against the computer, and your results will show here.</source>
        <extracomment>Statistics window: shown instead of the second table before the first game</extracomment>
        <translation>لا مباريات بعد. العب ضد الحاسوب، وستظهر نتائجك هنا.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Won</source>
        <comment>statistics column</comment>
        <extracomment>Statistics window: column of games the person won</extracomment>
        <translation>فوز</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Drawn</source>
        <comment>statistics column</comment>
        <extracomment>Statistics window: column of games that ended in a draw</extracomment>
        <translation>تعادل</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Lost</source>
        <comment>statistics column</comment>
        <extracomment>Statistics window: column of games the person lost</extracomment>
        <translation>خسارة</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Games</source>
        <comment>statistics column</comment>
        <extracomment>Statistics window: column of all games</extracomment>
        <translation>المباريات</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Reset…</source>
        <extracomment>Statistics window: forget every result (asks first)</extracomment>
        <translation>إ&amp;عادة التعيين…</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>All games</source>
        <comment>statistics row</comment>
        <extracomment>Statistics window: the last row, all games together</extracomment>
        <translation>كل المباريات</translation>
    </message>
    <message numerus="yes">
        <location line="+7"/>
        <source>%n per pit</source>
        <comment>statistics row</comment>
        <extracomment>Statistics window: a row of the second table, games with %n counters in each pit at the start</extracomment>
        <translation>
            <numerusform>%n في كل حفرة</numerusform>
            <numerusform>%n في كل حفرة</numerusform>
            <numerusform>%n في كل حفرة</numerusform>
            <numerusform>%n في كل حفرة</numerusform>
            <numerusform>%n في كل حفرة</numerusform>
            <numerusform>%n في كل حفرة</numerusform>
        </translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Best winning streak: %1
Winning streak now: %2</source>
        <extracomment>Statistics window: wins in a row; %1 the longest run so far, %2 the run going on now</extracomment>
        <translation>أطول سلسلة انتصارات متتالية: %1
الانتصارات المتتالية الآن: %2</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Reset Statistics</source>
        <extracomment>Title of the question before the statistics are reset</extracomment>
        <translation>إعادة تعيين الإحصائيات</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Forget all your results against the computer?</source>
        <extracomment>Asked before the statistics are reset</extracomment>
        <translation>هل تمحو كل نتائجك ضد الحاسوب؟</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The wins, draws, losses and streaks go back to 0. This cannot be undone.</source>
        <translation>تعود الانتصارات والتعادلات والخسائر وسلاسل الانتصارات إلى 0. لا يمكن التراجع عن هذا.</translation>
    </message>
</context>
<context>
    <name>tihbat::TableProjector</name>
    <message>
        <location filename="../ui/tournament/table_projector.cpp" line="+138"/>
        <source>Round %1, table %2: %3 plays South, %4 plays North</source>
        <extracomment>Over the projector&apos;s board, a game of a class tournament: %1 is the round, %2 the game&apos;s table (as the teacher&apos;s window numbers them), %3 and %4 the pupils&apos; names</extracomment>
        <translation>الجولة %1، الطاولة %2: %3 في جهة الجنوب، %4 في جهة الشمال</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>%1 has left; the game waits for them to come back</source>
        <extracomment>Over the projector&apos;s board: a pupil&apos;s computer left the tournament&apos;s game; %1 is the pupil&apos;s name</extracomment>
        <translation>غادر %1؛ المباراة تنتظر عودته</translation>
    </message>
</context>
<context>
    <name>tihbat::TournamentAction</name>
    <message>
        <location filename="../ui/tournament/tournament_action.cpp" line="+37"/>
        <source>Class Tour&amp;nament…</source>
        <extracomment>Classroom menu: a tournament of the class, each pupil on their own computer</extracomment>
        <translation>&amp;بطولة القسم…</translation>
    </message>
</context>
<context>
    <name>tihbat::TournamentSetupPage</name>
    <message>
        <location filename="../ui/tournament/tournament_setup_page.cpp" line="+93"/>
        <source>Every pupil plays on their own computer, and this computer referees every game. Up to 8 pupils play everyone twice, once on each side; more play a Swiss tournament.</source>
        <translation>يلعب كل تلميذ على حاسوبه، وهذا الحاسوب يحكّم كل المباريات. إذا كان التلاميذ 8 أو أقل، يلعب كل واحد ضد كل الآخرين مرتين، مرة في كل جهة؛ وإذا كانوا أكثر، يلعبون بطولة بالنظام السويسري.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Join code:</source>
        <translation>رمز الانضمام:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Counters in each pit:</source>
        <translation>&amp;عدد الحصيات في كل حفرة:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Rounds for more than 8 pupils:</source>
        <extracomment>Class tournament: how many rounds a class of more than 8 pupils plays</extracomment>
        <translation>عدد الجولات &amp;حين يزيد التلاميذ على 8:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>As many as needed</source>
        <extracomment>Class tournament: the Swiss rounds chosen by the program from the number of pupils</extracomment>
        <translation>حسب الحاجة</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Open the Tournament</source>
        <translation>&amp;فتح البطولة</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Contin&amp;ue the Saved Tournament</source>
        <translation>&amp;متابعة البطولة المحفوظة</translation>
    </message>
</context>
<context>
    <name>tihbat::TournamentWindow</name>
    <message>
        <location filename="../ui/tournament/tournament_window.cpp" line="-296"/>
        <source>Someone at %1 is trying codes.</source>
        <extracomment>Class tournament: someone gives wrong join codes; %1 is their network address</extracomment>
        <translation>شخص ما على %1 يجرّب رموزًا.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The tournament could not be saved: %1</source>
        <extracomment>Class tournament: the tournament could not be saved; %1 says why</extracomment>
        <translation>تعذّر حفظ البطولة: %1</translation>
    </message>
    <message>
        <location line="+66"/>
        <source>The tournament cannot start with these pupils and rounds.</source>
        <translation>لا يمكن أن تبدأ البطولة بهؤلاء التلاميذ وهذه الجولات.</translation>
    </message>
    <message>
        <location line="+61"/>
        <source>The saved tournament in %1 cannot be read.</source>
        <extracomment>Class tournament: the saved tournament could not be read; %1 is the file</extracomment>
        <translation>تعذّرت قراءة البطولة المحفوظة في %1.</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>The tournament cannot be opened: %1</source>
        <extracomment>Class tournament: the computer could not wait for pupils; %1 says why</extracomment>
        <translation>تعذّر فتح البطولة: %1</translation>
    </message>
    <message>
        <location line="+72"/>
        <source>%1 (away)</source>
        <translation>%1 (غياب)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Pupils join with the code %1 (port %2).</source>
        <extracomment>Class tournament: %1 is the join code, %2 the port number</extracomment>
        <translation>ينضمّ التلاميذ بالرمز %1 (المنفذ %2).</translation>
    </message>
    <message numerus="yes">
        <location line="+8"/>
        <source>%n pupil(s) joined</source>
        <extracomment>Class tournament: before the start; %n is how many pupils have joined</extracomment>
        <translation>
            <numerusform>لم ينضمّ أي تلميذ</numerusform>
            <numerusform>انضمّ تلميذ واحد</numerusform>
            <numerusform>انضمّ تلميذان</numerusform>
            <numerusform>انضمّ %n تلاميذ</numerusform>
            <numerusform>انضمّ %n تلميذًا</numerusform>
            <numerusform>انضمّ %n تلميذ</numerusform>
        </translation>
    </message>
    <message>
        <location line="+16"/>
        <location line="+9"/>
        <source>Export the Results</source>
        <translation>تصدير النتائج</translation>
    </message>
    <message>
        <location line="-8"/>
        <source>CSV tables (*.csv)</source>
        <translation>جداول CSV (*.csv)</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+9"/>
        <source>tournament results</source>
        <translation>نتائج البطولة</translation>
    </message>
    <message>
        <location line="-1"/>
        <source>PDF documents (*.pdf)</source>
        <translation>مستندات PDF (*.pdf)</translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+11"/>
        <location line="+30"/>
        <source>Class Tournament</source>
        <translation>بطولة القسم</translation>
    </message>
    <message>
        <location line="-35"/>
        <source>Save All Games</source>
        <translation>حفظ كل المباريات</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Tihbat games (*.tihbat)</source>
        <translation>مباريات تيهبات (*.tihbat)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>tournament games</source>
        <translation>مباريات البطولة</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>&amp;Pupils:</source>
        <translation>&amp;قائمة التلاميذ:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Start</source>
        <translation>&amp;بدء</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Next Round</source>
        <translation>&amp;الجولة التالية</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Adjudicate the Selected Game</source>
        <extracomment>Class tournament: ends the selected unfinished game, decided by the computer&apos;s exact value of the position</extracomment>
        <translation>إنهاء المباراة المختارة &amp;وفق حكم الحاسوب</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Standings on the Pro&amp;jector</source>
        <translation>الترتيب على جهاز العر&amp;ض</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>E&amp;xport CSV…</source>
        <translation>تصدير بصيغة &amp;CSV…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Export P&amp;DF…</source>
        <translation>تصدير بصيغة P&amp;DF…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Save All &amp;Games…</source>
        <translation>حفظ &amp;كل المباريات…</translation>
    </message>
</context>
<context>
    <name>tihbat::TutorialRun</name>
    <message>
        <location filename="../model/game/learn/tutorial_run.cpp" line="-143"/>
        <source>Yes! Pit %1 is yours. On your turn you play one of your own pits.</source>
        <extracomment>Lesson: the learner clicked their own pit; %1 is its letter</extracomment>
        <translation>نعم! الحفرة %1 لك. في دورك تلعب إحدى حفرتيك.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Pit %1 is at the top, so it is North&apos;s. Your pits are the two at the bottom, A and B.</source>
        <extracomment>Lesson: the learner clicked North&apos;s pit; %1 is its letter</extracomment>
        <translation>الحفرة %1 في الأعلى، فهي للشمال. حفرتاك هما اللتان في الأسفل، A وB.</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>Pit %1 is North&apos;s. Take the counters out of your own pit %2.</source>
        <translation>الحفرة %1 للشمال. أخرِج الحصيات من حفرتك %2.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>That is pit %1. This time take the counters out of pit %2.</source>
        <extracomment>Lesson: %1 is the pit clicked, %2 the pit to take from</extracomment>
        <translation>هذه هي الحفرة %1. هذه المرة أخرِج الحصيات من الحفرة %2.</translation>
    </message>
    <message numerus="yes">
        <location line="+12"/>
        <source>You are holding %n counter(s). Click the pit where the first one goes.</source>
        <extracomment>Lesson: the learner has just taken the counters out of a pit</extracomment>
        <translation>
            <numerusform>في يدك %n حصاة. انقر على الحفرة التي تذهب إليها الأولى.</numerusform>
            <numerusform>في يدك حصاة واحدة. انقر على الحفرة التي تذهب إليها.</numerusform>
            <numerusform>في يدك حصاتان. انقر على الحفرة التي تذهب إليها الأولى.</numerusform>
            <numerusform>في يدك %n حصيات. انقر على الحفرة التي تذهب إليها الأولى.</numerusform>
            <numerusform>في يدك %n حصاة. انقر على الحفرة التي تذهب إليها الأولى.</numerusform>
            <numerusform>في يدك %n حصاة. انقر على الحفرة التي تذهب إليها الأولى.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Not there: the first counter goes straight back into pit %1, the pit you just emptied.</source>
        <extracomment>Lesson: a wrong pit for the first counter; %1 is the pit just emptied</extracomment>
        <translation>ليس هنا: الحصاة الأولى تعود مباشرة إلى الحفرة %1، الحفرة التي أفرغتها للتو.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Not there: the counters go round in the order A, B, a, b and then A again, so after pit %1 comes pit %2.</source>
        <extracomment>Lesson: a wrong pit for the next counter; %1 is the pit that got the last counter, %2 the pit after it</extracomment>
        <translation>ليس هنا: تدور الحصيات بالترتيب A ثم B ثم a ثم b ثم A من جديد، فبعد الحفرة %1 تأتي الحفرة %2.</translation>
    </message>
    <message numerus="yes">
        <location line="+14"/>
        <source>Right! %n counter(s) left in your hand. Click the pit where the next one goes.</source>
        <extracomment>Lesson: a right pit during the learner&apos;s own sowing</extracomment>
        <translation>
            <numerusform>صحيح! بقيت في يدك %n حصاة. انقر على الحفرة التي تذهب إليها التالية.</numerusform>
            <numerusform>صحيح! بقيت في يدك حصاة واحدة. انقر على الحفرة التي تذهب إليها.</numerusform>
            <numerusform>صحيح! بقيت في يدك حصاتان. انقر على الحفرة التي تذهب إليها التالية.</numerusform>
            <numerusform>صحيح! بقيت في يدك %n حصيات. انقر على الحفرة التي تذهب إليها التالية.</numerusform>
            <numerusform>صحيح! بقيت في يدك %n حصاة. انقر على الحفرة التي تذهب إليها التالية.</numerusform>
            <numerusform>صحيح! بقيت في يدك %n حصاة. انقر على الحفرة التي تذهب إليها التالية.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+10"/>
        <source>Well done! You sowed all %n counters. The last one fell into pit %1.</source>
        <extracomment>Lesson: the learner sowed every counter; %1 is the pit the last one fell into</extracomment>
        <translation>
            <numerusform>أحسنت! وزّعت كل الحصيات (%n). سقطت الأخيرة في الحفرة %1.</numerusform>
            <numerusform>أحسنت! وزّعت الحصاة. سقطت في الحفرة %1.</numerusform>
            <numerusform>أحسنت! وزّعت الحصاتين كلتيهما. سقطت الأخيرة في الحفرة %1.</numerusform>
            <numerusform>أحسنت! وزّعت كل الحصيات (%n). سقطت الأخيرة في الحفرة %1.</numerusform>
            <numerusform>أحسنت! وزّعت كل الحصيات (%n). سقطت الأخيرة في الحفرة %1.</numerusform>
            <numerusform>أحسنت! وزّعت كل الحصيات (%n). سقطت الأخيرة في الحفرة %1.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+60"/>
        <source>Pit %1 is North&apos;s. You can only play your own pits, A and B.</source>
        <extracomment>Lesson: the learner tried to play North&apos;s pit %1</extracomment>
        <translation>الحفرة %1 للشمال. لا يمكنك أن تلعب إلا حفرتيك، A وB.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Pit %1 is empty: there is nothing to take out of it.</source>
        <extracomment>Lesson: the learner tried to play an empty pit %1</extracomment>
        <translation>الحفرة %1 فارغة: لا شيء تُخرجه منها.</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>Well done! Your last counter made %1 in pit %2, so you captured them. They are in your store now.</source>
        <extracomment>Lesson: %1 counters captured from the learner&apos;s pit %2</extracomment>
        <translation>أحسنت! بحصاتك الأخيرة صار عدد الحصيات في الحفرة %2 هو %1، فأخذتها. هي الآن في مخزنك.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Well done! North has no counters, so North passes and it is your turn again.</source>
        <extracomment>Lesson: the learner made North pass</extracomment>
        <translation>أحسنت! لا حصيات عند الشمال، فيمرّ دوره ويعود الدور إليك.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Well done! The same position came back, so the game is over. The %1 counters on the board are shared: %2 for you and %2 for North.</source>
        <extracomment>Lesson: the position came back; %1 counters are on the board, %2 go to each</extracomment>
        <translation>أحسنت! عادت الوضعية نفسها، فانتهت المباراة. تُقسَم الحصيات التي على اللوحة (%1): %2 لك و%2 للشمال.</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>South has %1 in the store and %2 from the board, %3 in all; North has %4 and %5, %6 in all.</source>
        <extracomment>Lesson: the final count. %1 South&apos;s store, %2 the share, %3 South&apos;s total; %4 North&apos;s store, %5 the share, %6 North&apos;s total</extracomment>
        <translation>للجنوب %1 في المخزن و%2 من اللوحة، أي %3 في المجموع؛ وللشمال %4 و%5، أي %6 في المجموع.</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Right, a draw! %1</source>
        <translation>صحيح، تعادل! %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Right, %1 wins! %2</source>
        <extracomment>Lesson: the learner named the winner rightly; %1 is South or North, %2 the count</extracomment>
        <translation>صحيح، فاز %1! %2</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Not a draw: the two players do not have the same number. %1</source>
        <translation>ليس تعادلًا: ليس عند اللاعبين العدد نفسه. %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Not quite: the counters on the board are shared equally, whichever side they are on. %1</source>
        <extracomment>Lesson: the learner named the wrong winner. The counters left on the board are shared equally, so they do not count for the side they are on. %1 is the count.</extracomment>
        <translation>ليس تمامًا: الحصيات التي على اللوحة تُقسَم بالتساوي، في أي جهة كانت. %1</translation>
    </message>
</context>
<context>
    <name>tihbat::UndoQuestion</name>
    <message>
        <location filename="../ui/network/undo_question.cpp" line="+88"/>
        <source>Let %1 take back their last move?</source>
        <extracomment>A network game: the other player asks to undo; %1 is their name</extracomment>
        <translation>هل تسمح بأن يتراجع %1 عن نقلته الأخيرة؟</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The game waits for your answer. If you agree, both boards go back to before their last move.</source>
        <extracomment>A network game: below the question whether the other player may take back their move</extracomment>
        <translation>المباراة تنتظر جوابك. إذا وافقت، تعود اللوحتان إلى ما قبل نقلته الأخيرة.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&amp;Agree</source>
        <extracomment>Button: the other player of a network game may take back their last move</extracomment>
        <translation>أ&amp;وافق</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Decline</source>
        <extracomment>Button: the other player of a network game may not take back their last move</extracomment>
        <translation>&amp;أرفض</translation>
    </message>
</context>
<context>
    <name>tihbat::ValueGraph</name>
    <message>
        <location filename="../ui/replay/value_graph.cpp" line="+31"/>
        <source>Value of the game after each move</source>
        <extracomment>Accessible name of the graph of the game&apos;s value over its moves.</extracomment>
        <translation>قيمة المباراة بعد كل نقلة</translation>
    </message>
    <message>
        <location line="+51"/>
        <source>South ahead</source>
        <translation>الجنوب متقدّم</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>North ahead</source>
        <translation>الشمال متقدّم</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 ahead</source>
        <extracomment>Graph label above or below the zero line: values there mean the player %1 (a name from the game record) finishes ahead.</extracomment>
        <translation>%1 متقدّم</translation>
    </message>
</context>
<context>
    <name>tihbat::WatchTableAction</name>
    <message>
        <location filename="../ui/tournament/watch_table_action.cpp" line="+58"/>
        <source>&amp;Watch on the Projector</source>
        <extracomment>Class tournament: shows the selected game, live, full screen on the projector</extracomment>
        <translation>&amp;شاهد المباراة على جهاز العرض</translation>
    </message>
</context>
<context>
    <name>tihbat::WorksheetActions</name>
    <message>
        <location filename="../ui/print/worksheet_actions.cpp" line="+33"/>
        <source>Print Work&amp;sheet…</source>
        <extracomment>Classroom menu: sets up a sheet of puzzles, shows it as it will print, and prints it</extracomment>
        <translation>طباعة ورقة &amp;ألغاز…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Export Worksheet as P&amp;DF…</source>
        <extracomment>Classroom menu: sets up a sheet of puzzles and saves it as a PDF file</extracomment>
        <translation>تصدير ورقة الألغاز بصيغة P&amp;DF…</translation>
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
        <translation>حُفظت ورقة الألغاز في %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Worksheet saved to %1; its answer key to %2</source>
        <extracomment>In the status bar after Export Worksheet as PDF with a separate answer key; %1 and %2 are the files&apos; full paths</extracomment>
        <translation>حُفظت ورقة الألغاز في %1؛ ومفتاح أجوبتها في %2</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>PDF documents (*.pdf)</source>
        <extracomment>Export Worksheet as PDF: the file type in the save dialog</extracomment>
        <translation>مستندات PDF (*.pdf)</translation>
    </message>
    <message>
        <location line="+54"/>
        <source>Worksheet and its answer key sent to the printer %1</source>
        <extracomment>In the status bar after printing a worksheet and its key; %1 is the printer&apos;s name</extracomment>
        <translation>أُرسلت ورقة الألغاز ومفتاح أجوبتها إلى الطابعة %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Worksheet sent to the printer %1</source>
        <extracomment>In the status bar after printing a worksheet; %1 is the printer&apos;s name</extracomment>
        <translation>أُرسلت ورقة الألغاز إلى الطابعة %1</translation>
    </message>
</context>
<context>
    <name>tihbat::WorksheetDialog</name>
    <message>
        <location filename="../ui/print/worksheet_dialog.cpp" line="+49"/>
        <source>Puzzle Worksheet</source>
        <extracomment>Title of the dialog that sets up a puzzle worksheet to print</extracomment>
        <translation>ورقة ألغاز</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Mixed</source>
        <extracomment>Worksheet: puzzles of every difficulty, easy ones first</extracomment>
        <translation>مختلطة</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Any</source>
        <extracomment>Worksheet: puzzles from games with any number of counters per pit</extracomment>
        <translation>أي عدد</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Answer &amp;key as a separate document</source>
        <extracomment>Worksheet: the answers as a second document rather than the last page</extracomment>
        <translation>مفتاح الأ&amp;جوبة في مستند منفصل</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&amp;Puzzles:</source>
        <extracomment>Worksheet dialog: how many puzzles on the sheet</extracomment>
        <translation>الألغا&amp;ز:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Difficulty:</source>
        <extracomment>Worksheet dialog</extracomment>
        <translation>الصعو&amp;بة:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Counters per pit:</source>
        <extracomment>Worksheet dialog: puzzles from games with this many counters in each pit at the start</extracomment>
        <translation>&amp;عدد الحصيات في كل حفرة:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Puzzles from games that began with this many counters in each pit.</source>
        <extracomment>Worksheet dialog, under &quot;Counters per pit&quot;: what the choice is for</extracomment>
        <translation>ألغاز من مباريات بدأت بهذا العدد من الحصيات في كل حفرة.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Title:</source>
        <extracomment>Worksheet dialog: the title printed at the top of the sheet</extracomment>
        <translation>العنوا&amp;ن:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Language:</source>
        <extracomment>Worksheet dialog: the language of the sheet</extracomment>
        <translation>&amp;اللغة:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The sheet&apos;s language, whatever the game&apos;s.</source>
        <extracomment>Worksheet dialog, under &quot;Language&quot;: what the choice is for</extracomment>
        <translation>لغة الورقة، مهما كانت لغة اللعبة.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>P&amp;aper:</source>
        <extracomment>Worksheet dialog: the paper size</extracomment>
        <translation>الور&amp;ق:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Sheet number:</source>
        <extracomment>Worksheet dialog: the same number prints the same sheet again</extracomment>
        <translation>&amp;رقم الورقة:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The same number gives the same puzzles: note it to print this sheet again, or choose another for a new sheet.</source>
        <extracomment>Worksheet dialog, under &quot;Sheet number&quot;: what the number is for</extracomment>
        <translation>الرقم نفسه يعطي الألغاز نفسها: دوّنه لتطبع هذه الورقة مرة أخرى، أو اختر رقمًا آخر لورقة جديدة.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Then the answers are not on the pupils&apos; pages: they are printed on their own, or saved beside the sheet with &quot;-key&quot; at the end of its name.</source>
        <extracomment>Worksheet dialog, under &quot;Answer key as a separate document&quot;</extracomment>
        <translation>عندها لا تكون الأجوبة في صفحات التلاميذ: تُطبع وحدها، أو تُحفظ بجانب الورقة مع &quot;-key&quot; في آخر اسمها.</translation>
    </message>
</context>
</TS>
