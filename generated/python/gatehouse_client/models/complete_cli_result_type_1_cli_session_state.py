from enum import StrEnum


class CompleteCliResultType1CliSessionState(StrEnum):
    ANONYMOUS = "anonymous"
    NONE = "none"

    def __str__(self) -> str:
        return str(self.value)
