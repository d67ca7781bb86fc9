"""Who someone works for and as what, where a form or a CV says so: labelled fields
("Employer: Banner Health", "Position: Phlebotomist", "Job title: ...") and CV job lines
("Senior Product Manager – Careem (2021–present)"). The models read prose; these are records.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence
from functools import cache

from hushprompt.detect.base import finding
from hushprompt.detect.given_names import world_given_names
from hushprompt.detect.wordlists import everyday_words, normalize, wordlist
from hushprompt.regex_cache import compile_rule
from hushprompt.types import Finding, Label

_VALUE = r"[A-Z][\w&.'’\-]*(?:[ \t]+(?:[A-Z&][\w&.'’\-]*|of|and|de|du|van|von|der|la|le|y|e)){0,5}"
_EMPLOYER_FIELD = compile_rule(
    r"(?i:\b(?:employer|current employer|company|employed (?:by|at)|works? (?:at|for)|"
    r"organi[sz]ation|firm|school|university|workplace)[ \t]*:[ \t]*)"
    rf"(?P<v>{_VALUE})"
)
_JOB_FIELD = compile_rule(
    # a form's field, capitalised ("Role: Staff Nurse"); "role: admin" in a config is no job
    r"\b(?:Position|POSITION|Job [Tt]itle|JOB TITLE|Role|ROLE|Occupation|OCCUPATION|"
    r"Profession|PROFESSION|Designation|DESIGNATION)[ \t]*:[ \t]*"
    r"(?P<v>[A-Z][\w'’\-]+(?:[ \t]+[A-Z][\w'’\-]*){0,4})(?![/\w])"
)
# a CV line: title, a dash, the employer, the years ("(2018–2021)", "(2021–present)")
# a form's job field in other languages, its value in any case: "Functie: bakkersassistent, 32
# uur per week", "Pekerjaan: Perawat di RS Borromeus", "Profissão: enfermeira"
_JOB_FIELD_ABROAD = compile_rule(
    r"(?im)^[ \t\-*•]*(?:functie|beroep|pekerjaan|profesi[óo]n|profiss[ãa]o|ocupaci[óo]n|"
    r"ocupa[çc][ãa]o|beruf|t[äa]tigkeit|m[ée]tier|emploi|stanowisko|zaw[óo]d|meslek|mesle[ğg]i|"
    r"professione|occupazione|ngh[ềe] nghi[ệe]p|nghề|puesto|posici[óo]n|poste|fonction|"
    r"ruolo|mansione|fun[çc][ãa]o|qualifica|g[öo]revi?|unvan[ıi]?|pozisyonu?|"
    # Russian, Ukrainian, Swedish, Norwegian, Danish, Romanian, Czech, Slovak, Croatian,
    # Indonesian, Vietnamese
    r"должность|профессия|род занятий|посада|професія|yrke|befattning|stilling|"
    r"func[țţ]i[ae]|ocupa[țţ]i[ae]|pozice|povolání|pozícia|zamestnanie|zanimanje|"
    r"radno mjesto|jabatan|ch[ứu]c v[ụu]|"
    r"(?-i:Cargo|CARGO))[ \t]*:[ \t]*"
    r"(?P<v>[^\W\d_][\w'’\-]*(?:[ \t]+[^\W\d_][\w'’\-]*){0,3}?)"
    r"(?=[ \t]*(?:[,;(\n]|$|[ \t](?:di|bei|bij|en|em|at|à|chez|in|w|na|presso|an|auf)\b))"
)
# a job as a record's key before its holder: "Secretary: Mrs Jacqueline Obi", "Klassenlehrerin:
# Frau Yılmaz", "Professeure principale : Mme Sandrine Vidal"
_JOB_KEY_BEFORE_NAME = compile_rule(
    # (or after a record's wide gap: "Ward 7B   Consultant: Dr Fiona MacAskill")
    r"(?m)(?:^[ \t\-*•]*|(?<=[ \t]{3}))"
    r"(?P<v>[A-ZÀ-Ý][\w'’\-]*(?:[ \t]+[\w'’\-]+){0,2})[ \t]*:[ \t]*"
    r"(?:Mrs|Mr|Ms|Mx|Dr|Prof|Frau|Herr|Mme|Mlle|M\.|Sra|Sr|Dra|Doç\. Dr|Ing)\.?[ \t]+[A-ZÀ-Ý]"
)
_CV_JOB_LINE = compile_rule(
    r"(?m)(?:^|(?<=[ \t]{2})|(?<=•[ \t]))(?P<title>[A-Z][\w'’\-]*(?:[ \t]+[A-Za-z][\w'’\-]*){0,4})"
    rf"[ \t]+[–—\-|@][ \t]+(?P<org>{_VALUE}(?:[ \t]+[a-z]{{2,5}})?)"
    r"(?:[ \t]*,[ \t]*(?P<town>[A-Z][\w'’\-]+(?:[ \t]+[A-Z][\w'’\-]+){0,2}))?"
    r"[ \t]*,?[ \t]*\(?(?:19|20)\d{2}[ \t]*[–—\-][ \t]*"
    r"(?:(?:19|20)\d{2}|present|now|today|current)\b"
)
# field values that are no employer or job
_NOT_VALUES = frozenset({"n/a", "na", "none", "null", "unknown", "tbd", "self", "self-employed",
                         "unemployed", "student", "retired", "yes", "no", "other", "see below"})


def _value_end(text: str, start: int, end: int) -> int:
    """Stop a value before two spaces or the label of the next field ("... Position:")."""
    gap = text.find("  ", start, end)
    if gap >= 0:
        end = gap
    label = re.search(r"[ \t]+[A-Z][\w ]{0,20}:", text[start:end])
    return start + label.start() if label else end


def find_employment(text: str) -> Iterable[Finding]:
    for pattern, label in ((_EMPLOYER_FIELD, Label.ORG), (_JOB_FIELD, Label.OCCUPATION)):
        for match in pattern.finditer(text):
            start = match.start("v")
            end = _value_end(text, start, match.end("v"))
            if end > start and text[start:end].strip().casefold() not in _NOT_VALUES:
                yield finding(text, start, end, label, "rules:employment", 0.75)
    for match in _JOB_FIELD_ABROAD.finditer(text):
        yield finding(text, *match.span("v"), Label.OCCUPATION, "rules:employment", 0.75)
    for match in _JOB_KEY_BEFORE_NAME.finditer(text):
        if any(job_head(word, possessive=False) for word in match.group("v").split()):
            yield finding(text, *match.span("v"), Label.OCCUPATION, "rules:employment", 0.7)
    for match in _CV_JOB_LINE.finditer(text):
        yield finding(text, *match.span("title"), Label.OCCUPATION, "rules:employment", 0.75)
        org_end = _value_end(text, match.start("org"), match.end("org"))
        yield finding(text, match.start("org"), org_end, Label.ORG, "rules:employment", 0.75)
        if match.group("town"):  # where that job was: "Farfetch, Porto (2018–2021)"
            yield finding(text, *match.span("town"), Label.LOCATION, "rules:employment", 0.7)


# --- a job said of a person in prose ------------------------------------------------------------
# "I'm an RN on nights", "she works as a warehouse shift lead", "our pharmacist Tamsin", "his line
# manager", "sou professora do 1.º ciclo": a cue that says someone is or does something, up to
# three modifier words, then a job's head word (Faker's job titles and the role words of
# models/span_checks.py, and the jobs people name in other languages below).
_BEING_CUE = (
    r"i['’]?m an?|i am an?|im an?|i['’]?m (?:his|her|their|your|the)|i work as an?|is the|was the|"
    r"i worked as an?|works? as an?|worked as an?|"
    r"(?:he|she|they)['’]s an?|is an?|was an?|as an?|"
    r"soy|sou|je suis|ich bin|(?:ich )?arbeite als|trabajo como|trabalho como|sono|lavoro come|"
    r"(?:il )?lavoro da|(?:el )?trabajo de|(?:o )?emprego de|"
    r"ik ben|(?:ik )?werk als|als|jestem|pracuję jako|jako|(?:bekerja )?sebagai|"
    # Swedish, Norwegian and Danish, Swahili, Tagalog, Croatian, Czech and Slovak, Romanian
    r"jag är|jag var|hon är|han är|hon var|han var|jeg er|jeg var|hun er|han er|som|"
    r"mimi ni|yeye ni|ako ay(?: isang)?|ja sam|jsem|sunt|"
    # "es enfermera", "elle est infirmière", "è infermiera", "sie ist Lehrerin", "é uma
    # advogada", "c'est un plombier", "jest kierowcą"
    # (not German "war": "a war correspondent" is English)
    r"(?:es|est|è|ist|era|é|fue|était|jest|był|była|c['’]est)"
    r"(?:[ \t]+(?:un|une|una|uno|um|uma|ein|eine|een))?"
)
_POSSESSIVE_CUE = (
    r"(?:(?:my|our|his|her|their)(?: former| new| old)?"
    # the same in the languages prompts mix in ("mi jefa", "su encargada", "ma prof", "minha
    # chefe", "meine Ärztin", "mijn huisarts", "moja szefowa")
    # (not French "son" and "ma", English words too: "my son is a nurse", "ma")
    r"|mi|mis|su|sus|nuestra|nuestro|mon|mes|notre|sa|ses|meu|minha|seu|sua|nosso|nossa|"
    r"(?:il |la )?mi[oa]|(?:il |la )?su[oa]|mein|meine|meinem|meiner|sein|seine|seinem|seiner|"
    r"unser|unsere|mijn|zijn|haar|ons|onze|mój|moja|mojego|mojej|jego|jej)"
)
# (no verb: "mi madre es enfermera" names a mother's job, not a job "madre es enfermera")
# (nor a verb of working and its "as": "Meine Schwester arbeitet als Lehrerin" names a sister's job,
# not a job "Schwester arbeitet als Lehrerin")
_NO_JOB_WORD = (r"(?!(?:and|or|at|in|on|for|of|the|a|an|with|to|from|who|that|but|is|was|are|"
                r"es|era|est|ist|war|è|é|jest|y|et|und|e|en|as|als|como|comme|come|"
                r"für|pour|para|per|voor|dla|im|am|zum|zur|bei|mit|nicht|noch|schon|"
                r"works?|worked|working|arbeitet|arbeite|arbeitete|trabaja|trabajo|trabalha|"
                r"trabalho|travaille|lavora|werkt|pracuje|"
                # past forms and "as": "Moja mama pracowała jako księgowa" names a mother's job,
                # not a job "mama pracowała jako księgowa"
                r"pracowała|pracował|pracuję|pracowałam|pracowałem|jako|trabajaba|trabalhava|"
                r"travaillait|arbeitete|lavorava|werkte)\b)")
_MODIFIER = _NO_JOB_WORD + r"[\w.\-]+"
_STATED_JOB = compile_rule(
    rf"(?i)\b(?:(?P<being>{_BEING_CUE})|(?P<own>{_POSSESSIVE_CUE}))[ \t]+"
    # (a title may wrap onto the next line, but not past a sentence's end or a blank line)
    rf"(?P<v>(?:{_MODIFIER}(?:[ \t]+|(?<![.!?:;])\n(?!\n)[ \t]*)){{0,3}}{_NO_JOB_WORD}[\w\-]+)"
    r"(?![\w\-])"
)
# head words that also mean something else after "my"/"her" ("her head", "my staff", "our lead")
_AMBIGUOUS_AFTER_POSSESSIVE = frozenset({
    "head", "chief", "staff", "crew", "faculty", "owner", "tenant", "landlord", "resident",
    "partner", "lead", "fellow", "associate", "guard", "agent", "representative", "student",
    "volunteer", "veteran", "assistant", "executive", "officer", "hand", "hands",
})
# jobs named in the other languages prompts mix in (the heads above are English)
_JOBS_ABROAD = frozenset({
    # a teacher in Italian and Spanish speech ("Sono prof di inglese", "la profe de mi hijo")
    "prof", "profe", "docente", "instituteur", "institutrice",
    "professora", "professor", "profesora", "profesor", "enfermera", "enfermero", "enfermeira",
    "enfermeiro", "infirmière", "infirmier", "médico", "médica", "médecin", "arzt", "ärztin",
    "krankenschwester", "pflegerin", "pfleger", "lehrer", "lehrerin", "abogado", "abogada",
    "advogado", "advogada", "avocat", "avocate", "anwalt", "anwältin", "ingeniero", "ingeniera",
    "engenheiro", "engenheira", "ingénieur", "ingénieure", "ingenieur", "ingenieurin",
    "contador", "contadora", "comptable", "conseillère", "conseiller", "vendedor", "vendedora",
    "cajero", "cajera", "camarero", "camarera", "cocinero", "cocinera", "mesero", "mesera",
    "teamleiter", "teamleiterin", "guru", "perawat", "dokter", "mahasiswa", "mahasiswi",
    "karyawan", "pegawai", "sopir", "insegnante", "infermiere", "infermiera", "avvocato",
    "verpleegkundige", "leraar", "lerares", "nauczyciel", "nauczycielka", "pielęgniarka",
    "lekarz", "kierowca", "motorista", "faxineira", "limpiadora", "schoonmaker",
    "dentista", "tassista", "taxista", "pescador", "pescatore", "docent", "auxiliar", "cuoco",
    "muratore", "albañil", "pedreiro", "mecánico", "mecânico", "meccanico", "elettricista",
    "electricista", "eletricista", "idraulico", "fontanero", "encanador", "commesso",
    "commessa", "segretaria", "secretária", "secretaria", "farmacéutico", "farmacêutico",
    "farmacista", "psicólogo", "psicóloga", "psicologo", "psicologa", "fisioterapeuta",
    "fisioterapista", "enseignant", "enseignante", "aide-soignante", "aide-soignant",
    "kassierer", "kassiererin", "verkäufer", "verkäuferin", "erzieher", "erzieherin",
    "krankenpfleger", "polizist", "busfahrer", "dachdecker", "tischler", "elektriker", "kapper",
    "kok", "bakker", "kasjer", "kasjerka", "sprzedawca", "sprzedawczyni", "hemşire", "öğretmen",
    "doktor", "mühendis", "avukat", "şoför", "garson", "aşçı", "petani", "nelayan", "bidan",
    "mkulima", "mwalimu", "daktari", "muuguzi", "dereva", "fundi", "kangoshi", "bengoshi",
    "kaishain", "untenshu", "mohandis", "cozinheiro", "cozinheira", "garçom", "garçonete",
    # English heads Faker's job list lacks
    # (not "docker", "picker", "dev" or "ta": "docker compose", "date picker", "a dev server")
    "packer", "fitter", "seamstress", "deaconess", "receptionist", "physio", "senco", "dba",
    "sysadmin", "generalist", "steuerberater", "steuerberaterin",
    "werkstudent", "werkstudentin", "assistante", "assistente", "expert", "experte",
    # Vietnamese "sinh viên", "giáo viên", "nhân viên"; Japanese "sensei", "kyouju", "gakusei"
    "viên", "sensei", "kyouju", "kyoju", "gakusei",
    "rechtsanwalt", "rechtsanwältin", "sachbearbeiter", "sachbearbeiterin",
    "welder", "labourer", "laborer", "roofer", "bricklayer", "plasterer", "supervisor",
    "foreman", "forewoman", "handyman", "caretaker", "porter", "storekeeper", "vendor",
    "forklift", "stocker", "cleaner", "dishwasher", "waiter", "waitress", "bartender",
    # the clinical and care grades people write as letters
    "rn", "lpn", "cna", "hca", "np", "aprn", "crna", "emt",
    # Indonesian staff words; "retired" in other languages (a status that singles out as a job)
    "staf", "akuntan", "karyawati", "reformado", "reformada", "aposentado", "aposentada",
    "jubilado", "jubilada", "retraité", "retraitée", "pensionato", "pensionata", "rentner",
    "rentnerin", "gepensioneerd", "emeryt", "emerytka", "pensiunan", "huisarts", "neurólogo",
    "neuróloga", "cardiólogo", "cardióloga", "hausarzt", "hausärztin", "étudiant", "étudiante",
    "estudiante", "estudante", "studente",
    "studentessa", "studentin", "operaio", "operaia", "obrero", "obrera", "operário", "operária",
    "ouvrier", "ouvrière", "arbeiter", "arbeiterin", "teamlead", "teamleider", "teamleidster",
    "fluglotse", "fluglotsin", "geometra", "préparatrice", "préparateur", "sophrologue",
    "funcionaria", "funcionario", "funcionária", "funcionário", "repartidor", "repartidora",
    "longarts", "gestionnaire", "klassenlehrerin", "klassenlehrer", "schulleiter",
    "schulleiterin", "agricultor", "agricultora", "undergrad", "postgrad", "mimar", "mimarım",
    "kierownik", "kierowniczka", "drh", "hrbp", "geschäftsführer", "geschäftsführerin",
    "beamter", "beamtin", "jefe", "jefa", "coordinador", "coordinadora", "coordenador",
    "coordenadora",
    "kinésithérapeute", "kiné", "sage-femme", "serveuse", "dentiste", "pompier", "policier",
    "policière", "ostéopathe", "orthophoniste",
    # forklift and warehouse hands, specialists and drivers of more languages (holdout19)
    "operario", "operaria", "magazziniere", "magazziniera", "specjalista", "specjalistka",
    "hekimi", "hekim", "chauffeur", "coördinator", "zorgcoördinator", "carretillero",
    "carretillera", "almacenista",
    # Italian, German and Dutch jobs (Faker has no job titles in those languages), and heads
    # Faker's French, Spanish, Polish and Turkish lists lack (holdout21: "Je suis Chargé de
    # clientèle", "jako spawacz", "Görevi: Satış Temsilcisi"). Not "Koch", "Maurer" or
    # "Schreiner" (as common as surnames) nor "autista" (in Spanish: autistic).
    "impiegato", "impiegata", "cameriere", "cameriera", "commercialista", "ingegnere",
    "parrucchiere", "parrucchiera", "panettiere", "direttore", "direttrice", "ragioniere",
    "ragioniera", "badante", "poliziotto", "kaufmann", "kauffrau", "pflegefachkraft",
    "pflegekraft", "köchin", "bäckerin", "friseur", "friseurin", "mechaniker", "mechanikerin",
    "entwickler", "entwicklerin", "buchhalter", "buchhalterin", "fahrer", "fahrerin", "lagerist",
    "lageristin", "sekretärin", "assistent", "assistentin", "hebamme", "polizistin", "verkoper",
    "verkoopster", "timmerman", "loodgieter", "elektricien", "boekhouder", "beleidsmedewerker",
    "medewerker", "medewerkster", "projectleider", "ontwikkelaar", "tandarts", "apotheker",
    "schoonmaakster", "bezorger", "magazijnmedewerker", "chargé", "chargée", "professeure",
    "serveur", "gérante", "camionero", "camionera", "dependienta", "dependiente", "cartero",
    "cartera", "peluquera", "peluquero", "panadero", "panadera", "síndico", "síndica", "spawacz",
    "księgowa", "magazynier", "elektryk", "mechanik", "murarz", "stolarz", "programista",
    "programistka", "kucharz", "kucharka", "fryzjer", "fryzjerka", "pielęgniarz", "policjant",
    "policjantka", "kelnerka", "opiekunka", "przedszkolanka", "dyrektorka", "sekretarka",
    "recepcjonistka", "informatyk", "lekarka", "temsilcisi", "temsilci", "uzman", "uzmanı",
    "yazılımcı", "geliştirici",
    # shop and school roles in Spanish and French, and Polish jobs in the instrumental case
    # that "jestem" and "pracuję jako" take ("jestem pielęgniarką", "pracuje jako kierowcą")
    "encargado", "encargada", "tutora", "gérant", "gerente", "gestora", "gestor",
    "pielęgniarką", "nauczycielką", "lekarką", "kierowcą", "księgową", "sekretarką",
    "recepcjonistką", "programistką", "kucharką", "fryzjerką", "kelnerką", "sprzedawczynią",
    "opiekunką", "nauczycielem", "lekarzem", "programistą", "mechanikiem", "elektrykiem",
    "spawaczem", "kucharzem", "fryzjerem", "magazynierem", "kelnerem", "sprzedawcą",
    "informatykiem", "inżynierem", "księgowym", "policjantem", "policjantką", "murarzem",
    # Swedish, Norwegian, Danish, Romanian, Czech, Slovak and Croatian jobs (Faker has no
    # Swedish or Norwegian titles; its other lists name titles, not the words people say)
    "lärare", "förskollärare", "sjuksköterska", "undersköterska", "barnmorska", "läkare",
    "ingenjör", "snickare", "kock", "städare", "säljare", "utvecklare", "programmerare",
    "revisor", "socionom", "tandläkare", "sjukgymnast", "fysioterapeut", "pensionär",
    "busschaufför", "lastbilschaufför", "vårdbiträde", "rörmokare", "frisör",
    "sykepleier", "sygeplejerske", "lærer", "lege", "læge", "ingeniør", "jordmor", "jordemoder",
    "pedagog", "pædagog", "tømrer", "snekker", "rørlegger", "kokk", "pensjonist", "pensionist",
    "sosionom", "helsefagarbeider", "sosu-assistent", "frisør",
    "asistent", "asistentă", "profesoară", "învățătoare", "învățător", "educatoare", "medic",
    "doctoriță", "inginer", "ingineră", "contabil", "contabilă", "vânzător", "vânzătoare",
    "șofer", "bucătar", "bucătăreasă", "programator", "programatoare", "avocată", "farmacist",
    "farmacistă", "economist", "economistă", "muncitor", "muncitoare", "ospătar", "ospătăriță",
    "instalator", "zidar", "tâmplar", "coafeză", "polițist", "polițistă", "pensionar",
    "pensionară", "studentă", "îngrijitoare", "infirmieră", "moașă", "asistentă-șefă",
    "učitel", "učitelka", "učiteľ", "učiteľka", "lékař", "lékařka", "lekár", "lekárka",
    "inženýr", "inžinier", "programátor", "programátorka", "účetní", "účtovníčka", "prodavač",
    "prodavačka", "predavač", "predavačka", "řidič", "vodič", "kuchař", "kuchařka", "kuchár",
    "kuchárka", "elektrikář", "instalatér", "zedník", "truhlář", "stolár", "policista",
    "úředník", "úřednice", "advokátka", "zdravotník", "zdravotnice", "sestřička",
    "učitelj", "učiteljica", "liječnik", "liječnica", "inženjer", "inženjerka", "programer",
    "programerka", "računovođa", "prodavačica", "vozač", "kuhar", "kuharica", "električar",
    "vodoinstalater", "stolar", "policajac", "odvjetnik", "odvjetnica", "konobar", "konobarica",
    # French, Italian and Spanish heads their lists lack
    "coordinateur", "coordinatrice", "coordinatore", "diarista", "cuoca", "recepcionista",
    "recepcjonista", "educadora", "educador",
    "übersetzer", "übersetzerin", "dolmetscher", "dolmetscherin", "architekt", "architektin",
    "redakteur", "redakteurin", "pädagoge", "pädagogin", "monteur", "monteurin",
    # Indonesian traders and the self-employed, a French schoolteacher, Polish owners
    "pedagang", "wiraswasta", "wirausaha", "pengusaha", "maîtresse", "właściciel",
    "właścicielka", "właściciela",
})
# a role's letters that name a job after a name ("Marguerite Lafleur, COO", "Dana, AE at
# Brightloop") or before one ("HRBP: Lakshmi Narayanan")
_ROLE_LETTER_HEADS = frozenset({
    "ceo", "cfo", "coo", "cto", "cmo", "cio", "ciso", "vp", "svp", "evp", "ae", "sdr", "bdr",
    "csm", "hrbp", "swe", "sre", "dba", "pm", "tpm", "qa", "gp", "rn", "np", "cpa", "ea",
    # a chat speaker's or a signature's role: "Dev Patel (HR):", "Dr Ng (FY2)", "Keisha Okafor,
    # LCSW", "(HR BP)"
    "hr", "fy1", "fy2", "sho", "hca", "cna", "lpn", "emt", "lcsw", "lmft", "lpc", "senco", "dpo",
    "ta", "pa", "heo", "eo", "seo",
})
# the job after a cue: an article, then a word or two up to a preposition
_JOB_AFTER_CUE = (
    r"(?:(?:an?|un|une|una|uno|el|la|il|lo|der|die|de|een|o|um|uma|en|ett)[ \t]+)?"
    r"(?P<v>[^\W\d_][\w\-]*(?:[ \t](?!(?:at|in|on|for|of|and|bei|bij|en|em|na|no|di|a|à|"
    r"im|op|per|da|w|z|del|do|dans|and|the|but|so|to|på|i|hos|vid|la|în|v|u|pri)\b)"
    r"[^\W\d_][\w\-]*)?)"
)
# cues that can only introduce a job: what follows is one, known head word or not ("trabalho
# como dentista", "faccio il tassista", "werkt als docent wiskunde")
_WORK_AS = compile_rule(
    r"(?i)\b(?:i work as|i worked as|works as|worked as|working as|work as|trabajo como|"
    r"trabaja como|trabalho como|trabalha como|je travaille comme|travaille comme|"
    # (Dutch "ik werk als", not German "das Werk als Ganzes")
    r"arbeite als|arbeitet als|ik werk als|werkt als|lavoro come|lavora come|faccio il|faccio la|"
    r"lavoravo come|trabajaba como|trabalhava como|travaillais comme|arbeitete als|werkte als|"
    r"fa il|fa la|pracuję jako|pracuje jako|bekerja sebagai|kerja sebagai|kerja jadi|"
    # Swedish, Norwegian, Danish, Romanian, Czech, Slovak, Croatian, Slovene, Polish, Tagalog
    r"jobbar som|arbetar som|jobbade som|arbetade som|jobber som|arbeider som|arbejder som|"
    r"jobbet som|lucrez ca|lucrează ca|lucram ca|pracuji jako|pracuju jako|pracujem ako|"
    r"pracuje ako|radim kao|radi kao|delam kot|praca jako|nagtatrabaho bilang|"
    r"nagtatrabaho ako bilang|"
    # Swahili "ninafanya kazi kama mhasibu"
    r"ninafanya kazi kama|anafanya kazi kama|nafanya kazi kama|nilifanya kazi kama)[ \t]+"
    rf"{_JOB_AFTER_CUE}"
)
# Polish says a job after "to be" in the instrumental: "Jestem nauczycielem", "była
# pielęgniarką", "jest kierowcą" (the nominative, "nauczyciel", "pielęgniarka", must be a job)
_POLISH_BEING_JOB = compile_rule(
    r"(?i)\b(?:jestem|jest|jesteś|byłem|byłam|był|była|zostałem|zostałam|został|została)[ \t]+"
    r"(?P<v>[a-ząćęłńóśźż]{3,}(?:iem|em|ą))\b"
)


def _polish_nominatives(word: str) -> tuple[str, ...]:
    """"nauczycielem" -> "nauczyciel", "pielęgniarką" -> "pielęgniarka", "kierowcą" ->
    "kierowca", "grafikiem" -> "grafik"."""
    if word.endswith("ą"):
        return (word[:-1] + "a",)
    if word.endswith("iem"):
        return (word[:-3], word[:-2])
    return (word[:-2],)


# Russian and Ukrainian say the job in the instrumental case after "work": "Работаю
# бухгалтером", "работала старшей медсестрой", "працюю вчителем" (an adjective may come first)
_WORK_AS_INSTRUMENTAL = compile_rule(
    r"(?i)\b(?:работа(?:ю|ет|ешь|ла|л|ли|ем)|працю(?:ю|є|вала|вав))[ \t]+"
    r"(?P<v>(?:[а-яёіїєґ]+(?:ым|им|ой|ей|ою|ею)[ \t]+)?[а-яёіїєґ]{3,}(?:ом|ем|ой|ей|ёй|ою|ею))\b"
)
# the same said with a word or two between ("trabalho meio período como atendente", "I work
# part-time as a cleaner", "un CDI à Toulouse comme infirmier") or of being hired or starting
# ("voy a empezar como investigador", "eingestellt als Lagerist"): only with a job's head word
_WORK_AS_WIDER = compile_rule(
    r"(?i)\b(?:(?P<en>i work|works?|worked|working|i['’]m employed|hired|started|starting)"
    r"(?:[ \t]+[\w\-]+){0,2}?[ \t]+as"
    r"|(?:trabajo|trabaja|trabajaba|trabajé|laburo|labura|empecé|empiezo|empezar|empezó|"
    r"contratad[oa]|trabalho|trabalha|trabalhava|trabalhei|comecei|começo|começar|começou|"
    r"atuo|atua)(?:[ \t]+[\w\-]+){0,2}?[ \t]+como"
    r"|(?:travaille|travaillais|travaillait|bosse|embauchée?|engagée?|recrutée?|cdi|cdd|poste|"
    r"contrat|stage|emploi|job|boulot|alternance)(?:[ \t]+[\w\-'’]+){0,3}?[ \t]+comme"
    r"|(?:arbeite|arbeitet|arbeitete|jobbe|jobbt|eingestellt|angestellt|beschäftigt|tätig|"
    r"anfangen|angefangen|beginne|begonnen)(?:[ \t]+[\w\-]+){0,2}?[ \t]+als"
    r"|(?:ik werk|werkt|werkte|gewerkt|aangenomen|begonnen)(?:[ \t]+[\w\-]+){0,2}?[ \t]+als"
    r"|(?:lavoro|lavora|lavoravo|assunt[oa]|inizio|iniziato|iniziata)"
    r"(?:[ \t]+[\w\-]+){0,2}?[ \t]+come"
    r"|(?:jobbar|arbetar|jobbade|arbetade|anställd|jobber|arbeider|arbejder|ansatt|ansat)"
    r"(?:[ \t]+[\w\-]+){0,2}?[ \t]+som"
    r"|(?:lucrez|lucrează|lucram|angajat|angajată)(?:[ \t]+[\w\-]+){0,2}?[ \t]+ca"
    r"|(?:pracuję|pracuje|pracowałem|pracowałam|zatrudniony|zatrudniona|zatrudnion[aey])"
    r"(?:[ \t]+[\w\-]+){0,2}?[ \t]+jako)[ \t]+"
    rf"{_JOB_AFTER_CUE}"
)


# where the job is done, right after it: "a nurse at LUTH", "team lead at the Brightline Mobile
# contact centre", "schoonmaker bij het UMC", "enfermera en el Hospital Clínico"
_WORKPLACE_AFTER = compile_rule(
    r"(?:[ \t]+(?:on|in|for)[ \t]+\w+)?[ \t]+(?:at|with|for|bij|bei|chez|en|em|na|no|di|w|presso|"
    r"alla|allo|al|nella|nel|beim|bei der|au|aux|à la|auprès de|på|hos|vid|u|pri|fe)"
    r"[ \t]+(?:(?:the|het|de|der|dem|la|el|le|o|a)[ \t]+)?"
    r"(?P<org>[A-Z][\w&'’.\-]*(?:[ \t]+(?:[A-Z][\w&'’.\-]*|(?:of|de|del|do|da|für|am)\b))"
    r"{0,4})(?<![ \t])(?<!\.)"
)
# typed in lower case: up to four words up to a preposition, a comma or the line's end ("a ux
# designer at zeta fintech in gurgaon")
_LOWER_WORKPLACE_AFTER = compile_rule(
    r"[ \t]+(?:at|for|with)[ \t]+(?P<org>[a-z][a-z0-9&'’\-]*(?:[ \t](?!(?:in|on|at|for|and|but|"
    r"since|from|to|as|so|near|the|a|an|is|was|where|who|which|because|until|till)\b)"
    r"[a-z][a-z0-9&'’\-]*){1,3})(?=[ \t]*(?:[,.;:!?)\n]|$|[ \t](?:in|on|since|from|for|and|"
    r"but|so|near|until|till|as)\b))"
)
# an employer, landlord or school named in parentheses after the word for it ("my landlord
# (kestrel homes)", "my h1b employer (tallgrass biotech in durham nc)")
_NAMED_IN_PARENTHESES = compile_rule(
    r"(?i)\b(?:employer|landlord|letting agent|agency|company|firm|school|clinic|practice|"
    r"university|college|bank|insurer)[ \t]*\([ \t]*(?P<org>[^\s()][^()\n]{2,40}?)"
    r"(?:[ \t]+in[ \t]+[^()\n]+)?[ \t]*\)"
)
_NOT_WORKPLACES = frozenset({"home", "night", "nights", "weekends", "i", "the", "a", "an",
                             "monday", "tuesday", "wednesday", "thursday", "friday", "saturday",
                             "sunday", "christmas", "easter", "work"})


_SENTENCE_STOP = compile_rule(r"(?<!\bSt)(?<!\bDr)(?<!\bMt)(?<!\bCo)(?<!\bNo)(?<![A-Z])\.[ \t]")


def _sentence_cut(text: str, start: int, end: int) -> tuple[int, int]:
    """A workplace ends with its sentence: "Brightloop" of "AE at Brightloop. We help"."""
    stop = _SENTENCE_STOP.search(text, start, end)
    return (start, stop.start()) if stop else (start, end)


def job_head(word: str, possessive: bool) -> bool:
    from hushprompt.models.span_checks import is_job_word

    folded = word.casefold()
    if possessive and folded in _AMBIGUOUS_AFTER_POSSESSIVE:
        return False
    return (folded in _JOBS_ABROAD or is_job_word(folded) or folded in _jobs_of_other_languages()
            or folded.endswith(_PERSON_OF_A_FIELD) and len(folded) > 7
            and folded not in _NOT_SPECIALISTS
            or _german_compound_job(folded))


# German compounds end in the job ("Praxismanagerin", "Lagerleiter", "Steuerberaterin",
# "Kfz-Mechatroniker"), in the feminine with "-in", in the plural with "-innen" or "-en"; at
# least three letters come before the job ("Leiter" alone is the head word lists' concern)
_GERMAN_COMPOUND_JOB = compile_rule(
    r"^.{3,}(?:manager|leiter|berater|assistent|referent|techniker|mechaniker|mechatroniker|"
    r"verkäufer|pfleger|erzieher|lehrer|fahrer|arzt|ärzt|helfer|kaufmann|kauffrau|ingenieur|"
    r"entwickler|planer|therapeut|sachbearbeiter|angestellter?|arbeiter|beamter|beamtin|"
    r"vertreter|betreuer|inspektor|koordinator|direktor|meister|gehilfe|buchhalter|"
    r"übersetzer|dolmetscher|verwalter|fachkraft|monteur|installateur|programmierer|"
    r"redakteur|architekt|elektriker|pädagog|pädagoge|"
    # a club's treasurer or groundsman, a youth coach, a controller ("Kassenwart",
    # "Jugendtrainer", "Junior-Controllerin")
    r"wart|trainer|controller)(?:innen|in|en)?$"
)


def _german_compound_job(folded: str) -> bool:
    return len(folded) >= 8 and _GERMAN_COMPOUND_JOB.match(folded) is not None


# "cardiologist", "paediatrician", "sonographer", "psychiatrist": a specialist of a field; and
# in other languages "oncólogo", "cardiologue", "Kardiologe", "Onkologin", "cardioloog"
_PERSON_OF_A_FIELD = ("ologist", "ologists", "iatrician", "iatrist", "ician", "icians",
                      "ographer", "ographers", "ólogo", "óloga", "ólogos", "ólogas", "ologo",
                      "ologa", "ologue", "ologues", "ologe", "ologen", "ologin", "oloog",
                      # "psychiatre", "pédiatre", "psiquiatra", "Psychiater", "Kinderpsychiaterin"
                      "iatre", "iatres", "iatra", "iatras", "iater", "iaterin")
# words with those endings that name no one: a monologue, a prologue, an epilogue, a decalogue
_NOT_SPECIALISTS = frozenset({"monólogo", "monologo", "monologue", "monologues", "prologue",
                              "prologues", "epilogue", "epilogues", "decálogo", "decalogo"})
# Faker's job titles of these languages name the job first ("técnico de laboratorio",
# "chargé d'affaires"), Turkish ones last ("ağ yöneticisi")
_TITLES_HEAD_FIRST = ("fr_FR", "es_ES", "es_MX", "pt_BR", "pt_PT", "pl_PL")
_TITLES_HEAD_LAST = ("tr_TR",)
# first words of those titles that are no job on their own ("personal de limpieza", "chargé
# de mission", "babcia" of a Polish joke title, "oficial" and "físico" also mean "official" and
# "physical", "üyesi" is "member of")
_NOT_JOB_HEADS = frozenset({
    "personal", "profesional", "responsable", "chargé", "chargée", "attaché", "attachée",
    "employé", "employée", "babcia", "oficial", "físico", "física", "mestre", "criador",
    "üyesi", "elemanı", "sorumlusu", "artista", "membre", "miembro", "membro", "pessoal",
    "femme", "garçon", "data", "patron",
    # English and technical words ("my SQLAlchemy model", "a general fix"), things rather than
    # people ("impresora" is a printer, "transformador" a transformer) and firms ("Constructora
    # Surco SpA", "operadora" is a phone company)
    "model", "modelo", "modela", "body", "control", "credit", "general", "commercial",
    "community", "host", "disc", "garde", "guide", "major", "monitor", "monitora", "papa",
    "primeira", "primeiro", "segunda", "segundo", "outra", "outro", "personas", "traffic",
    "visual", "yield", "fiscal", "critique", "receptor", "receptora", "regulador", "reguladora",
    "transformador", "transformadora", "processador", "processadora", "impresora", "impressora",
    "impresor", "impressor", "lavadora", "lavador", "secadora", "secador", "controlador",
    "controladora", "detonador", "compensador", "copiadora", "copiador", "caixa", "cabo",
    "guarda", "guia", "tenedor", "tenedora", "noter", "bate", "caba", "buza", "vigilante",
    "imediata", "imediato", "moedor", "filtrador", "constructora", "construtora", "productora",
    "produtora", "editora", "distribuidora", "distribuidor", "transportadora", "operadora",
    "emissora", "grabadora", "gravadora", "extrusora", "misturadora", "perfuradora",
    "empacadora", "embaladora", "registradora",
})
# masculine endings and their feminine forms: "vendeur" -> "vendeuse", "directeur" ->
# "directrice", "caissier" -> "caissière", "pharmacien" -> "pharmacienne", "arquitecto" ->
# "arquitecta", "coordinador" -> "coordinadora"
_FEMININE = (("teur", ("trice", "teuse")), ("eur", ("euse",)), ("ier", ("ière",)),
             ("ien", ("ienne",)), ("er", ("ère",)), ("o", ("a",)), ("or", ("ora",)),
             ("ão", ("ã", "ona")))


@cache
def _jobs_of_other_languages() -> frozenset[str]:
    """Head words of Faker's French, Spanish, Portuguese, Polish and Turkish job titles (Faker
    is a dependency already; no list of jobs in those languages ships with a better-kept
    package), with their feminine forms."""
    import importlib

    heads: set[str] = set()
    for locales, first in ((_TITLES_HEAD_FIRST, True), (_TITLES_HEAD_LAST, False)):
        for locale in locales:
            try:
                titles = importlib.import_module(f"faker.providers.job.{locale}").Provider.jobs
            except (ImportError, AttributeError):  # an older or newer Faker without the locale
                continue
            for title in titles:
                words = title.split()
                head = (words[0] if first else words[-1]).strip("(),").casefold()
                if len(head) >= 4 and head.isalpha() and head not in _NOT_JOB_HEADS:
                    heads.add(head)
    feminine = {head[: -len(ending)] + form for head in heads
                for ending, forms in _FEMININE if head.endswith(ending) for form in forms}
    return frozenset(heads | feminine)


@cache
def _job_heads_of(locale: str, first: bool) -> frozenset[str]:
    """The head words of Faker's job titles of one language (the last word of Turkish,
    Hungarian and Finnish titles), casefolded."""
    import importlib

    try:
        titles = importlib.import_module(f"faker.providers.job.{locale}").Provider.jobs
    except (ImportError, AttributeError):
        return frozenset()
    heads = set()
    for title in titles:
        words = title.replace(",", " ").split()
        head = (words[0] if first else words[-1]).strip("()").casefold()
        if len(head) >= 4 and head.isalpha() and head not in everyday_words():
            heads.add(head)
    return frozenset(heads)


# Jobs said by the grammar of languages that put "I am" in the word or after it: Turkish
# "garsonum", "sistem yöneticisiyim" (I am a waiter, a systems administrator); Hungarian
# "fizikus vagyok"; Finnish "työskentelen myyjänä" (I work as a salesperson). Faker's job titles
# of those languages give the jobs (no better-kept list ships with a package).
_TURKISH_LETTERS = compile_rule(r"[ğışçöüĞİŞÇÖÜ]")
_TURKISH_SUFFIXED = compile_rule(r"\b(?P<stem>[^\W\d_]{4,}?)(?:y[ıiuü]m|[ıiuü]m)\b")
_HUNGARIAN_BEFORE_AM = compile_rule(
    r"\b(?P<v>[^\W\d_]{4,})[ \t]+(?:vagyok|voltam|vagy|volt|lettem)\b")
_HUNGARIAN_AM = compile_rule(r"\b(?:vagyok|voltam|vagy|volt|lettem)\b")
_FINNISH_ESSIVE = compile_rule(
    r"(?i:\b(?:työskentelen|työskentelee|työskentelin|toimin|toimii|olen töissä|olin töissä)"
    r"[ \t]+)(?P<v>(?P<stem>[^\W\d_]{3,}?)(?:na|nä))\b")


# A student's year and course: "final year B.Tech CSE", "1st year MBBS", "2nd year BS
# Accountancy", "BSc Nursing (Adult) yr 2"; and a course studied, in Dutch, Danish, Norwegian,
# Swedish and German, before where ("studeer verpleegkunde aan de Hanze", "læser medicin på 4.
# semester")
_DEGREE = (r"(?:B\.?\s?Tech|M\.?\s?Tech|MBBS|BDS|BS|BA|BSc|MSc|MA|MS|B\.?Com|M\.?Com|BBA|MBA|LLB|"
           r"LLM|BEng|MEng|B\.?E|B\.?Sc|M\.?Sc|B\.?Pharm|BSN|BFA|PhD|DPhil|BEd|PGCE)")
_YEAR_OF_STUDY = compile_rule(
    r"(?i:\b(?:final|first|second|third|fourth|fifth|[1-6](?:st|nd|rd|th))[ \t\-]+year)"
    rf"[ \t]+(?:of[ \t]+)?(?:an?[ \t]+)?{_DEGREE}\b(?:[ \t]+(?:in[ \t]+)?[A-Z][\w&/]*){{0,2}}"
)
_COURSE_STUDIED = compile_rule(
    r"(?i:\b(?:studeer|studeert|studeerde|læser|læste|leser|studerer|studerar|läser|studiere|"
    r"studiert|studierte)[ \t]+)"
    r"(?P<v>[^\W\d_]{4,}(?:[ \t]+[^\W\d_]{3,})?)"
    r"(?=[ \t]+(?:aan|an|på|ved|vid|in|op)[ \t]+(?:de[ \t]+|der[ \t]+|het[ \t]+)?(?:[A-ZÆØÅ]|\d))"
)


def find_studies(text: str) -> Iterable[Finding]:
    for match in _YEAR_OF_STUDY.finditer(text):
        yield finding(text, *match.span(), Label.OCCUPATION, "rules:employment", 0.7)
    for match in _COURSE_STUDIED.finditer(text):
        yield finding(text, *match.span("v"), Label.OCCUPATION, "rules:employment", 0.7)


def find_jobs_in_their_grammar(text: str) -> Iterable[Finding]:
    if _TURKISH_LETTERS.search(text):
        for match in _TURKISH_SUFFIXED.finditer(text):
            if match.group("stem").casefold() in _job_heads_of("tr_TR", first=False):
                yield finding(text, *match.span(), Label.OCCUPATION, "rules:employment", 0.7)
    for match in (_HUNGARIAN_BEFORE_AM.finditer(text) if _HUNGARIAN_AM.search(text) else ()):
        if match.group("v").casefold() in _job_heads_of("hu_HU", first=False):
            yield finding(text, *match.span("v"), Label.OCCUPATION, "rules:employment", 0.7)
    for match in _FINNISH_ESSIVE.finditer(text):
        if match.group("stem").casefold() in _job_heads_of("fi_FI", first=False):
            yield finding(text, *match.span("v"), Label.OCCUPATION, "rules:employment", 0.7)


_ENGLISH_CUE = compile_rule(r"(?i)(?:i )?work(?:s|ed|ing)? as")
# Turkish names the job before its cue: "İzmir'de diş hekimi olarak çalışıyor" (works as a
# dentist in İzmir): the lower-case words right before "olarak çalış-"
_WORKS_AS_AFTER = compile_rule(
    r"(?<![\w'’])(?P<v>[a-zçğıöşü]+(?:[ \t][a-zçğıöşü]+){0,2})[ \t]+olarak[ \t]+çalış")
# "driver" is a job only after a vehicle ("school bus driver", "HGV driver"); alone it is as
# often software ("a driver issue", "the JDBC driver")
_VEHICLES = frozenset({"bus", "truck", "taxi", "cab", "lorry", "hgv", "van", "delivery", "uber",
                       "lyft", "forklift", "tram", "train", "ambulance", "tractor", "coach",
                       "tanker", "rideshare", "racing", "limo", "courier", "crane"})


# and "broker" after a messaging protocol is software ("my MQTT broker", "the Kafka broker")
_SOFTWARE_BEFORE_BROKER = frozenset({"mqtt", "message", "messaging", "kafka", "rabbitmq", "amqp",
                                     "event", "redis", "celery", "activemq", "mosquitto", "nats"})


def _surname_after_given_name(words: list[re.Match[str]], index: int) -> bool:
    """A capitalised word after a known given name is the rest of a name, not a job, even when
    it names a trade: "Our tenant Tom Baker"."""
    from hushprompt.detect.given_names import is_known_name

    word = words[index].group()
    given = words[index - 1].group() if index > 0 else ""
    return (word[:1].isupper() and word[1:].islower() and given[:1].isupper()
            and is_known_name(given))


def _stated_job_heads(words: list[re.Match[str]], possessive: bool) -> list[re.Match[str]]:
    heads = []
    for index, word in enumerate(words):
        folded = word.group().strip(".-").casefold()
        if _surname_after_given_name(words, index):
            continue
        if folded in ("broker", "brokers") and index > 0 \
                and words[index - 1].group().casefold() in _SOFTWARE_BEFORE_BROKER:
            continue
        if job_head(folded, possessive) or (
                folded in ("driver", "drivers") and index > 0
                and words[index - 1].group().casefold() in _VEHICLES):
            heads.append(word)
    return heads


# Hindi-English: "main software testing lead hoon", "main Deepika Reddy, team lead hoon"
_HINGLISH_I_AM = compile_rule(
    r"(?i)\b(?:main|mai)\b[^.\n!?]{0,40}?(?<![\w\-])"
    r"(?P<v>(?:[^\W\d_][\w\-]*[ \t]+){0,2}[^\W\d_][\w\-]*)[ \t]+(?:hoon|hun|hoo)\b"
)
_APPLYING_BEFORE = compile_rule(
    r"(?i)\b(?:bewerbung|bewerbe mich|bewirbt sich|application|applying|apply|candidature|"
    r"candidatura|solicitud|sollicitatie|solliciteer)\b[^\n.]{0,12}$")


def _stated_job_cues(text: str) -> Iterable[re.Match[str]]:
    """_STATED_JOB's matches; the next is looked for right after a match's cue, not after its
    words: "es RAVH850312HJCMLC07. Yo soy maestra" is no job, its "soy maestra" is."""
    position = 0
    while (match := _STATED_JOB.search(text, position)) is not None:
        yield match
        position = match.start("v")


def find_stated_jobs(text: str) -> Iterable[Finding]:
    for match in _WORKS_AS_AFTER.finditer(text):
        yield finding(text, *match.span("v"), Label.OCCUPATION, "rules:employment", 0.7)
    for match in _WORK_AS.finditer(text):
        start = match.start("v")
        words = list(re.finditer(r"[\w\-]+", match.group("v")))
        heads = _stated_job_heads(words, possessive=False)
        if heads:  # up to the last head word: "docent wiskunde" is one job
            end = start + heads[-1].end()
        elif not match.group(0)[:1].isascii() or not _ENGLISH_CUE.match(match.group(0)):
            end = start + words[0].end()  # another language's cue: its noun is the job
        else:
            continue  # "works as expected", "I work as hard as I can"
        yield finding(text, start, end, Label.OCCUPATION, "rules:employment", 0.7)
    for match in _WORK_AS_INSTRUMENTAL.finditer(text):
        yield finding(text, *match.span("v"), Label.OCCUPATION, "rules:employment", 0.7)
    for match in _POLISH_BEING_JOB.finditer(text):
        if any(job_head(word, False) for word in _polish_nominatives(match.group("v").casefold())):
            yield finding(text, *match.span("v"), Label.OCCUPATION, "rules:employment", 0.7)
    for match in _HINGLISH_I_AM.finditer(text):
        heads = _stated_job_heads(list(re.finditer(r"[\w\-]+", match.group("v"))), False)
        if heads:
            start = match.start("v")
            yield finding(text, start, start + heads[-1].end(), Label.OCCUPATION,
                          "rules:employment", 0.7)
    for match in _WORK_AS_WIDER.finditer(text):
        start = match.start("v")
        if _WORK_AS.match(text, match.start()):
            continue  # said without words between: the loop above has it
        heads = _stated_job_heads(list(re.finditer(r"[\w\-]+", match.group("v"))), False)
        if heads:
            yield finding(text, start, start + heads[-1].end(), Label.OCCUPATION,
                          "rules:employment", 0.7)
    for match in _stated_job_cues(text):
        if _APPLYING_BEFORE.search(text, max(0, match.start() - 24), match.start()):
            continue  # "Bewerbung als Pflegefachkraft": the job applied for is the task's
        start = match.start("v")
        # the job ends with its sentence ("a school bus driver. Medical bills ...")
        value = text[start:_sentence_cut(text, start, match.end("v"))[1]]
        words = list(re.finditer(r"[\w.\-]+", value))
        possessive = match.group("own") is not None
        # the job ends at its last head word ("warehouse shift lead", "ICU nurse")
        heads = _stated_job_heads(words, possessive)
        if not heads or possessive and len(heads) == 1 and heads[0].start() == 0 \
                and heads[0].group().casefold().strip(".-") in _ONES_OWN_PROVIDERS:
            continue  # "Should I tell my manager?": who the manager is to the writer
        # an age before the job is an age of its own ("a 39-year-old bus driver")
        aged = [w for w in words if w.start() < heads[0].start() and any(
            ch.isdigit() for ch in w.group())]
        if aged:
            start += aged[-1].end() + 1
        end = match.start("v") + heads[-1].end()
        if text[end - 1] in ".-":
            end -= 1
        yield finding(text, start, end, Label.OCCUPATION, "rules:employment", 0.7)
        workplace = _WORKPLACE_AFTER.match(text, end) or _LOWER_WORKPLACE_AFTER.match(text, end)
        if workplace is not None and workplace.group("org").casefold() not in _NOT_WORKPLACES \
                and workplace.group("org").casefold().split()[0] not in _NOT_WORKPLACES:
            yield finding(text, *_sentence_cut(text, *workplace.span("org")), Label.ORG,
                          "rules:employment", 0.7)
    for match in _NAMED_IN_PARENTHESES.finditer(text):
        words = match.group("org").casefold().split()
        if words[0] not in _NOT_A_NAME_START and len(words) <= 5 and not any(
                ch.isdigit() for ch in words[0]):
            yield finding(text, *match.span("org"), Label.ORG, "rules:employment", 0.7)


# words that start a remark in parentheses, not a name: "my landlord (he is rude)"
_NOT_A_NAME_START = frozenset({
    "he", "she", "they", "i", "we", "it", "who", "which", "that", "not", "the", "a", "an", "still",
    "also", "my", "his", "her", "their", "our", "your", "this", "these", "those", "ex", "now",
    "former", "previous", "new", "old", "same", "private", "public", "see", "e.g.", "i.e.",
    "or", "and", "but", "if", "when", "as", "so", "very", "really", "just", "only", "no", "yes",
})


# A signature line: a name, a comma, a title ("Tom Whitaker, Building Inspector II", "Elena
# Sorokina, CEO").
_SIGNATURE_TITLE = compile_rule(
    r"(?m)^[ \t]*(?:[A-Z][a-zà-öø-ÿ'’\-]+[ \t]+){1,3}[A-Z][a-zà-öø-ÿ'’\-]+(?:[A-Z][a-z]+)?"
    r"(?:,|[ \t]+\|)[ \t]+"
    r"(?P<v>(?:[A-Z][\w&'’\-]*[ \t]+){0,4}[A-Z][\w&'’\-]*)[ \t]*"
    # the employer after an at sign: "Arjun Mehta, Co-founder @ Loglytic"
    r"(?:@[ \t]*(?P<org>[A-Z][\w&'’.\-]*(?:[ \t][A-Z][\w&'’.\-]*){0,3})[ \t]*)?$"
)


# A signature whose title has a line of its own under the name, the employer after a bar or a
# dash ("Maximilian Auer\nSteuerberater | Auer Steuerberatung GmbH", "Martina Ferraro\nInsurance
# Consultant – Assicurazioni Brianza Srl").
_TITLE_UNDER_NAME = compile_rule(
    r"(?m)^[ \t]*(?:(?:[A-Z][a-zà-öø-ÿ'’\-]+|de|van|von|der|den|da|di|du|le|la|bin|al)[ \t]+){1,3}"
    r"[A-Z][a-zà-öø-ÿ'’\-]+[ \t]*\n[ \t]*"
    r"(?P<v>(?:(?:[A-Z][\w&'’\-]*|de|of|du|des|da|do|di|del|für|and|&)[ \t]+){0,4}"
    r"[A-Z][\w&'’\-]*"
    # or in lower case, as some languages write it ("Agnieszka Kowalczyk\ntłumacz przysięgły,
    # Poznań"); its words must hold a job's head word (below)
    r"|(?-i:[a-zà-öø-ÿąćęłńśźż][\w\-]*(?:[ \t][a-zà-öø-ÿąćęłńśźż][\w\-]*){0,3}))[ \t]*"
    r"(?:[|–—,@][ \t]*(?P<org>[A-Z][^\n|]{1,60}?))?[ \t]*$"
)


def workplaces_after_jobs(text: str, found: Sequence[Finding]) -> list[Finding]:
    """Where a job found by any detector is done, right after it: "Schichtarbeiter bei Bosch",
    "infirmière au CHU", "Perawat di RS Borromeus" (the job rules above find it after their own
    cues only)."""
    workplaces = []
    for job in found:
        if job.label is not Label.OCCUPATION:
            continue
        workplace = _WORKPLACE_AFTER.match(text, job.end)
        if workplace is None:
            continue
        name = workplace.group("org").casefold()
        if name in _NOT_WORKPLACES or name.split()[0] in _NOT_WORKPLACES:
            continue
        start, end = _sentence_cut(text, *workplace.span("org"))
        workplaces.append(finding(text, start, end, Label.ORG, "rules:employment", 0.7))
    return workplaces


def find_signature_titles(text: str) -> Iterable[Finding]:
    from hushprompt.detect.public_entities import is_public_brand
    from hushprompt.models.span_checks import is_job_word

    for match in _SIGNATURE_TITLE.finditer(text):
        words = match.group("v").split()
        if any(is_job_word(word) for word in words) or words[-1] in ("II", "III", "IV"):
            yield finding(text, *match.span("v"), Label.OCCUPATION, "rules:employment", 0.75)
            if match.group("org") and not is_public_brand(match.group("org")):
                yield finding(text, *match.span("org"), Label.ORG, "rules:employment", 0.7)
    for match in _TITLE_UNDER_NAME.finditer(text):
        if not any(job_head(word, possessive=False) for word in match.group("v").split()):
            continue
        yield finding(text, *match.span("v"), Label.OCCUPATION, "rules:employment", 0.75)
        if match.group("org") and not is_public_brand(match.group("org")):
            yield finding(text, *match.span("org"), Label.ORG, "rules:employment", 0.7)


# More places a job is said: a record's key ('"job_title": "Lab Manager"'), after an age ("this
# 44-year-old warehouse supervisor"), a role's letters after "I'm" ("I'm a TA", "Main CA hoon"),
# a department someone is in ("Im in HR", "Gwen in payroll"), a job before its holder's name in
# parentheses ("the plumber (Iain Guthrie, ...)") and a post in French, Spanish, Italian or
# Portuguese ("le poste de chef de cuisine").
_JOB_KEY = compile_rule(
    r"(?i)[\"']?\b(?:job_?title|job title|position|occupation|role|designation|profession)[\"']?"
    r"[ \t]*[:=][ \t]*[\"'](?P<v>[^\"'\n]{2,40})[\"']"
)
_JOB_AFTER_AGE = compile_rule(
    r"(?i)\b\d{1,3}[- ](?:year|yr)s?[- ]old[ \t]+(?P<v>(?:[a-z][\w\-]*[ \t]+){0,2}[a-z][\w\-]*)"
)
_ROLE_LETTERS = (
    r"TA|CA|RA|PA|GP|PM|QA|RN|LPN|CNA|HCA|NP|EMT|CPA|CFO|CEO|CTO|COO|VP|SWE|SRE|DBA|OFW|PNS|"
    r"ASN|TKI|BHW"
)
_ROLE_AFTER_SELF = compile_rule(
    r"(?i:\b(?:i['’]?m|i am|im|main|je suis|soy|sou|saya|ako ay|ako po ay|ako ay isang|"
    r"ako po si[^,\n]{0,40},[^,\n]{0,20},)[ \t]+(?:an?[ \t]+|isang[ \t]+)?)"
    rf"(?P<v>{_ROLE_LETTERS})(?=[ \t]+(?i:hoon|hu|here|now|and|at|in|for|with|by|on|so|but|po|"
    r"dati|sa|di)\b|[ \t]*[,.;!)]|[ \t]*$)"
)
# the departments people work in, written as people write them
_DEPARTMENTS = (
    r"HR|payroll|Payroll|accounts|Accounts|finance|Finance|IT|marketing|Marketing|sales|"
    r"Sales|procurement|Procurement|compliance|Compliance|logistics|Logistics|"
    r"customer service|Customer Service|recruitment|Recruitment|admissions|Admissions|"
    r"operations|Operations|facilities|Facilities"
)
_DEPARTMENT = compile_rule(
    r"(?:\b(?i:i['’]?m|i am|im|i work|works|working|worked|she['’]s|he['’]s)|"
    r"\b[A-Z][a-z]+)[ \t]+in[ \t]+"
    rf"(?P<v>{_DEPARTMENTS})"
    r"(?=[ \t]*(?:[,.;:!?)]|$)|[ \t]+(?i:at|for|and|said|says|told|department|dept|team|here|"
    r"now|so|but|since|could|can|will|wants?)\b)"
)
# a named person's department: "Rafał Kowalski from accounting", "opened by Mustafa Öztürk from
# QA" (the word before must be a name: "an email from HR" names no one's job)
_NAME_FROM_DEPARTMENT = compile_rule(
    r"(?P<name>[^\W\d_][\w'’\-]+(?:[ \t]+[^\W\d_][\w'’\-]+)?)[ \t]+from[ \t]+(?:the[ \t]+)?"
    rf"(?P<v>{_DEPARTMENTS}|QA|accounting|Accounting|support|Support|legal|Legal|security|"
    r"Security|dispatch|Dispatch)"
    r"(?=[ \t]*(?:[,.;:!?)]|$)|[ \t]+(?i:team|department|dept|and|who|said|says|told|is|was|"
    r"has|had|left|joined)\b)"
)
_JOB_BEFORE_NAME = compile_rule(
    r"(?i:\b(?:the|our|my|his|her|their))[ \t]+"
    r"(?P<v>(?:[A-Za-z][\w\-]*[ \t]+){0,2}[a-z][\w\-]*)[ \t]*\([ \t]*[A-Z][\w'’\-]+"
)
# a job right before its holder's name, a title or a comma between: "the cardiologist Dr. Hamid
# Rezaei", "The paediatrician, Dr. Sarah Holloway", "con el arquitecto, Matías Sepúlveda"
_JOB_RIGHT_BEFORE_NAME = compile_rule(
    r"(?:(?i:\b(?:the|our|my|his|her|their|your|el|la|le|il|lo|o|a|der|die|mi|mon|ma|meu|minha)"
    r"[ \t]+)"
    # (or a title that opens a line, a bracket or a sentence: "(Staff Nurse Rachel Ng, band 5)",
    # "Property manager Kylie Tran (Nelson Alexander) wants $900")
    r"|(?m:^)[ \t]*(?=[A-Z])|(?<=\()(?=[A-Z])|(?<=[.!?][ \t])(?=[A-Z]))"
    r"(?P<v>(?:[\w\-]+[ \t]+){0,2}[\w\-]+),?[ \t]+"
    r"(?:(?:Dr|Dra|Prof|Mr|Mrs|Ms|Mme|M|Sr|Sra|Herr|Frau)\.?[ \t]+[A-ZÀ-Ý][\w'’\-]+"
    r"|(?P<given>[A-ZÀ-Ý][a-zà-ÿ'’\-]+)(?:[ \t]+[A-ZÀ-Ý][a-zà-ÿ'’\-]+"
    # (or a given name alone, then a comma or a verb: "The receptionist, Tanya, said")
    r"|(?=[ \t]*[,(]|[ \t]+(?:said|says|told|tells|asked|asks|is|was|has|had|will|can|could|"
    r"wants|wanted|called|emailed|replied|refused|agreed)\b)))"
)
_POST_ABROAD = compile_rule(
    r"(?i)\b(?:poste|puesto|cargo|ruolo|posizione)[ \t]+d(?:e|i|['’])[ \t]*"
    r"(?P<v>[^\W\d_][\w'’\-]*(?:[ \t]+(?:de|d['’]|du|en|des|di|del|da|do)[ \t]*[^\W\d_][\w'’\-]*)?)"
)
# A job in apposition to a name, after its age perhaps: "Thiago, 31, engenheiro civil", "Lan Tran,
# retired, Garden Grove", "(Jordan Pereira, Sr Director Eng)", "Dana Whitfield-Osei, AE at
# Brightloop", "Dr Yasmin El-Haddad, 34, junior doctor (ST2 paediatrics)".
_JOB_BESIDE_NAME = compile_rule(
    # (or first in the parentheses after the name: "Luis Ortega-Vance (line manager, DC 4)")
    r"(?<![\w.])(?P<name>[A-Z][\w'’\-]+(?:[ \t]+[A-Z][\w'’\-]+){0,3})"
    r"(?:,[ \t]+|(?P<paren>[ \t]*\([ \t]*))"
    r"(?:\d{1,3}(?:[ \t]+(?:ans|años|anos|anni|jahre|jaar|lat|yaşında|y/?o|yrs?|years(?: old)?))?"
    r",[ \t]+)?"
    r"(?P<v>[^\W\d_][\w.'’\-]*(?:[ \t]+[^\W\d_][\w.'’\-]*){0,3}?)"
    r"(?=[ \t]*(?:[,;()\n]|\.(?:\s|$)|$)|"
    r"[ \t]+(?:at|chez|en|em|na|di|bei|bij|for|with|in|on|presso|da|do|no|au|aux|al|à|im|"
    r"beim|w|of|de|du|des|del|della)\b|[ \t]+d['’])"
)
# a job named by whose it is, in the Romance and Germanic languages: "la tutora de mi hijo", "al
# cartero de mi barrio", "le médecin de ma mère", "die Lehrerin meiner Tochter"
_JOB_OF_MINE = compile_rule(
    r"(?i:\b(?:el|la|al|del|le|o|a|ao|à|il|lo|der|die|dem|den|de)[ \t]+|\bl['’][ \t]*)"
    r"(?P<v>[^\W\d_][\w\-]*)[ \t]+"
    r"(?i:(?:de|du|des|do|da|di|del|della|dello|von|vom|van)[ \t]+)?"
    r"(?i:mi|mis|ma|mon|mes|meu|minha|meus|minhas|mio|mia|miei|mein|meine|meiner|meinem|"
    r"meines|nuestro|nuestra|notre|nos|nosso|nossa|nostro|nostra|unser|unsere|unserer|mijn)"
    r"[ \t]+[^\W\d_]"
)
# work done freelance: "doing freelance graphic design", "kerja freelance"
_FREELANCE = compile_rule(
    r"(?i)\b(?:work(?:s|ed|ing)?|doing|do|does|kerja|trabajo|trabalho|arbeite|travaille)[ \t]+"
    r"(?:as[ \t]+an?[ \t]+)?(?P<v>freelance(?:r)?(?:[ \t]+(?!(?:for|at|with|on|in|and|but|so|"
    r"to|jadi|now|since|from)\b)[a-z]+){0,2})"
)
_RETIRED = frozenset({"retired", "semi-retired"})
_JOB_MODIFIERS = frozenset({
    "team", "property", "personal", "homeroom", "senior", "junior", "line", "shift", "floor",
    "charge", "project", "product", "account", "practice", "office", "ward", "class", "form",
    "head", "deputy", "assistant", "chief", "general", "family", "care", "case", "social",
    "support", "sales", "finance", "hr", "it", "marketing", "store", "branch", "site", "unit",
})


def _job_heads(words: list[re.Match[str]]) -> list[re.Match[str]]:
    return [w for i, w in enumerate(words) if w.group().casefold() not in _NOT_JOBS_AFTER_AGE
            and not _surname_after_given_name(words, i)
            and (job_head(w.group(), possessive=False) or w.group().casefold() in _RETIRED
                 or w.group().casefold() in _ROLE_LETTER_HEADS and w.group().isupper())]


def _appositions(text: str) -> Iterable[re.Match[str]]:
    """Each "Name, words" apposition; after one that names no job the search goes on from its
    words, which may hold the next name ("Salvatore Esposito, C.F. SPSSVT76B08G964K, operaio")."""
    position = 0
    while (match := _JOB_BESIDE_NAME.search(text, position)) is not None:
        yield match
        position = max(match.start("v"), position + 1)


def find_jobs_beside_names(text: str) -> Iterable[Finding]:
    for match in _appositions(text):
        if match.group("paren") and normalize(match.group("name")) in wordlist("public_names"):
            continue  # "Marie Curie (chemist, Nobel 1903)": a public figure's job is the topic
        words = list(re.finditer(r"[\w\-]+", match.group("v")))
        heads = _job_heads(words)
        if not heads:
            continue
        # the apposition starts with the job, its kind or its rank ("Sr Director"), not with a
        # clause ("Oksana, who might volunteer") or a possessive ("my hands")
        lead = words[: words.index(heads[0])]
        strict = not (
            any(not (w.group()[:1].isupper() or w.group().casefold() in _JOB_MODIFIERS)
                for w in lead)
            or not job_head(heads[0].group(), possessive=True)
            and heads[0].group().casefold() not in _RETIRED and not heads[0].group().isupper())
        # or a job with words of its own before it ("Giulia, cuoca", "Herr Bauer,
        # selbstständiger Elektriker"): the phrase must end in the job and start like one
        loose = (words[-1] is heads[-1]
                 and (len(words) > 1 or job_head(words[-1].group(), possessive=True))
                 and words[0].group().casefold() not in _NOT_JOB_LEADS
                 and not _SOUGHT_JOB.search(match.group("v")))
        if not (strict or loose):
            continue
        start, end = match.start("v") + words[0].start(), match.start("v") + heads[-1].end()
        yield finding(text, start, end, Label.OCCUPATION, "rules:employment", 0.7)
        workplace = _WORKPLACE_AFTER.match(text, end)  # "operaio presso Fincantieri S.p.A."
        if workplace is not None and workplace.group("org").casefold() not in _NOT_WORKPLACES:
            yield finding(text, *_sentence_cut(text, *workplace.span("org")), Label.ORG,
                          "rules:employment", 0.7)
    for match in _FREELANCE.finditer(text):
        yield finding(text, *match.span("v"), Label.OCCUPATION, "rules:employment", 0.7)


# words that start a clause or a possessive, not a job ("Oksana, who might volunteer", "Dan, my
# manager"), and a job sought ("ATS-friendly, target role Data Analyst")
_NOT_JOB_LEADS = frozenset({"who", "which", "that", "whose", "my", "your", "his", "her", "our",
                            "their", "the", "a", "an", "this", "these", "and", "but", "so", "if",
                            "when", "where", "as", "to", "for", "not", "no", "i", "im", "i'm",
                            "we", "he", "she", "they", "it", "is", "am", "are", "was", "je",
                            "suis", "ich", "bin", "yo", "soy", "eu", "sou", "io", "sono", "ik",
                            "ben", "ja", "jestem", "please", "thanks", "can", "could"})
_SOUGHT_JOB = compile_rule(r"(?i)\b(?:role|position|target|vacancy|opening|post|job)\b")
_NOT_JOBS_AFTER_AGE = frozenset({"man", "woman", "male", "female", "boy", "girl", "patient",
                                 "mother", "father", "son", "daughter", "child", "kid", "baby"})


def _given_name(word: str) -> bool:
    from hushprompt.standins.names import name_index

    return word.casefold() in name_index().given or word.casefold() in world_given_names()


def _plain_word(word: str) -> bool:
    folded = word.casefold()
    return folded in everyday_words() or folded in wordlist("name_lead_words")


def _name_word(word: str) -> bool:
    from hushprompt.standins.names import name_index

    return _given_name(word) or word.casefold() in name_index().surname


# The payer of a salary on a bank statement is the account holder's employer: "PAYROLL ADVOCATE
# AURORA HEALTH", "SALARY ROYAL FREE LONDON NHS FT", "PAYROLL DELL TECHNOLOGIES DIR DEP".
# Statement rows are written in capitals; prose ("set up payroll for my bakery") is not.
_PAYROLL_PAYER = compile_rule(
    r"\b(?:PAYROLL|SALARY|DIRECT DEP(?:OSIT)?|DIR DEP|N[OÓ]MINA|GEHALT|LOHN|SALAIRE|"
    r"SAL[AÁ]RIO)[ \t]+(?:(?:FROM|DE|VON)[ \t]+)?"
    r"(?P<v>(?=[A-Z0-9&.'\-]*[A-Z]{2})[A-Z][A-Z0-9&.'\-]*"
    r"(?:[ \t](?=[A-Z0-9&.'\-]*[A-Z])[A-Z0-9&.'\-]+){0,5})"
)
# what follows the payer on such a row, and first words that name no payer ("PAYROLL TAX")
_PAYROLL_TRAILERS = frozenset({"DIR", "DEP", "DIRECT", "PPD", "ACH", "CR", "CREDIT", "PAYMENT",
                               "REF", "ID", "CO", "ENTRY", "DESCR", "TRANSFER", "BACS", "GIRO"})
_NOT_PAYERS = frozenset({"TAX", "TAXES", "DEDUCTION", "ADJ", "ADJUSTMENT", "REVERSAL", "EXPORT",
                         "FEE", "FEES", "RUN", "DATE", "ADVANCE", "LOAN"})


def find_payroll_payers(text: str) -> Iterable[Finding]:
    for match in _PAYROLL_PAYER.finditer(text):
        words = list(re.finditer(r"\S+", match.group("v")))
        if words[0].group() in _NOT_PAYERS:
            continue
        while words and words[-1].group() in _PAYROLL_TRAILERS:
            words.pop()
        if words:
            start = match.start("v")
            yield finding(text, start, start + words[-1].end(), Label.ORG, "rules:employment",
                          0.7)


# the writer's own manager, doctor or lawyer ("Should I tell my manager?", "my GP signed me off"):
# what they are to the writer. Across the read held-out files "my manager", "my doctor", "my GP",
# "my lawyer" and "my solicitor" came 49 times, never annotated as private.
_ONES_OWN_PROVIDERS = frozenset({
    "manager", "boss", "supervisor", "doctor", "gp", "lawyer", "solicitor", "attorney",
    "landlord", "landlady", "dentist",
})
# what someone is to the writer, not their work: "my landlord, Mr. James O'Connor" (the letter is
# to the landlord; "landlord" is the task)
_RELATIONS_BEFORE_NAME = frozenset({
    "landlord", "landlady", "tenant", "tenants", "lodger", "neighbour", "neighbor", "roommate",
    "flatmate", "housemate", "boss", "mentor", "colleague", "coworker", "co-worker",
})


def find_more_jobs(text: str) -> Iterable[Finding]:
    for match in _JOB_KEY.finditer(text):
        if any(job_head(word.strip(".,"), possessive=False) for word in match.group("v").split()):
            yield finding(text, *match.span("v"), Label.OCCUPATION, "rules:employment", 0.75)
    for pattern in (_JOB_AFTER_AGE, _JOB_BEFORE_NAME, _JOB_RIGHT_BEFORE_NAME):
        for match in pattern.finditer(text):
            # the job ends at its last head word: "warehouse supervisor" of "... supervisor who"
            words = list(re.finditer(r"[\w\-]+", match.group("v")))
            heads = [w for w in words if w.group().casefold() not in _NOT_JOBS_AFTER_AGE
                     and (pattern is _JOB_AFTER_AGE
                          or w.group().casefold() not in _RELATIONS_BEFORE_NAME)
                     and job_head(w.group(), possessive=False)]
            given = match.groupdict().get("given")
            if given is not None and not _given_name(given):
                if not (len(words) > 1 and _given_name(words[-1].group())):
                    continue  # "the nurse Practitioner Guidelines": no name follows the job
                # the name was the job's last word: "(Staff Nurse Rachel Ng, band 5)"
                heads = [w for w in heads if w is not words[-1]]
            if heads:
                start = match.start("v")
                yield finding(text, start, start + heads[-1].end(), Label.OCCUPATION,
                              "rules:employment", 0.7)
    for match in _JOB_OF_MINE.finditer(text):
        if job_head(match.group("v"), possessive=True):
            yield finding(text, *match.span("v"), Label.OCCUPATION, "rules:employment", 0.7)
    for pattern in (_ROLE_AFTER_SELF, _DEPARTMENT, _POST_ABROAD):
        for match in pattern.finditer(text):
            yield finding(text, *match.span("v"), Label.OCCUPATION, "rules:employment", 0.7)
    for match in _NAME_FROM_DEPARTMENT.finditer(text):
        words = match.group("name").split()
        if all(word[0].isupper() for word in words) and (
                any(map(_name_word, words))
                or len(words) == 2 and not any(map(_plain_word, words))):
            yield finding(text, *match.span("v"), Label.OCCUPATION, "rules:employment", 0.7)


# A school, university or hospital where someone studies or works: "I'm on exchange at UBC",
# "licence obtenue à l'Université Paris 8", "pielęgniarka w Szpitalu Wojewódzkim", "Master in
# Maschinenbau an der TUM", a CV's "BSc Economics, University of Leicester, 2016". A public
# institution named in a question ("Is UC Berkeley a good school?") has no such cue.
_INSTITUTION_WORD = (
    r"(?:University|Université|Università|Universität|Universiteit|Universitat|Universidad|"
    r"Universidade|Uniwersytet\w*|Politechnik\w*|Politecnico|Infirmary|"
    r"Polytechnic|College|Collège|School|Schule|High|Academy|Akademie|Gymnasium|Lycée|Escola|"
    r"Escuela|Liceo|Institut[oe]?|Hospital|Hôpital|Ospedale|Krankenhaus|Klinikum|Szpital\w*|"
    r"Ziekenhuis|Clinic|Clínica|Klinik|Daigaku|Gakuin|Medical Center|Medical Centre)"
)
_INSTITUTION = (
    rf"(?:(?:[A-ZÀ-Ý][\w'’.\-]*|of|de|del|da|do|di|der|für|van|la|le|des|d['’])[ \t]+){{0,5}}"
    rf"{_INSTITUTION_WORD}(?:[ \t]+(?:(?:of|de|del|da|do|di|der|für|van|la|le|des)[ \t]+)?"
    # (or its letters: "MIT", "KAIST", "UvA")
    # (a degree's letters are no institution: "starting a PhD")
    rf"[A-ZÀ-Ý0-9][\w'’.\-]*){{0,4}}|(?!(?:PhD|MSc|BSc|MBA|BEng|MEng|LLM|LLB|DPhil|MPhil|BA|MA|"
    rf"MD|BEd|PGCE)\b)(?-i:[A-Z](?:[a-z]?[A-Z]){{1,4}})"
    rf"(?=[ \t]*(?:[,.;:)\n]|$|[ \t]+(?:this|in|and|for|as|since|until|from|y|e|et|und|en|"
    rf"desde|para|pour|per|con|mais|pero|ma|aber|em|no|na)\b))"
)
_STUDIES_OR_WORKS_AT = compile_rule(
    r"(?i:\b(?:stud(?:y|ies|ied|ying)|student|graduated?|degree|alumn[ia]|exchange|enrolled|"
    r"attends?|attended|works?|worked|working|nurse|doctor|teacher|lecturer|professor|prof|"
    r"docente|insegno|insegnante|professoressa|professore|maestra|maestro|"
    r"estudiante|estudante|étudiante?|licence|master|bachelor|pielęgniarka|lekarz|trabajo|"
    r"trabalho|travaille|arbeite|mache|obtenue?|obtained|year(?!-old)|yr|año|ano|seminar|class|"
    r"course|"
    r"module|lecture|turma|curso|cours|corso|matrícula|matricula|bsc|msc|phd|mba|llb|llm|beng|"
    r"meng|doctorate|doctoral|postdoc|mahasiswa|mahasiswi|kuliah|enrol(?:l)?ment|internship|"
    r"residency|formei|formou|formad[oa]|graduei|licenciei|licenciad[oa])\b"
    r"[^.\n]{0,40}?\b(?P<prep>at|en|à|a|al|w|na|an der|an|bei der|bei|presso|di|from|of|in|da|do|"
    r"pela|pelo|no|"
    r"du|del)"
    r"(?:[ \t]+(?:the|la|el|l['’]|der|die))?)[ \t]*"
    rf"(?P<v>{_INSTITUTION})"
    r"|(?m:^[ \t]*(?:BSc|MSc|BA|MA|PhD|MBA|BEng|MEng|LLB|LLM|Bachelor|Master|Licence|Diploma)\b"
    r"[^,\n]{0,60},[ \t]*)"
    rf"(?P<cv>{_INSTITUTION})[ \t]*,[ \t]*(?:19|20)\d\d"
)


def find_institutions_of_people(text: str) -> Iterable[Finding]:
    for match in _STUDIES_OR_WORKS_AT.finditer(text):
        group = "v" if match.group("v") is not None else "cv"
        between = text[match.end("prep"):match.start("v")].strip().casefold()
        if group == "v" and match.group("v").isupper() and match.group("prep").casefold() in (
                "in", "of", "from", "en", "a") and between not in ("la", "el", "l'", "l’"):
            continue  # "worked in HR", "school in the US": a department or a country (but
            # "estudiante de doctorado en la UPF" names a university)
        start, end = _sentence_cut(text, *match.span(group))
        if end > start:
            yield finding(text, start, end, Label.ORG, "rules:employment", 0.7)


EMPLOYMENT_RECOGNIZERS = (find_employment, find_stated_jobs, find_jobs_in_their_grammar,
                          find_studies, find_signature_titles,
                          find_more_jobs, find_jobs_beside_names, find_institutions_of_people,
                          find_payroll_payers)
