# Die Lektionen von Feuerwerk: der Titel jeder Lektion, worauf man achten soll
# (intro) und was gerade geschehen ist (outro).

fireworks-lesson-1-title = Ein Hinweis und was er ausschließt
fireworks-lesson-1-intro = Ein Hinweis nennt eine Farbe oder eine Stufe aus der Hand eines Mitspielers und zeigt auf jede Karte, die sie hat. Auch die Karten, auf die er nicht zeigt, erfahren etwas: Sie haben diese Farbe oder Stufe nicht.
fireworks-lesson-1-outro = Bobs Hinweis hat dir gesagt, dass deine Karten A und C Einsen sind und B, D und E nicht. Jedes Feuerwerk ist leer, also passt jede 1: Spiel in deinem Zug eine davon aus.

fireworks-lesson-2-title = Eine Karte mit Hinweis ausspielen
fireworks-lesson-2-intro = Jedes Feuerwerk steht bei 1, also passt jede 2. Achte auf Bobs Hinweis an dich und darauf, was er dir erlaubt.
fireworks-lesson-2-outro = Bob hat dir gesagt, dass deine Karte C eine 2 ist; da jedes Feuerwerk bei 1 stand, musste sie passen, also hast du sie ausgespielt, und Rot steht bei 2. Eine neue Karte vom Nachziehstapel hat ihren Platz als Karte C eingenommen.

fireworks-lesson-3-title = Abwerfen, um ein Plättchen zurückzubekommen
fireworks-lesson-3-intro = Ein Hinweis kostet ein Hinweisplättchen, und nur noch eines ist übrig. Achte darauf, was ein Spieler tun kann, wenn keines mehr übrig ist.
fireworks-lesson-3-outro = Ohne Plättchen konnte Celia keinen Hinweis geben, also hat sie eine Karte abgeworfen und eines zurückbekommen. Abwerfen ist nicht erlaubt, wenn alle 12 Plättchen auf dem Tisch liegen, und auch nicht mehr, sobald der Nachziehstapel leer ist.

fireworks-lesson-4-title = Fehler, und der vierte beendet die Runde
fireworks-lesson-4-intro = Eine Karte auszuspielen, die nicht passt, ist ein Fehler: Die Karte wird abgeworfen, und der Spieler verliert einen Punkt. Du und Bob habt schon je einen gemacht; drei sind erlaubt, und der vierte beendet die Runde sofort.
fireworks-lesson-4-outro = Bobs Rot 4 passte nicht auf Rot bei 2 (der dritte Fehler), und Celias Grün 4 passte nicht auf Grün bei 1: Der vierte Fehler beendete die Runde auf der Stelle. Spiel nur Karten aus, von denen du weißt, dass sie passen.

fireworks-lesson-5-title = Ein vollständiges Feuerwerk bringt ein Plättchen zurück
fireworks-lesson-5-intro = Weiß und Rot stehen bei 4, also passt eine 5 auf eines der beiden. Ein Feuerwerk zu vervollständigen bringt ein Hinweisplättchen zurück, außer alle 12 liegen schon auf dem Tisch.
fireworks-lesson-5-outro = Celias Weiß 5 hat Weiß vervollständigt und ein Plättchen zurückgebracht; Bobs Rot 5 hat Rot vervollständigt, als alle 12 Plättchen auf dem Tisch lagen, also kam keines zurück. Ein Feuerwerk zu vervollständigen ist nie ein verschwendeter Zug.

fireworks-lesson-6-title = Die letzte Karte und die letzten Züge
fireworks-lesson-6-intro = Im Nachziehstapel liegen nur noch zwei Karten. Sobald die letzte gezogen ist, hat jeder Spieler noch drei Züge, dann endet die Runde; niemand darf mehr abwerfen.
fireworks-lesson-6-outro = Bob hat die letzte Karte gezogen, also blieben neun Züge: drei für jeden, beginnend mit Celia. Nutze deine, um die Fünfen auszuspielen, die du ausspielen kannst: Jede Stufe, die du ausspielst, ist ein Punkt für jeden von euch.

fireworks-lesson-7-title = Wertung: eine verlorene 5 und ein Fehler
fireworks-lesson-7-intro = Jeder Spieler erhält 10 + die Stufen aller ausgespielten Karten (1 + 2 + 3 + 4 + 5 je Farbe) − seine eigenen Fehler. Blau steht bei 4, und Bob hält die einzige Blau 5.
fireworks-lesson-7-outro = Dein Fehler hat dich 1 Punkt gekostet; Bobs Abwurf hat alle 5 Punkte gekostet, weil Blau seine 5 nicht mehr bekommen kann. Behalte Fünfen und letzte Exemplare, und spiel nur Karten aus, von denen du weißt, dass sie passen.

fireworks-lesson-8-title = Wie die KI-Partner deine Hinweise lesen
fireworks-lesson-8-intro = Ein Hinweis, der neue Karten trifft, zeigt auf eine davon: auf die älteste noch nicht getroffene Karte (die Abwurfkarte, der „Chop“), wenn er sie trifft, sonst auf die neueste. Ist die Karte, auf die er zeigt, nicht die Abwurfkarte, heißt er „spiel diese jetzt aus“; ist sie es, heißt er „diese passt jetzt oder darf nicht verloren gehen“.
fireworks-lesson-8-outro = Dein Hinweis auf Rot hat Bobs B und E getroffen; seine Abwurfkarte A war nicht getroffen, also zeigte der Hinweis auf die neueste, E, und Bob spielte seine Rot 1 aus. Die Regelseite listet jede Konvention auf, der die KI-Partner folgen, Rettungen inbegriffen.

fireworks-lesson-9-title = Hanabi zu zweit: der Standardtisch
fireworks-lesson-9-intro = Das Spiel aus der Schachtel, zu zweit: Du und Bob haltet je fünf Karten, 8 Hinweisplättchen liegen auf dem Tisch, und der dritte Fehler beendet die Partie mit 0 Punkten. Das Team erhält die Höhe der Feuerwerke, höchstens 25.
fireworks-lesson-9-outro = Dein Hinweis hat Bob seine Weiß 1 gezeigt, die er ausgespielt hat; sein Hinweis hat dir gesagt, dass deine Karte A rot ist, und dein Abwurf hat ein Plättchen zurückgebracht. Mit nur einem Partner geht jeder Hinweis, den du gibst, an Bob, und jeder Hinweis, den du bekommst, kommt von ihm: Setze die 8 Plättchen für Karten ein, die passen. Abwerfen bleibt erlaubt, auch wenn der Nachziehstapel leer ist, und nach der letzten Karte hat jeder von euch genau noch einen Zug.

fireworks-lesson-10-title = Die Regenbogenfarbe
fireworks-lesson-10-intro = Zehn bunte Karten kommen in den Stapel (60 Karten, Feuerwerke bis insgesamt 30). Mit Regenbogenkarten trifft jeder Farbhinweis auch jede bunte Karte, und kein Hinweis darf Bunt nennen. Achte darauf, was dir zwei Hinweise über deine Karte A verraten.
fireworks-lesson-10-outro = Bobs Hinweis auf Weiß hat A und B getroffen: Jede davon ist weiß oder bunt. Sein Hinweis auf Rot hat wieder A getroffen: Eine Karte, die zugleich weiß und rot ist, kann nur bunt sein, und sein Hinweis auf die 1 hat sie zu einer Bunt 1 gemacht, die du ausgespielt hast. Deine Karte B bleibt weiß oder bunt, bis ein weiterer Hinweis mehr verrät.
