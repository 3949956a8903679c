from enum import StrEnum


class KnownErrorCANNOTACCESSOTHERUSERCode(StrEnum):
    CANNOT_ACCESS_OTHER_USER = "CANNOT_ACCESS_OTHER_USER"

    def __str__(self) -> str:
        return str(self.value)
