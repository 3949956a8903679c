from enum import StrEnum


class KnownErrorCLIENTTEAMCREATIONNOTENABLEDCode(StrEnum):
    CLIENT_TEAM_CREATION_NOT_ENABLED = "CLIENT_TEAM_CREATION_NOT_ENABLED"

    def __str__(self) -> str:
        return str(self.value)
