from enum import StrEnum


class KnownErrorVERIFICATIONCODEMAXATTEMPTSREACHEDCode(StrEnum):
    VERIFICATION_CODE_MAX_ATTEMPTS_REACHED = "VERIFICATION_CODE_MAX_ATTEMPTS_REACHED"

    def __str__(self) -> str:
        return str(self.value)
