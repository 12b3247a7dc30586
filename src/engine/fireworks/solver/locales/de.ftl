# Feuerwerk: die beste Punktzahl, die ein Blatt erlaubt, und die Momente, in
# denen sie sinkt, wie ein Löser sie findet, der jede Karte sieht
# (solver/said.rs), und die Gründe der öffentlichen Aussicht (ui/fireworks).
# $card ist der Name einer Karte (fireworks-card: „Rot 3“); Punktzahlen sind
# Höhen am Standardtisch, Stufenpunkte in einer CodinGame-Runde.

## Warum eine Punktzahl nicht mehr erreichbar ist

fireworks-best-lost = die letzte { $card } wurde { $how ->
    [mistake] falsch ausgespielt
   *[discarded] abgeworfen
}
fireworks-best-dead = keine { $card } ist mehr übrig
fireworks-best-buried = die erste { $card } ist { $where ->
    [last] die letzte Karte des Stapels
   *[other] { $depth } Karten tief im Stapel
}: ihr Feuerwerk endet bei { $height }
fireworks-best-own-hands = sobald die letzte Karte gezogen ist, hat jeder nur noch { $each ->
    [one] einen Zug
   *[other] { $each } Züge
} und kann nur Karten aus der eigenen Hand ausspielen: die noch fehlenden Karten sind nicht rechtzeitig in den richtigen Händen
fireworks-best-turns = nur noch { $plays } Karten können ausgespielt werden, die Feuerwerke brauchen { $needed }
fireworks-best-over = { $how ->
    [lost] der tödliche Fehler hat die Runde beendet
   *[other] die Runde ist vorbei
}
fireworks-best-no-line = { $exact ->
    [yes] keine Zugfolge erreicht sie mehr
   *[other] keine gefundene Zugfolge erreicht sie
}

## Die beste Punktzahl des Blatts, ihr Sinken, das Ergebnis daneben

fireworks-best-deal-perfect = Beste Punktzahl, die dieses Blatt erlaubt: { $best } von { $perfect }, eine perfekte Punktzahl.
fireworks-best-deal = Beste Punktzahl, die dieses Blatt erlaubt: { $best } von { $perfect } ({ $why }).
fireworks-best-deal-open = Beste gefundene Punktzahl für dieses Blatt: { $best } von { $perfect }, höchstens { $bound } ({ $why }).
fireworks-best-drop-perfect = Eine perfekte Punktzahl ist nicht mehr möglich: { $why }.
fireworks-best-drop = Die beste noch erreichbare Punktzahl sinkt von { $before } auf { $after }: { $why }.
fireworks-best-result = Das Team hat { $score } der { $best } Punkte erreicht, die dieses Blatt erlaubte.
fireworks-best-result-round = Runde { $round }: { $score } Stufenpunkte der { $best }, die dieses Blatt erlaubte.
