from enum import StrEnum


class KnownErrorUNSUPPORTEDGRANTTYPECode(StrEnum):
    UNSUPPORTED_GRANT_TYPE = "UNSUPPORTED_GRANT_TYPE"

    def __str__(self) -> str:
        return str(self.value)
