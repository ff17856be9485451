"""Labels written once at import time that read in the UI language when used.

A module-level table of labels is built before the UI language is known, so it can't call
:func:`core.i18n.translate` itself. Mark each English label with :func:`QT_TRANSLATE_NOOP`
(pyside6-lupdate extracts the marker into the context's catalogue) and translate where it is
read: :class:`Labels` does that for a whole ``{id: label}`` table.

>>> SKILLS = Labels("yze", {"melee": QT_TRANSLATE_NOOP("yze", "Close Combat")})
>>> SKILLS["melee"], list(SKILLS)
('Close Combat', ['melee'])
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Iterable, Iterator, Mapping
from typing import Any, TypeVar

from core.i18n import rule_text, translate

_T = TypeVar("_T")


def QT_TRANSLATE_NOOP(context: str, text: str) -> str:
    """Mark ``text`` for the ``context`` catalogue without translating it now."""
    return text


def and_list(items: Iterable[str]) -> str:
    """ "a, b and c" in the UI language (one item as it is, none as "")."""
    items = list(items)
    if len(items) <= 1:
        return "".join(items)
    return translate("core", "{items} and {last}").format(
        items=", ".join(items[:-1]), last=items[-1]
    )


def tr_label(context: str, text: str) -> str:
    """A label marked with :func:`QT_TRANSLATE_NOOP`, in the UI language now."""
    return translate(context, text) if text else text


class Labels(Mapping[str, str]):
    """``{id: English label}`` read in the UI language: ``labels[id]`` translates on access."""

    def __init__(self, context: str, labels: Mapping[str, str]) -> None:
        self._context = context
        self._labels = dict(labels)

    def __getitem__(self, key: str) -> str:
        return tr_label(self._context, self._labels[key])

    def __iter__(self) -> Iterator[str]:
        return iter(self._labels)

    def __len__(self) -> int:
        return len(self._labels)

    def english_labels(self) -> dict[str, str]:
        """The whole table as written in the code (to build another :class:`Labels`)."""
        return dict(self._labels)

    def english(self, key: str) -> str:
        """The English label of ``key`` (as written in the code)."""
        return self._labels[key]

    def __repr__(self) -> str:
        return f"Labels({self._context!r}, {self._labels!r})"


_TEXT_FIELDS = ("label", "title", "group", "help", "name", "reason", "detail", "text")


def id_words(key: Any) -> str:
    """A choice id with no words of its own, as the GM reads it: spaces for its underscores,
    capitalised (``"beyond_effective"`` → ``"Beyond effective"``)."""
    text = str(key).replace("_", " ")
    return text[:1].upper() + text[1:]


def with_choice_labels(spec: _T, word: Callable[[Any], str]) -> _T:
    """A choice :class:`~core.rules.runner.FlagSpec`/``ParamSpec`` with ``word`` of each of its
    choices as ``choice_labels`` (any other spec, or one that names its choices, as it is)."""
    if getattr(spec, "kind", None) != "choice" or getattr(spec, "choice_labels", None) != ():
        return spec
    labels = tuple(word(c) for c in spec.choices)  # type: ignore[attr-defined]
    return dataclasses.replace(spec, choice_labels=labels)  # type: ignore[type-var]


def tr_spec(context: str, spec: _T) -> _T:
    """A copy of a frozen view dataclass (ParamSpec, FlagSpec, ToolSpec …) whose marked text
    fields (``label``, ``title``, ``help`` …, ``choice_labels`` and a tool's ``params``) read in
    the UI language."""
    changes: dict[str, Any] = {}
    for f in dataclasses.fields(spec):  # type: ignore[arg-type]
        value = getattr(spec, f.name)
        if f.name in _TEXT_FIELDS and isinstance(value, str):
            changes[f.name] = tr_label(context, value)
        elif f.name == "choice_labels":
            changes[f.name] = tuple(tr_label(context, str(v)) for v in value)
        elif f.name == "params":
            changes[f.name] = tuple(tr_spec(context, p) for p in value)
    return dataclasses.replace(spec, **changes)  # type: ignore[type-var]


class RuleLabels(Mapping[str, str]):
    """``{row id: row}`` of a rule table read as labels in the UI language (``rule_text`` of
    ``field``: the English field, ``field_pt``/``field_es`` in Portuguese and Spanish)."""

    def __init__(self, rows: Iterable[Mapping[str, Any]], field: str = "name") -> None:
        self._rows = {str(r["id"]): r for r in rows}
        self._field = field

    def __getitem__(self, key: str) -> str:
        return rule_text(self._rows[key], self._field)

    def __iter__(self) -> Iterator[str]:
        return iter(self._rows)

    def __len__(self) -> int:
        return len(self._rows)
