from enum import StrEnum


class KnownErrorDetailsWRONGPERMISSIONSCOPEActualScope(StrEnum):
    PROJECT = "project"
    TEAM = "team"

    def __str__(self) -> str:
        return str(self.value)
