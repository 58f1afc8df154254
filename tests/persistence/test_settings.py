"""Settings: defaults, round trip, and a damaged file that falls back to defaults, kept aside."""

from __future__ import annotations

import json

import pytest

from ginrummy_desktop.i18n import Localizer, use_localizer
from ginrummy_desktop.persistence import paths
from ginrummy_desktop.persistence.settings import (
    Settings,
    load_settings,
    save_settings,
    take_others,
)


def test_defaults_without_a_file(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("LANGUAGE", "de_DE")
    settings, problem = load_settings()
    assert problem is None
    assert settings == Settings(
        language="de",
        opponent="medium",
        animation_speed="normal",
        deck_colours="2color",
        card_back="blue",
        sound=True,
        window_size=(1280, 800),
        fullscreen=False,
        last_preset="classic",
    )
    assert not paths.config_dir().exists()  # loading never writes defaults


def test_language_default_follows_the_system(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("LANGUAGE", "en_GB")
    assert Settings().language == "en"


def test_round_trip_in_the_config_dir() -> None:
    settings = Settings(
        language="en",
        opponent="strong",
        animation_speed="fast",
        deck_colours="4color",
        card_back="red",
        sound=False,
        window_size=(1920, 1080),
        fullscreen=True,
        last_preset="bonus",
    )
    save_settings(settings)
    assert paths.settings_path().is_file()
    assert load_settings() == (settings, None)
    doc = json.loads(paths.settings_path().read_text())
    assert doc["schema_version"] == 1 and doc["window_size"] == [1920, 1080]


@pytest.mark.parametrize(
    ("content", "kind"),
    [
        (b"", "empty"),
        (b'{"language": "de", "sou', "truncated"),
        (b"\xff\xfe garbage", "not_json"),
        (b"[1, 2]", "wrong_shape"),
        (b'{"schema_version": "one"}', "wrong_shape"),
        (b'{"schema_version": 5, "language": "de"}', "newer_version"),
    ],
)
def test_damaged_file_gives_defaults_a_message_and_is_kept_aside(
    content: bytes, kind: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("LANGUAGE", "en")
    path = paths.settings_path()
    path.parent.mkdir(parents=True)
    path.write_bytes(content)
    settings, problem = load_settings()
    assert settings == Settings()
    assert problem is not None and problem.kind == kind and problem.subject == "settings"
    assert problem.moved_to == paths.config_damaged_dir() / "settings.json"
    assert problem.moved_to.read_bytes() == content
    assert "settings.json" in problem.message() and "default settings" in problem.message()
    with use_localizer(Localizer("de")):
        assert "Standardeinstellungen" in problem.message()
    assert load_settings() == (settings, None)  # the next start is clean


def test_invalid_values_fall_back_one_by_one() -> None:
    path = paths.settings_path()
    path.parent.mkdir(parents=True)
    content = json.dumps(
        {
            "schema_version": 1,
            "language": "fr",
            "opponent": "strong",
            "sound": "yes",
            "window_size": [10, 10],
            "card_back": "../../etc/passwd",
            "fullscreen": True,
            "deck_colours": "4color",
            "unknown": 1,
        }
    ).encode()
    path.write_bytes(content)
    settings, problem = load_settings()
    assert problem is not None and problem.kind == "wrong_shape"
    for name in ("language", "sound", "window_size", "card_back"):
        assert name in problem.detail
        assert getattr(settings, name) == getattr(Settings(), name)
    assert (settings.opponent, settings.fullscreen, settings.deck_colours) == (
        "strong",
        True,
        "4color",
    )
    assert (paths.config_damaged_dir() / "settings.json").read_bytes() == content
    # it said "The default settings are used." of a file whose good values were kept
    assert problem.partly and "default settings are used" not in problem.message()
    assert "other settings were kept" in problem.message()
    with use_localizer(Localizer("de")):
        assert "übrigen Einstellungen" in problem.message(), problem.message()
    assert load_settings() == (settings, None)  # the good values were kept


def test_unknown_keys_are_ignored_without_a_message() -> None:
    save_settings(Settings(opponent="simple"))
    doc = json.loads(paths.settings_path().read_text())
    doc["from_the_future"] = {"x": 1}
    paths.settings_path().write_text(json.dumps(doc))
    settings, problem = load_settings()
    assert problem is None and settings.opponent == "simple"


def test_an_unreadable_settings_file(monkeypatch: pytest.MonkeyPatch) -> None:
    save_settings(Settings())
    import os
    from pathlib import Path

    real_open = os.open

    def refuse(path: object, *args: object, **kwargs: object) -> int:
        if Path(str(path)).name == "settings.json":
            raise PermissionError(13, "Permission denied")
        return real_open(path, *args, **kwargs)  # type: ignore[arg-type]

    with monkeypatch.context() as patch:
        patch.setattr("ginrummy_desktop.persistence.files.os.open", refuse)
        settings, problem = load_settings()
    assert settings == Settings()
    assert problem is not None and problem.kind == "unreadable"
    assert problem.moved_to == paths.config_damaged_dir() / "settings.json"
    assert load_settings() == (settings, None)


def test_custom_rules_are_remembered_and_a_bad_text_is_set_aside() -> None:
    """The new match screen's own rule set round-trips; a text that is no rule set (or a
    number out of range) is a damaged field: the file is set aside, the rest kept."""
    settings = Settings(language="en", last_preset="custom",
                        custom_rules="custom,target=150,knock_limit=7,oklahoma=on")
    save_settings(settings)
    assert load_settings() == (settings, None)
    doc = json.loads(paths.settings_path().read_text())
    doc["custom_rules"] = "custom,knock_limit=12"
    paths.settings_path().write_text(json.dumps(doc))
    loaded, problem = load_settings()
    assert problem is not None and "custom_rules" in (problem.detail or "")
    assert loaded.custom_rules is None and loaded.last_preset == "custom"
    assert loaded.language == "en"


def test_two_windows_keep_each_other_s_changes() -> None:
    """Two games on one user's files (English 800x520): animation speed "fast" and 20 s
    chosen in one, then the card back in the other, which still held "normal" and 10 s: its
    save wrote those back, and the first window's choices were gone. Each window now writes
    only what it changed; the other's changes are taken into its settings too, except the
    window's own size, place and full screen."""
    save_settings(Settings(language="en"))
    a, _ = load_settings()
    b, _ = load_settings()
    a.animation_speed, a.summary_seconds, a.window_size = "fast", 20, (1000, 700)
    save_settings(a)
    b.card_back = "red"
    save_settings(b)
    on_disk, problem = load_settings()
    assert problem is None
    assert (on_disk.animation_speed, on_disk.summary_seconds, on_disk.card_back) == (
        "fast", 20, "red")
    assert on_disk.window_size == (1000, 700), "kept in the file"
    assert (b.animation_speed, b.summary_seconds) == ("fast", 20), "taken into the other"
    assert b.window_size == (1280, 800), "not the other window's size"
    assert take_others(a) and a.card_back == "red", "the settings screen shows b's red"
    a.card_back = "blue"  # then a chooses blue: its own change wins over b's
    save_settings(a)
    assert load_settings()[0].card_back == "blue"
    b.sound = False  # b did not touch the card back since: a's blue stays
    save_settings(b)
    assert load_settings()[0].card_back == "blue" and b.card_back == "blue"
    assert not take_others(b), "nothing new for b"


def test_a_file_damaged_by_another_window_is_not_merged() -> None:
    save_settings(Settings(language="en"))
    a, _ = load_settings()
    paths.settings_path().write_bytes(b"{not json")
    a.sound = False
    save_settings(a)
    again, problem = load_settings()
    assert problem is None and again == a


def test_a_second_damaged_file_is_named_as_it_was_set_aside() -> None:
    """The settings damaged a second time went to damaged/settings-1.json (the first one was
    there), and the message named only the folder (English 800x520)."""
    with use_localizer(Localizer("en")):
        for n in (0, 1):
            paths.settings_path().parent.mkdir(parents=True, exist_ok=True)
            paths.settings_path().write_bytes(b"{broken")
            _settings, problem = load_settings()
            assert problem is not None and problem.moved_to is not None
            text = problem.message()
            if n == 0:
                assert problem.moved_to.name == "settings.json" and " as " not in text
            else:
                assert problem.moved_to.name != "settings.json"
                assert text.endswith(f" as {problem.moved_to.name}."), text
