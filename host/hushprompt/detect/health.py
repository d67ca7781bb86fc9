"""Health conditions said about a specific person.

A condition in a knowledge question ("What is the first-line treatment for gout?") is a task
term and stays. The same condition said about someone ("my daughter has asthma", "Ms Chen was
diagnosed with lupus", "Diagnosis: panic disorder") is a quasi-identifier: with a name, an age
or an employer it singles the person out (DePrompt's privacy types, ProSan's dynamic anonymity).

`HealthAttribution.about_someone` is the one decision, used by the context rules for every
HEALTH finding whatever found it; `condition_mentions` proposes the conditions of the curated
list (and treatments, operations and mobility aids) that the NER model may have missed.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence
from functools import cache

from hushprompt.detect.base import finding
from hushprompt.detect.wordlists import wordlist
from hushprompt.regex_cache import compile_rule
from hushprompt.standins.common import words
from hushprompt.types import Finding, Label

SOURCE = "rules:health"
# Short-lived, everyday complaints: saying you have a cold identifies nobody, and the answer
# (a dose, a remedy) depends on it.
_EVERYDAY = frozenset({
    "common cold", "flu", "influenza", "headache", "constipation", "diarrhea", "food poisoning",
    "dehydration", "acne", "hives", "seizure",
})
# Listed acronyms count only in capitals: "aids" in "hearing aids", "als" in German text.
_ACRONYMS = frozenset({"copd", "sars", "mers", "rsv", "hiv", "aids", "gerd", "ibs", "uti", "als",
                       "ptsd", "ocd", "adhd", "pcos", "mrsa", "hta",
                       # COPD and stroke in Swedish, French, Spanish, Portuguese, Polish, Turkish
                       # ("kol" is also coal and cabbage, "avc" a phone's codec)
                       "kol", "avc", "epoc", "bpco", "dpoc", "pochp", "koah"})
# Words that make a model's HEALTH span medical; "photosynthesis" or "2FA" is not.
_MEDICAL = compile_rule(
    r"(?i)\b(?:\w+(?:itis|osis|emia|aemia|pathy|algia|oma|ectomy|plasty|otomy|plegia|paresis|"
    r"uria|trophy|phobia|philia)|disorders?|diseases?|syndromes?|conditions?|illness|injur(?:y|ies)|"
    r"fractures?|tears?|sprains?|infections?|deficiency|allerg(?:y|ies|ic)|pregnan\w*|"
    r"miscarriage|diabet\w*|depress\w*|anxiety|autis\w*|insulin|pain|broken|fractured|"
    r"sprained|torn|cut|bruised|injured|dislocated|disability|disabled|blind|deaf|therapy|"
    r"rehab\w*|recovery|addiction|alcoholism|overdose|positive|cancer|tumou?rs?|lesions?)\b"
)
# A person the sentence talks about: the user, a relative, a patient, a colleague...
_OWNER = compile_rule(
    r"(?i)\b(?:i|i['’]m|i['’]ve|i['’]d|im|ive|me|my|mine|we|we['’]re|our|us|he|she|he['’]s|she['’]s|"
    r"his|her|him|patient|pt|client|customer|employee|staff member|student|pupil|child|kid|"
    r"baby|toddler|infant|son|daughter|wife|husband|partner|spouse|fianc[ée]e?|boyfriend|"
    r"girlfriend|mother|father|mom|mum|dad|mama|papa|mommy|mummy|daddy|granny|nana|parent|"
    r"brother|sister|sibling|grand\w+|aunt|aunty|auntie|uncle|"
    r"cousin|nephew|niece|friend|colleague|co-?worker|boss|manager|tenant|resident|"
    r"neighbou?r|roommate|flatmate|applicant|candidate|member|"
    # the same people in the other languages prompts mix in (Spanish, Portuguese, French,
    # German, Italian, Dutch, Polish, Indonesian)
    r"yo|mi|mis|su|sus|él|ella|eu|meu|minha|ele|ela|je|j['’]|mon|ma|mes|il|elle|ich|mein|meine|"
    r"meinem|meiner|meinen|meines|er|sie|sein|seine|seinem|seiner|ihr|ihre|ihrem|ihrer|io|mio|mia|"
    r"ik|mijn|"
    r"hij|zij|ja|mój|moja|saya|aku|istri|suami|anak|"
    r"ibu|ayah|hijo|hija|hijos|filho|filha|madre|padre|mãe|pai|mère|père|fils|fille|sohn|"
    r"tochter|mutter|vater|figlio|figlia|paziente|paciente|patiente|patientin|zoon|dochter|"
    r"moeder|vader|mama|tata|syn|córka|esposa|esposo|marido|mulher|femme|mari|frau|mann|"
    # the person of a ticket or a Vietnamese sentence: "User is partially sighted", "Mình bị"
    r"user|caller|requester|mình|tôi|"
    # chat speak's "your", Italian's "his/her", grandparents, Turkish and Swedish people
    r"ur|hes|shes|suo|suoi|lui|papi|mamie|mami|opa|oma|nonno|nonna|abuela|abuelo|avó|avô|vovó|vovô|"
    r"babcia|dziadek|annem|annemin|babam|babamın|eşim|oğlum|kızım|hon|han|hennes|hans|dotter|"
    r"jag|mitt|mina|mamma|pappa|benim|bende|"
    # Norwegian and Danish, Czech, Russian and Ukrainian, Swahili, Romanian, Hungarian, Finnish
    # and Greek people: "Jeg har angst", "Můj táta má cukrovku", "У меня диабет"
    r"jeg|mor|far|sønn|søn|datter|kona|kone|mannen|manden|barnet|"
    r"já|můj|moje|moji|mého|táta|máma|tatínek|maminka|dcera|manžel|manželka|babička|děda|"
    r"я|меня|мой|моя|мою|моей|мама|мамы|папа|папы|сын|сына|дочь|дочери|муж|мужа|жена|жены|"
    r"бабушка|бабушки|дедушка|дедушки|моего|отец|отца|мать|матери|брат|брата|сестра|сестры|"
    r"ребёнок|ребенок|ребёнка|ребенка|он|она|него|неё|нее|мене|мій|тато|донька|чоловік|дружина|"
    r"mimi|yangu|wangu|eu|fiul|fiica|soțul|soția|én|anyám|apám|fiam|lányom|férjem|feleségem|"
    r"minä|minulla|äitini|isäni|poikani|tyttäreni|mieheni|vaimoni|εγώ|μου|μητέρα|πατέρας)\b"
)
# What ties the condition to that person, right before it ("has", "diagnosed with", "for a").
_LINK = compile_rule(
    r"(?i)(?:['’]s|['’]m|\b(?:am|im|has|have|had|having|got|gets|get|feels?|feeling|felt|with|"
    r"from|for|of|diagnosed|"
    r"diagnosis|dx|hx|seit|sinds|desde|depuis|sejak|"
    r"history of|suffers?|suffered|suffering|living with|lives with|recovering|recovered|"
    r"treated|treatment|manages?|managing|battling|fighting|developed|develops|caught|"
    r"contracted|uses?|using|needs?|needed|relies on|after|since|due to|because of|is|was|"
    r"are|were|been|being|became|becoming|during|through|confirmed|showed|shows|revealed|"
    # a second condition of the same person: "has dyslexia and ADHD"
    r"and|or|as well as|plus|"
    # the same links in other languages: "tiene TDAH", "le diagnosticaron", "tem diabetes",
    # "souffre d'asthme", "leidet an Migräne", "choruje na", "menderita"
    r"tiene|tengo|tenía|tenia|padece|sufre|diagnosticad[oa]s?|diagnosticaron|diagnóstico de|"
    r"diagnostico de|tem|tenho|tinha|sofre de|com|con|y|e|et|und|avec|souffre d(?:e|['’])|"
    r"atteinte? d(?:e|['’])|a|ai|hat|habe|hatte|leidet an|mit|ist|ha|ho|soffre di|heeft|met|"
    r"ma|mam|choruje na|na|punya|mengidap|menderita|sakit|kena|terkena|dengan|es|está|é|est|"
    # "estoy embarazada", "sono incinta", "jestem w ciąży", "sedang hamil", "Mình bị trầm cảm"
    r"estoy|estás|estamos|estou|sono|sei|jestem|jest|sedang|bị|đang|mắc|"
    r"estive|estava|fiquei|estuve|estaba|tá|я у|я в|я на|"
    # "dopo l'ictus", "à cause d'un burn-out", "il fait des crises", "fått diagnosen"
    r"dopo|nach|après|después de|depois d[eoa]|à cause d(?:e|u|['’](?:une?)?)|a causa d[ie]|wegen|"
    r"por causa d[eoa]|debido a|fait|fais|faz|diagnosen|diagnosi di|bin|bist|ben|over|"
    # "Jeg har angst", "táta má cukrovku", "у мамы рак", "mama ana kisukari", "έχει άσθμα"
    r"har|fikk|fick|fått|mám|má|máme|trpí|trpím|у(?: \w+){1,2}|в мене|болеет|болею|"
    r"страдает|страдаю|nina|ana|ninaugua|anaugua|suferă de|sufăr de|minulla on|hänellä on|"
    r"έχω|έχει))"
    r"(?:\s+(?:a|an|the|some|severe|mild|moderate|chronic|acute|early|late|early-stage|"
    r"un|una|um|uma|el|la|le|les|de|des|du|d['’]|eine|einen|einer|ein|der|die|den|uno|il|lo|een|"
    r"late-stage|suspected|possible|probable|recurrent|ongoing|worsening|his|her|their|my|our|"
    r"your|new|recent|stage\s+\w+|\d+\s+(?:weeks?|months?)|seinem|seiner|seine|sein|ihrem|"
    r"ihrer|ihre|meinem|meiner|meine|mijn|zijn|haar|son|sa|ses|mon|ma|su|sua|seu)){0,3}\s+$"
    # an attribute in a list about the person: "Noah Feldman, 8, autism spectrum disorder"
    r"|,\s*$"
)
# Verbs of other languages that carry their person ("tiene", "tenho", "leidet an"): the subject
# is often left out, so the verb alone says the condition is someone's.
_CONJUGATED_LINK = compile_rule(
    r"(?i)\b(?:tiene|tengo|tenía|tenia|padece|padezco|sufre|sufro|tem|tenho|tinha|sofre|sofro|"
    r"souffre d(?:e|['’])|leidet an|leide an|hat|habe|hatte|soffre di|heeft|choruje na|"
    r"menderita|mengidap|le diagnosticaron|me diagnosticaron|foi diagnosticad[oa] com|"
    r"estoy|estás|está|estou|jestem|jest|sono|sedang|ich bin|bin|"
    # "estive de baixa 5 semanas", "estuve de baja", "ela tá acamada", "я у декретній відпустці"
    r"estive|estava|fiquei|estuve|estaba|tá|я у|я в|я на|"
    # "I have" in Italian and Polish: "Ho un tumore al seno", "Mam depresję"
    r"ho|mam|"
    # Czech, Russian and Ukrainian, Swahili, Finnish and Greek verbs and phrases of the same kind
    r"mám|má|trpím|trpí|у меня|у него|у неё|у нее|у мене|в мене|nina|ana|ninaugua|anaugua|"
    r"minulla on|έχω|έχει|"
    r"diagnostiqué(?:e)? (?:avec|d['’]un|d['’]une))"
    # "jestem na zwolnieniu lekarskim", "estoy de baja", "sono in malattia", "bin im Mutterschutz"
    r"(?:\s+(?:na|w|de|en|in|em|op|im|auf))?"
    r"(?:\s+(?:un|una|um|uma|el|la|le|les|de|des|du|d['’]|eine|einen|einer|ein|der|die|den|"
    r"uno|il|lo|een))?\s+$"
)
# A record field about the person the record is for: "Diagnosis: panic disorder".
_FIELD = compile_rule(
    r"(?i)\b(?:diagnosis|diagnoses|dx|condition|conditions|medical condition|medical history|"
    r"pmh|hx|history|complaint|presenting complaint|reason for (?:visit|leave|absence|referral)|"
    r"problem list|impression|assessment|diagnosen|diagnose|diagnóstico|diagnostico|diagnostic|"
    r"diagnosi|diagnoza|befund|antecedentes|vorerkrankungen|rozpoznanie|diagnóza|tanı|teşhis|"
    r"chẩn đoán|diagnosa)\s*[:=\-]\s*"
    # earlier items of the list: "Dx: pneumonia; CKD stage 3b; ...", "Parkinson's (since 2019), "
    r"(?:[\w'’ ()/.\-]+[,;]\s*){0,6}$"
)
# A possessive right before the condition, perhaps with one word between: "ur adhd", "my
# chronic asthma", "son cœur", "sua depressione" (not the generic "your")
_POSSESSIVE_BEFORE = compile_rule(
    r"(?i)(?:^|[\s(])(?:my|his|our|ur|mon|ma|mes|sa|ses|mi|mis|sua|suo|seu|minha|meu|mein|meine|"
    r"meinem|meiner|seine|seinem|seiner|mijn|zijn|mój|moja|mojej|jego)\s+(?:[^\W\d_]+\s+)?$"
)
# a possessive right before an acronym typed in lower case: "ur adhd", "my ptsd" (not "hearing
# aids")
_OWN_ACRONYM = compile_rule(r"(?i)\b(?:my|ur|his|her|our)[ \t]+$")
# a sentence ends at . ! ? before a space (not inside "17.02.1949", not after "Mr."), or a line
_SENTENCE_START = compile_rule(
    r"(?<!\bMr)(?<!\bMrs)(?<!\bMs)(?<!\bDr)(?<!\bSr)(?<!\bSt)(?<!\bJr)(?<!\bProf)(?<!\bvs)"
    r"(?<!\be\.g)(?<!\bi\.e)[.!?](?=\s)|\n"
)
# After the condition, a word that makes it the topic of something else: "sickle cell disease
# therapies", "asthma clinic", "diabetes research".
_TOPIC_AFTER = compile_rule(
    r"(?i)[\s-]+(?:(?:ke|ki|ka)\s+)?(?:therap\w*|trials?|research|drugs?|medications?|medicines?|clinics?|wards?|"
    r"units?|patients|specialists?|nurses?|awareness|foundation|society|charity|association|"
    r"guidelines?|screening|vaccines?|programmes?|programs?|study|studies|services?|care|"
    r"treatments|management|education|prevention|team|department|centre|center|risks?|"
    r"symptoms?|signs?|quota|exposure|techniques?|exercises?|skills)\b"
)
# Procedures, treatments and aids that say as much as a diagnosis: "knee operation",
# "IVF treatment", "cancer treatment", "uses a wheelchair".
_PROCEDURE = compile_rule(
    r"(?i)\b(?:(?P<procedure>surgery|operation|transplant|(?P<needs_lead>replacement)|amputation|"
    r"chemotherapy|chemo|radiotherapy|dialysis|rehab|rehabilitation)|"
    r"(?:ivf|fertility|cancer|hormone|addiction|psychiatric|mental health|chemo)\s+treatment|"
    r"wheelchair|walker|crutches|hearing aids?|prosthe(?:sis|tic (?:leg|arm|limb))|"
    r"(?:heart|gastric|coronary)\s+bypass|"
    r"(?:meniscus|acl|rotator cuff|ligament|tendon|hamstring|achilles)\s+(?:tear|rupture|injury)|"
    r"(?:broken|fractured|sprained|torn|cut|bruised|injured|dislocated)\s+(?:left\s+|right\s+)?"
    r"(?:arm|leg|wrist|ankle|knee|hip|shoulder|ribs?|nose|lip|finger|toe|foot|hand|back|neck|"
    r"elbow|jaw|collarbone|skull|tooth|pelvis))\b"
)
# Every match of _PROCEDURE contains one of these.
_PROCEDURE_WORDS = (
    "surgery", "operation", "transplant", "replacement", "amputation", "chemo", "radiotherapy",
    "dialysis", "rehab", "treatment", "wheelchair", "walker", "crutches", "hearing aid", "prosthe",
    "bypass", "tear", "rupture", "injury", "broken", "fractured", "sprained", "torn", "cut",
    "bruised", "injured", "dislocated",
)
# what a replacement replaces, for it to be an operation ("hip replacement", "aortic valve")
_REPLACED_PART = compile_rule(
    r"(?i)\b(?:hip|knee|shoulder|joint|valve|disc|lens|cornea|ankle|elbow|wrist|hormone)\b")
# up to two words before a procedure word ("knee", "hip replacement")
_LEAD_WORDS = compile_rule(r"(?:[^\W\d_]+[ -]){0,2}$")
_PROCEDURE_LEAD = frozenset({"a", "an", "the", "my", "his", "her", "their", "our", "for", "of",
                             "and", "after", "from", "to", "with", "in", "on", "at", "is", "was",
                             "had", "has", "have", "i", "he", "she", "we", "they", "needs"})


# How far back an earlier sentence may name the person a condition is about: "Mum is 61. Her
# HbA1c came back at 9.2%, so diabetes is still poorly controlled."
NEARBY_OWNER_CHARS = 300
# Question words of Italian, Norwegian, Czech, Russian and Swahili, for both lists below:
# "Cos'è il diabete?", "hva er angst", "co je cukrovka", "что такое рак", "kisukari ni nini"
_ASKED_ABROAD = (
    r"cos['’]è|cosa|perché|quale|hva|hvordan|hvorfor|symptomer|co je|jak|proč|příznaky|что|"
    r"как|почему|какие|симптомы|nini|dalili"
)
# Words that make a sentence about the condition itself: "what are the symptoms of", "explain"
# (not French "à cause d'une crise": because of one).
_ABOUT_THE_CONDITION = compile_rule(
    r"(?i)\b(?:what|how|why|which|explain|symptoms?|signs?|(?<!\bà )(?<!\ba )causes?|cure|"
    r"treat|treatments?|"
    r"risks?|test(?:ing)? for|diagnose|about|between|vs\.?|versus|like|such as|e\.g\.|"
    r"leaflet|article|essay|guide|info|information|is this|is it|is that|could this|could it|"
    r"whether|rule out|ruled out|differential|safe|safety|during|"
    # the same in the languages prompts mix in: "¿Qué valores … durante el embarazo?",
    # "pruebas de asma", "quais sintomas", "les risques pendant", "Risiken während"
    r"qué|cómo|cuál|cuáles|síntomas|causas|riesgos|pruebas de|durante|quais|sintomas|riscos|"
    r"exames? de|symptômes|risques|pendant|quels?|quelles?|welche|symptome|risiken|während|"
    r"quali|sintomi|rischi|" + _ASKED_ABROAD + r")\b"
)

# Words before a condition in a sentence that asks about it (narrower than the above: "for cancer
# treatment (Hodgkin lymphoma)" and "diagnosed during" say something about someone).
_ASKED_BEFORE = compile_rule(
    r"(?i)\b(?:what|how|why|which|explain|symptoms?|signs?|(?<!\bà )(?<!\ba )causes?|cure|"
    r"risks?|about|between|"
    r"vs\.?|versus|like|such as|e\.g\.|leaflet|article|essay|guide|info|information|is this|"
    r"is it|is that|could this|could it|whether|rule out|differential|safe|safety|"
    r"qué|cómo|cuál|cuáles|síntomas|causas|riesgos|pruebas de|quais|sintomas|riscos|"
    r"exames? de|symptômes|risques|quels?|quelles?|welche|symptome|risiken|quali|sintomi|"
    r"rischi|" + _ASKED_ABROAD + r")\b"
)

# where one clause of a sentence ends and another begins: a dash between spaces, a semicolon
_CLAUSE_BREAK = compile_rule(r"[ \t][—–\-][ \t]|[—;]")

# a medicine or a chemical is the task's subject, not a condition ("glimepiride", "oxaloacetate")
_SUBSTANCE_ENDING = compile_rule(
    r"(?i)(?:pril|sartan|olol|statin|mab|nib|prazole|azole|tidine|dipine|mycin|cillin|cycline|"
    r"floxacin|azepam|oxetine|idone|[^t]ate|piclone|zolam|xaban|gliptin|gliflozin|glutide|lukast|"
    r"triptan|semide|thiazide|parin|afil|insulin)$"
)


# a dose after a name: "Concerta 36mg", "Telma 40 mg", "Lantus 20 units"
# (not a lab value: "glucose 320 mg/dL")
_DOSE = compile_rule(
    r"(?i)[^\W\d_]{3,}[ \t]+\d+(?:[.,]\d+)?[ \t]?(?:mg|mcg|µg|ug|ml|iu|units?)(?![/\w])")


def names_a_substance(span: str) -> bool:
    """A medicine or chemical: the drugs list, a drug-name ending ("apixaban"), or a name
    with its dose ("Concerta 36mg")."""
    words = span.casefold().split()
    return (" ".join(words) in wordlist("drugs")
            or any(_SUBSTANCE_ENDING.search(word) for word in words)
            or _DOSE.search(span) is not None)


def _sentence_start(text: str, at: int) -> int:
    """Where the sentence around `at` starts (looked for up to 240 characters back)."""
    return max((m.end() for m in _SENTENCE_START.finditer(text, max(0, at - 240), at)),
               default=max(0, at - 240))


class HealthAttribution:
    """Decides whether a health span is said about a specific person."""

    def about_someone(
        self, text: str, start: int, end: int, persons: Sequence[Finding] = ()
    ) -> bool:
        sentence_start = _sentence_start(text, start)
        before = text[sentence_start:start]
        last_word = text[start:end].rsplit(None, 1)[-1]
        listed = " ".join(_fold(text[start:end]).split()) in _condition_terms()[0]
        if _TOPIC_AFTER.match(text, end) or (
                not listed and _TOPIC_AFTER.match(" " + last_word)):  # ("speech therapy" is one)
            return False
        if _FIELD.search(before) or _POSSESSIVE_BEFORE.search(before[-40:]):
            return True
        if _LINK.search(before[-60:]):
            if _CONJUGATED_LINK.search(before[-60:]):
                return True  # "Tiene autismo", "tem diabetes tipo 1": the verb names its person
            if any(sentence_start < p.end <= start for p in persons) or _owner_in(
                    text, sentence_start, start):
                return True
        return self._owner_nearby(text, start, end, before, persons)

    @staticmethod
    def asked_about(text: str, start: int, end: int) -> bool:
        """The sentence asks about the condition or names it as a topic ("what causes gout?",
        "asthma clinic", "safe in pregnancy")."""
        sentence_start = _sentence_start(text, start)
        found = _SENTENCE_START.search(text, end)
        sentence_end = found.end() if found else len(text)
        question = text.find("?", end, sentence_end)
        return bool(
            _TOPIC_AFTER.match(text, end)
            or _ASKED_BEFORE.search(text, sentence_start, start)
            # a question in a clause of its own asks about something else: "treatment of Hodgkin
            # lymphoma (in remission now) — should I mention that?"
            or question >= 0 and not _CLAUSE_BREAK.search(text, end, question)
        )

    @staticmethod
    def _owner_nearby(
        text: str, start: int, end: int, before: str, persons: Sequence[Finding]
    ) -> bool:
        """A condition its sentence does not tie to anyone, in a prompt that just spoke of
        someone ("background of COPD" in a discharge summary, "its endometriosis" in a chat),
        is that person's unless the sentence asks about the condition itself or the span is a
        medicine (whose name the answer needs)."""
        if (text[end:end + 1] == "-" or names_a_substance(text[start:end])
                or _ABOUT_THE_CONDITION.search(before)):
            return False
        window = max(0, start - NEARBY_OWNER_CHARS)
        return any(window <= p.end <= start for p in persons) or _owner_in(text, window, start)


def _owner_in(text: str, start: int, end: int) -> bool:
    """A word for a person between `start` and `end`; "il" right before the condition is the
    Italian article ("Cos'è il diabete?"), not the French "he", and "CBT-I" has no "I" in it."""
    for match in _OWNER.finditer(text, start, end):
        if match.group().casefold() == "il" and not text[match.end():end].strip():
            continue
        if text[match.start() - 1:match.start()] in ("-", "/"):
            continue  # the "I" of "CBT-I" or "I/O"
        return True
    return False


# a model's HEALTH span in capitals: a condition's acronym ("PTSD") or an obstetric history
# ("G2P1") is one; a benefit, a law or a service ("PIP", "FMLA", "CAMHS") reads like one
_ACRONYM_SPAN = compile_rule(r"[A-Z][A-Z0-9]{1,5}")
_OBSTETRIC_HISTORY = compile_rule(r"G\d{1,2}P\d{1,2}")
# conditions' acronyms too common as other words for the rules' list ("ADD COLUMN", "MS Teams"),
# which the model reads in context
_MODEL_READS_AS_CONDITIONS = frozenset({"ADD", "ADS", "MS", "CAP", "AA"})


def unknown_acronym(span: str) -> bool:
    """An acronym that is no condition this module knows: "FMLA", "PIP" (not "PTSD", "G2P1")."""
    span = span.strip()
    return bool(_ACRONYM_SPAN.fullmatch(span)) and not _OBSTETRIC_HISTORY.fullmatch(span) \
        and span not in _MODEL_READS_AS_CONDITIONS and _fold(span) not in _condition_terms()[0]


def looks_medical(span: str) -> bool:
    """A span that names a condition, a procedure or an aid (a model's HEALTH span must)."""
    return bool(
        next(iter(_listed_conditions(span)), None) or _PROCEDURE.search(span)
        or _MEDICAL.search(span)
    )


# An allergy and what it is to: "allergic to penicillin", "allergy to bee stings" (a drug or a
# food alone stays a task term; the allergy to it is the person's). English only: its stand-in
# says the kind of allergen in English (standins/generalize.py).
_ALLERGY = compile_rule(
    r"(?i)\b(?:(?:severe(?:ly)?|very|highly|deathly|seriously)\s+)?"
    r"(?:allergic|allergy|allergies)\s+to\s+"
    r"(?P<what>[^\W\d_][\w\-'’]*(?:(?:,\s*|\s+)[^\W\d_][\w\-'’]*){0,5})"
)
# where the allergen's words stop: "allergic to penicillin since I was a kid", "allergic to
# penicillin, what can I take"
_NOT_ALLERGEN = frozenset(words(
    "in at on since for from when if because after before so but which that who whom while "
    "as is was are were has have had and or i he she we they my his her our their you it "
    "what how can could should would do does did will any please thanks then also too now "
    "which where why"
))
_JOINERS = frozenset(words("and or"))


def _allergies(text: str) -> Iterable[tuple[int, int]]:
    if "allerg" not in text.casefold():
        return
    for match in _ALLERGY.finditer(text):
        end = match.start("what")
        for word in re.finditer(r"[^\s,]+", match.group("what")):
            said = word.group().casefold()
            if said in _JOINERS:
                after = match.group("what")[word.end():].split()
                if after and after[0].casefold().strip(",") not in _NOT_ALLERGEN:
                    continue
            if said in _NOT_ALLERGEN:
                break
            end = match.start("what") + word.end()
        if end > match.start("what"):
            yield match.start(), end


def condition_mentions(text: str) -> Iterable[Finding]:
    """Known conditions, procedures and aids in the text, longest first; the context rules keep
    only those said about someone."""
    taken: list[tuple[int, int]] = []
    for start, end in _allergies(text):
        taken.append((start, end))
        yield finding(text, start, end, Label.HEALTH, SOURCE, 0.7)
    for start, end in _listed_conditions(text):
        if any(s <= start and end <= e for s, e in taken):
            continue  # the "allergy" of an allergy already found
        term = " ".join(text[start:end].casefold().split())
        if term in _EVERYDAY or (term in _ACRONYMS and not text[start:end].isupper()
                                 and not _OWN_ACRONYM.search(text, max(0, start - 6), start)):
            continue
        taken.append((start, end))
        yield finding(text, start, end, Label.HEALTH, SOURCE, 0.7)
    folded = text.casefold()
    if not any(word in folded for word in _PROCEDURE_WORDS):
        return  # most prompts: the pattern below would try every position for nothing
    for match in _PROCEDURE.finditer(text):
        start, end = match.span()
        if match.group("procedure"):  # "knee operation", "hip replacement surgery"
            lead = _LEAD_WORDS.search(text, max(0, start - 80), start)
            start = _trim_lead_words(text, lead.start() if lead else start, end)[0]
            if match.group("needs_lead") and not _REPLACED_PART.search(text, start, match.start()):
                continue  # "offer a replacement": no joint or valve is said to be replaced
        if start < end and not any(s < end and start < e for s, e in taken):
            taken.append((start, end))
            yield finding(text, start, end, Label.HEALTH, SOURCE, 0.6)


# a word, without the elided article glued to it ("l'ictus", "d'angoisse" -> "ictus", "angoisse")
# (quotes around a word are no part of it: "'DM2'" in a SQL row)
_WORD = compile_rule(r"(?<!\w)(?:[dlDL]['’](?=\w))?(?P<w>\w(?:[\w'’]*\w)?)")


def _listed_conditions(text: str) -> Iterable[tuple[int, int]]:
    """Spans of the curated conditions, longest match at each word. A lookup of word n-grams in
    a set, tried only at words that begin some term: one regex alternation of ~250 terms made
    the rule detector three times slower."""
    terms, first_words, longest = _condition_terms()
    # words of the text itself, so offsets stay true ("ß".casefold() is two characters)
    words = [match.span("w") for match in _WORD.finditer(text)]
    index = 0
    while index < len(words):
        if _fold(text[words[index][0]:words[index][1]]) in first_words:
            for size in range(min(longest, len(words) - index), 0, -1):
                start, end = words[index][0], words[index + size - 1][1]
                if " ".join(_fold(text[start:end]).split()) in terms:
                    yield start, end
                    index += size - 1
                    break
        index += 1


def _fold(words: str) -> str:
    return words.casefold().replace("’", "'").replace("-", " ")


@cache
def _condition_terms() -> tuple[frozenset[str], frozenset[str], int]:
    terms = frozenset(term.replace("-", " ") for term in wordlist("diseases"))
    first_words = frozenset(term.split()[0] for term in terms)
    return terms, first_words, max(len(term.split()) for term in terms)


def _trim_lead_words(text: str, start: int, end: int) -> tuple[int, int]:
    """"had a knee operation" -> "knee operation": the pattern's optional lead words may have
    caught grammar words."""
    words = text[start:end].split(" ")
    while len(words) > 1 and words[0].casefold() in _PROCEDURE_LEAD:
        start += len(words[0]) + 1
        words = words[1:]
    return start, end
