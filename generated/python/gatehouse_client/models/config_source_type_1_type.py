from enum import StrEnum


class ConfigSourceType1Type(StrEnum):
    PUSHED_FROM_UNKNOWN = "pushed-from-unknown"

    def __str__(self) -> str:
        return str(self.value)
