from enum import StrEnum


class KnownErrorEMAILISNOTPRIMARYEMAILCode(StrEnum):
    EMAIL_IS_NOT_PRIMARY_EMAIL = "EMAIL_IS_NOT_PRIMARY_EMAIL"

    def __str__(self) -> str:
        return str(self.value)
