from enum import StrEnum


class KnownErrorWRONGPERMISSIONSCOPEDetailsExpectedScope(StrEnum):
    PROJECT = "project"
    TEAM = "team"

    def __str__(self) -> str:
        return str(self.value)
