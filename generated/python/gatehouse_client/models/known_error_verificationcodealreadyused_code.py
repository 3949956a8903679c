from enum import StrEnum


class KnownErrorVERIFICATIONCODEALREADYUSEDCode(StrEnum):
    VERIFICATION_CODE_ALREADY_USED = "VERIFICATION_CODE_ALREADY_USED"

    def __str__(self) -> str:
        return str(self.value)
