from enum import StrEnum


class KnownErrorTEAMPERMISSIONNOTFOUNDCode(StrEnum):
    TEAM_PERMISSION_NOT_FOUND = "TEAM_PERMISSION_NOT_FOUND"

    def __str__(self) -> str:
        return str(self.value)
