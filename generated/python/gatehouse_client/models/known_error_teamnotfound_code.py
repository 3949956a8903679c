from enum import StrEnum


class KnownErrorTEAMNOTFOUNDCode(StrEnum):
    TEAM_NOT_FOUND = "TEAM_NOT_FOUND"

    def __str__(self) -> str:
        return str(self.value)
