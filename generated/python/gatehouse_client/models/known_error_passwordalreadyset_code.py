from enum import StrEnum


class KnownErrorPASSWORDALREADYSETCode(StrEnum):
    PASSWORD_ALREADY_SET = "PASSWORD_ALREADY_SET"

    def __str__(self) -> str:
        return str(self.value)
