<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="el" sourcelanguage="en">
<context>
    <name>GameTexts</name>
    <message>
        <location filename="../model/game/words/game_texts.cpp" line="+11"/>
        <source>Tihbat</source>
        <comment>name of the game</comment>
        <extracomment>The name of the game: write it in your script (see translations/GLOSSARY.md)</extracomment>
        <translation>Τιχμπάτ</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>South</source>
        <comment>side</comment>
        <extracomment>The player who sits at the bottom of the board</extracomment>
        <translation>Νότος</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>North</source>
        <comment>side</comment>
        <extracomment>The player who sits at the top of the board</extracomment>
        <translation>Βορράς</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Beginner</source>
        <comment>level</comment>
        <extracomment>Computer player strength, the weakest</extracomment>
        <translation>Αρχάριος</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Easy</source>
        <comment>level</comment>
        <extracomment>Computer player strength</extracomment>
        <translation>Εύκολο</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Medium</source>
        <comment>level</comment>
        <extracomment>Computer player strength</extracomment>
        <translation>Μέτριο</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Hard</source>
        <comment>level</comment>
        <extracomment>Computer player strength</extracomment>
        <translation>Δύσκολο</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Perfect</source>
        <comment>level</comment>
        <extracomment>Computer player strength: never makes a mistake</extracomment>
        <translation>Τέλειο</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>For first-time players: plays almost at random, so a young child often wins.</source>
        <comment>level suits</comment>
        <extracomment>Who the weakest computer level suits, one line in the New Game dialog</extracomment>
        <translation>Για όσους παίζουν πρώτη φορά: παίζει σχεδόν στην τύχη, έτσι ένα μικρό παιδί κερδίζει συχνά.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>For families: plays well but gets it wrong now and then.</source>
        <comment>level suits</comment>
        <extracomment>Who the Medium computer level suits, one line in the New Game dialog</extracomment>
        <translation>Για οικογένειες: παίζει καλά, αλλά πού και πού κάνει λάθος.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>For experts: never makes a mistake and punishes every mistake you make.</source>
        <comment>level suits</comment>
        <extracomment>Who the Perfect computer level suits, one line in the New Game dialog</extracomment>
        <translation>Για έμπειρους παίκτες: δεν κάνει ποτέ λάθος και εκμεταλλεύεται κάθε λάθος σου.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Computer (%1)</source>
        <comment>player</comment>
        <extracomment>A computer player without a name; %1 is its level, such as &quot;Easy&quot;</extracomment>
        <translation>Υπολογιστής (%1)</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>The game is over. Start a new game to play again.</source>
        <extracomment>Said when someone clicks a pit after the end</extracomment>
        <translation>Η παρτίδα τελείωσε. Ξεκίνα νέα παρτίδα για να παίξεις ξανά.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>There is no such pit.</source>
        <translation>Δεν υπάρχει τέτοια λακκούβα.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Wait: it is %1&apos;s turn.</source>
        <extracomment>%1 is the computer player&apos;s name, or the friend&apos;s at another computer</extracomment>
        <translation>Περίμενε! Παίζει: %1.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>That pit is %1&apos;s: play a pit on your side.</source>
        <extracomment>A network game: %1 is the friend&apos;s name (at the other computer)</extracomment>
        <translation>Αυτή η λακκούβα είναι του παίκτη %1: παίξε μια λακκούβα στην πλευρά σου.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>It is %1&apos;s turn: play a pit on your own side.</source>
        <extracomment>%1 is a player&apos;s name. Said when someone clicks the other player&apos;s pit</extracomment>
        <translation>Παίζει: %1. Διάλεξε μια λακκούβα στη δική σου πλευρά.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>It is %1&apos;s turn.</source>
        <extracomment>%1 is a player&apos;s name</extracomment>
        <translation>Παίζει: %1.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>That pit is empty: choose a pit with counters.</source>
        <extracomment>Said when someone clicks a pit with no counters in it</extracomment>
        <translation>Αυτή η λακκούβα είναι άδεια: διάλεξε μια λακκούβα με πετραδάκια.</translation>
    </message>
    <message numerus="yes">
        <location line="+11"/>
        <source>You win by %n</source>
        <comment>hint</comment>
        <extracomment>Hint for one pit: if you play it and then play well, you win by %n counters</extracomment>
        <translation>
            <numerusform>Νικάς με %n</numerusform>
            <numerusform>Νικάς με %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>You lose by %n</source>
        <comment>hint</comment>
        <extracomment>Hint for one pit: even playing well afterwards, you lose by %n counters</extracomment>
        <translation>
            <numerusform>Χάνεις με %n</numerusform>
            <numerusform>Χάνεις με %n</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Draw</source>
        <comment>hint</comment>
        <extracomment>Hint for one pit: the game ends equal</extracomment>
        <translation>Ισοπαλία</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>%1 to play</source>
        <extracomment>Status bar; %1 is a player&apos;s name</extracomment>
        <translation>Παίζει: %1</translation>
    </message>
    <message>
        <location line="+39"/>
        <source>Captured: %1 %2 · %3 %4</source>
        <extracomment>Status bar; %1 and %3 are player names, %2 and %4 the numbers of counters they captured</extracomment>
        <translation>Μαζεμένα: %1 %2 · %3 %4</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Counters at the end:
%1: %2
%3: %4</source>
        <comment>final score</comment>
        <extracomment>End of a game, one line each: %1 and %3 are player names, %2 and %4 the counters they end the game with</extracomment>
        <translation>Πετραδάκια στο τέλος:
%1: %2
%3: %4</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Every counter has been captured.</source>
        <translation>Μαζεύτηκαν όλα τα πετραδάκια.</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>The same position came back, so the game stopped. The %n counters left on the board were shared equally.</source>
        <comment>end</comment>
        <extracomment>%n (always 2 or more, and even) counters were on the board; each player got half</extracomment>
        <translation>
            <numerusform>Η ίδια θέση ξαναήρθε, γι’ αυτό η παρτίδα σταμάτησε. Το %n πετραδάκι που έμεινε στο ταμπλό μοιράστηκε ίσα.</numerusform>
            <numerusform>Η ίδια θέση ξαναήρθε, γι’ αυτό η παρτίδα σταμάτησε. Τα %n πετραδάκια που έμειναν στο ταμπλό μοιράστηκαν ίσα.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+15"/>
        <source>The last move took the one counter from pit %1 and it fell back into the same pit: nothing on the board changed.</source>
        <comment>end</comment>
        <extracomment>After &quot;The same position came back…&quot; when the last move lifted a single counter: %1 is its pit (A, B, a or b)</extracomment>
        <translation>Η τελευταία κίνηση σήκωσε το μοναδικό πετραδάκι της λακκούβας %1 κι αυτό ξανάπεσε στην ίδια λακκούβα: τίποτα δεν άλλαξε στο ταμπλό.</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Pit %1 has just one counter: it falls back into pit %1 and the board stays the same. This position was here before, so the game would end now. Choose pit %1 again to play it.</source>
        <extracomment>In a bubble by a pit holding one counter, before it is played; %1 is the pit (A, B, a or b). Choosing the pit a second time plays it.</extracomment>
        <translation>Η λακκούβα %1 έχει μόνο ένα πετραδάκι: ξαναπέφτει στη λακκούβα %1 και το ταμπλό μένει ίδιο. Αυτή η θέση έχει ξαναέρθει, οπότε η παρτίδα θα τελείωνε τώρα. Διάλεξε ξανά τη λακκούβα %1 για να την παίξεις.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Playing pit %1 brings back an earlier position, so the game would end now and the counters left would be shared. Choose pit %1 again to play it.</source>
        <extracomment>In a bubble by a pit, before it is played: the move would make the four pits and the player to move the same as earlier in the game, which ends it (the counters still on the board are shared). %1 is the pit (A, B, a or b). Choosing the pit a second time plays it.</extracomment>
        <translation>Αν παίξεις τη λακκούβα %1, ξαναέρχεται μια θέση που υπήρξε πριν, οπότε η παρτίδα θα τελείωνε τώρα και τα πετραδάκια που μένουν στο ταμπλό θα μοιράζονταν ίσα. Διάλεξε ξανά τη λακκούβα %1 για να την παίξεις.</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>It is a draw, %1.</source>
        <extracomment>Against the computer, the game ended equal; %1 is the score (&quot;14–14&quot;)</extracomment>
        <translation>Ισοπαλία, %1.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>You win %1!</source>
        <extracomment>Against the computer, the person won: %1 is the score, theirs first (&quot;16–12&quot;)</extracomment>
        <translation>Κέρδισες %1!</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The computer wins %1</source>
        <extracomment>Against the computer, the computer won: %1 is the score, the computer&apos;s first (&quot;16–12&quot;)</extracomment>
        <translation>Κέρδισε ο υπολογιστής %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>It is a draw!</source>
        <extracomment>The game ended equal</extracomment>
        <translation>Ισοπαλία!</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 wins!</source>
        <extracomment>%1 is the winner&apos;s name</extracomment>
        <translation>Νικά: %1!</translation>
    </message>
    <message>
        <location line="-248"/>
        <source>For children who know the rules: often misses the best move.</source>
        <comment>level suits</comment>
        <extracomment>Who the Easy computer level suits, one line in the New Game dialog</extracomment>
        <translation>Για παιδιά που ξέρουν τους κανόνες: συχνά χάνει την καλύτερη κίνηση.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>For strong players: rarely slips; only careful play wins.</source>
        <comment>level suits</comment>
        <extracomment>Who the Hard computer level suits, one line in the New Game dialog</extracomment>
        <translation>Για δυνατούς παίκτες: σπάνια κάνει λάθος· κερδίζεις μόνο αν παίζεις προσεκτικά.</translation>
    </message>
    <message>
        <location line="+55"/>
        <source>Wait: it is the computer&apos;s turn.</source>
        <extracomment>Against the computer: the person clicked a pit while the computer is to move</extracomment>
        <translation>Περίμενε! Παίζει ο υπολογιστής.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>That pit is the computer&apos;s: play a pit on your side.</source>
        <extracomment>Against the computer: the person clicked one of the computer&apos;s pits</extracomment>
        <translation>Αυτή η λακκούβα είναι του υπολογιστή: διάλεξε μια λακκούβα στη δική σου πλευρά.</translation>
    </message>
    <message>
        <location line="+39"/>
        <source>Your turn</source>
        <extracomment>Status bar against the computer: the person is to move</extracomment>
        <translation>Σειρά σου</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The computer&apos;s turn</source>
        <extracomment>Status bar against the computer: the computer is to move</extracomment>
        <translation>Σειρά του υπολογιστή</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>The computer&apos;s turn (paused)</source>
        <extracomment>Status bar against the computer: it is to move but the person paused it</extracomment>
        <translation>Σειρά του υπολογιστή (σε παύση)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 to play (paused)</source>
        <extracomment>Status bar; %1 is the computer player&apos;s name</extracomment>
        <translation>Παίζει: %1 (σε παύση)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The computer is thinking…</source>
        <extracomment>Status bar against the computer while it chooses its move</extracomment>
        <translation>Ο υπολογιστής σκέφτεται…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 is thinking…</source>
        <extracomment>Status bar; %1 is the computer player&apos;s name</extracomment>
        <translation>%1: σκέφτεται…</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>your turn</source>
        <comment>nameplate</comment>
        <extracomment>The pill on the person&apos;s name plate when it is their turn against the computer (short: a few words at most)</extracomment>
        <translation>σειρά σου</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>You</source>
        <comment>final score</comment>
        <extracomment>Against the computer, the person&apos;s line in the final score (&quot;You: 16&quot;)</extracomment>
        <translation>Εσύ</translation>
    </message>
</context>
<context>
    <name>Lesson</name>
    <message>
        <location filename="../model/game/learn/lesson.cpp" line="+36"/>
        <source>The game is over.</source>
        <extracomment>Presentation caption at the end of a game</extracomment>
        <translation>Η παρτίδα τελείωσε.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 to move.</source>
        <extracomment>Presentation caption: %1 is the player to move (a player&apos;s name, or South or North)</extracomment>
        <translation>Παίζει: %1.</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>Guess! What will %1 play?</source>
        <extracomment>Presentation, a replay paused before a move for the class to guess it; %1 is the player to move (a player&apos;s name, or South or North)</extracomment>
        <translation>Μάντεψε! Τι θα παίξει ο παίκτης %1;</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>%1 sows pit %2. %3</source>
        <extracomment>Presentation caption of a move&apos;s first drop: %1 is the player (a player&apos;s name, or South or North), %2 the pit emptied, %3 the drop caption (&quot;1 of 7: into pit A&quot;)</extracomment>
        <translation>Ο παίκτης %1 σπέρνει τη λακκούβα %2. %3</translation>
    </message>
</context>
<context>
    <name>MoveWording</name>
    <message>
        <location filename="../model/game/words/move_wording.cpp" line="+27"/>
        <source>%1 played pit %2. %3</source>
        <extracomment>Presentation caption of the last step of a move, and what Read Aloud says of a move: %1 is the player (a player&apos;s name, or South or North), %2 the pit they emptied, %3 what the move did (&quot;The last counter made 4 in North&apos;s own pit: ...&quot;, one or more sentences)</extracomment>
        <translation>Ο παίκτης %1 έπαιξε τη λακκούβα %2. %3</translation>
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
            <numerusform>%1 από %n: στη λακκούβα %2</numerusform>
            <numerusform>%1 από %n: στη λακκούβα %2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+40"/>
        <source>The last counter made %n in your own pit: an odd number, so no capture.</source>
        <extracomment>After the person&apos;s own move, said to them: the last counter made an odd number (%n) in their own pit.</extracomment>
        <translation>
            <numerusform>Με το τελευταίο πετραδάκι, η δική σου λακκούβα έχει τώρα %n πετραδάκι: μονός αριθμός, άρα δεν μαζεύεις τίποτα.</numerusform>
            <numerusform>Με το τελευταίο πετραδάκι, η δική σου λακκούβα έχει τώρα %n πετραδάκια: μονός αριθμός, άρα δεν μαζεύεις τίποτα.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>The last counter made %n in %1&apos;s own pit: an odd number, so no capture.</source>
        <extracomment>After a move, told to the class: the last counter made an odd number (%n) in the own pit of the mover, %1 (a player&apos;s name, or South or North). Name %1, never &quot;you&quot;.</extracomment>
        <translation>
            <numerusform>Με το τελευταίο πετραδάκι, η λακκούβα του παίκτη %1 έχει τώρα %n πετραδάκι: μονός αριθμός, άρα δεν μαζεύει τίποτα.</numerusform>
            <numerusform>Με το τελευταίο πετραδάκι, η λακκούβα του παίκτη %1 έχει τώρα %n πετραδάκια: μονός αριθμός, άρα δεν μαζεύει τίποτα.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+7"/>
        <source>The last counter made %n in your own pit: more than 8, so no capture.</source>
        <extracomment>After the person&apos;s own move, said to them: the last counter made an even number over 8 (%n) in their own pit.</extracomment>
        <translation>
            <numerusform>Με το τελευταίο πετραδάκι, η δική σου λακκούβα έχει τώρα %n πετραδάκι: πάνω από 8, άρα δεν μαζεύεις τίποτα.</numerusform>
            <numerusform>Με το τελευταίο πετραδάκι, η δική σου λακκούβα έχει τώρα %n πετραδάκια: πάνω από 8, άρα δεν μαζεύεις τίποτα.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>The last counter made %n in %1&apos;s own pit: more than 8, so no capture.</source>
        <extracomment>After a move, told to the class: the last counter made an even number over 8 (%n) in the own pit of the mover, %1 (a player&apos;s name, or South or North). Name %1, never &quot;you&quot;.</extracomment>
        <translation>
            <numerusform>Με το τελευταίο πετραδάκι, η λακκούβα του παίκτη %1 έχει τώρα %n πετραδάκι: πάνω από 8, άρα δεν μαζεύει τίποτα.</numerusform>
            <numerusform>Με το τελευταίο πετραδάκι, η λακκούβα του παίκτη %1 έχει τώρα %n πετραδάκια: πάνω από 8, άρα δεν μαζεύει τίποτα.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+31"/>
        <source>Every counter has been captured: the game is over.</source>
        <extracomment>The game ends because no counter is left on the board.</extracomment>
        <translation>Μαζεύτηκαν όλα τα πετραδάκια: η παρτίδα τελείωσε.</translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>This position has been seen before: the game ends and the %n counters left are shared, %1 each.</source>
        <extracomment>Repetition rule: the same position came back, so the counters still on the board (%n) are shared equally; %1 is each player&apos;s share.</extracomment>
        <translation>
            <numerusform>Η ίδια θέση ξαναήρθε: η παρτίδα τελειώνει και το %n πετραδάκι που έμεινε μοιράζεται ίσα, %1 στον καθένα.</numerusform>
            <numerusform>Η ίδια θέση ξαναήρθε: η παρτίδα τελειώνει και τα %n πετραδάκια που έμειναν μοιράζονται ίσα, %1 στον καθένα.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+11"/>
        <source>It is a draw: %n counters each.</source>
        <extracomment>The end of a game: a draw, each side (South and North) ending with %n counters</extracomment>
        <translation>
            <numerusform>Ισοπαλία: ο καθένας έχει %n πετραδάκι.</numerusform>
            <numerusform>Ισοπαλία: ο καθένας έχει %n πετραδάκια.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 wins with %2 counters against %3.</source>
        <extracomment>The end of a game: %1 is the winner (a player&apos;s name, or South or North), %2 and %3 the counters the winner and the other side end with</extracomment>
        <translation>Νικά ο παίκτης %1 με %2 πετραδάκια έναντι %3.</translation>
    </message>
    <message numerus="yes">
        <location line="-89"/>
        <source>The last counter made %n in your own pit: even and not more than 8, so you capture them and put all %n in your store.</source>
        <extracomment>After the person&apos;s own move, said to them: the last counter made %n counters in their own pit, which is captured. Rule: 2, 4, 6 or 8 counters there are captured; captured counters go into the mover&apos;s store (the long hollow on their right).</extracomment>
        <translation>
            <numerusform>Με το τελευταίο πετραδάκι, η δική σου λακκούβα έχει τώρα %n πετραδάκι: ζυγός αριθμός και όχι πάνω από 8, άρα το μαζεύεις και βάζεις %n πετραδάκι στην αποθήκη σου.</numerusform>
            <numerusform>Με το τελευταίο πετραδάκι, η δική σου λακκούβα έχει τώρα %n πετραδάκια: ζυγός αριθμός και όχι πάνω από 8, άρα τα μαζεύεις και βάζεις και τα %n στην αποθήκη σου.</numerusform>
        </translation>
    </message>
    <message>
        <location line="-11"/>
        <source>The last counter landed on %1&apos;s side: nothing is captured there.</source>
        <extracomment>After a move: the last counter fell on the opponent&apos;s side; %1 is that player&apos;s name (or South or North). Rule: only the mover&apos;s own side can be captured. Said to the class and to the person who moved alike: speak to nobody.</extracomment>
        <translation>Το τελευταίο πετραδάκι έπεσε στην πλευρά του παίκτη %1: εκεί δεν μαζεύεται τίποτα.</translation>
    </message>
    <message numerus="yes">
        <location line="+19"/>
        <source>The last counter made %n in %1&apos;s own pit: even and not more than 8, so %1 captures all %n and puts them in their store.</source>
        <extracomment>After a move, told to the class: the last counter made %n counters in the own pit of the mover, %1 (a player&apos;s name, or South or North), who captures them. Rule: 2, 4, 6 or 8 counters there are captured; captured counters go into the mover&apos;s store (the long hollow on their right). Name %1, never &quot;you&quot;.</extracomment>
        <translation>
            <numerusform>Με το τελευταίο πετραδάκι, η λακκούβα του παίκτη %1 έχει τώρα %n πετραδάκια: ζυγός αριθμός και όχι πάνω από 8, άρα ο παίκτης %1 τα μαζεύει και βάζει και τα %n στην αποθήκη του.</numerusform>
            <numerusform>Με το τελευταίο πετραδάκι, η λακκούβα του παίκτη %1 έχει τώρα %n πετραδάκια: ζυγός αριθμός και όχι πάνω από 8, άρα ο παίκτης %1 τα μαζεύει και βάζει και τα %n στην αποθήκη του.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+36"/>
        <source>The pit before it, %2, holds %n: even and not more than 8, so you capture them too.</source>
        <extracomment>Chain capture option, said to the person after their own move: the pit sown just before the last one is captured too; %2 is its letter, %n its counters.</extracomment>
        <translation>
            <numerusform>Η λακκούβα που έσπειρες ακριβώς πριν, η %2, έχει %n πετραδάκι: ζυγός αριθμός και όχι πάνω από 8, άρα μαζεύεις κι αυτό.</numerusform>
            <numerusform>Η λακκούβα που έσπειρες ακριβώς πριν, η %2, έχει %n πετραδάκια: ζυγός αριθμός και όχι πάνω από 8, άρα μαζεύεις κι αυτά.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+7"/>
        <source>The pit before it, %2, holds %n: even and not more than 8, so %1 captures them too.</source>
        <extracomment>Chain capture option, told to the class: the pit sown just before the last one is captured too by the mover, %1 (a player&apos;s name, or South or North); %2 is the pit&apos;s letter, %n its counters. Name %1, never &quot;you&quot;.</extracomment>
        <translation>
            <numerusform>Η λακκούβα που σπάρθηκε ακριβώς πριν, η %2, έχει %n πετραδάκι: ζυγός αριθμός και όχι πάνω από 8, άρα ο παίκτης %1 μαζεύει κι αυτό.</numerusform>
            <numerusform>Η λακκούβα που σπάρθηκε ακριβώς πριν, η %2, έχει %n πετραδάκια: ζυγός αριθμός και όχι πάνω από 8, άρα ο παίκτης %1 μαζεύει κι αυτά.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1 has no counters in their pits and passes.</source>
        <extracomment>%1 is the player&apos;s name (or South or North): both their pits are empty (the store may hold counters), so the turn passes to the other side.</extracomment>
        <translation>Ο παίκτης %1 δεν έχει πετραδάκια στις λακκούβες του και κάνει πάσο.</translation>
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
            <numerusform>Παίζει ο %1 και από εδώ και πέρα κερδίζει %n πετραδάκι περισσότερο από τον %2.</numerusform>
            <numerusform>Παίζει ο %1 και από εδώ και πέρα κερδίζει %n πετραδάκια περισσότερα από τον %2.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Easy</source>
        <comment>puzzle difficulty</comment>
        <extracomment>A puzzle&apos;s difficulty</extracomment>
        <translation>Εύκολο</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Medium</source>
        <comment>puzzle difficulty</comment>
        <extracomment>A puzzle&apos;s difficulty</extracomment>
        <translation>Μέτριο</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Hard</source>
        <comment>puzzle difficulty</comment>
        <extracomment>A puzzle&apos;s difficulty</extracomment>
        <translation>Δύσκολο</translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>%1 · from a game with %n counters in each pit</source>
        <comment>puzzle</comment>
        <extracomment>Under a puzzle: %1 is its difficulty (Easy, Medium, Hard); %n the counters in each pit at the start of the game the position comes from.</extracomment>
        <translation>
            <numerusform>%1 · από παρτίδα με %n πετραδάκι σε κάθε λακκούβα</numerusform>
            <numerusform>%1 · από παρτίδα με %n πετραδάκια σε κάθε λακκούβα</numerusform>
        </translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 of %2 solved</source>
        <comment>puzzles</comment>
        <extracomment>Puzzles: how many of all the puzzles the person has solved, e.g. &quot;37 of 286 solved&quot;</extracomment>
        <translation>Λύθηκαν %1 από %2</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Streak: %1 (best %2)</source>
        <comment>puzzles</comment>
        <extracomment>Puzzles: %1 puzzles solved at the first try in a row now, %2 the most ever in a row</extracomment>
        <translation>Σερί: %1 (ρεκόρ %2)</translation>
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
            <numerusform>Με τις καλύτερες κινήσεις από εκεί και πέρα, ο %1 κερδίζει %n πετραδάκι περισσότερο από τον %2.</numerusform>
            <numerusform>Με τις καλύτερες κινήσεις από εκεί και πέρα, ο %1 κερδίζει %n πετραδάκια περισσότερα από τον %2.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>With best play from there, %1 and %2 win the same number of counters.</source>
        <comment>puzzle</comment>
        <extracomment>After a puzzle move: neither side wins more of the counters still to be won</extracomment>
        <translation>Με τις καλύτερες κινήσεις από εκεί και πέρα, ο %1 και ο %2 κερδίζουν τον ίδιο αριθμό πετραδιών.</translation>
    </message>
    <message numerus="yes">
        <location line="+11"/>
        <source>With the best move you would instead win %n more counters than the other side. Have another go!</source>
        <comment>puzzle</comment>
        <extracomment>Puzzles, a wrong move: the last words, after the sentence on what the wrong move gains; %n is how many more counters than the other side the best move wins (not in addition)</extracomment>
        <translation>
            <numerusform>Με την καλύτερη κίνηση θα κέρδιζες, αντί γι&apos; αυτό, %n πετραδάκι περισσότερο από τον άλλο παίκτη. Δοκίμασε ξανά!</numerusform>
            <numerusform>Με την καλύτερη κίνηση θα κέρδιζες, αντί γι&apos; αυτό, %n πετραδάκια περισσότερα από τον άλλο παίκτη. Δοκίμασε ξανά!</numerusform>
        </translation>
    </message>
    <message>
        <location line="-3"/>
        <source>Pit %1 is not the best move.</source>
        <comment>puzzle</comment>
        <extracomment>Puzzles, a wrong move: kind, first words; %1 is the pit tried (A, B, a or b)</extracomment>
        <translation>Η λακκούβα %1 δεν είναι η καλύτερη κίνηση.</translation>
    </message>
    <message>
        <location line="-26"/>
        <source>Find the best move: click one of your pits, or press %1 or %2.</source>
        <extracomment>Puzzles: what to do before the first try. %1 and %2 are the letters of the player&apos;s own pits (A and B, or a and b), which are also the keys that play them.</extracomment>
        <translation>Βρες την καλύτερη κίνηση: κάνε κλικ σε μια λακκούβα σου ή πάτα %1 ή %2.</translation>
    </message>
    <message>
        <location line="+39"/>
        <source>Well done, pit %1 is the best move!</source>
        <comment>puzzle</comment>
        <extracomment>Puzzles: the right move was played; %1 is its pit (A, B, a or b)</extracomment>
        <translation>Μπράβο, η λακκούβα %1 είναι η καλύτερη κίνηση!</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The best move is pit %1.</source>
        <comment>puzzle</comment>
        <extracomment>Puzzles, Show me: the solution is played; %1 is its pit (A, B, a or b)</extracomment>
        <translation>Η καλύτερη κίνηση είναι η λακκούβα %1.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Pit %1 instead: %2</source>
        <comment>puzzle</comment>
        <extracomment>Puzzles, Show me: what the other move would have given; %1 is its pit, %2 the sentence on what it gains (&quot;With best play from there, ...&quot;)</extracomment>
        <translation>Με τη λακκούβα %1: %2</translation>
    </message>
    <message numerus="yes">
        <location line="+17"/>
        <location filename="../ui/paper/worksheet_texts.cpp" line="+82"/>
        <source>%1 %2 capturing %n</source>
        <comment>puzzle solution move</comment>
        <translation>
            <numerusform>%1 %2 και μαζεύει %n</numerusform>
            <numerusform>%1 %2 και μαζεύει %n</numerusform>
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
        <translation>Οι καλύτερες κινήσεις από εδώ: %1.</translation>
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
        <translation> ή </translation>
    </message>
    <message>
        <location line="+7"/>
        <source>A draw with perfect play</source>
        <translation>Με τέλειο παιχνίδι ισοπαλία</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%1 wins by %n with perfect play</source>
        <extracomment>The exact value of a position: %1 (a player&apos;s name, or South or North) finishes %n counters ahead.</extracomment>
        <translation>
            <numerusform>Με τέλειο παιχνίδι νικά: %1, με %n</numerusform>
            <numerusform>Με τέλειο παιχνίδι νικά: %1, με %n</numerusform>
        </translation>
    </message>
    <message>
        <location line="+18"/>
        <source>The game is over: a draw, %1.</source>
        <extracomment>The replayed game is over; %1 is the score such as 14–14.</extracomment>
        <translation>Η παρτίδα τελείωσε: ισοπαλία, %1.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The game is over: %1 won %2.</source>
        <extracomment>The replayed game is over; %1 is the winner (a player&apos;s name, or South or North), %2 the score such as 16–12.</extracomment>
        <translation>Η παρτίδα τελείωσε. Νικητής: %1, %2.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>&lt;b&gt;Now:&lt;/b&gt; %1. %2 to move; best: &lt;b&gt;%3&lt;/b&gt;.</source>
        <extracomment>The position on the board. %1 its value in words, %2 the side to move, %3 the best moves (&quot;A or B&quot;).</extracomment>
        <translation>&lt;b&gt;Τώρα:&lt;/b&gt; %1. Παίζει: %2· καλύτερη κίνηση: &lt;b&gt;%3&lt;/b&gt;.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The start of the game.</source>
        <extracomment>Shown for the start of the game, where no move is selected.</extracomment>
        <translation>Η αρχή της παρτίδας.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The solver is working out the values of the moves…</source>
        <extracomment>In the replay&apos;s analysis box while the solver works out the values of the game.</extracomment>
        <translation>Υπολογίζεται η αξία κάθε κίνησης…</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&lt;b&gt;Move %1, %2 by %3.&lt;/b&gt; Before it: %4; best: %5.</source>
        <extracomment>The verdict on the selected move. %1 move number, %2 the move (Bx4), %3 the player, %4 the value before it in words, %5 the best moves there (&quot;A or B&quot;).</extracomment>
        <translation>&lt;b&gt;Κίνηση %1: %2 (%3).&lt;/b&gt; Πριν από αυτήν: %4· καλύτερη κίνηση: %5.</translation>
    </message>
    <message numerus="yes">
        <location line="+8"/>
        <source>&lt;span style=&apos;color:#c02020&apos;&gt;%1 It gave away %n counters.&lt;/span&gt;</source>
        <extracomment>After the verdict on a move that was not the best. %1 is the mistake mark, &quot;?&quot; or &quot;??&quot;; %n the counters of the final score it gave away.</extracomment>
        <translation>
            <numerusform>&lt;span style=&apos;color:#c02020&apos;&gt;%1 Χάρισε %n πετραδάκι.&lt;/span&gt;</numerusform>
            <numerusform>&lt;span style=&apos;color:#c02020&apos;&gt;%1 Χάρισε %n πετραδάκια.&lt;/span&gt;</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The best move.</source>
        <translation>Η καλύτερη κίνηση.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>One of the best moves.</source>
        <translation>Μία από τις καλύτερες κινήσεις.</translation>
    </message>
</context>
<context>
    <name>SaveAsFlow</name>
    <message>
        <location filename="../ui/records/save_as_flow.cpp" line="+27"/>
        <source>Tihbat game records (*.tihbat)</source>
        <extracomment>File dialog filter; keep &quot;(*.tihbat)&quot; as it is</extracomment>
        <translation>Παρτίδες Τιχμπάτ (*.tihbat)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The game could not be saved.</source>
        <extracomment>Message box when saving the game as a record failed; the reason follows</extracomment>
        <translation>Η παρτίδα δεν αποθηκεύτηκε.</translation>
    </message>
</context>
<context>
    <name>SavedGameQuestions</name>
    <message>
        <location filename="../ui/records/saved_game_questions.cpp" line="+40"/>
        <source>Your last game was not finished.</source>
        <extracomment>Asked at start when the last game was not finished</extracomment>
        <translation>Η τελευταία σου παρτίδα δεν τελείωσε.</translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>%1 against %2. Moves played: %n. Do you want to continue it?</source>
        <extracomment>%1 and %2 are player names, %n the number of moves played</extracomment>
        <translation>
            <numerusform>Παίκτες: %1 και %2. Έχει παιχτεί %n κίνηση. Θέλεις να τη συνεχίσεις;</numerusform>
            <numerusform>Παίκτες: %1 και %2. Έχουν παιχτεί %n κινήσεις. Θέλεις να τη συνεχίσεις;</numerusform>
        </translation>
    </message>
    <message>
        <location line="+8"/>
        <source>&amp;Continue Game</source>
        <extracomment>Button: continue the unfinished game</extracomment>
        <translation>&amp;Συνέχεια παρτίδας</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;New Game</source>
        <extracomment>Button: forget the unfinished game and start a new one</extracomment>
        <translation>&amp;Νέο παιχνίδι</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Your last game could not be continued: its saved file could not be read.</source>
        <extracomment>At start, when the saved game cannot be read</extracomment>
        <translation>Η τελευταία σου παρτίδα δεν μπορεί να συνεχιστεί: το αρχείο αποθήκευσής της δεν διαβάστηκε.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1

The file was kept as %2. A new game starts now.</source>
        <extracomment>%1 is what is wrong with the file, %2 where the file was kept</extracomment>
        <translation>%1

Το αρχείο φυλάχτηκε ως %2. Τώρα ξεκινά νέα παρτίδα.</translation>
    </message>
</context>
<context>
    <name>ScoreSheetTexts</name>
    <message>
        <location filename="../ui/paper/score_sheet_texts.cpp" line="+13"/>
        <source>Score Sheet</source>
        <extracomment>Heading of the printed record of one game, its moves, values and result</extracomment>
        <translation>Φύλλο αγώνα</translation>
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
        <translation>Ημερομηνία</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Event</source>
        <extracomment>Score sheet: the tournament or occasion of the game</extracomment>
        <translation>Διοργάνωση</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Site</source>
        <extracomment>Score sheet: where the game was played</extracomment>
        <translation>Τόπος</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Round</source>
        <extracomment>Score sheet: the round of a tournament</extracomment>
        <translation>Γύρος</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Rules</source>
        <extracomment>Score sheet: the rule options of the game</extracomment>
        <translation>Κανόνες</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Result</source>
        <extracomment>Score sheet: the final score</extracomment>
        <translation>Αποτέλεσμα</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Winner</source>
        <extracomment>Score sheet: the player who won, whose name follows</extracomment>
        <translation>Νικητής</translation>
    </message>
    <message numerus="yes">
        <location line="+11"/>
        <source>%n counters per pit</source>
        <extracomment>Score sheet, the rules: how many counters each pit held at the start</extracomment>
        <translation>
            <numerusform>%n πετραδάκι σε κάθε λακκούβα</numerusform>
            <numerusform>%n πετραδάκια σε κάθε λακκούβα</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>chain capture</source>
        <translation>μάζεμα σε αλυσίδα</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>no chain capture</source>
        <translation>χωρίς μάζεμα σε αλυσίδα</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 moves first</source>
        <extracomment>Score sheet, the rules: %1 is South or North</extracomment>
        <translation>%1 παίζει πρώτος</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>from a set-up position</source>
        <extracomment>Score sheet, the rules: the game started from a position set up by hand</extracomment>
        <translation>από στημένη θέση</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>not finished</source>
        <extracomment>Score sheet: the result of a game that was stopped before its end</extracomment>
        <translation>δεν τελείωσε</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>A draw</source>
        <extracomment>Score sheet: the result of a game that ended equal</extracomment>
        <translation>Ισοπαλία</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Value of the position</source>
        <extracomment>Score sheet: heading of the graph of the position&apos;s value move by move</extracomment>
        <translation>Αξία της θέσης</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Values: the final score difference, South minus North, with perfect play from there on.</source>
        <extracomment>Score sheet: what the values in the graph and the move list mean</extracomment>
        <translation>Αξίες: η διαφορά του τελικού σκορ, Νότος μείον Βορράς, με τέλειο παιχνίδι από εκεί και πέρα.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Moves</source>
        <extracomment>Score sheet: heading of the list of moves</extracomment>
        <translation>Κινήσεις</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The board after the captures</source>
        <extracomment>Score sheet: heading of the board diagrams after the captures</extracomment>
        <translation>Το ταμπλό μετά το μάζεμα</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>No.</source>
        <extracomment>Score sheet, move list column: the move&apos;s number</extracomment>
        <translation>Αρ.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Player</source>
        <extracomment>Score sheet, move list column: South or North</extracomment>
        <translation>Παίκτης</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Move</source>
        <extracomment>Score sheet, move list column: the move in notation (Bx4)</extracomment>
        <translation>Κίνηση</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Value</source>
        <extracomment>Score sheet, move list column: the position&apos;s value after the move</extracomment>
        <translation>Αξία</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Verdict</source>
        <extracomment>Score sheet, move list column: whether the move was best, or what it gave away</extracomment>
        <translation>Κρίση</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>best</source>
        <extracomment>Score sheet, a move&apos;s verdict: it kept the value (one of the best moves)</extracomment>
        <translation>καλύτερη</translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>%1 gave away %n</source>
        <extracomment>Score sheet, a move&apos;s verdict: %1 is the mistake mark, &quot;?&quot; or &quot;??&quot;; %n the counters of the final score it gave away</extracomment>
        <translation>
            <numerusform>%1 έδωσε %n</numerusform>
            <numerusform>%1 έδωσε %n</numerusform>
        </translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Move %1: %2 %3, value %4</source>
        <extracomment>Score sheet, under a board diagram: %1 the move&apos;s number, %2 South or North, %3 the move (Bx4), %4 the value after it (+2)</extracomment>
        <translation>Κίνηση %1: %2 %3, αξία %4</translation>
    </message>
    <message numerus="yes">
        <location line="+9"/>
        <source>This position was on the board before, so the game ended: the %n counters left on the board were shared equally.</source>
        <extracomment>Score sheet, under the last diagram of a game that ended by repetition, when the earlier position was one a player passed in; %n counters were left on the board</extracomment>
        <translation>
            <numerusform>Αυτή η θέση είχε ξαναβρεθεί στο ταμπλό, γι’ αυτό η παρτίδα τελείωσε: το %n πετραδάκι που έμεινε στο ταμπλό μοιράστηκε ίσα.</numerusform>
            <numerusform>Αυτή η θέση είχε ξαναβρεθεί στο ταμπλό, γι’ αυτό η παρτίδα τελείωσε: τα %n πετραδάκια που έμειναν στο ταμπλό μοιράστηκαν ίσα.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>The starting position came back, so the game ended: the %n counters left on the board were shared equally.</source>
        <extracomment>Score sheet, under the last diagram of a game that ended by repetition: the board was as at the start; %n counters were left on the board</extracomment>
        <translation>
            <numerusform>Η αρχική θέση ξαναήρθε, γι’ αυτό η παρτίδα τελείωσε: το %n πετραδάκι που έμεινε στο ταμπλό μοιράστηκε ίσα.</numerusform>
            <numerusform>Η αρχική θέση ξαναήρθε, γι’ αυτό η παρτίδα τελείωσε: τα %n πετραδάκια που έμειναν στο ταμπλό μοιράστηκαν ίσα.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>The position after move %1 came back, so the game ended: the %n counters left on the board were shared equally.</source>
        <extracomment>Score sheet, under the last diagram of a game that ended by repetition: %1 is the number of the earlier move after which the board was the same; %n counters were left on the board</extracomment>
        <translation>
            <numerusform>Η θέση μετά την κίνηση %1 ξαναήρθε, γι’ αυτό η παρτίδα τελείωσε: το %n πετραδάκι που έμεινε στο ταμπλό μοιράστηκε ίσα.</numerusform>
            <numerusform>Η θέση μετά την κίνηση %1 ξαναήρθε, γι’ αυτό η παρτίδα τελείωσε: τα %n πετραδάκια που έμειναν στο ταμπλό μοιράστηκαν ίσα.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SoundOutputLoader</name>
    <message>
        <location filename="../ui/sound/sound_output_loader.cpp" line="+47"/>
        <source>Sound is off: the sound module %1 is not in %2.</source>
        <extracomment>On the terminal. %1 is a file name, %2 one or more folders.</extracomment>
        <translation>Ο ήχος είναι κλειστός: η μονάδα ήχου %1 δεν βρίσκεται σε: %2.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Sound is off: the sound module %1 cannot be loaded: %2</source>
        <extracomment>On the terminal. %1 is a file&apos;s path, %2 the reason from Qt (in English).</extracomment>
        <translation>Ο ήχος είναι κλειστός: η μονάδα ήχου %1 δεν μπορεί να φορτωθεί: %2</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Sound is off: %1 is a Qt plugin but not this game&apos;s sound module (%2).</source>
        <extracomment>On the terminal. %1 is a file&apos;s path, %2 the name of what it should provide.</extracomment>
        <translation>Ο ήχος είναι κλειστός: το %1 είναι πρόσθετο του Qt, αλλά όχι η μονάδα ήχου αυτού του παιχνιδιού (%2).</translation>
    </message>
</context>
<context>
    <name>Tutorial</name>
    <message>
        <location filename="../model/game/learn/tutorial.cpp" line="+64"/>
        <source>The board</source>
        <comment>lesson title</comment>
        <extracomment>Title of a lesson in Help &gt; Learn to Play</extracomment>
        <translation>Το ταμπλό</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Taking out and sowing</source>
        <comment>lesson title</comment>
        <translation>Σήκωμα και σπορά</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Round the board</source>
        <comment>lesson title</comment>
        <translation>Γύρω γύρω στο ταμπλό</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Capturing</source>
        <comment>lesson title</comment>
        <translation>Μάζεμα</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Only on your side</source>
        <comment>lesson title</comment>
        <translation>Μόνο στη δική σου πλευρά</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Passing</source>
        <comment>lesson title</comment>
        <translation>Πάσο</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A position comes back</source>
        <comment>lesson title</comment>
        <translation>Η ίδια θέση ξαναέρχεται</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Who wins?</source>
        <comment>lesson title</comment>
        <translation>Ποιος κερδίζει;</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>The counters always go round the board the same way, counter-clockwise: from A to B, across to North&apos;s a and b, and back to A.</source>
        <comment>lesson</comment>
        <translation>Τα πετραδάκια πηγαίνουν πάντα γύρω από το ταμπλό με τον ίδιο τρόπο, αντίθετα από τους δείκτες του ρολογιού: από την A στη B, απέναντι στις a και b του Βορρά, και πάλι πίσω στην A.</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>If a position comes back (the same number of counters in every pit and the same player to move), the game ends at once, and the counters left on the board are shared equally.</source>
        <comment>lesson</comment>
        <translation>Αν η ίδια θέση ξαναέρθει (ίδιος αριθμός πετραδιών σε κάθε λακκούβα και ο ίδιος παίκτης να παίζει), η παρτίδα τελειώνει αμέσως, και τα πετραδάκια που έμειναν στο ταμπλό μοιράζονται ίσα.</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>One of your moves leaves 2 counters in North&apos;s pit a, the other captures. Play the one that captures.</source>
        <comment>lesson task</comment>
        <extracomment>Lesson task</extracomment>
        <translation>Η μία σου κίνηση αφήνει 2 πετραδάκια στη λακκούβα a του Βορρά, η άλλη μαζεύει. Παίξε αυτήν που μαζεύει.</translation>
    </message>
    <message>
        <location line="-45"/>
        <source>On your turn you take all the counters out of one of your pits and drop them one at a time, and the first one goes straight back into the pit you just emptied.</source>
        <comment>lesson</comment>
        <translation>Όταν είναι η σειρά σου, σηκώνεις όλα τα πετραδάκια από μία λακκούβα σου και τα αφήνεις ένα-ένα, και το πρώτο πηγαίνει κατευθείαν πίσω στη λακκούβα που μόλις άδειασες.</translation>
    </message>
    <message>
        <location line="-5"/>
        <source>Two players share this board: you are South, so the two pits at the bottom, A and B, are yours, and the two at the top, a and b, are North&apos;s; the long hollow on your right is your store, for the counters you capture.</source>
        <comment>lesson</comment>
        <extracomment>Lesson sentence. The learner is South; stores: the trays at the sides of the board</extracomment>
        <translation>Δύο παίκτες μοιράζονται αυτό το ταμπλό: εσύ είσαι ο Νότος, άρα οι δύο λακκούβες κάτω, η A και η B, είναι δικές σου, και οι δύο πάνω, η a και η b, είναι του Βορρά· η μακρόστενη λακκούβα στα δεξιά σου είναι η αποθήκη σου, για τα πετραδάκια που μαζεύεις.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>If your last counter lands in one of your own pits and that pit then holds 2, 4, 6 or 8 counters, you capture them all: they go into your store.</source>
        <comment>lesson</comment>
        <translation>Αν το τελευταίο σου πετραδάκι πέσει σε μια δική σου λακκούβα και αυτή έχει τότε 2, 4, 6 ή 8 πετραδάκια, τα μαζεύεις όλα: πηγαίνουν στην αποθήκη σου.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A last counter that lands on North&apos;s side never captures, even when it makes 2, 4, 6 or 8 there.</source>
        <comment>lesson</comment>
        <translation>Ένα τελευταίο πετραδάκι που πέφτει στην πλευρά του Βορρά δεν μαζεύει ποτέ, ακόμα κι αν κάνει εκεί 2, 4, 6 ή 8.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A player whose two pits are both empty cannot move: they pass, and the other player moves again.</source>
        <comment>lesson</comment>
        <translation>Ένας παίκτης που έχει και τις δύο λακκούβες του άδειες δεν μπορεί να παίξει: κάνει πάσο, και ο άλλος παίκτης παίζει ξανά.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>At the end each player counts the counters in their store plus their share of the board: whoever has more wins, and the same number is a draw.</source>
        <comment>lesson</comment>
        <translation>Στο τέλος κάθε παίκτης μετράει τα πετραδάκια στην αποθήκη του μαζί με το μερίδιό του από το ταμπλό: όποιος έχει περισσότερα νικά, και αν έχουν τον ίδιο αριθμό, είναι ισοπαλία.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Click one of your own pits.</source>
        <comment>lesson task</comment>
        <extracomment>Lesson task</extracomment>
        <translation>Κάνε κλικ σε μία από τις δικές σου λακκούβες.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Take the counters out of pit %1 by clicking it, then click each pit where a counter goes, one by one.</source>
        <comment>lesson task</comment>
        <extracomment>Lesson task; %1 is a pit letter</extracomment>
        <translation>Σήκωσε τα πετραδάκια της λακκούβας %1 κάνοντας κλικ πάνω της, και μετά κάνε κλικ, ένα-ένα, σε κάθε λακκούβα όπου πέφτει ένα πετραδάκι.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Find the move that captures, and play it.</source>
        <comment>lesson task</comment>
        <extracomment>Lesson task</extracomment>
        <translation>Βρες την κίνηση που μαζεύει και παίξ&apos; την.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>North has no counters. Play the move that keeps all your counters on your side, so that North must pass.</source>
        <comment>lesson task</comment>
        <extracomment>Lesson task</extracomment>
        <translation>Ο Βορράς δεν έχει πετραδάκια. Παίξε την κίνηση που κρατά όλα σου τα πετραδάκια στην πλευρά σου, ώστε ο Βορράς να πρέπει να κάνει πάσο.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Play the move that brings back this very position.</source>
        <comment>lesson task</comment>
        <extracomment>Lesson task</extracomment>
        <translation>Παίξε την κίνηση που φέρνει πίσω ακριβώς αυτή τη θέση.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>This position came back, so the game is over, and the %1 counters left on the board are shared equally. Who wins?</source>
        <comment>lesson task</comment>
        <extracomment>Lesson task; %1 is how many counters are left on the board (an even number)</extracomment>
        <translation>Αυτή η θέση ξαναήρθε, οπότε η παρτίδα τελείωσε, και τα %1 πετραδάκια που έμειναν στο ταμπλό μοιράζονται ίσα. Ποιος κερδίζει;</translation>
    </message>
    <message>
        <location filename="../model/game/learn/tutorial_run.cpp" line="+195"/>
        <source>Your last counter made %1 in pit %2, but that pit is North&apos;s: you only capture in your own pits.</source>
        <extracomment>Lesson: the last counter made an even number on North&apos;s side; %1 the count, %2 the pit</extracomment>
        <translation>Το τελευταίο σου πετραδάκι έκανε %1 στη λακκούβα %2, αλλά αυτή η λακκούβα είναι του Βορρά: μαζεύεις μόνο στις δικές σου λακκούβες.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Your last counter fell into pit %1, on North&apos;s side, so nothing is captured.</source>
        <extracomment>Lesson: %1 is the pit on North&apos;s side where the last counter fell</extracomment>
        <translation>Το τελευταίο σου πετραδάκι έπεσε στη λακκούβα %1, στην πλευρά του Βορρά, οπότε δεν μαζεύεται τίποτα.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Your last counter made %1 in pit %2. That is not 2, 4, 6 or 8, so nothing is captured.</source>
        <extracomment>Lesson: %1 is the count the last counter made in the learner&apos;s own pit %2</extracomment>
        <translation>Το τελευταίο σου πετραδάκι έκανε %1 στη λακκούβα %2. Αυτό δεν είναι 2, 4, 6 ή 8, οπότε δεν μαζεύεται τίποτα.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>A counter went into North&apos;s pit %1, so North can move and does not pass.</source>
        <extracomment>Lesson: the learner&apos;s move put a counter in North&apos;s pit %1</extracomment>
        <translation>Ένα πετραδάκι μπήκε στη λακκούβα %1 του Βορρά, οπότε ο Βορράς μπορεί να παίξει και δεν κάνει πάσο.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Your counters went into other pits, so the board changed and the game goes on. Think of a move that leaves every pit as it was.</source>
        <extracomment>Lesson: the learner&apos;s move changed the board instead of bringing it back</extracomment>
        <translation>Τα πετραδάκια σου πήγαν σε άλλες λακκούβες, οπότε το ταμπλό άλλαξε και η παρτίδα συνεχίζεται. Σκέψου μια κίνηση που αφήνει κάθε λακκούβα όπως ήταν.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>That move does not do what the task asks.</source>
        <extracomment>Lesson: a move that did not do what the task asked (a fallback)</extracomment>
        <translation>Αυτή η κίνηση δεν κάνει αυτό που ζητάει η άσκηση.</translation>
    </message>
</context>
<context>
    <name>WorksheetTexts</name>
    <message>
        <location filename="../ui/paper/worksheet_texts.cpp" line="-74"/>
        <source>Tihbat puzzles</source>
        <extracomment>Worksheet: the title printed when the teacher gives none</extracomment>
        <translation>Γρίφοι Τιχμπάτ</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Name:</source>
        <extracomment>Worksheet: the pupil writes their name on the line after it</extracomment>
        <translation>Όνομα:</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Date:</source>
        <extracomment>Worksheet: the pupil writes the date on the line after it</extracomment>
        <translation>Ημερομηνία:</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Find the best move for the side to play in each position and write its pit letter on the line.</source>
        <extracomment>Worksheet: what to do, under the title</extracomment>
        <translation>Βρες την καλύτερη κίνηση γι&apos; αυτόν που παίζει σε κάθε θέση και γράψε το γράμμα της λακκούβας της στη γραμμή.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Puzzle %1</source>
        <extracomment>Worksheet: over each board diagram; %1 is the puzzle&apos;s number on the sheet</extracomment>
        <translation>Γρίφος %1</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Best move:</source>
        <extracomment>Worksheet: under each diagram, before the line where the pupil writes the pit letter</extracomment>
        <translation>Καλύτερη κίνηση:</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Answer key: %1</source>
        <extracomment>Worksheet: the heading of the answers page; %1 is the sheet&apos;s title</extracomment>
        <translation>Λύσεις: %1</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Page %1 of %2</source>
        <extracomment>Worksheet: at the foot of each page</extracomment>
        <translation>Σελίδα %1 από %2</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Sheet %1</source>
        <extracomment>Worksheet: at the foot of each page, the number that prints the same sheet again</extracomment>
        <translation>Φύλλο %1</translation>
    </message>
    <message numerus="yes">
        <location line="+13"/>
        <source>Pit %1 wins %n more counters than pit %2.</source>
        <comment>answer key</comment>
        <extracomment>Worksheet answer key: %1 the best move&apos;s pit, %2 the other pit, %n how many more counters the best move wins than the other with best play</extracomment>
        <translation>
            <numerusform>Η λακκούβα %1 κερδίζει %n πετραδάκι περισσότερο από τη λακκούβα %2.</numerusform>
            <numerusform>Η λακκούβα %1 κερδίζει %n πετραδάκια περισσότερα από τη λακκούβα %2.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <location filename="../app/main.cpp" line="+79"/>
        <source>Tihbat, a tiny Moroccan mancala for children and families.</source>
        <extracomment>First line of &quot;tihbat --help&quot;</extracomment>
        <translation>Τιχμπάτ, ένα μικροσκοπικό παιχνίδι μανκάλα από το Μαρόκο για παιδιά και οικογένειες.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Keep the game in progress in &lt;file&gt;.</source>
        <extracomment>&quot;tihbat --help&quot;: the --autosave-file option; keep &lt;file&gt; as it is</extracomment>
        <translation>Φύλαξε την παρτίδα που παίζεται στο &lt;file&gt;.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Continue the saved game without asking.</source>
        <extracomment>&quot;tihbat --help&quot;: the --restore option</extracomment>
        <translation>Συνέχισε την αποθηκευμένη παρτίδα χωρίς ερώτηση.</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>file</source>
        <extracomment>&quot;tihbat --help&quot;: the FILE argument in the list of arguments; the same word as in &quot;[file...]&quot;</extracomment>
        <translation>αρχείο</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Game records (.tihbat) to show in the replay viewer.</source>
        <extracomment>&quot;tihbat --help&quot;: the optional FILE argument</extracomment>
        <translation>Αρχεία παρτίδων (.tihbat) για να τα δεις στην αναπαραγωγή.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>[file...]</source>
        <extracomment>&quot;tihbat --help&quot;: the FILE argument in the usage line; keep the brackets and dots</extracomment>
        <translation>[αρχείο...]</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>Tihbat is already running: its window is in front.</source>
        <translation>Το Τιχμπάτ τρέχει ήδη: το παράθυρό του είναι μπροστά.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Tihbat is already running: the game records open in its window.</source>
        <translation>Το Τιχμπάτ τρέχει ήδη: τα αρχεία των παρτίδων ανοίγουν στο παράθυρό του.</translation>
    </message>
</context>
<context>
    <name>tihbat::AboutDialog</name>
    <message>
        <location filename="../ui/help/about_dialog.cpp" line="+84"/>
        <source>About Tihbat</source>
        <comment>window title</comment>
        <extracomment>Window title</extracomment>
        <translation>Σχετικά με το Τιχμπάτ</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&lt;p&gt;A tiny mancala game from Taourirt province in Morocco: four pits, seven counters in each, and a lot to think about.&lt;/p&gt;&lt;p&gt;Play against a friend on the same screen or against the computer, from Beginner to Perfect. The Perfect computer and the hints know the exact value of every position.&lt;/p&gt;</source>
        <extracomment>About box: what the game is (the heading above it shows the name and version)</extracomment>
        <translation>&lt;p&gt;Ένα μικροσκοπικό παιχνίδι μανκάλα από την επαρχία Ταουρίρτ στο Μαρόκο: τέσσερις λακκούβες, επτά πετραδάκια στην καθεμία και πολλή σκέψη.&lt;/p&gt;&lt;p&gt;Παίξε με έναν φίλο ή μια φίλη στην ίδια οθόνη ή με τον υπολογιστή, από το επίπεδο Αρχάριος μέχρι το Τέλειο. Ο υπολογιστής στο επίπεδο Τέλειο και οι υποδείξεις ξέρουν ακριβώς πώς τελειώνει το παιχνίδι από κάθε θέση.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Copyright © 2026 The Tihbat developers</source>
        <extracomment>About box: the copyright line; &quot;The Tihbat developers&quot; are the program&apos;s authors</extracomment>
        <translation>Πνευματικά δικαιώματα © 2026 Οι δημιουργοί του Τιχμπάτ</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&lt;p&gt;Tihbat is free software: you may share and change it under the terms of the GNU General Public License, version 3 or (at your option) any later version (GPL-3.0-or-later).&lt;/p&gt;&lt;p&gt;It comes with ABSOLUTELY NO WARRANTY. The Licence tab has the full text.&lt;/p&gt;</source>
        <extracomment>About box: the licence in short. Keep &quot;GNU General Public License&quot; and &quot;GPL-3.0-or-later&quot; as they are (the licence&apos;s own name); the full text follows in the Licence tab in English, the only legally binding version.</extracomment>
        <translation>&lt;p&gt;Το Τιχμπάτ είναι ελεύθερο λογισμικό: μπορείς να το μοιράζεσαι και να το αλλάζεις σύμφωνα με τους όρους της GNU General Public License, έκδοση 3 ή (κατ’ επιλογή σου) οποιαδήποτε νεότερη έκδοση (GPL-3.0-or-later).&lt;/p&gt;&lt;p&gt;Διατίθεται ΧΩΡΙΣ ΚΑΜΙΑ ΑΠΟΛΥΤΩΣ ΕΓΓΥΗΣΗ. Το πλήρες κείμενο βρίσκεται στην καρτέλα «Άδεια».&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&lt;p&gt;&lt;b&gt;Game, solver, artwork and translations&lt;/b&gt;&lt;br&gt;The Tihbat developers&lt;/p&gt;&lt;p&gt;&lt;b&gt;The game&lt;/b&gt;&lt;br&gt;Tihbat as children play it in Taourirt province, Morocco&lt;/p&gt;&lt;p&gt;&lt;b&gt;Built with&lt;/b&gt;&lt;br&gt;Qt %1, under the GNU Lesser General Public License, version 3&lt;/p&gt;</source>
        <extracomment>About box, Credits tab; %1 is the version of Qt, e.g. 6.4.2</extracomment>
        <translation>&lt;p&gt;&lt;b&gt;Παιχνίδι, επιλυτής, γραφικά και μεταφράσεις&lt;/b&gt;&lt;br&gt;Οι δημιουργοί του Τιχμπάτ&lt;/p&gt;&lt;p&gt;&lt;b&gt;Το παιχνίδι&lt;/b&gt;&lt;br&gt;Το Τιχμπάτ όπως το παίζουν τα παιδιά στην επαρχία Ταουρίρτ του Μαρόκου&lt;/p&gt;&lt;p&gt;&lt;b&gt;Φτιαγμένο με&lt;/b&gt;&lt;br&gt;Qt %1, με την άδεια GNU Lesser General Public License, έκδοση 3&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>About</source>
        <comment>tab</comment>
        <extracomment>About box: tab title</extracomment>
        <translation>Σχετικά</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Credits</source>
        <comment>tab</comment>
        <extracomment>About box: tab title</extracomment>
        <translation>Συντελεστές</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Licence</source>
        <comment>tab</comment>
        <extracomment>About box: tab title; the full licence text, in English</extracomment>
        <translation>Άδεια</translation>
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
Η παρτίδα συνεχίζεται· ό,τι αλλάζεις τώρα κρατιέται μέχρι να βγεις.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Warning: settings and results are not being saved</source>
        <translation>Προειδοποίηση: οι ρυθμίσεις και τα αποτελέσματα δεν αποθηκεύονται</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>The finished game&apos;s saved copy could not be removed.
%1
Nothing is lost: the game is over. This warning goes when the next game is saved.</source>
        <translation>Το αποθηκευμένο αντίγραφο της τελειωμένης παρτίδας δεν μπόρεσε να αφαιρεθεί.
%1
Τίποτα δεν χάθηκε: η παρτίδα τελείωσε. Η προειδοποίηση φεύγει όταν αποθηκευτεί η επόμενη παρτίδα.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Warning: the finished game&apos;s saved copy could not be removed</source>
        <translation>Προειδοποίηση: το αποθηκευμένο αντίγραφο της τελειωμένης παρτίδας δεν μπόρεσε να αφαιρεθεί</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Warning: the game is not being saved</source>
        <translation>Προειδοποίηση: η παρτίδα δεν αποθηκεύεται</translation>
    </message>
    <message>
        <location line="-9"/>
        <source>The game is not being saved.
%1
Nothing is lost yet: Game &gt; Save As… can keep it somewhere else. This warning stays until saving works again.</source>
        <extracomment>A lasting warning above the board. %1 is the reason, e.g. &quot;Cannot save /home/ana/.local/share/Tihbat/autosave.json: no space left on device&quot;.</extracomment>
        <translation>Η παρτίδα δεν αποθηκεύεται.
%1
Τίποτα δεν έχει χαθεί ακόμα: με Παιχνίδι &gt; Αποθήκευση ως… μπορείς να την κρατήσεις κάπου αλλού. Η προειδοποίηση μένει μέχρι να πετύχει ξανά η αποθήκευση.</translation>
    </message>
</context>
<context>
    <name>tihbat::BetweenGamesCard</name>
    <message>
        <location filename="../ui/network/between_games_card.cpp" line="+46"/>
        <source>Well played! Your teacher has the final standings.</source>
        <translation>Μπράβο! Την τελική κατάταξη την έχει ο δάσκαλος ή η δασκάλα σου.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Your teacher starts the next round. Your next game comes on this board.</source>
        <translation>Τον επόμενο γύρο τον ξεκινά ο δάσκαλος ή η δασκάλα σου. Η επόμενη παρτίδα σου θα φανεί σε αυτό το ταμπλό.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Hide</source>
        <extracomment>The one button of the card a class tournament&apos;s pupil sees between games</extracomment>
        <translation>&amp;Απόκρυψη</translation>
    </message>
</context>
<context>
    <name>tihbat::BoardAccessibleTexts</name>
    <message>
        <location filename="../ui/board/board_accessible.cpp" line="+66"/>
        <source>Tihbat board</source>
        <extracomment>Screen reader: the name of the game board</extracomment>
        <translation>Ταμπλό Τιχμπάτ</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>yours</source>
        <comment>pit owner</comment>
        <extracomment>Screen reader: whose a pit is, in &quot;Pit A, yours, 7 counters&quot;</extracomment>
        <translation>δική σου</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>opponent&apos;s</source>
        <comment>pit owner</comment>
        <translation>του αντιπάλου</translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>Pit %1, %2, %n counters</source>
        <extracomment>Screen reader: a pit. %1 is its letter (A, B, a, b), %2 whose it is (&quot;yours&quot;, &quot;opponent&apos;s&quot; or a player&apos;s name), %n how many counters are in it</extracomment>
        <translation>
            <numerusform>Λακκούβα %1, %2, %n πετραδάκι</numerusform>
            <numerusform>Λακκούβα %1, %2, %n πετραδάκια</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>, playable</source>
        <extracomment>Screen reader: added to a pit&apos;s name when it can be played now</extracomment>
        <translation>, παίζεται</translation>
    </message>
    <message numerus="yes">
        <location line="+9"/>
        <source>%1&apos;s store, %n captured</source>
        <extracomment>Screen reader: a player&apos;s store of captured counters. %1 is the player&apos;s name, %n how many counters they have captured</extracomment>
        <translation>
            <numerusform>Αποθήκη: %1, %n μαζεμένο</numerusform>
            <numerusform>Αποθήκη: %1, %n μαζεμένα</numerusform>
        </translation>
    </message>
    <message>
        <location line="+8"/>
        <source>South side</source>
        <translation>πλευρά του Νότου</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>North side</source>
        <translation>πλευρά του Βορρά</translation>
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
        <translation>Τέλος παρτίδας</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 to move</source>
        <extracomment>Screen reader: the turn badge. %1 is the name of the player to move</extracomment>
        <translation>Παίζει: %1</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1 played pit %2.</source>
        <extracomment>Screen reader, after a move: %1 is the player, %2 the pit letter</extracomment>
        <translation>%1: έπαιξε τη λακκούβα %2.</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>Captured %n.</source>
        <extracomment>Screen reader, after a move that captured: %n counters captured</extracomment>
        <translation>
            <numerusform>Μάζεψε %n πετραδάκι.</numerusform>
            <numerusform>Μάζεψε %n πετραδάκια.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 passes.</source>
        <extracomment>Screen reader: the other player had no counters and passed. %1 is that player</extracomment>
        <translation>%1: κάνει πάσο.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Game over: %1 %2, %3 %4.</source>
        <extracomment>Screen reader: the end of the game. %1 and %3 are the players, %2 and %4 their final scores</extracomment>
        <translation>Τέλος παρτίδας: %1 %2, %3 %4.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 wins.</source>
        <extracomment>Screen reader: who won. %1 is the player</extracomment>
        <translation>Νικά: %1.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A draw.</source>
        <extracomment>Screen reader: nobody won</extracomment>
        <translation>Ισοπαλία.</translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+11"/>
        <source>%1 to move.</source>
        <extracomment>Screen reader, after a move: %1 is the player to move now</extracomment>
        <translation>Παίζει: %1.</translation>
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
        <translation>Ταμπλό υψηλής &amp;αντίθεσης</translation>
    </message>
</context>
<context>
    <name>tihbat::BoardPictureActions</name>
    <message>
        <location filename="../ui/print/board_picture_actions.cpp" line="+54"/>
        <source>&amp;Copy Board</source>
        <extracomment>Game menu: puts a picture of the board as it is shown on the clipboard</extracomment>
        <translation>Αντιγραφή ταμπ&amp;λό</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>E&amp;xport Board Picture…</source>
        <extracomment>Game menu: saves a picture of the board as a PNG or SVG file, at a size the person chooses</extracomment>
        <translation>Εξαγωγή ει&amp;κόνας ταμπλό…</translation>
    </message>
    <message>
        <location line="+68"/>
        <source>Export Board Picture</source>
        <extracomment>Title of the dialog that asks the size of an exported board picture</extracomment>
        <translation>Εξαγωγή εικόνας ταμπλό</translation>
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
        <translation>Εμφάνιση της &amp;αξίας των κινήσεων</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Show the &amp;names</source>
        <extracomment>Export Board Picture: the players&apos; name plates</extracomment>
        <translation>Εμφάνιση των &amp;ονομάτων</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&amp;Width:</source>
        <extracomment>Export Board Picture: the picture&apos;s width in pixels</extracomment>
        <translation>&amp;Πλάτος:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Height:</source>
        <extracomment>Export Board Picture: the picture&apos;s height in pixels</extracomment>
        <translation>Ύ&amp;ψος:</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>PNG pictures (*.png)</source>
        <extracomment>Export Board Picture: a file type in the save dialog</extracomment>
        <translation>Εικόνες PNG (*.png)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>SVG drawings (*.svg)</source>
        <extracomment>Export Board Picture: a file type in the save dialog; drawings that stay sharp at any size</extracomment>
        <translation>Σχέδια SVG (*.svg)</translation>
    </message>
    <message>
        <location line="-64"/>
        <source>A picture of the board is on the clipboard: paste it where you want it.</source>
        <extracomment>In the status bar after Copy Board</extracomment>
        <translation>Μια εικόνα του ταμπλό είναι στο πρόχειρο: επικόλλησέ τη όπου θέλεις.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Board picture saved to %1</source>
        <extracomment>In the status bar after Export Board Picture; %1 is the file&apos;s full path</extracomment>
        <translation>Η εικόνα του ταμπλό αποθηκεύτηκε στο %1</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>The board keeps its shape inside this size; the rest is the table&apos;s colour.</source>
        <extracomment>Export Board Picture, under the width and height: what they are for</extracomment>
        <translation>Το ταμπλό κρατά το σχήμα του μέσα σε αυτό το μέγεθος· ό,τι περισσεύει έχει το χρώμα του τραπεζιού.</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>board %1</source>
        <extracomment>Export Board Picture: the suggested file name; %1 is today&apos;s date</extracomment>
        <translation>ταμπλό %1</translation>
    </message>
</context>
<context>
    <name>tihbat::BoardScene</name>
    <message>
        <location filename="../ui/board/board_scene.cpp" line="+278"/>
        <source>ends with %1</source>
        <comment>nameplate</comment>
        <extracomment>On a player&apos;s nameplate after the end of a game: %1 is their final score</extracomment>
        <translation>τελικά %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>to move</source>
        <comment>turn</comment>
        <translation>παίζει</translation>
    </message>
    <message>
        <location line="+87"/>
        <source>%1 passes</source>
        <extracomment>Shown on the board when a player has no counters and must pass; %1 is their name.</extracomment>
        <translation>%1: πάσο</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Game over</source>
        <translation>Τέλος παρτίδας</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>South</source>
        <comment>player</comment>
        <translation>Νότος</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>North</source>
        <comment>player</comment>
        <translation>Βορράς</translation>
    </message>
</context>
<context>
    <name>tihbat::FileErrors</name>
    <message>
        <location filename="../model/text/file_error_text.cpp" line="+23"/>
        <source>no such file or folder</source>
        <extracomment>Why a file could not be opened or saved; reads after &quot;Cannot open FILE: &quot;</extracomment>
        <translation>δεν υπάρχει τέτοιο αρχείο ή φάκελος</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>permission denied</source>
        <extracomment>Why a file could not be opened or saved; reads after &quot;Cannot open FILE: &quot;</extracomment>
        <translation>δεν επιτρέπεται η πρόσβαση</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>no space left on device</source>
        <extracomment>Why a file could not be saved: the disk is full</extracomment>
        <translation>δεν υπάρχει ελεύθερος χώρος στον δίσκο</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>disk quota exceeded</source>
        <extracomment>Why a file could not be saved: the user&apos;s disk quota is used up</extracomment>
        <translation>ξεπεράστηκε το όριο χώρου στον δίσκο</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>read-only file system</source>
        <extracomment>Why a file could not be saved: the disk or folder is mounted read-only</extracomment>
        <translation>το σύστημα αρχείων είναι μόνο για ανάγνωση</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>too many levels of symbolic links</source>
        <extracomment>Why a file could not be opened: symbolic links point at each other in a loop</extracomment>
        <translation>πάρα πολλά επίπεδα συμβολικών συνδέσμων</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>a part of the path is not a folder</source>
        <extracomment>Why a file could not be opened or saved: a folder in its path is a file</extracomment>
        <translation>ένα μέρος της διαδρομής δεν είναι φάκελος</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the file name is too long</source>
        <translation>το όνομα του αρχείου είναι πολύ μεγάλο</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+25"/>
        <source>it is a folder, not a file</source>
        <translation>είναι φάκελος, όχι αρχείο</translation>
    </message>
    <message>
        <location line="-22"/>
        <source>input/output error</source>
        <extracomment>Why a file could not be read or saved: the disk reported an error</extracomment>
        <translation>σφάλμα εισόδου/εξόδου</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>it is a named pipe (FIFO), not a file</source>
        <extracomment>A FIFO was given where a file was expected; reads after &quot;Cannot open FILE: &quot;</extracomment>
        <translation>είναι επώνυμη σωλήνωση (FIFO), όχι αρχείο</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>it is a device, not a file</source>
        <extracomment>A device such as /dev/zero was given where a file was expected</extracomment>
        <translation>είναι συσκευή, όχι αρχείο</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>it is a socket, not a file</source>
        <translation>είναι υποδοχή (socket), όχι αρχείο</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>it is larger than %L1 bytes</source>
        <extracomment>%L1 is a number of bytes</extracomment>
        <translation>είναι μεγαλύτερο από %L1 byte</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Cannot read %1: %2</source>
        <extracomment>%1 is a file&apos;s full path, %2 the reason (&quot;input/output error&quot;)</extracomment>
        <translation>Δεν είναι δυνατή η ανάγνωση του %1: %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Cannot open %1: %2</source>
        <extracomment>%1 is a file&apos;s full path, %2 the reason (&quot;permission denied&quot;)</extracomment>
        <translation>Δεν είναι δυνατό το άνοιγμα του %1: %2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Cannot replace %1: %2</source>
        <extracomment>The new file was written but could not take the old one&apos;s place. %1 is a path.</extracomment>
        <translation>Δεν είναι δυνατή η αντικατάσταση του %1: %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Cannot save %1: %2</source>
        <extracomment>%1 is a file&apos;s full path, %2 the reason (&quot;no space left on device&quot;)</extracomment>
        <translation>Δεν είναι δυνατή η αποθήκευση του %1: %2</translation>
    </message>
</context>
<context>
    <name>tihbat::GameNameLabel</name>
    <message>
        <location filename="../ui/network/game_name_label.cpp" line="+66"/>
        <source>%1&apos;s game</source>
        <extracomment>The name of a network game, shown to those who joined it: %1 is the host&apos;s name</extracomment>
        <translation>Η παρτίδα του παίκτη %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 against %2</source>
        <extracomment>The name of a network game when the host is not known: %1 plays South, %2 North</extracomment>
        <translation>%1 εναντίον %2</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Network game: %1</source>
        <translation>Παρτίδα στο δίκτυο: %1</translation>
    </message>
</context>
<context>
    <name>tihbat::GameToolBar</name>
    <message>
        <location filename="../ui/play/game_tool_bar.cpp" line="+103"/>
        <source>Game Toolbar</source>
        <extracomment>The toolbar&apos;s name, as a screen reader and the window&apos;s context menu say it</extracomment>
        <translation>Γραμμή εργαλείων παιχνιδιού</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Show &amp;Toolbar</source>
        <extracomment>View menu and the toolbar&apos;s context menu: shows or hides the row of big buttons</extracomment>
        <translation>Εμφάνιση γραμμής &amp;εργαλείων</translation>
    </message>
</context>
<context>
    <name>tihbat::HintPanel</name>
    <message>
        <location filename="../ui/play/hint_panel.cpp" line="+50"/>
        <source>Pit %1: %2</source>
        <extracomment>One pit in the hint: %1 is the pit&apos;s letter (A, B, a or b: never translated), %2 what playing it leads to, such as &quot;You win by 4&quot;</extracomment>
        <translation>Λακκούβα %1: %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Hint for %1 — %2</source>
        <extracomment>%1 is a player&apos;s name, %2 the list of pits with their results</extracomment>
        <translation>Υπόδειξη (%1) — %2</translation>
    </message>
</context>
<context>
    <name>tihbat::HostPage</name>
    <message>
        <location filename="../ui/network/host_page.cpp" line="+185"/>
        <source>Your &amp;name:</source>
        <extracomment>Play over the Network, Host: the name the friend sees</extracomment>
        <translation>Το ό&amp;νομά σου:</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>You &amp;play:</source>
        <extracomment>Play over the Network, Host: the side of the board the host plays</extracomment>
        <translation>&amp;Παίζεις:</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Ho&amp;st the Game</source>
        <extracomment>Play over the Network: starts hosting the game</extracomment>
        <translation>Φ&amp;ιλοξένησε την παρτίδα</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1&apos;s game</source>
        <extracomment>Play over the Network, hosting: %1 is the host&apos;s name</extracomment>
        <translation>Η παρτίδα του παίκτη %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Address %1, port %2</source>
        <extracomment>Play over the Network, hosting: where the friend joins; %1 is an address, %2 a port</extracomment>
        <translation>Διεύθυνση %1, θύρα %2</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>%1 has joined the game.</source>
        <translation>Ο παίκτης %1 μπήκε στην παρτίδα.</translation>
    </message>
    <message>
        <location line="-10"/>
        <source>Join code</source>
        <extracomment>Play over the Network, hosting: the label over the code in large letters</extracomment>
        <translation>Κωδικός συμμετοχής</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your friend needs the address and the port only if their list of games does not show this game.</source>
        <extracomment>Play over the Network, hosting: under the address and port</extracomment>
        <translation>Ο φίλος σου χρειάζεται τη διεύθυνση και τη θύρα μόνο αν η λίστα του με τις παρτίδες δεν δείχνει αυτή την παρτίδα.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Tell your friend the join code. They choose your game in their list, write the code and press Join as Player. Waiting for them…</source>
        <translation>Πες στον φίλο σου τον κωδικό συμμετοχής. Διαλέγει την παρτίδα σου στη λίστα του, γράφει τον κωδικό και πατά «Μπες ως παίκτης». Περιμένουμε…</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>S&amp;top Hosting</source>
        <extracomment>Play over the Network, hosting: ends the network game; the game stays on this computer</extracomment>
        <translation>&amp;Τέλος φιλοξενίας</translation>
    </message>
</context>
<context>
    <name>tihbat::JoinPage</name>
    <message>
        <location filename="../ui/network/join_page.cpp" line="+56"/>
        <source>chain capture</source>
        <translation>μάζεμα σε αλυσίδα</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no chain capture</source>
        <translation>χωρίς μάζεμα σε αλυσίδα</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>a player may join</source>
        <translation>μπορεί να μπει παίκτης</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>for watchers only</source>
        <translation>μόνο για θεατές</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1&apos;s game: %2 counters, %3, %4 starts; the host plays %5; %6</source>
        <extracomment>A game in the list of network games: %1 is the host&apos;s name, %2 the counters in each pit, %3 chain capture or not, %4 the side that starts, %5 the host&apos;s side, %6 the seat</extracomment>
        <translation>Παρτίδα του παίκτη %1: %2 πετραδάκια, %3, ξεκινά ο %4· ο οικοδεσπότης είναι ο %5· %6</translation>
    </message>
    <message>
        <location line="+245"/>
        <source>&amp;Games on the local network:</source>
        <extracomment>Play over the Network, Join: the list of games hosted on the local network</extracomment>
        <translation>&amp;Παρτίδες στο τοπικό δίκτυο:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Address:</source>
        <translation>&amp;Διεύθυνση:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>P&amp;ort:</source>
        <translation>Θ&amp;ύρα:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Code:</source>
        <extracomment>Play over the Network, Join: the short code the host shows</extracomment>
        <translation>&amp;Κωδικός:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your &amp;name:</source>
        <translation>Το ό&amp;νομά σου:</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Join as &amp;Player</source>
        <translation>Μπες ως π&amp;αίκτης</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Join as &amp;Watcher</source>
        <translation>Μπες ως &amp;θεατής</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Watch on the P&amp;rojector</source>
        <extracomment>Opens the game being watched in the presentation window (full screen, for a projector)</extracomment>
        <translation>Δες το στον π&amp;ροβολέα</translation>
    </message>
    <message>
        <location line="-8"/>
        <source>Filled in when you choose a game above</source>
        <extracomment>Play over the Network, Join: shown in the empty address field</extracomment>
        <translation>Συμπληρώνεται όταν διαλέξεις μια παρτίδα από πάνω</translation>
    </message>
    <message numerus="yes">
        <location line="-283"/>
        <source>%n pupil(s) joined</source>
        <extracomment>A class tournament in the list of network games: how many pupils have joined it</extracomment>
        <translation>
            <numerusform>μπήκε %n μαθητής</numerusform>
            <numerusform>μπήκαν %n μαθητές</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>not started yet</source>
        <extracomment>A class tournament in the list of network games: it waits for its pupils</extracomment>
        <translation>δεν έχει αρχίσει ακόμα</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>round %1 is being played</source>
        <translation>παίζεται ο γύρος %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Class tournament — %1&apos;s computer: %2, %3; %4 counters</source>
        <extracomment>A class tournament in the list of network games: %1 is the teacher&apos;s (or the teacher&apos;s computer&apos;s) name, %2 how many pupils joined, %3 whether it has started, %4 the counters in each pit</extracomment>
        <translation>Τουρνουά της τάξης (υπολογιστής: %1): %2, %3· %4 πετραδάκια</translation>
    </message>
    <message>
        <location line="+275"/>
        <source>The letters and digits on the host&apos;s screen</source>
        <extracomment>Play over the Network, Join: shown in the empty code field</extracomment>
        <translation>Τα γράμματα και τα ψηφία στην οθόνη του οικοδεσπότη</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The name the others see</source>
        <extracomment>Play over the Network, Join: shown in the empty name field</extracomment>
        <translation>Το όνομα που βλέπουν οι άλλοι</translation>
    </message>
</context>
<context>
    <name>tihbat::LanguageMenu</name>
    <message>
        <location filename="../ui/i18n/language_menu.cpp" line="+44"/>
        <source>&amp;Language</source>
        <comment>menu</comment>
        <extracomment>Menu title: the languages, each named in itself, are its items. Tip: add &quot;(Language)&quot; after your word so a person who cannot read it finds the way back to English.</extracomment>
        <translation>&amp;Γλώσσα (Language)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;System Default</source>
        <comment>language</comment>
        <extracomment>Language menu: follow the language of the computer&apos;s system</extracomment>
        <translation>&amp;Γλώσσα συστήματος</translation>
    </message>
</context>
<context>
    <name>tihbat::LearnOfferBar</name>
    <message>
        <location filename="../ui/learn/learn_to_play.cpp" line="+29"/>
        <source>New to Tihbat? Learn to play in a few short lessons.</source>
        <extracomment>A bar above the board on the very first start</extracomment>
        <translation>Πρώτη φορά στο Τιχμπάτ; Μάθε να παίζεις με λίγα σύντομα μαθήματα.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Start the Lessons</source>
        <extracomment>Button in the first-start bar: opens Help &gt; Learn to Play</extracomment>
        <translation>Ξεκίνα τα μαθήματα</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>No, Thanks</source>
        <extracomment>Button in the first-start bar: closes the bar (the lessons stay in the Help menu)</extracomment>
        <translation>Όχι, ευχαριστώ</translation>
    </message>
</context>
<context>
    <name>tihbat::LearnToPlay</name>
    <message>
        <location line="-14"/>
        <source>&amp;Learn to Play</source>
        <extracomment>Help menu: opens the interactive lessons</extracomment>
        <translation>&amp;Μάθε να παίζεις</translation>
    </message>
</context>
<context>
    <name>tihbat::LearnWindow</name>
    <message>
        <location filename="../ui/learn/lesson_feedback.cpp" line="+72"/>
        <source>Nothing tried yet</source>
        <translation>Δεν έχεις δοκιμάσει ακόμα</translation>
    </message>
    <message>
        <location filename="../ui/learn/learn_window.cpp" line="+297"/>
        <source>game over</source>
        <comment>lesson nameplate</comment>
        <extracomment>On the name plate in the &quot;Who wins?&quot; lesson: the game shown has ended</extracomment>
        <translation>τέλος παρτίδας</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>You know the rules now. Play your first game?</source>
        <extracomment>At the end of the lessons, after Finish, every lesson done</extracomment>
        <translation>Τώρα ξέρεις τους κανόνες. Θα παίξεις την πρώτη σου παρτίδα;</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Play Your First &amp;Game</source>
        <extracomment>Button at the end of the lessons: starts a game in the game window</extracomment>
        <translation>Παίξε την π&amp;ρώτη σου παρτίδα</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Close</source>
        <comment>lessons</comment>
        <extracomment>Button at the end of the lessons, once a first game has been offered</extracomment>
        <translation>&amp;Κλείσιμο</translation>
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
        <translation>%1, ολοκληρώθηκε</translation>
    </message>
    <message>
        <location filename="../ui/learn/learn_window.cpp" line="+8"/>
        <source>Learn to Play Tihbat</source>
        <extracomment>Window title of Help &gt; Learn to Play</extracomment>
        <translation>Μάθε να παίζεις Τιχμπάτ</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Lessons:</source>
        <extracomment>Above the list of lessons</extracomment>
        <translation>&amp;Μαθήματα:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Lessons</source>
        <translation>Μαθήματα</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Lesson %1 of %2: %3</source>
        <extracomment>Above a lesson: %1 its number, %2 how many there are, %3 its title</extracomment>
        <translation>Μάθημα %1 από %2: %3</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Lesson board</source>
        <translation>Ταμπλό του μαθήματος</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;South</source>
        <comment>answer</comment>
        <extracomment>Answer to &quot;Who wins?&quot; in a lesson</extracomment>
        <translation>&amp;Νότος</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>N&amp;orth</source>
        <comment>answer</comment>
        <extracomment>Answer to &quot;Who wins?&quot; in a lesson</extracomment>
        <translation>&amp;Βορράς</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Draw</source>
        <comment>answer</comment>
        <extracomment>Answer to &quot;Who wins?&quot; in a lesson: nobody wins</extracomment>
        <translation>&amp;Ισοπαλία</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&lt; &amp;Back</source>
        <extracomment>Button: the lesson before</extracomment>
        <translation>&lt; &amp;Πίσω</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Try Again</source>
        <extracomment>Button: the lesson&apos;s board again after a wrong move</extracomment>
        <translation>Δοκίμασε &amp;ξανά</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Next &gt;</source>
        <translation>&amp;Επόμενο &gt;</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Finish</source>
        <translation>&amp;Τέλος</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Keys: Tab and Space choose an answer.</source>
        <extracomment>Keys in the &quot;Who wins?&quot; lesson</extracomment>
        <translation>Πλήκτρα: με Tab και Space διαλέγεις απάντηση.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Keys: A or B plays that pit; Left, Right and Enter also work. After a try, Enter goes on.</source>
        <extracomment>Keys in a lesson where the learner plays a move</extracomment>
        <translation>Πλήκτρα: το A ή το B παίζει αυτή τη λακκούβα· δουλεύουν και τα Αριστερά, Δεξιά και Enter. Μετά από μια προσπάθεια, το Enter συνεχίζει.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Keys: type a pit&apos;s letter (A, B with Shift; a, b without), or move with Left and Right and press Enter.</source>
        <extracomment>Keys in a lesson where the learner clicks pits: the letters are the pits&apos; names</extracomment>
        <translation>Πλήκτρα: γράψε το γράμμα μιας λακκούβας (A, B με Shift· a, b χωρίς), ή μετακινήσου με Αριστερά και Δεξιά και πάτα Enter.</translation>
    </message>
    <message>
        <location line="-66"/>
        <source>You have done %1 of the %2 lessons. The ones without a tick are still in the list. Play your first game?</source>
        <extracomment>At the end of the lessons, after Finish, when some were skipped: %1 lessons done of %2; the list beside shows a tick by each lesson done</extracomment>
        <translation>Έκανες %1 από τα %2 μαθήματα. Όσα δεν έχουν τικ είναι ακόμα στη λίστα. Θα παίξεις την πρώτη σου παρτίδα;</translation>
    </message>
</context>
<context>
    <name>tihbat::LocalisedFileList</name>
    <message>
        <location filename="../ui/records/file_dialogs.cpp" line="+41"/>
        <source>Tihbat game record</source>
        <extracomment>The type of a .tihbat file in the file dialog&apos;s detail view</extracomment>
        <translation>Παρτίδα Τιχμπάτ</translation>
    </message>
</context>
<context>
    <name>tihbat::MainWindow</name>
    <message>
        <location filename="../ui/play/main_window.cpp" line="+262"/>
        <source>&amp;Game</source>
        <comment>menu</comment>
        <extracomment>Menu title</extracomment>
        <translation>&amp;Παιχνίδι</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;New Game…</source>
        <translation>&amp;Νέο παιχνίδι…</translation>
    </message>
    <message>
        <location filename="../ui/play/move_actions.cpp" line="+77"/>
        <source>&amp;Undo Move</source>
        <extracomment>Take back the last move (against the computer: back to your last turn)</extracomment>
        <translation>&amp;Αναίρεση κίνησης</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Redo Move</source>
        <extracomment>Play again a move that was taken back</extracomment>
        <translation>&amp;Επαναφορά κίνησης</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Hint</source>
        <extracomment>Show how each move would end the game with perfect play</extracomment>
        <translation>&amp;Υπόδειξη</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Pause Computer</source>
        <extracomment>Stop the computer from moving (to watch a computer-against-computer game step by step)</extracomment>
        <translation>&amp;Παύση υπολογιστή</translation>
    </message>
    <message>
        <location filename="../ui/play/main_window.cpp" line="+2"/>
        <source>&amp;Quit</source>
        <extracomment>Close the program</extracomment>
        <translation>Έ&amp;ξοδος</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Open…</source>
        <extracomment>Opens a saved game record (.tihbat file) in the replay viewer</extracomment>
        <translation>Άνοιγ&amp;μα…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Save</source>
        <extracomment>Saves the game in progress as a game record (.tihbat file)</extracomment>
        <translation>Απο&amp;θήκευση</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Save &amp;As…</source>
        <extracomment>Saves the game in progress as a game record under a new name</extracomment>
        <translation>Αποθήκευση &amp;ως…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Re&amp;view This Game</source>
        <extracomment>Opens the game in progress (or just finished) in the replay viewer, move by move</extracomment>
        <translation>Αναπαρα&amp;γωγή αυτής της παρτίδας</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>&amp;View</source>
        <comment>menu</comment>
        <extracomment>Menu title</extracomment>
        <translation>Π&amp;ροβολή</translation>
    </message>
    <message>
        <location filename="../ui/play/view_actions.cpp" line="+85"/>
        <source>&amp;Full Screen</source>
        <translation>&amp;Πλήρης οθόνη</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>F&amp;lip Board</source>
        <extracomment>Turn the board round so North sits at the bottom</extracomment>
        <translation>&amp;Γύρισμα ταμπλό</translation>
    </message>
    <message>
        <location filename="../ui/play/main_window.cpp" line="+4"/>
        <source>&amp;Presentation Mode</source>
        <extracomment>Classroom mode: the board full screen for a projector, moves explained step by step</extracomment>
        <translation>&amp;Λειτουργία παρουσίασης</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Se&amp;t Up Position…</source>
        <extracomment>Classroom mode: opens a dialog to set any position, then play from it or analyse it</extracomment>
        <translation>&amp;Στήσιμο θέσης…</translation>
    </message>
    <message>
        <location filename="../ui/play/view_actions.cpp" line="+4"/>
        <source>&amp;Animation Speed</source>
        <extracomment>Submenu: how fast the counters move</extracomment>
        <translation>&amp;Ταχύτητα κίνησης πετραδιών</translation>
    </message>
    <message>
        <location filename="../ui/play/main_window.cpp" line="+6"/>
        <source>&amp;Help</source>
        <comment>menu</comment>
        <extracomment>Menu title</extracomment>
        <translation>&amp;Βοήθεια</translation>
    </message>
    <message>
        <location line="-142"/>
        <source>&amp;How to Play</source>
        <extracomment>Opens the rules text</extracomment>
        <translation>&amp;Πώς παίζεται</translation>
    </message>
    <message>
        <location line="+144"/>
        <source>&amp;About Tihbat</source>
        <extracomment>Opens the box with the version and a few words on the game</extracomment>
        <translation>&amp;Σχετικά με το Τιχμπάτ</translation>
    </message>
    <message>
        <location filename="../ui/play/game_status.cpp" line="+85"/>
        <source>Game over. %1</source>
        <extracomment>Status bar after the end; %1 says who won or that it is a draw</extracomment>
        <translation>Τέλος παρτίδας. %1</translation>
    </message>
    <message>
        <location filename="../ui/replay/record_files.cpp" line="+166"/>
        <source>The game record could not be opened.</source>
        <extracomment>Message box when a game record file cannot be read; the reason follows</extracomment>
        <translation>Το αρχείο της παρτίδας δεν άνοιξε.</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>Open Game Record</source>
        <extracomment>Title of the file dialog opening a game record</extracomment>
        <translation>Άνοιγμα παρτίδας</translation>
    </message>
    <message>
        <location line="-122"/>
        <source>Save Game</source>
        <extracomment>Title of the file dialog saving the game in progress</extracomment>
        <translation>Αποθήκευση παρτίδας</translation>
    </message>
    <message>
        <location line="+50"/>
        <location filename="../ui/tournament/tournament_window.cpp" line="+391"/>
        <source>Saved to %1</source>
        <extracomment>In the status bar after Save; %1 is the file&apos;s full path</extracomment>
        <translation>Αποθηκεύτηκε στο %1</translation>
    </message>
    <message numerus="yes">
        <location line="+54"/>
        <source>%n game records could not be opened.</source>
        <extracomment>Message box when several game records cannot be read; reasons follow</extracomment>
        <translation>
            <numerusform>Δεν άνοιξε %n αρχείο παρτίδας.</numerusform>
            <numerusform>Δεν άνοιξαν %n αρχεία παρτίδων.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+8"/>
        <source>And %n more.</source>
        <translation>
            <numerusform>Και %n ακόμη.</numerusform>
            <numerusform>Και %n ακόμη.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+46"/>
        <source>The game could not be opened in the replay viewer.</source>
        <translation>Η παρτίδα δεν άνοιξε στο παράθυρο αναπαραγωγής.</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>The file %1 no longer exists.</source>
        <extracomment>Message box when a file of the Open Recent menu is gone; %1 is its name</extracomment>
        <translation>Το αρχείο %1 δεν υπάρχει πια.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>It was in %1 and has been removed from the recent files.</source>
        <extracomment>Below &quot;The file ... no longer exists.&quot;; %1 is where it was</extracomment>
        <translation>Ήταν στον φάκελο %1 και αφαιρέθηκε από τα πρόσφατα αρχεία.</translation>
    </message>
    <message>
        <location filename="../ui/play/main_window.cpp" line="-22"/>
        <source>P&amp;rint and Export</source>
        <comment>menu</comment>
        <extracomment>Game menu: the submenu with the score sheet and the board picture (print, PDF, PNG, SVG)</extracomment>
        <translation>&amp;Εκτύπωση και εξαγωγή</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Move</source>
        <comment>menu</comment>
        <extracomment>Menu title (KDE games&apos; Move menu): Undo, Redo, Hint, Pause Computer</extracomment>
        <translation>&amp;Κινήσεις</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Classroom</source>
        <comment>menu</comment>
        <extracomment>Menu title: what a teacher uses (projector, position editor, worksheets)</extracomment>
        <translation>&amp;Τάξη</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Projector</source>
        <comment>toolbar</comment>
        <extracomment>The toolbar button of Presentation Mode (one short word under its picture)</extracomment>
        <translation>Προβολέας</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Settings</source>
        <comment>menu</comment>
        <extracomment>Menu title (KDE games&apos; Settings menu): speed, sound, language</extracomment>
        <translation>Ρ&amp;υθμίσεις</translation>
    </message>
</context>
<context>
    <name>tihbat::MoveTable</name>
    <message>
        <location filename="../ui/replay/move_table.cpp" line="+84"/>
        <source>Start</source>
        <extracomment>The first row of the move list: the position before any move.</extracomment>
        <translation>Αρχή</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>%1 must pass</source>
        <extracomment>Tool tip of a move after which the opponent has no counters and passes. %1 is the player (a name, or South or North).</extracomment>
        <translation>%1: πρέπει να κάνει πάσο</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>The final score of %1 minus that of %2 with perfect play after the move</source>
        <extracomment>Tool tip of the move list&apos;s Value column. %1 is South&apos;s player (a name, or South), %2 North&apos;s.</extracomment>
        <translation>Τα τελικά πετραδάκια του παίκτη %1 μείον εκείνα του παίκτη %2, αν μετά την κίνηση παίξουν και οι δύο τέλεια</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>No.</source>
        <extracomment>Move list column: the move&apos;s number.</extracomment>
        <translation>Α/Α</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Player</source>
        <extracomment>Move list column: who played the move.</extracomment>
        <translation>Παίκτης</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Move</source>
        <extracomment>Move list column: the pit emptied and its captures, as in the file (Bx4).</extracomment>
        <translation>Κίνηση</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Value</source>
        <comment>game value</comment>
        <extracomment>Move list column: the game&apos;s value after the move (South minus North, perfect play).</extracomment>
        <translation>Αξία</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Given away</source>
        <extracomment>Move list column: how many counters the move gave away compared with the best move.</extracomment>
        <translation>Χάρισε</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Comment</source>
        <extracomment>Move list column: the comments after the move.</extracomment>
        <translation>Σχόλιο</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>How much the move gave away against the best move (? a mistake, ?? a blunder)</source>
        <translation>Πόσα πετραδάκια χάρισε η κίνηση σε σύγκριση με την καλύτερη κίνηση (? λάθος, ?? μεγάλο λάθος)</translation>
    </message>
</context>
<context>
    <name>tihbat::NavigationBar</name>
    <message>
        <location filename="../ui/viewer/navigation_bar.cpp" line="+91"/>
        <source>Pause (Space)</source>
        <extracomment>Tool tip of the autoplay button; Space is its key.</extracomment>
        <translation>Παύση (Διάστημα)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Play the moves (Space)</source>
        <translation>Παίξε τις κινήσεις (Διάστημα)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pause</source>
        <translation>Παύση</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Play the moves</source>
        <translation>Παίξε τις κινήσεις</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Move %1 of %2</source>
        <extracomment>Where the replay is: %1 the move shown, %2 the number of moves.</extracomment>
        <translation>Κίνηση %1 από %2</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>To the start (Home)</source>
        <extracomment>Tool tips of the replay buttons; the key names in brackets are the shortcuts.</extracomment>
        <translation>Στην αρχή (Home)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Previous move (Left, Page Up)</source>
        <translation>Προηγούμενη κίνηση (αριστερό βέλος, Page Up)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Next move (Right, Page Down)</source>
        <translation>Επόμενη κίνηση (δεξί βέλος, Page Down)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>To the last move (End)</source>
        <translation>Στην τελευταία κίνηση (End)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>To the start</source>
        <translation>Στην αρχή</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Previous move</source>
        <translation>Προηγούμενη κίνηση</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Next move</source>
        <translation>Επόμενη κίνηση</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>To the last move</source>
        <translation>Στην τελευταία κίνηση</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Move</source>
        <extracomment>Accessible name of the slider over the moves of the replayed game.</extracomment>
        <translation>Κίνηση</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>S&amp;peed:</source>
        <extracomment>Label of the autoplay speed choice.</extracomment>
        <translation>&amp;Ταχύτητα:</translation>
    </message>
</context>
<context>
    <name>tihbat::NetworkActions</name>
    <message>
        <location filename="../ui/network/network_actions.cpp" line="+112"/>
        <source>The network game could not be hosted again (%1); it goes on here.</source>
        <extracomment>At start, a network game this computer hosted could not be hosted again; %1 is the system&apos;s reason (in English)</extracomment>
        <translation>Η παρτίδα δικτύου δεν μπόρεσε να φιλοξενηθεί ξανά (%1)· συνεχίζεται εδώ.</translation>
    </message>
    <message>
        <location line="+77"/>
        <source>%1 does not want to take the move back.</source>
        <extracomment>A network game: %1 is the other player&apos;s name</extracomment>
        <translation>Ο παίκτης %1 δεν θέλει να αναιρεθεί η κίνηση.</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>P&amp;lay over the Network…</source>
        <extracomment>Game menu: host a game or join one on another computer</extracomment>
        <translation>Παιχνίδι στο &amp;δίκτυο…</translation>
    </message>
    <message>
        <location line="-147"/>
        <source>You stopped hosting; the game goes on here.</source>
        <translation>Σταμάτησες τη φιλοξενία· η παρτίδα συνεχίζεται εδώ.</translation>
    </message>
    <message>
        <location line="+104"/>
        <source>%1 has joined the game.</source>
        <extracomment>Status bar of the host&apos;s window: %1 is the friend&apos;s name</extracomment>
        <translation>Ο/Η %1 μπήκε στην παρτίδα.</translation>
    </message>
</context>
<context>
    <name>tihbat::NetworkDialog</name>
    <message>
        <location filename="../ui/network/network_dialog.cpp" line="+103"/>
        <source>The game could not be hosted: %1</source>
        <extracomment>Play over the Network: %1 is the system&apos;s reason (in English)</extracomment>
        <translation>Η παρτίδα δεν μπόρεσε να φιλοξενηθεί: %1</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>Choose a game in the list, or write the host&apos;s address.</source>
        <translation>Διάλεξε μια παρτίδα από τη λίστα ή γράψε τη διεύθυνση του οικοδεσπότη.</translation>
    </message>
    <message>
        <location line="+68"/>
        <source>Play over the Network</source>
        <extracomment>Dialog title</extracomment>
        <translation>Παιχνίδι στο δίκτυο</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Host</source>
        <extracomment>Play over the Network: the tab to host a game</extracomment>
        <translation>&amp;Φιλοξενία</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Join</source>
        <extracomment>Play over the Network: the tab to join a game</extracomment>
        <translation>&amp;Σύνδεση</translation>
    </message>
    <message>
        <location line="-187"/>
        <source>Write your name: the others see it beside the board.</source>
        <extracomment>Play over the Network: the name field is empty</extracomment>
        <translation>Γράψε το όνομά σου: οι άλλοι το βλέπουν δίπλα στο ταμπλό.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Your name has a sign that cannot be sent. Use letters, digits and spaces.</source>
        <extracomment>Play over the Network: the name holds a sign that cannot be sent (an invisible or control character)</extracomment>
        <translation>Το όνομά σου έχει ένα σημάδι που δεν μπορεί να σταλεί. Χρησιμοποίησε γράμματα, ψηφία και κενά.</translation>
    </message>
    <message>
        <location line="+115"/>
        <source>Write the join code: the letters and digits on the host&apos;s screen.</source>
        <extracomment>Play over the Network, Join: the code field is empty</extracomment>
        <translation>Γράψε τον κωδικό συμμετοχής: τα γράμματα και τα ψηφία στην οθόνη του οικοδεσπότη.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A join code has only letters and digits. Copy it as the host&apos;s screen shows it.</source>
        <extracomment>Play over the Network, Join: the code holds something a code cannot</extracomment>
        <translation>Ο κωδικός συμμετοχής έχει μόνο γράμματα και ψηφία. Αντίγραψέ τον όπως τον δείχνει η οθόνη του οικοδεσπότη.</translation>
    </message>
</context>
<context>
    <name>tihbat::NetworkGame</name>
    <message>
        <location filename="../model/network_game/network_game.cpp" line="+366"/>
        <source>%1 has left; waiting for them to come back</source>
        <extracomment>A network game: %1 is the other player&apos;s name</extracomment>
        <translation>Ο παίκτης %1 έφυγε· περιμένουμε να επιστρέψει</translation>
    </message>
    <message>
        <location line="-326"/>
        <source>Waiting for your friend to join with the code %1</source>
        <extracomment>A network game being hosted, before the friend joins; %1 is the join code</extracomment>
        <translation>Περιμένουμε τον φίλο σου να μπει με τον κωδικό %1</translation>
    </message>
    <message>
        <location line="+58"/>
        <source>Waiting for your next game…</source>
        <translation>Περιμένεις την επόμενη παρτίδα σου…</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Joining %1&apos;s game again…</source>
        <extracomment>A network game this window was in, joined again after the program was started again; %1 is the host&apos;s name</extracomment>
        <translation>Επιστροφή στην παρτίδα του παίκτη %1…</translation>
    </message>
    <message>
        <location line="+49"/>
        <source>you play South</source>
        <translation>είσαι ο Νότος</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>you play North</source>
        <translation>είσαι ο Βορράς</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Your next game: against %1, %2</source>
        <extracomment>A class tournament&apos;s pupil: %1 is the other pupil&apos;s name, %2 &quot;you play South&quot; or &quot;you play North&quot;</extracomment>
        <translation>Η επόμενη παρτίδα σου: με τον παίκτη %1, %2</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>place %1 of %2</source>
        <extracomment>A class tournament&apos;s pupil: %1 is its place (1 for the leader), %2 how many play</extracomment>
        <translation>θέση %1 από %2</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>The tournament is over — you have %n point(s), %1</source>
        <extracomment>A class tournament&apos;s pupil after the last game; %1 is &quot;place 2 of 9&quot;</extracomment>
        <translation>
            <numerusform>Το τουρνουά τελείωσε — έχεις %n βαθμό, %1</numerusform>
            <numerusform>Το τουρνουά τελείωσε — έχεις %n βαθμούς, %1</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Waiting for the tournament to begin…</source>
        <translation>Περιμένουμε να αρχίσει το τουρνουά…</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>Waiting for round %1 — you have %n point(s), %2</source>
        <extracomment>A class tournament&apos;s pupil between games; %1 is the next round&apos;s number, %2 is &quot;place 2 of 9&quot;</extracomment>
        <translation>
            <numerusform>Περιμένεις τον γύρο %1 — έχεις %n βαθμό, %2</numerusform>
            <numerusform>Περιμένεις τον γύρο %1 — έχεις %n βαθμούς, %2</numerusform>
        </translation>
    </message>
    <message>
        <location line="+199"/>
        <source>The code is not right. Ask the host for the code and try again.</source>
        <extracomment>Joining a network game failed</extracomment>
        <translation>Ο κωδικός δεν είναι σωστός. Ζήτα τον κωδικό από τον οικοδεσπότη και δοκίμασε ξανά.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Someone is already playing this game. You can join it as a watcher.</source>
        <extracomment>Joining a network game failed: another player is already in the game</extracomment>
        <translation>Κάποιος παίζει ήδη αυτή την παρτίδα. Μπορείς να μπεις ως θεατής.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>This game has as many watchers as it can take.</source>
        <translation>Αυτή η παρτίδα έχει ήδη όσους θεατές χωράει.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The host plays with another version of Tihbat.</source>
        <translation>Ο οικοδεσπότης έχει άλλη έκδοση του Τιχμπάτ.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The host refused to let you join.</source>
        <translation>Ο οικοδεσπότης δεν σε άφησε να μπεις.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No answer from the host. Check the address and the port, and that the game is still hosted.</source>
        <translation>Καμία απάντηση από τον άλλο υπολογιστή. Έλεγξε τη διεύθυνση και τη θύρα, και ότι η παρτίδα είναι ακόμη ανοιχτή.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The other computer broke the rules of the network game; the link was closed.</source>
        <translation>Ο άλλος υπολογιστής δεν τήρησε τους κανόνες του παιχνιδιού στο δίκτυο· η σύνδεση έκλεισε.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Check your name, the code and the port.</source>
        <translation>Έλεγξε το όνομά σου, τον κωδικό και τη θύρα.</translation>
    </message>
    <message>
        <location line="-365"/>
        <source>Someone at %1 is trying codes. Tihbat slows them down.</source>
        <extracomment>A hosted network game: one computer keeps giving wrong join codes and is slowed down; %1 is its network address (192.168.1.23)</extracomment>
        <translation>Κάποιος στη διεύθυνση %1 δοκιμάζει κωδικούς. Το Τιχμπάτ τον καθυστερεί.</translation>
    </message>
    <message>
        <location line="+356"/>
        <source>Too many wrong codes came from this computer. Wait a minute, then try again.</source>
        <extracomment>Joining a network game failed: too many wrong codes came from this computer</extracomment>
        <translation>Ήρθαν πάρα πολλοί λάθος κωδικοί από αυτόν τον υπολογιστή. Περίμενε ένα λεπτό και δοκίμασε ξανά.</translation>
    </message>
    <message>
        <location line="-313"/>
        <source>The connection to the game was lost; trying again…</source>
        <extracomment>A network game being watched: the connection to the host&apos;s computer was lost</extracomment>
        <translation>Η σύνδεση με την παρτίδα χάθηκε· δοκιμάζουμε ξανά…</translation>
    </message>
</context>
<context>
    <name>tihbat::NewGameCard</name>
    <message>
        <location filename="../ui/play/new_game_card.cpp" line="+191"/>
        <source>Cancel</source>
        <comment>new game card</comment>
        <extracomment>Button on the New Game card: puts the card away, the game on the board goes on</extracomment>
        <translation>Ακύρωση</translation>
    </message>
</context>
<context>
    <name>tihbat::NewGameDialog</name>
    <message>
        <location line="-42"/>
        <source>New Game</source>
        <extracomment>Title of the card (and once the dialog) that starts a game</extracomment>
        <translation>Νέο παιχνίδι</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Play On from Here</source>
        <extracomment>Title of the card that continues a replayed game from the position shown: only the players are chosen, the rules are the game&apos;s</extracomment>
        <translation>Συνέχισε από εδώ</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Person</source>
        <comment>player kind</comment>
        <extracomment>Who plays a side: a person at this computer</extracomment>
        <translation>Άνθρωπος</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Computer</source>
        <comment>player kind</comment>
        <extracomment>Who plays a side: the program</extracomment>
        <translation>Υπολογιστής</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>&amp;Counters in each pit:</source>
        <extracomment>Rule option: how many counters each pit holds at the start (7 is usual)</extracomment>
        <translation>Πε&amp;τραδάκια σε κάθε λακκούβα:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Chain capture (also take the pit before, on your own side)</source>
        <extracomment>Rule option: after a capture, the pit sown just before is captured too</extracomment>
        <translation>Μάζεμα σε αλυσίδα (μαζεύεις και τη λακκούβα που έσπειρες ακριβώς πριν, αν είναι στη δική σου πλευρά)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Who starts:</source>
        <extracomment>Rule option: which side makes the first move</extracomment>
        <translation>Ποιος &amp;ξεκινά:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Play</source>
        <extracomment>Button that starts the game with the chosen settings</extracomment>
        <translation>Π&amp;αίξε</translation>
    </message>
    <message>
        <location line="-32"/>
        <source>&amp;South (bottom)</source>
        <extracomment>The player at the bottom of the board. &amp;: its key (Alt+letter), unique on this card</extracomment>
        <translation>&amp;Νότος (κάτω)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;North (top)</source>
        <extracomment>The player at the top of the board. &amp;: its key (Alt+letter), unique on this card</extracomment>
        <translation>&amp;Βορράς (πάνω)</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Player:</source>
        <extracomment>Label of the choice between a person and the computer</extracomment>
        <translation>Παίκτης:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Level:</source>
        <extracomment>Label of the computer&apos;s strength</extracomment>
        <translation>Επίπεδο:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Name:</source>
        <extracomment>Label of the player&apos;s name</extracomment>
        <translation>Όνομα:</translation>
    </message>
</context>
<context>
    <name>tihbat::PairingsModel</name>
    <message>
        <location filename="../ui/tournament/tournament_tables.cpp" line="+140"/>
        <source>Playing</source>
        <extracomment>Class tournament: a game of the current round not yet over</extracomment>
        <translation>Παίζεται</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Draw</source>
        <extracomment>Class tournament: how a game ended</extracomment>
        <translation>Ισοπαλία</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 won</source>
        <extracomment>Class tournament: how a game ended; %1 is the winner&apos;s name</extracomment>
        <translation>Νίκησε ο παίκτης %1</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 (adjudicated)</source>
        <extracomment>Class tournament: a game the teacher ended, decided by the computer&apos;s exact value of the position; %1 says who won or that it is a draw</extracomment>
        <translation>%1 (με κρίση του υπολογιστή)</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The tournament is over</source>
        <extracomment>Class tournament: all rounds are played</extracomment>
        <translation>Το τουρνουά τελείωσε</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Round %1 of %2</source>
        <extracomment>Class tournament: %1 is the current round, %2 how many there are</extracomment>
        <translation>Γύρος %1 από %2</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>No game this round: %1</source>
        <extracomment>Class tournament: the player who has no game this round; %1 is the name</extracomment>
        <translation>Χωρίς παρτίδα σε αυτόν τον γύρο: %1</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>Table %1</source>
        <extracomment>Class tournament: the number of a game (table) in the round</extracomment>
        <translation>Τραπέζι %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>South</source>
        <translation>Νότος</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>North</source>
        <translation>Βορράς</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Counters</source>
        <translation>Πετραδάκια</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Game</source>
        <extracomment>Class tournament: the column saying whether a game is still being played</extracomment>
        <translation>Παρτίδα</translation>
    </message>
</context>
<context>
    <name>tihbat::PositionEditor</name>
    <message>
        <location filename="../ui/classroom/position_editor.cpp" line="+141"/>
        <source>Pit %1 cannot hold fewer than 0 counters.</source>
        <extracomment>Position editor: %1 is the pit letter</extracomment>
        <translation>Η λακκούβα %1 δεν μπορεί να έχει λιγότερα από 0 πετραδάκια.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A player cannot have captured fewer than 0 counters.</source>
        <translation>Ένας παίκτης δεν μπορεί να έχει μαζέψει λιγότερα από 0 πετραδάκια.</translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>There are %n counters on the board; a game never has more than %1.</source>
        <extracomment>Position editor: %n counters on the board, %1 the most a game can have (48)</extracomment>
        <translation>
            <numerusform>Στο ταμπλό υπάρχει %n πετραδάκι· μια παρτίδα δεν έχει ποτέ πάνω από %1.</numerusform>
            <numerusform>Στο ταμπλό υπάρχουν %n πετραδάκια· μια παρτίδα δεν έχει ποτέ πάνω από %1.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>There are %n counters on the board, an odd number: captures always take an even number from an even total, so the board always holds an even number.</source>
        <extracomment>Position editor. Rule: every capture takes 2, 4, 6 or 8 counters from an even total.</extracomment>
        <translation>
            <numerusform>Στο ταμπλό υπάρχει %n πετραδάκι, μονός αριθμός: κάθε μάζεμα παίρνει ζυγό αριθμό από ζυγό σύνολο, άρα στο ταμπλό μένει πάντα ζυγός αριθμός.</numerusform>
            <numerusform>Στο ταμπλό υπάρχουν %n πετραδάκια, μονός αριθμός: κάθε μάζεμα παίρνει ζυγό αριθμό από ζυγό σύνολο, άρα στο ταμπλό μένει πάντα ζυγός αριθμός.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+7"/>
        <source>%1 has captured %n counters, an odd number: every capture is 2, 4, 6 or 8.</source>
        <extracomment>Position editor: %1 is the side (South or North), %n what it captured</extracomment>
        <translation>
            <numerusform>Ο %1 έχει μαζέψει %n πετραδάκι, μονό αριθμό: κάθε μάζεμα είναι 2, 4, 6 ή 8.</numerusform>
            <numerusform>Ο %1 έχει μαζέψει %n πετραδάκια, μονό αριθμό: κάθε μάζεμα είναι 2, 4, 6 ή 8.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+10"/>
        <source>The board and the captures hold %1 counters; a game with %2 per pit has %3.</source>
        <extracomment>Position editor: %1 counters on the board and captured together; a game with %2 per pit has %3 in all.</extracomment>
        <translation>Το ταμπλό και τα μαζεμένα έχουν μαζί %1 πετραδάκια· μια παρτίδα με %2 σε κάθε λακκούβα έχει %3.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>There are no counters on the board: the game would already be over.</source>
        <translation>Δεν υπάρχουν πετραδάκια στο ταμπλό: η παρτίδα θα είχε ήδη τελειώσει.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 has no counters to move and would pass at once: let the other side move.</source>
        <extracomment>Position editor: %1 is the side to move; a side without counters passes at once.</extracomment>
        <translation>Ο %1 δεν έχει πετραδάκια να παίξει και θα έκανε αμέσως πάσο: βάλε να παίζει ο άλλος παίκτης.</translation>
    </message>
    <message>
        <location line="+68"/>
        <source>Set Up Position</source>
        <extracomment>Dialog title</extracomment>
        <translation>Στήσιμο θέσης</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Pit %1 (%2):</source>
        <extracomment>Position editor: %1 is the pit letter, %2 its owner (South or North)</extracomment>
        <translation>Λακκούβα %1 (%2):</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>To move:</source>
        <translation>Παίζει:</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Captured by %1:</source>
        <extracomment>Position editor: counters the side (%1) has captured so far</extracomment>
        <translation>Μαζεμένα (%1):</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Counters per pit at the start:</source>
        <extracomment>Rule option: counters in each pit at the start of the game</extracomment>
        <translation>Πετραδάκια σε κάθε λακκούβα στην αρχή:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Chain capture</source>
        <extracomment>Rule option</extracomment>
        <translation>Μάζεμα σε αλυσίδα</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Play from Here</source>
        <extracomment>Button: start a game from the position set up</extracomment>
        <translation>&amp;Παίξε από εδώ</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;What Is Best Here?</source>
        <extracomment>Button: show the value of every move in the position set up</extracomment>
        <translation>&amp;Τι είναι καλύτερο εδώ;</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cancel</source>
        <translation>Ακύρωση</translation>
    </message>
</context>
<context>
    <name>tihbat::PresenceOnBoard</name>
    <message>
        <location filename="../ui/network/presence_on_board.cpp" line="+34"/>
        <source>has left</source>
        <comment>nameplate</comment>
        <extracomment>On a player&apos;s name plate in a network game while they are gone (short: a few words)</extracomment>
        <translation>έφυγε</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>is back</source>
        <comment>nameplate</comment>
        <extracomment>On a player&apos;s name plate for a few seconds when they come back to a network game</extracomment>
        <translation>επέστρεψε</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>has joined</source>
        <comment>nameplate</comment>
        <extracomment>On a player&apos;s name plate for a few seconds when they first join a network game</extracomment>
        <translation>μπήκε</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>connection lost</source>
        <comment>nameplate</comment>
        <extracomment>On both name plates of a network game being watched when the connection to it is lost and this computer cannot tell which player hosts it</extracomment>
        <translation>χάθηκε η σύνδεση</translation>
    </message>
</context>
<context>
    <name>tihbat::PresentationWindow</name>
    <message>
        <location filename="../ui/classroom/presentation_window.cpp" line="+195"/>
        <source>Next: PageDown, Right, Space. Back: PageUp, Left. B: blank. V: values. S: one drop per click. G: guess pauses. P: play on. +/−: speed. E: set up a position. Esc: leave.</source>
        <extracomment>Presentation mode&apos;s key help, shown in the caption bar (F1). Keep the key names short.</extracomment>
        <translation>Μπροστά: PageDown, →, Διάστημα. Πίσω: PageUp, ←. B: μαύρη οθόνη. V: αξίες. S: ένα πετραδάκι σε κάθε κλικ. G: παύσεις για μάντεμα. P: αυτόματη συνέχεια. +/−: ταχύτητα. E: Στήσιμο θέσης. Esc: έξοδος.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>M: sound on or off.</source>
        <extracomment>Presentation mode&apos;s key help, after the other keys: the M key</extracomment>
        <translation>M: ήχος ανοιχτός ή κλειστός.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>R: read aloud on or off.</source>
        <extracomment>Presentation mode&apos;s key help, after the other keys: the R key turns Read Aloud (the captions spoken by the computer&apos;s voice) on or off</extracomment>
        <translation>R: ανάγνωση φωναχτά ναι ή όχι.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>To play a pit, click it: one of the pits of the side to move.</source>
        <extracomment>Presentation mode&apos;s key help (F1), first line: how a move is made in the game played</extracomment>
        <translation>Για να παίξεις μια λακκούβα, κάνε κλικ σε αυτήν: μία από τις λακκούβες της πλευράς που παίζει.</translation>
    </message>
    <message>
        <location line="+39"/>
        <source>Values: counters ahead at the end with best play.</source>
        <extracomment>Presentation caption when the values of the moves are shown: +n means the side to move ends n counters ahead with best play after that move.</extracomment>
        <translation>Αξίες: πόσα πετραδάκια περισσότερα έχει στο τέλος αυτός που παίζει, με τέλειο παιχνίδι.</translation>
    </message>
    <message>
        <location line="+109"/>
        <source>Tihbat presentation</source>
        <extracomment>Title of the full-screen presentation window (classroom mode)</extracomment>
        <translation>Παρουσίαση Τιχμπάτ</translation>
    </message>
</context>
<context>
    <name>tihbat::ProjectorWatchAction</name>
    <message>
        <location filename="../ui/network/projector_watch_action.cpp" line="+33"/>
        <source>&amp;Watch a Network Game on the Projector…</source>
        <extracomment>View menu, beside Presentation Mode: join a game hosted on the network as a watcher and show it full screen on the projector</extracomment>
        <translation>&amp;Δες μια παρτίδα του δικτύου στον προβολέα…</translation>
    </message>
</context>
<context>
    <name>tihbat::PuzzleWindow</name>
    <message>
        <location filename="../ui/puzzles/puzzle_window.cpp" line="+78"/>
        <source>Pit %1 is not yours: play one of %2&apos;s pits.</source>
        <comment>puzzle</comment>
        <extracomment>Puzzles: a click on the other side&apos;s pit; %1 is the pit, %2 the side to move</extracomment>
        <translation>Η λακκούβα %1 δεν είναι δική σου: παίζει ο %2, διάλεξε μια από τις λακκούβες του.</translation>
    </message>
    <message>
        <location line="+177"/>
        <source>Puzzles</source>
        <comment>window title</comment>
        <extracomment>Window title of the puzzles</extracomment>
        <translation>Γρίφοι</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Show Me</source>
        <comment>puzzle</comment>
        <extracomment>Puzzles: play the solution and say why it is best</extracomment>
        <translation>&amp;Δείξε μου</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Next Puzzle</source>
        <comment>puzzle</comment>
        <extracomment>Puzzles: go on to the next puzzle (the key N does it too)</extracomment>
        <translation>&amp;Επόμενος γρίφος</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Puzzle board</source>
        <comment>puzzle</comment>
        <extracomment>The board of the puzzle window, for screen readers</extracomment>
        <translation>Ταμπλό γρίφου</translation>
    </message>
</context>
<context>
    <name>tihbat::PuzzlesAction</name>
    <message>
        <location filename="../ui/play/practice_actions.cpp" line="+30"/>
        <source>Pu&amp;zzles…</source>
        <comment>menu</comment>
        <extracomment>Game menu: opens the puzzles window</extracomment>
        <translation>Γρίφο&amp;ι…</translation>
    </message>
</context>
<context>
    <name>tihbat::ReadAloud</name>
    <message>
        <location filename="../ui/speech/read_aloud.cpp" line="+72"/>
        <source>en</source>
        <comment>language code</comment>
        <extracomment>The code of this translation&apos;s language, as the voices know it: el, hi, mn, sw, pt. Read Aloud chooses a voice of this language for every text; put your language&apos;s code.</extracomment>
        <translation>el</translation>
    </message>
</context>
<context>
    <name>tihbat::RecentFilesMenu</name>
    <message>
        <location filename="../ui/records/recent_files_menu.cpp" line="+79"/>
        <source>Open R&amp;ecent</source>
        <extracomment>Submenu: the game record files opened or saved lately</extracomment>
        <translation>Πρόσ&amp;φατα αρχεία</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Clear Menu</source>
        <extracomment>Last item of the Open Recent submenu: forget the files listed</extracomment>
        <translation>&amp;Καθαρισμός λίστας</translation>
    </message>
</context>
<context>
    <name>tihbat::RecordDetailsForm</name>
    <message>
        <location filename="../ui/replay/record_details_form.cpp" line="+84"/>
        <source>unknown</source>
        <extracomment>Placeholder of an empty tag field: the record does not say.</extracomment>
        <translation>άγνωστο</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Rules: %1 counters per pit, chain capture %2, %3 moves first.</source>
        <extracomment>The rule options of the replayed game. %1 counters per pit, %2 chain capture on/off, %3 the side moving first.</extracomment>
        <translation>Κανόνες: %1 πετραδάκια σε κάθε λακκούβα, μάζεμα σε αλυσίδα: %2, παίζει πρώτος: %3.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>on</source>
        <translation>ανοιχτό</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>off</source>
        <translation>κλειστό</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>A tag name is a Latin letter (A-Z, a-z) followed by Latin letters, digits or _, and not one of the game&apos;s own tags</source>
        <extracomment>Tool tip of a tag name that cannot be saved: the file format allows only these Latin letters, so say &quot;Latin&quot; in your language.</extracomment>
        <translation>Το όνομα μιας ετικέτας ξεκινά με λατινικό γράμμα (A-Z, a-z) και συνεχίζει με λατινικά γράμματα, ψηφία ή _, και δεν είναι καμία από τις βασικές ετικέτες της παρτίδας</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>Event:</source>
        <extracomment>Game record tags, labels of the details form.</extracomment>
        <translation>Διοργάνωση:</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Site:</source>
        <translation>Τόπος:</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Date:</source>
        <translation>Ημερομηνία:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Round:</source>
        <translation>Γύρος:</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>South:</source>
        <translation>Νότος:</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>North:</source>
        <translation>Βορράς:</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>YYYY.MM.DD</source>
        <extracomment>Placeholder of the Date field: the record&apos;s form of a date.</extracomment>
        <translation>ΕΕΕΕ.ΜΜ.ΗΗ</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Other tags:</source>
        <extracomment>Label of the table of the record&apos;s other tags (name and value).</extracomment>
        <translation>Άλλες ετικέτες:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Name</source>
        <comment>tag name</comment>
        <extracomment>Headers of the other-tags table: a tag&apos;s name and its text.</extracomment>
        <translation>Όνομα</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Value</source>
        <comment>tag value</comment>
        <translation>Τιμή</translation>
    </message>
</context>
<context>
    <name>tihbat::ReplaceGameQuestion</name>
    <message>
        <location filename="../ui/records/replace_game_question.cpp" line="+56"/>
        <source>Replace the game in progress?</source>
        <extracomment>Asked before a new game (or a game from a record or a set-up position) takes the place of the game being played</extracomment>
        <translation>Θέλεις να αντικαταστήσεις την παρτίδα που παίζεις;</translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>%n moves have been played in this game. If you replace it, it cannot be continued.</source>
        <extracomment>%n is the number of moves played in the game in progress</extracomment>
        <translation>
            <numerusform>Έχει παιχτεί %n κίνηση σε αυτή την παρτίδα. Αν την αντικαταστήσεις, δεν θα μπορεί να συνεχιστεί.</numerusform>
            <numerusform>Έχουν παιχτεί %n κινήσεις σε αυτή την παρτίδα. Αν την αντικαταστήσεις, δεν θα μπορεί να συνεχιστεί.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&amp;Replace Game</source>
        <extracomment>Button: end the game in progress and start the other one</extracomment>
        <translation>&amp;Αντικατάσταση παρτίδας</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Keep Playing</source>
        <extracomment>Button: do not start another game, go on with this one</extracomment>
        <translation>&amp;Συνέχισε να παίζεις</translation>
    </message>
</context>
<context>
    <name>tihbat::ReplayModel</name>
    <message>
        <location filename="../model/game/session/replay_model.cpp" line="+57"/>
        <source>Game %1 is not a legal game: %2</source>
        <extracomment>%1 is the game&apos;s number in the file, %2 the rules&apos; reason (in English).</extracomment>
        <translation>Η παρτίδα %1 δεν είναι έγκυρη: %2</translation>
    </message>
</context>
<context>
    <name>tihbat::ReplayWindow</name>
    <message>
        <location filename="../ui/replay/replay_window.cpp" line="+197"/>
        <source>&amp;Game:</source>
        <extracomment>Label of the combo box choosing one game of a file holding several.</extracomment>
        <translation>&amp;Παρτίδα:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Save</source>
        <extracomment>Save the game record (file) shown in the replay viewer.</extracomment>
        <translation>&amp;Αποθήκευση</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Save &amp;As…</source>
        <translation>Αποθήκευση &amp;ως…</translation>
    </message>
    <message>
        <location filename="../ui/replay/verdict_box.cpp" line="+49"/>
        <source>Analysis</source>
        <extracomment>Title of the replay&apos;s analysis box (the exact solver&apos;s verdict).</extracomment>
        <translation>Ανάλυση</translation>
    </message>
    <message>
        <location filename="../ui/replay/replay_window.cpp" line="+2"/>
        <source>&amp;Comment</source>
        <extracomment>Tab with the comment on the selected move.</extracomment>
        <translation>&amp;Σχόλιο</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Details</source>
        <extracomment>Tab with the game&apos;s details (event, site, players...).</extracomment>
        <translation>&amp;Λεπτομέρειες</translation>
    </message>
    <message>
        <location filename="../ui/replay/move_comment_editor.cpp" line="+33"/>
        <source>A comment on this move, saved with the game</source>
        <translation>Ένα σχόλιο για αυτή την κίνηση, που αποθηκεύεται μαζί με την παρτίδα</translation>
    </message>
    <message>
        <location filename="../ui/replay/replay_window.cpp" line="+2"/>
        <source>Play on from here</source>
        <extracomment>Button: continue the replayed game as a new game from the position shown.</extracomment>
        <translation>Συνέχισε από εδώ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Start a new game from the position on the board</source>
        <translation>Ξεκίνα νέα παρτίδα από τη θέση που δείχνει το ταμπλό</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>The record holds no game.</source>
        <extracomment>A record file without any game in it.</extracomment>
        <translation>Το αρχείο δεν περιέχει καμία παρτίδα.</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>There is no game to save.</source>
        <translation>Δεν υπάρχει παρτίδα για αποθήκευση.</translation>
    </message>
    <message>
        <location line="+109"/>
        <source>%1[*] – Replay</source>
        <extracomment>Title of the replay window; %1 is the file name, [*] marks unsaved changes. The game&apos;s name is added after it by the desktop (&quot;x.tihbat – Replay — Tihbat&quot;).</extracomment>
        <translation>%1[*] – Αναπαραγωγή</translation>
    </message>
    <message>
        <location line="-268"/>
        <source>Save game record</source>
        <extracomment>Title of the file dialog saving a game record.</extracomment>
        <translation>Αποθήκευση παρτίδας</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>game.tihbat</source>
        <translation>παρτίδα.tihbat</translation>
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
        <translation>Μη αποθηκευμένη παρτίδα</translation>
    </message>
</context>
<context>
    <name>tihbat::ResultCard</name>
    <message>
        <location filename="../ui/play/result_card.cpp" line="+48"/>
        <source>Play &amp;Again</source>
        <extracomment>Button at the end of a game: the same players and rules once more</extracomment>
        <translation>Παίξε &amp;ξανά</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Close</source>
        <comment>result card</comment>
        <extracomment>Button on the card at the end of a game: puts the card away, the board stays</extracomment>
        <translation>&amp;Κλείσιμο</translation>
    </message>
</context>
<context>
    <name>tihbat::RulesWindow</name>
    <message>
        <location filename="../ui/help/rules_window.cpp" line="+48"/>
        <source>How to Play Tihbat</source>
        <extracomment>Window title of the rules text</extracomment>
        <translation>Πώς παίζεται το Τιχμπάτ</translation>
    </message>
</context>
<context>
    <name>tihbat::SaveChangesQuestion</name>
    <message>
        <location filename="../ui/replay/save_changes_question.cpp" line="+16"/>
        <source>Save the changes to this game record?</source>
        <extracomment>Asked before closing a game record with unsaved comments or tags</extracomment>
        <translation>Να αποθηκευτούν οι αλλαγές σε αυτήν την παρτίδα;</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Comments or tags have been changed. If you close without saving, the changes are lost.</source>
        <translation>Άλλαξαν σχόλια ή ετικέτες. Αν κλείσεις χωρίς αποθήκευση, οι αλλαγές χάνονται.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Save</source>
        <extracomment>Button: save the game record, then close it</extracomment>
        <translation>Απο&amp;θήκευση</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Do&amp;n&apos;t Save</source>
        <extracomment>Button: close the game record and lose the changes</extracomment>
        <translation>&amp;Χωρίς αποθήκευση</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Cancel</source>
        <extracomment>Button: do not close the game record</extracomment>
        <translation>Ά&amp;κυρο</translation>
    </message>
</context>
<context>
    <name>tihbat::SavedGame</name>
    <message>
        <location filename="../model/game/session/saved_game.cpp" line="+58"/>
        <source>The field &quot;%1&quot; is missing.</source>
        <extracomment>%1 is a field name in a saved game file, such as &quot;rules.countersPerPit&quot;</extracomment>
        <translation>Λείπει το πεδίο «%1».</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The field &quot;%1&quot; must be an object.</source>
        <extracomment>%1 is a field name in a saved game file</extracomment>
        <translation>Το πεδίο «%1» πρέπει να είναι αντικείμενο.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The field &quot;%1&quot; must be a whole number from %2 to %3.</source>
        <extracomment>%1 is a field name in a saved game file; %2 and %3 are the allowed bounds</extracomment>
        <translation>Το πεδίο «%1» πρέπει να είναι ακέραιος αριθμός από %2 έως %3.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The field &quot;%1&quot; must be true or false.</source>
        <extracomment>%1 is a field name in a saved game file; true and false are written as they stand in the file</extracomment>
        <translation>Το πεδίο «%1» πρέπει να είναι true ή false.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The field &quot;%1&quot; must be a text of at most %2 characters.</source>
        <extracomment>%1 is a field name in a saved game file; %2 a number of characters</extracomment>
        <translation>Το πεδίο «%1» πρέπει να είναι κείμενο με %2 χαρακτήρες το πολύ.</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>The field &quot;%1&quot; must be &quot;S&quot; (South) or &quot;N&quot; (North).</source>
        <extracomment>%1 is a field name in a saved game file; S and N are written as they are</extracomment>
        <translation>Το πεδίο «%1» πρέπει να είναι «S» (Νότος) ή «N» (Βορράς).</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>The field &quot;%1&quot; must be a list of two numbers.</source>
        <extracomment>%1 is a field name in a saved game file</extracomment>
        <translation>Το πεδίο «%1» πρέπει να είναι λίστα με δύο αριθμούς.</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>The field &quot;%1&quot; must be &quot;human&quot; or &quot;computer&quot;.</source>
        <extracomment>%1 is a field name; &quot;human&quot; and &quot;computer&quot; are written as they are in the file</extracomment>
        <translation>Το πεδίο «%1» πρέπει να είναι «human» ή «computer».</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The field &quot;%1&quot; must be one of beginner, easy, medium, hard, perfect.</source>
        <extracomment>%1 is a field name; the level names are written as they are in the file</extracomment>
        <translation>Το πεδίο «%1» πρέπει να είναι ένα από τα beginner, easy, medium, hard, perfect.</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>The field &quot;%1&quot; must be &quot;host&quot; or &quot;guest&quot;.</source>
        <extracomment>%1 is a field name; &quot;host&quot; and &quot;guest&quot; are written as they are in the file</extracomment>
        <translation>Το πεδίο «%1» πρέπει να είναι «host» ή «guest».</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>the game was already over</source>
        <translation>η παρτίδα είχε ήδη τελειώσει</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>it is not one of the pits A, B, a, b</source>
        <translation>δεν είναι καμία από τις λακκούβες A, B, a, b</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>it was South&apos;s turn</source>
        <translation>ήταν η σειρά του Νότου</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>it was North&apos;s turn</source>
        <translation>ήταν η σειρά του Βορρά</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>that pit was empty</source>
        <translation>εκείνη η λακκούβα ήταν άδεια</translation>
    </message>
    <message>
        <location line="+64"/>
        <source>The file is empty.</source>
        <translation>Το αρχείο είναι άδειο.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The file is damaged or cut short: %1 at byte %2 of %3.</source>
        <extracomment>%1 is the JSON parser&apos;s own description of the problem, %2 and %3 are byte counts</extracomment>
        <translation>Το αρχείο είναι χαλασμένο ή κομμένο: %1 στο byte %2 από %3.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The file does not hold a saved game.</source>
        <translation>Το αρχείο δεν περιέχει αποθηκευμένη παρτίδα.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The file is not a Tihbat saved game (its &quot;format&quot; is not &quot;%1&quot;).</source>
        <extracomment>%1 is the expected format name, written as it is</extracomment>
        <translation>Το αρχείο δεν είναι αποθηκευμένη παρτίδα του Τιχμπάτ (το «format» του δεν είναι «%1»).</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The file was saved by a newer Tihbat (format version %1; this one reads version %2).</source>
        <extracomment>%1 is the file&apos;s format version, %2 the version this program reads</extracomment>
        <translation>Το αρχείο αποθηκεύτηκε από νεότερη έκδοση του Τιχμπάτ (έκδοση μορφής %1· αυτή η έκδοση διαβάζει την έκδοση μορφής %2).</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>The field &quot;start.pits&quot; must be a list of four numbers.</source>
        <translation>Το πεδίο «start.pits» πρέπει να είναι λίστα με τέσσερις αριθμούς.</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>The start position holds %1 counters in all, but the rules deal %2.</source>
        <extracomment>%1 and %2 are numbers of counters</extracomment>
        <translation>Η αρχική θέση έχει συνολικά %1 πετραδάκια, αλλά οι κανόνες μοιράζουν %2.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The field &quot;moves&quot; must be a list of pit letters.</source>
        <translation>Το πεδίο «moves» πρέπει να είναι λίστα με γράμματα λακκουβών.</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Move %1 (&quot;%2&quot;) cannot be played: %3.</source>
        <extracomment>%1 is the move&apos;s number (1 for the first move), %2 what was written, %3 why</extracomment>
        <translation>Η κίνηση %1 («%2») δεν μπορεί να παιχτεί: %3.</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Cannot create the folder %1: %2</source>
        <extracomment>%1 is a folder, %2 the reason (&quot;permission denied&quot;)</extracomment>
        <translation>Δεν είναι δυνατή η δημιουργία του φακέλου %1: %2</translation>
    </message>
    <message>
        <location line="+59"/>
        <source>Cannot remove the finished game&apos;s saved copy %1: %2</source>
        <extracomment>The game just finished, so its saved copy (kept for continuing it) is removed, and that failed. %1 is the file&apos;s full path, %2 the reason (&quot;read-only file system&quot;)</extracomment>
        <translation>Δεν είναι δυνατό να αφαιρεθεί το αποθηκευμένο αντίγραφο της τελειωμένης παρτίδας %1: %2</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Cannot keep the game in progress in %1: %2</source>
        <extracomment>At start: the file chosen for the game in progress (tihbat --autosave-file) cannot be used. %1 is its full path, %2 the reason (&quot;it is a folder, not a file&quot;)</extracomment>
        <translation>Δεν είναι δυνατό να κρατηθεί η παρτίδα σε εξέλιξη στο %1: %2</translation>
    </message>
</context>
<context>
    <name>tihbat::ScoreSheetActions</name>
    <message>
        <location filename="../ui/print/score_sheet_actions.cpp" line="+56"/>
        <source>Print Score Sheet…</source>
        <extracomment>Game menu: shows the game&apos;s score sheet (moves, values, result) as it will print. No mnemonic: every letter of the English words is taken in the Game menu.</extracomment>
        <translation>Εκτύπωση φύλλου αγώνα…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Export Score Sheet as PD&amp;F…</source>
        <extracomment>Game menu: saves the game&apos;s score sheet as a PDF file</extracomment>
        <translation>Εξαγωγή φύλλου αγώνα ως PD&amp;F…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Score Sheet</source>
        <extracomment>Replay window: the button with the score sheet&apos;s print and export</extracomment>
        <translation>Φύλλο αγώνα</translation>
    </message>
    <message>
        <location line="+74"/>
        <source>PDF documents (*.pdf)</source>
        <extracomment>Export Score Sheet as PDF: the file type in the save dialog</extracomment>
        <translation>Έγγραφα PDF (*.pdf)</translation>
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
        <translation>Το φύλλο αγώνα αποθηκεύτηκε στο %1</translation>
    </message>
    <message>
        <location line="-3"/>
        <source>Score sheet sent to the printer %1</source>
        <translation>Το φύλλο αγώνα στάλθηκε στον εκτυπωτή %1</translation>
    </message>
</context>
<context>
    <name>tihbat::SettingsStore</name>
    <message>
        <location filename="../model/game/settings/settings_store.cpp" line="+175"/>
        <source>Your settings and results cannot be saved: %1 (%2).</source>
        <extracomment>A lasting warning above the board. %1 is the reason (&quot;no space left on device&quot;, &quot;it is a named pipe (FIFO), not a file&quot;), %2 the settings file&apos;s full path.</extracomment>
        <translation>Οι ρυθμίσεις και τα αποτελέσματά σου δεν μπορούν να αποθηκευτούν: %1 (%2).</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Tihbat did not read that file and leaves it as it is; it starts with its usual settings.</source>
        <extracomment>After &quot;Your settings and results cannot be saved: ...&quot; when the settings file cannot be read safely (a named pipe, a folder, too large).</extracomment>
        <translation>Το Τιχμπάτ δεν διάβασε αυτό το αρχείο και το αφήνει όπως είναι· ξεκινά με τις συνηθισμένες ρυθμίσεις του.</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>the file could not be written</source>
        <extracomment>Why the settings could not be saved, when the system gave no reason</extracomment>
        <translation>το αρχείο δεν μπόρεσε να γραφτεί</translation>
    </message>
</context>
<context>
    <name>tihbat::SingleInstance</name>
    <message>
        <location filename="../app/instance/single_instance.cpp" line="+98"/>
        <source>Tihbat is already running with this game but does not answer. Close it and start again.</source>
        <extracomment>When the program starts while another copy runs the same game and hangs</extracomment>
        <translation>Το Τιχμπάτ τρέχει ήδη με αυτή την παρτίδα αλλά δεν απαντά. Κλείσε το και ξεκίνα ξανά.</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>The lock file %1 cannot be opened: %2</source>
        <extracomment>%1 is a file, %2 the system&apos;s reason</extracomment>
        <translation>Το αρχείο κλειδώματος %1 δεν ανοίγει: %2</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Later starts of Tihbat cannot reach this one through %1: %2</source>
        <extracomment>%1 is a file, %2 the reason</extracomment>
        <translation>Όσα Τιχμπάτ ξεκινήσουν αργότερα δεν μπορούν να φτάσουν σε αυτό μέσω του %1: %2</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>The request is longer than %1 bytes.</source>
        <extracomment>Answer to another start of the program that sent too much; %1 is a number</extracomment>
        <translation>Το αίτημα είναι μεγαλύτερο από %1 byte.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The request is not a list of files (at byte %1).</source>
        <extracomment>Answer to another start of the program whose message was not understood</extracomment>
        <translation>Το αίτημα δεν είναι κατάλογος αρχείων (στο byte %1).</translation>
    </message>
    <message numerus="yes">
        <location line="+8"/>
        <source>%n game records were given; Tihbat opens at most %1 at once.</source>
        <extracomment>Answer to another start of the program (opening game records from a file manager, say) that named too many; %1 is a number</extracomment>
        <translation>
            <numerusform>Δόθηκε %n αρχείο παρτίδας· το Τιχμπάτ ανοίγει το πολύ %1 τη φορά.</numerusform>
            <numerusform>Δόθηκαν %n αρχεία παρτίδων· το Τιχμπάτ ανοίγει το πολύ %1 τη φορά.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The request names a file that is not an absolute path.</source>
        <extracomment>Answer to another start of the program; &quot;absolute&quot; as in &quot;absolute path&quot;</extracomment>
        <translation>Το αίτημα αναφέρει αρχείο που δεν είναι απόλυτη διαδρομή.</translation>
    </message>
    <message>
        <location line="-40"/>
        <source>The running game cannot be reached through %1: %2</source>
        <extracomment>When the program starts while another copy runs the same game; %1 is a file, %2 the system&apos;s reason</extracomment>
        <translation>Δεν είναι δυνατή η επικοινωνία με το παιχνίδι που τρέχει μέσω του %1: %2</translation>
    </message>
</context>
<context>
    <name>tihbat::SoundActions</name>
    <message>
        <location filename="../ui/sound/sound_actions.cpp" line="+66"/>
        <source>&amp;Sound</source>
        <extracomment>View menu: sounds of the counters and of the game on or off (the M key)</extracomment>
        <translation>Ή&amp;χος</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Sound &amp;Volume</source>
        <extracomment>View menu: submenu choosing how loud the sounds are</extracomment>
        <translation>Έ&amp;νταση ήχου</translation>
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
        <translation>Ανάγνωση &amp;φωναχτά</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>V&amp;oice Rate</source>
        <extracomment>View menu: submenu choosing how fast the voice of Read Aloud speaks</extracomment>
        <translation>&amp;Ρυθμός φωνής</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Slow</source>
        <comment>voice rate</comment>
        <extracomment>Voice Rate: slower than the voice&apos;s own</extracomment>
        <translation>Αργά</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Normal</source>
        <comment>voice rate</comment>
        <extracomment>Voice Rate: the voice&apos;s own rate</extracomment>
        <translation>Κανονικά</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Fast</source>
        <comment>voice rate</comment>
        <extracomment>Voice Rate: faster than the voice&apos;s own</extracomment>
        <translation>Γρήγορα</translation>
    </message>
</context>
<context>
    <name>tihbat::SpeechVoice</name>
    <message>
        <location filename="../ui/speech/speech_voice.cpp" line="+65"/>
        <location line="+24"/>
        <source>The speech service stopped, so nothing more is read aloud until Tihbat starts again.</source>
        <translation>Η υπηρεσία ομιλίας σταμάτησε, οπότε τίποτα άλλο δεν διαβάζεται φωναχτά μέχρι να ξεκινήσει ξανά το Τιχμπάτ.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>No speech service is running on this computer.</source>
        <extracomment>Why Read Aloud cannot speak: no speech service runs (on Linux, speech-dispatcher)</extracomment>
        <translation>Δεν λειτουργεί καμία υπηρεσία ομιλίας σε αυτόν τον υπολογιστή.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>No %1 voice is installed on this computer.</source>
        <extracomment>Why Read Aloud cannot speak: %1 is the language of the interface, named in that language (&quot;Mongolian&quot;); no installed voice speaks it</extracomment>
        <translation>Δεν υπάρχει εγκατεστημένη φωνή για %1 σε αυτόν τον υπολογιστή.</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>Greek</source>
        <extracomment>A language&apos;s name in &quot;No %1 voice is installed on this computer.&quot;</extracomment>
        <translation>ελληνικά</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Hindi</source>
        <extracomment>A language&apos;s name in &quot;No %1 voice is installed on this computer.&quot;</extracomment>
        <translation>χίντι</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Mongolian</source>
        <extracomment>A language&apos;s name in &quot;No %1 voice is installed on this computer.&quot;</extracomment>
        <translation>μογγολικά</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Swahili</source>
        <extracomment>A language&apos;s name in &quot;No %1 voice is installed on this computer.&quot;</extracomment>
        <translation>σουαχίλι</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Portuguese</source>
        <extracomment>A language&apos;s name in &quot;No %1 voice is installed on this computer.&quot;</extracomment>
        <translation>πορτογαλικά</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Arabic</source>
        <extracomment>A language&apos;s name in &quot;No %1 voice is installed on this computer.&quot;</extracomment>
        <translation>αραβικά</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>French</source>
        <extracomment>A language&apos;s name in &quot;No %1 voice is installed on this computer.&quot;</extracomment>
        <translation>γαλλικά</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Spanish</source>
        <extracomment>A language&apos;s name in &quot;No %1 voice is installed on this computer.&quot;</extracomment>
        <translation>ισπανικά</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Catalan</source>
        <extracomment>A language&apos;s name in &quot;No %1 voice is installed on this computer.&quot;</extracomment>
        <translation>καταλανικά</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>English</source>
        <extracomment>A language&apos;s name in &quot;No %1 voice is installed on this computer.&quot;</extracomment>
        <translation>αγγλικά</translation>
    </message>
</context>
<context>
    <name>tihbat::SpeedChoice</name>
    <message>
        <location filename="../ui/viewer/speed_choice.cpp" line="+32"/>
        <source>&amp;Slow</source>
        <comment>animation speed</comment>
        <extracomment>Animation speed</extracomment>
        <translation>&amp;Αργή</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Slow</source>
        <translation>Αργή</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Normal</source>
        <comment>animation speed</comment>
        <extracomment>Animation speed</extracomment>
        <translation>&amp;Κανονική</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Normal</source>
        <translation>Κανονική</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Fast</source>
        <comment>animation speed</comment>
        <extracomment>Animation speed</extracomment>
        <translation>&amp;Γρήγορη</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Fast</source>
        <translation>Γρήγορη</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Instant</source>
        <comment>animation speed</comment>
        <extracomment>Animation speed: no animation at all</extracomment>
        <translation>&amp;Στιγμιαία</translation>
    </message>
</context>
<context>
    <name>tihbat::StandingsModel</name>
    <message>
        <location filename="../ui/tournament/tournament_results.cpp" line="+68"/>
        <location filename="../ui/tournament/tournament_tables.cpp" line="-129"/>
        <source>Place</source>
        <extracomment>Class tournament standings: the column of the places (1st, 2nd, …)</extracomment>
        <translation>Θέση</translation>
    </message>
    <message>
        <location line="+0"/>
        <location filename="../ui/tournament/tournament_tables.cpp" line="+3"/>
        <source>Player</source>
        <extracomment>Class tournament standings: the column of the pupils&apos; names</extracomment>
        <translation>Παίκτης</translation>
    </message>
    <message>
        <location line="+87"/>
        <source>Crosstable</source>
        <extracomment>Class tournament results: the table of every pair&apos;s points against each other</extracomment>
        <translation>Πίνακας αναμετρήσεων</translation>
    </message>
    <message>
        <location filename="../ui/tournament/tournament_tables.cpp" line="-78"/>
        <source>A win gives 2 points, a draw 1, a loss 0; a bye counts as a win. Between players on the same points, more counters captured comes first, then the games they played against each other.</source>
        <translation>Η νίκη δίνει 2 βαθμούς, η ισοπαλία 1, η ήττα 0· ένας γύρος χωρίς παρτίδα μετράει ως νίκη. Ανάμεσα σε παίκτες με τους ίδιους βαθμούς προηγείται όποιος μάζεψε περισσότερα πετραδάκια και μετά μετρούν οι παρτίδες που έπαιξαν μεταξύ τους.</translation>
    </message>
    <message>
        <location line="+81"/>
        <source>Won</source>
        <extracomment>Class tournament standings: games won (a bye counts as won)</extracomment>
        <translation>Νίκες</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Drawn</source>
        <translation>Ισοπαλίες</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Lost</source>
        <translation>Ήττες</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Points</source>
        <translation>Βαθμοί</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Counters</source>
        <extracomment>Class tournament standings: counters captured in all games, the first tie-break</extracomment>
        <translation>Πετραδάκια</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Adjudicated</source>
        <extracomment>Class tournament standings: games the teacher ended, decided by the computer</extracomment>
        <translation>Με κρίση</translation>
    </message>
</context>
<context>
    <name>tihbat::StandingsProjector</name>
    <message>
        <location filename="../ui/tournament/standings_projector.cpp" line="+142"/>
        <source>Class Tournament</source>
        <extracomment>Title of the class tournament&apos;s standings on the projector</extracomment>
        <translation>Τουρνουά της τάξης</translation>
    </message>
</context>
<context>
    <name>tihbat::StatisticsAction</name>
    <message>
        <location filename="../ui/play/practice_actions.cpp" line="-4"/>
        <source>Stat&amp;istics…</source>
        <extracomment>Game menu: opens the window with the wins, draws and losses against the computer</extracomment>
        <translation>Στα&amp;τιστικά…</translation>
    </message>
</context>
<context>
    <name>tihbat::StatisticsWindow</name>
    <message>
        <location filename="../ui/statistics/statistics_window.cpp" line="+93"/>
        <source>Statistics</source>
        <extracomment>Window title of Game &gt; Statistics</extracomment>
        <translation>Στατιστικά</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your games against the computer. Each game counts once, when it ends; games between two people do not count.</source>
        <extracomment>Statistics window: what is counted</extracomment>
        <translation>Οι παρτίδες σου με τον υπολογιστή. Κάθε παρτίδα μετράει μία φορά, όταν τελειώσει· οι παρτίδες ανάμεσα σε δύο ανθρώπους δεν μετράνε.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>By computer level</source>
        <extracomment>Statistics window: heading of the table with one row per computer level</extracomment>
        <translation>Με βάση το επίπεδο του υπολογιστή</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>By counters per pit</source>
        <extracomment>Statistics window: heading of the table with one row per number of counters per pit</extracomment>
        <translation>Με βάση τα πετραδάκια σε κάθε λακκούβα</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No games yet. Play against the computer, and your results will show here.</source>
        <extracomment>Statistics window: shown instead of the second table before the first game</extracomment>
        <translation>Δεν υπάρχει ακόμα καμία παρτίδα. Παίξε με τον υπολογιστή και τα αποτελέσματά σου θα φαίνονται εδώ.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Won</source>
        <comment>statistics column</comment>
        <extracomment>Statistics window: column of games the person won</extracomment>
        <translation>Νίκες</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Drawn</source>
        <comment>statistics column</comment>
        <extracomment>Statistics window: column of games that ended in a draw</extracomment>
        <translation>Ισοπαλίες</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Lost</source>
        <comment>statistics column</comment>
        <extracomment>Statistics window: column of games the person lost</extracomment>
        <translation>Ήττες</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Games</source>
        <comment>statistics column</comment>
        <extracomment>Statistics window: column of all games</extracomment>
        <translation>Παρτίδες</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Reset…</source>
        <extracomment>Statistics window: forget every result (asks first)</extracomment>
        <translation>&amp;Μηδενισμός…</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>All games</source>
        <comment>statistics row</comment>
        <extracomment>Statistics window: the last row, all games together</extracomment>
        <translation>Όλες οι παρτίδες</translation>
    </message>
    <message numerus="yes">
        <location line="+7"/>
        <source>%n per pit</source>
        <comment>statistics row</comment>
        <extracomment>Statistics window: a row of the second table, games with %n counters in each pit at the start</extracomment>
        <translation>
            <numerusform>%n σε κάθε λακκούβα</numerusform>
            <numerusform>%n σε κάθε λακκούβα</numerusform>
        </translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Best winning streak: %1
Winning streak now: %2</source>
        <extracomment>Statistics window: wins in a row; %1 the longest run so far, %2 the run going on now</extracomment>
        <translation>Οι περισσότερες νίκες στη σειρά: %1
Νίκες στη σειρά τώρα: %2</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Reset Statistics</source>
        <extracomment>Title of the question before the statistics are reset</extracomment>
        <translation>Μηδενισμός στατιστικών</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Forget all your results against the computer?</source>
        <extracomment>Asked before the statistics are reset</extracomment>
        <translation>Να σβηστούν όλα τα αποτελέσματά σου με τον υπολογιστή;</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The wins, draws, losses and streaks go back to 0. This cannot be undone.</source>
        <translation>Οι νίκες, οι ισοπαλίες, οι ήττες και οι νίκες στη σειρά γυρίζουν στο 0. Αυτό δεν αναιρείται.</translation>
    </message>
</context>
<context>
    <name>tihbat::TableProjector</name>
    <message>
        <location filename="../ui/tournament/table_projector.cpp" line="+138"/>
        <source>Round %1, table %2: %3 plays South, %4 plays North</source>
        <extracomment>Over the projector&apos;s board, a game of a class tournament: %1 is the round, %2 the game&apos;s table (as the teacher&apos;s window numbers them), %3 and %4 the pupils&apos; names</extracomment>
        <translation>Γύρος %1, τραπέζι %2: Νότος: %3, Βορράς: %4</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>%1 has left; the game waits for them to come back</source>
        <extracomment>Over the projector&apos;s board: a pupil&apos;s computer left the tournament&apos;s game; %1 is the pupil&apos;s name</extracomment>
        <translation>Ο παίκτης %1 έφυγε· η παρτίδα περιμένει να επιστρέψει</translation>
    </message>
</context>
<context>
    <name>tihbat::TournamentAction</name>
    <message>
        <location filename="../ui/tournament/tournament_action.cpp" line="+37"/>
        <source>Class Tour&amp;nament…</source>
        <extracomment>Classroom menu: a tournament of the class, each pupil on their own computer</extracomment>
        <translation>&amp;Τουρνουά της τάξης…</translation>
    </message>
</context>
<context>
    <name>tihbat::TournamentSetupPage</name>
    <message>
        <location filename="../ui/tournament/tournament_setup_page.cpp" line="+93"/>
        <source>Every pupil plays on their own computer, and this computer referees every game. Up to 8 pupils play everyone twice, once on each side; more play a Swiss tournament.</source>
        <translation>Κάθε μαθητής παίζει στον δικό του υπολογιστή και αυτός ο υπολογιστής είναι ο διαιτητής κάθε παρτίδας. Έως 8 μαθητές παίζουν όλοι με όλους δύο φορές, μία φορά σε κάθε πλευρά· περισσότεροι παίζουν με ελβετικό σύστημα.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Join code:</source>
        <translation>Κωδικός συμμετοχής:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Counters in each pit:</source>
        <translation>&amp;Πετραδάκια σε κάθε λακκούβα:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Rounds for more than 8 pupils:</source>
        <extracomment>Class tournament: how many rounds a class of more than 8 pupils plays</extracomment>
        <translation>&amp;Γύροι για περισσότερους από 8 μαθητές:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>As many as needed</source>
        <extracomment>Class tournament: the Swiss rounds chosen by the program from the number of pupils</extracomment>
        <translation>Όσοι χρειάζονται</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Open the Tournament</source>
        <translation>Άν&amp;οιγμα του τουρνουά</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Contin&amp;ue the Saved Tournament</source>
        <translation>&amp;Συνέχεια του αποθηκευμένου τουρνουά</translation>
    </message>
</context>
<context>
    <name>tihbat::TournamentWindow</name>
    <message>
        <location filename="../ui/tournament/tournament_window.cpp" line="-296"/>
        <source>Someone at %1 is trying codes.</source>
        <extracomment>Class tournament: someone gives wrong join codes; %1 is their network address</extracomment>
        <translation>Κάποιος στη διεύθυνση %1 δοκιμάζει κωδικούς.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The tournament could not be saved: %1</source>
        <extracomment>Class tournament: the tournament could not be saved; %1 says why</extracomment>
        <translation>Το τουρνουά δεν αποθηκεύτηκε: %1</translation>
    </message>
    <message>
        <location line="+66"/>
        <source>The tournament cannot start with these pupils and rounds.</source>
        <translation>Το τουρνουά δεν μπορεί να αρχίσει με αυτούς τους μαθητές και αυτούς τους γύρους.</translation>
    </message>
    <message>
        <location line="+61"/>
        <source>The saved tournament in %1 cannot be read.</source>
        <extracomment>Class tournament: the saved tournament could not be read; %1 is the file</extracomment>
        <translation>Το αποθηκευμένο τουρνουά στο %1 δεν διαβάζεται.</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>The tournament cannot be opened: %1</source>
        <extracomment>Class tournament: the computer could not wait for pupils; %1 says why</extracomment>
        <translation>Το τουρνουά δεν μπορεί να ανοίξει: %1</translation>
    </message>
    <message>
        <location line="+72"/>
        <source>%1 (away)</source>
        <translation>%1 (λείπει)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Pupils join with the code %1 (port %2).</source>
        <extracomment>Class tournament: %1 is the join code, %2 the port number</extracomment>
        <translation>Οι μαθητές μπαίνουν με τον κωδικό %1 (θύρα %2).</translation>
    </message>
    <message numerus="yes">
        <location line="+8"/>
        <source>%n pupil(s) joined</source>
        <extracomment>Class tournament: before the start; %n is how many pupils have joined</extracomment>
        <translation>
            <numerusform>Μπήκε %n μαθητής</numerusform>
            <numerusform>Μπήκαν %n μαθητές</numerusform>
        </translation>
    </message>
    <message>
        <location line="+16"/>
        <location line="+9"/>
        <source>Export the Results</source>
        <translation>Εξαγωγή αποτελεσμάτων</translation>
    </message>
    <message>
        <location line="-8"/>
        <source>CSV tables (*.csv)</source>
        <translation>Πίνακες CSV (*.csv)</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+9"/>
        <source>tournament results</source>
        <translation>αποτελέσματα τουρνουά</translation>
    </message>
    <message>
        <location line="-1"/>
        <source>PDF documents (*.pdf)</source>
        <translation>Έγγραφα PDF (*.pdf)</translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+11"/>
        <location line="+30"/>
        <source>Class Tournament</source>
        <translation>Τουρνουά της τάξης</translation>
    </message>
    <message>
        <location line="-35"/>
        <source>Save All Games</source>
        <translation>Αποθήκευση όλων των παρτίδων</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Tihbat games (*.tihbat)</source>
        <translation>Παρτίδες Τιχμπάτ (*.tihbat)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>tournament games</source>
        <translation>παρτίδες τουρνουά</translation>
    </message>
    <message>
        <location line="+43"/>
        <source>E&amp;xport CSV…</source>
        <translation>Εξαγωγή CS&amp;V…</translation>
    </message>
    <message>
        <location line="-8"/>
        <source>&amp;Pupils:</source>
        <translation>&amp;Μαθητές:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Start</source>
        <translation>Ένα&amp;ρξη</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Next Round</source>
        <translation>&amp;Επόμενος γύρος</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Adjudicate the Selected Game</source>
        <extracomment>Class tournament: ends the selected unfinished game, decided by the computer&apos;s exact value of the position</extracomment>
        <translation>&amp;Κρίση της επιλεγμένης παρτίδας από τον υπολογιστή</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Standings on the Pro&amp;jector</source>
        <translation>Βαθμολογία στον προβολέ&amp;α</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Export P&amp;DF…</source>
        <translation>Εξαγωγή P&amp;DF…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Save All &amp;Games…</source>
        <translation>Αποθήκευση όλων των παρτί&amp;δων…</translation>
    </message>
</context>
<context>
    <name>tihbat::TutorialRun</name>
    <message>
        <location filename="../model/game/learn/tutorial_run.cpp" line="-143"/>
        <source>Yes! Pit %1 is yours. On your turn you play one of your own pits.</source>
        <extracomment>Lesson: the learner clicked their own pit; %1 is its letter</extracomment>
        <translation>Ναι! Η λακκούβα %1 είναι δική σου. Όταν είναι η σειρά σου, παίζεις μία από τις δικές σου λακκούβες.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Pit %1 is at the top, so it is North&apos;s. Your pits are the two at the bottom, A and B.</source>
        <extracomment>Lesson: the learner clicked North&apos;s pit; %1 is its letter</extracomment>
        <translation>Η λακκούβα %1 είναι πάνω, άρα είναι του Βορρά. Οι δικές σου λακκούβες είναι οι δύο κάτω, η A και η B.</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>Pit %1 is North&apos;s. Take the counters out of your own pit %2.</source>
        <translation>Η λακκούβα %1 είναι του Βορρά. Σήκωσε τα πετραδάκια της δικής σου λακκούβας %2.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>That is pit %1. This time take the counters out of pit %2.</source>
        <extracomment>Lesson: %1 is the pit clicked, %2 the pit to take from</extracomment>
        <translation>Αυτή είναι η λακκούβα %1. Αυτή τη φορά σήκωσε τα πετραδάκια της λακκούβας %2.</translation>
    </message>
    <message numerus="yes">
        <location line="+12"/>
        <source>You are holding %n counter(s). Click the pit where the first one goes.</source>
        <extracomment>Lesson: the learner has just taken the counters out of a pit</extracomment>
        <translation>
            <numerusform>Κρατάς %n πετραδάκι. Κάνε κλικ στη λακκούβα όπου πηγαίνει το πρώτο.</numerusform>
            <numerusform>Κρατάς %n πετραδάκια. Κάνε κλικ στη λακκούβα όπου πηγαίνει το πρώτο.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Not there: the first counter goes straight back into pit %1, the pit you just emptied.</source>
        <extracomment>Lesson: a wrong pit for the first counter; %1 is the pit just emptied</extracomment>
        <translation>Όχι εκεί: το πρώτο πετραδάκι πηγαίνει κατευθείαν πίσω στη λακκούβα %1, τη λακκούβα που μόλις άδειασες.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Not there: the counters go round in the order A, B, a, b and then A again, so after pit %1 comes pit %2.</source>
        <extracomment>Lesson: a wrong pit for the next counter; %1 is the pit that got the last counter, %2 the pit after it</extracomment>
        <translation>Όχι εκεί: τα πετραδάκια πηγαίνουν γύρω με τη σειρά A, B, a, b και μετά πάλι A, άρα μετά τη λακκούβα %1 έρχεται η λακκούβα %2.</translation>
    </message>
    <message numerus="yes">
        <location line="+14"/>
        <source>Right! %n counter(s) left in your hand. Click the pit where the next one goes.</source>
        <extracomment>Lesson: a right pit during the learner&apos;s own sowing</extracomment>
        <translation>
            <numerusform>Σωστά! Σου μένει %n πετραδάκι στο χέρι. Κάνε κλικ στη λακκούβα όπου πηγαίνει το επόμενο.</numerusform>
            <numerusform>Σωστά! Σου μένουν %n πετραδάκια στο χέρι. Κάνε κλικ στη λακκούβα όπου πηγαίνει το επόμενο.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+10"/>
        <source>Well done! You sowed all %n counters. The last one fell into pit %1.</source>
        <extracomment>Lesson: the learner sowed every counter; %1 is the pit the last one fell into</extracomment>
        <translation>
            <numerusform>Μπράβο! Έσπειρες %n πετραδάκι. Έπεσε στη λακκούβα %1.</numerusform>
            <numerusform>Μπράβο! Έσπειρες και τα %n πετραδάκια. Το τελευταίο έπεσε στη λακκούβα %1.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+60"/>
        <source>Pit %1 is North&apos;s. You can only play your own pits, A and B.</source>
        <extracomment>Lesson: the learner tried to play North&apos;s pit %1</extracomment>
        <translation>Η λακκούβα %1 είναι του Βορρά. Μπορείς να παίξεις μόνο τις δικές σου λακκούβες, την A και τη B.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Pit %1 is empty: there is nothing to take out of it.</source>
        <extracomment>Lesson: the learner tried to play an empty pit %1</extracomment>
        <translation>Η λακκούβα %1 είναι άδεια: δεν έχει τίποτα να σηκώσεις.</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>Well done! Your last counter made %1 in pit %2, so you captured them. They are in your store now.</source>
        <extracomment>Lesson: %1 counters captured from the learner&apos;s pit %2</extracomment>
        <translation>Μπράβο! Το τελευταίο σου πετραδάκι έκανε %1 στη λακκούβα %2, οπότε τα μάζεψες. Τώρα είναι στην αποθήκη σου.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Well done! North has no counters, so North passes and it is your turn again.</source>
        <extracomment>Lesson: the learner made North pass</extracomment>
        <translation>Μπράβο! Ο Βορράς δεν έχει πετραδάκια, οπότε κάνει πάσο και είναι πάλι η σειρά σου.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Well done! The same position came back, so the game is over. The %1 counters on the board are shared: %2 for you and %2 for North.</source>
        <extracomment>Lesson: the position came back; %1 counters are on the board, %2 go to each</extracomment>
        <translation>Μπράβο! Η ίδια θέση ξαναήρθε, οπότε η παρτίδα τελείωσε. Τα %1 πετραδάκια στο ταμπλό μοιράζονται: %2 για σένα και %2 για τον Βορρά.</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>South has %1 in the store and %2 from the board, %3 in all; North has %4 and %5, %6 in all.</source>
        <extracomment>Lesson: the final count. %1 South&apos;s store, %2 the share, %3 South&apos;s total; %4 North&apos;s store, %5 the share, %6 North&apos;s total</extracomment>
        <translation>Ο Νότος έχει %1 στην αποθήκη και %2 από το ταμπλό, %3 συνολικά· ο Βορράς έχει %4 και %5, %6 συνολικά.</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Right, a draw! %1</source>
        <translation>Σωστά, ισοπαλία! %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Right, %1 wins! %2</source>
        <extracomment>Lesson: the learner named the winner rightly; %1 is South or North, %2 the count</extracomment>
        <translation>Σωστά, κερδίζει ο %1! %2</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Not a draw: the two players do not have the same number. %1</source>
        <translation>Δεν είναι ισοπαλία: οι δύο παίκτες δεν έχουν τον ίδιο αριθμό. %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Not quite: the counters on the board are shared equally, whichever side they are on. %1</source>
        <extracomment>Lesson: the learner named the wrong winner. The counters left on the board are shared equally, so they do not count for the side they are on. %1 is the count.</extracomment>
        <translation>Όχι ακριβώς: τα πετραδάκια στο ταμπλό μοιράζονται ίσα, σε όποια πλευρά κι αν είναι. %1</translation>
    </message>
</context>
<context>
    <name>tihbat::UndoQuestion</name>
    <message>
        <location filename="../ui/network/undo_question.cpp" line="+88"/>
        <source>Let %1 take back their last move?</source>
        <extracomment>A network game: the other player asks to undo; %1 is their name</extracomment>
        <translation>Να πάρει πίσω ο παίκτης %1 την τελευταία του κίνηση;</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The game waits for your answer. If you agree, both boards go back to before their last move.</source>
        <extracomment>A network game: below the question whether the other player may take back their move</extracomment>
        <translation>Η παρτίδα περιμένει την απάντησή σου. Αν συμφωνήσεις, και τα δύο ταμπλό γυρίζουν πίσω, πριν από την τελευταία του κίνηση.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&amp;Agree</source>
        <extracomment>Button: the other player of a network game may take back their last move</extracomment>
        <translation>&amp;Συμφωνώ</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Decline</source>
        <extracomment>Button: the other player of a network game may not take back their last move</extracomment>
        <translation>Ό&amp;χι</translation>
    </message>
</context>
<context>
    <name>tihbat::ValueGraph</name>
    <message>
        <location filename="../ui/replay/value_graph.cpp" line="+31"/>
        <source>Value of the game after each move</source>
        <extracomment>Accessible name of the graph of the game&apos;s value over its moves.</extracomment>
        <translation>Αξία της παρτίδας μετά από κάθε κίνηση</translation>
    </message>
    <message>
        <location line="+51"/>
        <source>South ahead</source>
        <translation>Μπροστά ο Νότος</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>North ahead</source>
        <translation>Μπροστά ο Βορράς</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 ahead</source>
        <extracomment>Graph label above or below the zero line: values there mean the player %1 (a name from the game record) finishes ahead.</extracomment>
        <translation>Μπροστά: %1</translation>
    </message>
</context>
<context>
    <name>tihbat::WatchTableAction</name>
    <message>
        <location filename="../ui/tournament/watch_table_action.cpp" line="+58"/>
        <source>&amp;Watch on the Projector</source>
        <extracomment>Class tournament: shows the selected game, live, full screen on the projector</extracomment>
        <translation>&amp;Βάλε την παρτίδα στον προβολέα</translation>
    </message>
</context>
<context>
    <name>tihbat::WorksheetActions</name>
    <message>
        <location filename="../ui/print/worksheet_actions.cpp" line="+35"/>
        <source>Export Worksheet as P&amp;DF…</source>
        <extracomment>Classroom menu: sets up a sheet of puzzles and saves it as a PDF file</extracomment>
        <translation>Εξαγωγή φύλλου γρίφων σε P&amp;DF…</translation>
    </message>
    <message>
        <location line="+60"/>
        <source>PDF documents (*.pdf)</source>
        <extracomment>Export Worksheet as PDF: the file type in the save dialog</extracomment>
        <translation>Έγγραφα PDF (*.pdf)</translation>
    </message>
    <message>
        <location line="-62"/>
        <source>Print Work&amp;sheet…</source>
        <extracomment>Classroom menu: sets up a sheet of puzzles, shows it as it will print, and prints it</extracomment>
        <translation>Εκτύπωση φύλλου γ&amp;ρίφων…</translation>
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
        <translation>Το φύλλο γρίφων αποθηκεύτηκε στο %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Worksheet saved to %1; its answer key to %2</source>
        <extracomment>In the status bar after Export Worksheet as PDF with a separate answer key; %1 and %2 are the files&apos; full paths</extracomment>
        <translation>Το φύλλο γρίφων αποθηκεύτηκε στο %1 και οι λύσεις του στο %2</translation>
    </message>
    <message>
        <location line="+64"/>
        <source>Worksheet and its answer key sent to the printer %1</source>
        <extracomment>In the status bar after printing a worksheet and its key; %1 is the printer&apos;s name</extracomment>
        <translation>Το φύλλο γρίφων και οι λύσεις του στάλθηκαν στον εκτυπωτή %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Worksheet sent to the printer %1</source>
        <extracomment>In the status bar after printing a worksheet; %1 is the printer&apos;s name</extracomment>
        <translation>Το φύλλο γρίφων στάλθηκε στον εκτυπωτή %1</translation>
    </message>
</context>
<context>
    <name>tihbat::WorksheetDialog</name>
    <message>
        <location filename="../ui/print/worksheet_dialog.cpp" line="+49"/>
        <source>Puzzle Worksheet</source>
        <extracomment>Title of the dialog that sets up a puzzle worksheet to print</extracomment>
        <translation>Φύλλο γρίφων</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Mixed</source>
        <extracomment>Worksheet: puzzles of every difficulty, easy ones first</extracomment>
        <translation>Ανάμεικτοι</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Any</source>
        <extracomment>Worksheet: puzzles from games with any number of counters per pit</extracomment>
        <translation>Οποιοσδήποτε αριθμός</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Answer &amp;key as a separate document</source>
        <extracomment>Worksheet: the answers as a second document rather than the last page</extracomment>
        <translation>&amp;Οι λύσεις σε χωριστό έγγραφο</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&amp;Puzzles:</source>
        <extracomment>Worksheet dialog: how many puzzles on the sheet</extracomment>
        <translation>&amp;Γρίφοι:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Difficulty:</source>
        <extracomment>Worksheet dialog</extracomment>
        <translation>&amp;Δυσκολία:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Counters per pit:</source>
        <extracomment>Worksheet dialog: puzzles from games with this many counters in each pit at the start</extracomment>
        <translation>&amp;Πετραδάκια ανά λακκούβα:</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&amp;Title:</source>
        <extracomment>Worksheet dialog: the title printed at the top of the sheet</extracomment>
        <translation>&amp;Τίτλος:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Language:</source>
        <extracomment>Worksheet dialog: the language of the sheet</extracomment>
        <translation>Γ&amp;λώσσα:</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>P&amp;aper:</source>
        <extracomment>Worksheet dialog: the paper size</extracomment>
        <translation>&amp;Χαρτί:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Sheet number:</source>
        <extracomment>Worksheet dialog: the same number prints the same sheet again</extracomment>
        <translation>&amp;Αριθμός φύλλου:</translation>
    </message>
    <message>
        <location line="-13"/>
        <source>Puzzles from games that began with this many counters in each pit.</source>
        <extracomment>Worksheet dialog, under &quot;Counters per pit&quot;: what the choice is for</extracomment>
        <translation>Γρίφοι από παρτίδες που ξεκίνησαν με τόσα πετραδάκια σε κάθε λακκούβα.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The sheet&apos;s language, whatever the game&apos;s.</source>
        <extracomment>Worksheet dialog, under &quot;Language&quot;: what the choice is for</extracomment>
        <translation>Η γλώσσα του φύλλου, όποια κι αν είναι η γλώσσα του παιχνιδιού.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The same number gives the same puzzles: note it to print this sheet again, or choose another for a new sheet.</source>
        <extracomment>Worksheet dialog, under &quot;Sheet number&quot;: what the number is for</extracomment>
        <translation>Ο ίδιος αριθμός δίνει τους ίδιους γρίφους: σημείωσέ τον για να τυπώσεις ξανά αυτό το φύλλο ή διάλεξε άλλον για καινούργιο φύλλο.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Then the answers are not on the pupils&apos; pages: they are printed on their own, or saved beside the sheet with &quot;-key&quot; at the end of its name.</source>
        <extracomment>Worksheet dialog, under &quot;Answer key as a separate document&quot;</extracomment>
        <translation>Έτσι οι λύσεις δεν είναι στις σελίδες των μαθητών: τυπώνονται χωριστά ή αποθηκεύονται δίπλα στο φύλλο, με «-key» στο τέλος του ονόματός του.</translation>
    </message>
</context>
</TS>
