from enum import StrEnum


class KnownErrorTEAMMEMBERSHIPALREADYEXISTSCode(StrEnum):
    TEAM_MEMBERSHIP_ALREADY_EXISTS = "TEAM_MEMBERSHIP_ALREADY_EXISTS"

    def __str__(self) -> str:
        return str(self.value)
