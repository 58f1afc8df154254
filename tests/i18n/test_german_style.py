"""The German text reads as German: a whole sentence after a colon starts with a capital
letter (Duden, D 88), and "ablegen" keeps the one meaning it has at the table (to discard).

Found by reading the catalog from end to end: "Tipp: lege Pik Ass an Kombination 2 an" in the
lay-off review stood next to "Jetzt kein Tipp: Du hast gerade nichts zu entscheiden" on the
table, and the new-match dialog said Simple "legt ab, was es kann" (discards what it can)
where it melds what it can.
"""

from __future__ import annotations

import re

from babel.messages.pofile import read_po

from ginrummy_desktop.i18n.catalog import po_path

# Words that begin a sentence but never a fragment such as "Gin Rommé: die Regeln" or
# "Ziehe zuerst eine Karte: vom Nachziehstapel ...": articles, pronouns, imperatives.
SENTENCE_STARTS = {
    "der", "die", "das", "du", "er", "es", "sie", "ihr", "ihre", "kein", "keine",
    "lege", "leg", "nimm", "zieh", "ziehe", "drück", "drücke", "klicke", "wähle", "man", "dann",
    "jetzt", "wir", "dein", "deine",
}
MIN_WORDS = 4  # "Gin Rommé: die Regeln" (two words) is a title, not a sentence

# Lowercase after a colon on purpose: what follows is a list or a noun phrase, no sentence.
FRAGMENTS = {
    # the coach's command line: the three things it prints
    "Review the decisions of a saved Gin Rummy match: the action played, the best action and"
    " the expected points lost, judged on what the player could see.",
    # help: the two piles one may draw from
    "Draw one card: the hidden top card of the stock or the top card of the discard pile"
    " (drag it into your hand, or click the pile). Then discard one card face up. A card you"
    " have just taken from the discard pile may not be discarded in the same turn.",
    # the review board's caption of the computer's face-up cards
    "Face up: the cards you saw the computer take",
    # the keys help: what H and R do
    "Hint: the best action now and why, and the ring on its card, pile or button (unless"
    " hidden in the settings)",
}


def _catalog():  # type: ignore[no-untyped-def]
    with po_path("de").open("rb") as fp:
        return read_po(fp)


def _pairs() -> list[tuple[str, str]]:
    out = []
    for message in _catalog():
        if not message.id:
            continue
        ids = message.id if isinstance(message.id, tuple) else (message.id,)
        strings = message.string if isinstance(message.string, tuple) else (message.string,)
        out += [(ids[0], s) for s in strings if s]
    return out


def lowercase_sentences(text: str) -> list[str]:
    """The clauses after a colon in ``text`` that look like whole sentences but start
    lowercase."""
    found = []
    for m in re.finditer(r": ([a-zäöüß]\w*)([^.;?!–(]*)", text):
        first, rest = m.group(1), m.group(2)
        if first in SENTENCE_STARTS and len(rest.split()) + 1 >= MIN_WORDS:
            found.append(first + rest)
    return found


def test_the_check_finds_a_sentence_and_passes_fragments() -> None:
    assert lowercase_sentences("Tipp: lege Pik Ass an Kombination 2 an.") == [
        "lege Pik Ass an Kombination 2 an"]
    assert lowercase_sentences("Tipp: Lege Pik Ass an Kombination 2 an.") == []
    assert lowercase_sentences("Gin Rommé: die Regeln") == []
    assert lowercase_sentences("Ziehe zuerst eine Karte: vom Nachziehstapel oder vom "
                               "Ablagestapel.") == []
    assert lowercase_sentences("der Platz, der geprüft wird (0: der Spieler)") == []


def test_a_whole_sentence_after_a_colon_starts_with_a_capital() -> None:
    bad = [(msgid, clause) for msgid, text in _pairs() if msgid not in FRAGMENTS
           for clause in lowercase_sentences(text)]
    assert bad == []


def test_the_fragments_listed_are_still_in_the_catalog() -> None:
    assert FRAGMENTS <= {msgid for msgid, _ in _pairs()}


def test_ablegen_means_to_discard_not_to_meld() -> None:
    """At the table "ablegen" is to discard ("Du hast Pik 2 abgelegt."); melding is
    "Kombinationen bilden"."""
    melds = [(msgid, text) for msgid, text in _pairs()
             if re.match(r"Melds? ", msgid) and "meld" in msgid.split()[0].lower()]
    assert melds, "the Simple level's description is in the catalog"
    for msgid, text in melds:
        assert not re.search(r"\blegt ab\b|\blegt\b.*\bab\b,", text, re.IGNORECASE), (msgid, text)
        assert "Kombinationen" in text, (msgid, text)


KEY_NAMES = ("Enter", "Space", "Backspace", "Shift")
"""The keys the keys help names in words (``ui.input``): German names them its own way."""


def test_a_key_named_in_a_text_is_named_as_the_keys_help_names_it() -> None:
    """The keys help lists Return as "Eingabe", but its own line on Tab said "(Enter drückt
    den Knopf)" and the rule editor "Zahl eintippen und Enter drücken" (1920x1080 German):
    one key, two names."""
    german = dict(_pairs())
    for name in KEY_NAMES:
        word = german[name]
        assert word != name, name
        for msgid, text in _pairs():
            if msgid != name and re.search(rf"\b{name}\b", msgid):
                assert re.search(rf"\b{word}\b", text), (msgid, text)
                assert not re.search(rf"\b{name}\b", text), (msgid, text)


def test_the_score_sheet_has_one_name() -> None:
    """The pause menu and the result said "Punktezettel" (``terms.SCORE_SHEET``), the help,
    the tutorial's last words and the keys help "Punktetafel": a newcomer looked for a
    "Punktetafel" that no button names (German 800x520)."""
    said = [(msgid, text) for msgid, text in _pairs() if "Punktetafel" in text]
    assert said == []
    assert any("Punktezettel" in text and "score board" in msgid for msgid, text in _pairs())


COMPUTER_AS_ES = re.compile(
    r"\b(?:wo|sobald|die|was|entscheidet|schaut|verteilt) es\b|\bEs verteilt\b")
""""es" for the computer (or a level of it): the new-match texts said "wo es kann, und
klopft, sobald es darf" and "die Karten, die es nicht sieht", where the rest of the game (the
round review, the help's fair-play text) says "er"."""


def test_the_computer_is_er() -> None:
    assert COMPUTER_AS_ES.search("Bildet Kombinationen, wo es kann, und klopft, sobald es darf.")
    levels = [(msgid, text) for msgid, text in _pairs()
              if re.search(r"\b(?:what|the cards) it (?:can|cannot)\b", msgid)]
    assert len(levels) >= 3, "the levels' descriptions are in the catalog"
    assert [(m, t) for m, t in levels if COMPUTER_AS_ES.search(t)] == []
    assert all(re.search(r"\ber\b", t, re.IGNORECASE) for _, t in levels), levels


def test_the_cards_a_player_let_go_come_last() -> None:
    """The round review's fair-play lines name up to thirty cards the player let go; in
    "Er wusste, dass du 3♥ hältst und A♣ 10♥ ... (30 cards) ... nicht wolltest." the verb
    came after two wrapped lines of cards (800x520 German). The list ends the sentence."""
    lines = [(msgid, text) for msgid, text in _pairs() if "did not want: {gone}" in msgid]
    assert len(lines) == 2
    for msgid, text in lines:
        assert text.endswith("{gone}."), (msgid, text)


def test_the_player_is_told_what_to_do_in_one_form() -> None:
    """"Klicke sie zweimal an ... und drück Eingabe", "Leg jetzt eine Karte ab oder klopfe":
    the short and the full imperative side by side (a German tester, 1024x700). The full
    one throughout ("Lege", "Ziehe", "Drücke", "Klicke"; "Wirf" and "Nimm" have no other)."""
    short = re.compile(r"\b([Ll]eg|[Zz]ieh|[Dd]rück|[Kk]lick)\b(?!e)")
    found = [german for _english, german in _pairs() if short.search(german)]
    assert not found, found


CARD_GENDER = re.compile(
    r"\b(?:deine[mnrs]?|meine[mnrs]?|seine[mnrs]?|eine[mnrs]?|keine[mnrs]?|der|die|das|den|dem)"
    r"\s+\{(?:card|other|taken|drawn|top|a|b)\}"
    r"|\{(?:card|other)\}[^.:;!?]*?,?\s+\b(?:findet|nimmt|behält|zieht)\b[^.:;!?]*?\b(?:sie|ihn)\b"
    r"|\{(?:card|other)\}[^.:;!?]*;\s*(?:sie|ihn|es) zu\b")
"""An article, possessive or pronoun that agrees with a card's name: German card names have
every gender ("Kreuz König", "Herz Dame", "Pik Ass"), and "passt zu deiner Kreuz König",
"sie zu nehmen" of a king read wrong (German 1280x800). Such sentences say "die Karte"."""


def test_no_word_agrees_with_a_card_name() -> None:
    assert CARD_GENDER.search("{card} passt zu deiner {other}: Eine Karte mehr.")
    assert CARD_GENDER.search("{card} senkt nichts; sie zu nehmen ist gleich gut.")
    assert CARD_GENDER.search("{card} senkt nichts, aber der Trainer findet sie mehr wert.")
    assert not CARD_GENDER.search("{card} passt zu deiner Karte {other}.")
    assert [(m, t) for m, t in _pairs() if CARD_GENDER.search(t)] == []
