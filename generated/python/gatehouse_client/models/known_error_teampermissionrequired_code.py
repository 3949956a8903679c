from enum import StrEnum


class KnownErrorTEAMPERMISSIONREQUIREDCode(StrEnum):
    TEAM_PERMISSION_REQUIRED = "TEAM_PERMISSION_REQUIRED"

    def __str__(self) -> str:
        return str(self.value)
