from enum import StrEnum


class KnownErrorACCESSTYPEWITHOUTPROJECTIDCode(StrEnum):
    ACCESS_TYPE_WITHOUT_PROJECT_ID = "ACCESS_TYPE_WITHOUT_PROJECT_ID"

    def __str__(self) -> str:
        return str(self.value)
