from enum import StrEnum


class CreatedTeamApiKeyType(StrEnum):
    TEAM = "team"

    def __str__(self) -> str:
        return str(self.value)
