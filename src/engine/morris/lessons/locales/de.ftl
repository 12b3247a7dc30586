# Die Lektionen von Mühle: der Titel jeder Lektion, worauf man achten soll
# (intro) und was gerade geschehen ist (outro).

morris-lesson-1-title = Eine Mühle schließen und schlagen
morris-lesson-1-intro = Beide Spieler setzen noch Steine. Weiß besetzt D1 und A4: Ein Stein auf A1 beginnt zwei Linien auf einmal, A1-D1-G1 und A1-A4-A7. Achte darauf, dass Schwarz nur eine davon sperren kann.
morris-lesson-1-outro = Weiß hat die Mühle A1-A4-A7 geschlossen und den Stein geschlagen, der G1 sperrte, also musste Schwarz G1 ein zweites Mal sperren. Jetzt spielst du Weiß, mit noch 4 Steinen zum Setzen: Versuch wieder, mit einem Stein zwei Linien zugleich zu beginnen.

morris-lesson-2-title = Geschützte Steine
morris-lesson-2-intro = Schwarz droht zwei Mühlen: auf G1 (mit G4 und G7) und auf D5 (mit D6 und D7). Der weiße Stein auf D3 schließt zwei Mühlen auf einmal, schlägt aber trotzdem nur einen Stein, und die schwarzen Steine auf A7, D7, G7, B6, D6 und F6 stehen in Mühlen und sind damit geschützt: Nur G4 kann geschlagen werden.
morris-lesson-2-outro = Die geschützten Steine auf D6 und D7 blieben stehen, also schloss Schwarz D5-D6-D7. Da stand jeder weiße Stein in einer Mühle, also war keiner geschützt, und Schwarz durfte E3 schlagen. Alle Steine sind gesetzt: Du spielst Weiß und ziehst von jetzt an Steine auf Nachbarpunkte.

morris-lesson-3-title = Springen
morris-lesson-3-intro = Weiß hat nur noch 4 Steine. Achte darauf, was passiert, wenn die Mühle von Schwarz noch einen schlägt: Mit genau 3 Steinen darf ein Spieler mit einem Stein auf jeden freien Punkt springen, nicht nur auf einen Nachbarpunkt.
morris-lesson-3-outro = Weiß ist von C3 quer über das Brett nach G7 gesprungen, um die Mühle A7-D7-G7 zu verhindern. Jetzt hat Schwarz seine Mühle geöffnet, um sie auf B2 wieder zu schließen: Du spielst Weiß, also spring mit einem Stein dorthin, bevor Schwarz es kann.

morris-lesson-4-title = Gewinnen durch Einsperren
morris-lesson-4-intro = Die schwarzen Steine auf A1, D1 und G1 sind eingesperrt; nur der Stein auf D2 kann noch ziehen. Wer nicht ziehen kann, verliert: Achte darauf, wie Weiß Schwarz die letzten freien Punkte nimmt.
morris-lesson-4-outro = Schwarz musste nach B2, und der Zug von Weiß nach D2 ließ Schwarz keinen einzigen erlaubten Zug mehr, also gewinnt Weiß, obwohl noch vier schwarze Steine auf dem Brett stehen. Starte eine neue Partie und versuch, die Steine des Computers genauso einzusperren.

morris-lesson-5-title = Unentschieden nach 200 Zügen
morris-lesson-5-intro = 197 Züge sind gespielt, und der 200. Zug beendet die Partie. Nur ein Sieg mit diesem letzten Zug (ein siebter geschlagener Stein oder ein Gegner ohne möglichen Zug) hätte Vorrang vor dem Unentschieden; achte darauf, wie der letzte Zug von Schwarz eine Mühle schließt und trotzdem nicht gewinnt.
morris-lesson-5-outro = Die Mühle von Schwarz im 200. Zug schlug den fünften Stein von Weiß, nicht den siebten, also endete die Partie wegen der Zugbegrenzung unentschieden. Wenn sich eine Partie den 200 Zügen nähert, zählt nur ein Sieg spätestens mit dem letzten Zug.
