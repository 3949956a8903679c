from enum import StrEnum


class KnownErrorSYSTEMPERMISSIONCANNOTBECHANGEDCode(StrEnum):
    SYSTEM_PERMISSION_CANNOT_BE_CHANGED = "SYSTEM_PERMISSION_CANNOT_BE_CHANGED"

    def __str__(self) -> str:
        return str(self.value)
