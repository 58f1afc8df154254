"""The first language comes from the locale environment: German for German, else English."""

from __future__ import annotations

import pytest

from ginrummy_desktop.i18n import system as system_module
from ginrummy_desktop.i18n import system_language

ENV_KEYS = ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG")


@pytest.fixture
def clean_env(monkeypatch: pytest.MonkeyPatch) -> pytest.MonkeyPatch:
    for key in ENV_KEYS:
        monkeypatch.delenv(key, raising=False)
    return monkeypatch


@pytest.mark.parametrize(
    ("env", "expected"),
    [
        ({"LANG": "de_DE.UTF-8"}, "de"),
        ({"LANG": "de_AT"}, "de"),
        ({"LANG": "en_US.UTF-8"}, "en"),
        ({"LANG": "fr_FR.UTF-8"}, "en"),
        ({"LC_ALL": "de_DE.UTF-8", "LANG": "en_GB.UTF-8"}, "de"),
        ({"LC_ALL": "en_GB.UTF-8", "LANG": "de_DE.UTF-8"}, "en"),
        ({"LC_MESSAGES": "de_CH.UTF-8", "LANG": "en_US.UTF-8"}, "de"),
        ({"LANGUAGE": "de:en", "LANG": "en_US.UTF-8"}, "de"),
        ({"LANGUAGE": "", "LANG": "de_DE.UTF-8"}, "de"),
        ({"LC_ALL": "C", "LANG": "de_DE.UTF-8"}, "de"),
        ({"LC_ALL": "C.UTF-8"}, "en"),
    ],
)
def test_environment(clean_env: pytest.MonkeyPatch, env: dict[str, str], expected: str) -> None:
    for key, value in env.items():
        clean_env.setenv(key, value)
    clean_env.setattr(system_module, "_platform_locale", lambda: None)
    assert system_language() == expected


def test_platform_locale_when_no_variable_is_set(clean_env: pytest.MonkeyPatch) -> None:
    clean_env.setattr(system_module, "_platform_locale", lambda: "German_Germany")
    assert system_language() == "de"
    clean_env.setattr(system_module, "_platform_locale", lambda: None)
    assert system_language() == "en"


def test_explicit_mapping_ignores_the_process() -> None:
    assert system_language({"LANG": "de_DE.UTF-8"}) == "de"
    assert system_language({}) == "en"
