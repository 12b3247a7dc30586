# Les mots que partagent les listes et les messages.

text-list-and = { $first } et { $last }
