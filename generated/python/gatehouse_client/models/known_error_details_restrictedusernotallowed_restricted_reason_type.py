from enum import StrEnum


class KnownErrorDetailsRESTRICTEDUSERNOTALLOWEDRestrictedReasonType(StrEnum):
    ANONYMOUS = "anonymous"
    EMAIL_NOT_VERIFIED = "email_not_verified"
    RESTRICTED_BY_ADMINISTRATOR = "restricted_by_administrator"

    def __str__(self) -> str:
        return str(self.value)
