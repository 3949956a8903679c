from enum import StrEnum


class KnownErrorPASSWORDCONFIRMATIONMISMATCHCode(StrEnum):
    PASSWORD_CONFIRMATION_MISMATCH = "PASSWORD_CONFIRMATION_MISMATCH"

    def __str__(self) -> str:
        return str(self.value)
