from enum import StrEnum


class KnownErrorPERMISSIONIDALREADYEXISTSCode(StrEnum):
    PERMISSION_ID_ALREADY_EXISTS = "PERMISSION_ID_ALREADY_EXISTS"

    def __str__(self) -> str:
        return str(self.value)
