from enum import StrEnum


class KnownErrorEMAILTHEMENOTFOUNDCode(StrEnum):
    EMAIL_THEME_NOT_FOUND = "EMAIL_THEME_NOT_FOUND"

    def __str__(self) -> str:
        return str(self.value)
