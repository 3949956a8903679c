from enum import StrEnum


class KnownErrorDetailsPRODUCTDOESNOTEXISTContextType1(StrEnum):
    ITEM_EXISTS = "item_exists"
    SERVER_ONLY = "server_only"

    def __str__(self) -> str:
        return str(self.value)
