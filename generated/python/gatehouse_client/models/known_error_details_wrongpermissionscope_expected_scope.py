from enum import StrEnum


class KnownErrorDetailsWRONGPERMISSIONSCOPEExpectedScope(StrEnum):
    PROJECT = "project"
    TEAM = "team"

    def __str__(self) -> str:
        return str(self.value)
