from enum import StrEnum


class KnownErrorVERIFICATIONCODEEXPIREDCode(StrEnum):
    VERIFICATION_CODE_EXPIRED = "VERIFICATION_CODE_EXPIRED"

    def __str__(self) -> str:
        return str(self.value)
