from enum import StrEnum


class KnownErrorEMAILPASSWORDMISMATCHCode(StrEnum):
    EMAIL_PASSWORD_MISMATCH = "EMAIL_PASSWORD_MISMATCH"

    def __str__(self) -> str:
        return str(self.value)
