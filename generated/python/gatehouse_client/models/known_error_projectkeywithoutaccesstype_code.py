from enum import StrEnum


class KnownErrorPROJECTKEYWITHOUTACCESSTYPECode(StrEnum):
    PROJECT_KEY_WITHOUT_ACCESS_TYPE = "PROJECT_KEY_WITHOUT_ACCESS_TYPE"

    def __str__(self) -> str:
        return str(self.value)
