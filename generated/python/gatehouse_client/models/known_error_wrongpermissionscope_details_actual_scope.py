from enum import StrEnum


class KnownErrorWRONGPERMISSIONSCOPEDetailsActualScope(StrEnum):
    PROJECT = "project"
    TEAM = "team"

    def __str__(self) -> str:
        return str(self.value)
