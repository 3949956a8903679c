from enum import StrEnum


class KnownErrorCONTACTCHANNELNOTFOUNDCode(StrEnum):
    CONTACT_CHANNEL_NOT_FOUND = "CONTACT_CHANNEL_NOT_FOUND"

    def __str__(self) -> str:
        return str(self.value)
