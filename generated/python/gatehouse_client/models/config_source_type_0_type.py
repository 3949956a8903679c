from enum import StrEnum


class ConfigSourceType0Type(StrEnum):
    PUSHED_FROM_GITHUB = "pushed-from-github"

    def __str__(self) -> str:
        return str(self.value)
