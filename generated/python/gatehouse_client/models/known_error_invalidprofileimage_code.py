from enum import StrEnum


class KnownErrorINVALIDPROFILEIMAGECode(StrEnum):
    INVALID_PROFILE_IMAGE = "INVALID_PROFILE_IMAGE"

    def __str__(self) -> str:
        return str(self.value)
