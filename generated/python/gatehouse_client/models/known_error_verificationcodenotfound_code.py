from enum import StrEnum


class KnownErrorVERIFICATIONCODENOTFOUNDCode(StrEnum):
    VERIFICATION_CODE_NOT_FOUND = "VERIFICATION_CODE_NOT_FOUND"

    def __str__(self) -> str:
        return str(self.value)
