from enum import StrEnum


class SessionDeviceType(StrEnum):
    BOT = "bot"
    DESKTOP = "desktop"
    MOBILE = "mobile"
    TABLET = "tablet"
    TV = "tv"
    UNKNOWN = "unknown"

    def __str__(self) -> str:
        return str(self.value)
