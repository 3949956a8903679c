from enum import StrEnum


class TeamApiKeyType(StrEnum):
    TEAM = "team"

    def __str__(self) -> str:
        return str(self.value)
