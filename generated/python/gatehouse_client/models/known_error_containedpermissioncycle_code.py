from enum import StrEnum


class KnownErrorCONTAINEDPERMISSIONCYCLECode(StrEnum):
    CONTAINED_PERMISSION_CYCLE = "CONTAINED_PERMISSION_CYCLE"

    def __str__(self) -> str:
        return str(self.value)
