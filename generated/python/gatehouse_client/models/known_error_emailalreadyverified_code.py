from enum import StrEnum


class KnownErrorEMAILALREADYVERIFIEDCode(StrEnum):
    EMAIL_ALREADY_VERIFIED = "EMAIL_ALREADY_VERIFIED"

    def __str__(self) -> str:
        return str(self.value)
