"""The encounter file's pydantic models: what :func:`core.io.load_encounter` checks a file
against (moved out of :mod:`core.io` so that pydantic is imported by the first checked load, not
by every import of the file module). Documented in ``docs/file-format.md``."""

from __future__ import annotations

from typing import Annotated, Any, Literal

from pydantic import BaseModel, ConfigDict, Field, field_validator

from core.io import _image_data_uri
from core.map_grid import MAX_GRID, MIN_GRID
from core.openings import DEFAULT_OPENING_WIDTH
from core.players import MAX_LABEL
from core.zonemap import DEFAULT_DOOR_STRUCTURE

Number = float
PointModel = Annotated[list[Number], Field(min_length=2, max_length=2)]


class _Strict(BaseModel):
    model_config = ConfigDict(strict=True, extra="forbid", allow_inf_nan=False)


class ZoneModel(_Strict):
    id: Annotated[str, Field(min_length=1)]
    name: str
    polygon: Annotated[list[PointModel], Field(min_length=3)]
    features: list[Literal["cluttered", "dark", "cramped"]] = []
    notes: str = ""


class OpeningModel(_Strict):
    """A door, hatch, window or doorway in a wall (schema 2; ``core.openings``)."""

    kind: Literal["door", "hatch", "window", "doorway"]
    at: Annotated[Number, Field(ge=0, le=1)] = 0.5
    width: Annotated[Number, Field(gt=0)] | None = DEFAULT_OPENING_WIDTH
    state: Literal["open", "closed", "locked"] | None = None
    structure: Annotated[int, Field(ge=1)] = DEFAULT_DOOR_STRUCTURE
    armour: str | None = None
    damage: Annotated[int, Field(ge=0)] = 0
    broken: bool = False


class BorderModel(_Strict):
    a: Annotated[str, Field(min_length=1)]
    b: Annotated[str, Field(min_length=1)]
    kind: Literal["open", "wall", "door", "hatch", "link"]
    state: Literal["open", "closed", "locked"] = "open"
    structure: Annotated[int, Field(ge=1)] = DEFAULT_DOOR_STRUCTURE
    armour: str | None = None
    damage: Annotated[int, Field(ge=0)] = 0
    broken: bool = False
    openings: list[OpeningModel] = []
    link: Literal["stairs", "ladder", "rope", "passage"] | None = None


class ImageModel(_Strict):
    data: str
    rect: Annotated[list[Number], Field(min_length=4, max_length=4)]

    _data_uri = field_validator("data")(_image_data_uri)


class GridModel(_Strict):
    """The editing grid (``core.map_grid.Grid``); absent = a 1 m grid at the origin, shown while
    editing only (``visible``: in play too)."""

    size: Annotated[Number, Field(ge=MIN_GRID, le=MAX_GRID)] = 1.0
    origin: PointModel = [0.0, 0.0]
    visible: bool = False


class MapModel(_Strict):
    zones: list[ZoneModel] = []
    borders: list[BorderModel] = []
    background: ImageModel | None = None
    theatre: bool = False
    grid: GridModel | None = None


class CombatantModel(_Strict):
    name: Annotated[str, Field(min_length=1)]
    side: Literal["pc", "npc"]
    zone: Annotated[str, Field(min_length=1)]
    position: PointModel
    stance: Literal["standing", "prone"] = "standing"
    doorway: Annotated[list[str], Field(min_length=2, max_length=2)] | None = None
    stats: dict[str, Any] = {}
    notes: str = ""
    image: str | None = None

    @field_validator("image")
    @classmethod
    def _image_uri(cls, v: str | None) -> str | None:
        return None if v is None else _image_data_uri(v)


class RoundModel(_Strict):
    number: Annotated[int, Field(ge=1)] = 1
    spent: dict[str, dict[str, Annotated[int, Field(ge=0)]]] = {}


class PlayersModel(_Strict):
    """The players' screen state (``core.players.PlayersState``); absent in older files."""

    revealed: list[Annotated[str, Field(min_length=1)]] = []
    fogged: list[Annotated[str, Field(min_length=1)]] = []
    hidden: list[Annotated[str, Field(min_length=1)]] = []
    labels: dict[str, Annotated[str, Field(max_length=MAX_LABEL)]] = {}
    options: dict[Literal["fog", "auto_reveal", "show_pc_health"], bool] = {}


class EncounterModel(_Strict):
    format: Literal["zonekeeper-encounter"]
    schema_version: Literal[2]
    app_version: str = ""
    name: str = "Untitled encounter"
    ruleset: str
    settings: dict[str, Any] = {}
    ruleset_settings: dict[str, Any] = {}
    map: MapModel
    combatants: list[CombatantModel] = []
    engaged: list[Annotated[list[str], Field(min_length=2, max_length=2)]] = []
    round: RoundModel = RoundModel()
    ruleset_state: dict[str, Any] = {}
    log: list[dict[str, Any]] = []
    players: PlayersModel | None = None
