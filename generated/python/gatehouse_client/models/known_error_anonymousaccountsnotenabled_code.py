from enum import StrEnum


class KnownErrorANONYMOUSACCOUNTSNOTENABLEDCode(StrEnum):
    ANONYMOUS_ACCOUNTS_NOT_ENABLED = "ANONYMOUS_ACCOUNTS_NOT_ENABLED"

    def __str__(self) -> str:
        return str(self.value)
