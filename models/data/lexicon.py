# ruff: noqa: E501  (data tables: one entry per line reads better than wrapped)
"""Hand-written word lists for the data generator: quasi-identifiers and hard negatives."""

from __future__ import annotations

# occupation -> generalization (what the teacher writes instead of it)
OCCUPATIONS: dict[str, str] = {
    "bus driver": "transport worker", "taxi driver": "transport worker",
    "truck driver": "logistics worker", "train conductor": "transport worker",
    "pilot": "aviation professional", "flight attendant": "aviation worker",
    "nurse": "healthcare worker", "midwife": "healthcare worker",
    "cardiologist": "medical specialist", "oncologist": "medical specialist",
    "dentist": "health professional", "pharmacist": "health professional",
    "paramedic": "emergency responder", "firefighter": "emergency responder",
    "police officer": "public servant", "social worker": "public servant",
    "primary school teacher": "educator", "teacher": "educator",
    "university lecturer": "academic", "professor": "academic",
    "software engineer": "tech worker", "data scientist": "tech worker",
    "web developer": "tech worker", "system administrator": "IT professional",
    "accountant": "finance professional", "bank teller": "finance worker",
    "financial advisor": "finance professional", "auditor": "finance professional",
    "lawyer": "legal professional", "paralegal": "legal worker",
    "judge": "public official", "journalist": "media worker",
    "photographer": "creative professional", "graphic designer": "creative professional",
    "architect": "design professional", "civil engineer": "engineer",
    "electrician": "tradesperson", "plumber": "tradesperson", "carpenter": "tradesperson",
    "welder": "tradesperson", "mechanic": "technician", "farmer": "agricultural worker",
    "fisherman": "primary-sector worker", "chef": "hospitality worker",
    "waiter": "hospitality worker", "barista": "service worker", "cashier": "retail worker",
    "warehouse worker": "logistics worker", "postman": "delivery worker",
    "courier": "delivery worker", "cleaner": "service worker", "security guard": "service worker",
    "soldier": "service member", "priest": "religious professional", "imam": "religious leader",
    "rabbi": "religious leader", "hairdresser": "personal-care worker",
    "personal trainer": "fitness professional", "real estate agent": "sales professional",
    "sales manager": "manager", "HR manager": "manager", "project manager": "manager",
    "receptionist": "office worker", "librarian": "information professional",
    "veterinarian": "animal-care professional", "psychologist": "mental-health professional",
    "surgeon": "medical specialist", "physiotherapist": "health professional",
}

# condition -> generalization
CONDITIONS: dict[str, str] = {
    "type 2 diabetes": "a chronic condition", "type 1 diabetes": "a chronic condition",
    "hypertension": "a cardiovascular condition", "atrial fibrillation": "a heart condition",
    "heart failure": "a heart condition", "asthma": "a respiratory condition",
    "COPD": "a respiratory condition", "epilepsy": "a neurological condition",
    "multiple sclerosis": "a neurological condition", "Parkinson's disease": "a neurological condition",
    "migraine": "a recurring condition", "depression": "a mental-health condition",
    "bipolar disorder": "a mental-health condition", "generalized anxiety disorder": "a mental-health condition",
    "PTSD": "a mental-health condition", "ADHD": "a neurodevelopmental condition",
    "autism": "a neurodevelopmental condition", "breast cancer": "a serious illness",
    "prostate cancer": "a serious illness", "leukemia": "a serious illness",
    "lymphoma": "a serious illness", "HIV": "a chronic infection", "hepatitis C": "a chronic infection",
    "Crohn's disease": "a digestive condition", "celiac disease": "a digestive condition",
    "rheumatoid arthritis": "an autoimmune condition", "lupus": "an autoimmune condition",
    "psoriasis": "a skin condition", "chronic kidney disease": "a chronic condition",
    "long COVID": "a post-viral condition", "a torn ACL": "an injury",
    "a herniated disc": "a back problem", "alcohol use disorder": "a health issue",
    "an eating disorder": "a health issue", "sleep apnea": "a sleep disorder",
    "infertility": "a health issue", "a miscarriage": "a health event",
}

DRUGS: tuple[str, ...] = (
    "metformin", "insulin glargine", "lisinopril", "atorvastatin", "sertraline", "fluoxetine",
    "lithium", "levothyroxine", "warfarin", "apixaban", "methotrexate", "adalimumab",
    "salbutamol", "prednisolone", "ibuprofen", "paracetamol", "amoxicillin", "omeprazole",
    "methylphenidate", "quetiapine", "tamoxifen", "semaglutide", "gabapentin", "sumatriptan",
)

PUBLIC_FIGURES: tuple[str, ...] = (
    "Albert Einstein", "Marie Curie", "Isaac Newton", "Charles Darwin", "Ada Lovelace",
    "Alan Turing", "Barack Obama", "Angela Merkel", "Nelson Mandela", "Winston Churchill",
    "Abraham Lincoln", "Napoleon Bonaparte", "Julius Caesar", "William Shakespeare",
    "Jane Austen", "Leo Tolstoy", "Taylor Swift", "Beyoncé", "Lionel Messi", "Serena Williams",
    "Elon Musk", "Bill Gates", "Steve Jobs", "Mahatma Gandhi", "Frida Kahlo", "Pablo Picasso",
    "Leonardo da Vinci", "Wolfgang Amadeus Mozart", "Ludwig van Beethoven", "Sigmund Freud",
    "Karl Marx", "Adam Smith", "John Maynard Keynes", "Linus Torvalds", "Guido van Rossum",
    "Martin Luther King Jr.", "Queen Elizabeth II", "Vincent van Gogh", "Nikola Tesla",
)

PROVERBS: tuple[str, ...] = (
    "An apple a day keeps the doctor away", "Rome wasn't built in a day",
    "The early bird catches the worm", "Don't count your chickens before they hatch",
    "When in Rome, do as the Romans do", "Curiosity killed the cat",
    "All roads lead to Rome", "A rolling stone gathers no moss",
    "Every Tom, Dick and Harry knows that", "Even Homer nods",
    "Actions speak louder than words", "Too many cooks spoil the broth",
)

ERRORS_APIS: tuple[str, ...] = (
    "ECONNREFUSED", "ETIMEDOUT", "HTTP 404", "HTTP 503", "NullPointerException",
    "ModuleNotFoundError", "KeyError", "SIGSEGV", "ORA-00942", "ERR_SSL_PROTOCOL_ERROR",
    "pandas.read_csv", "requests.get", "np.linalg.solve", "useEffect", "Array.prototype.map",
    "os.path.join", "kubectl apply", "git rebase", "Spring Boot", "Django REST framework",
    "PostgreSQL", "Redis", "Kafka", "FastAPI", "React Router", "TensorFlow", "OAuth 2.0",
    "AWS Lambda", "Azure Functions", "Jenkins", "Terraform", "S3 bucket", "IndexError",
)

NRP: tuple[str, ...] = (
    "Norwegian", "Polish", "Nigerian", "Brazilian", "Vietnamese", "Turkish", "Pakistani",
    "Irish", "Mexican", "Somali", "Ukrainian", "Filipino", "Korean", "Moroccan", "Greek",
    "Muslim", "Catholic", "Jewish", "Hindu", "Sikh", "Buddhist", "evangelical Christian",
    "Mormon", "Jehovah's Witness", "Republican", "Democrat", "Labour voter", "Green Party member",
    "Kurdish", "Roma", "Tamil", "Sami",
)

TOPICS: tuple[str, ...] = (
    "photosynthesis", "the French Revolution", "quantum entanglement", "compound interest",
    "the Krebs cycle", "supply and demand", "binary search", "the theory of relativity",
    "plate tectonics", "the Pythagorean theorem", "inflation", "recursion",
)
