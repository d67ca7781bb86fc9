"""The trade of someone who works for themselves, said by the business they run ("I run a
small café", "I run a street food stall", "we own a piano studio", "the shop unit for my
barbers") or by a word of their trade the job lists do not hold, after "I am" in a Romance
language ("je suis graphiste", "sono logopedista", "je suis massothérapeute").

Hand-written: the job lists (Faker's titles) name employees' jobs; a business's kind and the
many "-iste"/"-ista" trades of French, Italian, Spanish and Portuguese are not in them. Each
pattern carries its person ("I run", "my", "je suis"), so "how do I run a café?" stays.
"""

from __future__ import annotations

import re
from collections.abc import Iterable

from hushprompt.detect.base import finding
from hushprompt.regex_cache import compile_rule
from hushprompt.standins.categories import BUSINESS_KINDS
from hushprompt.types import Finding, Label

SOURCE = "rules:employment"

# the kinds of business the stand-ins know too (one list: what is found here gets another
# business, not a job), longest first so "coffee shop" wins over "shop"
_BUSINESS_KIND = "|".join(
    re.escape(kind).replace(r"\ ", r"[ \t]")
    for kind in sorted(BUSINESS_KINDS, key=len, reverse=True))
# "I run a small café", "we own a little bakery", "I've opened my own barbers", "I run the
# street food stall" (up to two words of its kind before it: "street food", "piano", "nail")
_OWN_BUSINESS = compile_rule(
    r"(?i)\b(?:i|we|i['’]ve|we['’]ve|i[ \t]have|we[ \t]have)[ \t]+(?:just[ \t]+)?"
    r"(?:run|own|manage|opened|started|set[ \t]up|have|run[ \t]+and[ \t]+own)[ \t]+"
    r"(?:a|an|my|our|the)[ \t]+(?:own[ \t]+)?"
    r"(?:(?:small|little|tiny|mobile|busy|local|family|one-woman|one-man|home-based|"
    r"independent|new)[ \t]+){0,2}"
    rf"(?P<v>(?:[a-z][\w'’\-]*[ \t]+){{0,2}}(?:{_BUSINESS_KIND}))(?![\w\-])"
)
# "for my barbers", "in my nail salon": a business after "my", its kind alone the trade
_MY_BUSINESS = compile_rule(
    r"(?i)\b(?:for|in|at|from)[ \t]+(?:my|our)[ \t]+(?:own[ \t]+)?"
    r"(?P<v>(?:nail|hair|beauty|tattoo|barber|piano|dance|yoga|pilates|photography|pottery)"
    r"[ \t]+(?:salon|studio|shop|bar)|barbers|barbershop|bakery|taqueria|pizzeria|"
    r"patisserie|florist|food[ \t]truck|market[ \t]stall)(?![\w\-])"
)
# words of the same shape that name no business of the writer's: "I run a shop on Etsy" is
# one ("shop" stays), "I run a business card printer" is not
_NOT_BUSINESS_WORDS = frozenset({"script", "query", "test", "tests", "job", "command", "check",
                                 "loop", "cron", "build", "report", "server", "container",
                                 "card", "account", "website", "site", "page", "blog"})

# "je suis graphiste", "sono logopedista", "soy monotributista", "sou esteticista", "je suis
# massothérapeute": a person's word of a field after "I am"; words of the same ending that
# describe a mood or a view ("je suis triste", "sono ottimista") are no trade
_ROMANCE_I_AM = compile_rule(
    r"(?i)\b(?:je[ \t]+suis|sono|soy|sou|estoy[ \t]+como)[ \t]+"
    r"(?:(?:un|une|una|uno|um|uma)[ \t]+)?"
    r"(?P<v>[^\W\d_]{3,}(?:iste|ista|istes|istas|apeute|apeuta|apista|éthicienne|éticien|"
    r"ologue|ólogo|óloga|ologo|ologa|logopède|ópeda|opède))(?![\w\-])"
)
_MOODS_AND_VIEWS = frozenset({
    "triste", "optimiste", "pessimiste", "réaliste", "realiste", "égoïste", "egoiste",
    "idéaliste", "idealiste", "perfectionniste", "fataliste", "optimista", "pesimista",
    "pessimista", "ottimista", "realista", "egoísta", "egoista", "idealista", "perfeccionista",
    "perfezionista", "fatalista", "revista", "conquista",
})


# a question about running one is the task: "How do I run a café?", "should we open a bakery"
_ASKED_BEFORE = compile_rule(
    r"(?i)\b(?:do|does|did|can|could|should|would|will|how|to|want|wants|planning|plan|"
    r"thinking|if)[ \t]+$")


def find_self_employed_trades(text: str) -> Iterable[Finding]:
    for rule in (_OWN_BUSINESS, _MY_BUSINESS):
        for match in rule.finditer(text):
            words = match.group("v").casefold().split()
            if any(word in _NOT_BUSINESS_WORDS for word in words) or _ASKED_BEFORE.search(
                    text, max(0, match.start() - 20), match.start()):
                continue
            yield finding(text, *match.span("v"), Label.OCCUPATION, SOURCE, 0.7)
    for match in _ROMANCE_I_AM.finditer(text):
        if match.group("v").casefold() not in _MOODS_AND_VIEWS:
            yield finding(text, *match.span("v"), Label.OCCUPATION, SOURCE, 0.7)


SELF_EMPLOYED_RECOGNIZERS = (find_self_employed_trades,)
