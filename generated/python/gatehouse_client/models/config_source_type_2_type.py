from enum import StrEnum


class ConfigSourceType2Type(StrEnum):
    UNLINKED = "unlinked"

    def __str__(self) -> str:
        return str(self.value)
