"""Context rules: what the task needs stays; what identifies the user is still found."""

from __future__ import annotations

import pytest
from hushprompt.detect import DetectionPipeline, default_pipeline
from hushprompt.detect.wordlists import wordlist
from hushprompt.types import Label


@pytest.fixture(scope="session")
def pipeline() -> DetectionPipeline:
    return default_pipeline()


def texts(pipeline: DetectionPipeline, text: str) -> set[str]:
    return {f.text for f in pipeline.detect(text)}


def test_curated_lists_are_substantial() -> None:
    assert len(wordlist("drugs")) >= 150 and len(wordlist("diseases")) >= 150
    assert len(wordlist("public_names")) >= 300 and len(wordlist("proverbs")) >= 50


@pytest.mark.parametrize(
    "text",
    [
        "Who was Albert Einstein?",
        "What did Abraham Lincoln say in the Gettysburg Address?",
        "Summarize Marie Curie's work on radioactivity.",
        "Write a poem in the style of William Shakespeare.",
        "Rome wasn't built in a day, so be patient with the migration.",
        "Is it safe to take ibuprofen with warfarin? I also take Metformin and Lisinopril.",
        "What are early signs of Parkinson's disease and Crohn's disease?",
        "Node throws ECONNREFUSED, then Oracle gives ORA-00942 and Mongo E11000.",
        "Windows Update fails with 0x80070005 and the API returns HTTP 404.",
        "How do I connect React to PostgreSQL with Prisma on Kubernetes?",
        "Should I use the OpenAI API or Stripe webhooks with AWS S3 here?",
        "Is Google Cloud cheaper than Microsoft Azure for a small app?",
    ],
)
def test_task_terms_are_kept(pipeline: DetectionPipeline, text: str) -> None:
    assert not pipeline.detect(text), [(f.label, f.text) for f in pipeline.detect(text)]


def test_employer_is_found(pipeline: DetectionPipeline) -> None:
    found = {(f.label, f.text) for f in pipeline.detect("I work at Google and my manager is "
                                                          "Dana Whitfield.")}
    assert (Label.ORG, "Google") in found and (Label.PERSON, "Dana Whitfield") in found


def test_private_person_with_famous_surname_in_personal_context(pipeline) -> None:
    assert "Einstein" in " ".join(texts(pipeline, "My patient Sarah Einstein missed her "
                                                  "appointment."))


def test_identifiers_next_to_task_terms_are_still_found(pipeline: DetectionPipeline) -> None:
    text = "Patient Jane Doe (MRN 88412093) takes metformin 500 mg for type 2 diabetes."
    found = texts(pipeline, text)
    assert "88412093" in found and "Jane Doe" in found
    assert "metformin" not in found
    # the condition is said about the named patient: a quasi-identifier (tests below)
    assert "type 2 diabetes" in found


@pytest.mark.parametrize(
    "text, condition",
    [
        ("My daughter has asthma and the flat is damp.", "asthma"),
        ("Ms Okafor was diagnosed with multiple sclerosis in 2019.", "multiple sclerosis"),
        ("Employee: Rebecca Lind, condition: major depressive disorder.",
         "major depressive disorder"),
        ("Noah Feldman, 8, autism spectrum disorder, 3rd grade.", "autism spectrum disorder"),
        ("I'll be out next week for a knee operation.", "knee operation"),
        ("He is 78 and has emphysema, so he uses a wheelchair.", "emphysema"),
    ],
)
def test_conditions_said_about_someone_are_found(
    pipeline: DetectionPipeline, text: str, condition: str
) -> None:
    assert condition in texts(pipeline, text)


@pytest.mark.parametrize(
    "text",
    [
        "What is the first-line treatment for asthma in adults?",
        "Can people with epilepsy hold a driving licence in the UK?",
        "Explain how type 2 diabetes differs from type 1 diabetes.",
        "I coordinate trials for sickle cell disease therapies.",
        "My son has a cold and a headache; how much paracetamol can he take?",
        "Megha's essay on photosynthesis was strong.",
    ],
)
def test_conditions_as_the_topic_of_a_question_are_kept(
    pipeline: DetectionPipeline, text: str
) -> None:
    assert not [f for f in pipeline.detect(text) if f.label is Label.HEALTH]


def test_a_full_name_sharing_a_famous_surname_is_a_private_person(pipeline) -> None:
    text = ("Applicant A: Demetrius Washington, 41, HVAC technician; he says the eviction "
            "happened during his divorce.")
    assert "Demetrius Washington" in texts(pipeline, text)
    # the public figure himself, in a knowledge question, stays
    assert "George Washington" not in texts(pipeline, "What did George Washington say about "
                                                      "political parties?")
