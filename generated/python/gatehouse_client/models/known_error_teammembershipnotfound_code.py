from enum import StrEnum


class KnownErrorTEAMMEMBERSHIPNOTFOUNDCode(StrEnum):
    TEAM_MEMBERSHIP_NOT_FOUND = "TEAM_MEMBERSHIP_NOT_FOUND"

    def __str__(self) -> str:
        return str(self.value)
