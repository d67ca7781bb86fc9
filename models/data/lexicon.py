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

    # health and care
    "care worker": "social-care staff", "healthcare assistant": "healthcare worker",
    "dental hygienist": "health professional", "doctor": "health professional",
    "GP": "medical professional", "junior doctor": "medical professional",
    "anaesthetist": "medical specialist", "radiologist": "medical specialist",
    "paediatrician": "medical specialist", "psychiatrist": "mental-health professional",
    "counsellor": "mental-health professional", "mental health nurse": "healthcare worker",
    "health visitor": "healthcare worker", "radiographer": "health professional",
    "occupational therapist": "health professional",
    "speech and language therapist": "health professional", "optometrist": "health professional",
    "dietitian": "health professional", "pharmacy technician": "healthcare worker",
    "hospital porter": "healthcare support worker", "lab technician": "science support worker",
    "emergency call handler": "emergency services worker", "lifeguard": "safety worker",
    # childcare and education
    "nanny": "childcare worker", "childminder": "childcare worker", "au pair": "childcare worker",
    "nursery teacher": "early-years educator", "teaching assistant": "education worker",
    "secondary school teacher": "educator", "maths teacher": "educator",
    "headteacher": "school leader", "tutor": "educator",
    "driving instructor": "self-employed instructor", "postdoc": "academic",
    "research scientist": "STEM professional",
    # students, parents, carers and retirees
    "PhD student": "student", "nursing student": "student", "medical student": "student",
    "university student": "person in higher education", "apprentice electrician": "trainee",
    "intern": "trainee", "retired teacher": "retiree", "retired nurse": "retiree",
    "stay-at-home dad": "parent", "stay-at-home mum": "parent",
    "full-time carer": "family caregiver",
    # transport and logistics
    "HGV driver": "logistics worker", "lorry driver": "logistics worker",
    "delivery driver": "logistics worker", "delivery rider": "delivery worker",
    "Uber driver": "transport worker", "train driver": "transport worker",
    "dock worker": "maritime worker", "air traffic controller": "aviation professional",
    "aircraft mechanic": "aviation worker", "baggage handler": "aviation worker",
    # construction, trades and industry
    "crane operator": "construction worker", "construction worker": "manual worker",
    "labourer": "manual worker", "bricklayer": "tradesperson", "roofer": "tradesperson",
    "painter and decorator": "tradesperson", "scaffolder": "construction worker",
    "locksmith": "tradesperson", "handyman": "tradesperson", "gas engineer": "tradesperson",
    "HVAC technician": "technician", "wind turbine technician": "technician",
    "site manager": "construction professional", "surveyor": "construction professional",
    "structural engineer": "construction professional",
    "mechanical engineer": "technical professional",
    "electrical engineer": "technical professional", "factory worker": "manual worker",
    "assembly line worker": "manufacturing worker", "shift supervisor": "supervisor",
    "miner": "primary-sector worker", "oil rig worker": "energy-sector worker",
    "gardener": "outdoor worker", "tree surgeon": "outdoor worker",
    # tech
    "software tester": "tech worker", "QA engineer": "tech worker",
    "DevOps engineer": "tech worker", "frontend developer": "tech worker",
    "machine learning engineer": "tech worker", "game developer": "tech worker",
    "data analyst": "tech worker", "cybersecurity analyst": "IT professional",
    "IT support technician": "IT professional", "network engineer": "IT professional",
    "cloud architect": "IT professional", "UX designer": "design professional",
    "product manager": "manager",
    # business, finance and office
    "CEO": "executive", "managing director": "executive", "startup founder": "business owner",
    "small business owner": "self-employed person", "shopkeeper": "business owner",
    "investment banker": "finance professional", "actuary": "finance professional",
    "tax adviser": "finance professional", "bookkeeper": "finance worker",
    "insurance broker": "sales professional", "management consultant": "business professional",
    "business analyst": "business professional", "marketing manager": "manager",
    "team leader": "supervisor", "recruiter": "HR professional",
    "personal assistant": "office worker", "data entry clerk": "office worker",
    "call-centre agent": "customer-service worker",
    "customer service adviser": "customer-service worker", "sales assistant": "retail worker",
    "store manager": "manager", "florist": "retail worker", "translator": "language professional",
    "interpreter": "language professional", "PR officer": "communications professional",
    "social media manager": "media worker",
    # law, government and public service
    "solicitor": "legal professional", "barrister": "legal professional",
    "prosecutor": "legal professional", "court clerk": "legal worker",
    "city councillor": "elected official", "mayor": "elected official", "MP": "elected official",
    "diplomat": "public official", "civil servant": "public-sector worker",
    "customs officer": "public servant", "prison officer": "public servant",
    "probation officer": "public servant", "detective": "law-enforcement officer",
    "refuse collector": "municipal worker", "union rep": "employee representative",
    "army officer": "service member", "RAF pilot": "service member",
    # hospitality, food and personal services
    "sous-chef": "hospitality worker", "kitchen porter": "hospitality worker",
    "bartender": "hospitality worker", "baker": "food-industry worker",
    "butcher": "food-industry worker", "housekeeper": "service worker",
    "bouncer": "security worker", "private investigator": "security worker",
    "barber": "personal-care worker", "tattoo artist": "creative professional",
    "nail technician": "personal-care worker", "beautician": "personal-care worker",
    "massage therapist": "personal-care worker", "funeral director": "service professional",
    "wedding planner": "events professional", "tour guide": "tourism worker",
    # animals and land
    "dog groomer": "animal-care worker", "zookeeper": "animal-care worker",
    "veterinary nurse": "animal-care worker", "dairy farmer": "agricultural worker",
    "beekeeper": "agricultural worker", "fruit picker": "agricultural worker",
    # creative, media and sport
    "actor": "performer", "musician": "performer", "dancer": "performer",
    "stand-up comedian": "performer", "novelist": "creative professional", "poet": "writer",
    "film director": "creative professional", "video editor": "media worker",
    "TV presenter": "media worker", "editor": "media worker", "YouTuber": "content creator",
    "influencer": "content creator", "illustrator": "creative professional",
    "fashion designer": "design professional", "interior designer": "design professional",
    "professional footballer": "athlete", "jockey": "athlete",
    "football coach": "sports professional", "yoga instructor": "fitness professional",
    "referee": "sports official",
    # science, faith and the third sector
    "chemist": "scientist", "biologist": "scientist", "physicist": "science professional",
    "epidemiologist": "scientist", "statistician": "analyst", "economist": "social scientist",
    "archaeologist": "academic", "vicar": "religious professional", "pastor": "religious leader",
    "chaplain": "religious professional", "nun": "religious professional",
    "youth worker": "community worker", "aid worker": "humanitarian worker",
    "charity fundraiser": "nonprofit worker",
    # the last word of most job titles, for titles the table does not know ("Senior Data
    # Engineer", "warehouse supervisor"): the host looks a title up by its last words, and the
    # distilled model answered these with unrelated classes ("sous chef" -> "educator")
    "engineer": "technical professional", "manager": "business professional",
    "supervisor": "team leader", "designer": "creative professional",
    "analyst": "business professional", "consultant": "business professional",
    "assistant": "support worker", "operator": "skilled worker", "director": "senior executive",
    "technician": "skilled technical worker", "specialist": "professional",
    "coordinator": "office professional", "administrator": "office professional",
    "clerk": "office worker", "driver": "transport worker", "officer": "official",
    "executive": "business professional", "representative": "customer-facing worker",
    "agent": "customer-facing worker", "lead": "team leader", "head": "senior manager",
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
    # heart, blood and circulation
    "high blood pressure": "a cardiovascular condition",
    "high cholesterol": "a cardiovascular condition", "angina": "a heart condition",
    "a heart attack": "a cardiac event", "a stroke": "a serious health event",
    "a DVT": "a blood-clotting condition", "a pulmonary embolism": "a blood-clotting condition",
    "anaemia": "a blood disorder", "sickle cell disease": "a genetic blood disorder",
    "haemophilia": "a genetic blood disorder",
    # lungs and infections
    "pneumonia": "a respiratory infection", "a chest infection": "a respiratory infection",
    "tuberculosis": "an infectious disease", "cystic fibrosis": "a genetic condition",
    "COVID-19": "a viral infection", "shingles": "a viral infection",
    "Lyme disease": "an infectious disease", "sepsis": "a serious infection",
    "meningitis": "a serious infection", "hepatitis B": "a chronic infection",
    "a UTI": "an infection",
    # brain, nerves and senses
    "dementia": "a cognitive condition", "early-onset Alzheimer's": "a cognitive condition",
    "Alzheimer's disease": "a cognitive condition",
    "motor neurone disease": "a neurological condition",
    "Tourette's syndrome": "a neurological condition", "cerebral palsy": "a disability",
    "a brain tumour": "a serious illness", "a concussion": "an injury",
    "a traumatic brain injury": "a serious injury", "fibromyalgia": "a chronic pain condition",
    "ME/CFS": "a chronic condition", "narcolepsy": "a sleep disorder",
    "insomnia": "a sleep disorder", "cluster headaches": "a recurring condition",
    "Bell's palsy": "a neurological condition", "tinnitus": "a hearing condition",
    "hearing loss": "a sensory impairment", "glaucoma": "an eye condition",
    "sight loss": "a sensory impairment",
    # mental health and addiction
    "panic attacks": "a mental-health condition", "OCD": "a mental-health condition",
    "schizophrenia": "a mental-health condition",
    "borderline personality disorder": "a mental-health condition",
    "postnatal depression": "a mental-health condition",
    "social anxiety": "a mental-health condition", "anorexia": "a mental-health condition",
    "bulimia": "a mental-health condition", "self-harm": "a mental-health issue",
    "suicidal thoughts": "a mental-health crisis", "burnout": "a stress-related condition",
    "psychosis": "a mental-health condition", "a nervous breakdown": "a mental-health crisis",
    "a gambling addiction": "a compulsive behaviour",
    "an opioid addiction": "a substance-use problem", "a drinking problem": "a health issue",
    # learning and developmental
    "dyslexia": "a learning difference", "dyspraxia": "a learning difference",
    "a learning disability": "a developmental condition", "Down syndrome": "a genetic condition",
    "a stammer": "a speech condition",
    # pregnancy, fertility and sexual health
    "gestational diabetes": "a pregnancy-related condition",
    "pre-eclampsia": "a pregnancy-related condition",
    "hyperemesis gravidarum": "a pregnancy-related condition",
    "an ectopic pregnancy": "a pregnancy complication",
    "a high-risk pregnancy": "a pregnancy complication", "a stillbirth": "a pregnancy loss",
    "endometriosis": "a gynaecological condition", "PCOS": "a hormonal condition",
    "fibroids": "a gynaecological condition", "early menopause": "a hormonal change",
    "erectile dysfunction": "a sexual-health condition", "an STI": "a sexual-health condition",
    "chlamydia": "a sexual-health condition", "syphilis": "a sexual-health condition",
    "HPV": "a sexual-health condition", "a low sperm count": "a fertility issue",
    # cancers and lumps
    "stage 2 breast cancer": "a serious illness", "a lump in my breast": "a health concern",
    "bowel cancer": "a serious illness", "lung cancer": "a serious illness",
    "melanoma": "a serious illness", "ovarian cancer": "a serious illness",
    "cervical cancer": "a serious illness", "pancreatic cancer": "a serious illness",
    "stage 4 lung cancer": "a serious illness",
    # hormones, metabolism, gut, liver and kidneys
    "hypothyroidism": "a hormonal condition", "an overactive thyroid": "a hormonal condition",
    "prediabetes": "a metabolic condition", "obesity": "a weight-related condition",
    "IBS": "a digestive condition", "ulcerative colitis": "a digestive condition",
    "acid reflux": "a digestive condition", "a stomach ulcer": "a digestive condition",
    "fatty liver disease": "a liver condition", "cirrhosis": "a liver condition",
    "kidney stones": "a kidney condition",
    # bones, joints, skin and injuries
    "osteoporosis": "a bone condition", "osteoarthritis": "a joint condition",
    "gout": "a joint condition", "eczema": "a skin condition", "severe acne": "a skin condition",
    "vitiligo": "a skin condition", "alopecia": "a hair-loss condition",
    "a broken hip": "an injury", "a broken wrist": "an injury", "whiplash": "an injury",
    "a spinal cord injury": "a serious injury", "severe burns": "a serious injury",
    "a leg amputation": "a physical disability", "paraplegia": "a physical disability",
    "spina bifida": "a disability", "carpal tunnel syndrome": "a musculoskeletal condition",
    "sciatica": "a back problem", "chronic back pain": "a back problem",
    # symptoms as people put them
    "chest pains": "a health concern", "shortness of breath": "a health concern",
    "blood in my urine": "a health concern", "a persistent cough": "a health concern",
    "dizzy spells": "a health concern", "unexplained weight loss": "a health concern",
    "memory problems": "a health concern", "heart palpitations": "a health concern",
    # the short words people use for a condition or its care ("my diabetes", "her chemo"): the
    # host asks this table before the distilled model, which gave "diabetes" a neurodevelopmental
    # condition and "surgery" a chronic one
    "diabetes": "a chronic condition", "cancer": "a serious illness",
    "anxiety": "a mental-health condition", "arthritis": "a joint condition",
    "back pain": "a back problem", "heart disease": "a heart condition",
    "kidney disease": "a kidney condition", "chronic pain": "a chronic pain condition",
    "pregnancy": "a health matter", "a pregnancy": "a health matter",
    "surgery": "a medical procedure", "an operation": "a medical procedure",
    "chemotherapy": "a course of treatment", "chemo": "a course of treatment",
    "radiotherapy": "a course of treatment", "dialysis": "a course of treatment",
    "IVF": "fertility treatment", "flu": "a viral infection", "covid": "a viral infection",
    "peanut allergy": "a food allergy", "nut allergy": "a food allergy",
    # aids a person uses (detect/health.py lists them as health data said about someone)
    "epipen": "an emergency injector", "epi-pen": "an emergency injector",
    "inhaler": "an airway device", "insulin pump": "an infusion device",
    "CPAP machine": "a breathing device", "nebuliser": "a breathing device",
    "nebulizer": "a breathing device", "pacemaker": "a cardiac device",
    "stoma": "a medical appliance", "colostomy bag": "a medical appliance",
    "cochlear implant": "a hearing device", "hearing aids": "hearing devices",
}

DRUGS: tuple[str, ...] = (
    "metformin", "insulin glargine", "lisinopril", "atorvastatin", "sertraline", "fluoxetine",
    "lithium", "levothyroxine", "warfarin", "apixaban", "methotrexate", "adalimumab",
    "salbutamol", "prednisolone", "ibuprofen", "paracetamol", "amoxicillin", "omeprazole",
    "methylphenidate", "quetiapine", "tamoxifen", "semaglutide", "gabapentin", "sumatriptan",
    # heart, blood and diabetes
    "amlodipine", "ramipril", "bisoprolol", "losartan", "simvastatin", "clopidogrel", "aspirin",
    "rivaroxaban", "Eliquis", "Xarelto", "furosemide", "spironolactone", "empagliflozin",
    "Jardiance", "gliclazide", "Ozempic", "Wegovy", "Mounjaro", "Lantus",
    # mental health, neurology and sleep
    "citalopram", "escitalopram", "venlafaxine", "mirtazapine", "duloxetine", "bupropion", "Prozac",
    "Zoloft", "diazepam", "Valium", "Xanax", "zopiclone", "propranolol", "lamotrigine",
    "sodium valproate", "risperidone", "olanzapine", "aripiprazole", "Ritalin", "Adderall",
    "Elvanse",
    # pain, infection and allergy
    "codeine", "tramadol", "morphine", "oxycodone", "co-codamol", "naproxen", "Nurofen", "Tylenol",
    "doxycycline", "azithromycin", "ciprofloxacin", "cetirizine", "EpiPen", "Ventolin",
    # immune, hormones, cancer and other
    "Humira", "hydroxychloroquine", "allopurinol", "letrozole", "Herceptin", "lansoprazole",
    "isotretinoin", "sildenafil", "estradiol", "Truvada", "methadone", "buprenorphine",
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
    # science, maths and computing
    "Rosalind Franklin", "Stephen Hawking", "Galileo Galilei", "Dmitri Mendeleev", "Louis Pasteur",
    "Niels Bohr", "Richard Feynman", "Srinivasa Ramanujan", "Katherine Johnson", "Grace Hopper",
    "Tim Berners-Lee", "Jane Goodall", "Alexander Fleming", "Florence Nightingale", "Tu Youyou",
    "Emmy Noether", "John von Neumann", "Margaret Hamilton", "C. V. Raman", "Ibn Sina",
    "Al-Khwarizmi", "Archimedes",
    # politics, activism and history
    "George Washington", "Franklin D. Roosevelt", "John F. Kennedy", "Margaret Thatcher",
    "Emmanuel Macron", "Charles de Gaulle", "Otto von Bismarck", "Jacinda Ardern", "Indira Gandhi",
    "Mao Zedong", "Mikhail Gorbachev", "Simón Bolívar", "Kofi Annan", "Ellen Johnson Sirleaf",
    "Lee Kuan Yew", "Mustafa Kemal Atatürk", "Volodymyr Zelenskyy", "Benazir Bhutto",
    "Desmond Tutu", "Malala Yousafzai", "Rosa Parks", "Harriet Tubman", "Emmeline Pankhurst",
    "the Dalai Lama", "Pope Francis", "Joan of Arc", "Cleopatra", "Alexander the Great",
    "Genghis Khan", "Queen Victoria", "Neil Armstrong",
    # philosophy and economics
    "Aristotle", "Plato", "Socrates", "Confucius", "Immanuel Kant", "Friedrich Nietzsche",
    "Simone de Beauvoir", "Niccolò Machiavelli", "Amartya Sen",
    # writers and artists
    "Michelangelo", "Claude Monet", "Salvador Dalí", "Yayoi Kusama", "Katsushika Hokusai",
    "Gabriel García Márquez", "Chinua Achebe", "Toni Morrison", "Haruki Murakami", "Franz Kafka",
    "Charles Dickens", "Miguel de Cervantes", "George Orwell", "J. K. Rowling",
    "Rabindranath Tagore", "Pablo Neruda", "Maya Angelou",
    # music, film and television
    "Freddie Mercury", "Bob Marley", "Fela Kuti", "Bob Dylan", "Shakira", "Adele",
    "Charlie Chaplin", "Akira Kurosawa", "Steven Spielberg", "Shah Rukh Khan", "Bruce Lee",
    "Oprah Winfrey",
    # sport
    "Usain Bolt", "Muhammad Ali", "Michael Jordan", "Cristiano Ronaldo", "Pelé", "Roger Federer",
    "Simone Biles", "Sachin Tendulkar", "Lewis Hamilton", "Eliud Kipchoge", "Naomi Osaka",
    # business and tech
    "Mark Zuckerberg", "Jeff Bezos", "Jack Ma", "Sundar Pichai", "Satya Nadella", "Tim Cook",
    "Jensen Huang", "Warren Buffett", "Coco Chanel",
)

PROVERBS: tuple[str, ...] = (
    "An apple a day keeps the doctor away", "Rome wasn't built in a day",
    "The early bird catches the worm", "Don't count your chickens before they hatch",
    "When in Rome, do as the Romans do", "Curiosity killed the cat",
    "All roads lead to Rome", "A rolling stone gathers no moss",
    "Every Tom, Dick and Harry knows that", "Even Homer nods",
    "Actions speak louder than words", "Too many cooks spoil the broth",
    "A picture is worth a thousand words", "Better late than never",
    "Birds of a feather flock together", "Don't judge a book by its cover",
    "Practice makes perfect", "The pen is mightier than the sword",
    "Where there's a will, there's a way", "Two heads are better than one",
    "Honesty is the best policy", "Look before you leap", "Necessity is the mother of invention",
    "Don't put all your eggs in one basket", "You can't teach an old dog new tricks",
    "A stitch in time saves nine", "Every cloud has a silver lining",
    "Strike while the iron is hot", "Many hands make light work",
    "The grass is always greener on the other side", "All that glitters is not gold",
    "Slow and steady wins the race", "Fortune favours the brave",
    "The proof of the pudding is in the eating", "Robbing Peter to pay Paul",
    "Jack of all trades, master of none", "All work and no play makes Jack a dull boy",
    "Carrying coals to Newcastle",
    "If the mountain won't come to Muhammad, Muhammad must go to the mountain",
    "Physician, heal thyself",
)

ERRORS_APIS: tuple[str, ...] = (
    "ECONNREFUSED", "ETIMEDOUT", "HTTP 404", "HTTP 503", "NullPointerException",
    "ModuleNotFoundError", "KeyError", "SIGSEGV", "ORA-00942", "ERR_SSL_PROTOCOL_ERROR",
    "pandas.read_csv", "requests.get", "np.linalg.solve", "useEffect", "Array.prototype.map",
    "os.path.join", "kubectl apply", "git rebase", "Spring Boot", "Django REST framework",
    "PostgreSQL", "Redis", "Kafka", "FastAPI", "React Router", "TensorFlow", "OAuth 2.0",
    "AWS Lambda", "Azure Functions", "Jenkins", "Terraform", "S3 bucket", "IndexError",
    # error codes, signals and statuses
    "ECONNRESET", "ENOENT", "EACCES", "EADDRINUSE", "HTTP 400", "HTTP 401", "HTTP 403", "HTTP 429",
    "HTTP 500", "HTTP 502", "502 Bad Gateway", "SIGKILL", "exit code 137", "OOMKilled",
    "CrashLoopBackOff", "segmentation fault", "ERR_CONNECTION_REFUSED", "ORA-01017",
    "SQLSTATE 23505", "E11000 duplicate key error", "error TS2322", "error[E0382]", "0x80070005",
    "CUDA out of memory",
    # exceptions
    "TypeError", "ValueError", "AttributeError", "ImportError", "ZeroDivisionError",
    "RecursionError", "FileNotFoundError", "PermissionError", "UnicodeDecodeError",
    "JSONDecodeError", "ArrayIndexOutOfBoundsException", "IllegalArgumentException",
    "OutOfMemoryError", "NullReferenceException", "ReferenceError", "SyntaxError", "IntegrityError",
    "ThrottlingException", "AccessDenied",
    # functions, libraries, tools and services
    "json.loads", "asyncio.gather", "subprocess.run", "JSON.parse", "Promise.all", "useState",
    "Express.js", "Next.js", "Flask", "Celery", "PyTorch", "scikit-learn", "LangChain",
    "Docker Compose", "Kubernetes", "Helm", "GitHub Actions", "Nginx", "RabbitMQ", "Elasticsearch",
    "MongoDB", "MySQL", "DynamoDB", "BigQuery", "Amazon EC2", "Google Cloud Run",
    "Azure Blob Storage", "Firebase Auth", "Stripe API", "GraphQL", "gRPC", "Vite", "npm install",
    "pip install", "git push --force", "docker build", "Prometheus", "Grafana", "Sentry", "Datadog",
    "Vercel", "Heroku", "Supabase", "Auth0",
)

# nationality / religion / political affiliation / ethnicity, one tuple per kind: a stand-in
# is drawn from the same kind as the original
NRP_NATIONALITIES: tuple[str, ...] = (
    "Norwegian", "Polish", "Nigerian", "Brazilian", "Vietnamese", "Turkish", "Pakistani", "Irish",
    "Mexican", "Somali", "Ukrainian", "Filipino", "Korean", "Moroccan", "Greek", "American",
    "British", "Canadian", "Australian", "Indian", "Chinese", "Japanese", "German", "French",
    "Spanish", "Italian", "Portuguese", "Dutch", "Swedish", "Danish", "Finnish", "Romanian",
    "Hungarian", "Czech", "Albanian", "Russian", "Iranian", "Iraqi", "Syrian", "Afghan", "Egyptian",
    "Ethiopian", "Ghanaian", "Kenyan", "South African", "Congolese", "Sudanese", "Bangladeshi",
    "Sri Lankan", "Nepali", "Indonesian", "Thai", "Colombian", "Argentinian", "Cuban", "Jamaican",
    "Lebanese", "Palestinian", "Israeli", "Scottish", "Welsh",
)
NRP_RELIGIONS: tuple[str, ...] = (
    "Muslim", "Catholic", "Jewish", "Hindu", "Sikh", "Buddhist", "evangelical Christian", "Mormon",
    "Jehovah's Witness", "Protestant", "Anglican", "Methodist", "Baptist", "Pentecostal",
    "Lutheran", "Quaker", "Greek Orthodox", "Sunni Muslim", "Shia Muslim", "Ahmadi", "Orthodox Jew",
    "Jain", "Bahá'í", "Zoroastrian", "Rastafarian", "Seventh-day Adventist", "atheist", "agnostic",
)
NRP_POLITICS: tuple[str, ...] = (
    "Republican", "Democrat", "Labour voter", "Green Party member", "Conservative voter", "Tory",
    "Lib Dem", "SNP member", "Reform UK supporter", "socialist", "communist", "libertarian",
    "anarchist", "Social Democrat", "Christian Democrat", "trade unionist", "Brexiteer",
    "MAGA supporter",
)
NRP_ETHNICITIES: tuple[str, ...] = (
    "Kurdish", "Roma", "Tamil", "Sami", "Black British", "African American", "Hispanic", "Latina",
    "British Asian", "Punjabi", "Yoruba", "Igbo", "Berber", "Māori", "Aboriginal Australian",
    "Native American", "Inuit", "Pashtun", "Uyghur", "Irish Traveller", "mixed-race", "Arab",
    "Hazara",
)
# the first 32 entries keep their original order (NRP[:15] nationalities, then religions,
# politics, ethnicities); everything added later follows, grouped by kind
NRP: tuple[str, ...] = (
    *NRP_NATIONALITIES[:15], *NRP_RELIGIONS[:9], *NRP_POLITICS[:4], *NRP_ETHNICITIES[:4],
    *NRP_NATIONALITIES[15:], *NRP_RELIGIONS[9:], *NRP_POLITICS[4:], *NRP_ETHNICITIES[4:],
)

TOPICS: tuple[str, ...] = (
    "photosynthesis", "the French Revolution", "quantum entanglement", "compound interest",
    "the Krebs cycle", "supply and demand", "binary search", "the theory of relativity",
    "plate tectonics", "the Pythagorean theorem", "inflation", "recursion",
    "the water cycle", "mitosis and meiosis", "the periodic table", "Newton's laws of motion",
    "the causes of the First World War", "the Industrial Revolution", "the Cold War",
    "the Renaissance", "the fall of the Roman Empire", "the American Civil War",
    "the Treaty of Versailles", "the Magna Carta", "the Silk Road", "natural selection",
    "DNA replication", "protein synthesis", "the immune system", "the carbon cycle",
    "the greenhouse effect", "Ohm's law", "electromagnetic induction", "the laws of thermodynamics",
    "the Doppler effect", "quadratic equations", "differential equations", "linear regression",
    "the central limit theorem", "Bayes' theorem", "prime numbers", "integration by parts",
    "matrix multiplication", "Big O notation", "object-oriented programming", "linked lists",
    "dynamic programming", "sorting algorithms", "public-key cryptography", "opportunity cost",
    "monetary policy", "game theory", "the separation of powers", "the Enlightenment",
    "Maslow's hierarchy of needs", "cognitive dissonance", "iambic pentameter",
    "the subjunctive mood", "Mendelian inheritance", "the Big Bang",
)

# private organisations people mention about themselves; {surname} and {city} come from
# Faker, {word} from ORG_WORDS
PRIVATE_ORG_PATTERNS: tuple[str, ...] = (
    # trades and small firms
    "{surname} & Sons Plumbing", "{surname} Electrical Services", "{surname} Builders Ltd",
    "{surname} Motors", "{city} Auto Repairs", "{surname} Transport Ltd",
    "{word} Cleaning Services", "{city} Taxis", "{surname} Farms", "{word} Vineyards",
    # professional services
    "{surname} Family Law LLP", "{surname} & Partners Solicitors", "{surname} Accountants Ltd",
    "{surname} and Co. Estate Agents", "{surname} Wealth Management", "{word} Insurance Brokers",
    "{word} Recruitment", "{word} Consulting Group", "{word} Property Management",
    "{surname} Funeral Directors",
    # tech and companies abroad
    "{word}Tech Solutions", "{word} Analytics", "{word} Logistics GmbH",
    "{surname} Immobilien GmbH", "{word} Software AB", "{word} B.V.", "{surname} Abogados",
    "Cabinet {surname}", "Boulangerie {surname}",
    # health and care
    "{city} Community Hospital", "{word} Dental Care", "{city} Medical Practice",
    "{word} Medical Centre", "{word} House Care Home", "{word} Lodge Nursing Home",
    "{city} Veterinary Clinic", "{surname} Pharmacy", "{surname} Opticians", "Clínica {surname}",
    "{city} Hospice",
    # schools and childcare
    "St {surname}'s Primary School", "{city} Grammar School", "{city} Academy",
    "{word} Day Nursery", "{city} Sixth Form College", "{word} Montessori School",
    # shops, food and leisure
    "{city} Bakery", "{surname}'s Café", "The {word} Arms", "{word} Barbers",
    "{surname} Hair & Beauty", "{word} Fitness",
    # clubs, community and housing
    "{city} Rugby Club", "{city} Football Club", "{city} Housing Association",
    "{city} Credit Union", "{city} Food Bank", "{word} Foundation", "{city} Baptist Church",
    "{city} Central Mosque",
)

# generic words for {word} in PRIVATE_ORG_PATTERNS
ORG_WORDS: tuple[str, ...] = (
    "Riverside", "Greenfield", "Bright", "Apex", "Oak", "Harbour", "Nova", "Maple", "Cedar",
    "Willow", "Birch", "Elm", "Meadow", "Summit", "Horizon", "Pinnacle", "Silverline", "Bluebell",
    "Sunrise", "Northstar", "Evergreen", "Hillside", "Lakeside", "Parkview", "Westgate",
    "Eastfield", "Stonebridge", "Kingfisher", "Phoenix", "Orion", "Vertex", "Zenith", "Quantum",
    "Nimbus", "Atlas", "Beacon", "Compass", "Crest", "Vista", "Clearwater", "Redwood", "Golden",
    "Heritage", "Pioneer", "Unity", "Harmony", "Lighthouse", "Keystone", "Cornerstone", "Orchard",
    "Primrose", "Rosewood", "Sterling", "Swift", "Sapphire", "Emerald", "Cobalt", "Falcon", "Acorn",
    "Ivy",
)

# contextual quasi-identifiers built around an occupation ({occ} from OCCUPATIONS,
# {city} and {org} from the generator)
UNIQUE_ROLE_PATTERNS: tuple[str, ...] = (
    "the only {occ} in {city}", "the head {occ} at {org}", "the youngest {occ} in {city}",
    "the {occ} who runs the clinic in {city}", "the new {occ} at {org}",
    "the {occ} who coached the under-12s at {org}", "the last {occ} left in {city}",
    "the first female {occ} at {org}", "the only female {occ} at {org}",
    "the oldest {occ} still working in {city}", "the longest-serving {occ} at {org}",
    "the {occ} who founded {org}", "the {occ} who blew the whistle at {org}",
    "the {occ} who was on the local news in {city}", "the {occ} who ran for mayor of {city}",
    "the only {occ} on the night shift at {org}", "the {occ} who retired from {org} after 40 years",
    "the {occ} who sued {org}", "the {occ} who organised the strike at {org}",
    "the {occ} who wrote the viral post about {org}", "the only {occ} within fifty miles of {city}",
    "the {occ} who took over from my dad at {org}", "the {occ} who covers every school in {city}",
    "the {occ} who volunteers at the food bank in {city}",
    "the {occ} who won employee of the year at {org}", "the {occ} who testified against {org}",
    "the {occ} married to the mayor of {city}", "the first {occ} in {city} to go on strike",
    "the {occ} who was sacked from {org} last month", "the only Welsh-speaking {occ} at {org}",
    "the {occ} who trained half the staff at {org}",
)
