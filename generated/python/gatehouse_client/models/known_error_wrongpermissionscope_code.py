from enum import StrEnum


class KnownErrorWRONGPERMISSIONSCOPECode(StrEnum):
    WRONG_PERMISSION_SCOPE = "WRONG_PERMISSION_SCOPE"

    def __str__(self) -> str:
        return str(self.value)
